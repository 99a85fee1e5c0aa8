"""Game actions on cards and their states (rules 413-416): Draw, Exhaust, Ready, Recycle.

Each test plays a small position through the scenario runner (tests/card_cases.py) and
checks what a player would see change: which card reached the hand, which object is
exhausted or ready, where a recycled card went.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, HOLD, PP, R, bf, new_game, play, run_case, zone_cards

TWO_FIELDS = [bf("B", b=["Shipyard Skulker"]), {"card": "Back-Alley Bar"}]


@pytest.mark.rules("413.1", "413.1.a", "413.2.b", "413.3")
def test_draw_instruction_takes_the_top_card_of_the_main_deck():
    # Void Seeker: "Deal 4 to a unit at a battlefield. Draw 1." - the top card only
    g = run_case({"hand": ["Void Seeker"], "runes": R("fury", 4), "deck": ["Gust", "Defy"]},
                 None, TWO_FIELDS,
                 ["A: play Void Seeker", "A: choose B:Shipyard Skulker@Bandle Tree", *PP],
                 [{"count": {"A:hand": 1, "A:deck": 1}}])
    assert zone_cards(g, "A", "hand") == ["Gust"]
    assert zone_cards(g, "A", "deck") == ["Defy"]
    assert any("A draws 1 (413)" in line for line in g.log)


@pytest.mark.rules("413.2.a")
def test_draw_phase_draws_one_for_the_turn_player_only():
    g = new_game({"deck": ["Gust", "Defy"], "turn": {"player": "A", "number": 3,
                                                   "phase": "draw"}},
                 {"deck": ["Rebuke", "Mountain Drake"]})
    assert zone_cards(g, "A", "hand") == ["Gust"]
    assert zone_cards(g, "B", "hand") == []
    assert zone_cards(g, "B", "deck") == ["Rebuke", "Mountain Drake"]


@pytest.mark.rules("414.1", "414.2", "414.3.a", "420.3.a", "420.3.b", "144")
def test_standard_move_exhausts_the_unit_as_its_cost_and_an_exhausted_unit_cannot_move():
    g = new_game({"base": ["Shipyard Skulker", {"card": "Stalwart Poro", "exhausted": True}]})
    # 414.2: "exhausted" is a state the standard move's cost refers to
    assert not g.is_legal("A: move A:Stalwart Poro to Back-Alley Bar")
    play(g, ["A: move A:Shipyard Skulker to Back-Alley Bar"],
         [{"location": {"A:Shipyard Skulker": "Back-Alley Bar"}},
          {"exhausted": {"A:Shipyard Skulker": True}}])
    # 414.1.b: exhausted now, the same unit cannot pay the cost again
    assert not g.is_legal("A: move A:Shipyard Skulker to base")


@pytest.mark.rules("414.1.c", "414.1.b")
def test_exhausting_an_exhausted_unit_changes_nothing():
    # Unchecked Power exhausts every friendly unit, then deals 12 to units at battlefields:
    # the unit in base that was already exhausted simply stays exhausted
    g = run_case({"hand": ["Unchecked Power"], "runes": R("mind", 9),
                  "base": ["Shipyard Skulker", {"card": "Stalwart Poro", "exhausted": True}]},
                 None, BFS, ["A: play Unchecked Power", *PP],
                 [{"exhausted": {"A:Shipyard Skulker": True, "A:Stalwart Poro": True}},
                  {"location": {"A:Stalwart Poro": "base"}}, {"chain": []}])
    assert g.winner is None


@pytest.mark.rules("415.1", "415.2", "415.3.b")
def test_an_effect_readies_an_exhausted_unit():
    # Eclipse Herald: "When you stun an enemy unit, ready me and give me +1 Might this turn."
    run_case({"hand": ["Rune Prison"], "runes": R("calm", 3),
              "base": [{"card": "Eclipse Herald", "exhausted": True}]},
             None, TWO_FIELDS,
             ["A: play Rune Prison", "A: choose B:Shipyard Skulker@Bandle Tree", *PP, *PP],
             [{"stunned": {"B:Shipyard Skulker": True}},
              {"exhausted": {"A:Eclipse Herald": False}}, {"might": {"A:Eclipse Herald": 8}}])


@pytest.mark.rules("415.1.b", "415.1.c")
def test_readying_a_ready_unit_does_nothing_more():
    # the same trigger on a ready Herald: it stays ready, the rest of the ability still runs
    run_case({"hand": ["Rune Prison"], "runes": R("calm", 3), "base": ["Eclipse Herald"]},
             None, TWO_FIELDS,
             ["A: play Rune Prison", "A: choose B:Shipyard Skulker@Bandle Tree", *PP, *PP],
             [{"exhausted": {"A:Eclipse Herald": False}}, {"might": {"A:Eclipse Herald": 8}}])


@pytest.mark.rules("416.4", "416.1.a", "416.2.a")
def test_recycle_in_an_effect_recycles_as_many_as_possible():
    # Dr. Mundo, Expert: "At the start of your Beginning Phase, recycle 3 from your trash."
    # with only 2 cards in the trash both go to the bottom of the main deck
    g = run_case({"base": ["Dr. Mundo, Expert"], "trash": ["Gust", "Defy"],
                  "deck": ["Rebuke"], "turn": HOLD}, None, BFS, PP,
                 [{"count": {"A:trash": 0, "A:deck": 2}}])
    # to the bottom: the Draw Phase that follows still draws Rebuke, the old top card
    assert zone_cards(g, "A", "hand") == ["Rebuke"]
    assert sorted(zone_cards(g, "A", "deck")) == ["Defy", "Gust"]
