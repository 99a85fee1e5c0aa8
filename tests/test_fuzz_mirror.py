"""Mirror matches: every shipped deck against itself, and random decks that bring
battlefields of the same name (issue 7; NOTATION.md: `A:Bandle Tree`, the one A
brought).  No game locks, every listed line is accepted, every object is in exactly
one zone after every decision.  The bigger run is benchmarks/fuzz_mirror.py."""

from __future__ import annotations

import functools
import random

import pytest

from mirror_games import (battlefield_names, mirror_setup, play_checked,
                          repeated_battlefield_setup, shipped_decks)
from riftbound_tui.engine.game import Engine


@functools.lru_cache(maxsize=1)
def engine() -> Engine:
    return Engine()


DECKS = shipped_decks(engine().db)


def _assert_clean(fig) -> None:
    assert not fig.locks, fig.locks[:3]
    assert not fig.rejected_listed, fig.rejected_listed[:3]
    assert not fig.broken_invariants, fig.broken_invariants[:3]


@pytest.mark.parametrize("deck", sorted(DECKS))
@pytest.mark.parametrize("seed", range(2))          # benchmarks/fuzz_mirror.py plays 20 each
def test_mirror_match_never_locks(deck, seed):
    fig = play_checked(engine(), mirror_setup(DECKS[deck]), seed, deck, listed_every=2)
    _assert_clean(fig)
    assert fig.finished, f"{deck} seed {seed}: no winner after {fig.decisions} decisions"


@pytest.mark.parametrize("seed", range(10))
def test_random_decks_with_repeated_battlefield_names(seed):
    rnd = random.Random(seed)
    label, setup = repeated_battlefield_setup(DECKS, battlefield_names(engine().db), rnd,
                                              sizes=(1,))
    fig = play_checked(engine(), setup, seed, label, listed_every=3)
    _assert_clean(fig)
    assert fig.shared_battlefield_games == 1, f"{label}: the battlefields do not share a name"
    assert fig.finished, f"{label} seed {seed}: no winner after {fig.decisions} decisions"


def test_the_board_and_the_text_screen_name_each_battlefield_as_the_notation_does():
    """In a mirror match the board shows `A:Bandle Tree` and `B:Bandle Tree`, the labels
    the command bar takes (another engineer owns the TUI; this checks the names only)."""
    from riftbound_tui.decks.fixed import FURY_ORDER
    from riftbound_tui.engine.game import Game
    from riftbound_tui.textplay import board_text
    from riftbound_tui.tui.model import build

    g = Game.from_setup(mirror_setup(FURY_ORDER), 0, engine())
    names = [b.name for b in g.state.bfs]
    assert sorted(names) == ["A:Bandle Tree", "B:Bandle Tree"]
    board = build(engine().db, g.state, "A", True, None)
    assert [b.chip.name for b in board.bfs] == names
    text = board_text(g)
    assert all(n in text for n in names)
