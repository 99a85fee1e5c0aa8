"""Units and gear as game objects (rules 140-152): what their card type lets spells choose in
each zone, a unit's activated abilities, the standard move of several units at once, and
where gear may be."""

from __future__ import annotations

import pytest

from tests.card_cases import BFS, BTURN, PP, R, bf, new_game, play, run_case


def choice_names(g) -> set[str]:
    """The cards the pending choice offers."""
    st = g.state
    return {st.objs[i].card for i in st.pending.options}


@pytest.mark.rules("140", "141", "141.1.b", "141.2", "141.2.a", "141.2.b", "148.1.b", "148.2.b", "154",
                   "133.4.b")
def test_a_card_type_limits_what_may_be_chosen_in_each_zone():
    # in the trash, units and gear are cards: Annie's 'a spell from your trash' offers the
    # spells there, not the unit or the gear (the type counts in every zone)
    g = new_game({"hand": ["Annie, Stubborn"], "runes": R("chaos", 5),
                  "trash": ["Shipyard Skulker", "The Syren", "Falling Star", "Hextech Ray"]})
    play(g, ["A: play Annie, Stubborn"])
    assert g.state.pending.kind == "choose"
    assert choice_names(g) == {"Falling Star", "Hextech Ray"}
    play(g, ["A: choose Hextech Ray", *PP], [{"contains": {"A:hand": ["Hextech Ray"]}},
                                        {"contains": {"A:trash": ["Shipyard Skulker",
                                                                  "The Syren"]}}])
    # on the board, 'a unit' offers units on the board only: not the gear in base, not the
    # unit in the trash
    g = new_game({"hand": ["Falling Star"], "runes": R("fury", 4), "base": ["The Syren"],
                  "trash": ["Vanguard Sergeant"]},
                 {"base": ["Shipyard Skulker"]}, [bf(a=["Daring Poro"]), BFS[1]])
    play(g, ["A: play Falling Star"])
    assert choice_names(g) == {"Shipyard Skulker", "Daring Poro"}


@pytest.mark.rules("145", "145.1", "145.2", "145.2.a")
def test_a_units_activated_ability_is_paid_for_and_resolves_through_the_chain():
    g = run_case({"base": ["Arena Kingpin", "Vanguard Sergeant"]}, {}, BFS,
                 ["A: activate A:Arena Kingpin", "A: choose A:Vanguard Sergeant"],
                 [{"exhausted": {"A:Arena Kingpin": True}},     # its cost, paid as played
                  {"chain": ["Arena Kingpin"]}, {"priority": "A"},
                  {"might": {"A:Vanguard Sergeant": 4}}])
    play(g, PP, [{"might": {"A:Vanguard Sergeant": 7}}, {"chain": []},
                 {"illegal": "A: activate A:Arena Kingpin"}])


@pytest.mark.rules("145.2")
def test_a_units_activated_ability_waits_for_an_open_state_of_its_controllers_turn():
    # B's turn: B plays a spell and A holds priority over it (a closed state)
    g = new_game({"base": ["Arena Kingpin", "Lux, Crownguard"], "turn": BTURN},
                 {"hand": ["Hextech Ray"], "runes": R("fury", 3)},
                 [bf(a=["Daring Poro"]), BFS[1]])
    play(g, ["B: play Hextech Ray", "B: choose A:Daring Poro", "B: pass"],
         [{"priority": "A"}, {"illegal": "A: activate A:Arena Kingpin"},
          {"legal": "A: activate A:Lux, Crownguard"}])       # a Reaction ability may


@pytest.mark.rules("144.1.a", "144.3", "144.3.b", "144.3.c", "170.5.a", "107.1.b",
                   "107.2.a", "107.2.b", "170.5", "170.6")
def test_units_from_two_battlefields_move_home_together_and_both_pay():
    a_here = [bf("A", a=["Daring Poro", "Shipyard Skulker", "Vanguard Sergeant"]),
              bf("A", a=["Pouty Poro"], card="Back-Alley Bar")]
    run_case({}, {}, a_here,
             ["A: move A:Vanguard Sergeant@Bandle Tree, A:Pouty Poro@Back-Alley Bar to base"],
             [{"location": {"A:Vanguard Sergeant": "base", "A:Pouty Poro": "base"}},
              {"exhausted": {"A:Vanguard Sergeant": True, "A:Pouty Poro": True,
                             "A:Daring Poro": False}},
              {"count": {"Bandle Tree": 2, "Back-Alley Bar": 0}}])
    # 144.1.a: the move belongs to its player's main phase: not on the other player's turn
    g = new_game({"turn": BTURN, "base": ["Daring Poro"]}, {"hand": ["Hextech Ray"],
                                                             "runes": R("fury", 3)}, a_here)
    play(g, ["B: play Hextech Ray", "B: choose A:Shipyard Skulker", "B: pass"],
         [{"illegal": "A: move A:Daring Poro@base to Bandle Tree"}])


@pytest.mark.rules("149.3", "152.2", "148.1.a")
def test_gear_is_played_to_base_and_a_gear_at_a_battlefield_is_recalled():
    g = new_game({"hand": ["The Syren"], "runes": R("chaos", 2)}, {},
                 [bf("A", a=["Daring Poro", "Orb of Regret"]), BFS[1]])
    # 149.3: the first cleanup recalls the gear that was at the battlefield, as a
    # corrective action
    play(g, [], [{"location": {"A:Orb of Regret": "base", "A:Daring Poro": "Bandle Tree"}},
                 {"log_contains": "323.7: gear is recalled"}])
    # 152.2: a played gear goes to base; it is not asked where
    play(g, ["A: play The Syren"], [{"location": {"A:The Syren": "base"}}, {"chain": []}])
