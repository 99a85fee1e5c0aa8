"""2v2 at one table (issue 27, the table; 489): the new-game screen's teams and what it
refuses (489.8.h-i), the board of two teams (their shared points, the ally's row) at
120x40 and 80x24, the curtain between teammates, each seat's undo, and a whole game with
two machine seats played by keys to a team's win."""

from __future__ import annotations

import random

import pytest
from textual.widgets import Input, Select

from riftbound_tui.decks.shipped import table_from_names
from riftbound_tui.tui.launch import build_app
from riftbound_tui.tui.screens.curtain import CurtainScreen
from riftbound_tui.tui.screens.game import GameScreen
from riftbound_tui.tui.screens.new_game import NewGameScreen
from riftbound_tui.tui.screens.recap import RecapScreen
from riftbound_tui.tui.session import CURTAIN, MACHINE, Seat, Session, TableConfig

from .helpers import (SIZE, HandOvers, answer, board_as_seated, hands, make_app, play_to_winner, quick, settle,
                      text)

pytestmark = pytest.mark.asyncio

# quick shipped decks whose teammates (A and C, B and D) share no legend and no
# battlefield (489.8.h-i): Garen and Master Yi against Fiora and Vi
TEAMS = ["garen", "fiora", "master-yi", "vi"]
GAREN, VIKTOR = "precon:Garen · Proving Grounds", "precon:Viktor · Origins"  # Trifarian War Camp


def team_session(seed: int, seats: dict | None = None, steps: int = 0) -> Session:
    setup, _ = table_from_names(TEAMS, "2v2")
    seats = seats or {p: Seat() for p in "ABCD"}
    s = Session(TableConfig(setup, seed, seats, CURTAIN, "2v2"))
    rnd = random.Random(seed)
    for _ in range(steps):
        s.act(quick(rnd, s.game.legal()))
    return s


def mate(p: str) -> str:
    return {"A": "C", "C": "A", "B": "D", "D": "B"}[p]


# -- the new-game screen -------------------------------------------------------------------

def error(screen) -> str:
    return str(screen.query_one("#newgame-error").render())


@pytest.mark.rules("489.1", "489.3", "489.5.c", "489.8.h", "489.8.i")
async def test_the_new_game_screen_seats_two_teams_and_refuses_teammates_sharing_a_legend():
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        points = screen.query_one("#victory", Input)
        points.value = "5"
        screen.query_one("#mode", Select).value = "2v2"
        await settle(pilot)
        # four seats, the teams said, each seat naming its teammate; 11 to win, fixed
        assert all(screen.query_one(f"#seatbox-{p}").display for p in "ABCD")
        note = screen.query_one("#team-note")
        assert note.display and "A and C play together against B and D" in str(note.render())
        assert screen.query_one("#seatbox-C").border_title == "Player C · team with A"
        assert points.value == "11" and points.disabled
        # teammates with the same Champion Legend: refused in place with the engine's
        # words, the cursor on the seat to change (489.8.h)
        screen.query_one("#deck-C", Select).value = screen.query_one("#deck-A").value
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        assert "teammates A and C may not use the same Champion Legend (489.8.h)" in \
            error(screen)
        assert screen.focused is screen.query_one("#deck-C")
        # a battlefield in common: Garen and Viktor both bring Trifarian War Camp (489.8.i)
        screen.query_one("#deck-A", Select).value = GAREN
        screen.query_one("#deck-C", Select).value = VIKTOR
        await settle(pilot)
        assert error(screen) == ""                  # a change answers the last refusal
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        assert "teammates A and C may not use the same battlefields (489.8.i): " \
            "trifarian war camp" in error(screen)
        # opponents may share one: Viktor in seat B, against Garen, starts
        screen.query_one("#deck-B", Select).value = VIKTOR
        screen.query_one("#deck-C", Select).value = screen.query_one("#deck-D").value
        screen.query_one("#deck-D", Select).value = "precon:Lee Sin · Origins"
        screen.query_one("#seat-D", Select).value = f"{MACHINE}:random"
        await pilot.press("ctrl+g")
        await settle(pilot)
        s = app.session
        assert isinstance(app.screen, (GameScreen, CurtainScreen)), error(screen)
        st = s.game.state
        assert st.victory_score == 11 and s.config.title.startswith("2v2")
        assert st.teams["A"] == st.teams["C"] != st.teams["B"] == st.teams["D"]  # 489.5.c
        assert s.config.seats["D"].kind == MACHINE
    # the choices come back on the next new game; Points is the Duel's again elsewhere
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.query_one("#mode").value == "2v2"
        assert screen.query_one("#deck-B").value == VIKTOR
        assert screen.query_one("#seat-D").value == f"{MACHINE}:random"
        assert screen.query_one("#victory").value == "11"
        screen.query_one("#mode", Select).value = "duel"
        await settle(pilot)
        points = screen.query_one("#victory", Input)
        assert points.value == "5" and not points.disabled
        assert not screen.query_one("#team-note").display


