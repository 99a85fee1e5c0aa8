"""Pilot tests of the table around the game: undo/redo, save/load, machine seats,
scenarios, sizes, the command bar and palette, the new game screen."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftbound_tui.ai import agent as agents
from riftbound_tui.tui import saves
from riftbound_tui.tui.launch import build_app, scenario_session
from riftbound_tui.tui.screens.menus import HelpScreen
from riftbound_tui.tui.screens.new_game import NewGameScreen
from riftbound_tui.tui.session import MACHINE, OPEN, Seat, Session

from .helpers import (SIZE, data_dir, enter_on, hotseat, make_app, settle, text,
                      unplayable_legend)

pytestmark = pytest.mark.asyncio
HERE = Path(__file__).parent


async def start_game(pilot):
    """First/second and both mulligans, by keys (open hands: no curtain)."""
    await pilot.press("1", "c", "c")
    assert pilot.app.session.game.state.phase == "main"


async def test_undo_restores_the_previous_position_and_redo_replays():
    data_dir()
    app = make_app(hotseat(seed=2, privacy=OPEN))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await start_game(pilot)
        while not any(i.verb in ("play", "move") for i in app.idx.infos):
            await pilot.press("e" if any(i.verb == "end" for i in app.idx.infos) else "space")
        before_lines = list(app.session.game.record.lines)
        before_state = app.session.game.state.clone()    # a copy: act() may work in place
        before_text = text(app)
        move = next(i for i in app.idx.infos if i.verb in ("play", "move"))
        key = next(k for k, v in app.idx.by_key.items() if move in v)
        await enter_on(pilot, key)
        await pilot.press("1")
        assert len(app.session.game.record.lines) > len(before_lines)
        after = list(app.session.game.record.lines)
        await pilot.press("u")
        assert app.session.game.record.lines == before_lines
        st = app.session.game.state
        assert st.objs == before_state.objs and st.players["A"].zones == \
            before_state.players["A"].zones
        board = lambda t: [ln[:80] for ln in t.splitlines()[1:-3]]   # noqa: E731
        assert board(text(app)) == board(before_text)
        await pilot.press("r")
        assert app.session.game.record.lines == after


async def test_save_then_load_gives_the_same_position(tmp_path):
    data_dir()
    app = make_app(hotseat(seed=3, privacy=OPEN))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await start_game(pilot)
        await pilot.press("e")                      # A ends the turn
        await pilot.press("ctrl+s")
        saved = saves.list_saves()
        assert any(p.name != "autosave.json" for p in saved)
        lines = list(app.session.game.record.lines)
        state = app.session.game.state
        board = [ln[:80] for ln in text(app).splitlines()[:20]]
        await pilot.press("u", "u")                 # move away from it
        assert app.session.game.record.lines != lines
        await pilot.press("ctrl+o")                 # the load list, newest first
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert app.session.game.record.lines == lines
        assert app.session.game.state.objs == state.objs
        assert [ln[:80] for ln in text(app).splitlines()[:20]] == board
        # the autosave holds the position after every decision
        auto = Session.load(saves.autosave_path())
        assert auto.game.record.lines == lines


async def test_a_corrupt_save_is_reported_and_left_untouched():
    data_dir()
    bad = saves.saves_dir() / "broken.json"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_bytes(b'{"format": "riftbound-tui save", "version": 1, "setup": ')
    before = bad.read_bytes()
    app = make_app(hotseat(seed=3, privacy=OPEN))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.load_file(bad) is False
        await settle(pilot)
        assert any("corrupt save" in n.message for n in app._notifications)
        assert app.session.game.record.lines == []          # the table is unchanged
    assert bad.read_bytes() == before
    assert build_app(load=str(bad))[0] is None
    assert "corrupt" in build_app(load=str(bad))[1]


class HeldAgent:
    """A machine that thinks until the test lets it answer: the app must stay usable
    meanwhile (behaviour, not time)."""
    name = "held"
    release = threading.Event()

    def decide(self, view, decision, legal):
        HeldAgent.release.wait(timeout=30)
        for line in legal:
            if line.endswith(("keep", ": first", ": end", ": pass")):
                return line
        return legal[0]


async def test_a_machine_seat_moves_without_freezing_the_app():
    agents.AGENTS["held"] = lambda seed: HeldAgent()
    HeldAgent.release.clear()
    try:
        session = hotseat(seed=5, seats={"A": Seat(), "B": Seat(MACHINE, "held")})
        app = make_app(session)
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            await pilot.press("1")                  # A chooses to go first
            await pilot.press("c")                  # A keeps: B (machine) must mulligan
            assert app.thinking == "B"
            assert "thinking" in text(app)
            await pilot.press("question_mark")      # the app answers while B thinks
            assert isinstance(app.screen, HelpScreen)
            assert app.thinking == "B"              # B has not answered yet
            await pilot.press("escape")
            HeldAgent.release.set()
            for _ in range(200):
                await pilot.pause(0.05)
                if app.thinking is None:
                    break
            assert app.session.game.record.lines[-1] == "B: keep"
            assert app.session.viewer() == "A"      # only the person's view is drawn
            assert "hand 4 hidden" in text(app)
    finally:
        HeldAgent.release.set()
        agents.AGENTS.pop("held", None)


async def test_a_scenario_opens_at_its_position():
    data_dir()
    app, err = build_app(scenario=str(HERE / "scenarios" / "target-two-units.yaml"),
                         machine_delay=0)
    assert err is None
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = text(app)
        assert "Shipyard Skulker" in screen and "Playful Phantom" in screen
        assert "Hextech Ray" in screen and "Turn 3" in screen
        assert app.session.game.record.lines == []
        assert app.legal == ["A: play Hextech Ray", "A: end"]
        for _ in range(4):
            await pilot.press("r")                  # the script is the redo line
        assert app.session.game.record.lines[-1] == "B: pass"
    assert build_app(scenario="/no/such/file.yaml")[0] is None


async def test_sizes_full_compact_and_too_small():
    data_dir()
    app = make_app(hotseat(seed=1, privacy=OPEN))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert not app.screen.has_class("-compact") and not app.screen.has_class("-tiny")
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert app.screen.has_class("-compact")
        screen = text(app)
        assert "Prompt" in screen and "Bandle Tree" in screen and "Chain" in screen
        await pilot.resize_terminal(70, 20)
        await settle(pilot)
        assert app.screen.has_class("-tiny")
        assert "needs at least 80x24" in text(app).replace("\n", " ")


async def test_command_bar_completes_legal_lines_and_palette_lists_them():
    data_dir()
    app = make_app(hotseat(seed=1, privacy=OPEN))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("colon")
        await pilot.press(*"sec")
        await settle(pilot)
        await pilot.press("right")                  # accept the suggestion
        assert app.screen.query_one("#command").value == "second"
        await pilot.press("enter")
        assert app.session.game.record.lines == ["A: second"]
        await pilot.press(*"A: nonsense", "enter")
        assert any("illegal" in n.message for n in app._notifications)
        await pilot.press("escape")
        titles = [c.title for c in app.get_system_commands(app.screen)]
        for line in app.legal:
            assert line in titles
        assert "Undo" in titles and "Save game" in titles


async def test_new_game_screen_refuses_a_deck_file_and_starts_against_a_machine(tmp_path,
                                                                             monkeypatch):
    data_dir()
    deck = tmp_path / "annie.txt"
    legend = unplayable_legend(monkeypatch)
    deck.write_text(f"Legend:\n1 {legend}\nMainDeck:\n3 Void Seeker (OGN-024)\n"
                    "Runes:\n6 Fury Rune (OGN-007)\n")
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        app.screen.query_one("#source-A").value = str(deck)
        await pilot.press("ctrl+g")
        err = str(app.screen.query_one("#newgame-error").render())
        assert "cannot be played yet" in err and legend in err
        app.screen.query_one("#source-A").value = "CEAAAAAAAAAA"
        await pilot.press("ctrl+g")
        assert "deck code" in str(app.screen.query_one("#newgame-error").render())
        app.screen.query_one("#source-A").value = ""
        app.screen.query_one("#seat-B").value = "machine:random"
        app.screen.query_one("#seed").value = "7"
        # the screen says what 'stop only when I can respond' reveals; it is on unless
        # the seat unticks it
        note = str(app.screen.query_one("#autopass-note").render())
        assert "the table passes for you" in note and "had no response" in note
        assert app.screen.query_one("#auto-A").value
        app.screen.query_one("#auto-A").value = False
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.session is not None and app.session.config.seed == 7
        assert not app.session.config.seats["A"].auto_pass
        assert app.session.is_machine("B") and app.session.viewer() == "A"


@pytest.mark.every_frame          # the click lands where the card is drawn
async def test_the_mouse_works_too():
    data_dir()
    app = make_app(scenario_session(str(HERE / "scenarios" / "target-two-units.yaml")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        hand = app.screen.query_one("#bottom-hand")
        y, x0, _, _ = hand._hits[0]                 # where the first hand card is drawn
        await pilot.click("#bottom-hand", offset=(x0 + 1, y))
        await settle(pilot)
        from riftbound_tui.tui.screens.menus import ActionMenu
        assert isinstance(app.screen, ActionMenu)
        await pilot.press("escape")
        await pilot.click("#answers", offset=(2, 0))   # '1 play Hextech Ray'
        await settle(pilot)
        assert app.session.game.record.lines == ["A: play Hextech Ray"]
        bf = app.screen.query_one("#bf1-zone")
        row = next(h for h in bf._hits if h[3] == 1)  # Playful Phantom, a legal target
        await pilot.click("#bf1-zone", offset=(row[1] + 1, row[0]))
        await settle(pilot)
        assert app.session.game.record.lines[-1] == "A: choose B:Playful Phantom@Back-Alley Bar"


async def test_no_color_is_honoured_even_with_an_ansi_theme(monkeypatch):
    data_dir()
    monkeypatch.setenv("NO_COLOR", "1")
    app, _ = build_app(scenario=str(HERE / "scenarios" / "target-two-units.yaml"),
                       theme="ansi-dark", machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.no_color and app.theme == "textual-dark"
        assert "◇" not in text(app) and "Hextech Ray" in text(app)


@settings(max_examples=6, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.one_of(
    st.integers(min_value=4000, max_value=1_000_000).map(lambda n: "A: mode " + "9" * n),
    st.integers(min_value=4000, max_value=1_000_000).map(lambda n: "A: choose " + "x, " * (n // 3)),
    st.text(min_size=1, max_size=2000)))
async def test_the_command_bar_refuses_huge_lines_and_numbers_and_the_app_goes_on(line):
    """Issue 7: up to 1 MB typed in the command bar, or a number of any size, is refused
    with a clear notice; the app keeps running and the game does not change."""
    data_dir()
    app = make_app(hotseat(seed=1, privacy=OPEN))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        before = list(app.session.game.record.lines)
        await pilot.press("colon")
        bar = app.screen.query_one("#command")
        bar.value = line
        await pilot.press("enter")
        await settle(pilot)
        assert app.is_running
        assert app.session.game.record.lines in (before, before + [line.strip()])
        if app.session.game.record.lines == before and line.strip():
            assert app._notifications, "a refused line says why"
