"""Delayed effects that wait for a later event this turn: "the next spell you play this
turn costs 5 less" (`next_play`).  The effect is noted as a modifier of its controller that
lasts the turn (317.2.c); the next card of that kind its controller plays applies it to its
cost (356.4) and uses it up as it is paid (357), whether or not it lowered anything."""

from __future__ import annotations

from ..cards.model import CardDef, Cost, Effect
from .state import GameState, Modifier

KIND = "next_play"


def start(st: GameState, eff: Effect, player: str, by: str) -> None:
    st.modifiers.append(Modifier(-1, KIND, amount=eff.amount, keyword=eff.what, until="turn",
                                 timestamp=st.tick(), source=player))
    st.say(f"  {by}: the next {eff.what} {player} plays this turn costs {eff.amount} energy "
           f"less (356.4)")


def _waiting(st: GameState, player: str, card: CardDef):
    for m in st.modifiers:
        if m.kind == KIND and m.source == player and m.keyword in (card.type, "card"):
            return m
    return None


def discount(st: GameState, player: str, card: CardDef, cost: Cost) -> Cost:
    """The card's Energy cost with the waiting discount (356.4, never below 0, 356.6)."""
    m = _waiting(st, player, card)
    if m is None or not cost.energy:
        return cost
    return Cost(max(0, cost.energy - m.amount), cost.power, cost.exhaust_self, cost.spend_buff)


def use_up(st: GameState, player: str, card: CardDef) -> None:
    """The card is the next one of its kind played: the effect is done."""
    m = _waiting(st, player, card)
    if m is not None:
        st.modifiers.remove(m)
        st.say(f"  {card.name} uses up the discount waiting for the next {m.keyword}")
