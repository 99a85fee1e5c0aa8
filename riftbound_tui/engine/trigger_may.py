"""A "you may" opening a triggered ability (383.3.a): its controller answers `yes` / `no`
as it is finalized, before its other choices; declined, it leaves the chain and is
considered not to have triggered (383.3.a.2).  Then its choices are made as for any item
(355), a single legal choice answered by the engine (NOTATION: forced answers).

It is not asked when nothing could be done: a cost opening the effect ("you may [cost] to
...") that cannot be paid (383.3.b.1), or an instruction whose targets cannot be chosen
(355.8-355.9): no legal target, nothing to follow (359.3.e.11).  Such a trigger leaves the
chain without a question (402.4)."""

from __future__ import annotations

from . import costs
from .choices import chosen_now
from .paying import trigger_cost_payable
from .state import ChainItem, Decision, GameState

CONTEXT = "performs"


def asks(card, it: ChainItem) -> bool:
    """Is this item a trigger whose "you may" is still to be answered?"""
    return it.kind == "triggered" and it.performs is None and it.ability is not None and \
        card.abilities[it.ability].optional


def step(eng, st: GameState, it: ChainItem, card) -> None:
    """Ask the "you may" of a pending optional trigger, or remove it when it could do
    nothing (383.3.b.1, 355.8), or answer `no` for its controller when its opening cost
    cannot be paid."""
    ab = card.abilities[it.ability]
    if not trigger_cost_payable(eng, st, it, ab):
        # 383.3.b.1: a trigger's cost must be paid to finalize it; it cannot be, so the
        # "you may" is declined for the player (removed, 383.3.a.2)
        k, _ = eng.item(st, it.id)
        del st.chain[k]
        st.say(f"  {it.label}: its cost cannot be paid; it leaves the chain (383.3.b.1)")
        eng.push_cleanup(st)
        return
    why = no_legal_choice(eng, st, it)
    if why is not None:
        # 383.3.a with 355.8: with no legal target there is nothing to perform, so its
        # controller is not asked; it is removed as any trigger without its targets (402.4)
        eng._fizzle(st, it, why + "; it is not asked (383.3.a) and is removed (402.4)")
        return
    if not costs.trigger_cost_possible(eng, st, it, card):
        # "you may [cost] to ...": asked only when the cost can be paid (383.3.b.1)
        st.say(f"{it.controller}: no")
        eng.answer_yes_no(st, Decision(it.controller, "yes_no", "", (), (CONTEXT, it.id)),
                          False)
        return
    st.pending = Decision(it.controller, "yes_no",
                          f"{it.label}: use it? (you may, 383.3.a)", ("yes", "no"),
                          (CONTEXT, it.id))


def no_legal_choice(eng, st: GameState, it: ChainItem) -> str | None:
    """Why an instruction the trigger chooses for as it goes on the chain has too few
    valid targets now (355.8-355.9), or None.  Each instruction is looked at alone: a
    choice that only later ones rule out is left to the choices themselves (355.16)."""
    for i, cands, lo, _ in chosen_now(eng, st, it, it.controller):
        if len(cands) < lo:
            return f"no legal choice for instruction {i + 1} (355.8)"
    return None
