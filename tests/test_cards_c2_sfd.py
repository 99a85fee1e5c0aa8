"""Spiritforged 142-216 (issue 26, engineer c2), each played from a position in the shapes
of spec/SCENARIO.md (tests/card_cases.py) and what it does checked: "when you choose me
with a spell" (383.4.b.1: Jae Medarda), tokens played to places chosen one by one (355.4:
Vanguard Armory), revealing, banishing and playing from the top of the deck (424, 427,
419.3: Rek'sai, Void Burrower and Void Rush, errata), Equipment Effect Text (718.3:
Forgefire Cape, Shurelya's Requiem) and "ready your legend" (Hall of Legends).
"""

from __future__ import annotations

import pytest

from card_cases import BFS, BTURN, PP, R, bf, new_game, play, run_case
from riftbound_tui.cards.db import load_card_db
from riftbound_tui.scenario import ScenarioFailure

DB = load_card_db()


def geared(unit: str, *gear: str) -> dict:
    return {"card": unit, "attached": list(gear)}


CASES = [
    # Jae Medarda: A's spell chooses it, so A draws 1 (and the spell gives it +5)
    ("Jae Medarda", {"hand": ["Punch First"], "runes": R("body", 3), "deck": ["Gust"],
                     "base": ["Jae Medarda"]}, {}, None,
     ["A: play Punch First", "A: choose A:Jae Medarda", *PP, *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"might": {"A:Jae Medarda": 10}}]),
    # Sivir, Mercenary: A spends 2 power on Punch First, so she has +2 and Ganking
    ("Sivir, Mercenary", {"hand": ["Punch First"], "runes": R("body", 3),
                          "base": ["Sivir, Mercenary", "Pouty Poro"]}, {}, None,
     ["A: play Punch First", "A: choose A:Pouty Poro", *PP],
     [{"might": {"A:Sivir, Mercenary": 6}}, {"keywords": {"A:Sivir, Mercenary": ["ganking"]}}]),
    # Blood Money kills B's 2 Might unit: one Gold, exhausted
    ("Blood Money", {"hand": ["Blood Money"], "runes": R("order", 2)}, {},
     [bf("B", b=["Pouty Poro"]), BFS[1]],
     ["A: play Blood Money", "A: choose B:Pouty Poro", *PP],
     [{"count": {"A:base": 1}}, {"exhausted": {"A:Gold": True}},
      {"contains": {"B:trash": ["Pouty Poro"]}}]),
    # Soraka, Wanderer: B's Void Seeker would kill A's weaker Poro beside her: it is healed,
    # exhausted and recalled instead
    ("Soraka, Wanderer", {"turn": BTURN}, {"hand": ["Void Seeker"], "runes": R("fury", 4)},
     [bf("A", a=["Soraka, Wanderer", "Pouty Poro"]), BFS[1]],
     ["B: play Void Seeker", "B: choose A:Pouty Poro", *PP[::-1]],
     [{"contains": {"A:base": ["Pouty Poro"]}}, {"exhausted": {"A:Pouty Poro": True}},
      {"damage": {"A:Pouty Poro": 0}}, {"keywords": {"A:Soraka, Wanderer": ["backline"]}}]),
    # Jax, Grandmaster At Arms: [1], exhaust: the loose B.F. Sword goes on the Poro
    ("Jax, Grandmaster At Arms", {"legend": "Jax, Grandmaster At Arms", "runes": R("calm", 1),
                                  "base": ["B.F. Sword", "Pouty Poro"]}, {}, None,
     ["A: activate A:Jax, Grandmaster At Arms", "A: choose A:B.F. Sword", "A: choose A:Pouty Poro",
      *PP],
     [{"attached": {"A:Pouty Poro": ["B.F. Sword"]}}, {"might": {"A:Pouty Poro": 5}},
      {"exhausted": {"A:Jax, Grandmaster At Arms": True}}]),
    # Spirit Wheel: A's Equip ability chooses A's Poro: A pays 1 and exhausts it to draw 1
    ("Spirit Wheel", {"base": ["Spirit Wheel", "B.F. Sword", "Pouty Poro"], "deck": ["Gust"],
                      "runes": R("order", 2)}, {}, None,
     ["A: activate A:B.F. Sword", "A: choose A:Pouty Poro", "A: yes", *PP, *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"exhausted": {"A:Spirit Wheel": True}},
      {"attached": {"A:Pouty Poro": ["B.F. Sword"]}}]),
    # Irelia, Blade Dancer: A's spell chooses A's exhausted Poro: pay [A], exhaust her, ready it
    ("Irelia, Blade Dancer", {"legend": "Irelia, Blade Dancer", "hand": ["Punch First"],
                              "runes": R("body", 4),
                              "base": [{"card": "Pouty Poro", "exhausted": True}]}, {}, None,
     ["A: play Punch First", "A: choose A:Pouty Poro", "A: yes", *PP, *PP],
     [{"exhausted": {"A:Pouty Poro": False, "A:Irelia, Blade Dancer": True}},
      {"might": {"A:Pouty Poro": 7}}]),
    # Guards!: a Sand Soldier in base; then A pays [Order] to ready it
    ("Guards!", {"hand": ["Guards!"], "runes": R("order", 4)}, {}, None,
     ["A: play Guards!", "A: to base", *PP, *PP, "A: yes"],
     [{"exhausted": {"A:Sand Soldier": False}}, {"count": {"A:runes": 3}}]),  # one recycled
    # Rabadon's Deathcrown attached: A's Void Seeker deals 4 + 3 Bonus Damage
    ("Rabadon's Deathcrown", {"hand": ["Void Seeker"], "runes": R("fury", 4),
                              "base": [geared("Pouty Poro", "Rabadon's Deathcrown")]}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: play Void Seeker", "A: choose B:Mountain Drake", *PP],
     [{"damage": {"B:Mountain Drake": 7}}, {"might": {"A:Pouty Poro": 5}}]),
    # Undertitan revealed by A's Void Rush: A adds 2 energy, then banishes and plays it for
    # 6 - 2 with that energy and 3 runes (6 runes in all); A's other units get +2
    ("Undertitan", {"hand": ["Void Rush"], "runes": R("order", 6),
                    "deck": ["Undertitan", "Gust"], "base": ["Pouty Poro"]}, {}, None,
     ["A: play Void Rush", *PP, "A: choose A:Undertitan", "A: to base", *PP],
     [{"contains": {"A:base": ["Undertitan"]}}, {"might": {"A:Pouty Poro": 4}}]),
    # Rek'Sai, Swarm Queen attacks: A banishes the revealed Poro and plays it there, into
    # the combat; Gust is recycled
    ("Rek'Sai, Swarm Queen", {"base": ["Rek'Sai, Swarm Queen"], "runes": R("order", 2),
                              "deck": ["Pouty Poro", "Gust"]}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Rek'Sai, Swarm Queen to Bandle Tree", "A: yes", *PP, "A: choose A:Pouty Poro",
      "A: to Bandle Tree"],
     [{"location": {"A:Pouty Poro": "Bandle Tree"}}, {"top": {"A:deck": ["Gust"]}}]),
    # Arcane Shift: A's damaged Royal Guard is banished and played again for free (its play
    # trigger makes a Sand Soldier); 3 to B's unit; the spell itself is banished
    ("Arcane Shift", {"hand": ["Arcane Shift"], "runes": R("mind", 4),
                      "base": [{"card": "Royal Guard", "damage": 1}]}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: play Arcane Shift", "A: choose A:Royal Guard", "A: choose B:Mountain Drake", *PP,
      "A: to base", *PP],
     [{"contains": {"A:base": ["Royal Guard", "Sand Soldier"],
                    "A:banishment": ["Arcane Shift"]}},
      {"damage": {"A:Royal Guard": 0, "B:Mountain Drake": 3}}, {"count": {"A:trash": 0}}]),
    # Arise!: three Equipment, three Sand Soldiers; two of them readied
    ("Arise!", {"hand": ["Arise!"], "runes": R("order", 7),
                "base": ["B.F. Sword", "Long Sword", "Doran's Blade"]}, {}, None,
     ["A: play Arise!", *PP, "A: choose A:Sand Soldier#1, A:Sand Soldier#2", *PP],
     [{"count": {"A:base": 6}}, {"exhausted": {"A:Sand Soldier#1": False,
                                              "A:Sand Soldier#2": False,
                                              "A:Sand Soldier#3": True}}]),
    # Switcheroo: A's Poro (2) and B's Drake (10) at one battlefield swap Might this turn
    ("Switcheroo", {"hand": ["Switcheroo"], "runes": R("chaos", 4)}, {},
     [{"card": "Bandle Tree", "units": {"A": ["Pouty Poro"], "B": ["Mountain Drake"]}}, BFS[1]],
     ["A: play Switcheroo", "A: choose A:Pouty Poro", "A: choose B:Mountain Drake", *PP],
     [{"might": {"A:Pouty Poro": 10, "B:Mountain Drake": 2}}]),
    # Rally the Troops: A draws 1; Royal Guard, then its Sand Soldier, are each buffed
    ("Rally the Troops", {"hand": ["Rally the Troops", "Royal Guard"], "deck": ["Gust"],
                          "runes": R("order", 6)}, {}, None,
     ["A: play Rally the Troops", *PP, "A: play Royal Guard",
      "A: order A:Royal Guard, A:Rally the Troops", *PP, *PP, *PP],
     [{"buffed": {"A:Royal Guard": True, "A:Sand Soldier": True}},
      {"contains": {"A:hand": ["Gust"]}}]),
    # Blade of the Ruined King: Equip for [Order] and A's Poro, killed: +4 on the Sergeant
    ("Blade of the Ruined King", {"runes": R("order", 1),
                                  "base": ["Blade of the Ruined King", "Vanguard Sergeant",
                                           "Pouty Poro"]}, {}, None,
     ["A: activate A:Blade of the Ruined King", "A: choose A:Vanguard Sergeant",
      "A: choose A:Pouty Poro", *PP],
     [{"attached": {"A:Vanguard Sergeant": ["Blade of the Ruined King"]}},
      {"might": {"A:Vanguard Sergeant": 8}}, {"contains": {"A:trash": ["Pouty Poro"]}}]),
    # Sivir, Battle Mistress: A recycles a rune to pay for Punch First: exhaust her for a
    # Gold
    ("Sivir, Battle Mistress", {"legend": "Sivir, Battle Mistress", "hand": ["Punch First"],
                                "runes": R("body", 3), "base": ["Pouty Poro"]}, {}, None,
     ["A: play Punch First", "A: choose A:Pouty Poro", "A: yes", *PP, *PP],
     [{"contains": {"A:base": ["Gold"]}}, {"exhausted": {"A:Sivir, Battle Mistress": True}}]),
    # Marai Spire, controlled: Feral Strength's Repeat costs 2 - 1: three runes pay for both
    ("Marai Spire", {"hand": ["Feral Strength"], "runes": R("calm", 3)}, {},
     [bf("A", a=["Pouty Poro"], card="Marai Spire"), BFS[1]],
     ["A: play Feral Strength", "A: yes", "A: choose A:Pouty Poro", "A: choose A:Pouty Poro",
      *PP],
     [{"might": {"A:Pouty Poro": 6}}, {"count": {"A:runes": 3}}]),
    # Emperor's Dais: conquered, A pays 1 and returns the Poro there to hand: a Sand Soldier
    # is played there
    ("Emperor's Dais", {"base": ["Pouty Poro", "Royal Guard"], "runes": R("order", 1)}, {},
     [{"card": "Emperor's Dais"}, BFS[1]],
     ["A: move A:Pouty Poro, A:Royal Guard to Emperor's Dais", *PP, "A: yes",
      "A: choose A:Pouty Poro", *PP],
     [{"contains": {"A:hand": ["Pouty Poro"], "Emperor's Dais": ["Sand Soldier"]}},
      {"count": {"Emperor's Dais": 2}}]),
    # Forge of the Fluft, controlled: A's legend exhausts to attach the B.F. Sword
    ("Forge of the Fluft", {"legend": "Jinx, Loose Cannon", "base": ["B.F. Sword", "Pouty Poro"]},
     {}, [bf("A", a=["Mountain Drake"], card="Forge of the Fluft"), BFS[1]],
     ["A: activate A:Jinx, Loose Cannon", "A: choose A:B.F. Sword", "A: choose A:Pouty Poro",
      *PP],
     [{"attached": {"A:Pouty Poro": ["B.F. Sword"]}},
      {"exhausted": {"A:Jinx, Loose Cannon": True}}]),
    # Altar of Memories: A's Poro dies: A exhausts the Altar, draws the Drake, and puts Gust
    # from hand on the top of the deck
    ("Altar of Memories", {"turn": BTURN, "base": ["Altar of Memories", "Pouty Poro"],
                           "hand": ["Gust"], "deck": ["Mountain Drake", "Vengeance"]},
     {"hand": ["Vengeance"], "runes": R("order", 6)}, None,
     ["B: play Vengeance", "B: choose A:Pouty Poro", *PP[::-1], "A: yes", *PP, "A: yes",
      "A: choose A:Gust"],
     [{"top": {"A:deck": ["Gust", "Vengeance"]}}, {"contains": {"A:hand": ["Mountain Drake"]}},
      {"exhausted": {"A:Altar of Memories": True}}]),
    # Ezreal, Prodigal Explorer: two spells this turn chose enemy units: exhaust, draw 1
    ("Ezreal, Prodigal Explorer", {"legend": "Ezreal, Prodigal Explorer",
                                   "hand": ["Void Seeker", "Void Seeker"], "deck": ["Gust"] * 3,
                                   "runes": R("fury", 8)}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: play Void Seeker", "A: choose B:Mountain Drake", *PP,
      "A: play Void Seeker", "A: choose B:Mountain Drake", *PP,
      "A: activate A:Ezreal, Prodigal Explorer", *PP],
     [{"count": {"A:hand": 3}}, {"exhausted": {"A:Ezreal, Prodigal Explorer": True}}]),
    # Vanguard Armory: three Recruits, each played where A chooses
    ("Vanguard Armory", {"base": ["Vanguard Armory"]}, {},
     [bf("A", a=["Pouty Poro"]), BFS[1]],
     ["A: activate A:Vanguard Armory", "A: to base", "A: to Bandle Tree", "A: to base", *PP],
     [{"count": {"A:base": 3, "Bandle Tree": 2}}, {"exhausted": {"A:Vanguard Armory": True}}]),
    # Rek'sai, Void Burrower: A conquers, exhausts the legend, banishes a revealed unit and
    # plays it (paying its cost); the other card is recycled
    ("Rek'sai, Void Burrower", {"legend": "Rek'sai, Void Burrower", "base": ["Pouty Poro"],
                                "runes": R("order", 4), "deck": ["Royal Guard", "Gust"]},
     {}, None,
     ["A: move A:Pouty Poro to Bandle Tree", *PP, "A: yes", *PP, "A: choose A:Royal Guard",
      "A: to base", *PP],
     [{"contains": {"A:base": ["Royal Guard", "Sand Soldier"]}},
      {"exhausted": {"A:Rek'sai, Void Burrower": True}}, {"top": {"A:deck": ["Gust"]}}]),
    # Void Rush: Royal Guard banished and played for 2 less (4 - 2); Gust drawn
    ("Void Rush", {"hand": ["Void Rush"], "runes": R("order", 5),
                   "deck": ["Royal Guard", "Gust", "Mountain Drake"]}, {}, None,
     ["A: play Void Rush", *PP, "A: choose A:Royal Guard", "A: to base", *PP],
     [{"contains": {"A:base": ["Royal Guard"], "A:hand": ["Gust"]}},
      {"top": {"A:deck": ["Mountain Drake"]}}]),
    # Forgefire Cape: the equipped unit attacks: 2 to each enemy unit there
    ("Forgefire Cape", {"base": [geared("Vanguard Sergeant", "Forgefire Cape")]}, {},
     [bf("B", b=["Shipyard Skulker", "Pouty Poro"]), BFS[1]],
     ["A: move A:Vanguard Sergeant to Bandle Tree", *PP],
     [{"damage": {"B:Shipyard Skulker": 2}}, {"contains": {"B:trash": ["Pouty Poro"]}},
      {"might": {"A:Vanguard Sergeant": 7}}]),
    # Shurelya's Requiem: played, it readies A's units; equipped, A's units there gank
    ("Shurelya's Requiem", {"hand": ["Shurelya's Requiem"], "runes": R("calm", 6),
                            "base": [{"card": "Pouty Poro", "exhausted": True}]}, {}, None,
     ["A: play Shurelya's Requiem", *PP],
     [{"exhausted": {"A:Pouty Poro": False}}, {"contains": {"A:base": ["Shurelya's Requiem"]}}]),
    # Last Rites, equipped for [Chaos] and 2 trash cards recycled: its unit conquers, and A
    # plays Royal Guard from the trash, paying its cost
    ("Last Rites", {"base": ["Pouty Poro", "Last Rites"], "runes": R("chaos", 1) + R("order", 4),
                    "trash": ["Royal Guard", "Gust", "Mountain Drake"]}, {}, None,
     ["A: activate A:Last Rites", "A: choose A:Pouty Poro", "A: choose A:Gust, A:Mountain Drake",
      *PP, "A: move A:Pouty Poro to Bandle Tree", *PP, "A: yes", "A: choose A:Royal Guard",
      *PP, "A: to base", *PP],
     [{"attached": {"A:Pouty Poro": ["Last Rites"]}}, {"contains": {"A:base": ["Royal Guard"]}},
      {"count": {"A:trash": 0, "A:deck": 2}}]),
    # Azir, Sovereign attacks: A's two Recruits in base come with him, the Poro stays
    ("Azir, Sovereign", {"base": ["Azir, Sovereign", "Recruit", "Recruit", "Pouty Poro"]}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Azir, Sovereign to Bandle Tree", "A: yes", "A: choose A:Recruit#1, A:Recruit#2",
      *PP],
     [{"count": {"Bandle Tree": 4}}, {"contains": {"A:base": ["Pouty Poro"]}}]),
    # Counter Strike: B's 4 to the Drake is prevented whole; A draws 1
    ("Counter Strike", {"turn": BTURN, "hand": ["Counter Strike"], "deck": ["Gust"],
                        "runes": R("calm", 3)},
     {"hand": ["Void Seeker"], "runes": R("fury", 4)}, [bf("A", a=["Mountain Drake"]), BFS[1]],
     ["B: play Void Seeker", "B: choose A:Mountain Drake", "B: pass", "A: play Counter Strike",
      "A: choose A:Mountain Drake", *PP, *PP[::-1]],
     [{"damage": {"A:Mountain Drake": 0}}, {"contains": {"A:hand": ["Gust"]}}]),
    # Renata Glasc, Industrialist: Royal Guard's Sand Soldier token enters ready
    ("Renata Glasc, Industrialist", {"hand": ["Royal Guard"], "runes": R("order", 4),
                                     "base": ["Renata Glasc, Industrialist"]}, {}, None,
     ["A: play Royal Guard", *PP],
     [{"exhausted": {"A:Sand Soldier": False, "A:Royal Guard": True}}]),
    # Forgotten Monument: A conquers it on A's second turn: no point (the conquer happens)
    ("Forgotten Monument", {"base": ["Pouty Poro"]}, {}, [{"card": "Forgotten Monument"}, BFS[1]],
     ["A: move A:Pouty Poro to Forgotten Monument", *PP],
     [{"controller": {"Forgotten Monument": "A"}}, {"points": {"A": 0}}]),
    # Rockfall Path: A controls it, yet can play a unit only to base
    ("Rockfall Path", {"hand": ["Pouty Poro"], "runes": R("calm", 2)}, {},
     [bf("A", a=["Mountain Drake"], card="Rockfall Path"), BFS[1]],
     ["A: play Pouty Poro"],
     [{"contains": {"A:base": ["Pouty Poro"]}},
      {"illegal": "A: play Pouty Poro to Rockfall Path"}]),
    # Hostile Takeover: A takes B's Drake at a battlefield, readies it, A's turn ends: B has
    # it back, recalled to B's base
    ("Hostile Takeover", {"hand": ["Hostile Takeover"], "runes": R("order", 7)}, {},
     [bf("B", b=[{"card": "Mountain Drake", "exhausted": True}]), BFS[1]],
     ["A: play Hostile Takeover", "A: choose B:Mountain Drake", *PP, *PP, "A: end", *PP],
     [{"contains": {"B:base": ["Mountain Drake"]}}, {"points": {"A": 1}},
      {"controller": {"Bandle Tree": "none"}}]),
    # Hall of Legends: conquered, A pays 1 to ready the exhausted legend
    # (Jax is exhausted first, equipping the Poro)
    ("Hall of Legends", {"legend": "Jax, Grandmaster At Arms",
                         "base": ["Pouty Poro", "B.F. Sword"], "runes": R("fury", 2)}, {},
     [{"card": "Hall of Legends"}, BFS[1]],
     ["A: activate A:Jax, Grandmaster At Arms 1", "A: choose A:B.F. Sword",
      "A: choose A:Pouty Poro", *PP, "A: move A:Pouty Poro to Hall of Legends", *PP, "A: yes",
      *PP],
     [{"exhausted": {"A:Jax, Grandmaster At Arms": False}},
      {"controller": {"Hall of Legends": "A"}}]),
]


