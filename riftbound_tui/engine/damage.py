"""Damage dealt by spells and abilities (417): Bonus Damage and prevention.

- Bonus Damage increases each instance of damage (Annie, Fiery: `bonus_damage`, your
  spells and abilities; Void Gate per errata: `bonus_damage_here`, to units at it).  It
  applies only when damage is dealt at all: an instance of 0 gets none (patch notes: "If
  no damage was Dealt ... Bonus Damage will not apply").
- Prevention (437): "prevent all spell and ability damage this turn" (Unyielding Spirit)
  is a rule for the rest of the turn; what it prevents includes the Bonus Damage
  (437.1.a.1).  Combat damage is not spell or ability damage and is never touched here.
- "Prevent the next N damage that would be dealt to it this turn" (Ki Barrier) is a
  shield on the unit that any damage uses up, combat damage included; combat damage is
  assigned to it up to what is lethal counting the shield (437.5.a: the opponent may
  assign more to kill it), and never lethal through "prevent it" (437.5.b).
"""

from __future__ import annotations

from dataclasses import replace

from . import rule_changes, teams
from .layers import DOOMED
from .state import GameState, Modifier

PREVENT = "prevent_spell_damage"


def prevent_all(st: GameState, by: str) -> None:
    st.modifiers.append(Modifier(-1, "rule", keyword=PREVENT, until="turn",
                                 timestamp=st.tick(), source=by))
    st.say(f"  {by}: all spell and ability damage is prevented this turn (437)")


def prevented(st: GameState) -> bool:
    return any(m.kind == "rule" and m.keyword == PREVENT for m in st.modifiers)


DOUBLE = "double_damage"   # "double all damage that would be dealt to it this turn"


def doubled(st: GameState, oid: int, amount: int) -> int:
    """The damage after each "double all damage dealt to it" on `oid` (Lotus Trap, 367),
    applied before prevention shields use it up (437)."""
    for m in st.modifiers:
        if m.target == oid and m.kind == DOUBLE:
            amount *= 2
    return amount


SHIELD = "prevent_next"
WHOLE = -1       # a shield for the whole of the next damage, however much ("prevent it")


def shield(st: GameState, oid: int, n: int, until: str, by: str) -> None:
    """Prevent the next `n` damage dealt to `oid`; `n` 0: the whole of the next damage
    dealt to it, however much ("the next time it would be dealt damage, prevent it")."""
    st.modifiers.append(Modifier(oid, SHIELD, n or WHOLE, until=until, timestamp=st.tick(),
                                 source=by))
    what = f"the next {n} damage that would be dealt to it is" if n else \
        "the next time it would be dealt damage, that damage is"
    st.say(f"  {by}: {what} prevented (437)")


NEVER_LETHAL = 10 ** 6   # the damage "needed" through a shield that prevents it all (437.5.b)


def shielded(st: GameState) -> dict[int, int]:
    """Each shielded unit's Prevent Value: combat damage may be assigned to it up to what
    is lethal counting that value (437.5.a); no amount is lethal through a shield that
    prevents the whole of the next damage (437.5.b).  Empty unless a shield is live."""
    out: dict[int, int] = {}
    for m in st.modifiers:
        if m.kind == SHIELD:
            out[m.target] = NEVER_LETHAL if m.amount == WHOLE or out.get(m.target) == \
                NEVER_LETHAL else out.get(m.target, 0) + m.amount
    return out


def use_shields(st: GameState, oid: int, amount: int) -> tuple[int, int]:
    """The damage left after `oid`'s shields (oldest first) prevent what they can, and how
    much they prevented; a shield used up is gone (437)."""
    prevented = 0
    out = []
    for m in st.modifiers:
        if amount > 0 and m.target == oid and m.kind == SHIELD and m.amount == WHOLE:
            prevented += amount             # the whole of this damage, then it is used up
            amount = 0
            continue
        if amount > 0 and m.target == oid and m.kind == SHIELD:
            used = min(m.amount, amount)
            amount -= used
            prevented += used
            m = replace(m, amount=m.amount - used)
        if m.kind != SHIELD or m.amount > 0 or m.amount == WHOLE:
            out.append(m)
    st.modifiers = out
    return amount, prevented


def own_bonus(db, st: GameState, by: str) -> int:
    """The Bonus Damage `by`'s spells and abilities deal (Annie, Fiery)."""
    return sum(v for _, ctl, v in rule_changes.sources(db, st, "bonus_damage") if ctl == by)


def spell_damage(db, st: GameState, oid: int, amount: int, by: str,
                 split: bool = False, extra: int = 0) -> tuple[int, str]:
    """The damage a spell or ability controlled by `by` deals to `oid`, and why it
    changed ("" when it did not).  `split`: a part of split damage, whose total already
    has its source's Bonus Damage (715.3); `extra`: Bonus Damage the spell itself was
    given (Ravenborn Tome: "the next spell you play this turn deals 1 Bonus Damage")."""
    if amount <= 0 or oid not in st.objs:
        return 0, ""
    bonus = 0 if split else extra + own_bonus(db, st, by)
    o = st.objs[oid]
    if o.zone == "battlefield":
        gate = st.bfs[o.bf].obj
        bonus += sum(v for s, _, v in rule_changes.sources(db, st, "bonus_damage_here",
                                                           battlefields_only=True)
                     if s == gate)
    if prevented(st):
        return 0, f"{amount + bonus} prevented (437)"
    if o.controller != by and rule_changes.own_rule(db, st, oid, "no_enemy_spell_damage"):
        return 0, f"{amount + bonus} prevented: {o.card} prevents damage from enemy spells " \
                  f"and abilities (437)"
    if bonus:
        return amount + bonus, f"{amount} + {bonus} Bonus Damage"
    return amount, ""


def note_doom(db, st: GameState, oid: int, dealt_by: str | None) -> None:
    """"Any amount of your damage is enough to kill enemy units" (Elder Dragon): damage
    whose source `dealt_by` controls, marked on a unit of their opponent while they control
    such a permanent, is lethal whatever its amount (142.4), for as long as it stays marked
    (this turn, 317.2.b)."""
    if dealt_by is None or not db.with_passive("lethal_any_damage"):
        return
    o = st.objs[oid]
    if not teams.is_opponent(st, dealt_by, o.controller):
        return
    if any(ctl == dealt_by for _, ctl, _ in rule_changes.sources(db, st, "lethal_any_damage")):
        st.modifiers.append(Modifier(oid, DOOMED, until="turn", source=dealt_by))
