"""An activated ability that costs less (356.4): "This ability costs [1] less for each
friendly unit with [Temporary]" (Lillia, Bashful Bloom), "costs [1] less for each rune you
control", "costs [3] less if you control 4 or fewer runes" (the Empower costs of Vendetta's
Shurima units): `less:` on the ability (cards/costs_check.py), read as its cost is worked
out, whenever it is checked or paid (its Energy cost never below 0, 356.6)."""

from __future__ import annotations

from dataclasses import replace

from . import amounts, conditions
from .state import GameState


def lessened(db, st: GameState, ab, cost, player: str, source: int | None):
    """`cost` (the ability's, or what it has become) less what `ab.less` says now."""
    if ab is None or ab.less is None or cost is None or not cost.energy:
        return cost
    amount, cond = ab.less
    if cond is not None and not conditions.holds(db, st, cond, player, source):
        return cost
    o = st.objs.get(source) if source is not None else None
    here = o.bf if o is not None and o.zone == "battlefield" else None
    n = amount if isinstance(amount, int) else \
        amounts.value(db, st, amount, player, source, here)
    return replace(cost, energy=max(0, cost.energy - n)) if n else cost
