"""Replacement effects on dying (367-372): "the next time it would die this turn, heal it,
exhaust it, and recall it instead" (Highlander per errata: `save_from_death`) and "if a
friendly unit would die, kill this instead; heal that unit, exhaust it, and recall it"
(Zhonya's Hourglass per errata: the `save_friendly_unit` passive).

The death is replaced, so it never happens: no "when I die" / Deathknell trigger, nothing
is noted as having died (FAQ: Sett's replacement "prevents death"), and the unit stays on
the board as the same object, so its controller can still be known (FAQ: Blood Money and
Zhonya's).  A replacement applies once to an event (370.2).  When several could apply, the
rules let the unit's controller order them (372); the engine applies the one set up on the
unit itself first, then a permanent's, oldest first.

A "you may" replacement (371.2) is offered when no mandatory one applies and its cost can be
paid: "the next time it would die, you may pay [C] to ..." (`save_from_death` with `pay:`)
and Sett, The Boss ("when a buffed unit you control would die, you may pay [A] and exhaust
me to spend its buff and recall it exhausted instead": the `save_buffed_unit` passive of a
legend).  The controller answers yes or no before the death happens: in a cleanup before
anything triggers on it (323.5), for a "kill" instruction as it executes (355.17).  A
declined one is not offered again for that death (371.2.b).  Other kills (a Temporary unit,
a kill paid as a cost) get only the mandatory replacements.
"""

from __future__ import annotations

from ..cards.model import Cost
from . import payment, rule_changes
from .state import Decision, GameState, Modifier

SAVE = "save_from_death"
ASKED = "save_asked"          # the offer now being answered: (option, player)
DECLINED = "save_declined"    # an offer declined for this death
SAVED = "save_done"           # accepted on a kill instruction: that kill is replaced
CONTEXT = "replace_death"
SETT_COST = Cost(0, (("any", 1),))     # [A]: rainbow, any power (FAQ: Sett The Boss)


def set_up(st: GameState, eff, item, objs) -> None:
    for t in objs:
        data = (item.controller,) if eff.pay is None else (item.controller, eff.pay)
        st.modifiers.append(Modifier(t, SAVE, until="turn", timestamp=st.tick(),
                                     source=item.card, data=data))
        may = "its controller may pay to have it" if eff.pay is not None else "it is"
        st.say(f"  {item.card}: the next time {st.objs[t].card} would die this turn, {may} "
               f"healed, exhausted and recalled instead (369)")


def instead_of_death(eng, st: GameState, oid: int) -> bool:
    """`oid` would die: apply a replacement if one applies; True when the death is replaced."""
    o = st.objs.get(oid)
    if o is None or o.zone not in ("base", "battlefield") or \
            eng.db.get(o.card).type != "unit":
        return False
    done = next((m for m in st.modifiers if m.kind == SAVED and m.target == oid), None)
    if done is not None:                         # accepted as the kill instruction asked
        st.modifiers.remove(done)
        return True
    mine = next((m for m in st.modifiers if m.kind == SAVE and m.target == oid and
                 len(m.data) < 2), None)
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


# -- "you may" replacements (371.2) -------------------------------------------------------
def _offers(eng, st: GameState, oid: int):
    """The optional replacements that could replace `oid`'s death now: (key, player, cost)."""
    o = st.objs[oid]
    declined = {m.data for m in st.modifiers if m.kind == DECLINED and m.target == oid}
    for m in st.modifiers:
        if m.kind == SAVE and m.target == oid and len(m.data) == 2:
            key = ("pay", m.timestamp)
            if key not in declined and payment.can_pay(eng.db, st, m.data[0], m.data[1]):
                yield key, m.data[0], m.data[1], m.source
    if o.buffs:
        for src, ctl, _ in rule_changes.sources(eng.db, st, "save_buffed_unit"):
            key = ("legend", src)
            if ctl == o.controller and not st.objs[src].exhausted and key not in declined \
                    and payment.can_pay(eng.db, st, ctl, SETT_COST):
                yield key, ctl, SETT_COST, st.objs[src].card


def ask(eng, st: GameState, oids, context: tuple) -> bool:
    """Offer the first optional replacement for these dying units; True when a yes/no
    decision is now pending."""
    if not oids:
        return False
    from ..cards.text import render_cost
    for oid in oids:
        if oid not in st.objs or st.objs[oid].zone not in ("base", "battlefield"):
            continue
        for key, who, cost, by in _offers(eng, st, oid):
            st.modifiers.append(Modifier(oid, ASKED, until="turn", data=(key, who, cost, by)))
            st.pending = Decision(who, "yes_no",
                                  f"{eng.ref(st, oid)} would die: {by}: pay {render_cost(cost)} "
                                  f"to save it instead? (371.2)", ("yes", "no"), context)
            return True
    return False


def offer_pending(st: GameState) -> bool:
    """Is an offer to replace a death waiting for its answer?"""
    return any(m.kind == ASKED for m in st.modifiers)


def answered(eng, st: GameState, yes: bool, mark: bool) -> bool:
    """Apply the answer to the pending offer (False: there is none).  `mark`: a kill
    instruction is waiting, so an accepted offer replaces that kill when it happens."""
    m = next((m for m in st.modifiers if m.kind == ASKED), None)
    if m is None:
        return False                   # the answer was to another question
    st.modifiers.remove(m)
    oid, (key, who, cost, by) = m.target, m.data
    if not yes:
        st.modifiers.append(Modifier(oid, DECLINED, until="turn", data=key))
        st.say(f"  {who} lets {eng.ref(st, oid)} die (371.2.b)")
        return True
    eng.spend(st, who, cost, (), by)
    label = eng.ref(st, oid)
    if key[0] == "pay":
        st.modifiers = [x for x in st.modifiers
                        if not (x.kind == SAVE and x.target == oid and x.timestamp == key[1])]
        _save(eng, st, oid, by)
    else:                       # Sett, The Boss: exhaust me, spend its buff, recall exhausted
        st.set(key[1], exhausted=True)
        st.set(oid, buffs=0, exhausted=True)
        st.say(f"  {by}: {who} exhausts {by} and spends {label}'s buff; it is recalled "
               f"exhausted instead of dying (369)")
        eng.recall(st, oid, f"({by}, 455)")
    if mark:
        st.modifiers.append(Modifier(oid, SAVED, until="turn"))
    return True
