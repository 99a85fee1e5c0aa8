"""The constructs session 17's c3 added for Unleashed UNL 051-170: their loader errors
(file:line), their rendered text, and the rules they follow beyond the card cases of
tests/test_cards_c3*.py.

- selector `token` / `not_token`, `not_keyword`, `less_might_than: self | {that: N}`
  (cards/selector_extras.py, engine/relative.py);
- static `shrouded: true`: "can't be chosen by enemy spells and abilities" (355.9);
- trigger `token` and `tags` on `play`: "when you play a token unit", "another Dragon"."""

from __future__ import annotations

import pytest

from riftbound_tui.cards.db import load_card_db
from card_cases import loader_errors as _errors
from riftbound_tui.cards.text import render_text

DB = load_card_db()


def test_an_equip_cost_of_xp_goes_with_equip():
    errs = _errors("""
    set: UNL
    cards:
      - name: Bad Heirloom
        type: gear
        tags: [Equipment]
        equip_pay: {spend_xp: 1}
      - name: Worse Heirloom
        type: gear
        tags: [Equipment]
        equip: {}
        equip_pay: {spend_gold: 1}
    """)
    assert any(e.startswith('bad.yaml:6: card "Bad Heirloom": equip_pay: is the rest of an '
                            'Equip cost: it goes with `equip:`')
               for e in errs), errs
    assert any(e.startswith('bad.yaml:11: card "Worse Heirloom": equip_pay') for e in errs), errs
    (ab,) = [a for a in DB.get("Shepherd's Heirloom").abilities if a.keyword_of == "equip"]
    assert ab.pay.kind == "spend_xp" and ab.pay.amount == 1 and ab.cost.energy == 0


def test_a_delayed_trigger_on_a_death_or_a_win_names_its_unit():
    errs = _errors("""
    set: UNL
    cards:
      - name: Bad Flourish
        type: spell
        effects:
          - {op: delayed, when: dies, effects: [{op: draw, amount: 1}]}
          - {op: delayed, when: start_of_main, target: {choose: unit}, effects: [{op: draw, amount: 1}]}
    """)
    assert any(e.startswith('bad.yaml:6: card "Bad Flourish": effects[0].target: a `dies` '
                            "delayed trigger waits") for e in errs), errs
    assert any(e.startswith('bad.yaml:7: card "Bad Flourish": effects[1].target: only a '
                            "`damaged`, `end_of_turn`, `dies` or `win_combat` delayed trigger")
               for e in errs), errs


def test_the_new_fields_report_their_mistakes_at_file_and_line():
    errs = _errors("""
    set: UNL
    cards:
      - name: Bad Stare
        type: spell
        effects:
          - {op: kill, target: {all: unit, less_might_than: me}}
          - {op: kill, target: {all: gear, less_might_than: self}}
          - {op: kill, target: {all: unit, not_keyword: sneaky}}
          - {op: draw, amount: 1, if: {count: {all: gear}, at_least: 2, total_might: true}}
          - {op: draw, amount: 1, if: {revealed_tags: Bird}}
          - {op: play, target: {pick: unit, at: base, within_paid_cost: true}}
          - {op: draw, amount: 1, if: {discarded: rune}}
      - name: Bad Shepherd
        type: unit
        might: 1
        abilities:
          - static: {shrouded: maybe}
          - when: {event: conquer, token: true}
            effects: [{op: draw, amount: 1}]
          - when: {event: play, subject: friendly_unit, tags: Dragon}
            effects: [{op: draw, amount: 1}]
          - when: {event: dies, once_each_turn: twice}
            effects: [{op: spend_xp, amount: 0}]
    """)
    expect = [
        'bad.yaml:6: card "Bad Stare": effects[0].target.less_might_than: write `self`',
        'bad.yaml:7: card "Bad Stare": effects[1].target.less_might_than: only units',
        'bad.yaml:8: card "Bad Stare": effects[2].target.not_keyword:',
        'bad.yaml:9: card "Bad Stare": effects[3].if.total_might: only units have Might',
        'bad.yaml:10: card "Bad Stare": effects[4].if.revealed_tags: a list of tags',
        'bad.yaml:11: card "Bad Stare": effects[5].target.within_paid_cost: tests cards off',
        'bad.yaml:12: card "Bad Stare": effects[6].if.discarded: text (\'rune\') is not one',
        'bad.yaml:17: card "Bad Shepherd": abilities[0].static.shrouded:',
        'bad.yaml:18: card "Bad Shepherd": abilities[1].when.token: only a trigger on play',
        'bad.yaml:20: card "Bad Shepherd": abilities[2].when.tags: a list of tags',
        'bad.yaml:22: card "Bad Shepherd": abilities[3].when.once_each_turn:',
        'bad.yaml:23: card "Bad Shepherd": abilities[3].effects[0].amount:',
    ]
    for start in expect:
        assert any(e.startswith(start) for e in errs), (start, errs)


