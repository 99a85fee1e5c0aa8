"""How fast the table paints: start-up to a painted board, and action to repainted board.

    python benchmarks/tui_speed.py [--runs N] [--against REV]

Start-up is measured in a fresh interpreter (imports included) from process start to
the first frame the app writes with the board on it.  An action is a decision sent
to the app (as a key press would) until the frame that shows its result is written.
Goals: 0.7 s and 30 ms.  The app runs headless at 120x40; frames are the same
compositor output a terminal would receive.

`--against REV` also times REV's start-up in the same run: REV is checked out into a
temporary git worktree (removed afterwards) and the two start in alternation, so
machine noise falls on both alike; it prints the ratio of the medians, in wall seconds
and in CPU seconds (the process's own time to the painted board, robust on a busy
machine).  Each start gives both figures.  In the same alternation it times a bare
Textual app (one Static, the same headless start and size): what Python, asyncio and
Textual cost before any of ours runs, so the figures say how much of a start-up is ours.

Every start runs as an installed copy does: with Python's bytecode caches (written by
the first, untimed start; PYTHONDONTWRITEBYTECODE, if the environment sets it, is left
out of the child's environment, or every start would compile every module) and with a
card cache (RIFTBOUND_CACHE_DIR, a temporary folder filled by that first start).

`--instructions` (with `--against`) also counts the machine instructions of one start of
each (this tree, REV, the bare app) from process start to that first frame, under
valgrind's callgrind: a count does not move with the machine's load, so it compares the
versions where the timed medians of a busy shared machine scatter (but it does not see
what reading files and memory stalls cost: the timed ratio stays the measure).  Under
callgrind a start takes some 50 times as long, so the collector pause of this tree
(tui/collector.py), which gives up after a few seconds, is held to the first frame as
in a real start.
"""

from __future__ import annotations

import argparse
import atexit
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Both children time their start the same way: from process start (t0, passed in) to the
# first frame written once `painted(app)` holds; `build()` makes the app in the running loop.
_TIMED_START = r"""
async def main():
    app = build()
    painted = asyncio.get_running_loop().create_future()
    orig = app._display
    def display(screen, renderable):
        orig(screen, renderable)
        if shows(app) and not painted.done():
            painted.set_result((time.time(), time.process_time()))
    app._display = display
    async with app.run_test(size=(120, 40)) as pilot:
        t, cpu = await painted
        print(t - t0, cpu, flush=True)
        if os.environ.get("RB_BENCH_EXIT_AT_FRAME"):
            os._exit(0)              # counted to the first frame, not the teardown
asyncio.run(main())
"""

STARTUP_CHILD = r"""
import time, sys, os
t0 = float(sys.argv[1])
sys.path.insert(0, sys.argv[2])
import asyncio
if os.environ.get("RB_BENCH_EXIT_AT_FRAME"):
    try:                             # callgrind: the collector pause lasts to the frame
        from riftbound_tui.tui import collector
        collector.resume()
        collector.LIMIT = 1e9
        collector.pause()
    except ImportError:              # a version without it
        pass
from riftbound_tui.tui.launch import build_app
from riftbound_tui.tui.session import Session, TableConfig, Seat, OPEN
from riftbound_tui.decks.fixed import duel_setup

def build():
    session = Session(TableConfig(duel_setup(), 1, {"A": Seat(), "B": Seat()}, OPEN))
    from riftbound_tui.tui.app import RiftboundApp
    return RiftboundApp(session=session, machine_delay=0)

def shows(app):
    return app.board is not None            # the board, not an empty table
""" + _TIMED_START

# The floor: the same start with nothing of ours, a Textual app showing one line.
BARE_CHILD = r"""
import time, sys, os
t0 = float(sys.argv[1])
import asyncio
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("a bare Textual app")

def build():
    return Bare()

def shows(app):
    return True
""" + _TIMED_START


_CARD_CACHE = tempfile.mkdtemp(prefix="rb-tui-bench-cards-")
atexit.register(shutil.rmtree, _CARD_CACHE, ignore_errors=True)


def _start(root: Path | None, t0: float, prefix=(), **env_extra):
    """Start the child of `root`'s tree (None: the bare app) as an installed copy starts,
    with fresh data, the shared card cache and the bytecode caches; its finished process."""
    env = dict(os.environ, RIFTBOUND_DATA_DIR=tempfile.mkdtemp(), PYTHONPATH=str(root or ROOT),
               RIFTBOUND_CACHE_DIR=_CARD_CACHE, **env_extra)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    child = [STARTUP_CHILD, repr(t0), str(root)] if root else [BARE_CHILD, repr(t0)]
    return subprocess.run([*prefix, sys.executable, "-c", *child], cwd=root or ROOT,
                          env=env, capture_output=True, text=True)


def startup_once(root: Path | None = ROOT) -> tuple[float, float]:
    """(wall, cpu): seconds from process start to the painted board, and the CPU seconds
    the process used until then (which other load on a shared machine inflates less).
    `root` None starts the bare Textual app instead (BARE_CHILD)."""
    r = _start(root, time.time())
    if r.returncode != 0:
        raise SystemExit(f"the start-up in {root} failed:\n{r.stderr[-3000:]}")
    wall, used = r.stdout.strip().splitlines()[-1].split()
    return float(wall), float(used)


def instructions_to_frame(root: Path | None = ROOT) -> int | None:
    """Machine instructions of one start (`root` None: the bare app) from process start
    to its first frame, under callgrind; None without valgrind.  The caches are warm
    (a timed start ran first)."""
    if shutil.which("valgrind") is None:
        return None
    r = _start(root, 0.0, ("valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"),
               RB_BENCH_EXIT_AT_FRAME="1")
    counts = [int(line.split()[-1].replace(",", "")) for line in r.stderr.splitlines()
              if "Collected" in line]
    return counts[0] if counts and r.returncode == 0 else None


