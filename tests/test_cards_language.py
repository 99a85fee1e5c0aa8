"""The effect language's conditions, computed amounts and static abilities: what the
loader builds, the `file:line` errors it reports, and the text rendered from the tree
(cards/README.md "Conditions", "Amounts", "Static abilities")."""

from __future__ import annotations

import pytest
from card_probe import probe_card as _card
from card_probe import probe_errors as _errors

from riftbound_tui.cards.model import Amount, Condition, Count, Static
from riftbound_tui.cards.text import render_text


# -- conditions -------------------------------------------------------------------------

@pytest.mark.parametrize("cond, built, words", [
    ("your_turn", Condition("your_turn"), "it's your turn"),
    ("at_battlefield", Condition("at_battlefield"), "I'm at a battlefield"),
    ("{points: 6}", Condition("points", 6), "you have 6 or more points"),
    ("{died_this_turn: enemy_unit}", Condition("died_this_turn", "enemy_unit"),
     "an enemy unit has died this turn"),
    ("{opponent_within: 3}", Condition("opponent_within", 3),
     "an opponent's score is within 3 points of the Victory Score"),
    # Unleashed 171-219 and Vendetta 001-065 (issue 26)
    ("beginning_phase", Condition("beginning_phase"), "it's your Beginning Phase"),
    ("not_beginning_phase", Condition("not_beginning_phase"), "it isn't your Beginning Phase"),
    ("not_empowered", Condition("not_empowered"), "I'm not Empowered"),
    ("not_in_combat", Condition("not_in_combat"), "I'm not in combat"),
    ("not_damaged_this_turn", Condition("not_damaged_this_turn"),
     "I haven't been dealt damage this turn"),
    ("{played: [unit, gear, spell]}", Condition("played", ("unit", "gear", "spell")),
     "you've played a non-token unit and a non-token gear and a spell this turn"),
    ("{opponent_played: spell}", Condition("opponent_played", "spell"),
     "an opponent has played another spell this turn"),
])
def test_trigger_conditions_load_and_render(cond, built, words):
    card = _card(f"""
        abilities:
          - when: {{event: play, if: {cond}}}
            effects: [{{op: draw, amount: 1}}]
    """)
    assert card.abilities[0].trigger.only_if == built
    assert render_text(card) == f"When you play me, if {words}, draw 1."


def test_instruction_condition_and_count_form_still_loads():
    card = _card("""
        effects:
          - {op: draw, amount: 1, if: not_your_turn}
          - {op: draw, amount: 1, if: {count: {all: unit, controller: friendly}, at_least: 2}}
    """, "spell")
    assert card.effects[0].only_if == Condition("not_your_turn")
    assert isinstance(card.effects[1].only_if, Count)
    assert render_text(card) == ("Draw 1 if it's not your turn. Draw 1 if there are 2 or more "
                                 "friendly units.")


@pytest.mark.parametrize("cond, message", [
    ("sometimes", 'probe.yaml:7: card "Probe": effects[0].if: "sometimes" is not a condition'),
    ("{points: 0}", "effects[0].if.points: must be at least 1"),
    ("{died_this_turn: gear}", "effects[0].if.died_this_turn: "),
    ("{points: 2, hand: 3}", "effects[0].if: a condition names one test"),
    ("{colour: red}", "effects[0].if.colour: not a condition"),
    ("{played: [rune]}", "effects[0].if.played: names a list of unit, gear, spell"),
    ("{opponent_played: [spell]}", "effects[0].if.opponent_played: names one of unit, gear"),
])
def test_bad_conditions_are_reported_with_file_and_line(cond, message):
    errs = _errors(f"""
        cost: {{energy: 1}}
        effects:
          - {{op: draw, amount: 1, if: {cond}}}
    """, "spell")
    assert any(message in e for e in errs), errs
    assert all(e.startswith("probe.yaml:") for e in errs)


