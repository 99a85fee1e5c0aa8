"""The mode of play (rules 481-485): the 1v1 Duel, the only mode this table plays.

A Duel is two players, each other's only opponent, two battlefields (one of each player's
three, chosen at random), a Victory Score of 8, one game.  Checked on a real setup from
the shipped legal test decks and on scenario positions.
"""

from __future__ import annotations

import pytest

from card_cases import HOLD, position, run_case
from riftbound_tui.decks import fixed
from riftbound_tui.engine.errors import SetupError
from riftbound_tui.engine.game import Game, default_engine
from riftbound_tui.scenario import start


def duel(seed: int) -> Game:
    return Game.from_setup(fixed.duel_setup(fixed.FURY_CHAOS, fixed.CALM_BODY), seed,
                           default_engine())


@pytest.mark.rules("483.1", "485.1")
def test_a_duel_has_two_players():
    setup = fixed.duel_setup(fixed.FURY_CHAOS, fixed.CALM_BODY)
    setup["players"]["C"] = dict(fixed.CALM_BODY)
    with pytest.raises(SetupError, match="two players"):
        Game.from_setup(setup, 0, default_engine())
    sc = position({})
    sc["players"]["C"] = {}
    with pytest.raises(SetupError, match="two players"):
        start(sc)
    assert duel(0).state.order in (("A", "B"), ("B", "A"))


@pytest.mark.rules("483.2", "483.2.a", "483.2.b", "485.2", "431.2.c")
def test_each_player_has_one_opponent_and_no_teammate():
    # a burn out has its player choose an opponent to gain 1 point: in a Duel there is
    # one, so B gains it without being asked, and A gains nothing
    run_case({"deck": [], "trash": ["Gust"], "turn": {"player": "A", "number": 9,
                                                      "phase": "draw"}},
             {"points": 3}, None, [],
             [{"points": {"A": 0, "B": 4}}, {"phase": "main"}, {"priority": "A"}])


@pytest.mark.rules("483.3", "485.3", "485.6", "483.6", "472")
def test_the_victory_score_is_eight_and_the_first_to_reach_it_wins_the_game():
    two = [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Mega-Mech"]}},
           {"card": "Back-Alley Bar", "controller": "A", "units": {"A": ["Shipyard Skulker"]}}]
    g = run_case({"points": 6, "turn": HOLD}, {"points": 7}, two, [],
                 [{"points": {"A": 8}}, {"winner": "A"}])
    # best of one: the game, and the match, are over; nobody acts any more
    assert g.legal() == []
    one = two[:1] + [{"card": "Back-Alley Bar"}]
    run_case({"points": 6, "turn": HOLD, "deck": ["Gust"]}, None, one, [],
             [{"points": {"A": 7}}, {"winner": "none"}, {"phase": "main"}])


@pytest.mark.rules("483.3.a")
def test_any_positive_victory_score_may_be_set():
    sc = position({"points": 2, "turn": HOLD}, None,
                  [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Mega-Mech"]}},
                   {"card": "Back-Alley Bar"}])
    sc["victory_score"] = 3
    g = start(sc)
    assert g.state.players["A"].points == 3 and g.winner == "A"


@pytest.mark.rules("483.4", "483.4.a", "483.5", "485.4", "485.4.a", "485.5")
def test_two_battlefields_one_of_each_players_three():
    decks = fixed.duel_setup(fixed.FURY_CHAOS, fixed.CALM_BODY)["players"]
    assert all(len(d["battlefields"]) == 3 for d in decks.values())
    chosen = set()
    for seed in range(6):
        st = duel(seed).state
        fields = [(st.objs[b.obj].owner, st.objs[b.obj].card) for b in st.bfs]
        assert sorted(owner for owner, _ in fields) == ["A", "B"]
        for owner, card in fields:
            assert card in decks[owner]["battlefields"]
        chosen |= set(fields)
        # the two left out are not in the game at all
        cards = {o.card for o in st.objs.values()}
        for p, d in decks.items():
            assert len(set(d["battlefields"]) & cards) == 1
    assert len(chosen) > 2          # chosen at random, not always the first listed
