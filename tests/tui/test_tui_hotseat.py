"""Hot-seat flow: the curtain's 'pass without looking', the automatic pass (on by
default), the curtain on every path that opens a hidden seat, and a whole game's keys
counted."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound_tui.tui import saves
from riftbound_tui.tui.launch import build_app, scenario_session
from riftbound_tui.tui.session import CURTAIN, Seat, Session

from .helpers import SIZE, hotseat, make_app, on_curtain, settle, text
from .keycount import play_game

pytestmark = pytest.mark.asyncio
HERE = Path(__file__).parent


@pytest.mark.slow
async def test_a_seat_that_only_passes_costs_one_key_per_pass_at_the_curtain():
    # both seats answer every window themselves: the curtain's pass is what is counted
    seats = {p: Seat(auto_pass=False) for p in ("A", "B")}
    app = make_app(hotseat(seed=1, victory=4, seats=seats))
    async with app.run_test(size=SIZE) as pilot:
        stats, driver = await play_game(pilot)
        game = app.session.game
        # a whole hot-seat game played by keys reaches a winner, with moves and turn ends
        assert game.winner == "A" and "A wins the game" in text(app)
        assert any(": move " in ln for ln in game.record.lines)
        assert any(ln.endswith(": end") for ln in game.record.lines)
        assert stats.curtain_passes >= 3
        # each pass at the curtain was one key and B's hand was never drawn for it
        assert stats.b_hand_drawn_at_pass == 0
        # B passed and ended its turns at the curtain: its hand was drawn only for the
        # mulligan, which needs it
        assert {kind for who, kind in driver.drawn if who == "B"} == {"mulligan"}
        b_lines = [ln for ln in game.record.lines if ln.startswith("B:")]
        assert stats.keys["B"] == len(b_lines) + 1       # +1: the mulligan's seat
        # a targeted spell played and passed: Enter, the menu, the target, pass
        assert stats.spell_keys and max(stats.spell_keys[:2]) <= 4
        assert all(k <= 5 for k in stats.spell_keys)     # Falling Star picks two targets
        # the whole game: fewer than one handover per decision
        assert stats.handovers < stats.decisions


async def test_the_curtain_shows_only_public_facts_and_passes_unseen():
    session = scenario_session(str(HERE / "scenarios" / "target-two-units.yaml"))
    session.config.privacy = CURTAIN
    app = make_app(session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert on_curtain(app) and app.screen.player == "A"   # a table opens curtained
        await pilot.press("enter")
        for line in ("A: play Hextech Ray", "A: choose B:Shipyard Skulker@Bandle Tree",
                     "A: pass"):
            app.submit(line)
        await settle(pilot)
        assert on_curtain(app) and app.screen.player == "B"
        shown = " ".join(text(app).replace("║", " ").split())
        assert "Hextech Ray (A) → B's Shipyard Skulker at Bandle Tree" in app.screen.about
        assert "Hextech Ray (A) →" in shown and "p passes without looking" in shown
        draws = []
        real = app._draw
        app._draw = lambda: (draws.append(app.session.viewer()), real())
        await pilot.press("p")
        await settle(pilot)
        assert app.session.game.record.lines[-1] == "B: pass"
        assert "B" not in draws and app.session.viewer() == "A" and not on_curtain(app)


async def test_loading_a_save_made_at_the_hidden_seat_shows_the_curtain():
    s = hotseat(seed=3)
    s.act(f"{s.game.pending.player}: first")
    while s.game.pending.kind == "mulligan":
        s.act(f"{s.game.pending.player}: keep")
    s.act(f"{s.game.pending.player}: end")              # the second player's turn now
    second = s.game.pending.player
    s.take_seat(second)                                 # saved while they were seated
    path = s.save(Path(saves.saves_dir()) / "second-turn.json")
    hand = {s.game.state.objs[i].card for i in s.game.state.players[second].zones["hand"]}
    app, err = build_app(load=str(path), machine_delay=0)
    assert err is None
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert on_curtain(app) and app.screen.player == second
        shown = text(app)
        assert not {n for n in hand if n in shown}
        await pilot.press("enter")
        assert app.session.viewer() == second


async def test_a_seat_that_stops_only_when_it_can_respond_passes_by_itself():
    session = scenario_session(str(HERE / "scenarios" / "target-two-units.yaml"))
    session.config.seats["B"] = Seat(auto_pass=True)    # B has no card to answer with
    for line in ("A: play Hextech Ray", "A: choose B:Shipyard Skulker@Bandle Tree", "A: pass"):
        session.act(line)
    assert session.auto_line() == "B: pass"
    assert session.run_auto() == ["B: pass"]
    assert session.game.pending.player == "A" and not session.game.state.chain
    # undo skips the automatic pass: back to A's own decision
    session.undo()
    assert session.game.record.lines[-1] == "A: choose B:Shipyard Skulker@Bandle Tree"
    # the choice is saved with the seat
    again = Session.from_data(session.to_data())
    assert again.config.seats["B"].auto_pass and not again.config.seats["A"].auto_pass
