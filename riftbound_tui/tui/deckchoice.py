"""The decks the new-game screen offers, and why a deck file or deck code is refused.

The two fixed test decks are always offered.  A deck file (the precon text format) or a
deck code is read with the decks package and checked with `deck_problems`; any problem
(a card not implemented yet, a construction rule) refuses it with the reasons, so a
deck is never played wrongly.
"""

from __future__ import annotations

from pathlib import Path

from ..decks import DeckCodeError, DeckTextError, deck_from_code, deck_problems, parse_deck_text
from ..decks.fixed import CALM_MIND, FURY_ORDER

FIXED = {
    "fury-order": ("Fury/Order test deck (Viktor)", FURY_ORDER),
    "calm-mind": ("Calm/Mind test deck (Viktor)", CALM_MIND),
}


class DeckRefused(Exception):
    pass


def _refuse(what: str, problems: list[str]) -> DeckRefused:
    shown = "; ".join(problems[:5]) + (f"; and {len(problems) - 5} more" if len(problems) > 5
                                      else "")
    return DeckRefused(f"{what} cannot be played yet: {shown}")


def resolve_deck(source: str, db) -> dict:
    """A playable deck (engine setup shape) from a file path or a deck code, or
    DeckRefused with the reasons."""
    source = source.strip()
    path = Path(source).expanduser()
    if path.is_file():
        try:
            deck = parse_deck_text(path.read_text(encoding="utf-8"), db, name=path.name)
        except (OSError, UnicodeDecodeError) as e:
            raise DeckRefused(f"{path}: cannot read: {e}") from None
        except DeckTextError as e:
            raise DeckRefused(f"{path.name}: {e}") from None
        what = path.name
    else:
        try:
            deck = deck_from_code(source, db)
        except DeckCodeError as e:
            raise DeckRefused(f"'{source[:24]}' is neither a deck file nor a readable deck "
                              f"code: {e}") from None
        what = "the deck code"
    problems = deck_problems(deck, db)
    if problems:
        raise _refuse(what, problems)
    return deck.to_setup()
