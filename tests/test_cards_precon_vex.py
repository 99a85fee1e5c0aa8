"""The Vex precon (cards/decks/precon-vex.txt, issue 26): each card it lacked, played, and
the constructs written for them: "below Level N" (`not_level`), "if you played this from
your hand" (`from_hand`), "while I'm in combat" (`in_combat`), "[1][A] less / more" on other
cards' costs (a static's `power:`), "they can't move it this turn" (`cant_move`), "when
you move an enemy unit" (a move trigger's `by: you`), "at the start of your next Main
Phase" (a `start_of_main` delayed trigger), "the next time you play a unit, ready it and
buff it" (`next_play` with `buff:`), "units here have '[exhaust]: ...'" (an activated
ability given by a battlefield) and "when a unit here is returned to a player's hand, that
player may pay [1] to ..." (the `return_to_hand` event, `ask: that_player` with `pay:`).

A case is (card, A, B, battlefields, script, expect) as in tests/card_cases.py.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, BTURN, HOLD, PP, R, bf, new_game, play, run_case

DECK = ["Mountain Drake"] * 3
BEGIN = {"player": "A", "number": 4, "phase": "beginning"}

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "[Hidden] [Action] Stun a unit. If you played this from your hand, draw 1."
    ("Back Off", {"hand": ["Back Off"], "runes": R("calm", 3), "deck": ["Gust"]},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Back Off", *PP],
     [{"stunned": {"B:Vanguard Sergeant": True}}, {"contains": {"A:hand": ["Gust"]}}]),
    ("Back Off", {"deck": ["Gust"]}, {"base": ["Vanguard Sergeant"]},
     [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Shipyard Skulker"]},
       "facedown": {"A": "Back Off"}}, BFS[1]],
     ["A: play Back Off", *PP],            # from facedown: its battlefield's unit (811.1.d.2)
     [{"stunned": {"A:Shipyard Skulker": True}}, {"count": {"A:hand": 0, "A:deck": 1}}]),

    # "Give a unit +1 Might this turn. [Level 6] > Give it +3 Might this turn instead."
    ("Combat Experience", {"hand": ["Combat Experience"], "runes": R("calm", 1),
                           "base": ["Shipyard Skulker"]}, {}, None,
     ["A: play Combat Experience", *PP], [{"might": {"A:Shipyard Skulker": 4}}]),
    ("Combat Experience", {"hand": ["Combat Experience"], "runes": R("calm", 1), "xp": 6,
                           "base": ["Shipyard Skulker"]}, {}, None,
     ["A: play Combat Experience", *PP], [{"might": {"A:Shipyard Skulker": 6}}]),

    # "Move an enemy unit. [Level 6] > Stun an enemy unit."
    ("Skyward Strike", {"hand": ["Skyward Strike"], "runes": R("calm", 3)},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Skyward Strike", "A: to Bandle Tree", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree"}},
      {"stunned": {"B:Vanguard Sergeant": False}}]),
    ("Skyward Strike", {"hand": ["Skyward Strike"], "runes": R("calm", 3), "xp": 6},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Skyward Strike", "A: to Bandle Tree", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree"}},
      {"stunned": {"B:Vanguard Sergeant": True}}]),

    # "When you stun an enemy unit at a battlefield, you may move me to that battlefield."
    ("Vex, Mocking", {"base": ["Vex, Mocking"], "hand": ["Back Off"], "runes": R("calm", 3),
                      "deck": ["Gust"]}, {}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: play Back Off", "A: choose B:Vanguard Sergeant", *PP, "A: yes", *PP],
     [{"location": {"A:Vex, Mocking": "Bandle Tree"}},
      {"keywords": {"A:Vex, Mocking": ["shield", "tank"]}}]),
    ("Vex, Mocking", {"base": ["Vex, Mocking"], "hand": ["Back Off"], "runes": R("calm", 3),
                      "deck": ["Gust"]}, {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Back Off", "A: choose B:Vanguard Sergeant", *PP],   # in base: no trigger
     [{"location": {"A:Vex, Mocking": "base"}}, {"chain": []}]),

    # "When you play this, you may move an enemy unit. When you move an enemy unit, you may
    # exhaust this to [Stun] it."
    ("Blast Cone", {"hand": ["Blast Cone"], "runes": R("chaos", 5)},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Blast Cone", "A: yes", "A: to Bandle Tree", *PP, "A: yes", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree"}},
      {"stunned": {"B:Vanguard Sergeant": True}}, {"exhausted": {"A:Blast Cone": True}}]),
    ("Blast Cone", {"base": ["Blast Cone"], "turn": BTURN}, {"base": ["Vanguard Sergeant"]},
     None, ["B: move B:Vanguard Sergeant to Back-Alley Bar"],      # B moved it: no trigger
     [{"chain": []}, {"stunned": {"B:Vanguard Sergeant": False}}]),

    # "When I hold, at the start of your next Main Phase, you may move an enemy unit to this
    # battlefield."
    ("Iascylla", {"deck": ["Gust"] * 3, "turn": HOLD}, {"base": ["Vanguard Sergeant"], "deck": DECK},
     [bf("A", a=["Iascylla"]), BFS[1]],
     [*PP, *PP, "A: yes"],                 # held, then the Main Phase starts (316)
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree"}}, {"phase": "main"}]),

    # "You may pay [Calm] as an additional cost ... if you paid, [Stun] an enemy unit. When
    # I hold, the next time you play a unit this turn, ready it and [Buff] it."
    ("Nami, Headstrong", {"hand": ["Nami, Headstrong"], "runes": R("calm", 4)},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Nami, Headstrong", "A: yes", *PP],
     [{"stunned": {"B:Vanguard Sergeant": True}}]),
    ("Nami, Headstrong", {"hand": ["Nami, Headstrong"], "runes": R("calm", 4)},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Nami, Headstrong", "A: no"],
     [{"stunned": {"B:Vanguard Sergeant": False}}, {"chain": []}]),
    ("Nami, Headstrong", {"hand": ["Shipyard Skulker"], "runes": R("calm", 4),
                          "deck": ["Gust"] * 3, "turn": HOLD}, {"deck": DECK},
     [bf("A", a=["Nami, Headstrong"]), BFS[1]],
     [*PP, "A: play Shipyard Skulker", "A: to base"],
     [{"exhausted": {"A:Shipyard Skulker": False}}, {"buffed": {"A:Shipyard Skulker": True}}]),

    # "This enters exhausted. Kill this, [1], [exhaust]: [Predict 2], then draw 1. Gain 1 XP."
    ("Scryer's Bloom", {"hand": ["Scryer's Bloom"], "runes": R("chaos", 1)}, {}, None,
     ["A: play Scryer's Bloom"], [{"exhausted": {"A:Scryer's Bloom": True}}]),
    ("Scryer's Bloom", {"base": ["Scryer's Bloom"], "runes": R("chaos", 1),
                        "deck": ["Gust", "Defy", "Charm"]}, {}, None,
     ["A: activate Scryer's Bloom", *PP, "A: choose A:Gust"],
     [{"location": {"A:Scryer's Bloom": "trash"}}, {"xp": {"A": 1}},
      {"contains": {"A:hand": ["Defy"]}}, {"top": {"A:deck": ["Charm", "Gust"]}}]),

    # "When you play me from face down on your turn, you may move an enemy unit at a
    # different location to my battlefield."
    ("Evelynn, Entrancing", {}, {"base": ["Vanguard Sergeant"]},
     [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Shipyard Skulker"]},
       "facedown": {"A": "Evelynn, Entrancing"}}, BFS[1]],
     ["A: play Evelynn, Entrancing", "A: yes", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree",
                    "A:Evelynn, Entrancing": "Bandle Tree"}},
      {"keywords": {"A:Evelynn, Entrancing": ["backline"]}}]),
    ("Evelynn, Entrancing", {"hand": ["Evelynn, Entrancing"], "runes": R("chaos", 2)},
     {"base": ["Vanguard Sergeant"]}, [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: play Evelynn, Entrancing to Bandle Tree"],           # from hand: no trigger
     [{"chain": []}, {"location": {"B:Vanguard Sergeant": "base"}}]),

    # "If you play me to a battlefield, I enter ready. [Action] > [1][A], [exhaust]: [Stun]
    # an enemy unit attacking here."
    ("Shadow", {"hand": ["Shadow"], "runes": R("calm", 3)}, {},
     [bf("A", a=["Shipyard Skulker"]), BFS[1]],
     ["A: play Shadow to Bandle Tree"], [{"exhausted": {"A:Shadow": False}}]),
    ("Shadow", {"hand": ["Shadow"], "runes": R("calm", 3)}, {}, None,
     ["A: play Shadow"], [{"exhausted": {"A:Shadow": True}}]),
    ("Shadow", {"turn": BTURN, "runes": R("chaos", 2)}, {"base": ["Vanguard Sergeant"]},
     [bf("A", a=["Shadow"]), BFS[1]],
     ["B: move B:Vanguard Sergeant to Bandle Tree", "B: pass", "A: activate Shadow", *PP],
     [{"stunned": {"B:Vanguard Sergeant": True}}, {"exhausted": {"A:Shadow": True}}]),

    # "Units here have '[exhaust]: Gain 1 XP.'"
    ("Gardens of Becoming", {}, {},
     [bf("A", a=["Shipyard Skulker"], card="Gardens of Becoming"), BFS[1]],
     ["A: activate Shipyard Skulker", *PP],
     [{"xp": {"A": 1}}, {"exhausted": {"A:Shipyard Skulker": True}}]),

    # "When a unit here is returned to a player's hand, that player may pay [1] to channel 1
    # rune exhausted."
    ("Ripper's Bay", {"hand": ["Retreat"], "runes": R("mind", 2), "rune_deck": R("mind", 2)},
     {}, [bf("A", a=["Shipyard Skulker"], card="Ripper's Bay"), BFS[1]],
     ["A: play Retreat", *PP, *PP, "A: yes"],         # Retreat's rune, then one paid for
     [{"count": {"A:runes": 4, "A:rune_deck": 0, "A:hand": 1}}]),
    ("Ripper's Bay", {"hand": ["Retreat"], "runes": R("mind", 2), "rune_deck": R("mind", 2)},
     {}, [bf("A", a=["Shipyard Skulker"], card="Ripper's Bay"), BFS[1]],
     ["A: play Retreat", *PP, *PP, "A: no"],
     [{"count": {"A:runes": 3, "A:rune_deck": 1}}]),
    # an enemy unit returned: its owner is "that player", not the battlefield's controller
    ("Ripper's Bay", {"hand": ["Star-Crossed"], "runes": R("chaos", 4),
                      "base": ["Shipyard Skulker"]},
     {"runes": R("order", 1), "rune_deck": R("order", 1)},
     [bf("B", b=["Vanguard Sergeant"], card="Ripper's Bay"), BFS[1]],
     ["A: play Star-Crossed", *PP, "B: pass", "A: pass", "B: yes"],   # B's Bay's trigger
     [{"count": {"B:runes": 2, "B:rune_deck": 0, "B:hand": 1, "A:hand": 1}}]),
]


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(CASES)])
def test_card_case(card, a, b, bfs, script, expect):
    run_case({"deck": ["Gust"], **a}, {"deck": DECK, **b}, bfs, script, expect)


def test_every_missing_card_of_the_precon_has_a_case_and_it_plays():
    from riftbound_tui.decks.shipped import read_deck_file
    from riftbound_tui.cards.db import load_card_db
    from pathlib import Path
    deck = read_deck_file(Path(__file__).resolve().parent.parent / "cards/decks/precon-vex.txt")
    assert not deck.problems, deck.problems
    db = load_card_db()
    cased = {c[0] for c in CASES}
    for name in ("Vex, Apathetic", "Back Off", "Combat Experience", "Skyward Strike",
                 "Vex, Mocking", "Blast Cone", "Vex, Cheerless", "Iascylla",
                 "Nami, Headstrong", "Scryer's Bloom", "Evelynn, Entrancing", "Shadow",
                 "Gardens of Becoming", "Ripper's Bay"):
        assert db.get(name).implemented, name
        assert name in cased or name in TESTED_APART, name


TESTED_APART = {"Vex, Apathetic", "Vex, Cheerless"}


@pytest.mark.rules("423", "144")
def test_vex_apathetic_stuns_a_unit_an_opponent_plays_and_they_cannot_move_it():
    """"When an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move
    it this turn": stunned, and neither B's standard move nor B's spell moves it; A may."""
    g = new_game({"turn": BTURN, "deck": ["Gust"]},
                 {"hand": ["Sharkling"], "runes": R("fury", 5), "deck": DECK},
                 [bf("A", a=["Vex, Apathetic"]), BFS[1]])
    play(g, ["B: play Sharkling", "B: yes", "B: to base", "A: pass", "B: pass"],  # Accelerate
         [{"stunned": {"B:Sharkling": True}}, {"exhausted": {"B:Sharkling": False}},
          {"illegal": "B: move B:Sharkling to Back-Alley Bar"}])
    assert any("B can't move it this turn" in ln for ln in g.log)
    from riftbound_tui.engine import moves
    shark = next(o for o, x in g.state.objs.items() if x.card == "Sharkling")
    assert moves.forbidden(g.state, shark, "B") and not moves.forbidden(g.state, shark, "A")


