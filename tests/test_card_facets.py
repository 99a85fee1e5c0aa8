"""Card facets (cards/facets.py): the whole-pool facts the engine reads off the card
database instead of walking every card.  Each name set the engine builds from them is
held to the engine's own reading of one card at a time, over the shipped pool and over
made-up cards for the facts no shipped card has."""

from __future__ import annotations

import pytest

from riftbound_tui.cards.db import CardDB, load_card_db
from riftbound_tui.cards.model import Ability, CardDef, Keyword, Static, Trigger
from riftbound_tui.engine import cost_auras, costs, statics
from riftbound_tui.engine.actions import keyword_names
from riftbound_tui.engine.game import Engine

POOL = load_card_db()


def _names(db, test) -> frozenset[str]:
    return frozenset(c.name for c in db.all() if test(c))


def _abilities(test):
    return lambda c: any(test(a) for a in c.abilities)


@pytest.fixture(scope="module")
def engine():
    return Engine(POOL)


def test_trigger_listeners_are_the_cards_with_a_triggered_ability_on_the_event(engine):
    events = {a.trigger.event for c in POOL.all() for a in c.abilities
              if a.kind == "triggered" and a.trigger is not None}
    assert set(engine.listeners) == events
    for event in events:
        assert engine.listeners[event] == _names(POOL, _abilities(
            lambda a, e=event: a.kind == "triggered" and a.trigger is not None
            and a.trigger.event == e))


def test_trash_events_are_those_some_card_triggers_on_from_a_trash(engine):
    """385.2: only these events look into the trashes for triggers."""
    assert engine.trash_events == {a.trigger.event for c in POOL.all() for a in c.abilities
                                   if a.trigger is not None and a.trigger.zone == "trash"}
    assert engine.trash_events                       # the pool has some (Kill-from-trash)


def test_the_listing_name_sets_match_each_card_read_alone(engine):
    kws = {c.name: keyword_names(c) for c in POOL.all()}
    assert engine.unit_names == _names(POOL, lambda c: c.type == "unit")
    assert engine.reaction_names == {n for n, k in kws.items() if "reaction" in k}
    assert engine.quick_names == {n for n, k in kws.items() if k & {"action", "reaction"}}
    assert engine.hidden_names == {n for n, k in kws.items() if "hidden" in k}
    assert engine.activator_names == _names(POOL, _abilities(
        lambda a: a.kind == "activated" or a.passive == "borrow_exhaust_abilities"))
    assert engine.additional_cost_names == _names(
        POOL, lambda c: costs.additional_of(c) is not None)
    assert engine.own_cost_changers == _names(POOL, lambda c: bool(statics.cost_changes(c)))
    for name in (engine.reaction_names | engine.hidden_names | engine.own_cost_changers):
        assert name in POOL
    assert engine.reaction_names and engine.hidden_names and engine.own_cost_changers


def test_statics_and_auras_match_each_card_read_alone():
    board = _names(POOL, _abilities(lambda a: a.kind == "static" and a.static is not None
                                    and bool(a.static.might or a.static.keywords
                                             or a.static.shrouded
                                             or a.static.no_combat_damage)))
    assert POOL.having("static:board") == board and board
    granted = {k.name for c in POOL.all() for a in c.abilities
               if a.kind == "static" and a.static is not None for k in a.static.keywords}
    assert statics.granted_names(POOL) == granted
    for kw in granted:
        assert statics.granting(POOL, kw) == _names(POOL, _abilities(
            lambda a, kw=kw: a.kind == "static" and a.static is not None
            and kw in {k.name for k in a.static.keywords}))
    assert cost_auras.aura_cards(POOL) == _names(POOL, _abilities(     # "[A] more": power
        lambda a: a.kind == "static" and a.static is not None
        and bool(a.static.cost or a.static.power) and a.static.to is not None))


def _card(name, **kw) -> CardDef:
    return CardDef(name=name, type="unit", might=1, **kw)


def test_facets_of_made_up_cards_reach_the_engine():
    """Facts the shipped pool lacks: a card lowering the Victory Score, a unit that
    triggers from the trash on an event no shipped card uses that way."""
    low = _card("Lowering One", abilities=(
        Ability(kind="passive", passive="victory_plus", value=-1),))
    trash = _card("Trash Listener", abilities=(
        Ability(kind="triggered", trigger=Trigger(event="conquer", zone="trash")),))
    granter = _card("Granter", abilities=(
        Ability(kind="static", static=Static(keywords=(Keyword("tank"),))),))
    plain = Engine(CardDB([_card("Plain One")]))
    assert plain.victory_floor and not plain.trash_events and not plain.listeners
    eng = Engine(CardDB([low, trash, granter, _card("Plain One")]))
    assert not eng.victory_floor
    assert eng.trash_events == {"conquer"} and eng.listeners == {"conquer": {"Trash Listener"}}
    assert statics.granting(eng.db, "tank") == {"Granter"}
    assert eng.db.having("keyword:reaction") == frozenset()


def test_a_database_lists_its_facets_once_each():
    facets = list(POOL.facets())
    assert len(facets) == len(set(facets))
    assert "type:unit" in facets and "keyword:reaction" in facets
    assert POOL.with_keyword("reaction") == POOL.having("keyword:reaction")
    assert POOL.with_passive("extra_hide") == POOL.having("passive:extra_hide")
