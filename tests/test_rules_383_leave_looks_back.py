"""383.2.c: a trigger's condition is evaluated after the inciting event has been processed.
A unit's "when I leave the board, if ..." is checked once it and every unit leaving with it
have left (looking back at the event), not as each one starts to leave: a unit dying in the
same cleanup as an enemy unit sees that enemy unit's death."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.game import Engine, Game

CARDS = """
set: TST
cards:
  - name: Parting Scholar
    type: unit
    domains: [mind]
    cost: {energy: 1}
    might: 1
    abilities:
      - when: {event: leaves, subject: self, if: {died_this_turn: enemy_unit}}
        effects: [{op: draw, amount: 1}]
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(CARDS, "leave.yaml")


def flurry(engine: Engine, enemy: bool) -> Game:
    """Flurry of Blades deals 1 to every unit at a battlefield: the Scholar dies in the
    cleanup, with an enemy 1-Might unit when `enemy`."""
    units = {"A": ["Parting Scholar"]}
    if enemy:
        units["B"] = ["Watchful Sentry"]
    setup = {"name": "leave", "players": {
        "A": {"hand": ["Flurry of Blades"], "runes": ["Body Rune"], "deck": ["Stalwart Poro"]},
        "B": {"deck": ["Stalwart Poro"], "base": ["Vanguard Sergeant"]}},
        "battlefields": [{"card": "Bandle Tree", "units": units},
                         {"card": "Back-Alley Bar"}]}
    g = Game.from_setup(setup, 0, engine)
    g.act("A: play Flurry of Blades")
    while g.state.chain or g.state.triggers:
        g.act(f"{g.pending.player}: pass")
    return g


@pytest.mark.rules("383.2.c")
def test_leave_condition_sees_the_enemy_unit_dying_in_the_same_cleanup(engine):
    g = flurry(engine, enemy=True)
    names = [g.state.objs[i].card for i in g.state.players["A"].zones["trash"]]
    assert "Parting Scholar" in names and "Watchful Sentry" in \
        [g.state.objs[i].card for i in g.state.players["B"].zones["trash"]]
    assert [g.state.objs[i].card for i in g.state.players["A"].zones["hand"]] == ["Stalwart Poro"]


@pytest.mark.rules("383.2.c")
def test_leave_condition_unmet_when_no_enemy_unit_died(engine):
    g = flurry(engine, enemy=False)
    assert "Parting Scholar" in [g.state.objs[i].card
                                 for i in g.state.players["A"].zones["trash"]]
    assert g.state.players["A"].zones["hand"] == []
