"""How fast oversized or hostile lines are refused at the notation's edge (issue 7:
a 1 MB `choose` line took over 60 s; 5000 digits raised ValueError).  A benchmark,
not a test: it prints timings and never fails.

    python benchmarks/notation_bounds.py [--repeat 5]

Times `game.is_legal(line)` on a Duel position for: a 1 MB reference list, a 1 MB
line of one unknown name, a number of 3900 digits, and (to show reading is linear)
reference lists just under the line limit, of growing length.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from riftbound_tui.decks.fixed import duel_setup  # noqa: E402
from riftbound_tui.engine.game import Engine, Game  # noqa: E402
from riftbound_tui.engine.notation import MAX_LINE  # noqa: E402


def ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    g = Game.from_setup(duel_setup(), 0, Engine())
    p = g.pending.player
    mb = 1 << 20
    cases = {
        "1 MB choose list": f"{p}: choose " + ("B:Vanguard Sergeant#1, " * (mb // 22)),
        "1 MB single name": f"{p}: play " + "x" * mb,
        "3900-digit mode": f"{p}: mode " + "9" * 3900,
        "3900-digit #N": f"{p}: play Hextech Ray#" + "9" * 3900,
    }
    for name, line in cases.items():
        t = ms(lambda line=line: g.is_legal(line), args.repeat)
        print(f"  {name:28} {len(line):8} chars  refused in {t:8.3f} ms: "
              f"{g.why_illegal(line)[:70]}")
    print("reading a reference list (parser only), up to the line limit:")
    for n in (8, 32, 64):
        text = ", ".join(["B:Vanguard Sergeant@Bandle Tree#1"] * n)[:MAX_LINE - 20]
        t = ms(lambda text=text: g.parser.refs(text), args.repeat)
        print(f"  {n:4} references  {len(text):6} chars  {t:8.3f} ms")


if __name__ == "__main__":
    main()
