"""A best-of-three match between two people at one table (issue 27): chosen on the
new-game screen, played through the real app's line input (each answer a legal line, as
a person types it), saved in the middle of game 2, loaded back, and played on to the
match's winner."""

from __future__ import annotations

import random

import pytest
from textual.widgets import Select

from riftbound_tui.tui import saves
from riftbound_tui.tui.launch import build_app
from riftbound_tui.tui.screens.curtain import CurtainScreen
from riftbound_tui.tui.screens.new_game import NewGameScreen
from riftbound_tui.tui.screens.recap import RecapScreen

from .helpers import SIZE, answer, quick, settle, text

pytestmark = [pytest.mark.asyncio, pytest.mark.slow]


async def test_a_best_of_three_from_the_new_game_screen_to_a_winner_with_save_and_load():
    # seed 58: of seeds 1-300 by this player, among the shortest matches (25 answers; 53
    # took 39), with a game 2 to save in
    rnd = random.Random(58)
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        screen.query_one("#mode", Select).value = "match3"
        screen.query_one("#deck-A", Select).value = "test-fury-chaos"
        screen.query_one("#deck-B", Select).value = "test-calm-body"
        screen.query_one("#victory").value = "1"
        screen.query_one("#seed").value = "58"
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.session.game.state.match.best_of == 3
        saved_at = None
        curtains = 0
        for _ in range(400):
            game = app.session.game
            if game.winner is not None:
                break
            if isinstance(app.screen, RecapScreen):       # what happened since A looked
                await pilot.press("enter")
                await settle(pilot)
                continue
            if isinstance(app.screen, CurtainScreen):
                curtains += 1
                assert app.screen.player == game.pending.player
                await pilot.press("enter")
                await settle(pilot)
                continue
            m = game.state.match
            if saved_at is None and m.game == 2 and game.state.phase == "main":
                header = text(app).splitlines()[0]
                assert "Match game 2 (A 1 – B 0)" in header or \
                    "Match game 2 (A 0 – B 1)" in header, header
                await pilot.press("ctrl+s")
                saved_at = list(game.record.lines)
                await answer(pilot, quick(rnd, game.legal()))     # play on past the save
                await pilot.press("ctrl+o")                        # the load list, newest first
                await settle(pilot)
                await pilot.press("enter")
                await settle(pilot)
                assert app.session.game.record.lines == saved_at
                continue
            text(app)             # the board the person answers at, composed in full
            await answer(pilot, quick(rnd, game.legal()))
        game = app.session.game
        assert saved_at is not None and curtains > 0
        assert game.winner is not None and game.state.match.decided
        assert game.state.match.wins_of(game.winner) == 2
        assert f"{game.winner} wins the match" in text(app)
        assert any(p.name != "autosave.json" for p in saves.list_saves())
