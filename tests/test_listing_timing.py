"""The listing asks the timing rules (308.1.a, 309.1.a, 316.5, 316.5.b) once per listing,
as a set of card names, instead of `timing_ok` once per card in hand.  Both must say the
same of every card in every state a game passes through, or the listing would hide a
playable card (or offer one the rules refuse)."""

from __future__ import annotations

from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.engine.game import Game, default_engine


def test_timely_names_agree_with_timing_ok_for_every_card_in_every_window():
    engine = default_engine()
    cards = list(engine.db.all())
    windows = set()
    for seed in range(2):
        g = Game.from_setup(duel_setup(), seed, engine)
        agent = RandomAgent(seed, end_bias=0.25)
        while g.winner is None:
            st, dec = g.state, g.state.pending
            if dec.kind in ("priority", "focus"):
                key = (bool(st.chain), bool(st.showdown or st.combat),
                       dec.player == st.turn_player, st.phase)
                if key not in windows:
                    windows.add(key)
                    timely = engine._timely_names(st, dec.player)
                    for card in cards:
                        by_set = timely is None or card.name in timely
                        by_rule = engine.timing_ok(st, dec.player, card) is None
                        assert by_set == by_rule, (card.name, key)
            g.act(agent.decide_action(g.legal_actions()))
    # the windows the rules tell apart: open main phase, chain, showdown, the other player
    assert (False, False, True, "main") in windows
    assert any(chain for chain, *_ in windows)
    assert any(sd for _, sd, *_ in windows)
    assert any(not tp for _, _, tp, _ in windows)
