"""Origins cards, each played from a scenario-like position and its effect checked.

A case is (card, players, script, expect) in the shapes of spec/SCENARIO.md; the
battlefields are Bandle Tree and Back-Alley Bar unless a case gives them.  Every
implemented Origins card added with the trigger/keyword support is exercised here
(test_every_new_card_has_a_case).
"""

from __future__ import annotations

import pytest

from card_cases import run_case, bf, BFS, HOLD, PP, R


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "When you play me, if you control a Poro, buff me and draw 1" (383.2.a.1)
    ("Poro Herder", {"hand": ["Poro Herder"], "runes": R("calm"), "base": ["Stalwart Poro"],
                     "deck": ["Gust"]}, {}, None, ["A: play Poro Herder", *PP],
     [{"might": {"A:Poro Herder": 4}}, {"contains": {"A:hand": ["Gust"]}}]),
    ("Poro Herder", {"hand": ["Poro Herder"], "runes": R("calm"), "base": ["Sunlit Guardian"],
                     "deck": ["Gust"]}, {"base": ["Stalwart Poro"]}, None,   # an enemy Poro
     ["A: play Poro Herder"],                # no trigger: the condition is false as I am played
     [{"might": {"A:Poro Herder": 3}}, {"count": {"A:hand": 0}}, {"chain": []}]),
    ("Cemetery Attendant", {"hand": ["Cemetery Attendant"], "runes": R("chaos"),
                            "trash": ["Daring Poro", "Mega-Mech", "Gust"]},
     {"trash": ["Stalwart Poro"]}, None,
     ["A: play Cemetery Attendant", "A: choose A:Mega-Mech", *PP],
     [{"location": {"A:Mega-Mech": "hand", "A:Daring Poro": "trash", "B:Stalwart Poro": "trash"}},
      {"chain": []}]),
    # Legion: ready me; and other friendly units have +1 might where I am
    ("Darius, Executioner", {"hand": ["Daring Poro", "Darius, Executioner"], "runes": R("order"),
                             "base": ["Stalwart Poro"]}, {}, [bf("A", a=["Soaring Scout"]), BFS[1]],
     ["A: play Daring Poro to base", "A: play Darius, Executioner to base", *PP],
     [{"exhausted": {"A:Darius, Executioner": False}},
      {"might": {"A:Stalwart Poro": 3, "A:Daring Poro": 3, "A:Soaring Scout": 1,
                 "A:Darius, Executioner": 6}}]),
    ("Darius, Executioner", {"hand": ["Darius, Executioner"], "runes": R("order")}, {}, None,
     ["A: play Darius, Executioner"],
     [{"exhausted": {"A:Darius, Executioner": True}}, {"chain": []}]),
    # -- legends' activated abilities
    ("Lee Sin, Blind Monk", {"legend": "Lee Sin, Blind Monk", "runes": R("calm"),
                             "base": ["Stalwart Poro"]}, {"base": ["Mega-Mech"]}, None,
     ["A: activate Lee Sin, Blind Monk", "A: choose A:Stalwart Poro", *PP],
     [{"might": {"A:Stalwart Poro": 3, "B:Mega-Mech": 8}}, {"count": {"A:runes": 12}}]),
    ("Miss Fortune, Bounty Hunter", {"legend": "Miss Fortune, Bounty Hunter",
                                     "base": ["Stalwart Poro"]}, {}, None,
     ["A: activate Miss Fortune, Bounty Hunter", "A: choose A:Stalwart Poro", *PP],
     [{"keywords": {"A:Stalwart Poro": ["ganking"]}}]),
    # -- "when you defend here, you may move a friendly unit here to base" (a 'you may'
    # that picks an object: one choose, or choose none)
    ("Reaver's Row", {"base": ["Mega-Mech"]}, {},
     [bf("B", b=["Stalwart Poro", "Daring Poro"], card="Reaver's Row"), BFS[1]],
     ["A: move A:Mega-Mech to Reaver's Row", "B: yes", "B: choose B:Stalwart Poro", "B: pass",
      "A: pass"],
     [{"location": {"B:Stalwart Poro": "base", "B:Daring Poro": "Reaver's Row"}}]),
    ("Reaver's Row", {"base": ["Mega-Mech"]}, {},
     [bf("B", b=["Stalwart Poro"], card="Reaver's Row"), BFS[1]],
     ["A: move A:Mega-Mech to Reaver's Row", "B: no"],      # declined (383.3.a.2)
     [{"location": {"B:Stalwart Poro": "Reaver's Row"}}]),
    # -- battlefields: when you hold / conquer here
    ("Altar to Unity", {"turn": HOLD, "deck": ["Gust"] * 3}, {},
     [bf("A", a=["Mega-Mech"], card="Altar to Unity"), BFS[1]], [*PP],
     [{"points": {"A": 1}}, {"location": {"A:Recruit": "base"}}]),
    ("Grove of the God-Willow", {"turn": HOLD, "deck": ["Gust", "Defy"] * 3}, {},
     [bf("A", a=["Mega-Mech"], card="Grove of the God-Willow"), BFS[1]], [*PP],
     [{"points": {"A": 1}}, {"count": {"A:hand": 2}}]),       # and the Draw Phase's card
    ("Navori Fighting Pit", {"turn": HOLD, "deck": ["Gust"] * 3, "base": ["Daring Poro"]}, {},
     [bf("A", a=["Mega-Mech", "Stalwart Poro"], card="Navori Fighting Pit"), BFS[1]],
     ["A: choose A:Stalwart Poro", *PP],
     [{"might": {"A:Stalwart Poro": 3, "A:Mega-Mech": 8, "A:Daring Poro": 2}}]),
    ("Zaun Warrens", {"hand": ["Gust", "Rebuke"], "base": ["Mega-Mech"], "deck": ["Defy"]}, {},
     [bf(card="Zaun Warrens"), BFS[1]],
     ["A: move A:Mega-Mech to Zaun Warrens", *PP, *PP, "A: choose A:Gust"],
     [{"controller": {"Zaun Warrens": "A"}},
      {"contains": {"A:trash": ["Gust"], "A:hand": ["Defy", "Rebuke"]}}]),

    # -- keywords only / Accelerate (805)
    ("Blazing Scorcher", {"hand": ["Blazing Scorcher"], "runes": R("fury")}, {}, None,
     ["A: play Blazing Scorcher", "A: yes"],
     [{"exhausted": {"A:Blazing Scorcher": False}}, {"count": {"A:runes": 11}}]),
    ("Legion Rearguard", {"hand": ["Legion Rearguard"], "runes": R("fury")}, {}, None,
     ["A: play Legion Rearguard", "A: no"],
     [{"exhausted": {"A:Legion Rearguard": True}}, {"count": {"A:runes": 12}}]),
    ("Sunlit Guardian", {"base": ["Sunlit Guardian"]}, {}, None, [],
     [{"keywords": {"A:Sunlit Guardian": ["shield", "tank"]}}]),
    ("Petty Officer", {"base": ["Petty Officer"]}, {}, None, [],
     [{"keywords": {"A:Petty Officer": ["assault"]}}]),
    # -- when you play me
    ("Chemtech Enforcer", {"hand": ["Chemtech Enforcer", "Gust"], "runes": R("fury")}, {},
     None, ["A: play Chemtech Enforcer", *PP],
     [{"contains": {"A:trash": ["Gust"]}}, {"count": {"A:hand": 0}},
      {"keywords": {"A:Chemtech Enforcer": ["assault 2"]}}]),
    ("Jinx, Demolitionist", {"hand": ["Jinx, Demolitionist", "Gust", "Rebuke"],
                             "runes": R("fury")}, {}, None,
     ["A: play Jinx, Demolitionist", "A: yes", *PP],
     [{"count": {"A:hand": 0, "A:trash": 2}}, {"exhausted": {"A:Jinx, Demolitionist": False}}]),
    ("Solari Shieldbearer", {"hand": ["Solari Shieldbearer"], "runes": R("calm")}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: play Solari Shieldbearer", "A: choose B:Shipyard Skulker@Bandle Tree", *PP],
     [{"stunned": {"B:Shipyard Skulker": True, "A:Solari Shieldbearer": False}}]),
    ("Whiteflame Protector", {"hand": ["Whiteflame Protector"], "runes": R("calm")}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: play Whiteflame Protector", "A: choose B:Shipyard Skulker@Bandle Tree", *PP],
     [{"might": {"B:Shipyard Skulker": 11, "A:Whiteflame Protector": 8}}]),
    ("Lecturing Yordle", {"hand": ["Lecturing Yordle"], "runes": R("mind"), "deck": ["Gust"]},
     {}, None, ["A: play Lecturing Yordle", *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"keywords": {"A:Lecturing Yordle": ["tank"]}}]),
    ("Riptide Rex", {"hand": ["Riptide Rex"], "runes": R("mind"), "base": ["Shipyard Skulker"]},
     {"base": ["Mega-Mech"]}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: play Riptide Rex", *PP],          # the one enemy unit at a battlefield: forced
     [{"location": {"B:Vanguard Sergeant": "trash"}}, {"damage": {"B:Mega-Mech": 0}}]),
    ("Blastcone Fae", {"hand": ["Blastcone Fae"], "runes": R("mind")}, {},
     [bf("B", b=["Mega-Mech", "Stalwart Poro"]), BFS[1]],
     ["A: play Blastcone Fae", "A: choose B:Stalwart Poro", *PP],
     [{"might": {"B:Stalwart Poro": 1, "B:Mega-Mech": 8}}]),
    ("Thousand-Tailed Watcher", {"hand": ["Thousand-Tailed Watcher"], "runes": R("mind"),
                                 "base": ["Shipyard Skulker"]}, {"base": ["Stalwart Poro"]},
     [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["A: play Thousand-Tailed Watcher", "A: no", *PP],
     [{"might": {"B:Mega-Mech": 5, "B:Stalwart Poro": 1, "A:Shipyard Skulker": 3}}]),
    ("First Mate", {"hand": ["First Mate"], "runes": R("body"),
                    "base": [{"card": "Shipyard Skulker", "exhausted": True}]}, {}, None,
     ["A: play First Mate", *PP],
     [{"exhausted": {"A:Shipyard Skulker": False, "A:First Mate": True}}]),
    ("Pit Rookie", {"hand": ["Pit Rookie"], "runes": R("body"), "base": ["Shipyard Skulker"]},
     {"base": ["Mega-Mech"]}, None, ["A: play Pit Rookie", *PP],
     [{"buffed": {"A:Shipyard Skulker": True, "A:Pit Rookie": False, "B:Mega-Mech": False}}]),
    ("Stormclaw Ursine", {"hand": ["Stormclaw Ursine"], "runes": R("body", 7),
                          "rune_deck": ["Body Rune"]}, {}, None,
     ["A: play Stormclaw Ursine", *PP],
     [{"count": {"A:runes": 8, "A:rune_deck": 0}}]),
    ("Kinkou Monk", {"hand": ["Kinkou Monk"], "runes": R("body"),
                     "base": ["Shipyard Skulker", "Daring Poro", "Mega-Mech"]}, {}, None,
     ["A: play Kinkou Monk", "A: choose A:Shipyard Skulker, A:Daring Poro", *PP],
     [{"buffed": {"A:Shipyard Skulker": True, "A:Daring Poro": True, "A:Mega-Mech": False,
                  "A:Kinkou Monk": False}}]),
    ("Zaunite Bouncer", {"hand": ["Zaunite Bouncer"], "runes": R("chaos")}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]], ["A: play Zaunite Bouncer", *PP],
     [{"location": {"B:Shipyard Skulker": "hand"}}]),
    ("Maddened Marauder", {"hand": ["Maddened Marauder"], "runes": R("chaos")}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]], ["A: play Maddened Marauder", *PP],
     [{"location": {"B:Shipyard Skulker": "base"}},
      {"keywords": {"A:Maddened Marauder": ["tank"]}}]),
    ("Teemo, Scout", {"hand": ["Teemo, Scout"], "runes": R("chaos")}, {}, None,
     ["A: play Teemo, Scout", *PP], [{"might": {"A:Teemo, Scout": 4}}]),
    ("Faithful Manufactor", {"hand": ["Faithful Manufactor"], "runes": R("order")}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: play Faithful Manufactor to Bandle Tree", *PP],
     [{"location": {"A:Recruit": "Bandle Tree"}}]),
    ("Peak Guardian", {"hand": ["Peak Guardian"], "runes": R("order"), "base": ["Daring Poro"]},
     {}, [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: play Peak Guardian to Bandle Tree", *PP],
     [{"buffed": {"A:Peak Guardian": True, "A:Shipyard Skulker": True,
                  "A:Daring Poro": False}}]),
    ("Harnessed Dragon", {"hand": ["Harnessed Dragon"], "runes": R("order")},
     {"base": ["Shipyard Skulker"]}, None, ["A: play Harnessed Dragon", *PP],
     [{"location": {"B:Shipyard Skulker": "trash"}}]),
    # -- Deathknell (808): killed by a spell (428) and by lethal damage (323.5)
    ("Tasty Faefolk", {"hand": ["Vengeance"], "runes": R("order"), "base": ["Tasty Faefolk"],
                       "rune_deck": ["Calm Rune", "Calm Rune"], "deck": ["Gust"]}, {}, None,
     ["A: play Vengeance", *PP, *PP],
     [{"location": {"A:Tasty Faefolk": "trash"}}, {"count": {"A:runes": 12, "A:hand": 1}},
      {"keywords": {}}]),
    ("Watchful Sentry", {"hand": ["Vengeance"], "runes": R("order"), "deck": ["Gust"],
                         "base": ["Watchful Sentry"]}, {}, None,
     ["A: play Vengeance", *PP, *PP],
     [{"location": {"A:Watchful Sentry": "trash"}}, {"contains": {"A:hand": ["Gust"]}}]),
    ("Undercover Agent", {"hand": ["Vengeance", "Gust", "Rebuke"], "runes": R("order"),
                          "deck": ["Charm", "Defy"], "base": ["Undercover Agent"]}, {}, None,
     ["A: play Vengeance", *PP, *PP],
     [{"contains": {"A:trash": ["Gust", "Rebuke"], "A:hand": ["Charm", "Defy"]}}]),
    ("Kog'Maw, Caustic", {"hand": ["Hextech Ray"], "runes": R("fury"), "base": ["Daring Poro"]},
     {}, [bf("A", a=["Kog'Maw, Caustic", "Shipyard Skulker", "Mega-Mech"]), BFS[1]],
     ["A: play Hextech Ray", "A: choose A:Kog'Maw, Caustic", *PP, *PP],
     [{"location": {"A:Kog'Maw, Caustic": "trash", "A:Shipyard Skulker": "trash",
                    "A:Daring Poro": "base"}}, {"damage": {"A:Mega-Mech": 4}}]),
    ("Soaring Scout", {"hand": ["Vengeance"], "runes": R("order"), "base": ["Soaring Scout"],
                       "rune_deck": ["Order Rune"]}, {}, None,
     ["A: play Vengeance", *PP, *PP], [{"count": {"A:runes": 11}}]),
    ("Machine Evangel", {"hand": ["Vengeance"], "runes": R("order"),
                         "base": ["Machine Evangel"]}, {}, None,
     ["A: play Vengeance", *PP, *PP], [{"count": {"A:base": 3}},
                                       {"contains": {"A:base": ["Recruit"] * 3}}]),
    # -- when I attack / defend (464.2.c.3)
    ("Ahri, Inquisitive", {"base": ["Mega-Mech"]}, {},
     [bf("B", b=["Ahri, Inquisitive"]), BFS[1]],
     ["A: move A:Mega-Mech to Bandle Tree", "B: pass", "A: pass"],
     [{"might": {"A:Mega-Mech": 6}}]),
    ("Crackshot Corsair", {"base": ["Crackshot Corsair"]}, {},
     [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["A: move A:Crackshot Corsair to Bandle Tree", *PP], [{"damage": {"B:Mega-Mech": 1}}]),
    ("Anivia, Primal", {"base": ["Anivia, Primal"]}, {"base": ["Stalwart Poro"]},
     [bf("B", b=["Mega-Mech", "Shipyard Skulker"]), BFS[1]],
     ["A: move A:Anivia, Primal to Bandle Tree", *PP],
     [{"damage": {"B:Mega-Mech": 3, "B:Stalwart Poro": 0}},
      {"location": {"B:Shipyard Skulker": "trash"}}]),
    ("Leona, Determined", {"base": ["Leona, Determined"]}, {},
     [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["A: move A:Leona, Determined to Bandle Tree", *PP],
     [{"stunned": {"B:Mega-Mech": True}}, {"keywords": {"A:Leona, Determined": ["shield"]}}]),
    # -- when I conquer / hold (469)
    ("Kai'Sa, Survivor", {"base": ["Kai'Sa, Survivor", "Shipyard Skulker"], "deck": ["Gust"]},
     {}, None,
     ["A: move A:Kai'Sa, Survivor, A:Shipyard Skulker to Bandle Tree", "A: pass", "B: pass",
      *PP],
     [{"points": {"A": 1}}, {"contains": {"A:hand": ["Gust"]}}]),
    ("Ahri, Alluring", {"deck": ["Gust", "Gust"], "rune_deck": ["Calm Rune"] * 2,
                        "turn": {"player": "A", "number": 4, "phase": "beginning"}}, {},
     [bf("A", a=["Ahri, Alluring"]), bf("A", a=["Shipyard Skulker"], card="Back-Alley Bar")],
     [*PP], [{"points": {"A": 3}}]),      # two holds and Ahri's point
    # -- spells
    ("Cleave", {"hand": ["Cleave"], "runes": R("fury"), "base": ["Shipyard Skulker"]}, {}, None,
     ["A: play Cleave", *PP], [{"keywords": {"A:Shipyard Skulker": ["assault 3"]}}]),
    ("Thermo Beam", {"hand": ["Thermo Beam"], "runes": R("fury"), "base": ["Orb of Regret"]},
     {"base": ["The Syren", "Shipyard Skulker"]}, None, ["A: play Thermo Beam", *PP],
     [{"location": {"A:Orb of Regret": "trash", "B:The Syren": "trash",
                    "B:Shipyard Skulker": "base"}}]),
    ("Rune Prison", {"hand": ["Rune Prison"], "runes": R("calm")}, {"base": ["Mega-Mech"]},
     None, ["A: play Rune Prison", *PP], [{"stunned": {"B:Mega-Mech": True}}]),
    ("Block", {"hand": ["Block"], "runes": R("calm"), "base": ["Shipyard Skulker"]}, {}, None,
     ["A: play Block", *PP], [{"keywords": {"A:Shipyard Skulker": ["shield 3", "tank"]}}]),
    ("Discipline", {"hand": ["Discipline"], "runes": R("calm"), "base": ["Shipyard Skulker"],
                    "deck": ["Gust"]}, {}, None,
     ["A: play Discipline", *PP],
     [{"might": {"A:Shipyard Skulker": 5}}, {"contains": {"A:hand": ["Gust"]}}]),
    ("Consult the Past", {"hand": ["Consult the Past"], "runes": R("mind"),
                          "deck": ["Gust", "Defy", "Charm"]}, {}, None,
     ["A: play Consult the Past", *PP], [{"count": {"A:hand": 2, "A:deck": 1}}]),
    ("Sprite Call", {"hand": ["Sprite Call"], "runes": R("mind")}, {}, None,
     ["A: play Sprite Call", *PP],
     [{"location": {"A:Sprite": "base"}}, {"exhausted": {"A:Sprite": False}},
      {"keywords": {"A:Sprite": ["temporary"]}}]),
    ("Cannon Barrage", {"hand": ["Cannon Barrage"], "runes": R("body"),
                        "base": ["Mega-Mech"]}, {"base": ["Daring Poro"]},
     [bf("B", b=["Vanguard Sergeant", "Shipyard Skulker"]), BFS[1]],
     ["A: move A:Mega-Mech to Bandle Tree", "A: play Cannon Barrage", *PP],
     [{"damage": {"B:Vanguard Sergeant": 2, "B:Shipyard Skulker": 2, "A:Mega-Mech": 0,
                  "B:Daring Poro": 0}}]),
    ("Fight or Flight", {"hand": ["Fight or Flight"], "runes": R("chaos")}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]], ["A: play Fight or Flight", *PP],
     [{"location": {"B:Shipyard Skulker": "base"}}]),
    ("Gust", {"hand": ["Gust"], "runes": R("chaos")}, {},
     [bf("B", b=["Shipyard Skulker", "Mega-Mech"]), BFS[1]],
     ["A: play Gust", *PP],                     # Mega-Mech (8) is too big: one target
     [{"location": {"B:Shipyard Skulker": "hand", "B:Mega-Mech": "Bandle Tree"}}]),
    ("Back to Back", {"hand": ["Back to Back"], "runes": R("order"),
                      "base": ["Shipyard Skulker", "Daring Poro"]}, {}, None,
     ["A: play Back to Back", "A: choose A:Shipyard Skulker, A:Daring Poro", *PP],
     [{"might": {"A:Shipyard Skulker": 5, "A:Daring Poro": 4}}]),
    ("Salvage", {"hand": ["Salvage"], "runes": R("order"), "deck": ["Gust"]},
     {"base": ["Orb of Regret"]}, None, ["A: play Salvage", "A: choose B:Orb of Regret", *PP],
     [{"location": {"B:Orb of Regret": "trash"}}, {"contains": {"A:hand": ["Gust"]}}]),
    ("Grand Strategem", {"hand": ["Grand Strategem"], "runes": R("order"),
                         "base": ["Shipyard Skulker"]}, {"base": ["Mega-Mech"]},
     [bf("A", a=["Daring Poro"]), BFS[1]], ["A: play Grand Strategem", *PP],
     [{"might": {"A:Shipyard Skulker": 8, "A:Daring Poro": 7, "B:Mega-Mech": 8}}]),
    ("Icathian Rain", {"hand": ["Icathian Rain"], "runes": R("fury", 6) + R("mind", 6),
                       "base": ["Daring Poro"]}, {"base": ["Mega-Mech"]}, None,
     ["A: play Icathian Rain"] + ["A: choose B:Mega-Mech"] * 6 + PP,
     [{"location": {"B:Mega-Mech": "trash"}}, {"damage": {"A:Daring Poro": 0}}]),
    # -- Legion (812): with another card played this turn, and without
    ("Dangerous Duo", {"hand": ["Dangerous Duo", "Cleave"], "runes": R("fury"),
                       "base": ["Shipyard Skulker"]}, {}, None,
     ["A: play Cleave", "A: choose A:Shipyard Skulker", *PP,
      "A: play Dangerous Duo", "A: choose A:Shipyard Skulker", *PP],
     [{"might": {"A:Shipyard Skulker": 5, "A:Dangerous Duo": 3}}]),
    ("Scrapyard Champion", {"hand": ["Scrapyard Champion", "Gust", "Rebuke"],
                            "runes": R("fury"), "deck": ["Charm", "Defy"],
                            "turn": {"player": "A", "number": 3, "phase": "main",
                                     "played_this_turn": ["Cleave"]}}, {}, None,
     ["A: play Scrapyard Champion", *PP],
     [{"contains": {"A:trash": ["Gust", "Rebuke"], "A:hand": ["Charm", "Defy"]}}]),
    ("Trifarian Gloryseeker", {"hand": ["Trifarian Gloryseeker"], "runes": R("order")}, {},
     None, ["A: play Trifarian Gloryseeker"],       # first card this turn: no Legion
     [{"buffed": {"A:Trifarian Gloryseeker": False}}, {"chain": []}]),
    ("Trifarian Gloryseeker", {"hand": ["Trifarian Gloryseeker", "Cleave"],
                               "runes": R("order", 6) + R("fury", 2),
                               "base": ["Shipyard Skulker"]}, {}, None,
     ["A: play Cleave", "A: choose A:Shipyard Skulker", *PP,
      "A: play Trifarian Gloryseeker", *PP],
     [{"buffed": {"A:Trifarian Gloryseeker": True}}]),
    ("Vanguard Captain", {"hand": ["Vanguard Captain"], "runes": R("order"),
                          "turn": {"player": "A", "number": 3, "phase": "main",
                                   "played_this_turn": ["Cleave"]}}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: play Vanguard Captain to Bandle Tree", *PP],
     [{"count": {"Bandle Tree": 4}}, {"contains": {"Bandle Tree": ["Recruit", "Recruit"]}}]),
    # -- more
    ("Unchecked Power", {"hand": ["Unchecked Power"], "runes": R("mind"),
                         "base": ["Shipyard Skulker"]}, {"base": ["Mega-Mech"]},
     [bf("A", a=["Daring Poro"]), bf("B", b=["Mountain Drake"], card="Back-Alley Bar")],
     ["A: play Unchecked Power", *PP],
     [{"exhausted": {"A:Shipyard Skulker": True, "B:Mega-Mech": False}},
      {"location": {"A:Daring Poro": "trash", "B:Mega-Mech": "base",
                    "B:Mountain Drake": "trash", "A:Shipyard Skulker": "base"}}]),
    ("Traveling Merchant", {"base": ["Traveling Merchant"], "hand": ["Gust"],
                            "deck": ["Rebuke"]}, {}, None,
     ["A: move A:Traveling Merchant to Bandle Tree", *PP],
     [{"contains": {"A:trash": ["Gust"], "A:hand": ["Rebuke"]}}]),
    ("Shen, Kinkou", {"hand": ["Shen, Kinkou"], "runes": R("order"),
                      "turn": {"player": "B", "number": 4, "phase": "main"}},
     {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
     [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["B: play Hextech Ray", "B: choose B:Mega-Mech", "B: pass", "A: play Shen, Kinkou"],
     [{"location": {"A:Shen, Kinkou": "base"}},
      {"keywords": {"A:Shen, Kinkou": ["shield 2", "tank"]}}]),
    # -- Vision (817): predict as it is played (436)
    ("Jeweled Colossus", {"hand": ["Jeweled Colossus"], "runes": R("mind"),
                          "deck": ["Gust", "Rebuke", "Defy"]}, {}, None,
     ["A: play Jeweled Colossus", *PP, "A: yes"],
     [{"contains": {"A:deck": ["Gust"]}}, {"keywords": {"A:Jeweled Colossus": ["shield"]}},
      {"chain": []}]),
    ("Mystic Poro", {"hand": ["Mystic Poro"], "runes": R("chaos"),
                     "deck": ["Gust", "Rebuke"]}, {}, None,
     ["A: play Mystic Poro", *PP, "A: no"], [{"chain": []}, {"count": {"A:deck": 2}}]),
    ("Sprite Mother", {"hand": ["Sprite Mother"], "runes": R("mind")}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]], ["A: play Sprite Mother to Bandle Tree", *PP],
     [{"location": {"A:Sprite": "Bandle Tree"}}, {"exhausted": {"A:Sprite": False}},
      {"keywords": {"A:Sprite": ["temporary"]}}]),
    ("Showstopper", {"hand": ["Showstopper"], "runes": R("body", 2),
                     "base": ["Shipyard Skulker", "Daring Poro"]}, {},
     [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["A: play Showstopper", "A: choose A:Shipyard Skulker", "A: to Back-Alley Bar", *PP],
     [{"buffed": {"A:Shipyard Skulker": True, "A:Daring Poro": False}},
      {"location": {"A:Shipyard Skulker": "Back-Alley Bar", "A:Daring Poro": "base"}}]),
    ("Ravenbloom Student", {"hand": ["Cleave"], "runes": R("fury"),
                            "base": ["Ravenbloom Student", "Shipyard Skulker"]}, {}, None,
     ["A: play Cleave", "A: choose A:Shipyard Skulker", *PP, *PP],
     [{"might": {"A:Ravenbloom Student": 3}}, {"chain": []}]),
    ("Cithria of Cloudfield", {"hand": ["Cithria of Cloudfield", "Daring Poro"],
                               "runes": R("body")}, {}, None,
     ["A: play Cithria of Cloudfield", "A: play Daring Poro", *PP],
     [{"buffed": {"A:Cithria of Cloudfield": True, "A:Daring Poro": False}}, {"chain": []}]),
    ("Noxian Drummer", {"base": ["Noxian Drummer"]}, {}, None,
     ["A: move A:Noxian Drummer to Bandle Tree", *PP],
     [{"location": {"A:Recruit": "Bandle Tree"}}]),
    ("Magma Wurm", {"hand": ["Magma Wurm", "Daring Poro"], "runes": R("fury", 14)}, {}, None,
     ["A: play Magma Wurm", "A: play Daring Poro"],
     [{"exhausted": {"A:Magma Wurm": True, "A:Daring Poro": False}}]),
    ("Magma Wurm", {"base": ["Magma Wurm"], "legend": "Viktor, Herald of the Arcane",
                    "runes": R("mind", 1)}, {}, None,
     ["A: activate Viktor, Herald of the Arcane", *PP],
     [{"exhausted": {"A:Recruit": False}}]),
    ("Cithria of Cloudfield", {"base": ["Cithria of Cloudfield"],
                               "legend": "Viktor, Herald of the Arcane", "runes": R("mind", 1)},
     {}, None, ["A: activate Viktor, Herald of the Arcane", *PP, *PP],
     [{"buffed": {"A:Cithria of Cloudfield": True}}, {"chain": []}]),
    ("Warwick, Hunter", {"hand": ["Warwick, Hunter"], "runes": R("body")}, {}, None,
     ["A: play Warwick, Hunter"], [{"exhausted": {"A:Warwick, Hunter": False}}]),
    ("Warwick, Hunter", {"base": ["Warwick, Hunter"]}, {},
     [bf("B", b=[{"card": "Mega-Mech", "damage": 1}, "Shipyard Skulker"]), BFS[1]],
     ["A: move A:Warwick, Hunter to Bandle Tree", *PP],
     [{"location": {"B:Mega-Mech": "trash", "B:Shipyard Skulker": "Bandle Tree"}}]),
    ("Pit Crew", {"hand": ["Orb of Regret"], "runes": R("mind"),
                  "base": [{"card": "Pit Crew", "exhausted": True}]},
     {"hand": ["Iron Ballista"], "base": [{"card": "Pit Crew", "exhausted": True}]}, None,
     ["A: play Orb of Regret", *PP],
     [{"exhausted": {"A:Pit Crew": False, "B:Pit Crew": True}}]),
    ("Hidden Blade", {"hand": ["Hidden Blade"], "runes": R("order"), "deck": ["Gust"]},
     {"deck": ["Charm", "Defy", "Rebuke"]}, [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: play Hidden Blade", *PP],
     [{"location": {"B:Shipyard Skulker": "trash"}}, {"count": {"B:hand": 2, "A:hand": 0}}]),
    ("Retreat", {"hand": ["Retreat"], "runes": R("mind", 1), "base": ["Shipyard Skulker"],
                 "rune_deck": ["Mind Rune"]}, {}, None,
     ["A: play Retreat", *PP],
     [{"location": {"A:Shipyard Skulker": "hand"}}, {"count": {"A:runes": 2}}]),
    ("Sett, Brawler", {"hand": ["Sett, Brawler"], "runes": R("body")}, {}, None,
     ["A: play Sett, Brawler", *PP], [{"buffed": {"A:Sett, Brawler": True}}]),
    ("Sett, Brawler", {"base": [{"card": "Sett, Brawler", "buff": True}]}, {}, None,
     ["A: activate Sett, Brawler", *PP],          # spending the buff is the cost (702.2.b)
     [{"buffed": {"A:Sett, Brawler": False}}, {"might": {"A:Sett, Brawler": 8}}]),
    ("Sett, Brawler", {"base": ["Sett, Brawler"], "deck": ["Gust"]}, {}, None,
     ["A: move A:Sett, Brawler to Bandle Tree", "A: pass", "B: pass", *PP],
     [{"points": {"A": 1}}, {"buffed": {"A:Sett, Brawler": True}}]),
    # -- Deflect (809): only an opponent pays it
    ("Pouty Poro", {"hand": ["Discipline"], "runes": R("calm", 2), "base": ["Pouty Poro"]},
     {}, None, ["A: play Discipline", *PP],
     [{"might": {"A:Pouty Poro": 4}}, {"count": {"A:runes": 2}},
      {"keywords": {"A:Pouty Poro": ["deflect"]}}]),
    # -- gear
    *[(seal, {"base": [seal]}, {}, None, [f"A: activate {seal}"],       # off the chain (429.2)
       [{"exhausted": {f"A:{seal}": True}}, {"chain": []}, {"priority": "A"}])
      for seal in ("Seal of Rage", "Seal of Focus", "Seal of Insight", "Seal of Strength",
                   "Seal of Discord", "Seal of Unity")],
    ("Seal of Rage", {"base": ["Seal of Rage"], "hand": ["Hextech Ray"], "runes": R("fury", 1)},
     {}, [bf("B", b=["Shipyard Skulker"]), BFS[1]],   # the Seal's power pays: no rune recycled
     ["A: activate Seal of Rage", "A: play Hextech Ray", *PP],
     [{"location": {"B:Shipyard Skulker": "trash"}}, {"count": {"A:runes": 1}}]),
    ("Energy Conduit", {"base": ["Energy Conduit", "Shipyard Skulker"], "hand": ["Stupefy"],
                        "deck": ["Gust"]}, {}, None,
     ["A: activate Energy Conduit", "A: play Stupefy", *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"exhausted": {"A:Energy Conduit": True}}]),
    ("Arena Bar", {"base": ["Arena Bar", {"card": "Shipyard Skulker", "exhausted": True},
                            "Daring Poro"]}, {}, None,
     ["A: activate Arena Bar", *PP],           # the one exhausted friendly unit: forced
     [{"buffed": {"A:Shipyard Skulker": True, "A:Daring Poro": False}}]),
    ("Iron Ballista", {"hand": ["Iron Ballista"], "runes": R("fury")}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: play Iron Ballista"],
     [{"exhausted": {"A:Iron Ballista": True}}, {"location": {"A:Iron Ballista": "base"}}]),
    ("Iron Ballista", {"base": ["Iron Ballista"]}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: activate Iron Ballista", *PP], [{"damage": {"B:Shipyard Skulker": 2}}]),
    ("Orb of Regret", {"base": ["Orb of Regret", "Shipyard Skulker"]}, {"base": ["Mega-Mech"]},
     None, ["A: activate Orb of Regret", "A: choose B:Mega-Mech", *PP],
     [{"might": {"B:Mega-Mech": 7}}, {"exhausted": {"A:Orb of Regret": True}}]),
    ("The Syren", {"base": ["The Syren"], "runes": R("chaos", 1)}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]], ["A: activate The Syren", *PP],
     [{"location": {"A:Shipyard Skulker": "base"}}]),
    # errata: "As you look at or reveal me from top of deck, you may banish me. If you do,
    # you may play me for [A]." (424, 427, 419.3; engine/zones.py)
    ("Nocturne, Horrifying", {"hand": ["Stacked Deck"], "runes": R("mind", 1),
                              "deck": ["Nocturne, Horrifying", "Gust", "Rebuke", "Defy"]}, {},
     None, ["A: play Stacked Deck", *PP, "A: yes", "A: yes", "A: choose Rebuke"],
     [{"location": {"A:Nocturne, Horrifying": "base", "A:Rebuke": "hand"}},
      {"count": {"A:banishment": 0, "A:runes": 0, "A:deck": 2}}, {"chain": []}]),
    ("Nocturne, Horrifying", {"hand": ["Stacked Deck"], "runes": R("chaos", 2),
                              "deck": ["Gust", "Nocturne, Horrifying", "Rebuke"]}, {}, None,
     ["A: play Stacked Deck", *PP, "A: no", "A: choose Nocturne, Horrifying"],
     [{"location": {"A:Nocturne, Horrifying": "hand"}}, {"count": {"A:banishment": 0}}]),
]


