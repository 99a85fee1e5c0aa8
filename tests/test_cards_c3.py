"""Unleashed cards UNL 051-170 of session 17 (issue 26), each played from a small position
and its effect checked.  A case is (card, A, B, battlefields, script, expect) as in
tests/card_cases.py; tests/test_cards_unleashed.py counts these cases toward every UNL card
having one."""

from __future__ import annotations

import pytest

from card_cases import BTURN, PP, R, bf, run_case

DECK = ["Mountain Drake"] * 3
ALONE = [bf("B", b=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}]

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # +1 for each of my controller's units with Temporary at my battlefield (Sprites)
    ("Petal Pixie", {}, {}, [bf("A", a=["Petal Pixie", "Sprite", "Sprite", "Shipyard Skulker"]),
                             bf(a=["Sprite"], card="Back-Alley Bar")], [],
     [{"might": {"A:Petal Pixie": 4}}]),
    ("Petal Pixie", {"base": ["Petal Pixie", "Sprite"]}, {}, None, [],   # in base: no bonus
     [{"might": {"A:Petal Pixie": 2}}]),
    # any number of enemy units, total Might 8 or less, to one location
    ("Tricksy Tentacles", {"hand": ["Tricksy Tentacles"], "runes": R("calm")},
     {"base": ["Vanguard Sergeant", "Shipyard Skulker", "Mega-Mech"]}, None,
     ["A: play Tricksy Tentacles", "A: choose B:Vanguard Sergeant, B:Shipyard Skulker",
      "A: to Bandle Tree", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree", "B:Shipyard Skulker": "Bandle Tree",
                    "B:Mega-Mech": "base"}}]),
    ("Tricksy Tentacles", {"hand": ["Tricksy Tentacles"], "runes": R("calm")},
     {"base": ["Vanguard Sergeant", "Mega-Mech"]}, None,       # 4 + 8 is more than 8
     ["A: play Tricksy Tentacles"],
     [{"illegal": "A: choose B:Vanguard Sergeant, B:Mega-Mech"}]),
    # choose one: opponents' trash cards to the bottom of their deck, or draw 1
    ("Disposal Order", {"hand": ["Disposal Order"], "runes": R("body"), "deck": ["Gust"]},
     {"trash": ["Defy", "Charm"], "deck": DECK}, None,
     ["A: play Disposal Order", "A: mode 1", "A: choose B:Defy, B:Charm", *PP],
     [{"count": {"B:trash": 0, "B:deck": 5, "A:hand": 0}}]),
    ("Disposal Order", {"hand": ["Disposal Order"], "runes": R("body"), "deck": ["Gust"]},
     {"trash": ["Defy"], "deck": DECK}, None,
     ["A: play Disposal Order", "A: mode 2", *PP],
     [{"count": {"B:trash": 1, "A:hand": 1}}]),
    # Level 6: 2 less; Level 11: 4 less instead
    ("Concentrate", {"hand": ["Concentrate"], "runes": R("body", 3), "xp": 6,
                     "deck": ["Gust", "Defy"]}, {}, None, ["A: play Concentrate", *PP],
     [{"count": {"A:hand": 2, "A:runes": 3}}]),
    ("Concentrate", {"hand": ["Concentrate"], "runes": R("body", 3), "xp": 5}, {}, None,
     [], [{"illegal": "A: play Concentrate"}]),
    ("Concentrate", {"hand": ["Concentrate"], "runes": R("body", 1), "xp": 11,
                     "deck": ["Gust", "Defy"]}, {}, None, ["A: play Concentrate", *PP],
     [{"count": {"A:hand": 2}}]),
    ("Gemhand Hunter", {"base": ["Gemhand Hunter"], "xp": 6}, {}, None, [],
     [{"might": {"A:Gemhand Hunter": 3}}, {"keywords": {"A:Gemhand Hunter": ["hunt"]}}]),
    ("Gemhand Hunter", {"base": ["Gemhand Hunter"], "xp": 5}, {}, None, [],
     [{"might": {"A:Gemhand Hunter": 2}}]),
    # attacks where one enemy unit is alone: +2 and 2 XP; two enemy units there: nothing
    ("Kha'Zix, Mutating Horror", {"base": ["Kha'Zix, Mutating Horror"]}, {}, ALONE,
     ["A: move A:Kha'Zix, Mutating Horror to Bandle Tree", *PP],
     [{"xp": {"A": 2}}, {"might": {"A:Kha'Zix, Mutating Horror": 6}}]),
    ("Kha'Zix, Mutating Horror", {"base": ["Kha'Zix, Mutating Horror"]}, {},
     [bf("B", b=["Vanguard Sergeant", "Shipyard Skulker"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Kha'Zix, Mutating Horror to Bandle Tree"],
     [{"xp": {"A": 0}}, {"chain": []}]),
    ("Kha'Zix, Mutating Horror", {"turn": BTURN}, {"base": ["Vanguard Sergeant"]},
     [bf("A", a=["Kha'Zix, Mutating Horror"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "A: pass", "B: pass"],
     [{"xp": {"A": 2}}]),
]


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_c3_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect, b_deck=DECK)
