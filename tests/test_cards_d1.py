"""Cards whose keywords and abilities come from another card (d1): Repeat granted by a
gear's ability, a battlefield's hold trigger or a unit's static (820); Assault, Quick-Draw
and Weaponmaster given by statics (807, 819, 821); a triggered ability a spell gives for a
turn (476).

Each case plays the card from a small position (tests/card_cases.py) and checks what it
does; a rule the case depends on is cited beside it.
"""

from __future__ import annotations

import pytest

from card_cases import HOLD, PP, R, bf, loader_errors, run_case

DECK = ["Gust"] * 5

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # Temporal Portal: [A] (a recycled rune) and exhaust; the next spell, Dredge Up [2], has
    # Repeat [2]: paid, it draws twice (820.1.d); 1 + 2 + 2 runes
    ("Temporal Portal", {"base": ["Temporal Portal"], "hand": ["Dredge Up"],
                         "runes": R("mind", 5), "deck": DECK}, {}, None,
     ["A: activate Temporal Portal", *PP, "A: play Dredge Up", "A: yes", *PP],
     [{"count": {"A:hand": 2, "A:runes": 4}}, {"exhausted": {"A:Temporal Portal": True}},
      {"log_contains": "Repeat paid 1 time"}]),
    # ... only the next spell: the second Dredge Up is asked no Repeat (the grant is used up)
    ("Temporal Portal", {"base": ["Temporal Portal"], "hand": ["Dredge Up", "Dredge Up"],
                         "runes": R("mind", 7), "deck": DECK}, {}, None,
     ["A: activate Temporal Portal", *PP, "A: play Dredge Up", "A: no", *PP,
      "A: play A:Dredge Up@hand", *PP],
     [{"count": {"A:hand": 2}}]),
    # ... equal to its cost: Smoke Screen's [2][C] again, so four runes cannot pay both
    ("Temporal Portal", {"base": ["Temporal Portal", "Daring Poro"], "hand": ["Smoke Screen"],
                         "runes": R("mind", 4)}, {}, None,
     ["A: activate Temporal Portal", *PP, "A: play Smoke Screen", "A: choose A:Daring Poro",
      *PP],                                  # not asked: 3 runes left for 2 + [C] + 2 + [C]
     [{"might": {"A:Daring Poro": 1}}]),
    # The Academy: A holds it (469.2); the hold trigger gives the next spell Repeat equal to
    # its base cost: Dredge Up is done twice
    ("The Academy", {"turn": HOLD, "hand": ["Dredge Up"], "runes": R("mind", 4),
                     "deck": DECK}, {},
     [bf("A", a=["Daring Poro"], card="The Academy"), {"card": "Back-Alley Bar"}],
     [*PP, "A: play Dredge Up", "A: yes", *PP],
     [{"count": {"A:hand": 3}}, {"log_contains": "Repeat paid 1 time"}]),
    # Lucian, Purifier: each of A's Equipment gives Assault, summed (807.2) with the Daring
    # Poro's own: two on it make Assault 3; the unequipped Stalwart Poro has none
    ("Lucian, Purifier",
     {"legend": "Lucian, Purifier",
      "base": [{"card": "Daring Poro", "attached": ["B.F. Sword", "Long Sword"]},
               "Stalwart Poro"]}, {}, None, [],
     [{"keywords": {"A:Daring Poro": ["assault 3"]}}, {"lacks": {"A:Stalwart Poro": "assault"}}]),
    # ... as an attacker: 2, the B.F. Sword's +3, Assault 1 + 1 (807.1)
    ("Lucian, Purifier",
     {"legend": "Lucian, Purifier",
      "base": [{"card": "Daring Poro", "attached": ["B.F. Sword"]}]}, {},
     [bf("B", b=["Mountain Drake"]), {"card": "Back-Alley Bar"}],
     ["A: move A:Daring Poro to Bandle Tree"],
     [{"might": {"A:Daring Poro": 7}}, {"keywords": {"A:Daring Poro": ["assault 2"]}}]),
    # Jax, Unmatched (errata): A's Equipment has Quick-Draw: in the showdown the Poro's move
    # opens, the B.F. Sword is played at Reaction speed (819.1.b) and attached as it
    # enters (819.1.d): +3 Might
    ("Jax, Unmatched", {"base": ["Jax, Unmatched", "Daring Poro"], "hand": ["B.F. Sword"],
                        "runes": R("order", 4)}, {}, None,
     ["A: move A:Daring Poro to Bandle Tree", "A: play B.F. Sword",
      "A: choose A:Daring Poro", *PP],
     [{"attached": {"A:Daring Poro": ["B.F. Sword"]}}, {"might": {"A:Daring Poro": 5}}]),
    # ... without Jax on the board, the same Sword waits for the Main Phase's open state
    ("Jax, Unmatched", {"base": ["Daring Poro"], "hand": ["B.F. Sword"],
                        "runes": R("order", 4)}, {}, None,
     ["A: move A:Daring Poro to Bandle Tree"], [{"illegal": "A: play B.F. Sword"}]),
    # Azir, Emperor of the Sands: usable only once A has played an Equipment; the Sand
    # Soldier it plays has Weaponmaster from him: it attaches the B.F. Sword for its Equip
    # cost [Order] reduced by [A], nothing (821.1.c)
    ("Azir, Emperor of the Sands",
     {"legend": "Azir, Emperor of the Sands", "hand": ["B.F. Sword"], "runes": R("order", 5)},
     {}, None,
     ["A: play B.F. Sword", "A: activate A:Azir, Emperor of the Sands@legend", *PP,
      "A: choose A:B.F. Sword", *PP],
     [{"attached": {"A:Sand Soldier": ["B.F. Sword"]}}, {"might": {"A:Sand Soldier": 5}},
      {"keywords": {"A:Sand Soldier": ["weaponmaster"]}}]),
    ("Azir, Emperor of the Sands",
     {"legend": "Azir, Emperor of the Sands", "hand": ["Daring Poro"], "runes": R("order", 5)},
     {}, None, ["A: play Daring Poro"],
     [{"illegal": "A: activate A:Azir, Emperor of the Sands@legend"}]),
    # Relentless Pursuit (errata): the Poro moves to Bandle Tree with the Long Sword
    # attached; it conquers there, and the ability it was given this turn (476) moves it
    # back to base
    ("Relentless Pursuit",
     {"base": ["Daring Poro", "Long Sword"], "hand": ["Relentless Pursuit"],
      "runes": R("fury", 3), "deck": DECK}, {}, None,
     ["A: play Relentless Pursuit", "A: choose A:Long Sword", "A: choose A:Daring Poro",
      "A: to Bandle Tree", *PP, *PP, "A: yes", *PP],
     [{"location": {"A:Daring Poro": "base"}}, {"attached": {"A:Daring Poro": ["Long Sword"]}},
      {"log_contains": "A conquers Bandle Tree"}]),
    # ... no Equipment chosen ("up to one"), and the given ability declined: it stays
    ("Relentless Pursuit",
     {"base": ["Daring Poro", "Long Sword"], "hand": ["Relentless Pursuit"],
      "runes": R("fury", 3), "deck": DECK}, {}, None,
     ["A: play Relentless Pursuit", "A: choose none", "A: choose A:Daring Poro",
      "A: to Bandle Tree", *PP, *PP, "A: no"],
     [{"location": {"A:Daring Poro": "Bandle Tree", "A:Long Sword": "base"}}]),
    # Syndra, Transcendent: she moves to an open battlefield, a showdown there (341); A's
    # spell has Repeat [2][C]: paid, Smoke Screen is done twice, on two units
    ("Syndra, Transcendent",
     {"base": ["Syndra, Transcendent"], "hand": ["Smoke Screen"],
      "runes": R("mind", 3) + R("chaos", 3)}, {"base": ["Mountain Drake"]}, None,
     ["A: move A:Syndra, Transcendent to Bandle Tree", "A: play Smoke Screen", "A: yes",
      "A: choose B:Mountain Drake", "A: choose A:Syndra, Transcendent", *PP],
     [{"might": {"A:Syndra, Transcendent": 2, "B:Mountain Drake": 6}},
      {"log_contains": "Repeat paid 1 time"}]),
]


