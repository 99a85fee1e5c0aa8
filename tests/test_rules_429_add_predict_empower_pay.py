"""Game actions (rules 429-444): Add, looking past the end of the deck, Predict, Create,
Empower, Disempower and Pay.

Positions are played through the scenario runner (tests/card_cases.py).
"""

from __future__ import annotations

import dataclasses

import pytest

from card_cases import PP, R, bf, new_game, play, position, run_case, zone_cards
from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.scenario import _obj, start


def logged(game, text: str) -> bool:
    return any(text in line for line in game.log)


@pytest.mark.rules("429.1", "429.2", "161.2")
def test_add_puts_the_resource_into_the_rune_pool():
    # Seal of Rage: "[Reaction] exhaust: Add 1 Fury power." - straight to the pool
    run_case({"base": ["Seal of Rage"]}, None, None, ["A: activate A:Seal of Rage"],
             [{"pool": {"A": {"energy": 0, "power": {"fury": 1}}}}, {"chain": []},
              {"exhausted": {"A:Seal of Rage": True}}])


# -- looking beyond the deck: no Burn Out (431.1.c, 436.4) ----------------------------------

@pytest.mark.rules("431.1.c", "431.1.c.1")
def test_looking_at_more_cards_than_the_deck_holds_does_not_burn_out():
    # Stacked Deck: "Look at the top 3 cards of your Main Deck. Put 1 in your hand and
    # recycle the rest."  With one card in the deck A looks at it and takes it; no points
    g = run_case({"hand": ["Stacked Deck"], "runes": R("chaos", 1), "deck": ["Gust"],
                  "trash": ["Defy"]}, None, None, ["A: play Stacked Deck", *PP],
                 [{"count": {"A:hand": 1, "A:deck": 0, "A:trash": 2}},
                  {"contains": {"A:hand": ["Gust"]}}, {"points": {"A": 0, "B": 0}},
                  {"chain": []}])
    assert not logged(g, "Burn Out") and not logged(g, "burns out")


@pytest.mark.rules("436.4", "436.4.a", "436.3.a", "817.1.b")
def test_predict_with_an_empty_deck_predicts_nothing_and_does_not_burn_out():
    # Mystic Poro has Vision: "when you play me, Predict" (X omitted: 1)
    g = run_case({"hand": ["Mystic Poro"], "runes": R("chaos", 2), "trash": ["Defy"]},
                 None, None, ["A: play Mystic Poro", "A: to base", *PP],
                 [{"location": {"A:Mystic Poro": "base"}}, {"points": {"A": 0, "B": 0}},
                  {"count": {"A:deck": 0, "A:trash": 1}}, {"chain": []}])
    assert not logged(g, "burns out")


@pytest.mark.rules("436.1.a", "436.1")
def test_predict_two_recycles_any_and_puts_the_rest_back_on_top():
    # Dramatic Visionary: "When I die, Predict 2."  Void Seeker kills it and draws Gust
    # first; A looks at Defy and Rebuke, recycles Defy and keeps Rebuke on top
    g = run_case({"hand": ["Void Seeker"], "runes": R("fury", 4),
                  "deck": ["Gust", "Defy", "Rebuke", "Mountain Drake"]}, None,
                 [bf("A", a=["Dramatic Visionary"]), {"card": "Back-Alley Bar"}],
                 ["A: play Void Seeker", "A: choose A:Dramatic Visionary@Bandle Tree", *PP,
                  *PP], [])
    # A is asked which of the two to recycle ("any number": one, both or none)
    assert sorted(g.legal()) == ["A: choose Defy", "A: choose Defy, Rebuke",
                                 "A: choose Rebuke", "A: choose none"]
    play(g, ["A: choose Defy"], [{"chain": []}])
    assert zone_cards(g, "A", "hand") == ["Gust"]
    assert zone_cards(g, "A", "deck") == ["Rebuke", "Mountain Drake", "Defy"]


# -- 441-442 Empower and Disempower ----------------------------------------------------------

def _empowered(game, ref: str) -> bool:
    return game.state.objs[_obj(game, ref)].empowered


@pytest.mark.rules("441.1", "441.1.a", "441.2")
def test_empower_renders_a_gear_empowered():
    # Hextech Formula: "exhaust: Empower another gear."
    g = run_case({"base": ["Hextech Formula", "Seal of Rage"]}, None, None,
                 ["A: activate A:Hextech Formula", *PP],
                 [{"exhausted": {"A:Hextech Formula": True}}, {"chain": []}])
    assert _empowered(g, "A:Seal of Rage")


