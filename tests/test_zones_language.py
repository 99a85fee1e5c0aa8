"""The hidden-zone part of the card language is checked as it loads (cards/zones_check.py):
each mistake is reported with its file and line, and nothing half-read is kept."""

from __future__ import annotations

import pytest

from riftbound_tui.cards.errors import CardDataErrors
from riftbound_tui.cards.loader import load_cards_text

HEAD = 'set: OGN\ncards:\n  - name: X\n    number: "1"\n    type: spell\n    effects:\n'


def _errors(effect: str) -> str:
    with pytest.raises(CardDataErrors) as e:
        load_cards_text(HEAD + f"      - {effect}\n", "t.yaml")
    return str(e.value)


@pytest.mark.parametrize("effect, words", [
    ("{op: look, amount: 3, until: unit}", "takes one of `amount`"),
    ("{op: look}", "takes one of `amount`"),
    ("{op: look, amount: 2, zone: deck}", "is not one of: hand"),
    ("{op: to_hand, target: {choose: card, at: looked}}", "write `pick:` instead of `choose:`"),
    ("{op: recycle, target: {all: unit, not_type: spell}}", "test cards off the board"),
    ("{op: play, target: {pick: unit, at: trash}, ignore: cost, reduce: 2}",
     "one of ignore, reduce or pay"),
    ("{op: play, target: {pick: unit, at: trash}, ignore: power}", "is not one of: cost, energy"),
    ("{op: play, target: {pick: unit, at: trash}, dest: moon}", '"moon" is not one of: base'),
    ("{op: discard, amount: 1, target: {pick: card, at: hand}}", "one of them"),
    ("{op: order, target: {all: card, at: trash}}", "its target is `at: looked`"),
    ("{op: banish, target: {pick: player, at: trash}}", "a `pick` picks one of"),
])
def test_a_mistake_is_reported_with_its_line(effect, words):
    text = _errors(effect)
    assert "t.yaml:7" in text and words in text, text


def test_a_recycle_cost_is_a_positive_number():
    bad = HEAD.replace("type: spell\n    effects:\n", "type: gear\n    abilities:\n")
    with pytest.raises(CardDataErrors) as e:
        load_cards_text(bad + "      - cost: {recycle: 0}\n        effects: [{op: draw, "
                              "amount: 1}]\n", "t.yaml")
    assert "recycle" in str(e.value) and "at least 1" in str(e.value)


def test_good_zone_instructions_load():
    cards = load_cards_text(HEAD + "      - {op: look, amount: 3}\n"
                                   "      - {op: to_hand, target: {pick: card, at: looked}}\n"
                                   "      - {op: recycle, target: {all: card, at: looked}}\n",
                            "t.yaml")
    ops = [e.op for e in cards[0].effects]
    assert ops == ["look", "to_hand", "recycle"]


@pytest.mark.rules("436.1", "416.1")
def test_a_card_recycled_after_a_look_stays_at_the_bottom():
    """The Candlelit Sanctum: look at the top 2, recycle any, put the rest back in any
    order.  A card recycled to the bottom is no longer among those put back on top (it
    was offered to the order prompt, and naming it put it back on top)."""
    from card_cases import PP, bf, run_case
    game = run_case({"base": ["Daring Poro"], "deck": ["Gust", "Defy", "Rebuke"]}, {},
                    [bf(card="The Candlelit Sanctum"), bf(card="Back-Alley Bar")],
                    ["A: move A:Daring Poro to The Candlelit Sanctum", *PP, *PP, "A: choose Gust"],
                    [])
    st = game.state
    assert [st.objs[i].card for i in st.players["A"].zones["deck"]] == ["Defy", "Rebuke", "Gust"]
    assert game.pending.kind == "priority"        # Defy alone: nothing to order
