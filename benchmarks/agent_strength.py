"""Agent strength: win rates heuristic vs random and search vs heuristic, one core.

    python benchmarks/agent_strength.py [--games 20] [--search-games 10] [--budget 0.5]
                                        [--seed 0] [--rollout heuristic|random]

Each pairing plays N games on the two fixed decks with game seeds seed..seed+N-1,
the agents swapping seats every game (so each plays both decks and both seats as
often).  Prints each agent's wins, win rate and time per decision (mean and max),
and the search agent's samples per decision.  A benchmark, not a test: it never fails.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from riftbound_tui.ai.agent import make_agent  # noqa: E402
from riftbound_tui.ai.heuristic import HeuristicAgent  # noqa: E402
from riftbound_tui.ai.search import SearchAgent  # noqa: E402
from riftbound_tui.engine.game import default_engine  # noqa: E402
from riftbound_tui.sim import play_game  # noqa: E402


class Counted:
    """Wraps a search agent to keep its samples per decision."""

    def __init__(self, inner: SearchAgent, samples: list[int]):
        self.inner, self.samples = inner, samples
        self.name = inner.name
        self.engine = inner.engine

    def know_setup(self, setup) -> None:
        self.inner.know_setup(setup)

    def decide(self, view, decision, legal):
        line = self.inner.decide(view, decision, legal)
        if self.inner.last_samples:
            self.samples.append(self.inner.last_samples)
        return line


def pairing(name_x: str, make_x, name_y: str, make_y, games: int, seed: int) -> None:
    engine = default_engine()
    wins = {name_x: 0, name_y: 0}
    times: dict[str, list[float]] = {name_x: [], name_y: []}
    unfinished = 0
    t0 = time.perf_counter()
    for k in range(games):
        sx, sy = ("A", "B") if k % 2 == 0 else ("B", "A")
        who = {sx: name_x, sy: name_y}
        clock: dict[str, list[float]] = {}
        g = play_game(engine, seed + k, {sx: make_x(seed + k), sy: make_y(seed + k + 7919)},
                      clock=clock)
        for seat, ts in clock.items():
            times[who[seat]].extend(ts)
        if g.winner is None:
            unfinished += 1
        else:
            wins[who[g.winner]] += 1
        print(f"  game {k + 1}/{games} seed {seed + k}: {name_x} in {sx}, "
              f"winner {who.get(g.winner, 'none')} (turn {g.state.turn_number})", flush=True)
    dt = time.perf_counter() - t0
    print(f"{name_x} vs {name_y}: {games} games ({dt:.1f} s)"
          + (f", unfinished {unfinished}" if unfinished else ""))
    for n in (name_x, name_y):
        ts = times[n] or [0.0]
        print(f"  {n:10s} wins {wins[n]:3d} ({100 * wins[n] / games:5.1f}%)   "
              f"{1000 * statistics.fmean(ts):8.2f} ms/decision mean, "
              f"{1000 * max(ts):7.0f} ms max, {len(ts)} decisions")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20, help="heuristic vs random games")
    ap.add_argument("--search-games", type=int, default=10, help="search vs heuristic games")
    ap.add_argument("--budget", type=float, default=0.5, help="search seconds per decision")
    ap.add_argument("--rollout", choices=["heuristic", "random"], default="heuristic")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    engine = default_engine()
    if args.games:
        pairing("heuristic", lambda s: HeuristicAgent(s, engine),
                "random", lambda s: make_agent("random", s), args.games, args.seed)
    if args.search_games:
        samples: list[int] = []
        pairing("search", lambda s: Counted(SearchAgent(s, engine, budget=args.budget,
                                                        rollout=args.rollout), samples),
                "heuristic", lambda s: HeuristicAgent(s, engine),
                args.search_games, args.seed)
        if samples:
            print(f"  search: budget {args.budget} s, {args.rollout} rollouts, "
                  f"samples per searched decision: median {statistics.median(samples):.0f}, "
                  f"min {min(samples)}, max {max(samples)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
