"""Deck codes as decks: printings mapped to our card names (`CardIndex`), and
`deck_from_code` / `deck_to_code` between a code and a `DeckList`.

The byte format itself is `codes.py`; this module only names what a code holds.
"""

from __future__ import annotations

import functools
import json
import logging
import os
import re
from collections import defaultdict
from pathlib import Path

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..cards.db import CardDB, load_card_db
from .codes import (SET_BYTES, VARIANT_BYTES, CardCode, DeckCode, DeckCodeError, _cc,
                    decode_deck_code, encode_deck_code)
from .printings import printing_index
from .checks import implied_champion
from .decklist import REFERENCE_PROBLEMS, DeckList, card_name, count_problem, resolve_name

log = logging.getLogger(__name__)

__all__ = ["CardIndex", "card_index", "deck_from_code", "deck_to_code", "RUNE_NUMBERS"]


# --------------------------------------------------------------------------- card identity

# Rune printings numbered R01-R06 follow the domain order of the basic runes (Fury, Calm,
# Mind, Body, Chaos, Order), as Vendetta's rows ven-r01..r06 show.  The reference list has
# no rows for the SFD and UNL rune printings that deck codes can name (SFD-R02,
# UNL-R05a); they are read by the same numbering.
RUNE_NUMBERS = {f"R{i:02d}": f"{d} Rune"
                for i, d in enumerate(("Fury", "Calm", "Mind", "Body", "Chaos", "Order"), 1)}

_RID_RX = re.compile(r"^([a-z]+)-(sp|r|t|)(\d+)([a-z*]?)(?:-\d+)?$")


@lazy_dataclass(frozen=True)
class _Entry:
    name: str
    type: str            # lower case: unit, spell, gear, rune, battlefield, legend


class CardIndex:
    """Printings <-> our card names and types.

    From the shipped printings (`printings.py`: every printing id of the reference card
    list, alternate arts, overnumbered and signed reprints included; a development
    `reference` folder adds its rows first), and from our own `CardDef.set_id/number`,
    which win where both know a number.  A variant the list lacks (`OGN-007b`) is the
    card of its base number.
    The code written for a name is our `CardDef`'s printing if we have one, else the
    name's first base printing in the reference (set order OGN, OGS, ARC, SFD, UNL, VEN,
    RAD, then number), so promo-only spellings never get in the way.
    """

    def __init__(self, by_code: dict[CardCode, _Entry], code_for: dict[str, CardCode]) -> None:
        self._by_code = by_code
        self._code_for = code_for
        self._by_key = {k.casefold(): v for k, v in code_for.items()}

    @classmethod
    def build(cls, db: CardDB | None = None, reference: str | os.PathLike | None = None
              ) -> CardIndex:
        by_code: dict[CardCode, _Entry] = {}
        firsts: dict[str, list[CardCode]] = defaultdict(list)
        ref = Path(reference) if reference is not None else None
        if ref is not None and (ref / "riftcodex_cards_raw.json").is_file():
            try:
                rows = list(_reference_rows(ref / "riftcodex_cards_raw.json"))
            except (*REFERENCE_PROBLEMS, DeckCodeError) as e:
                log.warning("reference card list %s is unreadable (%s): ignored", ref,
                            " ".join(str(e).split())[:200])
                rows = []
            for code, entry, base in rows:
                by_code.setdefault(code, entry)
                if base:
                    firsts[entry.name].append(code)
        code_for = {name: min(codes, key=_print_order) for name, codes in firsts.items()}
        for pid, (name, typ) in printing_index().items():     # the shipped printings
            try:
                code = CardCode.parse(pid)
            except DeckCodeError:
                continue                                # promo sets have no set byte
            by_code.setdefault(code, _Entry(name, typ))
            code_for.setdefault(name, code)             # the base printing comes first
        for card in (db or ()):
            if card.token or not card.set_id or not card.number or card.set_id not in SET_BYTES:
                continue
            try:
                code = CardCode.parse(f"{card.set_id}-{card.number}")
            except DeckCodeError:
                continue
            # our card wins for its number, and its printing is the one we write
            by_code[code] = _Entry(card.name, card.type)
            code_for[card.name] = code
        return cls(by_code, code_for)

    def lookup(self, code: CardCode | str) -> tuple[str, str] | None:
        """(name, type) for a printing, or None when unknown."""
        c = _cc(code)
        e = self._by_code.get(c) or self._by_code.get(c.base)
        if e is None and c.prefix == "R" and c.number in RUNE_NUMBERS:
            return RUNE_NUMBERS[c.number], "rune"
        return (e.name, e.type) if e else None

    def code_for(self, name: str) -> CardCode | None:
        """The printing to write for a card name (None when unknown)."""
        for candidate in (name, card_name(name), card_name(name) + " (Starter)"):
            c = self._code_for.get(candidate) or self._by_key.get(candidate.casefold())
            if c is not None:
                return c
        return None


def _print_order(c: CardCode) -> tuple:
    return (SET_BYTES[c.set_id], c._number_key(), VARIANT_BYTES[c.variant])


def _reference_rows(path: Path):
    """(CardCode, _Entry, is_base_printing) for every encodable row of the reference."""
    rows = json.loads(path.read_text(encoding="utf-8"))
    clean_ids = {r["riftbound_id"] for r in rows if r.get("metadata", {}).get("clean_name")}
    for r in rows:
        set_id = r.get("set", {}).get("set_id")
        rid = r.get("riftbound_id", "")
        if set_id not in SET_BYTES:
            continue                                # promo sets have no set byte
        if rid in clean_ids and not r.get("metadata", {}).get("clean_name"):
            continue                                # Vendetta's stale duplicate rows
        m = _RID_RX.match(rid)
        if not m or m.group(2) == "t":
            continue                                # tokens (sfd-t03) have no code
        prefix = m.group(2).upper()
        variant = "s" if m.group(4) == "*" else m.group(4)
        if variant not in VARIANT_BYTES:
            continue
        code = CardCode.make(set_id, prefix, int(m.group(3)), variant)
        name = card_name(r.get("name", ""))
        typ = (r.get("classification", {}).get("type") or "").lower()
        md = r.get("metadata", {})
        base = not variant and not md.get("overnumbered") and not md.get("alternate_art") \
            and not md.get("signature")
        yield code, _Entry(name, typ), base


