"""Paying "Recycle N from your trash" as a cost (416.3): whether it can be paid, the cards that
pay it (chosen before an activated ability's costs are paid, 404, 416.6), and paying it:
the cards are recycled as an instruction recycles them (engine/zones.py)."""

from __future__ import annotations

from .state import ChainItem, Decision, GameState


def recycle_cost_why(st: GameState, player: str, cost) -> str | None:
    n = getattr(cost, "recycle", 0) if cost is not None else 0
    if n and len(st.players[player].zones["trash"]) < n:
        return f"{player} cannot recycle {n} from their trash (416.3)"
    return None


def recycle_cost_step(eng, st: GameState, it: ChainItem, cost) -> bool:
    """Before an activated ability's costs are paid (404): which trash cards pay its
    "Recycle N from your trash" (416.6).  True while that choice is pending."""
    n = getattr(cost, "recycle", 0) if cost is not None else 0
    if not n or it.extra is not None:
        return False
    trash = list(st.players[it.controller].zones["trash"])
    if len(trash) < n:
        from .errors import IllegalAction
        raise IllegalAction(recycle_cost_why(st, it.controller, cost))
    if len(trash) == n:
        eng.update_item(st, it.id, extra=("recycle",) + tuple(trash))
        st.say(f"{it.controller}: choose {', '.join(eng.ref(st, c) for c in trash)}")
        return False
    st.pending = Decision(it.controller, "choose",
                          f"{it.label}: choose {n} card(s) in your trash to recycle (416.3)",
                          tuple(trash), ("recycle_cost", it.id), n, n)
    return True


def answer_recycle_cost(eng, st: GameState, dec: Decision, chosen) -> None:
    from .state import Task
    eng.update_item(st, dec.context[1], extra=("recycle",) + tuple(chosen))
    st.tasks.append(Task("finalize", (dec.context[1],)))


def recycle_cards(eng, st: GameState, item: ChainItem, cards) -> None:
    """Recycle these trash cards of the item's controller as a cost (416.3)."""
    from .zones import relocate_all   # (zones reads this module)
    relocate_all(eng, st, "recycle", list(cards), "deck", item, item.controller)


def pay_recycle_cost(eng, st: GameState, it: ChainItem) -> None:
    if not it.extra or it.extra[0] != "recycle":
        return
    cards = [c for c in it.extra[1:] if c in st.objs]
    from .zones import relocate_all   # (zones reads this module)
    relocate_all(eng, st, "recycle", cards, "deck", it, it.controller)
