"""Seeded random games of each mode the engine plays, checked after every decision: the
state's invariants (test_fuzz_invariants.check_state), cards conserved within each game of
a match (a match lays out its battlefields as they are picked, 486.5), every listed line
accepted on a sample of decisions, no lock, and a replay of the record to the same log.
Used by tests/test_match.py (a few games) and benchmarks/mode_games.py (figures)."""

from __future__ import annotations

from dataclasses import dataclass, field

from test_fuzz_invariants import END_BIAS, check_state

from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.decks.shipped import duel_from_names
from riftbound_tui.engine.game import Engine, Game, Record

DECKS = ["test-fury-chaos", "test-calm-body"]      # three battlefields each (486.4.a)
MODES = {"duel": {}, "match": {"mode": "match", "best_of": 3},
         "match5": {"mode": "match", "best_of": 5}}


def mode_setup(mode: str) -> dict:
    setup, _ = duel_from_names(DECKS)
    return {**setup, **MODES[mode]}


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
              max_decisions: int = 12_000) -> Outcome:
    out = Outcome()
    g = Game.from_setup(mode_setup(mode), seed, engine)
    agent = RandomAgent(seed, end_bias=END_BIAS)
    counts = _cards(g.state)
    while g.winner is None and out.decisions < max_decisions:
        legal = g.legal()
        if not legal:
            out.problems.append(f"seed {seed}: nothing listed for {g.pending}")
            return out
        if listed_every and out.decisions % listed_every == 0:
            out.problems += [f"seed {seed}: listed {ln!r} refused: {why}"
                             for ln in legal if (why := g.why_illegal(ln)) is not None]
        g.act(agent.decide(legal))
        out.decisions += 1
        bad = check_state(g.state)
        if _cards(g.state) != counts:
            bad.append("cards not conserved")
        if bad:
            out.problems.append(f"seed {seed} decision {out.decisions}: {bad[:3]}")
            return out
    out.finished = g.winner is not None
    out.games_in_match = g.state.match.game if g.state.match else 1
    again = Game.from_record(Record(g.record.setup, g.record.seed, list(g.record.lines)),
                             engine)
    if again.state.log[:] != g.state.log[:] or again.winner != g.winner:
        out.problems.append(f"seed {seed}: the record does not replay to the same game")
    return out
