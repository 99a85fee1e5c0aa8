"""Keyword values add up (807.2 Assault, 809.2 Deflect, 814.2 Shield, 823.2 Hunt); redundant
keywords count once; keywords whose every instance acts stay separate.  The object shows
one summed keyword everywhere a player reads it: the card panel, the board dump, the log."""

from __future__ import annotations

from pathlib import Path

from riftbound_tui.board_dump import board_dump
from riftbound_tui.cards.model import Keyword
from riftbound_tui.engine import layers
from riftbound_tui.scenario import load, start
from riftbound_tui.tui.model import detail

SCENARIO = Path(__file__).parent / "scenarios" / "keyword-shield-values-add-up.yaml"


def test_merge_sums_values_and_drops_redundant_copies():
    kws = (Keyword("shield"), Keyword("tank"), Keyword("shield", 3), Keyword("tank"),
           Keyword("deathknell"), Keyword("deathknell"), Keyword("assault", 2),
           Keyword("assault", 3))
    assert layers.merge_keywords(kws) == (Keyword("shield", 4), Keyword("tank"),
                                          Keyword("deathknell"), Keyword("deathknell"),
                                          Keyword("assault", 5))


def test_block_on_stalwart_poro_shows_shield_4_everywhere():
    sc = load(SCENARIO)
    game = start(sc)
    for line in sc["script"]:
        game.act(line)
    st, db = game.state, game.engine.db
    poro = next(i for i, o in st.objs.items() if o.card == "Stalwart Poro")
    assert [str(k) for k in layers.keywords(db, st, poro)] == ["shield 4", "tank"]
    assert layers.keyword_amount(db, st, poro, "shield") == 4
    panel = "\n".join(detail(db, st, poro))
    assert "shield 4" in panel and "shield 3" not in panel
    board = board_dump(game)
    assert "shield 4" in board and "shield 3," not in board
    assert any("(now shield 4, 814.2)" in line for line in st.log)
