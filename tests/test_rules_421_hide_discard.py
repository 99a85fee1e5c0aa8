"""Game actions (rules 421-422): Discard and Hide, where a scenario cannot say it.

Who is asked, what the other player sees, that a trigger did NOT happen.  The rest of
these rules are scenarios (tests/scenarios/actions-*, play-*, discard-*).
"""

from __future__ import annotations

import pytest

from card_cases import PP, R, bf, new_game, play, position, run_case, zone_cards
from riftbound_tui.engine.view import HIDDEN, redact
from riftbound_tui.scenario import start

FIELDS = [bf("B", b=["Shipyard Skulker"]), {"card": "Back-Alley Bar"}]


def logged(game, text: str) -> bool:
    return any(text in line for line in game.log)


# -- 422 Discard -----------------------------------------------------------------------------

@pytest.mark.rules("422.1", "422.1.a", "422.2.a")
def test_the_discarding_player_chooses_from_their_hand():
    # Lunar Boon: "Discard 1, then draw 2." - A picks which card goes
    g = new_game({"hand": ["Lunar Boon", "Gust", "Defy"], "runes": R("chaos", 3),
                  "deck": ["Rebuke", "Rebuke"]})
    play(g, ["A: play Lunar Boon", *PP])
    assert g.pending is not None and g.pending.player == "A"
    assert sorted(g.legal()) == ["A: choose Defy", "A: choose Gust"]
    play(g, ["A: choose Defy"], [{"contains": {"A:trash": ["Defy", "Lunar Boon"]}},
                                 {"count": {"A:hand": 3}}])
    assert sorted(zone_cards(g, "A", "hand")) == ["Gust", "Rebuke", "Rebuke"]


@pytest.mark.rules("422.1", "428.2.a")
def test_a_discarded_unit_is_not_killed_and_its_rules_text_does_nothing():
    # Lunar Boon discards Undercover Agent from hand: it is not killed, so its Deathknell
    # ("discard 2, then draw 2") does not happen - A's hand is the 2 cards Lunar Boon drew
    g = run_case({"hand": ["Lunar Boon", "Undercover Agent"], "runes": R("chaos", 3),
                  "deck": ["Rebuke", "Gust", "Defy"]}, None, FIELDS,
                 ["A: play Lunar Boon", *PP],
                 [{"contains": {"A:trash": ["Undercover Agent", "Lunar Boon"]}},
                  {"count": {"A:hand": 2, "A:deck": 1}}, {"chain": []}])
    assert not logged(g, "Undercover Agent trigger")


@pytest.mark.rules("422.3", "204.2")
def test_a_discard_cost_needs_a_card_to_discard():
    # Brazen Buccaneer: "As an additional cost you may discard 1; if you do it costs 2 less"
    # with 4 runes it is payable only with the discard, and only with a card to discard
    g = new_game({"hand": ["Brazen Buccaneer"], "runes": R("fury", 4)})
    assert not g.is_legal("A: play Brazen Buccaneer")
    g = new_game({"hand": ["Brazen Buccaneer", "Gust"], "runes": R("fury", 4)})
    assert g.is_legal("A: play Brazen Buccaneer")


# -- 421 Hide --------------------------------------------------------------------------------

@pytest.mark.rules("421.4", "128.4")
def test_a_facedown_card_that_changes_zones_is_revealed_to_all():
    # A loses Bandle Tree (no units): the facedown Smoke Screen there goes to the trash,
    # where B sees what it is; the Defy still facedown at Back-Alley Bar stays hidden to B
    g = start(position({}, None, [
        {"card": "Bandle Tree", "controller": "A", "facedown": {"A": "Smoke Screen"}},
        {"card": "Back-Alley Bar", "controller": "A", "units": {"A": ["Mega-Mech"]},
         "facedown": {"A": "Defy"}}]))
    seen_by_b = {(o.card, o.zone) for o in redact(g.state, "B").objs.values()
                 if o.owner == "A"}
    assert ("Smoke Screen", "trash") in seen_by_b
    assert (HIDDEN, "facedown") in seen_by_b and ("Defy", "facedown") not in seen_by_b


@pytest.mark.rules("401.2", "422.1.b")
def test_a_trigger_during_a_resolution_waits_until_the_effect_has_finished():
    # Lunar Boon: "Discard 1, then draw 2."  Scrapheap: "When this is discarded, draw 1."
    # discarded by Lunar Boon, its trigger goes on the chain once Lunar Boon has drawn 2
    g = new_game({"hand": ["Lunar Boon", "Scrapheap"], "runes": R("chaos", 3),
                  "deck": ["Gust", "Defy", "Rebuke"]})
    play(g, ["A: play Lunar Boon", *PP], [{"chain": ["Scrapheap"]},
                                         {"count": {"A:hand": 2, "A:deck": 1}}])
    lines = list(g.log)
    drew = next(i for i, line in enumerate(lines) if "A draws 2 (413)" in line)
    queued = next(i for i, line in enumerate(lines) if "Scrapheap trigger goes on the chain" in line)
    assert drew < queued
    play(g, PP, [{"count": {"A:hand": 3, "A:deck": 0}}, {"chain": []}])
