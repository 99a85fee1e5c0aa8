"""Spiritforged cards in 2v2, where "friendly" and "you" part (740.1.a, 489.8.e): a
teammate's objects are friendly, but "your Mechs", "units you control", "if you control
another Dragon" are the player's own (`own: true` on a friendly selector).

Each case is (card, A's zones, C's zones, script, expect): A and C are one team, B and D
the other; it is A's turn, and A's card must not reach C's objects.
"""

from __future__ import annotations

import pytest

from card_cases import R, play
from riftbound_tui.scenario import start

BFS = [{"card": "Bandle Tree", "owner": "B"}, {"card": "Back-Alley Bar", "owner": "C"},
       {"card": "Black Flame Altar", "owner": "D"}]
ALL_PASS = ["A: pass", "B: pass", "C: pass", "D: pass"]   # the top chain item resolves
BOT = {"base": ["Bubble Bot"]}                             # C's Mech, 3 Might


def team_game(a: dict, c: dict, bfs=BFS, turn=None):
    deck = {"deck": ["Mountain Drake"]}
    sc = {"name": "case", "mode": "2v2",
          "players": {"A": {"deck": ["Gust"], **a}, "B": dict(deck),
                      "C": {**deck, **c}, "D": dict(deck)},
          "battlefields": bfs}
    return start({**sc, "turn": turn} if turn else sc)


CASES = [
    # "Your Mechs have +1 Might (including me)": C's Bubble Bot keeps 3
    ("Rumble, Scrapper", {"base": ["Rumble, Scrapper"]}, BOT, [],
     [{"might": {"C:Bubble Bot": 3, "A:Rumble, Scrapper": 5}}]),
    # "Your Mechs each have [Assault]", "... [Vision]", "... [Deflect] and [Ganking]",
    # "... [Shield]"
    ("Rumble, Hotheaded", {"base": ["Rumble, Hotheaded"]}, BOT, [],
     [{"lacks": {"C:Bubble Bot": "assault"}}]),
    ("Forecaster", {"base": ["Forecaster"]}, BOT, [], [{"lacks": {"C:Bubble Bot": "vision"}}]),
    ("Breakneck Mech", {"base": ["Breakneck Mech"]}, BOT, [],
     [{"lacks": {"C:Bubble Bot": "deflect"}}, {"lacks": {"C:Bubble Bot": "ganking"}}]),
    ("Rumble, Mechanized Menace", {"legend": "Rumble, Mechanized Menace"}, BOT, [],
     [{"lacks": {"C:Bubble Bot": "shield"}}]),
    # "Your Sand Soldiers have [Weaponmaster]"
    ("Azir, Emperor of the Sands", {"legend": "Azir, Emperor of the Sands"},
     {"base": ["Sand Soldier"]}, [], [{"lacks": {"C:Sand Soldier": "weaponmaster"}}]),
    # "I enter ready if you control another Dragon": C's Drakehound is not A's
    ("Direwing", {"hand": ["Direwing"], "runes": R("body", 7)},
     {"base": ["Eager Drakehound"]}, ["A: play Direwing"],
     [{"exhausted": {"A:Direwing": True}}]),
    # "if you control two or more gear": C's two Golds are not A's
    ("Dropboarder", {"hand": ["Dropboarder"], "runes": R("mind", 4)},
     {"base": ["Gold", "Gold"]}, ["A: play Dropboarder"],
     [{"exhausted": {"A:Dropboarder": True}}]),
    # "This costs [2] less if you control a Mech": [4][C] with three runes is too much
    ("Production Surge", {"hand": ["Production Surge"], "runes": R("mind", 3)}, BOT, [],
     [{"illegal": "A: play Production Surge"}]),
    # "I cost [2] less for each of your Mighty units": C's Mighty unit lowers nothing, and
    # [7][C][C] needs seven runes (a rune exhausted for energy may be recycled for power)
    ("Jaull-Fish", {"hand": ["Jaull-Fish"], "runes": R("body", 6)},
     {"base": ["Ferrous Forerunner"]}, [],
     [{"illegal": "A: play Jaull-Fish"}]),
    # "Draw 1 for each of your Mighty units": none of A's
    ("Show of Strength", {"hand": ["Show of Strength"], "runes": R("body", 3)},
     {"base": ["Ferrous Forerunner"]}, ["A: play Show of Strength", *ALL_PASS],
     [{"count": {"A:hand": 0}}]),
    # "give your other units +2 Might this turn"
    ("Undertitan", {"hand": ["Undertitan"], "runes": R("order", 7)}, BOT,
     ["A: play Undertitan", *ALL_PASS], [{"might": {"C:Bubble Bot": 3}}]),
    # "Ready your units": C's exhausted Bubble Bot stays exhausted
    ("On the Hunt", {"hand": ["On the Hunt"], "runes": R("body", 3)},
     {"base": [{"card": "Bubble Bot", "exhausted": True}]},
     ["A: play On the Hunt", *ALL_PASS], [{"exhausted": {"C:Bubble Bot": True}}]),
    # "Give your Mechs +1 Might this turn"
    ("Danger Zone", {"hand": ["Danger Zone"], "runes": R("fury", 2),
                     "base": ["Bubble Bot"]}, BOT, ["A: play Danger Zone", "A: no", *ALL_PASS],
     [{"might": {"C:Bubble Bot": 3, "A:Bubble Bot": 4}}]),
]


