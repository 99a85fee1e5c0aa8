"""Instructions that make things, as `Effects.execute` runs them (engine/effects.py):
play tokens (185.2.a: units can't be played where Rockfall Path forbids; Zilean, Time
Mage may double them, 369, 371.2), become a copy (477.1.b.1: layer 1, every copyable
trait), replace a battlefield with a token and back (438, 187.8), and activate another
card's triggers (383.4.g).

Each function takes (engine, state, instruction, objects, item, index, source, answer,
player) and returns (objects affected, whether it fell short), or SUSPEND.
"""

from __future__ import annotations

from . import copying, ffa, linked, replace_action, rule_changes, token_double
from .state import SUSPEND


def play_token(eng, st, eff, objs, item, i, source, answer, who):
    chosen = item.dests[i] if i < len(item.dests) else None
    where = item.here if eff.dest == "here" and item.here is not None else \
        chosen if chosen is not None else "base"
    if len(st.order) > 2 and isinstance(where, int) and \
            eng.db.get(eff.token).type == "unit":        # 462.2.a: not into others' combat
        where = ffa.unit_place(st, who, where, item)
    if isinstance(where, int) and eng.db.get(eff.token).type == "unit" and \
            rule_changes.no_units_played_at(eng.db, st, where):
        st.say(f"  {item.card}: units can't be played at {st.bfs[where].name}; no "
               f"{eff.token} token is played")
        return (), True
    # "They play a Bird token" (Walking Roost): the player the instruction names
    # "for each Equipment you control" may be none (a computed amount); else 1+
    n = eff.amount
    count = n if eff.amount_of is not None else max(1, n)
    more = token_double.extra(eng, st, who, eff.token, item, answer) if count else 0
    if more == SUSPEND:               # Zilean, Time Mage: asked (369, 371.2)
        return SUSPEND
    count += more
    made = tuple(eng.play_token(st, who, eff.token, where, ready=eff.ready,
                                exhausted=eff.exhausted)
                 for _ in range(count))
    return made, False


def copy(eng, st, eff, objs, item, i, source, answer, who):
    of = (item.source,) if eff.copy_of == -1 else linked.chosen(item, eff.copy_of)
    return copying.become_copy(eng, st, objs, of, item.card)     # 477.1.b.1


def replace(eng, st, eff, objs, item, i, source, answer, who):
    return replace_action.instruction(eng, st, eff, item)     # 438 (replace_action.py)


def activate_triggers(eng, st, eff, objs, item, i, source, answer, who):
    return copying.activate(eng, st, eff.event, objs, item.card), False   # 383.4.g


OPS = {"play_token": play_token, "copy": copy, "replace": replace, "swap_back": replace,
       "activate_triggers": activate_triggers}
