"""Void Hatchling: "If you would reveal cards from a deck, look at the top card first.  You
may recycle it.  Then reveal those cards." - a replacement of a reveal (369), made by the
passive `look_before_reveal` of a card its controller has on the board.

As an instruction its controller ("you") controls is about to reveal the top of a deck
(424, the Main Deck or the Rune Deck, theirs or another player's: engine/zones.py), they
look at its top card (seen by them alone, 424.1.a) and answer yes to recycle it (416: to
the bottom of that deck) or no; then the reveal goes on from the deck as it is now.  It
applies once to a reveal (370.2), however many such cards they have."""

from __future__ import annotations

from . import rule_changes
from .state import ChainItem, Decision, GameState, SUSPEND

PASSIVE = "look_before_reveal"


def applies(eng, st: GameState, who: str) -> bool:
    return any(ctl == who for _, ctl, _ in rule_changes.sources(eng.db, st, PASSIVE))


def before_reveal(eng, st: GameState, item: ChainItem, owner: str, deck: str, answer):
    """Ask before the item reveals from `owner`'s `deck` zone: SUSPEND while its controller
    answers, else None (the reveal goes on; a `yes` has recycled the top card first)."""
    cards = st.players[owner].zones[deck]
    who = item.controller
    if not cards or not applies(eng, st, who):
        return None
    top = cards[0]
    name = st.objs[top].card
    if answer is None:
        from .looks import private
        st.say(f"  {who} would reveal from {_whose(who, owner)} {_label(deck)}: first they "
               f"look at its top card (Void Hatchling, 369)")
        st.say(f"  {private(who)}{who} sees {name}")
        st.pending = Decision(who, "yes_no", f"{item.label}: recycle the top card of "
                              f"{_whose(who, owner)} {_label(deck)} ({name}) before revealing? "
                              f"(Void Hatchling)",
                              ("yes", "no"), ("instruction", "private"))
        return SUSPEND
    if answer:
        eng.relocate(st, top, deck)       # 416: to the bottom of that deck
        st.say(f"  {who} recycles the top card of {_whose(who, owner)} {_label(deck)} (416)")
        if deck == "deck":
            eng.recycled(st, who)         # "when you recycle one or more" (416.1.a)
    else:
        st.say(f"  {who} keeps it on top")
    return None


def _whose(who: str, owner: str) -> str:
    return "their" if who == owner else f"{owner}'s"


def _label(deck: str) -> str:
    return "Main Deck" if deck == "deck" else "Rune Deck"
