"""Vendetta 066 to the end, part two (c5): cards that play from banishment, wait for a death
this turn, read a showdown's units, and play from anywhere other than a hand."""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, new_game, play, run_case


def emp(card: str, **kw) -> dict:
    return {"card": card, "empowered": True, **kw}


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # banished from a battlefield, played back there by its owner, ignoring its cost
    ("Temporal Breach", {"hand": ["Temporal Breach"], "runes": R("mind", 3)}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: play Temporal Breach", "A: choose B:Vanguard Sergeant", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree"}},
      {"exhausted": {"B:Vanguard Sergeant": True}}, {"count": {"B:banishment": 0}}]),
    ("Temporal Breach", {"hand": ["Temporal Breach"], "runes": R("mind", 3),
                         "base": [{"card": "Daring Poro", "damage": 1}]}, {}, None,
     ["A: play Temporal Breach", "A: choose A:Daring Poro", *PP],
     [{"location": {"A:Daring Poro": "base"}}, {"damage": {"A:Daring Poro": 0}}]),
    ("Jayce, Brilliant Inventor",
     {"hand": ["Jayce, Brilliant Inventor"], "runes": R("mind", 7),
      "base": [{"card": "Sun Disc", "exhausted": True}]}, {}, None,
     ["A: play Jayce, Brilliant Inventor", "A: yes", "A: choose A:Sun Disc", *PP],
     [{"exhausted": {"A:Sun Disc": False}}]),
    # the first non-token gear of the turn readies something; the second does not
    ("Jayce, Brilliant Inventor",
     {"hand": ["Orb of Regret", "Orb of Regret"], "runes": R("mind", 2),
      "base": ["Jayce, Brilliant Inventor", {"card": "Daring Poro", "exhausted": True},
               {"card": "Vanguard Sergeant", "exhausted": True}]}, {}, None,
     ["A: play Orb of Regret", "A: yes", "A: choose A:Daring Poro", *PP,
      "A: play Orb of Regret"],
     [{"exhausted": {"A:Daring Poro": False, "A:Vanguard Sergeant": True}}, {"chain": []}]),
    # conquers with 1 Might: a gear costing 1 may be killed, one costing 2 may not
    ("Noxian Demolitionist", {"base": ["Noxian Demolitionist"]},
     {"base": ["Orb of Regret", "Sun Disc"]}, None,
     ["A: move A:Noxian Demolitionist to Bandle Tree", *PP, "A: yes", *PP],
     [{"location": {"B:Orb of Regret": "trash", "B:Sun Disc": "base"}}]),
    ("Corrupted Dragon", {"hand": ["Corrupted Dragon"], "runes": R("body", 12)}, {}, None,
     ["A: play Corrupted Dragon"], [{"exhausted": {"A:Corrupted Dragon": False}}]),
    ("Corrupted Dragon", {"hand": ["Corrupted Dragon"], "runes": R("body", 12), "points": 5},
     {}, None, ["A: play Corrupted Dragon"],
     [{"exhausted": {"A:Corrupted Dragon": True}}]),        # 5 is within 3 of 8
    ("Corrupted Dragon", {"base": ["Corrupted Dragon"]}, {},
     [bf("B", b=["Vanguard Sergeant", "Cloud Drake", "Mountain Drake"]), BFS[1]],
     ["A: move A:Corrupted Dragon to Bandle Tree",
      "A: choose B:Vanguard Sergeant, B:Cloud Drake", *PP],
     [{"location": {"B:Vanguard Sergeant": "base", "B:Cloud Drake": "base",
                    "B:Mountain Drake": "Bandle Tree"}}]),
    ("Siphoning Strike", {"hand": ["Siphoning Strike"], "runes": R("calm", 4),
                          "rune_deck": ["Calm Rune"]}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: play Siphoning Strike", "A: choose B:Vanguard Sergeant", *PP, *PP],
     [{"location": {"B:Vanguard Sergeant": "trash"}}, {"count": {"A:runes": 5}},
      {"exhausted": {"A:Calm Rune#5": True}}]),
    ("Siphoning Strike", {"hand": ["Siphoning Strike"], "runes": R("calm", 4),
                          "rune_deck": ["Calm Rune"]}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: play Siphoning Strike", "A: choose B:Mountain Drake", *PP],
     [{"damage": {"B:Mountain Drake": 4}}, {"count": {"A:runes": 4}}]),
    ("Siphoning Strike", {"hand": ["Siphoning Strike"], "runes": R("calm", 7)}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: play Siphoning Strike", "A: choose B:Mountain Drake", *PP],
     [{"damage": {"B:Mountain Drake": 7}}]),
]


