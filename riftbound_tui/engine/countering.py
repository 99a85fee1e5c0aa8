"""Counter (425): a countered card does nothing and leaves the chain for its owner's trash
(or banishment, when played by Flow: 829.1.b.1); a spell that says "This can't be
countered" stays on the chain (Decree of Rage)."""

from __future__ import annotations

from . import flow, rule_changes
from .chain_targets import ABILITY_KINDS
from .state import GameState


def counter(eng, st: GameState, oid: int, by: str, dest: str | None = None) -> None:
    """425: counter the card `oid` on the chain, `by` naming what counters it; with `dest`
    "owner_hand" it goes to its owner's hand instead of their trash (Abandon).  An ability
    on the chain is named by its item's id (engine/chain_targets.py)."""
    for k, it in enumerate(st.chain):
        if it.id == oid and it.kind in ABILITY_KINDS:
            _counter_ability(eng, st, k, it, by)
            return
        if it.source != oid or it.kind != "card":
            continue
        if rule_changes.uncounterable(eng.db, it.card) or \
                rule_changes.guarded_from_counters(eng.db, st, it.controller):
            st.say(f"  {by}: {it.card} can't be countered; it stays on the chain")
            return
        del st.chain[k]
        label = it.card
        if flow.leaving_chain(it) == "banishment":   # 829.1.b.1: instead of the trash
            gone = eng.relocate(st, oid, "banishment")
            eng.banished(st, it.controller, (gone,))
            st.say(f"  {by}: counter {label}; costs are not refunded (425.1)")
            st.say(flow.banished_line(it))
            eng.push_cleanup(st)
            return
        if dest == "owner_hand":          # a replacement of where it goes (Abandon)
            eng.relocate(st, oid, "hand")
            st.say(f"  {by}: counter {label}; it returns to its owner's hand instead of "
                   f"the trash, costs are not refunded (425.1)")
            eng.push_cleanup(st)
            return
        eng.relocate(st, oid, "trash")
        st.say(f"  {by}: counter {label}; it goes to the trash, costs are not "
               f"refunded (425.1)")
        eng.push_cleanup(st)
        return


def _counter_ability(eng, st: GameState, k: int, it, by: str) -> None:
    """425.1.a: a countered ability does nothing and is cleared from the chain; its source
    stays where it is, and no cost paid for it is refunded (425.1.c)."""
    if rule_changes.guarded_from_counters(eng.db, st, it.controller):
        st.say(f"  {by}: {it.label or it.card} can't be countered; it stays on the chain")
        return
    del st.chain[k]
    st.say(f"  {by}: counter {it.label or it.card}; it does nothing and leaves the chain, "
           f"costs are not refunded (425.1.a, 425.1.c)")
    eng.push_cleanup(st)
