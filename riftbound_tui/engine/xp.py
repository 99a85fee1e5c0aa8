"""XP (728-733): a number each player has, public (729.2), not a game object (731), with no
upper limit (733).  It is gained (730.1: Hunt, "gain 1 XP") and spent (730.2: "Spend 2 XP:",
"you may spend 3 XP as an additional cost"); Level N abilities are active while their
controller has N or more XP (824.1.b.1), a condition (`level`, engine/conditions.py).

Hunt N (823) is "when I conquer or hold, my controller gains N XP" (823.1.c.1): the card
loader writes it as those two triggered abilities (cards/hunt.py), so it triggers, goes on
the chain and resolves like any other conquer or hold ability.
"""

from __future__ import annotations

from ..cards import hunt
from . import conditions
from .errors import IllegalAction
from .state import GameState


def by(db, item) -> str:
    """Who gains it, for the log: a Hunt keyword's ability names the keyword (823.1.c.1)."""
    if item.kind == "triggered" and item.ability is not None and item.delayed is None:
        card = db.get(item.card)
        ab = card.abilities[item.ability]
        if hunt.is_hunt(ab, card.keywords):
            return f"{item.card}'s Hunt (823.1.c.1)"
    return item.card


def gain(st: GameState, player: str, n: int, by: str) -> int:
    """730.1: raise `player`'s XP by n (no limit, 733)."""
    if n <= 0:
        return 0
    st.players[player].xp += n
    conditions.note(st, "gained_xp", player)        # "if you've gained XP this turn"
    st.say(f"  {by}: {player} gains {n} XP, now {st.players[player].xp} (730.1)")
    return n


def can_spend(st: GameState, player: str, n: int) -> bool:
    return st.players[player].xp >= n


def spend(st: GameState, player: str, n: int, by: str) -> None:
    """730.2: lower `player`'s XP by n; a cost is paid whole or not at all (357)."""
    have = st.players[player].xp
    if have < n:
        raise IllegalAction(f"{by}: {player} has {have} XP, not the {n} to spend (730.2)")
    st.players[player].xp = have - n
    st.say(f"  {player} spends {n} XP for {by}, now {have - n} (730.2)")
