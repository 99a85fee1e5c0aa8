"""Game.act trusts a play it has just listed for the very same state (it skips asking
why_unplayable again); any other line is checked as before, and an illegal one changes
nothing."""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.game import Game, default_engine

SETUP = {"name": "listed", "players": {
    "A": {"hand": ["Stalwart Poro"], "runes": ["Calm Rune", "Calm Rune"]},
    "B": {}},
    "battlefields": [{"card": "Bandle Tree"}]}


def game() -> Game:
    return Game.from_setup(SETUP, 0, default_engine())


def test_a_listed_play_is_played_and_paid():
    g = game()
    assert "A: play Stalwart Poro" in g.legal()
    g.act("A: play Stalwart Poro")
    st = g.state
    assert [st.objs[u].card for u in st.players["A"].zones["base"]] == ["Stalwart Poro"]
    assert all(st.objs[r].exhausted for r in st.players["A"].zones["runes"])   # 357: paid


def test_a_line_listed_for_another_state_is_checked_again():
    g = game()
    assert "A: play Stalwart Poro" in g.legal()
    # the same position, but with the runes already exhausted: the Poro cannot be paid for
    poor = g.state.clone()
    for r in poor.players["A"].zones["runes"]:
        poor.set(r, exhausted=True)
    g.state = poor
    with pytest.raises(IllegalAction, match="cannot pay"):
        g.act("A: play Stalwart Poro")
    assert g.state is poor                                   # nothing changed
    assert [poor.objs[h].card for h in poor.players["A"].zones["hand"]] == ["Stalwart Poro"]


def test_a_play_never_listed_is_refused_with_its_reason():
    g = game()
    g.legal()
    hand = g.state.players["A"].zones["hand"][:]
    with pytest.raises(IllegalAction, match="355.2.a"):
        g.act("A: play Stalwart Poro to Bandle Tree")    # 355.2.a: not a place A controls
    assert g.state.players["A"].zones["hand"] == hand
