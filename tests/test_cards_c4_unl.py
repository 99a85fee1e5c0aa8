"""Unleashed 171-219 (issue 26, session 17 c4): each card played from a scenario-shaped
position and what it does checked.  A case is (card, A, B, battlefields, script, expect)
as in tests/card_cases.py; the battlefields are Bandle Tree and Back-Alley Bar unless a
case gives them.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, BTURN, HOLD, PP, R, bf, run_case

# (card, A, B, battlefields or None, script, expect)
CASES = [
    ("Galio, Indefatigable", {"base": ["Galio, Indefatigable"]}, {},
     [bf(b=["Stalwart Poro"]), BFS[1]],
     ["A: move A:Galio, Indefatigable to Bandle Tree", *PP],
     [{"location": {"B:Stalwart Poro": "Bandle Tree"}},            # 6 Might, no damage dealt
      {"keywords": {"A:Galio, Indefatigable": ["deflect", "tank"]}}]),
    ("LeBlanc, Fragmented", {"hand": ["Void Seeker"], "runes": R("fury", 4),
                             "deck": ["Gust", "Defy", "Charm"]},
     {}, [bf(a=["LeBlanc, Fragmented"]), BFS[1]],
     ["A: play Void Seeker", "A: choose A:LeBlanc, Fragmented", *PP, *PP],
     [{"count": {"A:hand": 2}}]),                # Void Seeker's draw and the Deathknell's 1
    ("Lilting Lullaby", {"hand": ["Lilting Lullaby"], "runes": R("calm", 4), "turn": BTURN},
     {"hand": ["Gust", "Stupefy"], "runes": R("mind", 4), "base": ["Stalwart Poro"]}, None,
     ["B: play Stupefy", "B: choose B:Stalwart Poro", "B: pass", "A: play Lilting Lullaby",
      "A: choose B:Stupefy", *PP],
     [{"location": {"B:Stupefy": "trash"}}, {"illegal": "B: play Gust"}]),
]


def _run(a, b, bfs, script, expect):
    return run_case(a, b, bfs, script, expect, b_deck=["Mountain Drake"] * 3)


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_unleashed_c4_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)
