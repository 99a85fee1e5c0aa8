"""The third sweep: cards that choose a player (355.9.a: "choose a player", "choose an
opponent"), answered `choose PLAYER` (NOTATION.md), and the constructs named with them.

A case is (card, A, B, battlefields, script, expect) as in tests/card_cases.py.  Every
card of the sweep (the entries after SWEEP_MARK in each set file) has a case
(test_every_swept_card_has_a_case).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from card_cases import BTURN, PP, R, bf, new_game, play, run_case, zone_cards

CARDS = Path(__file__).resolve().parent.parent / "cards"
SWEEP_MARK = "# -- Players as targets (355.9.a): the third sweep"
DECK = ["Mountain Drake"] * 3

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "The first time I move each turn, choose a player. They Burn 1."
    ("Blade Twirler", {"base": ["Blade Twirler"], "deck": ["Gust", "Defy"]}, {}, None,
     ["A: move A:Blade Twirler to Back-Alley Bar", "A: choose B", *PP],
     [{"count": {"B:deck": 2, "B:trash": 1, "A:deck": 2}}]),
    ("Blade Twirler", {"base": ["Blade Twirler"], "deck": ["Gust", "Defy"]}, {}, None,
     ["A: move A:Blade Twirler to Back-Alley Bar", "A: choose A", *PP],
     [{"count": {"A:deck": 1, "A:trash": 1, "B:deck": 3}},
      {"contains": {"A:trash": ["Gust"]}}]),
    # "When you play me, choose a player. They discard 1."
    ("Bewitching Spirit", {"hand": ["Bewitching Spirit"], "runes": R("chaos", 3)},
     {"hand": ["Gust"]}, None,
     ["A: play Bewitching Spirit", "A: choose B", *PP],
     [{"count": {"B:hand": 0}}, {"contains": {"B:trash": ["Gust"]}}]),

    # -- the "attacking" selector and "if it's attacking" (463.1.a)
    ("Thwonk!", {"hand": ["Thwonk!"], "runes": R("calm", 4), "base": ["Daring Poro"]},
     {}, [bf("B", b=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Daring Poro to Bandle Tree", "A: play Thwonk!", "A: no", *PP],
     [{"stunned": {"A:Daring Poro": True, "B:Stalwart Poro": False}}]),
    ("Existential Dread", {"hand": ["Existential Dread"], "runes": R("chaos", 4), "turn": BTURN},
     {"base": ["Daring Poro"]}, [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Daring Poro to Bandle Tree", "B: pass", "A: play Existential Dread", "A: no",
      "A: pass", "B: pass"],
     [{"stunned": {"B:Daring Poro": True}}, {"location": {"B:Daring Poro": "Bandle Tree"}}]),
    # Repeat: the second execution finds it stunned and returns it to hand (820.1.d)
    ("Existential Dread", {"hand": ["Existential Dread"], "runes": R("chaos", 4), "turn": BTURN},
     {"base": ["Daring Poro"]}, [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Daring Poro to Bandle Tree", "B: pass", "A: play Existential Dread", "A: yes",
      "A: pass", "B: pass"],
     [{"location": {"B:Daring Poro": "hand"}}]),
    ("Sudden Storm", {"hand": ["Sudden Storm"], "runes": R("fury", 4), "turn": BTURN},
     {"base": ["Vanguard Sergeant"]}, [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "B: pass", "A: play Sudden Storm",
      "A: choose B:Vanguard Sergeant", "A: pass", "B: pass"],
     [{"location": {"B:Vanguard Sergeant": "trash"}}]),      # 4: lethal
    ("Sudden Storm", {"hand": ["Sudden Storm"], "runes": R("fury", 4)}, {},
     [bf("B", b=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: play Sudden Storm", *PP],             # not attacking: 2
     [{"damage": {"B:Vanguard Sergeant": 2}}]),

    # -- Empowered states: "if it's [Empowered], X instead" and Disempower (441-442)
    ("Guttural Roar", {"hand": ["Guttural Roar"], "runes": R("body", 2),
                       "base": [{"card": "Daring Poro", "empowered": True}]}, {}, None,
     ["A: play Guttural Roar", *PP], [{"might": {"A:Daring Poro": 6}}]),
    ("Guttural Roar", {"hand": ["Guttural Roar"], "runes": R("body", 2),
                       "base": ["Daring Poro"]}, {}, None,
     ["A: play Guttural Roar", *PP], [{"might": {"A:Daring Poro": 4}}]),
    ("Lacerate", {"hand": ["Lacerate"], "runes": R("order", 2)},
     {"base": [{"card": "Steel Paws", "empowered": True}]}, None,
     ["A: play Lacerate", *PP],                 # disempowered: 2 Might, then killed
     [{"location": {"B:Steel Paws": "trash"}}]),
    ("Lacerate", {"hand": ["Lacerate"], "runes": R("order", 2)},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Lacerate", *PP], [{"location": {"B:Vanguard Sergeant": "base"}}]),
    ("Tomb-Raider Barbara", {"hand": ["Tomb-Raider Barbara"], "runes": R("calm", 7)},
     {"base": [{"card": "Hextech Formula", "empowered": True}]}, None,
     ["A: play Tomb-Raider Barbara", *PP],
     [{"empowered": {"B:Hextech Formula": False}}, {"location": {"B:Hextech Formula": "base"}}]),
    ("Tomb-Raider Barbara", {"hand": ["Tomb-Raider Barbara"], "runes": R("calm", 7)},
     {"base": ["Hextech Formula"]}, None,
     ["A: play Tomb-Raider Barbara", *PP], [{"location": {"B:Hextech Formula": "trash"}}]),
    ("Tomb-Raider Barbara", {"hand": ["Tomb-Raider Barbara"], "runes": R("calm", 6)},
     {"base": ["Hextech Formula"]}, None,       # six runes: no trigger
     ["A: play Tomb-Raider Barbara"], [{"location": {"B:Hextech Formula": "base"}}]),
]


@pytest.mark.rules("355.9.a", "440.1")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_sweep3_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect, b_deck=DECK)
