"""Simultaneous triggers (303.2.a, FAQ: 'the controller of those triggers chooses the
order'): the turn player's go on the chain first, each player orders their own."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.game import Engine, Game

WATCHERS = """
set: TST
cards:
  - name: Drawing Watcher
    type: unit
    might: 2
    abilities:
      - when: {event: move, subject: friendly_unit}
        effects: [{op: draw, amount: 1}]
  - name: Channeling Watcher
    type: unit
    might: 2
    abilities:
      - when: {event: move, subject: friendly_unit}
        effects: [{op: channel, amount: 1}]
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(WATCHERS, "watchers.yaml")


def game(engine: Engine) -> Game:
    setup = {"name": "order", "players": {
        "A": {"base": ["Drawing Watcher", "Channeling Watcher", "Shipyard Skulker"],
              "deck": ["Vanguard Sergeant"] * 3, "rune_deck": ["Fury Rune"] * 3},
        "B": {"deck": ["Vanguard Sergeant"]}},
        "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]}
    return Game.from_setup(setup, 0, engine)


def test_a_player_with_triggers_from_two_sources_orders_them(engine):
    g = game(engine)
    g.act("A: move A:Shipyard Skulker to Bandle Tree")
    assert g.pending.kind == "order" and g.pending.player == "A"
    assert sorted(g.legal()) == sorted([
        "A: order A:Drawing Watcher@base, A:Channeling Watcher@base",
        "A: order A:Channeling Watcher@base, A:Drawing Watcher@base"])
    g.act("A: order A:Drawing Watcher@base, A:Channeling Watcher@base")
    # The first listed goes on the chain first, so it resolves last (340.1).
    assert [it.card for it in reversed(g.state.chain)] == ["Channeling Watcher",
                                                           "Drawing Watcher"]


def test_the_order_must_name_every_trigger(engine):
    g = game(engine)
    g.act("A: move A:Shipyard Skulker to Bandle Tree")
    with pytest.raises(IllegalAction, match="order all 2"):
        g.act("A: order A:Drawing Watcher@base")
    assert g.pending.kind == "order"
