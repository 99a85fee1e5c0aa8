"""The decks the game ships (`cards/decks/*.txt`), and finding a deck by name, path or code.

    decks = shipped_decks(db)            # every shipped deck, each with its playable mark
    d = find_deck("lux", db)             # 'precon-lux.txt' by its name without 'precon-'
    d = find_deck("decks/mine.txt", db)  # a deck file
    d = find_deck("CMAAAAAAAAAACAQ...", db)   # a deck code
    d.playable, d.reason, d.deck.to_setup()

Deck lists are facts, so the game carries its own: the 13 preconstructed decks and two
legal test decks live in `cards/decks/` (inside the wheel as `_data/cards/decks`), found
through `default_cards_dir()` like the card data.  Nothing here reads the reference
folder.

A deck file may say its format in a comment line, `# format: precon`: the boxed decks
are checked in the 'precon' format (`checks.FORMATS`), everything else in 'duel'.
"""

from __future__ import annotations

import functools
import re
from dataclasses import field
from pathlib import Path

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..cards.db import CardDB, default_cards_dir, load_card_db
from .checks import FORMATS, deck_problems, unplayable_cards
from .decklist import DeckList, parse_deck_text
from .source import (MAX_DECK_FILE, DeckSourceError, _as_file, decode_text, deck_from_source,
                     looks_like_code)

__all__ = ["ShippedDeck", "DeckNotFound", "DeckNotPlayable", "decks_dir", "shipped_decks",
           "find_deck", "duel_from_names", "deck_listing",
           "read_deck_file", "deck_key", "PRECON_PREFIX"]

PRECON_PREFIX = "precon-"
_FORMAT_RX = re.compile(r"^\s*#\s*format:\s*([a-z]+)\s*$", re.IGNORECASE | re.MULTILINE)
SHOWN_NAMES = 8                # cards named in a deck's reason before 'and N more'


class DeckNotFound(ValueError):
    """No shipped deck, deck file or deck code by that name; the message says which
    names there are."""


@lazy_dataclass(frozen=True)
class ShippedDeck:
    """A deck with what the app can say about it: `key` is how it is asked for ('lux'),
    `file` its file name without extension ('precon-lux'), `format` the deck format it is
    checked in, `problems` every reason it may not be played (empty when playable) and
    `missing` the cards among them that are not implemented yet ({name: why})."""

    key: str
    file: str
    deck: DeckList
    format: str = "duel"
    problems: tuple[str, ...] = ()
    missing: dict[str, str] = field(default_factory=dict)
    path: Path | None = None

    @property
    def playable(self) -> bool:
        return not self.problems

    @property
    def label(self) -> str:
        title = self.deck.name or self.key
        return title if self.playable else f"{title} (not playable)"

    @property
    def reason(self) -> str:
        """'' when playable; else the cards not implemented ('27 cards (Vi, Destructive:
        why; ...)') or the rules the deck breaks."""
        if self.playable:
            return ""
        if self.missing:
            # the first card with its reason, then the others by name
            items = list(self.missing.items())
            first, why = items[0]
            why = why.removeprefix("not implemented yet: ")
            names = [n for n, _ in items[1:SHOWN_NAMES]]
            more = len(items) - 1 - len(names)
            word = "card" if len(items) == 1 else "cards"
            return (f"{len(items)} {word} ({first}: {why}"
                    + "".join(f"; {n}" for n in names)
                    + (f"; and {more} more" if more > 0 else "") + ")")
        return "; ".join(self.problems)


def decks_dir() -> Path:
    """`decks/` beside the shipped card data (the checkout's `cards/decks`, or the wheel's
    copy)."""
    return default_cards_dir() / "decks"


def deck_key(file_stem: str) -> str:
    """'precon-master-yi' -> 'master-yi'; other names as they are."""
    stem = file_stem.casefold()
    return stem[len(PRECON_PREFIX):] if stem.startswith(PRECON_PREFIX) else stem