def _run(a, b, bfs, script, expect):
    return run_case(a, b, bfs, script, expect)


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES, ids=[c[0] for c in CASES])
def test_origins_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


def test_every_new_card_has_a_case():
    from tests.shipped_cards import parsed_db
    db = parsed_db()
    covered = {c[0] for c in CASES}
    for name in covered:
        assert db.get(name).implemented, name


@pytest.mark.parametrize("answer,order", [("yes", ["Rebuke", "Defy", "Gust"]),
                                          ("no", ["Gust", "Rebuke", "Defy"])])
def test_vision_predict_recycles_the_top_card_to_the_bottom(answer, order):
    """817.1.b / 436.1 / 416.1: Vision looks at the top card; 'yes' recycles it."""
    game = _run({"hand": ["Mystic Poro"], "runes": R("chaos"), "deck": ["Gust", "Rebuke", "Defy"]},
                {}, None, ["A: play Mystic Poro", *PP], [])
    assert game.pending.kind == "yes_no" and "Gust" in game.pending.prompt
    assert sorted(game.legal()) == ["A: no", "A: yes"]
    game.act(f"A: {answer}")
    st = game.state
    assert [st.objs[i].card for i in st.players["A"].zones["deck"]] == order


def test_legion_ignores_the_opponents_cards():
    """812.1.c: only a card finalized by you this turn turns Legion on."""
    game = _run({"hand": ["Trifarian Gloryseeker"], "runes": R("order"),
                 "turn": {"player": "B", "number": 4, "phase": "main"}},
                {"hand": ["Discipline"], "runes": R("calm"), "base": ["Mega-Mech"]}, None,
                ["B: play Discipline", "B: choose B:Mega-Mech", *PP[::-1]], [])
    # on B's turn A cannot play a unit without Reaction; check the count instead
    assert game.engine.plays_this_turn(game.state, "A") == 0
    assert game.engine.plays_this_turn(game.state, "B") == 1


