"""The card-language constructs added for Unleashed 171-219 and Vendetta 001-065 (issue
26, session 17 c4): what the loader builds, the `file:line` errors it reports and the
text rendered from them (cards/README.md)."""

from __future__ import annotations

import pytest
from card_probe import probe_card as _card
from card_probe import probe_errors as _errors

from riftbound_tui.cards.model import Condition
from riftbound_tui.cards.text import render_text


def _spell(effects: str) -> str:
    """A spell's fields: a cost and these instructions (a YAML flow list)."""
    return f"cost: {{energy: 1}}\neffects: {effects}\n"


def test_spent_condition_reads_the_spell_of_a_play_spell_trigger():
    card = _card("""
        abilities:
          - when: {event: play_spell, subject: you, if: {spent: 4}}
            effects: [{op: draw, amount: 1}]
    """)
    assert card.abilities[0].trigger.only_if == Condition("spent", 4)
    assert render_text(card) == ("When you play a spell, if you spent 4 energy or more on it, "
                                 "draw 1.")


@pytest.mark.rules("356.4")
def test_an_ability_that_costs_less_loads_and_renders():
    card = _card("""
        abilities:
          - cost: {energy: 12, exhaust: true}
            less: {count: {all: rune, controller: friendly}}
            effects: [{op: draw, amount: 1}]
          - cost: {energy: 5}
            less: 3
            less_if: {runes_at_most: 4}
            effects: [{op: draw, amount: 1}]
    """)
    assert card.abilities[1].less == (3, Condition("runes_at_most", 4))
    assert render_text(card) == (
        "12 energy, exhaust: Draw 1. This ability costs 1 energy less for each friendly rune. "
        "5 energy: Draw 1. This ability costs 3 energy less if you control 4 or fewer runes.")


@pytest.mark.parametrize("body, message", [
    ("""
        abilities:
          - when: play
            less: 2
            effects: [{op: draw, amount: 1}]
     """, "abilities[0].less: only an activated ability (`cost:`) takes `less:`"),
    ("""
        abilities:
          - cost: {energy: 2}
            less_if: your_turn
            effects: [{op: draw, amount: 1}]
     """, "abilities[0].less_if: goes with `less:`"),
])
def test_less_is_checked(body, message):
    errs = _errors(body)
    assert any(message in e and e.startswith("probe.yaml:") for e in errs), errs


def test_once_each_turn_and_the_new_passives_render():
    card = _card("""
        abilities:
          - when: {event: dies, subject: enemy_unit, where: here, once_each_turn: true}
            effects: [{op: draw, amount: 1}]
          - passive: cant_be_chosen
            while: not_in_combat
          - {passive: not_first_turns, value: 3}
          - passive: no_enemy_spell_damage
          - passive: ignore_tank_here
    """)
    assert card.abilities[0].trigger.once_each_turn
    assert render_text(card) == (
        "Once each turn, when an enemy unit dies here, draw 1. I can't be chosen by enemy "
        "spells and abilities unless I'm in combat. I can't be played on your first 3 turns. "
        "Prevent all damage that enemy spells and abilities would deal to me. You ignore Tank "
        "while assigning combat damage here.")


@pytest.mark.parametrize("body, text", [
    ("[{op: deal, amount: 2, target: {choose: unit},"
     " bonus_each: {count: {all: card, at: trash, controller: friendly}}}]",
     "Deal 2 to a unit. This deals 1 Bonus Damage for each card in your trash."),
    ("[{op: choose, target: {choose: unit}}, {op: play_token, token: Recruit},"
     " {op: copy, target: previous, of: 1}]",
     "Choose a unit. Play a 1 Might Recruit unit token and it becomes a copy of that unit."),
    ("[{op: to_deck, target: {choose: unit}}]",
     "Its owner places a unit on the top or bottom of their Main Deck."),
    ("[{op: cost_this_turn, what: unit, amount: 1}]",
     "Your units cost 1 energy more to play this turn."),
    ("[{op: next_play, what: card, amount: 2, power: 2}]",
     "The next card you play this turn costs 2 energy and 2 power of any domain less."),
    ("[{op: custom, handler: cant_play_spells, player: opponent}]",
     "Your opponent can't play spells this turn."),
    ("[{op: stun, target: {choose: unit, empowered: true}}]", "Stun an Empowered unit."),
    ("[{op: stun, target: {choose: unit, at: moved}}]",
     "Stun a unit at a battlefield I moved to or from."),
    ("[{op: stun, target: {all: unit, defending_alone: true}}]",
     "Stun all units defending alone."),
    ("[{op: banish, target: {choose: unit, controller: friendly}},"
     " {op: play, target: previous, player: owner, ignore: cost, dest: any_battlefield}]",
     "Banish a friendly unit and its owner plays it to any battlefield, ignoring its cost."),
])
def test_new_instructions_render(body, text):
    assert render_text(_card(_spell(body), "spell")) == text