def _checked(key: str, file: str, deck: DeckList, fmt: str, db: CardDB,
             path: Path | None) -> ShippedDeck:
    problems = tuple(deck_problems(deck, db, fmt))
    missing = unplayable_cards(deck, db) if problems else {}
    return ShippedDeck(key, file, deck, fmt, problems, missing, path)


def read_deck_file(path: str | Path, db: CardDB | None = None) -> ShippedDeck:
    """A deck file, checked.  Raises DeckSourceError naming the file for anything that
    keeps it from being read (too big, not UTF-8, not deck text, a count no deck has)."""
    p = Path(path)
    db = db if db is not None else load_card_db()
    try:
        size = p.stat().st_size
        if size > MAX_DECK_FILE:
            raise DeckSourceError(f"{p.name}: {size} bytes is too large for a deck file "
                                  f"(at most {MAX_DECK_FILE // 1024} KB)")
        text = decode_text(p.read_bytes(), p.name)
    except OSError as e:
        raise DeckSourceError(f"{p.name}: cannot read: {e.strerror or e}") from None
    try:
        deck = parse_deck_text(text, db)
    except ValueError as e:                 # DeckTextError, or a count the list refuses
        raise DeckSourceError(f"{p.name}: {e}") from None
    m = _FORMAT_RX.search(text)
    fmt = m.group(1).lower() if m else "duel"
    if fmt not in FORMATS:
        raise DeckSourceError(f"{p.name}: unknown deck format {fmt!r} (known: "
                              + ", ".join(FORMATS) + ")")
    if not deck.name:
        deck = DeckList(deck.legend, deck.champion, deck.main, deck.runes, deck.battlefields,
                        deck.sideboard, name=p.stem)
    return _checked(deck_key(p.stem), p.stem, deck, fmt, db, p)


@functools.lru_cache(maxsize=4)
def _shipped(db: CardDB, directory: str) -> tuple[ShippedDeck, ...]:
    d = Path(directory)
    if not d.is_dir():
        return ()
    return tuple(read_deck_file(p, db) for p in sorted(d.glob("*.txt")))


def shipped_decks(db: CardDB | None = None, directory: str | Path | None = None
                  ) -> list[ShippedDeck]:
    """Every shipped deck, test decks first, then the precons, each in file-name order.
    Read once per database and folder."""
    db = db if db is not None else load_card_db()
    decks = _shipped(db, str(directory if directory is not None else decks_dir()))
    return sorted(decks, key=lambda d: (d.file.startswith(PRECON_PREFIX), d.file))


def _norm(name: str) -> str:
    return re.sub(r"[\s_]+", "-", name.strip().casefold())


def find_deck(source: str, db: CardDB | None = None,
              directory: str | Path | None = None, format: str | None = None
              ) -> ShippedDeck:
    """A deck by the shipped deck's name ('lux', 'master-yi', 'Master Yi', 'precon-lux',
    'test-fury-chaos'), a deck file path, or a deck code (read by `source.py`, within
    its bounds), checked in `format` (None: the deck's own, 'duel' unless its file says
    otherwise).  Raises DeckNotFound naming the shipped decks, or DeckSourceError for a
    deck file or deck code that cannot be read."""
    db = db if db is not None else load_card_db()
    if format is not None and format not in FORMATS:
        raise DeckNotFound(f"unknown deck format {format!r} (known: {', '.join(FORMATS)})")
    source = source.strip()
    if not source:
        raise DeckNotFound("no deck named: give a shipped deck's name, a deck file or a "
                           "deck code")
    decks = shipped_decks(db, directory)
    want = _norm(source)
    for d in decks:
        if want in (d.key, d.file.casefold()):
            return _in_format(d, format, db)
    path = _as_file(source) if len(source) < 4096 else None
    if path is not None:
        return _in_format(read_deck_file(path, db), format, db)
    try:
        deck = deck_from_source(source, db)
    except DeckSourceError as e:
        if looks_like_code(source):
            raise                       # a code: what is wrong with it, not a file name
        names = ", ".join(d.key for d in decks) or "none"
        shown = source if len(source) <= 40 else source[:37] + "..."
        raise DeckNotFound(f"'{shown}' is not a shipped deck ({names}): {e}") from None
    return _checked("code", "deck code", DeckList(deck.legend, deck.champion, deck.main,
                    deck.runes, deck.battlefields, deck.sideboard, name="deck code"),
                    format or "duel", db, None)


