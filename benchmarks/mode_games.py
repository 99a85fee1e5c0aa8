"""Seeded random games of every mode the engine plays (issue 27), each checked after every
decision (tests/mode_games.py): finished, locks, broken invariants, replays, games/s.
A benchmark, not a test: it prints figures and never fails.

    python benchmarks/mode_games.py [--games 20] [--seed 0] [--modes ffa3,2v2]
                                    [--checks] [--decks test|random]

--checks adds tests/game_checks.py to each game: each decision's chosen line is the line
the log writes; the log's player lines alone (a look's "(seen by P)" mark left off) and
the record replay the game to the identical state; in mid-game a save/load round trip
and a few undos then the redos give the identical game.  --decks random plays shipped
playable decks and implemented battlefields drawn at random for each seat (from the mode
and seed) instead of the test decks.  These found the log lines that did not replay in
session 19 (a facedown card's play, a copy in hand and champion zone, the 2v2 invite).
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
    ap.add_argument("--modes", default=",".join(MODES),
                    help=f"comma-separated, of {', '.join(MODES)}")
    ap.add_argument("--checks", action="store_true",
                    help="also the log, replay and save/load/undo checks (tests/game_checks.py)")
    ap.add_argument("--decks", choices=("test", "random"), default="test",
                    help="the test decks, or random shipped decks and battlefields")
    args = ap.parse_args()
    modes = args.modes.split(",")
    if unknown := [m for m in modes if m not in MODES]:
        ap.error(f"unknown mode(s) {', '.join(unknown)}; known: {', '.join(MODES)}")
    engine = Engine()
    shown = ", log, replay and session" if args.checks else ""
    for mode in modes:
        t0 = time.perf_counter()
        outs = [play_mode(engine, mode, s, checks=args.checks, decks=args.decks)
                for s in range(args.seed, args.seed + args.games)]
        dt = time.perf_counter() - t0
        problems = [p for o in outs for p in o.problems]
        games = sum(o.games_in_match for o in outs)
        print(f"{mode:7s} {args.games} played, {sum(o.finished for o in outs)} finished, "
              f"{games} games in all, {len(problems)} problems, "
              f"{sum(o.decisions for o in outs) / args.games:.0f} decisions each, "
              f"{args.games / dt:.2f}/s (with the checks{shown})", flush=True)
        for p in problems[:5]:
            print("   ", p)


if __name__ == "__main__":
    main()
