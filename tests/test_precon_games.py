"""Random-vs-random games between the playable preconstructed decks finish (engine only)."""

from __future__ import annotations

import pytest

from riftbound_tui.cards.db import load_card_db
from riftbound_tui.decks import deck_problems, load_precons
from riftbound_tui.engine.game import Engine
from riftbound_tui.sim import play_game

DB = load_card_db()
PRECONS = {d.name: d for d in load_precons(db=DB)}
PLAYABLE = sorted(n for n, d in PRECONS.items() if not deck_problems(d, DB, "precon"))


def _setup(a: str, b: str) -> dict:
    return {"kind": "duel", "victory_score": 8,
            "players": {"A": PRECONS[a].to_setup(), "B": PRECONS[b].to_setup()}}


@pytest.mark.skipif(not PLAYABLE, reason="no playable precon (or no reference decks)")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_game_between_playable_precons_finishes(seed):
    a, b = PLAYABLE[0], PLAYABLE[-1]        # two different decks once two are playable
    g = play_game(Engine(DB), seed, setup=_setup(a, b))
    assert g.winner is not None, "\n".join(g.state.log[-30:])


def test_lux_and_garen_are_playable():
    if PRECONS:
        assert {"Lux · Proving Grounds", "Garen · Proving Grounds"} <= set(PLAYABLE)
