"""The damage picker accepts every split the rules allow (465.2.c), not only the few
example splits the engine lists, and refuses the others with the engine's reason."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from riftbound_tui.engine.game import Game
from riftbound_tui.engine.notation import render
from riftbound_tui.scenario import engine as scenario_engine
from riftbound_tui.tui import lines as L
from riftbound_tui.tui.launch import scenario_session
from riftbound_tui.tui.picking import Picker

from .helpers import SIZE, goto, make_app, settle, text

HERE = Path(__file__).parent
DEFENDERS = ["Shipyard Skulker", "Playful Phantom", "Stalwart Poro", "Daring Poro",
             "Vanguard Sergeant", "Laurent Duelist", "Soaring Scout", "Watchful Sentry"]
ATTACKERS = ["Vanguard Sergeant", "Mountain Drake", "Mega-Mech", "Laurent Duelist",
             "Daring Poro"]


def combat(attackers, defenders) -> Game | None:
    setup = {"name": "random combat", "players": {"A": {"base": list(attackers)}, "B": {}},
             "battlefields": [{"card": "Bandle Tree", "controller": "B",
                               "units": {"B": list(defenders)}}]}
    game = Game.from_setup(setup, 0, scenario_engine())
    refs = ", ".join(f"A:{a}@base" for a in dict.fromkeys(attackers))
    for line in (f"A: move {refs} to Bandle Tree", "A: pass", "B: pass"):
        if game.pending is None or game.pending.kind == "assign":
            break
        if game.why_illegal(line):
            return None
        game.act(line)
    return game if game.pending is not None and game.pending.kind == "assign" else None


def splits(total: int, n: int):
    for cut in itertools.combinations_with_replacement(range(total + 1), n - 1):
        edges = (0,) + cut + (total,)
        yield [edges[i + 1] - edges[i] for i in range(n)]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.lists(hs.sampled_from(ATTACKERS), min_size=1, max_size=2),
       hs.lists(hs.sampled_from(DEFENDERS), min_size=2, max_size=3))
def test_every_legal_split_is_accepted_and_every_illegal_one_refused(attackers, defenders):
    game = combat(attackers, defenders)
    if game is None:
        return                       # this combat asks no assignment (one defender left...)
    legal = game.legal()
    idx = L.index(game, legal)
    picker = Picker(game.pending, idx, game.state, game.why_illegal)
    units = sorted(picker.selectable())
    st = game.state
    for amounts in splits(picker.total, len(units)):
        picker.assign = dict(zip(units, amounts))
        line = "A: assign " + ", ".join(f"{render(st, u)}={n}" for u, n in zip(units, amounts))
        out = picker.confirm()
        if game.is_legal(line):
            assert out.kind == "submit", (line, out.message)
            game.clone().act(out.line)                  # the engine takes the picked line
        else:
            assert out.kind == "none" and "not a legal assignment" in out.message, line


@pytest.mark.asyncio
async def test_a_split_the_engine_did_not_list_is_accepted_on_the_board():
    session = scenario_session(str(HERE / "scenarios" / "assign-many-splits.yaml"))
    app = make_app(session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(3):
            await pilot.press("r")
        game = app.session.game
        assert game.pending.kind == "assign" and app.picker.total == 10
        split = "A: assign B:Soaring Scout@Bandle Tree=4, B:Watchful Sentry@Bandle Tree=6"
        assert split not in game.legal()                 # not one of the listed examples
        scout, sentry = game.state.bfs[0].units[:2]
        await goto(pilot, scout)
        for _ in range(4):
            await pilot.press("plus")
        await goto(pilot, sentry)
        for _ in range(6):
            await pilot.press("enter")
        assert "=4" in text(app) and "=6" in text(app)
        await pilot.press("c")
        assert app.session.game.record.lines[-1] == split