@pytest.mark.rules("383.4.b.1", "355.4", "424", "427", "419.3", "718.3", "818")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_c2_spiritforged_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("383.4.b.1")
def test_jae_medarda_draws_nothing_when_an_opponent_chooses_it():
    run_case({"turn": BTURN, "base": ["Jae Medarda"], "deck": ["Gust"]},
             {"hand": ["Punch First"], "runes": R("body", 3)}, None,
             ["B: play Punch First", "B: choose A:Jae Medarda", *PP[::-1]],
             [{"count": {"A:hand": 0}}, {"might": {"A:Jae Medarda": 10}}])


@pytest.mark.rules("718.3", "144.4.c")
def test_shurelyas_requiem_gives_ganking_to_friendly_units_where_its_unit_is():
    game = run_case({"base": ["Pouty Poro"]}, {},
                    [bf("A", a=[geared("Vanguard Sergeant", "Shurelya's Requiem"),
                                "Mountain Drake"]), BFS[1]], [],
                    [{"keywords": {"A:Vanguard Sergeant": ["ganking"],
                                   "A:Mountain Drake": ["ganking"]}},
                     {"lacks": {"A:Pouty Poro": "ganking"}}])
    # loose in base, its Effect Text is inactive (718.3)
    play(new_game({"base": ["Shurelya's Requiem", "Pouty Poro"]}), [],
         [{"lacks": {"A:Pouty Poro": "ganking"}}])
    assert game.state.pending.kind == "priority"