@pytest.mark.parametrize("body, message", [
    ("[{op: deal, amount: 2, target: {choose: unit}, bonus_each: {might: self}}]",
     "effects[0].bonus_each: Bonus Damage for each: a `count:`"),
    ("[{op: copy, target: {choose: unit}, of: 1}]",
     "effects[0].of: names an earlier instruction that chooses"),
    ("[{op: cost_this_turn, what: unit, amount: 0}]", "effects[0].amount: must be at least 1"),
    ("[{op: play, target: {pick: unit, at: hand}, dest: there}]",
     "effects[0].dest: `there` needs an earlier instruction that chooses"),
    ("[{op: delayed, when: start_of_main, target: {choose: unit},"
     " effects: [{op: draw, amount: 1}]}]",
     "effects[0].target: only a `damaged`, `end_of_turn`, `dies` or `win_combat` delayed trigger"),
])
def test_new_instruction_fields_are_checked(body, message):
    errs = _errors(_spell(body), "spell")
    assert any(message in e and e.startswith("probe.yaml:") for e in errs), errs


def test_an_end_of_turn_delayed_trigger_names_its_object():
    card = _card("""
        cost: {energy: 1}
        effects:
          - {op: empower, target: {choose: unit}}
          - {op: delayed, when: end_of_turn, target: previous,
             effects: [{op: disempower, target: subject}]}
    """, "spell")
    assert card.effects[1].event == "end_of_turn"


@pytest.mark.rules("820.2.a")
def test_modes_distinct_needs_modes_and_repeat():
    errs = _errors("""
        cost: {energy: 1}
        modes_distinct: true
        effects: [{op: draw, amount: 1}]
    """, "spell")
    assert any("modes_distinct: only a spell with `modes:` and `repeat:`" in e for e in errs)
    card = _card("""
        cost: {energy: 1}
        repeat: [{pay: {energy: 1}}]
        modes_distinct: true
        modes:
          - [{op: draw, amount: 1}]
          - [{op: channel, amount: 1}]
    """, "spell")
    assert card.modes_distinct
    assert "Choose one you haven't already chosen — draw 1; or channel 1 rune." in \
        render_text(card)


@pytest.mark.rules("355.14.h", "142.4")
def test_a_computed_amount_is_split_among_any_number_and_kills_are_counted():
    card = _card("""
        cost: {energy: 1}
        effects:
          - {op: choose, target: {choose: unit, controller: friendly}}
          - {op: deal, amount: {might: previous}, split: true,
             target: {choose: unit, controller: enemy, count: any, up_to: true}}
          - {op: gain_xp, amount: {killed: previous}}
    """, "spell")
    assert card.effects[2].amount_of.kind == "killed"
    assert render_text(card) == (
        "Choose a friendly unit. Deal damage equal to its Might split among any number of "
        "enemy units. Gain 1 XP for each unit this kills.")
    errs = _errors("""
        cost: {energy: 1}
        effects:
          - {op: gain_xp, amount: {killed: self}}
    """, "spell")
    assert any("effects[0].amount.killed: `killed:` reads the previous instruction" in e
               for e in errs), errs


@pytest.mark.rules("388.1")
def test_a_reflexive_play_of_this_from_the_trash_renders():
    card = _card("""
        cost: {energy: 1}
        effects:
          - {op: kill, target: {choose: unit}}
          - {op: play, target: self, pay: {power: {any: 1}}, ask: you, do_this: true,
             if: {killed_might_at_most: 3}}
    """, "spell")
    assert card.effects[1].only_if == Condition("killed_might_at_most", 3)
    assert render_text(card) == ("Kill a unit. If it had 3 Might or less, you may do this: "
                                 "play this from your trash for 1 power of any domain.")
