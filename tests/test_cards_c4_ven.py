"""Vendetta 001-065 (issue 26, session 17 c4): each card played from a scenario-shaped
position and what it does checked.  A case is (card, A, B, battlefields, script, expect)
as in tests/card_cases.py; the battlefields are Bandle Tree and Back-Alley Bar unless a
case gives them.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, BTURN, HOLD, PP, R, bf, run_case

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- Empower (827) and Empowered (828): "If I'm Empowered, ... instead"
    ("Forsaken Baccai", {"turn": HOLD, "base": ["Forsaken Baccai"], "runes": R("fury", 2),
                         "deck": ["Gust"] * 3}, {"runes": R("calm", 3)}, None, [*PP],
     [{"might": {"A:Forsaken Baccai": 3}}]),
    ("Forsaken Baccai", {"turn": HOLD, "base": ["Forsaken Baccai"], "runes": R("fury", 3),
                         "deck": ["Gust"] * 3}, {"runes": R("calm", 3)}, None, [],
     [{"might": {"A:Forsaken Baccai": 2}}]),              # as many runes: nothing
    ("Rage Amplifier", {"base": ["Rage Amplifier", "Daring Poro"]}, {"base": ["Stalwart Poro"]},
     None, [], [{"might": {"A:Daring Poro": 3, "B:Stalwart Poro": 2}}]),
    ("Rage Amplifier", {"base": ["Rage Amplifier", "Daring Poro"], "runes": R("fury", 7)}, {},
     None, ["A: activate Rage Amplifier", *PP],
     [{"empowered": {"A:Rage Amplifier": True}}, {"might": {"A:Daring Poro": 4}}]),
    ("Helm of Suppression", {"base": ["Helm of Suppression"], "turn": BTURN},
     {"hand": ["Stupefy"], "runes": R("calm", 1)}, None, [],
     [{"illegal": "B: play Stupefy"}]),                   # 1 energy more: 2
    ("Helm of Suppression", {"base": ["Helm of Suppression"], "turn": BTURN},
     {"hand": ["Stupefy"], "runes": R("calm", 2), "base": ["Stalwart Poro"]}, None,
     ["B: play Stupefy"], [{"location": {"B:Stupefy": "chain"}}, {"count": {"B:runes": 2}}]),
    ("Helm of Suppression", {"base": [{"card": "Helm of Suppression", "empowered": True}],
                             "turn": BTURN},
     {"hand": ["Stupefy"], "runes": R("calm", 2), "base": ["Stalwart Poro"]}, None,
     ["B: play Stupefy"],                                 # [1][A] more: a rune recycled
     [{"location": {"B:Stupefy": "chain"}}, {"count": {"B:runes": 1}}]),
    ("Apprentice Mage", {"base": ["Apprentice Mage"], "runes": R("mind", 2),
                         "deck": ["Gust", "Defy", "Charm"]}, {}, None,
     ["A: activate Apprentice Mage", *PP, *PP, "A: choose Gust"],
     [{"empowered": {"A:Apprentice Mage": True}}, {"might": {"A:Apprentice Mage": 4}},
      {"contains": {"A:deck": ["Gust"]}}]),
    ("Questionable Tome", {"base": ["Questionable Tome"]}, {}, None,
     ["A: activate Questionable Tome", *PP],
     [{"empowered": {"A:Questionable Tome": True}}, {"exhausted": {"A:Questionable Tome": True}}]),
    ("Questionable Tome", {"base": [{"card": "Questionable Tome", "empowered": True}],
                           "runes": R("mind", 1), "deck": ["Gust"]}, {}, None,
     ["A: activate Questionable Tome 2", *PP],
     [{"empowered": {"A:Questionable Tome": False}}, {"contains": {"A:hand": ["Gust"]}}]),
    ("Questionable Tome", {"base": ["Questionable Tome"], "runes": R("mind", 1),
                           "deck": ["Gust"]}, {}, None, [],
     [{"illegal": "A: activate Questionable Tome 2"}]),   # not Empowered: no cost to pay
    ("Applied Researchers", {"base": [{"card": "Applied Researchers", "empowered": True}],
                             "hand": ["Void Seeker"], "runes": R("mind", 2), "deck": ["Gust"]},
     {}, [bf(b=["Stalwart Poro"]), BFS[1]],     # [3][fury] less [1][A]: 2 Mind runes pay it
     ["A: play Void Seeker", *PP],
     [{"location": {"B:Stalwart Poro": "trash"}}]),
    ("Applied Researchers", {"base": ["Applied Researchers"], "hand": ["Void Seeker"],
                             "runes": R("mind", 2)}, {}, [bf(b=["Stalwart Poro"]), BFS[1]], [],
     [{"illegal": "A: play Void Seeker"}]),
    ("Clairvoyance", {"hand": ["Clairvoyance"], "runes": R("mind", 7),
                      "deck": ["Gust", "Defy", "Charm"]}, {}, None,
     ["A: play Clairvoyance", *PP, "A: choose none", "A: choose Gust, Defy, Charm"],
     [{"contains": {"A:hand": ["Gust", "Defy"]}}, {"count": {"A:deck": 1}}]),

    # -- play restrictions, choosing, counting what was played
    ("Ol' Poro", {"hand": ["Ol' Poro"], "runes": R("calm", 2),
                  "turn": {"player": "A", "number": 5, "phase": "main"}}, {}, None, [],
     [{"illegal": "A: play Ol' Poro"}]),                  # A's third turn
    ("Ol' Poro", {"hand": ["Ol' Poro"], "runes": R("calm", 2),
                  "turn": {"player": "A", "number": 7, "phase": "main"}}, {}, None,
     ["A: play Ol' Poro"], [{"location": {"A:Ol' Poro": "base"}}]),   # the fourth
    ("Akali, Silent", {"base": ["Akali, Silent"], "turn": BTURN},
     {"hand": ["Stupefy"], "runes": R("mind", 1), "base": ["Stalwart Poro"]}, None,
     ["B: play Stupefy"], [{"illegal": "B: choose A:Akali, Silent"}]),
    ("Akali, Silent", {"base": ["Akali, Silent"]}, {"hand": ["Stupefy"], "runes": R("mind", 1)},
     [bf(b=["Stalwart Poro"]), BFS[1]],
     ["A: move A:Akali, Silent to Bandle Tree", *PP, "A: pass", "B: play Stupefy",
      "B: choose A:Akali, Silent"],                       # in combat: B may choose her
     [{"might": {"A:Akali, Silent": 6}}, {"location": {"B:Stupefy": "chain"}}]),
    ("Akali, Silent", {"base": ["Akali, Silent"]}, {}, None,
     ["A: move A:Akali, Silent to Bandle Tree", *PP], [{"might": {"A:Akali, Silent": 6}}]),
    ("Crumbling Sands", {"hand": ["Crumbling Sands"], "runes": R("calm", 2),
                         "turn": {**BTURN, "played_this_turn": ["Gust"]}},
     {"hand": ["Stupefy"], "runes": R("mind", 1), "base": ["Stalwart Poro"]}, None,
     ["B: play Stupefy", "B: choose B:Stalwart Poro", "B: pass", "A: play Crumbling Sands",
      "A: choose B:Stupefy", *PP],
     [{"location": {"B:Stupefy": "trash"}}, {"might": {"B:Stalwart Poro": 2}}]),
    ("Crumbling Sands", {"hand": ["Crumbling Sands"], "runes": R("calm", 2), "turn": BTURN},
     {"hand": ["Stupefy"], "runes": R("mind", 1), "base": ["Stalwart Poro"]}, None,
     ["B: play Stupefy", "B: choose B:Stalwart Poro", "B: pass", "A: play Crumbling Sands",
      "A: choose B:Stupefy", *PP],                        # Stupefy alone: no other spell
     [{"location": {"A:Crumbling Sands": "trash"}}, {"location": {"B:Stupefy": "chain"}}]),
    ("Nasus, Guardian of Knowledge",
     {"hand": ["Void Seeker", "Void Seeker"], "runes": R("fury", 8),
      "rune_deck": ["Mind Rune"] * 3, "deck": ["Gust"] * 3}, {},
     [bf(a=["Nasus, Guardian of Knowledge"], b=["Stalwart Poro", "Daring Poro"]), BFS[1]],
     ["A: play Void Seeker", "A: choose B:Stalwart Poro", *PP, *PP,
      "A: play Void Seeker", "A: choose B:Daring Poro", *PP],
     [{"count": {"A:runes": 7, "B:trash": 2}}, {"chain": []}]),   # 8, 2 recycled to pay, 1
    ("Swain, Visionary", {"base": ["Swain, Visionary"], "turn": {
        "player": "A", "number": 3, "phase": "main",
        "played_this_turn": ["Daring Poro", "Orb of Regret", "Gust"]}}, {}, None,
     ["A: move A:Swain, Visionary to Bandle Tree", *PP, *PP], [{"points": {"A": 2}}]),
    ("Swain, Visionary", {"base": ["Swain, Visionary"], "turn": {
        "player": "A", "number": 3, "phase": "main",
        "played_this_turn": ["Daring Poro", "Gust"]}}, {}, None,
     ["A: move A:Swain, Visionary to Bandle Tree", *PP],
     [{"points": {"A": 1}}, {"chain": []}]),                              # no gear: the conquest's point only
    ("Sanction", {"hand": ["Sanction"], "runes": R("calm", 4), "base": ["Shadow Fiend"]}, {},
     None, ["A: play Sanction", "A: mode 1", *PP],
     [{"empowered": {"A:Shadow Fiend": True}}, {"keywords": {"A:Shadow Fiend": ["assault 3"]}}]),
    ("Sanction", {"hand": ["Sanction"], "runes": R("calm", 4), "base": ["Shadow Fiend"]}, {},
     None, ["A: play Sanction", "A: mode 1", *PP, "A: end", *PP],   # at the end of turn
     [{"empowered": {"A:Shadow Fiend": False}}]),
    ("Sanction", {"hand": ["Sanction"], "runes": R("calm", 4),
                  "base": [{"card": "Shadow Fiend", "empowered": True}, "Kinkou Lifeblade"]},
     {}, None, ["A: play Sanction", "A: mode 2", *PP],     # the one Empowered unit
     [{"empowered": {"A:Shadow Fiend": False}}]),
    ("Sanction", {"hand": ["Sanction"], "runes": R("calm", 4),
                  "base": [{"card": "Shadow Fiend", "empowered": True}]}, {}, None,
     ["A: play Sanction", "A: mode 2", *PP, "A: end", *PP],
     [{"empowered": {"A:Shadow Fiend": True}}]),
    ("Shock Blast", {"hand": ["Shock Blast"], "runes": R("mind", 1),
                     "base": [{"card": "Questionable Tome", "empowered": True}]}, {},
     [bf(b=["Stalwart Poro"]), BFS[1]], ["A: play Shock Blast", *PP],
     [{"location": {"B:Stalwart Poro": "trash"}}]),
    ("Shock Blast", {"hand": ["Shock Blast"], "runes": R("mind", 2),
                     "base": ["Questionable Tome"]}, {}, [bf(b=["Stalwart Poro"]), BFS[1]], [],
     [{"illegal": "A: play Shock Blast"}]),
    # -- Empower costs that are less (356.4)
    ("Baccai Sandspinner", {"base": ["Baccai Sandspinner"],
                            "runes": R("fury", 2) + [{"card": "Fury Rune", "exhausted": True}] * 2},
     {}, None, ["A: activate Baccai Sandspinner", *PP],   # 4 runes: [5] less [3]
     [{"empowered": {"A:Baccai Sandspinner": True}},
      {"keywords": {"A:Baccai Sandspinner": ["deflect", "assault 2"]}}]),
    ("Baccai Sandspinner", {"base": ["Baccai Sandspinner"],
                            "runes": R("fury", 4) + [{"card": "Fury Rune", "exhausted": True}]},
     {}, None, [], [{"illegal": "A: activate Baccai Sandspinner"}]),   # 5 runes: [5]
    ("Frostcoat Mother", {"base": ["Frostcoat Mother"], "runes": R("calm", 6)}, {}, None,
     ["A: activate Frostcoat Mother", *PP],               # [12] less 6
     [{"empowered": {"A:Frostcoat Mother": True}}, {"might": {"A:Frostcoat Mother": 6}}]),
    ("Frostcoat Mother", {"base": ["Frostcoat Mother"],
                          "runes": R("calm", 5) + [{"card": "Calm Rune", "exhausted": True}]},
     {}, None, [], [{"illegal": "A: activate Frostcoat Mother"}]),
    ("Grumpy Rockbear", {"base": ["Grumpy Rockbear"], "runes": R("mind", 6)}, {}, None,
     ["A: activate Grumpy Rockbear", *PP],
     [{"keywords": {"A:Grumpy Rockbear": ["deflect", "shield 3"]}}]),
    # -- Equipment (818)
    ("Riven, Shattered", {"base": [{"card": "Riven, Shattered",
                                    "attached": ["Long Sword", "Cloth Armor"]}]}, {},
     [bf(b=["Mountain Drake"]), BFS[1]], ["A: move A:Riven, Shattered to Bandle Tree", *PP],
     [{"damage": {"B:Mountain Drake": 4}}]),             # 2 for each of two Equipment
    ("Riven, Shattered", {"base": ["Riven, Shattered"]}, {},
     [bf(b=["Mountain Drake"]), BFS[1]], ["A: move A:Riven, Shattered to Bandle Tree", *PP],
     [{"damage": {"B:Mountain Drake": 0}}]),
    ("Riven, Shattered", {"hand": ["Riven, Shattered"], "base": ["Doran's Blade"],
                          "runes": R("calm", 4) + ["Body Rune"]}, {}, None,
     ["A: play Riven, Shattered", "A: yes", *PP],                # Weaponmaster (821)
     [{"attached": {"A:Riven, Shattered": ["Doran's Blade"]}}, {"might": {"A:Riven, Shattered": 5}}]),
    # -- rules changed by a unit or a spell
    ("Dune Surfer", {"base": ["Dune Surfer"]}, {}, [bf(b=["Lecturing Yordle", "Daring Poro"]),
                                                    BFS[1]],
     ["A: move A:Dune Surfer to Bandle Tree", *PP,
      "A: assign B:Lecturing Yordle=1, B:Daring Poro=2"],        # Tank ignored (465.2.c.6)
     [{"location": {"B:Daring Poro": "trash", "B:Lecturing Yordle": "Bandle Tree"}}]),
    ("Dune Surfer", {"base": ["Towering Combatant"]}, {},
     [bf(b=["Lecturing Yordle", "Daring Poro"]), BFS[1]],
     ["A: move A:Towering Combatant to Bandle Tree", *PP],   # no Dune Surfer: Tank first
     [{"illegal": "A: assign B:Lecturing Yordle=1, B:Daring Poro=2"}]),
    ("Consuming Curse", {"hand": ["Consuming Curse"], "runes": R("fury", 2),
                         "trash": ["Consuming Curse", "Consuming Curse", "Gust"]}, {},
     [bf(b=["Mountain Drake"]), BFS[1]], ["A: play Consuming Curse", *PP],
     [{"damage": {"B:Mountain Drake": 4}}]),             # 2 + 1 Bonus for each of two
    ("Consuming Curse", {"hand": ["Consuming Curse"], "runes": R("fury", 2)}, {},
     [bf(b=["Mountain Drake"]), BFS[1]], ["A: play Consuming Curse", *PP],
     [{"damage": {"B:Mountain Drake": 2}}]),
    ("Esteemed Hierophant", {"runes": R("calm", 7), "turn": BTURN},
     {"hand": ["Void Seeker"], "runes": R("fury", 4), "deck": ["Gust"]},
     [bf(a=["Esteemed Hierophant"]), BFS[1]], ["B: play Void Seeker", "B: pass", "A: pass"],
     [{"damage": {"A:Esteemed Hierophant": 0}}]),       # 7 runes: prevented (437)
    ("Esteemed Hierophant", {"runes": R("calm", 6), "turn": BTURN},
     {"hand": ["Void Seeker"], "runes": R("fury", 4), "deck": ["Gust"]},
     [bf(a=["Esteemed Hierophant"]), BFS[1]], ["B: play Void Seeker", "B: pass", "A: pass"],
     [{"damage": {"A:Esteemed Hierophant": 4}}]),
    ("Sandstone Chimera", {"turn": {"player": "A", "number": 3, "phase": "beginning"},
                           "rune_deck": ["Calm Rune"] * 4, "deck": ["Gust"] * 3}, {},
     [bf(a=["Sandstone Chimera"]), BFS[1]], [], [{"count": {"A:runes": 1}}]),   # not 2
    ("Sandstone Chimera", {"turn": {"player": "A", "number": 3, "phase": "beginning"},
                           "rune_deck": ["Calm Rune"] * 4, "deck": ["Gust"] * 3,
                           "base": ["Sandstone Chimera"]}, {}, None, [],
     [{"count": {"A:runes": 2}}]),                        # in base: no change
    ("Decree of Insight", {"hand": ["Decree of Insight"], "runes": R("mind", 1)},
     {"base": ["Qiyana, Victorious"]}, None, ["A: play Decree of Insight", *PP],
     [{"might": {"B:Qiyana, Victorious": -1}}, {"count": {"A:runes": 1}}]),  # no [A] paid
    ("Decree of Insight", {"hand": ["Decree of Insight"], "runes": R("mind", 1)},
     {"base": ["Stalwart Poro"]}, None, [],
     [{"illegal": "A: play Decree of Insight"}]),         # no enemy Body unit
    # -- what happened this turn
    ("Affectionate Poro", {"base": ["Affectionate Poro"], "deck": ["Gust"]}, {},
     [bf(b=["Galio, Indefatigable"]), BFS[1]],              # deals no combat damage
     ["A: move A:Affectionate Poro to Bandle Tree", *PP, *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"damage": {"A:Affectionate Poro": 0}}]),
    ("Affectionate Poro", {"base": ["Affectionate Poro"], "deck": ["Gust"]}, {},
     [bf(b=["Daring Poro"]), BFS[1]],
     ["A: move A:Affectionate Poro to Bandle Tree", *PP],     # dealt 2: no draw
     [{"count": {"A:hand": 0}}, {"chain": []}]),
    ("Astral Heron", {"hand": ["Stupefy", "Void Seeker"], "runes": R("mind", 2),
                      "deck": ["Gust"] * 3}, {"base": ["Stalwart Poro"]},
     [bf(a=["Astral Heron"], b=["Daring Poro"]), BFS[1]],
     ["A: play Stupefy", "A: choose B:Stalwart Poro", *PP, *PP,
      "A: play Void Seeker", "A: choose B:Daring Poro", *PP],   # [3][Fury] less [2][A][A]
     [{"location": {"B:Daring Poro": "trash"}}]),
    ("Astral Heron", {"hand": ["Stupefy", "Void Seeker"], "runes": R("mind", 2),
                      "deck": ["Gust"] * 3, "base": ["Astral Heron"]},
     {"base": ["Stalwart Poro"]}, [bf(b=["Daring Poro"]), BFS[1]],
     ["A: play Stupefy", "A: choose B:Stalwart Poro", *PP],   # in base: no trigger
     [{"chain": []}, {"illegal": "A: play Void Seeker"}]),
    ("Otterpus", {"base": ["Daring Poro"], "deck": ["Gust"]}, {"base": ["Otterpus"]}, None,
     ["A: move A:Daring Poro to Bandle Tree", *PP],       # A's second turn: draw instead
     [{"points": {"A": 0}}, {"contains": {"A:hand": ["Gust"]}},
      {"controller": {"Bandle Tree": "A"}}]),
    ("Otterpus", {"base": ["Daring Poro"], "deck": ["Gust"],
                  "turn": {"player": "A", "number": 5, "phase": "main"}},
     {"base": ["Otterpus"]}, None, ["A: move A:Daring Poro to Bandle Tree", *PP],
     [{"points": {"A": 1}}, {"count": {"A:hand": 0}}]),   # the third: the point
    # -- "a battlefield I moved to or from"
    ("Akali, Deadly Weapon", {"base": ["Akali, Deadly Weapon"]}, {},
     [bf(b=["Mountain Drake"]), bf(b=["Stalwart Poro"], card="Back-Alley Bar")],
     ["A: move A:Akali, Deadly Weapon to Bandle Tree", "A: yes", "A: choose B:Mountain Drake",
      *PP], [{"damage": {"B:Mountain Drake": 1}}]),      # moved to: deal 1
    ("Akali, Deadly Weapon", {}, {"base": ["Stalwart Poro"]},
     [bf(a=["Akali, Deadly Weapon", "Daring Poro"]), bf(b=["Mountain Drake"],
                                                         card="Back-Alley Bar")],
     ["A: move A:Akali, Deadly Weapon to base", "A: yes", *PP],   # moved from Bandle Tree:
     [{"damage": {"A:Daring Poro": 1}},                      # the one unit there, chosen
      {"damage": {"B:Mountain Drake": 0, "B:Stalwart Poro": 0}}]),   # by the engine
    ("Akali, Deadly Weapon", {"base": [{"card": "Akali, Deadly Weapon", "empowered": True}]},
     {}, [bf(b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Akali, Deadly Weapon to Bandle Tree", "A: yes", "A: choose B:Mountain Drake",
      *PP], [{"damage": {"B:Mountain Drake": 2}}, {"might": {"A:Akali, Deadly Weapon": 4}}]),
]


def _run(a, b, bfs, script, expect):
    return run_case(a, b, bfs, script, expect, b_deck=["Mountain Drake"] * 3)


@pytest.mark.rules("827.1.c.1", "828.1.b.1", "436", "437", "465.2.c.6", "809.1.c", "712",
                   "315.3", "355.9", "821")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_vendetta_c4_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)
