"""XP (728-733), Hunt (823) and Level (824): the Unleashed cards built on them, each played
from a scenario-like position (the shapes of spec/SCENARIO.md, run as
test_cards_unleashed.py runs its cases), and the card language's checks for them."""

from __future__ import annotations

import pytest
from card_probe import probe_card, probe_errors
from test_cards_unleashed import BFS, HOLD, PP, R, _run, bf

from riftbound_tui.cards.text import render_text
from riftbound_tui.engine.errors import IllegalAction

DECK = ["Mountain Drake"] * 3        # a hold turn draws: no Burn Out
BTURN_HOLD = {"player": "B", "number": 4, "phase": "beginning"}

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- Hunt (823): when I conquer or hold, gain N XP
    ("Voracious Gromp", {"base": ["Voracious Gromp"]}, {}, None,
     ["A: move A:Voracious Gromp to Bandle Tree", *PP, *PP],
     [{"xp": {"A": 3, "B": 0}}, {"points": {"A": 1}},
      {"log_contains": "Voracious Gromp's Hunt (823.1.c.1): A gains 3 XP, now 3 (730.1)"}]),
    # a unit that did not conquer gains nothing: Hunt is "when I conquer" (823.1.c.1)
    ("Voracious Gromp", {"base": ["Voracious Gromp", "Shipyard Skulker"]}, {}, None,
     ["A: move A:Shipyard Skulker to Bandle Tree", *PP],
     [{"xp": {"A": 0}}, {"points": {"A": 1}}]),
    ("Scorchclaw", {"turn": HOLD, "deck": DECK, "xp": 2}, {},
     [bf("A", a=["Scorchclaw"]), BFS[1]], [*PP],
     [{"xp": {"A": 4}}, {"log_contains": "Scorchclaw's Hunt (823.1.c.1)"}]),
    # Level 3 (824): +1 Might and enters ready with 3 XP, neither with 2
    ("Scorchclaw", {"hand": ["Scorchclaw"], "runes": R("fury"), "xp": 3}, {}, None,
     ["A: play Scorchclaw"],
     [{"might": {"A:Scorchclaw": 4}}, {"exhausted": {"A:Scorchclaw": False}}]),
    ("Scorchclaw", {"hand": ["Scorchclaw"], "runes": R("fury"), "xp": 2}, {}, None,
     ["A: play Scorchclaw"],
     [{"might": {"A:Scorchclaw": 3}}, {"exhausted": {"A:Scorchclaw": True}}]),
    ("Herald of Spring", {"hand": ["Herald of Spring"], "runes": R("calm")}, {}, None,
     ["A: play Herald of Spring", *PP], [{"xp": {"A": 2}}]),
    ("Herald of Spring", {"turn": HOLD, "deck": DECK}, {},
     [bf("A", a=["Herald of Spring"]), BFS[1]], [*PP], [{"xp": {"A": 1}}]),
    # Level 6 on a trigger: active as the event happens (727.1.c.1)
    ("Wuju Apprentice", {"hand": ["Wuju Apprentice"], "runes": R("calm"), "xp": 6,
                         "deck": ["Gust"]}, {}, None,
     ["A: play Wuju Apprentice", *PP], [{"contains": {"A:hand": ["Gust"]}}]),
    ("Wuju Apprentice", {"hand": ["Wuju Apprentice"], "runes": R("calm"), "xp": 5,
                         "deck": ["Gust"]}, {}, None,
     ["A: play Wuju Apprentice"], [{"count": {"A:hand": 0, "A:deck": 1}}, {"chain": []}]),
    ("Mosstomper", {"base": ["Mosstomper"], "xp": 3}, {}, None, [],
     [{"might": {"A:Mosstomper": 4}}, {"keywords": {"A:Mosstomper": ["deflect"]}}]),
    ("Mosstomper", {"base": ["Mosstomper"], "xp": 2}, {}, None, [],
     [{"might": {"A:Mosstomper": 3}}, {"lacks": {"A:Mosstomper": "deflect"}}]),
    # 824.1.c.1: the controller's XP decides, not another player's
    ("Gustwalker", {"xp": 3}, {"base": ["Gustwalker"]}, None, [],
     [{"might": {"B:Gustwalker": 3}}, {"lacks": {"B:Gustwalker": "ganking"}}]),
    ("Gustwalker", {"base": ["Gustwalker"], "xp": 3}, {}, None, [],
     [{"might": {"A:Gustwalker": 4}}, {"keywords": {"A:Gustwalker": ["ganking"]}}]),
    # gaining the XP turns the Level ability on at once (824.1.c, 727.1.c.2)
    ("Demacian Diplomat", {"hand": ["Demacian Diplomat"], "runes": R("body"), "xp": 2,
                           "base": ["Gustwalker"]}, {}, None,
     ["A: play Demacian Diplomat", *PP],
     [{"xp": {"A": 3}}, {"might": {"A:Gustwalker": 4}},
      {"keywords": {"A:Gustwalker": ["ganking"]}}]),
    ("Targonian Visionary", {"base": ["Targonian Visionary"], "xp": 11}, {}, None, [],
     [{"might": {"A:Targonian Visionary": 10}}]),
    ("Targonian Visionary", {"base": ["Targonian Visionary"], "xp": 10}, {}, None, [],
     [{"might": {"A:Targonian Visionary": 6}}]),
    # spending XP (730.2) as an activated ability's cost; a Level ability goes off as soon
    # as the XP drops below N (824.1.d)
    ("Crowd Favorite", {"base": ["Crowd Favorite", "Gustwalker"], "xp": 3}, {}, None,
     ["A: activate A:Crowd Favorite", *PP],
     [{"buffed": {"A:Crowd Favorite": True}}, {"xp": {"A": 1}},
      {"might": {"A:Gustwalker": 3}}, {"lacks": {"A:Gustwalker": "ganking"}},
      {"log_contains": "A spends 2 XP for Crowd Favorite"}]),
    ("Crowd Favorite", {"base": ["Crowd Favorite"], "xp": 1}, {}, None, [],
     [{"illegal": "A: activate A:Crowd Favorite"}]),
    ("Enthralling Protector", {"base": ["Enthralling Protector"], "xp": 2}, {}, None,
     ["A: activate A:Enthralling Protector", *PP],
     [{"buffed": {"A:Enthralling Protector": True}}, {"xp": {"A": 0}}]),
    ("Enthralling Protector", {"turn": HOLD, "deck": DECK}, {},
     [bf("A", a=["Enthralling Protector"]), BFS[1]], [*PP], [{"xp": {"A": 1}}]),
    ("Wily Newtfish", {"base": ["Wily Newtfish"], "hand": ["Demacian Diplomat"],
                       "runes": R("body")}, {}, None,
     ["A: play Demacian Diplomat", *PP],
     [{"might": {"A:Wily Newtfish": 5}}, {"keywords": {"A:Wily Newtfish": ["ganking"]}}]),
    ("Wily Newtfish", {"base": ["Wily Newtfish"], "xp": 5}, {}, None, [],   # XP, none gained
     [{"might": {"A:Wily Newtfish": 4}}, {"lacks": {"A:Wily Newtfish": "ganking"}}]),
    ("Blood Rose", {"base": ["Blood Rose"], "hand": ["Shipyard Skulker"],
                    "runes": R("body", 4)}, {}, None,
     ["A: play Shipyard Skulker", "A: yes", *PP],
     [{"xp": {"A": 1}}, {"count": {"A:base": 2}}]),
    ("Blood Rose", {"base": ["Blood Rose", {"card": "Mega-Mech", "exhausted": True}],
                    "xp": 4}, {}, None,
     ["A: activate A:Blood Rose", "A: choose A:Mega-Mech", *PP],
     [{"exhausted": {"A:Mega-Mech": False, "A:Blood Rose": True}}, {"xp": {"A": 1}}]),
    ("Master Yi, Tempered", {"base": ["Master Yi, Tempered"], "xp": 6}, {}, None, [],
     [{"keywords": {"A:Master Yi, Tempered": ["deflect", "ganking"]}}]),
    ("Master Yi, Tempered", {"base": ["Master Yi, Tempered"], "xp": 5}, {}, None, [],
     [{"lacks": {"A:Master Yi, Tempered": "ganking"}}]),
    ("Nilah, Joyful Ascetic", {"base": ["Nilah, Joyful Ascetic"]}, {}, None,
     ["A: move A:Nilah, Joyful Ascetic to Bandle Tree", *PP],
     [{"xp": {"A": 1}}]),
    ("Poppy, Paragon", {"hand": ["Poppy, Paragon"], "runes": R("body")}, {"points": 5},
     None, ["A: play Poppy, Paragon", *PP],
     [{"xp": {"A": 3}}, {"exhausted": {"A:Poppy, Paragon": False}}]),
    ("Poppy, Paragon", {"hand": ["Poppy, Paragon"], "runes": R("body")}, {"points": 4},
     None, ["A: play Poppy, Paragon"],
     [{"xp": {"A": 0}}, {"exhausted": {"A:Poppy, Paragon": True}}, {"chain": []}]),
    ("Kha'Zix, Evolving Hunter", {"base": ["Kha'Zix, Evolving Hunter"], "xp": 3},
     {}, [bf("B", b=["Mega-Mech", "Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Kha'Zix, Evolving Hunter to Bandle Tree", "A: yes",
      "A: choose B:Vanguard Sergeant", *PP],
     [{"xp": {"A": 0}}, {"location": {"B:Vanguard Sergeant": "trash"}}]),
    # with 2 XP the cost cannot be paid: "no" is the one answer, the engine gives it
    # (383.3.b.1), and nothing is dealt
    ("Kha'Zix, Evolving Hunter", {"base": ["Kha'Zix, Evolving Hunter"], "xp": 2},
     {}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Kha'Zix, Evolving Hunter to Bandle Tree"],
     [{"xp": {"A": 2}}, {"damage": {"B:Vanguard Sergeant": 0}},
      {"log_contains": "trigger is declined"}]),
    # an optional additional cost of XP (356.2.b, 730.2): paid, only the opponent kills
    ("Safety Inspector", {"hand": ["Safety Inspector"], "runes": R("order"), "xp": 3,
                          "base": ["Shipyard Skulker"]},
     {"base": ["Vanguard Sergeant", "Mega-Mech"]}, None,
     ["A: play Safety Inspector", "A: yes", *PP, "B: choose B:Vanguard Sergeant"],
     [{"xp": {"A": 0}}, {"location": {"B:Vanguard Sergeant": "trash", "B:Mega-Mech": "base",
                                      "A:Shipyard Skulker": "base"}}]),
    ("Safety Inspector", {"hand": ["Safety Inspector"], "runes": R("order"), "xp": 3,
                          "base": ["Shipyard Skulker"]},
     {"base": ["Vanguard Sergeant", "Mega-Mech"]}, None,
     ["A: play Safety Inspector", "A: no", *PP, "A: choose A:Shipyard Skulker",
      "B: choose B:Mega-Mech"],
     [{"xp": {"A": 3}}, {"location": {"A:Shipyard Skulker": "trash", "B:Mega-Mech": "trash",
                                      "B:Vanguard Sergeant": "base"}}]),
    # with 2 XP the cost is not asked (NOTATION: asked only when it can be paid)
    ("Safety Inspector", {"hand": ["Safety Inspector"], "runes": R("order"), "xp": 2},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Safety Inspector", *PP, "A: choose A:Safety Inspector"],
     [{"xp": {"A": 2}}, {"location": {"A:Safety Inspector": "trash",
                                      "B:Vanguard Sergeant": "trash"}}]),
    ("Megatusk", {"base": ["Mega-Mech"], "xp": 3}, {},
     [bf("A", a=["Megatusk", "Shipyard Skulker"], b=["Vanguard Sergeant"]), BFS[1]],
     ["A: activate A:Megatusk", *PP],
     [{"keywords": {"A:Megatusk": ["ganking"], "A:Shipyard Skulker": ["ganking"]}},
      {"lacks": {"B:Vanguard Sergeant": "ganking"}}, {"lacks": {"A:Mega-Mech": "ganking"}},
      {"xp": {"A": 0}}]),
    ("Mister Root", {"base": ["Mister Root"]}, {}, None,
     ["A: move A:Mister Root to Bandle Tree", *PP], [{"xp": {"A": 2}}]),
    ("Vicious Snapjaws", {"base": ["Vicious Snapjaws"], "hand": ["Soul Harvest"],
                          "runes": R("order")}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: play Soul Harvest", "A: choose A:Shipyard Skulker", *PP, *PP],
     [{"location": {"A:Shipyard Skulker": "trash"}}, {"xp": {"A": 1}}]),
    ("Bandle Soldier", {"hand": ["Bandle Soldier"], "runes": R("order"), "xp": 3}, {}, None,
     ["A: play Bandle Soldier"], [{"exhausted": {"A:Bandle Soldier": False}}]),
    ("Bandle Soldier", {"hand": ["Bandle Soldier"], "runes": R("order"), "xp": 2}, {}, None,
     ["A: play Bandle Soldier"], [{"exhausted": {"A:Bandle Soldier": True}}]),
    # "for each friendly unit": the Sergeant itself is one as the trigger resolves
    ("Scrutinizing Sergeant", {"hand": ["Scrutinizing Sergeant"], "runes": R("order"),
                               "base": ["Shipyard Skulker", "Mega-Mech"]},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Scrutinizing Sergeant", *PP], [{"xp": {"A": 3}}]),
    # a Level activated ability is usable only while its controller has N+ XP (727.1.c.3)
    ("Honeyfruit", {"base": ["Honeyfruit"], "xp": 6}, {}, None,
     ["A: activate A:Honeyfruit 2"],
     [{"pool": {"A": {"energy": 1}}}, {"exhausted": {"A:Honeyfruit": True}}]),
    ("Honeyfruit", {"base": ["Honeyfruit"], "xp": 5}, {}, None,
     ["A: activate A:Honeyfruit 1"],
     [{"pool": {"A": {"energy": 0}}}, {"exhausted": {"A:Honeyfruit": True}}]),
    ("Honeyfruit", {"base": ["Honeyfruit"], "xp": 5}, {}, None, [],
     [{"illegal": "A: activate A:Honeyfruit 2"}]),
    ("Honeyfruit", {"hand": ["Honeyfruit"], "runes": R("calm")}, {}, None,
     ["A: play Honeyfruit"], [{"exhausted": {"A:Honeyfruit": True}}]),
    # a legend's Level abilities: +1 Might to your units from 6 XP, enter ready from 11
    ("Master Yi, Wuju Master", {"legend": "Master Yi, Wuju Master", "xp": 6,
                                "base": ["Shipyard Skulker"], "hand": ["Vanguard Sergeant"],
                                "runes": R("order")}, {"base": ["Shipyard Skulker"]},
     [bf("A", a=["Mega-Mech"]), BFS[1]], ["A: play Vanguard Sergeant", "A: to base"],
     [{"might": {"A:Shipyard Skulker": 4, "A:Mega-Mech": 9, "A:Vanguard Sergeant": 5,
                 "B:Shipyard Skulker": 3}}, {"exhausted": {"A:Vanguard Sergeant": True}}]),
    ("Master Yi, Wuju Master", {"legend": "Master Yi, Wuju Master", "xp": 11,
                                "hand": ["Vanguard Sergeant"], "runes": R("order")}, {}, None,
     ["A: play Vanguard Sergeant"],
     [{"might": {"A:Vanguard Sergeant": 5}}, {"exhausted": {"A:Vanguard Sergeant": False}}]),
    ("Master Yi, Wuju Master", {"legend": "Master Yi, Wuju Master", "xp": 5,
                                "base": ["Shipyard Skulker"]}, {}, None, [],
     [{"might": {"A:Shipyard Skulker": 3}}]),
    ("Poppy, Keeper of the Hammer", {"legend": "Poppy, Keeper of the Hammer",
                                     "turn": HOLD, "deck": DECK}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]], [*PP], [{"xp": {"A": 1}}]),
    ("Poppy, Keeper of the Hammer", {"legend": "Poppy, Keeper of the Hammer", "xp": 3,
                                     "deck": ["Gust"]}, {}, None,
     ["A: activate A:Poppy, Keeper of the Hammer", *PP],
     [{"xp": {"A": 0}}, {"contains": {"A:hand": ["Gust"]}},
      {"exhausted": {"A:Poppy, Keeper of the Hammer": True}}]),
]


