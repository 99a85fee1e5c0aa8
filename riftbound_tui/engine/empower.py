"""Empower (441), the game action behind the Empower keyword (827:
"[Cost]: Empower this. Use only if not Empowered") and Empowered abilities (828: "while I
have the Empowered status, I have ..."; a static ability `while: empowered`).

Empowered is a state of an object on the board (441.2): it is a field of the object, so an
object that leaves the board (a new object, 124) no longer has it.  Disempower (442) is a
cost ("Disempower me, [exhaust]: ...", Zed, Master of Shadows: engine/costs.py) and an
instruction (`op: disempower`: Lacerate, Tomb-Raider Barbara).
"""

from __future__ import annotations

from .state import GameState


def empower(eng, st: GameState, objs, by: str) -> tuple:
    """441: each object becomes Empowered; one already Empowered is not again (441.1.b-c).
    Returns the objects that became Empowered (the event of 441.2.a)."""
    done = []
    for t in objs:
        o = st.objs.get(t)
        if o is None or o.zone not in ("base", "battlefield", "legend"):
            continue                          # 441.2: a state of objects on the board
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
        st.say(f"  {by}: {eng.ref(st, t)} is disempowered (442.1)")
        done.append(t)
    return tuple(done)
