"""355.4 / 355.4.a: a move's destination is a valid location other than where the unit is;
with none, the move cannot be chosen and the spell cannot be played (355.8, 358.5)."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.game import Engine, Game

SPELLS = """
set: TST
cards:
  - name: March Forth
    type: spell
    cost: {energy: 1}
    keywords: [action]
    effects: [{op: move, target: {choose: unit, controller: friendly}, dest: battlefield}]
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(SPELLS, "move.yaml")


def game(engine: Engine, base: list[str], there: list[str]) -> Game:
    setup = {"name": "move", "players": {
        "A": {"hand": ["March Forth"], "runes": ["Fury Rune"], "base": base},
        "B": {}},
        "battlefields": [{"card": "Bandle Tree", "controller": "A" if there else None,
                          "units": {"A": there}}]}
    return Game.from_setup(setup, 0, engine)


def test_a_unit_already_at_the_only_battlefield_cannot_be_moved_there(engine):
    g = game(engine, [], ["Vanguard Sergeant"])
    assert not any("March Forth" in a for a in g.legal())
    before = g.state.players["A"].zones["hand"][:]
    with pytest.raises(IllegalAction):
        g.act("A: play March Forth")
    assert g.state.players["A"].zones["hand"] == before     # nothing changed


def test_only_units_with_a_valid_destination_can_be_chosen(engine):
    g = game(engine, ["Stalwart Poro"], ["Vanguard Sergeant"])
    g.act("A: play March Forth")
    # the Poro in base is the only unit that can go anywhere: the engine answers for A
    it = g.state.chain[-1]
    assert [g.state.objs[t].card for t in it.targets[0]] == ["Stalwart Poro"]
