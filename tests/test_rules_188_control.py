"""Control (rules 188-192): of battlefields, established by units and kept while they stay;
of what a player plays, hides or creates; of abilities, whose controller decides for them."""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from tests.card_cases import BFS, BTURN, PP, R, bf, new_game, play


def controllers(g) -> list:
    return [b.controller for b in g.state.bfs]


@pytest.mark.rules("188", "190.2", "190.2.a", "190.2.b", "190.5", "190.3.b", "190.3.c",
                   "190.1")
def test_a_battlefield_is_controlled_by_one_player_or_no_one_and_stays_so():
    g = new_game({"base": ["Daring Poro"]}, {"deck": ["Gust", "Gust"]},
                 [bf("A", a=["Shipyard Skulker"]), BFS[1]])
    assert controllers(g) == ["A", None]
    # A moves to the open battlefield: it is contested and a showdown (not a combat) opens
    # there; control does not change while the showdown lasts
    play(g, ["A: move A:Daring Poro to Back-Alley Bar"], [{"showdown": "Back-Alley Bar"}])
    assert g.state.bfs[1].contested_by == "A" and g.state.combat is None
    assert controllers(g) == ["A", None]
    play(g, ["A: pass", "B: pass"], [{"showdown": "none"}])
    assert controllers(g) == ["A", "A"]
    # control is a constant state: it lasts through turns while A's units stay
    play(g, ["A: end"], [{"turn_player": "B"}])
    assert controllers(g) == ["A", "A"]


@pytest.mark.rules("190.3.c", "190.3.b")
def test_a_contested_battlefield_with_the_other_players_units_makes_a_combat():
    g = new_game({"base": ["Daring Poro"]}, {}, [bf("B", b=["Pouty Poro"]), BFS[1]])
    play(g, ["A: move A:Daring Poro to Bandle Tree"], [{"showdown": "Bandle Tree"}])
    assert g.state.combat is not None and g.state.bfs[0].controller == "B"


@pytest.mark.rules("190.6.b")
def test_an_uncontrolled_battlefields_trigger_is_the_turn_players_though_another_draws():
    """The Dreaming Tree: 'the first time a player chooses a friendly unit here with a spell
    each turn, that player draws 1'.  Uncontrolled, on B's turn, A's spell chooses A's unit
    there: the ability names no player who makes a choice (190.6.c does not apply), so the
    turn player B controls it; 'that player', A, draws."""
    g = new_game({"turn": BTURN, "hand": ["Mesmerize"], "runes": R("mind", 2),
                  "deck": ["Gust"]},
                 {"hand": ["Hextech Ray"], "runes": R("fury", 2), "deck": ["Cleave"]},
                 [bf(a=["Daring Poro"], card="The Dreaming Tree"), BFS[1]])
    play(g, ["B: play Hextech Ray", "B: pass", "A: play Mesmerize"])
    chain = [(it.card, it.controller) for it in g.state.chain]
    assert chain[-1] == ("The Dreaming Tree", "B"), chain
    while g.state.chain:
        g.act(f"{g.state.pending.player}: pass")
    play(g, [], [{"contains": {"A:hand": ["Gust"]}}, {"count": {"B:hand": 0, "B:deck": 1}}])


@pytest.mark.rules("191.1", "191.3", "191.3.a", "191.3.b", "191.3.c")
def test_the_player_who_plays_or_hides_a_card_controls_it_and_decides_for_it():
    g = new_game({"hand": ["Legion Rearguard", "Pakaa Cub"], "runes": R("fury", 6),
                  "base": ["Arena Kingpin", "Daring Poro"]},
                 {"base": ["Vanguard Sergeant"]}, [bf("A", a=["Shipyard Skulker"]), BFS[1]])
    play(g, ["A: play Legion Rearguard"])
    # 191.3.c: the decisions while it is played (Accelerate) are the player's
    assert g.state.pending.player == "A" and g.state.pending.kind == "yes_no"
    with pytest.raises(IllegalAction):
        g.act("B: yes")
    play(g, ["A: no", "A: to base", "A: hide Pakaa Cub at Bandle Tree"])
    st = g.state
    mine = [o for o in st.objs.values() if o.card in ("Legion Rearguard", "Pakaa Cub")]
    assert {(o.card, o.controller, o.zone) for o in mine} == {
        ("Legion Rearguard", "A", "base"), ("Pakaa Cub", "A", "facedown")}
    # 191.3.a-b: only A moves A's units (an inherent ability) or activates A's Kingpin (its
    # own ability); B, even holding priority, cannot
    play(g, ["A: activate A:Arena Kingpin", "A: choose A:Daring Poro", "A: pass"],
         [{"priority": "B"}])
    for line in ("B: activate A:Arena Kingpin", "B: move A:Daring Poro to Back-Alley Bar"):
        with pytest.raises(IllegalAction):
            g.act(line)


@pytest.mark.rules("191.4", "191.4.a", "191.4.c", "191.4.d", "191.4.e")
def test_an_abilitys_controller_chooses_its_mode_and_targets_and_pays_its_cost():
    g = new_game({"base": [{"card": "Udyr, Wildman", "buff": True}]},
                 {"base": ["Vanguard Sergeant", "Pouty Poro"]},
                 [bf("B", b=["Shipyard Skulker", "Daring Poro"]), BFS[1]])
    play(g, ["A: activate A:Udyr, Wildman"])
    st = g.state
    assert st.chain[-1].controller == "A" and st.pending.player == "A"
    assert st.pending.kind == "mode"
    with pytest.raises(IllegalAction):
        g.act("B: mode 1")
    play(g, ["A: mode 1"])
    assert g.state.pending.player == "A" and g.state.pending.kind == "choose"
    with pytest.raises(IllegalAction):
        g.act("B: choose B:Daring Poro")
    play(g, ["A: choose B:Daring Poro", *PP],
         [{"buffed": {"A:Udyr, Wildman": False}},        # A paid: Udyr's buff is spent
          {"damage": {"B:Shipyard Skulker": 0}}, {"location": {"B:Daring Poro": "trash"}}])
