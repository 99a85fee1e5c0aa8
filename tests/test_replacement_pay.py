"""371.2: a "you may pay [C] to ... instead" replacement (`save_from_death` with `pay:`, the
shape of Unlicensed Armory's errata): its controller is asked as the unit would die, pays
if they accept, and the unit is healed, exhausted and recalled; declined, or unaffordable,
the unit dies."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.game import Engine, Game

PROBE = """
set: TST
cards:
  - name: Paid Reprieve
    type: spell
    domains: [fury]
    cost: {energy: 1}
    keywords: [reaction]
    effects:
      - {op: save_from_death, target: {choose: unit, controller: friendly},
         pay: {power: {fury: 1}}}
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(PROBE, "probe.yaml")


def game(engine: Engine, runes: list) -> Game:
    setup = {"name": "paid reprieve", "players": {
        "A": {"hand": ["Hidden Blade"], "runes": ["Order Rune"] * 3},
        "B": {"hand": ["Paid Reprieve"], "runes": runes,
              "deck": ["Mega-Mech"] * 3}},
        "battlefields": [{"card": "Bandle Tree", "controller": "B",
                          "units": {"B": [{"card": "Vanguard Sergeant", "damage": 1}]}},
                         {"card": "Back-Alley Bar"}]}
    g = Game.from_setup(setup, 0, engine)
    for line in ("A: play Hidden Blade", "A: choose B:Vanguard Sergeant", "A: pass",
                 "B: play Paid Reprieve", "B: choose B:Vanguard Sergeant", "B: pass",
                 "A: pass", "A: pass", "B: pass"):
        if ": choose" in line and g.pending.kind != "choose":
            continue                  # a forced answer: the engine gave it (one target)
        g.act(line)
    return g


def where(g: Game, name: str) -> str:
    (o,) = [o for o in g.state.objs.values() if o.card == name and o.owner == "B"
            and o.zone in ("base", "battlefield", "trash")]
    return o.zone


def test_accepted_the_unit_is_saved_and_the_cost_paid(engine):
    g = game(engine, ["Fury Rune"] * 2)
    assert g.pending.kind == "yes_no" and g.pending.player == "B"
    assert "371.2" in g.pending.prompt
    g.act("B: yes")
    assert where(g, "Vanguard Sergeant") == "base"
    (o,) = [o for o in g.state.objs.values() if o.card == "Vanguard Sergeant"]
    assert o.exhausted and o.damage == 0
    assert len(g.state.players["B"].zones["runes"]) == 1  # the other was recycled for Fury


def test_declined_the_unit_dies(engine):
    g = game(engine, ["Fury Rune"] * 2)
    g.act("B: no")
    assert where(g, "Vanguard Sergeant") == "trash"


def test_unaffordable_it_is_not_offered(engine):
    g = game(engine, ["Order Rune"])       # energy for the spell, but no Fury power left
    assert g.pending is None or g.pending.kind != "yes_no"
    assert where(g, "Vanguard Sergeant") == "trash"
