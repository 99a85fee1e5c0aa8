"""Split damage (355.14) past what the cards reach today: more targets than damage at
resolution (355.14.h).  Volibear, Furious (the one split card implemented) chooses at most
5 targets for 5 damage (355.14.c), so the case is held against the split's own rules."""

from __future__ import annotations

import pytest

from riftbound_tui.engine.linked import _splits, split_why


@pytest.mark.rules("355.14.h", "355.14.h.1", "355.14.f", "355.14.g")
def test_more_targets_than_damage_keeps_exactly_as_many_targets_as_damage():
    units, total = (1, 2, 3), 2
    assert split_why(units, total, {1: 1, 3: 1}) is None
    for bad in ({1: 2}, {1: 1}, {1: 1, 2: 1, 3: 1}, {1: 2, 2: 0}):
        assert "355.14.h.1" in split_why(units, total, bad), bad
    assert sorted(_splits(list(units), total)) == [((1, 1), (2, 1)), ((1, 1), (3, 1)),
                                                   ((2, 1), (3, 1))]


@pytest.mark.rules("355.14.f", "355.14.g", "355.14.a")
def test_enough_damage_reaches_every_target_at_least_once():
    units = (1, 2)
    assert split_why(units, 5, {1: 3, 2: 2}) is None
    assert "355.14.f" in split_why(units, 5, {1: 5})
    assert "355.14.a" in split_why(units, 5, {1: 4, 9: 1})
    assert "exactly 5" in split_why(units, 5, {1: 4, 2: 2})
    assert _splits([1, 2], 2) == [((1, 1), (2, 1))]       # one legal split: forced
