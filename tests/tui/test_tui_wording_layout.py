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


async def step_script(pilot, n: int) -> None:
    for _ in range(n):
        await pilot.press("r")
    await settle(pilot)


@pytest.mark.rules("460")
async def test_the_header_in_a_combat_fits_120_columns():
    """A's Vanguard Sergeant attacks Bandle Tree: the whole header is on screen, the table's
    own words (script, seats, title) included."""
    app = make_app(scenario_session(str(HERE / "scenarios" / "assign-two-defenders.yaml")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await step_script(pilot, 3)
        assert app.session.game.state.combat is not None
        status = app._status
        shown = " ".join(text(app).split())
        assert "combat at Bandle Tree" in status and status.endswith(app.session.config.title)
        assert " ".join(status.split()) in shown, (status, text(app).splitlines()[:3])


@pytest.mark.rules("143", "460")
async def test_at_80x24_a_long_name_is_cut_before_its_might_and_marks():
    app = make_app(scenario_session(str(HERE / "scenarios" / "assign-two-defenders.yaml")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await step_script(pilot, 3)
        shown = text(app)
        # Vanguard Sergeant (might 4) attacks, exhausted; Shipyard Skulker (3) defends
        assert "4 atk ↷]" in shown and "3 def]" in shown and "5 def]" in shown, shown


async def test_notifications_do_not_pile_up():
    """Each script step notifies; only the latest stays on screen."""
    app = make_app(scenario_session(str(HERE / "scenarios" / "chain-three-items.yaml")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await step_script(pilot, 6)
        shown = [n.message for n in app._notifications]
        assert len(shown) == 1 and shown[0].startswith("the script has run"), shown


@pytest.mark.rules("340.1")
@pytest.mark.parametrize("size", [SIZE, (80, 24)])
async def test_the_chain_panel_shows_its_third_item(size):
    """Stupefy on two Flurries of Blades: three items, each on screen."""
    app = make_app(scenario_session(str(HERE / "scenarios" / "chain-three-items.yaml")))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await step_script(pilot, 6)
        assert len(app.session.game.state.chain) == 3
        shown = text(app)
        assert "top 1. Stupefy (A)" in shown and "2. Flurry of Blades" in shown, shown
        assert "3. Flurry of Blades" in shown, shown


async def test_q_and_help_at_the_curtain_and_ctrl_q_asks():
    from riftbound_tui.tui.screens.menus import ConfirmScreen, HelpScreen
    from riftbound_tui.tui.session import CURTAIN

    from .helpers import on_curtain
    session = scenario_session(str(HERE / "scenarios" / "target-two-units.yaml"))
    session.config.privacy = CURTAIN
    app = make_app(session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert on_curtain(app)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert on_curtain(app)
        await pilot.press("q")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen) and "Quit" in app.screen.question
        await pilot.press("n")
        await settle(pilot)
        assert on_curtain(app) and app.is_running
        await pilot.press("ctrl+q")            # asks, as q does
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen) and app.is_running
        await pilot.press("ctrl+q")            # twice: quits
        await settle(pilot)
    assert app.return_code == 0 and not app.is_running


async def test_the_load_list_shows_date_turn_decks_and_seats():
    from textual.widgets import OptionList

    from .helpers import hotseat
    from .test_tui_table import start_game
    from riftbound_tui.tui.session import OPEN
    app = make_app(hotseat(seed=2, privacy=OPEN))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await start_game(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press("ctrl+o")
        await settle(pilot)
        rows = [str(o.prompt) for o in app.screen.query_one(OptionList)._options]
        legend = app.session.config.setup["players"]["A"]["legend"]
        turn = app.session.game.state.turn_number
        saved = next(r for r in rows if not r.startswith("autosave"))
        assert f"turn {turn}" in saved and f"A: {legend} (person)" in saved, rows
        assert saved.split(" · ")[1][:4].isdigit(), rows          # the date it was saved


def log_panel_text(app) -> str:
    """The Log panel's lines as drawn (wrapped lines joined again)."""
    lines = app.screen.query_one("#log").log_lines.lines
    return " ".join(" ".join(strip.text.split()) for strip in lines)


@pytest.mark.rules("340.1", "816")
async def test_the_log_keeps_a_survivors_label_and_writes_no_permanent():
    """Issue 28 on 8be5659: units renumbered as others died (one label logged for two
    units), and Fading Memories logged "gains temporary permanent".  At the table: B's
    three Sergeants; A's Void Seekers kill #1, then #3 by the label it entered with; the
    log names each death once, and Fading Memories' line has no duration word."""
    app = make_app(scenario_session(str(HERE / "scenarios" / "log-labels-and-temporary.yaml")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await step_script(pilot, 12)
        assert app.session.steps_done() == 12          # `#3` still named the third unit
        shown = log_panel_text(app)
        sergeant = "B:Vanguard Sergeant@Bandle Tree"
        assert shown.count(f"{sergeant}#1 dies") == 1 and shown.count(f"{sergeant}#3 dies") == 1
        assert f"{sergeant}#2 dies" not in shown
        assert "B:Seal of Rage@base gains temporary" in shown and "permanent" not in shown
