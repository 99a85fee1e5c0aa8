"""Setting up a Duel from two decks (rules 102-103, 110-118): where each part of a deck goes,
the shuffles, the turn order and the opening draw.  Real decks (the shipped legal test decks)
laid out through Game.from_setup, as the new game screen does."""

from __future__ import annotations

import pytest

from riftbound_tui.decks import fixed
from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.engine.errors import IllegalAction, SetupError
from riftbound_tui.engine.game import Game, default_engine

_ENGINE = default_engine()


def laid_out(seed: int = 3) -> Game:
    """Both decks laid out, before the choice of who goes first."""
    return Game.from_setup(duel_setup(fixed.FURY_CHAOS, fixed.CALM_BODY), seed, _ENGINE)


def names(g: Game, player: str, zone: str) -> list[str]:
    st = g.state
    return [st.objs[i].card for i in st.players[player].zones[zone]]


def decks() -> dict:
    return {"A": fixed.FURY_CHAOS, "B": fixed.CALM_BODY}


@pytest.mark.rules("110", "102", "103.1.a", "111", "112", "108.3.a", "108.3.b", "107.4.a",
                   "108.4.a", "108.4.b", "108.4.c", "108.5.a", "108.5.b", "108.5.c",
                   "114", "114.1", "114.2", "133.4", "133.5", "133.6", "172",
                   "170.1", "170.2.b", "174.1", "174.2.b")
def test_each_part_of_a_deck_starts_in_its_own_players_zone():
    g = laid_out()
    st = g.state
    for p, deck in decks().items():
        # 111, 103.1.a: the Champion Legend in the Legend Zone; 112, 108.3.b: the Chosen
        # Champion in the Champion Zone (133.4: a Main Deck card that starts there)
        assert names(g, p, "legend") == [deck["legend"]]
        assert names(g, p, "champion") == [deck["champion"]]
        # 114.1, 108.4.b-c: the rest of the Main Deck, face down, in the Main Deck Zone
        assert sorted(names(g, p, "deck")) == sorted(deck["main"])
        # 114.2, 108.5.b-c, 133.5: the runes in the Rune Deck Zone, nowhere else
        assert sorted(names(g, p, "rune_deck")) == sorted(deck["runes"])
        for z in ("hand", "trash", "banishment", "runes", "base", "facedown"):
            assert names(g, p, z) == [], (p, z)
        # 102, 108.3.a, 108.4.a, 108.5.a: every card a player brought is theirs, in zones of
        # their own (each player has one of each zone)
        for z, ids in st.players[p].zones.items():
            assert all(st.objs[i].owner == p for i in ids), (p, z)
    # 133.6: battlefields start on the board, not in any deck: one of each player's in a Duel
    assert [st.objs[b.obj].owner for b in st.bfs] == ["A", "B"]
    for b, p in zip(st.bfs, "AB"):
        assert b.name in decks()[p]["battlefields"]
        assert b.name not in names(g, p, "deck")


@pytest.mark.rules("103.3.b", "114", "113", "113.1")
def test_main_and_rune_decks_are_shuffled_separately_by_the_seed():
    orders = {}
    for seed in range(1, 6):
        g = laid_out(seed)
        orders[seed] = (tuple(names(g, "A", "deck")), tuple(names(g, "A", "rune_deck")),
                        g.state.bfs[0].name)
        # 103.3.b: the rune deck holds only runes and the main deck none
        assert all(c.endswith("Rune") for c in names(g, "A", "rune_deck"))
        assert not any(c.endswith("Rune") for c in names(g, "A", "deck"))
    mains = {o[0] for o in orders.values()}
    runes = {o[1] for o in orders.values()}
    assert len(mains) > 1 and len(runes) > 1, "114: decks are shuffled (a seed changes them)"
    # the same seed, the same layout: one RNG in the state
    assert tuple(names(laid_out(2), "A", "deck")) == orders[2][0]
    # 113, 113.1: each player sets aside battlefields and the Duel (485.5) picks one of them
    assert {o[2] for o in orders.values()} <= set(fixed.FURY_CHAOS["battlefields"])


@pytest.mark.rules("113.1", "103.4.a")
def test_a_player_who_brings_no_battlefield_cannot_start_a_duel():
    bare = dict(fixed.FURY_CHAOS, battlefields=[])
    with pytest.raises(SetupError, match="no battlefield"):
        Game.from_setup(duel_setup(bare, fixed.CALM_BODY), 1, _ENGINE)


def to_first_turn(seed: int = 3, choice: str = "second") -> Game:
    g = laid_out(seed)
    g.act(g.legal()[["first", "second"].index(choice)])
    while g.pending.kind == "mulligan":
        g.act(f"{g.pending.player}: keep")
    return g


@pytest.mark.rules("115", "115.1.a", "115.1.c", "116", "115.2", "118")
def test_turn_order_first_player_opening_draw_and_the_turn_queue():
    g = laid_out()
    chooser = g.pending.player
    assert g.pending.kind == "first_second"           # 115.1.a: the winner of the draw picks
    with pytest.raises(IllegalAction):                # ... and only they
        g.act(f"{g.state.opponents(chooser)[0]}: first")
    g.act(f"{chooser}: second")
    other = g.state.opponents(chooser)[0]
    assert g.state.order == (other, chooser)          # the other player goes first
    # 116: each draws 4 before the mulligans
    assert len(names(g, "A", "hand")) == 4 and len(names(g, "B", "hand")) == 4
    assert len(names(g, "A", "deck")) == 35 and len(names(g, "B", "deck")) == 35
    while g.pending.kind == "mulligan":
        g.act(f"{g.pending.player}: keep")
    # 118: play begins with the First Player's turn
    st = g.state
    assert (st.turn_player, st.turn_number, st.phase) == (other, 1, "main")
    first_runes = len(names(g, other, "runes"))
    # 115.1.c: the turns loop: first, second, first, second ...
    seen = [st.turn_player]
    for _ in range(3):
        g.act(f"{g.state.turn_player}: end")
        while g.pending.kind != "priority" or g.state.chain:
            g.act(g.legal()[0])
        seen.append(g.state.turn_player)
        if len(seen) == 2:
            # 115.2, 485: the second player channels one rune more on their first turn
            assert len(names(g, chooser, "runes")) == first_runes + 1
    assert seen == [other, chooser, other, chooser]
