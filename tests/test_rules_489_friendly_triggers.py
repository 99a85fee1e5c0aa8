"""2v2: a trigger whose card says "a friendly unit" sees a teammate's unit too (489.8.e:
friendly describes what a player or their teammate controls); one that says "a unit you
control", "your units" or "when you play a unit" (`own: true` on the trigger) sees only
its controller's (489.8.c: control is not shared).  A and C are one team, B and D the
other; an "enemy" unit or gear is an opponent's, never a teammate's."""

from __future__ import annotations

import pytest

from riftbound_tui.cards.loader import parse_cards
from riftbound_tui.cards.model import Condition
from riftbound_tui.cards.text import render_text
from riftbound_tui.engine import conditions
from riftbound_tui.scenario import start
from tests.card_cases import loader_errors, play

pytestmark = pytest.mark.rules("489.8.e", "489.8.c")

PASS4 = ["A: pass", "B: pass", "C: pass", "D: pass"]
CTURN = {"player": "C", "number": 4, "phase": "main"}


def _table(a: dict, c: dict | None = None, bfs=None, turn=None, b: dict | None = None):
    sc = {"name": "friendly triggers", "mode": "2v2",
          "battlefields": bfs or [{"card": "Bandle Tree", "owner": "B"},
                                  {"card": "Back-Alley Bar", "owner": "C"},
                                  {"card": "Black Flame Altar", "owner": "D"}],
          "players": {"A": a, "B": b or {}, "C": c or {}, "D": {}}}
    if turn:
        sc["turn"] = turn
    return start(sc)


def _c_poro_at_the_bar(a: dict):
    """A to play Incinerate (deal 2) on C's Stalwart Poro at Back-Alley Bar."""
    return _table({"hand": ["Incinerate"], "runes": ["Fury Rune"] * 2, **a}, {},
                  [{"card": "Bandle Tree", "owner": "B"},
                   {"card": "Back-Alley Bar", "owner": "C", "controller": "C",
                    "units": {"C": ["Stalwart Poro"]}},
                   {"card": "Black Flame Altar", "owner": "D"}])


def test_a_teammates_unit_dying_is_a_friendly_unit_dying():
    # Wraith of Echoes: "The first time a friendly unit dies each turn, draw 1": C's Poro
    g = _c_poro_at_the_bar({"base": ["Wraith of Echoes"],
                            "deck": ["Vanguard Sergeant"] * 2})
    play(g, ["A: play Incinerate", "A: choose C:Stalwart Poro@Back-Alley Bar", *PASS4,
             *PASS4], [{"location": {"C:Stalwart Poro": "trash"}},
                       {"count": {"A:hand": 1, "A:deck": 1}}, {"chain": []}])


def test_a_unit_you_control_dying_is_never_a_teammates():
    # Viktor, Leader: "When another non-Recruit unit you control dies, play a Recruit":
    # C's Poro dies, A makes no Recruit
    g = _c_poro_at_the_bar({"base": ["Viktor, Leader"]})
    play(g, ["A: play Incinerate", "A: choose C:Stalwart Poro@Back-Alley Bar", *PASS4],
         [{"location": {"C:Stalwart Poro": "trash"}}, {"count": {"A:base": 1}},
          {"chain": []}])


def test_a_teammate_playing_a_gear_is_no_opponent_playing_one():
    # Ravenbloom Prefect: "When an opponent plays a gear, you may banish me to banish it":
    # C, A's teammate, plays Doran's Ring and A is not asked
    g = _table({"base": ["Ravenbloom Prefect"]},
               {"hand": ["Doran's Ring"], "runes": ["Chaos Rune"]}, turn=CTURN)
    play(g, ["C: play Doran's Ring"],
         [{"location": {"C:Doran's Ring": "base", "A:Ravenbloom Prefect": "base"}},
          {"illegal": "A: yes"}, {"chain": []}])


def test_a_teammates_unit_attacking_alone_is_a_friendly_unit_attacking():
    # Mask of Foresight: "When a friendly unit attacks or defends alone, give it +1 [M]
    # this turn": C's Sergeant attacks alone at Bandle Tree on C's turn
    g = _table({"base": ["Mask of Foresight"]}, {"base": ["Vanguard Sergeant"]},
               [{"card": "Bandle Tree", "owner": "B", "controller": "B",
                 "units": {"B": ["Stalwart Poro"]}},
                {"card": "Back-Alley Bar", "owner": "C"},
                {"card": "Black Flame Altar", "owner": "D"}], turn=CTURN)
    play(g, ["C: move C:Vanguard Sergeant to Bandle Tree", *PASS4],
         [{"might": {"C:Vanguard Sergeant": 5}}, {"chain": []}])


def test_readying_a_teammates_unit_is_readying_a_friendly_unit():
    # Pirate's Haven: "When you ready a friendly unit, give it +1 [M] this turn": A's
    # Perfect Execution readies C's exhausted Sergeant
    g = _table({"base": ["Pirate's Haven"], "hand": ["Perfect Execution"],
                "runes": ["Fury Rune"] * 4},
               {"base": [{"card": "Vanguard Sergeant", "exhausted": True}]})
    play(g, ["A: play Perfect Execution", "A: choose C:Vanguard Sergeant", *PASS4, *PASS4],
         [{"exhausted": {"C:Vanguard Sergeant": False}},
          {"might": {"C:Vanguard Sergeant": 5}}, {"chain": []}])


def test_a_teammates_unit_moving_away_is_a_friendly_unit_moving():
    # Stealthy Pursuer: "When a friendly unit moves from my location, I may be moved with
    # it": C's Sergeant leaves Bandle Tree, where A's Pursuer is, and A is asked
    g = _table({}, {}, [{"card": "Bandle Tree", "owner": "B", "controller": "A",
                         "units": {"A": ["Stealthy Pursuer"], "C": ["Vanguard Sergeant"]}},
                        {"card": "Back-Alley Bar", "owner": "C"},
                        {"card": "Black Flame Altar", "owner": "D"}], turn=CTURN)
    play(g, ["C: move C:Vanguard Sergeant to base"], [{"legal": "A: yes"}])


def test_a_friendly_unit_died_this_turn_counts_a_teammates():
    # the condition `died_this_turn: friendly_unit`: C's unit died, so for A it holds,
    # and not for B, their opponent
    g = _table({}, {})
    st = g.state
    conditions.note(st, "died", "C", "unit")
    db, died = g.engine.db, Condition("died_this_turn", "friendly_unit")
    assert conditions.holds(db, st, died, "A") and not conditions.holds(db, st, died, "B")


def test_own_goes_only_beside_a_friendly_subject_and_reads_you_control():
    errors = loader_errors("""
        cards:
          - name: Bad
            type: unit
            domains: [order]
            cost: {energy: 1}
            might: 1
            abilities:
              - when: {event: dies, subject: enemy_unit, own: true}
                effects: [{op: draw, amount: 1}]
        """)
    assert [e for e in errors if ":8:" in e and "when.own" in e and "friendly" in e], errors
    viktor = next(c for c in parse_cards(open("cards/origins.yaml").read(), "o")[0]
                  if c.name == "Viktor, Leader")
    assert render_text(viktor).startswith("When another non-Recruit unit you control dies")
