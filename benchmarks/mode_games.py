"""Seeded random games of every mode the engine plays (issue 27), each checked after every
decision (tests/mode_games.py): finished, locks, broken invariants, replays, games/s.
A benchmark, not a test: it prints figures and never fails.

    python benchmarks/mode_games.py [--games 20] [--seed 0]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from mode_games import MODES, play_mode  # noqa: E402
from riftbound_tui.engine.game import Engine  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    engine = Engine()
    for mode in MODES:
        t0 = time.perf_counter()
        outs = [play_mode(engine, mode, s) for s in range(args.seed, args.seed + args.games)]
        dt = time.perf_counter() - t0
        problems = [p for o in outs for p in o.problems]
        games = sum(o.games_in_match for o in outs)
        print(f"{mode:7s} {args.games} played, {sum(o.finished for o in outs)} finished, "
              f"{games} games in all, {len(problems)} problems, "
              f"{sum(o.decisions for o in outs) / args.games:.0f} decisions each, "
              f"{args.games / dt:.2f}/s (with the checks)")
        for p in problems[:5]:
            print("   ", p)


if __name__ == "__main__":
    main()
