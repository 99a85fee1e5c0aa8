"""The language pieces for per-player choices (355.10.e), "not chosen this turn" modes
(355.3), costs that open a trigger or pick an object (383.3.b, 404), "any number"
additional costs (356.2.b), cost changes to other cards (356.4), control changes and
additional turns: what the loader builds, the errors it reports and the words rendered."""

from __future__ import annotations

import pytest
from card_probe import probe_card as _card
from card_probe import probe_errors as _errors

from riftbound_tui.cards.text import render_text


def test_each_chooses_loads_with_its_options_and_renders():
    card = _card("""
        effects:
          - op: kill
            target: {each_chooses: unit, chooser: others, starting: next, not_yours: true}
    """, "spell")
    sel = card.effects[0].target
    assert (sel.kind, sel.chooser, sel.starting, sel.not_yours) == \
        ("each_chooses", "others", "next", True)
    assert not sel.targets                        # 355.10.e: not a target
    assert render_text(card) == ("Starting with the next player, each other player chooses a "
                                 "unit you don't control. Kill the chosen units.")


@pytest.mark.parametrize("target, message", [
    ("{choose: unit, chooser: others}", "only an `each_chooses` selector has `chooser`"),
    ("{each_chooses: unit, starting: last}", "starting"),
    ("{all: unit, not_yours: true}", "only an `each_chooses` selector has `not_yours`"),
])
def test_bad_per_player_choices_are_reported(target, message):
    errs = _errors(f"""
        effects:
          - {{op: kill, target: {target}}}
    """, "spell")
    assert any(message in e for e in errs), errs


def test_modes_once_and_trigger_pay_render():
    card = _card("""
        abilities:
          - cost: {spend_buff: true}
            modes_once: true
            modes:
              - [{op: ready, target: self}]
              - [{op: stun, target: self}]
          - when: conquer
            optional: true
            pay: {spend_buff: {choose: unit, controller: friendly}}
            effects: [{op: draw, amount: 1}]
    """)
    text = render_text(card)
    assert "Choose one you've not chosen this turn" in text
    assert "you may spend a buff to draw 1" in text


@pytest.mark.parametrize("ability, message", [
    ("{cost: {exhaust: true}, modes_once: true, effects: [{op: draw, amount: 1}]}",
     "only an ability with `modes:` takes `modes_once:`"),
    ("{passive: extra_hide, pay: {discard: 1}}", "takes `pay:`"),
    ("{additional: {kill: {choose: unit}}, any_number: true}",
     "the cost is `optional: true`"),
    ("{additional: {discard: 1}, optional: true, any_number: true}",
     "only a cost that picks objects"),
    ("{additional: {kill: {choose: unit}}, optional: true, power_discount: 1}",
     "it needs `any_number: true`"),
    ("{when: play, effects: [{op: draw, amount: 1}], any_number: true}",
     "only an `additional:` ability takes `any_number:`"),
])
def test_bad_costs_are_reported(ability, message):
    errs = _errors(f"""
        abilities:
          - {ability}
    """)
    assert any(message in e for e in errs), errs


def test_cost_change_for_other_cards_and_new_instructions_render():
    card = _card("""
        abilities:
          - static: {cost: -2}
            to: {all: card, controller: friendly, tags: [Dragon]}
            minimum: 1
    """)
    assert render_text(card) == "Dragon cards you play cost 2 energy less, to a minimum of 1."
    spell = _card("""
        effects:
          - {op: take_control, target: {choose: unit, controller: enemy}}
          - {op: extra_turn}
    """, "spell")
    assert render_text(spell) == "Take control of an enemy unit. Take a turn after this one."