@pytest.mark.rules("740.1.a", "489.8.e")
@pytest.mark.parametrize("card,a,c,script,expect", CASES,
                         ids=[f"{k[0]}-{i}" for i, k in enumerate(CASES)])
def test_your_objects_are_not_a_teammates(card, a, c, script, expect):
    play(team_game(a, c), script, expect)


@pytest.mark.rules("740.1.b", "489.8.e")
def test_sivir_battle_mistress_is_not_readied_by_a_teammates_unit_dying():
    """"When one or more enemy units die, ready me": A's Wages of Pain kills teammate C's
    Bubble Bot at Back-Alley Bar; it is no enemy unit, so Sivir does not trigger (she did:
    a trigger's enemy unit was anyone else's)."""
    bfs = [BFS[0], {**BFS[1], "controller": "C", "units": {"C": ["Bubble Bot"]}}, BFS[2]]
    game = team_game({"legend": "Sivir, Battle Mistress", "hand": ["Wages of Pain"],
                      "runes": R("mind", 3)}, {}, bfs)
    play(game, ["A: play Wages of Pain", "A: choose C:Bubble Bot", *ALL_PASS],
         [{"location": {"C:Bubble Bot": "trash"}}, {"chain": []}])


@pytest.mark.rules("740.1.a", "489.8.e")
def test_a_teammates_unit_is_friendly_to_altar_of_memories_and_spirit_wheel():
    """"When a friendly unit dies" (Altar of Memories) and "When you choose a friendly
    unit" (Spirit Wheel) see teammate C's Bubble Bot: A's Wages of Pain chooses it (the
    Wheel: pay [1], draw) and kills it (the Altar: draw, then the Gust goes on top).  Both
    read only A's own units before."""
    bfs = [BFS[0], {**BFS[1], "controller": "C", "units": {"C": ["Bubble Bot"]}}, BFS[2]]
    game = team_game({"base": ["Altar of Memories", "Spirit Wheel"], "hand": ["Wages of Pain"],
                      "runes": R("mind", 4), "deck": ["Gust", "Gust", "Gust"]}, {}, bfs)
    play(game, ["A: play Wages of Pain", "A: choose C:Bubble Bot", "A: yes", *ALL_PASS,
                *ALL_PASS, "A: yes", *ALL_PASS, "A: yes", "A: choose A:Gust"],
         [{"location": {"C:Bubble Bot": "trash"}},
          {"exhausted": {"A:Altar of Memories": True, "A:Spirit Wheel": True}}])


@pytest.mark.rules("740.1.b", "489.8.c")
def test_dauntless_vanguard_is_not_played_to_a_teammates_battlefield():
    """"You may play me to an occupied enemy battlefield": teammate C's Back-Alley Bar,
    occupied by C's Bubble Bot, is no enemy battlefield (it was offered); D's is."""
    bfs = [BFS[0], {**BFS[1], "controller": "C", "units": {"C": ["Bubble Bot"]}},
           {**BFS[2], "controller": "D", "units": {"D": ["Mountain Drake"]}}]
    game = team_game({"hand": ["Dauntless Vanguard"], "runes": R("body", 5)}, {}, bfs)
    play(game, ["A: play Dauntless Vanguard"], [{"illegal": "A: to Back-Alley Bar"},
                                                {"legal": "A: to Black Flame Altar"}])


@pytest.mark.rules("740.1.a", "356.4")
def test_ornns_forge_discounts_the_first_friendly_gear_a_teammate_plays():
    """Ornn's Forge, which A controls: "the first friendly non-token gear played each turn
    costs [1] less": on C's turn C plays Doran's Blade [2] for [1], then B.F. Sword for its
    full [4], five runes in all (C's gear had no discount before: six were needed)."""
    bfs = [BFS[0], {**BFS[1], "card": "Ornn's Forge", "controller": "A",
                    "units": {"A": ["Vanguard Sergeant"]}}, BFS[2]]
    game = team_game({}, {"hand": ["Doran's Blade", "B.F. Sword"], "runes": R("body", 5)},
                     bfs, turn={"player": "C", "number": 7, "phase": "main"})
    play(game, ["C: play Doran's Blade", "C: play B.F. Sword"],
         [{"count": {"C:base": 2, "C:hand": 0}}])
