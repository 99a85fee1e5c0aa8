"""Vendetta 066 to the end, part one: units, gear and legends the language says (c5).

Each case plays the card from a small position (tests/card_cases.py) and checks what it
does; a rule the case depends on is cited beside it.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, run_case
from riftbound_tui.cards.text import render_text
from tests.shipped_cards import parsed_db

EMP = {"empowered": True}


def emp(card: str, **kw) -> dict:
    return {"card": card, "empowered": True, **kw}


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "When I become ready": readied by a legend's ability (415); not when already ready
    ("Fretful Feline",
     {"legend": "Ambessa, Matriarch of War", "base": [{"card": "Fretful Feline", "exhausted": True},
                                                      "Legion Marauder"],
      "runes": R("body", 2)}, {}, None,
     ["A: activate Legion Marauder", *PP,         # empower something else: Ambessa empowers
      *PP,
      "A: activate A:Ambessa, Matriarch of War@legend", "A: choose A:Fretful Feline", *PP, *PP],
     [{"exhausted": {"A:Fretful Feline": False}}, {"might": {"A:Fretful Feline": 7}},
      {"empowered": {"A:Ambessa, Matriarch of War": False, "A:Legion Marauder": True}}]),
    ("Legion Marauder", {"base": ["Legion Marauder"], "runes": R("body", 1)}, {}, None,
     ["A: activate Legion Marauder 2", *PP],       # the [Body] cost, not the [1]
     [{"empowered": {"A:Legion Marauder": True}}, {"might": {"A:Legion Marauder": 3}},
      {"count": {"A:runes": 0}}]),
    ("Platewyrm Egg", {"base": ["Platewyrm Egg"]}, {}, None,
     ["A: activate Platewyrm Egg 2"], [{"pool": {"A": {"energy": 1}}}]),
    ("Platewyrm Egg", {"base": [emp("Platewyrm Egg")]}, {}, None,
     ["A: activate Platewyrm Egg 2"], [{"pool": {"A": {"energy": 2}}}]),
    ("Platewyrm Egg", {"hand": ["Platewyrm Egg"], "runes": R("body", 3)}, {}, None,
     ["A: play Platewyrm Egg"], [{"exhausted": {"A:Platewyrm Egg": True}}]),
    ("Tools of Empire", {"base": ["Tools of Empire", "Daring Poro"]}, {}, None,
     ["A: activate Tools of Empire 2", "A: choose A:Daring Poro", *PP],
     [{"might": {"A:Daring Poro": 4}}]),
    ("Tools of Empire", {"base": [emp("Tools of Empire"), "Daring Poro"]}, {}, None,
     ["A: activate Tools of Empire 2", "A: choose A:Daring Poro", *PP],
     [{"might": {"A:Daring Poro": 6}}]),
    # Empowered Dame attacks a 10 Might Drake: her Might is increased to 10, then +1
    ("Dame the Despoiler", {"base": [emp("Dame the Despoiler")]}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Dame the Despoiler to Bandle Tree", "A: choose B:Mountain Drake", *PP],
     [{"might": {"A:Dame the Despoiler": 11}}]),
    ("Dame the Despoiler", {"base": ["Dame the Despoiler"]}, {},     # not Empowered: nothing
     [bf("B", b=["Daring Poro"]), BFS[1]],
     ["A: move A:Dame the Despoiler to Bandle Tree", *PP],
     [{"location": {"A:Dame the Despoiler": "Bandle Tree", "B:Daring Poro": "trash"}},
      {"log_contains": "Dame the Despoiler"}]),
    ("Rampage", {"hand": ["Rampage"], "runes": R("body", 4), "base": ["Vanguard Sergeant"]},
     {"base": ["Mountain Drake"]}, None,
     ["A: play Rampage", "A: yes", "A: choose A:Vanguard Sergeant", "A: choose B:Mountain Drake",
      *PP],                                         # 6 to the Drake, 10 to the Sergeant
     [{"damage": {"B:Mountain Drake": 6}}, {"location": {"A:Vanguard Sergeant": "trash"}}]),
    ("Rampage", {"hand": ["Rampage"], "runes": R("body", 3), "base": ["Vanguard Sergeant"]},
     {"base": ["Daring Poro"]}, None,
     ["A: play Rampage", "A: no", "A: choose A:Vanguard Sergeant", "A: choose B:Daring Poro",
      *PP],
     [{"damage": {"A:Vanguard Sergeant": 2}}, {"location": {"B:Daring Poro": "trash"}}]),
    ("Hextech Disc", {"base": ["Hextech Disc"], "runes": R("body", 1)}, {}, None,
     ["A: activate Hextech Disc", *PP],
     [{"empowered": {"A:Hextech Disc": True}}, {"illegal": "A: activate Hextech Disc 2"}]),
    ("Hextech Disc", {"base": [emp("Hextech Disc")], "runes": R("body", 1)}, {}, None,
     ["A: activate Hextech Disc 2", *PP],
     [{"location": {"A:Mech": "base"}}, {"empowered": {"A:Hextech Disc": False}}]),
    ("Jayce, Hammer in Hand",
     {"legend": "Ambessa, Matriarch of War",
      "base": [{"card": "Jayce, Hammer in Hand", "exhausted": True}, "Legion Marauder"],
      "runes": R("body", 2)}, {}, None,
     ["A: activate Legion Marauder", *PP, *PP,
      "A: activate A:Ambessa, Matriarch of War@legend", "A: choose A:Jayce, Hammer in Hand",
      *PP, "A: mode 3", *PP],
     [{"keywords": {"A:Jayce, Hammer in Hand": ["ganking"]}},
      {"exhausted": {"A:Jayce, Hammer in Hand": False}}]),
    ("Illaoi, Prophet of the Great Kraken",
     {"hand": ["Illaoi, Prophet of the Great Kraken"], "runes": R("chaos", 6)}, {}, None,
     ["A: play Illaoi, Prophet of the Great Kraken", *PP],
     [{"location": {"A:Tentacle": "base"}}, {"might": {"A:Illaoi, Prophet of the Great Kraken": 5,
                                                        "A:Tentacle": 1}}]),
    ("Illaoi, Prophet of the Great Kraken",        # when I score: a conquer (469.1)
     {"base": ["Illaoi, Prophet of the Great Kraken"]}, {}, None,
     ["A: move A:Illaoi, Prophet of the Great Kraken to Bandle Tree", *PP, "A: to base", *PP],
     [{"controller": {"Bandle Tree": "A"}}, {"count": {"A:base": 1}},
      {"contains": {"A:base": ["Tentacle"]}}]),
    ("Ocean Drake", {"hand": ["Ocean Drake"], "runes": R("chaos", 10), "base": ["Cloud Drake"]},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Ocean Drake", "A: to Bandle Tree", "A: yes", *PP],   # an open battlefield
     [{"location": {"A:Ocean Drake": "Bandle Tree", "B:Vanguard Sergeant": "hand",
                    "A:Cloud Drake": "base"}}]),
    ("Aurok General", {"base": [emp("Aurok General"), emp("Legion Marauder"), "Daring Poro"]},
     {"base": [emp("Legion Marauder")]}, None, [],
     [{"might": {"A:Aurok General": 7, "A:Legion Marauder": 5, "A:Daring Poro": 2,
                 "B:Legion Marauder": 3}}]),
    ("Aurok General", {"base": ["Aurok General", emp("Legion Marauder")]}, {}, None, [],
     [{"might": {"A:Aurok General": 5, "A:Legion Marauder": 3}}]),
    # attacks: kills the enemy unit with less Might than her (5 + Assault 2 = 7)
    ("Ambessa, Respected and Feared", {"base": [emp("Ambessa, Respected and Feared")]}, {},
     [bf("B", b=["Daring Poro", "Mountain Drake"]), BFS[1]],
     ["A: move A:Ambessa, Respected and Feared to Bandle Tree", *PP],
     [{"location": {"B:Daring Poro": "trash"}},
      {"keywords": {"A:Ambessa, Respected and Feared": ["assault 2"]}}]),
    ("Jayce, Defender of Tomorrow",
     {"legend": "Jayce, Defender of Tomorrow", "base": [{"card": "Sun Disc", "exhausted": True}],
      "runes": R("mind", 1)}, {}, None,
     ["A: activate A:Jayce, Defender of Tomorrow@legend 2", *PP],
     [{"exhausted": {"A:Sun Disc": False, "A:Jayce, Defender of Tomorrow": True}},
      {"illegal": "A: activate A:Jayce, Defender of Tomorrow@legend 3"}]),
    ("Mel, Soul's Reflection",
     {"legend": "Mel, Soul's Reflection", "base": ["Legion Marauder"], "runes": R("body", 1)},
     {}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: activate Legion Marauder", *PP, *PP,
      "A: activate A:Mel, Soul's Reflection@legend", *PP],
     [{"might": {"B:Vanguard Sergeant": 2}},
      {"empowered": {"A:Mel, Soul's Reflection": False}}]),
]

SPELLS = [
    # each player keeps the unit they choose (355.10.e); every other unit dies
    ("Cataclysmic Duel", {"hand": ["Cataclysmic Duel"], "runes": R("body", 11),
                          "base": ["Daring Poro", "Vanguard Sergeant"]},
     {"base": ["Mountain Drake", "Cloud Drake"]}, None,
     ["A: play Cataclysmic Duel", *PP, "A: choose A:Daring Poro", "B: choose B:Cloud Drake"],
     [{"location": {"A:Daring Poro": "base", "B:Cloud Drake": "base",
                    "A:Vanguard Sergeant": "trash", "B:Mountain Drake": "trash"}}]),
    ("Up from the Deep", {"hand": ["Up from the Deep"], "runes": R("chaos", 3)}, {}, None,
     ["A: play Up from the Deep", *PP],
     [{"count": {"A:base": 2}}, {"might": {"A:Tentacle#1": 1, "A:Tentacle#2": 1}}]),
    ("Up from the Deep", {"trash": ["Up from the Deep"], "runes": R("chaos", 3)}, {}, None,
     ["A: play Up from the Deep", *PP],              # Flow [3] (829)
     [{"count": {"A:base": 2}}, {"contains": {"A:banishment": ["Up from the Deep"]}}]),
    ("Shadows of the Past", {"hand": ["Shadows of the Past"], "runes": R("chaos", 4),
                             "trash": ["Daring Poro", "Gust"]},
     {"trash": ["Vanguard Sergeant"]}, None,
     ["A: play Shadows of the Past", "A: choose A:Daring Poro, B:Vanguard Sergeant", *PP],
     [{"contains": {"A:hand": ["Daring Poro"], "B:hand": ["Vanguard Sergeant"],
                    "A:trash": ["Gust", "Shadows of the Past"]}}]),
    ("Acceleration Gate",
     {"hand": ["Acceleration Gate"], "runes": [*R("mind", 4), {"card": "Order Rune", "exhausted": True}],
      "base": [{"card": "Daring Poro", "exhausted": True}, {"card": "Sun Disc", "exhausted": True}]},
     {}, None,
     ["A: play Acceleration Gate",
      "A: choose A:Daring Poro, A:Sun Disc, A:Order Rune", *PP],
     [{"exhausted": {"A:Daring Poro": False, "A:Sun Disc": False, "A:Order Rune": False}}]),
    ("Lightning Rush", {"hand": ["Lightning Rush"], "runes": R("order", 1),
                        "deck": ["Gust", "Defy", "Daring Poro", "Cloud Drake"]}, {}, None,
     ["A: play Lightning Rush", *PP, "A: choose A:Defy"],
     [{"contains": {"A:hand": ["Defy"], "A:trash": ["Gust", "Daring Poro", "Lightning Rush"]}},
      {"top": {"A:deck": ["Cloud Drake"]}}]),
]


@pytest.mark.rules("355.10.e", "829", "415")
@pytest.mark.parametrize("case", SPELLS, ids=[c[0] for c in SPELLS])
def test_spell_case(case):
    run_case(*case[1:])              # (card, A, B, battlefields, script, expect)


@pytest.mark.rules("441", "442", "827.1.c.1")
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_card_case(case):
    run_case(*case[1:])              # (card, A, B, battlefields, script, expect)


@pytest.mark.parametrize("name, words", [
    # "Return up to 2 units from trashes to their owners' hands": not "into your hand"
    ("Shadows of the Past", "Return up to 2 units from trashes to their owners' hands."),
    # "Put the rest into your trash": not the card drawn ("Put it into your trash")
    ("Lightning Rush", "Draw up to one card from among them. Put the rest into your trash."),
    ("Pakaa Protector", "Put it into your trash if the revealed card isn't a unit."),
    # "+1 [M] for each other unit you control here with my name": not counting itself
    ("Spiderling", "I have +1 Might for each other Spiderling you control here."),
    # "[Assault] equal to the number of gear you control": no "Assault 1"
    ("Repair Specialist", "I have Assault equal to the number of gear you control."),
    # "choose a unit here. Increase my Might to its Might": mine, not the chosen unit's
    ("Dame the Despoiler", "choose a unit here. Increase my Might to its Might this turn."),
    # "a unit, gear, or activated ability with Energy cost [7] or more": the ability too
    ("Nasus, Curator of the Sands",
     "When you use an activated ability with Energy cost 7 or more, you may exhaust"),
])
def test_rendered_text_says_what_the_card_does(name, words):
    """Our words for a card whose text misled (riftbound_tui/cards/*text.py mended; the
    engine did what the card says)."""
    db = parsed_db()
    assert words in render_text(db.get(name), db)
