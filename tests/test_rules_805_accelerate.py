"""Accelerate is an additional cost paid only as the unit is played (805.2.a) and does
nothing on the board (805.3): an exhausted Accelerate unit in base, with runes to pay its
cost, is named by no legal line, and a refused 'activate' leaves the game as it was."""

from __future__ import annotations

import pytest
from card_cases import R, new_game

from riftbound_tui.engine.errors import IllegalAction


@pytest.mark.rules("805.2.a", "805.3")
def test_accelerate_cannot_be_paid_for_a_unit_already_on_the_board():
    g = new_game({"base": [{"card": "Legion Rearguard", "exhausted": True}],
                  "runes": R("fury", 4)})
    assert g.state.pending.player == "A" and g.state.pending.kind == "priority"
    assert not [line for line in g.legal() if "Legion Rearguard" in line]
    before = g.legal()
    with pytest.raises(IllegalAction):
        g.act("A: activate A:Legion Rearguard")
    assert g.legal() == before
    rearguard = next(o for o in g.state.objs.values() if o.card == "Legion Rearguard")
    assert rearguard.exhausted
    assert all(not g.state.objs[r].exhausted for r in g.state.players["A"].zones["runes"])
