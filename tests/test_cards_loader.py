"""The card loader: YAML -> CardDef, and every mistake reported with file, line and field."""

from __future__ import annotations

import textwrap

import pytest

from riftbound_tui.cards.errors import CardDataError, CardDataErrors
from riftbound_tui.cards.loader import load_cards_file, load_cards_text, parse_cards
from riftbound_tui.cards.model import (
    Ability, CardDef, Cost, Effect, Keyword, Selector, SourceLoc, Trigger,
)


def _yaml(s: str) -> str:
    return textwrap.dedent(s).lstrip("\n")


def problems(text: str, file: str = "bad.yaml") -> list[CardDataError]:
    cards, errors = parse_cards(_yaml(text), file)
    assert errors, f"expected problems, got cards {[c.name for c in cards]}"
    with pytest.raises(CardDataErrors) as info:
        load_cards_text(_yaml(text), file)
    assert [str(e) for e in info.value.errors] == [str(e) for e in errors]
    return errors


def only(text: str, file: str = "bad.yaml") -> CardDataError:
    errs = problems(text, file)
    assert len(errs) == 1, "\n".join(map(str, errs))
    return errs[0]


VOID_SEEKER = """
set: OGN
cards:
  - name: Void Seeker
    number: "024"
    type: spell
    domains: [fury]
    cost: {energy: 3, power: 1}
    keywords: [action]
    effects:
      - {op: deal, amount: 4, target: {choose: unit, at: battlefield}}
      - {op: draw, amount: 1}
"""


# --------------------------------------------------------------------------- good input

def test_a_spell_becomes_the_model_card():
    (card,) = load_cards_text(_yaml(VOID_SEEKER), "ogn.yaml")
    assert card == CardDef(
        name="Void Seeker", type="spell", set_id="OGN", number="024", domains=("fury",),
        cost=Cost(energy=3, power=(("fury", 1),)), keywords=(Keyword("action"),),
        effects=(Effect(op="deal", amount=4, target=Selector(kind="choose", at="battlefield")),
                 Effect(op="draw", amount=1)))
    assert card.source == SourceLoc("ogn.yaml", 3)
    assert [e.source.line for e in card.effects] == [10, 11]


def test_a_battlefield_trigger_and_a_passive():
    text = """
    set: OGN
    cards:
      - name: Back-Alley Bar
        type: battlefield
        abilities:
          - when: {event: move, subject: unit, where: here, direction: from}
            effects: [{op: might, amount: 1, target: subject, duration: this turn}]
      - name: Bandle Tree
        type: battlefield
        abilities:
          - {passive: extra_hide, value: 1}
    """
    bar, tree = load_cards_text(_yaml(text))
    assert bar.abilities == (Ability(
        kind="triggered", trigger=Trigger(event="move", subject="unit", where="here",
                                          direction="from"),
        effects=(Effect(op="might", amount=1, target=Selector(kind="subject"),
                        duration="this turn"),)),)
    assert bar.abilities[0].source.line == 6
    assert tree.abilities == (Ability(kind="passive", passive="extra_hide", value=1),)


def test_activated_ability_cost_and_token():
    text = """
    set: OGN
    cards:
      - name: Viktor, Herald of the Arcane
        type: legend
        domains: [mind, order]
        abilities:
          - cost: {energy: 1, exhaust: true}
            keywords: [reaction]
            effects: [{op: play_token, token: Recruit, dest: any}]
    """
    (legend,) = load_cards_text(_yaml(text))
    ab = legend.abilities[0]
    assert ab.kind == "activated"
    assert ab.cost == Cost(energy=1, exhaust_self=True)
    assert ab.keywords == (Keyword("reaction"),)
    # play_token without an amount plays one token
    assert ab.effects == (Effect(op="play_token", amount=1, token="Recruit", dest="any"),)


def test_power_pips_follow_the_card_domains():
    text = """
    set: OGS
    cards:
      - {name: One, type: spell, domains: [body], cost: {energy: 5, power: 2}, effects: [{op: draw, amount: 1}]}
      - {name: Two, type: spell, domains: [body, order], cost: {energy: 5, power: 1}, effects: [{op: draw, amount: 1}]}
      - {name: Explicit, type: spell, domains: [body], cost: {power: {any: 1, fury: 2}}, effects: [{op: draw, amount: 1}]}
      - {name: Free, type: spell, domains: [body], cost: {energy: 0, power: 0}, effects: [{op: draw, amount: 1}]}
    """
    one, two, explicit, free = load_cards_text(_yaml(text))
    assert one.cost.power == (("body", 2),)
    assert two.cost.power == (("body|order", 1),)     # either domain may pay (135.2.e.6.c)
    assert explicit.cost.power == (("any", 1), ("fury", 2))
    assert explicit.cost.power_total == 3
    assert free.cost == Cost()