def _in_format(d: ShippedDeck, format: str | None, db: CardDB) -> ShippedDeck:
    if format is None or format == d.format:
        return d
    return _checked(d.key, d.file, d.deck, format, db, d.path)


class DeckNotPlayable(ValueError):
    """A deck that exists but cannot be played yet; the message says why."""


def duel_from_names(names: list[str] | tuple[str, ...], db: CardDB | None = None,
                    victory_score: int = 8, format: str | None = None
                    ) -> tuple[dict, list[ShippedDeck]]:
    """A Duel setup with one deck per seat (A, B), each a shipped deck's name, a deck
    file or a deck code, checked in `format` (None: each deck's own); and the decks.
    Raises DeckNotFound, DeckSourceError or DeckNotPlayable (all ValueError) with a
    message for the person who typed the names: every rule that refuses a deck, the
    format that would accept it, and every card not playable yet, by set."""
    if len(names) != 2:
        raise DeckNotFound(f"a Duel takes two decks, one per seat; got {len(names)}")
    return table_from_names(names, "duel", db, victory_score, format)


# players of each mode of play (485.1, 486.1, 487.1, 488.1)
SEATS = {"duel": 2, "match": 2, "ffa3": 3, "ffa4": 4, "2v2": 4}


def table_from_names(names: list[str] | tuple[str, ...], mode: str, db: CardDB | None = None,
                     victory_score: int | None = None, format: str | None = None
                     ) -> tuple[dict, list[ShippedDeck]]:
    """A game setup of `mode` (duel, ffa3, ffa4, 2v2) with one deck per seat (A, B, C, D
    in turn order; in 2v2 A and C against B and D, 489.5.c), each checked as
    `duel_from_names` says; the mode's Victory Score unless given (8; 11 in 2v2, 489.3)."""
    if victory_score is None:
        victory_score = 11 if mode == "2v2" else 8
    if len(names) != SEATS[mode]:
        raise DeckNotFound(f"{mode} takes {SEATS[mode]} decks, one per seat; got {len(names)}")
    db = db if db is not None else load_card_db()
    decks = [find_deck(n, db, format=format) for n in names]
    for seat, n, d in zip("ABCD", names, decks):
        if not d.playable:
            from .verdict import refusal
            title = d.deck.name or d.key
            shown = n if len(n) <= 40 else n[:37] + "..."
            raise DeckNotPlayable(f"seat {seat}: deck '{shown}' ({title}) cannot be played yet: "
                                  f"{refusal(d.deck, db, d.format)}")
    players = {seat: d.deck.to_setup() for seat, d in zip("ABCD", decks)}
    setup = {"kind": "duel", "victory_score": victory_score, "players": players}
    if mode in ("ffa3", "ffa4", "2v2"):
        setup["mode"] = mode
    return setup, decks


def deck_listing(db: CardDB | None = None) -> str:
    """One line per shipped deck: its name, title and playable mark with the reason."""
    lines = []
    for d in shipped_decks(db):
        n = len(d.missing)
        mark = "playable" if d.playable else (
            f"not playable: {n} card{'s' if n != 1 else ''} not implemented" if n
            else "not playable: " + "; ".join(d.problems))
        lines.append(f"  {d.key:<16} {d.deck.name or d.file}  [{mark}]")
    return "\n".join(lines)