# -- the board -------------------------------------------------------------------------------

@pytest.mark.rules("489.8.d.1", "489.8.f", "128.4")
@pytest.mark.parametrize("size", [SIZE, (80, 24)])
async def test_the_2v2_board_shows_the_teams_points_and_marks_the_ally_whose_hand_stays_hidden(
        size):
    s = team_session(seed=5, steps=80)
    seat = s.game.pending.player
    s.take_seat(seat)
    app = make_app(s, autosave=False)
    async with app.run_test(size=size) as pilot:
        shown = await board_as_seated(pilot, seat)
        st = s.game.state
        header = " ".join(shown.splitlines()[:2])
        # the header: whose turn, and each team with its one shared score (489.8.d.1)
        assert f"{st.turn_player}'s turn" in header
        ac, bd = st.players["A"].points, st.players["B"].points
        assert f"points A and C {ac} · B and D {bd}" in header or \
            f"points B and D {bd} · A and C {ac}" in header
        # the teammate's row is marked; its hand, like the opponents', is a count only
        rows = {pm.name: pm for pm in [app.board.top] + app.board.others}
        assert sorted(rows) == sorted(set("ABCD") - {seat})
        assert [p for p, pm in rows.items() if pm.ally] == [mate(seat)]
        ally_row = next(ln for ln in shown.splitlines() if f"{mate(seat)} (ally) · " in ln)
        assert f"hand {len(st.players[mate(seat)].zones['hand'])}" in ally_row
        assert f"{st.players[seat].points}/11 pts" in ally_row
        assert all(pm.hand is None for pm in rows.values())
        panel = next(p for p in app.screen.opponent_panels if p.player == mate(seat))
        assert panel.has_class("-ally")
        # no card of the ally's hand is drawn (the oracle: the full state)
        mine = hands(s.game)[seat]
        public = {o.card for o in st.objs.values() if o.zone not in ("hand", "deck")}
        secret = set().union(*(h for p, h in hands(s.game).items() if p != seat)) - mine
        assert not [n for n in secret - public if n in shown]
        assert {c.name for c in app.board.bottom.hand} == mine
        assert len(app.screen.bf_panels) == 3


# -- hot-seat: the curtain between teammates, each seat's undo ---------------------------------

def _to_main(s: Session) -> None:
    while s.game.pending.kind == "mulligan":
        s.act(f"{s.game.pending.player}: keep")


def before_a_hand_over_to_a_teammate(seed: int) -> tuple[Session, str]:
    """Four people play a seeded 2v2 until one answers and their teammate is the next to
    decide (the opponent between them, in a reaction window, had no answer but to pass):
    the table just before that answer, and the answer."""
    s = team_session(seed)
    rnd = random.Random(seed)
    asked: list[tuple[int, str]] = []          # (record length, who decides), in order
    for _ in range(600):
        s.run_auto()
        who = s.game.pending.player
        if len(asked) >= 1 and asked[-1][1] != who:
            if asked[-1][1] == mate(who):
                k = asked[-1][0]
                lines = s.game.record.lines
                return Session(s.config, lines[:k]), lines[k]
        asked.append((len(s.game.record.lines), who))
        s.act(quick(rnd, s.game.legal()))
    raise AssertionError("no hand-over between teammates in 600 decisions")


@pytest.mark.rules("489.8.f", "489.5.c")
async def test_four_people_hand_the_seat_to_a_teammate_behind_a_curtain_too():
    s, line = before_a_hand_over_to_a_teammate(seed=30)
    who = line.split(":")[0]
    app = make_app(s, autosave=False)
    watch = HandOvers(app)
    said = []                                   # each curtain's words
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(12):
            screen = app.screen
            if isinstance(screen, RecapScreen):
                await pilot.press("enter")
            elif isinstance(screen, CurtainScreen):
                watch.at_curtain(screen)
                said.append((text(app), screen.about))
                await pilot.press("enter")
                if len(watch.curtains) == 2:
                    break
            elif app.session.can_answer() and app.session.viewer() == who:
                await answer(pilot, line)       # the ally answers; the opponent can't
                continue
            await settle(pilot)
        # the teammate's own curtain came, naming them, after the ally's board
        assert watch.curtains == [who, mate(who)]
        shown, about = said[1]
        assert f"{who}, please look away. Pass the seat to {mate(who)}." in shown
        assert about.startswith(f"{who} and {mate(who)} are teammates: each hand is still "
                                f"its player's alone (489.8.f).")
        assert isinstance(app.screen, GameScreen) and app.session.viewer() == mate(who)
        assert app.board.bottom.name == mate(who)
        ally = next(pm for pm in [app.board.top] + app.board.others if pm.name == who)
        assert ally.ally and ally.hand is None          # the ally's hand stays hidden
    assert watch.check() == {who, mate(who)}


