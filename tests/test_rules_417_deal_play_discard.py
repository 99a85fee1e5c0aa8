"""Game actions (rules 417-422): Deal, Play, Hide and Discard.

Positions are played through the scenario runner (tests/card_cases.py); each test checks
what changes on the table when the action is done, or that a line is refused.
"""

from __future__ import annotations

import pytest

from card_cases import BTURN, PP, R, bf, new_game, play, position, run_case, zone_cards
from riftbound_tui.engine.view import HIDDEN, redact
from riftbound_tui.scenario import start

FIELDS = [bf("B", b=["Shipyard Skulker"]), {"card": "Back-Alley Bar"}]


def logged(game, text: str) -> bool:
    return any(text in line for line in game.log)


# -- 419 Play --------------------------------------------------------------------------------

@pytest.mark.rules("419.1", "419.1.a", "419.2")
def test_cards_are_played_from_hand_or_the_champion_zone_only():
    g = new_game({"hand": ["Daring Poro"], "trash": ["Stalwart Poro"], "deck": ["Mega-Mech"],
                  "champion": "Jinx, Demolitionist", "runes": R("fury", 6)})
    assert g.is_legal("A: play Daring Poro")
    assert g.is_legal("A: play Jinx, Demolitionist")
    assert not g.is_legal("A: play Stalwart Poro")        # in the trash
    assert not g.is_legal("A: play Mega-Mech")            # in the main deck
    play(g, ["A: play Daring Poro"], [{"location": {"A:Daring Poro": "base"}}])


@pytest.mark.rules("419.4.b", "425.1.b", "812")
def test_a_countered_card_still_counts_as_played_for_legion():
    # A's Hextech Ray is countered by Defy; it was finalized, so Noxus Hopeful's Legion
    # discount applies: two runes pay for it (it costs 4 without Legion)
    run_case({"hand": ["Hextech Ray", "Noxus Hopeful"], "runes": R("fury", 4)},
             {"hand": ["Defy"], "runes": R("calm", 2)}, FIELDS,
             ["A: play Hextech Ray", "A: choose B:Shipyard Skulker@Bandle Tree", "A: pass",
              "B: play Defy", "B: choose A:Hextech Ray@chain", "B: pass", "A: pass",
              "A: play Noxus Hopeful"],
             [{"contains": {"A:trash": ["Hextech Ray"]}},
              {"damage": {"B:Shipyard Skulker": 0}},
              {"location": {"A:Noxus Hopeful": "base"}}])
    # (one of the four runes was recycled for Hextech Ray: three cannot pay the full 4)


# -- 422 Discard -----------------------------------------------------------------------------

@pytest.mark.rules("422.1", "422.1.a", "422.2.a", "422.5")
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


@pytest.mark.rules("422.4", "359.3.e.11")
def test_discard_more_than_the_hand_discards_what_there_is_then_goes_on():
    # Undercover Agent: "Deathknell - Discard 2, then draw 2." with one card in hand
    run_case({"hand": ["Rune Prison"], "deck": ["Gust", "Defy", "Rebuke"], "turn": BTURN},
             {"hand": ["Void Seeker"], "runes": R("fury", 4)},
             [bf("A", a=[{"card": "Undercover Agent", "damage": 1}]), {"card": "Back-Alley Bar"}],
             ["B: play Void Seeker", "B: choose A:Undercover Agent@Bandle Tree",
              "B: pass", "A: pass", "A: pass", "B: pass"],
             [{"location": {"A:Undercover Agent": "trash"}},
              {"contains": {"A:trash": ["Rune Prison"], "A:hand": ["Gust", "Defy"]}},
              {"count": {"A:hand": 2, "A:deck": 1}}])


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
