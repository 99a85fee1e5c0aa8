"""Game actions (rules 413-440): how they are written, Buff and Banish.

The rendered card text (riftbound_tui/cards/text.py) is what a player reads, so the
"This action is formatted as ..." rules are checked on it.  The Buff and Banish tests
check that a trigger did NOT happen, which a scenario cannot say.
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