@pytest.mark.rules("427", "419.3")
def test_void_rush_draws_both_cards_when_none_is_banished():
    run_case({"hand": ["Void Rush"], "runes": R("order", 3),
              "deck": ["Royal Guard", "Gust", "Mountain Drake"]}, {}, None,
             ["A: play Void Rush", *PP, "A: choose none"],
             [{"contains": {"A:hand": ["Royal Guard", "Gust"]}},
              {"top": {"A:deck": ["Mountain Drake"]}}])


@pytest.mark.rules("437")
def test_counter_strike_prevents_only_the_next_damage():
    game = run_case({"hand": ["Counter Strike", "Void Seeker", "Void Seeker"],
                     "runes": R("calm", 3) + R("fury", 8), "deck": ["Gust"] * 3}, {},
                    [bf("B", b=["Mountain Drake"]), BFS[1]],
                    ["A: play Counter Strike", "A: choose B:Mountain Drake", *PP,
                     "A: play Void Seeker", "A: choose B:Mountain Drake", *PP],
                    [{"damage": {"B:Mountain Drake": 0}}])
    play(game, ["A: play Void Seeker", "A: choose B:Mountain Drake", *PP],
         [{"damage": {"B:Mountain Drake": 4}}])


@pytest.mark.rules("184.1", "367", "375")
def test_renata_industrialist_readies_a_gold_played_exhausted_but_not_the_opponents():
    run_case({"hand": ["Wages of Pain"], "runes": R("mind", 3),
              "base": ["Renata Glasc, Industrialist"]}, {"hand": [], "base": []},
             [bf("B", b=["Mountain Drake"]), BFS[1]],
             ["A: play Wages of Pain", "A: choose B:Mountain Drake", *PP],
             [{"exhausted": {"A:Gold": False}}])
    run_case({"turn": BTURN, "base": ["Renata Glasc, Industrialist"]},
             {"hand": ["Royal Guard"], "runes": R("order", 4)}, None,
             ["B: play Royal Guard", *PP[::-1]],
             [{"exhausted": {"B:Sand Soldier": True}}])


