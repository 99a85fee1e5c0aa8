"""Competing replacements set up by copies of one spell (372): two Highlanders on one unit
are two replacement effects, and the unit's controller orders both.  Each listed order
must be an answer the engine accepts (a three-player game was stuck on the one line it
listed, which named a single Highlander for two effects)."""

from __future__ import annotations

import pytest

from tests.card_cases import new_game, play

TWO_SAVES = ["A: play Hidden Blade", "A: choose B:Vanguard Sergeant", "A: pass",
             "B: play Highlander", "B: choose B:Vanguard Sergeant",
             "B: play Highlander", "B: choose B:Vanguard Sergeant",
             "B: pass", "A: pass", "B: pass", "A: pass",        # both Highlanders resolve
             "A: pass", "B: pass"]                               # Hidden Blade resolves


def _dying(recycle_one: bool = False):
    """B's Vanguard Sergeant is dealt lethal damage with two Highlanders on it: B is asked
    to order them.  `recycle_one`: one of the Highlanders has left the trash first."""
    g = new_game({"hand": ["Hidden Blade"], "runes": ["Order Rune"] * 3},
                 {"hand": ["Highlander", "Highlander"],
                  "runes": ["Calm Rune"] * 4 + ["Body Rune"] * 4, "deck": ["Mega-Mech"] * 2},
                 [{"card": "Bandle Tree", "controller": "B",
                   "units": {"B": ["Vanguard Sergeant"]}}, {"card": "Back-Alley Bar"}])
    play(g, TWO_SAVES[:-2])
    if recycle_one:
        st = g.state
        first = min((o for o in st.objs.values() if o.card == "Highlander"),
                    key=lambda o: o.entered)
        g.engine.relocate(st, first.id, "deck")
    play(g, TWO_SAVES[-2:])
    assert g.state.pending.kind == "order", g.log[-10:]
    return g


@pytest.mark.rules("372", "369")
@pytest.mark.parametrize("recycle_one", [False, True])
def test_every_listed_order_of_two_highlanders_is_accepted_and_saves_the_unit(recycle_one):
    lines = _dying(recycle_one).legal()
    assert lines and all(ln.startswith("B: order ") for ln in lines)
    for line in lines:
        assert line.count("Highlander") == 2, line      # both effects are named
        g = _dying(recycle_one)
        play(g, [line], [{"location": {"B:Vanguard Sergeant": "base"}},
                         {"exhausted": {"B:Vanguard Sergeant": True}}])


@pytest.mark.rules("372")
def test_each_highlander_is_named_by_its_own_copy_in_the_trash():
    assert _dying().legal() == ["B: order B:Highlander@trash#1, B:Highlander@trash#2",
                                "B: order B:Highlander@trash#2, B:Highlander@trash#1"]

