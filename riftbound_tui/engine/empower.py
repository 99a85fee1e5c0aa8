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



def lose_status(st: GameState, oid: int) -> bool:
    """Disempower `oid`, Empowered now (442.1): one Empowered with several statuses (Kayle,
    Justified) loses one of them and stays Empowered, as the 2026-10-09 Core Rules say
    ("Disempowering a Game Object that has multiple Empowered statuses will remove one of
    those statuses"); True if it is still Empowered."""
    mods = st.modifiers            # an AGAIN modifier: only while Empowered more than once
    for k in range(len(mods) - 1, -1, -1):
        if mods[k].kind == AGAIN and mods[k].target == oid:
            st.modifiers = mods[:k] + mods[k + 1:]      # a new list, as the state copies share
            return True
    st.set(oid, empowered=False)
    return False


def disempower(eng, st: GameState, objs, by: str) -> tuple:
    """442.1: each object that is Empowered stops being so, or loses one of its several
    Empowered statuses (`lose_status`); one that is not is left as it is (442.1.a.1).
    Returns the objects disempowered."""
    done = []
    for t in objs:
        o = st.objs.get(t)
        if o is None or not o.empowered:
            if o is not None:
                st.say(f"  {by}: {eng.ref(st, t)} is not Empowered: nothing to disempower "
                       f"(442.1.a.1)")
            continue
        if lose_status(st, t):
            st.say(f"  {by}: {eng.ref(st, t)} loses one Empowered status: Empowered "
                   f"{times(st, t)} times now (442.1)")
        else:
            st.say(f"  {by}: {eng.ref(st, t)} is disempowered (442.1)")
        done.append(t)
    return tuple(done)
