"""Pilot test: a playable preconstructed deck is offered on the new game screen, with the
note that the 'precon' format relaxes the battlefield count, and a game starts with it."""

from __future__ import annotations

import pytest

from riftbound_tui.tui.deckchoice import PRECON
from riftbound_tui.tui.launch import build_app
from riftbound_tui.tui.screens.new_game import NewGameScreen

from .helpers import SIZE, data_dir, settle

pytestmark = pytest.mark.asyncio
LEGENDS = {"Lux · Proving Grounds": "Lux, Lady of Luminosity (Starter)",
           "Garen · Proving Grounds": "Garen, Might of Demacia (Starter)"}


@pytest.mark.parametrize("name", sorted(LEGENDS))
async def test_new_game_with_a_playable_precon(name):
    key = PRECON + name
    data_dir()
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        if key not in screen.precons:
            pytest.skip("needs the reference precon decks (the developers' reference, absent "
                        "from a clone): the screen offers only decks that are present")
        screen.query_one("#deck-A").value = key
        screen.query_one("#deck-B").value = key
        screen.query_one("#seat-B").value = "machine:random"
        screen.query_one("#seed").value = "5"
        await settle(pilot)
        note = str(screen.query_one("#deck-note-A").render())
        assert "'precon' format" in note and "485.4.a" in note
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.session is not None and app.session.config.seed == 5
        st = app.session.game.state
        legends = {st.objs[i].card for p in st.order for i in st.players[p].zones["legend"]}
        assert legends == {LEGENDS[name]}
        assert len(st.bfs) == 2       # one battlefield from each precon
