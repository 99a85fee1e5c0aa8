"""Scoring (rules 467-471): a conquer or a hold scores a point and triggers the score
abilities of that battlefield, once per battlefield per turn.

Positions are played through the scenario runner (tests/card_cases.py).
"""

from __future__ import annotations

import pytest

from card_cases import HOLD, PP, run_case


def count_logged(game, text: str) -> int:
    return sum(text in line for line in game.log)


@pytest.mark.rules("468", "468.1", "469.1.b", "471.2", "471.2.a", "471.2.c")
def test_a_conquer_triggers_the_battlefields_conquer_ability_once_per_turn():
    # Zaun Warrens: "When you conquer here, discard 1, then draw 1."  A conquers it, leaves
    # (Flash), and takes it again the same turn: no second point and no second trigger
    g = run_case({"hand": ["Flash", "Gust"], "runes": ["Chaos Rune", "Chaos Rune"],
                  "base": ["Shipyard Skulker", "Vanguard Sergeant"],
                  "deck": ["Defy", "Rebuke"]}, None,
                 [{"card": "Zaun Warrens"}, {"card": "Back-Alley Bar"}],
                 ["A: move A:Shipyard Skulker to Zaun Warrens", *PP, *PP, "A: choose Gust",
                  "A: play Flash", "A: choose A:Shipyard Skulker@Zaun Warrens", *PP,
                  "A: move A:Vanguard Sergeant to Zaun Warrens", *PP],
                 [{"controller": {"Zaun Warrens": "A"}}, {"points": {"A": 1, "B": 0}},
                  {"location": {"A:Vanguard Sergeant": "Zaun Warrens"}},
                  {"count": {"A:hand": 1, "A:deck": 1}}, {"chain": []}])
    assert count_logged(g, "Zaun Warrens trigger goes on the chain") == 1
    assert count_logged(g, "A establishes control of Zaun Warrens") == 2
    assert count_logged(g, "A conquers Zaun Warrens") == 1


@pytest.mark.rules("471.2.b", "469.2")
def test_a_hold_triggers_the_hold_ability_of_that_battlefield_only():
    # Shadow Temple: "When you hold here, burn 3."  A holds it and Back-Alley Bar: two
    # points, and only the Temple's ability (A burns 3)
    g = run_case({"deck": ["Gust", "Defy", "Rebuke", "Mountain Drake", "Mountain Drake"],
                  "turn": HOLD}, None,
                 [{"card": "Shadow Temple", "controller": "A",
                   "units": {"A": ["Mega-Mech"]}},
                  {"card": "Back-Alley Bar", "controller": "A",
                   "units": {"A": ["Shipyard Skulker"]}}], PP,
                 [{"points": {"A": 2}}, {"count": {"A:trash": 3}}])
    assert count_logged(g, "A burns 3 (440)") == 1
