"""370.1.a.2: "Return a friendly unit and an enemy unit to their owners' hands" (Star-Crossed,
Beast Below) is one game action on two units, so they leave the board at the same time, and
a trigger condition is evaluated after the event has been processed (383.2.c).

No card in the database watches a unit leave while another is still on the board, so the
position uses a test unit, Parting Gift: "When this leaves the board, if an opponent
controls a unit, draw 1."  Returned together with the opponent's only unit, it sees a board
where no enemy unit is left: it does not draw.  Returned one after the other (the friendly
unit first), the enemy unit would still be there, and it would draw.
"""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.game import Engine, Game

GIFT = """
set: TST
cards:
  - name: Parting Gift
    type: unit
    domains: [chaos]
    cost: {energy: 1}
    might: 1
    abilities:
      - when: {event: leaves, if: {count: {all: unit, controller: enemy}}}
        effects: [{op: draw, amount: 1}]
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(GIFT, "gift.yaml")


def position(engine: Engine, a_hand: str, b_base: list[str]) -> Game:
    setup = {"name": "together", "players": {
        "A": {"hand": [a_hand], "base": ["Parting Gift", "Shipyard Skulker"],
              "runes": ["Chaos Rune"] * 9, "deck": ["Gust", "Defy"]},
        "B": {"base": b_base, "deck": ["Mountain Drake"]}},
        "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]}
    return Game.from_setup(setup, 0, engine)


def play_out(g: Game, lines) -> None:
    for line in lines:        # a choice with one legal answer is made by the engine
        if " choose " in line and g.pending.kind in ("priority", "focus"):
            continue
        g.act(line)
    while g.state.chain and g.pending is not None and g.pending.kind == "priority":
        g.act(f"{g.pending.player}: pass")


def hand(g: Game, p: str) -> list[str]:
    return [g.state.objs[c].card for c in g.state.players[p].zones["hand"]]


@pytest.mark.rules("370.1.a.2", "383.2.c")
@pytest.mark.parametrize("b_base,draws", [(["Mega-Mech"], False),
                                          (["Mega-Mech", "Daring Poro"], True)])
def test_star_crossed_returns_both_at_once(engine, b_base, draws):
    """B's only unit leaves with Parting Gift: no enemy unit is left as the trigger
    condition is checked, so no card is drawn; with a second enemy unit staying, it is."""
    g = position(engine, "Star-Crossed", b_base)
    play_out(g, ["A: play Star-Crossed", "A: choose A:Parting Gift", "A: choose B:Mega-Mech"])
    assert "Parting Gift" in hand(g, "A") and "Mega-Mech" in hand(g, "B")
    assert ("Gust" in hand(g, "A")) is draws


@pytest.mark.rules("370.1.a.2", "383.2.c")
def test_beast_below_returns_both_at_once(engine):
    """Beast Below's play trigger returns another friendly unit and an enemy unit together."""
    g = position(engine, "Beast Below", ["Mega-Mech"])
    play_out(g, ["A: play Beast Below", "A: choose A:Parting Gift", "A: choose B:Mega-Mech"])
    assert "Parting Gift" in hand(g, "A") and "Mega-Mech" in hand(g, "B")
    assert "Gust" not in hand(g, "A")
