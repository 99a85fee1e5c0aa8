"""The Vendetta sweep: the VEN cards the language says exactly, each played from a
scenario-shaped position and its effect checked.

A case is (card, A, B, battlefields, script, expect) in the shapes of spec/SCENARIO.md
(with this project's `empowered` extension, 441.2); the battlefields are Bandle Tree and
Back-Alley Bar unless a case gives them.  Every card of the sweep (the entries after the
sweep's comment line in cards/vendetta.yaml) has at least one case
(test_every_swept_card_has_a_case).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from card_cases import run_case, bf, BFS, PP, R, session_cases

VEN_FILE = Path(__file__).resolve().parent.parent / "cards" / "vendetta.yaml"
SWEEP_MARK = "# -- The Vendetta sweep"


EMP = {"empowered": True}


def emp(card: str, **kw) -> dict:
    return {"card": card, "empowered": True, **kw}


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- spells
    ("Brittle Steel", {"hand": ["Brittle Steel"], "runes": R("fury")},
     {"base": ["Orb of Regret"]}, None, ["A: play Brittle Steel", *PP],
     [{"location": {"B:Orb of Regret": "trash"}}, {"location": {"A:Brittle Steel": "trash"}}]),
    ("Brittle Steel", {"trash": ["Brittle Steel"], "runes": R("fury", 5)},   # Flow 4 + Fury
     {"base": ["Orb of Regret"]}, None, ["A: play Brittle Steel", *PP],
     [{"location": {"B:Orb of Regret": "trash"}}, {"contains": {"A:banishment": ["Brittle Steel"]}}]),
    ("Dredge Up", {"hand": ["Dredge Up"], "runes": R("mind", 2), "deck": ["Gust", "Defy"]}, {},
     None, ["A: play Dredge Up", *PP], [{"count": {"A:hand": 1, "A:deck": 1}}]),
    ("Dredge Up", {"trash": ["Dredge Up"], "runes": R("mind", 2), "deck": ["Gust", "Defy"]}, {},
     None, ["A: play Dredge Up", *PP],
     [{"contains": {"A:hand": ["Gust"], "A:banishment": ["Dredge Up"]}}]),
    ("Iterative Design", {"hand": ["Iterative Design"], "runes": R("mind", 4)}, {},
     [bf("A", a=["Daring Poro"]), BFS[1]],
     ["A: play Iterative Design", "A: to Bandle Tree", *PP],
     [{"count": {"Bandle Tree": 2}}, {"might": {"A:Mech": 3}}]),
    ("Iterative Design", {"trash": ["Iterative Design"], "runes": R("mind", 3)}, {}, None,
     ["A: play Iterative Design", *PP],           # Flow: 2 energy and 1 Mind
     [{"location": {"A:Mech": "base"}}, {"contains": {"A:banishment": ["Iterative Design"]}}]),
    ("Mesmerize", {"hand": ["Mesmerize"], "runes": R("mind"), "base": ["Daring Poro"]}, {},
     None, ["A: play Mesmerize", "A: mode 1", *PP],
     [{"location": {"A:Daring Poro": "hand"}}]),
    ("Mesmerize", {"hand": ["Mesmerize"], "runes": R("mind"), "base": ["Daring Poro"]},
     {"base": ["Vanguard Sergeant"]}, None, ["A: play Mesmerize", "A: mode 2", *PP],
     [{"might": {"B:Vanguard Sergeant": 2}}, {"location": {"A:Daring Poro": "base"}}]),
    ("Onslaught", {"hand": ["Onslaught"], "runes": R("body", 4), "base": ["Daring Poro"]}, {},
     None, ["A: play Onslaught", *PP], [{"might": {"A:Daring Poro": 8}}]),
    ("Onslaught", {"trash": ["Onslaught"], "runes": R("body", 4), "base": ["Daring Poro"]}, {},
     None, ["A: play Onslaught", *PP],
     [{"might": {"A:Daring Poro": 8}}, {"contains": {"A:banishment": ["Onslaught"]}}]),

    # -- units
    ("Baccai Reaper", {"base": ["Baccai Reaper"], "runes": R("fury", 1)}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Baccai Reaper to Bandle Tree", "A: yes", *PP, *PP],
     [{"location": {"A:Baccai Reaper": "Bandle Tree", "B:Vanguard Sergeant": "trash"}},
      {"keywords": {"A:Baccai Reaper": ["assault 2"]}}]),
    ("Baccai Reaper", {"base": ["Baccai Reaper"]}, {},        # nothing to pay: no offer
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Baccai Reaper to Bandle Tree", *PP],
     [{"location": {"A:Baccai Reaper": "trash", "B:Vanguard Sergeant": "trash"}}]),
    ("Field Musicians", {"hand": ["Field Musicians"], "runes": R("calm", 4),
                         "base": ["Daring Poro"]}, {}, None,
     ["A: play Field Musicians", "A: choose A:Daring Poro", *PP],
     [{"might": {"A:Daring Poro": 5, "A:Field Musicians": 3}}]),
    ("Cloud Drake", {"hand": ["Cloud Drake"], "runes": R("mind", 6), "deck": ["Gust"]}, {},
     None, ["A: play Cloud Drake", *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"location": {"A:Cloud Drake": "base"}}]),
    ("Masa, Crashing Thunder", {"hand": ["Masa, Crashing Thunder"], "runes": R("order", 5)},
     {}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: play Masa, Crashing Thunder", "A: yes", *PP],
     [{"stunned": {"B:Vanguard Sergeant": True}}]),
    ("Masa, Crashing Thunder", {"hand": ["Masa, Crashing Thunder"], "runes": R("order", 5)},
     {}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: play Masa, Crashing Thunder", "A: no"],
     [{"stunned": {"B:Vanguard Sergeant": False}}, {"chain": []}]),
    ("Reluctant Leader", {"hand": ["Daring Poro"], "runes": R("order", 2),
                          "base": ["Reluctant Leader"]}, {}, None,
     ["A: play Daring Poro", *PP],
     [{"might": {"A:Reluctant Leader": 5}}]),
    ("Plaza Guardian", {"hand": ["Plaza Guardian"], "runes": R("mind", 8),
                        "base": ["Orb of Regret", "Gold"]}, {}, None,
     ["A: play Plaza Guardian"],              # 10 less 2 for two gear: 8 runes pay it
     [{"location": {"A:Plaza Guardian": "base"}}, {"keywords": {"A:Plaza Guardian": ["deflect"]}}]),
    ("Plaza Guardian", {"hand": ["Plaza Guardian"], "runes": R("mind", 8),
                        "base": ["Orb of Regret"]}, {}, None, [],
     [{"illegal": "A: play Plaza Guardian"}]),

    ("Patched Porobot", {"hand": ["Patched Porobot"], "runes": R("mind", 2), "deck": ["Gust"],
                         "base": ["Orb of Regret", "Gold", "Sun Disc"]}, {}, None,
     ["A: play Patched Porobot", *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"exhausted": {"A:Patched Porobot": True}}]),
    ("Patched Porobot", {"hand": ["Patched Porobot"], "runes": R("mind", 2), "deck": ["Gust"],
                         "base": ["Orb of Regret", "Gold"]}, {}, None,
     ["A: play Patched Porobot"], [{"count": {"A:hand": 0}}, {"chain": []}]),
    ("Sky Cruiser", {"base": ["Sky Cruiser"], "hand": ["Orb of Regret", "Gust"],
                     "runes": R("mind", 1)}, {}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: activate Sky Cruiser", *PP],      # the one gear in hand, the one unit there
     [{"location": {"B:Vanguard Sergeant": "trash", "A:Orb of Regret": "trash"}},
      {"contains": {"A:hand": ["Gust"]}}, {"exhausted": {"A:Sky Cruiser": True}}]),
    ("Sky Cruiser", {"base": ["Sky Cruiser"], "hand": ["Gust"], "runes": R("mind", 1)}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]], [],
     [{"illegal": "A: activate Sky Cruiser"}]),              # no gear to discard
    ("Mask Mother", {"base": ["Punching Poro"], "hand": ["Mask Mother"], "runes": R("chaos", 1)},
     {}, None,
     ["A: activate Punching Poro", "A: yes",
      "A: choose A:Punching Poro", *PP, *PP],
     [{"location": {"A:Mask Mother": "trash"}}, {"might": {"A:Punching Poro": 5}}]),
    ("Minah Swiftfoot", {"base": ["Minah Swiftfoot"], "hand": ["Gust"], "deck": ["Defy"]},
     {"hand": ["Charm"]}, None,
     ["A: move A:Minah Swiftfoot to Bandle Tree", "A: mode 2", *PP],
     [{"count": {"A:hand": 2, "B:hand": 2}}]),
    ("Minah Swiftfoot", {"base": ["Minah Swiftfoot"], "hand": ["Gust"], "deck": ["Defy"]},
     {"hand": ["Charm"]}, None,
     ["A: move A:Minah Swiftfoot to Bandle Tree", "A: mode 1", *PP],
     [{"contains": {"A:trash": ["Gust"], "B:trash": ["Charm"]}}]),
    ("Minah Swiftfoot", {"hand": ["Gust"], "deck": ["Defy"]}, {"hand": ["Charm"]},
     [bf("A", a=["Minah Swiftfoot"]), BFS[1]],
     ["A: move A:Minah Swiftfoot to base"], [{"chain": []}, {"count": {"A:hand": 1}}]),
    ("Kennen, Keeper of Balance", {"hand": ["Kennen, Keeper of Balance"], "runes": R("order", 5)},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Kennen, Keeper of Balance", "A: yes", "A: choose B:Vanguard Sergeant", *PP],
     [{"stunned": {"B:Vanguard Sergeant": True}}]),
    ("Kennen, Keeper of Balance", {}, {}, [bf("A", a=["Kennen, Keeper of Balance"],
                                              b=[{"card": "Vanguard Sergeant", "stunned": True}]),
                                           bf(a=["Daring Poro"], b=["Stalwart Poro"],
                                              card="Back-Alley Bar")],
     [], [{"might": {"A:Kennen, Keeper of Balance": 4}}]),
    ("Kennen, Keeper of Balance", {}, {}, [bf("A", a=["Kennen, Keeper of Balance"],
                                              b=["Vanguard Sergeant"]), BFS[1]],
     [], [{"might": {"A:Kennen, Keeper of Balance": 2}}]),
    ("Shuriken Flip", {"hand": ["Shuriken Flip"], "runes": R("fury", 2),
                       "base": ["Vanguard Sergeant"]}, {},
     [bf("B", b=["Daring Poro"]), BFS[1]],
     ["A: play Shuriken Flip", "A: choose B:Daring Poro", "A: choose A:Vanguard Sergeant",
      "A: to Back-Alley Bar", *PP],
     [{"location": {"B:Daring Poro": "trash", "A:Vanguard Sergeant": "Back-Alley Bar"}}]),
    ("Shuriken Flip", {"trash": ["Shuriken Flip"], "runes": R("calm", 4),
                       "base": ["Vanguard Sergeant"]}, {}, None,     # Flow 3 + any
     ["A: play Shuriken Flip", "A: to Bandle Tree", *PP],   # no enemy unit to deal 2 to
     [{"location": {"A:Vanguard Sergeant": "Bandle Tree"}},
      {"contains": {"A:banishment": ["Shuriken Flip"]}}]),

    # -- Empower (827) and Empowered (828)
    ("Serene Ascetic", {"base": ["Serene Ascetic"], "runes": R("calm", 3)}, {}, None,
     ["A: activate Serene Ascetic", *PP],
     [{"empowered": {"A:Serene Ascetic": True}},
      {"keywords": {"A:Serene Ascetic": ["deflect", "shield 3"]}}]),
    ("Serene Ascetic", {"base": ["Serene Ascetic"]}, {}, None, [],
     [{"lacks": {"A:Serene Ascetic": "shield"}}, {"lacks": {"A:Serene Ascetic": "deflect"}}]),
    ("Steel Paws", {"base": ["Steel Paws"], "runes": R("calm", 7)}, {}, None,
     ["A: activate Steel Paws", *PP],
     [{"empowered": {"A:Steel Paws": True}}, {"might": {"A:Steel Paws": 7}},
      {"keywords": {"A:Steel Paws": ["deflect"]}}]),
    ("Steel Paws", {"base": ["Steel Paws"], "runes": R("calm", 6)}, {}, None, [],
     [{"might": {"A:Steel Paws": 0}}, {"illegal": "A: activate Steel Paws"}]),
    ("Nasus, Ascended", {"base": [emp("Nasus, Ascended")]}, {},
     [bf("B", b=["Daring Poro"]), BFS[1]], ["A: move A:Nasus, Ascended to Bandle Tree", *PP, *PP],
     [{"controller": {"Bandle Tree": "A"}}, {"points": {"A": 2}}]),   # 1 to conquer, 1 more
    ("Nasus, Ascended", {"base": ["Nasus, Ascended"]}, {},
     [bf("B", b=["Daring Poro"]), BFS[1]], ["A: move A:Nasus, Ascended to Bandle Tree", *PP],
     [{"controller": {"Bandle Tree": "A"}}, {"points": {"A": 1}}, {"chain": []},
      {"keywords": {"A:Nasus, Ascended": ["deflect 2"]}}]),
    ("Covert Informant", {"base": [emp("Covert Informant")], "deck": ["Gust"]}, {}, None,
     ["A: move A:Covert Informant to Bandle Tree", *PP, *PP],
     [{"contains": {"A:hand": ["Gust"]}}]),
    ("Covert Informant", {"base": ["Covert Informant"], "deck": ["Gust"]}, {}, None,
     ["A: move A:Covert Informant to Bandle Tree", *PP],
     [{"count": {"A:hand": 0}}, {"chain": []}]),
    ("Covert Informant", {"base": ["Covert Informant"], "runes": R("mind", 3)}, {}, None,
     ["A: activate Covert Informant", *PP], [{"empowered": {"A:Covert Informant": True}}]),
    ("Brutal Hunter", {"base": ["Brutal Hunter"], "runes": R("body", 3)}, {}, None,
     ["A: activate Brutal Hunter", *PP],
     [{"might": {"A:Brutal Hunter": 6}}, {"keywords": {"A:Brutal Hunter": ["ganking"]}}]),
    ("Brutal Hunter", {"base": ["Brutal Hunter"]}, {}, None, [],
     [{"might": {"A:Brutal Hunter": 4}}, {"lacks": {"A:Brutal Hunter": "ganking"}}]),
    ("Solari Sunhawk", {"base": ["Solari Sunhawk"], "runes": R("order", 2)}, {}, None,
     ["A: activate Solari Sunhawk", *PP],
     [{"might": {"A:Solari Sunhawk": 4}}, {"keywords": {"A:Solari Sunhawk": ["deflect 2"]}}]),
    ("Escaped Grayback", {"base": ["Escaped Grayback", "Daring Poro"]}, {}, None,
     ["A: activate Escaped Grayback", "A: choose A:Daring Poro", *PP],
     [{"location": {"A:Daring Poro": "trash"}}, {"empowered": {"A:Escaped Grayback": True}},
      {"might": {"A:Escaped Grayback": 5}}]),

    ("Baccai Witherclaw", {"base": [emp("Baccai Witherclaw")], "rune_deck": R("body", 3)}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Baccai Witherclaw to Bandle Tree", *PP, *PP],
     [{"location": {"A:Baccai Witherclaw": "trash"}}, {"count": {"A:runes": 2}},
      {"exhausted": {"A:Body Rune#1": True, "A:Body Rune#2": True}}]),
    ("Baccai Witherclaw", {"base": ["Baccai Witherclaw"], "rune_deck": R("body", 3)}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Baccai Witherclaw to Bandle Tree", *PP],
     [{"location": {"A:Baccai Witherclaw": "trash"}}, {"count": {"A:runes": 0}}, {"chain": []}]),
    ("Baccai Witherclaw", {"base": ["Baccai Witherclaw"], "runes": R("body", 3)}, {}, None,
     ["A: activate Baccai Witherclaw", *PP], [{"might": {"A:Baccai Witherclaw": 6}}]),
    ("Noxian Emissary", {"base": [emp("Noxian Emissary")]}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Noxian Emissary to Bandle Tree", *PP, *PP],
     [{"location": {"A:Noxian Emissary": "trash"}}, {"count": {"A:base": 2}},
      {"might": {"A:Recruit#1": 1, "A:Recruit#2": 1}}]),
    ("Noxian Emissary", {"base": ["Noxian Emissary"]}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Noxian Emissary to Bandle Tree", *PP],
     [{"location": {"A:Noxian Emissary": "trash"}}, {"count": {"A:base": 0}}, {"chain": []}]),
    ("Noxian Emissary", {"base": ["Noxian Emissary"], "runes": R("order", 2)}, {}, None,
     ["A: activate Noxian Emissary", *PP], [{"empowered": {"A:Noxian Emissary": True}}]),
    ("Tail-Cloaked Matriarch", {"base": ["Tail-Cloaked Matriarch"], "runes": R("chaos", 3),
                                "trash": ["Vanguard Sergeant", "Daring Poro", "Mega-Mech"]}, {},
     None,
     ["A: activate Tail-Cloaked Matriarch", *PP, "A: yes", "A: choose A:Daring Poro", *PP],
     [{"location": {"A:Daring Poro": "base", "A:Vanguard Sergeant": "trash",
                    "A:Mega-Mech": "trash"}}, {"count": {"A:runes": 2}}]),
    ("Tail-Cloaked Matriarch", {"base": ["Tail-Cloaked Matriarch"], "runes": R("chaos", 3),
                                "trash": ["Vanguard Sergeant", "Mega-Mech"]}, {}, None,
     ["A: activate Tail-Cloaked Matriarch", *PP],   # 4 and 7 energy: none to play, not asked
     [{"empowered": {"A:Tail-Cloaked Matriarch": True}}, {"chain": []},
      {"count": {"A:trash": 2}}]),

    # -- gear and legends
    ("Hextech Formula", {"hand": ["Hextech Formula"], "runes": R("mind", 2)}, {}, None,
     ["A: play Hextech Formula"], [{"exhausted": {"A:Hextech Formula": True}}]),
    ("Hextech Formula", {"base": ["Hextech Formula"]}, {"base": ["Orb of Regret"]}, None,
     ["A: activate Hextech Formula", *PP],       # another gear: the only one is B's
     [{"empowered": {"B:Orb of Regret": True, "A:Hextech Formula": False}}]),
    ("Shen, Eye of Twilight", {"legend": "Shen, Eye of Twilight", "base": ["Daring Poro"]}, {},
     None, ["A: activate Shen, Eye of Twilight", *PP],
     [{"keywords": {"A:Daring Poro": ["tank"]}}, {"exhausted": {"A:Shen, Eye of Twilight": True}}]),
]


def _run(a, b, bfs, script, expect):
    return run_case(a, b, bfs, script, expect, b_deck=["Mountain Drake"] * 3)


@pytest.mark.rules("827.1.c.1", "828.1.b.1", "828.1.d", "829.1.b")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_vendetta_sweep_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


def _swept() -> list[str]:
    text = VEN_FILE.read_text()
    assert SWEEP_MARK in text
    tail = text[text.index(SWEEP_MARK):]
    return [c["name"] for c in yaml.safe_load("cards:\n" + tail.split("\n", 1)[1])["cards"]]


def test_every_swept_card_has_a_case():
    from riftbound_tui.cards.db import load_card_db
    names = _swept()
    assert len(names) >= 20
    db = load_card_db()
    assert set(names) - {c[0] for c in CASES} - session_cases() == set()
    for name in names:
        assert db.get(name).implemented, name
        assert db.get(name).set_id == "VEN", name
