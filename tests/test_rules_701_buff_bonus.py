"""Stand United (701): "Buff a friendly unit.  Buffs give your units an additional +1
Might this turn" is done in full: the rule for the turn is made, and the instruction is
done, not reported as unsupported and fallen short."""

from __future__ import annotations

import pytest

from card_cases import PP, run_case


@pytest.mark.rules("701", "426")
def test_stand_united_makes_buffs_give_more_and_is_done_in_full():
    game = run_case({"hand": ["Stand United"], "runes": ["Calm Rune"] * 3,
                     "base": ["Vanguard Sergeant", {"card": "Mega-Mech", "buff": True}]},
                    {"base": [{"card": "Playful Phantom", "buff": True}]}, None,
                    ["A: play Stand United", "A: choose A:Vanguard Sergeant", *PP],
                    [{"might": {"A:Vanguard Sergeant": 6, "A:Mega-Mech": 10,
                                "B:Playful Phantom": 6}}])
    log = "\n".join(game.log)
    assert "buffs give A's units an additional +1 might this turn (701)" in log
    assert "not supported" not in log
