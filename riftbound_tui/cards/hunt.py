"""Hunt N (823): a triggered ability keyword, "When I conquer or hold, my controller gains
N XP" (823.1.c.1; N is 1 when omitted, 823.1.c.2).  The loader writes a unit's printed
Hunt as those two triggered abilities (a conquer and a hold ability, 823.1.b), after the
card's own, so the engine needs nothing of its own for it; the rendered text shows the
keyword alone (cards/text.py)."""

from __future__ import annotations

from .model import Ability, Effect, Keyword, SourceLoc, Trigger

EVENTS = ("conquer", "hold")          # 823.1.b: both a Conquer and a Hold effect


def abilities(card_type: str, keywords: tuple[Keyword, ...],
              source: SourceLoc | None) -> tuple[Ability, ...]:
    """The triggered abilities a unit's printed Hunt keyword is short for."""
    kw = next((k for k in keywords if k.name == "hunt"), None)
    if kw is None or card_type != "unit":             # 823.1.a: present on units
        return ()
    gain = (Effect(op="gain_xp", amount=kw.amount(), source=source),)
    return tuple(Ability(kind="triggered", trigger=Trigger(event=e), effects=gain,
                         source=source) for e in EVENTS)


def is_hunt(ab: Ability, keywords: tuple[Keyword, ...]) -> bool:
    """Is `ab` one of the abilities the card's Hunt keyword was written as?"""
    kw = next((k for k in keywords if k.name == "hunt"), None)
    return kw is not None and ab.kind == "triggered" and ab.trigger is not None and \
        ab.trigger == Trigger(event=ab.trigger.event) and ab.trigger.event in EVENTS and \
        len(ab.effects) == 1 and ab.effects[0] == Effect(op="gain_xp", amount=kw.amount()) \
        and not ab.optional and ab.pay is None and ab.cost is None
