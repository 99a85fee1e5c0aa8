"""Free-for-all with three or four players (487 FFA3, 488 FFA4): setup from decks, the
refusal of a wrong number of players, each player's view hiding the other hands, and
seeded random games that finish with a winner and replay."""

from __future__ import annotations

import pytest

from riftbound_tui.decks.shipped import table_from_names
from riftbound_tui.engine.errors import SetupError
from riftbound_tui.engine.game import Game, default_engine
from riftbound_tui.engine.view import redact_log

DECKS = ["test-fury-chaos", "test-calm-body", "jinx", "lee-sin"]
TEAM_DECKS = ["test-fury-chaos", "test-calm-body", "lee-sin", "jinx"]   # 489.8.h-i


def ffa(mode: str, seed: int = 0) -> Game:
    setup, _ = table_from_names(DECKS[:3 if mode == "ffa3" else 4], mode)
    return Game.from_setup(setup, seed, engine=default_engine())


@pytest.mark.rules("487.5", "115", "116", "117")
def test_ffa3_uses_one_battlefield_of_each_player_and_deals_four_cards_each():
    for seed in range(3):
        g = ffa("ffa3", seed)
        st = g.state
        assert sorted(st.order) == ["A", "B", "C"]
        assert sorted(st.objs[b.obj].owner for b in st.bfs) == ["A", "B", "C"]   # 487.5
        assert all(len(st.players[p].zones["hand"]) == 4 for p in st.order)       # 116
        # the first player drawn goes first, and the mulligans begin with them (117)
        assert st.turn_player == st.order[0]
        assert (g.pending.player, g.pending.kind) == (st.order[0], "mulligan")


@pytest.mark.rules("488.4.b", "488.5", "488.4")
def test_ffa4_leaves_out_the_battlefields_of_the_player_going_first():
    firsts = set()
    for seed in range(6):
        st = ffa("ffa4", seed).state
        first = st.order[0]
        firsts.add(first)
        owners = sorted(st.objs[b.obj].owner for b in st.bfs)
        assert owners == sorted(st.order[1:]), (seed, first, owners)
        assert len(st.bfs) == 3                                            # 488.4
    assert len(firsts) > 1          # who goes first is drawn, not always seat A (115)


@pytest.mark.rules("487.1", "488.1")
def test_a_free_for_all_needs_its_number_of_players():
    setup, _ = table_from_names(DECKS[:3], "ffa3")
    with pytest.raises(SetupError, match="487.1"):
        Game.from_setup({**setup, "players": {k: setup["players"][k] for k in "AB"}}, 0,
                        engine=default_engine())
    with pytest.raises(SetupError, match="488.1"):
        Game.from_setup({"mode": "ffa4", "players": {"A": {}, "B": {}, "C": {}}}, 0,
                        engine=default_engine())


SECRETS = {"B": ["Mega-Mech"], "C": ["Mountain Drake", "Playful Phantom"]}


@pytest.mark.rules("128.4", "487.2")
def test_each_players_view_hides_both_other_hands():
    sc = {"mode": "ffa3",
          "players": {"A": {"hand": ["Shipyard Skulker"]},
                      "B": {"hand": SECRETS["B"]}, "C": {"hand": SECRETS["C"]}},
          "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"},
                           {"card": "Black Flame Altar"}]}
    g = Game.from_setup(sc, 0, engine=default_engine())
    g.act("A: end")                      # a turn passes: B draws nothing (an empty deck)
    for viewer in ("A", "B", "C"):
        view = g.view(viewer)
        # the oracle: the cards in the other players' hands, which no board holds
        hidden = {name for p, names in SECRETS.items() if p != viewer for name in names}
        shown = {o.card for o in view.objs.values()}
        shown_text = " ".join([view.pending.prompt if view.pending else "",
                               *redact_log(g.state.log, viewer)])
        assert not hidden & shown, (viewer, hidden & shown)
        assert not [n for n in hidden if n in shown_text], viewer
        assert set(SECRETS.get(viewer, ["Shipyard Skulker"])) <= shown    # their own hand
        counts = {p: len(view.players[p].zones["hand"]) for p in view.order}
        assert counts == {"A": 1, "B": 1, "C": 2}        # how many is public


