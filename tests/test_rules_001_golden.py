"""The Golden and Silver Rules (000-056): card text over rules text, doing as much as one
can of a card's instructions, and a card's own zones."""

from __future__ import annotations

import pytest

from tests.card_cases import BFS, PP, R, bf, run_case


@pytest.mark.rules("001", "002", "143.4")
def test_card_text_supersedes_the_rules_a_unit_that_enters_ready():
    """143.4 says units enter exhausted; Arena Kingpin says 'I enter ready', and it does,
    while a unit without such text, played the same way, enters exhausted."""
    run_case({"hand": ["Arena Kingpin", "Vanguard Sergeant"], "runes": R("fury", 9)}, {}, BFS,
             ["A: play Arena Kingpin", "A: play Vanguard Sergeant"],
             [{"location": {"A:Arena Kingpin": "base", "A:Vanguard Sergeant": "base"}},
              {"exhausted": {"A:Arena Kingpin": False, "A:Vanguard Sergeant": True}}])


@pytest.mark.rules("055.1")
def test_a_spell_whose_every_instruction_is_impossible_is_still_played_and_resolved():
    """Firestorm at a battlefield with no enemy unit: it resolves, nothing happens, and it
    goes to the trash like any resolved spell (its cost stays paid)."""
    run_case({"hand": ["Firestorm"], "runes": R("fury", 7)}, {},
             [bf("A", a=["Shipyard Skulker"]), bf(card="Back-Alley Bar")],
             ["A: play Firestorm", "A: choose Bandle Tree", *PP],
             [{"chain": []}, {"contains": {"A:trash": ["Firestorm"]}},
              {"damage": {"A:Shipyard Skulker": 0}}, {"count": {"A:runes": 6}},
              {"location": {"A:Shipyard Skulker": "Bandle Tree"}}])


@pytest.mark.rules("056", "056.1", "056.2")
def test_a_card_taken_from_its_owner_dies_into_its_owners_trash():
    """A takes control of B's Shipyard Skulker (Possession) and then kills it: the card goes
    to B's trash, never A's."""
    run_case({"hand": ["Possession", "Falling Star"],
              "runes": R("chaos", 11) + R("fury", 4)}, {},
             [bf("B", b=["Shipyard Skulker"]), bf(card="Back-Alley Bar", b=["Recruit"])],
             ["A: play Possession", "A: choose B:Shipyard Skulker", *PP,
              "A: play Falling Star", "A: choose A:Shipyard Skulker",
              "A: choose B:Recruit", *PP],
             [{"contains": {"B:trash": ["Shipyard Skulker"]}},
              {"count": {"A:trash": 2, "B:trash": 1, "A:base": 0}},
              {"contains": {"A:trash": ["Possession", "Falling Star"]}}])
