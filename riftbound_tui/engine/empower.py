"""Empower (441), the game action behind the Empower keyword (827:
"[Cost]: Empower this. Use only if not Empowered") and Empowered abilities (828: "while I
have the Empowered status, I have ..."; a static ability `while: empowered`).

Empowered is a state of an object on the board (441.2): it is a field of the object, so an
object that leaves the board (a new object, 124) no longer has it.  Disempower (442) is a
cost ("Disempower me, [exhaust]: ...", Zed, Master of Shadows: engine/costs.py) and an
instruction (`op: disempower`: Lacerate, Tomb-Raider Barbara).
"""

from __future__ import annotations

from .state import GameState, Modifier

AGAIN = "empowered_again"     # a modifier: one more time Empowered (Kayle, Justified)


def times(st: GameState, oid: int) -> int:
    """How many times the object is Empowered: 0, 1, or more for "I can be [Empowered] up
    to three times" (`empower_up_to`)."""
    o = st.objs.get(oid)
    if o is None or not o.empowered:
        return 0
    return 1 + sum(1 for m in st.modifiers if m.kind == AGAIN and m.target == oid)


def most(db, st: GameState, oid: int) -> int:
    """How many times the object can be Empowered: 1, or its `empower_up_to` value."""
    return next((a.value or 1 for a in db.get(st.objs[oid].card).abilities
                 if a.kind == "passive" and a.passive == "empower_up_to"), 1)


def empower(eng, st: GameState, objs, by: str) -> tuple:
    """441: each object becomes Empowered; one already Empowered is not again (441.1.b-c),
    unless it can be Empowered more times (Kayle, Justified: up to three).
    Returns the objects that became Empowered (the event of 441.2.a)."""
    done = []
    for t in objs:
        o = st.objs.get(t)
        if o is None or o.zone not in ("base", "battlefield", "legend"):
            continue                          # 441.2: a state of objects on the board
        if o.empowered and times(st, t) < most(eng.db, st, t):
            st.modifiers.append(Modifier(t, AGAIN, until="permanent", source=by))
            st.say(f"  {by}: {eng.ref(st, t)} is Empowered {times(st, t)} times")
            continue
        if o.empowered:
            st.say(f"  {by}: {eng.ref(st, t)} is already Empowered (441.1.c)")
            continue
        st.set(t, empowered=True)
        st.say(f"  {by}: {eng.ref(st, t)} becomes Empowered (441)")
        done.append(t)
    return tuple(done)



def disempower(eng, st: GameState, objs, by: str) -> tuple:
    """442.1: each object that is Empowered stops being so; one that is not is left as it
    is (442.1.a.1).  Returns the objects disempowered."""
    done = []
    for t in objs:
        o = st.objs.get(t)
        if o is None or not o.empowered:
            if o is not None:
                st.say(f"  {by}: {eng.ref(st, t)} is not Empowered: nothing to disempower "
                       f"(442.1.a.1)")
            continue
        st.set(t, empowered=False)
        if st.modifiers:                      # every time it was Empowered is gone
            st.modifiers = [m for m in st.modifiers if not (m.kind == AGAIN and m.target == t)]
        st.say(f"  {by}: {eng.ref(st, t)} is disempowered (442.1)")
        done.append(t)
    return tuple(done)