def test_selectors_in_all_their_forms():
    text = """
    set: OGS
    cards:
      - name: S
        type: spell
        effects:
          - {op: deal, amount: 3, target: {all: unit, controller: enemy, at: {choose: battlefield}}}
          - {op: move, target: {choose: unit, controller: friendly, count: 2, up_to: true}, dest: base}
          - {op: ready, target: previous}
          - {op: counter, target: {choose: spell, max_energy: 4, max_power: 1}}
          - {op: kill, target: {choose: unit, at: battlefield, max_might: 3, tags: Poro}}
          - {op: grant_keyword, target: {choose: unit, other: true}, keyword: assault 2, duration: this turn}
    """
    (card,) = load_cards_text(_yaml(text))
    t = [e.target for e in card.effects]
    assert t[0] == Selector(kind="all", controller="enemy",
                            location=Selector(kind="choose", object="battlefield"))
    assert t[1] == Selector(kind="choose", controller="friendly", count=2, up_to=True)
    assert t[2] == Selector(kind="previous")
    assert t[3] == Selector(kind="choose", object="spell", max_energy=4, max_power=1)
    assert t[4] == Selector(kind="choose", at="battlefield", max_might=3, tags=("Poro",))
    assert card.effects[5].keyword == Keyword("assault", 2)


def test_a_token_is_marked_by_its_supertype_and_a_file_set_can_be_overridden():
    text = """
    set: OGN
    cards:
      - {name: Recruit, number: "271", type: unit, supertype: token, might: 1, tags: [Recruit]}
      - {name: Gold, set: SFD, number: T03, type: gear, supertype: token}
    """
    recruit, gold = load_cards_text(_yaml(text))
    assert recruit.token and gold.token
    assert (recruit.set_id, gold.set_id, gold.number) == ("OGN", "SFD", "T03")


def test_not_implemented_keeps_its_reason():
    text = """
    set: OGN
    cards:
      - {name: Odd, type: spell, implemented: false, reason: needs a replacement effect}
    """
    (card,) = load_cards_text(_yaml(text))
    assert not card.implemented
    assert card.not_implemented_reason == "needs a replacement effect"


# --------------------------------------------------------------------------- bad input

def test_message_format_is_file_line_card_field_message():
    e = only("""
    set: OGN
    cards:
      - name: Void Seeker
        type: spell
        effects:
          - {op: dael, amount: 4}
    """, "cards/origins.yaml")
    assert (e.file, e.line, e.card, e.field) == ("cards/origins.yaml", 6, "Void Seeker",
                                                 "effects[0].op")
    assert str(e).startswith('cards/origins.yaml:6: card "Void Seeker": effects[0].op: "dael" '
                             "is not one of:")
    assert 'did you mean "deal"' in str(e)


def test_unknown_key_is_reported_at_the_line_of_the_key():
    e = only("""
    set: OGN
    cards:
      - name: Shipyard Skulker
        type: unit
        might: 3

        colour: red
    """)
    assert (e.line, e.field) == (7, "colour")
    assert "unknown key" in e.message


def test_unknown_key_inside_a_target():
    e = only("""
    set: OGN
    cards:
      - name: Hextech Ray
        type: spell
        effects:
          - op: deal
            amount: 3
            target:
              choose: unit
              where: battlefield
    """)
    assert (e.line, e.field) == (10, "effects[0].target.where")


def test_a_field_that_does_not_apply_to_the_op():
    e = only("""
    set: OGN
    cards:
      - {name: X, type: spell, effects: [{op: deal, amount: 3, target: {choose: unit}, minimum: 1}]}
    """)
    assert e.field == "effects[0].minimum"
    assert "does not apply to op `deal`" in e.message