def test_vex_apathetic_in_base_sees_nothing():
    g = new_game({"turn": BTURN, "base": ["Vex, Apathetic"], "deck": ["Gust"]},
                 {"hand": ["Sharkling"], "runes": R("fury", 5), "deck": DECK})
    play(g, ["B: play Sharkling", "B: yes", "B: to base"],
         [{"chain": []}, {"stunned": {"B:Sharkling": False}},
          {"legal": "B: move B:Sharkling to Back-Alley Bar"}])


@pytest.mark.rules("356.3", "356.4", "356.4.e")
def test_vex_cheerless_changes_spell_costs_only_while_in_combat():
    """"While I'm in combat, friendly spells cost [1][A] less to a minimum of [1], and enemy
    spells cost [1][A] more": A's Void Seeker (4 energy, 1 Fury) costs 3 and no power, B's
    costs 5 and a power of any domain more; out of combat nothing changes."""
    g = new_game({"turn": BTURN, "deck": ["Gust"]},
                 {"base": ["Vanguard Sergeant"], "deck": DECK},
                 [bf("A", a=["Vex, Cheerless"]), BFS[1]])
    seeker = g.engine.db.get("Void Seeker")
    printed = seeker.cost
    assert g.engine.play_cost(g.state, "A", seeker) == printed      # not in combat
    play(g, ["B: move B:Vanguard Sergeant to Bandle Tree"])          # Vex defends
    mine, theirs = g.engine.play_cost(g.state, "A", seeker), \
        g.engine.play_cost(g.state, "B", seeker)
    assert mine.energy == printed.energy - 1 and mine.power_total == printed.power_total - 1
    assert theirs.energy == printed.energy + 1
    assert theirs.power == printed.power + (("any", 1),)
    one = g.engine.db.get("Combat Experience")                       # 1 energy: minimum 1
    assert g.engine.play_cost(g.state, "A", one).energy == 1


@pytest.mark.rules("719.5", "186")
def test_gear_attached_to_a_dying_token_stays_on_the_board():
    """A Sprite token (Temporary) dies with Soul Sword attached: the token ceases to exist
    (186), the Equipment detaches and stays in base (719.5), in the base's list (found by
    the random precon duels: Vex against Lux, seed 18)."""
    g = new_game({"turn": HOLD, "deck": ["Gust"] * 3,
                  "base": [{"card": "Sprite", "attached": ["Soul Sword"]}]}, {"deck": DECK})
    play(g, [], [{"location": {"A:Soul Sword": "base"}}, {"count": {"A:base": 1}},
                 {"attached": {}}])
    sword = next(o for o, x in g.state.objs.items() if x.card == "Soul Sword")
    assert sword in g.state.players["A"].zones["base"]
    assert g.state.objs[sword].attached_to is None
