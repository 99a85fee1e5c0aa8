"""Flow (829), the Shadow Clone token and the Zed precon's Vendetta cards that use them.

Flow: "Flow [Cost] (You may play this from your trash for its Flow cost. Then banish it.)"
A spell in its owner's trash may be played for its Flow cost (829.1.b, 829.1.c.1), at the
same timing as from hand (829.1.b.2); once finalized, it is banished instead of leaving
the chain any other way (829.1.b.1).  Positions are in the shapes of spec/SCENARIO.md.
"""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.scenario import _play_line, check, start

BFS = [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]
PP = ["A: pass", "B: pass"]          # both pass: the top chain item resolves


def _game(a: dict, b: dict | None = None, bfs=None):
    a = dict(a)
    turn = a.pop("turn", None)
    sc = {"name": "case", "players": {"A": {"deck": [], **a},
                                      "B": {"deck": ["Mountain Drake"], **(b or {})}},
          "battlefields": bfs or BFS}
    if turn:
        sc["turn"] = turn
    return start(sc)


def _run(game, script, expect=()):
    for n, line in enumerate(script, 1):
        _play_line(game, line, n)
    for exp in expect:
        msg = check(game, exp)
        assert msg is None, f"{exp}: {msg}\n" + "\n".join(game.log[-30:])
    return game


def _zone(game, player: str, zone: str) -> list[str]:
    st = game.state
    return [st.objs[i].card for i in st.players[player].zones[zone]]


def _refused(game, line: str, match: str):
    before = game.state
    with pytest.raises(IllegalAction, match=match):
        game.act(line)
    assert game.state is before


# -- Flow (829) ----------------------------------------------------------------------------

