"""Spiritforged SFD 001-141 (issue 26, session 17 c1): each card played from a small
position and what it does asserted.

A case is (card, A, B, battlefields, script, expect) as in tests/card_cases.py.  Every card
named in C1_CARDS has a case here or in tests/test_cards_c1_*.py
(test_every_c1_card_has_a_case).
"""

from __future__ import annotations

import pytest

from card_cases import BTURN, HOLD, PP, R, bf, new_game, play, run_case

DECK = ["Mountain Drake"] * 3

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "Give a friendly unit at a battlefield +2 Might this turn for each enemy unit there."
    ("Against the Odds", {"hand": ["Against the Odds"], "runes": R("fury", 2)}, {},
     [bf(a=["Stalwart Poro"], b=["Vanguard Sergeant", "Daring Poro"]),
      bf(a=["Mountain Drake"], card="Back-Alley Bar")],
     ["A: play Against the Odds", "A: choose A:Stalwart Poro", *PP],
     [{"might": {"A:Stalwart Poro": 6, "A:Mountain Drake": 10}}]),
    ("Against the Odds", {"hand": ["Against the Odds"], "runes": R("fury", 2)}, {},
     [bf(a=["Stalwart Poro"], b=["Vanguard Sergeant", "Daring Poro"]),
      bf(a=["Mountain Drake"], card="Back-Alley Bar")],
     ["A: play Against the Odds", "A: choose A:Mountain Drake", *PP],
     [{"might": {"A:Stalwart Poro": 2, "A:Mountain Drake": 10}}]),     # none there: +0

    # "When I win a combat, play a Gold gear token exhausted. When I attack or defend, you
    # may pay [fury]. If you do, give me +2 Might this turn."
    ("Draven, Vanquisher", {"base": ["Draven, Vanquisher"], "runes": R("fury", 1)}, {},
     [bf("B", b=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Draven, Vanquisher to Bandle Tree", "A: yes", *PP, *PP, *PP],
     [{"location": {"B:Vanguard Sergeant": "trash", "A:Gold": "base"}},
      {"exhausted": {"A:Gold": True}}]),
    ("Draven, Vanquisher", {"base": ["Draven, Vanquisher"], "runes": R("fury", 1)}, {},
     [bf("B", b=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Draven, Vanquisher to Bandle Tree", "A: no", *PP],
     [{"location": {"A:Draven, Vanquisher": "trash"}}, {"count": {"A:base": 0}}]),

    # "[Repeat] [2]. Play a 2 Might Sand Soldier unit token." (REPEAT_CASES below)

    # "When you play me, ready or exhaust a legend."
    ("Royal Entourage", {"hand": ["Royal Entourage"], "runes": R("calm", 4)},
     {"legend": "Lee Sin, Blind Monk"}, None,
     ["A: play Royal Entourage", "A: mode 2", "A: choose B:Lee Sin, Blind Monk", *PP],
     [{"exhausted": {"B:Lee Sin, Blind Monk": True}}]),

    # "[Deathknell] - If I died alone, draw 1."
    ("Lonely Poro", {"base": ["Lonely Poro"], "hand": ["Cull the Weak"],
                     "runes": R("order", 2), "deck": ["Gust"]}, {"base": ["Daring Poro"]}, None,
     ["A: play Cull the Weak", *PP, *PP], [{"contains": {"A:hand": ["Gust"]}}]),
    ("Lonely Poro", {"base": ["Lonely Poro", "Stalwart Poro"], "hand": ["Cull the Weak"],
                     "runes": R("order", 2), "deck": ["Gust"]}, {"base": ["Daring Poro"]}, None,
     ["A: play Cull the Weak", *PP, "A: choose A:Lonely Poro"],
     [{"count": {"A:hand": 0}}, {"location": {"A:Lonely Poro": "trash"}}]),

    # "When you play me, heal your units here, then move up to one enemy unit from here to
    # its base" (errata).  Reaction: played to a battlefield A controls, in B's turn.
    # Errata: "up to one": A may move none
    ("Janna, Savior", {"hand": ["Janna, Savior"], "runes": R("calm", 4), "turn": BTURN},
     {"base": ["Vanguard Sergeant"]}, [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "B: pass",
      "A: play Janna, Savior to Bandle Tree", "A: choose none", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree"}}]),
    ("Janna, Savior", {"hand": ["Janna, Savior"], "runes": R("calm", 4), "turn": BTURN},
     {"hand": ["Gust"], "runes": R("chaos", 1), "base": ["Vanguard Sergeant"]},
     [bf("A", a=[{"card": "Mountain Drake", "damage": 3}]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "B: pass",
      "A: play Janna, Savior to Bandle Tree", "A: choose B:Vanguard Sergeant", *PP],
     [{"damage": {"A:Mountain Drake": 0}}, {"location": {"B:Vanguard Sergeant": "base"}}]),

    # "When I attack or defend, deal damage equal to my Might to an enemy unit here. I
    # don't deal combat damage. [mind]: [Action] - Move me to your base."
    ("Ezreal, Dashing", {"base": ["Ezreal, Dashing"]}, {},
     [bf("B", b=["Vanguard Sergeant", "Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Ezreal, Dashing to Bandle Tree", "A: choose B:Stalwart Poro", *PP, *PP],
     [{"location": {"B:Stalwart Poro": "trash", "A:Ezreal, Dashing": "trash"}},
      {"damage": {"B:Vanguard Sergeant": 0}}]),
    ("Ezreal, Dashing", {"runes": R("mind", 1)}, {},
     [bf("A", a=["Ezreal, Dashing"]), {"card": "Back-Alley Bar"}],
     ["A: activate A:Ezreal, Dashing", *PP], [{"location": {"A:Ezreal, Dashing": "base"}}]),

    # "[Deflect 2] [Weaponmaster] I have +1 Might for each friendly gear."
    ("Ornn, Forge God", {"base": ["Ornn, Forge God", "Gold", "Gold"]}, {"base": ["Gold"]},
     None, [], [{"might": {"A:Ornn, Forge God": 6}}, {"keywords": {"A:Ornn, Forge God":
                                                                  ["deflect 2"]}}]),

    ("Ornn, Forge God", {"hand": ["Ornn, Forge God"], "runes": R("mind", 6) + R("body", 1),
                         "base": ["Doran's Blade"]}, {}, None,       # Weaponmaster: [A] less
     ["A: play Ornn, Forge God", "A: yes", *PP],
     [{"attached": {"A:Ornn, Forge God": ["Doran's Blade"]}},
      {"might": {"A:Ornn, Forge God": 7}}]),                  # 4 +1 gear +2 bonus

    # "When you choose or ready me, give me +1 Might this turn."
    ("Irelia, Fervent", {"base": ["Irelia, Fervent"], "hand": ["Punch First"],
                         "runes": R("body", 3)}, {}, None,
     ["A: play Punch First", "A: choose A:Irelia, Fervent", *PP, *PP],
     [{"might": {"A:Irelia, Fervent": 10}}]),              # 4 +1 chosen +5
    ("Irelia, Fervent", {"legend": "Lee Sin, Blind Monk", "runes": R("calm"),
                         "base": ["Irelia, Fervent"]}, {}, None,       # with an ability too
     ["A: activate Lee Sin, Blind Monk", "A: choose A:Irelia, Fervent", *PP, *PP],
     [{"might": {"A:Irelia, Fervent": 6}}]),                  # 4 +1 chosen +1 buff
    ("Irelia, Fervent", {"hand": ["Punch First"], "runes": R("body", 3)},
     {"base": ["Irelia, Fervent"]}, None,                  # chosen by an opponent: no
     ["A: play Punch First", "A: choose B:Irelia, Fervent", *PP],
     [{"might": {"B:Irelia, Fervent": 9}}]),
    # "when you ... ready me": A's Wallop readies B's Irelia: B did not ready her, no +1
    # (it triggered for whoever readied her)
    ("Irelia, Fervent", {"hand": ["Wallop"], "runes": R("body", 3)},
     {"base": [{"card": "Irelia, Fervent", "exhausted": True}]}, None,
     ["A: play Wallop", "A: choose B:Irelia, Fervent", *PP],
     [{"exhausted": {"B:Irelia, Fervent": False}}, {"chain": []},
      {"might": {"B:Irelia, Fervent": 4}}]),
    # ... her own Wallop readies her: +1
    ("Irelia, Fervent", {"hand": ["Wallop"], "runes": R("body", 3),
                         "base": [{"card": "Irelia, Fervent", "exhausted": True}]}, {}, None,
     ["A: play Wallop", "A: choose A:Irelia, Fervent", *PP, *PP, *PP],
     [{"exhausted": {"A:Irelia, Fervent": False}}, {"might": {"A:Irelia, Fervent": 6}}]),

    # "When you play a card with Power cost [A][A] or more, draw 1."
    ("Yordle Explorer", {"base": ["Yordle Explorer"], "hand": ["Punch First"],
                         "runes": R("body", 3), "deck": ["Gust"]}, {}, None,
     ["A: play Punch First", "A: choose A:Yordle Explorer", *PP, *PP],
     [{"contains": {"A:hand": ["Gust"]}}]),
    ("Yordle Explorer", {"base": ["Yordle Explorer"], "hand": ["Against the Odds"],
                         "runes": R("fury", 3), "deck": ["Gust"]}, {},
     [bf(a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Against the Odds", *PP], [{"count": {"A:hand": 0}}]),

    # "When you play me, buff up to four friendly units. When you spend a buff, play a
    # Gold gear token exhausted."
    ("Fae Dragon", {"hand": ["Fae Dragon"], "runes": R("body", 8),
                    "base": ["Stalwart Poro", "Daring Poro"]}, {}, None,
     ["A: play Fae Dragon", "A: choose A:Stalwart Poro, A:Daring Poro, A:Fae Dragon", *PP],
     [{"might": {"A:Stalwart Poro": 3, "A:Daring Poro": 3, "A:Fae Dragon": 8}}]),
    ("Fae Dragon", {"base": ["Fae Dragon", {"card": "Sett, Brawler", "buff": True}]}, {},
     None, ["A: activate A:Sett, Brawler", *PP, *PP],
     [{"location": {"A:Gold": "base"}}, {"exhausted": {"A:Gold": True}}]),

    # "When you defend at a battlefield, you may move me there."
    ("Loyal Pup", {"base": ["Loyal Pup"], "turn": BTURN}, {"base": ["Vanguard Sergeant"]},
     [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "A: yes", *PP],
     [{"location": {"A:Loyal Pup": "Bandle Tree"}}]),

    # "[Accelerate] I have [Assault] equal to the number of enemy units here."
    ("Ancient Warmonger", {"base": ["Ancient Warmonger"]}, {},
     [bf("B", b=["Stalwart Poro", "Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Ancient Warmonger to Bandle Tree"],
     [{"keywords": {"A:Ancient Warmonger": ["assault 2"]}},
      {"might": {"A:Ancient Warmonger": 6}}]),
    ("Ancient Warmonger", {"base": ["Ancient Warmonger"]}, {}, None, [],
     [{"lacks": {"A:Ancient Warmonger": "assault"}}]),

    # "When I defend, you may kill me to move an attacking unit to its base."
    ("Overzealous Fan", {"base": ["Vanguard Sergeant"]}, {},
     [bf("B", b=["Overzealous Fan"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Vanguard Sergeant to Bandle Tree", "B: yes", "B: pass", "A: pass"],
     [{"location": {"A:Vanguard Sergeant": "base", "B:Overzealous Fan": "trash"}}]),

    # "[Assault] When I attack, deal damage equal to my [Assault] to an enemy unit here."
    ("Lucian, Gunslinger", {"base": ["Lucian, Gunslinger"]}, {},
     [bf("B", b=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Lucian, Gunslinger to Bandle Tree", *PP],
     [{"damage": {"B:Vanguard Sergeant": 1}}]),
    ("Lucian, Gunslinger", {"base": [{"card": "Lucian, Gunslinger",
                                      "attached": ["Serrated Dirk"]}]}, {},
     [bf("B", b=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],   # Assault 1 + 2
     ["A: move A:Lucian, Gunslinger to Bandle Tree", *PP],
     [{"damage": {"B:Vanguard Sergeant": 3}}]),

    # "When you attach an Equipment to me, choose one that hasn't been chosen this turn -
    # Ready 2 runes. Channel 1 rune exhausted. Buff a friendly unit."
    ("Aphelios, Exalted", {"base": ["Aphelios, Exalted", "Long Sword"],
                           "runes": R("fury", 1)}, {}, None,
     ["A: activate A:Long Sword", "A: choose A:Aphelios, Exalted", *PP, "A: mode 3", *PP],
     [{"might": {"A:Aphelios, Exalted": 7}}, {"attached": {"A:Aphelios, Exalted":
                                                          ["Long Sword"]}}]),
    ("Aphelios, Exalted", {"base": ["Aphelios, Exalted", "Long Sword"],
                           "runes": R("fury", 1), "rune_deck": R("calm", 2)}, {}, None,
     ["A: activate A:Long Sword", "A: choose A:Aphelios, Exalted", *PP, "A: mode 2", *PP],
     [{"count": {"A:runes": 1, "A:rune_deck": 2}}]),   # the Fury rune recycled, one channelled

    # "[Deflect] While I'm at a battlefield, opponents can't gain points." (errata: "gain",
    # not "score": Trinity Force's hold effect, an instruction, gives B nothing either)
    ("Tianna Crownguard", {"turn": {"player": "B", "number": 4, "phase": "beginning"}}, {},
     [bf("A", a=["Tianna Crownguard"]),
      {"card": "Back-Alley Bar", "controller": "B", "units": {"B": [
          {"card": "Stalwart Poro", "attached": ["Trinity Force"]}]}}],
     ["B: pass", "A: pass"], [{"points": {"B": 0}}, {"count": {"B:hand": 1}}]),
    ("Tianna Crownguard", {"turn": BTURN}, {"base": ["Vanguard Sergeant"]},
     [bf("A", a=["Tianna Crownguard"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Back-Alley Bar", "B: pass", "A: pass"],
     [{"points": {"B": 0}}, {"controller": {"Back-Alley Bar": "B"}}]),
    ("Tianna Crownguard", {"base": ["Tianna Crownguard"], "turn": BTURN},
     {"base": ["Vanguard Sergeant"]}, None,
     ["B: move B:Vanguard Sergeant to Back-Alley Bar", "B: pass", "A: pass"],
     [{"points": {"B": 1}}]),

    # "[Weaponmaster] When you attach an Equipment to me, you may pay [1] to draw 1."
    ("Jax, Unrelenting", {"hand": ["Jax, Unrelenting"], "base": ["Doran's Blade"],
                          "runes": R("body", 7), "deck": ["Gust"]}, {}, None,
     ["A: play Jax, Unrelenting", "A: yes", *PP, "A: yes", *PP],
     [{"attached": {"A:Jax, Unrelenting": ["Doran's Blade"]}},
      {"contains": {"A:hand": ["Gust"]}}]),

    # "[Hidden] When you play this from face down, attach it to a unit you control."
    # Errata: "a unit you control", no longer "here"; a play effect of a hidden permanent
    # still chooses at its battlefield (811.1.d.2): the unit in base is no choice
    ("Edge of Night", {"base": ["Vanguard Sergeant"]}, {},
     [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Stalwart Poro"]},
       "facedown": {"A": "Edge of Night"}}, {"card": "Back-Alley Bar"}],
     ["A: play Edge of Night", *PP],
     [{"attached": {"A:Stalwart Poro": ["Edge of Night"], "A:Vanguard Sergeant": []}}]),
    ("Edge of Night", {}, {},
     [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Stalwart Poro"]},
       "facedown": {"A": "Edge of Night"}}, {"card": "Back-Alley Bar"}],
     ["A: play Edge of Night", *PP],
     [{"attached": {"A:Stalwart Poro": ["Edge of Night"]}},
      {"might": {"A:Stalwart Poro": 4}}]),

    # "I cost [1] less for each card you've played this turn, to a minimum of [1]."
    ("Battering Ram", {"hand": ["Battering Ram"], "runes": R("fury", 3),
                       "turn": {"player": "A", "number": 3, "phase": "main",
                                "played_this_turn": ["Gust", "Defy"]}}, {}, None,
     ["A: play Battering Ram"], [{"location": {"A:Battering Ram": "base"}}]),

    # "[Shield 5] [Tank] I cost [2][calm] less for each point you scored from holding
    # this turn."  A holds one battlefield: 8 energy and 2 power, ten runes.
    ("Needlessly Large Yordle", {"hand": ["Needlessly Large Yordle"], "runes": R("calm", 10),
                                 "deck": ["Gust"] * 3, "turn": HOLD}, {},
     [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Needlessly Large Yordle", "A: to base"],
     [{"points": {"A": 1}}, {"location": {"A:Needlessly Large Yordle": "base"}}]),

    # "[Accelerate] Each Equipment attached to me gives double its base Might bonus."
    ("Gearhead", {"base": [{"card": "Gearhead", "attached": ["Long Sword"]},
                           {"card": "Stalwart Poro", "attached": ["Doran's Blade"]}]}, {},
     None, [], [{"might": {"A:Gearhead": 7, "A:Stalwart Poro": 4}}]),

    # "When you use an activated ability of a gear, give me +1 Might this turn."
    ("Prize of Progress", {"base": ["Prize of Progress", "Gold"]}, {}, None,
     ["A: activate A:Gold", *PP], [{"might": {"A:Prize of Progress": 4}},
                                   {"count": {"A:base": 1}}]),      # the Gold is gone

    # "When I conquer after an attack, if you assigned 5 or more excess damage to enemy
    # units, you may deal that much to an enemy unit."
    ("Sivir, Ambitious", {"base": ["Sivir, Ambitious"]}, {"base": ["Vanguard Sergeant"]},
     [bf("B", b=["Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Sivir, Ambitious to Bandle Tree", *PP, "A: yes", *PP],
     [{"location": {"B:Vanguard Sergeant": "trash"}}]),          # 5 dealt: 4 Might
    ("Sivir, Ambitious", {"base": ["Sivir, Ambitious"]}, {"base": ["Vanguard Sergeant"]},
     [bf("B", b=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],  # Shield: 3, 4 excess
     ["A: move A:Sivir, Ambitious to Bandle Tree", *PP],
     [{"location": {"B:Vanguard Sergeant": "base"}}, {"points": {"A": 1}}]),

    # Brutalizer's Effect Text: "If this was attached to me this turn, I have an
    # additional +2 Might" (Might Bonus +1)
    ("Brutalizer", {"base": ["Stalwart Poro", "Brutalizer"], "runes": R("calm", 1)}, {},
     None, ["A: activate A:Brutalizer", "A: choose A:Stalwart Poro", *PP],
     [{"might": {"A:Stalwart Poro": 5}}]),
    ("Brutalizer", {"base": [{"card": "Stalwart Poro", "attached": ["Brutalizer"]}]}, {},
     None, [], [{"might": {"A:Stalwart Poro": 3}}]),       # attached before this turn

    # "As an additional cost to play me, return a friendly gear to its owner's hand."
    ("Legion Quartermaster", {"hand": ["Legion Quartermaster"], "runes": R("calm", 3),
                              "base": ["Doran's Blade"]}, {}, None,
     ["A: play Legion Quartermaster"],
     [{"location": {"A:Doran's Blade": "hand", "A:Legion Quartermaster": "base"}}]),

    # "Play me only to a battlefield you conquered this turn."
    ("Perched Grimwyrm", {"hand": ["Perched Grimwyrm"], "runes": R("fury", 4),
                          "base": ["Vanguard Sergeant"]}, {}, None,
     ["A: move A:Vanguard Sergeant to Bandle Tree", *PP, "A: play Perched Grimwyrm"],
     [{"location": {"A:Perched Grimwyrm": "Bandle Tree"}}]),

    # "[Reaction] [Assault 2] I can be played to a battlefield you're attacking."
    ("Rengar, Pouncing", {"hand": ["Rengar, Pouncing"], "runes": R("fury", 4),
                          "base": ["Vanguard Sergeant"]}, {},
     [bf("B", b=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Vanguard Sergeant to Bandle Tree", "A: play Rengar, Pouncing to Bandle Tree"],
     [{"location": {"A:Rengar, Pouncing": "Bandle Tree"}}]),

    # "[Hidden] [Action] You may play a unit from hand to a battlefield you control,
    # reducing its cost by [3]."
    ("Here to Help", {"hand": ["Here to Help", "Vanguard Sergeant"], "runes": R("body", 4)},
     {}, [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Here to Help", *PP, "A: choose Vanguard Sergeant"],
     [{"location": {"A:Vanguard Sergeant": "Bandle Tree"}}]),
    ("Here to Help", {"hand": ["Vanguard Sergeant"], "runes": R("body", 1)}, {},
     [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Stalwart Poro"]},
       "facedown": {"A": "Here to Help"}}, bf("A", a=["Daring Poro"], card="Back-Alley Bar")],
     ["A: play Here to Help", *PP, "A: choose Vanguard Sergeant"],   # from facedown: there
     [{"location": {"A:Vanguard Sergeant": "Bandle Tree"}}]),          # (811.1.d.3)

    # "When you play me, you and each opponent may play a Gold gear token exhausted. For
    # each opponent who did, you play a Gold gear token exhausted."
    ("Card Sharp", {"hand": ["Card Sharp"], "runes": R("mind", 3)}, {}, None,
     ["A: play Card Sharp", *PP, "A: yes", "B: yes"],
     [{"count": {"A:base": 3, "B:base": 1}}, {"exhausted": {"B:Gold": True}}]),
    ("Card Sharp", {"hand": ["Card Sharp"], "runes": R("mind", 3)}, {}, None,
     ["A: play Card Sharp", *PP, "A: no", "B: no"], [{"count": {"A:base": 1, "B:base": 0}}]),
    ("Card Sharp", {"hand": ["Card Sharp"], "runes": R("mind", 3)}, {}, None,
     ["A: play Card Sharp", *PP, "A: no", "B: yes"], [{"count": {"A:base": 2, "B:base": 1}}]),
    ("Card Sharp", {"hand": ["Card Sharp"], "runes": R("mind", 3)}, {}, None,
     ["A: play Card Sharp", *PP, "A: yes", "B: no"], [{"count": {"A:base": 2, "B:base": 0}}]),

    # "[Deflect] When I move to a battlefield, give another friendly unit my keywords and
    # +Might equal to my Might this turn." (errata: "another": alone, it gives nothing)
    ("Kato the Arm", {"base": ["Kato the Arm"]}, {}, None,
     ["A: move A:Kato the Arm to Back-Alley Bar"],
     [{"might": {"A:Kato the Arm": 3}}, {"chain": []}]),
    ("Kato the Arm", {"base": ["Kato the Arm", "Daring Poro"]}, {}, None,
     ["A: move A:Kato the Arm to Back-Alley Bar", *PP],
     [{"keywords": {"A:Daring Poro": ["assault", "deflect"]}},
      {"might": {"A:Daring Poro": 5}}]),

    # "You may exhaust your legend as an additional cost to play me. When you play me, if
    # you paid the additional cost, move any number of your units to an open battlefield."
    ("Bard, Mercurial", {"hand": ["Bard, Mercurial"], "runes": R("mind", 5),
                         "legend": "Lee Sin, Blind Monk",
                         "base": ["Stalwart Poro", "Daring Poro"]}, {},
     [bf("B", b=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],   # the open one
     ["A: play Bard, Mercurial", "A: yes", "A: choose A:Stalwart Poro, A:Daring Poro", *PP],
     [{"location": {"A:Stalwart Poro": "Back-Alley Bar", "A:Daring Poro": "Back-Alley Bar"}},
      {"exhausted": {"A:Lee Sin, Blind Monk": True}}]),
    ("Bard, Mercurial", {"hand": ["Bard, Mercurial"], "runes": R("mind", 5),
                         "legend": "Lee Sin, Blind Monk", "base": ["Stalwart Poro"]}, {},
     None, ["A: play Bard, Mercurial", "A: no"],
     [{"location": {"A:Stalwart Poro": "base"}}, {"chain": []}]),

    # "[Repeat] [2]. Move an enemy unit to a location where there's a unit with the same
    # controller."
    ("Temptation", {"hand": ["Temptation"], "runes": R("chaos", 2)},
     {"base": ["Vanguard Sergeant"]},
     [bf("B", b=["Stalwart Poro"]), bf(b=["Daring Poro"], card="Back-Alley Bar")],
     ["A: play Temptation", "A: choose B:Vanguard Sergeant", "A: to Back-Alley Bar", *PP],
     [{"location": {"B:Vanguard Sergeant": "Back-Alley Bar"}}]),

    # "When you play me, you may kill a friendly gear. If you do, you may play a gear with
    # Energy cost no more than [7] from hand this turn, ignoring its Energy cost."
    ("Jayce, Man of Progress", {"hand": ["Jayce, Man of Progress", "B.F. Sword"],
                                "runes": R("mind", 4), "base": ["Gold"]}, {}, None,
     ["A: play Jayce, Man of Progress", "A: yes", *PP, "A: play B.F. Sword"],
     [{"location": {"A:B.F. Sword": "base"}}, {"count": {"A:base": 2}}]),

    # "Friendly units played from anywhere other than a player's hand have [Accelerate]":
    # Evelynn played from facedown, in B's turn, pays it and enters ready
    ("Rek'Sai, Breacher", {"base": ["Rek'Sai, Breacher"], "runes": R("chaos", 2),
                           "turn": BTURN}, {"hand": ["Gust"], "runes": R("chaos", 1)},
     [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Stalwart Poro"]},
       "facedown": {"A": "Evelynn, Entrancing"}}, {"card": "Back-Alley Bar"}],
     ["B: play Gust", "B: choose A:Stalwart Poro", "B: pass",
      "A: play Evelynn, Entrancing", "A: yes"],
     [{"exhausted": {"A:Evelynn, Entrancing": False}}, {"count": {"A:runes": 1}}]),
    ("Rek'Sai, Breacher", {"base": ["Rek'Sai, Breacher"], "hand": ["Daring Poro"],
                           "runes": R("order", 4)}, {}, None,
     ["A: play Daring Poro"],                         # from hand: no Accelerate asked
     [{"exhausted": {"A:Daring Poro": True}}]),

    # Experimental Hexplate's Effect Text: "I am a Mech": Forecaster's "friendly Mechs have
    # [Vision]" reaches the unit it is attached to
    ("Experimental Hexplate", {"base": ["Forecaster", {"card": "Stalwart Poro",
                                                       "attached": ["Experimental Hexplate"]}]},
     {}, None, [], [{"keywords": {"A:Stalwart Poro": ["vision"]}},
                    {"might": {"A:Stalwart Poro": 3}}]),
    ("Experimental Hexplate", {"base": ["Forecaster", "Stalwart Poro", "Experimental Hexplate"]},
     {}, None, [], [{"lacks": {"A:Stalwart Poro": "vision"}}]),

    # Skyfall of Areion's Effect Text: "My hold effects are also conquer effects, and vice
    # versa": Trinity Force's hold point at a conquest, Warmog's Armor's conquer buff at a hold
    ("Skyfall of Areion", {"base": [{"card": "Stalwart Poro", "attached":
                                     ["Skyfall of Areion", "Trinity Force"]}],
                           "deck": ["Gust"] * 3}, {}, None,
     ["A: move A:Stalwart Poro to Bandle Tree", *PP, *PP], [{"points": {"A": 2}}]),
    ("Skyfall of Areion", {"turn": HOLD, "deck": ["Gust"] * 3}, {},
     [{"card": "Bandle Tree", "controller": "A", "units": {"A": [
         {"card": "Stalwart Poro", "attached": ["Skyfall of Areion", "Warmog's Armor"]}]}},
      {"card": "Back-Alley Bar"}],
     [*PP], [{"buffed": {"A:Stalwart Poro": True}}, {"points": {"A": 1}}]),
    ("Skyfall of Areion", {"base": [{"card": "Stalwart Poro", "attached": ["Trinity Force"]}],
                           "deck": ["Gust"] * 3}, {}, None,
     ["A: move A:Stalwart Poro to Bandle Tree", *PP], [{"points": {"A": 1}}, {"chain": []}]),

    # "[calm]: [Action] - Choose a unit you control. Move me to its location and it to my
    # original location. If it's equipped, you may attach one of its Equipment to me. Use
    # only once per turn."
    ("Azir, Ascendant", {"base": ["Azir, Ascendant"], "runes": R("calm", 2)}, {},
     [bf("A", a=[{"card": "Stalwart Poro", "attached": ["Long Sword"]}]),
      {"card": "Back-Alley Bar"}],
     ["A: activate A:Azir, Ascendant", *PP, "A: yes"],
     [{"location": {"A:Azir, Ascendant": "Bandle Tree", "A:Stalwart Poro": "base"}},
      {"attached": {"A:Azir, Ascendant": ["Long Sword"], "A:Stalwart Poro": []}}]),

    # "[Repeat] [2]. Counter a spell unless its controller pays [2]."
    ("Hard Bargain", {"hand": ["Hard Bargain"], "runes": R("chaos", 2), "turn": BTURN},
     {"base": ["Stalwart Poro"], "hand": ["Punch First"], "runes": R("body", 3)}, None,
     ["B: play Punch First", "B: choose B:Stalwart Poro", "B: pass",
      "A: play Hard Bargain", "A: choose B:Punch First", "A: pass", "B: pass"],
     [{"location": {"B:Punch First": "trash"}}, {"might": {"B:Stalwart Poro": 2}}]),
    ("Hard Bargain", {"hand": ["Hard Bargain"], "runes": R("chaos", 2), "turn": BTURN},
     {"base": ["Stalwart Poro"], "hand": ["Punch First"], "runes": R("body", 5)}, None,
     ["B: play Punch First", "B: choose B:Stalwart Poro", "B: pass",
      "A: play Hard Bargain", "A: choose B:Punch First", "A: pass", "B: pass", "B: yes",
      "B: pass", "A: pass"],
     [{"might": {"B:Stalwart Poro": 7}}, {"count": {"B:runes": 3}}]),

    # "When I move from a battlefield, give me +2 Might this turn."
    ("Harpoon Squad", {}, {}, [bf("A", a=["Harpoon Squad"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Harpoon Squad to base", *PP],
     [{"might": {"A:Harpoon Squad": 6}}]),
    ("Harpoon Squad", {"base": ["Harpoon Squad"]}, {}, None,
     ["A: move A:Harpoon Squad to Back-Alley Bar"],
     [{"might": {"A:Harpoon Squad": 4}}]),                    # from base: no trigger
]


# Repeat (820): each Repeat card played paid and not paid (tests/test_repeat.py reads these)
REPEAT_CASES = [
    # "[Repeat] [chaos]. Look at the top 2 cards of your Main Deck. Draw one and recycle
    # the other."
    ("Called Shot", {"hand": ["Called Shot"], "runes": R("chaos", 2),
                     "deck": ["Gust", "Defy", "Cull the Weak"]}, {}, None,
     ["A: play Called Shot", "A: no", *PP, "A: choose Defy"],
     [{"contains": {"A:hand": ["Defy"]}}, {"count": {"A:deck": 2}}]),
    # "[Action] [Repeat] [1][mind]. Deal 1 to up to three units at the same location."
    ("Bellows Breath", {"hand": ["Bellows Breath"], "runes": R("mind", 4)}, {},
     [bf("B", b=["Daring Poro", "Stalwart Poro", "Vanguard Sergeant"]),
      {"card": "Back-Alley Bar"}],
     ["A: play Bellows Breath", "A: yes",
      "A: choose B:Daring Poro, B:Stalwart Poro", "A: choose B:Daring Poro", *PP],
     [{"location": {"B:Daring Poro": "trash"}}, {"damage": {"B:Stalwart Poro": 1}}]),
    ("Desert's Call", {"hand": ["Desert's Call"], "runes": R("calm", 4)}, {}, None,
     ["A: play Desert's Call", "A: yes", *PP],
     [{"count": {"A:base": 2}}, {"might": {"A:Sand Soldier#2": 2}}]),
    ("Desert's Call", {"hand": ["Desert's Call"], "runes": R("calm", 4)}, {}, None,
     ["A: play Desert's Call", "A: no", *PP], [{"count": {"A:base": 1}}]),
    # "Play a 2 Might Sand Soldier unit token": no place named, so wherever a unit may be
    # played (439.2.c), each time on its own: A's Bandle Tree, then base (it was base only)
    ("Desert's Call", {"hand": ["Desert's Call"], "runes": R("calm", 4)}, {},
     [bf("A", a=["Pouty Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Desert's Call", "A: yes", "A: to Bandle Tree", "A: to base", *PP],
     [{"count": {"A:base": 1, "Bandle Tree": 2}}]),
    ("Bellows Breath", {"hand": ["Bellows Breath"], "runes": R("mind", 4)}, {},
     [bf("B", b=["Daring Poro", "Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Bellows Breath", "A: no", "A: choose B:Daring Poro, B:Stalwart Poro", *PP],
     [{"damage": {"B:Daring Poro": 1, "B:Stalwart Poro": 1}}]),
    ("Called Shot", {"hand": ["Called Shot"], "runes": R("chaos", 2),
                     "deck": ["Gust", "Defy", "Cull the Weak", "Punch First"]}, {}, None,
     ["A: play Called Shot", "A: yes", *PP, "A: choose Defy", "A: choose Punch First"],
     [{"contains": {"A:hand": ["Defy", "Punch First"]}}, {"count": {"A:deck": 2}}]),
    ("Temptation", {"hand": ["Temptation"], "runes": R("chaos", 4)},
     {"base": ["Vanguard Sergeant", "Daring Poro"]},
     [bf("B", b=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Temptation", "A: yes", "A: choose B:Vanguard Sergeant",
      "A: choose B:Daring Poro", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree", "B:Daring Poro": "Bandle Tree"}}]),
    ("Temptation", {"hand": ["Temptation"], "runes": R("chaos", 4)},
     {"base": ["Vanguard Sergeant", "Daring Poro"]},
     [bf("B", b=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Temptation", "A: no", "A: choose B:Vanguard Sergeant", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree", "B:Daring Poro": "base"}},
      {"exhausted": {"A:Chaos Rune#3": False}}]),                 # two runes spent
    ("Hard Bargain", {"hand": ["Hard Bargain"], "runes": R("chaos", 4), "turn": BTURN},
     {"base": ["Stalwart Poro"], "hand": ["Punch First"], "runes": R("body", 3)}, None,
     ["B: play Punch First", "B: choose B:Stalwart Poro", "B: pass",
      "A: play Hard Bargain", "A: no", "A: choose B:Punch First", "A: pass", "B: pass"],
     [{"location": {"B:Punch First": "trash"}}, {"count": {"A:runes": 4}}]),
    ("Hard Bargain", {"hand": ["Hard Bargain"], "runes": R("chaos", 4), "turn": BTURN},
     {"base": ["Stalwart Poro"], "hand": ["Punch First"], "runes": R("body", 5)}, None,
     ["B: play Punch First", "B: choose B:Stalwart Poro", "B: pass",
      "A: play Hard Bargain", "A: yes", "A: choose B:Punch First", "A: choose B:Punch First",
      "A: pass", "B: pass", "B: yes"],                   # pays once, can't twice
     [{"location": {"B:Punch First": "trash"}}, {"might": {"B:Stalwart Poro": 2}}]),
]

# cards whose behaviour a test function below asserts, not a case
TESTED_APART = {"Ruin Runner", "Minotaur Reckoner"}


@pytest.mark.rules("355.9", "359.3.f.2")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES + REPEAT_CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES + REPEAT_CASES)])
def test_c1_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect, b_deck=DECK)


@pytest.mark.rules("355.9")
def test_ruin_runner_cannot_be_chosen_by_an_opponent():
    """"I can't be chosen by enemy spells and abilities": A's Punch First offers only A's
    unit; B's own spell may choose it."""
    g = new_game({"hand": ["Punch First"], "runes": R("body", 3), "base": ["Stalwart Poro"]},
                 {"base": ["Ruin Runner"], "deck": DECK})
    play(g, ["A: play Punch First"])
    assert "A: choose B:Ruin Runner" not in g.engine.legal_lines(g.state)
    g = new_game({"turn": BTURN, "base": ["Stalwart Poro"]},
                 {"base": ["Ruin Runner"], "hand": ["Punch First"], "runes": R("body", 3),
                  "deck": DECK})
    play(g, ["B: play Punch First", "B: choose B:Ruin Runner", "B: pass", "A: pass"],
         [{"might": {"B:Ruin Runner": 10}}])


@pytest.mark.rules("355.3")
def test_aphelios_offers_each_mode_once_a_turn():
    """"Choose one that hasn't been chosen this turn": the second attach offers the others."""
    g = new_game({"base": ["Aphelios, Exalted", "Long Sword", "Doran's Blade"],
                  "runes": [*R("fury", 1), *R("body", 1)], "rune_deck": R("calm", 2)},
                 {"deck": DECK})
    play(g, ["A: activate A:Long Sword", "A: choose A:Aphelios, Exalted", *PP, "A: mode 2",
             *PP, "A: activate A:Doran's Blade", "A: choose A:Aphelios, Exalted", *PP])
    assert sorted(x for x in g.engine.legal_lines(g.state) if "mode" in x) == \
        ["A: mode 1", "A: mode 3"]


@pytest.mark.rules("356.2", "358.5")
def test_legion_quartermaster_needs_a_gear_to_return():
    g = new_game({"hand": ["Legion Quartermaster"], "runes": R("calm", 3)}, {"deck": DECK})
    assert not any(x.startswith("A: play") for x in g.engine.legal_lines(g.state))


@pytest.mark.rules("355.2")
def test_places_a_unit_may_be_played_to():
    """Perched Grimwyrm: nowhere before a conquest this turn; Rengar: not to a battlefield
    you're not attacking; Here to Help: not without a battlefield you control."""
    g = new_game({"hand": ["Perched Grimwyrm"], "runes": R("fury", 4)}, {"deck": DECK},
                 [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}])
    assert not any("Perched" in x for x in g.engine.legal_lines(g.state))
    g = new_game({"hand": ["Rengar, Pouncing"], "runes": R("fury", 4)}, {"deck": DECK},
                 [bf("B", b=["Stalwart Poro"]), {"card": "Back-Alley Bar"}])
    assert [x for x in g.engine.legal_lines(g.state) if "Rengar" in x] == \
        ["A: play Rengar, Pouncing"]                       # base only
    g = new_game({"hand": ["Here to Help", "Vanguard Sergeant"], "runes": R("body", 4)},
                 {"deck": DECK})
    play(g, ["A: play Here to Help", *PP])
    assert "A: choose Vanguard Sergeant" not in g.engine.legal_lines(g.state)


@pytest.mark.rules("355.4")
def test_temptation_offers_only_places_with_the_units_side():
    g = new_game({"hand": ["Temptation"], "runes": R("chaos", 2)},
                 {"base": ["Vanguard Sergeant", "Daring Poro"], "deck": DECK},
                 [bf("B", b=["Stalwart Poro"]), {"card": "Back-Alley Bar"}])
    play(g, ["A: play Temptation", "A: choose B:Vanguard Sergeant"])
    assert "A: to Bandle Tree" in g.log     # its own base is where it is; Back-Alley Bar
                                            # has none of B's units: one place, forced
    play(g, [*PP], [{"location": {"B:Vanguard Sergeant": "Bandle Tree"}}])


@pytest.mark.rules("356.1.b")
def test_jayce_frees_only_after_the_kill_and_only_a_cheap_gear():
    pos = {"hand": ["Jayce, Man of Progress", "B.F. Sword"], "runes": R("mind", 4),
           "base": ["Gold"]}
    g = new_game(pos, {"deck": DECK})
    play(g, ["A: play Jayce, Man of Progress", "A: no"])
    assert "A: play B.F. Sword" not in g.engine.legal_lines(g.state)
    g = new_game({**pos, "hand": ["Jayce, Man of Progress", "Mountain Drake"]}, {"deck": DECK})
    play(g, ["A: play Jayce, Man of Progress", "A: yes", *PP])   # a unit: not a gear
    assert not any("Mountain Drake" in x for x in g.engine.legal_lines(g.state))


@pytest.mark.rules("434.1.f")
def test_azir_is_used_once_a_turn_and_asks_only_for_an_equipped_unit():
    g = new_game({"base": ["Azir, Ascendant"], "runes": R("calm", 2)}, {"deck": DECK},
                 [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}])
    play(g, ["A: activate A:Azir, Ascendant", *PP],
         [{"location": {"A:Azir, Ascendant": "Bandle Tree"}}, {"chain": []}])
    assert not any("activate" in x for x in g.engine.legal_lines(g.state))   # a rune left


@pytest.mark.rules("144")
def test_minotaur_reckoner_keeps_units_off_base():
    """"Units can't move to base": neither side's units at a battlefield may move there,
    while it is on the board."""
    pos = ({"base": ["Minotaur Reckoner"]}, {"deck": DECK},
           [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}])
    g = new_game(*pos)
    assert not any(x.endswith("to base") for x in g.engine.legal_lines(g.state))
    g = new_game({}, pos[1], pos[2])
    assert "A: move A:Stalwart Poro@Bandle Tree to base" in g.engine.legal_lines(g.state)


def c1_case_names() -> set[str]:
    """The cards with a case in this file and its siblings (tests/test_cards_c1_*.py)."""
    import importlib
    from pathlib import Path
    names = {c[0] for c in CASES + REPEAT_CASES} | TESTED_APART
    for f in sorted(Path(__file__).parent.glob("test_cards_c1_*.py")):
        mod = importlib.import_module(f.stem)
        names |= {c[0] for c in getattr(mod, "CASES", ())} | getattr(mod, "TESTED_APART", set())
    return names
