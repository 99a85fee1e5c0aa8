"""Vendetta 066 to the end, part three (c5): costs that pick several objects or something
else to disempower, control given to a chosen player, a counter you may pay to turn into
taking control."""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, new_game, play, run_case


def emp(card: str, **kw) -> dict:
    return {"card": card, "empowered": True, **kw}


BTURN = {"player": "B"}

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # at the start of A's Main Phase (316): kill 3 other friendly permanents to score 1
    ("Bottled Constellation",
     {"base": ["Bottled Constellation", "Daring Poro", "Daring Poro", "Orb of Regret"],
      "deck": ["Gust"], "turn": {"player": "A", "number": 3, "phase": "draw"}}, {},
     None, ["A: yes", *PP],
     [{"points": {"A": 1}}, {"count": {"A:base": 1, "A:trash": 3}}]),
    ("Bottled Constellation",                      # only two others: nothing to pay with
     {"base": ["Bottled Constellation", "Daring Poro", "Orb of Regret"], "deck": ["Gust"],
      "turn": {"player": "A", "number": 3, "phase": "draw"}}, {}, None, [],
     [{"points": {"A": 0}}, {"chain": []}, {"count": {"A:base": 3}}]),
    ("Profiteer", {"hand": ["Profiteer"], "runes": R("body", 4),
                   "base": [emp("Legion Marauder"), "Aurok General"]}, {}, None,
     ["A: play Profiteer", "A: yes", "A: choose A:Aurok General", *PP],
     [{"empowered": {"A:Legion Marauder": False, "A:Aurok General": True}},
      {"might": {"A:Aurok General": 7}}]),
    ("Profiteer", {"hand": ["Profiteer"], "runes": R("body", 4), "base": ["Aurok General"]},
     {}, None, ["A: play Profiteer"],              # nothing Empowered: not offered
     [{"chain": []}, {"empowered": {"A:Aurok General": False}}]),
    ("Glowstone", {"base": [emp("Glowstone")]}, {}, None,
     ["A: activate Glowstone 2", "A: choose B", *PP],
     [{"contains": {"B:base": ["Glowstone"]}}, {"count": {"A:base": 0}},
      {"empowered": {"B:Glowstone": False}}]),
    # at the end of its controller's turn it dies and deals 5 to their units
    ("Glowstone", {"base": ["Glowstone", "Mountain Drake", "Vanguard Sergeant"]},
     {"base": ["Daring Poro"]}, None,
     ["A: end", *PP],
     [{"location": {"A:Glowstone": "trash", "A:Vanguard Sergeant": "trash",
                    "B:Daring Poro": "base"}}]),
    # declined: the spell is countered
    ("Rebuttal", {"hand": ["Rebuttal"], "runes": R("mind", 3), "turn": BTURN},
     {"hand": ["Void Seeker"], "runes": R("fury", 4), "deck": ["Gust"]},
     [bf("A", a=["Daring Poro"]), BFS[1]],
     ["B: play Void Seeker", "B: choose A:Daring Poro", "B: pass",
      "A: play Rebuttal", "A: choose B:Void Seeker", "A: pass", "B: pass", "A: no"],
     [{"location": {"A:Daring Poro": "Bandle Tree", "B:Void Seeker": "trash"}},
      {"count": {"B:hand": 0}}]),
    # paid: A controls it, keeps its choices, and draws its card
    ("Rebuttal", {"hand": ["Rebuttal"], "runes": R("mind", 3), "turn": BTURN,
                  "deck": ["Defy"]},
     {"hand": ["Void Seeker"], "runes": R("fury", 4), "deck": ["Gust"]},
     [bf("A", a=["Daring Poro"]), bf("B", b=["Vanguard Sergeant"], card="Back-Alley Bar")],
     ["B: play Void Seeker", "B: choose B:Vanguard Sergeant", "B: pass",
      "A: play Rebuttal", "A: choose B:Void Seeker", "A: pass", "B: pass", "A: yes", "A: no",
      "A: pass", "B: pass"],
     [{"location": {"B:Vanguard Sergeant": "trash", "A:Daring Poro": "Bandle Tree"}},
      {"contains": {"A:hand": ["Defy"]}},
      {"count": {"B:hand": 0}}]),
]


