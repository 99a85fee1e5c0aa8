"""Captures of the free-for-all table (issue 27): an FFA3 and an FFA4 board at 120x40 and
at 80x24, as SVG and plain text, into docs/captures/.  Each game is seeded and played by
a quick player (units out, cards played, then end or pass) for some decisions; the board
is drawn for the seat to act, behind the curtain and the recap as a person would reach it.

    python benchmarks/ffa_captures.py
"""

from __future__ import annotations

import asyncio
import os
import random
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "docs" / "captures"
DECKS = ["garen", "fiora", "master-yi", "vi"]
# (players, decisions played before the capture, seed)
GAMES = [(3, 60, 2), (4, 80, 2)]
SIZES = [(120, 40), (80, 24)]


def quick(rnd: random.Random, legal: list[str]) -> str:
    plays = [ln for ln in legal if ": play " in ln]
    moves = [ln for ln in legal if ": move " in ln and " to base" not in ln]
    ends = [ln for ln in legal if ln.endswith((": end", ": pass"))]
    return rnd.choice(plays or moves or ends or legal)


async def capture(n: int, steps: int, seed: int, size: tuple[int, int]) -> None:
    from riftbound_tui.decks.shipped import table_from_names
    from riftbound_tui.tui.app import RiftboundApp
    from riftbound_tui.tui.screens.curtain import CurtainScreen
    from riftbound_tui.tui.screens.recap import RecapScreen
    from riftbound_tui.tui.screentext import screen_text
    from riftbound_tui.tui.session import CURTAIN, Seat, Session, TableConfig
    setup, _ = table_from_names(DECKS[:n], f"ffa{n}")
    s = Session(TableConfig(setup, seed, {p: Seat() for p in "ABCD"[:n]}, CURTAIN,
                            f"FFA{n} · seed {seed}"))
    rnd = random.Random(seed)
    for _ in range(steps):
        s.act(quick(rnd, s.game.legal()))
    app = RiftboundApp(session=s, machine_delay=0, autosave=False, hint=False)
    async with app.run_test(size=size) as pilot:
        for _ in range(4):
            await pilot.pause()
            if isinstance(app.screen, (CurtainScreen, RecapScreen)):
                await pilot.press("enter")
        for _ in range(3):
            await pilot.pause()
        name = f"ffa{n}-{size[0]}x{size[1]}"
        (OUT / f"{name}.txt").write_text(screen_text(app), encoding="utf-8")
        app.save_screenshot(f"{name}.svg", str(OUT))
        print(OUT / f"{name}.svg")


def main() -> None:
    os.environ.setdefault("RIFTBOUND_DATA_DIR", tempfile.mkdtemp(prefix="riftbound-captures"))
    OUT.mkdir(parents=True, exist_ok=True)
    for n, steps, seed in GAMES:
        for size in SIZES:
            asyncio.run(capture(n, steps, seed, size))


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    main()
