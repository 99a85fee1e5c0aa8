"""Winning (193-196), locations (197-200), costs (201-206) and conceding (649-652) in small
positions."""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from tests.card_cases import BFS, HOLD, PP, R, bf, new_game, play


@pytest.mark.rules("194.2", "194.2.a")
def test_of_two_players_past_the_victory_score_the_one_with_more_points_wins():
    g = new_game({"points": 8}, {"points": 9})
    play(g, [], [{"winner": "B"}])


@pytest.mark.rules("194.2.b", "194.1.a")
def test_two_players_tied_past_the_victory_score_play_on_until_one_has_more():
    g = new_game({"points": 8, "turn": HOLD}, {"points": 8},
                 [bf("A", a=["Daring Poro"]), BFS[1]])
    # the tie at 8 won nothing; A's hold in the Beginning Phase makes 9: A wins
    play(g, [], [{"points": {"A": 9, "B": 8}}, {"winner": "A"}])
    tied = new_game({"points": 8}, {"points": 8})
    play(tied, [], [{"winner": "none"}, {"priority": "A"}])


@pytest.mark.rules("651.3", "649")
def test_a_player_who_concedes_makes_no_more_choices():
    g = new_game({"hand": ["Hextech Ray"], "runes": R("fury", 2)}, {},
                 [bf(b=["Daring Poro"]), BFS[1]])
    play(g, ["A: play Hextech Ray", "A: concede"], [{"winner": "B"}])
    assert g.legal() == []
    with pytest.raises(IllegalAction):
        g.act("A: pass")


@pytest.mark.rules("197", "198.2", "199", "199.1")
def test_where_a_unit_is_is_what_at_a_battlefield_and_here_read():
    """Hextech Ray deals 3 to 'a unit at a battlefield': B's units in base are not offered.
    Trifarian War Camp, a game object at its own location, gives +1 might to the units
    'here', and to no unit in a base."""
    g = new_game({"hand": ["Hextech Ray"], "runes": R("fury", 2), "base": ["Daring Poro"]},
                 {"base": ["Vanguard Sergeant"]},
                 [bf("B", b=["Shipyard Skulker", "Pouty Poro"], card="Trifarian War Camp"),
                  BFS[1]])
    play(g, [], [{"might": {"B:Shipyard Skulker": 4, "B:Pouty Poro": 3,
                            "B:Vanguard Sergeant": 4, "A:Daring Poro": 2}}])
    st = g.state
    assert st.objs[st.bfs[0].obj].card == "Trifarian War Camp"
    play(g, ["A: play Hextech Ray"])
    assert {st.objs[i].card for i in g.state.pending.options} == {"Shipyard Skulker",
                                                                 "Pouty Poro"}


@pytest.mark.rules("201", "202", "203", "204.1", "204.1.a", "131.1", "131.2", "131.3.b")
def test_a_cards_cost_is_what_must_be_paid_to_play_it():
    """Vanguard Sergeant costs 4 energy and no power: three runes of any domain cannot pay
    it, four can, and all four are exhausted (none recycled: there is no power to pay)."""
    three = new_game({"hand": ["Vanguard Sergeant"], "runes": R("calm", 3)})
    play(three, [], [{"illegal": "A: play Vanguard Sergeant"}])
    four = new_game({"hand": ["Vanguard Sergeant"], "runes": R("calm", 4)})
    play(four, ["A: play Vanguard Sergeant"],
         [{"location": {"A:Vanguard Sergeant": "base"}}, {"count": {"A:runes": 4}}])
    assert all(four.state.objs[i].exhausted for i in four.state.players["A"].zones["runes"])
    assert four.engine.db.get("Vanguard Sergeant").cost.power == ()
