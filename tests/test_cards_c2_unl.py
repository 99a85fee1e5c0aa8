"""Unleashed 001-046 (issue 26, engineer c2), each played from a position in the shapes of
spec/SCENARIO.md (tests/card_cases.py) and what it does checked: "if you control a facedown
card, deal 4 instead" (811: Monster Harpoon).
"""

from __future__ import annotations

import pytest

from card_cases import BFS, BTURN, HOLD, PP, R, bf, run_case

CASES = [
    # Prepared Neophyte: A spends 4 energy on Rocket Barrage: +4 Might
    ("Prepared Neophyte", {"hand": ["Rocket Barrage"], "runes": R("mind", 5),
                           "base": ["Prepared Neophyte"]}, {"base": ["Mountain Drake"]}, None,
     ["A: play Rocket Barrage", "A: choose B:Mountain Drake", *PP],
     [{"might": {"A:Prepared Neophyte": 5}}]),
    # Smite: 3 to B's 2 Might Poro: it would die, so it is banished instead
    ("Smite", {"hand": ["Smite"], "runes": R("fury", 3)}, {},
     [bf("B", b=["Pouty Poro"]), BFS[1]],
     ["A: play Smite", "A: choose B:Pouty Poro", *PP],
     [{"contains": {"B:banishment": ["Pouty Poro"]}}, {"count": {"B:trash": 0}}]),
    # Lotus Trap on B's Drake: A's Void Seeker then deals 8
    ("Lotus Trap", {"hand": ["Lotus Trap", "Void Seeker"], "runes": R("fury", 6)}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: play Lotus Trap", "A: choose B:Mountain Drake", *PP,
      "A: play Void Seeker", "A: choose B:Mountain Drake", *PP],
     [{"damage": {"B:Mountain Drake": 8}}]),
    # Shadow Watcher: A's Temporary Sprite died in A's Beginning Phase, so it enters ready
    ("Shadow Watcher", {"turn": HOLD, "deck": ["Gust"] * 3, "hand": ["Shadow Watcher"],
                        "runes": R("calm", 5), "base": ["Sprite"]}, {}, None,
     ["A: play Shadow Watcher"],
     [{"exhausted": {"A:Shadow Watcher": False}}, {"count": {"A:trash": 0}}]),
    # Blighted Battleaxe: A's Sergeant did not conquer: at the end of A's turn the axe comes
    # off and the Sergeant (4) takes 4
    ("Blighted Battleaxe", {"base": [{"card": "Vanguard Sergeant",
                                      "attached": ["Blighted Battleaxe"]}]}, {}, None,
     ["A: end", *PP],
     [{"contains": {"A:trash": ["Vanguard Sergeant"], "A:base": ["Blighted Battleaxe"]}}]),
    # Red Brambleback conquers with Plundering Poro: each conquer effect triggers twice:
    # two Gold, two buffs
    ("Red Brambleback", {"base": ["Red Brambleback", "Plundering Poro"]}, {}, None,
     ["A: move A:Red Brambleback, A:Plundering Poro to Bandle Tree", *PP,
      "A: order A:Red Brambleback, A:Red Brambleback, A:Plundering Poro, A:Plundering Poro",
      "A: choose A:Plundering Poro", "A: choose A:Red Brambleback", *PP, *PP, *PP, *PP],
     [{"contains": {"A:base": ["Gold", "Gold"]}},
      {"buffed": {"A:Red Brambleback": True, "A:Plundering Poro": True}}]),
    # Revna: A pays 4 energy for Rocket Barrage: she readies
    ("Revna the Lorekeeper", {"hand": ["Rocket Barrage"], "runes": R("mind", 5),
                              "base": [{"card": "Revna the Lorekeeper", "exhausted": True}]},
     {"base": ["Mountain Drake"]}, None,
     ["A: play Rocket Barrage", "A: choose B:Mountain Drake", *PP, *PP],
     [{"exhausted": {"A:Revna the Lorekeeper": False}}]),
    # Monster Harpoon: A has a card hidden at Back-Alley Bar, so 4 instead of 2
    ("Monster Harpoon", {"hand": ["Monster Harpoon"], "runes": R("fury", 2)}, {},
     [bf("B", b=["Mountain Drake"]),
      {"card": "Back-Alley Bar", "controller": "A", "units": {"A": ["Pouty Poro"]},
       "facedown": {"A": "Mischievous Marai"}}],
     ["A: play Monster Harpoon", "A: choose B:Mountain Drake", *PP],
     [{"damage": {"B:Mountain Drake": 4}}]),
    # Fresh Beans: B attacks, A plays a unit with Ambush in the showdown: exhaust to draw 1
    ("Fresh Beans", {"turn": BTURN, "hand": ["Inferna"], "runes": R("fury", 2), "deck": ["Gust"],
                     "base": ["Fresh Beans"]}, {"base": ["Mountain Drake"]},
     [bf("A", a=["Pouty Poro"]), BFS[1]],
     ["B: move B:Mountain Drake to Bandle Tree", "B: pass", "A: play Inferna to Bandle Tree",
      "A: yes", "A: pass", "B: pass"],
     [{"contains": {"A:hand": ["Gust"]}}, {"exhausted": {"A:Fresh Beans": True}}]),
    # Friendship: a Cat, a Dog and two Poros among A's units: +3 (B's Bird counts nothing)
    ("Friendship", {"hand": ["Friendship"], "runes": R("calm", 1),
                    "base": ["Mutated Mouser", "Eager Drakehound", "Pouty Poro", "Pouty Poro"]},
     {"base": ["Azir, Sovereign"]}, None,
     ["A: play Friendship", "A: choose A:Mutated Mouser", *PP],
     [{"might": {"A:Mutated Mouser": 4}}]),
    # Katarina, Reckless: A hides a card, so she readies
    ("Katarina, Reckless", {"hand": ["Mischievous Marai"], "runes": R("fury", 1),
                            "base": [{"card": "Katarina, Reckless", "exhausted": True}]}, {},
     [bf("A", a=["Pouty Poro"]), BFS[1]],
     ["A: hide A:Mischievous Marai at Bandle Tree", *PP],
     [{"exhausted": {"A:Katarina, Reckless": False}}]),
]


