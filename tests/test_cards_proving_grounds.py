"""Proving Grounds precon cards (and the Origins cards those decks use), each played from
a scenario-like position and its effect checked; the shapes are test_cards_origins'."""

from __future__ import annotations

import pytest

from tests.test_cards_origins import BFS, PP, R, _run, bf

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "When you play a spell that costs 5 energy or more" (printed cost, FAQ on Defy)
    ("Lux, Lady of Luminosity (Starter)",
     {"legend": "Lux, Lady of Luminosity (Starter)", "hand": ["Falling Comet"], "runes": R("mind"),
      "deck": ["Gust", "Gust"]}, {}, [bf(b=["Mega-Mech"]), BFS[1]],
     ["A: play Falling Comet", "A: choose B:Mega-Mech", *PP, *PP],
     [{"count": {"A:hand": 1}}, {"chain": []}]),
    ("Lux, Lady of Luminosity (Starter)",       # a 2-energy spell does not draw
     {"legend": "Lux, Lady of Luminosity (Starter)", "hand": ["Stupefy"], "runes": R("mind"),
      "deck": ["Gust", "Gust"]}, {}, [bf(b=["Mega-Mech"]), BFS[1]],
     ["A: play Stupefy", "A: choose B:Mega-Mech", *PP],
     [{"count": {"A:hand": 1, "A:deck": 1}}, {"chain": []}]),
    ("Lux, Illuminated",
     {"base": ["Lux, Illuminated"], "hand": ["Falling Comet"], "runes": R("mind")}, {},
     [bf(b=["Mega-Mech"]), BFS[1]],
     ["A: play Falling Comet", "A: choose B:Mega-Mech", *PP, *PP],
     [{"might": {"A:Lux, Illuminated": 8}}, {"chain": []}]),
    ("Lux, Illuminated",
     {"base": ["Lux, Illuminated"], "hand": ["Stupefy"], "runes": R("mind")}, {},
     [bf(b=["Mega-Mech"]), BFS[1]],
     ["A: play Stupefy", "A: choose B:Mega-Mech", *PP],
     [{"might": {"A:Lux, Illuminated": 5}}, {"chain": []}]),
    ("Vanguard Attendant", {"hand": ["Vanguard Attendant"], "runes": R("order")}, {}, None,
     ["A: play Vanguard Attendant"], [{"exhausted": {"A:Vanguard Attendant": False}}]),
    # "When you hold here, you may channel 1 rune exhausted"
    ("Startipped Peak", {"rune_deck": ["Calm Rune"] * 4, "deck": ["Gust"] * 3, "turn":
                         {"player": "A", "number": 4, "phase": "beginning"}}, {},
     [bf("A", a=["Mega-Mech"], card="Startipped Peak"), BFS[1]],
     [*PP, "A: yes"], [{"points": {"A": 1}}, {"count": {"A:runes": 3}}]),
    ("Startipped Peak", {"rune_deck": ["Calm Rune"] * 4, "deck": ["Gust"] * 3, "turn":
                         {"player": "A", "number": 4, "phase": "beginning"}}, {},
     [bf("A", a=["Mega-Mech"], card="Startipped Peak"), BFS[1]],
     [*PP, "A: no"], [{"points": {"A": 1}}, {"count": {"A:runes": 2}}]),
]


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES, ids=[c[0] for c in CASES])
def test_proving_grounds_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)
