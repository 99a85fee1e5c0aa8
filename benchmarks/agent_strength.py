"""Agent strength: win rates heuristic vs random and search vs heuristic, one core.

    python benchmarks/agent_strength.py [--games 20] [--search-games 10] [--budget 0.5]
                                        [--seed 0] [--rollout settle|greedy|heuristic|random]
                                        [--decks fixed|mirror-fury|mirror-calm|lux,garen]

Each pairing plays N games on the two fixed decks (or a mirror of one, or two shipped
decks by name: `--decks lux,garen`) with game seeds seed..seed+N-1, the agents swapping
seats every game (game seed s puts the first agent in seat A when s is even), so each
plays both decks and both seats as often and a long run can be split into pieces
(`--seed 0 --search-games 20`, then `--seed 20 ...`) whose tallies add up.  After
every game a running tally is printed.  At the end: each agent's wins, win rate with
its 95% confidence interval (Wilson score interval; unfinished games count as not
won), and time per decision (mean, median, 95th percentile and max, with how many
went over the search budget), and the search agent's samples per decision.  A
benchmark, not a test: it never fails.
"""

from __future__ import annotations

import argparse
import math
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


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a win rate of wins/n (95% for z = 1.96)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


class Counted:
    """Wraps a search agent to keep its samples and CPU seconds per decision (a decision
    over budget in wall time but not in CPU time was the machine's, not the agent's)."""

    def __init__(self, inner: SearchAgent, samples: list[int], cpu: list[float]):
        self.inner, self.samples, self.cpu = inner, samples, cpu
        self.name = inner.name
        self.engine = inner.engine

    def know_setup(self, setup) -> None:
        self.inner.know_setup(setup)

    def decide(self, view, decision, legal):
        c0 = time.process_time()
        line = self.inner.decide(view, decision, legal)
        self.cpu.append(time.process_time() - c0)
        if self.inner.last_samples:
            self.samples.append(self.inner.last_samples)
        return line


def setup_for(decks: str) -> dict:
    """The duel setup: the two fixed decks, one of them on both sides (a mirror, so a
    deck's edge does not decide the pairing), or two shipped decks named 'x,y'."""
    from riftbound_tui.decks.fixed import CALM_MIND, FURY_ORDER, duel_setup
    if decks == "mirror-fury":
        return duel_setup(FURY_ORDER, FURY_ORDER)
    if decks == "mirror-calm":
        return duel_setup(CALM_MIND, CALM_MIND)
    if decks == "fixed":
        return duel_setup()
    from riftbound_tui.decks.shipped import duel_from_names
    return duel_from_names([n.strip() for n in decks.split(",")])[0]


def pairing(name_x: str, make_x, name_y: str, make_y, games: int, seed: int,
            budget: float | None = None, setup: dict | None = None) -> None:
    engine = default_engine()
    wins = {name_x: 0, name_y: 0}
    times: dict[str, list[float]] = {name_x: [], name_y: []}
    unfinished = 0
    t0 = time.perf_counter()
    played = 0
    try:
        for k in range(games):
            s = seed + k
            sx, sy = ("A", "B") if s % 2 == 0 else ("B", "A")
            who = {sx: name_x, sy: name_y}
            clock: dict[str, list[float]] = {}
            g = play_game(engine, s, {sx: make_x(s), sy: make_y(s + 7919)},
                          setup=setup, clock=clock)
            for seat, ts in clock.items():
                times[who[seat]].extend(ts)
            if g.winner is None:
                unfinished += 1
            else:
                wins[who[g.winner]] += 1
            lo, hi = wilson(wins[name_x], k + 1)
            print(f"  game {k + 1}/{games} seed {s}: {name_x} in {sx}, "
                  f"winner {who.get(g.winner, 'none')} (turn {g.state.turn_number}); "
                  f"{name_x} {wins[name_x]}-{wins[name_y]} {name_y} "
                  f"({100 * lo:.0f}-{100 * hi:.0f}%)", flush=True)
            played = k + 1
    except KeyboardInterrupt:          # Ctrl-C: the summary of the games played so far
        print(f"  interrupted after {played} games")
    games = played
    dt = time.perf_counter() - t0
    print(f"{name_x} vs {name_y}: {games} games ({dt:.1f} s)"
          + (f", unfinished {unfinished}" if unfinished else ""))
    for n in (name_x, name_y):
        ts = sorted(times[n] or [0.0])
        lo, hi = wilson(wins[n], max(games, 1))
        p95 = ts[max(0, int(len(ts) * 0.95) - 1)]
        print(f"  {n:10s} wins {wins[n]:3d}/{games} = {100 * wins[n] / max(games, 1):5.1f}% "
              f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%)")
        over = ""
        if budget is not None and n == name_x:
            late = sum(1 for t in ts if t > budget)
            over = f", {late} over {budget:.2f} s"
        print(f"  {'':10s} per decision: mean {1000 * statistics.fmean(ts):.1f} ms, "
              f"median {1000 * statistics.median(ts):.1f} ms, p95 {1000 * p95:.0f} ms, "
              f"max {1000 * ts[-1]:.0f} ms ({len(ts)} decisions{over})")
        if budget is not None and n == name_x:
            thought = [t for t in ts if t > 0.002]
            if thought:
                print(f"  {'':10s} decisions that searched: {len(thought)}, median "
                      f"{1000 * statistics.median(thought):.0f} ms")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20, help="heuristic vs random games")
    ap.add_argument("--search-games", type=int, default=10, help="search vs heuristic games")
    ap.add_argument("--budget", type=float, default=0.5, help="search seconds per decision")
    ap.add_argument("--rollout", choices=["reply", "settle", "greedy", "heuristic", "random"],
                    default="settle")
    ap.add_argument("--seed", "--seed-start", type=int, default=0,
                    help="first game seed (split a long run: the next piece starts after)")
    ap.add_argument("--decks", default="fixed",
                    help="fixed (seat A: Fury/Order), mirror-fury, mirror-calm, or two "
                         "shipped decks 'lux,garen'")
    ap.add_argument("--opt", action="append", default=[], metavar="NAME=VALUE",
                    help="a search agent setting (width=4, z=0.5, ...), repeatable")
    args = ap.parse_args(argv)
    opts = {}
    for o in args.opt:
        k, _, v = o.partition("=")
        opts[k] = float(v) if "." in v else int(v)
    engine = default_engine()
    setup = setup_for(args.decks)
    if args.games:
        pairing("heuristic", lambda s: HeuristicAgent(s, engine),
                "random", lambda s: make_agent("random", s), args.games, args.seed,
                setup=setup)
    if args.search_games:
        samples: list[int] = []
        cpu: list[float] = []
        pairing("search", lambda s: Counted(SearchAgent(s, engine, budget=args.budget,
                                                        rollout=args.rollout, **opts),
                                          samples, cpu),
                "heuristic", lambda s: HeuristicAgent(s, engine),
                args.search_games, args.seed, budget=args.budget, setup=setup)
        if samples:
            print(f"  search: budget {args.budget} s, {args.rollout} rollouts, "
                  f"samples per searched decision: median {statistics.median(samples):.0f}, "
                  f"min {min(samples)}, max {max(samples)}")
        if cpu:
            print(f"  search CPU seconds per decision: max {max(cpu):.3f} s, "
                  f"{sum(1 for c in cpu if c > args.budget)} over the budget")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