@pytest.mark.rules("357")
def test_sivir_mercenary_needs_two_power_spent_this_turn():
    game = run_case({"hand": ["Get Excited!"], "runes": R("fury", 2),
                     "base": ["Sivir, Mercenary"]}, {}, None, [],
                    [{"might": {"A:Sivir, Mercenary": 4}},
                     {"lacks": {"A:Sivir, Mercenary": "ganking"}}])
    game.state.players["A"].spent = (1, 0)          # one power spent: not enough
    play(game, [], [{"might": {"A:Sivir, Mercenary": 4}}])
    game.state.players["A"].spent = (2, 0)
    play(game, [], [{"might": {"A:Sivir, Mercenary": 6}}])


@pytest.mark.rules("469.1")
def test_forgotten_monument_scores_from_the_players_third_turn():
    run_case({"turn": {"player": "A", "number": 5, "phase": "main"}, "base": ["Pouty Poro"]},
             {}, [{"card": "Forgotten Monument"}, BFS[1]],
             ["A: move A:Pouty Poro to Forgotten Monument", *PP],
             [{"controller": {"Forgotten Monument": "A"}}, {"points": {"A": 1}}])


@pytest.mark.rules("185.2.a", "811.1.d.1")
def test_rockfall_path_refuses_unit_tokens_and_hidden_units_there():
    # Royal Guard at base plays its Sand Soldier there; one at Rockfall Path plays none
    game = run_case({"hand": ["Royal Guard"], "runes": R("order", 4)}, {},
                    [bf("A", a=["Mountain Drake"], card="Rockfall Path"), BFS[1]],
                    ["A: play Royal Guard", *PP], [{"count": {"Rockfall Path": 1}}])
    assert any("Sand Soldier" in line for line in game.log)
    run_case({"runes": R("fury", 2)}, {},
             [{"card": "Rockfall Path", "controller": "A", "units": {"A": ["Pouty Poro"]},
               "facedown": {"A": "Mischievous Marai"}}, BFS[1]], [],
             [{"illegal": "A: play A:Mischievous Marai"}])


