"""Pilot test: the new game screen offers the machine seats' think time (0.2 s, 1 s,
3 s per decision) and the chosen one becomes the search agent's budget."""

from __future__ import annotations

import pytest

from riftbound_tui.tui.launch import build_app
from riftbound_tui.tui.screens.new_game import NewGameScreen

from .helpers import SIZE, data_dir, settle

pytestmark = pytest.mark.asyncio


async def test_think_time_is_chosen_on_the_new_game_screen():
    data_dir()
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        think = app.screen.query_one("#think")
        assert think.value == 1.0                      # the default
        app.screen.query_one("#seat-B").value = "machine:search"
        app.screen.query_one("#seed").value = "5"
        for t in (3.0, 0.2):
            think.value = t
            cfg = app.screen.build_config()
            assert cfg.seats["B"].think == t and cfg.seats["A"].kind == "person"
