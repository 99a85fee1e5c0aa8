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
    ("effects:\n  - {op: choose, target: {choose: unit}}\n"
     "  - {op: swap_might, duration: this turn, target: {choose: unit, distinct: true}}",
     "spell", "Choose a unit. Swap the Might of it and another unit this turn."),
    ("effects:\n  - {op: double_damage, target: {choose: unit}, duration: this turn}", "spell",
     "Double all damage that would be dealt to a unit this turn."),
    ("effects:\n  - {op: delayed, when: unit_played, effects: [{op: buff, target: subject}]}",
     "spell", "When a friendly unit is played this turn, buff it."),
    ("effects:\n  - {op: deal, amount: 3, target: {choose: unit}}\n"
     "  - {op: save_from_death, target: {that: 1}, what: banish}", "spell",
     "Deal 3 to a unit. If it would die this turn, banish it instead."),
    ("effects:\n  - {op: to_top, target: {pick: card, at: hand, controller: friendly}, "
     "ask: you}\n  - {op: recycle, target: {pick: card, at: hand, controller: friendly}, "
     "if_previous: failed}", "spell",
     "You may put a card from your hand on the top of your Main Deck. Otherwise, recycle a "
     "card from your hand."),
    ("effects:\n  - {op: look, amount: 2, reveal: true}\n"
     "  - {op: banish, target: {pick: card, at: looked, up_to: true}}\n"
     "  - {op: play, target: previous, dest: or_here}", "spell",
     "Reveal the top 2 cards of your Main Deck. Banish up to one card from among them and "
     "play it (if it is a unit, you may play it here)."),
    ("effects:\n  - {op: play_token, token: Recruit, dest: any}\n"
     "  - {op: ready, do_this: true, target: {choose: unit, of_them: true, count: 2, "
     "up_to: true}}", "spell",
     "Play a 1 Might Recruit unit token. Then do this: ready up to two of them."),
    ("effects:\n  - {op: play_token, token: Recruit, dest: any, amount: {count: {all: gear, "
     "controller: friendly}}}", "spell",
     "Play a 1 Might Recruit unit token for each friendly gear."),
    ("effects:\n  - {op: draw, amount: 1}\nabilities:\n  - {passive: banish_this}", "spell",
     "Draw 1. Banish this."),
    ("abilities:\n  - when: {event: seen, zone: deck, revealed: true}\n"
     "    effects: [{op: add, amount: 2}]", "unit",
     "As I am revealed from your Main Deck, add 2 energy."),
    ("abilities:\n  - when: {event: chosen, subject: friendly_unit, by: you, abilities: true}\n"
     "    effects: [{op: draw, amount: 1}]", "gear",
     "When you choose a friendly unit, draw 1."),
    ("abilities:\n  - when: {event: recycle_rune, subject: you}\n"
     "    effects: [{op: draw, amount: 1}]", "legend", "When you recycle a rune, draw 1."),
    ("abilities:\n  - when: {event: dies, subject: enemy_unit, one_or_more: true}\n"
     "    effects: [{op: draw, amount: 1}]", "legend",
     "When one or more enemy units die, draw 1."),
    ("abilities:\n  - when: {event: play_spell, subject: you, spent_at_least: 4}\n"
     "    effects: [{op: draw, amount: 1}]", "unit",
     "When you play a spell, if you spent 4 energy or more on it, draw 1."),
    ("abilities:\n  - {passive: conquer_twice_here}", "unit",
     "Your conquer effects for conquering here trigger an additional time."),
    ("abilities:\n  - {passive: repeat_discount, value: 1}", "battlefield",
     "While you control this battlefield, friendly Repeat costs cost 1 energy less."),
    ("abilities:\n  - passive: enters_ready\n    while: {died_in_your_beginning: friendly_unit}",
     "unit", "If a friendly unit died during your Beginning Phase this turn, I enter ready."),
    ("abilities:\n  - cost: {exhaust: true}\n    to: {all: legend, controller: friendly}\n"
     "    effects: [{op: draw, amount: 1}]", "battlefield",
     'While you control this battlefield, friendly legends have "exhaust: Draw 1.".'),
    ("abilities:\n  - when: {event: conquer, subject: you, where: here}\n    optional: true\n"
     "    cost: {energy: 1}\n    pay: {return_to_hand: {choose: unit, controller: friendly, at: here}}\n"
     "    effects: [{op: draw, amount: 1}]", "battlefield",
     "When you conquer here, you may pay 1 energy and return a friendly unit here to its "
     "owner's hand to draw 1."),
])
def test_new_pieces_load_and_render(body, card_type, text):
    assert render_text(probe_card(body, card_type)) == text


@pytest.mark.parametrize("body, card_type, message", [
    ("abilities:\n  - when: {event: play, by: you}\n    effects: [{op: draw, amount: 1}]",
     "unit", "only a trigger on kill, move, chosen, ready takes `by:`"),
    ("abilities:\n  - when: {event: chosen, by: spell}\n    effects: [{op: draw, amount: 1}]",
     "unit", "is not one of: you"),
    ("effects:\n  - {op: draw, amount: {tags_among: {all: unit, controller: friendly}}}",
     "spell", "names the tags it counts"),
    ("effects:\n  - {op: ready, target: {choose: unit, token: maybe}}", "spell",
     "effects[0].target.token"),
    ("abilities:\n  - static: {might: 1}\n    while: {spent_power: 0}", "unit",
     "must be at least 1"),
    ("effects:\n  - {op: lose_control}", "spell", "effects[0].target: missing"),
    ("effects:\n  - {op: ready, target: {choose: unit}, pay: {energy: 1}}", "spell",
     "it takes `ask:`"),
    ("effects:\n  - {op: play, target: {pick: unit, at: trash}, dest: any}", "spell",
     "goes to base, here, or_here"),
    ("abilities:\n  - when: {event: play, revealed: true}\n    effects: [{op: draw, amount: 1}]",
     "unit", "only a trigger on seen takes `revealed:`"),
    ("abilities:\n  - cost: {exhaust: true}\n    to: {all: unit, controller: friendly}\n"
     "    effects: [{op: draw, amount: 1}]", "battlefield",
     "an activated ability is given only to"),
    ("abilities:\n  - when: {event: play, spent_at_least: 4}\n"
     "    effects: [{op: draw, amount: 1}]", "unit", "only a `play_spell` trigger has"),
    ("equip_pay: {kill: {choose: unit, controller: friendly}}", "gear",
     "it goes with `equip:`"),
    ("effects:\n  - {op: save_from_death, target: {choose: unit}, what: equipment}", "spell",
     "effects[0].what"),
])
def test_mistakes_in_the_new_pieces_are_reported_with_their_line(body, card_type, message):
    errors = probe_errors(body, card_type)
    assert any(message in e for e in errors), errors
    assert all(e.startswith("probe.yaml:") for e in errors)
