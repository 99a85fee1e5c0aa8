"""Unique in play (825.4): a Deck Constraint Permission with no effect during the game, so
two cards of a Unique card's name can both be on the board (one played, one given by any
other means; here, a position with one already in base).  No Unique card is in the pool
yet (SFD's Forgefire Cape and its kind): a probe gear written in the card language has
the keyword.  The deck checks' side of 825.3 is tests/test_decks_checks.py."""

from __future__ import annotations

import functools

import pytest

from card_cases import PP, R, play, position, zone_cards
from card_probe import probe_cards
from riftbound_tui.cards.db import CardDB, load_card_db
from riftbound_tui.engine.game import Engine, Game


@functools.cache
def _engine() -> Engine:
    cards, errors = probe_cards("""
        cost: {energy: 1}
        keywords: [unique]
        """, card_type="gear")
    assert not errors, errors
    return Engine(CardDB([*load_card_db().all(), *cards]))


@pytest.mark.rules("825.4", "825.3")
def test_a_second_card_of_a_unique_name_is_played_beside_the_first():
    game = Game.from_setup(position({"hand": ["Probe"], "base": ["Probe"],
                                     "runes": R("fury", 1)}), 0, _engine())
    assert game.engine.db.get("Probe").has("unique")
    play(game, ["A: play Probe"])
    while game.state.chain:                  # the gear resolves once both players pass
        play(game, PP)
    assert zone_cards(game, "A", "base") == ["Probe", "Probe"]
    assert zone_cards(game, "A", "hand") == []