# -- computed amounts -------------------------------------------------------------------

def test_amounts_load_and_render():
    card = _card("""
        effects:
          - {op: ready, target: {choose: unit, controller: friendly}}
          - {op: deal, amount: {might: previous}, target: {choose: unit, controller: enemy}}
          - {op: might, amount: {might: it}, target: {choose: unit}, duration: this turn}
          - {op: draw, amount: {count: {all: unit, controller: friendly, min_might: 5}}}
          - {op: channel, amount: {count: {all: card, at: trash, controller: friendly}, times: 2}}
    """, "spell")
    assert card.effects[1].amount_of == Amount("might", of="previous")
    assert card.effects[4].amount_of.times == 2
    assert render_text(card) == (
        "Ready a friendly unit. Deal damage equal to its Might to an enemy unit. Double the "
        "Might of a unit this turn. Draw 1 for each friendly unit with 5 Might or more. "
        "Channel 2 runes for each card in your trash.")


@pytest.mark.parametrize("eff, message", [
    ("{op: deal, amount: {might: previous}, target: {choose: unit}}",
     "effects[0].amount.might: `previous` in the first instruction"),
    ("{op: deal, amount: {might: somebody}, target: {choose: unit}}",
     "effects[0].amount.might: text ('somebody') is not one of: self, subject, previous, it"),
    ("{op: deal, amount: {count: {choose: unit}}, target: {choose: unit}}",
     "effects[0].amount.count: counts an `all:` selector"),
    ("{op: deal, amount: {might: it}, target: {all: unit}}",
     "effects[0].amount: `it` (the object the instruction affects) needs one chosen target"),
    ("{op: burn, amount: {might: self}}",
     "op `burn` takes a fixed number, not an amount from the game"),
    ("{op: deal, amount: {might: self, cost: self}, target: {choose: unit}}",
     "effects[0].amount: an amount names exactly one of"),
    ("{op: deal, amount: {might: subject}, target: {choose: unit}}",
     "`subject` is only meaningful in a triggered ability"),
])
def test_bad_amounts_are_reported(eff, message):
    errs = _errors(f"""
        cost: {{energy: 1}}
        effects:
          - {eff}
    """, "spell")
    assert any(message in e for e in errs), errs


# -- static abilities -------------------------------------------------------------------

def test_statics_load_and_render():
    card = _card("""
        abilities:
          - static: {might: 1}
            while: buffed
          - static: {keywords: [assault, ganking]}
            to: {all: unit, controller: friendly, other: true, at: here}
          - static: {cost: -1}
            each: {count: {all: card, at: trash, controller: friendly}}
          - static: {cost: -2}
            while: legion
          - static: {might: 1}
            each: {count: {all: unit, controller: friendly, buffed: true, at: here}}
            while: at_battlefield
    """)
    s = card.abilities[0].static
    assert card.abilities[0].kind == "static"
    assert s == Static(might=1, condition=Condition("buffed"))
    assert card.abilities[1].static.to.other
    assert render_text(card) == (
        "While I'm buffed, I have +1 Might. Other friendly units here have Assault and "
        "Ganking. I cost 1 energy less for each card in your trash. While you've played "
        "another card this turn, I cost 2 energy less. While I'm at a battlefield, I have +1 "
        "Might for each buffed friendly unit here.")


def test_a_spell_cost_reduced_by_an_amount_reads_as_this_card():
    card = _card("""
        cost: {energy: 8}
        effects: [{op: draw, amount: 1}]
        abilities:
          - static: {cost: -1}
            each: {highest_might: {all: unit, controller: friendly}}
    """, "spell")
    assert render_text(card) == ("Draw 1. This card's Energy cost is reduced by the highest "
                                 "Might among friendly units.")