@pytest.mark.rules("316", "356.2", "442", "188", "425", "750")
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_card_case(case):
    run_case(*case[1:])              # (card, A, B, battlefields, script, expect)


@pytest.mark.rules("709", "441")
def test_renekton_brute_empowers_when_his_might_becomes_10_or_more_once():
    game = new_game({"base": ["Renekton, Brute"], "runes": R("body", 7)})
    for _ in range(5):                                   # 4 + 5 = 9: not yet
        play(game, ["A: activate Renekton, Brute", *PP])
    play(game, [], [{"might": {"A:Renekton, Brute": 9}},
                    {"empowered": {"A:Renekton, Brute": False}}])
    play(game, ["A: activate Renekton, Brute", *PP, *PP],          # 10: the trigger
         [{"might": {"A:Renekton, Brute": 10}}, {"empowered": {"A:Renekton, Brute": True}},
          {"keywords": {"A:Renekton, Brute": ["deflect", "ganking"]}}])
    play(game, ["A: activate Renekton, Brute", *PP],                # 11: no new crossing
         [{"might": {"A:Renekton, Brute": 11}}, {"chain": []}])


@pytest.mark.rules("355.8", "359.3.e.14")
def test_public_execution_kills_only_an_enemy_unit_with_less_might_than_the_friendly_one():
    game = new_game({"hand": ["Public Execution"], "runes": R("body", 3),
                     "base": ["Vanguard Sergeant"]},
                    {"base": ["Daring Poro", "Mountain Drake", "Cloud Drake"]})
    play(game, ["A: play Public Execution", "A: choose A:Vanguard Sergeant"],
         [{"illegal": "A: choose B:Mountain Drake"}, {"illegal": "A: choose B:Cloud Drake"}])
    play(game, ["A: choose B:Daring Poro", *PP],
         [{"location": {"B:Daring Poro": "trash", "B:Mountain Drake": "base"}}])


@pytest.mark.rules("359.3.e.5")
def test_public_execution_does_nothing_if_the_target_is_no_longer_weaker():
    """The Sergeant is given -2 before it resolves: the Poro (2) no longer has less Might
    than it (2), so it is no longer a legal target and lives (359.3.e.5)."""
    game = new_game({"hand": ["Public Execution"], "runes": R("body", 3),
                     "base": ["Vanguard Sergeant"]},
                    {"base": ["Daring Poro"], "hand": ["Mesmerize"], "runes": R("mind", 2)})
    play(game, ["A: play Public Execution", "A: choose A:Vanguard Sergeant",
                "A: choose B:Daring Poro", "A: pass",
                "B: play Mesmerize", "B: mode 2", "B: choose A:Vanguard Sergeant",
                "B: pass", "A: pass", "A: pass", "B: pass"],
         [{"location": {"B:Daring Poro": "base"}}, {"might": {"A:Vanguard Sergeant": 2}},
          {"log_contains": "no legal target left"}])


@pytest.mark.rules("809.1.c")
def test_heisho_lets_players_ignore_deflect_choosing_a_unit_there():
    """Void Seeker (3 energy, 1 Fury) at Steel Paws (Deflect): at Heisho no [A] is paid,
    one rune is recycled; elsewhere a second rune pays Deflect's [A]."""
    here = [{"card": "Heisho, Shell of the World", "controller": "B",
             "units": {"B": ["Steel Paws"]}}, BFS[1]]
    game = new_game({"hand": ["Void Seeker"], "runes": R("fury", 4), "deck": ["Gust"]}, {},
                    bfs=here)
    play(game, ["A: play Void Seeker", *PP],             # its one target, Deflect ignored
         [{"location": {"B:Steel Paws": "trash"}}, {"count": {"A:runes": 3}}])
    elsewhere = new_game({"hand": ["Void Seeker"], "runes": R("fury", 4), "deck": ["Gust"]},
                         {}, bfs=[bf("B", b=["Steel Paws"]), BFS[1]])
    play(elsewhere, ["A: play Void Seeker", *PP],
         [{"location": {"B:Steel Paws": "trash"}}, {"count": {"A:runes": 2}}])


