"""Cost increases (356.3): no card in the pool raises a cost yet, but the card language
can say it (`static: {cost: N}` with N > 0, on the card itself or, with `to:`, on other
cards from the board), so two test cards check that the engine adds them: a unit that
costs 1 more itself and a unit whose controller's opponents' cards cost 1 more."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.game import Engine, Game
from tests.test_illegal_actions import accept, reject

TAXED = """
set: TST
cards:
  - name: Costly Sentry
    type: unit
    domains: [calm]
    cost: {energy: 2}
    might: 2
    abilities:
      - static: {cost: 1}
  - name: Toll Keeper
    type: unit
    domains: [calm]
    cost: {energy: 2}
    might: 2
    abilities:
      - static: {cost: 1}
        to: {all: card, controller: enemy}
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(TAXED, "taxed.yaml")


def game(engine: Engine, runes: int, b_base=()) -> Game:
    setup = {"name": "cost increases", "players": {
        "A": {"hand": ["Costly Sentry", "Stalwart Poro"], "runes": ["Calm Rune"] * runes,
              "deck": ["Vanguard Sergeant"]},
        "B": {"base": list(b_base), "deck": ["Vanguard Sergeant"]}},
        "battlefields": [{"card": "Bandle Tree"}, {"card": "Void Gate"}]}
    return Game.from_setup(setup, 0, engine)


@pytest.mark.rules("356.3")
def test_a_card_that_costs_more_itself_needs_the_extra_energy(engine):
    reject(game(engine, 2), "A: play Costly Sentry", "cannot pay")     # 2 + 1
    g = game(engine, 3)
    accept(g, "A: play Costly Sentry")
    assert all(g.state.objs[r].exhausted for r in g.state.players["A"].zones["runes"])


@pytest.mark.rules("356.3")
def test_an_opponents_permanent_raises_the_cost_of_the_cards_you_play(engine):
    g = game(engine, 3, b_base=["Toll Keeper"])
    accept(g, "A: play Stalwart Poro")                 # 2 + 1: all three runes
    assert all(g.state.objs[r].exhausted for r in g.state.players["A"].zones["runes"])
    # both increases at once: 2 + 1 (its own) + 1 (Toll Keeper's) is more than 3 runes
    reject(game(engine, 3, b_base=["Toll Keeper"]), "A: play Costly Sentry", "cannot pay")
    accept(game(engine, 4, b_base=["Toll Keeper"]), "A: play Costly Sentry")