@pytest.mark.parametrize("ability, message", [
    ("{static: {might: 1}, to: {choose: unit}}",
     "abilities[0].to: a static ability affects `self` or an `all:` selector"),
    ("{static: {cost: -1}, to: {choose: unit}}",
     "abilities[0].to: a static ability affects `self` or an `all:` selector"),
    ("{static: {}}", "abilities[0].static: names what it changes"),
    ("{static: {might: 0}}", "abilities[0].static.might: must not be 0"),
    ("{static: {keywords: [flying]}}", "is not one of the keywords"),
    ("{static: {keywords: [tank]}, each: {count: {all: unit}}}",
     "abilities[0].each: only a cost or Might change, or a keyword with a number "
     "(assault, shield, deflect), takes `each:`"),
    ("{static: {might: 1}, minimum: 1}",
     "abilities[0].minimum: only a cost change or a Might decrease takes"),
    ("{static: {might: 1}, effects: [{op: draw, amount: 1}]}",
     "a static ability is a continuous effect and has no effects"),
    ("{when: play, while: buffed, effects: [{op: draw, amount: 1}]}",
     "abilities[0].while: only a `static:` ability takes `while:`"),
    ("{static: {might: 1}, passive: extra_hide}", "an ability has exactly one of"),
])
def test_bad_statics_are_reported(ability, message):
    errs = _errors(f"""
        abilities:
          - {ability}
    """)
    assert any(message in e for e in errs), errs


# -- additional costs -------------------------------------------------------------------

def test_additional_costs_load_and_render():
    card = _card("""
        cost: {energy: 2}
        effects:
          - {op: draw, amount: 2, if: paid}
          - {op: draw, amount: 1, if: not_paid}
        abilities:
          - additional: {exhaust: {choose: unit, controller: friendly}}
            optional: true
    """, "spell")
    ab = card.abilities[0]
    assert ab.kind == "additional" and ab.optional and ab.additional.kind == "exhaust"
    assert render_text(card) == (
        "As you play this, you may exhaust a friendly unit as an additional cost. Draw 2 if "
        "you paid the additional cost. Draw 1 if you didn't pay the additional cost.")
    unit = _card("""
        cost: {energy: 6}
        abilities:
          - additional: {discard: 1}
            optional: true
            discount: 2
          - additional: {kill: {choose: unit, controller: friendly}}
    """)
    assert unit.abilities[0].additional.discount == 2
    assert render_text(unit) == (
        "As you play me, you may discard 1 as an additional cost. If you do, I cost 2 energy "
        "less. As an additional cost to play me, kill a friendly unit.")


@pytest.mark.parametrize("ability, message", [
    ("{additional: {kill: {all: unit}}}", "an additional cost picks one object"),
    ("{additional: {discard: 1, kill: {choose: unit}}}", "names exactly one of: pay, discard"),
    ("{additional: {steal: 1}}", "abilities[0].additional.steal: unknown key"),
    ("{additional: {discard: 1}, discount: 2, ignore_cost: true}",
     "a cost is either reduced or ignored, not both"),
    ("{additional: {discard: 1}, effects: [{op: draw, amount: 1}]}",
     "an additional cost is paid, not resolved"),
    ("{static: {might: 1}, optional: true}",
     "abilities[0].optional: only a `when:`, `instead:` or `additional:` ability takes `optional:`"),
    ("{when: play, discount: 1, effects: [{op: draw, amount: 1}]}",
     "abilities[0].discount: only a `additional:` ability takes `discount:`"),
    # a replacement (369) is done at once, as the event would happen: nothing is chosen
    ("{instead: dies, effects: [{op: kill, target: {choose: unit}}]}",
     "its instructions choose nothing"),
    ("{instead: {event: attack}, effects: [{op: heal, target: subject}]}",
     "a replacement replaces one of: dies"),
    ("{instead: dies, when: dies, effects: [{op: heal, target: subject}]}",
     "an ability has exactly one of"),
])
def test_bad_abilities_are_reported(ability, message):
    errs = _errors(f"""
        abilities:
          - {ability}
    """)
    assert any(message in e for e in errs), errs


