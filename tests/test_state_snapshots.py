"""A state a caller holds never changes under it (DESIGN.md: the state can be copied
cheaply for search; Game.act works on a copy), even though copies share the log."""

from __future__ import annotations

import dataclasses
import functools
import random

from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.engine.game import Engine, Game
from riftbound_tui.engine.state import Log


@functools.lru_cache(maxsize=1)
def engine() -> Engine:
    return Engine()


def dump(st):
    return (sorted(st.objs.items()), list(st.log), st.pending, st.turn_number,
            {p: {z: list(ids) for z, ids in pl.zones.items()} for p, pl in st.players.items()})


def test_held_states_and_diverging_copies_keep_their_own_log():
    g = Game.from_setup(duel_setup(), 7, engine())
    rng = random.Random(7)
    held = []
    for _ in range(60):
        if g.winner is not None:
            break
        held.append((g.state, dump(g.state)))
        g.act(rng.choice(g.legal()))
    # a copy and the original each go their own way from the same position
    a, b = g.clone(), g.clone()
    fork_a, fork_b = dump(a.state), dump(b.state)
    for x in (a, b):
        for _ in range(10):
            if x.winner is None:
                x.act(rng.choice(x.legal()))
    for st, before in held:
        assert dump(st) == before
    assert dump(g.state)[1] == fork_a[1] == fork_b[1]
    assert list(a.state.log)[:len(fork_a[1])] == fork_a[1]
    assert list(b.state.log)[:len(fork_b[1])] == fork_b[1]


def test_log_reads_like_a_list():
    log = Log(["a", "b", "c"])
    copy = log.fork()
    log.append("d")
    copy.append("x")
    assert list(log) == ["a", "b", "c", "d"] and list(copy) == ["a", "b", "c", "x"]
    assert log[-1] == "d" and copy[-2:] == ["c", "x"] and log[1:3] == ["b", "c"]
    assert log[::-1] == ["d", "c", "b", "a"] and len(copy) == 4
    assert copy == ["a", "b", "c", "x"] and log != copy


def test_a_copy_has_every_field_equal_and_its_own_containers():
    # the copies are made field by field (a copy a decision): none may be left out or shared
    g = Game.from_setup(duel_setup(), 3, engine())
    rng = random.Random(3)
    for _ in range(40):
        if g.winner is not None:
            break
        g.act(rng.choice(g.legal()))
    st = g.state
    copy = st.clone()
    for f in dataclasses.fields(st):
        mine, theirs = getattr(st, f.name), getattr(copy, f.name)
        assert theirs == mine, f.name
        if isinstance(mine, (list, dict)):
            assert theirs is not mine, f.name
    for p in st.players:
        for f in dataclasses.fields(st.players[p]):
            assert getattr(copy.players[p], f.name) == getattr(st.players[p], f.name)
        assert all(copy.players[p].zones[z] is not ids
                   for z, ids in st.players[p].zones.items())
    for mine, theirs in zip(st.bfs, copy.bfs):
        assert dataclasses.asdict(mine) == dataclasses.asdict(theirs)
        assert theirs.units is not mine.units
