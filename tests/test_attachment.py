"""Attachment (716-719) as the players see it and as the engine keeps it: the equipped unit's
chip and card detail in the table, the board dump, the position field `attached:`, and the
Top-Most Card's text (an attached card's own rules text inactive, its Effect Text the unit's)."""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, new_game, play
from riftbound_tui.board_dump import board_dump
from riftbound_tui.engine import layers
from riftbound_tui.scenario import _obj
from riftbound_tui.tui import model as M


def _equipped():
    return new_game({"base": [{"card": "Pouty Poro", "attached": ["Long Sword",
                                                                    "Serrated Dirk"]}]})


@pytest.mark.rules("434.1.b", "434.1.b.1", "719.1")
def test_the_table_shows_equipment_on_its_unit():
    """The unit's chip names its attached cards and the gear's chip its unit; the card detail
    says the same (434.1.b: everyone sees what is attached)."""
    g = _equipped()
    st, db = g.state, g.engine.db
    poro, sword = _obj(g, "A:Pouty Poro"), _obj(g, "A:Long Sword")
    label = M.chip(db, st, poro).label()
    assert "Long Sword" in label and "Serrated Dirk" in label and "4" in label
    assert "on Pouty Poro" in M.chip(db, st, sword).label()
    assert "attached cards: Long Sword, Serrated Dirk" in M.detail(db, st, poro)[1]
    assert "attached on Pouty Poro" in M.detail(db, st, sword)[1]
    dump = board_dump(g)
    assert "attached Long Sword, Serrated Dirk" in dump


@pytest.mark.rules("718.2", "718.3", "434.1.c", "434.1.e")
def test_effect_text_is_the_units_and_the_gears_own_text_is_inactive():
    """Serrated Dirk's Assault 2 is the unit's while attached, not the gear's; a gear's
    Effect Text does nothing while it is not attached; its Equip is not usable attached."""
    g = _equipped()
    st, db = g.state, g.engine.db
    poro, dirk = _obj(g, "A:Pouty Poro"), _obj(g, "A:Serrated Dirk")
    assert layers.keyword_amount(db, st, poro, "assault") == 2
    assert layers.keyword_amount(db, st, dirk, "assault") == 0
    loose = new_game({"base": ["Serrated Dirk", "Pouty Poro"], "runes": R("fury", 1)})
    dirk2 = _obj(loose, "A:Serrated Dirk")
    assert layers.keyword_amount(loose.engine.db, loose.state, dirk2, "assault") == 0
    assert layers.keyword_amount(loose.engine.db, loose.state,
                                 _obj(loose, "A:Pouty Poro"), "assault") == 0
    assert not g.is_legal("A: activate A:Serrated Dirk")


@pytest.mark.rules("435.1.d", "435.1.e", "719.2")
def test_the_unit_loses_the_text_and_bonus_of_a_card_that_leaves():
    """Killing the attached Serrated Dirk takes its Assault 2 from the unit (435.1.d) while
    Long Sword's +2 stays (435.1.e is per card)."""
    g = new_game({"hand": ["Detonate"], "runes": R("fury", 2)},
                 {"base": [{"card": "Pouty Poro", "attached": ["Long Sword", "Serrated Dirk"]}],
                  "deck": ["Mountain Drake"] * 2})
    play(g, ["A: play Detonate", "A: choose B:Serrated Dirk", *PP],
         [{"attached": {"B:Pouty Poro": ["Long Sword"]}}, {"might": {"B:Pouty Poro": 4}},
          {"lacks": {"B:Pouty Poro": "assault"}}])


def test_a_position_attaches_only_gear():
    from riftbound_tui.engine.setup import SetupError
    with pytest.raises(SetupError, match="not a gear"):
        new_game({"base": [{"card": "Pouty Poro", "attached": ["Mega-Mech"]}]})
    g = new_game({"base": []}, bfs=[{"card": "Bandle Tree", "units": {
        "A": [{"card": "Pouty Poro", "attached": ["Long Sword"]}]}}, BFS[1]])
    play(g, [], [{"location": {"A:Long Sword": "Bandle Tree"}},
                 {"attached": {"A:Pouty Poro": ["Long Sword"]}}])
