"""Replacement effects on dying (367-372): "the next time it would die this turn, heal it,
exhaust it, and recall it instead" (Highlander per errata: `save_from_death`) and "if a
friendly unit would die, kill this instead; heal that unit, exhaust it, and recall it"
(Zhonya's Hourglass per errata: the `save_friendly_unit` passive).

The death is replaced, so it never happens: no "when I die" / Deathknell trigger, nothing
is noted as having died (FAQ: Sett's replacement "prevents death"), and the unit stays on
the board as the same object, so its controller can still be known (FAQ: Blood Money and
Zhonya's).  A replacement applies once to an event (370.2).  When several could apply, the
rules let the unit's controller order them (372); the engine applies the one set up on the
unit itself first, then a permanent's, oldest first.  A "you may pay" replacement (`pay:`)
is not applied by the engine yet: such cards stay not implemented.
"""

from __future__ import annotations

from .state import GameState, Modifier

SAVE = "save_from_death"


def set_up(st: GameState, eff, item, objs) -> None:
    for t in objs:
        st.modifiers.append(Modifier(t, SAVE, until="turn", timestamp=st.tick(),
                                     source=item.card, data=(item.controller,)))
        st.say(f"  {item.card}: the next time {st.objs[t].card} would die this turn, it is "
               f"healed, exhausted and recalled instead (369)")


def instead_of_death(eng, st: GameState, oid: int) -> bool:
    """`oid` would die: apply a replacement if one applies; True when the death is replaced."""
    from . import rule_changes
    o = st.objs.get(oid)
    if o is None or o.zone not in ("base", "battlefield") or \
            eng.db.get(o.card).type != "unit":
        return False
    mine = next((m for m in st.modifiers if m.kind == SAVE and m.target == oid), None)
    if mine is not None:
        st.modifiers.remove(mine)                # "the next time": used up
        _save(eng, st, oid, mine.source)
        return True
    for src, ctl, _ in rule_changes.sources(eng.db, st, "save_friendly_unit"):
        if ctl == o.controller and src != oid and src in st.objs and \
                st.objs[src].zone in ("base", "battlefield"):
            name = st.objs[src].card
            eng.kill(st, src, f"instead of {eng.ref(st, oid)} ({name}, 369)")
            _save(eng, st, oid, name)
            return True
    return False


def _save(eng, st: GameState, oid: int, by: str) -> None:
    label = eng.ref(st, oid)
    st.set(oid, damage=0, exhausted=True)
    st.say(f"  {by}: {label} would die; instead it is healed and exhausted (369)")
    eng.recall(st, oid, f"({by}, 455)")
