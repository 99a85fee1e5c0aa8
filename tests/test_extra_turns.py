"""Additional turns (734-738): "take a turn after this one" inserts a turn for that player
right after the current one without changing the turn order (737); several queue newest
first (738's example: D's Time Warp resolves first, then B's: A > B* > D* > B)."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.game import Engine, Game

SPELLS = """
set: TST
cards:
  - name: Test Warp
    type: spell
    cost: {energy: 1}
    keywords: [action]
    effects: [{op: extra_turn}]
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(SPELLS, "warp.yaml")


def game(engine: Engine, players: dict, mode: str = "duel") -> Game:
    setup = {"name": "warp", "mode": mode, "players": players,
             "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]
             + ([{"card": "Bandle Tree"}] if mode != "duel" else [])}
    return Game.from_setup(setup, 0, engine)


def deck() -> dict:
    return {"deck": ["Vanguard Sergeant"] * 8, "rune_deck": ["Fury Rune"] * 6}


def pass_chain(g: Game) -> None:
    while g.state.chain and g.pending is not None and g.pending.kind == "priority":
        g.act(f"{g.pending.player}: pass")


def end_turn(g: Game) -> str:
    """End the turn; return who takes the next one."""
    g.act(f"{g.state.turn_player}: end")
    while g.pending is not None and (g.pending.kind != "priority" or g.state.phase != "main"):
        line = g.legal()[0]
        g.act(line)
    return g.state.turn_player


@pytest.mark.rules("735", "736", "737")
def test_time_warp_gives_the_caster_the_next_turn_then_order_resumes(engine):
    g = game(engine, {"A": {"hand": ["Test Warp"], "runes": ["Fury Rune"], **deck()},
                      "B": deck()})
    g.act("A: play Test Warp")
    pass_chain(g)
    n = g.state.turn_number
    assert end_turn(g) == "A"                 # the Additional Turn (735)
    assert g.state.turn_number == n + 1
    assert end_turn(g) == "B"                 # then the queue goes on (737)
    assert end_turn(g) == "A"


@pytest.mark.rules("738")
def test_two_warps_two_additional_turns(engine):
    g = game(engine, {"A": {"hand": ["Test Warp", "Test Warp"], "runes": ["Fury Rune"] * 2,
                            **deck()}, "B": deck()})
    for _ in range(2):
        g.act("A: play Test Warp")
        pass_chain(g)
    assert [end_turn(g) for _ in range(3)] == ["A", "A", "B"]     # 738: A > A* > A* > B
