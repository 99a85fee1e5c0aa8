"""The constructs added for Vendetta 066 to the end (c5): each read from YAML, its loader
errors at file:line, its rendered text, and what it does in a game.

- `{not: CONDITION}`: the condition fails ("If this is [Empowered], ... instead");
  `{you_within: N}`: your score is within N points of the Victory Score;
- `when: ready` on me: "when I become ready", whoever readies me (415);
- `when: {event: empower, subject: you}`: "when you empower something else" (441);
- `fight` with `fighter: {that: N}`: the unit instruction N chose ("they deal damage
  equal to their Mights to each other", Rampage);
- selectors `empowered`, `token`, `not_tags`, `less_might_than_me`; `choose: object` with
  `either:` alternatives of units, gear and runes ("units, gear, and/or runes").
"""

from __future__ import annotations

import textwrap

import pytest

from riftbound_tui.cards.errors import CardDataErrors
from riftbound_tui.cards.loader import load_cards_text, parse_cards
from riftbound_tui.cards.text import render_text

from card_cases import R, new_game, play


def _card(body: str):
    text = textwrap.dedent("""
        set: VEN
        cards:
          - name: Probe
            type: spell
            domains: [body]
            cost: {energy: 1}
        """).lstrip("\n") + textwrap.indent(textwrap.dedent(body).lstrip("\n"), "    ")
    return text


def _errors(body: str) -> list[str]:
    cards, errors = parse_cards(_card(body), "bad.yaml")
    with pytest.raises(CardDataErrors):
        load_cards_text(_card(body), "bad.yaml")
    return [str(e) for e in errors]


def _one(body: str):
    cards, errors = parse_cards(_card(body), "ok.yaml")
    assert not errors, errors
    return cards[0]


def test_not_condition_reads_renders_and_rejects_an_it_test():
    card = _one("""
        effects:
          - {op: draw, amount: 1, if: {not: {you_within: 3}}}
          - {op: draw, amount: 2, if: {not: your_turn}}
        """)
    assert "if your score is not within 3 points of the Victory Score" in render_text(card)
    assert "if it's not true that it's your turn" in render_text(card)
    errs = _errors("""
        effects:
          - {op: draw, amount: 1, if: {not: {it: stunned}}}
        """)
    assert len(errs) == 1 and errs[0].startswith("bad.yaml:") and "not_it" in errs[0]
    errs = _errors("""
        effects:
          - {op: draw, amount: 1, if: {not: sunny}}
        """)
    assert len(errs) == 1 and '"sunny" is not a condition' in errs[0]


def test_fighter_names_an_earlier_choice_and_rejects_other_shapes():
    card = _one("""
        effects:
          - {op: choose, target: {choose: unit, controller: friendly}}
          - {op: fight, target: {choose: unit, controller: enemy}, fighter: {that: 1}}
        """)
    assert card.effects[1].fighter == "that:1"
    assert "They deal damage equal to their Mights to each other" in render_text(card)
    errs = _errors("""
        effects:
          - {op: choose, target: {choose: unit, controller: friendly}}
          - {op: fight, target: {choose: unit, controller: enemy}, fighter: {that: zero}}
        """)
    assert len(errs) == 1 and "`fighter:` is self, previous or {that: N}" in errs[0]


def test_new_selector_filters_render():
    card = _one("""
        effects:
          - {op: kill, target: {choose: unit, not_tags: [Dragon], token: true}}
          - {op: stun, target: {choose: unit, empowered: true, controller: enemy}}
          - {op: ready, target: {choose: object, count: 3, up_to: true,
                                 either: [{choose: unit}, {choose: rune}]}}
        """)
    text = render_text(card)
    assert "non-Dragon" in text and "token" in text and "Empowered enemy unit" in text
    assert "Ready up to 3 units and/or runes." in text
    errs = _errors("""
        effects:
          - {op: ready, target: {choose: object, either: [{choose: unit}, {choose: spell}]}}
        """)
    assert len(errs) == 1 and "`choose: object` offers units, gear and runes" in errs[0]


@pytest.mark.rules("441", "415")
def test_a_legend_empowers_when_you_empower_something_else_not_itself():
    """Mel, Soul's Reflection: "When you empower something else, empower me"."""
    game = new_game({"legend": "Mel, Soul's Reflection", "base": ["Legion Marauder"],
                     "runes": R("body", 1)})
    play(game, ["A: activate Legion Marauder", "A: pass", "B: pass"],
         [{"empowered": {"A:Legion Marauder": True}}, {"chain": ["Mel, Soul's Reflection"]}])
    play(game, ["A: pass", "B: pass"], [{"empowered": {"A:Mel, Soul's Reflection": True}},
                                        {"chain": []}])


@pytest.mark.rules("441")
def test_an_opponents_empowering_does_not_empower_your_legend():
    game = new_game({"legend": "Mel, Soul's Reflection", "turn": {"player": "B"}},
                    {"base": ["Legion Marauder"], "runes": R("body", 1)})
    play(game, ["B: activate Legion Marauder", "B: pass", "A: pass"],
         [{"empowered": {"B:Legion Marauder": True, "A:Mel, Soul's Reflection": False}},
          {"chain": []}])


