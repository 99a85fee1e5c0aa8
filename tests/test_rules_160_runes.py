"""Runes, the rune pool, and what is not a permanent (rules 160-175): runes, legends and
battlefields stay on the board without being permanents, and are never played; the pool
is what pays."""

from __future__ import annotations

import pytest

from tests.card_cases import BFS, R, bf, new_game, play


@pytest.mark.rules("161.1", "161.1.a", "171", "175", "133.4.a", "133.5.a")
def test_runes_legends_and_battlefields_are_not_permanents():
    """Malzahar's cost kills 'another friendly permanent': of what A controls it offers the
    unit and the gear, never a rune, A's legend or the battlefield A controls."""
    g = new_game({"legend": "Annie, Dark Child (Starter)", "runes": R("fury", 3),
                  "base": ["Malzahar, Fanatic", "The Syren"]}, {},
                 [bf("A", a=["Daring Poro"]), BFS[1]])
    play(g, ["A: activate A:Malzahar, Fanatic"])
    st = g.state
    assert {st.objs[i].card for i in st.pending.options} == {"Daring Poro", "The Syren"}
    # with no unit or gear beside him, the cost cannot be paid at all
    g = new_game({"legend": "Annie, Dark Child (Starter)", "runes": R("fury", 3),
                  "base": ["Malzahar, Fanatic"]}, {},
                 [bf("A", a=[]), BFS[1]])
    play(g, [], [{"illegal": "A: activate A:Malzahar, Fanatic"}])


@pytest.mark.rules("133.5.a", "133.6.a", "133.6.b", "170.2", "170.2.a", "174.2", "174.2.a",
                   "170.4", "174.4", "107.4.b", "107.4.d", "170.3", "174.3")
def test_runes_legends_and_battlefields_are_never_played_moved_or_killed():
    g = new_game({"legend": "Annie, Dark Child (Starter)", "runes": R("fury", 6),
                  "hand": ["Falling Star", "Hextech Ray"], "base": ["Daring Poro"]}, {},
                 [bf("A", a=["Shipyard Skulker"]), BFS[1]])
    legal = g.legal()
    for name in ("Annie, Dark Child", "Fury Rune", "Bandle Tree", "Back-Alley Bar"):
        assert not any(ln.startswith(f"A: play {name}") for ln in legal), (name, legal)
        assert not any(ln.startswith(f"A: move {name}") or ln.startswith(f"A: move A:{name}")
                       for ln in legal), (name, legal)
    # only the units may be moved; the legend is at no location to move from (107.4.b)
    moves = [ln for ln in legal if ln.startswith("A: move ")]
    assert moves and all("Daring Poro" in ln or "Shipyard Skulker" in ln for ln in moves)
    # a spell that deals damage to 'a unit' offers neither the legend nor a battlefield
    play(g, ["A: play Falling Star"])
    st = g.state
    assert {st.objs[i].card for i in st.pending.options} == {"Daring Poro", "Shipyard Skulker"}
    # the legend and the battlefields are where they were, as the game began
    play(g, [], [{"count": {"A:legend": 1}}, {"controller": {"Bandle Tree": "A"}}])


@pytest.mark.rules("166.2", "166.1", "165")
def test_only_energy_and_power_in_the_pool_pay_a_cost():
    """With payment by hand, a player must add energy and power to the pool first: exhausted
    runes give nothing; a pool that holds enough pays with no rune at all."""
    spent = new_game({"hand": ["Hextech Ray"],
                      "runes": [{"card": "Fury Rune", "exhausted": True}] * 2},
                     {}, [bf(b=["Shipyard Skulker"]), BFS[1]])
    spent.state.manual_payment = True
    play(spent, [], [{"illegal": "A: play Hextech Ray"}])
    full = new_game({"hand": ["Hextech Ray"], "pool": {"energy": 1, "power": {"fury": 1}}},
                    {}, [bf(b=["Shipyard Skulker"]), BFS[1]])
    full.state.manual_payment = True
    play(full, ["A: play Hextech Ray", "A: pass", "B: pass"],
         [{"pool": {"A": {"energy": 0}}}, {"location": {"B:Shipyard Skulker": "trash"}}])