@pytest.mark.rules("427.3", "419.3", "428", "355.13")
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_card_case(case):
    run_case(*case[1:])              # (card, A, B, battlefields, script, expect)


@pytest.mark.rules("811", "442")
def test_tornado_warrior_empowers_a_unit_here_until_the_end_of_the_turn():
    game = new_game({"runes": R("chaos", 1), "base": ["Legion Marauder"]},
                    bfs=[{"card": "Bandle Tree", "controller": "A",
                          "units": {"A": ["Daring Poro"]},
                          "facedown": {"A": "Tornado Warrior"}}, BFS[1]])
    play(game, ["A: play Tornado Warrior", "A: yes", "A: choose A:Daring Poro", *PP],
         [{"empowered": {"A:Daring Poro": True}},
          {"location": {"A:Tornado Warrior": "Bandle Tree"}}])
    play(game, ["A: end", "A: pass", "B: pass"], [{"empowered": {"A:Daring Poro": False}}])


@pytest.mark.rules("811", "152.2", "442")
def test_tornado_warrior_may_empower_an_equipment_here_something_not_only_a_unit():
    """"Empower something here": a gear attached to a unit here is here too (152.2)."""
    game = new_game({"runes": R("chaos", 1)},
                    bfs=[{"card": "Bandle Tree", "controller": "A",
                          "units": {"A": [{"card": "Daring Poro", "attached": ["Long Sword"]}]},
                          "facedown": {"A": "Tornado Warrior"}}, BFS[1]])
    play(game, ["A: play Tornado Warrior", "A: yes", "A: choose A:Long Sword", *PP],
         [{"empowered": {"A:Long Sword": True, "A:Daring Poro": False}}])
    play(game, ["A: end", "A: pass", "B: pass"], [{"empowered": {"A:Long Sword": False}}])


@pytest.mark.rules("341", "308.1.a")
def test_akali_legend_moves_a_friendly_unit_out_of_a_showdown_and_readies_it_empowered():
    game = new_game({"legend": "Akali, Rogue Assassin", "runes": R("fury", 4),
                     "base": ["Daring Poro"]},
                    bfs=[bf(None, a=[{"card": "Vanguard Sergeant", "exhausted": True}]), BFS[1]])
    play(game, ["A: activate A:Akali, Rogue Assassin@legend", *PP],
         [{"empowered": {"A:Akali, Rogue Assassin": True}}])
    play(game, ["A: move A:Daring Poro to Bandle Tree",
                "A: activate A:Akali, Rogue Assassin@legend 2",
                "A: choose A:Daring Poro", *PP],
         [{"location": {"A:Daring Poro": "base"}}, {"exhausted": {"A:Daring Poro": False}}])


@pytest.mark.rules("441", "829")
def test_kennen_legend_empowers_for_a_card_played_from_the_trash_not_from_the_hand():
    game = new_game({"legend": "Kennen, Heart of the Tempest", "hand": ["Dredge Up"],
                     "trash": ["Dredge Up"], "runes": R("mind", 4), "deck": ["Gust", "Gust"],
                     "base": ["Cloud Drake"]})
    play(game, ["A: play A:Dredge Up@hand", *PP],
         [{"empowered": {"A:Kennen, Heart of the Tempest": False}}, {"chain": []}])
    play(game, ["A: play A:Dredge Up@trash", *PP, *PP],
         [{"empowered": {"A:Kennen, Heart of the Tempest": True}}])
    play(game, ["A: activate A:Kennen, Heart of the Tempest@legend", *PP],
         [{"keywords": {"A:Cloud Drake": ["assault 2"]}},
          {"empowered": {"A:Kennen, Heart of the Tempest": False}}])


