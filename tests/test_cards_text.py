"""Rules text rendered from the effect tree."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound_tui.cards.loader import PASSIVES, load_cards_text
from riftbound_tui.cards.model import Cost
from riftbound_tui.cards.text import PASSIVE_TEXT, render_cost, render_text
from tests.shipped_cards import parsed_db

REPO_CARDS = Path(__file__).resolve().parent.parent / "cards"


@pytest.fixture(scope="module")
def db():
    return parsed_db()


@pytest.mark.parametrize("name, text", [
    ("Void Seeker", "Action. Deal 4 to a unit at a battlefield. Draw 1."),
    ("Hextech Ray", "Action. Deal 3 to a unit at a battlefield."),
    ("Falling Star", "Deal 3 to a unit. Deal 3 to a unit."),
    ("Singularity", "Deal 6 to each of up to 2 units."),
    ("Firestorm", "Deal 3 to all enemy units at a battlefield."),
    ("Flurry of Blades", "Reaction. Deal 1 to all units at battlefields."),
    ("Defy", "Reaction. Counter a spell that costs no more than 4 energy and no more than "
             "1 power."),
    ("Wind Wall", "Reaction. Counter a spell."),
    ("Soul Harvest", "Kill a unit at a battlefield with 3 Might or less."),
    ("Vengeance", "Kill a unit."),
    ("Charm", "Move an enemy unit."),
    ("Flash", "Reaction. Move up to 2 friendly units to base."),
    ("Ride The Wind", "Action. Move a friendly unit and ready it."),
    ("Rebuke", "Action. Return a unit at a battlefield to its owner's hand."),
    ("Catalyst of Aeons", "Channel 2 runes exhausted. If you can't, draw 1."),
    ("Mobilize", "Channel 1 rune exhausted. If you can't, draw 1."),
    # 387: a reflexive trigger reads as the errata writes it, after its condition
    ("Disintegrate", "Action. Deal 3 to a unit at a battlefield. If this kills it, do this: "
                     "draw 1."),
    ("Smoke Screen", "Reaction. Give a unit -4 Might this turn, to a minimum of 1 Might."),
    ("Moonlight Affliction", "Reaction. Give a unit -10 Might this turn."),
    ("Decisive Strike", "Action. Give all friendly units +2 Might this turn."),
    ("Premonition", "Reaction. Draw 3."),
    ("Back-Alley Bar", "When a unit moves from here, give it +1 Might this turn."),
    ("Bandle Tree", "You may hide an additional card here."),
    ("Viktor, Herald of the Arcane", "1 energy, exhaust: Play a 1 Might Recruit unit token."),
    # errata: "another friendly gear, unit, or facedown card": one "another friendly" over
    # the alternatives of an `either:` target
    ("Pack of Wonders", "exhaust: Return another friendly gear, unit, or facedown card to "
                        "its owner's hand."),
    # "choose an opponent ... a unit in their trash": that opponent's (`same_controller: 1`)
    ("Kharox", "Empower 6 energy, 2 Chaos power. (6 energy, 2 Chaos power: Empower me. Use "
               "this ability only if I'm not Empowered.) When I become Empowered, choose an "
               "opponent. They burn 3. Then you may do this: play a unit from their trash, "
               "ignoring its cost."),
    ("Laurent Duelist", "Assault 2."),
    ("Stalwart Poro", "Shield."),
    ("Shipyard Skulker", ""),
    ("Fury Rune", ""),
])
@pytest.mark.rules("135.1", "135.2.a", "135.2.b", "135.2.c", "135.3")
def test_rendered_text(db, name, text):
    assert render_text(db.get(name), db) == text


def test_render_uses_the_default_db_for_tokens_when_none_is_given(db):
    viktor = db.get("Viktor, Herald of the Arcane")
    assert render_text(viktor) == render_text(viktor, db)


def test_every_shipped_card_with_behaviour_has_text(db):
    for card in db:
        text = render_text(card, db)
        if card.keywords or card.effects or card.abilities or card.trash_cost or \
                card.alt_cost:                       # its own alternate cost (356.1.a)
            assert text and text.endswith("."), card.name
            assert "?" not in text and "[" not in text, (card.name, text)
        else:
            assert text == "", card.name


def test_every_named_passive_has_text():
    assert set(PASSIVE_TEXT) == set(PASSIVES)


def test_more_shapes():
    cards = load_cards_text("""
set: OGN
cards:
  - name: A
    type: unit
    might: 2
    keywords: [quick-draw, assault 3]
    abilities:
      - when: dies
        optional: true
        effects: [{op: play_token, token: Recruit, amount: 2, dest: base, ready: true}]
      - when: {event: conquer, subject: you, where: here}
        effects: [{op: gain_points, amount: 1}, {op: draw, amount: 2, player: opponent}]
      - cost: {energy: 2, power: {any: 1}}
        keywords: [reaction]
        effects: [{op: stun, target: {choose: unit, controller: enemy, other: true}}]
      - {passive: extra_hide, value: 2}
  - name: B
    type: spell
    effects:
      - {op: play_token, token: Recruit, amount: 3, dest: here}
      - {op: buff, target: previous}
      - {op: grant_keyword, target: {all: unit, controller: friendly, at: here}, keyword: tank, duration: this turn}
      - {op: kill, target: {all: unit, other: true, min_might: 5}}
  - {name: Recruit, type: unit, supertype: token, might: 1, tags: [Recruit]}
""")
    from riftbound_tui.cards.db import CardDB
    db = CardDB(cards)
    assert render_text(db.get("A"), db) == (
        "Quick-Draw. Assault 3. "
        "When I die, you may play two ready 1 Might Recruit unit tokens to your base. "
        "When you conquer here, gain 1 point. Your opponent draws 2. "
        "Reaction — 2 energy, 1 power of any domain: Stun another enemy unit. "
        "You may hide 2 additional cards here.")
    assert render_text(db.get("B"), db) == (
        "Play three 1 Might Recruit unit tokens here and buff them. "
        "Give all friendly units here Tank this turn. "
        "Kill all other units with 5 Might or more.")


def test_render_cost():
    assert render_cost(Cost(energy=3, power=(("fury", 1),))) == "3 energy, 1 Fury power"
    assert render_cost(Cost(power=(("body|order", 2),))) == "2 Body or Order power"
    assert render_cost(Cost(energy=1, exhaust_self=True)) == "1 energy, exhaust"
    assert render_cost(Cost()) == ""
