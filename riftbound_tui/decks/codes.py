"""Piltover Archive deck codes (v1-v6), as the reference deck-code format describes them.

Two levels:

- the format: `decode_deck_code(code) -> DeckCode` and `encode_deck_code(DeckCode) -> str`.
  A `DeckCode` is what the code holds: a main list and a sideboard of (`CardCode`, count),
  an optional chosen-champion label and (v6) additional legends.  Cards are printings
  (`OGN-007`, `OGN-007a`, `SFD-R02`, `VEN-SP1`); nothing is looked up.  Byte-exact both
  ways: `encode_deck_code(decode_deck_code(c), version=...)` gives `c` back.
- decks (in `code_names.py`): `deck_from_code(code) -> DeckList` and
  `deck_to_code(deck) -> str`.  Piltover Archive puts legend, runes, battlefields and
  main cards into the one main list; they are sorted back into zones by each card's type.
  Printings map to our names through `CardIndex` (the reference card list, else our
  `CardDef.set_id/number`).

Every malformed code raises `DeckCodeError` saying what is wrong.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from riftbound_tui.lazy_dataclass import lazy_dataclass


__all__ = ["DeckCodeError", "TruncatedCode", "CardCode", "DeckCode", "decode_deck_code",
           "encode_deck_code", "needed_version", "SET_BYTES", "VARIANT_BYTES", "MAX_VERSION"]

MAX_VERSION = 6
FORMAT = 1
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32 = {c: i for i, c in enumerate(ALPHABET)}

SET_BYTES = {"OGN": 0, "OGS": 1, "ARC": 2, "SFD": 3, "UNL": 4, "VEN": 5, "RAD": 6}
SETS_BY_BYTE = {v: k for k, v in SET_BYTES.items()}
VARIANT_BYTES = {"": 0, "a": 1, "s": 2, "b": 3}
VARIANTS_BY_BYTE = {v: k for k, v in VARIANT_BYTES.items()}
# number prefixes and their flag bytes (v4+): '' normal (3 digits), R rune (2), SP (as is)
PREFIX_FLAGS = {"": 0, "R": 1, "SP": 2}
FLAG_PREFIXES = {v: k for k, v in PREFIX_FLAGS.items()}

MAIN_COUNTS_V1 = tuple(range(12, 0, -1))       # the fixed count walk of v1-v4
SIDE_COUNTS_V2 = (3, 2, 1)


class DeckCodeError(ValueError):
    """A deck code (or a card code, or a deck to encode) that cannot be read or written."""


class TruncatedCode(DeckCodeError):
    """A code that ends before its deck does; `part` names the part it ends in."""

    def __init__(self, message: str, part: str) -> None:
        super().__init__(message)
        self.part = part


def _part(what: str) -> str:
    """The part of a deck a reader's field belongs to, in a player's words."""
    for key, part in (("main deck", "main deck list"), ("sideboard", "sideboard"),
                      ("champion", "chosen champion"), ("legend", "additional legends")):
        if key in what:
            return part
    return "header"


# --------------------------------------------------------------------------- card codes

_CARD_RX = re.compile(r"^\s*([A-Za-z]{3})-(SP|R|)(\d+)([a-z*]?)\s*$", re.IGNORECASE)


@dataclass(frozen=True, order=True)
class CardCode:
    """One printing: `SET-NUMBER[variant]`.  `number` is kept with its prefix and the
    padding deck codes use: '007', 'R02', 'SP1'.  `variant` is '', 'a', 's' (signed;
    '*' is read as 's') or 'b'."""

    set_id: str
    number: str
    variant: str = ""

    @classmethod
    def parse(cls, text: str) -> CardCode:
        m = _CARD_RX.match(text)
        if not m:
            raise DeckCodeError(f"not a card code: {text!r} (expected SET-NUMBER, e.g. OGN-007)")
        set_id, prefix, digits, variant = m.group(1).upper(), m.group(2).upper(), m.group(3), \
            m.group(4)
        variant = "s" if variant == "*" else variant.lower()
        return cls.make(set_id, prefix, int(digits), variant)

    @classmethod
    def make(cls, set_id: str, prefix: str, value: int, variant: str = "") -> CardCode:
        if set_id not in SET_BYTES:
            raise DeckCodeError(f"unknown set {set_id!r} (deck codes know "
                                f"{', '.join(SET_BYTES)}; promo printings have no set id)")
        if variant not in VARIANT_BYTES:
            raise DeckCodeError(f"unknown variant {variant!r} (known: a, s, b)")
        if prefix == "":
            number = f"{value:03d}"
        elif prefix == "R":
            number = f"R{value:02d}"
        elif prefix == "SP":
            number = f"SP{value}"
        else:
            raise DeckCodeError(f"unknown number prefix {prefix!r}")
        return cls(set_id, number, variant)

    @property
    def prefix(self) -> str:
        return re.match(r"[A-Z]*", self.number).group(0)

    @property
    def value(self) -> int:
        return int(self.number[len(self.prefix):])

    @property
    def base(self) -> CardCode:
        """The same number without the variant suffix."""
        return CardCode(self.set_id, self.number)

    def __str__(self) -> str:
        return f"{self.set_id}-{self.number}{self.variant}"

    def _number_key(self) -> tuple:
        return (list(PREFIX_FLAGS).index(self.prefix), self.value)


def _cc(x: CardCode | str) -> CardCode:
    return x if isinstance(x, CardCode) else CardCode.parse(x)


@lazy_dataclass(frozen=True)
class DeckCode:
    """What a deck code holds.  `main` and `sideboard` are (card, count) pairs in the order
    the decoder met them (the format keeps no other order); the champion is a label on a
    card already counted in `main`.  `version` is the version a decoded code had (0 for a
    DeckCode built by hand)."""

    main: tuple[tuple[CardCode, int], ...] = ()
    sideboard: tuple[tuple[CardCode, int], ...] = ()
    champion: CardCode | None = None
    additional_legends: tuple[CardCode, ...] = ()
    version: int = 0

    @classmethod
    def of(cls, main: Iterable[tuple[CardCode | str, int]] = (),
           sideboard: Iterable[tuple[CardCode | str, int]] = (),
           champion: CardCode | str | None = None,
           additional_legends: Iterable[CardCode | str] = ()) -> DeckCode:
        """Build one from card-code strings: `DeckCode.of([("OGN-007", 3)], champion=...)`."""
        return cls(tuple((_cc(c), int(n)) for c, n in main),
                   tuple((_cc(c), int(n)) for c, n in sideboard),
                   _cc(champion) if champion is not None else None,
                   tuple(_cc(c) for c in additional_legends))

    def as_strings(self) -> dict:
        """A plain, order-free view for comparisons and printing:
        {main: {code: count}, sideboard: {...}, champion: code|None, additional_legends: [...]}"""
        return {"main": {str(c): n for c, n in self.main},
                "sideboard": {str(c): n for c, n in self.sideboard},
                "champion": str(self.champion) if self.champion else None,
                "additional_legends": [str(c) for c in self.additional_legends]}


# --------------------------------------------------------------------------- bytes

def _b32decode(code: str) -> bytes:
    text = code.strip()
    if not text:
        raise DeckCodeError("empty deck code")
    bits = nbits = 0
    out = bytearray()
    for i, ch in enumerate(text.upper()):
        v = _B32.get(ch)
        if v is None:
            raise DeckCodeError(f"bad base32: character {ch!r} at position {i + 1} is not in "
                                f"A-Z, 2-7")
        bits = (bits << 5) | v
        nbits += 5
        if nbits >= 8:
            nbits -= 8
            out.append((bits >> nbits) & 0xFF)
            bits &= (1 << nbits) - 1
    return bytes(out)          # fewer than 8 leftover bits are dropped


def _b32encode(data: bytes) -> str:
    out = []
    bits = nbits = 0
    for b in data:
        bits = (bits << 8) | b
        nbits += 8
        while nbits >= 5:
            nbits -= 5
            out.append(ALPHABET[(bits >> nbits) & 31])
        bits &= (1 << nbits) - 1
    if nbits:
        out.append(ALPHABET[(bits << (5 - nbits)) & 31])
    return "".join(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def byte(self, what: str) -> int:
        if self.pos >= len(self.data):
            raise TruncatedCode(f"truncated code: it ends where the {what} should be "
                                f"(byte {self.pos + 1})", _part(what))
        b = self.data[self.pos]
        self.pos += 1
        return b

    def varint(self, what: str) -> int:
        value = shift = 0
        start = self.pos
        while True:
            b = self.byte(what)
            value |= (b & 0x7F) << shift
            if not b & 0x80:
                return value
            shift += 7
            if shift > 63:
                raise DeckCodeError(f"bad varint for the {what} at byte {start + 1}")


def _varint(n: int) -> bytes:
    if n < 0:
        raise DeckCodeError(f"cannot write the negative number {n}")
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


# --------------------------------------------------------------------------- decode

def decode_deck_code(code: str) -> DeckCode:
    """Read a deck code of any version 1-6.  Raises `DeckCodeError` naming what is wrong:
    bad base32, wrong format, unknown version, truncated, unknown set/variant/flag,
    bytes left over after the deck."""
    if not isinstance(code, str):
        raise DeckCodeError(f"a deck code is text, not {type(code).__name__}")
    data = _b32decode(code)
    r = _Reader(data)
    header = r.byte("header byte")
    fmt, version = header >> 4, header & 0x0F
    if fmt != FORMAT:
        raise DeckCodeError(f"not a Piltover Archive deck code: format {fmt} in the header "
                            f"byte (expected {FORMAT})")
    if not 1 <= version <= MAX_VERSION:
        raise DeckCodeError(f"unknown deck code version {version} (this reader knows 1 to "
                            f"{MAX_VERSION})")

    if version >= 5:
        prefix = r.byte("prefix byte")
        if prefix not in (0, 1):
            raise DeckCodeError(f"bad prefix byte {prefix} (expected 0 or 1)")
        flagged = prefix == 1
        main = _read_sparse(r, flagged, "main deck")
        side = _read_sparse(r, flagged, "sideboard")
    else:
        flagged = version == 4
        main = _read_walk(r, MAIN_COUNTS_V1, flagged, "main deck")
        side = _read_walk(r, SIDE_COUNTS_V2, flagged, "sideboard") if version >= 2 else []
    champion = None
    if version >= 3:
        has = r.byte("champion marker")
        if has == 1:
            champion = _read_card(r, flagged, "champion")
        elif has != 0:
            raise DeckCodeError(f"bad champion marker {has} (expected 0 or 1)")
    legends: list[CardCode] = []
    if version >= 6:
        for _ in range(r.varint("number of additional legends")):
            legends.append(_read_card(r, flagged, "additional legend"))
    if r.pos != len(data):
        raise DeckCodeError(f"{len(data) - r.pos} unexpected byte(s) after the end of the "
                            f"v{version} deck")
    return DeckCode(tuple(main), tuple(side), champion, tuple(legends), version)


def _read_set_variant(r: _Reader, what: str) -> tuple[str, str]:
    s = r.byte(f"{what} set byte")
    if s not in SETS_BY_BYTE:
        raise DeckCodeError(f"unknown set byte {s} in the {what}: a card of a set newer than "
                            f"the sets this reader knows ({', '.join(SET_BYTES)})")
    v = r.byte(f"{what} variant byte")
    if v not in VARIANTS_BY_BYTE:
        raise DeckCodeError(f"unknown variant byte {v} in the {what}")
    return SETS_BY_BYTE[s], VARIANTS_BY_BYTE[v]


def _read_number(r: _Reader, flagged: bool, set_id: str, variant: str, what: str) -> CardCode:
    prefix = ""
    if flagged:
        f = r.byte(f"{what} number flag")
        if f not in FLAG_PREFIXES:
            raise DeckCodeError(f"unknown number flag {f} in the {what}")
        prefix = FLAG_PREFIXES[f]
    return CardCode.make(set_id, prefix, r.varint(f"{what} card number"), variant)


def _read_card(r: _Reader, flagged: bool, what: str) -> CardCode:
    set_id, variant = _read_set_variant(r, what)
    return _read_number(r, flagged, set_id, variant, what)


def _read_groups(r: _Reader, count: int, flagged: bool, what: str, out: list) -> None:
    for _ in range(r.varint(f"{what} group count (x{count})")):
        n = r.varint(f"{what} group size (x{count})")
        set_id, variant = _read_set_variant(r, f"{what} group (x{count})")
        for _ in range(n):
            out.append((_read_number(r, flagged, set_id, variant, what), count))


def _read_walk(r: _Reader, counts: tuple[int, ...], flagged: bool, what: str) -> list:
    out: list = []
    for count in counts:
        _read_groups(r, count, flagged, what, out)
    return out


def _read_sparse(r: _Reader, flagged: bool, what: str) -> list:
    out: list = []
    for _ in range(r.varint(f"{what} number of distinct counts")):
        count = r.varint(f"{what} copy count")
        if count < 1:
            raise DeckCodeError(f"copy count {count} in the {what} (must be 1 or more)")
        _read_groups(r, count, flagged, what, out)
    return out


# --------------------------------------------------------------------------- encode

def _merge(pairs: Iterable[tuple[CardCode, int]], what: str) -> dict[CardCode, int]:
    out: dict[CardCode, int] = {}
    for c, n in pairs:
        if not isinstance(n, int) or n < 1:
            raise DeckCodeError(f"{what}: {c} has count {n!r}; counts must be 1 or more")
        out[c] = out.get(c, 0) + n
    return out


def needed_version(deck: DeckCode) -> int:
    """The lowest version that holds the deck (deck-codes.md section 4)."""
    main = _merge(deck.main, "main deck")
    side = _merge(deck.sideboard, "sideboard")
    cards = [*main, *side, *([deck.champion] if deck.champion else []),
             *deck.additional_legends]
    if deck.additional_legends:
        return 6
    if (any(n > 12 for n in main.values()) or any(n > 3 for n in side.values())
            or any(c.prefix == "SP" for c in cards)):
        return 5
    if any(c.prefix == "R" for c in cards):
        return 4
    return 3


def encode_deck_code(deck: DeckCode, version: int | None = None) -> str:
    """Write a deck code: by default the lowest version that holds the deck (v3; v4 with
    R-numbered runes; v5 with over-limit counts or SP numbers; v6 with additional
    legends), else `version` (1-6) if it can hold the deck.  Byte order as the reference
    encoder: count buckets high to low, groups by set then variant, numbers in order."""
    need = needed_version(deck)
    v = need if version is None else version
    if not 1 <= v <= MAX_VERSION:
        raise DeckCodeError(f"unknown deck code version {v} (1 to {MAX_VERSION})")
    main = _merge(deck.main, "main deck")
    side = _merge(deck.sideboard, "sideboard")
    if v < 6 and deck.additional_legends:
        raise DeckCodeError(f"v{v} cannot hold additional legends (v6 can)")
    if v < 5:
        if need == 5:
            raise DeckCodeError(f"v{v} cannot hold this deck (counts above 12 in the main "
                                f"deck or 3 in the sideboard, or SP numbers): v5 can")
        if v < 4 and need == 4:
            raise DeckCodeError(f"v{v} cannot hold R-numbered cards (v4 can)")
        if v < 3 and deck.champion is not None:
            raise DeckCodeError(f"v{v} cannot hold a chosen champion (v3 can)")
        if v < 2 and side:
            raise DeckCodeError("v1 cannot hold a sideboard (v2 can)")
    out = bytearray([(FORMAT << 4) | v])
    if v >= 5:
        flagged = any(c.prefix for c in [*main, *side, *deck.additional_legends,
                                         *([deck.champion] if deck.champion else [])])
        out.append(1 if flagged else 0)
        out += _write_sparse(main, flagged)
        out += _write_sparse(side, flagged)
    else:
        flagged = v == 4
        out += _write_walk(main, MAIN_COUNTS_V1, flagged)
        if v >= 2:
            out += _write_walk(side, SIDE_COUNTS_V2, flagged)
    if v >= 3:
        if deck.champion is None:
            out.append(0)
        else:
            out.append(1)
            out += _write_card(deck.champion, flagged)
    if v >= 6:
        out += _varint(len(deck.additional_legends))
        for c in deck.additional_legends:
            out += _write_card(c, flagged)
    return _b32encode(bytes(out))


def _write_number(c: CardCode, flagged: bool) -> bytes:
    flag = bytes([PREFIX_FLAGS[c.prefix]]) if flagged else b""
    return flag + _varint(c.value)


def _write_card(c: CardCode, flagged: bool) -> bytes:
    return bytes([SET_BYTES[c.set_id], VARIANT_BYTES[c.variant]]) + _write_number(c, flagged)


def _groups(cards: list[CardCode], flagged: bool) -> tuple[int, bytes]:
    by_sv: dict[tuple[int, int], list[CardCode]] = defaultdict(list)
    for c in cards:
        by_sv[(SET_BYTES[c.set_id], VARIANT_BYTES[c.variant])].append(c)
    out = bytearray()
    for (s, v), cs in sorted(by_sv.items()):
        out += _varint(len(cs)) + bytes([s, v])
        for c in sorted(cs, key=CardCode._number_key):
            out += _write_number(c, flagged)
    return len(by_sv), bytes(out)


def _write_walk(cards: dict[CardCode, int], counts: tuple[int, ...], flagged: bool) -> bytes:
    out = bytearray()
    for count in counts:
        n, body = _groups([c for c, k in cards.items() if k == count], flagged)
        out += _varint(n) + body
    return bytes(out)


def _write_sparse(cards: dict[CardCode, int], flagged: bool) -> bytes:
    counts = sorted(set(cards.values()), reverse=True)
    out = bytearray(_varint(len(counts)))
    for count in counts:
        n, body = _groups([c for c, k in cards.items() if k == count], flagged)
        out += _varint(count) + _varint(n) + body
    return bytes(out)
