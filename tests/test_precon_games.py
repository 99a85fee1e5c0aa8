"""Random duels between the target precons (issue 8): every pair of the playable ones
plays seeded random duels that finish with a winner, checked after every decision
(tests/mirror_games.py: no lock, listed lines accepted, one zone per object, cards
conserved).  Reads only the decks the game ships (cards/decks).  The 50-game run per
pair is benchmarks/precon_duels.py."""

from __future__ import annotations

import functools
import itertools

import pytest

from mirror_games import duel_setup, play_checked, target_precons
from riftbound_tui.engine.game import Engine

SEEDS_PER_PAIR = 1          # the suite's size; the benchmark plays 50


@functools.lru_cache(maxsize=1)
def engine() -> Engine:
    return Engine()


PLAYABLE, NOT_YET = target_precons(engine().db)
PAIRS = list(itertools.combinations_with_replacement(sorted(PLAYABLE), 2))    # mirrors too


@pytest.mark.parametrize("a,b", PAIRS, ids=[f"{a}-vs-{b}" for a, b in PAIRS])
@pytest.mark.parametrize("seed", range(SEEDS_PER_PAIR))
def test_random_duel_between_target_precons_finishes_cleanly(a, b, seed):
    fig = play_checked(engine(), duel_setup(PLAYABLE[a], PLAYABLE[b]), seed, f"{a} vs {b}",
                       listed_every=4)
    assert not fig.locks, fig.locks[:3]
    assert not fig.rejected_listed, fig.rejected_listed[:3]
    assert not fig.broken_invariants, fig.broken_invariants[:3]
    assert fig.finished, f"{a} vs {b} seed {seed}: no winner after {fig.decisions} decisions"


def test_every_target_precon_is_shipped_and_the_playable_ones_stay_playable():
    """The thirteen decks are in cards/decks; those that played before still play."""
    assert not [k for k, why in NOT_YET.items() if why == "not shipped in cards/decks"]
    assert {"annie", "garen", "lux", "master-yi", "jinx", "viktor", "lee-sin", "zed"} <= \
        set(PLAYABLE), NOT_YET
