"""Pilot tests that drive the real app by key presses: a whole hot-seat game, privacy,
targets and damage assignment on the board."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound_tui.decks.fixed import CALM_MIND, FURY_ORDER
from riftbound_tui.tui.launch import scenario_session
from riftbound_tui.tui.screens.menus import ActionMenu

from .helpers import (SIZE, data_dir, enter_on, goto, hotseat, make_app, on_curtain, settle,
                      text)

pytestmark = pytest.mark.asyncio
HERE = Path(__file__).parent
ONLY_B = set(CALM_MIND["main"]) - set(FURY_ORDER["main"])
ONLY_A = set(FURY_ORDER["main"]) - set(CALM_MIND["main"])


def hand_names(app, player):
    st = app.session.game.state
    return {st.objs[i].card for i in st.players[player].zones["hand"]}


def assert_private(app):
    """The screen shows no card of a hand the seated player may not see."""
    screen = text(app)
    st = app.session.game.state
    # a card may also be public (on the chain, played earlier...): only names that
    # appear nowhere public count as leaks
    public = {o.card for o in st.objs.values() if o.zone not in ("hand", "deck", "rune_deck")}
    if on_curtain(app):
        for p in ("A", "B"):
            leaked = {n for n in hand_names(app, p) - public if n in screen}
            assert not leaked, f"the curtain shows {p}'s hand: {leaked}"
        return
    seat = app.session.viewer()
    other = "B" if seat == "A" else "A"
    secret = hand_names(app, other) & (ONLY_B if other == "B" else ONLY_A)
    leaked = {n for n in secret - public if n in screen}
    assert not leaked, f"{seat}'s screen shows {other}'s hand cards {leaked}"


@pytest.mark.slow
async def test_curtain_hides_the_other_hand():
    data_dir()
    app = make_app(hotseat(seed=4, victory=8))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        curtains = 0
        for _ in range(24):
            assert_private(app)
            if on_curtain(app):
                curtains += 1
                who = app.screen.player
                assert f"{who} to act" in text(app)
                await pilot.press("enter")
                assert app.session.viewer() == who
                # now the new player's own hand is drawn, the other one is not
                screen = text(app)
                assert "hand" in screen and "hidden" in screen
                continue
            pend = app.session.game.pending
            if app.picker.mode == "mulligan":
                await pilot.press("c")
            elif pend.kind == "first_second":
                await pilot.press("1")
            elif any(i.verb == "pass" for i in app.idx.infos):
                await pilot.press("space")
            else:
                await pilot.press("e")
        assert curtains >= 3


async def test_target_chosen_on_the_board():
    data_dir()
    app = make_app(scenario_session(str(HERE / "scenarios" / "target-two-units.yaml")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        st = app.session.game.state
        ray = st.players["A"].zones["hand"][0]
        skulker = st.bfs[0].units[0]
        await enter_on(pilot, ray)                       # Enter on the card in hand
        assert isinstance(app.screen, ActionMenu)
        await pilot.press("enter")                       # 'play Hextech Ray'
        assert app.picker.mode == "choose"
        assert skulker in app.picker.selectable()
        assert "◇" in text(app)                          # legal targets are marked
        await enter_on(pilot, skulker)                   # the target, on the board
        assert app.session.game.record.lines[-1] == "A: choose B:Shipyard Skulker@Bandle Tree"
        await pilot.press("space")                       # A passes
        assert not on_curtain(app)                       # open hands: no curtain
        await pilot.press("space")                       # B passes: it resolves
        st = app.session.game.state
        assert any(st.objs[i].card == "Shipyard Skulker" for i in st.players["B"].zones["trash"])


async def test_damage_assignment_on_the_board():
    data_dir()
    session = scenario_session(str(HERE / "scenarios" / "assign-two-defenders.yaml"))
    app = make_app(session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(3):                                # step through the script: redo
            await pilot.press("r")
        assert app.session.game.pending.kind == "assign"
        assert app.picker.mode == "assign" and app.picker.total == 4
        st = app.session.game.state
        skulker, phantom = st.bfs[0].units[:2]
        await goto(pilot, phantom)
        await pilot.press("enter", "enter")                 # 2 on the Phantom
        await goto(pilot, skulker)
        await pilot.press("enter", "enter")                 # 2 on the Skulker
        assert app.picker.assign == {phantom: 2, skulker: 2}
        await pilot.press("enter")                          # all 4 are assigned already
        assert sum(app.picker.assign.values()) == 4
        await pilot.press("c")                              # lethal first: refused
        assert app.session.game.pending.kind == "assign"
        await goto(pilot, phantom)
        await pilot.press("minus")
        await goto(pilot, skulker)
        await pilot.press("plus")
        assert "=3" in text(app)
        await pilot.press("c")
        last = app.session.game.record.lines[-1]
        assert last.startswith("A: assign") and "Shipyard Skulker@Bandle Tree=3" in last
        assert "Playful Phantom@Bandle Tree=1" in last
