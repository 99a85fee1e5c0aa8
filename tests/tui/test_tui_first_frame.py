"""The table's first frame: GameScreen lets Textual skip the restyle of its every widget
on its first resume (they were styled as they mounted), so that frame must be what a
full restyle draws, at each layout size."""

from __future__ import annotations

import pytest

from riftbound_tui.tui.session import OPEN

from .helpers import hotseat, make_app, settle

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
