"""Engine speed: random-vs-random full duels on the two fixed decks, one core.

    python benchmarks/engine_speed.py [--games 200] [--seed 0] [--copies 400] [--profile]

Prints games per second, decisions per second (one decision = legal() + act()),
and microseconds per state copy (`game.state.clone()`), averaged over copies of
mid-game states, each beside its goal.  A benchmark, not a test: it never fails.
`--profile` runs the games under cProfile and prints the top functions.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from riftbound_tui.ai.random_agent import RandomAgent  # noqa: E402
from riftbound_tui.decks.fixed import duel_setup  # noqa: E402
from riftbound_tui.engine.game import Engine, Game  # noqa: E402

GOAL_GAMES = 25.0          # games per second
GOAL_DECISIONS = 10_000.0  # decisions per second
GOAL_COPY_US = 100.0       # microseconds per state copy
END_BIAS = 0.25            # as the sim's random agent


def play(engine: Engine, seeds, keep_every: int = 0):
    """Play one game per seed; returns (decisions, turns, states kept for copying)."""
    decisions = turns = 0
    kept = []
    for seed in seeds:
        g = Game.from_setup(duel_setup(), seed, engine)
        agent = RandomAgent(seed, end_bias=END_BIAS)
        n = 0
        while g.winner is None and n < 5000:
            g.act(agent.decide(g.legal()))
            n += 1
            if keep_every and n % keep_every == 0:
                kept.append(g.state)
        decisions += n
        turns += g.state.turn_number
    return decisions, turns, kept


def time_copies(states, rounds: int = 5) -> float:
    """Mean microseconds per `state.clone()`, best of `rounds` passes."""
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        for st in states:
            st.clone()
        best = min(best, (time.perf_counter() - t0) / len(states))
    return best * 1e6


def mark(value: float, goal: float, lower_is_better: bool = False) -> str:
    ok = value <= goal if lower_is_better else value >= goal
    return "ok" if ok else "BELOW GOAL" if not lower_is_better else "ABOVE GOAL"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--copies", type=int, default=400, help="mid-game states to copy")
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args(argv)
    engine = Engine()
    seeds = range(args.seed, args.seed + args.games)
    play(engine, range(1000, 1003))          # warm caches (card db lookups, imports)

    if args.profile:
        import cProfile
        import pstats
        prof = cProfile.Profile()
        prof.enable()
        play(engine, seeds)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        pstats.Stats(prof).sort_stats("cumulative").print_stats(30)
        return 0

    t0 = time.perf_counter()
    decisions, turns, _ = play(engine, seeds)
    dt = time.perf_counter() - t0
    gps, dps = args.games / dt, decisions / dt

    # mid-game states: every 10th decision of a few games, until we have enough
    _, _, states = play(engine, range(5000, 5000 + max(1, args.copies // 12)), keep_every=10)
    states = states[:args.copies]
    us = time_copies(states)

    print(f"{args.games} games, random vs random, fixed decks, one core "
          f"({dt:.2f} s, mean {decisions / args.games:.0f} decisions, "
          f"{turns / args.games:.1f} turns)")
    print(f"  games/s       {gps:10.1f}   goal {GOAL_GAMES:>8.0f}   {mark(gps, GOAL_GAMES)}")
    print(f"  decisions/s   {dps:10.0f}   goal {GOAL_DECISIONS:>8.0f}   "
          f"{mark(dps, GOAL_DECISIONS)}")
    print(f"  us/state copy {us:10.1f}   goal {GOAL_COPY_US:>8.0f}   "
          f"{mark(us, GOAL_COPY_US, lower_is_better=True)}   (mean of {len(states)} "
          f"mid-game states)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
