"""Three and four players at one table (issue 27, the table): the new-game screen's
free-for-all seats, the board of three or four players at 120x40 and 80x24, and whole
games played by keys to a winner: an FFA3 hot-seat game with the curtain checked between
every two people, and an FFA4 game of a person and three machine seats."""

from __future__ import annotations

import random

import pytest
from textual.widgets import Select

from riftbound_tui.decks.shipped import table_from_names
from riftbound_tui.tui.launch import build_app
from riftbound_tui.tui.screens.curtain import CurtainScreen
from riftbound_tui.tui.screens.game import GameScreen
from riftbound_tui.tui.screens.new_game import NewGameScreen
from riftbound_tui.tui.session import CURTAIN, MACHINE, Seat, Session, TableConfig

from .helpers import (SIZE, HandOvers, board_as_seated, hands, make_app, play_to_winner, quick,
                      settle, text)

pytestmark = pytest.mark.asyncio

# the quickest shipped decks to a winner at 8 points (seeded games, measured)
FAST = ["garen", "fiora", "master-yi", "vi"]


def ffa_session(n: int, seed: int, seats: dict | None = None, steps: int = 0,
                decks: list[str] = FAST) -> Session:
    setup, _ = table_from_names(decks[:n], f"ffa{n}")
    seats = seats or {p: Seat() for p in "ABCD"[:n]}
    s = Session(TableConfig(setup, seed, seats, CURTAIN, f"FFA{n}"))
    rnd = random.Random(seed)
    for _ in range(steps):
        s.act(quick(rnd, s.game.legal()))
    return s


# -- the new-game screen -------------------------------------------------------------------

@pytest.mark.slow                       # two apps, four decks: about 6 s
async def test_the_new_game_screen_seats_three_or_four_players_for_a_free_for_all():
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        shown = lambda: [p for p in "ABCD" if screen.query_one(f"#seatbox-{p}").display]  # noqa: E731
        assert shown() == ["A", "B"]                      # a Duel: two seats
        screen.query_one("#mode", Select).value = "ffa3"
        await settle(pilot)
        assert shown() == ["A", "B", "C"]
        screen.query_one("#mode", Select).value = "ffa4"
        await settle(pilot)
        assert shown() == ["A", "B", "C", "D"]
        # Start and Load stay on screen at 80x24 with four seats
        for wid in ("start", "load"):
            region = screen.query_one(f"#{wid}").region
            assert region.height and region.bottom <= 24, wid
        # a refusal names the seat, in place, and nothing is started
        screen.query_one("#deck-D", Select).value = "file"
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        assert "player D: give a deck file path or a deck code" in \
            str(screen.query_one("#newgame-error").render())
        screen.query_one("#deck-D", Select).value = screen.query_one("#deck-C").value
        screen.query_one("#seat-C", Select).value = f"{MACHINE}:random"
        await pilot.press("ctrl+g")
        await settle(pilot)
        s = app.session
        assert sorted(s.order) == ["A", "B", "C", "D"]      # 488.1
        assert s.config.seats["C"].kind == MACHINE and s.config.seats["D"].kind != MACHINE
        assert s.config.title.startswith("FFA4")
    # the choices come back on the next new game
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.query_one("#mode").value == "ffa4"
        assert screen.query_one("#seat-C").value == f"{MACHINE}:random"
        assert screen.query_one("#seatbox-D").display


# -- the board ---------------------------------------------------------------------------------

@pytest.mark.rules("128.4", "487.2")
@pytest.mark.parametrize("size", [SIZE, (80, 24)])
async def test_the_board_of_three_shows_every_opponent_and_only_the_seated_hand(size):
    s = ffa_session(3, seed=2, steps=60)
    seat = s.game.pending.player
    s.take_seat(seat)
    app = make_app(s, autosave=False)
    async with app.run_test(size=size) as pilot:
        shown = await board_as_seated(pilot, seat)
        st = s.game.state
        header = shown.splitlines()[0]
        # the header names whose turn it is and each player's points
        assert f"{st.turn_player}'s turn" in header
        assert "points " + " · ".join(f"{p} {st.players[p].points}" for p in st.order) in header
        # every opponent has a row with their points and their hand as a count
        for p in st.order:
            if p != seat:
                row = next(ln for ln in shown.splitlines() if f" {p} · " in ln)
                assert f"{st.players[p].points}/8 pts" in row
                assert f"hand {len(st.players[p].zones['hand'])}" in row
        # three battlefields, each named
        assert len(app.screen.bf_panels) == 3
        for b in st.bfs:
            assert b.name[:8] in shown
        # the seated hand is drawn whole; no other hand is (the oracle: the full state)
        mine = hands(s.game)[seat]
        others = set().union(*(h for p, h in hands(s.game).items() if p != seat)) - mine
        public = {o.card for o in st.objs.values() if o.zone not in ("hand", "deck")}
        assert {c.name for c in app.board.bottom.hand} == mine
        assert all(name[:8] in shown for name in mine)
        assert all(pm.hand is None for pm in [app.board.top] + app.board.others)
        assert not [n for n in others - public if n in shown]
        # units at the battlefields keep their might and exhausted marks at 80x24 too
        for b in st.bfs:
            for u in b.units:
                o = st.objs[u]
                chip = app.board.chips[u]
                assert chip.label().endswith("↷") == o.exhausted
                assert f" {chip.might}" in shown


