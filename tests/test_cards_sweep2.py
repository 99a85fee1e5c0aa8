"""The second Spiritforged and Unleashed sweep: cards the card language can now say exactly,
each played from a scenario-like position (the shapes of spec/SCENARIO.md, run as
test_cards_unleashed.py runs its cases) and its effect checked.  Every card the sweep added
has a case here (test_every_sweep2_card_has_a_case); the set files' own "every card has a
case" checks count these cases too."""

from __future__ import annotations

import pytest
from test_cards_unleashed import BFS, PP, R, _run, bf

from riftbound_tui.cards.db import load_card_db

# the cards this sweep added, by set
SWEEP2 = {
    "SFD": ["Laurent Bladekeeper", "Windsinger"],
    "UNL": ["Xerath, Freed"],
}

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- Spiritforged
    # Ganking (810.1.b): from battlefield to battlefield; a unit without it cannot
    pytest.param(
        "Laurent Bladekeeper", {}, {},
        [bf("A", a=["Laurent Bladekeeper"]), BFS[1]],
        ["A: move A:Laurent Bladekeeper to Back-Alley Bar"],
        [{"location": {"A:Laurent Bladekeeper": "Back-Alley Bar"}},
         {"keywords": {"A:Laurent Bladekeeper": ["ganking"]}}],
        marks=pytest.mark.rules("810.1.b")),
    pytest.param(
        "Laurent Bladekeeper", {}, {},
        [bf("A", a=["Stalwart Poro"]), BFS[1]], [],
        [{"illegal": "A: move A:Stalwart Poro to Back-Alley Bar"}],
        marks=pytest.mark.rules("144.4.c.1")),
    # "When you play me, you may return another unit at a battlefield with 3 Might or less
    # to its owner's hand": a 3 Might enemy unit at a battlefield may be chosen ...
    pytest.param(
        "Windsinger", {"hand": ["Windsinger"], "runes": R("chaos")},
        {"base": ["Stalwart Poro"]},
        [bf("B", b=["Shipyard Skulker"]), BFS[1]],
        ["A: play Windsinger", "A: yes", "A: choose B:Shipyard Skulker", *PP],
        [{"location": {"B:Shipyard Skulker": "hand", "A:Windsinger": "base",
                       "B:Stalwart Poro": "base"}}],
        marks=pytest.mark.rules("383.3.a")),
    # ... so may a friendly one; declined, nothing happens (383.3.a.2)
    pytest.param(
        "Windsinger", {"hand": ["Windsinger"], "runes": R("chaos")}, {},
        [bf("A", a=["Stalwart Poro"]), BFS[1]],
        ["A: play Windsinger to base", "A: yes", "A: choose A:Stalwart Poro", *PP],
        [{"location": {"A:Stalwart Poro": "hand"}}], marks=pytest.mark.rules("383.3.a")),
    pytest.param(
        "Windsinger", {"hand": ["Windsinger"], "runes": R("chaos")}, {},
        [bf("B", b=["Shipyard Skulker"]), BFS[1]],
        ["A: play Windsinger", "A: no"],
        [{"location": {"B:Shipyard Skulker": "Bandle Tree"}}, {"chain": []}],
        marks=pytest.mark.rules("383.3.a.2")),
    # a 4 Might unit, or a unit in a base, cannot be chosen: no legal choice, so A is not
    # asked whether to use it (383.3.a) and the trigger is removed (402.4)
    pytest.param(
        "Windsinger", {"hand": ["Windsinger"], "runes": R("chaos")},
        {"base": ["Stalwart Poro"]},
        [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
        ["A: play Windsinger"],
        [{"location": {"B:Vanguard Sergeant": "Bandle Tree", "B:Stalwart Poro": "base"}},
         {"chain": []}, {"log_contains": "no legal choice"}, {"illegal": "A: yes"}],
        marks=pytest.mark.rules("402.4", "383.3.a")),
    # it has Hidden (811): it may be hidden at a battlefield A controls, paying [A]
    pytest.param(
        "Windsinger", {"hand": ["Windsinger"], "runes": R("chaos")}, {},
        [bf("A", a=["Stalwart Poro"]), BFS[1]], ["A: hide Windsinger at Bandle Tree"],
        [{"count": {"A:hand": 0, "A:runes": 11}}, {"log_contains": "hides"}],
        marks=pytest.mark.rules("811.1")),
    pytest.param(
        "Windsinger", {"hand": ["Shipyard Skulker"], "runes": R("chaos")}, {},
        [bf("A", a=["Stalwart Poro"]), BFS[1]], [],
        [{"illegal": "A: hide Shipyard Skulker at Bandle Tree"}],
        marks=pytest.mark.rules("811.1")),
    # -- Unleashed
    # "[Fury], [exhaust]: Deal 3 to a unit. Use this ability only while I'm at a battlefield."
    pytest.param(
        "Xerath, Freed", {"runes": R("fury", 2)}, {"base": ["Vanguard Sergeant"]},
        [bf("A", a=["Xerath, Freed"]), BFS[1]],
        ["A: activate A:Xerath, Freed", "A: choose B:Vanguard Sergeant", *PP],
        [{"damage": {"B:Vanguard Sergeant": 3}}, {"exhausted": {"A:Xerath, Freed": True}},
         {"count": {"A:runes": 1}}],
        marks=pytest.mark.rules("404")),
    pytest.param(
        "Xerath, Freed", {"runes": R("fury", 2), "base": ["Xerath, Freed"]},
        {"base": ["Vanguard Sergeant"]}, None, [],
        [{"illegal": "A: activate A:Xerath, Freed"}], marks=pytest.mark.rules("404")),
]


def _name(case) -> str:
    return case.values[0]


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{_name(c)}-{i}" for i, c in enumerate(CASES)])
def test_sweep2_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


def case_names() -> set[str]:
    """The cards with a case here (the set files' coverage checks count them)."""
    return {_name(c) for c in CASES}


def test_every_sweep2_card_has_a_case():
    db = load_card_db()
    for set_id, names in SWEEP2.items():
        for name in names:
            card = db.get(name)
            assert card.implemented and card.set_id == set_id, name
    assert {n for names in SWEEP2.values() for n in names} == case_names()
