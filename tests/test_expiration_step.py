"""317.2.e-f: if any item underwent FEPR during the Expiration Step, the step starts again:
the Ending Special Cleanup runs once more, so a 'this turn' effect created then still
expires with the turn.  No card in the pool triggers from that cleanup yet, so the test puts
a Back-Alley Bar trigger on the chain at that moment by hand."""

from __future__ import annotations

from pathlib import Path

from riftbound_tui.engine import layers
from riftbound_tui.engine.state import ChainItem
from riftbound_tui.scenario import load, start

SCENARIO = Path(__file__).parent / "scenarios" / "battlefield-back-alley-bar-bonus-expires.yaml"


def test_a_this_turn_effect_from_the_expiration_step_still_expires():
    game = start(load(SCENARIO))
    st = game.state.clone()
    eng = game.engine
    bar = next(k for k, b in enumerate(st.bfs) if b.name == "Back-Alley Bar")
    unit = st.bfs[bar].units[0]                        # A's Vanguard Sergeant
    before = layers.might(eng.db, st, unit)
    st.pending, st.priority, st.chain, st.showdown, st.combat = None, None, [], None, None
    st.phase = "expiration"
    st.triggers.append(ChainItem(st.new_id(), "triggered", st.turn_player, st.bfs[bar].obj,
                                 "Back-Alley Bar", ability=0, subject=unit, here=bar,
                                 by_trigger=True, label="Back-Alley Bar trigger"))
    player = st.turn_player
    eng.run(st)
    assert st.phase == "ending" and st.chain          # the step will start again
    while st.chain:
        eng.do(st, game.parser.line(f"{st.pending.player}: pass"))
        eng.run(st)
    assert st.turn_player != player                    # the next turn began
    assert any("(317.2.f)" in line for line in st.log)
    assert layers.might(eng.db, st, unit) == before    # its +1 this turn has expired