# -- random duels with decks of these cards (the fixed fuzzing decks do not hold them) -----

ORIGINS_A = {
    "legend": "Viktor, Herald of the Arcane",
    "main": ["Blazing Scorcher", "Legion Rearguard", "Chemtech Enforcer", "Jinx, Demolitionist",
             "Riptide Rex", "Blastcone Fae", "Thousand-Tailed Watcher", "Lecturing Yordle",
             "Kai'Sa, Survivor", "Dangerous Duo", "Scrapyard Champion", "Cleave", "Thermo Beam",
             "Icathian Rain", "Sprite Call", "Sprite Mother", "Jeweled Colossus",
             "Unchecked Power", "Watchful Sentry", "Orb of Regret", "Pouty Poro"] * 2,
    "runes": ["Fury Rune"] * 6 + ["Mind Rune"] * 6, "battlefields": ["Bandle Tree"]}
ORIGINS_B = {
    "legend": "Viktor, Herald of the Arcane",
    "main": ["Soaring Scout", "Machine Evangel", "Vanguard Captain", "Trifarian Gloryseeker",
             "Faithful Manufactor", "Peak Guardian", "Harnessed Dragon", "Leona, Determined",
             "Back to Back", "Salvage", "Grand Strategem", "Shen, Kinkou", "Petty Officer",
             "Zaunite Bouncer", "Maddened Marauder", "Teemo, Scout", "Kog'Maw, Caustic",
             "Undercover Agent", "Traveling Merchant", "The Syren", "Mystic Poro", "Gust",
             "Fight or Flight", "Showstopper", "Seal of Unity"] * 2,
    "runes": ["Order Rune"] * 6 + ["Chaos Rune"] * 6, "battlefields": ["Back-Alley Bar"]}


