"""Units and gear as game objects (rules 140-152): what their card type lets spells choose in
each zone.  (A unit's activated ability, the standard move of several units at once and
where gear may be are scenarios: tests/scenarios/ability-unit-*, move-units-from-two-*,
gear-at-a-battlefield-*.)"""

from __future__ import annotations

import pytest

from tests.card_cases import BFS, PP, R, bf, new_game, play


def choice_names(g) -> set[str]:
    """The cards the pending choice offers."""
    st = g.state
    return {st.objs[i].card for i in st.pending.options}


@pytest.mark.rules("140", "141", "141.1.b", "141.2", "141.2.a", "141.2.b", "148.1.b",
                   "148.2.b", "154", "133.4.b")
def test_a_card_type_limits_what_may_be_chosen_in_each_zone():
    # in the trash, units and gear are cards: Annie's 'a spell from your trash' offers the
    # spells there, not the unit or the gear (the type counts in every zone)
    g = new_game({"hand": ["Annie, Stubborn"], "runes": R("chaos", 5),
                  "trash": ["Shipyard Skulker", "The Syren", "Falling Star", "Hextech Ray"]})
    play(g, ["A: play Annie, Stubborn"])
    assert g.state.pending.kind == "choose"
    assert choice_names(g) == {"Falling Star", "Hextech Ray"}
    play(g, ["A: choose Hextech Ray", *PP],
         [{"contains": {"A:hand": ["Hextech Ray"]}},
          {"contains": {"A:trash": ["Shipyard Skulker", "The Syren"]}}])
    # on the board, 'a unit' offers units on the board only: not the gear in base, not the
    # unit in the trash
    g = new_game({"hand": ["Falling Star"], "runes": R("fury", 4), "base": ["The Syren"],
                  "trash": ["Vanguard Sergeant"]},
                 {"base": ["Shipyard Skulker"]}, [bf(a=["Daring Poro"]), BFS[1]])
    play(g, ["A: play Falling Star"])
    assert choice_names(g) == {"Shipyard Skulker", "Daring Poro"}
