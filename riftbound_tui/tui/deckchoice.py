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

from ..decks import DeckList, DeckTextError, deck_problems, load_precons, unplayable_cards
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
    try:
        decks = load_precons(db=db)
    except DeckTextError:            # a damaged reference file: no precons, never a crash
        decks = []
    for deck in decks:
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
    from ..decks.source import DeckSourceError, deck_from_source
    try:
        deck = deck_from_source(source, db)
    except DeckSourceError as e:
        raise DeckRefused(str(e)) from None
    what = deck.name or "the deck code"
    problems = deck_problems(deck, db)
    if problems:
        raise _refuse(what, problems)
    return deck.to_setup()
