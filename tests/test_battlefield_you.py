"""190.6.b / 190.6.d: an uncontrolled battlefield's ability is put on the chain by the turn
player, but its "you" is no one, so its "draw 1" (an implied "you draw") is ignored, and a
trigger condition about "you" ("when you play a spell", "when you conquer here") is met by
no one while it is uncontrolled."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
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
  - name: Chanters' Rest
    type: battlefield
    abilities:
      - when: {event: play_spell, subject: you}
        effects: [{op: buff, target: {all: unit, at: base}}]
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(FIELDS, "fields.yaml")


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



def rest(engine: Engine, controller) -> Game:
    """A's turn, Chanters' Rest ('when you play a spell, buff every unit in a base'),
    uncontrolled or controlled by `controller` (who has a unit there)."""
    units = {controller: ["Stalwart Poro"]} if controller else {}
    setup = {"name": "you trigger", "players": {
        "A": {"base": ["Shipyard Skulker"], "hand": ["Dredge Up"],
              "deck": ["Stalwart Poro"] * 2, "runes": ["Mind Rune"] * 2},
        "B": {"deck": ["Stalwart Poro"] * 2}},
        "battlefields": [{"card": "Chanters' Rest", "controller": controller, "units": units},
                         {"card": "Back-Alley Bar"}]}
    return Game.from_setup(setup, 0, engine)


@pytest.mark.rules("190.6.d", "190.6.b", "383.2")
@pytest.mark.parametrize("controller,triggers", [(None, False), ("A", True), ("B", False)])
def test_battlefield_you_trigger_is_its_controller(engine, controller, triggers):
    """"When you play a spell" on a battlefield: "you" is its controller (190.6.d), so A's
    spell meets it only while A controls it; uncontrolled, "you" is no one and nothing
    triggers (the turn player would only take responsibility for it, 190.6.b)."""
    g = rest(engine, controller)
    g.act("A: play Dredge Up")
    g.act("A: pass")
    g.act("B: pass")            # Dredge Up resolves: playing it is complete (419.4.a)
    labels = [it.label for it in g.state.chain + g.state.triggers]
    assert ("Chanters' Rest trigger" in labels) is triggers
    resolve(g)
    skulker = next(o for o in g.state.objs.values() if o.card == "Shipyard Skulker")
    assert skulker.buffs == (1 if triggers else 0)