@pytest.mark.rules("440", "387.2")
def test_forgotten_relic_gives_a_burned_units_might_and_nothing_for_a_spell():
    game = new_game({"hand": ["Forgotten Relic"], "runes": R("chaos", 5),
                     "deck": ["Mountain Drake", "Gust"], "base": ["Daring Poro"]})
    play(game, ["A: play Forgotten Relic", *PP, *PP],    # burns the Drake (10 Might)
         [{"contains": {"A:trash": ["Mountain Drake"]}}, {"might": {"A:Daring Poro": 12}}])
    spell = new_game({"hand": ["Forgotten Relic"], "runes": R("chaos", 5),
                      "deck": ["Gust", "Mountain Drake"], "base": ["Daring Poro"]})
    play(spell, ["A: play Forgotten Relic", *PP],
         [{"contains": {"A:trash": ["Gust"]}}, {"might": {"A:Daring Poro": 2}},
          {"chain": []}])


@pytest.mark.rules("829.1.c.1", "356.4.e")
def test_stargazer_discounts_flow_spells_played_from_the_trash_only():
    """Dredge Up's Flow cost [2] is 2 less, to a minimum of 1: one rune pays it from the
    trash; from the hand its cost [2] is not changed."""
    game = new_game({"base": ["Stargazer"], "trash": ["Dredge Up"], "hand": ["Dredge Up"],
                     "runes": R("mind", 1), "deck": ["Gust"]})
    play(game, [], [{"illegal": "A: play A:Dredge Up@hand"}])
    play(game, ["A: play A:Dredge Up@trash", *PP],
         [{"contains": {"A:hand": ["Gust"], "A:banishment": ["Dredge Up"]}}])
    plain = new_game({"trash": ["Dredge Up"], "runes": R("mind", 1), "deck": ["Gust"]})
    play(plain, [], [{"illegal": "A: play A:Dredge Up@trash"}])


@pytest.mark.rules("476", "415", "404")
def test_dominus_doubles_might_and_gives_a_ready_me_ability_for_the_turn():
    game = new_game({"hand": ["Dominus"], "runes": R("body", 7),
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}]})
    play(game, [], [{"illegal": "A: activate Vanguard Sergeant"}])
    play(game, ["A: play Dominus", *PP, "A: activate Vanguard Sergeant", *PP],
         [{"might": {"A:Vanguard Sergeant": 8}},
          {"exhausted": {"A:Vanguard Sergeant": False}}])
    play(game, ["A: end"], [{"turn_player": "B"}, {"might": {"A:Vanguard Sergeant": 4}}])
    from riftbound_tui.engine import granted_abilities   # the gift was for that turn (476)
    from riftbound_tui.scenario import _obj
    sergeant = _obj(game, "A:Vanguard Sergeant")
    assert granted_abilities.activated_abilities(game.engine.db, game.state, sergeant) == ()


@pytest.mark.rules("425", "828")
def test_mel_newly_awakened_empowered_guards_your_spells_and_deepens_minus_might():
    game = new_game({"base": [emp("Mel, Newly Awakened")], "hand": ["Mesmerize", "Void Seeker"],
                     "runes": [*R("mind", 2), *R("fury", 4)], "deck": ["Gust"]},
                    {"hand": ["Defy"], "runes": R("calm", 2)},
                    bfs=[bf("B", b=["Vanguard Sergeant", "Mountain Drake"]), BFS[1]])
    play(game, ["A: play Mesmerize", "A: mode 2", "A: choose B:Vanguard Sergeant", *PP],
         [{"might": {"B:Vanguard Sergeant": 1}}])                     # -2, and -1 more
    play(game, ["A: play Void Seeker", "A: choose B:Mountain Drake", "A: pass",
                "B: play Defy", "B: pass", "A: pass", *PP],
         [{"damage": {"B:Mountain Drake": 4}}, {"log_contains": "can't be countered"}])


@pytest.mark.rules("828")
def test_mel_newly_awakened_not_empowered_changes_nothing():
    game = new_game({"base": ["Mel, Newly Awakened"], "hand": ["Mesmerize"],
                     "runes": R("mind", 2)}, {},
                    bfs=[bf("B", b=["Vanguard Sergeant"]), BFS[1]])
    play(game, ["A: play Mesmerize", "A: mode 2", "A: choose B:Vanguard Sergeant", *PP],
         [{"might": {"B:Vanguard Sergeant": 2}}])


