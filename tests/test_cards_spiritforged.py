"""Spiritforged (SFD) cards, each played from a scenario-like position and its effect checked.

A case is (card, A, B, battlefields, script, expect) in the shapes of spec/SCENARIO.md; the
battlefields are Bandle Tree and Back-Alley Bar unless a case gives them.  Every
implemented Spiritforged card has at least one case here (test_every_spiritforged_card_has_a_case).
"""

from __future__ import annotations


import pytest

from tests.shipped_cards import parsed_db
from card_cases import run_case, bf, BFS, HOLD, PP, R

BP = ["B: pass", "A: pass"]          # the same on B's turn
B_TURN = {"player": "B", "number": 4, "phase": "main"}


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- Fury
    ("Detonate", {"hand": ["Detonate"], "runes": R("fury"), "deck": ["Gust"]},
     {"base": ["Orb of Regret"], "deck": ["Charm", "Defy", "Rebuke"]}, None,
     ["A: play Detonate", *PP],                    # its controller draws, not the caster
     [{"location": {"B:Orb of Regret": "trash"}}, {"count": {"B:hand": 2, "A:hand": 0}}]),
    ("Eager Drakehound", {"hand": ["Eager Drakehound"], "runes": R("fury")}, {}, None,
     ["A: play Eager Drakehound"], [{"exhausted": {"A:Eager Drakehound": False}}]),
    ("Blast Corps Cadet", {"hand": ["Blast Corps Cadet"], "runes": R("fury")}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: play Blast Corps Cadet", "A: yes", "A: choose B:Shipyard Skulker", *PP],
     [{"damage": {"B:Shipyard Skulker": 2}}, {"count": {"A:runes": 11}}]),  # 3 energy + 1
    ("Blast Corps Cadet", {"hand": ["Blast Corps Cadet"], "runes": R("fury")}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: play Blast Corps Cadet", "A: no"],          # not paid: no trigger
     [{"damage": {"B:Shipyard Skulker": 0}}, {"chain": []}, {"count": {"A:runes": 12}}]),
    ("Dunebreaker", {"hand": ["Dunebreaker", "Gust", "Rebuke"], "runes": R("fury")}, {}, None,
     ["A: play Dunebreaker"], [{"exhausted": {"A:Dunebreaker": False}}]),
    ("Dunebreaker", {"hand": ["Dunebreaker", "Gust", "Rebuke", "Defy"], "runes": R("fury")},
     {}, None, ["A: play Dunebreaker"], [{"exhausted": {"A:Dunebreaker": True}}]),
    ("Dunebreaker", {"turn": HOLD, "deck": ["Gust"] * 4}, {},
     [bf("A", a=["Dunebreaker"]), BFS[1]], [*PP],
     [{"points": {"A": 1}}, {"count": {"A:hand": 3}}]),       # 2, and the Draw Phase's card
    # -- Calm
    ("Disarming Rake", {"hand": ["Disarming Rake"], "runes": R("calm")},
     {"base": ["Orb of Regret", "Iron Ballista"]}, None,
     ["A: play Disarming Rake", "A: yes", "A: choose B:Iron Ballista", *PP],
     [{"location": {"B:Iron Ballista": "trash", "B:Orb of Regret": "base"}}]),
    ("Disarming Rake", {"hand": ["Disarming Rake"], "runes": R("calm")},
     {"base": ["Orb of Regret"]}, None, ["A: play Disarming Rake", "A: no"],
     [{"location": {"B:Orb of Regret": "base"}}, {"chain": []}]),
    ("Guardian of the Passage", {"turn": HOLD, "deck": ["Gust"] * 3,
                                 "trash": ["Orb of Regret", "Rebuke", "Shipyard Skulker"]},
     {}, [bf("A", a=["Guardian of the Passage"]), BFS[1]],
     ["A: yes", "A: choose A:Orb of Regret", *PP],
     [{"location": {"A:Orb of Regret": "hand", "A:Shipyard Skulker": "trash"}}]),
    ("Guardian of the Passage", {"turn": HOLD, "deck": ["Gust"] * 3,
                                 "trash": ["Rebuke", "Shipyard Skulker"]},
     {}, [bf("A", a=["Guardian of the Passage"]), BFS[1]],
     ["A: yes", "A: choose A:Shipyard Skulker", *PP],
     [{"location": {"A:Shipyard Skulker": "hand", "A:Rebuke": "trash"}}]),
    # Deflect (809): the opponent pays [A] more to choose it
    ("Navori Scout", {"turn": B_TURN},
     {"hand": ["Hextech Ray"], "runes": R("fury", 3)}, [bf("A", a=["Navori Scout"]), BFS[1]],
     ["B: play Hextech Ray", "B: choose A:Navori Scout", *BP],
     [{"count": {"B:runes": 1}}, {"keywords": {"A:Navori Scout": ["deflect"]}}]),   # 2 power
    ("Ribbon Dancer", {"base": ["Ribbon Dancer", "Shipyard Skulker"]}, {}, None,
     ["A: move A:Ribbon Dancer to Back-Alley Bar", "A: choose A:Shipyard Skulker", *PP],
     [{"might": {"A:Shipyard Skulker": 4, "A:Ribbon Dancer": 3}}]),
    ("Emperor's Divide", {"hand": ["Emperor's Divide"], "runes": R("calm")}, {},
     [bf("A", a=["Shipyard Skulker", "Daring Poro", "Stalwart Poro"]), BFS[1]],
     ["A: play Emperor's Divide", "A: choose A:Shipyard Skulker, A:Daring Poro", *PP],
     [{"location": {"A:Shipyard Skulker": "base", "A:Daring Poro": "base",
                    "A:Stalwart Poro": "Bandle Tree"}}]),
    ("Simian Ancestor", {"legend": "Lee Sin, Blind Monk", "runes": R("calm"),
                         "base": [{"card": "Simian Ancestor", "exhausted": True}]}, {}, None,
     ["A: activate Lee Sin, Blind Monk", "A: choose A:Simian Ancestor", *PP, *PP],
     [{"buffed": {"A:Simian Ancestor": True}}, {"exhausted": {"A:Simian Ancestor": False}}]),
    ("Stellacorn Herder", {"base": ["Stellacorn Herder"], "deck": ["Gust"]}, {}, None,
     ["A: move A:Stellacorn Herder to Bandle Tree", *PP],
     [{"contains": {"A:hand": ["Gust"]}}]),
    ("Heart of Dark Ice", {"base": ["Heart of Dark Ice", "Shipyard Skulker"]}, {}, None,
     ["A: activate Heart of Dark Ice", "A: choose A:Shipyard Skulker", *PP],
     [{"might": {"A:Shipyard Skulker": 6}}, {"exhausted": {"A:Heart of Dark Ice": True}}]),
    # -- Mind
    ("Aspiring Engineer", {"hand": ["Aspiring Engineer"], "runes": R("mind"),
                           "trash": ["Orb of Regret", "Gust", "Shipyard Skulker"]},
     {"trash": ["Iron Ballista"]}, None, ["A: play Aspiring Engineer", *PP],
     [{"location": {"A:Orb of Regret": "hand", "B:Iron Ballista": "trash"}}]),
    ("Bubble Bot", {"hand": ["Bubble Bot"], "runes": R("mind"),
                    "base": [{"card": "Mega-Mech", "exhausted": True},
                             {"card": "Shipyard Skulker", "exhausted": True}]}, {}, None,
     ["A: play Bubble Bot", *PP],
     [{"exhausted": {"A:Mega-Mech": False, "A:Shipyard Skulker": True}}]),
    # "Your Mechs have [Vision]": Forecaster (a Mech) and a Mech played later predict (817)
    ("Forecaster", {"hand": ["Forecaster"], "runes": R("mind"), "deck": ["Gust", "Rebuke"]},
     {}, None, ["A: play Forecaster", *PP, "A: yes"],
     [{"top": {"A:deck": ["Rebuke", "Gust"]}}, {"chain": []}]),
    ("Forecaster", {"hand": ["Mega-Mech", "Shipyard Skulker"], "runes": R("mind"),
                    "base": ["Forecaster"], "deck": ["Gust", "Rebuke"]}, {}, None,
     ["A: play Shipyard Skulker"],                   # not a Mech: no Vision
     [{"chain": []}, {"keywords": {"A:Forecaster": ["vision"]}}]),
    ("Forecaster", {"hand": ["Mega-Mech"], "runes": R("mind"),
                    "base": ["Forecaster"], "deck": ["Gust", "Rebuke"]}, {}, None,
     ["A: play Mega-Mech", *PP, "A: yes"], [{"top": {"A:deck": ["Rebuke", "Gust"]}}]),
    ("Frostcoat Cub", {"hand": ["Frostcoat Cub"], "runes": R("mind")},
     {"base": ["Shipyard Skulker"]}, None,
     ["A: play Frostcoat Cub", "A: yes", "A: choose B:Shipyard Skulker", *PP],
     [{"might": {"B:Shipyard Skulker": 1}}, {"count": {"A:runes": 11}}]),  # 1 power paid
    ("Frostcoat Cub", {"hand": ["Frostcoat Cub"], "runes": R("mind")},
     {"base": ["Shipyard Skulker"]}, None, ["A: play Frostcoat Cub", "A: no"],
     [{"might": {"B:Shipyard Skulker": 3}}, {"chain": []}]),
    ("Breakneck Mech", {"hand": ["Breakneck Mech"], "runes": R("mind"),
                        "base": ["Mega-Mech", "Shipyard Skulker"]}, {}, None,
     ["A: play Breakneck Mech"],
     [{"exhausted": {"A:Breakneck Mech": False}},
      {"keywords": {"A:Mega-Mech": ["deflect", "ganking"],
                    "A:Breakneck Mech": ["deflect", "ganking"]}}]),
    ("Breakneck Mech", {"hand": ["Breakneck Mech"], "runes": R("mind"),
                        "base": ["Shipyard Skulker"]}, {}, None,
     ["A: play Breakneck Mech"], [{"exhausted": {"A:Breakneck Mech": True}}]),
    ("Dropboarder", {"hand": ["Dropboarder"], "runes": R("mind"),
                     "base": ["Orb of Regret", "Iron Ballista"]}, {}, None,
     ["A: play Dropboarder", *PP], [{"exhausted": {"A:Dropboarder": False}}]),
    ("Dropboarder", {"hand": ["Dropboarder"], "runes": R("mind"), "base": ["Orb of Regret"]},
     {"base": ["Iron Ballista"]}, None,
     ["A: play Dropboarder"], [{"exhausted": {"A:Dropboarder": True}}, {"chain": []}]),
    ("Renata Glasc, Mastermind", {"runes": R("mind", 10), "deck": ["Gust", "Rebuke"]}, {},
     [bf("A", a=["Renata Glasc, Mastermind"]), BFS[1]],
     ["A: activate Renata Glasc, Mastermind", *PP,
      "A: activate Renata Glasc, Mastermind 2", *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"points": {"A": 1}}, {"count": {"A:runes": 5}},
      {"exhausted": {"A:Renata Glasc, Mastermind": True}}]),
    ("Renata Glasc, Mastermind", {"runes": R("mind", 10), "deck": ["Gust"],
                                  "base": ["Renata Glasc, Mastermind"]}, {}, None, [],
     [{"illegal": "A: activate Renata Glasc, Mastermind"},      # only at a battlefield
      {"illegal": "A: activate Renata Glasc, Mastermind 2"}]),
    # -- Body
    ("Buhru Captain", {"hand": ["Buhru Captain"], "runes": R("body"), "deck": ["Gust"]}, {},
     None, ["A: play Buhru Captain", "A: yes", "A: mode 2", *PP],
     [{"buffed": {"A:Buhru Captain": True}}, {"count": {"A:hand": 0}}]),
    ("Buhru Captain", {"hand": ["Buhru Captain"], "runes": R("body"), "deck": ["Gust"]}, {},
     None, ["A: play Buhru Captain", "A: yes", "A: mode 1", *PP],
     [{"buffed": {"A:Buhru Captain": False}}, {"contains": {"A:hand": ["Gust"]}}]),
    ("Dauntless Vanguard", {"hand": ["Dauntless Vanguard"], "runes": R("body")}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     [], [{"legal": "A: play Dauntless Vanguard to Bandle Tree"}]),
    ("Direwing", {"hand": ["Direwing"], "runes": R("body"), "base": ["Mountain Drake"]}, {},
     None, ["A: play Direwing"], [{"exhausted": {"A:Direwing": False}}]),
    ("Direwing", {"hand": ["Direwing"], "runes": R("body"), "base": ["Shipyard Skulker"]},
     {"base": ["Mountain Drake"]}, None,
     ["A: play Direwing"], [{"exhausted": {"A:Direwing": True}}]),
    ("Sea Monkey", {"hand": ["Sea Monkey"], "runes": R("body")}, {}, None,
     ["A: play Sea Monkey", "A: yes", *PP],
     [{"buffed": {"A:Sea Monkey": True}}, {"might": {"A:Sea Monkey": 3}},
      {"count": {"A:runes": 12}}]),
    ("Sea Monkey", {"hand": ["Sea Monkey"], "runes": R("body")}, {}, None,
     ["A: play Sea Monkey", "A: no"],
     [{"buffed": {"A:Sea Monkey": False}}, {"chain": []}]),
    # 2 energy less for each Mighty friendly unit: 6 runes pay 5 energy + 2 power, not 7
    ("Jaull-Fish", {"hand": ["Jaull-Fish"], "runes": R("body", 6), "base": ["Mega-Mech"]},
     {"base": ["Mountain Drake"]}, None, ["A: play Jaull-Fish"],
     [{"location": {"A:Jaull-Fish": "base"}}, {"count": {"A:runes": 4}}]),
    ("Jaull-Fish", {"hand": ["Jaull-Fish"], "runes": R("body", 6),
                    "base": ["Shipyard Skulker"]}, {"base": ["Mountain Drake"]}, None, [],
     [{"illegal": "A: play Jaull-Fish"}]),
    ("Jaull-Fish", {"hand": ["Jaull-Fish"], "runes": R("body", 12)}, {}, None,
     ["A: play Jaull-Fish", "A: yes"],                         # Accelerate (805)
     [{"exhausted": {"A:Jaull-Fish": False}}, {"count": {"A:runes": 9}}]),
    ("Petricite Monument", {"hand": ["Petricite Monument"], "runes": R("body"),
                            "base": ["Shipyard Skulker"]}, {"base": ["Mega-Mech"]}, None,
     ["A: play Petricite Monument"],
     [{"keywords": {"A:Shipyard Skulker": ["deflect"],
                    "A:Petricite Monument": ["temporary"]}}]),
    ("Petricite Monument", {"base": ["Petricite Monument", "Shipyard Skulker"], "turn": HOLD,
                            "deck": ["Gust"]}, {}, None, [],
     [{"location": {"A:Petricite Monument": "trash"}}]),   # Temporary (813)
    # Mighty: 5+ Might (707): Playful Phantom (5) and Mountain Drake count, Vanguard
    # Sergeant (4) and the enemy's Mega-Mech do not
    ("Show of Strength", {"hand": ["Show of Strength"], "runes": R("body"),
                          "base": ["Playful Phantom", "Vanguard Sergeant"],
                          "deck": ["Gust", "Rebuke", "Defy", "Charm"]},
     {"base": ["Mega-Mech"]},
     [bf("A", a=["Mountain Drake"]), BFS[1]], ["A: play Show of Strength", *PP],
     [{"count": {"A:hand": 2, "A:deck": 2}}]),
    # -- Chaos
    ("Fae Porter", {"base": ["Fae Porter", "Shipyard Skulker"], "runes": R("chaos", 1)}, {},
     None, ["A: move A:Fae Porter to Bandle Tree", "A: yes", "A: choose A:Shipyard Skulker",
            *PP],
     [{"location": {"A:Shipyard Skulker": "Bandle Tree"}}, {"count": {"A:runes": 0}}]),
    ("Fae Porter", {"base": ["Fae Porter", "Shipyard Skulker"], "runes": R("chaos", 1)}, {},
     None, ["A: move A:Fae Porter to Bandle Tree", "A: no"],
     [{"location": {"A:Shipyard Skulker": "base"}}, {"count": {"A:runes": 1}}]),
    # "while you have another unit here": here is my base too (198.1); an enemy unit or a
    # friendly one elsewhere does not count
    ("Trusty Ramhound", {"base": ["Trusty Ramhound"]}, {"base": ["Daring Poro"]},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]], [],
     [{"might": {"A:Trusty Ramhound": 2}}]),
    ("Trusty Ramhound", {"base": ["Trusty Ramhound", "Shipyard Skulker"]}, {}, None, [],
     [{"might": {"A:Trusty Ramhound": 3}}]),
    ("Trusty Ramhound", {}, {},
     [bf("A", a=["Trusty Ramhound", "Shipyard Skulker"]), BFS[1]], [],
     [{"might": {"A:Trusty Ramhound": 3}}]),
    # the killed unit's Might as it died, buff included (359.3.e.13), then draw 1
    ("Deathgrip", {"hand": ["Deathgrip"], "runes": R("order"), "deck": ["Gust"],
                   "base": [{"card": "Vanguard Sergeant", "buff": True}, "Daring Poro"]}, {},
     None, ["A: play Deathgrip", "A: choose A:Vanguard Sergeant", "A: choose A:Daring Poro",
            *PP],
     [{"location": {"A:Vanguard Sergeant": "trash"}}, {"might": {"A:Daring Poro": 7}},
      {"contains": {"A:hand": ["Gust"]}}]),
    ("Beast Below", {"hand": ["Beast Below"], "runes": R("chaos"),
                     "base": ["Shipyard Skulker"]}, {"base": ["Mega-Mech"]}, None,
     ["A: play Beast Below", *PP],
     [{"location": {"A:Shipyard Skulker": "hand", "B:Mega-Mech": "hand",
                    "A:Beast Below": "base"}}]),
    ("Factory Recall", {"hand": ["Factory Recall"], "runes": R("chaos")},
     {"base": ["Orb of Regret", "Mega-Mech"]}, None, ["A: play Factory Recall", *PP],
     [{"location": {"B:Orb of Regret": "hand", "B:Mega-Mech": "base"}}]),
    # errata: "... ignoring its Energy cost. Then recycle it."  Rebuke pays its 2 power
    ("Fizz, Trickster", {"hand": ["Fizz, Trickster"], "runes": R("chaos", 6),
                         "trash": ["Rebuke", "Vengeance"]}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: play Fizz, Trickster", "A: yes", "A: choose A:Rebuke", *PP, *PP],
     [{"location": {"B:Shipyard Skulker": "hand", "A:Vengeance": "trash"}},
      {"top": {"A:deck": ["Rebuke"]}}, {"count": {"A:runes": 3, "A:trash": 1}}]),
    ("Downwell", {"hand": ["Downwell"], "runes": R("chaos"),
                  "base": ["Shipyard Skulker", "Orb of Regret", "Recruit"]},
     {"base": ["Iron Ballista"]}, [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["A: play Downwell", *PP],
     [{"location": {"A:Shipyard Skulker": "hand", "A:Orb of Regret": "hand",
                    "B:Iron Ballista": "hand", "B:Mega-Mech": "hand"}},
      {"count": {"A:base": 0, "A:hand": 2, "B:hand": 2, "Bandle Tree": 0}}]),
    # -- Order
    ("Sandshifter", {"hand": ["Sandshifter"], "runes": R("order")},
     {"base": ["Shipyard Skulker", "Mega-Mech"]}, None, ["A: play Sandshifter", *PP],
     [{"location": {"B:Shipyard Skulker": "trash", "B:Mega-Mech": "base"}}]),
    ("Zaun Punk", {"hand": ["Zaun Punk"], "runes": R("order"), "base": ["Orb of Regret"]},
     {"base": ["Iron Ballista"]}, None,
     ["A: play Zaun Punk", "A: yes", *PP],
     [{"location": {"A:Orb of Regret": "trash", "B:Iron Ballista": "trash"}}]),
    ("Zaun Punk", {"hand": ["Zaun Punk"], "runes": R("order"), "base": ["Orb of Regret"]},
     {"base": ["Iron Ballista"]}, None, ["A: play Zaun Punk", "A: no"],
     [{"location": {"A:Orb of Regret": "base", "B:Iron Ballista": "base"}}, {"chain": []}]),
    ("Glasc Mixologist", {"hand": ["Vengeance"], "runes": R("order"),
                          "base": ["Glasc Mixologist"],
                          "trash": ["Shipyard Skulker", "Mega-Mech"]}, {}, None,
     ["A: play Vengeance", *PP, "A: yes", "A: choose A:Shipyard Skulker", *PP, "A: to base"],
     [{"location": {"A:Shipyard Skulker": "base", "A:Glasc Mixologist": "trash",
                    "A:Mega-Mech": "trash"}}, {"count": {"A:runes": 10}}]),
    ("Xin Zhao, Vigilant", {"hand": ["Xin Zhao, Vigilant"], "runes": R("order"),
                            "base": ["Shipyard Skulker", "Orb of Regret", "Recruit"]}, {},
     None, ["A: play Xin Zhao, Vigilant"],
     [{"exhausted": {"A:Xin Zhao, Vigilant": False}},
      {"keywords": {"A:Xin Zhao, Vigilant": ["tank"]}}]),
    ("Xin Zhao, Vigilant", {"hand": ["Xin Zhao, Vigilant"], "runes": R("order"),
                            "base": ["Shipyard Skulker", "Orb of Regret"]}, {},
     [bf("A", a=["Daring Poro"]), BFS[1]], ["A: play Xin Zhao, Vigilant", "A: to base"],
     [{"exhausted": {"A:Xin Zhao, Vigilant": True}}]),      # one other unit in base
    ("Corina Veraza", {"base": ["Corina Veraza"]}, {}, None,
     ["A: move A:Corina Veraza to Bandle Tree", *PP],
     [{"count": {"Bandle Tree": 4}},
      {"contains": {"Bandle Tree": ["Recruit", "Recruit", "Recruit"]}}]),
    ("Corina Veraza", {"hand": ["Corina Veraza"], "runes": R("order")}, {}, None,
     ["A: play Corina Veraza", "A: yes"],                      # Accelerate (805)
     [{"exhausted": {"A:Corina Veraza": False}}, {"count": {"A:runes": 10}}]),
    # -- legends and signatures
    ("Rumble, Mechanized Menace", {"legend": "Rumble, Mechanized Menace",
                                   "base": ["Mega-Mech", "Shipyard Skulker"]}, {}, None, [],
     [{"keywords": {"A:Mega-Mech": ["shield"]}}]),
    ("Defiant Dance", {"hand": ["Defiant Dance"], "runes": R("calm"),
                       "base": ["Shipyard Skulker"]}, {"base": ["Mega-Mech"]}, None,
     ["A: play Defiant Dance", "A: choose A:Shipyard Skulker", "A: choose B:Mega-Mech", *PP],
     [{"might": {"A:Shipyard Skulker": 5, "B:Mega-Mech": 6}}]),
    ("On the Hunt", {"hand": ["On the Hunt"], "runes": R("body"),
                     "base": [{"card": "Shipyard Skulker", "exhausted": True},
                              {"card": "Daring Poro", "exhausted": True}]},
     {"base": [{"card": "Mega-Mech", "exhausted": True}]}, None,
     ["A: play On the Hunt", *PP],
     [{"exhausted": {"A:Shipyard Skulker": False, "A:Daring Poro": False,
                     "B:Mega-Mech": True}}]),
    # -- battlefields
    ("Power Nexus", {"turn": HOLD, "runes": R("fury", 4), "deck": ["Gust"] * 2}, {},
     [bf("A", a=["Shipyard Skulker"], card="Power Nexus"), BFS[1]], ["A: yes", *PP],
     [{"points": {"A": 2}}]),
    ("Power Nexus", {"turn": HOLD, "runes": R("fury", 4), "deck": ["Gust"] * 2}, {},
     [bf("A", a=["Shipyard Skulker"], card="Power Nexus"), BFS[1]], ["A: no"],
     [{"points": {"A": 1}}, {"count": {"A:runes": 4}}]),
    ("Power Nexus", {"turn": HOLD, "runes": R("fury", 3), "deck": ["Gust"] * 2}, {},
     [bf("A", a=["Shipyard Skulker"], card="Power Nexus"), BFS[1]], [],
     [{"points": {"A": 1}}, {"chain": []}]),            # can't pay: not offered
    # "When you defend here, reveal the top card. If it's a spell, put it in your hand.
    # Otherwise, recycle it."
    ("Ravenbloom Conservatory", {"turn": B_TURN, "deck": ["Gust", "Rebuke"]},
     {"base": ["Mega-Mech"]},
     [bf("A", a=["Shipyard Skulker"], card="Ravenbloom Conservatory"), BFS[1]],
     ["B: move B:Mega-Mech to Ravenbloom Conservatory", "A: pass", "B: pass"],
     [{"contains": {"A:hand": ["Gust"]}}, {"top": {"A:deck": ["Rebuke"]}}]),
    ("Ravenbloom Conservatory", {"turn": B_TURN, "deck": ["Orb of Regret", "Rebuke"]},
     {"base": ["Mega-Mech"]},
     [bf("A", a=["Shipyard Skulker"], card="Ravenbloom Conservatory"), BFS[1]],
     ["B: move B:Mega-Mech to Ravenbloom Conservatory", "A: pass", "B: pass"],
     [{"count": {"A:hand": 0}}, {"top": {"A:deck": ["Rebuke", "Orb of Regret"]}}]),
    ("The Papertree", {"turn": HOLD, "deck": ["Gust"] * 2, "rune_deck": R("fury", 3)},
     {"rune_deck": R("calm", 3)},
     [bf("A", a=["Shipyard Skulker"], card="The Papertree"), BFS[1]], [*PP],
     [{"count": {"A:runes": 3, "B:runes": 1}}]),       # 1 exhausted + A's Channel Phase 2
]