@pytest.mark.rules("829.1.b", "829.1.c.1", "829.1.b.1")
def test_twilight_step_is_played_from_the_trash_for_its_flow_cost_then_banished():
    game = _game({"trash": ["Twilight Step"], "base": ["Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 5},
                 bfs=[{"card": "Bandle Tree", "controller": "A"}, {"card": "Back-Alley Bar"}])
    assert "A: play Twilight Step" in game.legal()
    _run(game, ["A: play Twilight Step", "A: choose A:Stalwart Poro@base",
                "A: to Bandle Tree", *PP],
         [{"location": {"A:Stalwart Poro": "Bandle Tree"}},
          {"contains": {"A:banishment": ["Twilight Step"]}}, {"count": {"A:trash": 0}}])
    # the Flow cost, 4 energy and 1 Chaos power, not the printed 2 + 1: four runes
    # exhausted, one of them then recycled for the power
    runes = game.state.players["A"].zones["runes"]
    assert len(runes) == 4
    assert sum(game.state.objs[r].exhausted for r in runes) == 3
    assert any("(829.1.b.1)" in line for line in game.log)


@pytest.mark.rules("829.1.c.1")
def test_flow_cost_must_be_paid_the_printed_cost_is_not_enough():
    game = _game({"trash": ["Twilight Step"], "base": ["Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 3})     # pays 2 + 1 (hand), not 4 + 1 (Flow)
    assert not any("Twilight Step" in line for line in game.legal())
    _refused(game, "A: play Twilight Step", "cannot pay 4 energy and 1 chaos power")


@pytest.mark.rules("829.1.b")
def test_only_a_spell_with_flow_is_played_from_the_trash():
    game = _game({"trash": ["Void Seeker"], "runes": ["Fury Rune"] * 6},
                 b={"base": ["Stalwart Poro"]})
    _refused(game, "A: play Void Seeker", "no Flow")


@pytest.mark.rules("829.1.b")
def test_a_flow_spell_in_an_opponents_trash_is_not_yours_to_play():
    game = _game({"base": ["Stalwart Poro"], "runes": ["Chaos Rune"] * 5},
                 b={"trash": ["Twilight Step"]})
    assert not any("Twilight Step" in line for line in game.legal())
    _refused(game, "A: play Twilight Step", "Twilight Step")


@pytest.mark.rules("829.1.b.2", "308.1.a")
def test_flow_does_not_change_when_a_spell_may_be_played():
    # Twilight Step has no Action: not in a showdown, from the trash either (829.1.b.2)
    game = _game({"trash": ["Twilight Step"], "base": ["Stalwart Poro", "Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 5},
                 bfs=[{"card": "Bandle Tree", "controller": "B",
                       "units": {"B": ["Vanguard Sergeant"]}}, {"card": "Back-Alley Bar"}])
    assert "A: play Twilight Step" in game.legal()
    _run(game, ["A: move A:Stalwart Poro@base#1 to Bandle Tree"],
         [{"showdown": "Bandle Tree"}, {"focus": "A"}])
    assert not any("Twilight Step" in line for line in game.legal())
    _refused(game, "A: play Twilight Step", r"308\.1\.a")


@pytest.mark.rules("829.1.b")
def test_a_flow_copy_in_the_trash_beside_one_in_hand_is_named_by_its_place():
    game = _game({"hand": ["Twilight Step"], "trash": ["Twilight Step"],
                  "base": ["Stalwart Poro"], "runes": ["Chaos Rune"] * 5})
    legal = game.legal()
    assert "A: play A:Twilight Step@trash" in legal
    assert "A: play A:Twilight Step@hand" in legal
    assert "A: play Twilight Step" not in legal
    _refused(game, "A: play Twilight Step", "several")
    _run(game, ["A: play A:Twilight Step@trash"])
    assert "A: play A:Twilight Step@trash" in game.log
    assert _zone(game, "A", "hand") == ["Twilight Step"]


@pytest.mark.rules("829.1.b.1", "425.1")
def test_a_countered_flow_spell_is_banished_not_trashed():
    from riftbound_tui.engine.state import ChainItem
    game = _game({"trash": ["Twilight Step"], "base": ["Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 5})
    _run(game, ["A: play Twilight Step", "A: choose A:Stalwart Poro@base",
                "A: to Bandle Tree"])
    st = game.state
    it = st.chain[-1]
    assert isinstance(it, ChainItem) and it.flow and not it.pending
    game.engine.counter(st, it.source, "test")
    assert _zone(game, "A", "banishment") == ["Twilight Step"]
    assert _zone(game, "A", "trash") == []


@pytest.mark.rules("829.1.b.1")
def test_a_spell_played_from_hand_still_goes_to_the_trash():
    game = _game({"hand": ["Twilight Step"], "base": ["Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 3},
                 bfs=[{"card": "Bandle Tree", "controller": "A"}, {"card": "Back-Alley Bar"}])
    _run(game, ["A: play Twilight Step", "A: choose A:Stalwart Poro@base",
                "A: to Bandle Tree", *PP],
         [{"contains": {"A:trash": ["Twilight Step"]}}, {"count": {"A:banishment": 0}}])


@pytest.mark.rules("829.1.b")
def test_perfect_execution_from_the_trash_readies_a_unit_and_gives_assault_3():
    game = _game({"trash": ["Perfect Execution"], "runes": ["Fury Rune"] * 4,
                  "base": [{"card": "Stalwart Poro", "exhausted": True}]})
    _run(game, ["A: play Perfect Execution", *PP],
         [{"exhausted": {"A:Stalwart Poro": False}},
          {"keywords": {"A:Stalwart Poro": ["assault 3"]}},
          {"contains": {"A:banishment": ["Perfect Execution"]}}])


@pytest.mark.rules("829.1.b", "440")
def test_death_mark_burns_3_and_plays_a_shadow_clone_then_flows_back():
    game = _game({"hand": ["Death Mark"], "deck": ["Stalwart Poro"] * 8,
                  "runes": ["Fury Rune"] * 3 + ["Chaos Rune"] * 3})
    _run(game, ["A: play Death Mark", *PP])
    _run(game, [], [{"count": {"A:trash": 4, "A:deck": 5}},
                    {"contains": {"A:base": ["Shadow Clone"]}}])
    assert "A: play Death Mark" in game.legal()    # from the trash: 1 energy, 2 of any power
    _run(game, ["A: play Death Mark", *PP],
         [{"count": {"A:trash": 6, "A:deck": 2}},
          {"contains": {"A:banishment": ["Death Mark"]}}])
    assert _zone(game, "A", "base").count("Shadow Clone") == 2


def test_the_reference_reader_sees_flow_and_its_cost_at_the_end_of_the_text():
    from riftbound_tui.cards.reference import leading_keywords
    text = "Move a unit.\n[Flow] [4][Chaos] (You may play this from your trash ...)"
    assert leading_keywords(text) == (("flow", None),)
    assert leading_keywords("Move a unit.\n[Flow] (no cost)") == ()