@pytest.mark.rules("829.1.b", "829.1.c.1", "440")
def test_kennen_storm_burns_2_and_gives_a_trashed_spell_flow_for_the_turn():
    game = new_game({"hand": ["Kennen, Storm of Shuriken"], "runes": R("chaos", 4),
                     "deck": ["Gust", "Vanguard Sergeant", "Daring Poro"]})
    play(game, ["A: play Kennen, Storm of Shuriken", *PP],
         [{"contains": {"A:trash": ["Gust", "Vanguard Sergeant"]}},
          {"top": {"A:deck": ["Daring Poro"]}}])
    g2 = new_game({"base": ["Kennen, Storm of Shuriken"], "trash": ["Gust"],
                   "runes": R("chaos", 1)}, {},
                  bfs=[BFS[0], bf("B", b=["Daring Poro"], card="Back-Alley Bar")])
    play(g2, [], [{"illegal": "A: play A:Gust@trash"}])          # no Flow of its own
    play(g2, ["A: move A:Kennen, Storm of Shuriken to Bandle Tree", *PP, *PP],
         [{"controller": {"Bandle Tree": "A"}}])
    play(g2, ["A: play A:Gust@trash", "A: choose B:Daring Poro", *PP],   # for its cost [1]
         [{"location": {"B:Daring Poro": "hand"}}, {"contains": {"A:banishment": ["Gust"]}}])


@pytest.mark.rules("355.7", "404")
def test_hungry_wolf_readies_once_a_turn_after_you_chose_an_enemy_unit():
    game = new_game({"base": [{"card": "Hungry Wolf", "exhausted": True}],
                     "hand": ["Mesmerize"], "runes": [*R("mind", 2), *R("order", 2)]},
                    {"base": ["Vanguard Sergeant", "Daring Poro"]})
    play(game, [], [{"illegal": "A: activate Hungry Wolf"}])          # nothing chosen yet
    play(game, ["A: play Mesmerize", "A: mode 2", "A: choose B:Vanguard Sergeant", *PP,
                "A: activate Hungry Wolf", *PP],
         [{"exhausted": {"A:Hungry Wolf": False}}, {"might": {"A:Hungry Wolf": 5}}])
    play(game, [], [{"illegal": "A: activate Hungry Wolf"}])          # once each turn


@pytest.mark.rules("355.7")
def test_choosing_your_own_unit_is_not_choosing_an_enemy_unit():
    game = new_game({"base": ["Hungry Wolf", "Daring Poro"], "hand": ["Mesmerize"],
                     "runes": [*R("mind", 2), *R("order", 2)]})
    play(game, ["A: play Mesmerize", "A: mode 1", "A: choose A:Daring Poro", *PP],
         [{"location": {"A:Daring Poro": "hand"}}, {"illegal": "A: activate Hungry Wolf"}])


def _ready_runes(game) -> int:
    st = game.state
    return sum(1 for r in st.players["A"].zones["runes"] if not st.objs[r].exhausted)


@pytest.mark.rules("383.3.b", "404", "415", "377.2.a")
def test_nasus_legend_readies_two_runes_for_a_7_cost_unit_or_ability_not_a_cheap_one():
    game = new_game({"legend": "Nasus, Curator of the Sands", "hand": ["Mountain Drake"],
                     "runes": R("body", 9)})
    play(game, ["A: play Mountain Drake", "A: yes",
                "A: choose A:Body Rune#1, A:Body Rune#2", *PP],
         [{"exhausted": {"A:Nasus, Curator of the Sands": True}}])
    assert _ready_runes(game) == 2
    paws = new_game({"legend": "Nasus, Curator of the Sands", "base": ["Steel Paws"],
                     "runes": R("calm", 7)})
    play(paws, ["A: activate Steel Paws", *PP],       # its Empower costs [7]: Nasus
         [{"empowered": {"A:Steel Paws": True}},      # triggers as it resolves (377.2.a)
          {"exhausted": {"A:Nasus, Curator of the Sands": False}}])
    play(paws, ["A: yes", "A: choose A:Calm Rune#1", *PP])
    assert _ready_runes(paws) == 1
    cheap = new_game({"legend": "Nasus, Curator of the Sands", "hand": ["Daring Poro"],
                      "runes": R("order", 2)})
    play(cheap, ["A: play Daring Poro"],
         [{"chain": []}, {"exhausted": {"A:Nasus, Curator of the Sands": False}}])


