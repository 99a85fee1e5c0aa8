"""The third sweep: cards that choose a player (355.9.a: "choose a player", "choose an
opponent"), answered `choose PLAYER` (NOTATION.md), and the constructs named with them.

A case is (card, A, B, battlefields, script, expect) as in tests/card_cases.py.  Every
card of the sweep (the entries after SWEEP_MARK in each set file) has a case
(test_every_swept_card_has_a_case).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from card_cases import BTURN, HOLD, PP, R, bf, new_game, play, run_case, zone_cards

CARDS = Path(__file__).resolve().parent.parent / "cards"
SWEEP_MARK = "# -- Players as targets (355.9.a): the third sweep"
DECK = ["Mountain Drake"] * 3

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "The first time I move each turn, choose a player. They Burn 1."
    ("Blade Twirler", {"base": ["Blade Twirler"], "deck": ["Gust", "Defy"]}, {}, None,
     ["A: move A:Blade Twirler to Back-Alley Bar", "A: choose B", *PP],
     [{"count": {"B:deck": 2, "B:trash": 1, "A:deck": 2}}]),
    ("Blade Twirler", {"base": ["Blade Twirler"], "deck": ["Gust", "Defy"]}, {}, None,
     ["A: move A:Blade Twirler to Back-Alley Bar", "A: choose A", *PP],
     [{"count": {"A:deck": 1, "A:trash": 1, "B:deck": 3}},
      {"contains": {"A:trash": ["Gust"]}}]),
    # "When you play me, choose a player. They discard 1."
    ("Bewitching Spirit", {"hand": ["Bewitching Spirit"], "runes": R("chaos", 3)},
     {"hand": ["Gust"]}, None,
     ["A: play Bewitching Spirit", "A: choose B", *PP],
     [{"count": {"B:hand": 0}}, {"contains": {"B:trash": ["Gust"]}}]),

    # "The first time I win a combat each turn, you score 1 point. When I die in combat,
    # choose an opponent. They score 1 point."
    ("Draven, Audacious", {"base": ["Draven, Audacious"], "deck": ["Gust"] * 3}, {},
     [bf("B", b=["Daring Poro"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Draven, Audacious to Bandle Tree", *PP, *PP],
     [{"points": {"A": 2, "B": 0}}]),                       # the win's point and the conquer
    ("Draven, Audacious", {"base": ["Draven, Audacious"], "deck": ["Gust"] * 3}, {},
     [bf("B", b=["Mountain Drake", "Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Draven, Audacious to Bandle Tree", *PP, "A: assign B:Mountain Drake=6",
      *PP], [{"points": {"A": 0, "B": 1}}, {"location": {"A:Draven, Audacious": "trash"}}]),
    ("Draven, Audacious", {"base": ["Draven, Audacious"], "hand": ["Cull the Weak"],
                           "runes": R("order", 2), "deck": ["Gust"] * 3}, {}, None,
     ["A: play Cull the Weak", *PP],                        # dies out of combat: no point
     [{"points": {"A": 0, "B": 0}}, {"location": {"A:Draven, Audacious": "trash"}}]),

    # "When I become Empowered, choose an opponent. They Burn 3. Then you may do this:
    # choose a unit in their trash and play it, ignoring its cost."
    ("Kharox", {"base": ["Kharox"], "runes": R("chaos", 8)},
     {"deck": ["Mountain Drake", "Gust", "Defy", "Gust"]}, None,
     ["A: activate Kharox", *PP, *PP, *PP, "A: yes"],
     [{"location": {"A:Mountain Drake": "base"}}, {"count": {"B:trash": 2, "B:deck": 1}}]),
    ("Kharox", {"base": ["Kharox"], "runes": R("chaos", 8)},
     {"deck": ["Mountain Drake", "Gust", "Defy", "Gust"]}, None,
     ["A: activate Kharox", *PP, *PP, *PP, "A: no"],
     [{"count": {"B:trash": 3, "A:base": 1}}]),

    # -- the "attacking" selector and "if it's attacking" (463.1.a)
    ("Sudden Storm", {"hand": ["Sudden Storm"], "runes": R("fury", 4), "turn": BTURN},
     {"base": ["Vanguard Sergeant"]}, [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "B: pass", "A: play Sudden Storm",
      "A: choose B:Vanguard Sergeant", "A: pass", "B: pass"],
     [{"location": {"B:Vanguard Sergeant": "trash"}}]),      # 4: lethal
    ("Sudden Storm", {"hand": ["Sudden Storm"], "runes": R("fury", 4)}, {},
     [bf("B", b=["Vanguard Sergeant"]), {"card": "Back-Alley Bar"}],
     ["A: play Sudden Storm", *PP],             # not attacking: 2
     [{"damage": {"B:Vanguard Sergeant": 2}}]),

    # -- Empowered states: "if it's [Empowered], X instead" and Disempower (441-442)
    ("Guttural Roar", {"hand": ["Guttural Roar"], "runes": R("body", 2),
                       "base": [{"card": "Daring Poro", "empowered": True}]}, {}, None,
     ["A: play Guttural Roar", *PP], [{"might": {"A:Daring Poro": 6}}]),
    ("Guttural Roar", {"hand": ["Guttural Roar"], "runes": R("body", 2),
                       "base": ["Daring Poro"]}, {}, None,
     ["A: play Guttural Roar", *PP], [{"might": {"A:Daring Poro": 4}}]),
    ("Lacerate", {"hand": ["Lacerate"], "runes": R("order", 2)},
     {"base": [{"card": "Steel Paws", "empowered": True}]}, None,
     ["A: play Lacerate", *PP],                 # disempowered: 2 Might, then killed
     [{"location": {"B:Steel Paws": "trash"}}]),
    ("Lacerate", {"hand": ["Lacerate"], "runes": R("order", 2)},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Lacerate", *PP], [{"location": {"B:Vanguard Sergeant": "base"}}]),
    ("Tomb-Raider Barbara", {"hand": ["Tomb-Raider Barbara"], "runes": R("calm", 7)},
     {"base": [{"card": "Hextech Formula", "empowered": True}]}, None,
     ["A: play Tomb-Raider Barbara", *PP],
     [{"empowered": {"B:Hextech Formula": False}}, {"location": {"B:Hextech Formula": "base"}}]),
    ("Tomb-Raider Barbara", {"hand": ["Tomb-Raider Barbara"], "runes": R("calm", 7)},
     {"base": ["Hextech Formula"]}, None,
     ["A: play Tomb-Raider Barbara", *PP], [{"location": {"B:Hextech Formula": "trash"}}]),
    ("Tomb-Raider Barbara", {"hand": ["Tomb-Raider Barbara"], "runes": R("calm", 6)},
     {"base": ["Hextech Formula"]}, None,       # six runes: no trigger
     ["A: play Tomb-Raider Barbara"], [{"location": {"B:Hextech Formula": "base"}}]),

    # "When you play me, choose an opponent. They play a Bird token": B's Bird, in B's base
    ("Walking Roost", {"hand": ["Walking Roost"], "runes": R("chaos", 5)}, {}, None,
     ["A: play Walking Roost", *PP],
     [{"location": {"B:Bird": "base"}}, {"keywords": {"B:Bird": ["deflect"]}},
      {"count": {"A:base": 1}}]),

    # -- Bird tokens (187.7)
    ("Carrion Dredger", {"base": ["Carrion Dredger"], "hand": ["Cull the Weak"],
                         "runes": R("order", 2)}, {}, None,
     ["A: play Cull the Weak", *PP, *PP],      # each player kills a unit: A's Dredger dies
     [{"location": {"A:Carrion Dredger": "trash", "A:Bird": "base"}}]),
    ("Frisky Hunter", {"hand": ["Frisky Hunter"], "runes": R("calm", 4)}, {},
     [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: play Frisky Hunter to Bandle Tree", *PP],
     [{"location": {"A:Bird": "Bandle Tree", "A:Frisky Hunter": "Bandle Tree"}}]),
    ("Flurry of Feathers", {"hand": ["Flurry of Feathers"], "runes": R("calm", 6)}, {}, None,
     ["A: play Flurry of Feathers", "A: mode 2", *PP], [{"count": {"A:base": 4}}]),
    ("Flurry of Feathers", {"hand": ["Flurry of Feathers"], "runes": R("calm", 6),
                            "turn": BTURN}, {"hand": ["Gust"], "runes": R("chaos", 1)},
     [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["B: play Gust", "B: pass", "A: play Flurry of Feathers", "A: mode 1", *PP],
     [{"location": {"A:Stalwart Poro": "Bandle Tree", "B:Gust": "trash"}}]),
    ("Ultrasoft Poro", {}, {}, [bf("A", a=["Ultrasoft Poro"]), {"card": "Back-Alley Bar"}],
     ["A: activate Ultrasoft Poro", *PP, "A: to base", "A: to base"],
     [{"count": {"Bandle Tree": 1, "A:base": 2}}]),
    # no location is printed: wherever a unit may be played (439.2.b.1), here too; each
    # Bird its own place, asked as the ability resolves (439.2.c)
    ("Ultrasoft Poro", {}, {}, [bf("A", a=["Ultrasoft Poro"]), {"card": "Back-Alley Bar"}],
     ["A: activate Ultrasoft Poro", *PP, "A: to Bandle Tree", "A: to Bandle Tree"],
     [{"count": {"Bandle Tree": 3, "A:base": 0}}]),

    # -- exact counts: "exactly one other unit you control here"
    ("Shen, Scourge of Shadows", {"turn": HOLD, "deck": ["Gust"] * 3}, {},
     [bf("A", a=["Shen, Scourge of Shadows", "Daring Poro"]), {"card": "Back-Alley Bar"}],
     [*PP], [{"points": {"A": 1}}, {"count": {"A:hand": 2}}]),   # and the Draw Phase's
    ("Shen, Scourge of Shadows", {"turn": HOLD, "deck": ["Gust"] * 3}, {},
     [bf("A", a=["Shen, Scourge of Shadows", "Daring Poro", "Stalwart Poro"]),
      {"card": "Back-Alley Bar"}],
     [], [{"points": {"A": 1}}, {"count": {"A:hand": 1}}]),      # two others: no draw
    ("Shen, Leader of the Kinkou Order", {"turn": HOLD, "deck": ["Gust"] * 3}, {},
     [bf("A", a=["Shen, Leader of the Kinkou Order", "Daring Poro"]),
      {"card": "Back-Alley Bar"}],
     [*PP], [{"points": {"A": 2}}]),
    ("Shen, Leader of the Kinkou Order", {"turn": HOLD, "deck": ["Gust"] * 3}, {},
     [bf("A", a=["Shen, Leader of the Kinkou Order"]), {"card": "Back-Alley Bar"}],
     [], [{"points": {"A": 1}}]),                                # alone: only the hold
    ("Disciple of Shen", {}, {},
     [bf("A", a=["Disciple of Shen", "Daring Poro"]), {"card": "Back-Alley Bar"}], [],
     [{"keywords": {"A:Disciple of Shen": ["shield 3"]}}]),
    ("Disciple of Shen", {}, {},
     [bf("A", a=["Disciple of Shen", "Daring Poro", "Stalwart Poro"]),
      {"card": "Back-Alley Bar"}], [],
     [{"lacks": {"A:Disciple of Shen": "shield"}}]),

    ("Crimson Pigeons", {"base": ["Crimson Pigeons", "Daring Poro"]}, {},
     [bf("B", b=["Mountain Drake"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Crimson Pigeons, A:Daring Poro to Bandle Tree"],
     [{"might": {"A:Crimson Pigeons": 5}}]),
    ("Crimson Pigeons", {"base": ["Crimson Pigeons", "Daring Poro"]}, {},
     [bf("B", b=["Mountain Drake"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Crimson Pigeons to Bandle Tree"],            # attacking alone
     [{"might": {"A:Crimson Pigeons": 3}}]),

    # -- domain selectors: the Decrees
    ("Decree of Rage", {"hand": ["Decree of Rage"], "runes": R("fury", 2)},
     {"base": ["Stalwart Poro", "Daring Poro"], "hand": ["Defy"], "runes": R("calm", 2)},
     None, ["A: play Decree of Rage", "A: pass", "B: play Defy", "B: pass", "A: pass", *PP],
     [{"location": {"B:Stalwart Poro": "trash", "B:Daring Poro": "base",
                    "A:Decree of Rage": "trash", "B:Defy": "trash"}}]),
    ("Decree of Strength", {"hand": ["Decree of Strength"], "runes": R("body", 1)},
     {"hand": ["Stupefy", "Gust"], "deck": ["Mountain Drake"]}, None,
     ["A: play Decree of Strength", *PP],        # one opponent, one Mind card: no choice
     [{"count": {"B:hand": 1, "B:deck": 2}}, {"contains": {"B:hand": ["Gust"]}},
      {"top": {"B:deck": ["Mountain Drake", "Stupefy"]}}]),
    ("Decree of Discord", {"hand": ["Decree of Discord"], "runes": R("chaos", 2)},
     {"base": ["Daring Poro", "Mystic Poro", "Petty Officer"]}, None,
     ["A: play Decree of Discord", "A: choose B:Daring Poro", *PP],
     [{"location": {"B:Daring Poro": "hand", "B:Mystic Poro": "base",
                    "B:Petty Officer": "base"}}]),
    ("Decree of Unity", {"hand": ["Decree of Unity"], "runes": R("order", 3)},
     {"base": ["Daring Poro", "Mystic Poro"]}, None,
     ["A: play Decree of Unity", *PP],           # the only Chaos one: chosen by the engine
     [{"location": {"B:Mystic Poro": "trash", "B:Daring Poro": "base"}}]),

    # -- rune counts
    ("Eclipse Dragon", {"base": ["Eclipse Dragon"], "runes": R("fury", 4), "deck": ["Gust"]},
     {}, None, ["A: move A:Eclipse Dragon to Back-Alley Bar", *PP],
     [{"count": {"A:hand": 1}}]),
    ("Eclipse Dragon", {"base": ["Eclipse Dragon"], "runes": R("fury", 5), "deck": ["Gust"]},
     {}, None, ["A: move A:Eclipse Dragon to Back-Alley Bar"],   # five runes: no trigger
     [{"count": {"A:hand": 0}}]),
    ("Renekton, Rage Fueled", {"base": ["Renekton, Rage Fueled"], "runes": R("fury", 3)}, {},
     [bf("B", b=["Daring Poro", "Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Renekton, Rage Fueled to Bandle Tree", *PP],
     [{"location": {"B:Daring Poro": "trash"}}, {"damage": {"B:Stalwart Poro": 2}}]),
    ("Oasis Raider", {"turn": HOLD, "base": ["Oasis Raider"], "runes": R("fury", 2),
                      "deck": ["Gust"] * 3}, {"runes": R("calm", 3)}, None, [*PP],
     [{"might": {"A:Oasis Raider": 6}}, {"keywords": {"A:Oasis Raider": ["ganking"]}}]),
    ("Oasis Raider", {"turn": HOLD, "base": ["Oasis Raider"], "runes": R("fury", 3),
                      "deck": ["Gust"] * 3}, {"runes": R("calm", 3)}, None, [],
     [{"might": {"A:Oasis Raider": 4}}, {"lacks": {"A:Oasis Raider": "ganking"}}]),
    ("Protective Sands", {"base": ["Daring Poro"], "runes": R("fury", 4), "deck": ["Gust"]},
     {}, [{"card": "Protective Sands"}, {"card": "Back-Alley Bar"}],
     ["A: move A:Daring Poro to Protective Sands", *PP, "A: yes", *PP],
     [{"count": {"A:hand": 1}}, {"controller": {"Protective Sands": "A"}}]),

    # -- drawing from the cards looked at (413.1.a)
    ("Apprentice Smith", {"base": ["Apprentice Smith"], "deck": ["Orb of Regret", "Gust"]}, {},
     None, ["A: move A:Apprentice Smith to Back-Alley Bar", *PP],
     [{"contains": {"A:hand": ["Orb of Regret"]}}, {"count": {"A:deck": 1}}]),
    ("Apprentice Smith", {"base": ["Apprentice Smith"], "deck": ["Gust", "Defy"]}, {},
     None, ["A: move A:Apprentice Smith to Back-Alley Bar", *PP],     # not a gear: recycled
     [{"count": {"A:hand": 0}}, {"top": {"A:deck": ["Defy", "Gust"]}}]),
    ("Ornn, Blacksmith", {"hand": ["Ornn, Blacksmith"], "runes": R("calm", 6),
                          "deck": ["Gust", "Orb of Regret", "Defy"]}, {}, None,
     ["A: play Ornn, Blacksmith", *PP, "A: choose Orb of Regret"],
     [{"contains": {"A:hand": ["Orb of Regret"]}}, {"count": {"A:deck": 2}}]),

    ("Trapping Grounds", {"base": ["Mountain Drake"]}, {},
     [bf("B", b=["Daring Poro"], card="Trapping Grounds"), {"card": "Back-Alley Bar"}],
     ["A: move A:Mountain Drake to Trapping Grounds", *PP,         # 2 Might dealt 6: 4 excess
      "A: to Trapping Grounds", *PP],     # no location printed: any (439.2.b.1), here too
     [{"controller": {"Trapping Grounds": "A"}}, {"location": {"A:Bird": "Trapping Grounds"}}]),
    ("Trapping Grounds", {"base": ["Vanguard Sergeant"]}, {},
     [bf("B", b=["Daring Poro"], card="Trapping Grounds"), {"card": "Back-Alley Bar"}],
     ["A: move A:Vanguard Sergeant to Trapping Grounds", *PP],      # 4 dealt to 2: 2 excess
     [{"controller": {"Trapping Grounds": "A"}}, {"count": {"A:base": 0}}]),

    # -- "you or allies" (engine/teams.py): no teammates in a duel, so your battlefields
    ("Seat of Power", {"base": ["Daring Poro"], "deck": ["Gust", "Defy", "Gust"]}, {},
     [bf("A", a=["Stalwart Poro"]), {"card": "Seat of Power"}],
     ["A: move A:Daring Poro to Seat of Power", *PP, *PP],     # one other battlefield
     [{"controller": {"Seat of Power": "A"}}, {"count": {"A:hand": 1}}]),
    ("Seat of Power", {"base": ["Daring Poro"], "deck": ["Gust", "Defy", "Gust"]}, {},
     [bf("B", b=["Stalwart Poro"]), {"card": "Seat of Power"}],
     ["A: move A:Daring Poro to Seat of Power", *PP, *PP],     # B's battlefield: none
     [{"controller": {"Seat of Power": "A"}}, {"count": {"A:hand": 0}}]),
    ("Right of Conquest", {"hand": ["Right of Conquest"], "runes": R("fury", 4),
                           "deck": ["Gust", "Defy", "Gust"]}, {},
     [bf("A", a=["Stalwart Poro"]), bf("B", b=["Daring Poro"], card="Back-Alley Bar")],
     ["A: play Right of Conquest", *PP], [{"count": {"A:hand": 2}}]),
]


# The cards with Repeat (820), each paid and not paid: played by tests/test_repeat.py,
# whose every-Repeat-card test reads them from here
REPEAT_CASES = [
    ("Thwonk!", {"hand": ["Thwonk!"], "runes": R("calm", 4), "base": ["Daring Poro"]},
     {}, [bf("B", b=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Daring Poro to Bandle Tree", "A: play Thwonk!", "A: no", *PP],
     [{"stunned": {"A:Daring Poro": True, "B:Stalwart Poro": False}}]),
    ("Existential Dread", {"hand": ["Existential Dread"], "runes": R("chaos", 4), "turn": BTURN},
     {"base": ["Daring Poro"]}, [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Daring Poro to Bandle Tree", "B: pass", "A: play Existential Dread", "A: no",
      "A: pass", "B: pass"],
     [{"stunned": {"B:Daring Poro": True}}, {"location": {"B:Daring Poro": "Bandle Tree"}}]),
    # Repeat: the second execution finds it stunned and returns it to hand (820.1.d)
    ("Existential Dread", {"hand": ["Existential Dread"], "runes": R("chaos", 4), "turn": BTURN},
     {"base": ["Daring Poro"]}, [bf("A", a=["Stalwart Poro"]), {"card": "Back-Alley Bar"}],
     ["B: move B:Daring Poro to Bandle Tree", "B: pass", "A: play Existential Dread", "A: yes",
      "A: pass", "B: pass"],
     [{"location": {"B:Daring Poro": "hand"}}]),
    ("Thwonk!", {"hand": ["Thwonk!"], "runes": R("calm", 4),
                 "base": ["Daring Poro", "Stalwart Poro"]}, {},
     [bf("B", b=["Mountain Drake"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Daring Poro, A:Stalwart Poro to Bandle Tree", "A: play Thwonk!", "A: yes",
      "A: choose A:Daring Poro", "A: choose A:Stalwart Poro", *PP],
     [{"stunned": {"A:Daring Poro": True, "A:Stalwart Poro": True}}]),
    ("Double Trouble", {"hand": ["Double Trouble"], "runes": R("calm", 4),
                        "deck": ["Gust", "Daring Poro", "Defy", "Stalwart Poro"]}, {}, None,
     ["A: play Double Trouble", "A: no", *PP, "A: choose Daring Poro"],
     [{"contains": {"A:hand": ["Daring Poro"]}}, {"count": {"A:deck": 3}},
      {"top": {"A:deck": ["Stalwart Poro"]}}]),       # the other two at the bottom
    ("Double Trouble", {"hand": ["Double Trouble"], "runes": R("calm", 4),
                        "deck": ["Gust", "Daring Poro", "Defy", "Stalwart Poro", "Charm",
                                 "Mystic Poro"]}, {}, None,
     ["A: play Double Trouble", "A: yes", *PP, "A: choose Daring Poro",
      "A: choose Mystic Poro"],
     [{"contains": {"A:hand": ["Daring Poro", "Mystic Poro"]}}, {"count": {"A:deck": 4}}]),
]


@pytest.mark.rules("355.9.a", "440.1")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_sweep3_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect, b_deck=DECK)


# every card this sweep implements, in the set files' third-sweep sections
SWEPT = {
    "VEN": ["Blade Twirler", "Kharox", "Guttural Roar", "Lacerate", "Tomb-Raider Barbara",
            "Shen, Scourge of Shadows", "Shen, Leader of the Kinkou Order", "Disciple of Shen",
            "Decree of Rage", "Decree of Strength", "Decree of Discord", "Decree of Unity", "Eclipse Dragon",
            "Renekton, Rage Fueled", "Oasis Raider", "Protective Sands"],
    "UNL": ["Bewitching Spirit", "Existential Dread", "Walking Roost", "Carrion Dredger",
            "Frisky Hunter", "Flurry of Feathers", "Ultrasoft Poro", "Double Trouble",
            "Crimson Pigeons", "Trapping Grounds"],
    "SFD": ["Sudden Storm", "Thwonk!", "Seat of Power", "Apprentice Smith", "Ornn, Blacksmith",
            "Draven, Audacious"],
}


def test_every_swept_card_has_a_case():
    from riftbound_tui.cards.db import load_card_db
    db = load_card_db()
    cased = {c[0] for c in CASES + REPEAT_CASES}
    for set_id, names in SWEPT.items():
        for name in names:
            assert name in cased, name
            card = db.get(name)
            assert card.implemented and card.set_id == set_id, name


# -- players as targets (355.9.a) ------------------------------------------------------

@pytest.mark.rules("355.9.a")
def test_a_player_is_chosen_by_name_and_only_a_legal_one():
    """`choose PLAYER` answers "choose a player"; "choose an opponent" offers only them."""
    g = new_game({"hand": ["Bewitching Spirit"], "runes": R("chaos", 3)},
                 {"hand": ["Gust"], "deck": DECK})
    play(g, ["A: play Bewitching Spirit"])
    assert g.state.pending.options == ("A", "B")
    assert sorted(g.engine.legal_lines(g.state)) == ["A: choose A", "A: choose B"]
    with pytest.raises(Exception, match="not a legal"):
        play(g, ["A: choose A:Bewitching Spirit"])
    play(g, ["A: choose A", *PP])               # you may choose yourself: "a player"
    assert zone_cards(g, "B", "hand") == ["Gust"]
    # an opponent only: the one legal answer is given by the engine, logged as A's line
    g = new_game({"hand": ["Walking Roost"], "runes": R("chaos", 5)}, {"deck": DECK})
    play(g, ["A: play Walking Roost"])
    assert "A: choose B" in g.log
    assert g.state.pending.kind == "priority"


@pytest.mark.rules("355.9.a")
def test_the_first_move_each_turn_only():
    """Blade Twirler: "the first time I move each turn" (383.1): a second move burns none."""
    g = new_game({"base": ["Blade Twirler"], "deck": ["Gust", "Defy"]}, {"deck": DECK})
    play(g, ["A: move A:Blade Twirler to Back-Alley Bar", "A: choose B", *PP, *PP])
    assert len(g.state.players["B"].zones["trash"]) == 1
    assert not g.state.chain


def test_ally_and_opponent_are_answered_in_one_place():
    """engine/teams.py: with no teams each player is alone; with teams, a teammate is an
    ally (never an opponent) and "you or an ally" reads them too."""
    from types import SimpleNamespace
    from riftbound_tui.engine import teams
    duel = SimpleNamespace(order=["A", "B"])
    assert teams.opponents(duel, "A") == ["B"]
    assert teams.is_ally(duel, "A", "A") and not teams.is_ally(duel, "B", "A")
    four = SimpleNamespace(order=["A", "B", "C", "D"], teams={"A": 1, "C": 1, "B": 2, "D": 2})
    assert teams.opponents(four, "A") == ["B", "D"]
    assert teams.you_and_allies(four, "A") == ["A", "C"]
    assert teams.is_opponent(four, "D", "C") and not teams.is_opponent(four, "C", "A")


def test_the_rendered_text_reads_like_the_card():
    from riftbound_tui.cards.db import load_card_db
    from riftbound_tui.cards.text import render_text
    db = load_card_db()
    assert render_text(db.get("Blade Twirler"), db) == \
        "The first time I move each turn, choose a player. They burn 1."
    assert render_text(db.get("Bewitching Spirit"), db) == \
        "When you play me, choose a player. They discard 1."
    assert "choose an opponent. They play a 1 Might Bird unit token with Deflect." in \
        render_text(db.get("Walking Roost"), db)
    assert render_text(db.get("Thwonk!"), db).endswith("Stun an attacking unit.")
    assert "each other battlefield you or allies control" in \
        render_text(db.get("Seat of Power"), db)


@pytest.mark.rules("355.9", "355.13")
def test_decree_of_discord_takes_any_number_within_the_total():
    """"Any number of enemy Order units with total Might 5 or less": 2 + 2 may go together,
    2 + 5 may not; a Chaos unit is never offered."""
    g = new_game({"hand": ["Decree of Discord"], "runes": R("chaos", 2)},
                 {"base": ["Daring Poro", "Daring Poro", "Mystic Poro", "Petty Officer"],
                  "deck": DECK})
    play(g, ["A: play Decree of Discord"])
    names = {g.state.objs[o].card for o in g.state.pending.options}
    assert names == {"Daring Poro", "Petty Officer"}
    with pytest.raises(Exception, match="7 Might in all"):
        play(g, ["A: choose B:Daring Poro#1, B:Petty Officer"])
    play(g, ["A: choose B:Daring Poro#1, B:Daring Poro#2", *PP])
    assert zone_cards(g, "B", "hand") == ["Daring Poro", "Daring Poro"]
