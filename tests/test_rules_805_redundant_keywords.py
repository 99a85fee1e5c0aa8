"""Keywords whose second instance adds nothing (805.4 Accelerate, 810.2 Ganking, 811.4
Hidden, 815.2 Tank, 816.2 Temporary, 822.2 Ambush, 826.5 Backline): an object given such
a keyword again has it once, and acts once.  Keywords with a value sum instead (807.2,
809.2, 814.2, 823.2), and each instance of Vision, Deathknell, Repeat, Empower is its own
(817.2, 808.2, 820.3, 827.3): engine/layers.py merge_keywords."""

from __future__ import annotations

import pytest
from card_cases import PP, R, bf, new_game, play

from riftbound_tui.cards.model import Keyword
from riftbound_tui.engine import layers
from riftbound_tui.scenario import _obj

REDUNDANT = [
    pytest.param("accelerate", id="accelerate", marks=pytest.mark.rules("805.4")),
    pytest.param("ganking", id="ganking", marks=pytest.mark.rules("810.2")),
    pytest.param("hidden", id="hidden", marks=pytest.mark.rules("811.4")),
    pytest.param("tank", id="tank", marks=pytest.mark.rules("815.2")),
    pytest.param("temporary", id="temporary", marks=pytest.mark.rules("816.2")),
    pytest.param("ambush", id="ambush", marks=pytest.mark.rules("822.2")),
    pytest.param("backline", id="backline", marks=pytest.mark.rules("826.5")),
]


@pytest.mark.parametrize("kw", REDUNDANT)
def test_a_second_instance_of_a_redundant_keyword_is_not_kept(kw):
    """Printed and granted, or granted twice: the object has the keyword once."""
    merged = layers.merge_keywords((Keyword(kw), Keyword("shield"), Keyword(kw),
                                    Keyword("shield", 2)))
    assert [k.name for k in merged].count(kw) == 1
    assert [k for k in merged if k.name == "shield"] == [Keyword("shield", 3)]   # 814.2


@pytest.mark.rules("817.2", "827.3")
def test_instances_of_vision_and_empower_are_each_kept():
    merged = layers.merge_keywords((Keyword("vision"), Keyword("vision"),
                                    Keyword("empower"), Keyword("empower")))
    assert [k.name for k in merged] == ["vision", "vision", "empower", "empower"]


@pytest.mark.rules("815.2", "815.1.c.1")
def test_block_on_a_tank_unit_leaves_one_tank_and_it_is_still_assigned_first():
    """Sunlit Guardian has Tank; Block gives it Tank again (and Shield 3) this turn.  It has
    one Tank, and as a defender it must still be assigned lethal damage first."""
    g = new_game({"hand": ["Block"], "runes": R("calm", 2), "base": ["Mountain Drake"]},
                 {"deck": ["Mega-Mech"]},
                 [bf("B", b=["Sunlit Guardian", "Vanguard Sergeant"]), {"card": "Back-Alley Bar"}])
    play(g, ["A: play Block", "A: choose B:Sunlit Guardian", *PP])
    guard = _obj(g, "B:Sunlit Guardian")
    assert layers.keyword_count(g.engine.db, g.state, guard, "tank") == 1
    assert layers.keyword_amount(g.engine.db, g.state, guard, "shield") == 4
    # Mountain Drake's 10: the Guardian (3 + Shield 4 as a defender) takes its lethal 7
    # first, the rest goes on; the one legal assignment, so the engine makes it
    play(g, ["A: move A:Mountain Drake to Bandle Tree", *PP],
         [{"log_contains": "A: assign B:Sunlit Guardian@Bandle Tree=7, "
                           "B:Vanguard Sergeant@Bandle Tree=3"}])


@pytest.mark.rules("816.2", "816.2.a")
def test_temporary_given_to_a_temporary_gear_kills_it_once():
    """Fading Memories gives Sprite Fountain (Temporary) Temporary again: at the start of
    A's next Beginning Phase it dies once, and its 'when this dies' plays one Sprite."""
    g = new_game({"hand": ["Fading Memories"], "runes": R("chaos", 5),
                  "base": ["Sprite Fountain"], "deck": ["Gust"] * 3},
                 {"deck": ["Mountain Drake"] * 3})
    play(g, ["A: play Fading Memories", "A: choose A:Sprite Fountain", *PP])
    fountain = _obj(g, "A:Sprite Fountain")
    assert layers.keyword_count(g.engine.db, g.state, fountain, "temporary") == 1
    shown = len(g.log)
    play(g, ["A: end", "B: end"])
    while g.state.chain or g.pending is not None and g.pending.kind != "priority":
        play(g, [g.legal()[0]])
    dying = [line for line in g.log[shown:] if "Sprite Fountain" in line and "dies" in line]
    assert len(dying) == 1, dying
    sprites = [o for o in g.state.players["A"].zones["base"] if g.state.objs[o].card == "Sprite"]
    assert len(sprites) == 1