@pytest.mark.rules("424", "419.3", "387", "441")
def test_wild_claw_plays_a_unit_from_the_top_five_for_5_less_then_may_empower_it():
    game = new_game({"hand": ["Wild Claw"], "runes": R("body", 8),
                     "deck": ["Gust", "Legion Marauder", "Defy", "Daring Poro", "Cloud Drake",
                              "Vanguard Sergeant"]})
    play(game, ["A: play Wild Claw", *PP, "A: choose Cloud Drake", "A: to base",
                *PP,                                   # Cloud Drake's own "draw 1"
                *PP, "A: yes"],                        # then you may: empower it
         [{"location": {"A:Cloud Drake": "base"}}, {"empowered": {"A:Cloud Drake": True}},
          {"count": {"A:deck": 4, "A:hand": 1}}])


@pytest.mark.rules("356.4", "190.6.d")
def test_piltovan_forge_makes_the_first_gear_ability_each_turn_cost_1_less():
    forge = [{"card": "Piltovan Forge", "controller": "A", "units": {"A": ["Daring Poro"]}},
             BFS[1]]
    game = new_game({"base": [emp("Hextech Disc"), emp("Hextech Disc")]}, {}, bfs=forge)
    play(game, ["A: activate A:Hextech Disc#1 2", *PP],         # [1] less: free
         [{"count": {"A:base": 3}}])
    play(game, [], [{"illegal": "A: activate A:Hextech Disc#2 2"}])   # the second: [1]
    elsewhere = new_game({"base": [emp("Hextech Disc")]}, {},
                         bfs=[{"card": "Piltovan Forge", "units": {"B": ["Daring Poro"]},
                               "controller": "B"}, BFS[1]])
    play(elsewhere, [], [{"illegal": "A: activate Hextech Disc 2"}])  # B controls it


@pytest.mark.rules("441", "442", "827")
def test_kayle_is_empowered_up_to_three_times_for_2_might_each():
    game = new_game({"base": ["Kayle, Justified"], "runes": R("order", 9)}, {})
    play(game, ["A: activate Kayle, Justified", *PP],
         [{"might": {"A:Kayle, Justified": 5}}, {"lacks": {"A:Kayle, Justified": "ganking"}}])
    play(game, ["A: activate Kayle, Justified", *PP, "A: activate Kayle, Justified", *PP],
         [{"might": {"A:Kayle, Justified": 9}},
          {"keywords": {"A:Kayle, Justified": ["deflect 3", "ganking"]}},
          {"illegal": "A: activate Kayle, Justified"}])             # three times at most
    # once Empowered, disempowered: Lacerate finds 3 Might and kills her (442.1)
    kayle = new_game({"base": ["Kayle, Justified"], "runes": R("order", 7),
                      "hand": ["Lacerate"]}, {})
    play(kayle, ["A: activate Kayle, Justified", *PP,
                 "A: play Lacerate", "A: choose A:Kayle, Justified", *PP],
         [{"location": {"A:Kayle, Justified": "trash"}},
          {"log_contains": "Kayle, Justified@base is disempowered (442.1)"}])


@pytest.mark.rules("442.1", "827")
def test_disempowering_kayle_takes_one_of_her_empowered_statuses():
    """The 2026-10-09 Core Rules: "Disempowering a Game Object that has multiple Empowered
    statuses will remove one of those statuses."  Twice Empowered, Lacerate leaves her
    Empowered once (5 Might: not killed); a disempower cost (Profiteer's) takes one too,
    and she may be Empowered again up to three times."""
    kayle = new_game({"base": ["Kayle, Justified"], "runes": R("order", 10),
                      "hand": ["Lacerate"]}, {})
    play(kayle, ["A: activate Kayle, Justified", *PP, "A: activate Kayle, Justified", *PP,
                 "A: play Lacerate", "A: choose A:Kayle, Justified", *PP],
         [{"location": {"A:Kayle, Justified": "base"}},
          {"empowered": {"A:Kayle, Justified": True}}, {"might": {"A:Kayle, Justified": 5}},
          {"log_contains": "loses one Empowered status: Empowered 1 times now (442.1)"}])
    thrice = {"card": "Kayle, Justified", "empowered": True}
    paid = new_game({"base": [thrice], "hand": ["Profiteer"], "runes": R("body", 13)}, {})
    play(paid, ["A: activate Kayle, Justified", *PP, "A: activate Kayle, Justified", *PP],
         [{"might": {"A:Kayle, Justified": 9}}])
    play(paid, ["A: play Profiteer", "A: yes", "A: choose A:Profiteer", *PP],   # Kayle pays
         [{"might": {"A:Kayle, Justified": 7}}, {"empowered": {"A:Profiteer": True}}])
    play(paid, ["A: activate Kayle, Justified", *PP], [{"might": {"A:Kayle, Justified": 9}}])


