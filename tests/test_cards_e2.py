"""The hardest remaining cards of issue 26, one construct family (session 18, e2): a
discount of either kind, "cost [1] or [A] less", the paying player choosing which
(356.4; engine/either_discount.py): Irelia, Graceful, Ezreal, Prodigy and Risen Altar;
and an optional additional cost a battlefield offers other cards (356.2.b;
engine/given_costs.py): Dragon Roost.

A player answers `yes` (the Energy off) or `no` (the [A] off) only when both would take
something off and both leave a cost that can be paid; otherwise the engine answers
(NOTATION.md "Forced answers").  A rune may be exhausted for [1] and recycled for [C]
(164.2), and a recycled rune leaves the board: the runes left on the board tell how much
power was paid.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, loader_errors, new_game, play, run_case

IRELIA = "Irelia, Graceful"
EZREAL = "Ezreal, Prodigy"
ALTAR = "Risen Altar"
ROOST = [{"card": "Dragon Roost"}, BFS[1]]
SCORCHER = "Blazing Scorcher"          # a Fury Dragon unit: [5], Accelerate
# A controls Risen Altar, a unit of theirs there
def _altar(*units):
    return [bf("A", a=list(units), card=ALTAR), BFS[1]]


def _irelia(runes: int, **more):
    return {"hand": ["Primal Strength"], "runes": R("body", runes),
            "base": [IRELIA, "Daring Poro"], **more}


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # Irelia: "Your spells that choose me cost [1] or [A] less."  Primal Strength ([4][Body])
    # chooses her: both ways leave a cost 5 runes pay, so A is asked; `no` takes the [A]
    # off: 4 Energy, no rune recycled (356.4, 357)
    (IRELIA, _irelia(5), {}, None,
     ["A: play Primal Strength", f"A: choose A:{IRELIA}", "A: no", *PP],
     [{"might": {f"A:{IRELIA}": 11}}, {"count": {"A:runes": 5}}]),
    # ... `yes` takes [1] off: 3 Energy and the [Body], one rune recycled
    (IRELIA, _irelia(5), {}, None,
     ["A: play Primal Strength", f"A: choose A:{IRELIA}", "A: yes", *PP],
     [{"might": {f"A:{IRELIA}": 11}}, {"count": {"A:runes": 4}, }]),
    # 3 runes: the full [4][Body] cannot be paid, but choosing her it can, [1] off (the
    # [A] off would leave 4 Energy): the card may be played and the answer is forced
    (IRELIA, _irelia(3), {}, None,
     ["A: play Primal Strength", f"A: choose A:{IRELIA}", *PP],
     [{"log_contains": "A: yes"}, {"might": {f"A:{IRELIA}": 11}},
      {"count": {"A:runes": 2}}]),
    # A spell that chooses another unit pays in full: no question
    (IRELIA, _irelia(5), {}, None,
     ["A: play Primal Strength", "A: choose A:Daring Poro", *PP],
     [{"might": {"A:Daring Poro": 9}}, {"count": {"A:runes": 4}}]),
    # Ezreal: "When you play me, discard 1, then draw 2."
    (EZREAL, {"hand": [EZREAL, "Daring Poro"], "runes": R("chaos", 4),
              "deck": ["Mountain Drake", "Pakaa Cub"]}, {}, None,
     [f"A: play {EZREAL}", *PP],
     [{"contains": {"A:trash": ["Daring Poro"], "A:hand": ["Mountain Drake", "Pakaa Cub"]}}]),
    # "Optional additional costs you pay cost [1] or [A] less": Accelerate ([1][Body])
    # with both in it: asked; `no` takes the [Body] off (356.4.c): 3+1 Energy and the
    # card's [Body], one rune recycled, and Nilah enters ready (805)
    (EZREAL, {"hand": ["Nilah, Joyful Ascetic"], "runes": R("body", 4), "base": [EZREAL]},
     {}, None,
     ["A: play Nilah, Joyful Ascetic", "A: yes", "A: no"],
     [{"exhausted": {"A:Nilah, Joyful Ascetic": False}}, {"count": {"A:runes": 3}}]),
    # With 3 runes the full Accelerate ([4][Body][Body] in all) cannot be paid; less [1]
    # it can, so it is offered and the kind is forced
    (EZREAL, {"hand": ["Nilah, Joyful Ascetic"], "runes": R("body", 3), "base": [EZREAL]},
     {}, None,
     ["A: play Nilah, Joyful Ascetic", "A: yes"],
     [{"log_contains": "A: yes\n"}, {"exhausted": {"A:Nilah, Joyful Ascetic": False}},
      {"count": {"A:runes": 1}}]),
    # The rules' own example (356.4.c): Frigid Touch's Repeat [2] costs [1]: 3 runes pay
    # [2] + [1], so Repeat is offered, and the discount is [1] (nothing else to take off)
    (EZREAL, {"hand": ["Frigid Touch"], "runes": R("mind", 3), "base": [EZREAL]},
     {"base": ["Mountain Drake"]}, None,
     ["A: play Frigid Touch", "A: yes", "A: choose B:Mountain Drake",
      "A: choose B:Mountain Drake", *PP],
     [{"might": {"B:Mountain Drake": 6}}]),
    # Clockwork Keeper's "you may pay [C]" comes to nothing, and is still paid (356.4.f.1):
    # it draws
    (EZREAL, {"hand": ["Clockwork Keeper"], "runes": R("calm", 2), "base": [EZREAL],
              "deck": ["Pakaa Cub"]}, {}, None,
     ["A: play Clockwork Keeper", "A: yes", *PP],
     [{"contains": {"A:hand": ["Pakaa Cub"]}}, {"count": {"A:runes": 2}}]),
    # Risen Altar: "[Empower] costs of your units here cost [1] or [A] less."  Noxian
    # Emissary's Empower [1][Order]: asked; `yes` takes the [1] off, [Order] is paid
    (ALTAR, {"runes": R("order", 1)}, {}, _altar("Noxian Emissary"),
     ["A: activate A:Noxian Emissary", "A: yes", *PP],
     [{"log_contains": "becomes Empowered"}, {"count": {"A:runes": 0}}]),
    # ... `no` takes the [Order] off: [1] is paid, the rune stays
    (ALTAR, {"runes": R("order", 1)}, {}, _altar("Noxian Emissary"),
     ["A: activate A:Noxian Emissary", "A: no", *PP],
     [{"log_contains": "becomes Empowered"}, {"count": {"A:runes": 1}}]),
    # Legion Marauder's "[Empower] — [1]" costs nothing here: no rune needed
    (ALTAR, {}, {}, _altar("Legion Marauder"),
     ["A: activate A:Legion Marauder", *PP],
     [{"log_contains": "becomes Empowered"}, {"might": {"A:Legion Marauder": 3}}]),
    # Dragon Roost: "Any player may pay [A][A] as an additional cost to play a Dragon. If
    # they do, they play it to this battlefield."  Paid (two runes recycled), the Dragon
    # enters the Roost, which A does not control: it contests it (355.17.a, 450)
    ("Dragon Roost", {"hand": [SCORCHER], "runes": R("fury", 7)}, {}, ROOST,
     [f"A: play {SCORCHER}", "A: yes", "A: no"],
     [{"location": {f"A:{SCORCHER}": "Dragon Roost"}}, {"count": {"A:runes": 5}},
      {"showdown": "Dragon Roost"}]),
    # Declined, it is played as usual: to A's base, nothing more paid
    ("Dragon Roost", {"hand": [SCORCHER], "runes": R("fury", 7)}, {}, ROOST,
     [f"A: play {SCORCHER}", "A: no", "A: no"],
     [{"location": {f"A:{SCORCHER}": "base"}}, {"count": {"A:runes": 7}}]),
    # Any player: B, on B's turn, too
    ("Dragon Roost", {"turn": {"player": "B", "number": 4, "phase": "main"}},
     {"hand": [SCORCHER], "runes": R("fury", 7)}, ROOST,
     [f"B: play {SCORCHER}", "B: yes", "B: no"],
     [{"location": {f"B:{SCORCHER}": "Dragon Roost"}}, {"count": {"B:runes": 5}}]),
    # With Ezreal the [A][A] is an optional additional cost he makes [A] (no Energy in it
    # to take off: forced, 356.4.c): one rune recycled
    ("Dragon Roost", {"hand": [SCORCHER], "runes": R("fury", 7), "base": [EZREAL]}, {},
     ROOST, [f"A: play {SCORCHER}", "A: yes", "A: no"],
     [{"location": {f"A:{SCORCHER}": "Dragon Roost"}}, {"count": {"A:runes": 6}}]),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_card_case(case):
    _, a, b, bfs, script, expect = case
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("356.4", "357.3", "358")
def test_a_spell_only_her_discount_makes_payable_must_choose_her():
    """3 runes cannot pay Primal Strength's [4][Body]: with Irelia on the board it may be
    played, since choosing her takes [1] off; choosing another unit would leave the full
    cost, which cannot be paid, so she is the one choice (357.3), made by the engine.
    Without her it is refused."""
    g = new_game(_irelia(3))
    assert g.is_legal("A: play Primal Strength")
    play(g, ["A: play Primal Strength"],
         [{"log_contains": f"A: choose A:{IRELIA}"},
          {"log_contains": f"{IRELIA}: Primal Strength costs 1 energy less (356.4)"}])
    five = new_game(_irelia(5))                  # the full cost payable: any unit
    play(five, ["A: play Primal Strength"])
    assert g.is_legal("A: pass") and five.is_legal("A: choose A:Daring Poro")
    alone = new_game({"hand": ["Primal Strength"], "runes": R("body", 3),
                      "base": ["Daring Poro"]})
    assert not alone.is_legal("A: play Primal Strength")


@pytest.mark.rules("356.4", "357.3")
def test_the_one_kind_that_leaves_a_payable_cost_is_forced():
    """Four Fury runes pay no [Body]: taking [1] off would leave [3][Body], which they
    cannot pay, so the [A] comes off (`no`, forced) and 4 Energy are paid."""
    g = new_game({"hand": ["Primal Strength"], "runes": R("fury", 4),
                  "base": [IRELIA]})
    play(g, ["A: play Primal Strength", f"A: choose A:{IRELIA}", *PP],
         [{"log_contains": "A: no\n"}, {"might": {f"A:{IRELIA}": 11}},
          {"count": {"A:runes": 4}}])


@pytest.mark.rules("356.4")
def test_both_kinds_are_asked_and_only_yes_or_no_answer():
    g = new_game(_irelia(5))
    play(g, ["A: play Primal Strength", f"A: choose A:{IRELIA}"])
    assert sorted(g.legal()) == ["A: no", "A: yes"]


@pytest.mark.rules("356.4")
def test_only_your_spells_that_choose_her():
    """B's spell choosing A's Irelia is not A's: no question, the full [4][Body] is paid
    (a rune recycled), and 3 runes cannot pay it."""
    g = new_game({"base": [IRELIA], "turn": {"player": "B", "number": 4, "phase": "main"}},
                 {"hand": ["Primal Strength"], "runes": R("body", 4)})
    assert g.is_legal("B: play Primal Strength")
    play(g, ["B: play Primal Strength", f"B: choose A:{IRELIA}", "B: pass", "A: pass"],
         [{"might": {f"A:{IRELIA}": 11}}, {"count": {"B:runes": 3}}])
    short = new_game({"base": [IRELIA], "turn": {"player": "B", "number": 4,
                                                 "phase": "main"}},
                     {"hand": ["Primal Strength"], "runes": R("body", 3)})
    assert not short.is_legal("B: play Primal Strength")


@pytest.mark.rules("805", "356.2.b", "356.4.c")
def test_without_ezreal_the_accelerate_three_runes_cannot_pay_is_not_offered():
    g = new_game({"hand": ["Nilah, Joyful Ascetic"], "runes": R("body", 3)})
    play(g, ["A: play Nilah, Joyful Ascetic"],
         [{"exhausted": {"A:Nilah, Joyful Ascetic": True}}])


@pytest.mark.rules("827.1.c.1", "356.4", "190.6.d")
def test_risen_altar_discounts_only_empower_costs_here():
    """Away from the Altar, Legion Marauder's [Empower] [1] needs a rune."""
    g = new_game({"base": ["Legion Marauder"]}, {}, _altar())
    assert not g.is_legal("A: activate A:Legion Marauder")
    there = new_game({}, {}, _altar("Legion Marauder"))
    assert there.is_legal("A: activate A:Legion Marauder")