@pytest.mark.parametrize("card,text", [
    ("Alpha Wildclaw", "Units you control here with less Might than me can't be chosen by enemy "
                       "spells and abilities."),
    ("Soul Shepherd", "Token units you control have +1 Might."),
    ("Lillia, Protector of Dreams", "When you play a token unit, give me +1 Might"),
    ("Gentle Gemdragon", "When you play another Dragon, ready up to 2 friendly runes."),
    ("Stare Down", "Move all enemy units at a battlefield with less Might than the chosen "
                   "unit to base."),
    ("Shadow's Call", "Give a friendly unit without Temporary Temporary."),
    ("Master Yi, Unstoppable", "Level 16 — I can't be chosen by enemy spells and abilities."),
    ("Vilemaw", "Enemy units here with less Might than me don't deal combat damage."),
    ("Shepherd's Heirloom", "Equip Spend 1 XP (pay it: attach this to a unit you control)."),
    ("Deadly Flourish", "when it dies this turn, play a Gold gear token exhausted."),
    ("Grim Resolve", "when it wins a combat this turn, gain 2 XP."),
    ("Kinkou Initiate", "draw 1 if other units you control have total Might 5 or more."),
    ("Determined Sentry", "I can't move to base."),
    ("Insightful Investigator", "You may spend 2 XP. If you do, its owner discards a card "
                                "from among them."),
    ("Ivern, Nurturer", "If you revealed a Bird, Cat, Dog or Poro, do this: buff a friendly "
                        "unit."),
    ("Fate Weaver", "Reveal up to one spell from among them with Energy cost 4 or more and "
                    "draw it."),
    ("Abandon", "Counter a spell. Return it to its owner's hand instead of putting it in their "
                "trash. Predict"),
    ("Crescent Guardian", "If you've played a spell this turn, as you play me, you may pay 1 "
                          "Chaos power as an additional cost."),
    ("Sumpworks Map", "When an opponent conquers, draw 1. When an opponent holds, draw 1."),
    ("Heedless Resurrection", "Play a unit from your trash that costs no more Energy and no "
                              "more Power than the killed unit, ignoring its cost."),
    ("Atakhan", "If you do, I cost 1 energy less for each Energy it costs and 1 power of my "
                "domain less for each Power it costs."),
    ("Call to Battle", "Choose an opponent. The chosen player chooses a unit they control. "
                       "Move the chosen units there."),
    ("Diana, Lunari", "When a showdown begins here, you may pay 1 energy to predict"),
    ("Frigid Jewel", "When you draw your second card each turn, give a friendly unit +2 Might "
                     "this turn."),
    ("Blue Sentinel", "Your hold effects for holding here trigger an additional time."),
    ("Hwei, Brooding Painter", "If the discarded card is a spell, do this: draw 1."),
    ("Smoke and Mirrors", "Move each to the other's location if at least one of them has "
                          "Temporary."),
    ("LeBlanc, Everywhere At Once", "Your Temporary effects at my battlefield don't trigger."),
    ("Maduli the Gatekeeper", "I can't be readied. 1 Chaos power: Choose an enemy battlefield "
                              "where an opponent has units where the total Might of enemy "
                              "units is less than my Might."),
    ("Scuttle Crab", "You can look at their facedown cards this turn. Gain 1 XP."),
    ("Undying Loyalty", "While you choose a Bird, Cat, Dog or Poro, this costs 2 energy less."),
    ("Pyke, Returned", "Once each turn, when an enemy unit dies, if I'm at a battlefield, "
                       "play a Gold gear token exhausted."),
])
def test_the_new_constructs_render(card, text):
    assert text in render_text(DB.get(card), DB)


@pytest.mark.rules("355.9")
def test_shrouded_stops_only_enemy_choices():
    """Master Yi at Level 16: an enemy's spell or ability can't choose him; his own
    controller's can (355.9: only enemy spells and abilities are kept off)."""
    from dataclasses import replace

    from card_cases import R, new_game
    from riftbound_tui.engine import targets
    g = new_game({"runes": R("calm", 2), "xp": 16, "base": ["Master Yi, Unstoppable"]},
                 {"base": ["Mega-Mech"]})
    st = g.state
    yi = next(i for i, o in st.objs.items() if o.card == "Master Yi, Unstoppable")
    any_unit = replace(DB.get("Charm").effects[0].target, controller="any")
    assert targets.matches(DB, st, any_unit, yi, "A")
    assert not targets.matches(DB, st, any_unit, yi, "B")
    st.players["A"].xp = 15                        # below Level 16: anyone may choose him
    assert targets.matches(DB, st, any_unit, yi, "B")
