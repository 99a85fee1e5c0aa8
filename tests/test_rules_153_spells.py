"""Spells (rules 153-159): who controls and decides for a spell, resolving one whole before
what it sets off, and the timing keywords Action and Reaction."""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from tests.card_cases import BFS, BTURN, PP, R, bf, new_game, play


@pytest.mark.rules("153", "156", "191.2", "191.2.b", "191.2.a")
def test_the_player_who_plays_a_spell_controls_it_and_makes_its_choices():
    g = new_game({"hand": ["Mesmerize"], "runes": R("mind", 2)},
                 {"base": ["Vanguard Sergeant", "Pouty Poro"]},
                 [bf("A", a=["Daring Poro"]), BFS[1]])
    play(g, ["A: play Mesmerize"])
    st = g.state
    assert [(it.card, it.controller) for it in st.chain] == [("Mesmerize", "A")]
    assert st.pending.player == "A"               # A picks the mode (191.2.b) ...
    with pytest.raises(IllegalAction):
        g.act("B: mode 1")
    play(g, ["A: mode 2"])
    assert g.state.pending.kind == "choose" and g.state.pending.player == "A"   # ... targets
    with pytest.raises(IllegalAction):
        g.act("B: choose B:Vanguard Sergeant")
    play(g, ["A: choose B:Vanguard Sergeant", *PP],
         [{"might": {"B:Vanguard Sergeant": 2, "A:Daring Poro": 2}},
          {"contains": {"A:trash": ["Mesmerize"]}}])


@pytest.mark.rules("158.3", "158.3.a", "158.1")
def test_a_spell_finishes_resolving_before_the_trigger_it_set_off_goes_on_the_chain():
    """Falling Star kills Watchful Sentry with its first instruction; its second still
    deals its damage, and the spell is in the trash, before Sentry's death trigger is put
    on the chain; the trigger draws only once it resolves in turn."""
    g = new_game({"hand": ["Falling Star"], "runes": R("fury", 4), "base": ["Watchful Sentry"],
                  "deck": ["Gust"]}, {"base": ["Shipyard Skulker"]})
    play(g, ["A: play Falling Star", "A: choose A:Watchful Sentry",
             "A: choose B:Shipyard Skulker", *PP],
         [{"location": {"A:Watchful Sentry": "trash", "B:Shipyard Skulker": "trash"}},
          {"contains": {"A:trash": ["Falling Star"]}},
          {"chain": ["Watchful Sentry"]}, {"count": {"A:hand": 0}}])
    log = list(g.state.log)
    second_hit = max(i for i, ln in enumerate(log) if "Shipyard Skulker" in ln)
    trigger = next(i for i, ln in enumerate(log) if "Watchful Sentry trigger" in ln)
    assert second_hit < trigger, "\n".join(log)
    play(g, PP, [{"contains": {"A:hand": ["Gust"]}}, {"chain": []}])


def showdown_position():
    """A moved to an open battlefield: a showdown there, A has focus."""
    g = new_game({"hand": ["Hextech Ray", "Falling Star", "Defy"], "base": ["Daring Poro"],
                  "runes": R("fury", 4) + R("calm", 2)},
                 {"base": ["Vanguard Sergeant"]},
                 [bf(b=["Shipyard Skulker"], controller="B"), BFS[1]])
    play(g, ["A: move A:Daring Poro to Back-Alley Bar"], [{"showdown": "Back-Alley Bar"}])
    return g


@pytest.mark.rules("159", "159.1", "159.2", "159.2.a", "155")
def test_only_an_action_or_reaction_spell_may_be_played_in_a_showdown():
    g = showdown_position()
    play(g, [], [{"focus": "A"}, {"legal": "A: play Hextech Ray"},
                 {"illegal": "A: play Falling Star"}])
    # with the showdown over, the same spell without Action may be played again
    g2 = new_game({"hand": ["Falling Star"], "runes": R("fury", 4)},
                  {"base": ["Vanguard Sergeant"]})
    play(g2, [], [{"legal": "A: play Falling Star"}])


@pytest.mark.rules("159.2.b", "159.2")
def test_a_reaction_spell_may_be_played_while_the_chain_is_open_and_resolves_first():
    g = new_game({"turn": BTURN, "hand": ["Defy", "Falling Star"],
                  "runes": R("calm", 2) + R("fury", 4)},
                 {"hand": ["Hextech Ray"], "runes": R("fury", 2), "base": ["Pouty Poro"]},
                 [bf("A", a=["Daring Poro"]), BFS[1]])
    play(g, ["B: play Hextech Ray", "B: choose A:Daring Poro", "B: pass"],
         [{"priority": "A"}, {"illegal": "A: play Falling Star"}, {"legal": "A: play Defy"}])
    play(g, ["A: play Defy", "A: choose Hextech Ray", "A: pass", "B: pass"],
         [{"chain": []}, {"contains": {"B:trash": ["Hextech Ray"]}},
          {"damage": {"A:Daring Poro": 0}}])