def test_the_rules_text_is_rendered_from_the_passives():
    from riftbound_tui.cards import load_card_db
    from riftbound_tui.cards.text import render_text
    db = load_card_db()
    assert render_text(db.get(IRELIA)) == \
        "Your spells that choose me cost 1 energy or 1 power of any domain less."
    assert render_text(db.get(ALTAR)).startswith("Empower costs of your units here cost")
    assert "Optional additional costs you pay cost 1 energy or 1 power of any domain " \
        "less." in render_text(db.get(EZREAL))


@pytest.mark.rules("356.2.b", "355.1.a")
def test_the_roost_asks_only_for_a_dragon_it_can_pay_for():
    """A Daring Poro is no Dragon: it goes to base with no question.  A Dragon paid from
    an energy pool with no rune to give [A][A] is not asked either."""
    g = new_game({"hand": ["Daring Poro"], "runes": R("fury", 2)}, {}, ROOST)
    play(g, ["A: play Daring Poro"], [{"location": {"A:Daring Poro": "base"}}])
    broke = new_game({"hand": [SCORCHER], "pool": {"energy": 5}}, {}, ROOST)
    play(broke, [f"A: play {SCORCHER}"], [{"location": {f"A:{SCORCHER}": "base"}}])
    assert "Dragon Roost" not in "\n".join(broke.log)


def test_only_a_battlefield_offers_an_additional_cost_to_other_cards():
    errors = loader_errors("""
        cards:
          - name: Bad Roost
            number: "001"
            type: unit
            domains: [fury]
            cost: {energy: 1}
            might: 1
            abilities:
              - additional: {pay: {power: {any: 2}}}
                optional: true
                to: {all: unit, tags: [Dragon]}
    """)
    assert any("bad.yaml:9" in e and "abilities[0].to" in e and "battlefield" in e
               for e in errors), errors
    from riftbound_tui.cards import load_card_db
    from riftbound_tui.cards.text import render_text
    assert render_text(load_card_db().get("Dragon Roost")) == (
        "Any player may pay 2 power of any domain as an additional cost to play a Dragon "
        "unit. If they do, they play it to this battlefield.")
