"""Amounts taken from the game as an instruction resolves (cards/README.md, `Amount`):
a unit's Might ("damage equal to its Might"), a card's printed Energy cost (356.1.c: the
printed cost, not what was paid), a count of objects ("draw 1 for each ..."), the highest
Might among objects; each times `times` ("double": +its Might again)."""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import Amount, Effect
from . import layers, targets
from .state import GameState


def value(db, st: GameState, amt: Amount, controller: str, source: int | None,
          here: int | None, objs=(), prev=(), subject: int | None = None) -> int:
    if amt.kind in ("count", "highest_might"):
        found = targets.candidates(db, st, amt.what, controller, source, here)
        if amt.kind == "count":
            return len(found) * amt.times
        mights = [layers.effective_might(db, st, o) for o in found
                  if db.get(st.objs[o].card).type == "unit"]
        return max(mights, default=0) * amt.times
    who = {"self": (source,), "subject": (subject,), "previous": tuple(prev),
           "it": tuple(objs)}[amt.of]
    who = tuple(o for o in who if o is not None and o in st.objs)
    if not who:
        return 0                       # 359.3.e.11: what cannot be known is 0
    o = who[0]
    if amt.kind == "might":
        if st.objs[o].zone not in ("base", "battlefield"):
            return 0
        return layers.effective_might(db, st, o) * amt.times   # 143.2.b: never below 0
    return db.get(st.objs[o].card).cost.energy * amt.times      # 356.1.c: printed cost


def resolve(db, st: GameState, eff: Effect, item, objs, prev) -> Effect:
    """The instruction with its amount fixed now, as it resolves (359.3.d)."""
    if eff.amount_of is None:
        return eff
    n = value(db, st, eff.amount_of, item.controller, item.source, item.here, objs, prev,
              item.subject)
    st.say(f"  {item.card}: the amount is {n}")
    return replace(eff, amount=n)
