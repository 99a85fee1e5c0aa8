"""Instructions that deal damage, kill, heal, or change what damage and death do, as
`Effects.execute` runs them (engine/effects.py): deal (303.2, 355.14 split as it resolves,
712 Bonus Damage), kill (428: all at once, 383.2.c; a replaced death is none, 369, 371.2),
heal (418.1), prevent damage (437) and "instead of dying" set up (369).

Each function takes (engine, state, instruction, objects, item, index, source, answer,
player) and returns (objects affected, whether it fell short), or SUSPEND.
"""

from __future__ import annotations

from . import amounts, attach, damage, delayed, kills, linked, replacement, zone_picks
from .state import SUSPEND


def deal(eng, st, eff, objs, item, i, source, answer, who):
    if eff.split:                       # 355.14: split as it resolves
        return linked.split_deal(eng, st, eff, objs, item, answer)
    ctl = item.controller
    bonus = delayed.spell_bonus(st, item)
    if eff.bonus_each is not None:      # "1 Bonus Damage for each ..." (712)
        bonus += amounts.value(eng.db, st, eff.bonus_each, ctl, source, item.here)
    n = eff.amount
    for t in objs:     # simultaneous for "all" (303.2 lists them in order)
        eng.deal(st, t, n, source=f"{item.card}: ", by=ctl, bonus=bonus)
    return objs, False


def kill(eng, st, eff, objs, item, i, source, answer, who):
    if eff.what == "this":              # Effect Text's "kill this" (718.3)
        objs = attach.this_card(st, objs, item)
    offered = replacement.offer_pending(st)
    if eff.target is not None and eff.target.max_total_might is not None and not offered:
        # 355 (Fox-Fire, Decree of Discord): the targets must still meet the limit
        # together, else a subset
        objs = linked.limited_group(eng, st, eff.target, objs, item, answer)
        if objs == SUSPEND:
            return SUSPEND
        answer = None                    # the subset was the answer
    if answer is not None and offered:   # an offer to replace a death was answered
        replacement.answered(eng, st, bool(answer), mark=True)
    if replacement.ask(eng, st, objs, ("instruction",)):
        return SUSPEND               # 371.2: asked before the kill happens
    # 369: a replaced death is no kill and no death: nothing triggers on it
    alive = tuple(t for t in objs if t in st.objs and
                  not replacement.instead_of_death(eng, st, t))
    # the units die at once: every death (and "when you kill") fires before any
    # leaves, and one that dies with them does not see the others (383.2.c.2)
    leaving = frozenset(alive)
    zone_picks.note_killed_might(eng, st, alive, item)   # "than the killed unit"
    killing = kills.by_instruction(eng, st, alive, item, leaving)   # 428.5.b
    dying = tuple(t for t in alive if eng.db.get(st.objs[t].card).type == "unit"
                  and st.objs[t].zone in ("base", "battlefield"))
    seen: set = set()
    for t in dying:
        eng.fire(st, "dies", subject=t, player=st.objs[t].controller,
                 leaving=leaving, seen=seen)
    left: list = []
    for t in alive:
        if t in st.objs:
            eng.kill(st, t, f"({item.card}, 428)", fire=t not in dying, left=left)
    eng.left_board(st, left)          # once all have left (383.2.c)
    kills.after(eng, st, killing)               # 383.2.c.1
    return objs, False


def heal(eng, st, eff, objs, item, i, source, answer, who):
    for t in objs:                      # 418.1: its damage is cleared
        st.set(t, damage=0)
        st.say(f"  {item.card}: heal {eng.ref(st, t)} (418)")
    return objs, False


def prevent_damage(eng, st, eff, objs, item, i, source, answer, who):
    damage.prevent_all(st, item.controller)      # 437 (engine/damage.py)
    return (), False


def save_from_death(eng, st, eff, objs, item, i, source, answer, who):
    replacement.set_up(st, eff, item, objs)      # 369 (engine/replacement.py)
    return objs, False


OPS = {"deal": deal, "kill": kill, "heal": heal, "prevent_damage": prevent_damage,
       "save_from_death": save_from_death}
