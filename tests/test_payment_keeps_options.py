"""Automatic payment spends no more runes than the cost needs (164.2: a recycled rune
leaves the board) and keeps the scarce domains ready for the rest of the turn."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as hs

from riftbound_tui.cards.db import load_card_db
from riftbound_tui.cards.model import Cost
from riftbound_tui.engine.payment import RUNE_DOMAIN, find_payment, pips
from riftbound_tui.engine.state import GameState, Obj, PlayerState

DB = load_card_db()
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
RUNE_OF = {d: n for n, d in RUNE_DOMAIN.items()}


def board(runes: list[tuple[str, bool]]) -> GameState:
    st = GameState(order=("A", "B"), players={"A": PlayerState("A"), "B": PlayerState("B")},
                   objs={}, bfs=[])
    for i, (dom, exhausted) in enumerate(runes, 1):
        st.objs[i] = Obj(i, RUNE_OF[dom], "A", "A", "runes", exhausted=exhausted, entered=i)
        st.players["A"].zones["runes"].append(i)
    return st


def test_energy_comes_from_the_plentiful_domain_first():
    s = board([("mind", False), ("fury", False), ("fury", False)])
    pay = find_payment(DB, s, "A", Cost(1, ()))
    assert len(pay.exhaust) == 1 and not pay.recycle
    assert s.objs[pay.exhaust[0]].card == "Fury Rune"          # the lone Mind stays ready


def test_power_comes_from_an_exhausted_rune_then_the_plentiful_domain():
    s = board([("mind", False), ("fury", False), ("fury", False), ("fury", True)])
    pay = find_payment(DB, s, "A", Cost(0, (("any", 1),)))
    assert pay.recycle == (4,)                       # already exhausted: no energy lost
    s = board([("mind", False), ("fury", False), ("fury", False)])
    pay = find_payment(DB, s, "A", Cost(0, (("any", 1),)))
    assert [s.objs[r].card for r in pay.recycle] == ["Fury Rune"]


@settings(max_examples=60, deadline=None)
@given(hs.lists(hs.tuples(hs.sampled_from(DOMAINS), hs.booleans()), max_size=7),
       hs.integers(0, 4), hs.lists(hs.sampled_from(DOMAINS + ("any",)), max_size=3))
def test_no_more_runes_recycled_than_the_power_needs(runes, energy, power):
    s = board(runes)
    cost = Cost(energy, tuple((d, 1) for d in power))
    pay = find_payment(DB, s, "A", cost)
    if pay is None:
        return
    assert len(pay.recycle) == len(pips(cost, ())) and len(set(pay.recycle)) == len(pay.recycle)
    assert len(pay.exhaust) == energy