@pytest.mark.rules("188", "190.3.a")
def test_hostile_takeover_readies_the_taken_unit_for_its_new_controller():
    game = run_case({"hand": ["Hostile Takeover"], "runes": R("order", 7)}, {},
                    [bf("B", b=[{"card": "Mountain Drake", "exhausted": True}]), BFS[1]],
                    ["A: play Hostile Takeover", "A: choose B:Mountain Drake", *PP, *PP],
                    [{"exhausted": {"A:Mountain Drake": False}},
                     {"controller": {"Bandle Tree": "A"}}])
    assert game.state.turn_player == "A"


@pytest.mark.rules("359.3.e.14")
def test_blood_money_plays_two_gold_for_a_friendly_unit():
    run_case({"hand": ["Blood Money"], "runes": R("order", 2)}, {},
             [bf("A", a=["Pouty Poro", "Mountain Drake"]), BFS[1]],
             ["A: play Blood Money", "A: choose A:Pouty Poro", *PP],
             [{"count": {"A:base": 2}}, {"contains": {"A:base": ["Gold", "Gold"]}}])


@pytest.mark.rules("369", "198.1")
def test_soraka_does_not_save_a_unit_with_as_much_might_or_elsewhere():
    # the Sergeant (4) is not weaker than Soraka (4)
    run_case({"turn": BTURN}, {"hand": ["Void Seeker"], "runes": R("fury", 4)},
             [bf("A", a=["Soraka, Wanderer", "Vanguard Sergeant"]), BFS[1]],
             ["B: play Void Seeker", "B: choose A:Vanguard Sergeant", *PP[::-1]],
             [{"contains": {"A:trash": ["Vanguard Sergeant"]}}])
    # a weaker unit in base is not here, where Soraka is
    run_case({"turn": BTURN, "base": ["Pouty Poro"]},
             {"hand": ["Vengeance"], "runes": R("order", 6)},
             [bf("A", a=["Soraka, Wanderer"]), BFS[1]],
             ["B: play Vengeance", "B: choose A:Pouty Poro", *PP[::-1]],
             [{"contains": {"A:trash": ["Pouty Poro"]}}])


