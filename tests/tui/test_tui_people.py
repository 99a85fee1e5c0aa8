"""Pilot tests of the table made for people: a group move marked on the board, runes as
cards paid by hand, the action menu in words, and the help's 'How to play'."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound_tui.tui.launch import scenario_session
from riftbound_tui.tui.screens.menus import ActionMenu, HelpScreen

from .helpers import SIZE, data_dir, enter_on, goto, hotseat, make_app, settle, text

pytestmark = pytest.mark.asyncio
HERE = Path(__file__).parent
GROUP = str(HERE / "scenarios" / "group-move-and-runes.yaml")


def notes(app) -> list[str]:
    return [n.message for n in app._notifications]


def menu_text(app) -> str:
    """The open action menu as drawn: words and the dim notation line."""
    return "\n".join(str(o.prompt) for o in app.screen.query_one("#menu-list")._options)


async def test_units_marked_on_the_board_move_together():
    data_dir()
    app = make_app(scenario_session(GROUP))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "m mark move" in text(app)                      # the footer offers it
        st = app.session.game.state
        sergeant, skulker = st.players["A"].zones["base"]
        phantom = st.bfs[0].units[0]
        bar = st.bfs[1].obj
        await goto(pilot, sergeant)
        await pilot.press("m")
        await goto(pilot, skulker)
        await pilot.press("m")
        assert app.picker.movers == [sergeant, skulker]
        screen = text(app)
        assert "[» Vanguard Sergeant 4]" in screen and "[» Shipyard Skulker 3]" in screen
        assert "2 units marked to move" in screen
        await enter_on(pilot, bar)                              # Enter on the battlefield
        assert app.session.game.record.lines[-1] == \
            "A: move A:Vanguard Sergeant@base, A:Shipyard Skulker@base to Back-Alley Bar"
        assert set(app.session.game.state.bfs[1].units) == {sergeant, skulker}
        assert "»" not in text(app)                             # the marks are spent

        await pilot.press("u")
        # a group the engine refuses: one unit at a battlefield cannot go to another
        await goto(pilot, sergeant)
        await pilot.press("m")
        await goto(pilot, phantom)
        await pilot.press("m")
        lines = list(app.session.game.record.lines)
        await enter_on(pilot, bar)
        assert app.session.game.record.lines == lines
        assert any("cannot move them there" in n and "144.4.c" in n for n in notes(app))
        await pilot.press("escape")                             # Esc clears the marks
        assert app.picker.movers == []

        # Enter on a marked unit lists the places the engine accepts for the group
        await goto(pilot, sergeant)
        await pilot.press("m")
        await goto(pilot, skulker)
        await pilot.press("m")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ActionMenu)
        drawn = menu_text(app)
        assert "Move Vanguard Sergeant and Shipyard Skulker to Bandle Tree" in drawn
        assert "to base" not in drawn                           # already there: not offered
        await pilot.press("1")
        await settle(pilot)
        assert app.session.game.record.lines[-1] == \
            "A: move A:Vanguard Sergeant@base, A:Shipyard Skulker@base to Bandle Tree"
        assert set(app.session.game.state.bfs[0].units) == {phantom, sergeant, skulker}


async def test_a_unit_that_cannot_move_is_not_marked_and_says_why():
    data_dir()
    app = make_app(scenario_session(GROUP))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        st = app.session.game.state
        sergeant = st.players["A"].zones["base"][0]
        await enter_on(pilot, sergeant)
        await pilot.press("1")                                  # it moves alone: exhausted
        await settle(pilot)
        await goto(pilot, sergeant)
        await pilot.press("m")
        assert app.picker.movers == []
        assert any("cannot mark Vanguard Sergeant to move" in n and "144" in n
                   for n in notes(app))


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


async def test_help_says_how_to_play_and_scrolls_at_80x24():
    data_dir()
    app = make_app(scenario_session(GROUP))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        body = str(app.screen.query_one("#help-text").render())
        for words in ("How to play", "Priority/focus", "Choose targets",
                      "Assign damage", "Mulligan", "Order triggers", "mark a unit (»)"):
            assert words in body, words
        assert max(len(line) for line in body.splitlines()) <= 69   # no rewrap at 80x24
        box = app.screen.query_one("#help-box")
        assert box.max_scroll_y > 0
        await pilot.press("end")
        await settle(pilot)
        assert box.scroll_y > 0
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)
