"""The plain text table's board (riftbound play --text), as issue 28 found it: a header
with an empty turn player during setup, hands joined by commas though names hold commas,
gear drawn with a might."""

from __future__ import annotations

import pytest

from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.engine.game import Game
from riftbound_tui.scenario import engine
from riftbound_tui.textplay import board_text
from tests.card_cases import new_game


@pytest.mark.rules("110")
def test_the_setup_header_names_no_empty_turn_player():
    g = Game.from_setup(duel_setup(), 1, engine())
    assert g.state.phase == "setup"
    head = board_text(g).splitlines()[0]
    assert "·  ·" not in head and "setup" in head.lower(), head


@pytest.mark.rules("143", "149")
def test_hand_names_with_commas_stay_whole_and_gear_has_no_might():
    g = new_game({"hand": ["Leona, Determined", "Hextech Ray"], "base": ["Seal of Rage",
                                                                         "Vanguard Sergeant"]})
    text = board_text(g, "A")
    hand = next(line for line in text.splitlines() if line.strip().startswith("hand:")
                and "Hextech" in line)
    # each name is one bracketed item: "Leona" and "Determined" are not two cards
    assert "[Leona, Determined]" in hand and "[Hextech Ray]" in hand, hand
    base = next(line for line in text.splitlines() if "Seal of Rage" in line)
    assert "[Seal of Rage]" in base and "[Vanguard Sergeant 4]" in base, base
