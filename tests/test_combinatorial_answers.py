"""Answers that could be combinatorial are checked by rule, not enumerated (DESIGN.md;
issue 7: work per decision never grows with the board beyond a bound).

A trigger order may be any permutation (303.2.a; FAQ: the controller orders them) and an
"up to N" choice any group of at most N valid choices (355.5); `legal()` lists a bounded
representative set of complete answers, each accepted, and `act` accepts every other
legal answer too.  Before, `legal()` listed all n! orders and every group.
"""

from __future__ import annotations

import itertools

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.game import Engine, Game
from riftbound_tui.engine.notation import render

CARDS = """
set: TST
cards:
  - name: Drawing Watcher
    type: unit
    might: 2
    abilities:
      - when: {event: move, subject: friendly_unit}
        effects: [{op: draw, amount: 1}]
  - name: Pebble Volley
    type: spell
    domains: [fury]
    cost: {energy: 0}
    effects:
      - {op: deal, amount: 1, target: {choose: unit, count: 4, up_to: true}}
"""

TRIGGERS = 7        # 5040 orders
CANDIDATES = 12     # groups of up to 4: 793


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(CARDS, "test.yaml")


def order_game(engine: Engine) -> Game:
    g = Game.from_setup({"players": {
        "A": {"base": ["Drawing Watcher"] * TRIGGERS + ["Shipyard Skulker"],
              "deck": ["Vanguard Sergeant"] * 10},
        "B": {"deck": ["Vanguard Sergeant"]}},
        "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]}, 0, engine)
    g.act("A: move A:Shipyard Skulker to Bandle Tree")
    assert g.pending.kind == "order" and len(g.pending.options) == TRIGGERS
    return g


def choose_game(engine: Engine) -> Game:
    g = Game.from_setup({"players": {
        "A": {"hand": ["Pebble Volley"], "deck": ["Vanguard Sergeant"]},
        "B": {"base": ["Shipyard Skulker"] * CANDIDATES, "deck": ["Vanguard Sergeant"]}},
        "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]}, 0, engine)
    g.act("A: play Pebble Volley")
    dec = g.pending
    assert dec.kind == "choose" and (dec.min_count, dec.max_count) == (0, 4)
    assert len(dec.options) == CANDIDATES
    return g


def sources(g: Game) -> list[str]:
    by_id = {t.id: t for t in g.state.triggers}
    return [render(g.state, by_id[i].source) for i in g.pending.options]


def test_trigger_order_lists_a_bounded_set_of_complete_orders(engine):
    g = order_game(engine)
    listed = g.legal()
    assert len(listed) <= TRIGGERS + 2            # not 7! = 5040
    srcs = sources(g)
    for line in listed:                           # each names every trigger once
        assert sorted(line.removeprefix("A: order ").split(", ")) == sorted(srcs)
        assert g.is_legal(line), g.why_illegal(line)
    firsts = {line.removeprefix("A: order ").split(", ")[0] for line in listed}
    assert firsts == set(srcs)                    # each may go on the chain first


def test_any_order_is_accepted_though_not_listed(engine):
    g = order_game(engine)
    srcs = sources(g)
    listed = set(g.legal())
    unlisted = next(f"A: order {', '.join(p)}" for p in itertools.permutations(srcs)
                    if f"A: order {', '.join(p)}" not in listed)
    g.act(unlisted)
    chained = [render(g.state, it.source) for it in g.state.chain]
    assert chained == unlisted.removeprefix("A: order ").split(", ")   # first listed: bottom (340.1)


def test_an_order_missing_or_repeating_a_trigger_is_refused(engine):
    g = order_game(engine)
    srcs = sources(g)
    before = g.state
    for bad in (srcs[:-1], srcs[:-1] + [srcs[0]]):
        with pytest.raises(IllegalAction):
            g.act("A: order " + ", ".join(bad))
        assert g.state is before


def test_up_to_n_choice_lists_every_candidate_within_a_bound(engine):
    g = choose_game(engine)
    listed = g.legal()
    assert len(listed) <= CANDIDATES + 13         # not 793 groups
    assert "A: choose none" in listed
    named = set()
    for line in listed:
        assert g.is_legal(line), g.why_illegal(line)
        if line != "A: choose none":
            refs = line.removeprefix("A: choose ").split(", ")
            assert len(refs) <= 4
            named.update(refs)
    assert named == {render(g.state, o) for o in g.pending.options}
    assert any(len(line.split(", ")) == 4 for line in listed)   # the largest size too


def test_any_group_within_the_count_is_accepted_and_a_larger_one_refused(engine):
    g = choose_game(engine)
    refs = [render(g.state, o) for o in g.pending.options]
    listed = set(g.legal())
    group = next(", ".join(c) for c in itertools.combinations(reversed(refs), 3)
                 if f"A: choose {', '.join(c)}" not in listed)
    assert g.is_legal(f"A: choose {group}")
    assert "between 0 and 4" in g.why_illegal("A: choose " + ", ".join(refs[:5]))
    g.act(f"A: choose {group}")
    assert g.pending.kind != "choose"


def test_the_board_picker_submits_an_unlisted_group_and_order_for_the_engine_to_judge(engine):
    """The TUI picks on the board; a group or order no listed line has is still a legal
    answer, so the picker hands it to the engine rather than refusing it itself."""
    from riftbound_tui.tui import lines as L
    from riftbound_tui.tui.picking import Picker

    g = choose_game(engine)
    listed = set(g.legal())
    opts = list(g.pending.options)
    pick = next(c for c in itertools.combinations(reversed(opts), 3)
                if "A: choose " + ", ".join(render(g.state, o) for o in c) not in listed)
    p = Picker(g.pending, L.index(g, g.legal()), g.state, g.why_illegal)
    assert set(opts) <= p.selectable()                       # every candidate is pickable
    for o in pick:
        p.activate(o)
    out = p.confirm()
    assert out.kind == "submit" and out.line not in listed
    assert g.is_legal(out.line), g.why_illegal(out.line)

    g = order_game(engine)
    listed = set(g.legal())
    by_id = {t.id: t for t in g.state.triggers}
    srcs = [by_id[i].source for i in g.pending.options]
    seq = srcs[1::2] + srcs[0::2]
    p = Picker(g.pending, L.index(g, g.legal()), g.state, g.why_illegal)
    out = None
    for o in seq:
        out = p.activate(o)
    assert out.kind == "submit" and out.line not in listed
    assert g.is_legal(out.line), g.why_illegal(out.line)