@pytest.mark.rules("441.1.b", "441.1.c")
def test_empowering_an_empowered_gear_changes_nothing():
    g = run_case({"base": ["Hextech Formula", {"card": "Seal of Rage", "empowered": True}]},
                 None, None, ["A: activate A:Hextech Formula", *PP],
                 [{"exhausted": {"A:Hextech Formula": True}}, {"chain": []}])
    assert _empowered(g, "A:Seal of Rage")
    # a unit's own "Empower me" is only there while it is not Empowered (441.1.b)
    g = new_game({"base": [{"card": "Kinkou Lifeblade", "empowered": True}],
                  "runes": R("body", 4)})
    assert not any("Kinkou" in line for line in g.legal() if "activate" in line)


@pytest.mark.rules("442.1", "442.1.a", "442.1.a.1")
def test_disempower_as_a_cost_needs_an_empowered_object():
    # Zed, Master of Shadows: "Disempower me, exhaust: Discard 1, then draw 1."
    g = new_game({"legend": "Zed, Master of Shadows", "hand": ["Gust"], "deck": ["Defy"]})
    assert not g.is_legal("A: activate Zed, Master of Shadows")
    g = new_game({"legend": "Zed, Master of Shadows", "hand": ["Gust"], "deck": ["Defy"]})
    zed = _obj(g, "A:Zed, Master of Shadows")
    g.state.objs[zed] = dataclasses.replace(g.state.objs[zed], empowered=True)
    assert g.is_legal("A: activate Zed, Master of Shadows")
    play(g, ["A: activate Zed, Master of Shadows"])
    assert not _empowered(g, "A:Zed, Master of Shadows")


# -- 444 Pay, 403-404 a triggered ability's cost ---------------------------------------------

FIORA = {"base": ["Fiora, Worthy", "Arena Bar", {"card": "Vanguard Sergeant",
                                                 "exhausted": True}],
         "runes": ["Order Rune"]}


@pytest.mark.rules("444.2", "444.2.b", "404.2", "404.2.a", "403.1.b", "403.1.b.1", "444.1",
                   "444.1.a")
def test_declining_to_pay_a_triggered_abilitys_cost_removes_it_and_nothing_happens():
    # Fiora, Worthy: "When a unit you control becomes Mighty, you may pay [O] to ready it."
    g = run_case(FIORA, None, None, ["A: activate A:Arena Bar", *PP, "A: no"],
                 [{"might": {"A:Vanguard Sergeant": 5}},
                  {"exhausted": {"A:Vanguard Sergeant": True}}, {"chain": []},
                  {"count": {"A:runes": 1}}, {"exhausted": {"A:Order Rune": False}}])
    assert not logged(g, "counter")
    # paid, the power leaves the pool (the rune is spent) and the unit readies
    run_case(FIORA, None, None, ["A: activate A:Arena Bar", *PP, "A: yes", *PP],
             [{"exhausted": {"A:Vanguard Sergeant": False}}, {"count": {"A:runes": 0}}])


@pytest.mark.rules("444.2.a", "358.5")
def test_a_play_whose_costs_are_not_paid_is_undone():
    # manual payment with an empty rune pool: the play of Hextech Ray cannot be completed,
    # so it never happened - the card stays in hand, nothing is on the chain
    sc = position({"hand": ["Hextech Ray"], "runes": R("fury", 2)}, None,
                  [bf("B", b=["Shipyard Skulker"]), {"card": "Back-Alley Bar"}])
    sc["manual_payment"] = True
    g = start(sc)
    log_before = len(g.log)
    with pytest.raises(IllegalAction, match="cannot pay"):
        g.act("A: play Hextech Ray")
    play(g, [], [{"contains": {"A:hand": ["Hextech Ray"]}}, {"chain": []},
                 {"exhausted": {"A:Fury Rune#1": False, "A:Fury Rune#2": False}},
                 {"pool": {"A": {"energy": 0}}}])
    assert len(g.log) == log_before
    # paid by hand first (an Add of each rune), the same play goes through
    play(g, ["A: exhaust A:Fury Rune#1", "A: recycle A:Fury Rune#2", "A: play Hextech Ray"],
         [{"chain": ["Hextech Ray"]}])
