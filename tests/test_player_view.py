"""A player's view (128: privacy): what the hot-seat screen and the agents may see."""

from __future__ import annotations

import pytest

from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.engine.game import Game, default_engine
from riftbound_tui.engine.view import HIDDEN

pytestmark = pytest.mark.rules("128.3", "128.4", "108.4.d", "108.7.c", "117")


def after_mulligans() -> Game:
    g = Game.from_setup(duel_setup(), 3, default_engine())
    while g.pending.kind in ("first_second", "mulligan"):
        legal = g.legal()
        # take a real mulligan where offered, so the log names set-aside cards
        pick = next((line for line in legal if " mulligan " in line), legal[0])
        g.act(pick)
    return g


def test_the_other_hand_and_every_deck_order_are_hidden():
    g = after_mulligans()
    st = g.state
    for me in st.order:
        v = g.view(me)
        other = st.opponents(me)[0]
        assert all(v.objs[i].card == HIDDEN for i in v.zone(other, "hand"))
        assert [v.objs[i].card for i in v.zone(me, "hand")] == \
            [st.objs[i].card for i in st.zone(me, "hand")]
        for p in st.order:
            assert all(v.objs[i].card == HIDDEN for i in v.zone(p, "deck"))
            assert v.zone(p, "deck") == sorted(v.zone(p, "deck"))   # order not told
        assert v.rng == 0


def test_the_log_does_not_name_the_other_players_mulligan():
    g = after_mulligans()
    full = "\n".join(g.log)
    mulls = [line for line in g.log if ": mulligan " in line]
    assert mulls, "the test needs a mulligan in the log"
    who = mulls[0].split(":")[0]
    other = g.state.opponents(who)[0]
    seen_by_other = "\n".join(g.view(other).log)
    seen_by_self = "\n".join(g.view(who).log)
    assert mulls[0] in full and mulls[0] in seen_by_self
    assert mulls[0] not in seen_by_other
    assert f"{who}: mulligan (cards set aside: hidden)" in seen_by_other


def test_a_view_is_a_copy():
    g = after_mulligans()
    v = g.view("A")
    v.players["A"].points = 99
    assert g.state.players["A"].points == 0
