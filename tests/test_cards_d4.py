"""The hardest Spiritforged and Unleashed cards of issue 26 (d4, session 17): an Equipment's
Effect Text replacement, playing and attaching Equipment, and the like.

Each case plays the card from a small position (tests/card_cases.py) and checks what it
does; a rule the case depends on is cited beside it.
"""

from __future__ import annotations

import pytest

from card_cases import PP, R, bf, BFS, run_case
from card_probe import probe_card, probe_errors

from riftbound_tui.cards.text import render_text


def equipped(unit: str, *gear: str, **kw) -> dict:
    return {"card": unit, "attached": list(gear), **kw}


RELL_BFS = [bf("B", b=["Daring Poro"]), BFS[1]]
RELL_ATTACKS = ["A: move A:Rell, Magnetic to Bandle Tree", "A: yes", *PP]

ANGLE_PLAY = ["A: play Angle Shot", "A: choose A:Serrated Dirk", "A: choose A:Daring Poro",
              *PP]


def angle(base: list) -> dict:
    return {"hand": ["Angle Shot"], "runes": R("fury", 2), "deck": ["Cleave"], "base": base}


AKSHAN = {"hand": ["Akshan, Mischievous", "Vengeance"], "runes": R("body", 6) + R("order", 6)}

HATCHLING = {"hand": ["Blind Fury"], "base": ["Void Hatchling"], "runes": R("fury", 6)}

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # Effect Text replacement (718.3, 369): "If I would die, kill this instead. Heal me,
    # exhaust me, and recall me": the Equipment dies, the unit lives on, recalled
    ("Guardian Angel",
     {"hand": ["Vengeance"], "runes": R("order", 6)}, {},
     [bf("A", a=[equipped("Daring Poro", "Guardian Angel")]), BFS[1]],
     ["A: play Vengeance", "A: choose A:Daring Poro", *PP],
     [{"location": {"A:Daring Poro": "base", "A:Guardian Angel": "trash"}},
      {"exhausted": {"A:Daring Poro": True}}, {"attached": {"A:Daring Poro": []}}]),
    # an unattached Guardian Angel's Effect Text is inactive (718.3): the unit dies
    ("Guardian Angel",
     {"hand": ["Vengeance"], "runes": R("order", 6), "base": ["Guardian Angel"]}, {},
     [bf("A", a=["Daring Poro"]), BFS[1]],
     ["A: play Vengeance", "A: choose A:Daring Poro", *PP],
     [{"location": {"A:Daring Poro": "trash", "A:Guardian Angel": "base"}}]),
    # errata: "you may play an Equipment with Energy cost no more than [2], ignoring its
    # cost. If you do, then do this: Attach it to me" (356.1.b; 387; 434: no Equip cost)
    ("Rell, Magnetic",
     {"base": ["Rell, Magnetic"], "hand": ["Serrated Dirk", "Guardian Angel", "Trinity Force"]},
     {}, RELL_BFS, [*RELL_ATTACKS, "A: choose A:Serrated Dirk", *PP],
     [{"attached": {"A:Rell, Magnetic": ["Serrated Dirk"]}},
      {"location": {"A:Serrated Dirk": "Bandle Tree"}},
      {"contains": {"A:hand": ["Guardian Angel", "Trinity Force"]}}]),
    ("Rell, Magnetic",               # Energy cost 4: not one it may play
     {"base": ["Rell, Magnetic"], "hand": ["Trinity Force"]}, {}, RELL_BFS,
     RELL_ATTACKS + PP,
     [{"attached": {"A:Rell, Magnetic": []}}, {"contains": {"A:hand": ["Trinity Force"]}}]),
    # "Choose a unit and an Equipment with the same controller. Attach that Equipment to
    # that unit or detach that Equipment from that unit" (chosen as it resolves, 355.17;
    # 434, 435). "Draw 1."
    ("Angle Shot", angle(["Daring Poro", "Serrated Dirk"]), {"base": ["Stalwart Poro"]}, None,
     [*ANGLE_PLAY, "A: mode 1"],
     [{"attached": {"A:Daring Poro": ["Serrated Dirk"]}}, {"contains": {"A:hand": ["Cleave"]}}]),
    ("Angle Shot", angle([equipped("Daring Poro", "Serrated Dirk")]), {}, None,
     [*ANGLE_PLAY, "A: mode 2"],
     [{"attached": {"A:Daring Poro": []}}, {"location": {"A:Serrated Dirk": "base"}},
      {"contains": {"A:hand": ["Cleave"]}}]),
    ("Angle Shot",                   # an enemy unit has another controller than A's Equipment
     angle(["Daring Poro", "Serrated Dirk"]), {"base": ["Stalwart Poro"]}, None,
     ["A: play Angle Shot", "A: choose A:Serrated Dirk"],
     [{"illegal": "A: choose B:Stalwart Poro"}]),
    # the additional cost paid: an enemy Equipment moves to A's base, is A's and is
    # attached to Akshan; when Akshan leaves the board, control ends (188-191) and the
    # detached gear (719.5) is recalled to B's base (323.7)
    ("Akshan, Mischievous", AKSHAN, {"base": ["B.F. Sword", "Daring Poro"]}, None,
     ["A: play Akshan, Mischievous", "A: yes", *PP],
     [{"attached": {"A:Akshan, Mischievous": ["B.F. Sword"]}},
      {"might": {"A:Akshan, Mischievous": 7}}]),
    ("Akshan, Mischievous", AKSHAN, {"base": ["Serrated Dirk", "Daring Poro"]}, None,
     ["A: play Akshan, Mischievous", "A: yes", *PP,
      "A: play Vengeance", "A: choose A:Akshan, Mischievous", *PP],
     [{"location": {"B:Serrated Dirk": "base"}}, {"count": {"B:base": 2}}]),
    ("Akshan, Mischievous", AKSHAN, {"base": ["Sun Disc"]}, None,     # a gear, not attached
     ["A: play Akshan, Mischievous", "A: yes", *PP],
     [{"location": {"A:Sun Disc": "base"}}, {"count": {"A:base": 2, "B:base": 0}},
      {"attached": {"A:Akshan, Mischievous": []}}]),
    ("Akshan, Mischievous", AKSHAN, {"base": ["Sun Disc"]}, None,     # not paid: nothing
     ["A: play Akshan, Mischievous", "A: no"],
     [{"location": {"B:Sun Disc": "base"}}]),
    # "If you would reveal cards from a deck, look at the top card first. You may recycle
    # it. Then reveal those cards." (369, 424, 416): Blind Fury reveals B's top card
    ("Void Hatchling", HATCHLING, {"deck": ["Mountain Drake", "Daring Poro", "Cleave"]}, None,
     ["A: play Blind Fury", *PP, "A: yes"],
     [{"location": {"A:Daring Poro": "base"}},
      {"top": {"B:deck": ["Cleave", "Mountain Drake"]}}]),
    ("Void Hatchling", HATCHLING, {"deck": ["Daring Poro", "Mountain Drake", "Cleave"]}, None,
     ["A: play Blind Fury", *PP, "A: no"],                 # kept on top: it is revealed
     [{"location": {"A:Daring Poro": "base"}}, {"top": {"B:deck": ["Mountain Drake"]}}]),
]


