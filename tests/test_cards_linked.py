"""Linked instructions in the card language (cards/linking.py, engine/linked.py): what
loads, what is refused with file:line, and the words a player reads."""

from __future__ import annotations

import textwrap

import pytest

from riftbound_tui.cards.errors import CardDataErrors
from riftbound_tui.cards.loader import load_cards_text, parse_cards
from riftbound_tui.cards.model import ANY_NUMBER, Amount, Condition
from riftbound_tui.cards.text import render_text


def spell(effects: str) -> str:
    body = textwrap.indent(textwrap.dedent(effects).strip("\n"), " " * 6)
    return ("set: OGN\ncards:\n  - name: Test Spell\n    number: \"999\"\n    type: spell\n"
            "    domains: [fury]\n    cost: {energy: 1}\n    effects:\n" + body + "\n")


def load(effects: str):
    return load_cards_text(spell(effects), "t.yaml")[0]


def errors(effects: str) -> list[str]:
    _, errs = parse_cards(spell(effects), "t.yaml")
    assert errs, "expected the loader to refuse this"
    with pytest.raises(CardDataErrors):
        load_cards_text(spell(effects), "t.yaml")
    return [str(e) for e in errs]


def test_that_names_an_earlier_choice_and_loads_with_its_number():
    card = load("""
        - {op: choose, target: {choose: unit, controller: enemy}}
        - {op: kill, target: {that: 1}, if: {it: stunned}}
        - {op: stun, target: {that: 1}, if: {not_it: stunned}}
    """)
    kill = card.effects[1]
    assert kill.target.kind == "that" and kill.target.ref == 1
    assert kill.only_if == Condition("it", "stunned")
    assert card.effects[2].only_if == Condition("not_it", "stunned")
    assert render_text(card) == ("Choose an enemy unit. Kill it if it is stunned. "
                                 "Stun it if it isn't stunned.")


@pytest.mark.parametrize("effects,words", [
    ("- {op: stun, target: {choose: unit}}\n- {op: kill, target: {that: 3}}",
     "names instruction 3, which is not before this one"),
    ("- {op: draw, amount: 1}\n- {op: kill, target: {that: 1}}", "instruction 1 chooses nothing"),
    ("- {op: kill, target: {that: 1}}", "the first instruction has no earlier instruction"),
    ("- {op: stun, target: {choose: unit}}\n- {op: kill, target: {that: zero}}",
     "must be the number of an earlier instruction"),
    ("- {op: stun, target: {choose: unit}}\n- {op: kill, target: {that: 1, controller: enemy}}",
     "names only the instruction"),
    ("- {op: draw, amount: 1}\n- {op: move, target: {choose: unit}, dest: there}",
     "`there` needs an earlier instruction"),
])
def test_bad_links_are_refused_with_their_line(effects, words):
    errs = errors(effects)
    assert any(words in e and e.startswith("t.yaml:") for e in errs), errs


@pytest.mark.parametrize("effects,words", [
    ("- {op: draw, amount: 1, if: {it: sleepy}}", "is not one of: stunned, alone, mighty"),
    ("- {op: deal, amount: 5, split: true, target: {choose: unit, count: 6, up_to: true}}",
     "a split needs a fixed amount"),
    ("- {op: deal, amount: 5, split: true, target: {choose: unit, count: 2}}",
     "a split needs a fixed amount"),
    ("- {op: kill, target: {choose: unit, count: any}}", "`count: any` goes with `up_to: true`"),
    ("- {op: kill, target: {all: unit, together: true}}", "only a `choose` target has"),
    ("- {op: draw, amount: 1, do_this: sometimes}", "do_this: must be true or false"),
    ("- {op: kill, target: {choose: permanent, either: [{choose: unit}]}}",
     "a list of two or more targets"),
    ("- {op: kill, target: {choose: unit, either: [{choose: unit}, {choose: gear}]}}",
     "write `choose: permanent`"),
    ("- {op: draw, amount: 1, ask: everyone}", "is not one of"),
    ("- {op: might, amount: {might: self, minus: nobody}, target: {choose: unit}}",
     "is not one of"),
])
def test_bad_shapes_are_refused(effects, words):
    errs = errors(effects)
    assert any(words in e for e in errs), errs


def test_amounts_from_earlier_instructions_load():
    card = load("""
        - {op: spend_buff}
        - {op: channel, amount: {count: previous}, exhausted: true}
    """)
    assert card.effects[0].amount == 0                        # any number of buffs
    assert card.effects[1].amount_of == Amount("count", of="previous")
    assert render_text(card) == ("Spend any number of buffs. Channel 1 rune exhausted for "
                                 "each of them.")


def test_any_number_and_a_total_might_limit_render_as_the_card_says():
    card = load("- {op: kill, target: {choose: unit, at: battlefield, count: any, up_to: true, "
                "together: true, max_total_might: 4}}")
    assert card.effects[0].target.count == ANY_NUMBER
    assert render_text(card) == ("Kill any number of units at a battlefield with total "
                                 "Might 4 or less.")


def test_either_target_and_unless_render():
    card = load("""
        - {op: choose, target: {choose: unit, controller: enemy}}
        - {op: draw, amount: 2, ask: controller}
        - {op: deal, amount: 6, target: {that: 1}, if_previous: failed}
    """)
    assert render_text(card) == ("Choose an enemy unit. Its controller may have you draw 2. "
                                 "If they don't, deal 6 to it.")
    fm = load("- {op: kill, target: {choose: permanent, either: [{choose: unit, at: "
              "battlefield}, {choose: gear}]}}")
    assert render_text(fm) == "Kill a unit at a battlefield or a gear."


def test_activated_conditions_are_only_for_activated_or_triggered_abilities():
    text = ("set: OGN\ncards:\n  - name: Test Gear\n    number: \"998\"\n    type: gear\n"
            "    domains: [fury]\n    cost: {energy: 1}\n    abilities:\n"
            "      - static: {might: 1}\n        condition: at_battlefield\n")
    _, errs = parse_cards(text, "g.yaml")
    assert any("only a `when:` or `cost:` ability takes `condition:`" in str(e) for e in errs)
