"""Where a keyword is printed (806.1.a, 807.1.a, 809.1.a, 810.1.a, 811.1.a, 814.1.a, 815.1.a,
816.1.a, 817.1.a, 820.1.a, 822.1.a, 826.2, 827.1.a, 829.1.a): each keyword of the card
database sits only on the card types its rule names, and on abilities only where the rule
allows it (Action and Reaction on activated abilities).  A card entry that put Tank on a
spell, or Flow on a unit, fails here.  And the keywords with a value are written
"Keyword [X]" with X left out when it is 1 (809.1.b, 814.1.b)."""

from __future__ import annotations

import pytest

from riftbound_tui.cards.db import load_card_db
from riftbound_tui.cards.text import render_text

UNIT = {"unit"}
PERMANENT = {"unit", "gear"}

# keyword -> the card types it may be printed on, marked with the rule that says so
WHERE = [
    pytest.param("action", {"spell"}, id="action", marks=pytest.mark.rules("806.1.a")),
    pytest.param("assault", UNIT, id="assault", marks=pytest.mark.rules("807.1.a")),
    pytest.param("deflect", PERMANENT, id="deflect", marks=pytest.mark.rules("809.1.a")),
    pytest.param("ganking", UNIT, id="ganking", marks=pytest.mark.rules("810.1.a")),
    pytest.param("hidden", {"spell", "unit", "gear"}, id="hidden",
                 marks=pytest.mark.rules("811.1.a")),
    pytest.param("shield", UNIT, id="shield", marks=pytest.mark.rules("814.1.a")),
    pytest.param("tank", UNIT, id="tank", marks=pytest.mark.rules("815.1.a")),
    pytest.param("temporary", PERMANENT, id="temporary", marks=pytest.mark.rules("816.1.a")),
    pytest.param("vision", PERMANENT, id="vision", marks=pytest.mark.rules("817.1.a")),
    pytest.param("repeat", {"spell"}, id="repeat", marks=pytest.mark.rules("820.1.a")),
    pytest.param("ambush", UNIT, id="ambush", marks=pytest.mark.rules("822.1.a")),
    pytest.param("backline", UNIT, id="backline", marks=pytest.mark.rules("826.2")),
    pytest.param("empower", PERMANENT | {"legend"}, id="empower",
                 marks=pytest.mark.rules("827.1.a")),
    pytest.param("flow", {"spell"}, id="flow", marks=pytest.mark.rules("829.1.a")),
]


@pytest.fixture(scope="module")
def db():
    return load_card_db()


@pytest.mark.parametrize("kw,types", WHERE)
def test_a_keyword_is_printed_only_on_the_types_its_rule_names(db, kw, types):
    holders = [c for c in db.all() if c.has(kw)]
    assert holders, f"no card has {kw}"
    wrong = [(c.name, c.type) for c in holders if c.type not in types]
    assert not wrong, f"{kw} on {wrong}"


@pytest.mark.rules("806.1.a", "813.1.a")
def test_action_and_reaction_on_abilities_are_on_rune_legend_and_permanent_abilities(db):
    """Action (806.1.a) and Reaction (813.1.a) may also be on an ability: the abilities that
    carry them belong to legends and permanents, and no ability carries another keyword."""
    seen = set()
    for c in db.all():
        for a in c.abilities:
            for k in getattr(a, "keywords", ()) or ():
                assert k.name in ("action", "reaction"), (c.name, k)
                assert c.type in ("legend", "unit", "gear"), (c.name, c.type)
                seen.add(k.name)
    assert seen == {"action", "reaction"}


@pytest.mark.rules("809.1.b", "814.1.b")
@pytest.mark.parametrize("card,shown,absent", [
    ("Nasus, Ascended", "Deflect 2.", None),
    ("Pouty Poro", "Deflect.", "Deflect 1"),
    ("Mutated Mouser", "Shield 2.", None),
    ("Stalwart Poro", "Shield.", "Shield 1"),
])
def test_deflect_and_shield_are_written_with_their_value_left_out_when_one(
        db, card, shown, absent):
    text = render_text(db.get(card))
    assert shown in text
    if absent:
        assert absent not in text


@pytest.mark.rules("808.1.a")
def test_deathknell_when_i_die_is_only_on_permanents(db):
    """Deathknell is written as the trigger it is short for, "when I die" (808.1.c); the
    cards that have it are units and gear."""
    holders = {(c.name, c.type) for c in db.all() for a in c.abilities
               if getattr(a, "trigger", None) is not None and a.trigger.event == "dies"
               and a.trigger.subject == "self"}
    assert {t for _, t in holders} == {"unit", "gear"}, holders
