"""The mode of play (rules 481-485): the 1v1 Duel, the only mode this table plays.

A Duel is two players and two battlefields, one of each player's three chosen at random:
checked on a real setup from the shipped legal test decks, and on the refusal of a third
player.  The Victory Score and the single opponent are scenarios (tests/scenarios/duel-*).
"""

from __future__ import annotations

import pytest

from card_cases import position
from riftbound_tui.decks import fixed
from riftbound_tui.engine.errors import SetupError
from riftbound_tui.engine.game import Game, default_engine
from riftbound_tui.scenario import start


def duel(seed: int) -> Game:
    return Game.from_setup(fixed.duel_setup(fixed.FURY_CHAOS, fixed.CALM_BODY), seed,
                           default_engine())


@pytest.mark.rules("483.1", "485.1")
def test_a_duel_has_two_players():
    setup = fixed.duel_setup(fixed.FURY_CHAOS, fixed.CALM_BODY)
    setup["players"]["C"] = dict(fixed.CALM_BODY)
    with pytest.raises(SetupError, match="two players"):
        Game.from_setup(setup, 0, default_engine())
    sc = position({})
    sc["players"]["C"] = {}
    with pytest.raises(SetupError, match="two players"):
        start(sc)
    assert duel(0).state.order in (("A", "B"), ("B", "A"))


@pytest.mark.rules("483.4", "483.4.a", "483.5", "485.4", "485.4.a", "485.5")
def test_two_battlefields_one_of_each_players_three():
    decks = fixed.duel_setup(fixed.FURY_CHAOS, fixed.CALM_BODY)["players"]
    assert all(len(d["battlefields"]) == 3 for d in decks.values())
    chosen = set()
    for seed in range(6):
        st = duel(seed).state
        fields = [(st.objs[b.obj].owner, st.objs[b.obj].card) for b in st.bfs]
        assert sorted(owner for owner, _ in fields) == ["A", "B"]
        for owner, card in fields:
            assert card in decks[owner]["battlefields"]
        chosen |= set(fields)
        # the two left out are not in the game at all
        cards = {o.card for o in st.objs.values()}
        for d in decks.values():
            assert len(set(d["battlefields"]) & cards) == 1
    assert len(chosen) > 2          # chosen at random, not always the first listed
