"""355.8 / 358.5 / 402.3: a spell or ability goes on the chain only when valid choices can
be made for all its targets (and their Deflect costs paid).  Such a play is not listed by
`legal()` and `act()` refuses it with the reason, changing nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.scenario import load, start

SCENARIOS = Path(__file__).parent / "scenarios"


def _game(name: str):
    return start(load(SCENARIOS / name))


@pytest.mark.parametrize("name, line, words", [
    ("target-deflect-unaffordable-spell-not-playable.yaml", "A: play Hextech Ray",
     ["Deflect", "355.8"]),
    ("target-two-friendly-units-needs-two.yaml", "A: play Back to Back",
     ["needs 2 targets", "355.8"]),
    ("static-spirits-refuge-granted-deflect-unaffordable-not-playable.yaml",
     "B: play Hextech Ray", ["Deflect", "355.8"]),
])
def test_play_without_a_full_set_of_targets_is_refused(name, line, words):
    game = _game(name)
    assert line not in game.legal()
    before = (list(game.state.log), dict(game.state.objs), game.state.pending)
    with pytest.raises(IllegalAction) as info:
        game.act(line)
    for w in words:
        assert w in str(info.value)
    assert (list(game.state.log), dict(game.state.objs), game.state.pending) == before


def test_listed_when_the_targets_exist():
    game = _game("target-two-friendly-units-both-chosen.yaml")
    assert "A: play Back to Back" in game.legal()
    game.act("A: play Back to Back")
    # two friendly units for two targets: one legal answer, given by the engine
    assert "A: choose A:Vanguard Sergeant@base, A:Shipyard Skulker@base" in game.state.log
    assert game.pending.kind == "priority"