@pytest.mark.rules("415")
def test_when_i_become_ready_fires_in_the_awaken_step_too():
    """Fretful Feline readied by its controller's Awaken Step (315.1) gets +2 this turn."""
    game = new_game({"base": [{"card": "Fretful Feline", "exhausted": True}],
                     "turn": {"player": "A", "number": 4, "phase": "awaken"}})
    play(game, ["A: pass", "B: pass"], [{"might": {"A:Fretful Feline": 7}}])


def test_delayed_dies_needs_its_unit_and_renders():
    card = _one("""
        effects:
          - {op: choose, target: {choose: unit}}
          - {op: delayed, when: dies, target: {that: 1}, effects: [{op: draw, amount: 1}]}
        """)
    assert "When it dies this turn, draw 1." in render_text(card)
    errs = _errors("""
        effects:
          - {op: delayed, when: dies, effects: [{op: draw, amount: 1}]}
        """)
    assert len(errs) == 1 and "waits for the unit its `target:` names" in errs[0]


def test_max_energy_my_might_and_play_there_and_showdown_read_and_render():
    card = _one("""
        effects:
          - {op: kill, target: {choose: gear, max_energy: {might: self}}}
          - {op: banish, target: {choose: unit}}
          - {op: play, target: previous, player: owner, dest: there, ignore: cost}
          - {op: recall, target: {choose: unit, at: showdown}}
        """)
    text = render_text(card)
    assert "a gear that costs no more Energy than my Might" in text
    assert "plays it to the same location, ignoring its cost" in text
    assert "a unit in a showdown" in text
    errs = _errors("""
        effects:
          - {op: kill, target: {choose: gear, max_energy: {might: it}}}
        """)
    assert len(errs) == 1 and "{might: self}" in errs[0]
    errs = _errors("""
        effects:
          - {op: banish, target: {choose: unit}}
          - {op: play, target: previous, dest: moon}
        """)
    assert len(errs) == 1 and '"moon" is not one of: base' in errs[0]


def test_not_from_hand_is_a_play_card_refinement_only():
    errs = _errors("""
        abilities:
          - when: {event: conquer, not_from_hand: true}
            effects: [{op: draw, amount: 1}]
        """)
    assert len(errs) == 1 and "only a trigger on play_card takes `not_from_hand:`" in errs[0]


def test_costs_that_pick_several_or_another_object_and_a_paid_take_control_render():
    card = _one("""
        abilities:
          - when: {event: start_of_main, subject: you}
            optional: true
            pay: {kill: {choose: permanent, controller: friendly, other: true, count: 3}}
            effects: [{op: gain_points, amount: 1}]
          - when: play
            optional: true
            pay: {disempower: {choose: object, controller: friendly}}
            effects: [{op: empower, target: {choose: object, not_type: rune}}]
        effects:
          - {op: choose, target: {choose: spell}}
          - {op: take_control, target: {that: 1}, ask: you, pay: {power: {any: 1}}}
          - {op: choose, target: {choose: player}}
          - {op: take_control, target: self, player: chosen}
        """)
    text = render_text(card)
    assert "At the start of your Main Phase, you may kill 3 other friendly permanents" in text
    assert "empower a legend, unit, or gear" in text
    assert "You may pay 1 power of any domain to take control of it" in text
    assert "Choose a player. They gain control of" in text
    errs = _errors("""
        abilities:
          - additional: {kill: {choose: unit, controller: friendly, count: 2}}
        """)
    assert len(errs) == 1 and "an additional cost picks one object" in errs[0]
    errs = _errors("""
        effects:
          - {op: take_control, target: {choose: unit}, pay: {energy: 1}}
        """)
    assert len(errs) == 1 and "it takes `ask:`" in errs[0]


def test_less_might_than_names_an_earlier_choice():
    card = _one("""
        effects:
          - {op: choose, target: {choose: unit, controller: friendly}}
          - {op: kill, target: {choose: unit, controller: enemy, less_might_than: {that: 1}}}
        """)
    assert card.effects[1].target.less_might_than == 1
    assert "Kill an enemy unit with less Might than the chosen unit." in render_text(card)
    errs = _errors("""
        effects:
          - {op: kill, target: {choose: unit, less_might_than: {that: 1}}}
        """)
    assert len(errs) == 1 and "less_might_than: {that: N}" in errs[0]


def test_it_unit_card_reads_and_renders():
    card = _one("""
        effects:
          - {op: burn, amount: 1}
          - {op: might, amount: {might: previous}, duration: this turn, do_this: true,
             if: {it: unit_card}, target: {choose: unit, controller: friendly}}
        """)
    assert "If it's a unit, do this: give a friendly unit +Might equal to its Might" \
        in render_text(card)


def test_reference_keywords_named_in_a_sentence_or_with_an_icon_cost():
    from riftbound_tui.cards.reference import leading_keywords
    assert leading_keywords("[Empower] costs of your units here cost [1] less.") == ()
    assert leading_keywords("[Empower] — [1] or [Body] (Pay either cost: Empower me.)") == \
        (("empower", None),)
    assert leading_keywords("[Empower] — [E] (Pay the cost.)") == (("empower", None),)


def test_grant_ability_quotes_the_given_ability_in_its_instruction():
    card = _one("""
        abilities:
          - cost: {energy: 1}
            to: given
            effects: [{op: might, amount: 1, duration: this turn, target: self}]
        effects:
          - {op: grant_ability, duration: this turn, target: {choose: unit}}
        """)
    assert card.abilities[0].granted
    assert render_text(card) == \
        'Give a unit "1 energy: Give me +1 Might this turn." this turn.'
