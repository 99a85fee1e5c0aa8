"""Conceding (649-651) and locations (197-200) in small positions.  (Winning ties and a
card's cost are scenarios: tests/scenarios/scoring-*-victory-score*, cost-card-cost-*.)"""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from tests.card_cases import BFS, R, bf, new_game, play


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