@pytest.mark.parametrize("seed", [23, 119, 193] + list(range(12)))
def test_random_duels_with_origins_cards_keep_invariants(seed):
    """Seeds 23, 119 and 193 once found two Deathknells to order and a card both in hand
    and facedown (an ambiguous 'play NAME')."""
    from test_fuzz_invariants import canonical, card_counts, check_state, engine

    from riftbound_tui.ai.random_agent import RandomAgent
    from riftbound_tui.engine.game import Game

    setup = {"kind": "duel", "victory_score": 8, "players": {"A": ORIGINS_A, "B": ORIGINS_B}}
    g = Game.from_setup(setup, seed, engine())
    agent = RandomAgent(seed, end_bias=0.3)
    counts = card_counts(g.state)
    n = 0
    while g.winner is None and n < 3000:
        legal = g.legal()
        assert legal, f"no legal line for {g.pending}"
        g.act(agent.decide(legal))
        n += 1
        assert check_state(g.state) == [] and card_counts(g.state) == counts, \
            "\n".join(g.state.log[-20:])
    assert g.winner is not None
    assert canonical(Game.from_record(g.record, engine()).state) == canonical(g.state)


def test_vision_prompt_names_the_top_card_only_to_its_player():
    """128: the card seen by predicting (436) is private to the predicting player."""
    game = _run({"hand": ["Mystic Poro"], "runes": R("chaos"), "deck": ["Gust", "Rebuke"]},
                {}, None, ["A: play Mystic Poro", *PP], [])
    assert "Gust" in game.view("A").pending.prompt
    assert "Gust" not in game.view("B").pending.prompt


def test_spend_my_buff_needs_a_buff():
    game = _run({"base": ["Sett, Brawler"]}, {}, None, [], [])
    assert "no buff to spend" in game.why_illegal("A: activate Sett, Brawler")
    assert "A: activate Sett, Brawler" not in game.legal()
