"""Layers (rules 474-480): the arithmetic layer never increases by a negative amount.

Played through the scenario runner (tests/card_cases.py).
"""

from __future__ import annotations

import pytest

from card_cases import PP, R, run_case


@pytest.mark.rules("477.3.c", "477.3")
def test_doubling_a_negative_might_increases_it_by_zero():
    # Eclipse gives Shipyard Skulker (3) -4 this turn: -1.  Last Stand then doubles its
    # Might, an increase by its current amount: -1 is no increase, so +0 and it stays -1
    # (decreasing it to -2 would break the rule)
    g = run_case({"hand": ["Eclipse", "Last Stand"], "runes": R("mind", 3) + R("calm", 4),
                  "base": ["Shipyard Skulker"], "deck": ["Gust"]}, None, None,
                 ["A: play Eclipse", "A: choose A:Shipyard Skulker", *PP, "A: choose none",
                  "A: play Last Stand", "A: choose A:Shipyard Skulker", *PP],
                 [{"might": {"A:Shipyard Skulker": -1}}, {"chain": []},
                  {"keywords": {"A:Shipyard Skulker": ["temporary"]}}])
    assert any("gets +0 might this turn (now -1)" in line for line in g.log)
