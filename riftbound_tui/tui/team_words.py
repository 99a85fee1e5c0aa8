"""A 2v2 table in words (489): the teams, their shared points and the team that won.

A team is named by its seats in seat order ("A and C"), whoever goes first; its points
are any teammate's, for teammates have the same points (489.8.d.1).  Outside 2v2
(`GameState.teams` is None) nothing here is asked."""

from __future__ import annotations


def team_of(st, player: str) -> str:
    """"A and C": `player` and their teammate, in seat order."""
    team = st.teams[player]
    return " and ".join(sorted(p for p, t in st.teams.items() if t == team))


def team_points(st) -> str:
    """'points A and C 4 · B and D 6': each team's shared points (489.8.d.1), the team
    of the first player in turn order first."""
    points: dict[str, int] = {}
    for p in st.order:
        points.setdefault(team_of(st, p), st.players[p].points)
    return "points " + " · ".join(f"{team} {n}" for team, n in points.items())


def winner_words(st) -> str:
    """'A and C win the game' in 2v2 (the whole team wins, 489.6.a.3), else 'A wins the
    game'."""
    if st.teams is not None and st.winner in st.teams:
        return f"{team_of(st, st.winner)} win the game"
    return f"{st.winner} wins the game"


def is_ally(st, p: str, of: str) -> bool:
    """Is `p` the teammate of `of` (not `of` themself)?"""
    return st.teams is not None and p != of and st.teams.get(p) == st.teams.get(of)