@pytest.mark.rules("811", "359.3.e.14")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_c2_unleashed_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("811")
def test_monster_harpoon_deals_2_without_a_facedown_card_of_yours():
    run_case({"hand": ["Monster Harpoon"], "runes": R("fury", 2)}, {},
             [bf("B", b=["Mountain Drake"]),
              {"card": "Back-Alley Bar", "facedown": {"B": "Mischievous Marai"}}],
             ["A: play Monster Harpoon", "A: choose B:Mountain Drake", *PP],
             [{"damage": {"B:Mountain Drake": 2}}])


@pytest.mark.rules("341")
def test_fresh_beans_draws_nothing_for_a_unit_played_outside_a_showdown():
    game = run_case({"hand": ["Pouty Poro"], "runes": R("fury", 2), "deck": ["Gust"],
                     "base": ["Fresh Beans"]}, {}, None, ["A: play Pouty Poro"],
                    [{"count": {"A:hand": 0}}, {"exhausted": {"A:Fresh Beans": False}}])
    assert not game.state.chain


@pytest.mark.rules("811.1.d", "811.1.b")
def test_katarina_deals_2_when_a_card_is_played_from_face_down():
    run_case({"hand": [], "runes": R("fury", 2), "base": ["Katarina, Reckless"]},
             {"base": ["Mountain Drake"]},
             [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Pouty Poro"]},
               "facedown": {"A": "Mischievous Marai"}}, BFS[1]],
             ["A: play A:Mischievous Marai", "A: order A:Mischievous Marai, A:Katarina, Reckless",
              "A: choose B:Mountain Drake", *PP],
             [{"damage": {"B:Mountain Drake": 2}}])


