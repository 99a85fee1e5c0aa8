"""Building the app from the command line: a new game, a scenario, or a saved game."""

from __future__ import annotations

from pathlib import Path

# first: everything below loads with the garbage collector paused (collector.py)
from . import collector  # noqa: F401
from . import saves
from .session import OPEN, PERSON, Seat, Session, TableConfig
from .workbench import Workbench


def scenario_session(path: str) -> Session:
    """A scenario opens at its position with open hands; its script waits on the
    redo line, so `r` steps through it decision by decision."""
    from ..scenario import load
    sc = load(path)
    script = [str(x) for x in sc.get("script", []) or []]
    setup = {k: v for k, v in sc.items() if k not in ("script", "expect")}
    players = [str(p) for p in (setup.get("players") or {"A": {}, "B": {}})]
    name = str(sc.get("name", Path(path).name))
    # a rules tester answers every decision: no automatic passes at the workbench
    cfg = TableConfig(setup, int(sc.get("seed", 0) or 0),
                      {p: Seat(PERSON, auto_pass=False) for p in players},
                      OPEN, f"scenario: {name}")
    session = Session(cfg, redo=list(reversed(script)))
    expect = sc.get("expect") or []
    session.workbench = Workbench(name, script, list(expect) if isinstance(expect, list)
                                  else [expect])
    return session


def build_app(scenario: str | None = None, load: str | None = None, seed: int | None = None,
              theme: str | None = None, **kw):
    """(app, None) or (None, why it cannot start)."""
    from .app import RiftboundApp
    session = None
    notice = ""
    if scenario:
        try:
            session = scenario_session(scenario)
        except Exception as e:           # a bad scenario is reported, never a traceback
            return None, f"cannot open scenario {scenario}: {e}"
    elif load:
        try:
            session = Session.load(Path(load))
        except saves.SaveError as e:
            return None, f"cannot load: {e}"
    return RiftboundApp(session=session, theme=theme, notice=notice, seed=seed, **kw), None