# -- whole games by keys -----------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.rules("487.1", "128.4")
async def test_a_whole_ffa3_hot_seat_game_by_keys_with_the_curtain_between_every_two_people():
    # Fiora, Master Yi and Vi, seed 26: of 3 x 120 seeds and three deck trios replayed on
    # the engine alone with this policy, the shortest game (41 decisions, 16 curtains;
    # Garen, Fiora and Master Yi at seed 34 took 46 and 17)
    rnd = random.Random(26)
    s = ffa_session(3, seed=26, decks=FAST[1:])
    app = make_app(s, autosave=False)
    # each curtain names the next seat and nothing of any hand
    watch = HandOvers(app)

    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play_to_winner(pilot, rnd, 2000, at_curtain=watch.at_curtain)
        game = app.session.game
        assert game.winner is not None and f"{game.winner} wins the game" in text(app)
        assert len(watch.curtains) >= 10
        # every seat stopped only when it could respond: each was passed for by the table
        lines = game.record.lines
        assert {lines[i].split(":")[0] for i in app.session.auto_at} == {"A", "B", "C"}
    # between two people's boards there was always the next person's curtain
    assert watch.check() == {"A", "B", "C"}


@pytest.mark.slow
@pytest.mark.rules("488.1")
async def test_an_ffa4_game_with_three_machine_seats_plays_to_a_winner():
    rnd = random.Random(35)
    seats = {"A": Seat(), **{p: Seat(MACHINE, "random") for p in "BCD"}}
    # seed 35: of seeds 0-149 replayed on the engine alone with this policy, the shortest
    # game (16 + 78 decisions; seed 20 took 23 + 79)
    s = ffa_session(4, seed=35, seats=seats)
    app = make_app(s, autosave=False)

    def only_my_hand() -> None:
        # the person sees only their own hand; the machines' are counts
        assert isinstance(app.screen, GameScreen) and app.board.bottom.name == "A"
        assert all(pm.hand is None for pm in [app.board.top] + app.board.others)

    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play_to_winner(pilot, rnd, 3000, at_board=only_my_hand)
        game = app.session.game
        assert game.winner is not None and f"{game.winner} wins the game" in text(app)
        assert not isinstance(app.screen, CurtainScreen)   # one person: no curtain


# -- hot-seat bookkeeping for every seat ---------------------------------------------------------

def _to_main(s: Session) -> None:
    """Every hand kept: the first player's main phase."""
    while s.game.pending.kind == "mulligan":
        s.act(f"{s.game.pending.player}: keep")


async def test_the_third_seat_undoes_only_its_own_decisions_and_reads_what_the_others_did():
    s = ffa_session(3, seed=2)
    _to_main(s)
    order = s.order
    first, second, third = order
    for p in order:
        s.look(p)
    s.take_seat(first)
    s.act(f"{first}: end")
    s.run_auto()
    s.take_seat(second)
    s.act(f"{second}: end")
    s.run_auto()
    assert s.game.pending.player == third
    # the third seat, seated, has made no decision: it may not undo the second's end
    s.take_seat(third)
    assert "nothing to undo" in s.undo_refusal()
    assert not s.undo() and s.game.record.lines[-1] == f"{second}: end"
    # what happened since it last looked names both other seats' turns
    recap = s.recap(third)
    assert recap and any(ln.startswith(f"{first}: end") for ln in recap) and \
        any(ln.startswith(f"{second}: end") for ln in recap)
    # its own decision, it undoes (and nothing before it)
    s.act(f"{third}: end")
    assert s.undo_refusal() is None and s.undo()
    assert s.game.record.lines[-1] == f"{second}: end" and s.game.pending.player == third
    assert not s.undo()


@pytest.mark.rules("651.2", "652.3")
async def test_a_conceding_player_leaves_the_four_player_board_and_the_header_says_so():
    s = ffa_session(4, seed=3)
    _to_main(s)
    first = s.game.pending.player
    s.take_seat(first)
    app = make_app(s, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, 3)
        await pilot.press("enter")                      # the first seat's curtain
        await settle(pilot)
        assert app.submit(f"{first}: concede")
        await settle(pilot)
        nxt = app.session.game.pending.player
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == nxt
        await pilot.press("enter")
        await settle(pilot, 3)
        # three rows left: the next seat at the bottom and two opponents, the fourth
        # opponent's row hidden; the header names the removed player
        shown = text(app)
        assert f"{first} removed" in shown.splitlines()[0]
        rows = [p for p in app.screen.opponent_panels if p.display]
        assert sorted(p.player for p in rows) == sorted(set(s.order) - {nxt})
        assert len(rows) == 2 and app.board.bottom.name == nxt