@functools.lru_cache(maxsize=8)
def _cached_index(db: CardDB, ref: str | None) -> CardIndex:
    return CardIndex.build(db, ref)


def card_index(db: CardDB | None = None, reference: str | os.PathLike | None = None
               ) -> CardIndex:
    """The index for `db` (default: the shipped cards), and the reference folder when one
    is given (development checks; the program gives none, so it knows the printings of
    the cards in our database); built once per database and folder."""
    ref = reference
    return _cached_index(db if db is not None else load_card_db(),
                         str(ref) if ref is not None else None)


# --------------------------------------------------------------------------- decks

def deck_from_code(code: str, db: CardDB | None = None, index: CardIndex | None = None,
                   name: str = "") -> DeckList:
    """A deck code as a `DeckList`: each main-list card goes to its zone by type (the
    legend, runes, battlefields; units, spells and gear to the main deck), names are
    ours, and a card the code holds in several printings is listed once with its total.
    A printing no list knows (a set beyond ours: `RAD-029`) is kept in the main deck
    under its printing id, so the deck checks name it (`checks.unplayable_cards`).
    Raises `DeckCodeError` for a malformed code, a count no deck has, more than one
    legend, or (v6) additional legends, named, which no rule of the game we know places."""
    dc = decode_deck_code(code)
    if db is None:
        db = load_card_db()
    index = index or card_index(db)

    def known(c: CardCode) -> tuple[str, str]:
        got = index.lookup(c)
        if got is None:
            return str(c), ""
        return resolve_name(got[0], db), got[1]

    sections: dict[str, dict[str, int]] = {"legend": {}, "runes": {}, "battlefields": {},
                                           "main": {}}
    totals: dict[str, int] = {}
    for c, n in dc.main:
        nm, typ = known(c)
        section = {"legend": "legend", "rune": "runes", "battlefield": "battlefields"
                   }.get(typ, "main")
        totals[section] = totals.get(section, 0) + n
        got = sections[section].get(nm, 0) + n
        why = count_problem(section, nm, got, totals[section])
        if why:                     # refused before anything is expanded
            raise DeckCodeError(why)
        sections[section][nm] = got
    side: dict[str, int] = {}
    for c, n in dc.sideboard:
        nm = known(c)[0]
        side[nm] = side.get(nm, 0) + n
        why = count_problem("sideboard", nm, side[nm], sum(side.values()))
        if why:
            raise DeckCodeError(why)
    champion = known(dc.champion)[0] if dc.champion else None
    if dc.additional_legends:
        raise DeckCodeError("the code has additional legends ("
                            + ", ".join(_legend_words(c, index, db)
                                        for c in dc.additional_legends)
                            + "); no deck-building rule we know places them")
    legends = list(sections["legend"].items())
    if len(legends) > 1 or any(n != 1 for _, n in legends):
        raise DeckCodeError("a deck has one legend; the code holds "
                            + ", ".join(f"{n} {nm}" for nm, n in legends))
    main = list(sections["main"].items())
    if champion is None and dc.version < 3 and len(legends) == 1:
        # v1 and v2 codes have no champion slot: the one champion unit that fits the
        # legend is the chosen one (103.2.a); with several, the deck checks ask for it
        champion = implied_champion(legends[0][0], sections["main"], db)
    if champion and champion not in sections["main"]:
        main.append((champion, 1))      # a label with no copy in the list: count one
    battlefields = [nm for nm, n in sections["battlefields"].items() for _ in range(n)]
    return DeckList(legend=legends[0][0] if legends else "", champion=champion,
                    main=tuple(main), runes=tuple(sections["runes"].items()),
                    battlefields=tuple(battlefields), sideboard=tuple(side.items()),
                    name=name)


def _legend_words(c: CardCode, index: CardIndex, db: CardDB) -> str:
    got = index.lookup(c)
    if got is not None:
        return f"{resolve_name(got[0], db)} ({c})"
    from .verdict import unknown_printing_reason
    return f"{c}: {unknown_printing_reason(str(c), db)}"


def deck_to_code(deck: DeckList, db: CardDB | None = None, index: CardIndex | None = None,
                 version: int | None = None) -> str:
    """A `DeckList` as a deck code (legend, main cards, runes and battlefields in the one
    main list; the champion as its label).  Raises `DeckCodeError` naming any card that
    has no printing we know."""
    if index is None:
        index = card_index(db)

    unknown: list[str] = []

    def code(nm: str) -> CardCode:
        c = index.code_for(nm)
        if c is None:
            unknown.append(nm)
            return CardCode("OGN", "000")
        return c

    main: list[tuple[CardCode, int]] = []
    if deck.legend:
        main.append((code(deck.legend), 1))
    main += [(code(nm), n) for nm, n in deck.main]
    main += [(code(nm), n) for nm, n in deck.runes]
    main += [(code(nm), 1) for nm in deck.battlefields]
    side = [(code(nm), n) for nm, n in deck.sideboard]
    champion = code(deck.champion) if deck.champion else None
    if unknown:
        raise DeckCodeError("no printing known for " + ", ".join(dict.fromkeys(unknown)))
    return encode_deck_code(DeckCode.of(main, side, champion), version)
