"""Session 18, e1: resources only some payments may spend (429): "Use only to play gear or use
gear abilities" (Ornn, Fire Below the Mountain) and "Spend this Energy only to play units or
activated abilities of units" (Renekton, Butcher of the Sands).  Such resources are kept
apart from the rest of the pool, and a payment says what it pays for (engine/limited.py)."""

from __future__ import annotations

import pytest

from card_cases import PP, R, loader_errors, new_game, play, run_case
from riftbound_tui.cards.text import render_text

ORNN = "Ornn, Fire Below the Mountain"


def ornn(**zones) -> dict:
    return {"legend": ORNN, **zones}


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "[Add] [A]. Use only to play gear or use gear abilities": while Seal of Focus's [Calm]
    # is paid, Ornn is used (357.1.a, 429.3): the Fury rune cannot pay it and stays
    (ORNN, ornn(hand=["Seal of Focus"], runes=R("fury", 1)), {}, None,
     ["A: play Seal of Focus"],
     [{"location": {"A:Seal of Focus": "base"}}, {"count": {"A:runes": 1, "A:hand": 0}},
      {"exhausted": {f"A:{ORNN}": True}}]),
    # activated first, its [A] waits apart from the pool and then pays for the gear
    (ORNN, ornn(hand=["Seal of Focus"]), {}, None,
     [f"A: activate {ORNN}", "A: play Seal of Focus"],
     [{"location": {"A:Seal of Focus": "base"}}, {"pool": {"A": {"energy": 0, "power": {}}}}]),
    # a gear ability: Forgefire Cape's Equip [A] (818: Equip is an activated ability of
    # the gear) is paid by Ornn, with no rune at all
    (ORNN, ornn(base=["Forgefire Cape", "Stalwart Poro"]), {}, None,
     ["A: activate A:Forgefire Cape", "A: choose A:Stalwart Poro", *PP],
     [{"attached": {"A:Stalwart Poro": ["Forgefire Cape"]}},
      {"exhausted": {f"A:{ORNN}": True}}, {"might": {"A:Stalwart Poro": 5}}]),
    # not a spell: Show of Strength's [Body] cannot be paid with it (two Fury runes)
    (ORNN, ornn(hand=["Show of Strength"], runes=R("fury", 2)), {}, None, [],
     [{"illegal": "A: play Show of Strength"}]),
    # ... nor a unit, even once it is in the pool: Sinister Poro's [Chaos]
    (ORNN, ornn(hand=["Sinister Poro"], runes=R("fury", 2)), {}, None,
     [f"A: activate {ORNN}"],
     [{"illegal": "A: play Sinister Poro"}, {"exhausted": {f"A:{ORNN}": True}}]),

]


@pytest.mark.rules("429", "429.3", "357.1.a", "444.2.c", "818")
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_card_case(case):
    run_case(*case[1:])              # (card, A, B, battlefields, script, expect)


def _kept(game, player="A"):
    return game.state.players[player].kept


def _can_pay(game, cost, purpose, player="A") -> bool:
    from riftbound_tui.engine.payment import can_pay
    return can_pay(game.engine.db, game.state, player, cost, (), purpose)


@pytest.mark.rules("429", "163.2.b")
def test_kept_power_pays_a_gear_pip_of_any_domain_only():
    """Ornn's [A] (universal power, 163.2.b) pays a pip of any domain for gear, nothing
    for anything else, and no Energy cost."""
    from riftbound_tui.cards.model import Cost
    game = play(new_game(ornn()), [f"A: activate {ORNN}"])
    assert _kept(game) == (("gear", "any", 1),)
    assert game.state.players["A"].power == {}           # not in the pool's own power
    assert _can_pay(game, Cost(0, (("order", 1),)), "gear")
    assert not _can_pay(game, Cost(0, (("order", 2),)), "gear")
    assert not _can_pay(game, Cost(1), "gear")
    assert not _can_pay(game, Cost(0, (("order", 1),)), "unit")


@pytest.mark.rules("429", "357.1.a")
def test_ornn_is_not_used_paying_for_what_it_cannot_pay():
    """Paying automatically, an Add ability is used only when what it adds may pay the
    cost (357.1.a): paying a unit's cost, Ornn stays ready and the runes pay."""
    game = play(new_game(ornn(hand=["Sinister Poro"], runes=R("chaos", 3))),
                ["A: play Sinister Poro", "A: to base"])
    assert game.state.objs[game.state.players["A"].zones["legend"][0]].exhausted is False
    assert _kept(game) == ()


@pytest.mark.rules("429")
def test_the_limits_are_rendered_from_the_definition():
    from riftbound_tui.cards.db import load_card_db
    db = load_card_db()
    assert render_text(db.get(ORNN)) == (
        "Reaction — exhaust: Add 1 power of any domain. Spend this power only to play gear "
        "or use gear abilities.")


@pytest.mark.rules("429")
def test_only_names_a_known_limit():
    errs = loader_errors("""
        cards:
          - name: Odd Adder
            type: legend
            abilities:
              - cost: {exhaust: true}
                effects: [{op: add, amount: 1, only: spells}]
    """)
    assert any("bad.yaml:6" in e and "only" in e and "gear" in e for e in errs), errs
