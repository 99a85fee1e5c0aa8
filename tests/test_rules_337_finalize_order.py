"""Finalizing several pending chain items (337.1-337.3): they are finalized one at a time,
oldest first, each one's choices made before the next is looked at, and priority comes
only when none is pending.  Two test cards trigger on the same move, each choosing a unit,
so the order of the choices shows the order of finalizing."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.game import Engine, Game

WATCHERS = """
set: TST
cards:
  - name: Stunning Watcher
    type: unit
    might: 2
    abilities:
      - when: {event: move, subject: friendly_unit}
        effects: [{op: stun, target: {choose: unit}}]
  - name: Buffing Watcher
    type: unit
    might: 2
    abilities:
      - when: {event: move, subject: friendly_unit}
        effects: [{op: buff, target: {choose: unit}}]
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(WATCHERS, "watchers.yaml")


def moved(engine: Engine, first: str, second: str) -> Game:
    """A moves a unit: both watchers trigger; A puts `first` on the chain first."""
    setup = {"name": "finalize order", "players": {
        "A": {"base": ["Stunning Watcher", "Buffing Watcher", "Shipyard Skulker"],
              "deck": ["Vanguard Sergeant"]},
        "B": {"deck": ["Vanguard Sergeant"]}},
        "battlefields": [{"card": "Bandle Tree"}, {"card": "Void Gate"}]}
    g = Game.from_setup(setup, 0, engine)
    g.act("A: move A:Shipyard Skulker to Bandle Tree")
    g.act(f"A: order A:{first}@base, A:{second}@base")
    return g


def pending_of(g: Game) -> list[tuple[str, bool]]:
    return [(it.card, it.pending) for it in g.state.chain]


@pytest.mark.rules("337.1", "337.1.b", "337.3", "337.4", "329.3")
@pytest.mark.parametrize("first, second", [("Stunning Watcher", "Buffing Watcher"),
                                           ("Buffing Watcher", "Stunning Watcher")])
def test_pending_items_are_finalized_in_the_order_they_were_added(engine, first, second):
    g = moved(engine, first, second)
    # both are on the chain, pending; the one added first is asked for its choice first
    assert pending_of(g) == [(first, True), (second, True)]
    assert g.pending.kind == "choose" and g.pending.prompt.startswith(first)
    g.act("A: choose A:Shipyard Skulker@Bandle Tree")
    # 337.3: still a pending item, so back to step 1 for it - no priority yet
    assert pending_of(g) == [(first, False), (second, True)]
    assert g.pending.kind == "choose" and g.pending.prompt.startswith(second)
    g.act("A: choose A:Shipyard Skulker@Bandle Tree")
    # 337.4: nothing left pending, the controller of the newest item gets priority
    assert pending_of(g) == [(first, False), (second, False)]
    assert g.pending.kind == "priority" and g.pending.player == "A"
