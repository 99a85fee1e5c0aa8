"""Unleashed 001-046 (issue 26, engineer c2), each played from a position in the shapes of
spec/SCENARIO.md (tests/card_cases.py) and what it does checked: "if you control a facedown
card, deal 4 instead" (811: Monster Harpoon).
"""

from __future__ import annotations

import pytest

from card_cases import BFS, BTURN, PP, R, bf, new_game, play, run_case

CASES = [
    # Monster Harpoon: A has a card hidden at Back-Alley Bar, so 4 instead of 2
    ("Monster Harpoon", {"hand": ["Monster Harpoon"], "runes": R("fury", 2)}, {},
     [bf("B", b=["Mountain Drake"]),
      {"card": "Back-Alley Bar", "controller": "A", "units": {"A": ["Pouty Poro"]},
       "facedown": {"A": "Mischievous Marai"}}],
     ["A: play Monster Harpoon", "A: choose B:Mountain Drake", *PP],
     [{"damage": {"B:Mountain Drake": 4}}]),
]


@pytest.mark.rules("811", "359.3.e.14")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_c2_unleashed_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("811")
def test_monster_harpoon_deals_2_without_a_facedown_card_of_yours():
    run_case({"hand": ["Monster Harpoon"], "runes": R("fury", 2)}, {},
             [bf("B", b=["Mountain Drake"]),
              {"card": "Back-Alley Bar", "facedown": {"B": "Mischievous Marai"}}],
             ["A: play Monster Harpoon", "A: choose B:Mountain Drake", *PP],
             [{"damage": {"B:Mountain Drake": 2}}])