# -- replacement abilities (`instead:`, 367-372) ---------------------------------------

@pytest.mark.rules("367", "369", "370.1.b", "371.2")
def test_a_replacement_ability_loads_and_renders():
    gear = _card("""
        abilities:
          - instead: {event: dies, subject: friendly_unit, buffed: true}
            optional: true
            cost: {power: {any: 1}, exhaust: true}
            effects:
              - {op: spend_buff, target: subject}
              - {op: heal, target: subject}
              - {op: recall, target: subject}
    """)
    ab = gear.abilities[0]
    assert (ab.kind, ab.trigger.event, ab.trigger.buffed, ab.optional) == \
        ("replacement", "dies", True, True)
    assert render_text(gear).startswith(
        "If a buffed friendly unit would die, you may pay 1 power of any domain and exhaust "
        "me to spend its buff, heal it, and recall it instead.")


# -- modes ------------------------------------------------------------------------------

def test_modes_load_and_render():
    spell = _card("""
        cost: {energy: 1}
        modes:
          - [{op: draw, amount: 1}]
          - [{op: deal, amount: 2, target: {choose: unit}}, {op: draw, amount: 1}]
    """, "spell")
    assert len(spell.modes) == 2 and spell.effects == ()
    assert render_text(spell) == "Choose one — draw 1; or deal 2 to a unit. Draw 1."
    unit = _card("""
        abilities:
          - when: conquer
            modes:
              - [{op: draw, amount: 1}]
              - [{op: channel, amount: 1, exhausted: true}]
    """)
    assert unit.abilities[0].modes[1][0].op == "channel"
    assert render_text(unit) == ("When I conquer, choose one — draw 1; or channel 1 rune "
                                 "exhausted.")


@pytest.mark.parametrize("body, card_type, message", [
    ("cost: {energy: 1}\nmodes: [[{op: draw, amount: 1}]]\n", "spell",
     "modes: must be a list of two or more modes"),
    ("cost: {energy: 1}\neffects: [{op: draw, amount: 1}]\n"
     "modes: [[{op: draw, amount: 1}], [{op: draw, amount: 2}]]\n", "spell",
     "a spell has `effects:` or `modes:`"),
    ("abilities:\n  - {static: {might: 1}, modes: [[{op: draw, amount: 1}], "
     "[{op: draw, amount: 2}]]}\n", "unit", "only a `when:` or `cost:` ability has modes"),
    ("cost: {energy: 1}\nmodes: [[{op: draw, amount: 1}], [{op: fly, amount: 2}]]\n",
     "spell", "modes[1][0].op"),
])
def test_bad_modes_are_reported(body, card_type, message):
    errs = _errors(body, card_type)
    assert any(message in e for e in errs), errs


# -- delayed effects --------------------------------------------------------------------

def test_next_play_loads_renders_and_checks_its_fields():
    card = _card("""
        abilities:
          - when: play
            effects: [{op: next_play, what: spell, amount: 5}]
    """)
    eff = card.abilities[0].effects[0]
    assert (eff.op, eff.what, eff.amount) == ("next_play", "spell", 5)
    assert render_text(card) == ("When you play me, the next spell you play this turn costs "
                                 "5 energy less.")
    errs = _errors("""
        abilities:
          - when: play
            effects: [{op: next_play, what: rune, amount: 0}]
    """)
    assert any("effects[0].what" in e for e in errs), errs
    assert any("effects[0].amount: must be at least 1" in e for e in errs), errs


