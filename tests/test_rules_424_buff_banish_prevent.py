"""Game actions (rules 424-440): how they are written, Buff, Banish and Prevent.

The rendered card text (riftbound_tui/cards/text.py) is what a player reads, so the
"This action is formatted as ..." rules are checked on it.  The others play a small
position through the scenario runner (tests/card_cases.py).
"""

from __future__ import annotations

import pytest

from card_cases import PP, R, bf, run_case
from riftbound_tui.cards import load_card_db
from riftbound_tui.cards.text import render_text


def logged(game, text: str) -> bool:
    return any(text in line for line in game.log)


@pytest.mark.rules("413.3", "422.5", "425.3", "426.3", "427.5", "429.5", "430.5", "440.2",
                   "440.2.a")
@pytest.mark.parametrize("card, words", [
    ("Void Seeker", "Draw 1."),                                  # 413.3 "Draw X."
    ("Lunar Boon", "Discard 1"),                                 # 422.5 "Discard X."
    ("Defy", "Counter a spell"),                                 # 425.3
    ("Cithria of Cloudfield", "buff me"),                        # 426.3 "Buff [units]"
    ("Blind Fury", "Banish a card"),                             # 427.5
    ("Seal of Rage", "Add 1 Fury power"),                        # 429.5 "Add [resources]"
    ("Catalyst of Aeons", "Channel 2 runes exhausted"),          # 430.5, with a condition
    ("Shadow Temple", "burn 3"),                                 # 440.2 "Burn X."
])
def test_actions_are_written_in_the_card_text_as_the_rules_format_them(card, words):
    db = load_card_db()
    assert words in render_text(db[card], db)


# -- 426 Buff --------------------------------------------------------------------------------

BUFF = dict(runes=R("order", 2), deck=["Gust"])


@pytest.mark.rules("426.1", "426.1.b")
def test_a_buff_instruction_buffs_an_unbuffed_unit_and_that_is_a_buff_event():
    # Cithria of Cloudfield: "When you play another friendly unit, buff me."  Mistfall:
    # "When you buff a friendly unit, you may pay [B] and exhaust this to ready it."
    g = run_case({"hand": ["Daring Poro"], "base": ["Cithria of Cloudfield", "Mistfall"],
                  **BUFF}, None, None, ["A: play Daring Poro", "A: to base", *PP],
                 [{"buffed": {"A:Cithria of Cloudfield": True}}])
    assert logged(g, "Mistfall trigger goes on the chain")


@pytest.mark.rules("426.1.c", "426.1.b.1")
def test_a_buffed_unit_chosen_to_be_buffed_gets_no_second_buff_and_no_buff_event():
    g = run_case({"hand": ["Daring Poro"],
                  "base": [{"card": "Cithria of Cloudfield", "buff": True}, "Mistfall"],
                  **BUFF}, None, None, ["A: play Daring Poro", "A: to base", *PP],
                 [{"buffed": {"A:Cithria of Cloudfield": True}},
                  {"might": {"A:Cithria of Cloudfield": 2}}, {"chain": []}])
    assert not logged(g, "Mistfall trigger")


# -- 427 Banish --------------------------------------------------------------------------------

@pytest.mark.rules("427.2.a", "427.1", "428.2.a")
def test_a_banished_unit_is_not_killed():
    # Portal Rescue banishes Undercover Agent from the battlefield, then its owner plays it
    # to base: it never died, so its Deathknell (discard 2, draw 2) does not happen
    g = run_case({"hand": ["Portal Rescue", "Gust"], "runes": R("mind", 4),
                  "deck": ["Defy", "Rebuke"]}, None,
                 [bf("A", a=["Undercover Agent"]), {"card": "Back-Alley Bar"}],
                 ["A: play Portal Rescue", "A: choose A:Undercover Agent@Bandle Tree", *PP],
                 [{"location": {"A:Undercover Agent": "base"}},
                  {"contains": {"A:hand": ["Gust"]}}, {"count": {"A:hand": 1, "A:deck": 2}}])
    assert not logged(g, "Undercover Agent trigger")


# -- 437 Prevent -------------------------------------------------------------------------------

@pytest.mark.rules("437.1.b", "437.3.c", "437.7", "437.1.b.1.b")
def test_prevent_all_spell_damage_this_turn_keeps_preventing_and_spares_combat_damage():
    # Unyielding Spirit: "Prevent all spell and ability damage this turn."  It replaces
    # every later instance of spell damage (the value stays All), never combat damage
    g = run_case({"hand": ["Unyielding Spirit", "Hextech Ray", "Hextech Ray"],
                  "runes": R("body", 2) + R("fury", 4), "base": ["Mega-Mech"]}, None,
                 [bf("B", b=["Shipyard Skulker"]), {"card": "Back-Alley Bar"}],
                 ["A: play Unyielding Spirit", *PP,
                  "A: play Hextech Ray", "A: choose B:Shipyard Skulker@Bandle Tree", *PP,
                  "A: play Hextech Ray", "A: choose B:Shipyard Skulker@Bandle Tree", *PP],
                 [{"damage": {"B:Shipyard Skulker": 0}},
                  {"count": {"Bandle Tree": 1}}])
    assert sum("3 prevented (437)" in line for line in g.log) == 2
    # the source matters: the combat damage of Mega-Mech's attack is dealt in full
    run_case({"hand": ["Unyielding Spirit"], "runes": R("body", 2), "base": ["Mega-Mech"]},
             None, [bf("B", b=["Shipyard Skulker"]), {"card": "Back-Alley Bar"}],
             ["A: play Unyielding Spirit", *PP,
              "A: move A:Mega-Mech to Bandle Tree", *PP],
             [{"location": {"B:Shipyard Skulker": "trash", "A:Mega-Mech": "Bandle Tree"}}])
