"""Checking legality as a card is played (358): a target that is not legal and a cost that
cannot be paid are refused, with the reason, and the game is left as it was (358.5); a card
that passes the checks stops being pending (359.1) and its choices stay made (355.15)."""

from __future__ import annotations

import pytest

from tests.card_cases import new_game
from tests.test_illegal_actions import accept, reject

A = {"hand": ["Hextech Ray", "Void Seeker"], "runes": ["Fury Rune", "Fury Rune"],
     "base": ["Vanguard Sergeant"], "deck": ["Mountain Drake"]}
BFS = [{"card": "Bandle Tree", "controller": "B", "units": {"B": ["Shipyard Skulker", "Daring Poro"]}},
       {"card": "Back-Alley Bar"}]


def game():
    return new_game(A, {"deck": ["Mountain Drake"]}, BFS)


@pytest.mark.rules("358.1", "358.5", "359.1", "329.2", "329.3", "355.15")
def test_an_illegal_target_is_refused_and_a_legal_one_finalizes_the_card():
    g = game()
    accept(g, "A: play Hextech Ray")
    assert [(it.card, it.pending) for it in g.state.chain] == [("Hextech Ray", True)]
    # "a unit at a battlefield": A's unit in base is not a legal target
    reject(g, "A: choose A:Vanguard Sergeant@base", "not a legal")
    assert g.state.chain[0].pending
    accept(g, "A: choose B:Shipyard Skulker@Bandle Tree")
    # 359.1: the card has passed its checks and is no longer pending
    assert [(it.card, it.pending) for it in g.state.chain] == [("Hextech Ray", False)]
    assert g.pending.kind == "priority" and g.pending.player == "A"
    # 355.15: the choice is made; nothing lets A change it now
    chosen = g.state.chain[0].targets
    reject(g, "A: choose B:Daring Poro@Bandle Tree", "choose")
    assert g.state.chain[0].targets == chosen


@pytest.mark.rules("358.2", "358.5")
def test_a_card_whose_cost_cannot_be_paid_is_refused_and_nothing_is_spent():
    g = game()
    # Void Seeker costs 3 energy and 1 Fury power; two Fury Runes cannot pay it
    reject(g, "A: play Void Seeker", "cannot pay")
    assert not g.state.chain
    assert not any(g.state.objs[r].exhausted for r in g.state.players["A"].zones["runes"])