def test_fight_loads_and_renders():
    unit = _card("""
        abilities:
          - when: play
            effects: [{op: fight, target: {choose: unit, controller: enemy}}]
    """)
    assert unit.abilities[0].effects[0].fighter == "self"
    assert render_text(unit) == ("When you play me, an enemy unit and I deal damage equal to "
                                 "our Mights to each other.")
    spell = _card("""
        cost: {energy: 1}
        effects:
          - {op: might, amount: 3, target: {choose: unit, controller: friendly}}
          - {op: fight, fighter: previous, target: {choose: unit, controller: enemy}}
    """, "spell")
    assert render_text(spell) == ("Give a friendly unit +3 Might. It and an enemy unit deal "
                                  "damage equal to their Mights to each other.")
    errs = _errors("""
        cost: {energy: 1}
        effects:
          - {op: fight, fighter: previous, target: {choose: unit}}
    """, "spell")
    assert any("effects[0].fighter: `previous` in the first instruction" in e for e in errs)


def test_points_amount_and_if_missing_grants():
    card = _card("""
        abilities:
          - static: {might: 1}
            each: {points: you}
          - static: {keywords: [deflect]}
            to: {all: unit, controller: friendly, buffed: true}
            if_missing: true
    """)
    assert card.abilities[0].static.each == Amount("points", of="you")
    assert card.abilities[1].static.if_missing
    assert render_text(card) == ("I have +Might equal to your points. Buffed friendly units "
                                 "have Deflect if they didn't already.")
    errs = _errors("""
        abilities:
          - static: {might: 1}
            if_missing: true
    """)
    assert any("only a keyword grant takes `if_missing:`" in e for e in errs), errs


def test_hand_at_most_condition():
    card = _card("""
        abilities:
          - when: {event: start_of_beginning, subject: you}
            effects: [{op: draw, amount: 1, if: {hand_at_most: 1}}]
    """)
    assert card.abilities[0].effects[0].only_if == Condition("hand_at_most", 1)
    assert render_text(card) == ("At the start of your Beginning Phase, draw 1 if you have 1 or "
                                 "fewer cards in hand.")


def test_seen_trigger_works_from_the_deck_only():
    """Nocturne, Horrifying (errata): "as you look at or reveal me from the top of your
    deck" is `event: seen` with `zone: deck` (385.2: an ability off the board says where
    it works); "you may" later in the effect is `ask: you` (383.3.a.3)."""
    card = _card("""
        abilities:
          - when: {event: seen, zone: deck}
            effects:
              - {op: banish, target: self, ask: you}
              - {op: play, target: previous, pay: {power: {any: 1}}, ask: you, if_previous: done}
    """)
    trg = card.abilities[0].trigger
    assert (trg.event, trg.zone) == ("seen", "deck")
    assert [e.ask for e in card.abilities[0].effects] == ["you", "you"]
    assert render_text(card) == ("As you look at or reveal me from the top of your Main Deck, "
                                 "you may banish me. If you do, you may play it for 1 power "
                                 "of any domain.")
    for when in ("{event: seen}", "{event: play, zone: deck}", "{event: seen, zone: trash}"):
        errs = _errors(f"""
            abilities:
              - when: {when}
                effects: [{{op: draw, amount: 1}}]
        """)
        assert any("`event: seen` goes with `zone: deck`" in e for e in errs), (when, errs)


@pytest.mark.rules("370.1.a.2")
def test_together_joins_the_instruction_before_it():
    spell = _card("""
        cost: {energy: 1}
        effects:
          - {op: return_to_hand, target: {choose: unit, controller: friendly}}
          - {op: return_to_hand, target: {choose: unit, controller: enemy}, together: true}
    """, "spell")
    assert [e.together for e in spell.effects] == [False, True]
    assert render_text(spell) == ("Return a friendly unit and an enemy unit to their owners' "
                                  "hands.")
    errs = _errors("""
        cost: {energy: 1}
        effects:
          - {op: draw, amount: 1}
          - {op: return_to_hand, target: {choose: unit}, together: true}
          - {op: deal, amount: 1, target: {choose: unit}, together: true}
    """, "spell")
    assert any("effects[1]: `together` joins an instruction of the same op" in e
               for e in errs), errs
    assert any("effects[2].together" in e for e in errs), errs
