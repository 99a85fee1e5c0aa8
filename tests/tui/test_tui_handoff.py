"""Hot-seat without ping-pong (issue 28): a seat is stopped only when it has something
besides pass, so a window nobody can answer costs no curtain and a response costs one;
undo in hot-seat stays within the seat's own decisions."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from riftbound_tui.scenario import load
from riftbound_tui.tui.launch import build_app
from riftbound_tui.tui.screens.curtain import CurtainScreen
from riftbound_tui.tui.screens.new_game import NewGameScreen
from riftbound_tui.tui.screens.recap import RecapScreen
from riftbound_tui.tui.session import CURTAIN, MACHINE, Seat, Session, TableConfig

from .helpers import SIZE, hotseat, make_app, on_curtain, plain_answer, settle, text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_hidden_information import Knowledge, leaked, secret_names  # noqa: E402

pytestmark = pytest.mark.asyncio
HERE = Path(__file__).parent


def hot_seat_at(name: str, seats: dict | None = None) -> Session:
    """A two-person curtained table at a scenario's position (its script not played):
    the seats as a new table makes them unless `seats` says otherwise."""
    sc = load(str(HERE / "scenarios" / f"{name}.yaml"))
    setup = {k: v for k, v in sc.items() if k not in ("script", "expect")}
    return Session(TableConfig(setup, 0, seats or {"A": Seat(), "B": Seat()}, CURTAIN))


def watch_curtains(app) -> list[tuple[str, int, str]]:
    """(player, chain length, decision kind) for each curtain the table puts up."""
    shown = []
    push = app.push_screen

    def spy(screen, *a, **kw):
        if isinstance(screen, CurtainScreen):
            g = app.session.game
            shown.append((screen.player, len(g.state.chain), g.pending.kind))
        return push(screen, *a, **kw)
    app.push_screen = spy
    return shown


async def ray_the_skulker(pilot) -> None:
    """A plays Hextech Ray at B's Shipyard Skulker (A then has nothing more to play)."""
    pilot.app.submit("A: play Hextech Ray")
    pilot.app.submit("A: choose B:Shipyard Skulker@Bandle Tree")
    await settle(pilot)


async def take_seat(pilot, who: str) -> None:
    await settle(pilot)
    assert on_curtain(pilot.app) and pilot.app.screen.player == who
    await pilot.press("enter")
    await settle(pilot)


@pytest.mark.rules("312.2.d", "338.1")
async def test_an_opponent_who_can_only_pass_costs_the_turn_player_no_curtain():
    app = make_app(hot_seat_at("target-two-units"))       # B holds nothing to answer with
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(pilot, "A")
        curtains = watch_curtains(app)
        await ray_the_skulker(pilot)
        # A had nothing more to play, nor B any answer: both passed by themselves
        g = app.session.game
        assert g.record.lines[-2:] == ["A: pass", "B: pass"] and not g.state.chain
        assert app.session.auto_at == {2, 3}                # nobody's decision
        assert "Shipyard Skulker" in {g.state.objs[i].card
                                      for i in g.state.players["B"].zones["trash"]}
        assert curtains == [] and not on_curtain(app)
        assert g.pending.player == "A" and app.session.viewer() == "A"


@pytest.mark.rules("383", "315.2")
async def test_jinx_beginning_trigger_with_no_response_costs_no_hand_off():
    # Jinx, Loose Cannon triggers at every Beginning Phase (its 'if' is part of the
    # effect, 383.2.a.1); neither A (units only, no runes) nor B (empty hand) can answer
    app = make_app(hot_seat_at("jinx-beginning-no-response"))
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(pilot, "B")
        curtains = watch_curtains(app)
        await pilot.press("e")                              # B ends the turn
        await settle(pilot)
        g = app.session.game
        assert any("resolve Jinx, Loose Cannon trigger" in ln for ln in g.log)
        # one hand-off: to A for A's Main Phase, after the trigger resolved
        assert curtains == [("A", 0, "priority")]
        assert g.state.turn_player == "A" and g.state.phase == "main"


@pytest.mark.rules("813.1", "312.2.d")
async def test_a_response_costs_one_curtain():
    app = make_app(hot_seat_at("reaction-answers-a-spell"))
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(pilot, "A")
        curtains = watch_curtains(app)
        await ray_the_skulker(pilot)
        # A passed by itself (nothing more to play); B can answer: one curtain, with the
        # Ray on the chain
        assert curtains == [("B", 1, "priority")]
        await take_seat(pilot, "B")
        app.submit("B: play Back to Back")
        app.submit("B: choose B:Shipyard Skulker@Bandle Tree, B:Playful Phantom@Bandle Tree")
        await settle(pilot)
        g = app.session.game
        # both spells resolved with nobody else asked; the table goes back to A once,
        # for A's next real decision
        assert not g.state.chain and g.pending.player == "A"
        assert curtains == [("B", 1, "priority"), ("A", 0, "priority")]
        assert all(ln in g.record.lines for ln in ("A: pass", "B: pass"))