@pytest.mark.rules("487.6", "488.6", "472")
@pytest.mark.parametrize("mode", ["ffa3", "ffa4"])
def test_seeded_free_for_alls_keep_the_invariants_and_replay(mode):
    from mode_games import play_mode
    for seed in range(2):
        out = play_mode(default_engine(), mode, seed)
        assert out.problems == [] and out.finished, (seed, out.problems[:3])


@pytest.mark.rules("487.6")
def test_sim_plays_a_three_player_game_and_names_its_winner(capsys):
    from riftbound_tui.cli import main
    assert main(["sim", "--mode", "ffa3", "--games", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 FFA3 games") and "unfinished" not in out
    last = out.splitlines()[-1]          # "seat wins: A (...) N, B (...) M, C (...) K"
    wins = [int(w.rsplit(" ", 1)[1]) for w in last.split(": ", 1)[1].split(", ")]
    assert len(wins) == 3 and sum(wins) == 1


@pytest.mark.rules("489.5.a", "489.5.b", "489.5.c", "489.3", "489.1", "489.2", "489.4")
def test_2v2_setup_alternates_teams_and_leaves_out_the_first_players_battlefields():
    for seed in range(4):
        setup, _ = table_from_names(TEAM_DECKS, "2v2")
        st = Game.from_setup(setup, seed, engine=default_engine()).state
        assert st.victory_score == 11                                      # 489.3
        assert st.teams == {"A": "A", "C": "A", "B": "B", "D": "B"}
        # 489.5.c: whoever goes first, the turn order alternates the teams
        assert [st.teams[p] for p in st.order] in (["A", "B", "A", "B"], ["B", "A", "B", "A"])
        owners = sorted(st.objs[b.obj].owner for b in st.bfs)
        assert owners == sorted(st.order[1:]) and len(st.bfs) == 3        # 489.5.a-b, 489.4


@pytest.mark.rules("489.8.h", "489.8.i")
def test_2v2_teammates_may_not_share_battlefields_or_legends():
    setup, _ = table_from_names(DECKS, "2v2")         # A and C both bring Zaun Warrens
    with pytest.raises(SetupError, match="489.8.i"):
        Game.from_setup(setup, 0, engine=default_engine())
    setup, _ = table_from_names(TEAM_DECKS, "2v2")
    players = dict(setup["players"])
    players["C"] = {**players["C"], "legend": players["A"]["legend"]}
    with pytest.raises(SetupError, match="489.8.h"):
        Game.from_setup({**setup, "players": players}, 0, engine=default_engine())


@pytest.mark.rules("489.6", "489.8.d")
def test_seeded_2v2_games_keep_the_invariants_and_replay_with_shared_points():
    from mode_games import play_mode
    for seed in range(2):
        out = play_mode(default_engine(), "2v2", seed)
        assert out.problems == [] and out.finished, (seed, out.problems[:3])
    g = ffa("ffa4", 0)
    assert g.state.teams is None                # FFA4 has no teams: four opponents each


@pytest.mark.rules("489.6.a")
def test_sim_credits_a_2v2_win_to_the_whole_team(capsys):
    from riftbound_tui.cli import main
    assert main(["sim", "--mode", "2v2", "--games", "1", "--seed", "1"]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert last in ("team wins: A and C 1, B and D 0", "team wins: A and C 0, B and D 1")


@pytest.mark.rules("489.8.f", "128.4")
def test_a_teammates_hand_is_private_too():
    secrets = {"B": ["Mega-Mech"], "C": ["Mountain Drake"], "D": ["Playful Phantom"]}
    sc = {"mode": "2v2",
          "players": {"A": {"hand": ["Shipyard Skulker"]},
                      **{p: {"hand": names} for p, names in secrets.items()}},
          "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"},
                           {"card": "Black Flame Altar"}]}
    g = Game.from_setup(sc, 0, engine=default_engine())
    view = g.view("A")
    shown = {o.card for o in view.objs.values()}
    # the oracle: every other hand's cards, C's (A's teammate) included
    assert not shown & {n for names in secrets.values() for n in names}
    assert "Shipyard Skulker" in shown
    assert view.teams == {"A": "A", "C": "A", "B": "B", "D": "B"}
