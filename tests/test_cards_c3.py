"""Unleashed cards UNL 051-170 of session 17 (issue 26), each played from a small position
and its effect checked.  A case is (card, A, B, battlefields, script, expect) as in
tests/card_cases.py; tests/test_cards_unleashed.py counts these cases toward every UNL card
having one."""

from __future__ import annotations

import pytest

from card_cases import BTURN, HOLD, PP, R, bf, new_game, play, run_case

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
    # friendly units here with less Might than me can't be chosen by enemy spells (355.9)
    ("Alpha Wildclaw", {"turn": BTURN}, {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
     [bf("A", a=["Alpha Wildclaw", "Shipyard Skulker"]), bf(a=["Daring Poro"],
                                                              card="Back-Alley Bar")],
     ["B: play Hextech Ray"],
     [{"illegal": "B: choose A:Shipyard Skulker"}, {"keywords": {"A:Alpha Wildclaw": ["tank"]}}]),
    ("Alpha Wildclaw", {"turn": BTURN}, {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
     [bf("A", a=["Alpha Wildclaw", "Shipyard Skulker"]), bf(a=["Daring Poro"],
                                                              card="Back-Alley Bar")],
     ["B: play Hextech Ray", "B: choose A:Daring Poro", "B: pass", "A: pass"],  # elsewhere
     [{"location": {"A:Daring Poro": "trash"}}]),
    # a token unit played: +1 this turn; token units have Tank
    ("Lillia, Protector of Dreams", {"hand": ["Sprite Call"], "runes": R("mind"),
                                     "base": ["Lillia, Protector of Dreams", "Daring Poro"]},
     {}, None, ["A: play Sprite Call", *PP, *PP],
     [{"might": {"A:Lillia, Protector of Dreams": 5}},
      {"keywords": {"A:Sprite": ["temporary", "tank"]}}, {"lacks": {"A:Daring Poro": "tank"}}]),
    ("Lillia, Protector of Dreams", {"hand": ["Daring Poro"], "runes": R("order"),
                                     "base": ["Lillia, Protector of Dreams"]},
     {}, None, ["A: play Daring Poro"],                       # not a token: nothing
     [{"chain": []}, {"might": {"A:Lillia, Protector of Dreams": 4}}]),
    # Level 3: [2][calm] less; Level 6: [4][calm][calm] less instead
    ("Master Yi, Unstoppable", {"hand": ["Master Yi, Unstoppable"], "runes": R("calm", 11),
                                "xp": 3}, {}, None, ["A: play Master Yi, Unstoppable"],
     [{"location": {"A:Master Yi, Unstoppable": "base"}}, {"count": {"A:runes": 9}}]),
    ("Master Yi, Unstoppable", {"hand": ["Master Yi, Unstoppable"], "runes": R("calm", 11),
                                "xp": 2}, {}, None, [],
     [{"illegal": "A: play Master Yi, Unstoppable"}]),
    ("Master Yi, Unstoppable", {"hand": ["Master Yi, Unstoppable"], "runes": R("calm", 9),
                                "xp": 6}, {}, None, ["A: play Master Yi, Unstoppable"],
     [{"location": {"A:Master Yi, Unstoppable": "base"}}, {"count": {"A:runes": 8}}]),
    ("Master Yi, Unstoppable", {"hand": ["Master Yi, Unstoppable"], "runes": R("calm", 6),
                                "xp": 11}, {}, None, ["A: play Master Yi, Unstoppable"],
     [{"location": {"A:Master Yi, Unstoppable": "base"}}]),
    # Level 16: enemy spells can't choose him; below it they can
    ("Master Yi, Unstoppable", {"turn": BTURN, "xp": 16},
     {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
     [bf("A", a=["Master Yi, Unstoppable", "Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["B: play Hextech Ray"], [{"illegal": "B: choose A:Master Yi, Unstoppable"}]),
    ("Master Yi, Unstoppable", {"turn": BTURN, "xp": 15},
     {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
     [bf("A", a=["Master Yi, Unstoppable", "Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["B: play Hextech Ray", "B: choose A:Master Yi, Unstoppable", "B: pass", "A: pass"],
     [{"damage": {"A:Master Yi, Unstoppable": 3}}]),
    ("Soul Shepherd", {"base": ["Soul Shepherd", "Sprite", "Daring Poro"]},
     {"base": ["Sprite"]}, None, [],
     [{"might": {"A:Sprite": 4, "A:Daring Poro": 2, "B:Sprite": 3, "A:Soul Shepherd": 3}}]),
    # ready up to 2 runes when played, and when another Dragon is played
    ("Gentle Gemdragon", {"hand": ["Gentle Gemdragon"], "runes": R("body", 8)}, {}, None,
     ["A: play Gentle Gemdragon", "A: choose A:Body Rune@runes#1, A:Body Rune@runes#2", *PP],
     [{"count": {"A:runes": 8}}, {"exhausted": {"A:Body Rune@runes#1": False,
                                                "A:Body Rune@runes#2": False,
                                                "A:Body Rune@runes#3": True}}]),
    ("Gentle Gemdragon", {"hand": ["Mountain Drake"], "runes": R("body", 9),
                          "base": ["Gentle Gemdragon"]}, {}, None,
     ["A: play Mountain Drake", "A: choose A:Body Rune@runes#1, A:Body Rune@runes#2", *PP],
     [{"exhausted": {"A:Body Rune@runes#1": False, "A:Body Rune@runes#2": False,
                     "A:Body Rune@runes#3": True}}]),
    ("Gentle Gemdragon", {"hand": ["Daring Poro"], "runes": R("body", 2),
                          "base": ["Gentle Gemdragon"]}, {}, None,
     ["A: play Daring Poro"], [{"chain": []}]),                # not a Dragon
    # when I move, an enemy unit here with less Might than me to another battlefield
    ("Imposing Challenger", {"base": ["Imposing Challenger"]}, {},
     [bf("B", b=["Vanguard Sergeant", "Mega-Mech"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Imposing Challenger to Bandle Tree", "A: yes",
      "A: choose B:Vanguard Sergeant", "A: to Back-Alley Bar", *PP],
     [{"location": {"B:Vanguard Sergeant": "Back-Alley Bar", "B:Mega-Mech": "Bandle Tree"}}]),
    ("Imposing Challenger", {"base": ["Imposing Challenger"]}, {},
     [bf("B", b=["Mega-Mech"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Imposing Challenger to Bandle Tree"],       # 8 is not less than 5
     [{"chain": []}, {"location": {"B:Mega-Mech": "Bandle Tree"}}]),
    # enemy units there with less Might than the chosen unit go to base; 1 XP
    ("Stare Down", {"hand": ["Stare Down"], "runes": R("body"), "base": ["Vanguard Sergeant"]},
     {}, [bf("B", b=["Shipyard Skulker", "Mega-Mech", "Vanguard Sergeant"]),
          {"card": "Back-Alley Bar"}],
     ["A: play Stare Down", "A: choose A:Vanguard Sergeant", "A: choose Bandle Tree", *PP],
     [{"location": {"B:Shipyard Skulker": "base", "B:Mega-Mech": "Bandle Tree",
                    "B:Vanguard Sergeant": "Bandle Tree"}}, {"xp": {"A": 1}}]),
    # Temporary given to a unit without it; it dies at its controller's next Beginning Phase
    ("Shadow's Call", {"hand": ["Shadow's Call"], "runes": R("order"), "base": ["Sprite",
                                                                                "Daring Poro"],
                       "deck": ["Gust", "Defy"]}, {}, None,
     ["A: play Shadow's Call", *PP],                    # the Sprite has it: one choice
     [{"keywords": {"A:Daring Poro": ["assault", "temporary"]}}, {"count": {"A:hand": 2}}]),
    # exactly 4 cards in hand and exactly 4 units at battlefields as the Beginning Phase starts
    ("Gutter Palace", {"turn": HOLD, "base": ["Gutter Palace"], "deck": DECK,
                       "hand": ["Gust", "Defy", "Charm", "Rebuke"]}, {},
     [bf("A", a=["Daring Poro", "Daring Poro"]), bf("A", a=["Stalwart Poro", "Pouty Poro"],
                                                     card="Back-Alley Bar")],
     [*PP], [{"winner": "A"}]),
    ("Gutter Palace", {"turn": HOLD, "base": ["Gutter Palace"], "deck": DECK,
                       "hand": ["Gust", "Defy", "Charm", "Rebuke", "Hextech Ray"]}, {},
     [bf("A", a=["Daring Poro", "Daring Poro"]), bf("A", a=["Stalwart Poro", "Pouty Poro"],
                                                     card="Back-Alley Bar")],
     [], [{"winner": "none"}, {"chain": []}]),                    # five cards: no
    ("Gutter Palace", {"base": ["Gutter Palace"], "hand": ["Gust"]}, {}, None,
     ["A: activate A:Gutter Palace", *PP],       # discard 1, exhaust: a Bird token
     [{"location": {"A:Bird": "base", "A:Gust": "trash"}},
      {"exhausted": {"A:Gutter Palace": True}}]),
    # no location is printed: wherever a unit may be played (439.2.b.1), so a battlefield A
    # controls too, where it counts toward the 4 units the win asks for
    ("Gutter Palace", {"base": ["Gutter Palace"], "hand": ["Gust"]}, {},
     [bf("A", a=["Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["A: activate A:Gutter Palace", "A: to Bandle Tree", *PP],
     [{"location": {"A:Bird": "Bandle Tree"}}]),
    # enemy units here with less Might than me deal no combat damage; hold: draw 1
    ("Vilemaw", {"turn": BTURN}, {"base": ["Vanguard Sergeant", "Vanguard Sergeant"]},
     [bf("A", a=["Vilemaw"]), {"card": "Back-Alley Bar"}],     # 4 + 4 would kill it
     ["B: move B:Vanguard Sergeant@base#1, B:Vanguard Sergeant@base#2 to Bandle Tree",
      *PP[::-1], "A: assign B:Vanguard Sergeant@Bandle Tree#1=4, "
                 "B:Vanguard Sergeant@Bandle Tree#2=4"],
     [{"location": {"A:Vilemaw": "Bandle Tree"}}, {"count": {"B:trash": 2}},
      {"controller": {"Bandle Tree": "A"}}]),
    ("Vilemaw", {"turn": HOLD, "deck": DECK}, {}, [bf("A", a=["Vilemaw"]),
                                                     {"card": "Back-Alley Bar"}],
     [*PP], [{"count": {"A:hand": 2}}, {"points": {"A": 1}}]),    # 1 held, 1 drawn (515)
    # "Equip — Spend 1 XP"; when played, 1 XP
    ("Shepherd's Heirloom", {"hand": ["Shepherd's Heirloom"], "runes": R("order", 2),
                             "base": ["Pouty Poro"]}, {}, None,
     ["A: play Shepherd's Heirloom", *PP, "A: activate A:Shepherd's Heirloom",
      "A: choose A:Pouty Poro", *PP],
     [{"xp": {"A": 0}}, {"attached": {"A:Pouty Poro": ["Shepherd's Heirloom"]}},
      {"might": {"A:Pouty Poro": 4}}]),
    ("Shepherd's Heirloom", {"base": ["Shepherd's Heirloom", "Pouty Poro"]}, {}, None, [],
     [{"illegal": "A: activate A:Shepherd's Heirloom"}]),           # no XP to spend
    # "when it dies this turn": a Gold gear token, exhausted
    ("Deadly Flourish", {"hand": ["Deadly Flourish"], "runes": R("mind")},
     {"base": ["Shipyard Skulker"]}, None, ["A: play Deadly Flourish", *PP, *PP],
     [{"location": {"B:Shipyard Skulker": "trash", "A:Gold": "base"}},
      {"exhausted": {"A:Gold": True}}]),
    ("Deadly Flourish", {"hand": ["Deadly Flourish", "Hextech Ray"], "runes": R("mind", 6)
                         + R("fury", 2)}, {},
     [bf("B", b=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: play Deadly Flourish", *PP, "A: play Hextech Ray", *PP, *PP],   # dies later
     [{"location": {"B:Vanguard Sergeant": "trash", "A:Gold": "base"}}]),
    ("Deadly Flourish", {"hand": ["Deadly Flourish"], "runes": R("mind")},
     {"base": ["Vanguard Sergeant"]}, None, ["A: play Deadly Flourish", *PP],
     [{"damage": {"B:Vanguard Sergeant": 3}}, {"count": {"A:base": 0}}, {"chain": []}]),
    # +3 this turn; when it wins a combat this turn, 2 XP
    ("Grim Resolve", {"hand": ["Grim Resolve"], "runes": R("body"), "base": ["Daring Poro"]},
     {}, [bf("B", b=["Shipyard Skulker"]), {"card": "Back-Alley Bar"}],
     ["A: play Grim Resolve", *PP, "A: move A:Daring Poro to Bandle Tree", *PP, *PP],
     [{"xp": {"A": 2}}, {"controller": {"Bandle Tree": "A"}}]),
    ("Grim Resolve", {"hand": ["Grim Resolve"], "runes": R("body"), "base": ["Daring Poro"]},
     {}, [bf("B", b=["Mega-Mech"]), {"card": "Back-Alley Bar"}],
     ["A: play Grim Resolve", *PP, "A: move A:Daring Poro to Bandle Tree", *PP],
     [{"xp": {"A": 0}}, {"controller": {"Bandle Tree": "B"}}]),           # lost: no XP
    # draw 1 if my controller's other units have total Might 5 or more
    ("Kinkou Initiate", {"hand": ["Kinkou Initiate"], "runes": R("body"), "deck": DECK,
                         "base": ["Vanguard Sergeant", "Daring Poro"]}, {}, None,
     ["A: play Kinkou Initiate", *PP], [{"count": {"A:hand": 1}}]),          # 4 + 2
    ("Kinkou Initiate", {"hand": ["Kinkou Initiate"], "runes": R("body"), "deck": DECK,
                         "base": ["Vanguard Sergeant"]}, {"base": ["Mega-Mech"]}, None,
     ["A: play Kinkou Initiate", *PP], [{"count": {"A:hand": 0}}]),          # 4: no
    # it can't move to base: not by a standard move, nor by a spell's move
    ("Determined Sentry", {}, {},
     [bf("A", a=["Determined Sentry"]), {"card": "Back-Alley Bar"}], [],
     [{"illegal": "A: move A:Determined Sentry to base"}]),
    ("Determined Sentry", {"turn": BTURN}, {"hand": ["Charm"], "runes": R("calm", 2)},
     [bf("A", a=["Determined Sentry"]), {"card": "Back-Alley Bar"}],
     ["B: play Charm", "B: pass", "A: pass"],        # base is no choice: the other one
     [{"location": {"A:Determined Sentry": "Back-Alley Bar"}}]),
    # B reveals their hand; A may pay 2 XP to have B discard a card A chooses, then B draws
    ("Insightful Investigator", {"hand": ["Insightful Investigator"], "runes": R("chaos"),
                                 "xp": 2}, {"hand": ["Gust", "Defy"], "deck": DECK}, None,
     ["A: play Insightful Investigator", *PP, "A: yes", "A: choose B:Defy"],
     [{"xp": {"A": 0}}, {"contains": {"B:trash": ["Defy"], "B:hand": ["Gust"]}},
      {"count": {"B:hand": 2}}]),
    ("Insightful Investigator", {"hand": ["Insightful Investigator"], "runes": R("chaos"),
                                 "xp": 1}, {"hand": ["Gust", "Defy"], "deck": DECK}, None,
     ["A: play Insightful Investigator", *PP],             # 1 XP: not offered
     [{"xp": {"A": 1}}, {"count": {"B:hand": 2, "B:trash": 0}}, {"chain": []}]),
    # once each turn, an enemy unit dying while I'm at a battlefield: a Gold token, exhausted
    ("Pyke, Returned", {"hand": ["Hextech Ray", "Hextech Ray"], "runes": R("fury", 4)}, {},
     [bf("A", a=["Pyke, Returned"]), bf(b=["Shipyard Skulker", "Daring Poro"],
                                        card="Back-Alley Bar")],
     ["A: play Hextech Ray", "A: choose B:Shipyard Skulker", *PP, *PP,
      "A: play Hextech Ray", "A: choose B:Daring Poro", *PP],
     [{"count": {"B:trash": 2}}, {"location": {"A:Gold": "base"}},
      {"exhausted": {"A:Gold": True}}, {"chain": []}]),      # the second death: nothing
    ("Pyke, Returned", {"hand": ["Hextech Ray"], "runes": R("fury", 2),
                        "base": ["Pyke, Returned"]}, {},
     [bf(b=["Shipyard Skulker"]), {"card": "Back-Alley Bar"}],
     ["A: play Hextech Ray", *PP], [{"count": {"B:trash": 1, "A:base": 1}}, {"chain": []}]),
    # reveal a unit from the top 3 and draw it; a Poro revealed: buff a friendly unit (387)
    ("Ivern, Nurturer", {"hand": ["Ivern, Nurturer"], "runes": R("calm"),
                         "deck": ["Gust", "Daring Poro", "Defy", "Charm"]}, {}, None,
     ["A: play Ivern, Nurturer", *PP, "A: choose A:Daring Poro", *PP],
     [{"contains": {"A:hand": ["Daring Poro"]}}, {"buffed": {"A:Ivern, Nurturer": True}},
      {"count": {"A:deck": 3}}]),
    ("Ivern, Nurturer", {"hand": ["Ivern, Nurturer"], "runes": R("calm"),
                         "deck": ["Gust", "Vanguard Sergeant", "Defy", "Charm"]}, {}, None,
     ["A: play Ivern, Nurturer", *PP, "A: choose A:Vanguard Sergeant"],   # no Poro: no buff
     [{"contains": {"A:hand": ["Vanguard Sergeant"]}}, {"buffed": {"A:Ivern, Nurturer": False}},
      {"chain": []}]),
    # reveal a spell with Energy cost 4 or more from the top 4 and draw it
    ("Fate Weaver", {"hand": ["Fate Weaver"], "runes": R("mind"),
                     "deck": ["Gust", "Hextech Ray", "Moonlight Affliction", "Mountain Drake",
                              "Charm"]}, {}, None,
     ["A: play Fate Weaver", *PP],
     [{"illegal": "A: choose A:Hextech Ray"}]),                  # costs 1: not offered
    ("Fate Weaver", {"hand": ["Fate Weaver"], "runes": R("mind"),
                     "deck": ["Gust", "Hextech Ray", "Moonlight Affliction", "Mountain Drake",
                              "Charm"]}, {}, None,
     ["A: play Fate Weaver", *PP, "A: choose A:Moonlight Affliction"],
     [{"contains": {"A:hand": ["Moonlight Affliction"]}}, {"count": {"A:hand": 1, "A:deck": 4}}]),
    # counter a spell: it returns to its owner's hand; then predict (436)
    ("Abandon", {"turn": BTURN, "hand": ["Abandon"], "runes": R("chaos", 2),
                 "deck": ["Gust", "Defy"]}, {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
     [bf("A", a=["Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["B: play Hextech Ray", "B: pass", "A: play Abandon", "A: pass", "B: pass", "A: yes"],
     [{"contains": {"B:hand": ["Hextech Ray"]}}, {"count": {"B:trash": 0}},
      {"location": {"A:Daring Poro": "Bandle Tree"}}, {"contains": {"A:deck": ["Gust"]}},
      {"count": {"A:deck": 2}}]),
    # after a spell this turn, [chaos] more as it is played: it enters ready
    ("Crescent Guardian", {"hand": ["Gust", "Crescent Guardian"], "runes": R("chaos", 6)},
     {}, [bf(b=["Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Gust", *PP, "A: play Crescent Guardian", "A: yes"],
     [{"exhausted": {"A:Crescent Guardian": False}}, {"count": {"A:runes": 5}}]),
    ("Crescent Guardian", {"hand": ["Gust", "Crescent Guardian"], "runes": R("chaos", 6)},
     {}, [bf(b=["Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Gust", *PP, "A: play Crescent Guardian", "A: no"],
     [{"exhausted": {"A:Crescent Guardian": True}}, {"count": {"A:runes": 6}}]),
    ("Crescent Guardian", {"hand": ["Crescent Guardian"], "runes": R("chaos", 6)}, {}, None,
     ["A: play Crescent Guardian"],                         # no spell yet: not asked
     [{"exhausted": {"A:Crescent Guardian": True}}, {"count": {"A:runes": 6}}]),
    # an opponent scores (conquers or holds): draw 1; my own conquest draws nothing
    ("Sumpworks Map", {"turn": BTURN, "base": ["Sumpworks Map"], "deck": ["Gust"]},
     {"base": ["Daring Poro"]}, None,
     ["B: move B:Daring Poro to Bandle Tree", "B: pass", "A: pass", "A: pass", "B: pass"],
     [{"controller": {"Bandle Tree": "B"}}, {"contains": {"A:hand": ["Gust"]}}]),
    ("Sumpworks Map", {"base": ["Sumpworks Map", "Daring Poro"], "deck": ["Gust"]}, {}, None,
     ["A: move A:Daring Poro to Bandle Tree", *PP],
     [{"controller": {"Bandle Tree": "A"}}, {"count": {"A:hand": 0}}, {"chain": []}]),
    ("Sumpworks Map", {"turn": HOLD, "base": ["Sumpworks Map"], "deck": DECK}, {}, None,
     [], [{"location": {"A:Sumpworks Map": "trash"}}]),          # Temporary (816)
    # it, and friendly units while it is on the board, may be played where an enemy unit is
    # alone (355.2.a)
    ("Arachnoid Horror", {"hand": ["Arachnoid Horror"], "runes": R("body")}, {}, ALONE,
     ["A: play Arachnoid Horror to Bandle Tree", *PP],
     [{"location": {"A:Arachnoid Horror": "Bandle Tree"}},
      {"keywords": {"A:Arachnoid Horror": ["hunt 2"]}}]),
    ("Arachnoid Horror", {"hand": ["Arachnoid Horror"], "runes": R("body")}, {},
     [bf("B", b=["Vanguard Sergeant", "Daring Poro"]), {"card": "Back-Alley Bar"}], [],
     [{"illegal": "A: play Arachnoid Horror to Bandle Tree"}]),
    ("Arachnoid Horror", {"hand": ["Daring Poro"], "runes": R("order")}, {},
     [bf("B", b=["Vanguard Sergeant"]), bf("A", a=["Arachnoid Horror"],
                                           card="Back-Alley Bar")],
     ["A: play Daring Poro to Bandle Tree", *PP],                 # it attacks there
     [{"log_contains": "combat begins at Bandle Tree: A attacks"}]),
    ("Arachnoid Horror", {"hand": ["Daring Poro"], "runes": R("order")}, {},
     [bf("B", b=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}], [],   # not on the board
     [{"illegal": "A: play Daring Poro to Bandle Tree"}]),
    # a Poro killed as it is played; Ambush (as a Reaction) to the Poro's battlefield in B's
    # attack, where A still controls a unit after paying (822.1.b)
    ("Stalking Wolf", {"turn": BTURN, "hand": ["Stalking Wolf"], "runes": R("order")},
     {"base": ["Vanguard Sergeant"]},
     [bf("A", a=["Daring Poro", "Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "B: pass",
      "A: play Stalking Wolf to Bandle Tree", "A: choose A:Daring Poro"],
     [{"location": {"A:Daring Poro": "trash", "A:Stalking Wolf": "Bandle Tree"}}]),
    # its own text (errata), "You may [Ambush] me to its battlefield, even if you don't have
    # other units there", keeps the place 822.3 would take (822.3.a): in B's attack its cost
    # kills the Poro, A's only unit there, and it still Ambushes there as a Reaction
    ("Stalking Wolf", {"turn": BTURN, "hand": ["Stalking Wolf"], "runes": R("order")},
     {"base": ["Vanguard Sergeant"]}, [bf("A", a=["Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "B: pass",
      "A: play Stalking Wolf to Bandle Tree"],                # the Poro: its one choice
     [{"location": {"A:Daring Poro": "trash", "A:Stalking Wolf": "Bandle Tree"}},
      {"log_contains": "A: choose A:Daring Poro"}]),
    # 822.3.a: in A's own Main Phase the battlefield A controls is open to it without
    # Ambush: killing the only unit there leaves it a legal place
    ("Stalking Wolf", {"hand": ["Stalking Wolf"], "runes": R("order")}, {},
     [bf("A", a=["Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Stalking Wolf to Bandle Tree", "A: choose A:Daring Poro"],
     [{"location": {"A:Daring Poro": "trash", "A:Stalking Wolf": "Bandle Tree"}}]),
    ("Stalking Wolf", {"hand": ["Stalking Wolf"], "runes": R("order"),
                       "base": ["Vanguard Sergeant"]}, {}, None, [],   # no Bird/Cat/Dog/Poro
     [{"illegal": "A: play Stalking Wolf"}]),
    # kill a friendly unit as it is played; play a unit from the trash costing no more
    # Energy and Power than it, ignoring its cost (Vanguard Sergeant 4: Skulker 3, not Mech 7)
    ("Heedless Resurrection", {"hand": ["Heedless Resurrection"], "runes": R("chaos", 3),
                               "base": ["Vanguard Sergeant"],
                               "trash": ["Shipyard Skulker", "Mega-Mech"]}, {}, None,
     ["A: play Heedless Resurrection", "A: choose A:Vanguard Sergeant", *PP,
      "A: choose A:Shipyard Skulker", "A: to base"],
     [{"location": {"A:Shipyard Skulker": "base", "A:Mega-Mech": "trash"}},
      {"contains": {"A:trash": ["Vanguard Sergeant"]}}, {"count": {"A:runes": 2}}]),
    ("Heedless Resurrection", {"hand": ["Heedless Resurrection"], "runes": R("chaos", 3),
                               "base": ["Daring Poro"], "trash": ["Mega-Mech"]}, {}, None,
     ["A: play Heedless Resurrection", *PP],       # only the Poro itself (2) fits
     [{"location": {"A:Daring Poro": "base", "A:Mega-Mech": "trash"}}]),
    # kill a friendly unit as it is played: its printed cost comes off mine (10 - 4 energy)
    ("Atakhan", {"hand": ["Atakhan"], "runes": R("order", 6), "base": ["Vanguard Sergeant"]},
     {}, None, ["A: play Atakhan", "A: yes", "A: choose A:Vanguard Sergeant"],
     [{"location": {"A:Atakhan": "base", "A:Vanguard Sergeant": "trash"}},
      {"count": {"A:runes": 3}}, {"keywords": {"A:Atakhan": ["ganking"]}}]),
    ("Atakhan", {"hand": ["Atakhan"], "runes": R("order", 6), "base": ["Daring Poro"]},
     {}, None, [], [{"illegal": "A: play Atakhan"}]),           # 2 off: still 8 energy
    # when it attacks, the defender kills one of their units there, of their choice
    ("Atakhan", {"base": ["Atakhan"]}, {},
     [bf("B", b=["Daring Poro", "Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Atakhan to Bandle Tree", *PP, "B: choose B:Daring Poro"],
     [{"location": {"B:Daring Poro": "trash", "B:Vanguard Sergeant": "Bandle Tree"}}]),
    # an enemy unit to base; then one enemy unit alone at the battlefield it left: draw 1
    ("Isolate", {"hand": ["Isolate"], "runes": R("chaos"), "deck": ["Gust"]}, {},
     [bf("B", b=["Vanguard Sergeant", "Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Isolate", "A: choose B:Vanguard Sergeant", *PP],
     [{"location": {"B:Vanguard Sergeant": "base", "B:Daring Poro": "Bandle Tree"}},
      {"count": {"A:hand": 1}}]),
    ("Isolate", {"hand": ["Isolate"], "runes": R("chaos"), "deck": ["Gust"]}, {},
     [bf("B", b=["Vanguard Sergeant", "Daring Poro", "Shipyard Skulker"]),
      {"card": "Back-Alley Bar"}],
     ["A: play Isolate", "A: choose B:Vanguard Sergeant", *PP],       # two left: no draw
     [{"location": {"B:Vanguard Sergeant": "base"}}, {"count": {"A:hand": 0}}]),
    # my unit to a battlefield I control; the chosen opponent moves one of theirs there
    ("Call to Battle", {"hand": ["Call to Battle"], "runes": R("body"),
                        "base": ["Daring Poro"]},
     {"base": ["Vanguard Sergeant", "Stalwart Poro"]},
     [bf("A", a=["Mega-Mech"]), {"card": "Back-Alley Bar"}],
     ["A: play Call to Battle", "A: choose A:Daring Poro", *PP, "B: choose B:Stalwart Poro"],
     [{"location": {"A:Daring Poro": "Bandle Tree", "B:Stalwart Poro": "Bandle Tree",
                    "B:Vanguard Sergeant": "base"}}]),
    # when I move from a location, a Sprite (Temporary) there: my base, or the battlefield
    ("Lillia, Fae Fawn", {"base": ["Lillia, Fae Fawn"]}, {}, None,
     ["A: move A:Lillia, Fae Fawn to Bandle Tree", *PP],
     [{"location": {"A:Sprite": "base", "A:Lillia, Fae Fawn": "Bandle Tree"}}]),
    ("Lillia, Fae Fawn", {}, {}, [bf("A", a=["Lillia, Fae Fawn"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Lillia, Fae Fawn to base", *PP],
     [{"location": {"A:Sprite": "Bandle Tree", "A:Lillia, Fae Fawn": "base"}},
      {"keywords": {"A:Sprite": ["temporary"]}}]),
    ("Lillia, Fae Fawn", {"hand": ["Lillia, Fae Fawn"], "runes": R("mind")}, {}, None,
     ["A: play Lillia, Fae Fawn", "A: yes"],                  # Accelerate (805)
     [{"exhausted": {"A:Lillia, Fae Fawn": False}}]),
    # a showdown begins here: pay 1 to predict, then reveal the top card; a spell is drawn
    ("Diana, Lunari", {"turn": BTURN, "runes": R("mind", 1), "deck": ["Gust", "Mountain Drake"]},
     {"base": ["Vanguard Sergeant"]}, [bf("A", a=["Diana, Lunari"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "A: yes", "A: pass", "B: pass", "A: no"],
     [{"contains": {"A:hand": ["Gust"]}}, {"count": {"A:deck": 1}},
      {"exhausted": {"A:Mind Rune": True}}]),
    ("Diana, Lunari", {"turn": BTURN, "runes": R("mind", 1), "deck": ["Gust", "Mountain Drake"]},
     {"base": ["Vanguard Sergeant"]}, [bf("A", a=["Diana, Lunari"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "A: yes", "A: pass", "B: pass", "A: yes"],
     [{"count": {"A:hand": 0, "A:deck": 2}}]),     # Gust recycled: the Drake is no spell
    # the second card drawn this turn (the first in the Draw Phase): +2 this turn
    ("Frigid Jewel", {"turn": HOLD, "base": ["Frigid Jewel", "Daring Poro"],
                      "hand": ["Lunar Boon"], "runes": R("chaos", 3),
                      "deck": ["Gust", "Defy", "Charm", "Rebuke"]}, {}, None,
     ["A: play Lunar Boon", *PP, *PP],
     [{"might": {"A:Daring Poro": 4}}, {"count": {"A:hand": 2}}]),
    ("Frigid Jewel", {"turn": HOLD, "base": ["Frigid Jewel", "Daring Poro"],
                      "deck": ["Gust", "Defy"]}, {}, None, [],          # one card: nothing
     [{"might": {"A:Daring Poro": 2}}, {"chain": []}]),
    # hold effects for holding here trigger twice: Vilemaw draws 2, and its own delayed
    # [A] twice at the start of the Main Phase
    ("Blue Sentinel", {"turn": HOLD, "deck": DECK}, {},
     [bf("A", a=["Blue Sentinel", "Vilemaw"]), {"card": "Back-Alley Bar"}],
     ["A: order A:Vilemaw, A:Vilemaw, A:Blue Sentinel, A:Blue Sentinel", *PP, *PP, *PP, *PP,
      *PP, *PP],                                      # the two delayed [A] resolve too
     [{"count": {"A:hand": 3}}, {"pool": {"A": {"power": {"any": 2}}}}, {"points": {"A": 1}},
      {"phase": "main"}]),
    ("Blue Sentinel", {"turn": HOLD, "deck": DECK}, {},
     [bf("A", a=["Vilemaw"]), bf("A", a=["Blue Sentinel"], card="Back-Alley Bar")],
     ["A: order A:Vilemaw, A:Blue Sentinel, A:Blue Sentinel", *PP, *PP, *PP, *PP, *PP],
     [{"count": {"A:hand": 2}},                       # Vilemaw elsewhere: 1 draw
      {"pool": {"A": {"power": {"any": 2}}}}]),
    # when I move: draw 1, discard 1, then by the discarded card's type (387)
    ("Hwei, Brooding Painter", {"base": ["Hwei, Brooding Painter"], "hand": ["Daring Poro"],
                                "deck": ["Gust", "Defy", "Charm"]}, {}, None,
     ["A: move A:Hwei, Brooding Painter to Bandle Tree", *PP, "A: choose A:Daring Poro",
      *PP],                                                  # a unit: +3 this turn
     [{"might": {"A:Hwei, Brooding Painter": 8}}, {"count": {"A:hand": 1}},
      {"contains": {"A:trash": ["Daring Poro"]}}]),
    ("Hwei, Brooding Painter", {"base": ["Hwei, Brooding Painter"], "hand": ["Daring Poro"],
                                "deck": ["Gust", "Defy", "Charm"]}, {}, None,
     ["A: move A:Hwei, Brooding Painter to Bandle Tree", *PP, "A: choose A:Gust", *PP],
     [{"might": {"A:Hwei, Brooding Painter": 5}}, {"count": {"A:hand": 2}},   # a spell: 1
      {"contains": {"A:hand": ["Daring Poro", "Defy"]}}]),
    # two of my units at different locations swap places if one has Temporary; draw 1
    ("Smoke and Mirrors", {"hand": ["Smoke and Mirrors"], "runes": R("mind"),
                           "base": ["Sprite"], "deck": ["Gust"]}, {},
     [bf("A", a=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: play Smoke and Mirrors", "A: choose A:Sprite", "A: choose A:Vanguard Sergeant",
      *PP],
     [{"location": {"A:Sprite": "Bandle Tree", "A:Vanguard Sergeant": "base"}},
      {"count": {"A:hand": 1}}]),
    ("Smoke and Mirrors", {"hand": ["Smoke and Mirrors"], "runes": R("mind"),
                           "base": ["Daring Poro"], "deck": ["Gust"]}, {},
     [bf("A", a=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: play Smoke and Mirrors", "A: choose A:Daring Poro", "A: choose A:Vanguard Sergeant",
      *PP],                                                   # no Temporary: no move
     [{"location": {"A:Daring Poro": "base", "A:Vanguard Sergeant": "Bandle Tree"}},
      {"count": {"A:hand": 1}}]),
    # my Temporary effects at her battlefield don't trigger: that Sprite stays, the one in
    # base dies (816)
    ("LeBlanc, Everywhere At Once", {"turn": HOLD, "deck": DECK, "base": ["Sprite"]}, {},
     [bf("A", a=["LeBlanc, Everywhere At Once", "Sprite"]), {"card": "Back-Alley Bar"}], [],
     [{"location": {"A:Sprite@Bandle Tree": "Bandle Tree"}}, {"count": {"A:base": 0}},
      {"keywords": {"A:LeBlanc, Everywhere At Once": ["backline"]}}]),
    # [chaos]: to an enemy battlefield whose enemy units have less total Might than mine
    ("Maduli the Gatekeeper", {"base": ["Maduli the Gatekeeper"], "runes": R("chaos", 1)}, {},
     [bf("B", b=["Vanguard Sergeant"]), bf("B", b=["Mega-Mech"], card="Back-Alley Bar")],
     ["A: activate A:Maduli the Gatekeeper", *PP],            # one choice: Bandle Tree
     [{"location": {"A:Maduli the Gatekeeper": "Bandle Tree"}}]),
    ("Maduli the Gatekeeper", {"base": ["Maduli the Gatekeeper"], "runes": R("chaos", 1)}, {},
     [bf("B", b=["Vanguard Sergeant", "Shipyard Skulker"]),       # 4 + 3 is not less than 6
      bf("B", b=["Mega-Mech"], card="Back-Alley Bar")], [],
     [{"illegal": "A: activate A:Maduli the Gatekeeper"}]),
    # it can't be readied: not as its controller's turn begins, nor by an instruction
    ("Maduli the Gatekeeper", {"turn": {"player": "A", "number": 4, "phase": "awaken"},
                               "deck": DECK,
                               "base": [{"card": "Maduli the Gatekeeper", "exhausted": True},
                                        {"card": "Daring Poro", "exhausted": True}]}, {},
     None, [], [{"exhausted": {"A:Maduli the Gatekeeper": True, "A:Daring Poro": False}}]),
    ("Scuttle Crab", {"hand": ["Scuttle Crab"], "runes": R("calm"), "deck": ["Gust"]}, {},
     None, ["A: play Scuttle Crab", *PP], [{"count": {"A:hand": 1}}, {"might": {"A:Scuttle Crab": 0}}]),
    # take control of an enemy unit with 3 Might or less, exhaust it and recall it; with 5 XP
    # spent as it is played, any enemy unit at a battlefield
    ("Conscription", {"hand": ["Conscription"], "runes": R("chaos"), "xp": 5}, {},
     [bf("B", b=["Shipyard Skulker", "Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: play Conscription", "A: no", "A: choose B:Shipyard Skulker", *PP],
     [{"location": {"A:Shipyard Skulker": "base", "B:Vanguard Sergeant": "Bandle Tree"}},
      {"exhausted": {"A:Shipyard Skulker": True}}, {"xp": {"A": 5}}]),
    ("Conscription", {"hand": ["Conscription"], "runes": R("chaos"), "xp": 5}, {},
     [bf("B", b=["Shipyard Skulker", "Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: play Conscription", "A: yes", "A: choose B:Vanguard Sergeant", *PP],
     [{"location": {"A:Vanguard Sergeant": "base", "B:Shipyard Skulker": "Bandle Tree"}},
      {"exhausted": {"A:Vanguard Sergeant": True}}, {"xp": {"A": 0}}]),
    ("Conscription", {"hand": ["Conscription"], "runes": R("chaos"), "xp": 5}, {},
     [bf("B", b=["Shipyard Skulker", "Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: play Conscription", "A: no"], [{"illegal": "A: choose B:Vanguard Sergeant"}]),
    # a unit costing up to [2] and [A] from my trash, played free; 2 less for a Poro
    ("Undying Loyalty", {"hand": ["Undying Loyalty"], "runes": R("order", 3),
                         "trash": ["Daring Poro", "Vanguard Sergeant"]}, {}, None,
     ["A: play Undying Loyalty", "A: choose A:Daring Poro", *PP, "A: to base"],
     [{"location": {"A:Daring Poro": "base", "A:Vanguard Sergeant": "trash"}},
      {"count": {"A:runes": 2}}, {"exhausted": {"A:Order Rune@runes#1": False,
                                                "A:Order Rune@runes#2": False}},
      {"log_contains": "Undying Loyalty costs 2 energy less: it chose Bird or Cat or Dog"}]),
    ("Undying Loyalty", {"hand": ["Undying Loyalty"], "runes": R("order", 3),
                         "trash": ["Determined Sentry"]}, {}, None,
     ["A: play Undying Loyalty", *PP, "A: to base"],          # no Poro: the full cost
     [{"location": {"A:Determined Sentry": "base"}}, {"count": {"A:runes": 2}},
      {"exhausted": {"A:Order Rune@runes#1": True}}]),     # 2 energy paid
]


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_c3_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect, b_deck=DECK)


@pytest.mark.rules("128.4")
def test_scuttle_crab_shows_the_opponents_facedown_cards_this_turn():
    """Deathknell: B reveals their hand and A may see B's facedown cards this turn, those
    hidden now; 1 XP.  Before it died, the facedown card was B's alone."""
    from riftbound_tui.engine import view
    g = new_game({"hand": ["Hextech Ray"], "runes": R("fury", 2)},
                 {"hand": ["Gust"], "deck": DECK},
                 [{"card": "Bandle Tree", "controller": "B", "units": {"B": ["Daring Poro"]},
                   "facedown": {"B": "Mischievous Marai"}},
                  bf("A", a=["Scuttle Crab"], card="Back-Alley Bar")])
    marai = next(i for i, o in g.state.objs.items() if o.card == "Mischievous Marai")
    assert marai in view.hidden_ids(g.state, "A")
    play(g, ["A: play Hextech Ray", "A: choose A:Scuttle Crab", *PP, *PP],
         [{"xp": {"A": 1}}, {"log_contains": "B reveals their hand: Gust"},
          {"location": {"A:Scuttle Crab": "trash"}}])
    assert marai not in view.hidden_ids(g.state, "A")
    play(g, ["A: end"])                     # "this turn": hidden from A again after it
    assert g.state.objs[marai].zone == "facedown" and marai in view.hidden_ids(g.state, "A")
