"""Random duels between decks made of the cards the effect language's newer constructs
implement (conditions, computed amounts, static abilities, cost changes, additional costs,
modes) keep the fuzz invariants after every decision and replay to the same state."""

from __future__ import annotations

import pytest

from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.engine.game import Game

from test_fuzz_invariants import canonical, engine, play

NEW = ["Wizened Elder", "Bilgewater Bully", "Raging Soul", "Captain Farron", "Taric, Protector",
       "Fiora, Victorious", "Gemcraft Seer", "Sett, Kingpin", "Lee Sin, Centered",
       "Yasuo, Remorseful", "Last Breath", "Kadregrin the Infernal", "Last Stand",
       "Get Excited!", "Noxus Hopeful", "Sky Splitter", "Find Your Center", "Spoils of War",
       "Rhasa the Sunderer", "Sona, Harmonious", "Cruel Patron", "Brazen Buccaneer",
       "Meditation", "Wallop", "Call to Glory", "Qiyana, Victorious", "Master Yi, Meditative",
       "Raging Firebrand", "Carnivorous Snapvine", "Gentlemen's Duel",
       "Draven, Showboat", "Spirit's Refuge"]
RUNES = ["Fury Rune", "Calm Rune", "Body Rune", "Order Rune", "Chaos Rune", "Mind Rune"] * 2


def _deck(shift: int) -> dict:
    main = [NEW[(k + shift) % len(NEW)] for k in range(40)]
    return {"legend": "Viktor, Herald of the Arcane", "main": main, "runes": RUNES,
            "battlefields": ["Bandle Tree"]}


@pytest.mark.parametrize("seed", range(12))
def test_duels_with_the_new_constructs_keep_invariants_and_replay(seed):
    setup = duel_setup(_deck(seed), _deck(seed + 13))
    g = play(seed, setup=setup)
    assert g.winner is not None, f"seed {seed}: no winner"
    again = Game.from_record(g.record, engine())
    assert canonical(again.state) == canonical(g.state)
