"""A card's additional costs (356.2, 357): "as an additional cost to play me, kill a
friendly unit" (mandatory, 356.2.a.1) and "as you play me, you may discard 1 as an
additional cost; if you do, reduce my cost by 2" (optional, 356.2.b.1).

Asked as NOTATION.md "When each answer is asked" says: after the card's targets, `yes`/`no`
for an optional cost (asked only when it can be paid), then `choose` for the object the
cost picks; paid with the rest of the total cost (357).  Whether it was paid is noted on
the card as it is played, for its "if you do" / "otherwise" instructions (`paid`).
"""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import Ability, CardDef, Cost
from . import conditions, delayed, payment, targets
from .errors import IllegalAction
from .state import ChainItem, Decision, GameState, Modifier, Task

CONTEXT = "additional"


def additional_of(card: CardDef) -> Ability | None:
    got = _ADDITIONAL.get(id(card))         # asked for every card in hand at every decision
    if got is None or got[0] is not card:
        found = next((ab for ab in card.abilities
                      if ab.kind == "additional" and ab.additional is not None), None)
        if len(_ADDITIONAL) > 4096:
            _ADDITIONAL.clear()
        got = _ADDITIONAL[id(card)] = (card, found)
    return got[1]


_ADDITIONAL: dict[int, tuple] = {}


def _selector(ab: Ability):
    """The object the cost picks: spending a buff needs a buffed unit, exhausting a ready
    one (a cost can only be paid by doing it, 357)."""
    a = ab.additional
    sel = a.what
    if a.kind == "spend_buff":
        sel = replace(sel, buffed=True)
    elif a.kind == "exhaust":
        sel = replace(sel, ready=True)
    return sel


def _candidates(eng, st: GameState, player: str, ab: Ability, played: int | None) -> list:
    a = ab.additional
    if a.kind == "discard":
        return [c for c in st.players[player].zones["hand"] if c != played]
    if a.kind == "pay":
        return []
    return targets.candidates(eng.db, st, _selector(ab), player, played)


def _possible(eng, st: GameState, it: ChainItem, card: CardDef, ab: Ability) -> bool:
    a = ab.additional
    if a.kind == "pay":
        base = eng.play_cost(st, it.controller, card) if it.hidden_at is None else Cost()
        total = _plus(_plus(base, a.cost), eng.deflect_extra(st, it, _flat(it.targets)))
        return payment.find_payment(eng.db, st, it.controller, total, card.domains) is not None
    n = a.amount if a.kind == "discard" else 1
    return len(_candidates(eng, st, it.controller, ab, it.source)) >= n


def _cheaper(ab: Ability) -> bool:
    return ab.additional.ignore_cost or ab.additional.discount > 0


def _payable(eng, st: GameState, player: str, card: CardDef, cost: Cost) -> bool:
    return payment.can_pay(eng.db, st, player, cost, card.domains, spell=card.type == "spell")


def affordable_with_it(eng, st: GameState, player: str, oid: int, card: CardDef,
                       cost: Cost) -> bool:
    """An optional cost that makes the card cheaper (Wallop: spend a buff to ignore its
    cost) can make a card playable that its full cost would not (358)."""
    ab = additional_of(card)
    if ab is None or not _cheaper(ab):
        return False
    n = ab.additional.amount if ab.additional.kind == "discard" else 1
    if len(_candidates(eng, st, player, ab, oid)) < n:
        return False
    a = ab.additional
    cheaper = Cost() if a.ignore_cost else replace(cost, energy=max(0, cost.energy - a.discount))
    return _payable(eng, st, player, card, cheaper)


def why_not(eng, st: GameState, player: str, oid: int, card: CardDef) -> str | None:
    """358.5: a mandatory additional cost that cannot be paid makes the card unplayable."""
    ab = additional_of(card)
    if ab is None or ab.optional or ab.additional.kind == "pay":
        return None
    n = ab.additional.amount if ab.additional.kind == "discard" else 1
    if len(_candidates(eng, st, player, ab, oid)) < n:
        return f"{card.name}: its additional cost cannot be paid (356.2.a.1, 358.5)"
    return None


