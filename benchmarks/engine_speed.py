"""Engine speed: random-vs-random full duels, one core.

    python benchmarks/engine_speed.py [--games 200] [--seed 0] [--copies 400] [--profile | --mix]
    python benchmarks/engine_speed.py --against 4ac9828 [--rounds 6] [--games 30] [--fresh 2]
    python benchmarks/engine_speed.py --decks precon-lux precon-garen [--against REV]

Prints games per second, decisions per second (one decision = listing the legal
answers + choosing one + applying it), and microseconds per state copy
(`game.state.clone()`), averaged over copies of mid-game states, each beside its goal.

`--against REV` compares this tree with git revision REV in one run: REV is checked
out into a temporary git worktree (removed afterwards), each version runs in its own
worker process (both pinned to one core with `taskset` when there is one), and the
two play rounds of the same seeded games in alternation (ABBA...), so machine noise
falls on both alike.  Each prints games/s and decisions/s; the last line is
`decisions/s ratio X.XX` (this tree over REV).  Rates are per second of the worker's
own CPU time (time.process_time), so other processes on a shared machine do not count
against either version; wall-clock rates are printed beside them.  Each worker first
plays three untimed games of other seeds, as the instruction count below does: a
version's one-time costs (modules imported on first use, compiled from source since the
workers write no bytecode; caches filled) fell on its first round alone and made that
round's ratio mean the start-up, not the engine (0.68 against 0.90 in later rounds).
A fresh pair of workers is started every `--fresh` rounds (2), each pair in the other
order: a process keeps its memory layout all its life, and one long-lived pair read the
same code 1-2% apart (0.98-0.99 for this tree against its own HEAD).  The
precon-vs-precon pairing (the playable preconstructed decks, when the reference folder
has them) runs too, if
both versions can play it; `--decks A B` names the two decks of that pairing (shipped
deck names, deck files or codes, as the app takes them) and also runs it alone.  Each
version plays through its fastest public road: the
action objects (`Game.legal_actions`) where it has them, text lines otherwise.

`--instructions N` (with `--against`) also counts the machine instructions each version
executes per decision over the same N fixed-deck games under valgrind's callgrind (when
valgrind is installed), after a few warm-up games whose one-time costs (modules imported
on first use, caches filled) are not counted: a count does not move with the machine's
load, so on a busy machine it tells small differences apart that the timed rounds cannot
(it does not see memory stalls: the timed ratio stays the measure).

A benchmark, not a test: it never fails.  `--profile` runs the games under cProfile;
`--mix` times listing and acting apart for each kind of decision (priority in the turn
player's open main, on a chain, in a showdown; choose, assign...) and prints each kind's
share of the time.
"""

from __future__ import annotations

import argparse
import json
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

GOAL_GAMES = 25.0          # games per second
GOAL_DECISIONS = 10_000.0  # decisions per second
GOAL_COPY_US = 100.0       # microseconds per state copy
END_BIAS = 0.25            # as the sim's random agent
MAX_DECISIONS = 5000

# The worker runs inside either tree (this one or REV's), so it uses only the API both
# have: Game.from_setup / legal / act and RandomAgent; it uses the action objects when
# the tree offers them.  It reads one JSON request a line and answers one JSON line.
WORKER = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.engine.game import Engine, Game
engine = Engine()
fast = hasattr(Game, "legal_actions") and hasattr(RandomAgent, "decide_action")

def play(setup, seeds, cap):
    decisions = turns = 0
    for seed in seeds:
        g = Game.from_setup(setup, seed, engine)
        agent = RandomAgent(seed, end_bias=%(bias)r)
        n = 0
        if fast:
            while g.winner is None and n < cap:
                g.act(agent.decide_action(g.legal_actions()))
                n += 1
        else:
            while g.winner is None and n < cap:
                g.act(agent.decide(g.legal()))
                n += 1
        decisions += n
        turns += g.state.turn_number
    return decisions, turns