STATICS = [
    # Equipped with Jagged Cutlass (+2): an enemy spell can't move it (718.3)
    ("Jagged Cutlass", {"base": [{"card": "Daring Poro", "attached": ["Jagged Cutlass"]}],
                        "turn": {"player": "B"}},
     {"hand": ["Charm"], "runes": R("calm", 2)}, None,
     ["B: play Charm", "B: to Bandle Tree", "B: pass", "A: pass"],
     [{"location": {"A:Daring Poro": "base", "B:Charm": "trash"}},
      {"might": {"A:Daring Poro": 4}}]),
    ("Jagged Cutlass", {"base": ["Daring Poro"], "trash": ["Jagged Cutlass"],
                        "turn": {"player": "B"}},
     {"hand": ["Charm"], "runes": R("calm", 2)}, None,
     ["B: play Charm", "B: to Bandle Tree", "B: pass", "A: pass"],
     [{"location": {"A:Daring Poro": "Bandle Tree"}}]),
    ("Repair Specialist", {"base": ["Repair Specialist", "Orb of Regret", "Sun Disc"]}, {},
     None, [], [{"keywords": {"A:Repair Specialist": ["assault 2"]}}]),
    ("Repair Specialist", {"base": ["Repair Specialist"]}, {}, None, [],
     [{"lacks": {"A:Repair Specialist": "assault"}}]),
    ("Ambessa, The Wolf", {"hand": ["Void Seeker"], "runes": R("fury", 4), "deck": ["Gust"]},
     {}, [bf("A", a=[emp("Ambessa, The Wolf")]), BFS[1]],
     ["A: play Void Seeker", "A: choose A:Ambessa, The Wolf", *PP],
     [{"damage": {"A:Ambessa, The Wolf": 0}}, {"might": {"A:Ambessa, The Wolf": 7}}]),
    ("Ambessa, The Wolf", {"hand": ["Void Seeker"], "runes": R("fury", 4), "deck": ["Gust"]},
     {}, [bf("A", a=["Ambessa, The Wolf"]), BFS[1]],
     ["A: play Void Seeker", "A: choose A:Ambessa, The Wolf", *PP],
     [{"location": {"A:Ambessa, The Wolf": "trash"}}]),
    ("Spiderling", {"base": ["Spiderling", "Spiderling", "Spiderling", "Daring Poro"]}, {},
     None, [], [{"might": {"A:Spiderling#1": 3, "A:Spiderling#3": 3}}]),
]


@pytest.mark.rules("718.3", "807", "437", "476")
@pytest.mark.parametrize("case", STATICS, ids=[c[0] for c in STATICS])
def test_static_case(case):
    run_case(*case[1:])              # (card, A, B, battlefields, script, expect)


GANGPLANK = [
    # Empowered: a chosen -2 becomes +3 this turn; a chosen return to hand too (369)
    ("Gangplank, Naval", {"hand": ["Mesmerize"], "runes": R("mind", 2),
                          "turn": {"player": "A"}}, {"base": [emp("Gangplank, Naval")]}, None,
     ["A: play Mesmerize", "A: mode 2", *PP],
     [{"might": {"B:Gangplank, Naval": 9}}]),
    ("Gangplank, Naval", {"hand": ["Masa, Crashing Thunder"], "runes": R("order", 5)}, {},
     [bf("B", b=[emp("Gangplank, Naval")]), BFS[1]],     # a chosen stun: +3 instead
     ["A: play Masa, Crashing Thunder", "A: yes", *PP],
     [{"stunned": {"B:Gangplank, Naval": False}}, {"might": {"B:Gangplank, Naval": 9}}]),
    ("Gangplank, Naval", {"base": [emp("Gangplank, Naval")], "hand": ["Mesmerize"],
                          "runes": R("mind", 2)}, {}, None,
     ["A: play Mesmerize", "A: mode 1", *PP],           # "return a friendly unit"
     [{"location": {"A:Gangplank, Naval": "base"}}, {"might": {"A:Gangplank, Naval": 9}}]),
    ("Gangplank, Naval", {"hand": ["Mesmerize"], "runes": R("mind", 2)},
     {"base": ["Gangplank, Naval"]}, None,              # not Empowered: -2 as usual
     ["A: play Mesmerize", "A: mode 2", *PP],
     [{"might": {"B:Gangplank, Naval": 4}}]),
]


@pytest.mark.rules("369", "370.1.b", "828")
@pytest.mark.parametrize("case", GANGPLANK, ids=[str(i) for i in range(len(GANGPLANK))])
def test_gangplank_case(case):
    run_case(*case[1:])


@pytest.mark.rules("369", "317.2.c")
def test_gangplank_errata_the_3_might_lasts_this_turn_only():
    """Errata (Vendetta): "give me +3 [Might] this turn instead" - gone as the turn ends."""
    game = new_game({"hand": ["Mesmerize"], "runes": R("mind", 2)},
                    {"base": [emp("Gangplank, Naval")]})
    play(game, ["A: play Mesmerize", "A: mode 2", *PP],
         [{"might": {"B:Gangplank, Naval": 9}}])
    play(game, ["A: end"], [{"turn_player": "B"}, {"might": {"B:Gangplank, Naval": 6}}])

