"""The table's first frame: GameScreen lets Textual skip the restyle of its every widget
on its first resume (they were styled as they mounted), so that frame must be what a
full restyle draws, at each layout size."""

from __future__ import annotations

import pytest

from riftbound_tui.tui.session import OPEN

from .helpers import hotseat, make_app, settle, text

pytestmark = pytest.mark.asyncio


@pytest.mark.parametrize("size", [(120, 40), (90, 26), (70, 20)])   # full, compact, tiny
async def test_the_first_frame_is_what_a_full_restyle_draws(size):
    app = make_app(hotseat(privacy=OPEN), hint=False, autosave=False)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        first = app.export_screenshot()
        app.screen.update_node_styles(animate=False)
        app.screen.refresh(layout=True)
        await settle(pilot)
        assert app.export_screenshot() == first



@pytest.mark.every_frame          # it watches each frame the terminal would get
async def test_the_first_frame_is_the_board_and_the_keys_and_log_follow_without_moving_it():
    """The footer and the log's lines (a RichLog, widgets/log.py) mount one frame after
    the board (start-up: they are not styled and drawn before the board can show).  The
    footer's row is kept meanwhile, so neither moves any panel of the board; then the
    footer offers its keys and the log shows the game's log as the game wrote it."""
    app = make_app(hotseat(privacy=OPEN), hint=False, autosave=False)
    first = {}
    shown = app._display

    def display(screen, update):
        shown(screen, update)
        if app.board is not None and not first:
            first["footers"] = len(app.screen.query("TableFooter"))
            first["log lines"] = app.screen.query_one("#log").log_lines
            first["regions"] = _regions(app.screen)

    app._display = display
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert app.screen_stack == [app.table]        # no empty screen was drawn before it
        assert first["footers"] == 0                  # the board came first
        assert first["log lines"] is None
        assert len(app.screen.query("TableFooter")) == 1 and \
            not app.screen.query("#footer-space")
        assert "end turn" in text(app)                 # the footer's keys are there now
        assert app.screen.query_one("#log").log_lines is not None
        written = [line.strip() for line in app.session.game.log if line.strip()]
        assert written and all(line in text(app) for line in written[-3:])
        assert _regions(app.screen) == first["regions"]


def _regions(screen) -> dict:
    """Where each panel of the board is drawn (the footer's kept row aside)."""
    return {w.id: tuple(w.region) for w in screen.query("*")
            if w.id and w.display and w.id != "footer-space"}


async def test_games_after_the_first_table_replace_each_other_on_top_of_it():
    """The table the app starts with is its first screen (Textual cannot replace that
    one): each later game is pushed over it, replacing the game before, so the stack
    stays two screens deep and what shows is the newest game."""
    app = make_app(hotseat(privacy=OPEN), hint=False, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        first = app.table
        for seed in (2, 3):
            app.start_table(hotseat(seed=seed, privacy=OPEN))
            await settle(pilot)
            assert app.screen_stack == [first, app.table] and app.screen is app.table
            assert app.board is not None and "end turn" in text(app)
