"""Game objects (rules 119-124) and where cards are (128.1): every object is in exactly one
place at every moment, and statuses belong to one object; the Chosen Champion played from
its zone (108.3.d); a legend's triggered ability (174.7)."""

from __future__ import annotations

import pytest

from riftbound_tui.engine.state import PLAYER_ZONES
from tests.card_cases import BFS, PP, R, bf, new_game, play


def places(st, oid) -> list[str]:
    """Every place that lists object `oid`: a player's zone, a battlefield, the chain."""
    out = [f"{p}:{z}" for p in st.order for z in PLAYER_ZONES
           if oid in st.players[p].zones[z]]
    out += [f"bf{k}" for k, b in enumerate(st.bfs) if oid in b.units]
    out += [f"bf{k} itself" for k, b in enumerate(st.bfs) if oid == b.obj]
    out += ["chain" for it in st.chain if it.kind == "card" and it.source == oid]
    return out


def each_in_one_place(g) -> None:
    st = g.state
    for oid, o in st.objs.items():
        assert len(places(st, oid)) == 1, (o, places(st, oid))


@pytest.mark.rules("119", "123", "128.1")
def test_every_game_object_is_in_exactly_one_place_as_play_goes_on():
    g = new_game({"legend": "Annie, Dark Child (Starter)", "champion": "Annie, Stubborn",
                  "hand": ["Hextech Ray", "Sprite Call"], "runes": R("fury", 2) + R("mind", 3),
                  "deck": ["Cleave"], "trash": ["Falling Star"], "rune_deck": ["Fury Rune"]},
                 {"base": ["Vanguard Sergeant"]},
                 [bf("B", b=["Shipyard Skulker"]), bf("A", a=["Daring Poro"],
                                                       card="Back-Alley Bar")])
    each_in_one_place(g)                      # legends, battlefields, runes, cards alike
    play(g, ["A: play Hextech Ray", "A: choose B:Shipyard Skulker"])
    each_in_one_place(g)                      # the card on the chain is there only
    play(g, PP + ["A: play Sprite Call", "A: to base", *PP])
    each_in_one_place(g)                      # the killed unit, the spells, the new token
    st = g.state
    assert {"Hextech Ray", "Sprite Call", "Sprite"} <= {o.card for o in st.objs.values()}


@pytest.mark.rules("124.2")
def test_attacking_and_defending_are_statuses_of_the_units_in_the_combat_only():
    g = new_game({"base": ["Daring Poro", "Pouty Poro"]}, {},
                 [bf("B", b=["Pouty Poro", "Shipyard Skulker"]), BFS[1]])
    play(g, ["A: move A:Daring Poro to Bandle Tree"])
    st = g.state
    status = {(o.controller, o.card): o.designation for o in st.objs.values()
              if o.card in ("Daring Poro", "Pouty Poro", "Shipyard Skulker")}
    assert status == {("A", "Daring Poro"): "attacker", ("A", "Pouty Poro"): None,
                      ("B", "Pouty Poro"): "defender", ("B", "Shipyard Skulker"): "defender"}
    while g.state.combat is not None:         # to the end of the combat
        g.act(g.legal()[0])
    assert not [o for o in g.state.objs.values() if o.designation]


@pytest.mark.rules("108.3.d", "112")
def test_the_chosen_champion_is_played_from_the_champion_zone_as_any_card():
    g = new_game({"champion": "Annie, Stubborn", "runes": R("chaos", 5)})
    play(g, ["A: play Annie, Stubborn"],
         [{"location": {"A:Annie, Stubborn": "base"}}, {"count": {"A:champion": 0}},
          {"exhausted": {"A:Annie, Stubborn": True}}, {"count": {"A:runes": 4}}])
    poor = new_game({"champion": "Annie, Stubborn", "runes": R("chaos", 3)})
    play(poor, [], [{"illegal": "A: play Annie, Stubborn"}])     # its cost is paid in full


@pytest.mark.rules("174.7")
def test_a_legends_triggered_ability_works_from_the_legend_zone():
    """Annie, Dark Child: 'At the end of your turn, ready up to 2 friendly runes.'"""
    spent = [{"card": "Fury Rune", "exhausted": True}] * 3
    g = new_game({"legend": "Annie, Dark Child (Starter)", "runes": spent})
    play(g, ["A: end", "A: choose A:Fury Rune@runes#1, A:Fury Rune@runes#3", *PP],
         [{"turn_player": "B"}])
    st = g.state
    ready = [i for i in st.players["A"].zones["runes"] if not st.objs[i].exhausted]
    assert len(ready) == 2, "\n".join(st.log)