@pytest.mark.rules("356.4", "357")
def test_sandswept_tomb_takes_a_power_pip_off_a_spell_choosing_your_unit_there():
    """Mesmerize ([1], 1 Mind) returns A's Poro from the Tomb: only the energy is paid,
    no rune is recycled for power; from another battlefield the rune is recycled too."""
    tomb = [{"card": "Sandswept Tomb", "controller": "A", "units": {"A": ["Daring Poro"]}},
            BFS[1]]
    game = new_game({"hand": ["Mesmerize"], "runes": R("mind", 1)}, {}, bfs=tomb)
    play(game, ["A: play Mesmerize", "A: mode 1", *PP],
         [{"location": {"A:Daring Poro": "hand"}}, {"count": {"A:runes": 1}}])
    other = new_game({"hand": ["Mesmerize"], "runes": R("mind", 1)}, {},
                     bfs=[bf("A", a=["Daring Poro"]), BFS[1]])
    play(other, ["A: play Mesmerize", "A: mode 1", *PP],
         [{"location": {"A:Daring Poro": "hand"}}, {"count": {"A:runes": 0}}])


@pytest.mark.rules("356.3", "341", "811.1.b")
def test_mystic_vortex_makes_reaction_cards_cost_a_more_during_its_showdowns():
    """Ki Barrier ([2], 1 Order, Reaction) in the showdown A's move starts at the Vortex
    costs [A] more: two runes are recycled, not one; before the showdown, no more."""
    def game_at(field):
        return new_game({"base": ["Daring Poro"], "hand": ["Ki Barrier"],
                         "runes": R("order", 3)}, {},
                        bfs=[{"card": field}, BFS[1]])
    vortex = game_at("Mystic Vortex")
    play(vortex, ["A: move A:Daring Poro to Mystic Vortex", "A: play Ki Barrier", *PP],
         [{"count": {"A:runes": 1}}, {"showdown": "Mystic Vortex"}])
    plain = game_at("Bandle Tree")
    play(plain, ["A: move A:Daring Poro to Bandle Tree", "A: play Ki Barrier", *PP],
         [{"count": {"A:runes": 2}}])
    calm = game_at("Mystic Vortex")                         # no showdown: no change
    play(calm, ["A: play Ki Barrier", *PP], [{"count": {"A:runes": 2}}])


@pytest.mark.rules("811.1.b", "811.1.c", "356.3")
def test_mystic_vortex_taxes_a_hidden_card_played_in_its_showdown():
    """A hidden card has Reaction: played from facedown in the Vortex's combat it pays
    [A] (its own cost ignored); with no rune it could not be played."""
    def game_with(runes):
        return new_game({"runes": R("chaos", runes), "turn": {"player": "B"}},
                        {"base": ["Vanguard Sergeant"]},
                        bfs=[{"card": "Mystic Vortex", "controller": "A",
                              "units": {"A": ["Daring Poro"]},
                              "facedown": {"A": "Tornado Warrior"}}, BFS[1]])
    game = game_with(1)
    play(game, ["B: move B:Vanguard Sergeant to Mystic Vortex", "B: pass",
                "A: play Tornado Warrior"],
         [{"count": {"A:runes": 0}}, {"location": {"A:Tornado Warrior": "Mystic Vortex"}}])
    broke = game_with(0)
    play(broke, ["B: move B:Vanguard Sergeant to Mystic Vortex", "B: pass"],
         [{"illegal": "A: play Tornado Warrior"}])
