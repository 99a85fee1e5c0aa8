"""Facts kept while a state is listed (engine/frozen.py): worked out once per listing of
that very state object, never read for a copy, another thread's listing, or after the
listing ends; and a listing gives the same answers as asking without it."""

from __future__ import annotations

import threading

from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.engine import frozen
from riftbound_tui.engine.game import Game, default_engine


class Counter:
    def __init__(self):
        self.calls = 0

    def __call__(self, value):
        self.calls += 1
        return value


def test_a_fact_is_worked_out_once_per_listing_of_that_state_only():
    st, copy = object(), object()
    count = Counter()
    outer = frozen.begin(st)
    try:
        assert frozen.fact(st, "k", count, 1) == 1
        assert frozen.fact(st, "k", count, 2) == 1          # kept: not asked again
        assert count.calls == 1
        assert frozen.fact(copy, "k", count, 3) == 3        # another state: asked
        assert count.calls == 2
    finally:
        frozen.end(outer)
    assert frozen.fact(st, "k", count, 4) == 4              # the listing is over
    assert count.calls == 3


def test_another_threads_listing_neither_sees_nor_ends_this_one():
    st = object()
    seen = []
    outer = frozen.begin(st)
    try:
        frozen.fact(st, "k", lambda: "mine")

        def other():
            seen.append(frozen.fact(st, "k", lambda: "theirs"))
            o = frozen.begin(object())
            frozen.end(o)
        t = threading.Thread(target=other)
        t.start()
        t.join()
        assert seen == ["theirs"]
        assert frozen.fact(st, "k", lambda: "again") == "mine"
    finally:
        frozen.end(outer)


def test_per_object_reads_an_object_once_and_a_new_equal_object_afresh():
    count = Counter()
    read = frozen.per_object(lambda x: count(len(x)))
    a, b = [1, 2], [1, 2]
    assert read(a) == read(a) == 2 and count.calls == 1
    assert read(b) == 2 and count.calls == 2                 # equal, not the same


def test_listing_with_kept_facts_gives_what_the_rules_give_without_them():
    """Every legal list of seeded games equals the list built with nothing kept
    (frozen.fact worked out at every call)."""
    engine = default_engine()
    for seed in range(3):
        g = Game.from_setup(duel_setup(), seed, engine)
        agent = RandomAgent(seed, end_bias=0.25)
        while g.winner is None:
            listed = engine.legal_lines(g.state)
            plain = engine._legal_lines(g.state)          # no begin(): nothing kept
            assert listed == plain
            g.act(agent.decide(listed))
