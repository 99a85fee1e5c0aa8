"""Issue 26, session 17 d3: the copy, token and "banished with this" cards.  A case is
(card, A, B, battlefields, script, expect) as in tests/card_cases.py; the battlefields are
Bandle Tree and Back-Alley Bar unless a case gives them.
"""

from __future__ import annotations

import pytest

from card_cases import PP, R, run_case

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- copies (477.1.b.1)
    # "When you play me, play two Reflection unit tokens here. Then do this: They become
    # copies of me" (errata): the tokens wait for the reflexive trigger as 0 Might tokens,
    ("Keeper of Masks", {"hand": ["Keeper of Masks"], "runes": R("mind", 2)}, {}, None,
     ["A: play Keeper of Masks", *PP],
     [{"count": {"A:base": 3}}, {"might": {"A:Reflection@base#2": 0}},
      {"chain": ["Keeper of Masks"]}]),
    # then each is a Keeper of Masks with its Temporary; a token stays a token (187.6)
    ("Keeper of Masks", {"hand": ["Keeper of Masks"], "runes": R("mind", 2)}, {}, None,
     ["A: play Keeper of Masks", *PP, *PP],
     [{"count": {"A:base": 3}}, {"might": {"A:Keeper of Masks#3": 1}},
      {"keywords": {"A:Keeper of Masks#3": ["hidden", "temporary"]}}, {"chain": []}]),
]


@pytest.mark.rules("477.1.b.1", "388", "187.6")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_d3_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)
