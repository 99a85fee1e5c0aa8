"""Deck lists: the `DeckList` value, the deck text format, and the preconstructed decks.

    deck = parse_deck_text(open("precon-annie.txt").read())
    deck.to_setup()            # {legend, champion, main: [...], runes: [...], battlefields: [...]}
    format_deck_text(deck)     # the same text format back
    load_precons()             # the 13 precons the game ships (cards/decks)

**Counting.**  `main` holds every main-deck card with its count, *including* the chosen
champion's copy (rule 103.2: the chosen champion is one of the 40+ main-deck cards;
103.2.b.1: it counts toward the 3 copies).  `champion` is a label naming one of those
cards, as in the reference deck files and in deck codes.  `to_setup()` takes that one
copy out of `main`, because the engine puts the champion in the champion zone itself
(rule 112).

**Names.**  Deck text and deck codes come from outside and do not always spell cards
the way our database does.  `card_name()` turns an outside spelling into ours:

- `Name - Subtitle` becomes `Name, Subtitle` (the reference's spelling of champions and
  legends; ours uses a comma), runs of spaces collapse;
- a printing label in parentheses at the end is dropped: `(Starter)` (the Proving
  Grounds legends), `(Overnumbered)`, `(Signature)`, `(Alternate Art)`, `(Metal)`.  These
  name a printing, not a different card: 'Annie, Dark Child (Starter)' is the card
  'Annie, Dark Child', and the 3-copy rule counts them as one name;
- a trailing collector code in parentheses, `(OGS-017)`, is not part of the name.

`resolve_name(name, db)` then gives the database's own spelling when it has the card
under the name, or under the name with ` (Starter)` (the reference card list keeps that
label on the four starter legends, so a card file written from it may too).  A name the
database does not know is kept as `card_name()` gives it; the deck checks report it.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import field
from pathlib import Path

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..cards.db import CardDB, load_card_db
from ..cards.names import normalize_name

__all__ = ["DeckList", "DeckTextError", "parse_deck_text", "format_deck_text",
           "load_precons", "precons_dir", "card_name", "resolve_name",
           "PRINTING_LABELS"]

log = logging.getLogger(__name__)

# What reading a reference file (a development aid) may raise when the file is damaged:
# each reader catches these, logs the file and carries on without it.
REFERENCE_PROBLEMS = (OSError, ValueError, TypeError, KeyError, AttributeError,
                      RecursionError)


PRINTING_LABELS = ("Starter", "Overnumbered", "Signature", "Alternate Art", "Metal")
_LABELS = "|".join(re.escape(x) for x in PRINTING_LABELS)
_LABEL_RX = re.compile(rf"\s*\((?:{_LABELS})\)\s*$", re.IGNORECASE)


def card_name(raw: str) -> str:
    """An outside spelling of a card name in ours (see the module docstring)."""
    n = normalize_name(str(raw))
    while True:
        m = _LABEL_RX.search(n)
        if not m:
            return n
        n = n[:m.start()]


def resolve_name(name: str, db: CardDB | None) -> str:
    """The database's spelling of `name` if it has the card (ignoring case, ' - ' for
    ', ' and printing labels); otherwise `card_name(name)`."""
    base = card_name(name)
    if db is not None:
        for candidate in (name, base, base + " (Starter)"):
            if candidate in db:
                return db.get(candidate).name
    return base


# --------------------------------------------------------------------------- DeckList

Counted = tuple[tuple[str, int], ...]

# How many cards a deck may name, far above what any deck rule allows (3 copies of a
# name, 103.2.b; 12 runes, 103.3.a; 3 battlefields of different names, 485.4.a and
# 103.4.c) and low enough that nothing read from outside expands into millions: a count
# above these is refused as it is read, before any list is built.
MAX_COPIES = 99           # of one name in one section
MAX_SECTION = {"main": 999, "sideboard": 999, "runes": 99, "battlefields": 12}


def count_problem(section: str, name: str, count: int, total: int) -> str | None:
    """Why `count` copies of `name` (making `total` in the section) are not read."""
    if count > MAX_COPIES:
        shown = count if count < 10 ** 12 else "more than a trillion"
        return (f"{shown} copies of {name[:80]}: no deck rule allows more than 3 of a name "
                f"(103.2.b); counts above {MAX_COPIES} are not read")
    if total > MAX_SECTION.get(section, 999):
        return (f"{total} cards in the {section} section; a deck holds at most "
                f"{MAX_SECTION.get(section, 999)} there (12 runes, 103.3.a; 3 battlefields, "
                f"485.4.a)")
    return None


def _counted(items, what: str) -> Counted:
    """(name, count) pairs from pairs or a {name: count} mapping; the same name twice is
    merged at its first place."""
    pairs = items.items() if isinstance(items, Mapping) else items
    out: dict[str, int] = {}
    for item in pairs:
        if isinstance(item, str):
            raise TypeError(f"{what}: expected (name, count) pairs, got the name {item!r}; "
                            f"use DeckList.from_setup() for lists of names")
        name, count = item
        if not isinstance(name, str) or not name.strip():
            raise ValueError(f"{what}: card names are non-empty text, not {name!r}")
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError(f"{what}: {name} has count {count!r}; counts are 1 or more")
        out[name] = out.get(name, 0) + count
        why = count_problem(what, name, out[name], sum(out.values()))
        if why:
            raise ValueError(f"{what}: {why}")
    return tuple(out.items())


@lazy_dataclass(frozen=True, eq=False)
class DeckList:
    """A deck as built: legend, chosen champion (a label on a main-deck card), main deck
    and sideboard as (name, count) pairs, runes as (name, count), battlefields as names
    (a name twice is kept, so the checks can refuse it).

    Two deck lists are equal when they hold the same cards in the same places, in any
    order; `name` (a title such as 'Annie · Proving Grounds') is not compared.
    """

    legend: str
    champion: str | None = None
    main: Counted = ()
    runes: Counted = ()
    battlefields: tuple[str, ...] = ()
    sideboard: Counted = ()
    name: str = field(default="")

    def __post_init__(self) -> None:
        if not isinstance(self.legend, str):
            raise TypeError(f"legend: expected a card name, got {self.legend!r}")
        if self.champion is not None and not isinstance(self.champion, str):
            raise TypeError(f"champion: expected a card name or None, got {self.champion!r}")
        object.__setattr__(self, "champion", self.champion or None)
        object.__setattr__(self, "main", _counted(self.main, "main"))
        object.__setattr__(self, "runes", _counted(self.runes, "runes"))
        object.__setattr__(self, "sideboard", _counted(self.sideboard, "sideboard"))
        if isinstance(self.battlefields, str):
            raise TypeError("battlefields: expected a list of names, got one string")
        object.__setattr__(self, "battlefields", tuple(self.battlefields))

    # -- comparing

    def key(self) -> tuple:
        """The order-free content: what equality and hashing use."""
        return (self.legend, self.champion, tuple(sorted(self.main)), tuple(sorted(self.runes)),
                tuple(sorted(self.battlefields)), tuple(sorted(self.sideboard)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DeckList):
            return NotImplemented
        return self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    # -- reading

    @property
    def main_count(self) -> int:
        return sum(n for _, n in self.main)

    @property
    def rune_count(self) -> int:
        return sum(n for _, n in self.runes)

    @property
    def sideboard_count(self) -> int:
        return sum(n for _, n in self.sideboard)

    def count(self, name: str) -> int:
        """Copies of `name` in the main deck (the champion's copy included)."""
        return sum(n for c, n in self.main if c == name)

    def card_names(self) -> tuple[str, ...]:
        """Every distinct name the deck plays (legend, champion, main, runes,
        battlefields; not the sideboard), in that order."""
        names = [self.legend, *([self.champion] if self.champion else []),
                 *(c for c, _ in self.main), *(c for c, _ in self.runes), *self.battlefields]
        return tuple(dict.fromkeys(n for n in names if n))

    # -- the engine's shape

    def to_setup(self) -> dict:
        """{legend, champion?, main: [names], runes: [names], battlefields: [names]}, the
        shape `Game.from_setup` takes per player.  The champion's copy is taken out of
        `main` (the engine places the champion itself, rule 112); `champion` is left out
        when there is none.  Nothing is checked here: see `checks.deck_problems`."""
        main = [c for c, n in self.main for _ in range(n)]
        if self.champion and self.champion in main:
            main.remove(self.champion)
        out: dict = {"legend": self.legend}
        if self.champion:
            out["champion"] = self.champion
        out["main"] = main
        out["runes"] = [c for c, n in self.runes for _ in range(n)]
        out["battlefields"] = list(self.battlefields)
        return out

    @classmethod
    def from_setup(cls, setup: Mapping, name: str = "") -> DeckList:
        """The inverse of `to_setup()`: a champion given beside `main` gets its copy back
        in `main`.  Works on the fixed test decks in `decks/fixed.py`."""
        main = list(setup.get("main", []))
        champion = setup.get("champion") or None
        if champion:
            main.append(champion)
        return cls(legend=setup.get("legend", ""), champion=champion,
                   main=_tally(main), runes=_tally(setup.get("runes", [])),
                   battlefields=tuple(setup.get("battlefields", [])), name=name)


def _tally(names: Iterable[str]) -> Counted:
    out: dict[str, int] = {}
    for n in names:
        out[n] = out.get(n, 0) + 1
    return tuple(out.items())


# --------------------------------------------------------------------------- deck text

class DeckTextError(ValueError):
    """Deck text that cannot be read; the message names the line."""


SECTIONS = {
    "legend": "legend", "champion": "champion", "chosenchampion": "champion",
    "maindeck": "main", "main": "main", "deck": "main",
    "battlefields": "battlefields", "battlefield": "battlefields",
    "runes": "runes", "runedeck": "runes", "sideboard": "sideboard",
}
SECTION_TITLES = (("legend", "Legend"), ("champion", "Champion"), ("main", "MainDeck"),
                  ("battlefields", "Battlefields"), ("runes", "Runes"),
                  ("sideboard", "Sideboard"))

_HEADER_RX = re.compile(r"^([A-Za-z][A-Za-z _-]*):\s*$")
_CARD_RX = re.compile(r"^(?:(\d+)\s*[xX]?\s+)?(.+?)(?:\s+\(([A-Za-z]{2,4}-[A-Za-z0-9*]+)\))?\s*$")


def parse_deck_text(text: str, db: CardDB | None = None, name: str = "") -> DeckList:
    """Read the deck text format of the reference precon files:

        # Annie · Proving Grounds  (Proving Grounds)      <- first comment: the deck's name
        Legend:
        1 Annie, Dark Child (Starter) (OGS-017)
        Champion:
        1 Annie, Stubborn (OGS-010)
        MainDeck:
        3 Disintegrate (OGN-005)
        ...
        Battlefields:
        1 Void Gate (OGN-296)
        Runes:
        6 Fury Rune (OGN-007)

    plus an optional `Sideboard:`.  A card line is `COUNT NAME`, `COUNTx NAME` or `NAME`
    (one copy), with an optional collector code in parentheses (ignored: the name is what
    counts).  Blank lines and lines starting with `#` or `//` are skipped.  Names go
    through `resolve_name()` against `db` (default: the shipped database).

    `MainDeck` counts include the chosen champion's copy, as the precon files say; a
    champion that `MainDeck` does not list at all is added to it as one copy.

    Raises `DeckTextError` naming the line for anything else.
    """
    if db is None:
        db = load_card_db()
    section = None
    title = name
    seen: set[str] = set()
    got: dict[str, list[tuple[str, int]]] = {k: [] for k, _ in SECTION_TITLES}
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith(("#", "//")):
            if not title and line.startswith("#"):
                title = re.split(r"\s{2,}\(", line.lstrip("#").strip())[0].strip()
            continue
        h = _HEADER_RX.match(line)
        if h:
            key = re.sub(r"[\s_-]", "", h.group(1)).casefold()
            if key not in SECTIONS:
                raise DeckTextError(f"line {lineno}: unknown section {h.group(1)!r} (known: "
                                    + ", ".join(t for _, t in SECTION_TITLES) + ")")
            section = SECTIONS[key]
            if section in seen:
                raise DeckTextError(f"line {lineno}: section {h.group(1)!r} appears twice")
            seen.add(section)
            continue
        if section is None:
            raise DeckTextError(f"line {lineno}: card line {line!r} before any section "
                                f"(Legend:, Champion:, MainDeck:, Battlefields:, Runes:)")
        m = _CARD_RX.match(line)
        digits = m.group(1) or "1"
        count = int(digits) if len(digits) <= 15 else 10 ** 15
        if count < 1:
            raise DeckTextError(f"line {lineno}: count {count} (must be 1 or more)")
        name = resolve_name(m.group(2), db)
        total = sum(n for _, n in got[section]) + count
        why = count_problem(section, name, count, total)
        if why:
            raise DeckTextError(f"line {lineno}: {why}")
        got[section].append((name, count))

    for sec, what in (("legend", "legend"), ("champion", "chosen champion")):
        if len(got[sec]) > 1 or any(n != 1 for _, n in got[sec]):
            listed = ", ".join(f"{n} {c}" for c, n in got[sec])
            raise DeckTextError(f"a deck has one {what}; the text gives {listed}")
    if not got["legend"]:
        raise DeckTextError("no legend: the text has no 'Legend:' card")
    legend = got["legend"][0][0]
    champion = got["champion"][0][0] if got["champion"] else None
    main = got["main"]
    if champion and all(c != champion for c, _ in main):
        main = main + [(champion, 1)]
    battlefields = tuple(c for c, n in got["battlefields"] for _ in range(n))
    return DeckList(legend=legend, champion=champion, main=tuple(main),
                    runes=tuple(got["runes"]), battlefields=battlefields,
                    sideboard=tuple(got["sideboard"]), name=title)


def format_deck_text(deck: DeckList) -> str:
    """The deck in the text format `parse_deck_text` reads (counts include the champion's
    copy; empty Champion and Sideboard sections are left out)."""
    lines: list[str] = []
    if deck.name:
        lines.append(f"# {deck.name}")
    lines.append("# main-deck counts include the chosen champion copy")
    body = {
        "legend": [(deck.legend, 1)] if deck.legend else [],
        "champion": [(deck.champion, 1)] if deck.champion else [],
        "main": list(deck.main),
        "battlefields": [(b, 1) for b in deck.battlefields],
        "runes": list(deck.runes),
        "sideboard": list(deck.sideboard),
    }
    for key, title in SECTION_TITLES:
        if not body[key] and key in ("champion", "sideboard"):
            continue
        lines.append("")
        lines.append(f"{title}:")
        lines.extend(f"{n} {c}" for c, n in body[key])
    return "\n".join(lines) + "\n"


def precons_dir() -> Path | None:
    """Where the shipped precon deck files are (`cards/decks`, or the wheel's copy), or
    None when absent."""
    from ..cards.db import default_cards_dir
    d = default_cards_dir() / "decks"
    return d if d.is_dir() else None


def load_precons(directory: str | os.PathLike | None = None,
                 db: CardDB | None = None) -> list[DeckList]:
    """The preconstructed decks the game ships (`precon-*.txt` in `precons_dir()`, or in
    `directory`), in file-name order; [] when the folder holds none."""
    d = Path(directory) if directory is not None else precons_dir()
    if d is None or not d.is_dir():
        log.info("no precon decks: %s is not a folder", d)
        return []
    if db is None:
        db = load_card_db()
    out = []
    for path in sorted(d.glob("precon-*.txt")):
        try:
            out.append(parse_deck_text(path.read_text(encoding="utf-8"), db))
        except DeckTextError as exc:
            raise DeckTextError(f"{path}: {exc}") from None
        except (OSError, ValueError) as exc:        # unreadable, not UTF-8, a bad count
            raise DeckTextError(f"{path}: cannot read: {exc}") from None
    return out
