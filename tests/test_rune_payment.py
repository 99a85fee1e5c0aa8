"""Automatic payment (rules 160-167, 357) finds a payment whenever one exists.

A brute force over every way to use each rune (leave it, exhaust it, recycle it,
or exhaust then recycle it) is the oracle; hypothesis draws boards and costs.
"""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings, strategies as st

from riftbound_tui.cards.db import load_card_db
from riftbound_tui.cards.model import Cost
from riftbound_tui.engine.payment import RUNE_DOMAIN, find_payment, pips
from riftbound_tui.engine.state import GameState, Obj, PlayerState

DB = load_card_db()
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
RUNE_OF = {d: n for n, d in RUNE_DOMAIN.items()}


def board(runes: list[tuple[str, bool]], energy: int = 0, power: dict | None = None) -> GameState:
    st = GameState(order=("A", "B"), players={"A": PlayerState("A"), "B": PlayerState("B")},
                   objs={}, bfs=[])
    p = st.players["A"]
    p.energy, p.power = energy, dict(power or {})
    for i, (dom, exhausted) in enumerate(runes, 1):
        st.objs[i] = Obj(i, RUNE_OF[dom], "A", "A", "runes", exhausted=exhausted, entered=i)
        p.zones["runes"].append(i)
    return st


def feasible(runes, energy, power, cost: Cost, domains) -> bool:
    """Oracle: try every use of every rune."""
    need = pips(cost, domains)
    for uses in product(range(4), repeat=len(runes)):      # 0 none, 1 exhaust, 2 recycle, 3 both
        if any(u in (1, 3) and ex for u, (_, ex) in zip(uses, runes)):
            continue
        e = energy + sum(1 for u in uses if u in (1, 3))
        if e < cost.energy:
            continue
        got = dict(power)
        for u, (dom, _) in zip(uses, runes):
            if u in (2, 3):
                got[dom] = got.get(dom, 0) + 1
        if _cover(need, got):
            return True
    return False


def _cover(need, got) -> bool:
    need = sorted(need, key=len)
    if not need:
        return True
    first, rest = need[0], need[1:]
    for d in sorted(set(first) | {"any"}):
        if got.get(d, 0) > 0:
            got2 = dict(got)
            got2[d] -= 1
            if _cover(rest, got2):
                return True
    return False


rune_lists = st.lists(st.tuples(st.sampled_from(DOMAINS[:3]), st.booleans()), max_size=5)
costs = st.builds(
    lambda e, dom, n, dom2, n2: Cost(e, tuple(x for x in ((dom, n), (dom2, n2)) if x[1])),
    st.integers(0, 5), st.sampled_from(DOMAINS[:3] + ("any",)), st.integers(0, 2),
    st.sampled_from(DOMAINS[:3]), st.integers(0, 1))


@settings(max_examples=300, deadline=None)
@given(rune_lists, st.integers(0, 2), st.dictionaries(st.sampled_from(DOMAINS[:3]),
                                                       st.integers(0, 1), max_size=2), costs)
def test_automatic_payment_exists_exactly_when_a_payment_exists(runes, energy, power, cost):
    gs = board(runes, energy, power)
    pay = find_payment(DB, gs, "A", cost, ("fury", "calm"))
    assert (pay is not None) == feasible(runes, energy, power, cost, ("fury", "calm"))
    if pay is None:
        return
    # What the payment uses is really there: only ready runes are exhausted (414.1.b),
    # each rune recycled at most once, and it covers the cost.
    assert all(not gs.objs[r].exhausted for r in pay.exhaust)
    assert len(set(pay.recycle)) == len(pay.recycle)
    assert energy >= pay.pool_energy and pay.pool_energy + len(pay.exhaust) == cost.energy
    got = dict(power)
    for r in pay.recycle:
        dom = RUNE_DOMAIN[gs.objs[r].card]
        got[dom] = got.get(dom, 0) + 1
    assert _cover(pips(cost, ("fury", "calm")), got)


def test_exhausting_then_recycling_the_same_rune_pays_energy_and_power():
    # One ready Fury rune pays 1 energy and 1 Fury power (164.2: both of its abilities).
    gs = board([("fury", False)])
    pay = find_payment(DB, gs, "A", Cost(1, (("fury", 1),)))
    assert pay is not None and pay.exhaust == (1,) and pay.recycle == (1,)


def test_exhausted_runes_are_recycled_before_ready_ones():
    # Recycling an already exhausted rune keeps the ready one for later energy.
    gs = board([("fury", False), ("fury", True)])
    pay = find_payment(DB, gs, "A", Cost(0, (("fury", 1),)))
    assert pay.recycle == (2,) and pay.exhaust == ()


def test_manual_payment_takes_only_what_is_in_the_pool():
    gs = board([("fury", False)], energy=0)
    gs.manual_payment = True
    assert find_payment(DB, gs, "A", Cost(1)) is None
    gs.players["A"].energy = 1
    assert find_payment(DB, gs, "A", Cost(1)) is not None


def test_a_duel_can_be_set_up_with_manual_payment():
    from riftbound_tui.decks.fixed import duel_setup
    from riftbound_tui.engine.game import Game, default_engine
    g = Game.from_setup({**duel_setup(), "manual_payment": True}, 1, default_engine())
    while g.pending.kind != "priority":
        g.act(g.legal()[0])
    assert g.state.manual_payment
    # the runes are paid by hand: exhausting and recycling are offered as actions
    assert any(": exhaust " in line for line in g.legal())
    assert any(": recycle " in line for line in g.legal())


def test_spell_only_energy_is_in_the_pool_and_shown():
    """429: Lux's added energy is in the rune pool: the pool counts it, the board shows it
    as part of the energy, a unit cannot spend it and a spell spends it first."""
    from pathlib import Path

    from riftbound_tui.board_dump import board_dump
    from riftbound_tui.scenario import load, start
    from riftbound_tui.tui.model import _pool

    path = Path(__file__).parent / "scenarios" / "runepool-spell-only-energy-is-in-the-pool.yaml"
    game = start(load(path))
    game.act("A: activate Lux, Crownguard")
    pl = game.state.players["A"]
    assert (pl.energy, pl.spell_energy) == (2, 2)
    assert _pool(pl) == "2 energy (2 only for spells)"
    assert "2 energy (2 of it for spells only)" in board_dump(game)
    assert not game.is_legal("A: play Daring Poro")
    game.act("A: play Incinerate")
    assert (game.state.players["A"].energy, game.state.players["A"].spell_energy) == (0, 0)


@settings(max_examples=300, deadline=None)
@given(rune_lists, st.integers(0, 2), st.integers(0, 2),
       st.dictionaries(st.sampled_from(DOMAINS[:3] + ("any",)), st.integers(0, 1), max_size=2),
       costs, st.booleans(), st.booleans())
def test_can_pay_asked_twice_agrees_with_finding_a_payment(runes, energy, spell_only, power,
                                                           cost, spell, manual):
    """`can_pay` answers the power part from a memo shared across decisions (keyed by the
    pool, the runes' domains, the cost and the card's domains): it must say what finding a
    payment says, for spell-only energy (429) and manual payment too, the second time as the
    first."""
    from riftbound_tui.engine.payment import can_pay
    gs = board(runes, energy, power)
    gs.manual_payment = manual
    gs.players["A"].spell_energy = min(spell_only, energy)
    purpose = "spell" if spell else None         # what the payment is for
    want = find_payment(DB, gs, "A", cost, ("fury", "calm"), purpose=purpose) is not None
    for _ in range(2):
        assert can_pay(DB, gs, "A", cost, ("fury", "calm"), purpose=purpose) == want
