"""Session 17, d2: the hardest cards of issue 26, one construct family: resources only some
things may spend, and cost changes (alternate costs from the trash, discounts of a kind
the player picks)."""

from __future__ import annotations

import pytest

from card_cases import BFS, HOLD, PP, R, bf, loader_errors, run_case


LEGION_TURN = {"player": "A", "number": 3, "phase": "main", "played_this_turn": ["Gust"]}
MAIN = {"player": "A", "number": 3, "phase": "main"}

JHIN_A = {"hand": ["Rocket Barrage", "Jhin, Meticulous Killer"], "runes": R("mind", 12),
          "deck": ["Gust"]}
JHIN_B = {"base": ["Mountain Drake"]}
DIANA_A = {"legend": "Diana, Scorn of the Moon", "base": ["Daring Poro"], "hand": ["Ki Barrier"],
           "runes": R("order", 1)}
BARRAGE = ["A: play Rocket Barrage", "A: no", "A: choose B:Mountain Drake", *PP]   # 4 energy

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "[Legion] — You may play me from your trash for [3][C]" (356.1.a, 812): another card
    # played this turn, so it is played from the trash for 3 energy and a Fury power
    ("Undying Legion", {"trash": ["Undying Legion"], "runes": R("fury", 4),
                        "turn": LEGION_TURN}, {}, None,
     ["A: play Undying Legion"],
     [{"location": {"A:Undying Legion": "base"}},
      {"count": {"A:trash": 0, "A:runes": 3}}]),    # a Fury rune recycled for [C]
    # no other card played: Legion does not hold, it stays in the trash
    ("Undying Legion", {"trash": ["Undying Legion"], "runes": R("fury", 4), "turn": MAIN},
     {}, None, [],
     [{"illegal": "A: play Undying Legion"}, {"count": {"A:trash": 1}}]),
    # "If you've spent [4] or more to play a spell this turn, you may play me for [C]"
    # (356.1.a): both costs payable, A chooses [C]: one more rune recycled, none exhausted
    ("Jhin, Meticulous Killer", JHIN_A, JHIN_B, None,
     [*BARRAGE, "A: play Jhin, Meticulous Killer", "A: yes", "A: to base"],
     [{"location": {"A:Jhin, Meticulous Killer": "base"}}, {"count": {"A:runes": 10}},
      {"log_contains": "A pays the alternate cost (356.1.a)"}]),
    # ... or the printed 4 energy: no rune recycled
    ("Jhin, Meticulous Killer", JHIN_A, JHIN_B, None,
     [*BARRAGE, "A: play Jhin, Meticulous Killer", "A: no", "A: to base"],
     [{"location": {"A:Jhin, Meticulous Killer": "base"}}, {"count": {"A:runes": 11}}]),
    # nothing spent on a spell this turn: only the printed cost, which A cannot pay
    ("Jhin, Meticulous Killer", {"hand": ["Jhin, Meticulous Killer"], "runes": R("mind", 3)},
     {}, None, [], [{"illegal": "A: play Jhin, Meticulous Killer"}]),
    # "While your score is within 3 points of the Victory Score, your Gold [Add] an
    # additional [1]" (429): A at 5 of 8, so the Gold killed for [A] adds 1 energy too
    ("Renata Glasc, Chem-Baroness", {"legend": "Renata Glasc, Chem-Baroness",
                                     "base": ["Gold"], "points": 5}, {}, None,
     ["A: activate Gold"],
     [{"pool": {"A": {"energy": 1, "power": {"any": 1}}}}, {"count": {"A:base": 0}}]),
    # 4 points short: the Gold adds only its [A]
    ("Renata Glasc, Chem-Baroness", {"legend": "Renata Glasc, Chem-Baroness",
                                     "base": ["Gold"], "points": 4}, {}, None,
     ["A: activate Gold"], [{"pool": {"A": {"energy": 0, "power": {"any": 1}}}}]),
    # "When you or an ally hold, you may exhaust me to play a Gold gear token exhausted"
    ("Renata Glasc, Chem-Baroness", {"legend": "Renata Glasc, Chem-Baroness",
                                     "deck": ["Gust"] * 3, "turn": HOLD}, {},
     [bf("A", a=["Stalwart Poro"]), BFS[1]], ["A: yes", *PP],
     [{"points": {"A": 1}}, {"contains": {"A:base": ["Gold"]}},
      {"exhausted": {"A:Gold": True, "A:Renata Glasc, Chem-Baroness": True}}]),
    # "[Add] [1]. Spend this Energy only during showdowns" (429): in the showdown A's move
    # starts, it and one Order rune pay Ki Barrier's [2][C]
    ("Diana, Scorn of the Moon", DIANA_A, {}, None,
     ["A: move A:Daring Poro to Bandle Tree", "A: activate Diana, Scorn of the Moon",
      "A: play Ki Barrier", *PP],
     [{"showdown": "Bandle Tree"}, {"count": {"A:runes": 0, "A:hand": 0}},
      {"contains": {"A:trash": ["Ki Barrier"]}}]),
    # outside a showdown it pays nothing: one rune cannot pay [2][C]
    ("Diana, Scorn of the Moon", DIANA_A, {}, None,
     ["A: activate Diana, Scorn of the Moon"],
     [{"showdown": "none"}, {"illegal": "A: play Ki Barrier"},
      {"exhausted": {"A:Diana, Scorn of the Moon": True}}]),
]


@pytest.mark.rules("356.1.a", "355.1", "812", "429", "469.2")
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_card_case(case):
    run_case(*case[1:])              # (card, A, B, battlefields, script, expect)


@pytest.mark.rules("356.1.a")
def test_from_trash_is_for_units_and_gear_and_needs_its_cost():
    errs = loader_errors("""
        cards:
          - name: Spelled
            type: spell
            cost: {energy: 1}
            effects: [{op: draw, amount: 1}]
            from_trash: {cost: {energy: 1}}
          - name: Costless
            type: unit
            cost: {energy: 1}
            might: 1
            from_trash: {while: legion}
    """)
    assert any("bad.yaml:6" in e and "Flow" in e for e in errs), errs
    assert any("bad.yaml:11" in e and "needs `cost:`" in e for e in errs), errs


@pytest.mark.rules("429")
def test_adds_needs_whose_and_an_add_has_one_limit():
    errs = loader_errors("""
        cards:
          - name: Lone Adder
            type: legend
            abilities:
              - static: {adds: 1}
          - name: Kept Power
            type: legend
            abilities:
              - cost: {exhaust: true}
                effects: [{op: add, amount: 1, domain: any, only: showdowns, spells_only: true}]
    """)
    assert any("bad.yaml:5" in e and "`to:`" in e for e in errs), errs
    # kept apart for showdowns (engine/limited.py) and limited to spells: one limit only
    assert any("bad.yaml:10" in e and "together" in e for e in errs), errs
