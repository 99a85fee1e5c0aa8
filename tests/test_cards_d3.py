"""Issue 26, session 17 d3: the copy, token and "banished with this" cards.  A case is
(card, A, B, battlefields, script, expect) as in tests/card_cases.py; the battlefields are
Bandle Tree and Back-Alley Bar unless a case gives them.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, run_case

ZILEAN_AT = [bf("A", a=["Zilean, Time Mage"]), BFS[1]]     # Zilean at Bandle Tree
SARCOPHAGUS = {"hand": ["Cursed Sarcophagus"], "trash": ["Pakaa Cub", "Gust"],
               "banishment": ["Stalwart Poro"], "runes": R("chaos", 9)}
PLAY_SARCOPHAGUS = ["A: play Cursed Sarcophagus", *PP]
BARON = {"hand": ["Baron Nashor"], "base": ["Pakaa Cub"], "runes": R("chaos", 13)}
MANUFACTOR = {"hand": ["Faithful Manufactor"] * 2, "runes": R("order", 6)}

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- copies (477.1.b.1)
    # "When you play me, play two Reflection unit tokens here. Then do this: They become
    # copies of me" (errata): the tokens wait for the reflexive trigger as 0 Might tokens,
    ("Keeper of Masks", {"hand": ["Keeper of Masks"], "runes": R("mind", 2)}, {}, None,
     ["A: play Keeper of Masks", *PP],
     [{"count": {"A:base": 3}}, {"might": {"A:Reflection@base#2": 0}},
      {"chain": ["Keeper of Masks"]}]),
    # then each is a Keeper of Masks with its Temporary; a token stays a token (187.6)
    ("Keeper of Masks", {"hand": ["Keeper of Masks"], "runes": R("mind", 2)}, {}, None,
     ["A: play Keeper of Masks", *PP, *PP],
     [{"count": {"A:base": 3}}, {"might": {"A:Keeper of Masks#3": 1}},
      {"keywords": {"A:Keeper of Masks#3": ["hidden", "temporary"]}}, {"chain": []}]),
    # -- tokens: "Once each turn, if you would play a token unit while I'm at a battlefield,
    # you may play that token and an additional copy of it instead" (369, 371.2)
    ("Zilean, Time Mage", MANUFACTOR, {}, ZILEAN_AT,
     ["A: play Faithful Manufactor", "A: to base", *PP, "A: yes"],
     [{"count": {"A:base": 3}}, {"location": {"A:Recruit@base#2": "base"}}]),
    ("Zilean, Time Mage", MANUFACTOR, {}, ZILEAN_AT,          # declined: one Recruit
     ["A: play Faithful Manufactor", "A: to base", *PP, "A: no"],
     [{"count": {"A:base": 2}}]),
    ("Zilean, Time Mage", MANUFACTOR, {}, ZILEAN_AT,          # once each turn: not offered
     ["A: play Faithful Manufactor", "A: to base", *PP, "A: yes",     # again
      "A: play Faithful Manufactor", "A: to base", *PP],
     [{"count": {"A:base": 5}}, {"chain": []}]),
    ("Zilean, Time Mage", {**MANUFACTOR, "base": ["Zilean, Time Mage"]}, {}, None,
     ["A: play Faithful Manufactor", "A: to base", *PP],       # at base: not offered
     [{"count": {"A:base": 3}}, {"chain": []}]),
    # -- "banished with this" (394-398, linked abilities): "When you play this, banish all
    # units from your trash. [exhaust]: Play a unit banished with this. (You must pay its
    # costs.)"
    ("Cursed Sarcophagus", SARCOPHAGUS, {}, None, PLAY_SARCOPHAGUS,
     [{"location": {"A:Pakaa Cub": "banishment", "A:Gust": "trash"}}]),
    # the unit it banished is played, paid for; Stalwart Poro, banished by something else,
    # is not offered (398): the one legal choice is made by the engine
    ("Cursed Sarcophagus", SARCOPHAGUS, {}, None,
     [*PLAY_SARCOPHAGUS, "A: activate A:Cursed Sarcophagus", *PP, "A: to base"],
     [{"location": {"A:Pakaa Cub": "base", "A:Stalwart Poro": "banishment"}},
      {"exhausted": {"A:Cursed Sarcophagus": True}}]),
    # remembered beyond the turn: played on A's next turn
    ("Cursed Sarcophagus", {**SARCOPHAGUS, "deck": ["Gust"] * 3}, {}, None,
     [*PLAY_SARCOPHAGUS, "A: end", "B: end", "A: activate A:Cursed Sarcophagus", *PP],
     [{"location": {"A:Pakaa Cub": "base", "A:Stalwart Poro": "banishment"}}]),
    # its costs cannot be paid (5 runes for the gear, none left for Pakaa Cub's 3): it
    # stays banished (419.3.c)
    ("Cursed Sarcophagus", {**SARCOPHAGUS, "runes": R("chaos", 5)}, {}, None,
     [*PLAY_SARCOPHAGUS, "A: activate A:Cursed Sarcophagus", *PP],
     [{"location": {"A:Pakaa Cub": "banishment"}}, {"chain": []}]),
    # -- battlefield tokens: "As you play me, add the Baron Pit battlefield token to the board
    # if it's not there already. If you do, I enter there." (369.3, 187.9); the Pit: "Units
    # can move here from anywhere" (no Ganking, 144.4.c); "Other friendly units have +2"
    ("Baron Nashor", BARON, {}, [bf(a=["Stalwart Poro"]), BFS[1]],
     ["A: play Baron Nashor", *PP, "A: move A:Stalwart Poro to Baron Pit"],
     [{"location": {"A:Baron Nashor": "Baron Pit", "A:Stalwart Poro": "Baron Pit"}},
      {"might": {"A:Pakaa Cub": 5, "A:Baron Nashor": 12}}, {"points": {"A": 1}}]),
    # the Pit is there already: nothing is added, and he enters where he was played
    ("Baron Nashor", BARON, {}, [bf(card="Baron Pit"), BFS[1]],
     ["A: play Baron Nashor"],
     [{"location": {"A:Baron Nashor": "base"}}, {"count": {"Baron Pit": 0}}]),
]


@pytest.mark.rules("369.3", "187.9", "144.4.c", "394", "398", "427", "419.3.c", "477.1.b.1", "388", "187.6", "369", "371.2")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_d3_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)