@pytest.mark.parametrize("field, value, expect", [
    ("might", '"three"', "might: must be a whole number, not text ('three')"),
    ("might", "true", "might: must be a whole number, not true/false"),
    ("might", "-1", "might: must be at least 0"),
    ("domains", "fury", "domains: must be a list, not text"),
    ("tags", "{a: 1}", "tags: must be a list, not a mapping"),
    ("cost", "3", "cost: must be a mapping like {energy: 3, power: 1}, not a number (3)"),
    ("number", "24", 'number: must be text, not a number (24) (quote it'),
    ("keywords", "[shield, assault two]", 'keywords[1]: "assault two": the keyword'),
    ("keywords", "[sheild]", '"sheild" is not one of the keywords'),
    ("supertype", "legendary", '"legendary" is not one of: champion, signature, token, basic'),
])
def test_wrong_types_and_values(field, value, expect):
    e = only(f"""
    set: OGN
    cards:
      - name: Unit
        type: unit
        might: 2
        {field}: {value}
    """.replace("        might: 2\n", "" if field == "might" else "        might: 2\n"))
    assert expect in str(e)
    assert e.card == "Unit"
    assert e.line == (5 if field == "might" else 6)


def test_missing_name_and_type():
    errs = problems("""
    set: OGN
    cards:
      - number: "001"
        type: unit
        might: 1
      - name: Nameless Type
    """)
    msgs = [(e.line, e.card, e.field, e.message) for e in errs]
    assert (3, None, "name", "missing (required)") in msgs
    assert (6, "Nameless Type", "type", "missing (required)") in msgs


def test_units_need_might_and_others_have_none():
    errs = problems("""
    set: OGN
    cards:
      - {name: A, type: unit}
      - {name: B, type: spell, might: 3, effects: [{op: draw, amount: 1}]}
      - {name: C, type: battlefield, cost: {energy: 1}}
      - {name: D, type: unit, supertype: token, might: 1, cost: {energy: 1}}
      - {name: E, type: unit, might: 1, effects: [{op: draw, amount: 1}]}
    """)
    got = {(e.card, e.field) for e in errs}
    assert got == {("A", "might"), ("B", "might"), ("C", "cost"), ("D", "cost"),
                   ("E", "effects")}


def test_yaml_syntax_error_has_a_line():
    e = only("""
    set: OGN
    cards:
      - name: Void Seeker
        type: spell
        effects: [{op: draw, amount: 1}
      - name: Other
    """, "broken.yaml")
    assert e.file == "broken.yaml"
    assert e.line in (5, 6)
    assert e.card is None
    assert str(e).startswith(f"broken.yaml:{e.line}: YAML error:")


def test_unsafe_tags_are_refused_and_never_run(tmp_path):
    marker = tmp_path / "ran"
    e = only(f"""
    set: OGN
    cards:
      - name: Evil
        type: spell
        effects: !!python/object/apply:os.system ["touch {marker}"]
    """)
    assert not marker.exists()
    assert e.line == 5
    assert "python/object/apply:os.system" in e.message
    assert "not allowed" in e.message


@pytest.mark.parametrize("tag", ["!!python/object:collections.OrderedDict {}",
                                 "!!python/name:os.system", "!custom thing"])
def test_any_constructing_tag_is_an_error(tag):
    e = only(f"""
    set: OGN
    cards:
      - {{name: X, type: unit, might: {tag}}}
    """)
    assert e.line == 3
    assert "YAML error" in e.message


def test_duplicate_name_in_one_file_names_both_places():
    e = only("""
    set: OGN
    cards:
      - {name: Void Seeker, type: spell, effects: [{op: draw, amount: 1}]}
      - {name: void  seeker, type: spell, effects: [{op: draw, amount: 2}]}
    """, "a.yaml")
    assert (e.line, e.field) == (4, "name")
    assert "duplicate card name; first defined at a.yaml:3" in e.message


def test_repeated_key_in_a_card():
    e = only("""
    set: OGN
    cards:
      - name: X
        type: unit
        might: 1
        might: 2
    """)
    assert (e.line, e.card, e.field) == (6, "X", "might")
    assert "repeated key" in e.message


def test_effects_that_refer_to_nothing():
    errs = problems("""
    set: OGN
    cards:
      - name: A
        type: spell
        effects:
          - {op: ready, target: previous}
          - {op: draw, amount: 1}
      - name: B
        type: spell
        effects:
          - {op: draw, amount: 1, if_previous: failed}
          - {op: might, amount: 1, target: subject}
    """)
    got = {(e.card, e.field) for e in errs}
    assert got == {("A", "effects[0].target"), ("B", "effects[0].if_previous"),
                   ("B", "effects[1].target")}


