"""The decks the new-game screen offers, and why a deck file or deck code is refused.

The two fixed test decks are always offered.  A deck file (the precon text format) or a
deck code is read with the decks package and checked with `deck_problems`; any problem
(a card not implemented yet, a construction rule) refuses it with the reasons, so a
deck is never played wrongly.

The preconstructed decks every card of which we implement are offered too, read at run
time from the reference folder (`load_precons`; we do not ship Riot's lists).  They are
checked in the 'precon' format, which relaxes only rule 485.4.a's three battlefields
(the Proving Grounds boxes ship one each); `precon_note` says what Duel would refuse.
"""

from __future__ import annotations

from pathlib import Path

from ..decks import (DeckCodeError, DeckList, DeckTextError, deck_from_code, deck_problems,
                     load_precons, parse_deck_text, unplayable_cards)
from ..decks.fixed import CALM_MIND, FURY_ORDER

FIXED = {
    "fury-order": ("Fury/Order test deck (Viktor)", FURY_ORDER),
    "calm-mind": ("Calm/Mind test deck (Viktor)", CALM_MIND),
}


PRECON = "precon:"            # a Select key prefix for a preconstructed deck


def precon_choices(db) -> dict[str, tuple[str, DeckList]]:
    """The playable precons as {key: (label, deck)}: every card implemented and no
    problem in the 'precon' format.  Empty when the reference folder is absent."""
    out = {}
    for deck in load_precons(db=db):
        if unplayable_cards(deck, db) or deck_problems(deck, db, "precon"):
            continue
        out[PRECON + deck.name] = (f"{deck.name} (precon)", deck)
    return out


def precon_note(deck: DeckList, db) -> str:
    """What a Duel would refuse in this precon, which the 'precon' format allows."""
    problems = deck_problems(deck, db)
    if not problems:
        return f"{deck.name}: a legal Duel deck."
    return (f"{deck.name} is played in the 'precon' format, which relaxes only the "
            f"battlefield count; in Duel: " + "; ".join(problems))


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