# untimed warm-up games of other seeds: what a version does once (a module imported on
# first use, compiled from source since workers write no bytecode; a cache filled; a
# lazily written method) is not charged to its first round
play(duel_setup(), range(10**6, 10**6 + %(warmup)d), %(cap)d)
print(json.dumps({"ready": True, "fast": fast}), flush=True)
for raw in sys.stdin:
    req = json.loads(raw)
    setup = duel_setup() if req["setup"] is None else req["setup"]
    try:
        t0, c0 = time.perf_counter(), time.process_time()
        d, t = play(setup, range(req["seed"], req["seed"] + req["games"]), req["cap"])
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        print(json.dumps({"decisions": d, "turns": t, "seconds": dt, "cpu": dc}), flush=True)
    except Exception as e:   # the other version may not play this pairing
        print(json.dumps({"error": f"{type(e).__name__}: {e}"}), flush=True)
""" % {"bias": END_BIAS, "warmup": 3, "cap": MAX_DECISIONS}    # WARMUP games, as below


# The same games, counted: `python -c COUNTED TREE FIRST_SEED GAMES` prints the decisions.
# WARMUP games of other seeds are played first, in the start-up run that is subtracted
# too: what a version does once (a module imported on first use, compiled from source
# when the environment writes no bytecode; a cache filled) is not charged to its games.
WARMUP = 3
COUNTED = r"""
import sys
sys.path.insert(0, sys.argv[1])
from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.engine.game import Engine, Game
engine = Engine()
fast = hasattr(Game, "legal_actions") and hasattr(RandomAgent, "decide_action")

def play(seeds):
    n = 0
    for seed in seeds:
        g = Game.from_setup(duel_setup(), seed, engine)
        agent = RandomAgent(seed, end_bias=%(bias)r)
        k = 0
        while g.winner is None and k < %(cap)d:
            g.act(agent.decide_action(g.legal_actions()) if fast else agent.decide(g.legal()))
            k += 1
        n += k
    return n

play(range(10**6, 10**6 + %(warmup)d))
print("decisions", play(range(int(sys.argv[2]), int(sys.argv[2]) + int(sys.argv[3]))))
""" % {"bias": END_BIAS, "cap": MAX_DECISIONS, "warmup": WARMUP}


def instructions_per_decision(tree: Path, seed: int, games: int) -> float | None:
    """Instructions per decision over `games` seeded games (callgrind), less start-up and
    the WARMUP games."""
    env = dict(os.environ, PYTHONPATH=str(tree))

    def run(n: int, counted: bool) -> tuple[int, int]:
        cmd = [sys.executable, "-c", COUNTED, str(tree), str(seed), str(n)]
        if counted:
            cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd
        out = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True)
        text = out.stdout + out.stderr
        got = [int(w.replace(",", "")) for line in text.splitlines() if "Collected" in line
               for w in line.split()[-1:]]
        dec = [int(line.split()[1]) for line in out.stdout.splitlines()
               if line.startswith("decisions")]
        return (got[0] if got else 0), (dec[0] if dec else 0)

    run(0, False)                     # fills the card cache, so neither count parses YAML
    base, _ = run(0, True)
    total, n = run(games, True)
    return (total - base) / n if n and total else None


# -- the in-process benchmark ---------------------------------------------------------

def play(engine, seeds, keep_every: int = 0, setup=None, mix: dict | None = None):
    """Play one game per seed; returns (decisions, turns, states kept for copying).
    `mix`, when given, is filled with each kind of decision's count, listing seconds,
    acting seconds and legal answers (`decision_kind`)."""
    from riftbound_tui.ai.random_agent import RandomAgent
    from riftbound_tui.decks.fixed import duel_setup
    from riftbound_tui.engine.game import Game
    decisions = turns = 0
    kept = []
    clock = time.perf_counter
    for seed in seeds:
        g = Game.from_setup(setup or duel_setup(), seed, engine)
        agent = RandomAgent(seed, end_bias=END_BIAS)
        n = 0
        while g.winner is None and n < MAX_DECISIONS:
            if mix is None:
                g.act(agent.decide_action(g.legal_actions()))
            else:
                kind = decision_kind(g.state)
                t0 = clock()
                answers = g.legal_actions()
                t1 = clock()
                g.act(agent.decide_action(answers))
                row = mix.setdefault(kind, [0, 0.0, 0.0, 0])
                row[0] += 1
                row[1] += t1 - t0
                row[2] += clock() - t1
                row[3] += len(answers)
            n += 1
            if keep_every and n % keep_every == 0:
                kept.append(g.state)
        decisions += n
        turns += g.state.turn_number
    return decisions, turns, kept


def decision_kind(st) -> str:
    """The pending decision's kind, priority and focus told apart by where they come
    (the turn player's open main, a chain, a showdown, the other player's turn)."""
    dec = st.pending
    if dec.kind not in ("priority", "focus"):
        return dec.kind
    where = "chain" if st.chain else "showdown" if st.showdown or st.combat else \
        "open main" if st.turn_player == dec.player and st.phase == "main" else "other"
    return f"{dec.kind}, {where}"


def print_mix(mix: dict) -> None:
    """Each kind of decision's share of the time, listing and acting per decision."""
    total = sum(row[1] + row[2] for row in mix.values())
    print(f"  {'decision':22} {'count':>7} {'share':>6} {'listing':>9} {'acting':>9} "
          f"{'answers':>8}")
    for kind, (n, listing, acting, answers) in sorted(
            mix.items(), key=lambda kv: -(kv[1][1] + kv[1][2])):
        print(f"  {kind:22} {n:7d} {(listing + acting) / total:6.1%} "
              f"{1e6 * listing / n:7.1f}us {1e6 * acting / n:7.1f}us {answers / n:8.1f}")


