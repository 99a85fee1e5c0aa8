"""811.1.d.1.a: a hidden gear played from facedown enters the battlefield it was hidden at
(overriding 149.2's "gear is played to base"); the next cleanup recalls gear at a
battlefield to its controller's base (323.7)."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.game import Engine, Game

GEAR = """
set: TST
cards:
  - name: Buried Lantern
    type: gear
    cost: {energy: 2}
    keywords: [hidden]
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(GEAR, "gear.yaml")


def test_hidden_gear_enters_its_battlefield_then_is_recalled(engine):
    setup = {"name": "gear", "players": {"A": {"deck": ["Stalwart Poro"]},
                                          "B": {"deck": ["Stalwart Poro"]}},
             "battlefields": [{"card": "Bandle Tree", "controller": "A",
                               "units": {"A": ["Shipyard Skulker"]},
                               "facedown": {"A": "Buried Lantern"}},
                              {"card": "Back-Alley Bar"}]}
    g = Game.from_setup(setup, 0, engine)
    g.act("A: play A:Buried Lantern@facedown")
    log = list(g.state.log)
    entered = next(k for k, line in enumerate(log) if "Buried Lantern enters" in line)
    assert "Bandle Tree" in log[entered] and "811.1.d.1.a" in log[entered]
    assert any("323.7" in line for line in log[entered:])
    lantern = [o for o in g.state.objs.values() if o.card == "Buried Lantern"]
    assert [(o.zone, o.controller) for o in lantern] == [("base", "A")]
    units = [g.state.objs[u].card for u in g.state.bfs[0].units]
    assert units == ["Shipyard Skulker"] and g.state.bfs[0].controller == "A"
