"""The zones of the play area and who may see what in them (rules 106-109, 128-130): a
position with a card in every zone, read through each player's view (engine/view.py).
The oracle for what a player may not see is the other player's secret: the same position
with a different secret must read the same to them."""

from __future__ import annotations

import copy

import pytest

from riftbound_tui.engine.view import HIDDEN
from riftbound_tui.scenario import start
from tests.card_cases import PP, R, play

EVERY_ZONE = {
    "name": "every zone",
    "players": {
        "A": {"legend": "Annie, Dark Child (Starter)", "champion": "Annie, Stubborn",
              "hand": ["Hextech Ray", "Void Seeker"], "deck": ["Pouty Poro", "Cleave"],
              "trash": ["Falling Star", "Incinerate"], "banishment": ["Defy"],
              "runes": R("fury", 4), "rune_deck": ["Chaos Rune", "Fury Rune"],
              "base": [{"card": "Vanguard Sergeant", "exhausted": True, "damage": 1,
                        "buff": True}, "Pakaa Cub", "The Syren"]},
        "B": {"legend": "Master Yi, Wuju Bladesman (Starter)", "hand": ["Cleave"],
              "deck": ["Magma Wurm", "Mountain Drake"], "runes": R("calm", 2),
              "rune_deck": ["Calm Rune", "Body Rune"]},
    },
    "battlefields": [{"card": "Bandle Tree", "controller": "A",
                      "units": {"A": ["Shipyard Skulker"]}, "facedown": {"A": "Smoke Screen"}},
                     {"card": "Back-Alley Bar", "units": {"B": ["Daring Poro"]}}],
}


def game(changes=None):
    """The position, with some of A's zones holding other cards: {zone: cards}."""
    sc = copy.deepcopy(EVERY_ZONE)
    for zone, cards in (changes or {}).items():
        sc["players"]["A"][zone] = cards
    return start(sc)


def seen(view, player, zone) -> list[str]:
    return [view.objs[i].card for i in view.players[player].zones[zone]]


@pytest.mark.rules("107.1", "107.1.a", "107.1.c", "107.1.d", "107.2.c", "109", "109.1",
                   "109.2", "108.2.d", "108.6.e", "108.3.e", "107.4.c", "108.7.c", "108.7.e",
                   "128.2", "128.2.a", "128.5", "130.5", "130.6", "129.3", "108.5.d",
                   "141.1.a", "148.1.a")
def test_what_the_other_player_sees_of_each_zone():
    g = game()
    st = g.state
    v = g.view("B")
    # public (128.5, 130.6): bases with their permanents and runes (107.1.d), legend (107.4.c),
    # champion zone (108.3.e), trash (108.2.d), banishment (108.6.e), battlefields (107.2.c)
    for zone in ("base", "runes", "legend", "champion", "trash", "banishment"):
        assert seen(v, "A", zone) == [st.objs[i].card for i in st.players["A"].zones[zone]]
        assert HIDDEN not in seen(v, "A", zone), zone
    assert [v.objs[i].card for i in v.bfs[0].units] == ["Shipyard Skulker"]
    # 107.1.a, 107.1.c: each player has a base; what A controls sits in A's
    assert seen(v, "A", "base") == ["Vanguard Sergeant", "Pakaa Cub", "The Syren"]
    assert seen(v, "B", "base") == [] and len(seen(v, "B", "runes")) == 2
    # 109.2: the state of objects on the board is public too
    sergeant = v.objs[v.players["A"].zones["base"][0]]
    assert (sergeant.exhausted, sergeant.damage, sergeant.buffs) == (True, 1, 1)
    # private (108.7.c, 129.3): B sees how many cards A holds (108.7.e), not which
    assert seen(v, "A", "hand") == [HIDDEN, HIDDEN]
    # secret (108.4.d, 108.5.d): neither deck's faces, A's own included, are shown
    assert set(seen(v, "A", "rune_deck")) == {HIDDEN} and set(seen(v, "B", "deck")) == {HIDDEN}
    assert set(g.view("A").players["A"].zones["rune_deck"]) == set(st.players["A"].zones[
        "rune_deck"]) and set(seen(g.view("A"), "A", "deck")) == {HIDDEN}
    # the oracle: another hand, another deck order, another rune order read the same to B
    other = game({"hand": ["Cleave", "Falling Star"], "deck": ["Cleave", "Pouty Poro"],
                  "rune_deck": ["Fury Rune", "Chaos Rune"]})
    w = other.view("B")
    for zone in ("hand", "deck", "rune_deck"):
        assert seen(w, "A", zone) == seen(v, "A", zone)
        assert w.players["A"].zones[zone] == v.players["A"].zones[zone], zone


