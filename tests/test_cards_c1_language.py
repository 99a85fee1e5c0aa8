"""The constructs added for Spiritforged 001-141 (cards/README.md, "More constructs"): each
loads, renders as the card reads, and its mistakes are reported as `file:line` errors."""

from __future__ import annotations

import pytest
from card_probe import probe_card as _card
from card_probe import probe_errors as _errors

from riftbound_tui.cards.text import render_text


@pytest.mark.parametrize("body,text", [
    ("""
     effects:
       - {op: choose, target: {choose: unit, controller: friendly, at: battlefield}}
       - {op: might, duration: this turn, target: {that: 1},
          amount: {count: {all: unit, controller: enemy, at: {that: 1}}, times: 2}}
     """, "Choose a friendly unit at a battlefield. Give it +2 Might this turn for each "
          "enemy unit at that battlefield."),
    ("""
     effects:
       - {op: choose, target: {choose: spell}}
       - {op: pay, pay: {energy: 2}, ask: controller}
       - {op: counter, target: {that: 1}, if_previous: failed}
     """, "Choose a spell. Its controller may pay 2 energy. If they don't, counter it."),
    ("""
     effects:
       - {op: play, target: {pick: unit, at: hand, controller: friendly, up_to: true},
          reduce: 3, dest: battlefield}
     """, "Play up to one unit from your hand to a battlefield you control, reducing its "
          "cost by 3 energy."),
    ("""
     effects:
       - {op: move, dest: with_its_side, target: {choose: unit, controller: enemy}}
     """, "Move an enemy unit to a location where there's a unit with the same controller."),
    ("""
     effects:
       - {op: next_play, what: gear, amount: 7, ignore: energy}
     """, "You may play a gear with Energy cost no more than 7 from hand this turn, "
          "ignoring its Energy cost."),
])
def test_spell_constructs_render(body, text):
    assert render_text(_card(body, "spell")) == text


@pytest.mark.parametrize("body,text", [
    ("abilities: [{static: {keywords: [assault]}, each: {count: {all: unit, controller: "
     "enemy, at: here}}}]", "I have Assault equal to the number of enemy units here."),
    ("abilities: [{static: {cost: -1}, each: {played: you}, minimum: 1}]",
     "My Energy cost is reduced by the number of cards you've played this turn, to a "
     "minimum of 1."),
    ("abilities: [{static: {cost: -2, power: -1}, each: {held_points: you}}]",
     "I cost 2 energy and 1 power of my domain less for each point you scored from holding "
     "this turn."),
    ("abilities: [{when: {event: chosen, by: you, abilities: true}, effects: [{op: might, amount: 1, "
     "duration: this turn, target: self}]}]",
     "When you choose me, give me +1 Might this turn."),
    ("abilities: [{when: {event: spend_buff, subject: unit}, effects: [{op: draw, amount: 1}]}]",
     "When you spend a buff, draw 1."),
    ("abilities: [{when: attach, effects: [{op: draw, amount: 1}]}]",
     "When you attach an Equipment to me, draw 1."),
    ("abilities: [{when: {event: activate, subject: friendly_gear}, effects: [{op: draw, "
     "amount: 1}]}]", "When you use an activated ability of a gear, draw 1."),
    ("abilities: [{when: {event: play_card, subject: you, min_power: 2}, effects: [{op: draw, "
     "amount: 1}]}]", "When you play a card with a Power cost of 2 or more, draw 1."),
    ("abilities: [{when: {event: move, direction: from, where: battlefield}, effects: [{op: draw, amount: 1}]}]",
     "When I move from a battlefield, draw 1."),
    ("abilities: [{when: {event: defend, subject: you}, effects: [{op: move, dest: there, "
     "target: self}]}]", "When you defend, move me there."),
    ("abilities: [{cost: {power: 1}, condition: once_per_turn, effects: [{op: swap, target: "
     "{choose: unit, controller: friendly, other: true}}, {op: attach, target: {that: 1}, "
     "what: equipment, if: {it: equipped}}]}]",
     "1 power of any domain: Move me to the location of another friendly unit and it to my "
     "original location. Attach one of the Equipment of it to me if it's equipped. Use only "
     "once per turn."),
    ("abilities: [{when: play, effects: [{op: ready, target: {choose: legend}}]}]",
     "When you play me, ready a legend."),
    ("abilities: [{when: play, effects: [{op: choose, target: {choose: battlefield, open: "
     "true}}]}]", "When you play me, choose an open battlefield."),
    ("abilities: [{when: move, effects: [{op: choose, target: {choose: unit, controller: "
     "friendly, other: true}}, {op: copy_keywords, target: {that: 1}, duration: this turn}]}]",
     "When I move, choose another friendly unit. Give it my keywords this turn."),
    ("abilities: [{additional: {return_to_hand: {choose: gear, controller: friendly}}}]",
     "As an additional cost to play me, return a friendly gear to its owner's hand."),
    ("abilities: [{when: attack, effects: [{op: deal, amount: {assault: self}, target: "
     "{choose: unit, controller: enemy, at: here}}]}]",
     "When I attack, deal damage equal to my Assault to an enemy unit here."),
    ("abilities: [{when: play, effects: [{op: play_token, token: Recruit, player: opponent, "
     "ask: opponent}, {op: draw, amount: 1, if_previous: done}]}]",
     "When you play me, your opponent may play a 1 Might Recruit unit token. If they do, "
     "draw 1."),
])
def test_ability_constructs_render(body, text):
    assert render_text(_card(body)) == text


