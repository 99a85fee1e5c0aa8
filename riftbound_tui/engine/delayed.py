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
                                 timestamp=st.tick(), source=player,
                                 keyword_value=1 if eff.ready else None))
    if eff.amount:
        st.say(f"  {by}: the next {eff.what} {player} plays this turn costs {eff.amount} "
               f"energy less (356.4)")
    if eff.ready:
        st.say(f"  {by}: the next {eff.what} {player} plays this turn enters ready")


def _all_waiting(st: GameState, player: str, card: CardDef) -> list:
    return [m for m in st.modifiers if m.kind == KIND and m.source == player
            and m.keyword in (card.type, "card")]


def discount(st: GameState, player: str, card: CardDef, cost: Cost) -> Cost:
    """The card's Energy cost with the waiting discounts (356.4, never below 0, 356.6):
    every effect waiting for "the next" such card applies to it."""
    less = sum(m.amount for m in _all_waiting(st, player, card))
    if not less or not cost.energy:
        return cost
    return Cost(max(0, cost.energy - less), cost.power, cost.exhaust_self, cost.spend_buff)


def use_up(st: GameState, player: str, card: CardDef, oid: int | None = None) -> None:
    """The card is the next one of its kind played: the effect is done.  "Enters ready"
    (Sun Disc) is noted on the card being played, read as it enters the board."""
    for m in _all_waiting(st, player, card):
        st.modifiers.remove(m)
        if m.keyword_value and oid is not None:
            st.modifiers.append(Modifier(oid, READY, until="turn", source=player))
        what = "discount" if m.amount else "effect"
        st.say(f"  {card.name} uses up the {what} waiting for the next {m.keyword}")


READY = "enters_ready"


def enters_ready(st: GameState, oid: int) -> bool:
    return any(m.kind == READY and m.target == oid for m in st.modifiers)