def time_copies(states, rounds: int = 5) -> float:
    """Mean microseconds per `state.clone()`, best of `rounds` passes."""
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        for st in states:
            st.clone()
        best = min(best, (time.perf_counter() - t0) / len(states))
    return best * 1e6


def mark(value: float, goal: float, lower_is_better: bool = False) -> str:
    ok = value <= goal if lower_is_better else value >= goal
    return "ok" if ok else "BELOW GOAL" if not lower_is_better else "ABOVE GOAL"


def named_setup(names):
    """The duel setup of two named decks (as the app finds them), and its label."""
    from riftbound_tui.decks.shipped import duel_from_names
    setup, decks = duel_from_names(list(names))
    return setup, " vs ".join(d.deck.name or d.key for d in decks)


def alone(args) -> int:
    from riftbound_tui.engine.game import Engine
    engine = Engine()
    seeds = range(args.seed, args.seed + args.games)
    play(engine, range(1000, 1003))          # warm caches (card db lookups, imports)
    decks = named_setup(args.decks) if args.decks else None

    if args.mix:
        mix: dict = {}
        play(engine, seeds, setup=decks[0] if decks else None, mix=mix)
        print(f"{args.games} games, random vs random, "
              f"{decks[1] if decks else 'fixed decks'}: where the time goes, per decision")
        print_mix(mix)
        return 0

    if args.profile:
        import cProfile
        import pstats
        prof = cProfile.Profile()
        prof.enable()
        play(engine, seeds, setup=decks[0] if decks else None)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        pstats.Stats(prof).sort_stats("cumulative").print_stats(30)
        return 0

    t0 = time.perf_counter()
    decisions, turns, _ = play(engine, seeds)
    dt = time.perf_counter() - t0
    gps, dps = args.games / dt, decisions / dt

    # mid-game states: every 10th decision of a few games, until we have enough
    _, _, states = play(engine, range(5000, 5000 + max(1, args.copies // 12)), keep_every=10)
    states = states[:args.copies]
    us = time_copies(states)

    print(f"{args.games} games, random vs random, fixed decks, one core "
          f"({dt:.2f} s, mean {decisions / args.games:.0f} decisions, "
          f"{turns / args.games:.1f} turns)")
    print(f"  games/s       {gps:10.1f}   goal {GOAL_GAMES:>8.0f}   {mark(gps, GOAL_GAMES)}")
    print(f"  decisions/s   {dps:10.0f}   goal {GOAL_DECISIONS:>8.0f}   "
          f"{mark(dps, GOAL_DECISIONS)}")
    print(f"  us/state copy {us:10.1f}   goal {GOAL_COPY_US:>8.0f}   "
          f"{mark(us, GOAL_COPY_US, lower_is_better=True)}   (mean of {len(states)} "
          f"mid-game states)")
    if decks is not None:
        setup, label = decks
        t0 = time.perf_counter()
        d2, t2, _ = play(engine, seeds, setup=setup)
        dt2 = time.perf_counter() - t0
        print(f"{args.games} games, random vs random, {label} ({dt2:.2f} s, mean "
              f"{d2 / args.games:.0f} decisions, {t2 / args.games:.1f} turns)")
        print(f"  games/s       {args.games / dt2:10.1f}")
        print(f"  decisions/s   {d2 / dt2:10.0f}")
    return 0


# -- the side-by-side comparison --------------------------------------------------------

class Worker:
    """One version's engine in its own process, answering requests to play games."""

    def __init__(self, tree: Path, core: int | None):
        cmd = [sys.executable, "-c", WORKER, str(tree)]
        if core is not None:
            cmd = ["taskset", "-c", str(core)] + cmd
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=str(tree))
        self.proc = subprocess.Popen(cmd, cwd=tree, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=env)
        hello = self._read()
        self.fast = hello.get("fast", False)

    def _read(self) -> dict:
        raw = self.proc.stdout.readline()
        if not raw:
            raise RuntimeError("the worker stopped (see its error above)")
        return json.loads(raw)

    def play(self, setup, seed: int, games: int) -> dict:
        self.proc.stdin.write(json.dumps({"setup": setup, "seed": seed, "games": games,
                                          "cap": MAX_DECISIONS}) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def precon_setup():
    """Two playable precons as a duel setup, or None (no reference folder, or fewer
    than two playable)."""
    try:
        from riftbound_tui.cards.db import load_card_db
        from riftbound_tui.decks import load_precons
        from riftbound_tui.decks.checks import deck_problems, unplayable_cards
        from riftbound_tui.decks.fixed import duel_setup
        db = load_card_db()
        decks = [d for d in load_precons(db=db)
                 if not unplayable_cards(d, db) and not deck_problems(d, db, "precon")]
    except Exception:
        return None, ""
    if len(decks) < 2:
        return None, ""
    a, b = decks[0], decks[1]
    return duel_setup(a.to_setup(), b.to_setup()), f"{a.name} vs {b.name}"


def compare(args) -> int:
    rev = args.against
    tmp = Path(tempfile.mkdtemp(prefix="rb-bench-"))
    tree = tmp / "rev"
    try:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q",
                        str(tree), rev], check=True)
        core = None
        if shutil.which("taskset"):
            core = args.core if args.core is not None else (os.cpu_count() or 1) - 1
        print(f"this tree ({ROOT.name}) vs {rev}, random vs random, "
              f"{args.rounds} alternating rounds of {args.games} games each"
              + (f", both pinned to core {core}" if core is not None else ", one at a time"))
        pair = Pair(ROOT, tree, core, args.fresh)
        new, old = pair.new, pair.old
        print(f"  roads: new {'action objects' if new.fast else 'text lines'}, "
              f"{rev} {'action objects' if old.fast else 'text lines'}; a fresh pair of "
              f"workers every {args.fresh} rounds")
        pairings = [("fixed decks", None)]
        psetup, pname = named_setup(args.decks) if args.decks else precon_setup()
        if psetup is not None and not args.no_precons:
            pairings.append((f"{'decks' if args.decks else 'precons'} ({pname})", psetup))
        ratio = None
        try:
            for label, setup in pairings:
                r = _rounds(pair, setup, args)
                if r is None:
                    print(f"{label}: one version cannot play it; skipped")
                    continue
                (ng, nd, nt, nw), (og, od, ot, ow) = r
                print(f"{label}: {args.rounds * args.games} games each, "
                      f"mean {nd / (ng or 1):.0f} decisions a game (per CPU second; wall)")
                print(f"  new     {ng / nt:8.1f} games/s {nd / nt:9.0f} decisions/s   "
                      f"({nd / nw:.0f} decisions/s wall)")
                print(f"  {rev[:7]:<7} {og / ot:8.1f} games/s {od / ot:9.0f} decisions/s   "
                      f"({od / ow:.0f} decisions/s wall)")
                rr = (nd / nt) / (od / ot)
                print(f"  games/s ratio {(ng / nt) / (og / ot):.2f}, "
                      f"decisions/s ratio {rr:.2f} (wall {(nd / nw) / (od / ow):.2f})")
                if ratio is None:
                    ratio = rr               # the fixed test decks are the measure
        finally:
            pair.close()
        if args.instructions and shutil.which("valgrind"):
            a = instructions_per_decision(ROOT, args.seed, args.instructions)
            b = instructions_per_decision(tree, args.seed, args.instructions)
            if a and b:
                print(f"instructions per decision ({args.instructions} fixed-deck games, "
                      f"callgrind): new {a / 1000:.0f}k, {rev[:7]} {b / 1000:.0f}k; "
                      f"{rev[:7]}/new {b / a:.3f}")
        elif args.instructions:
            print("instructions: valgrind is not installed; not counted")
        if ratio is not None:
            print(f"decisions/s ratio {ratio:.2f}")
        return 0
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                       check=False)
        shutil.rmtree(tmp, ignore_errors=True)
        subprocess.run(["git", "-C", str(ROOT), "worktree", "prune"], check=False)