def test_op_requirements():
    errs = problems("""
    set: OGN
    cards:
      - name: A
        type: spell
        effects:
          - {op: deal, target: {choose: unit}}
          - {op: move, target: {choose: unit}}
          - {op: deal, amount: 0, target: {choose: unit}}
          - {op: might, amount: 0, target: {choose: unit}}
          - {op: play_token}
          - {op: custom, handler: Not-A-Name}
    """)
    got = {(e.field, e.line) for e in errs}
    assert got == {("effects[0].amount", 6), ("effects[1].dest", 7), ("effects[2].amount", 8),
                   ("effects[3].amount", 9), ("effects[4].token", 10),
                   ("effects[5].handler", 11)}


def test_implemented_false_needs_a_reason_and_only_then():
    errs = problems("""
    set: OGN
    cards:
      - {name: A, type: spell, implemented: false}
      - {name: B, type: spell, reason: why}
    """)
    assert {(e.card, e.field) for e in errs} == {("A", "reason"), ("B", "reason")}


def test_abilities_need_exactly_one_kind():
    errs = problems("""
    set: OGN
    cards:
      - name: A
        type: unit
        might: 1
        abilities:
          - effects: [{op: draw, amount: 1}]
          - {cost: {energy: 1}, passive: extra_hide}
          - {passive: extra_sneak}
          - {when: dies, effects: [{op: draw, amount: 1}], value: 2}
    """)
    got = {(e.field, e.line) for e in errs}
    assert got == {("abilities[0]", 7), ("abilities[1]", 8), ("abilities[2].passive", 9),
                   ("abilities[3].value", 10)}


def test_the_loader_loses_nothing():
    """Every problem in a file is reported in one pass, each on its own line."""
    text = """
    set: OGN
    cards:
      - name: One
        type: spel
        colour: red
      - name: Two
        type: unit
        might: many
        domains: [furry]
      - name: Three
        type: spell
        cost: {energy: 3, enrgy: 2}
        effects:
          - {op: dael, amount: 4}
          - {op: channel, amount: 1, target: {choose: unit, at: moon}}
      - not a card
    """
    errs = problems(text)
    assert [(e.line, e.field) for e in errs] == [
        (4, "type"), (5, "colour"), (8, "might"), (9, "domains[0]"), (12, "cost.enrgy"),
        (14, "effects[0].op"), (15, "effects[1].target"), (15, "effects[1].target.at"),
        (16, "cards[3]"),
    ]
    with pytest.raises(CardDataErrors) as info:
        load_cards_text(_yaml(text), "bad.yaml")
    report = str(info.value)
    assert report.splitlines()[0] == "9 problems in card data:"
    for e in errs:
        assert str(e) in report


def test_top_level_shape():
    assert "must be a mapping with `set:` and `cards:`" in str(only("- 1\n"))
    errs = problems("cards: []\nextra: 1\n")
    assert {(e.line, e.field) for e in errs} == {(1, "set"), (2, "extra")}
    assert only("set: OGN\n").field == "cards"
    assert only("set: ogn\ncards: []\n").field == "set"


def test_load_cards_file_reports_the_path(tmp_path):
    p = tmp_path / "x.yaml"
    p.write_text("set: OGN\ncards:\n  - {name: X, type: unit}\n", encoding="utf-8")
    with pytest.raises(CardDataErrors) as info:
        load_cards_file(p)
    assert str(info.value.errors[0]).startswith(f'{p}:3: card "X": might:')
    with pytest.raises(CardDataErrors, match="cannot read"):
        load_cards_file(tmp_path / "missing.yaml")


def test_carddataerrors_is_a_carddataerror_and_flattens():
    a = CardDataError("f.yaml", 2, "bad", card="A", field="x")
    b = CardDataError("e.yaml", 9, "worse")
    both = CardDataErrors([CardDataErrors([a]), b])
    assert isinstance(both, CardDataError)
    assert [str(e) for e in both] == ["e.yaml:9: worse", 'f.yaml:2: card "A": x: bad']
    assert len(both) == 2
    with pytest.raises(ValueError):
        CardDataErrors([])
