"""The derived answers the engine keeps so that games without a card pay nothing for
its rules (issue 26: engine speed) give the same answers as working them out afresh,
on seeded positions of the fixed decks and of precons whose cards carry passives."""

from __future__ import annotations

import pytest

from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.decks.shipped import duel_from_names
from riftbound_tui.engine import frozen, rule_changes
from riftbound_tui.engine.game import Game, default_engine

PAIRS = (None, ("lux", "garen"), ("lee-sin", "jinx"))


def positions(pair, seed: int, every: int = 9, upto: int = 90):
    """Every `every`-th state of one seeded random game, up to `upto` decisions."""
    engine = default_engine()
    setup = duel_setup() if pair is None else duel_from_names(list(pair))[0]
    g = Game.from_setup(setup, seed, engine)
    agent = RandomAgent(seed, end_bias=0.25)
    out = []
    for n in range(upto):
        if g.winner is not None:
            break
        if n % every == 0:
            out.append(g.state.clone())
        g.act(agent.decide_action(g.legal_actions()))
    return engine, out


def _kinds_of(db, names) -> set[str]:
    return {ab.passive for n in names for ab in db.get(n).abilities if ab.passive}


@pytest.mark.rules("473", "479")
@pytest.mark.parametrize("pair", PAIRS)
def test_live_passives_are_those_of_the_cards_in_the_game(pair):
    engine, states = positions(pair, seed=3)
    db = engine.db
    for st in states:
        assert frozen.live_passives(db, st) == _kinds_of(db, st.in_game)
        # the board's cards are all among the game's: a passive on the board is live
        on_board = {st.objs[oid].card for oid, _ in frozen.board(st)}
        assert _kinds_of(db, on_board) <= frozen.live_passives(db, st)


@pytest.mark.rules("473", "479")
@pytest.mark.parametrize("pair", PAIRS)
def test_rule_changing_sources_equal_a_walk_of_the_whole_board(pair):
    """`rule_changes.sources` answers from the index when no card of the game has the
    passive; a walk of every object on the board (no index, no name filter) finds the
    same sources of every passive."""
    engine, states = positions(pair, seed=5)
    db = engine.db
    kinds = [f[len("passive:"):] for f in db.facets() if f.startswith("passive:")]
    for st in states:
        for kind in kinds:
            for bfs_only in (False, True):
                walked = rule_changes._sources(db, st, kind, None, bfs_only)
                assert list(rule_changes.sources(db, st, kind, bfs_only)) == walked, kind