class Pair:
    """The two versions' workers, started afresh every `fresh` rounds: a process keeps its
    memory layout (address randomization, where its objects landed) for its whole life,
    which made one version read 1-2% slower than the other in a whole run even when both
    trees held the very same code; fresh pairs spread that over both.  Each new pair
    starts in the other order and plays its untimed warm-up games first."""

    def __init__(self, new_tree: Path, old_tree: Path, core, fresh: int):
        self.trees, self.core, self.fresh, self.started = (new_tree, old_tree), core, fresh, 0
        self.new = self.old = None
        self._start()

    def _start(self) -> None:
        self.close()
        first_new = self.started % 2 == 0
        a = Worker(self.trees[0 if first_new else 1], self.core)
        b = Worker(self.trees[1 if first_new else 0], self.core)
        self.new, self.old = (a, b) if first_new else (b, a)
        self.started += 1

    def at_round(self, k: int) -> None:
        """Before round `k`: a fresh pair when `fresh` rounds have been played."""
        if k and self.fresh and k % self.fresh == 0:
            self._start()

    def close(self) -> None:
        for w in (self.new, self.old):
            if w is not None:
                w.close()
        self.new = self.old = None


def _rounds(pair: Pair, setup, args):
    """Alternate rounds (new-old, old-new, ...) over the same seeds; totals per version."""
    tot = {"new": [0, 0, 0.0, 0.0], "old": [0, 0, 0.0, 0.0]}
    per_round = []
    for k in range(args.rounds):
        pair.at_round(k)
        seed = args.seed + k * args.games
        order = ("new", "old") if k % 2 == 0 else ("old", "new")
        got = {}
        for side in order:
            w = pair.new if side == "new" else pair.old
            r = w.play(setup, seed, args.games)
            if "error" in r:
                print(f"  ({'new' if side == 'new' else args.against}: {r['error']})")
                return None
            t = tot[side]
            t[0] += args.games
            t[1] += r["decisions"]
            t[2] += r["cpu"]
            t[3] += r["seconds"]
            got[side] = r["decisions"] / r["cpu"]
        per_round.append(got["new"] / got["old"])
    if len(per_round) > 1:
        print("  per-round decisions/s ratios: "
              + " ".join(f"{x:.2f}" for x in per_round)
              + f" (median {statistics.median(per_round):.2f})")
    return tot["new"], tot["old"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=None,
                    help="games (per round with --against; default 200 alone, 20 a round)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--copies", type=int, default=400, help="mid-game states to copy")
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--mix", action="store_true",
                    help="time listing and acting for each kind of decision")
    ap.add_argument("--against", metavar="REV", help="compare with this git revision")
    ap.add_argument("--rounds", type=int, default=6, help="alternating rounds (--against)")
    ap.add_argument("--core", type=int, default=None, help="the core to pin to (--against)")
    ap.add_argument("--fresh", type=int, default=2, metavar="K",
                    help="start a fresh pair of workers every K rounds (--against; 0: never)")
    ap.add_argument("--no-precons", action="store_true", help="only the fixed decks")
    ap.add_argument("--instructions", type=int, default=0, metavar="N",
                    help="also count instructions per decision over N games (--against)")
    ap.add_argument("--decks", nargs=2, metavar="DECK",
                    help="also play these two decks against each other (shipped deck "
                         "names such as precon-lux precon-garen, deck files or codes)")
    args = ap.parse_args(argv)
    if args.decks:
        try:
            named_setup(args.decks)
        except ValueError as e:          # not found, unreadable or not playable: say so
            print(f"--decks: {e}", file=sys.stderr)
            return 2
    if args.against:
        args.games = args.games or 20
        return compare(args)
    args.games = args.games or 200
    return alone(args)


if __name__ == "__main__":
    raise SystemExit(main())
