"""Pilot tests of the table's wording and layout (issue 28): what the chain panel says of a
trigger, what fits at 120 and 80 columns, the curtain's keys, the load list."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound_tui.tui.launch import scenario_session

from .helpers import SIZE, make_app, settle, text

pytestmark = pytest.mark.asyncio
HERE = Path(__file__).parent


@pytest.mark.rules("359.1", "383")
async def test_a_battlefield_trigger_on_the_chain_is_not_being_played():
    """Navori Fighting Pit's hold trigger waits on the chain for its target: only a card is
    played; a trigger is put on the chain."""
    app = make_app(scenario_session(str(HERE / "scenarios" / "battlefield-trigger-targets.yaml")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        chain = str(app.screen.query_one("#chain").render())
        assert "Navori Fighting Pit trigger (A)" in chain, chain
        assert "being played" not in chain and "being put on the chain" in chain, chain