@pytest.mark.rules("107.3.f", "107.3.e", "128.2.a", "129.1", "129.4", "130.1", "130.2",
                   "130.3")
def test_a_facedown_card_is_private_in_a_public_zone():
    g = game()
    st = g.state
    fd = st.players["A"].zones["facedown"]
    assert [st.objs[i].card for i in fd] == ["Smoke Screen"]
    # 107.3.f: the zone is public: B knows a card is there and where, not what it is
    b = g.view("B")
    assert b.players["A"].zones["facedown"] == fd
    assert b.objs[fd[0]].card == HIDDEN and b.objs[fd[0]].bf == 0
    assert g.view("A").objs[fd[0]].card == "Smoke Screen"     # its controller sees its face
    # 107.3.e: a facedown zone is not a location: the card there is not at the battlefield
    assert fd[0] not in st.bfs[0].units
    other = game()
    other.state.objs[fd[0]] = other.state.objs[fd[0]].but(card="Cleave")
    assert other.view("B").objs[fd[0]] == b.objs[fd[0]]


@pytest.mark.rules("108.1.a", "108.1.b", "157", "108.2.b", "130.4")
def test_a_spell_on_the_chain_is_public_then_goes_to_its_owners_trash():
    g = game()
    g.act("A: play Hextech Ray")
    g.act("A: choose B:Daring Poro")
    st = g.state
    assert [it.card for it in st.chain] == ["Hextech Ray"]
    # 108.1.b: B sees the card on the chain, face up (130.4)
    assert [it.card for it in g.view("B").chain] == ["Hextech Ray"]
    assert seen(g.view("B"), "A", "hand") == [HIDDEN]
    play(g, PP, [{"chain": []}, {"contains": {"A:trash": ["Hextech Ray"]}},
                 {"location": {"B:Daring Poro": "trash"}}])


@pytest.mark.rules("108.7.b", "108.7.a", "108.4.c")
def test_a_drawn_card_goes_from_the_top_of_the_deck_to_its_owners_hand():
    g = start({"name": "draw", "players": {
        "A": {"hand": ["Void Seeker"], "runes": R("fury", 4), "deck": ["Cleave", "Pouty Poro"]},
        "B": {"deck": ["Magma Wurm"]}},
        "battlefields": [{"card": "Bandle Tree", "units": {"B": ["Daring Poro"]}},
                         {"card": "Back-Alley Bar"}]})
    play(g, ["A: play Void Seeker", "A: choose B:Daring Poro", *PP],
         [{"contains": {"A:hand": ["Cleave"]}}, {"top": {"A:deck": ["Pouty Poro"]}},
          {"count": {"B:hand": 0, "B:deck": 1}}])


@pytest.mark.rules("108.2.c", "108.7.d")
def test_trash_and_hand_are_unordered_for_the_rules():
    """What a player may do with a card in these zones does not hang on its place there:
    the same cards in another order give the same lines (a Flow spell played from the
    trash, spells from the hand)."""
    def lines(trash, hand):
        return sorted(start({"name": "order", "players": {
            "A": {"trash": trash, "hand": hand, "base": ["Stalwart Poro"],
                  "runes": R("chaos", 5) + R("fury", 2)},
            "B": {"deck": ["Magma Wurm"], "base": ["Pouty Poro"]}},
            "battlefields": [{"card": "Bandle Tree", "controller": "A"},
                             {"card": "Back-Alley Bar"}]}).legal())
    first = lines(["Twilight Step", "Falling Star"], ["Hextech Ray", "Falling Star"])
    assert "A: play Twilight Step" in first and "A: play Falling Star" in first
    assert lines(["Falling Star", "Twilight Step"], ["Falling Star", "Hextech Ray"]) == first