@pytest.mark.rules("823.1.c.1", "824.1.b.1", "730.1", "730.2")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_xp_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


@pytest.mark.rules("730.2", "357")
def test_spending_more_xp_than_you_have_is_refused_and_changes_nothing():
    game = _run({"base": ["Crowd Favorite"], "xp": 1}, {}, None, [], [])
    before = game.state.players["A"].xp, len(game.log)
    with pytest.raises(IllegalAction, match="1 XP, not 2"):
        game.act("A: activate A:Crowd Favorite")
    assert (game.state.players["A"].xp, len(game.log)) == before
    assert game.state.objs[next(o for o, x in game.state.objs.items()
                                if x.card == "Crowd Favorite")].buffs == 0


@pytest.mark.rules("727.1.c.3", "824.1.d")
def test_an_inactive_level_ability_is_refused_naming_the_xp():
    game = _run({"base": ["Honeyfruit"], "xp": 5}, {}, None, [], [])
    with pytest.raises(IllegalAction, match="Level 6: A has 5 XP, not 6 or more"):
        game.act("A: activate A:Honeyfruit 2")


@pytest.mark.rules("823.1.c.2", "823.1.a")
def test_hunt_is_written_as_its_two_triggered_abilities():
    unit = probe_card("keywords: [hunt]\n")
    assert [(a.trigger.event, a.effects[0].op, a.effects[0].amount)
            for a in unit.abilities] == [("conquer", "gain_xp", 1), ("hold", "gain_xp", 1)]
    assert render_text(unit, None) == "Hunt."
    assert probe_card("keywords: [hunt 2]\n").abilities[1].effects[0].amount == 2


