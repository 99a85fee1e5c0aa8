"""Safe keys: e and q ask first, nothing acts behind the size notice; the first-game
hint; keyword reminders in the card panel; spatial arrows; every answer reachable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.text import Text

from riftbound_tui.cards.model import KEYWORDS
from riftbound_tui.tui import model as M
from riftbound_tui.tui import settings
from riftbound_tui.tui.launch import scenario_session
from riftbound_tui.tui.screens.game import GameScreen
from riftbound_tui.tui.screens.menus import ConfirmScreen, HintScreen
from riftbound_tui.tui.teach import FIRST_GAME
from riftbound_tui.tui.teach import KEYWORDS as REMINDERS
from riftbound_tui.tui.widgets.panels import AnswerList
from riftbound_tui.tui.widgets.zone import ZoneStrip

from .helpers import SIZE, goto, make_app, settle, text

HERE = Path(__file__).parent
GROUP = str(HERE / "scenarios" / "group-move-and-runes.yaml")


@pytest.mark.asyncio
async def test_e_asks_once_when_units_could_still_move_and_a_setting_turns_it_off():
    app = make_app(scenario_session(GROUP))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        before = list(app.session.game.record.lines)
        await pilot.press("e")
        assert isinstance(app.screen, ConfirmScreen)
        assert "You could still" in text(app) and "move" in text(app)
        await pilot.press("escape")                      # back: nothing happened
        assert app.session.game.record.lines == before
        await pilot.press("e", "e")                      # asked once, e again ends it
        assert app.session.game.record.lines[-1] == "A: end"
        await pilot.press("u")
        app.toggle_setting("confirm_end_turn")           # 'End turn: never ask'
        assert settings.load()["confirm_end_turn"] is False
        await pilot.press("e")
        assert not isinstance(app.screen, ConfirmScreen)
        assert app.session.game.record.lines[-1] == "A: end"


@pytest.mark.asyncio
async def test_q_asks_and_says_the_game_is_autosaved():
    app = make_app(scenario_session(GROUP))
    quits = []
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.exit = lambda *a, **k: quits.append(1)
        await pilot.press("q")
        assert isinstance(app.screen, ConfirmScreen)
        assert "autosaved" in text(app)
        await pilot.press("n")
        assert isinstance(app.screen, GameScreen) and not quits
        await pilot.press("q", "q")
        assert quits == [1]


@pytest.mark.asyncio
async def test_nothing_acts_behind_the_size_notice():
    app = make_app(scenario_session(GROUP))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.resize_terminal(70, 20)
        await settle(pilot)
        assert "needs at least 80x24" in text(app).replace("\n", " ")
        for key in ("e", "q", "space", "1", "enter", "m", "u", "colon", "a", "down", "e"):
            await pilot.press(key)
        assert isinstance(app.screen, GameScreen)          # no menu, no question
        assert app.session.game.record.lines == []
        await pilot.resize_terminal(*SIZE)
        await settle(pilot)
        await pilot.press("e")                               # the table works again
        assert isinstance(app.screen, ConfirmScreen)


@pytest.mark.asyncio
async def test_the_first_game_hint_shows_once_and_h_turns_it_off(table_data_dir):
    (table_data_dir / "settings.json").write_text(json.dumps({"first_game_hint": True}))
    app = make_app(scenario_session(GROUP))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HintScreen)
        assert "Your first game?" in text(app) and "2+1M" in text(app)
        await pilot.press("h")
        assert isinstance(app.screen, GameScreen)
    assert settings.load()["first_game_hint"] is False
    app = make_app(scenario_session(GROUP))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_first_game_hint_shows_every_line_whole(table_data_dir, size):
    """The hint's lines fit its box: none is wrapped or cut, down to the compact size,
    so its last line (how to close it) is always there to read."""
    (table_data_dir / "settings.json").write_text(json.dumps({"first_game_hint": True}))
    app = make_app(scenario_session(GROUP))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HintScreen)
        # the box's rows: what stands between its double side borders
        inside = [row.split("║")[1].strip() for row in text(app).splitlines()
                  if row.count("║") >= 2]
        for line in FIRST_GAME.splitlines():
            if line.strip():
                assert line.strip() in inside, line


def test_every_keyword_has_reminder_text_in_the_card_panel():
    assert set(KEYWORDS) <= set(REMINDERS)
    s = scenario_session(str(HERE / "scenarios" / "assign-two-defenders.yaml"))
    st = s.game.state
    db = s.engine.db
    shown = 0
    for oid, o in st.objs.items():
        try:
            card = db.get(o.card)
        except KeyError:
            continue
        _, body = M.detail(db, st, oid)
        for k in card.keywords:
            assert REMINDERS[k.name].split(":")[0].split(" N")[0] in body
            shown += 1
    assert shown                       # Stalwart Poro-like keywords reach the panel
    assert "(the chain is open: only Reactions can be played)" in \
        M.plain("B has priority: play a Reaction or pass (Neutral Closed)")


@pytest.mark.asyncio
async def test_up_and_down_move_on_the_board_row_by_row():
    app = make_app(scenario_session(GROUP))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        st = app.session.game.state
        sergeant = st.players["A"].zones["base"][0]
        await goto(pilot, sergeant)
        seen = []
        for _ in range(12):
            await pilot.press("up")
            f = app.screen.focused
            assert isinstance(f, ZoneStrip)
            y = f.content_region.y + next((h[0] for h in f._hits if h[3] == f.cursor), 0)
            seen.append((y, f.id))
        ys = [y for y, _ in seen]
        assert ys == sorted(ys, reverse=True)              # always upwards, never jumping down
        ids = [i for _, i in seen]
        assert any(i.startswith("bf") for i in ids) and ids[-1].startswith("top")
        first_bf = next(k for k, i in enumerate(ids) if i.startswith("bf"))
        assert all(not i.startswith("bottom") for i in ids[first_bf:])


def test_every_answer_is_reachable_and_no_zero_more():
    al = AnswerList.__new__(AnswerList)
    al._top = 0
    for n_items, height in ((12, 6), (3, 6), (20, 10), (7, 6), (10, 3)):
        lines = [(i, Text(str(i))) for i in range(n_items)]
        for order in (range(n_items), reversed(range(n_items))):
            for hl in order:
                al.highlighted = hl
                top, body = al._window(lines, height)
                assert hl in {n for n, _ in lines[top:top + body]}
                rows = body + (top > 0) + (top + body < len(lines))
                assert rows <= height
                below = len({n for n, _ in lines[top + body:]})
                assert (top + body < len(lines)) == (below > 0)   # never '↓ 0 more'


@pytest.mark.asyncio
async def test_the_payment_chosen_is_shown():
    app = make_app(scenario_session(str(HERE / "scenarios" / "target-two-units.yaml")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.submit("A: play Hextech Ray")
        app.submit("A: choose B:Shipyard Skulker@Bandle Tree")    # paid as it finalizes
        await settle(pilot)
        paid = [n.message for n in app._notifications if "paid:" in n.message]
        assert paid == ["A paid: exhausted 1 Fury Rune · recycled 1 Fury Rune (to the rune deck)"]
