"""Who is whose ally and whose opponent: the one place every rule asks.

A player's allies are their teammates in a team game; every player who is neither they
nor an ally is their opponent.  Outside 2v2 (489) no player has a teammate
(`GameState.teams` is None): "you or an ally" is you, and "an opponent" / "each
opponent" is every other player.  In 2v2 `GameState.teams` names each player's team
(the first and third players in turn order against the second and fourth, 489.5.c), and
every selector and instruction that reads "ally", "friendly" (489.8.e) or "opponent"
(targets.py, effects.py, state.opponents) follows; a team's points are shared (489.8.d).
"""

from __future__ import annotations


def is_ally(st, x: str, y: str) -> bool:
    """Is player `x` "you or an ally" from `y`'s side: `y` themself or a teammate?
    Each player alone is their own team without team modes; `GameState.teams` maps a
    player to their team in 2v2 (written out here, not a call per player: asked of every
    unit a target or a trigger looks at)."""
    if x == y:
        return True
    teams = getattr(st, "teams", None)
    return bool(teams) and teams.get(x, x) == teams.get(y, y)


def is_opponent(st, x: str, y: str) -> bool:
    """Is player `x` an opponent of `y`: anyone who is neither `y` nor `y`'s ally?
    (`not is_ally(...)`, written out: without team modes, anyone but `y`.)"""
    if x == y:
        return False
    teams = getattr(st, "teams", None)
    return not teams or teams.get(x, x) != teams.get(y, y)


def opponents(st, player: str) -> list[str]:
    """`player`'s opponents in turn order."""
    return [p for p in st.order if is_opponent(st, p, player)]


def you_and_allies(st, player: str) -> list[str]:
    """`player` and their allies, in turn order ("you or an ally")."""
    return [p for p in st.order if is_ally(st, p, player)]


def gain_points(st, player: str, n: int) -> None:
    """`player` gains `n` points; in 2v2 their team does, so a teammate has as many
    (489.8.d.1, 489.8.d.2)."""
    st.players[player].points += n
    if st.teams is not None:
        for p in you_and_allies(st, player):
            if p != player:
                st.players[p].points = st.players[player].points


def team_name(st, player: str) -> str:
    """"A and C": a player and their allies, for a log line about a team."""
    return " and ".join(you_and_allies(st, player))