@pytest.mark.parametrize("passive,text", [
    ("cant_be_chosen", "I can't be chosen by enemy spells and abilities."),
    ("no_move_to_base_anywhere", "Units can't move to base."),
    ("opponents_cant_gain_points", "While I'm at a battlefield, opponents can't gain points."),
    ("double_might_bonus", "Each Equipment attached to me gives double its base Might bonus."),
    ("play_to_attacked", "I can be played to a battlefield you're attacking."),
    ("play_only_to_conquered", "Play me only to a battlefield you conquered this turn."),
    ("accelerate_not_from_hand",
     "Friendly units played from anywhere other than a player's hand have Accelerate."),
])
def test_passives_render(passive, text):
    assert render_text(_card(f"abilities: [{{passive: {passive}}}]")) == text


def test_equipment_effect_text_constructs_render():
    gear = _card("""
        cost: {energy: 1}
        tags: [Equipment]
        equip: {power: {mind: 1}}
        might_bonus: 1
        effect_text:
          - static: {tags: [Mech]}
          - static: {might: 2}
            while: attached_this_turn
          - passive: hold_is_conquer
        """, "gear")
    text = render_text(gear)
    assert "I am a Mech." in text
    assert "this was attached to me this turn, I have +2 Might" in text
    assert "My hold effects are also conquer effects, and vice versa." in text


@pytest.mark.parametrize("body,error", [
    ("abilities: [{static: {keywords: [tank]}, each: {count: {all: unit}}}]",
     "abilities[0].each: only a cost or Might change, or a keyword with a number"),
    ("abilities: [{static: {cost: -1}, each: {played: opponent}}]",
     "abilities[0].each.played: text ('opponent'): write `{played: you}`"),
    ("abilities: [{when: {event: play_card, subject: you, min_power: 0}, effects: [{op: draw, "
     "amount: 1}]}]", "min_power: must be at least 1"),
    ("abilities: [{when: {event: play, min_power: 2}, effects: [{op: draw, amount: 1}]}]",
     "only a trigger on play_card, play_spell takes `min_power:`"),
    ("abilities: [{when: {event: stun, by: you}, effects: [{op: draw, amount: 1}]}]",
     "by:"),
    ("abilities: [{when: play, effects: [{op: choose, target: {choose: unit, open: true}}]}]",
     "only a battlefield is `open`"),
    ("abilities: [{when: play, effects: [{op: pay, pay: {energy: 2}}]}]",
     "ask"),
    ("abilities: [{static: {tags: [Mech], might: 1}}]",
     "tags are given to me alone"),
    ("abilities: [{static: {tags: Mech}}]", "a list of tags, like [Mech]"),
])
def test_construct_mistakes_are_reported(body, error):
    errs = _errors(body)
    assert any(error in e and e.startswith("probe.yaml:") for e in errs), errs


def test_there_without_a_choice_is_a_trigger_s_alone():
    errs = _errors("""
        effects:
          - {op: move, dest: there, target: {choose: unit}}
        """, "spell")
    assert any("`there` needs an earlier instruction" in e for e in errs), errs