def _run(a, b, bfs, script, expect):
    return run_case(a, b, bfs, script, expect)


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES, ids=[c[0] for c in CASES])
def test_spiritforged_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


def test_every_spiritforged_card_has_a_case():
    db = parsed_db()
    covered = {c[0] for c in CASES}
    for name in covered:
        card = db.get(name)
        assert card.implemented and card.set_id == "SFD", name
    sfd = {c.name for c in db.all() if c.set_id == "SFD" and c.implemented}
    from test_repeat import CASES as REPEAT_CASES          # Repeat's: tests/test_repeat.py
    covered |= {c[0] for c in REPEAT_CASES}
    from test_cards_sweep2 import case_names as sweep2_cases   # tests/test_cards_sweep2.py
    covered |= sweep2_cases()
    from test_cards_sweep3 import CASES as SWEEP3_CASES       # tests/test_cards_sweep3.py
    covered |= {c[0] for c in SWEEP3_CASES}
    import test_cards_precon_vex as vex                     # the Vex precon's cards
    covered |= {c[0] for c in vex.CASES} | vex.TESTED_APART
    from test_combat_mighty_events import CASES as EVENT_CASES   # win a combat, Mighty
    covered |= {c[0] for c in EVENT_CASES}
    # the four entries written before this file are exercised by other tests
    from test_tokens_gold_mech import CASES as TOKEN_CASES   # Gold, Mech and their makers
    sfd -= {c[0] for c in TOKEN_CASES}
    from test_cards_equipment import CASES as EQUIPMENT_CASES   # Equip, Weaponmaster (818-821)
    covered |= {c[0] for c in EQUIPMENT_CASES}
    from test_cards_precon_rumble_vi import CASES as PRECON_CASES   # the Rumble, Vi precons
    covered |= {c[0] for c in PRECON_CASES}
    from test_cards_precon_fiora import CASES as FIORA_CASES   # the Fiora precon's last cards
    covered |= {c[0] for c in FIORA_CASES}
    from card_cases import session_cases      # tests/test_cards_c2_*.py and the like
    covered |= session_cases()
    covered.add("Sand Soldier")             # Royal Guard's token (test_cards_precon_fiora.py)
    from test_cards_k1 import TESTED as K1_TESTED    # Void Drone, Drag Under (tests/test_cards_k1.py)
    covered |= K1_TESTED
    assert sfd - covered <= {"Premonition", "Punch First", "Laurent Duelist", "Gem Jammer"}
