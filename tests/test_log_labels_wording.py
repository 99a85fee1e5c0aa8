"""What the log and the prompts write of objects (issue 28): a unit keeps its `#N` while it
stays where it is, though a copy before it dies (README.md, "Stable labels"); a lasting
change is logged without the word "permanent"."""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.notation import render
from tests.card_cases import BFS, R, bf, new_game, play

SERGEANT = "B:Vanguard Sergeant@Bandle Tree"


def three_sergeants():
    """A holds two Void Seekers (deal 4 to a unit at a battlefield); B has three
    Vanguard Sergeants (might 4) at Bandle Tree."""
    return new_game({"hand": ["Void Seeker", "Void Seeker"], "runes": R("fury", 8),
                     "deck": ["Daring Poro"] * 3},
                    {}, [bf(b=["Vanguard Sergeant"] * 3), BFS[1]])


@pytest.mark.rules("340.1")
def test_a_survivor_keeps_its_number_when_an_older_copy_dies():
    g = three_sergeants()
    play(g, ["A: play Void Seeker", f"A: choose {SERGEANT}#1", "A: pass", "B: pass"])
    assert f"{SERGEANT}#1 dies with lethal damage (323.5)" in "\n".join(g.log)
    play(g, ["A: play Void Seeker"])
    # the prompt offers the survivors by the numbers they had, and `#1` names no one now
    offered = " ".join(g.legal())
    assert f"{SERGEANT}#2" in offered and f"{SERGEANT}#3" in offered, offered
    assert f"{SERGEANT}#1" not in offered, offered
    with pytest.raises(IllegalAction):
        g.act(f"A: choose {SERGEANT}#1")
    play(g, [f"A: choose {SERGEANT}#3", "A: pass", "B: pass"])
    # the unit that entered third is logged `#3` as it dies, and `#2` still stands
    assert f"{SERGEANT}#3 dies with lethal damage (323.5)" in "\n".join(g.log)
    assert sum(f"{SERGEANT}#1 dies" in line for line in g.log) == 1
    assert render(g.state, g.state.bfs[0].units[0]) == f"{SERGEANT}#2"

@pytest.mark.rules("816")
def test_a_lasting_keyword_is_logged_without_a_duration_word():
    g = new_game({"hand": ["Fading Memories"], "runes": R("chaos", 5)},
                 {"base": ["Seal of Rage"]})
    play(g, ["A: play Fading Memories", "A: choose B:Seal of Rage", "A: pass", "B: pass"])
    gains = [line for line in g.log if "gains temporary" in line]
    assert gains and not any("permanent" in line for line in gains), gains
