"""'Each player ...' (player: each): every player does the instruction, starting with the
turn player and proceeding in turn order, each choosing for themself (355.10.e)."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.game import Engine, Game

SPELLS = """
set: TST
cards:
  - name: Common Study
    type: spell
    cost: {energy: 1}
    keywords: [action]
    effects: [{op: draw, amount: 1, player: each}]
  - name: Common Loss
    type: spell
    cost: {energy: 1}
    keywords: [action]
    effects: [{op: discard, amount: 1, player: each}]
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(SPELLS, "each.yaml")


def game(engine: Engine, spell: str) -> Game:
    setup = {"name": "each", "players": {
        "A": {"hand": [spell, "Vanguard Sergeant"], "runes": ["Fury Rune"],
              "deck": ["Vanguard Sergeant"] * 3},
        "B": {"hand": ["Stalwart Poro", "Vanguard Sergeant"], "deck": ["Stalwart Poro"] * 3}},
        "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]}
    return Game.from_setup(setup, 0, engine)


def hand(g: Game, p: str) -> list[str]:
    return sorted(g.state.objs[c].card for c in g.state.players[p].zones["hand"])


def resolve(g: Game) -> None:
    while g.state.chain and g.pending is not None and g.pending.kind == "priority":
        g.act(f"{g.pending.player}: pass")


def test_each_player_draws_not_only_the_caster(engine):
    g = game(engine, "Common Study")
    g.act("A: play Common Study")
    resolve(g)
    assert hand(g, "A") == ["Vanguard Sergeant", "Vanguard Sergeant"]
    assert hand(g, "B") == ["Stalwart Poro", "Stalwart Poro", "Vanguard Sergeant"]


def test_each_player_chooses_their_own_discard_in_turn_order(engine):
    g = game(engine, "Common Loss")
    g.act("A: play Common Loss")
    resolve(g)
    # A has one card left: nothing to choose; B, next in turn order, chooses their own
    assert hand(g, "A") == []
    assert g.pending.player == "B" and g.pending.kind == "choose"
    legal = [a for a in g.legal() if "Stalwart Poro" in a]
    assert legal, g.legal()
    g.act(legal[0])
    assert hand(g, "B") == ["Vanguard Sergeant"]
    assert not g.state.chain