@pytest.mark.rules("369", "198.1")
def test_soraka_in_base_saves_a_weaker_unit_there():
    run_case({"turn": BTURN, "base": ["Soraka, Wanderer", "Pouty Poro"]},
             {"hand": ["Vengeance"], "runes": R("order", 6)}, None,
             ["B: play Vengeance", "B: choose A:Pouty Poro", *PP[::-1]],
             [{"contains": {"A:base": ["Pouty Poro"]}}, {"exhausted": {"A:Pouty Poro": True}}])


@pytest.mark.rules("434.1.f")
def test_jax_moves_an_attached_equipment_to_another_unit():
    game = new_game({"legend": "Jax, Grandmaster At Arms",
                     "base": [geared("Pouty Poro", "B.F. Sword"), "Vanguard Sergeant"]})
    # the first ability wants a detached Equipment: there is none
    with pytest.raises(ScenarioFailure):
        play(game, ["A: activate A:Jax, Grandmaster At Arms 1"])
    play(new_game({"legend": "Jax, Grandmaster At Arms",
                   "base": [geared("Pouty Poro", "B.F. Sword"), "Vanguard Sergeant"]}),
         ["A: activate A:Jax, Grandmaster At Arms 2", "A: choose A:B.F. Sword",
          "A: choose A:Vanguard Sergeant", *PP],
         [{"attached": {"A:Vanguard Sergeant": ["B.F. Sword"], "A:Pouty Poro": []}},
          {"might": {"A:Vanguard Sergeant": 7, "A:Pouty Poro": 2}}])


