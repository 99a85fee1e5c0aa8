"""Precon-vs-precon random duels (issues 8, 26): for every pair of the thirteen precons
that are playable, mirrors included, N seeded random duels, each checked after every decision
(tests/mirror_games.py: no lock, every listed line accepted, every object in one zone,
cards conserved).  A benchmark, not a test: it prints figures and never fails.

    python benchmarks/precon_duels.py [--games 50] [--listed-every 5] [--seed 0]
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from mirror_games import Figures, duel_setup, play_checked, target_precons  # noqa: E402
from riftbound_tui.engine.game import Engine  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50, help="seeded duels per pair")
    ap.add_argument("--listed-every", type=int, default=5,
                    help="check every listed line on every N-th decision (0: never)")
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    args = ap.parse_args()
    eng = Engine()
    playable, not_yet = target_precons(eng.db)
    for key, why in not_yet.items():
        print(f"precon {key} not playable: {why[:150]}")
    total = Figures()
    start = time.perf_counter()
    for a, b in itertools.combinations_with_replacement(sorted(playable), 2):   # mirrors too
        pair = Figures()
        t0 = time.perf_counter()
        for seed in range(args.seed, args.seed + args.games):
            pair.add(play_checked(eng, duel_setup(playable[a], playable[b]), seed,
                                  f"{a} vs {b}", listed_every=args.listed_every))
        print(f"{a} vs {b}: {pair.finished}/{pair.games} finished with a winner, "
              f"{pair.decisions} decisions, {len(pair.locks)} locks, "
              f"{len(pair.rejected_listed)} rejected listed lines, "
              f"{len(pair.broken_invariants)} broken invariants "
              f"({time.perf_counter() - t0:.1f} s)")
        for msg in (pair.locks + pair.rejected_listed + pair.broken_invariants)[:3]:
            print("   ", msg)
        total.add(pair)
    print(f"pairs {len(playable) * (len(playable) + 1) // 2} of "
          f"{len(playable)} playable target precons; games {total.games}, "
          f"finished {total.finished}, decisions {total.decisions}, "
          f"locks {len(total.locks)}, rejected listed {len(total.rejected_listed)}, "
          f"broken invariants {len(total.broken_invariants)}, "
          f"{time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