@pytest.mark.rules("357")
def test_prepared_neophyte_counts_energy_spent_on_one_spell_only():
    # two 2-energy spells are not 4 spent to play a spell; the Might ends with the turn
    game = run_case({"hand": ["Punch First", "Punch First"], "runes": R("body", 6),
                     "base": ["Prepared Neophyte"]}, {}, None,
                    ["A: play Punch First", "A: choose A:Prepared Neophyte", *PP,
                     "A: play Punch First", "A: choose A:Prepared Neophyte", *PP],
                    [{"might": {"A:Prepared Neophyte": 11}}])
    assert game.state.players["A"].spent[:2] == (4, 1)


@pytest.mark.rules("369", "427")
def test_smite_banishes_the_unit_if_it_dies_later_this_turn():
    run_case({"hand": ["Smite", "Void Seeker"], "runes": R("fury", 7)}, {},
             [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
             ["A: play Smite", "A: choose B:Vanguard Sergeant", *PP,
              "A: play Void Seeker", "A: choose B:Vanguard Sergeant", *PP],
             [{"contains": {"B:banishment": ["Vanguard Sergeant"]}}])


@pytest.mark.rules("367", "465")
def test_lotus_trap_doubles_combat_damage_too():
    # B attacks with a 2 Might Poro into A's trapped Sergeant (4): 4 damage, lethal
    run_case({"turn": BTURN, "hand": ["Lotus Trap"], "runes": R("fury", 2)},
             {"base": ["Pouty Poro"]}, [bf("A", a=["Vanguard Sergeant"]), BFS[1]],
             ["B: move B:Pouty Poro to Bandle Tree", "B: pass", "A: play Lotus Trap",
              "A: choose A:Vanguard Sergeant", "A: pass", "B: pass", "B: pass", "A: pass"],
             [{"contains": {"A:trash": ["Vanguard Sergeant"], "B:trash": ["Pouty Poro"]}}])


@pytest.mark.rules("315.2")
def test_shadow_watcher_is_not_ready_after_a_death_in_the_main_phase():
    run_case({"hand": ["Shadow Watcher", "Vengeance"], "runes": R("calm", 5) + R("order", 6),
              "base": ["Pouty Poro"]}, {}, None,
             ["A: play Vengeance", "A: choose A:Pouty Poro", *PP, "A: play Shadow Watcher"],
             [{"exhausted": {"A:Shadow Watcher": True}}, {"contains": {"A:trash": ["Pouty Poro"]}}])


@pytest.mark.rules("469.1", "718.3")
def test_blighted_battleaxe_stays_on_a_unit_that_conquered():
    game = run_case({"base": [{"card": "Vanguard Sergeant", "attached": ["Blighted Battleaxe"]}]},
                    {}, None, ["A: move A:Vanguard Sergeant to Bandle Tree", *PP, "A: end"],
                    [{"attached": {"A:Vanguard Sergeant": ["Blighted Battleaxe"]}},
                     {"damage": {"A:Vanguard Sergeant": 0}}])
    assert game.state.turn_player == "B"


@pytest.mark.rules("383", "469.1")
def test_red_brambleback_doubles_nothing_for_a_conquest_elsewhere():
    run_case({"base": ["Plundering Poro"]}, {}, [BFS[0], bf("A", a=["Red Brambleback"],
                                                            card="Back-Alley Bar")],
             ["A: move A:Plundering Poro to Bandle Tree", *PP, *PP],
             [{"count": {"A:base": 1}}, {"contains": {"A:base": ["Gold"]}}])


@pytest.mark.rules("357", "356.4")
def test_revna_counts_what_was_paid_not_the_printed_cost():
    # Eager Apprentice at a battlefield: Rocket Barrage (printed 4) is paid 3: she stays
    run_case({"hand": ["Rocket Barrage"], "runes": R("mind", 4),
              "base": [{"card": "Revna the Lorekeeper", "exhausted": True}]},
             {"base": ["Mountain Drake"]}, [bf("A", a=["Eager Apprentice"]), BFS[1]],
             ["A: play Rocket Barrage", "A: choose B:Mountain Drake", *PP],
             [{"exhausted": {"A:Revna the Lorekeeper": True}},
              {"damage": {"B:Mountain Drake": 4}}])