def step(eng, st: GameState, it: ChainItem, card: CardDef) -> bool:
    """Make the next additional-cost choice of a pending card.  True when a decision is
    now pending (its answer resumes finalizing); False when there is nothing (more) to
    ask and finalizing goes on."""
    ab = additional_of(card)
    if it.kind != "card" or ab is None:
        return False
    a = ab.additional
    while True:
        state = it.extra
        if state is not None and state[0] in ("paid", "declined"):
            return False
        if state is None:
            possible = _possible(eng, st, it, card, ab)
            if not ab.optional:
                if not possible:
                    raise IllegalAction(f"{it.label}: its additional cost cannot be paid "
                                        f"(356.2.a.1, 358.5)")
                it = eng.update_item(st, it.id, extra=("yes",))
                continue
            if not possible:             # asked only when it can be paid (NOTATION.md)
                it = eng.update_item(st, it.id, extra=("declined",))
                continue
            if _cheaper(ab) and not _payable(eng, st, it.controller, card, _plus(
                    eng.play_cost(st, it.controller, card),
                    eng.deflect_extra(st, it, _flat(it.targets)))) and it.hidden_at is None:
                # declining would leave a cost that cannot be paid: yes is the one legal
                # answer, and the engine gives it (NOTATION.md: forced answers)
                st.say(f"{it.controller}: yes")
                it = eng.update_item(st, it.id, extra=("yes",))
                continue
            st.pending = Decision(it.controller, "yes_no",
                                  f"{card.name}: pay its additional cost ({_words(a)})? "
                                  f"(356.2.b)", ("yes", "no"), (CONTEXT, it.id))
            return True
        # ('yes',): pick what the cost uses
        if a.kind == "pay":
            it = eng.update_item(st, it.id, extra=("paid",))
            continue
        cands = _candidates(eng, st, it.controller, ab, it.source)
        n = a.amount if a.kind == "discard" else 1
        if len(cands) == n:               # one legal answer: the engine gives it
            st.say(f"{it.controller}: choose {', '.join(eng.ref(st, c) for c in cands)}")
            it = eng.update_item(st, it.id, extra=("paid",) + tuple(cands))
            continue
        st.pending = Decision(it.controller, "choose",
                              f"{card.name}: choose {n} to {_words(a)} as its additional "
                              f"cost (356.2)", tuple(cands), (CONTEXT, it.id), n, n)
        return True


def answer(eng, st: GameState, dec: Decision, value) -> None:
    """A yes/no (value a bool) or the chosen objects (a tuple) for an additional cost."""
    _, item_id = dec.context
    if isinstance(value, bool):
        eng.update_item(st, item_id, extra=("yes",) if value else ("declined",))
    else:
        eng.update_item(st, item_id, extra=("paid",) + tuple(value))
    st.tasks.append(Task("finalize", (item_id,)))


def base_cost(eng, st: GameState, it: ChainItem, card: CardDef, cost: Cost) -> Cost:
    """357: pay the additional cost's non-resource part and return the card's cost with
    what paying it changes: its resources added (356.2), a discount (356.4, never below 0,
    356.6), or its base cost ignored (356.1.b)."""
    delayed.use_up(st, it.controller, card)     # a 'next spell you play' effect is used
    ab = additional_of(card)
    if ab is None or it.extra is None or it.extra[0] != "paid":
        return cost
    a = ab.additional
    discarded = []
    for oid in it.extra[1:]:
        if oid not in st.objs:
            raise IllegalAction(f"{it.label}: what its additional cost names is gone")
        label = eng.ref(st, oid)
        if a.kind == "discard":
            st.say(f"  {it.controller} discards {st.objs[oid].card} as an additional cost "
                   f"(356.2, 422)")
            conditions.note(st, "discarded", it.controller)
            discarded.append(eng.relocate(st, oid, "trash"))
        elif a.kind == "kill":
            eng.kill(st, oid, "as an additional cost (356.7, 428)")
        elif a.kind == "exhaust":
            st.set(oid, exhausted=True)
            st.say(f"  exhaust {label} as an additional cost (356.2)")
        elif a.kind == "spend_buff":
            st.set(oid, buffs=0)
            st.say(f"  spend the buff of {label} as an additional cost (702.2.b, 356.2)")
    if discarded:
        eng.discarded(st, it.controller, discarded)       # 422.1.b (engine/events.py)
    # "if you do" instructions of the card test this as it resolves (conditions `paid`)
    st.modifiers.append(Modifier(it.source, "paid", until="turn", source=card.name))
    if a.ignore_cost:
        st.say(f"  {card.name}'s cost is ignored (356.1.b)")
        cost = Cost()
    if a.kind == "pay":
        cost = _plus(cost, a.cost)
    if a.discount:
        cost = replace(cost, energy=max(0, cost.energy - a.discount))   # 356.4, 356.6
    return cost


def _words(a) -> str:
    if a.kind == "pay":
        parts = [f"{a.cost.energy} energy"] if a.cost.energy else []
        parts += [f"{n} {d} power" for d, n in a.cost.power]
        return "pay " + " and ".join(parts)
    if a.kind == "discard":
        return f"discard {a.amount}"
    return {"kill": "kill", "exhaust": "exhaust", "spend_buff": "spend the buff of"}[a.kind]


def _plus(a: Cost, b: Cost) -> Cost:
    return Cost(a.energy + b.energy, a.power + b.power)


def _flat(chosen) -> tuple:
    return tuple(t for group in chosen for t in group)
