"""A card's own alternate cost (356.1.a): "If you've spent [4] or more to play a spell this
turn, you may play me for [C]" (Jhin, Meticulous Killer; `CardDef.alt_cost`, `alt_while`).

While its condition holds, the player chooses as the card is played (355.1) whether to pay
the alternate cost instead of the base cost; increases and discounts apply to whichever is
paid (356.3-356.4).  When only one of the two can be paid, that one is taken without asking.
The chain item remembers the answer (`ChainItem.alternate`), read by `item_play_cost`.
"""

from __future__ import annotations

from ..cards.model import CardDef
from . import conditions, payment
from .state import ChainItem, Decision, GameState, Task

CONTEXT = "alternate_cost"


def open_to(db, st: GameState, player: str, card: CardDef, oid: int) -> bool:
    """May `player` play `card` for its alternate cost now (its condition holds)?"""
    return card.alt_cost is not None and (
        card.alt_while is None or conditions.holds(db, st, card.alt_while, player, oid))


def affordable(eng, st: GameState, player: str, oid: int, card: CardDef,
               from_hand: bool) -> bool:
    """Can the card be paid for by its alternate cost now (the legality check, 358)?"""
    if not open_to(eng.db, st, player, card, oid):
        return False
    cost = eng.play_cost(st, player, card, card.alt_cost, from_hand)
    return payment.can_pay(eng.db, st, player, cost, card.domains,
                           purpose=card.type)


def step(eng, st: GameState, it: ChainItem, card: CardDef) -> bool:
    """355.1: ask whether the alternate cost is paid; True when the question is pending."""
    if it.kind != "card" or card.alt_cost is None or it.alternate is not None:
        return False
    if it.hidden_at is not None or it.cost_as is not None or it.flow or it.trash_cost or \
            not open_to(eng.db, st, it.controller, card, it.source):
        eng.update_item(st, it.id, alternate=False)   # another cost is paid, or none offered
        return False
    player = it.controller
    usual = eng.play_cost(st, player, card, None, it.from_hand)
    alt = eng.play_cost(st, player, card, card.alt_cost, it.from_hand)
    can_usual = payment.can_pay(eng.db, st, player, usual, card.domains, purpose=card.type)
    can_alt = payment.can_pay(eng.db, st, player, alt, card.domains, purpose=card.type)
    if can_usual != can_alt:             # one legal answer: the engine gives it
        eng.update_item(st, it.id, alternate=can_alt)
        if can_alt:
            st.say(f"  {card.name} is played for its alternate cost, {_text(alt)} (356.1.a)")
        return False
    st.pending = Decision(player, "yes_no",
                          f"{card.name}: play it for {_text(alt)} instead of {_text(usual)}? "
                          f"(356.1.a)", ("yes", "no"), (CONTEXT, it.id))
    return True


def answer(eng, st: GameState, dec: Decision, yes: bool) -> None:
    _, item_id = dec.context
    eng.update_item(st, item_id, alternate=yes)
    if yes:
        st.say(f"  {dec.player} pays the alternate cost (356.1.a)")
    st.tasks.append(Task("finalize", (item_id,)))


def _text(cost) -> str:
    parts = [f"{cost.energy} energy"] if cost.energy else []
    parts += [f"{n} {d} power" for d, n in cost.power]
    return " and ".join(parts) or "nothing"
