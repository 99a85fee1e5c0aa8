"""The machine's actions at a chosen pace (issue 28: "the machine's actions can also be
stepped at a chosen pace"): one key per action holds each machine decision on the board,
as the watching seat may see it, until space or enter; a timed pace goes on by itself on a
Textual timer; the pace is chosen on the new-game screen and remembered."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from riftbound_tui.tui import pace
from riftbound_tui.tui.launch import build_app
from riftbound_tui.tui.session import MACHINE, Seat

from .helpers import SIZE, hotseat, make_app, plain_answer, settle, text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_hidden_information import Knowledge, leaked, secret_names  # noqa: E402

pytestmark = pytest.mark.asyncio


def person_and_machine(seed: int, pace_: str = pace.INSTANT):
    session = hotseat(seed=seed, victory=8, seats={"A": Seat(), "B": Seat(MACHINE)})
    session.config.pace = pace_
    return session


def machine_lines(game) -> int:
    return sum(1 for ln in game.record.lines if ln.startswith("B:"))


@pytest.mark.rules("128.4")
async def test_one_key_per_action_holds_the_machines_first_action_of_its_turn_until_a_key():
    app = make_app(person_and_machine(4, pace.KEY), machine_delay=None, autosave=False)
    know = Knowledge()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        held = 0
        for _ in range(200):
            game = app.session.game
            know.learn(game.state, "A")
            if app.holding():
                held += 1
                shown = text(app)
                # the held action as A may see it: B's hidden cards (its mulligan's
                # too) are named nowhere on the screen
                secrets = secret_names(game, "A", know)
                assert not leaked(shown, secrets, know.names), shown
                st = game.state
                last = game.record.lines[-1]
                if st.turn_player == "B" and st.turn_number > 1 and \
                        last.split(":", 1)[1].strip().split()[0] in ("play", "move", "activate"):
                    break
                await pilot.press("space")
            elif game.pending.player == "A":
                app.submit(plain_answer(game))
            await settle(pilot)
        else:
            raise AssertionError("the machine never acted in its own turn")
        # B's first play or move of its turn is on the board, named in the prompt panel
        before = list(game.record.lines)
        words, hint = app.held_prompt()
        assert words.startswith(f"B (machine):\n{before[-1]}") and hint.startswith("space")
        shown = text(app)
        assert "B (machine):" in shown and before[-1] in shown and "space or enter" in shown
        assert app.picker is None and app.legal == []       # nothing to answer meanwhile
        for _ in range(5):
            await settle(pilot)                     # no key: the board does not move on
        assert app.session.game.record.lines == before and app.holding()
        await pilot.press("space")
        for _ in range(20):
            await settle(pilot)
            if app.session.game.record.lines != before:
                break
        assert app.session.game.record.lines[:len(before)] == before
        assert len(app.session.game.record.lines) > len(before)         # on it went
        # every machine decision was held, its mulligan onwards, each once
        assert held == sum(1 for ln in before if ln.startswith("B:")) >= 3


async def test_a_timed_pace_holds_each_action_on_a_textual_timer_and_goes_on_by_itself():
    app = make_app(person_and_machine(4), machine_delay=0.02, autosave=False)
    timers = []
    async with app.run_test(size=SIZE) as pilot:
        set_timer = app.set_timer

        def recording(delay, callback=None, **kw):
            if callback == app.go_on:
                timers.append(delay)
            return set_timer(delay, callback, **kw)
        app.set_timer = recording
        await settle(pilot)
        for _ in range(400):
            game = app.session.game
            if game.state.turn_player == "B" and game.state.turn_number > 1:
                break
            if game.pending.player == "A" and not app.holding():
                app.submit(plain_answer(game))
            await pilot.pause(0.01)
        # B's turn: no key pressed and A not asked, the machine's actions follow one
        # another, each held by a timer of the pace
        start, held_before = machine_lines(app.session.game), len(timers)
        for _ in range(400):
            game = app.session.game
            if game.pending.player == "A" and not app.holding() or game.winner:
                break
            await pilot.pause(0.01)
        done = machine_lines(app.session.game) - start
        assert done >= 2, app.session.game.record.lines[-6:]
        assert len(timers) - held_before == done and set(timers) == {0.02}


async def test_the_pace_is_chosen_on_the_new_game_screen_and_remembered():
    app, _ = build_app(machine_delay=None)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.query_one("#pace").value == pace.INSTANT          # as before
        screen.query_one("#seat-B").value = "machine:random"
        screen.query_one("#pace").value = pace.KEY
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.session.config.pace == pace.KEY and app.machine_pace() == pace.KEY
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Machine pace: one key per action" in titles
        app.next_machine_pace()                 # the palette: the next pace, kept
        assert app.machine_pace() == "0.5"
        assert app.session.to_data()["pace"] == "0.5"                   # a save keeps it
        await pilot.press("ctrl+n")
        await settle(pilot)
        assert app.screen.query_one("#pace").value == "0.5"
