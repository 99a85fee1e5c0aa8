"""Modes: "choose one" (355.3).  A modal spell or ability lists its modes; its
controller picks one as it is played or goes on the chain, after the unit's location and
before its targets (355.2-355.5), answering `mode N` (NOTATION.md, 1-based).  Only a
mode whose targets can all be chosen may be picked (355.8); with one such mode the
engine picks it (forced answer)."""

from __future__ import annotations

from ..cards.model import CardDef
from .errors import IllegalAction
from .state import ChainItem, Decision, GameState, Task

CONTEXT = "mode"


def modes_of(card: CardDef, item: ChainItem) -> tuple:
    if item.kind == "card":
        return card.modes
    if item.ability is None:
        return ()
    return card.abilities[item.ability].modes


def effects_of(db, item: ChainItem):
    """The chosen mode's instructions, or None when the item is not modal."""
    card = db.get(item.card)
    modes = modes_of(card, item)
    if not modes:
        return None
    return modes[item.mode] if item.mode is not None else ()


def step(eng, st: GameState, it: ChainItem, card: CardDef) -> bool:
    """Ask for the mode if it is not chosen yet; True when a decision is now pending."""
    modes = modes_of(card, it)
    if not modes or it.mode is not None:
        return False
    ok = [k for k, effs in enumerate(modes)
          if eng.why_no_choices(st, it.controller, effs, it.source, it.here,
                                it.hidden_at) is None]
    if not ok:
        why = "no mode has legal choices for its targets (355.3, 355.8)"
        if it.kind != "triggered":
            raise IllegalAction(f"{it.label}: {why}")
        eng._fizzle(st, it, why + "; it is removed (402.4)")
        return True
    if len(ok) == 1:
        st.say(f"{it.controller}: mode {ok[0] + 1}")
        eng.update_item(st, it.id, mode=ok[0])
        return False
    st.pending = Decision(it.controller, "mode", f"{it.label}: choose one (355.3): "
                          + "; ".join(f"mode {k + 1}" for k in ok),
                          tuple(k + 1 for k in ok), (CONTEXT, it.id))
    return True


def answer(eng, st: GameState, dec: Decision, n: int | None) -> None:
    if n not in dec.options:
        raise IllegalAction(f"choose one of the modes: "
                            f"{', '.join(f'mode {k}' for k in dec.options)}")
    st.pending = None
    st.say(f"{dec.player}: mode {n}")
    eng.update_item(st, dec.context[1], mode=n - 1)
    st.tasks.append(Task("finalize", (dec.context[1],)))
