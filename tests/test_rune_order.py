"""416.5.a: runes recycled to the Rune Deck together go on its bottom in the order their
owner chooses (engine/rune_order.py): Divine Judgment's "recycle the rest" asks each owner
whose runes left are not all copies of one rune, the turn player first, with `order REF,
...`; the listing offers one line for each order of their names, and an answer that
leaves a rune out or names one twice is refused and changes nothing."""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.game import Engine, Game


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine()


def judged(engine: Engine, b_keeps: str = "B:Fury Rune, B:Calm Rune", n: int = 4) -> Game:
    """Divine Judgment resolving: A keeps one Order Rune of their five runes, so A's `n`
    others (two Order Runes, a Chaos Rune, a Body Rune, less one B keeps) wait for A's
    order."""
    g = Game.from_setup({"name": "rune order", "players": {
        "A": {"hand": ["Divine Judgment"], "pool": {"energy": 7, "power": {"order": 2}},
              "runes": ["Order Rune", "Order Rune", "Chaos Rune", "Body Rune", "Order Rune"],
              "rune_deck": ["Fury Rune"]},
        "B": {"runes": ["Fury Rune", "Calm Rune", "Mind Rune", "Mind Rune"]}}}, 0, engine)
    for line in ("A: play Divine Judgment", "A: pass", "B: pass",
                 "A: choose A:Order Rune#1, B:Fury Rune", f"B: choose {b_keeps}"):
        g.act(line)
    dec = g.pending
    assert (dec.player, dec.kind, len(dec.options)) == ("A", "order", n)
    assert "the first listed goes to the bottom first" in dec.prompt and "416.5.a" in dec.prompt
    return g


def bottom(g: Game, p: str, n: int) -> list[str]:
    st = g.state
    return [st.objs[c].card for c in st.players[p].zones["rune_deck"][-n:]]


@pytest.mark.rules("416.5.a")
def test_the_listing_offers_each_order_of_the_rune_names_once_and_each_is_taken(engine):
    g = judged(engine)
    st = g.state
    lines = g.legal()
    # 4 runes, two of them copies of the Order Rune: 4! / 2! orders of their names
    assert len(lines) == 12 and all(ln.startswith("A: order ") for ln in lines)
    assert [a.text for a in g.legal_actions()] == lines
    orders = set()
    for line in lines:
        g.state = st                       # (a snapshot: `act` never changes it)
        g.act(line)
        assert g.pending is None or g.pending.kind != "order"
        names = [r.split(":", 1)[1].split("@")[0] for r in line[len("A: order "):].split(", ")]
        assert bottom(g, "A", 4) == names                    # the last listed bottommost
        orders.add(tuple(names))
    assert len(orders) == 12
    assert sorted(bottom(g, "B", 2)) == ["Mind Rune", "Mind Rune"]   # B was not asked
    assert any("(416.5.a)" in ln and "A puts" in ln for ln in g.state.log)


@pytest.mark.rules("416.5.a")
@pytest.mark.parametrize("line, why", [
    ("A: order A:Body Rune, A:Order Rune#2, A:Chaos Rune", "order all 4 runes, each once"),
    ("A: order A:Body Rune, A:Body Rune, A:Chaos Rune, A:Order Rune#2", "named twice"),
    ("A: order A:Order Rune#2, A:Order Rune#2, A:Chaos Rune, A:Body Rune", "named twice"),
    ("A: order A:Body Rune, A:Order Rune#1, A:Chaos Rune, A:Order Rune#2", "not a legal"),
    ("A: choose A:Body Rune", "answer with 'order REF, REF, ...'"),
])
def test_an_order_leaving_a_rune_out_or_naming_one_twice_is_refused(engine, line, why):
    g = judged(engine)
    st, log = g.state, len(g.state.log)
    with pytest.raises(IllegalAction) as err:
        g.act(line)
    assert why in str(err.value)
    assert g.state is st and g.pending is st.pending and len(st.log) == log
    assert len(st.players["A"].zones["rune_deck"]) == 1 and len(st.players["A"].zones["runes"]) == 5


@pytest.mark.rules("416.5.a")
def test_copies_of_one_rune_may_be_named_bare(engine):
    g = judged(engine)
    g.act("A: order Order Rune, Chaos Rune, Order Rune, Body Rune")
    assert bottom(g, "A", 4) == ["Order Rune", "Chaos Rune", "Order Rune", "Body Rune"]


@pytest.mark.rules("416.5.a")
def test_each_owner_orders_their_own_runes_the_turn_player_first(engine):
    g = judged(engine, b_keeps="B:Fury Rune, A:Order Rune#2", n=3)
    g.act("A: order A:Body Rune, A:Chaos Rune, A:Order Rune")
    dec = g.pending
    assert (dec.player, dec.kind, len(dec.options)) == ("B", "order", 3)
    assert len(g.legal()) == 3                      # Calm Rune first, second or third
    g.act("B: order B:Mind Rune#1, B:Calm Rune, B:Mind Rune#2")
    assert bottom(g, "A", 3) == ["Body Rune", "Chaos Rune", "Order Rune"]
    assert bottom(g, "B", 3) == ["Mind Rune", "Calm Rune", "Mind Rune"]
    assert not g.state.chain                        # Divine Judgment has resolved


@pytest.mark.rules("416.5.a")
def test_the_table_says_the_first_listed_rune_goes_to_the_bottom_first(engine):
    """The table's words for an order answer follow what is ordered: recycled runes go to
    the Rune Deck's bottom, not on the chain (as trigger orders do)."""
    from riftbound_tui.tui import lines, words
    from riftbound_tui.tui.picking import Picker

    g = judged(engine)
    idx = lines.index(g, g.legal())
    said = [words.describe(i, g.state, engine.db) for i in idx.infos if i.verb == "order"]
    assert said and all(" goes to the bottom first, then " in s for s in said)
    assert not any("chain" in s for s in said)
    assert "the first goes to the bottom first" in Picker(g.pending, idx, g.state).hint()
