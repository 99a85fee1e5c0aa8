"""The Gold and Mech tokens and the cards that make them, with the two faults found on the
way: a "Kill this, [exhaust]" cost (paid whole, 357.2-357.3) and Add abilities that go
through the chain (a triggered Add, "pay any amount ... to Add that much": 429.2).

A case is (card, A, B, battlefields, script, expect) in the shapes of spec/SCENARIO.md; the
battlefields are Bandle Tree and Back-Alley Bar unless a case gives them.  Every card this
file is about has at least one case (test_every_card_here_has_a_case).
"""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.scenario import _play_line, check
from card_cases import run_case, bf, BFS, BTURN, HOLD, PP, R


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- "Kill this" with [exhaust] in one cost: the gear is exhausted, then killed (357.2)
    ("Poro Snax", {"hand": ["Poro Snax"], "runes": R("calm"), "deck": ["Gust", "Defy"]}, {},
     None, ["A: play Poro Snax", *PP],
     [{"location": {"A:Poro Snax": "base"}}, {"count": {"A:hand": 1, "A:deck": 1}}]),
    ("Poro Snax", {"base": ["Poro Snax"], "runes": R("calm", 2), "deck": ["Gust", "Defy"]}, {},
     None, ["A: activate Poro Snax", *PP],
     [{"location": {"A:Poro Snax": "trash"}}, {"count": {"A:hand": 1, "A:deck": 1}},
      {"chain": []}]),
    ("Divining Shells", {"base": ["Divining Shells"]}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: activate Divining Shells", "A: choose A:Shipyard Skulker", *PP],
     [{"location": {"A:Divining Shells": "trash"}}, {"might": {"A:Shipyard Skulker": 5}}]),
    ("Divining Shells", {"hand": ["Divining Shells"], "runes": R("order"),
                         "deck": ["Gust", "Defy"]}, {}, None,
     ["A: play Divining Shells", *PP, "A: yes"],          # Vision: recycle the top card
     [{"location": {"A:Divining Shells": "base"}}, {"count": {"A:deck": 2}}]),

    # -- Add abilities through the chain resolve once finalized (429.2)
    ("Jhin, Murderous Artist", {"base": ["Jhin, Murderous Artist"]}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: move A:Jhin, Murderous Artist to Bandle Tree"],
     [{"chain": []}, {"pool": {"A": {"energy": 1, "power": {"any": 1}}}}]),
    ("Jhin, Murderous Artist", {"hand": ["Jhin, Murderous Artist"], "runes": R("fury", 5)},
     {}, None, ["A: play Jhin, Murderous Artist"],
     [{"location": {"A:Jhin, Murderous Artist": "base"}}, {"pool": {"A": {"energy": 0}}}]),
    ("Hextech Anomaly", {"base": ["Hextech Anomaly"], "runes": R("mind", 3)}, {}, None,
     ["A: activate Hextech Anomaly", "A: number 3"],
     [{"chain": []}, {"pool": {"A": {"energy": 3}}}, {"count": {"A:runes": 0}}]),
    ("Ancient Henge", {"base": ["Ancient Henge"], "runes": R("body", 3)}, {}, None,
     ["A: activate Ancient Henge", "A: number 2"],
     [{"chain": []}, {"pool": {"A": {"energy": 0, "power": {"any": 2}}}},
      {"exhausted": {"A:Ancient Henge": True}}]),

    # -- the tokens: Gold ("Kill this, [exhaust]: [Reaction] — [Add] [A]") and Mech (3 Might)
    ("Gold", {"base": ["Gold"]}, {}, None, ["A: activate Gold"],
     [{"chain": []}, {"pool": {"A": {"power": {"any": 1}}}}, {"count": {"A:base": 0}}]),
    ("Gold", {"base": ["Gold"], "turn": BTURN}, {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["B: play Hextech Ray", "B: pass", "A: activate Gold"],       # a Reaction, off the chain
     [{"chain": ["Hextech Ray"]}, {"priority": "A"}, {"pool": {"A": {"power": {"any": 1}}}}]),
    ("Mech", {"base": ["Mech", "Rumble, Scrapper"]}, {}, None, [],
     [{"might": {"A:Mech": 4}}]),                                    # 3, +1 from Rumble
    ("Mech", {"base": ["Mech"]}, {}, None, [],
     [{"might": {"A:Mech": 3}}]),

    # -- the cards that make them
    ("Bushwhack", {"hand": ["Bushwhack", "Jhin, Murderous Artist"], "runes": R("fury", 8)},
     {}, None, ["A: play Bushwhack", *PP, "A: play Jhin, Murderous Artist"],
     [{"exhausted": {"A:Gold": True, "A:Jhin, Murderous Artist": False}}]),
    ("Ferrous Forerunner", {"hand": ["Vengeance"], "runes": R("order", 6)}, {},
     [bf("A", a=["Ferrous Forerunner"]), BFS[1]],
     ["A: play Vengeance", "A: choose A:Ferrous Forerunner", *PP, *PP],
     [{"location": {"A:Ferrous Forerunner": "trash"}}, {"count": {"A:base": 2}},
      {"might": {"A:Mech#1": 3}}]),
    ("Chemtech Cask", {"base": ["Chemtech Cask"], "hand": ["Premonition"], "runes": R("mind", 5),
                       "deck": ["Gust"] * 3, "turn": BTURN},
     {"hand": ["Hextech Ray"], "runes": R("fury", 2)}, [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["B: play Hextech Ray", "B: pass", "A: play Premonition", "A: pass", "B: pass",
      "A: yes", *PP],                   # the trigger waits for Premonition to resolve (419.4.a)
     [{"exhausted": {"A:Chemtech Cask": True, "A:Gold": True}}]),
    ("Chemtech Cask", {"base": ["Chemtech Cask"], "hand": ["Premonition"], "runes": R("mind", 5),
                       "deck": ["Gust"] * 3}, {}, None,
     ["A: play Premonition", *PP],                       # on its own turn: no trigger
     [{"exhausted": {"A:Chemtech Cask": False}}, {"count": {"A:base": 1, "A:hand": 3}}]),
    ("Plundering Poro", {"base": ["Plundering Poro"]}, {}, None,
     ["A: move A:Plundering Poro to Back-Alley Bar", *PP, *PP],
     [{"controller": {"Back-Alley Bar": "A"}}, {"exhausted": {"A:Gold": True}}]),
    ("Wages of Pain", {"hand": ["Wages of Pain"], "runes": R("mind", 3)}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: play Wages of Pain", *PP],
     [{"location": {"B:Shipyard Skulker": "trash"}}, {"exhausted": {"A:Gold": True}}]),
    ("Pickpocket", {"hand": ["Pickpocket"], "runes": R("mind", 3)},
     {"base": ["Poro Snax", "Hextech Anomaly"]}, None,
     ["A: play Pickpocket", "A: yes", "A: choose B:Poro Snax", *PP],   # Anomaly costs 3
     [{"location": {"B:Poro Snax": "trash", "B:Hextech Anomaly": "base"}},
      {"exhausted": {"A:Gold": True}}]),
    ("Pickpocket", {"hand": ["Pickpocket"], "runes": R("mind", 3)},
     {"base": ["Hextech Anomaly"]}, None, ["A: play Pickpocket"],   # no gear: not asked
     [{"location": {"B:Hextech Anomaly": "base"}}, {"count": {"A:base": 1}}, {"chain": []}]),
    ("Production Surge", {"hand": ["Production Surge"], "runes": R("mind", 5),
                          "deck": ["Gust"]}, {}, None, ["A: play Production Surge", *PP],
     [{"count": {"A:base": 1, "A:hand": 1}}, {"might": {"A:Mech": 3}},
      {"exhausted": {"A:Mech": True}}]),
    ("Production Surge", {"hand": ["Production Surge"], "runes": R("mind", 3), "base": ["Mech"],
                          "deck": ["Gust"]}, {}, None, ["A: play Production Surge", *PP],
     [{"count": {"A:base": 2, "A:hand": 1, "A:runes": 2}}]),   # 2 less with a Mech: 3 runes
    ("Production Surge", {"hand": ["Production Surge"], "runes": R("mind", 3)}, {}, None, [],
     [{"illegal": "A: play Production Surge"}]),
    ("Rumble, Scrapper", {"turn": HOLD}, {}, [bf("A", a=["Rumble, Scrapper"]), BFS[1]], [*PP],
     [{"might": {"A:Mech": 4, "A:Rumble, Scrapper": 5}}, {"location": {"A:Mech": "base"}}]),
    ("Black Market Broker", {"base": ["Black Market Broker"], "turn": BTURN},
     {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
     [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Shipyard Skulker"]},
       "facedown": {"A": "Wages of Pain"}}, bf("B", b=["Mountain Drake"], card="Back-Alley Bar")],
     ["B: play Hextech Ray", "B: choose A:Shipyard Skulker", "B: pass",
      "A: play Wages of Pain", *PP, *PP,          # it chooses at its battlefield (811.1.d)
      "B: pass", "A: pass"],
     [{"count": {"A:base": 3}}]),        # its Gold and Wages of Pain's
    ("Treasure Hunter", {"base": ["Treasure Hunter"]}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: move A:Treasure Hunter to Bandle Tree", *PP],
     [{"exhausted": {"A:Gold": True}}, {"count": {"A:base": 1}}]),
    ("Eminent Benefactor", {"turn": HOLD}, {}, [bf("A", a=["Eminent Benefactor"]), BFS[1]],
     [*PP], [{"count": {"A:base": 2}}, {"points": {"A": 1}}]),
    ("Honest Broker", {"hand": ["Vengeance"], "runes": R("order", 6)}, {},
     [bf("A", a=["Honest Broker"]), BFS[1]],
     ["A: play Vengeance", "A: choose A:Honest Broker", *PP, *PP],
     [{"location": {"A:Honest Broker": "trash"}}, {"exhausted": {"A:Gold": True}}]),
    ("Trove Golem", {"hand": ["Trove Golem"], "runes": R("order", 10)}, {}, None,
     ["A: play Trove Golem", *PP], [{"count": {"A:base": 5}}]),
    ("Treasure Hoard", {"base": ["Shipyard Skulker"], "runes": R("mind", 1)}, {},
     [{"card": "Treasure Hoard"}, BFS[1]],
     ["A: move A:Shipyard Skulker to Treasure Hoard", *PP, "A: yes", *PP],
     [{"exhausted": {"A:Gold": True}}, {"count": {"A:runes": 1}}]),
    ("Treasure Hoard", {"base": ["Shipyard Skulker"]}, {},
     [{"card": "Treasure Hoard"}, BFS[1]],
     ["A: move A:Shipyard Skulker to Treasure Hoard", *PP],        # nothing to pay with
     [{"controller": {"Treasure Hoard": "A"}}, {"count": {"A:base": 0}}]),
    ("Yeti Brawler", {"base": ["Yeti Brawler"]}, {}, [bf("B", b=["Daring Poro"]), BFS[1]],
     ["A: move A:Yeti Brawler to Bandle Tree", *PP, *PP],          # 6 on 2: 4 excess
     [{"controller": {"Bandle Tree": "A"}}, {"count": {"A:base": 2}},
      {"exhausted": {"A:Gold#1": True}}]),
    ("Yeti Brawler", {"base": ["Yeti Brawler"]}, {}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Yeti Brawler to Bandle Tree", *PP],               # 6 on 4: 2 excess
     [{"controller": {"Bandle Tree": "A"}}, {"count": {"A:base": 0}}, {"chain": []}]),
    ("Pyke, Bloodharbor Ripper", {"legend": "Pyke, Bloodharbor Ripper", "runes": R("chaos", 1)},
     {}, [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: activate Pyke, Bloodharbor Ripper", *PP],
     [{"location": {"A:Shipyard Skulker": "hand"}}, {"exhausted": {"A:Gold": True}},
      {"exhausted": {"A:Pyke, Bloodharbor Ripper": True}}, {"count": {"A:runes": 1}}]),
]


def _run(a, b, bfs, script, expect):
    return run_case(a, b, bfs, script, expect, b_deck=["Mountain Drake"] * 3)


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


@pytest.mark.rules("357.2", "357.3", "404")
def test_kill_this_and_exhaust_are_paid_whole():
    """Regression: "[1][C], [exhaust], Kill this" killed the gear before exhausting it (a
    KeyError).  The resources and the exhaust are paid, then the kill (357.2 any order;
    357.3 not one that makes the rest impossible); an exhausted one cannot pay it (404)."""
    game = _run({"base": ["Poro Snax"], "runes": R("calm", 2), "deck": ["Gust"]}, {}, None,
                ["A: activate Poro Snax"], [{"location": {"A:Poro Snax": "trash"}}])
    log = "\n".join(game.log)
    assert "dies as an additional cost" in log and "finalized on the chain" in log
    game = _run({"base": ["Poro Snax"], "runes": R("calm", 2), "deck": ["Gust"]}, {}, None,
                [], [])
    oid = next(o for o in game.state.objs if game.state.objs[o].card == "Poro Snax")
    game.state.set(oid, exhausted=True)
    before = game.state.players["A"].zones["base"][:]
    with pytest.raises(IllegalAction, match="exhausted"):
        game.act("A: activate Poro Snax")
    assert game.state.players["A"].zones["base"] == before


@pytest.mark.rules("429.2", "429.2.a", "346.1")
def test_an_add_ability_in_a_showdown_keeps_focus():
    """An Add ability that opens the chain in a showdown resolves at once; focus does not
    pass as that chain closes (429.2.a, 346.1)."""
    game = _run({"base": ["Ancient Henge", "Shipyard Skulker"], "runes": R("body", 3)}, {},
                None, ["A: move A:Shipyard Skulker to Back-Alley Bar"],
                [{"showdown": "Back-Alley Bar"}, {"focus": "A"}])
    for n, line in enumerate(["A: activate Ancient Henge", "A: number 1"], 1):
        _play_line(game, line, n)
    for exp in ({"chain": []}, {"showdown": "Back-Alley Bar"}, {"focus": "A"},
                {"pool": {"A": {"power": {"any": 1}}}}):
        assert check(game, exp) is None, (exp, check(game, exp), game.log[-12:])


NAMES = ["Poro Snax", "Divining Shells", "Jhin, Murderous Artist", "Hextech Anomaly",
         "Ancient Henge", "Gold", "Mech", "Bushwhack", "Ferrous Forerunner", "Chemtech Cask",
         "Plundering Poro", "Wages of Pain", "Pickpocket", "Production Surge",
         "Rumble, Scrapper", "Black Market Broker", "Treasure Hunter", "Eminent Benefactor",
         "Honest Broker", "Trove Golem", "Treasure Hoard", "Yeti Brawler",
         "Pyke, Bloodharbor Ripper"]


def test_every_card_here_has_a_case():
    from riftbound_tui.cards.db import load_card_db
    db = load_card_db()
    assert set(NAMES) == {c[0] for c in CASES}
    for name in NAMES:
        assert db.get(name).implemented, name
    assert db.get("Gold").token and db.get("Mech").token and db.get("Mech").tags == ("Mech",)
