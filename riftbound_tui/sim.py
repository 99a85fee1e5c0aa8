"""`riftbound sim`: play many games between agents and print results and speed.

    riftbound sim --games 100 --seed 0

Both seats are random agents on the two fixed decks (decks/fixed.py); game k uses
game seed `seed + k`, so a run is reproducible and any game can be replayed alone.
"""

from __future__ import annotations

import time

from .ai.agent import Agent, ListAgent, make_agent
from .decks.fixed import duel_setup
from .engine.game import Engine, Game

MAX_DECISIONS = 5000      # a safety cap; random duels take ~150 decisions


def play_game(engine: Engine, seed: int, agents: dict[str, Agent] | None = None,
              setup: dict | None = None, max_decisions: int = MAX_DECISIONS) -> Game:
    """One full game; returns the finished Game (winner None only if the cap was hit)."""
    g = Game.from_setup(setup or duel_setup(), seed, engine)
    if agents is None:
        agents = {p: make_agent("random", seed * len(g.state.order) + k)
                  for k, p in enumerate(g.state.order)}
    n = 0
    while g.winner is None and n < max_decisions:
        dec = g.pending
        agent = agents[dec.player]
        # A list agent never looks at the view: skip the redacted copy it would cost.
        view = None if isinstance(agent, ListAgent) else g.view(dec.player)
        g.act(agent.decide(view, dec, g.legal()))
        n += 1
    return g


def main(games: int, seed: int) -> int:
    if games < 1:
        print("--games must be at least 1")
        return 2
    engine = Engine()
    wins: dict[str, int] = {}
    turns = decisions = unfinished = 0
    seats: tuple[str, ...] = ()
    t0 = time.perf_counter()
    for k in range(games):
        g = play_game(engine, seed + k)
        seats = g.state.order if not seats else seats
        if g.winner is None:
            unfinished += 1
        else:
            wins[g.winner] = wins.get(g.winner, 0) + 1
        turns += g.state.turn_number
        decisions += len(g.record.lines)
    dt = time.perf_counter() - t0
    names = sorted(set(seats) | set(wins))
    print(f"{games} games, random vs random, fixed decks, seeds {seed}..{seed + games - 1}")
    print("wins: " + ", ".join(f"{p} {wins.get(p, 0)}" for p in names)
          + (f", unfinished {unfinished}" if unfinished else ""))
    print(f"mean turns {turns / games:.1f}, mean decisions {decisions / games:.1f}")
    print(f"{games / dt:.1f} games/s, {decisions / dt:.0f} decisions/s ({dt:.2f} s)")
    return 0