@pytest.mark.rules("824.1.a")
def test_level_abilities_read_as_printed():
    from riftbound_tui.cards.db import load_card_db
    db = load_card_db()
    assert render_text(db.get("Gustwalker"), db) == \
        "Hunt 2. Level 3 — I have +1 Might and Ganking."
    assert render_text(db.get("Wuju Apprentice"), db) == \
        "Hunt. Level 6 — When you play me, draw 1."
    assert render_text(db.get("Bandle Soldier"), db) == "Level 3 — I enter ready."
    assert render_text(db.get("Crowd Favorite"), db) == "Hunt. Spend 2 XP: Buff me."
    assert render_text(db.get("Kha'Zix, Evolving Hunter"), db) == (
        "Hunt. When I attack, you may spend 3 XP to deal damage equal to my Might to an "
        "enemy unit here.")


def test_xp_language_errors_name_the_field():
    errs = probe_errors("abilities:\n  - cost: {}\n    pay: {spend_xp: 0}\n"
                        "    effects: [{op: draw, amount: 1}]\n")
    assert any("pay.spend_xp" in e and "at least 1" in e for e in errs), errs
    errs = probe_errors("abilities:\n  - static: {might: 1}\n    while: {level: 0}\n")
    assert any("while.level" in e for e in errs), errs
    errs = probe_errors("abilities:\n  - when: play\n    effects: [{op: gain_xp}]\n")
    assert any("amount" in e for e in errs), errs


@pytest.mark.rules("729.2")
def test_the_plain_text_table_shows_xp_to_everyone():
    from riftbound_tui.textplay import board_text
    game = _run({"xp": 4}, {}, None, [], [])
    text = board_text(game, viewer="B")
    assert "A: 0 pts · 4 XP · runes" in text and "B: 0 pts · runes" in text
