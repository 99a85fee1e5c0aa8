"""Unleashed (UNL) cards, each played from a scenario-like position and its effect checked.

A case is (card, A, B, battlefields, script, expect) in the shapes of spec/SCENARIO.md; the
battlefields are Bandle Tree and Back-Alley Bar unless a case gives them.  Every UNL card in
cards/unleashed.yaml has at least one case (test_every_unleashed_card_has_a_case).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from card_cases import run_case, bf, BFS, BTURN, HOLD, PP, R

UNL_FILE = Path(__file__).resolve().parent.parent / "cards" / "unleashed.yaml"


def MAIN(**kw):
    return {"player": "A", "number": 3, "phase": "main", **kw}


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- the four cards the file began with
    ("Moonlight Affliction", {"hand": ["Moonlight Affliction"], "runes": R("mind")},
     {"base": ["Mega-Mech"]}, None, ["A: play Moonlight Affliction", *PP],
     [{"might": {"B:Mega-Mech": -2}}, {"location": {"B:Mega-Mech": "base"}}]),
    ("Soul Harvest", {"hand": ["Soul Harvest"], "runes": R("order")}, {},
     [bf("B", b=["Shipyard Skulker", "Vanguard Sergeant"]), BFS[1]],
     ["A: play Soul Harvest", *PP],        # Vanguard Sergeant (4) is too big: one target
     [{"location": {"B:Shipyard Skulker": "trash", "B:Vanguard Sergeant": "Bandle Tree"}}]),
    ("Lunar Boon", {"hand": ["Lunar Boon", "Gust"], "runes": R("chaos"),
                    "deck": ["Defy", "Charm", "Rebuke"]}, {}, None,
     ["A: play Lunar Boon", *PP],
     [{"contains": {"A:trash": ["Gust", "Lunar Boon"], "A:hand": ["Defy", "Charm"]}},
      {"count": {"A:hand": 2, "A:deck": 1}}]),
    ("Enthusiastic Promoter", {"turn": HOLD, "deck": ["Gust"] * 3, "base": ["Daring Poro"]}, {},
     [bf("A", a=["Enthusiastic Promoter", "Shipyard Skulker"]), BFS[1]], [*PP],
     [{"buffed": {"A:Enthusiastic Promoter": True, "A:Shipyard Skulker": True,
                  "A:Daring Poro": False}}, {"points": {"A": 1}}]),

    # -- units
    ("Arena Kingpin", {"hand": ["Arena Kingpin"], "runes": R("fury")}, {}, None,
     ["A: play Arena Kingpin"], [{"exhausted": {"A:Arena Kingpin": False}}]),
    ("Arena Kingpin", {"base": ["Arena Kingpin", "Shipyard Skulker"]}, {}, None,
     ["A: activate Arena Kingpin", "A: choose A:Shipyard Skulker", *PP],
     [{"might": {"A:Shipyard Skulker": 6, "A:Arena Kingpin": 3}},
      {"exhausted": {"A:Arena Kingpin": True}}]),
    # played from facedown (811) into a combat at its battlefield
    ("Mischievous Marai", {"turn": BTURN}, {"base": ["Mega-Mech", "Vanguard Sergeant"]},
     [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Shipyard Skulker"]},
       "facedown": {"A": "Mischievous Marai"}}, BFS[1]],
     ["B: move B:Mega-Mech, B:Vanguard Sergeant to Bandle Tree", "B: pass",
      "A: play Mischievous Marai", "A: choose B:Vanguard Sergeant", *PP],
     [{"damage": {"B:Vanguard Sergeant": 2, "B:Mega-Mech": 0}},
      {"location": {"A:Mischievous Marai": "Bandle Tree"}}]),
    ("Mischievous Marai", {"hand": ["Mischievous Marai"], "runes": R("fury")},
     {"base": ["Mega-Mech"]}, None, ["A: play Mischievous Marai"],   # to base: no trigger
     [{"chain": []}, {"damage": {"B:Mega-Mech": 0}},
      {"keywords": {"A:Mischievous Marai": ["hidden"]}}]),
    ("Sharkling", {"hand": ["Sharkling"], "runes": R("fury")}, {}, None,
     ["A: play Sharkling", "A: yes"],
     [{"exhausted": {"A:Sharkling": False}}, {"count": {"A:runes": 11}},
      {"keywords": {"A:Sharkling": ["accelerate", "assault 4"]}}]),
    ("Sharkling", {"base": ["Sharkling"]}, {}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Sharkling to Bandle Tree"],          # an attacker: +4 (Assault 4)
     [{"might": {"A:Sharkling": 5}}]),
    ("Towering Pairofant", {"hand": ["Hextech Ray", "Towering Pairofant"], "runes": R("fury")},
     {}, [bf("B", b=["Stalwart Poro"]), BFS[1]],
     ["A: play Hextech Ray", *PP, "A: play Towering Pairofant"],
     [{"location": {"B:Stalwart Poro": "trash"}},
      {"exhausted": {"A:Towering Pairofant": False}},
      {"keywords": {"A:Towering Pairofant": ["assault"]}}]),
    ("Towering Pairofant", {"hand": ["Towering Pairofant"], "runes": R("fury")}, {}, None,
     ["A: play Towering Pairofant"],            # no unit died this turn
     [{"exhausted": {"A:Towering Pairofant": True}}]),
    ("Rengar, Unseen", {"hand": ["Rengar, Unseen"], "runes": R("fury")}, {}, None,
     ["A: play Rengar, Unseen", "A: yes"],
     [{"exhausted": {"A:Rengar, Unseen": False}},
      {"keywords": {"A:Rengar, Unseen": ["accelerate", "assault 2", "deflect", "ganking"]}}]),
    # Deflect (809): an opponent's spell that chooses me costs [A] more
    ("Rengar, Unseen", {"turn": BTURN}, {"hand": ["Hextech Ray"], "runes": R("fury", 1)},
     [bf("A", a=["Rengar, Unseen"]), BFS[1]], [], [{"illegal": "B: play Hextech Ray"}]),
    ("Rengar, Unseen", {"turn": BTURN}, {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
     [bf("A", a=["Rengar, Unseen"]), BFS[1]], ["B: play Hextech Ray", "B: pass", "A: pass"],
     [{"damage": {"A:Rengar, Unseen": 3}}, {"count": {"B:runes": 0}}]),   # 2 power: 1 + [A]
    ("Inviolus Vox", {"base": ["Inviolus Vox", "Shipyard Skulker"]}, {}, None,
     ["A: move A:Inviolus Vox to Bandle Tree", "A: pass", "B: pass",
      "A: choose A:Shipyard Skulker", *PP],
     [{"controller": {"Bandle Tree": "A"}}, {"might": {"A:Shipyard Skulker": 11}}]),
    ("Pyke, Dockside Butcher", {"hand": ["Pyke, Dockside Butcher"], "runes": R("fury")}, {},
     None, ["A: play Pyke, Dockside Butcher", "A: yes", *PP],
     [{"exhausted": {"A:Pyke, Dockside Butcher": False}},
      {"might": {"A:Pyke, Dockside Butcher": 4}}, {"count": {"A:runes": 11}},
      {"keywords": {"A:Pyke, Dockside Butcher": ["hidden", "ganking"]}}]),
    ("Pyke, Dockside Butcher", {"hand": ["Pyke, Dockside Butcher"], "runes": R("fury")}, {},
     None, ["A: play Pyke, Dockside Butcher", "A: no"],
     [{"exhausted": {"A:Pyke, Dockside Butcher": True}},
      {"might": {"A:Pyke, Dockside Butcher": 2}}, {"chain": []}]),
    ("Vi, Hotheaded", {"base": ["Vi, Hotheaded"], "runes": R("fury", 6)}, {}, None,
     ["A: activate Vi, Hotheaded", *PP, "A: activate Vi, Hotheaded", *PP],   # 3, 6, 12
     [{"might": {"A:Vi, Hotheaded": 12}}, {"keywords": {"A:Vi, Hotheaded": ["deflect"]}},
      {"count": {"A:runes": 4}}]),
    ("Monch", {"hand": ["Monch"], "runes": R("calm", 4)},
     {"base": [{"card": "Mega-Mech", "stunned": True}]}, None,
     ["A: play Monch"], [{"exhausted": {"A:Monch": False}}, {"location": {"A:Monch": "base"}}]),
    ("Monch", {"hand": ["Monch"], "runes": R("calm", 4)}, {"base": ["Mega-Mech"]}, None,
     [], [{"illegal": "A: play Monch"}]),
    ("Monch", {"hand": ["Monch"], "runes": R("calm", 6)},
     {"base": ["Mega-Mech"]}, [bf("A", a=[{"card": "Daring Poro", "stunned": True}]), BFS[1]],
     ["A: play Monch", "A: to base"],
     [{"exhausted": {"A:Monch": True}}]),                    # a friendly stunned unit
    # Shield 2 (+2 while a defender) and Tank
    ("Mutated Mouser", {"turn": BTURN}, {"base": ["Mega-Mech"]},
     [bf("A", a=["Mutated Mouser"]), BFS[1]], ["B: move B:Mega-Mech to Bandle Tree"],
     [{"might": {"A:Mutated Mouser": 3}}, {"keywords": {"A:Mutated Mouser": ["shield 2", "tank"]}}]),
    ("Allay, Eager Admirer", {"base": ["Daring Poro"]}, {},
     [bf("A", a=["Allay, Eager Admirer", "Shipyard Skulker"]), BFS[1]], [],
     [{"keywords": {"A:Shipyard Skulker": ["deflect"], "A:Allay, Eager Admirer": ["deflect"]}},
      {"lacks": {"A:Daring Poro": "deflect"}}]),
    ("Allay, Eager Admirer", {"base": ["Allay, Eager Admirer", "Daring Poro"]}, {}, None, [],
     [{"lacks": {"A:Daring Poro": "deflect"}}]),          # only while I'm at a battlefield
    ("Trevor Snoozebottom", {"turn": HOLD, "deck": ["Gust"] * 3}, {},
     [bf("A", a=["Trevor Snoozebottom"]), BFS[1]], [*PP],
     [{"points": {"A": 1}}, {"location": {"A:Sprite": "Bandle Tree"}},
      {"exhausted": {"A:Sprite": False}}, {"keywords": {"A:Sprite": ["temporary"],
                                                       "A:Trevor Snoozebottom": ["shield"]}}]),
    ("Yuumi, Magical Cat", {"base": ["Yuumi, Magical Cat", "Shipyard Skulker"]}, {},
     [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["A: move A:Yuumi, Magical Cat, A:Shipyard Skulker to Bandle Tree", *PP],
     [{"might": {"A:Shipyard Skulker": 6, "A:Yuumi, Magical Cat": 1}},
      {"keywords": {"A:Shipyard Skulker": ["tank"]}}]),
    ("Yuumi, Magical Cat", {"turn": BTURN}, {"base": ["Mega-Mech"]},
     [bf("A", a=["Yuumi, Magical Cat", "Shipyard Skulker"]), BFS[1]],
     ["B: move B:Mega-Mech to Bandle Tree", "A: pass", "B: pass"],
     [{"might": {"A:Shipyard Skulker": 6}}, {"keywords": {"A:Shipyard Skulker": ["tank"]}}]),
    ("Dramatic Visionary", {"hand": ["Vengeance"], "runes": R("order"),
                            "base": ["Dramatic Visionary"], "deck": ["Gust", "Rebuke", "Defy"]},
     {}, None, ["A: play Vengeance", *PP, *PP, "A: choose A:Gust"],
     [{"location": {"A:Dramatic Visionary": "trash"}},
      {"top": {"A:deck": ["Rebuke", "Defy", "Gust"]}}]),
    ("Icevale Archer", {"base": ["Icevale Archer"], "runes": R("mind", 1)}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Icevale Archer to Bandle Tree", "A: yes", "A: choose B:Vanguard Sergeant", *PP],
     [{"might": {"B:Vanguard Sergeant": 3}}, {"exhausted": {"A:Mind Rune": True}}]),
    ("Icevale Archer", {"base": ["Icevale Archer"], "runes": R("mind", 1)}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Icevale Archer to Bandle Tree", "A: no"],
     [{"might": {"B:Vanguard Sergeant": 4}}, {"exhausted": {"A:Mind Rune": False}}]),
    ("Ruined Rex", {"hand": ["Vengeance"], "runes": R("order"), "base": ["Ruined Rex"]},
     {"base": ["Mega-Mech", "Vanguard Sergeant"]}, None,
     ["A: play Vengeance", "A: choose A:Ruined Rex", *PP, "A: choose B:Vanguard Sergeant", *PP],
     [{"location": {"A:Ruined Rex": "trash", "B:Vanguard Sergeant": "trash"}},
      {"damage": {"B:Mega-Mech": 0}}]),
    ("Spectral Centaur", {"hand": ["Vengeance"], "runes": R("order"),
                          "base": ["Spectral Centaur", "Shipyard Skulker"]}, {"base": ["Mega-Mech"]},
     None, ["A: play Vengeance", "A: choose A:Shipyard Skulker", *PP, *PP],
     [{"might": {"A:Spectral Centaur": 7}}]),
    ("Spectral Centaur", {"hand": ["Vengeance"], "runes": R("order"),
                          "base": ["Spectral Centaur"]}, {"base": ["Mega-Mech"]},
     None, ["A: play Vengeance", "A: choose B:Mega-Mech", *PP],   # an enemy unit: nothing
     [{"might": {"A:Spectral Centaur": 5}}, {"chain": []}]),
    ("Sprite Queen", {"hand": ["Sprite Queen"], "runes": R("mind", 8)}, {}, None,
     ["A: play Sprite Queen", *PP],
     [{"location": {"A:Sprite": "base"}}, {"exhausted": {"A:Sprite": False}}]),
    ("Sprite Queen", {"turn": {"player": "A", "number": 4, "phase": "beginning"},
                      "base": ["Sprite Queen"], "deck": ["Gust"] * 3}, {}, None, [*PP],
     [{"location": {"A:Sprite": "base"}}, {"exhausted": {"A:Sprite": False}},
      {"phase": "main"}]),
    ("Dragonsoul Sage", {"base": ["Dragonsoul Sage"]}, {}, None,
     ["A: activate Dragonsoul Sage"],
     [{"pool": {"A": {"energy": 1}}}, {"exhausted": {"A:Dragonsoul Sage": True}}, {"chain": []}]),
    ("Towering Combatant", {"turn": BTURN}, {"base": ["Mega-Mech"]},
     [bf("A", a=["Towering Combatant"]), BFS[1]], ["B: move B:Mega-Mech to Bandle Tree"],
     [{"might": {"A:Towering Combatant": 5}},
      {"keywords": {"A:Towering Combatant": ["shield 2", "tank"]}}]),
    ("Irresistible Faefolk", {"base": ["Irresistible Faefolk"]}, {"base": ["Vanguard Sergeant"]},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: move A:Irresistible Faefolk to Bandle Tree", "A: yes", "A: choose B:Vanguard Sergeant",
      *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree"}}]),
    ("Irresistible Faefolk", {"base": ["Irresistible Faefolk"]}, {"base": ["Vanguard Sergeant"]},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: move A:Irresistible Faefolk to Bandle Tree", "A: no"],     # declined (383.3.a.2)
     [{"location": {"B:Vanguard Sergeant": "base"}}, {"chain": []}]),
    ("Evershade Stalker", {"hand": ["Evershade Stalker", "Gust"], "runes": R("chaos"),
                           "deck": ["Defy"]}, {}, None,
     ["A: play Evershade Stalker", *PP],
     [{"contains": {"A:trash": ["Gust"], "A:hand": ["Defy"]}}, {"count": {"A:hand": 1}}]),
    ("Angler Beast", {"hand": ["Angler Beast"], "runes": R("chaos"),
                      "base": ["Daring Poro", "Shipyard Skulker"]}, {"base": ["Stalwart Poro"]},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]], ["A: play Angler Beast", *PP],
     [{"location": {"A:Daring Poro": "hand", "B:Stalwart Poro": "hand",
                    "A:Shipyard Skulker": "base", "B:Vanguard Sergeant": "Bandle Tree",
                    "A:Angler Beast": "base"}}]),
    ("Sinister Poro", {"base": ["Sinister Poro"], "runes": R("chaos", 1)}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Sinister Poro to Bandle Tree", "A: yes", *PP],
     [{"location": {"B:Vanguard Sergeant": "base"}}, {"exhausted": {"A:Chaos Rune": True}}]),
    ("Black Rose Dignitary", {"hand": ["Vengeance"], "runes": R("order"),
                              "base": ["Black Rose Dignitary"], "rune_deck": ["Order Rune"]},
     {}, None, ["A: play Vengeance", *PP, *PP],
     [{"location": {"A:Black Rose Dignitary": "trash"}},
      {"count": {"A:runes": 11, "A:rune_deck": 2}}]),     # + the 2 recycled to pay
    ("Black Rose Dignitary", {"base": ["Black Rose Dignitary"]}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Black Rose Dignitary to Bandle Tree"],          # Assault: +1 attacking
     [{"might": {"A:Black Rose Dignitary": 3}}]),
    ("Starhound", {"hand": ["Starhound"], "runes": R("order"),
                   "trash": ["Shipyard Skulker", "Stalwart Poro", "Gust"]},
     {"trash": ["Daring Poro"]}, None,
     ["A: play Starhound", "A: choose A:Stalwart Poro", *PP],
     [{"location": {"A:Stalwart Poro": "hand", "A:Shipyard Skulker": "trash",
                    "B:Daring Poro": "trash"}}]),
    ("Starhound", {"hand": ["Starhound"], "runes": R("order"),
                   "trash": ["Shipyard Skulker", "Gust"]}, {"trash": ["Daring Poro"]}, None,
     ["A: play Starhound"],                      # no Bird, Cat, Dog or Poro in my trash
     [{"chain": []}, {"count": {"A:hand": 0, "A:trash": 2}}]),
    # -- spells
    ("Vault Breaker", {"hand": ["Vault Breaker"], "runes": R("fury"),
                       "base": ["Shipyard Skulker"]}, {"base": ["Mega-Mech"]}, None,
     ["A: play Vault Breaker", "A: choose A:Shipyard Skulker", *PP],
     [{"keywords": {"A:Shipyard Skulker": ["assault 2", "ganking"]}},
      {"lacks": {"B:Mega-Mech": "ganking"}}]),
    ("Right of Conquest", {"hand": ["Right of Conquest"], "runes": R("fury"),
                           "deck": ["Gust", "Defy", "Charm", "Rebuke"]}, {},
     [bf("A", a=["Shipyard Skulker"]),
      bf("A", a=["Daring Poro"], card="Back-Alley Bar")],
     ["A: play Right of Conquest", *PP], [{"count": {"A:hand": 3, "A:deck": 1}}]),
    ("Right of Conquest", {"hand": ["Right of Conquest"], "runes": R("fury"),
                           "deck": ["Gust", "Defy", "Charm", "Rebuke"]}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: play Right of Conquest", *PP], [{"count": {"A:hand": 1, "A:deck": 3}}]),
    ("Eclipse", {"hand": ["Eclipse"], "runes": R("mind"), "deck": ["Gust", "Rebuke"]},
     {"base": ["Mega-Mech"]}, None, ["A: play Eclipse", *PP, "A: choose A:Gust"],
     [{"might": {"B:Mega-Mech": 4}}, {"top": {"A:deck": ["Rebuke", "Gust"]}}]),
    ("Eclipse", {"hand": ["Eclipse"], "runes": R("mind"), "deck": ["Gust", "Rebuke"]},
     {"base": ["Mega-Mech"]}, None, ["A: play Eclipse", *PP, "A: choose none"],
     [{"might": {"B:Mega-Mech": 4}}, {"top": {"A:deck": ["Gust", "Rebuke"]}}]),
    ("Sprite Burst", {"hand": ["Sprite Burst"], "runes": R("mind")}, {}, None,
     ["A: play Sprite Burst", *PP],
     [{"contains": {"A:base": ["Sprite", "Sprite"]}},
      {"exhausted": {"A:Sprite#1": False, "A:Sprite#2": False}}]),
    ("Turn to Dust", {"hand": ["Turn to Dust"], "runes": R("mind")},
     {"base": ["Orb of Regret"]}, None, ["A: play Turn to Dust", *PP],
     [{"keywords": {"B:Orb of Regret": ["temporary"]}}]),
    ("Turn to Dust", {"hand": ["Turn to Dust"], "runes": R("mind")},
     {"base": ["Orb of Regret"]}, None, ["A: play Turn to Dust", *PP, "A: end"],
     [{"location": {"B:Orb of Regret": "trash"}}, {"turn_player": "B"}]),
    ("Clash of Giants", {"hand": ["Clash of Giants"], "runes": R("body"),
                         "base": ["Shipyard Skulker"]}, {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Clash of Giants", "A: choose A:Shipyard Skulker",
      "A: choose B:Vanguard Sergeant", *PP],
     [{"location": {"A:Shipyard Skulker": "trash"}}, {"damage": {"B:Vanguard Sergeant": 3}}]),
    ("Star-Crossed", {"hand": ["Star-Crossed"], "runes": R("chaos"),
                      "base": ["Shipyard Skulker"]}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: play Star-Crossed", *PP],
     [{"location": {"A:Shipyard Skulker": "hand", "B:Vanguard Sergeant": "hand"}}]),
    # 4 to the chosen enemy unit, 1 to each OTHER enemy unit there; friendly units there
    # and enemies elsewhere take nothing
    ("Crescent Strike", {"hand": ["Crescent Strike"], "runes": R("mind")},
     {"base": ["Stalwart Poro"]},
     [bf("A", a=["Shipyard Skulker"], b=["Mega-Mech", "Vanguard Sergeant"]),
      bf("B", b=["Daring Poro"], card="Back-Alley Bar")],
     ["A: play Crescent Strike", "A: choose B:Mega-Mech", *PP],
     [{"damage": {"B:Mega-Mech": 4, "B:Vanguard Sergeant": 1, "B:Daring Poro": 0,
                  "A:Shipyard Skulker": 0, "B:Stalwart Poro": 0}}]),
    # spend 3 XP, cost 3 less: playable with 3 energy + 1 power and 3 XP (358, 730.2) ...
    ("Poppy, Defender of the Meek", {"hand": ["Poppy, Defender of the Meek"], "xp": 3,
                                     "runes": R("order", 3)}, {}, None,
     ["A: play Poppy, Defender of the Meek"],
     [{"location": {"A:Poppy, Defender of the Meek": "base"}}, {"xp": {"A": 0}}]),
    # ... but not with 2 XP: the full cost (6 energy) is out of reach
    ("Poppy, Defender of the Meek", {"hand": ["Poppy, Defender of the Meek"], "xp": 2,
                                     "runes": R("order", 3)}, {}, None, [],
     [{"illegal": "A: play Poppy, Defender of the Meek"}]),
    ("Heroic Charge", {"hand": ["Heroic Charge"], "runes": R("order")},
     {"base": ["Mega-Mech"]},
     [bf("A", a=["Shipyard Skulker"], b=["Vanguard Sergeant"]),
      bf("B", b=["Stalwart Poro"], card="Back-Alley Bar")],
     ["A: play Heroic Charge", *PP],              # one enemy unit at its location: forced
     [{"might": {"A:Shipyard Skulker": 4}},
      {"stunned": {"B:Vanguard Sergeant": True, "B:Stalwart Poro": False,
                   "B:Mega-Mech": False}}]),
    ("Sacrifice", {"hand": ["Sacrifice"], "runes": R("order"), "deck": ["Gust", "Defy"],
                   "rune_deck": ["Order Rune"], "base": ["Mega-Mech", "Shipyard Skulker"]},
     {}, None, ["A: play Sacrifice", *PP],          # Mega-Mech, the one Mighty unit: forced
     [{"location": {"A:Mega-Mech": "trash", "A:Shipyard Skulker": "base"}},
      {"count": {"A:hand": 2, "A:runes": 13}}, {"exhausted": {"A:Order Rune#13": True}}]),
    ("Sacrifice", {"hand": ["Sacrifice"], "runes": R("order"),
                   "base": ["Vanguard Sergeant", "Shipyard Skulker"]}, {}, None, [],
     [{"illegal": "A: play Sacrifice"}]),          # no friendly Mighty unit to kill
    ("Tactical Retreat", {"hand": ["Tactical Retreat", "Hextech Ray"],
                          "runes": R("order", 4) + R("fury", 4)}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: play Tactical Retreat", *PP, "A: play Hextech Ray", *PP],
     [{"location": {"A:Shipyard Skulker": "base"}}, {"damage": {"A:Shipyard Skulker": 0}},
      {"exhausted": {"A:Shipyard Skulker": True}}]),
    ("The Ruination", {"hand": ["The Ruination"], "runes": R("order"),
                       "base": ["Shipyard Skulker"]}, {"base": ["Mega-Mech"]},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]], ["A: play The Ruination", *PP],
     [{"location": {"A:Shipyard Skulker": "trash", "B:Mega-Mech": "trash",
                    "B:Vanguard Sergeant": "trash"}}]),
    ("Void Assault", {"hand": ["Void Assault"], "runes": R("body"),
                      "base": ["Shipyard Skulker"]}, {},
     [bf(), bf("B", b=["Vanguard Sergeant"], card="Back-Alley Bar")],
     ["A: play Void Assault", "A: choose A:Shipyard Skulker", "A: to Bandle Tree",
      "A: choose B:Vanguard Sergeant", "A: to base", *PP],
     [{"location": {"A:Shipyard Skulker": "Bandle Tree", "B:Vanguard Sergeant": "base"}}]),

    # -- gear
    ("Sprite Fountain", {"hand": ["Sprite Fountain"], "runes": R("mind")}, {}, None,
     ["A: play Sprite Fountain", *PP],
     [{"location": {"A:Sprite": "base", "A:Sprite Fountain": "base"}},
      {"exhausted": {"A:Sprite": False}}, {"keywords": {"A:Sprite Fountain": ["temporary"]}}]),
    ("Sprite Fountain", {"turn": {"player": "A", "number": 4, "phase": "beginning"},
                         "base": ["Sprite Fountain"], "deck": ["Gust"] * 3}, {}, None,
     [*PP],                                         # Temporary kills it: Deathknell
     [{"location": {"A:Sprite Fountain": "trash", "A:Sprite": "base"}},
      {"exhausted": {"A:Sprite": False}}]),

    # -- legends
    ("Rengar, Pridestalker", {"legend": "Rengar, Pridestalker", "hand": ["Shipyard Skulker"],
                              "runes": R("chaos")}, {"base": ["Mega-Mech"]}, None,
     ["A: play Shipyard Skulker", "A: choose B:Mega-Mech", *PP],
     [{"might": {"B:Mega-Mech": 9}}]),
    ("Rengar, Pridestalker", {"legend": "Rengar, Pridestalker", "hand": ["Sprite Burst"],
                              "runes": R("mind")}, {}, None,     # tokens are played too
     ["A: play Sprite Burst", *PP, "A: choose A:Sprite#1", "A: choose A:Sprite#1", *PP, *PP],
     [{"might": {"A:Sprite#1": 5, "A:Sprite#2": 3}}]),
    ("Rengar, Pridestalker", {"legend": "Rengar, Pridestalker", "hand": ["Gust"],
                              "runes": R("chaos"), "base": ["Shipyard Skulker"]}, {},
     [bf("B", b=["Daring Poro"]), BFS[1]], ["A: play Gust", *PP],   # a spell: no trigger
     [{"location": {"B:Daring Poro": "hand"}}, {"chain": []},
      {"might": {"A:Shipyard Skulker": 3}}]),
    ("Vi, Piltover Enforcer", {"legend": "Vi, Piltover Enforcer",
                               "base": ["Mega-Mech", {"card": "Shipyard Skulker",
                                                      "exhausted": True}]}, {},
     [bf("B", b=["Stalwart Poro"]), BFS[1]],
     ["A: move A:Mega-Mech to Bandle Tree", *PP, "A: yes",
      "A: choose A:Shipyard Skulker", *PP],
     [{"controller": {"Bandle Tree": "A"}}, {"exhausted": {"A:Shipyard Skulker": False}}]),
    ("Vi, Piltover Enforcer", {"legend": "Vi, Piltover Enforcer",
                               "base": ["Vanguard Sergeant", {"card": "Daring Poro",
                                                              "exhausted": True}]}, {},
     [bf("B", b=["Daring Poro"]), BFS[1]],
     ["A: move A:Vanguard Sergeant to Bandle Tree", *PP],     # 4 on 2: 2 excess, no trigger
     [{"controller": {"Bandle Tree": "A"}}, {"exhausted": {"A:Daring Poro": True}},
      {"exhausted": {"A:Vi, Piltover Enforcer": False}},
      {"chain": []}]),
    ("Vex, Gloomist", {"legend": "Vex, Gloomist", "turn": HOLD, "deck": ["Gust"] * 3}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]], ["A: yes", *PP],
     [{"points": {"A": 1}}, {"count": {"A:hand": 2}},          # and the Draw Phase's card
      {"exhausted": {"A:Vex, Gloomist": True}}]),

    # -- battlefields
    ("Amateur Recital", {"turn": HOLD, "deck": ["Gust"] * 3}, {},
     [bf("A", a=["Shipyard Skulker"], card="Amateur Recital"),
      bf("B", b=["Vanguard Sergeant"], card="Back-Alley Bar")],
     ["A: yes", "A: choose B:Vanguard Sergeant", *PP],
     [{"location": {"B:Vanguard Sergeant": "base", "A:Shipyard Skulker": "Amateur Recital"}}]),
    ("Frozen Fortress", {"turn": {"player": "A", "number": 4, "phase": "beginning"},
                         "deck": ["Gust"] * 3, "base": ["Daring Poro"]}, {},
     [bf("A", a=["Shipyard Skulker", "Stalwart Poro"], card="Frozen Fortress"),
      bf("B", b=["Vanguard Sergeant"], card="Back-Alley Bar")], [*PP],
     [{"damage": {"A:Shipyard Skulker": 1, "A:Stalwart Poro": 1, "A:Daring Poro": 0,
                  "B:Vanguard Sergeant": 0}}]),
    ("Frozen Fortress", {"turn": {"player": "B", "number": 4, "phase": "beginning"}}, {},
     [bf("A", a=["Shipyard Skulker"], card="Frozen Fortress"), BFS[1]], [*PP],
     [{"damage": {"A:Shipyard Skulker": 1}}]),     # each player's Beginning Phase
]


def _run(a, b, bfs, script, expect):
    return run_case(a, b, bfs, script, expect, b_deck=["Mountain Drake"] * 3)


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_unleashed_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


def test_every_unleashed_card_has_a_case():
    """Each implemented card of the file has a case; one marked `implemented: false`
    names the construct it needs (tests/test_cards_reference.py checks that)."""
    from riftbound_tui.cards.db import load_card_db
    entries = yaml.safe_load(UNL_FILE.read_text())["cards"]
    # a card not implemented yet is written with its facts and the construct it needs
    # (cards/README.md): it has no case until it plays
    from riftbound_tui.cards.report import CONSTRUCTS
    for c in entries:
        if c.get("implemented", True) is False:
            assert str(c.get("reason", "")).split(":")[0] in CONSTRUCTS, c["name"]
    names = [c["name"] for c in entries if c.get("implemented", True)]
    db = load_card_db()
    import importlib                # cards tested with their mechanic's own file
    covered = {c[0] for c in CASES}
    for module in ("test_ambush", "test_tokens_gold_mech", "test_hunt_level",
                   "test_combat_mighty_events", "test_cards_equipment",
                   "test_cards_precon_rumble_vi", "test_cards_c3"):
        covered |= {c[0] for c in importlib.import_module(module).CASES}
    covered |= _repeat_cases()                  # Repeat's: tests/test_repeat.py
    covered |= importlib.import_module("test_cards_sweep2").case_names()   # the 2nd sweep's
    covered |= {c[0] for c in importlib.import_module("test_cards_sweep3").CASES}   # the 3rd
    vex = importlib.import_module("test_cards_precon_vex")       # the Vex precon's cards
    covered |= {c[0] for c in vex.CASES} | vex.TESTED_APART
    from card_cases import session_cases      # tests/test_cards_c2_*.py and the like
    covered |= session_cases()
    assert set(names) - covered == set()
    for name in names:
        assert db.get(name).implemented, name


def _repeat_cases() -> set[str]:
    from test_repeat import CASES as REPEAT_CASES
    return {c[0] for c in REPEAT_CASES}
