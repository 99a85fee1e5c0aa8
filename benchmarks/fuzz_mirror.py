"""Mirror-match fuzzing (issue 7): every shipped deck against itself, and random
decks that bring battlefields of the same name, with the game checked after every
decision (tests/mirror_games.py).  A benchmark, not a test: it never fails.

    python benchmarks/fuzz_mirror.py [--games 20] [--random 200] [--listed-every 1]

Prints games, decisions, games with a shared battlefield name, locks, listed lines
that were rejected, broken invariants, and the first few of each.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from mirror_games import (Figures, battlefield_names, mirror_setup,  # noqa: E402
                          play_checked, repeated_battlefield_setup, shipped_decks)
from riftbound_tui.engine.game import Engine  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20, help="mirror games per shipped deck")
    ap.add_argument("--random", type=int, default=200,
                    help="games between random decks with repeated battlefield names")
    ap.add_argument("--listed-every", type=int, default=1,
                    help="check every listed line on every N-th decision")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    eng = Engine()
    decks = shipped_decks(eng.db)
    bfs = battlefield_names(eng.db)
    total = Figures()
    t0 = time.perf_counter()
    for name in sorted(decks):
        fig = Figures()
        for s in range(args.seed, args.seed + args.games):
            fig.add(play_checked(eng, mirror_setup(decks[name]), s, name,
                                 listed_every=args.listed_every))
        print(f"mirror {name:32} games {fig.games:4}  finished {fig.finished:4}  "
              f"shared-name {fig.shared_battlefield_games:4}  locks {len(fig.locks)}  "
              f"rejected {len(fig.rejected_listed)}  invariants {len(fig.broken_invariants)}")
        total.add(fig)
    rnd = random.Random(args.seed)
    fig = Figures()
    for s in range(args.random):
        label, setup = repeated_battlefield_setup(decks, bfs, rnd)
        fig.add(play_checked(eng, setup, args.seed + s, label, listed_every=args.listed_every))
    print(f"random decks, repeated battlefields   games {fig.games:4}  finished "
          f"{fig.finished:4}  shared-name {fig.shared_battlefield_games:4}  locks "
          f"{len(fig.locks)}  rejected {len(fig.rejected_listed)}  invariants "
          f"{len(fig.broken_invariants)}")
    total.add(fig)
    dt = time.perf_counter() - t0
    print(f"\nTOTAL games {total.games}, finished {total.finished}, decisions "
          f"{total.decisions}, games with a shared battlefield name "
          f"{total.shared_battlefield_games}, locks {len(total.locks)}, rejected listed "
          f"lines {len(total.rejected_listed)}, broken invariants "
          f"{len(total.broken_invariants)} ({dt:.1f} s)")
    for what in ("locks", "rejected_listed", "broken_invariants"):
        for entry in getattr(total, what)[:5]:
            print(f"  {what}: {entry}")


if __name__ == "__main__":
    main()
