"""Game actions (rules 441-444): Empower, Disempower and Pay, where a scenario cannot say it
(the Empowered state, a refused line that changes nothing).  Add, Predict and the pay of
a trigger are scenarios (tests/scenarios/add-*, predict-*, pay-*).
"""

from __future__ import annotations

import dataclasses

import pytest

from card_cases import PP, R, bf, new_game, play, position, run_case
from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.scenario import _obj, start


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


@pytest.mark.rules("442.1", "442.1.a")
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


# -- 444 Pay ----------------------------------------------------------------------------------


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
