"""Attacker and Defender designations kept in step with the combat by each cleanup (323.2):
a unit that arrives at the combat's battlefield takes its controller's side, a unit that
leaves it loses its designation.  A designation is state no scenario expectation reads, so
these look at the objects themselves."""

from __future__ import annotations

import pytest

from riftbound_tui.scenario import _obj
from tests.card_cases import new_game, play

COMBAT = dict(
    a={"hand": ["Ride The Wind"], "runes": ["Chaos Rune"] * 3,
       "base": ["Vanguard Sergeant", "Shipyard Skulker"], "deck": ["Mountain Drake"]},
    b={"hand": ["Flash"], "runes": ["Chaos Rune"] * 2, "deck": ["Mountain Drake"]},
    bfs=[{"card": "Bandle Tree"},
         {"card": "Void Gate", "controller": "B",
          "units": {"B": ["Daring Poro", "Stalwart Poro"]}}])


def designation(game, ref: str):
    return game.state.objs[_obj(game, ref)].designation


@pytest.mark.rules("323.2", "323.2.a", "323.2.c")
def test_designations_follow_units_into_and_out_of_the_combat():
    g = new_game(**COMBAT)
    play(g, ["A: move A:Vanguard Sergeant to Void Gate"], [{"showdown": "Void Gate"}])
    assert designation(g, "A:Vanguard Sergeant") == "attacker"
    assert designation(g, "B:Daring Poro") == designation(g, "B:Stalwart Poro") == "defender"
    assert designation(g, "A:Shipyard Skulker") is None           # in base, not in the combat

    # 323.2.a: a unit moved in by a spell during the combat takes its controller's side
    play(g, ["A: play Ride The Wind", "A: choose A:Shipyard Skulker", "A: to Void Gate",
             "A: pass", "B: pass"], [{"location": {"A:Shipyard Skulker": "Void Gate"}}])
    assert designation(g, "A:Shipyard Skulker") == "attacker"

    # 323.2.c: a defender moved away to base loses its designation; the other keeps it
    play(g, ["B: play Flash", "B: choose B:Daring Poro", "B: pass", "A: pass"],
         [{"location": {"B:Daring Poro": "base"}}, {"showdown": "Void Gate"}])
    assert designation(g, "B:Daring Poro") is None
    assert designation(g, "B:Stalwart Poro") == "defender"
    assert designation(g, "A:Vanguard Sergeant") == "attacker"