@pytest.mark.rules("820.1.c.2", "820.1.d", "820.3", "469.2", "807.1", "807.2", "819.1.b",
                   "819.1.d", "476", "821.1.c")
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_card_case(case):
    run_case(*case[1:])              # (card, A, B, battlefields, script, expect)


@pytest.mark.rules("820.1.a")
def test_syndra_gives_no_repeat_outside_a_showdown():
    """In her base she is in no showdown: the spell is asked no Repeat, and resolves once."""
    run_case({"base": ["Syndra, Transcendent"], "hand": ["Smoke Screen"],
              "runes": R("mind", 3) + R("chaos", 3)}, {"base": ["Mountain Drake"]}, None,
             ["A: play Smoke Screen", "A: choose B:Mountain Drake", *PP],
             [{"might": {"B:Mountain Drake": 6, "A:Syndra, Transcendent": 6}}])


def test_a_static_repeat_names_spells():
    """The loader refuses a static Repeat given to anything but spells, with its line."""
    errs = loader_errors("""
cards:
  - name: Odd
    type: unit
    domains: [chaos]
    cost: {energy: 1}
    might: 1
    abilities:
      - static: {repeat: [{pay: {energy: 2}}]}
        to: {all: unit, controller: friendly}
""")
    assert any("Repeat is given to spells" in e and ":8:" in e for e in errs), errs


def test_each_equipment_gives_keywords_only():
    """`each: equipment` counts Equipment for a keyword grant; on a Might static it is an
    error at its line."""
    errs = loader_errors("""
cards:
  - name: Odd
    type: legend
    domains: [fury]
    abilities:
      - static: {might: 1}
        to: {all: unit, equipped: true}
        each: equipment
""")
    assert any("`each: equipment`" in e and ":8:" in e for e in errs), errs
