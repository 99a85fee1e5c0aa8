"""Instructions that put a lasting effect on units for a duration (cards/README.md):
"its base Might becomes 5 this turn" (143.2: Dragon Form), "it can't be chosen by enemy
spells and abilities this turn" (355.9: Twilight Shroud; engine/targets.py reads it) and
"prevent the next 7 damage that would be dealt to it this turn" (437: Ki Barrier;
engine/damage.py uses it up)."""

from __future__ import annotations

from . import damage, layers, targets
from .state import GameState, Modifier

OPS = frozenset(("base_might", "cant_be_chosen", "prevent_next", "double_damage"))


def until(duration: str) -> str:
    return {"this turn": "turn", "this combat": "combat"}.get(duration, "permanent")


def apply(eng, st: GameState, eff, objs, n: int, item) -> tuple:
    """Do the instruction to each object; (affected, failed) as the other ops return."""
    last = until(eff.duration)
    for t in objs:
        if eff.op == "prevent_next":                  # a shield damage uses up (437)
            damage.shield(st, t, n, last, item.card)
        elif eff.op == "double_damage":               # Lotus Trap (engine/damage.py)
            st.modifiers.append(Modifier(t, damage.DOUBLE, until=last, timestamp=st.tick(),
                                         source=item.card))
            st.say(f"  {item.card}: all damage that would be dealt to {eng.ref(st, t)} is "
                   f"doubled {eff.duration} (367)")
        elif eff.op == "cant_be_chosen":              # no valid choice for enemies (355.9)
            st.modifiers.append(Modifier(t, targets.CANT_BE_CHOSEN, until=last,
                                         timestamp=st.tick(), source=item.card))
            st.say(f"  {item.card}: {eng.ref(st, t)} can't be chosen by enemy spells and "
                   f"abilities {eff.duration} (355.9)")
        else:                                         # the Might the others change (143.2)
            st.modifiers.append(Modifier(t, layers.BASE_MIGHT, n, until=last,
                                         timestamp=st.tick(), source=item.card))
            st.say(f"  {item.card}: the base Might of {eng.ref(st, t)} becomes {n} "
                   f"{eff.duration} (now {layers.might(eng.db, st, t)})")
    return objs, False
