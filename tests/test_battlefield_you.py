"""190.6.b / 190.6.d: an uncontrolled battlefield's ability is put on the chain by the turn
player, but its "you" is no one, so its "draw 1" (an implied "you draw") is ignored."""

from __future__ import annotations

import pytest

from riftbound_tui.cards.db import CardDB, load_card_db
from riftbound_tui.cards.loader import parse_cards
from riftbound_tui.engine.game import Engine, Game

pytestmark = pytest.mark.rules("190.6.b", "190.6.d")

FIELDS = """
set: TST
cards:
  - name: Scholar's Crossing
    type: battlefield
    abilities:
      - when: {event: move, subject: unit, where: here, direction: to}
        effects: [{op: draw, amount: 1}]
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    extra, errors = parse_cards(FIELDS, "fields.yaml")
    assert not errors, errors
    return Engine(CardDB(list(load_card_db().all()) + list(extra)))


def game(engine: Engine, controller) -> Game:
    setup = {"name": "you", "players": {
        "A": {"base": ["Shipyard Skulker"], "deck": ["Stalwart Poro"] * 2},
        "B": {"deck": ["Stalwart Poro"] * 2,
              "base": ["Vanguard Sergeant"] if controller else []}},
        "battlefields": [{"card": "Scholar's Crossing", "controller": controller,
                          "units": {"B": ["Stalwart Poro"]} if controller else {}},
                         {"card": "Back-Alley Bar"}]}
    return Game.from_setup(setup, 0, engine)


def resolve(g: Game) -> None:
    while g.state.chain:
        g.act(f"{g.pending.player}: pass")


def test_uncontrolled_battlefield_you_is_no_one(engine):
    g = game(engine, None)
    g.act("A: move A:Shipyard Skulker to Scholar's Crossing")
    assert g.state.chain and g.state.chain[-1].controller == "A"     # 190.6.b
    resolve(g)
    assert len(g.state.players["A"].zones["hand"]) == 0
    assert len(g.state.players["B"].zones["hand"]) == 0
    assert any("190.6.d" in line for line in g.state.log)


def test_controlled_battlefield_you_is_its_controller(engine):
    g = game(engine, "B")
    g.act("A: move A:Shipyard Skulker to Scholar's Crossing")
    resolve(g)
    assert len(g.state.players["B"].zones["hand"]) == 1
    assert len(g.state.players["A"].zones["hand"]) == 0
