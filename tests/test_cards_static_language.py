"""The card language's static, replacement, prevention and delayed pieces (issue 8):
how they load, what they say, and the mistakes the loader reports with file and line."""

from __future__ import annotations

import pytest
from card_probe import probe_card, probe_cards

from riftbound_tui.cards.model import Condition, Cost
from riftbound_tui.cards.text import render_text


def _cards(body: str, card_type: str = "spell"):
    return probe_cards(body, card_type)


def _card(body: str, card_type: str = "spell"):
    return probe_card(body, card_type)


def test_delayed_triggers_load_and_render():
    card = _card("""
        effects:
          - op: delayed
            when: damaged
            target: {choose: unit}
            effects: [{op: kill, target: subject}]
    """)
    eff = card.effects[0]
    assert (eff.op, eff.event, eff.then[0].op) == ("delayed", "damaged", "kill")
    assert render_text(card) == ("Choose a unit; kill it the next time it takes damage this "
                                 "turn.")
    every = _card("""
        effects:
          - {op: delayed, when: damaged, effects: [{op: kill, target: subject}]}
    """)
    assert render_text(every) == "When any unit takes damage this turn, kill it."
    later = _card("""
        effects:
          - {op: delayed, when: end_of_turn, effects: [{op: draw, amount: 1}]}
    """)
    assert render_text(later) == "Draw 1 at the end of this turn."


@pytest.mark.parametrize("eff, message", [
    ("{op: delayed, when: sometime, effects: [{op: draw, amount: 1}]}",
     "effects[0].when"),
    ("{op: delayed, when: end_of_turn}", "effects[0].effects: missing"),
    ("{op: delayed, when: start_of_main, target: {choose: unit}, "
     "effects: [{op: draw, amount: 1}]}",
     "only a `damaged` delayed trigger waits for one unit"),
    ("{op: delayed, when: end_of_turn, effects: [{op: delayed, when: end_of_turn, "
     "effects: [{op: draw, amount: 1}]}]}", "cannot set up another one"),
    ("{op: buff_bonus, amount: 0}", "must be at least 1"),
    ("{op: save_from_death}", "effects[0].target: missing"),
    ("{op: prevent_damage, amount: 2}", "does not apply to op `prevent_damage`"),
])
def test_bad_rule_instructions_are_reported(eff, message):
    cards, errors = _cards(f"""
        effects:
          - {eff}
    """)
    assert not cards and any(message in str(e) for e in errors), errors
    assert all(str(e).startswith("probe.yaml:") for e in errors)


def test_replacement_and_prevention_render():
    save = _card("""
        effects:
          - {op: save_from_death, target: {choose: unit, controller: friendly},
             pay: {power: {fury: 1}}}
    """)
    assert save.effects[0].pay == Cost(0, (("fury", 1),))
    assert "you may pay" in render_text(save) and "recall it instead" in render_text(save)
    prevent = _card("effects: [{op: prevent_damage}]")
    assert render_text(prevent) == "Prevent all spell and ability damage this turn."


def test_passive_while_and_might_minimum():
    card = _card("""
        abilities:
          - {passive: enters_ready, while: {opponent_within: 3}}
          - static: {might: -8}
            to: {all: unit, controller: enemy, at: here, stunned: true}
            minimum: 1
    """, "unit")
    assert card.abilities[0].holds == Condition("opponent_within", 3)
    assert card.abilities[1].static.minimum == 1 and card.abilities[1].static.to.stunned
    assert render_text(card) == (
        "If an opponent's score is within 3 points of the Victory Score, I enter ready. "
        "Stunned enemy units here have -8 Might, to a minimum of 1 Might.")
    cards, errors = _cards("""
        abilities:
          - {when: play, while: buffed, effects: [{op: draw, amount: 1}]}
    """, "unit")
    assert not cards and any("only a `static:` ability takes `while:`" in str(e)
                             for e in errors), errors
