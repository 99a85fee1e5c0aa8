"""Captures of the table of three and four players (issue 27): an FFA3, an FFA4 and a 2v2
board (A and C against B and D, 489) at 120x40 and at 80x24, as SVG and plain text, into
docs/captures/.  Each game is seeded and played by
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
DECKS = ["garen", "fiora", "master-yi", "vi"]    # teammates' legends and battlefields
                                                # differ too (489.8.h-i)
# (mode, decisions played before the capture, seed)
GAMES = [("ffa3", 60, 2), ("ffa4", 80, 2), ("2v2", 80, 5)]
PLAYERS = {"ffa3": 3, "ffa4": 4, "2v2": 4}
TITLE = {"ffa3": "FFA3", "ffa4": "FFA4", "2v2": "2v2"}
SIZES = [(120, 40), (80, 24)]


def quick(rnd: random.Random, legal: list[str]) -> str:
    plays = [ln for ln in legal if ": play " in ln]
    moves = [ln for ln in legal if ": move " in ln and " to base" not in ln]
    ends = [ln for ln in legal if ln.endswith((": end", ": pass"))]
    return rnd.choice(plays or moves or ends or legal)


async def capture(mode: str, steps: int, seed: int, size: tuple[int, int]) -> None:
    from riftbound_tui.decks.shipped import table_from_names
    from riftbound_tui.tui.app import RiftboundApp
    from riftbound_tui.tui.screens.curtain import CurtainScreen
    from riftbound_tui.tui.screens.recap import RecapScreen
    from riftbound_tui.tui.screentext import screen_text
    from riftbound_tui.tui.session import CURTAIN, Seat, Session, TableConfig
    n = PLAYERS[mode]
    setup, _ = table_from_names(DECKS[:n], mode)
    s = Session(TableConfig(setup, seed, {p: Seat() for p in "ABCD"[:n]}, CURTAIN,
                            f"{TITLE[mode]} · seed {seed}"))
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
        name = f"{mode}-{size[0]}x{size[1]}"
        (OUT / f"{name}.txt").write_text(screen_text(app), encoding="utf-8")
        app.save_screenshot(f"{name}.svg", str(OUT))
        print(OUT / f"{name}.svg")


def main() -> None:
    os.environ.setdefault("RIFTBOUND_DATA_DIR", tempfile.mkdtemp(prefix="riftbound-captures"))
    OUT.mkdir(parents=True, exist_ok=True)
    only = sys.argv[1:]                 # modes to capture (all when none is named)
    for mode, steps, seed in GAMES:
        if only and mode not in only:
            continue
        for size in SIZES:
            asyncio.run(capture(mode, steps, seed, size))


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    main()
