"""The decks the new-game screen offers, and why a deck file or deck code is refused.

For now only the two fixed test decks are playable.  A deck file is read (the
reference precon format: 'N Card Name (SET-NNN)' under Legend:/Champion:/MainDeck:/
Battlefields:/Runes:) and refused with the list of cards the engine lacks; a deck
code is refused until a decoder exists.  A deck is never played wrongly.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..decks.fixed import CALM_MIND, FURY_ORDER

FIXED = {
    "fury-order": ("Fury/Order test deck (Viktor)", FURY_ORDER),
    "calm-mind": ("Calm/Mind test deck (Viktor)", CALM_MIND),
}

_SECTIONS = {"legend": "legend", "champion": "champion", "maindeck": "main", "main": "main",
             "battlefields": "battlefields", "runes": "runes"}
_LINE = re.compile(r"^(\d+)\s+(.+?)(?:\s+\([A-Z]{2,4}-[0-9A-Za-z*]+\))?\s*$")
_CODE = re.compile(r"^[A-Za-z2-7]{8,}$")


class DeckRefused(Exception):
    pass


def parse_deck_text(text: str) -> dict:
    deck: dict = {"legend": None, "champion": None, "main": [], "runes": [], "battlefields": []}
    section = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.endswith(":") and line[:-1].replace(" ", "").lower() in _SECTIONS:
            section = _SECTIONS[line[:-1].replace(" ", "").lower()]
            continue
        m = _LINE.match(line)
        if not m or section is None:
            raise DeckRefused(f"cannot read deck line '{line}'")
        n, name = int(m.group(1)), m.group(2).strip()
        if section in ("legend", "champion"):
            deck[section] = name
        else:
            deck[section].extend([name] * n)
    return deck


def resolve_deck(source: str, db) -> dict:
    """A playable deck from a file path or a deck code, or DeckRefused with the reason."""
    source = source.strip()
    path = Path(source).expanduser()
    if path.is_file():
        try:
            deck = parse_deck_text(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as e:
            raise DeckRefused(f"{path}: cannot read: {e}") from None
        names = [deck["legend"], deck["champion"], *deck["main"], *deck["runes"],
                 *deck["battlefields"]]
        missing = []
        for n in dict.fromkeys(x for x in names if x):
            if n not in db:
                missing.append(f"{n} (not in the card database)")
            elif not db.get(n).implemented:
                missing.append(f"{n} ({db.get(n).not_implemented_reason or 'not implemented'})")
        if missing:
            raise DeckRefused(f"{path.name}: {len(missing)} card(s) are missing, so the deck "
                              f"cannot be played yet: " + "; ".join(missing[:6])
                              + (" ..." if len(missing) > 6 else ""))
        return deck
    if _CODE.match(source):
        raise DeckRefused("deck codes cannot be read yet (no decoder), and most cards are "
                          "still missing from the card database")
    raise DeckRefused(f"'{source}' is neither a deck file nor a deck code")
