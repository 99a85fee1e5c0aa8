"""The derived answers the engine keeps so that games without a card pay nothing for
its rules (issue 26: engine speed) give the same answers as working them out afresh,
on seeded positions of the fixed decks and of precons whose cards carry passives."""

from __future__ import annotations

import dataclasses

import pytest

from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.cards.facets import facets_of
from riftbound_tui.cards.model import Selector
from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.decks.shipped import duel_from_names
from riftbound_tui.engine import frozen, layers, rule_changes, targets
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


def _facets_of(names) -> set[str]:
    out = set()
    for n in names:
        out |= facets_of(default_engine().db.get(n))
    return out


@pytest.mark.rules("365.1")
@pytest.mark.parametrize("pair", PAIRS)
def test_live_facets_are_those_of_the_cards_in_the_game(pair):
    engine, states = positions(pair, seed=3)
    db = engine.db
    for st in states:
        assert frozen.live(db, st) == _facets_of(st.in_game)
        # the board's cards are all among the game's: a rule on the board is live
        on_board = {st.objs[oid].card for oid, _ in frozen.board(st)}
        assert _facets_of(on_board) <= frozen.live(db, st)


@pytest.mark.rules("365.1")
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


def _selectors(x, out: list, seen: set) -> None:
    """Every Selector inside a card definition (its instructions, abilities, statics)."""
    if id(x) in seen:
        return
    seen.add(id(x))
    if isinstance(x, Selector):
        out.append(x)
    if isinstance(x, (list, tuple)):
        for y in x:
            _selectors(y, out, seen)
    elif dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            _selectors(getattr(x, f.name), out, seen)


@pytest.mark.rules("355.9")
def test_a_selector_read_as_testing_nothing_rare_accepts_every_permanent():
    """targets.matches skips `_rare_ok` for a selector `_rare_tests` reads as testing none
    of its fields: for every selector of every card, on seeded positions, that skip never
    changes an answer (`_rare_ok` accepts every unit and gear on the board)."""
    engine, states = positions(("lee-sin", "jinx"), seed=7, every=15)
    db = engine.db
    sels, seen = [], set()
    for card in db.all():
        _selectors(card, sels, seen)
    plain = [s for s in sels if not targets._rare_tests(s)]
    assert plain and len(plain) < len(sels)
    for st in states:
        for oid in targets.on_board(st):
            o = st.objs[oid]
            for s in plain:
                assert targets._rare_ok(db, st, s, o, oid, None, None, st.order[0]), s


@pytest.mark.rules("476", "807.2")
@pytest.mark.parametrize("pair", PAIRS)
def test_keywords_read_through_the_shortcut_equal_the_full_layers(pair):
    """layers.keyword_amount / has_keyword skip the statics when no card of this game can
    grant the keyword (`_only_printed`): on seeded positions every unit's answer for
    every keyword equals the one read from the full ability layer (`layers.keywords`)."""
    engine, states = positions(pair, seed=11)
    db = engine.db
    names = sorted({f[len("keyword:"):] for f in db.facets() if f.startswith("keyword:")})
    for st in states:
        for oid in targets.on_board(st):
            full = layers.keywords(db, st, oid)
            for name in names:
                assert layers.has_keyword(db, st, oid, name) == any(
                    k.name == name for k in full), name
                assert layers.keyword_amount(db, st, oid, name) == sum(
                    k.amount() for k in full if k.name == name), name
