"""Session 18, e1: resources only some payments may spend (429): "Use only to play gear or use
gear abilities" (Ornn, Fire Below the Mountain) and "Spend this Energy only to play units or
activated abilities of units" (Renekton, Butcher of the Sands).  Such resources are kept
apart from the rest of the pool, and a payment says what it pays for (engine/limited.py)."""

from __future__ import annotations

import pytest

from card_cases import PP, R, loader_errors, new_game, play, run_case
from riftbound_tui.board_dump import board_dump
from riftbound_tui.cards.text import render_text

ORNN = "Ornn, Fire Below the Mountain"
RENEKTON = "Renekton, Butcher of the Sands"
BRUTE = "Renekton, Brute"


def ornn(**zones) -> dict:
    return {"legend": ORNN, **zones}


def renekton(**zones) -> dict:
    return {"legend": RENEKTON, **zones}


# Renekton's cost, [A][A] and exhausting him: two runes recycled (164.2.b); the 2 energy
# is kept apart for units and their activated abilities
ACTIVATE_R = f"A: activate {RENEKTON}"

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
    # Hextech Gauntlets' Equip [3][A], its Energy cost reduced by the chosen unit's Might
    # (356.4): a 10-Might Drake may be chosen, as Ornn pays the [A]
    (ORNN, ornn(base=["Hextech Gauntlets", "Mountain Drake"]), {}, None,
     ["A: activate A:Hextech Gauntlets", "A: choose A:Mountain Drake", *PP],
     [{"attached": {"A:Mountain Drake": ["Hextech Gauntlets"]}},
      {"exhausted": {f"A:{ORNN}": True}}]),
    # not a spell: Show of Strength's [Body] cannot be paid with it (two Fury runes)
    (ORNN, ornn(hand=["Show of Strength"], runes=R("fury", 2)), {}, None, [],
     [{"illegal": "A: play Show of Strength"}]),
    # ... nor a unit, even once it is in the pool: Sinister Poro's [Chaos]
    (ORNN, ornn(hand=["Sinister Poro"], runes=R("fury", 2)), {}, None,
     [f"A: activate {ORNN}"],
     [{"illegal": "A: play Sinister Poro"}, {"exhausted": {f"A:{ORNN}": True}}]),

    # "[A][A], [Exhaust]: [Add] [2]. Spend this Energy only to play units or activated
    # abilities of units": two runes recycled for [A][A], then the 2 energy plays a unit
    (RENEKTON, renekton(hand=["Stalwart Poro"], runes=R("fury", 2)), {}, None,
     [ACTIVATE_R, "A: play Stalwart Poro", "A: to base"],
     [{"location": {"A:Stalwart Poro": "base"}}, {"count": {"A:runes": 0}},
      {"exhausted": {f"A:{RENEKTON}": True}}]),
    # it is spent before the pool's and the runes' (it can pay for nothing else): a third
    # rune stays ready
    (RENEKTON, renekton(hand=["Stalwart Poro"], runes=R("fury", 3)), {}, None,
     [ACTIVATE_R, "A: play Stalwart Poro", "A: to base"],
     [{"location": {"A:Stalwart Poro": "base"}}, {"count": {"A:runes": 1}},
      {"exhausted": {"A:Fury Rune": False}}]),
    # an activated ability of a unit: Renekton, Brute's "[1]: Give me +1 [Might] this turn",
    # twice
    (RENEKTON, renekton(base=[BRUTE], runes=R("body", 2)), {}, None,
     [ACTIVATE_R, f"A: activate A:{BRUTE}", *PP, f"A: activate A:{BRUTE}", *PP],
     [{"might": {f"A:{BRUTE}": 6}}, {"illegal": f"A: activate A:{BRUTE}"}]),
    # Empower (827) is an activated ability of the unit: Kinkou Lifeblade's [2]
    (RENEKTON, renekton(base=["Kinkou Lifeblade"], runes=R("chaos", 2)), {}, None,
     [ACTIVATE_R, "A: activate A:Kinkou Lifeblade", *PP],
     [{"empowered": {"A:Kinkou Lifeblade": True}}, {"might": {"A:Kinkou Lifeblade": 5}}]),
    # playing a unit includes its Accelerate cost (805.2): 2 kept energy, then a rune
    # exhausted for [1] and one recycled for [Fury], and Legion Rearguard enters ready
    (RENEKTON, renekton(hand=["Legion Rearguard"], runes=R("fury", 4)), {}, None,
     [ACTIVATE_R, "A: play Legion Rearguard", "A: yes", "A: to base"],
     [{"exhausted": {"A:Legion Rearguard": False}}, {"count": {"A:runes": 1}}]),
    # not a spell: Meditation's [2] cannot be paid with it
    (RENEKTON, renekton(hand=["Meditation"], runes=R("calm", 2)), {}, None,
     [ACTIVATE_R],
     [{"illegal": "A: play Meditation"}, {"count": {"A:runes": 0}}]),
    # not a gear's ability: Tools of Empire's Empower [2] (827) cannot be paid with it
    (RENEKTON, renekton(base=["Tools of Empire"], runes=R("body", 2)), {}, None,
     [ACTIVATE_R],
     [{"illegal": "A: activate A:Tools of Empire"}, {"empowered": {"A:Tools of Empire": False}}]),
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


@pytest.mark.rules("429", "163.1")
def test_kept_energy_pays_only_for_what_it_names():
    """Renekton's energy, kept apart: a unit's or a unit's ability's Energy cost
    (`purpose` "unit"), not a spell's, a gear's, a legend's or an instruction's (None)."""
    from riftbound_tui.cards.model import Cost
    game = play(new_game(renekton(runes=R("fury", 2))), [ACTIVATE_R])
    assert _kept(game) == (("units", "energy", 2),)
    assert _can_pay(game, Cost(2), "unit")
    assert not _can_pay(game, Cost(3), "unit")           # 2 kept, no rune left
    for purpose in ("spell", "gear", "legend", None):
        assert not _can_pay(game, Cost(1), purpose), purpose
    assert not _can_pay(game, Cost(0, (("any", 1),)), "unit")   # energy, not power (163.2)


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


@pytest.mark.rules("167", "429")
def test_kept_resources_empty_with_the_pool():
    """167: every rune pool empties at the end of each turn; resources kept apart are in
    the pool, so they go too."""
    game = play(new_game(renekton(runes=R("fury", 2))), [ACTIVATE_R])
    assert "2 energy only for units" in board_dump(game)
    play(game, ["A: end"])
    assert _kept(game) == ()
    assert "only for units" not in board_dump(game)


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
    assert render_text(db.get(RENEKTON)) == (
        "Reaction — 2 power of any domain, exhaust: Add 2 energy. Spend this energy only to "
        "play units or activated abilities of units.")


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
