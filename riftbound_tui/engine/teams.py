"""Who is whose ally and whose opponent: the one place every rule asks.

A player's allies are their teammates in a team game; every player who is neither they
nor an ally is their opponent.  Riftbound's team modes are not played here yet, so no
player has a teammate (`GameState.teams` does not exist): "you or an ally" is you, and
"an opponent" / "each opponent" is every other player.  When teams come, only
`_team_of` changes, and every selector and instruction that reads "ally" or "opponent"
(targets.py, effects.py, state.opponents) follows.
"""

from __future__ import annotations


def _team_of(st, player: str):
    """The team a player plays on; each player alone is their own team (no team modes)."""
    teams = getattr(st, "teams", None)
    if teams:
        return teams.get(player, player)
    return player


def is_ally(st, x: str, y: str) -> bool:
    """Is player `x` "you or an ally" from `y`'s side: `y` themself or a teammate?"""
    return x == y or _team_of(st, x) == _team_of(st, y)


def is_opponent(st, x: str, y: str) -> bool:
    """Is player `x` an opponent of `y`: anyone who is neither `y` nor `y`'s ally?"""
    return not is_ally(st, x, y)


def opponents(st, player: str) -> list[str]:
    """`player`'s opponents in turn order."""
    return [p for p in st.order if is_opponent(st, p, player)]


def you_and_allies(st, player: str) -> list[str]:
    """`player` and their allies, in turn order ("you or an ally")."""
    return [p for p in st.order if is_ally(st, p, player)]
