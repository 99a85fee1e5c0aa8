"""A replacement a unit's own rule makes (367-370): "If a spell or ability that chooses me
would stun me, give me -[Might], or return me to hand, give me +3 [Might] this turn
instead" (Gangplank, Naval, errata; the passive `chosen_harm_to_might`, value N, with its
`while:`).  The instruction must have chosen the unit (a target, 355.7: `choose`, or
`{that: N}` naming such a choice); the unit gets +N Might this turn instead, and the
instruction goes on with its other objects."""

from __future__ import annotations

from . import rule_changes
from .state import GameState, Modifier

PASSIVE = "chosen_harm_to_might"
HARMS = ("stun", "return_to_hand", "might")


def instead(eng, st: GameState, eff, objs, item) -> tuple:
    """The objects the instruction still acts on; each unit whose rule replaces it gets
    its Might instead (370.1.b)."""
    if eff.target is None or eff.target.kind not in ("choose", "that") or \
            eff.op == "might" and not (isinstance(eff.amount, int) and eff.amount < 0):
        return objs
    names = getattr(eng.db, "with_passive", None)
    having = names(PASSIVE) if names is not None else None
    if having is not None and not having:
        return objs                      # no card in the game has the rule
    out = []
    for t in objs:
        more = _value(eng, st, t)
        if not more:
            out.append(t)
            continue
        st.modifiers.append(Modifier(t, "might", more, until="turn", timestamp=st.tick(),
                                     source=st.objs[t].card))
        st.say(f"  {eng.ref(st, t)}: instead of {eff.op.replace('_', ' ')}, it gets "
               f"+{more} might this turn (369, 370.1.b)")
    return tuple(out)


def _value(eng, st: GameState, oid: int) -> int:
    o = st.objs.get(oid)
    if o is None or o.zone not in ("base", "battlefield"):
        return 0
    for ab in eng.db.get(o.card).abilities:
        if ab.kind == "passive" and ab.passive == PASSIVE and \
                rule_changes.active(eng.db, st, ab, oid):
            return ab.value or 0
    return 0