async def test_undo_refuses_the_other_seats_pass_and_keeps_the_seats_own():
    # B answers every window itself (no automatic pass): its pass at the curtain is its
    # decision, which A's undo must not take back (8be5659 undid it)
    app = make_app(hot_seat_at("target-two-units",
                               {"A": Seat(), "B": Seat(auto_pass=False)}))
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(pilot, "A")
        app.submit("A: play Hextech Ray")
        await pilot.press("u")                      # A's own decision: A takes it back
        await settle(pilot)
        assert app.session.game.record.lines == []
        await ray_the_skulker(pilot)                # and A passes by itself
        assert on_curtain(app) and app.screen.player == "B"
        await pilot.press("p")                      # B passes without looking
        await settle(pilot)
        g = app.session.game
        assert g.record.lines[-1] == "B: pass" and app.session.viewer() == "A"
        before = list(g.record.lines)
        said = []
        notify = app.notify
        app.notify = lambda msg, *a, **kw: (said.append(msg), notify(msg, *a, **kw))
        await pilot.press("u")
        await settle(pilot)
        assert app.session.game.record.lines == before               # nothing changes
        assert any("B decided since" in m and "its own decisions" in m for m in said)
        assert not app.session.redo_stack


# -- the recap: what happened since the seat last looked ------------------------------------

@pytest.mark.rules("128.4", "128.5")
@pytest.mark.parametrize("seed", [4])
async def test_after_the_machines_turn_the_seat_sees_its_recap_and_nothing_hidden(seed):
    app = make_app(hotseat(seed=seed, victory=8, seats={"A": Seat(), "B": Seat(MACHINE)}),
                   autosave=False)
    know = Knowledge()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        recaps = []
        for _ in range(120):
            game = app.session.game
            know.learn(game.state, "A")
            if isinstance(app.screen, RecapScreen):
                words = app.screen.text
                # the oracle: no card of B's hand or deck that A may not know is named
                # (B's mulligan is in the first recap: the cards it set aside are not)
                secrets = secret_names(game, "A", know)
                assert secrets, "B holds hidden cards: the oracle has something to find"
                assert not leaked(words, secrets, know.names), words
                recaps.append(words)
                if "B's turn" in words.splitlines()[0] and ("\nB: play" in words
                                                            or "\nB: move" in words):
                    break
                await pilot.press("enter")
            elif game.pending is not None and game.pending.player == "A":
                app.submit(plain_answer(game))
                looked = len(app.session.game.log)      # A has just answered, looking
            await settle(pilot, 3)
        assert recaps and "B's turn" in recaps[-1].splitlines()[0], recaps
        game = app.session.game
        words = recaps[-1]
        # the machine's turn, shown before A answers: all it did since A last answered
        assert game.pending.player == "A"
        b_did = [ln for ln in game.log[looked:] if ln.startswith(("B: play", "B: move"))]
        assert b_did and all(ln in words for ln in b_did)
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, RecapScreen) and app.session.recap("A") == []


async def test_stop_when_i_can_respond_is_on_and_an_unticked_box_reads_unticked():
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        shown = text(app)
        assert shown.count("▐X▌ stop only when I can respond") == 2      # on for each seat
        app.screen.query_one("#auto-B").value = False       # B turns it off
        await settle(pilot)
        shown = text(app)
        # without colour, the ticked box and the unticked one differ (8be5659 drew an X
        # in both)
        assert shown.count("▐X▌ stop only") == 1 and shown.count("▐ ▌ stop only") == 1
        await pilot.press("ctrl+g")
        await settle(pilot)
        seats = app.session.config.seats
        assert seats["A"].auto_pass and not seats["B"].auto_pass


async def test_space_at_the_curtain_does_not_show_the_next_seats_hand():
    # A's Ray: A then passes by itself and B's curtain goes up at once; A's thumb, on its
    # way to pass with space as before, must not seat B with A looking
    app = make_app(hot_seat_at("reaction-answers-a-spell"))
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(pilot, "A")
        await ray_the_skulker(pilot)
        assert on_curtain(app) and app.screen.player == "B"
        await pilot.press("space")
        await settle(pilot)
        assert on_curtain(app) and app.session.viewer() == "A"
        await take_seat(pilot, "B")
        assert app.session.viewer() == "B"