def startup(runs: int, root: Path = ROOT) -> list[tuple[float, float]]:
    startup_once(root)          # the first start writes the bytecode and card caches
    return [startup_once(root) for _ in range(runs)]


def startup_against(runs: int, rev: str, instructions: bool = False
                    ) -> list[tuple[float, float]]:
    tmp = Path(tempfile.mkdtemp(prefix="rb-tui-bench-"))
    tree = tmp / "rev"
    try:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q",
                        str(tree), rev], check=True)
        startup_once(tree)
        startup_once(ROOT)
        startup_once(None)
        new, old, bare = [], [], []
        for k in range(runs):
            order = [(ROOT, new), (tree, old), (None, bare)]
            for which in order[k % 3:] + order[:k % 3]:
                which[1].append(startup_once(which[0]))
        for i, what in enumerate(("wall seconds", "CPU seconds")):
            mn = statistics.median(x[i] for x in new)
            mo = statistics.median(x[i] for x in old)
            mb = statistics.median(x[i] for x in bare)
            print(f"start-up ({what}), alternating, {runs} runs each: new median {mn:.3f}, "
                  f"{rev} median {mo:.3f}; new/old {mn / mo:.2f} (goal <= 0.40); "
                  f"a bare Textual app {mb:.3f} ({mb / mo:.2f} of {rev}'s; ours "
                  f"{mn - mb:.3f} of the new)")
        if instructions:
            counts = {what: instructions_to_frame(where)
                      for what, where in (("new", ROOT), (rev, tree), ("bare", None))}
            if None in counts.values():
                print("instructions to the first frame: not counted (valgrind missing "
                      "or a start failed under it)")
            else:
                n, o, b = counts["new"], counts[rev], counts["bare"]
                print(f"instructions to the first frame (callgrind, one start each): new "
                      f"{n / 1e6:.0f}M, {rev} {o / 1e6:.0f}M, a bare Textual app "
                      f"{b / 1e6:.0f}M; new/old {n / o:.3f} (goal <= 0.40)")
        return new
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                       check=False)
        shutil.rmtree(tmp, ignore_errors=True)
        subprocess.run(["git", "-C", str(ROOT), "worktree", "prune"], check=False)


async def actions(n: int) -> list[tuple[float, float]]:
    """(wall, cpu) seconds from each decision sent to the frame that shows it."""
    if "RIFTBOUND_DATA_DIR" not in os.environ:
        # a returning player: the first-game hint (a modal over the dimmed board, which
        # every frame under it would repaint) is closed before anyone plays
        data = Path(tempfile.mkdtemp())
        (data / "settings.json").write_text('{"first_game_hint": false}')
        os.environ["RIFTBOUND_DATA_DIR"] = str(data)
    from riftbound_tui.ai.random_agent import RandomAgent
    from riftbound_tui.decks.fixed import duel_setup
    from riftbound_tui.tui.app import RiftboundApp
    from riftbound_tui.tui.session import OPEN, Seat, Session, TableConfig

    session = Session(TableConfig(duel_setup(), 1, {"A": Seat(), "B": Seat()}, OPEN))
    app = RiftboundApp(session=session, machine_delay=0)
    loop = asyncio.get_running_loop()
    state = {"fut": None}
    orig = app._display

    def display(screen, renderable):
        orig(screen, renderable)
        f = state["fut"]
        if f is not None and not f.done() and renderable is not None:
            f.set_result((time.perf_counter(), time.process_time()))

    app._display = display
    agent = RandomAgent(3, end_bias=0.3)
    times = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(n):
            game = app.session.game
            if game.winner:
                app.action_restart()
                await pilot.pause()
                continue
            line = agent.decide(game.legal())
            state["fut"] = loop.create_future()
            t0, c0 = time.perf_counter(), time.process_time()
            app.submit(line)                  # what a key press or a click ends in
            t1, c1 = await state["fut"]
            times.append((t1 - t0, c1 - c0))
            await pilot.pause()
    return times


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5, help="start-ups to time")
    ap.add_argument("--actions", type=int, default=120, help="actions to time")
    ap.add_argument("--against", metavar="REV", help="time REV's start-up too, alternating")
    ap.add_argument("--startup-only", action="store_true", help="leave out the action timing")
    ap.add_argument("--instructions", action="store_true",
                    help="with --against: count each start's instructions (callgrind)")
    a = ap.parse_args()
    runs = startup_against(a.runs, a.against, a.instructions) if a.against \
        else startup(a.runs)
    s = [w for w, _ in runs]
    print(f"start-up to a painted board: median {statistics.median(s):.3f} s, "
          f"best {min(s):.3f} s over {len(s)} runs (goal 0.7 s)")
    print(f"  CPU seconds to the painted board: median "
          f"{statistics.median(c for _, c in runs):.3f} s "
          f"(what the wall time would be on an idle core)")
    if a.startup_only:
        return 0
    t = asyncio.run(actions(a.actions))
    t_ms = sorted(w * 1000 for w, _ in t)
    p95 = t_ms[int(len(t_ms) * 0.95) - 1]
    print(f"action to repainted board: median {statistics.median(t_ms):.1f} ms, "
          f"p95 {p95:.1f} ms, max {t_ms[-1]:.1f} ms over {len(t_ms)} actions (goal 30 ms)")
    print(f"  CPU milliseconds per action to its frame: median "
          f"{statistics.median(c for _, c in t) * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
