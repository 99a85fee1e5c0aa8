"""Combat damage assignment (465.2.c): the listed assignments are all legal."""

from __future__ import annotations

from riftbound_tui.engine.game import Game
from riftbound_tui.engine.errors import IllegalAction


def test_a_tank_listed_seventh_still_takes_lethal_first():
    """Found by the fuzz test: with seven defenders only the first six were ordered, so a
    Tank listed seventh got no damage in the listed options and the line was refused
    (465.2.c.6)."""
    setup = {
        "players": {"A": {"base": ["Horns of the Dragon", "Mega-Mech"]}, "B": {"deck": ["Mountain Drake"]}},
        "battlefields": [
            {"card": "Bandle Tree", "controller": "B",
             "units": {"B": ["Shipyard Skulker"] * 6 + ["Horns of the Dragon"]}},
            {"card": "Back-Alley Bar"},
        ],
    }
    g = Game.from_setup(setup, 0)
    for line in ("A: move A:Horns of the Dragon, A:Mega-Mech to Bandle Tree", "A: pass", "B: pass"):
        g.act(line)
    assert g.pending.kind == "assign" and g.pending.player == "A"
    legal = g.legal()
    assert len(legal) > 1
    for line in legal:
        assert g.is_legal(line), f"{line}: {g.why_illegal(line)}"
        assert "B:Horns of the Dragon@Bandle Tree=6" in line
    total = g.pending.context[4]
    try:
        g.act(f"A: assign B:Shipyard Skulker@Bandle Tree#1={total}")
    except IllegalAction as e:
        assert "465.2.c" in str(e)
    else:
        raise AssertionError("the Tank must be assigned lethal damage first")
