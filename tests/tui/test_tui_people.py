"""Pilot tests of the table made for people: runes as cards paid by hand, and the
action menu in words."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound_tui.tui.launch import scenario_session
from riftbound_tui.tui.screens.menus import ActionMenu

from .helpers import SIZE, data_dir, enter_on, hotseat, make_app, settle, text

pytestmark = pytest.mark.asyncio
HERE = Path(__file__).parent
GROUP = str(HERE / "scenarios" / "group-move-and-runes.yaml")


def notes(app) -> list[str]:
    return [n.message for n in app._notifications]


def menu_text(app) -> str:
    """The open action menu as drawn: words and the dim notation line."""
    return "\n".join(str(o.prompt) for o in app.screen.query_one("#menu-list")._options)


async def test_runes_are_cards_exhausted_and_recycled_by_hand():
    data_dir()
    app = make_app(scenario_session(GROUP))                     # manual payment
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        st = app.session.game.state
        fury, order = st.players["A"].zones["runes"]
        ray = st.players["A"].zones["hand"][0]
        screen = text(app)
        assert "runes [Fury] [Order] · 2/2 ready · pool empty" in screen
        await enter_on(pilot, fury)
        assert isinstance(app.screen, ActionMenu)
        drawn = menu_text(app)
        assert "Exhaust Fury Rune: add 1 energy  exhaust A:Fury Rune@runes" in drawn
        assert "Recycle Fury Rune into the rune deck: add 1 fury power" in drawn
        await pilot.press("1")
        await settle(pilot)
        assert app.session.game.record.lines[-1] == "A: exhaust A:Fury Rune@runes"
        assert "[Fury ↷] [Order] · 1/2 ready · pool 1 energy" in text(app)
        await enter_on(pilot, fury)                             # exhausted: recycle only
        assert [line for _, line in app.screen.lines] == ["A: recycle A:Fury Rune@runes"]
        await pilot.press("1")
        await settle(pilot)
        assert "runes [Order] · 1/1 ready · pool 1 energy, 1 fury" in text(app)
        await enter_on(pilot, ray)
        drawn = menu_text(app)
        assert "Play Hextech Ray (1 energy, 1 fury)  play Hextech Ray" in drawn
        await pilot.press("1")
        await settle(pilot)
        assert app.session.game.record.lines[-1] == "A: play Hextech Ray"
        assert order in app.session.game.state.players["A"].zones["runes"]


async def test_runes_pay_automatically_and_say_so():
    data_dir()
    app = make_app(hotseat(seed=2, privacy="open"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("1", "c", "c")                       # first, both keep
        st = app.session.game.state
        p = app.session.game.pending.player
        rune = st.players[p].zones["runes"][0]
        await enter_on(pilot, rune)
        assert not isinstance(app.screen, ActionMenu)
        assert any("paid from the runes automatically" in n for n in notes(app))
        helps = {c.title: c.help for c in app.get_system_commands(app.screen)}
        assert helps.get(f"{p}: end") == "End the turn"