@pytest.mark.rules("489.8.f")
async def test_a_teammate_undoes_only_its_own_decisions_and_reads_what_its_ally_did():
    s = team_session(seed=3)
    _to_main(s)
    order = s.order
    for p in order:
        s.look(p)
    first = order[0]
    s.take_seat(first)
    s.act(f"{first}: end")
    s.run_auto()
    second = s.game.pending.player
    s.take_seat(second)
    s.act(f"{second}: end")
    s.run_auto()
    third = s.game.pending.player
    assert third == mate(first)                   # turns alternate teams (489.5.c)
    s.take_seat(third)
    # the teammate may not undo its ally's end of turn, nor the opponent's
    assert "nothing to undo" in s.undo_refusal()
    assert not s.undo() and s.game.record.lines[-1] == f"{second}: end"
    recap = s.recap(third)
    assert any(ln.startswith(f"{first}: end") for ln in recap)
    s.act(f"{third}: end")
    assert s.undo_refusal() is None and s.undo()
    assert s.game.pending.player == third and not s.undo()


# -- a whole game by keys ------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.rules("489.1", "489.6.a.3", "489.8.f", "128.4")
async def test_a_2v2_game_of_two_people_and_two_machine_seats_plays_to_a_team_win():
    # seed 394: of seeds 0-399 replayed on the engine alone with this policy, the shortest
    # game (29 people's + 64 machine decisions, 12 curtains; seed 27 took 53 + 102, 20)
    rnd = random.Random(394)
    seats = {"A": Seat(), "B": Seat(), "C": Seat(MACHINE, "random"),
             "D": Seat(MACHINE, "random")}
    s = team_session(seed=394, seats=seats)
    app = make_app(s, autosave=False)
    watch = HandOvers(app)

    def only_the_seated_hand() -> None:
        # a person sees their own hand; their machine ally's row is marked and a count
        board = app.board
        seat = app.session.viewer()
        assert board.bottom.name == seat and board.bottom.hand is not None
        rows = [board.top] + board.others
        assert all(pm.hand is None for pm in rows)
        assert [pm.name for pm in rows if pm.ally] == [mate(seat)]

    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play_to_winner(pilot, rnd, 3000, at_curtain=watch.at_curtain,
                             at_board=only_the_seated_hand)
        game = app.session.game
        assert game.winner is not None
        team = " and ".join(sorted((game.winner, mate(game.winner))))
        # the whole team wins (489.6.a.3): the header and the prompt name both
        assert f"{team} win the game" in text(app).splitlines()[0]
        assert f"{team} win the game." in text(app)
        assert game.state.players[game.winner].points >= 11
        assert len(watch.curtains) >= 5
    # between the two people's boards there was always the next person's curtain
    assert watch.check() == {"A", "B"}


# -- save and load ---------------------------------------------------------------------------------

@pytest.mark.rules("489.5.c", "489.8.d.1")
async def test_a_saved_2v2_game_loads_with_its_teams_and_the_load_list_says_who_plays_with_whom():
    from riftbound_tui.tui import saves
    seats = {"A": Seat(), "B": Seat(MACHINE, "random"), "C": Seat(), "D": Seat()}
    s = team_session(seed=5, seats=seats, steps=40)
    path = s.save()
    back = Session.load(path)
    st, was = back.game.state, s.game.state
    assert back.game.record.lines == s.game.record.lines
    assert st.teams == was.teams and st.victory_score == 11
    assert {p: st.players[p].points for p in "ABCD"} == \
        {p: was.players[p].points for p in "ABCD"}
    line = saves.save_summary(path)
    assert "A: Garen, Might of Demacia (Starter) (person) and C: Master Yi, Wuju Bladesman " \
        "(Starter) (person) vs B: Fiora, Grand Duelist (random) and D: Vi, Piltover " \
        "Enforcer (person)" in line


# -- a 2v2 position at the rules tester's workbench ------------------------------------------------

@pytest.mark.rules("489.8.d.1", "489.8.d.2")
async def test_a_2v2_scenario_steps_at_the_workbench_and_the_header_shows_the_team_point():
    from pathlib import Path

    from riftbound_tui.tui.launch import scenario_session
    path = Path(__file__).parents[1] / "scenarios" / "2v2-team-points-are-shared.yaml"
    app = make_app(scenario_session(str(path)))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "points A and C 3 · B and D 6" in text(app).splitlines()[0]
        for _ in range(5):                  # the script: A conquers, everyone passes
            await pilot.press("r")
        await settle(pilot)
        shown = text(app)
        # A's conquest is the team's point: A and C both have 4 (489.8.d.2)
        assert "points A and C 4 · B and D 6" in shown.splitlines()[0]
        assert "PASS" in shown and "FAIL" not in shown
        assert "C (ally) · 4/11 pts" in shown           # A at the bottom, C their ally
