"""Unleashed 171-219 (issue 26, session 17 c4): each card played from a scenario-shaped
position and what it does checked.  A case is (card, A, B, battlefields, script, expect)
as in tests/card_cases.py; the battlefields are Bandle Tree and Back-Alley Bar unless a
case gives them.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, BTURN, HOLD, PP, R, bf, run_case

# (card, A, B, battlefields or None, script, expect)
CASES = [
    ("Galio, Indefatigable", {"base": ["Galio, Indefatigable"]}, {},
     [bf(b=["Stalwart Poro"]), BFS[1]],
     ["A: move A:Galio, Indefatigable to Bandle Tree", *PP],
     [{"location": {"B:Stalwart Poro": "Bandle Tree"}},            # 6 Might, no damage dealt
      {"keywords": {"A:Galio, Indefatigable": ["deflect", "tank"]}}]),
    ("LeBlanc, Fragmented", {"hand": ["Void Seeker"], "runes": R("fury", 4),
                             "deck": ["Gust", "Defy", "Charm"]},
     {}, [bf(a=["LeBlanc, Fragmented"]), BFS[1]],
     ["A: play Void Seeker", "A: choose A:LeBlanc, Fragmented", *PP, *PP],
     [{"count": {"A:hand": 2}}]),                # Void Seeker's draw and the Deathknell's 1
    ("Lilting Lullaby", {"hand": ["Lilting Lullaby"], "runes": R("calm", 4), "turn": BTURN},
     {"hand": ["Gust", "Stupefy"], "runes": R("mind", 4), "base": ["Stalwart Poro"]}, None,
     ["B: play Stupefy", "B: choose B:Stalwart Poro", "B: pass", "A: play Lilting Lullaby",
      "A: choose B:Stupefy", *PP],
     [{"location": {"B:Stupefy": "trash"}}, {"illegal": "B: play Gust"}]),

    # -- the Beginning Phase: Dusk Rose Lab kills LeBlanc there, Shard of Undoing answers
    ("Shard of Undoing", {"turn": HOLD, "base": ["Shard of Undoing"], "deck": ["Gust"] * 5},
     {"base": ["Stalwart Poro"]},
     [bf("A", a=["LeBlanc, Fragmented"], card="Dusk Rose Lab"), BFS[1]],
     ["A: yes", "A: order A:LeBlanc, Fragmented, A:Shard of Undoing", *PP, *PP, *PP],
     [{"location": {"B:Stalwart Poro": "trash", "A:LeBlanc, Fragmented": "trash"}},
      {"count": {"A:hand": 4}}]),    # LeBlanc's Deathknell 2 (Beginning Phase), the Lab 1, Draw
    ("Dusk Rose Lab", {"turn": HOLD, "deck": ["Gust"] * 5}, {},
     [bf("A", a=["Daring Poro"], card="Dusk Rose Lab"), BFS[1]], ["A: no"],
     [{"location": {"A:Daring Poro": "Dusk Rose Lab"}}, {"count": {"A:hand": 1}}]),
    ("Shard of Undoing", {"base": ["Shard of Undoing"], "hand": ["Void Seeker"],
                          "runes": R("fury", 4), "deck": ["Gust"]},
     {"base": ["Stalwart Poro"]}, [bf(a=["Daring Poro"]), BFS[1]],
     ["A: play Void Seeker", "A: choose A:Daring Poro", *PP],   # the Main Phase: nothing
     [{"location": {"A:Daring Poro": "trash", "B:Stalwart Poro": "base"}}, {"chain": []}]),
    # -- playing and moving
    ("Thrill of the Hunt", {"hand": ["Thrill of the Hunt"], "runes": R("body", 2),
                            "base": [{"card": "Mountain Drake", "exhausted": True}]}, {}, None,
     ["A: play Thrill of the Hunt", *PP, "A: to Bandle Tree", *PP],
     [{"location": {"A:Mountain Drake": "Bandle Tree"}}, {"exhausted": {"A:Mountain Drake": True}},
      {"count": {"A:banishment": 0}}]),      # its cost ignored: no rune was left to pay it
    ("Moonfall", {"hand": ["Moonfall"], "runes": R("mind", 4)}, {"base": ["Stalwart Poro"]},
     [bf(a=["Daring Poro"]), bf(b=["Mountain Drake"], card="Back-Alley Bar")],
     ["A: play Moonfall", "A: choose B:Stalwart Poro", *PP],
     [{"location": {"B:Stalwart Poro": "Bandle Tree"}}, {"might": {"B:Stalwart Poro": 0}},
      {"might": {"B:Mountain Drake": 10}}]),     # only enemy units there
    ("Moonfall", {"hand": ["Moonfall"], "runes": R("mind", 4)}, {},
     [bf(a=["Daring Poro"], b=["Mountain Drake"]), BFS[1]],
     ["A: play Moonfall", "A: choose none", *PP], [{"might": {"B:Mountain Drake": 8}}]),
    # -- battlefields
    ("Abandoned Hall", {"hand": ["Stupefy"], "runes": R("mind", 1), "deck": ["Gust"]},
     {"base": ["Stalwart Poro"]}, [bf(a=["Daring Poro"], card="Abandoned Hall"), BFS[1]],
     ["A: play Stupefy", "A: choose B:Stalwart Poro", *PP, "A: yes", *PP],
     [{"might": {"A:Daring Poro": 3}}]),
    ("Abandoned Hall", {"hand": ["Stupefy"], "runes": R("mind", 1), "deck": ["Gust"]},
     {"base": ["Stalwart Poro"]}, [bf(a=["Daring Poro"], card="Abandoned Hall"), BFS[1]],
     ["A: play Stupefy", "A: choose B:Stalwart Poro", *PP, "A: no"],
     [{"might": {"A:Daring Poro": 2}}]),
    ("Black Flame Altar", {}, {}, [bf(a=["Sprite", "Daring Poro"], card="Black Flame Altar"),
                                   BFS[1]], [],
     [{"keywords": {"A:Sprite": ["shield"]}}, {"lacks": {"A:Daring Poro": "shield"}}]),
    # -- an ability that costs less for each (356.4)
    ("Lillia, Bashful Bloom", {"legend": "Lillia, Bashful Bloom", "runes": R("calm", 4)}, {},
     None, ["A: activate Lillia, Bashful Bloom", *PP],
     [{"location": {"A:Sprite": "base"}}, {"exhausted": {"A:Sprite": False}}]),
    ("Lillia, Bashful Bloom", {"legend": "Lillia, Bashful Bloom", "runes": R("calm", 3),
                               "base": ["Sprite"]}, {}, None,
     ["A: activate Lillia, Bashful Bloom", *PP], [{"count": {"A:base": 2}}]),   # 3: one less
    ("Lillia, Bashful Bloom", {"legend": "Lillia, Bashful Bloom", "runes": R("calm", 3),
                               "base": ["Daring Poro"]}, {}, None, [],
     [{"illegal": "A: activate Lillia, Bashful Bloom"}]),    # no unit with Temporary: 4
    ("Rift Herald", {"base": ["Rift Herald"], "deck": ["Gust", "Stalwart Poro", "Defy", "Charm"]},
     {}, None, ["A: move A:Rift Herald to Bandle Tree", *PP, "A: choose Stalwart Poro"],
     [{"contains": {"A:hand": ["Stalwart Poro"]}}, {"count": {"A:hand": 1, "A:deck": 3}}]),
    ("Rift Herald", {"hand": ["Void Seeker", "Mountain Drake"], "runes": R("fury", 4),
                     "deck": ["Gust"]}, {},
     [bf(a=[{"card": "Rift Herald", "damage": 4}]), BFS[1]],
     ["A: play Void Seeker", "A: choose A:Rift Herald", *PP, *PP, "A: choose Mountain Drake"],
     [{"location": {"A:Mountain Drake": "base", "A:Rift Herald": "trash"}}]),   # [9] ignored
    ("Altar of Blood", {"base": ["Daring Poro"], "runes": R("fury", 3)}, {},
     [bf("B", b=["Mountain Drake"], card="Altar of Blood"), BFS[1]],
     ["A: move A:Daring Poro to Altar of Blood", *PP, "A: yes"],   # its controller pays
     [{"location": {"A:Daring Poro": "base"}}, {"count": {"A:runes": 0}}]),
    ("Altar of Blood", {"base": ["Daring Poro"], "runes": R("fury", 3)}, {},
     [bf("B", b=["Mountain Drake"], card="Altar of Blood"), BFS[1]],
     ["A: move A:Daring Poro to Altar of Blood", *PP, "A: no"],
     [{"location": {"A:Daring Poro": "trash"}}]),
    ("Altar of Blood", {"base": ["Daring Poro"], "runes": R("fury", 2)}, {},
     [bf("B", b=["Mountain Drake"], card="Altar of Blood"), BFS[1]],
     ["A: move A:Daring Poro to Altar of Blood", *PP],     # [A][A][A] can't be paid
     [{"location": {"A:Daring Poro": "trash"}}]),
    ("Vaults of Helia", {"turn": HOLD, "hand": ["Daring Poro", "Stupefy"],
                         "runes": R("chaos", 2), "deck": ["Gust"] * 3}, {"base": ["Stalwart Poro"]},
     [bf("A", a=["Stalwart Poro"], card="Vaults of Helia"), BFS[1]], [*PP],
     [{"illegal": "A: play Daring Poro"}]),             # [2] and [1] more: 3
    ("Vaults of Helia", {"turn": HOLD, "hand": ["Daring Poro"], "runes": R("chaos", 3),
                         "deck": ["Gust"] * 3}, {},
     [bf("A", a=["Stalwart Poro"], card="Vaults of Helia"), BFS[1]], [*PP, "A: play Daring Poro", "A: to base"],
     [{"location": {"A:Daring Poro": "base"}}]),
    # -- tags among your units
    ("Daisy!", {"hand": ["Daisy!"], "runes": R("calm", 5),
                "base": ["Soaring Scout", "Pakaa Cub", "Frostcoat Cub", "Daring Poro"]}, {},
     None, ["A: play Daisy!", "A: to base"],              # [9] less 4 for four tags
     [{"location": {"A:Daisy!": "base"}}, {"exhausted": {"A:Daisy!": False}}]),
    ("Daisy!", {"hand": ["Daisy!"], "runes": R("calm", 5),
                "base": ["Soaring Scout", "Pakaa Cub", "Daring Poro", "Stalwart Poro"]}, {},
     None, [], [{"illegal": "A: play Daisy!"}]),          # three tags: [6]
    ("Daisy!", {"base": ["Daisy!", "Soaring Scout", "Pakaa Cub", "Frostcoat Cub",
                         "Daring Poro"]}, {}, [bf(b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Daisy! to Bandle Tree", *PP],
     [{"stunned": {"B:Mountain Drake": True}}]),
    ("Daisy!", {"base": ["Daisy!", "Soaring Scout", "Pakaa Cub", "Daring Poro"]}, {},
     [bf(b=["Mountain Drake"]), BFS[1]], ["A: move A:Daisy! to Bandle Tree"],
     [{"stunned": {"B:Mountain Drake": False}}, {"chain": []}]),   # no Dog
    ("Forbidding Waste", {"base": ["Mountain Drake"]}, {},
     [bf(b=["Pakaa Cub"], card="Forbidding Waste"), BFS[1]],
     ["A: move A:Mountain Drake to Forbidding Waste"],
     [{"might": {"B:Pakaa Cub": 1}}]),                    # alone: 3 - 2
    ("Forbidding Waste", {"base": ["Mountain Drake"]}, {},
     [bf(b=["Pakaa Cub", "Daring Poro"], card="Forbidding Waste"), BFS[1]],
     ["A: move A:Mountain Drake to Forbidding Waste"],
     [{"might": {"B:Pakaa Cub": 3, "B:Daring Poro": 2}}]),   # not alone
    ("Forbidding Waste", {}, {}, [bf(b=["Pakaa Cub"], card="Forbidding Waste"), BFS[1]], [],
     [{"might": {"B:Pakaa Cub": 3}}]),                    # not defending
    # -- copies (477.1.b.1)
    ("Mirror Image", {"hand": ["Mirror Image"], "runes": R("mind", 5)},
     {"base": ["Mountain Drake"]}, None, ["A: play Mirror Image", *PP],   # errata: "Then do
     [{"location": {"A:Reflection": "base"}}, {"might": {"A:Reflection": 0}},   # this:" - a
      {"chain": ["Mirror Image"]}]),        # reflexive trigger: the copy waits on the chain
    ("Mirror Image", {"hand": ["Mirror Image"], "runes": R("mind", 5)},
     {"base": ["Mountain Drake"]}, None, ["A: play Mirror Image", *PP, *PP],
     [{"location": {"A:Mountain Drake": "base"}}, {"might": {"A:Mountain Drake": 10}},
      {"keywords": {"A:Mountain Drake": ["temporary"]}},
      {"exhausted": {"A:Mountain Drake": False}}, {"count": {"A:trash": 1}}]),
    ("LeBlanc, Deceiver", {"legend": "LeBlanc, Deceiver", "base": ["Pakaa Cub"],
                           "hand": ["Gust"]}, {}, None,
     ["A: move A:Pakaa Cub to Bandle Tree", *PP, "A: yes", *PP, *PP],   # then do this: copy
     [{"count": {"Bandle Tree": 2, "A:hand": 0}}, {"might": {"A:Pakaa Cub#2": 3}},
      {"keywords": {"A:Pakaa Cub#2": ["temporary"]}},
      {"exhausted": {"A:LeBlanc, Deceiver": True}}]),
    ("LeBlanc, Deceiver", {"legend": "LeBlanc, Deceiver", "base": ["Pakaa Cub"]}, {}, None,
     ["A: move A:Pakaa Cub to Bandle Tree", *PP],         # nothing to discard: not asked
     [{"count": {"Bandle Tree": 1}}, {"chain": []}]),
    # -- to the top or the bottom of a Main Deck
    ("Keeper's Verdict", {"hand": ["Keeper's Verdict"], "runes": R("order", 4)},
     {"deck": ["Gust", "Defy"]}, [bf(b=["Mountain Drake"]), BFS[1]],
     ["A: play Keeper's Verdict", *PP, "B: yes"],        # its owner chooses the top
     [{"top": {"B:deck": ["Mountain Drake", "Gust", "Defy"]}}]),
    ("Keeper's Verdict", {"hand": ["Keeper's Verdict"], "runes": R("order", 4)},
     {"deck": ["Gust", "Defy"]}, [bf(b=["Mountain Drake"]), BFS[1]],
     ["A: play Keeper's Verdict", *PP, "B: no"],
     [{"top": {"B:deck": ["Gust", "Defy", "Mountain Drake"]}}]),
    ("Keeper's Verdict", {"hand": ["Keeper's Verdict"], "runes": R("order", 4)},
     {"base": ["Mountain Drake"]}, None, [],
     [{"illegal": "A: play Keeper's Verdict"}]),          # in base: not at a battlefield
    # -- Repeat (820) choosing a mode not chosen before
    ("Curtain Call", {"hand": ["Curtain Call"], "runes": R("fury", 6), "deck": ["Gust", "Defy"]},
     {"base": ["Mountain Drake"]}, [bf(b=["Daring Poro"]), BFS[1]],
     ["A: play Curtain Call", "A: yes", "A: no", "A: yes", "A: mode 1", "A: mode 3",
      "A: mode 2", "A: choose B:Mountain Drake", "A: choose B:Daring Poro", *PP],
     [{"count": {"A:hand": 1}}, {"damage": {"B:Mountain Drake": 3}},
      {"location": {"B:Daring Poro": "trash"}}]),
    ("Curtain Call", {"hand": ["Curtain Call"], "runes": R("fury", 6), "deck": ["Gust", "Defy"]},
     {}, [bf(b=["Daring Poro"]), BFS[1]],
     ["A: play Curtain Call", "A: yes", "A: no", "A: no", "A: mode 1"],
     [{"illegal": "A: mode 1"}, {"legal": "A: mode 2"}]),   # not chosen again
    # -- the Energy spent on a spell
    ("Forgotten Library", {"hand": ["Curtain Call"], "runes": R("fury", 4),
                           "deck": ["Gust", "Defy", "Charm"]}, {},
     [bf("A", a=["Daring Poro"], card="Forgotten Library"), BFS[1]],
     ["A: play Curtain Call", "A: no", "A: mode 1", *PP, *PP, "A: choose Defy"],
     [{"contains": {"A:hand": ["Gust"]}}, {"top": {"A:deck": ["Charm", "Defy"]}}]),
    ("Forgotten Library", {"hand": ["Keeper's Verdict"], "runes": R("order", 4),
                           "deck": ["Gust", "Defy", "Charm"]}, {},
     [bf("A", a=["Daring Poro"], card="Forgotten Library"),
      bf(b=["Mountain Drake"], card="Back-Alley Bar")],
     ["A: play Keeper's Verdict", *PP, "B: no"],          # [2] spent: no Predict
     [{"chain": []}, {"top": {"A:deck": ["Gust", "Defy", "Charm"]}}]),
    ("Forgotten Library", {"hand": ["Curtain Call"], "runes": R("fury", 4),
                           "deck": ["Gust", "Defy", "Charm"]}, {},
     [bf("B", b=["Daring Poro"], card="Forgotten Library"), BFS[1]],
     ["A: play Curtain Call", "A: no", "A: mode 1", *PP],   # B controls it: not A's
     [{"chain": []}, {"top": {"A:deck": ["Defy", "Charm"]}}]),
    # -- damage equal to a Might, split (355.14), and XP for each unit it kills
    ("Alpha Strike", {"hand": ["Alpha Strike"], "runes": R("calm", 4),
                      "base": ["Mountain Drake"]}, {},
     [bf(b=["Daring Poro", "Pakaa Cub"]), bf(b=["Stalwart Poro"], card="Back-Alley Bar")],
     ["A: play Alpha Strike", "A: choose B:Daring Poro, B:Pakaa Cub, B:Stalwart Poro", *PP,
      "A: assign B:Daring Poro=1, B:Pakaa Cub=3, B:Stalwart Poro=6"],
     [{"xp": {"A": 2}}, {"location": {"B:Daring Poro": "Bandle Tree", "B:Pakaa Cub": "trash",
                                     "B:Stalwart Poro": "trash"}}]),
    ("Alpha Strike", {"hand": ["Alpha Strike"], "runes": R("calm", 4),
                      "base": ["Daring Poro"]}, {}, [bf(b=["Mountain Drake"]), BFS[1]],
     ["A: play Alpha Strike", "A: choose B:Mountain Drake", *PP],   # 2 of Might: no kill
     [{"xp": {"A": 0}}, {"damage": {"B:Mountain Drake": 2}}]),
    # -- a reflexive trigger that plays the spell again from the trash (388.1)
    ("Death from Below", {"hand": ["Death from Below"], "runes": R("fury", 6)}, {},
     [bf(b=["Daring Poro", "Pakaa Cub"]), BFS[1]],
     ["A: play Death from Below", "A: choose B:Daring Poro", *PP, *PP, "A: yes", *PP],
     [{"location": {"B:Daring Poro": "trash", "B:Pakaa Cub": "trash"}},
      {"count": {"A:runes": 4}}]),                       # [A] the second time
    ("Death from Below", {"hand": ["Death from Below"], "runes": R("fury", 6)}, {},
     [bf(b=["Daring Poro", "Pakaa Cub"]), BFS[1]],
     ["A: play Death from Below", "A: choose B:Daring Poro", *PP, *PP, "A: no"],
     [{"location": {"A:Death from Below": "trash", "B:Pakaa Cub": "Bandle Tree"}},
      {"chain": []}]),
    ("Death from Below", {"hand": ["Death from Below"], "runes": R("fury", 6)}, {},
     [bf(b=["Mountain Drake", "Pakaa Cub"]), BFS[1]],
     ["A: play Death from Below", "A: choose B:Mountain Drake", *PP],   # it had 10 Might
     [{"location": {"A:Death from Below": "trash"}}, {"chain": []}]),
]


def _run(a, b, bfs, script, expect):
    return run_case(a, b, bfs, script, expect, b_deck=["Mountain Drake"] * 3)


@pytest.mark.rules("477.1.b.1", "356.3", "356.4", "740.2.a", "820.2.a", "808", "369")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_unleashed_c4_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)
