"""Checks of a whole seeded game beyond its invariants, kept from the session-19 driver that
found log lines which did not replay (a facedown card's play, one of two copies in hand and
champion zone, the 2v2 invite) and a battlefield name with a comma.  Used by
benchmarks/mode_games.py --checks (and its --decks random setups) and, for the log replay,
tests/test_notation.py.  Not a test module itself.

- each decision's line is the line the log writes for it (NOTATION.md "The log"; read as
  the engine's `_actor_line` reads it, a look's "(seen by P) " mark left off);
- the log's `PLAYER: LINE` lines alone, with the setup, replay the game to the identical
  state, and so does the record;
- in mid-game, a save/load round trip (tui/session.py) gives the identical state and
  listing; undoing a few decisions gives the shorter record's game, and redoing them the
  identical game again.
"""

from __future__ import annotations

import dataclasses
import pickle
import random
import re
import tempfile
from pathlib import Path

from riftbound_tui.decks.shipped import SEATS, shipped_decks, table_from_names
from riftbound_tui.engine.game import Engine, Game, Record, _actor_line

SEEN = re.compile(r"^\(seen by \S+\) ")        # a look's mark (engine/looks.py)


def player_lines(log, order) -> list[str]:
    """The log's `PLAYER: LINE` lines, a look's "(seen by P) " mark left off."""
    who = re.compile("^(" + "|".join(re.escape(p) for p in order) + r"): \S")
    return [x for x in (SEEN.sub("", line, count=1) for line in log) if who.match(x)]


def state_difference(a: Game, b: Game) -> str | None:
    """The first field in which two games' states differ (by pickle, else by ==: a
    save's JSON round trip unshares equal strings), 'log', or None."""
    if list(a.state.log) != list(b.state.log):
        return "log"
    for f in dataclasses.fields(a.state):
        if f.name == "log":
            continue
        x, y = getattr(a.state, f.name), getattr(b.state, f.name)
        if pickle.dumps(x, protocol=5) != pickle.dumps(y, protocol=5) and x != y:
            return f.name
    return None


def log_replay_problem(g: Game, engine: Engine) -> str | None:
    """Replay the log's player lines from the setup: a logged line the fresh game has
    already logged by itself (a forced answer) is skipped; why it fails, or None."""
    logged = player_lines(g.log, g.state.order)
    h = Game.from_setup(g.record.setup, g.record.seed, engine)
    have = player_lines(h.log, h.state.order)
    for i, line in enumerate(logged):
        if len(have) > i:
            if have[i] != line:
                return f"log line {i}: the replay logged {have[i]!r}, the game {line!r}"
            continue
        why = h.why_illegal(line)
        if why is not None:
            return f"log line {i} {line!r} is refused on replay: {why}"
        h.act(line)
        have += player_lines(h.new_log, h.state.order)
    diff = state_difference(h, g)
    return None if diff is None else f"the log's player lines replay to another {diff}"


def record_replay_problem(g: Game, engine: Engine) -> str | None:
    again = Game.from_record(Record(g.record.setup, g.record.seed, list(g.record.lines)),
                             engine)
    diff = state_difference(again, g)
    return None if diff is None else f"the record replays to another {diff}"


def logged_as_chosen(g: Game, chosen: str) -> str | None:
    """The line the log wrote for the answer just played, when it is not the one chosen."""
    logged = _actor_line(g.new_log, chosen.split(":", 1)[0])
    return None if logged is None or logged == chosen else logged


def session_problems(g: Game, engine: Engine, title: str, undos: int) -> list[str]:
    """A save/load round trip of the game so far, and `undos` undos then every redo."""
    from riftbound_tui.tui.session import Session, TableConfig
    setup, seed, lines = g.record.setup, g.record.seed, list(g.record.lines)
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        s = Session(TableConfig(setup, seed, {}, "curtain", title), lines, (), engine)
        back = Session.load(s.save(Path(tmp) / "game.json"), engine)
    diff = state_difference(back.game, g)
    if diff is not None or back.game.legal() != g.legal():
        out.append(f"save/load gives another {diff or 'listing'}")
    u = Session(TableConfig(setup, seed, {}, "open", title), lines, (), engine)
    for _ in range(undos):
        u.undo()
    kept = list(u.game.record.lines)
    shorter = Game.from_record(Record(setup, seed, lines[:len(kept)]), engine)
    if kept != lines[:len(kept)] or state_difference(u.game, shorter) is not None:
        out.append(f"{undos} undos differ from the shorter record's game")
    while u.redo_stack:
        u.redo()
    diff = state_difference(u.game, g)
    if diff is not None or u.game.legal() != g.legal():
        out.append(f"{undos} undos and the redos give another {diff or 'listing'}")
    return out


class DecisionChecks:
    """Called after each decision (mirror_games.play_checked's `each`): the chosen line
    is the logged one; once, at a decision drawn from the seed, the session round trips."""

    def __init__(self, engine: Engine, seed: int, title: str):
        rnd = random.Random(f"{title}-{seed}")
        self.engine, self.title = engine, title
        self.at, self.undos = rnd.randrange(10, 120), rnd.randint(1, 5)
        self.n = 0

    def __call__(self, g: Game, chosen: str) -> list[str]:
        self.n += 1
        out = []
        logged = logged_as_chosen(g, chosen)
        if logged is not None:
            out.append(f"decision {self.n}: chose {chosen!r}, the log wrote {logged!r}")
        if self.n == self.at:
            out += [f"decision {self.n}: {p}"
                    for p in session_problems(g, self.engine, self.title, self.undos)]
        return out


def finished_problems(g: Game, engine: Engine) -> list[str]:
    return [p for p in (log_replay_problem(g, engine), record_replay_problem(g, engine))
            if p is not None]


def random_setup(engine: Engine, mode: str, seed: int, extra: dict) -> tuple[str, dict]:
    """Shipped playable decks and implemented battlefields at random for each seat
    (drawn from the mode and seed); a draw the setup refuses (489.8.i: 2v2 teammates'
    battlefields differ) is drawn again.  (A label naming the decks, the setup.)"""
    rnd = random.Random(f"{mode}-{seed}")
    keys = [d.key for d in shipped_decks(engine.db) if d.playable]
    bfs = sorted(c.name for c in engine.db.all() if c.type == "battlefield" and c.implemented)
    last = None
    for _ in range(20):
        names = [rnd.choice(keys) for _ in range(SEATS.get(mode, 2))]
        setup, _ = table_from_names(names, mode if mode in SEATS else "duel", engine.db)
        for pl in setup["players"].values():
            pl["battlefields"] = rnd.sample(bfs, len(pl["battlefields"]))
        setup = {**setup, **extra}
        try:
            Game.from_setup(setup, seed, engine)
        except Exception as e:            # noqa: BLE001 - a refused draw: draw again
            last = e
            continue
        return "/".join(names), setup
    raise ValueError(f"{mode} seed {seed}: no random setup accepted: {last}")
