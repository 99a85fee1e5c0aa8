"""A hot-seat game played by keys: one seat plays, the other only passes."""

from __future__ import annotations

import pytest

from .helpers import data_dir, hotseat, make_app
from .keycount import play_game

pytestmark = pytest.mark.asyncio


async def test_measure():
    data_dir()
    app = make_app(hotseat(seed=1, victory=8))
    async with app.run_test(size=(120, 40)) as pilot:
        stats, _ = await play_game(pilot)
        print("\nSTATS", app.session.game.winner, stats, stats.total())
