"""2v2: "a unit you control", "your units" are not "friendly" (489.8.e: friendly describes
what a player or their teammate controls; 489.8.c: control is not shared).  The card
language writes them `controller: friendly, own: true` (engine/targets.py `_controller_ok`);
here A and C are one team, B and D the other, and C's unit must never count as A's."""

from __future__ import annotations

import pytest

from riftbound_tui.cards.loader import parse_cards
from riftbound_tui.engine import layers
from riftbound_tui.scenario import start
from tests.card_cases import play

pytestmark = pytest.mark.rules("489.8.e", "489.8.c")

BFS = [{"card": "Bandle Tree", "owner": "B"}, {"card": "Back-Alley Bar", "owner": "C"},
       {"card": "Black Flame Altar", "owner": "D"}]
PASS4 = ["A: pass", "B: pass", "C: pass", "D: pass"]


def _table(a: dict, c: dict | None = None, bfs=None, turn=None):
    sc = {"name": "own", "mode": "2v2", "battlefields": bfs or BFS,
          "players": {"A": a, "B": {}, "C": c or {}, "D": {}}}
    if turn:
        sc["turn"] = turn
    return start(sc)


def test_a_chosen_unit_you_control_is_never_a_teammates():
    # Smoke and Mirrors: "Choose a unit you control and another unit you control at a
    # different location"; C's Sergeant at a battlefield is no choice for A
    g = _table({"hand": ["Smoke and Mirrors"], "runes": ["Mind Rune"] * 2,
                "base": ["Vanguard Sergeant"]}, {"base": ["Stalwart Poro"]},
               [{"card": "Bandle Tree", "owner": "B", "controller": "A",
                 "units": {"A": ["Stalwart Poro"]}},
                {"card": "Back-Alley Bar", "owner": "C", "controller": "C",
                 "units": {"C": ["Vanguard Sergeant"]}},
                {"card": "Black Flame Altar", "owner": "D"}])
    play(g, ["A: play Smoke and Mirrors"], [
        {"legal": "A: choose A:Vanguard Sergeant"},
        {"illegal": "A: choose C:Vanguard Sergeant@Back-Alley Bar"},
        {"illegal": "A: choose C:Stalwart Poro"}])


def test_all_your_units_leaves_a_teammates_alone():
    # On the Hunt: "Ready your units": A's exhausted Sergeant, not C's
    g = _table({"hand": ["On the Hunt"], "runes": ["Body Rune"] * 2 + ["Chaos Rune"],
                "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
               {"base": [{"card": "Vanguard Sergeant", "exhausted": True}]})
    play(g, ["A: play On the Hunt", *PASS4], [
        {"exhausted": {"A:Vanguard Sergeant": False}},
        {"exhausted": {"C:Vanguard Sergeant": True}}])


def test_a_count_of_your_units_leaves_out_a_teammates():
    # Show of Strength: "Draw 1 for each of your [Mighty] units": A's Mighty unit, not C's
    g = _table({"hand": ["Show of Strength"], "runes": ["Body Rune"] * 3,
                "deck": ["Vanguard Sergeant"] * 3,
                "base": [{"card": "Vanguard Sergeant", "might_mod": 5}]},
               {"base": [{"card": "Vanguard Sergeant", "might_mod": 5}]})
    play(g, ["A: play Show of Strength", *PASS4], [{"count": {"A:hand": 1, "A:deck": 2}}])


def test_if_you_control_a_poro_is_not_met_by_a_teammates_poro():
    # Poro Herder: "When you play me, if you control a Poro, buff me and draw 1"
    g = _table({"hand": ["Poro Herder"], "runes": ["Calm Rune"] * 4,
                "deck": ["Vanguard Sergeant"]}, {"base": ["Stalwart Poro"]})
    play(g, ["A: play Poro Herder"], [      # its trigger's condition fails: it is not
        {"location": {"A:Poro Herder": "base"}}, {"chain": []},     # put on the chain

        {"buffed": {"A:Poro Herder": False}},
        {"count": {"A:hand": 0}}])


def test_your_units_have_does_not_reach_a_teammates_unit():
    # Rage Amplifier: "Your units have +1 [M]"
    g = _table({"base": ["Rage Amplifier", "Vanguard Sergeant"]},
               {"base": ["Vanguard Sergeant"]})
    db, st = g.engine.db, g.state
    mine, theirs = (next(i for i in st.players[p].zones["base"]
                         if st.objs[i].card == "Vanguard Sergeant") for p in "AC")
    assert layers.effective_might(db, st, mine) == db.get("Vanguard Sergeant").might + 1
    assert layers.effective_might(db, st, theirs) == db.get("Vanguard Sergeant").might


def test_a_trigger_counting_units_you_control_here_leaves_out_a_teammates():
    # Shen, Leader of the Kinkou Order: "When I hold, if there is exactly one other unit
    # you control here, you score 1 point": C's Sergeant beside Shen is not A's
    hold = [{"card": "Bandle Tree", "owner": "B", "controller": "A",
             "units": {"A": ["Shen, Leader of the Kinkou Order"], "C": ["Vanguard Sergeant"]}},
            {"card": "Back-Alley Bar", "owner": "C"},
            {"card": "Black Flame Altar", "owner": "D"}]
    g = _table({"deck": ["Vanguard Sergeant"] * 3}, {"deck": ["Vanguard Sergeant"] * 3}, hold,
               {"player": "A", "number": 5, "phase": "beginning"})
    play(g, [], [{"points": {"A": 1, "C": 1}}, {"chain": []}])   # the hold's point; Shen's
    # trigger is not put on the chain (383.2.a.1: its condition fails)


def test_own_is_read_beside_friendly_only_and_says_you_control():
    from riftbound_tui.cards.text import render_text
    good = """
set: TST
cards:
  - name: Own Test
    number: "001"
    type: spell
    domains: [fury]
    cost: {energy: 1}
    effects:
      - {op: ready, target: {all: unit, controller: friendly, own: true}}
"""
    cards, errors = parse_cards(good, "own.yaml")
    assert not errors
    assert render_text(cards[0]) == "Ready all units you control."
    bad = good.replace("controller: friendly, own: true", "controller: enemy, own: true")
    _, errors = parse_cards(bad, "bad.yaml")
    assert any("own" in str(e) for e in errors)