@pytest.mark.rules("383.4.b")
def test_a_unit_chosen_with_an_ability_is_not_chosen_with_a_spell():
    # Jae Medarda draws only for spells: an Equip ability's choice does not count
    run_case({"base": ["Jae Medarda", "B.F. Sword"], "deck": ["Gust"], "runes": R("order", 1)},
             {}, None, ["A: activate A:B.F. Sword", "A: choose A:Jae Medarda", *PP],
             [{"count": {"A:hand": 0}}, {"attached": {"A:Jae Medarda": ["B.F. Sword"]}}])


@pytest.mark.rules("383.4.b", "383.3.b")
def test_irelia_readies_herself_when_you_conquer_for_1():
    game = run_case({"legend": "Irelia, Blade Dancer", "hand": ["Punch First"],
                     "runes": R("body", 5), "base": [{"card": "Pouty Poro", "exhausted": True}]},
                    {}, None,
                    ["A: play Punch First", "A: choose A:Pouty Poro", "A: yes", *PP, *PP],
                    [{"exhausted": {"A:Irelia, Blade Dancer": True}}])
    play(game, ["A: move A:Pouty Poro to Bandle Tree", *PP, "A: yes", *PP],
         [{"exhausted": {"A:Irelia, Blade Dancer": False}}, {"controller": {"Bandle Tree": "A"}}])


@pytest.mark.rules("387", "383.3.a.3")
def test_guards_leaves_the_soldier_exhausted_when_declined():
    run_case({"hand": ["Guards!"], "runes": R("order", 4)}, {}, None,
             ["A: play Guards!", "A: to base", *PP, *PP, "A: no"],
             [{"exhausted": {"A:Sand Soldier": True}}])


@pytest.mark.rules("718.3", "714")
def test_rabadons_deathcrown_gives_no_bonus_while_unattached():
    run_case({"hand": ["Void Seeker"], "runes": R("fury", 4),
              "base": ["Rabadon's Deathcrown", "Pouty Poro"]}, {},
             [bf("B", b=["Mountain Drake"]), BFS[1]],
             ["A: play Void Seeker", "A: choose B:Mountain Drake", *PP],
             [{"damage": {"B:Mountain Drake": 4}}])


@pytest.mark.rules("424.1")
def test_undertitan_adds_nothing_when_only_looked_at():
    run_case({"hand": ["Ornn, Blacksmith"], "runes": R("calm", 6),
              "deck": ["Undertitan", "Gust"]}, {}, None,
             ["A: play Ornn, Blacksmith", *PP],
             [{"pool": {"A": {"energy": 0}}}])


@pytest.mark.rules("388.1", "355.8")
def test_arise_readies_only_the_soldiers_it_played():
    game = run_case({"hand": ["Arise!"], "runes": R("order", 7),
                     "base": ["B.F. Sword", {"card": "Sand Soldier", "exhausted": True}]}, {},
                    None, ["A: play Arise!", *PP], [])
    offered = game.state.pending.options
    old = game.state.players["A"].zones["base"][1]
    assert len(offered) == 1 and old not in offered


@pytest.mark.rules("434.1", "355.8")
def test_switcheroo_needs_two_units_at_one_battlefield():
    game = new_game({"hand": ["Switcheroo"], "runes": R("chaos", 4)}, {},
                    [bf("A", a=["Pouty Poro"]), bf("B", b=["Mountain Drake"],
                                                    card="Back-Alley Bar")])
    play(game, [], [{"illegal": "A: play Switcheroo"}])


@pytest.mark.rules("390.2", "317.2.c")
def test_rally_the_troops_ends_with_the_turn():
    # A's trigger ends with A's turn (317.2.c); B's unit, played on B's turn, gets nothing
    game = run_case({"hand": ["Rally the Troops"], "deck": ["Gust"], "runes": R("order", 2)},
                    {"hand": ["Pouty Poro"], "runes": R("fury", 2)}, None,
                    ["A: play Rally the Troops", *PP, "A: end"], [])
    assert not any(m.keyword == "unit_played" for m in game.state.modifiers)
    play(game, ["B: play Pouty Poro"], [{"buffed": {"B:Pouty Poro": False}}])


