"""2v2: playing on a teammate's turn when invited (489.8.a, 316.5.b.1), with `P: invite Q`,
our notation's line for the invitation (README.md, CONTRIBUTING.md)."""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.scenario import start
from tests.card_cases import play


def _table(mode: str = "2v2"):
    seats = "ABCD" if mode != "ffa3" else "ABC"
    players = {p: {} for p in seats}
    players["A"] = {"base": ["Vanguard Sergeant"], "hand": ["Mobilize"],
                    "runes": ["Calm Rune"] * 2}
    players["C"] = {"hand": ["Mobilize", "Vanguard Sergeant"], "base": ["Shipyard Skulker"],
                    "runes": ["Calm Rune"] * 2, "rune_deck": ["Calm Rune"]}
    if "B" in players:
        players["B"] = dict(players["C"])
    bfs = [{"card": "Bandle Tree", "owner": "B"}, {"card": "Back-Alley Bar", "owner": "C"},
           {"card": "Black Flame Altar", "owner": seats[-1]}]
    return start({"name": "invite", "mode": mode, "players": players, "battlefields": bfs})


@pytest.mark.rules("489.8.a", "316.5.b", "316.5.b.1")
def test_only_a_teammate_is_invited_and_may_then_play_any_spell_but_no_unit():
    g = _table()
    legal = g.legal()
    assert "A: invite C" in legal and not any("invite B" in ln or "invite D" in ln
                                               for ln in legal)
    with pytest.raises(IllegalAction):
        g.act("A: invite B")                       # an opponent is not invited
    g.act("A: invite C")
    legal = g.legal()
    assert g.state.pending.player == "C"
    assert "C: play Mobilize" in legal and "C: pass" in legal
    assert not any("Vanguard Sergeant" in ln for ln in legal)     # a unit: not a spell
    assert not any(ln.startswith("C: move") for ln in legal)       # no standard move
    assert "C: end" not in legal


@pytest.mark.rules("489.8.a", "316.5.b")
def test_the_invited_player_passing_hands_priority_back_to_the_turn_player():
    g = _table()
    play(g, ["A: invite C", "C: pass"])
    assert g.state.pending.player == "A" and "A: end" in g.legal()
    with pytest.raises(IllegalAction):             # the invitation was declined: spent
        g.act("C: play Mobilize")
    assert "A: play Mobilize" in g.legal()


@pytest.mark.rules("489.8.a", "309.1.a")
def test_once_the_invited_spell_is_on_the_chain_only_reactions_follow():
    g = _table()
    play(g, ["A: invite C", "C: play Mobilize"])
    legal = g.legal()
    assert "C: pass" in legal and not any("invite" in ln for ln in legal)
    play(g, ["C: pass", "D: pass"])
    assert "A: play Mobilize" not in g.legal()      # A's own spell waits: no Reaction


@pytest.mark.rules("489.8.a", "316.5.b")
def test_no_invitation_without_teammates():
    g = _table("ffa3")
    assert not any("invite" in ln for ln in g.legal())
    with pytest.raises(IllegalAction):
        g.act("A: invite C")