@pytest.mark.rules("718.3", "369", "434")
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_card_case(case):
    run_case(*case[1:])              # (card, A, B, battlefields, script, expect)


# -- the constructs: what the loader refuses (file:line) and the text it renders ----------

@pytest.mark.parametrize("body, kind, message", [
    ("effects: [{op: choose, target: {choose: unit, same_controller: 1}}]", "spell",
     "effects[0].target.same_controller: a `choose:` target after the first instruction"),
    ("""effects:
         - {op: choose, target: {choose: unit}}
         - {op: kill, target: {all: unit, same_controller: 1}}""", "spell",
     "effects[1].target.same_controller: a `choose:` target after the first instruction"),
    ("""effects:
         - {op: choose, target: {choose: unit}}
         - op: player_modes
           player: opponent
           modes: [[{op: draw, amount: 1}], [{op: draw, amount: 2}]]""", "spell",
     "effects[1].player: player_modes: each other player chooses"),
    ("""effects:
         - {op: choose, target: {choose: unit}}
         - op: player_modes
           player: controller
           modes: [[{op: kill, target: {choose: unit}}], [{op: draw, amount: 2}]]""", "spell",
     "effects[1].modes: a mode chosen as it resolves makes no choices of its own"),
    ("effects: [{op: take_control, target: {choose: gear}, until: dies}]", "spell",
     "effects[0].until"),
    ("effects: [{op: kill, target: {choose: unit}, what: equipment}]", "spell",
     "effects[0].what"),
])
def test_the_new_fields_are_checked(body, kind, message):
    errs = probe_errors("cost: {energy: 1}\n" + body, kind)
    assert any(message in e and e.startswith("probe.yaml:") for e in errs), errs


def test_the_new_constructs_render():
    card = probe_card("""
        cost: {energy: 1}
        effects:
          - {op: choose, target: {choose: gear, tags: [Equipment]}}
          - {op: choose, target: {choose: unit, same_controller: 1}}
          - op: player_modes
            player: controller
            modes:
              - [{op: attach, what: chosen, target: {that: 2}}]
              - [{op: detach, what: chosen, target: {that: 2}}]
          - {op: take_control, target: {that: 1}, dest: base, until: leaves}
    """, "spell")
    assert render_text(card) == (
        "Choose an Equipment gear. Choose a unit with the same controller. Attach that "
        "Equipment to that unit or detach that Equipment from that unit. Move it to your "
        "base and take control of it until I leave the board.")
