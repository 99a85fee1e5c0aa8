"""Seeded random games of each mode the engine plays, checked after every decision by
mirror_games.play_checked (the state's invariants, every listed line accepted on a sample of
decisions, no lock), with cards conserved within each game of a match (a match lays out its
battlefields as they are picked, 486.5), and a replay of the record to the same log;
with `checks`, tests/game_checks.py's too (the log as played, the log's replay, a session
round trip), and with `decks="random"` random shipped decks and battlefields.
Used by tests/test_match.py (a few games) and benchmarks/mode_games.py (figures)."""

from __future__ import annotations

from dataclasses import dataclass, field

from mirror_games import play_checked

from riftbound_tui.decks.shipped import duel_from_names
from riftbound_tui.engine.game import Engine, Game, Record

DECKS = ["test-fury-chaos", "test-calm-body"]      # three battlefields each (486.4.a)
# FFA's third and fourth players: shipped decks with three battlefields (487.4.a, 488.4.a)
MORE_DECKS = ["jinx", "lee-sin"]
MODES = {"duel": {}, "match": {"mode": "match", "best_of": 3},
         "match5": {"mode": "match", "best_of": 5},
         "ffa3": {"mode": "ffa3"}, "ffa4": {"mode": "ffa4"}, "2v2": {"mode": "2v2"}}
SEATS = {"ffa3": 3, "ffa4": 4, "2v2": 4}


def mode_setup(mode: str) -> dict:
    if mode in SEATS:
        return ffa_setup(mode)
    setup, _ = duel_from_names(DECKS)
    return {**setup, **MODES[mode]}


def ffa_setup(mode: str) -> dict:
    """Players A-C (FFA3) or A-D (FFA4, 2v2) on the test decks and then the shipped ones."""
    from riftbound_tui.decks.shipped import table_from_names
    from riftbound_tui.sim import ffa_setup
    if mode == "2v2":                 # teammates' battlefields differ (489.8.i)
        return ffa_setup(mode)
    return table_from_names((DECKS + MORE_DECKS)[:SEATS[mode]], mode)[0]


@dataclass
class Outcome:
    finished: bool = False
    decisions: int = 0
    games_in_match: int = 1
    problems: list[str] = field(default_factory=list)


def _cards(st) -> dict:
    """Non-token cards other than battlefields, per owner: the same in every game."""
    out = {p: 0 for p in st.order}
    for o in st.objs.values():
        if not o.token and o.zone != "battlefields":
            out[o.owner] += 1
    return out


def play_mode(engine: Engine, mode: str, seed: int, listed_every: int = 7,
              max_decisions: int = 12_000, checks: bool = False,
              decks: str = "test") -> Outcome:
    label, setup = mode, mode_setup(mode)
    if decks == "random":
        from game_checks import random_setup
        names, setup = random_setup(engine, mode, seed, {} if mode in SEATS else MODES[mode])
        label = f"{mode} ({names})"
    each = None
    if checks:
        from game_checks import DecisionChecks
        each = DecisionChecks(engine, seed, mode)
    games: list = []
    fig = play_checked(engine, setup, seed, label, max_decisions,
                       listed_every, counts=_cards, games=games, each=each)
    out = Outcome(bool(fig.finished), fig.decisions,
                  problems=fig.locks + fig.rejected_listed + fig.broken_invariants + fig.checks)
    if not games:
        return out
    g = games[0]
    out.games_in_match = g.state.match.game if g.state.match else 1
    if checks:
        from game_checks import finished_problems
        out.problems += [f"{label} seed {seed}: {p}" for p in finished_problems(g, engine)]
    again = Game.from_record(Record(g.record.setup, g.record.seed, list(g.record.lines)),
                             engine)
    if again.state.log[:] != g.state.log[:] or again.winner != g.winner:
        out.problems.append(f"seed {seed}: the record does not replay to the same game")
    return out
