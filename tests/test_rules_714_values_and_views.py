"""What the card language refuses and what each player sees: Bonus Damage is never negative
(714.1-714.2), each player's XP is shown to both (729.1), and the Reaction a facedown card
has is known only to its owner (811.6.a)."""

from __future__ import annotations

import pytest
from card_cases import PP, R, bf, new_game, play

from riftbound_tui.cards.loader import parse_cards
from riftbound_tui.engine.view import HIDDEN
from riftbound_tui.scenario import _obj
from riftbound_tui.tui.model import player_model

NEGATIVE = """
set: TST
cards:
  - name: Dampening Totem
    type: unit
    cost: {energy: 1}
    might: 1
    abilities:
      - {passive: bonus_damage, value: -1}
  - name: Dampening Field
    type: battlefield
    abilities:
      - {passive: bonus_damage_here, value: -2}
"""


@pytest.mark.rules("714.1", "714.2")
def test_a_bonus_damage_below_zero_is_refused_by_the_card_language():
    """Bonus Damage only adds damage (714.1): a card whose Bonus Damage would take damage
    away is refused with where and why, so no sum of Bonus Damage can fall below 0 (714.2)."""
    cards, errors = parse_cards(NEGATIVE, "negative.yaml")
    assert cards == []
    assert len(errors) == 2
    assert all("must be at least 0" in str(e) for e in errors)
    assert "Dampening Totem" in str(errors[0]) and "Dampening Field" in str(errors[1])


@pytest.mark.rules("729.1", "729.2")
def test_both_players_xp_is_shown_to_each_player():
    g = new_game({"xp": 7}, {"xp": 2})
    for viewer in ("A", "B"):
        view = g.view(viewer)
        assert (view.players["A"].xp, view.players["B"].xp) == (7, 2)
        db = g.engine.db
        assert "XP 7" in player_model(db, view, "A", viewer == "A").stats()
        assert "XP 2" in player_model(db, view, "B", viewer == "B").stats()


@pytest.mark.rules("811.6", "811.6.a")
def test_the_reaction_of_a_facedown_card_is_its_owners_knowledge_alone():
    """On B's turn, with B's Hextech Ray on the chain (a closed state), A may play the
    facedown Pakaa Cub (Reaction while facedown, 811.6); B's view shows no card there, so
    B cannot tell that A holds a Reaction, while A's view names it."""
    g = new_game({"turn": {"player": "B", "number": 4, "phase": "main"}},
                 {"hand": ["Hextech Ray"], "runes": R("fury", 2), "deck": ["Mountain Drake"]},
                 [{**bf("A", a=["Shipyard Skulker"]), "facedown": {"A": "Pakaa Cub"}},
                  {"card": "Back-Alley Bar"}])
    play(g, ["B: play Hextech Ray", "B: choose A:Shipyard Skulker", "B: pass"],
         [{"priority": "A"}, {"legal": "A: play A:Pakaa Cub@facedown"}])
    cub = _obj(g, "A:Pakaa Cub@facedown")
    assert g.view("A").objs[cub].card == "Pakaa Cub"
    assert g.view("B").objs[cub].card == HIDDEN
    assert not any("Pakaa Cub" in line for line in g.view("B").log)
    play(g, ["A: play A:Pakaa Cub@facedown", *PP[::-1]],
         [{"location": {"A:Pakaa Cub": "Bandle Tree"}}])
