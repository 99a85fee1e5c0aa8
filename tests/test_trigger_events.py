"""The trigger events of engine/events.py (383): how they load (file:line errors), how
they read, and that what they look at stays secret.  Their behaviour is exercised by the
tests/scenarios/trigger-*.yaml files."""

from __future__ import annotations

import textwrap

import pytest

from riftbound_tui.cards.db import load_card_db
from riftbound_tui.cards.loader import load_cards_text, parse_cards
from riftbound_tui.cards.text import render_text
from riftbound_tui.engine.view import HIDDEN
from riftbound_tui.scenario import load, start

pytestmark = pytest.mark.rules("383.1", "383.3.b", "385.2")


def _card(body: str) -> str:
    head = 'set: OGN\ncards:\n  - name: Test Gear\n    type: gear\n    cost: {energy: 1}\n'
    return head + textwrap.indent(textwrap.dedent(body).lstrip("\n"), "    ")


def _errors(body: str) -> list[str]:
    _, errors = parse_cards(_card(body), "t.yaml")
    return [str(e) for e in errors]


def test_a_refinement_on_an_event_it_cannot_apply_to_is_an_error_with_its_line():
    errs = _errors("""
        abilities:
          - when: {event: end_of_turn, subject: you, alone: true}
            effects: [{op: draw, amount: 1}]
        """)
    assert len(errs) == 1
    assert errs[0].startswith("t.yaml:7:") and "alone" in errs[0] and "attack" in errs[0]


def test_nth_must_be_a_positive_number_and_not_tags_a_list():
    errs = _errors("""
        abilities:
          - when: {event: dies, subject: friendly_unit, nth: 0, not_tags: Recruit}
            effects: [{op: draw, amount: 1}]
        """)
    assert any("nth" in e for e in errs) and any("not_tags" in e for e in errs)


def test_a_trigger_with_a_cost_loads_and_reads_as_a_cost():
    (card,) = load_cards_text(_card("""
        domains: [calm]
        abilities:
          - when: {event: kill, subject: enemy_unit, stunned: true}
            optional: true
            cost: {exhaust: true}
            effects: [{op: draw, amount: 1}]
        """), "t.yaml")
    ab = card.abilities[0]
    assert ab.kind == "triggered" and ab.cost is not None and ab.cost.exhaust_self
    assert render_text(card) == ("When you kill a stunned enemy unit, you may exhaust this "
                                 "to draw 1.")


@pytest.mark.parametrize("name, words", [
    ("Darius, Trifarian", "When you play your second card in a turn"),
    ("Wraith of Echoes", "The first time a friendly unit dies each turn, draw 1."),
    ("Viktor, Leader", "When another non-Recruit unit you control dies"),
    ("Obelisk of Power", "At the start of each player's first Beginning Phase, that player "
                         "channels 1 rune."),
    ("Scrapheap", "When this is discarded, draw 1."),
    ("Leona, Radiant Dawn", "When you stun one or more enemy units, buff a friendly unit."),
])
def test_the_new_events_read_in_our_own_words(name, words):
    db = load_card_db()
    assert words in render_text(db.get(name), db)


def test_mushroom_pouch_counts_a_facedown_card_without_telling_its_name(tmp_path):
    sc = tmp_path / "pouch.yaml"
    sc.write_text(textwrap.dedent("""
        name: pouch
        players:
          A:
            base: [Mushroom Pouch]
            deck: [Stalwart Poro, Stalwart Poro, Stalwart Poro]
          B: {}
        battlefields:
          - card: Bandle Tree
            controller: A
            units: {A: [Vanguard Sergeant]}
            facedown: {A: Pakaa Cub}
          - card: Back-Alley Bar
        turn: {player: A, number: 3, phase: beginning}
        """))
    game = start(load(sc))
    while game.pending is not None and game.pending.kind == "priority" and game.state.chain:
        game.act(f"{game.pending.player}: pass")
    assert len(game.state.zone("A", "hand")) == 2      # the Pouch's draw and the Draw Phase's
    seen = game.view("B")
    assert all(seen.objs[i].card == HIDDEN for i in seen.zone("A", "facedown"))
    assert "Pakaa Cub" not in "\n".join(seen.log)
