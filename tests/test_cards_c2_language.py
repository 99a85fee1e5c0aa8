"""The card language pieces added for Spiritforged 142-216 and Unleashed 001-046 (issue 26,
engineer c2): how each loads, what it says, and the mistakes the loader reports with file
and line (cards/README.md)."""

from __future__ import annotations

import pytest
from card_probe import probe_card, probe_errors

from riftbound_tui.cards.text import render_text


@pytest.mark.parametrize("body, card_type, text", [
    ("abilities:\n  - when: {event: chosen, by: you}\n    effects: [{op: draw, amount: 1}]",
     "unit", "When you choose me with a spell, draw 1."),
    ("effects:\n  - {op: ready, target: {all: legend, controller: friendly}}", "spell",
     "Ready all friendly legends."),
    ("effects:\n  - {op: prevent_next, target: {choose: unit}, duration: this turn}", "spell",
     "The next time a unit would be dealt damage this turn, prevent it."),
    ("effects:\n  - {op: move, dest: base, target: {choose: unit, token: true, count: any, "
     "up_to: true}}", "spell", "Move any number of token units to base."),
    ("abilities:\n  - when: {event: play, subject: friendly_unit, if: in_showdown}\n"
     "    effects: [{op: draw, amount: 1}]", "gear",
     "When you play a friendly unit, if it's during a showdown, draw 1."),
    ("abilities:\n  - when: {event: hide, subject: you}\n    effects: [{op: draw, amount: 1}]",
     "unit", "When you hide a card, draw 1."),
    ("abilities:\n  - {passive: tokens_enter_ready}", "unit", "Your tokens enter ready."),
    ("effects:\n  - {op: might, duration: this turn, target: {choose: unit}, amount: "
     "{tags_among: {all: unit, controller: friendly, tags: [Cat, Dog]}}}", "spell",
     "Give a unit +1 Might this turn for each of the following tags among friendly units: "
     "Cat and Dog."),
    ("abilities:\n  - static: {might: 2}\n    while: {spent_power: 2}", "unit",
     "While you've spent at least 2 power this turn, I have +2 Might."),
    ("abilities:\n  - static: {might: 4}\n    while: {spent_on_a_spell: 4}", "unit",
     "While you've spent 4 or more energy to play a spell this turn, I have +4 Might."),
    ("abilities:\n  - {passive: no_units_played_here}", "battlefield",
     "Units can't be played here."),
    ("abilities:\n  - {passive: no_score_until_turn, value: 3}", "battlefield",
     "Players can't score here until their third turn."),
    ("effects:\n  - {op: take_control, target: {choose: unit}}\n  - op: delayed\n"
     "    when: end_of_turn\n    target: {that: 1}\n"
     "    effects: [{op: lose_control, target: subject}]", "spell",
     "Take control of a unit. At the end of this turn, lose control of that unit."),
    ("effects:\n  - {op: kill, target: {choose: unit}}\n"
     "  - {op: draw, amount: 1, if: {it: enemy}}", "spell",
     "Kill a unit. Draw 1 if it was an enemy unit."),
])
def test_new_pieces_load_and_render(body, card_type, text):
    assert render_text(probe_card(body, card_type)) == text


@pytest.mark.parametrize("body, card_type, message", [
    ("abilities:\n  - when: {event: play, by: you}\n    effects: [{op: draw, amount: 1}]",
     "unit", "only a trigger on kill, move, chosen takes `by:`"),
    ("abilities:\n  - when: {event: chosen, by: spell}\n    effects: [{op: draw, amount: 1}]",
     "unit", "is not one of: you"),
    ("effects:\n  - {op: draw, amount: {tags_among: {all: unit, controller: friendly}}}",
     "spell", "names the tags it counts"),
    ("effects:\n  - {op: ready, target: {choose: unit, token: maybe}}", "spell",
     "effects[0].target.token"),
    ("abilities:\n  - static: {might: 1}\n    while: {spent_power: 0}", "unit",
     "must be at least 1"),
    ("effects:\n  - {op: lose_control}", "spell", "effects[0].target: missing"),
])
def test_mistakes_in_the_new_pieces_are_reported_with_their_line(body, card_type, message):
    errors = probe_errors(body, card_type)
    assert any(message in e for e in errors), errors
    assert all(e.startswith("probe.yaml:") for e in errors)