@pytest.mark.rules("821.1.c", "416.3")
def test_last_rites_by_weaponmaster_recycles_its_two_trash_cards_too():
    run_case({"hand": ["Sentinel Adept"], "runes": R("fury", 3) + R("chaos", 1),
              "base": ["Last Rites"], "trash": ["Gust", "Gust", "Mountain Drake"]}, {}, None,
             ["A: play Sentinel Adept", "A: yes", "A: choose A:Last Rites", *PP,
              "A: choose A:Gust#1, A:Mountain Drake"],
             [{"attached": {"A:Sentinel Adept": ["Last Rites"]}},
              {"count": {"A:trash": 1, "A:deck": 2}}])


@pytest.mark.rules("821.1.c", "818.1.c")
def test_blade_of_the_ruined_king_by_weaponmaster_kills_a_friendly_unit_too():
    run_case({"hand": ["Sentinel Adept"], "runes": R("fury", 3) + R("order", 1),
              "base": ["Blade of the Ruined King", "Pouty Poro"]}, {}, None,
             ["A: play Sentinel Adept", "A: yes", "A: choose A:Blade of the Ruined King", *PP,
              "A: choose A:Pouty Poro"],
             [{"attached": {"A:Sentinel Adept": ["Blade of the Ruined King"]}},
              {"contains": {"A:trash": ["Pouty Poro"]}}])


@pytest.mark.rules("164.2.b", "383.1.b")
def test_sivir_battle_mistress_readies_when_enemy_units_die():
    game = run_case({"legend": "Sivir, Battle Mistress", "hand": ["Punch First", "Void Seeker"],
                     "runes": R("body", 3) + R("fury", 4), "base": ["Pouty Poro"]}, {},
                    [bf("B", b=["Shipyard Skulker"]), BFS[1]],
                    ["A: play Punch First", "A: choose A:Pouty Poro", "A: yes", *PP, *PP,
                     "A: play Void Seeker", "A: choose B:Shipyard Skulker", *PP, *PP],
                    [{"exhausted": {"A:Sivir, Battle Mistress": False}},
                     {"contains": {"B:trash": ["Shipyard Skulker"]}}])
    assert not game.state.chain


@pytest.mark.rules("356.4", "820.1.c")
def test_marai_spire_discounts_nothing_while_its_player_does_not_control_it():
    game = new_game({"hand": ["Feral Strength"], "runes": R("calm", 3)}, {},
                    [bf("B", b=["Mountain Drake"], card="Marai Spire"),
                     bf("A", a=["Pouty Poro"], card="Back-Alley Bar")])
    play(game, ["A: play Feral Strength", "A: choose A:Pouty Poro", *PP],
         [{"might": {"A:Pouty Poro": 4}}])


@pytest.mark.rules("383.3.b")
def test_emperors_dais_is_not_offered_without_the_energy():
    game = run_case({"base": ["Pouty Poro"]}, {}, [{"card": "Emperor's Dais"}, BFS[1]],
                    ["A: move A:Pouty Poro to Emperor's Dais", *PP],
                    [{"contains": {"Emperor's Dais": ["Pouty Poro"]}}])
    assert not game.state.chain


@pytest.mark.rules("473", "476")
def test_forge_of_the_fluft_gives_nothing_to_a_player_who_does_not_control_it():
    game = new_game({"legend": "Jinx, Loose Cannon", "base": ["B.F. Sword", "Pouty Poro"]}, {},
                    [{"card": "Forge of the Fluft"}, BFS[1]])
    play(game, [], [{"illegal": "A: activate A:Jinx, Loose Cannon"}])


@pytest.mark.rules("416", "383.3.a.3")
def test_altar_of_memories_puts_the_card_on_the_bottom_when_not_the_top():
    run_case({"turn": BTURN, "base": ["Altar of Memories", "Pouty Poro"], "hand": ["Gust"],
              "deck": ["Mountain Drake", "Vengeance"]},
             {"hand": ["Vengeance"], "runes": R("order", 6)}, None,
             ["B: play Vengeance", "B: choose A:Pouty Poro", *PP[::-1], "A: yes", *PP,
              "A: no", "A: choose A:Gust"],
             [{"top": {"A:deck": ["Vengeance", "Gust"]}}])


@pytest.mark.rules("355.6", "727.1.c.3")
def test_ezreal_prodigal_explorer_needs_two_enemy_choices():
    game = run_case({"legend": "Ezreal, Prodigal Explorer", "hand": ["Void Seeker"],
                     "deck": ["Gust"] * 3, "runes": R("fury", 4)}, {},
                    [bf("B", b=["Mountain Drake"]), BFS[1]],
                    ["A: play Void Seeker", "A: choose B:Mountain Drake", *PP],
                    [{"illegal": "A: activate A:Ezreal, Prodigal Explorer"}])
    assert game.state.players["A"].enemy_choices == 1
