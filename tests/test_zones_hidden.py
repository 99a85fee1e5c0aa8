"""Hidden and other zones (engine/zones.py): a look shows the cards to the looking player
only (128, 424), a reveal to everyone; the other player's view, prompt, log, refusals and
legal lines never name the cards looked at.  The oracle is the other player's secret:
the same position with a different card on top must read the same to them."""

from __future__ import annotations

import copy

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.view import HIDDEN, prompt_for, redact, redact_log, wrong_seat
from riftbound_tui.scenario import start

LOOK = {
    "name": "look",
    "players": {
        "A": {"hand": ["Stacked Deck"], "runes": ["Chaos Rune"],
              "deck": ["Void Seeker", "Cleave", "Hextech Ray", "Pouty Poro"]},
        "B": {"hand": ["Falling Star"], "deck": ["Magma Wurm"]},
    },
}


def _looking(deck):
    sc = copy.deepcopy(LOOK)
    sc["players"]["A"]["deck"] = deck
    g = start(sc)
    for line in ("A: play Stacked Deck", "A: pass", "B: pass"):
        g.act(line)
    return g


def _what_b_reads(g) -> list[str]:
    st = g.state
    v = redact(st, "B")
    names = sorted(o.card for o in v.objs.values() if o.zone == "deck" and o.owner == "A")
    return [prompt_for(st, "B"), wrong_seat(st, "B"), *redact_log(list(st.log), "B"),
            *names]


def test_a_look_is_seen_by_the_looker_only():
    g = _looking(["Void Seeker", "Cleave", "Hextech Ray", "Pouty Poro"])
    st = g.state
    assert st.pending.player == "A" and st.pending.kind == "choose"
    # A sees the three cards, in their view and their legal lines
    a_view = redact(st, "A")
    seen = {a_view.objs[i].card for i in st.pending.options}
    assert seen == {"Void Seeker", "Cleave", "Hextech Ray"}
    assert "A: choose Cleave" in g.legal()
    # B sees none of them: hidden names, and no text B reads names them
    b_view = redact(st, "B")
    assert {b_view.objs[i].card for i in st.pending.options} == {HIDDEN}
    for text in _what_b_reads(g)[:-4]:
        for name in ("Void Seeker", "Cleave", "Hextech Ray"):
            assert name not in text, text
    with pytest.raises(IllegalAction):
        g.act("B: choose Cleave")


def test_what_b_reads_does_not_depend_on_the_cards_a_looked_at():
    one = _looking(["Void Seeker", "Cleave", "Hextech Ray", "Pouty Poro"])
    two = _looking(["Magma Wurm", "Falling Star", "Cleave", "Pouty Poro"])
    # the same deck list in another order: B's texts must be the same
    assert _what_b_reads(one)[:-4] == _what_b_reads(two)[:-4]
    one.act("A: choose Cleave")
    two.act("A: choose Cleave")
    assert _what_b_reads(one)[:-3] == _what_b_reads(two)[:-3]
    assert any("seen by A" in line for line in one.state.log)
    assert all("Void Seeker" not in line for line in redact_log(list(one.state.log), "B"))


def test_a_reveal_is_seen_by_everyone_and_ends_with_its_resolution():
    sc = {
        "name": "reveal",
        "players": {
            "A": {"hand": ["Blind Fury"], "runes": ["Fury Rune"] * 6},
            "B": {"deck": ["Pouty Poro", "Magma Wurm"]},
        },
    }
    g = start(sc)
    for line in ("A: play Blind Fury", "A: pass", "B: pass"):
        g.act(line)
    log_b = redact_log(list(g.state.log), "B")
    assert any("reveals the top 1 card(s) of their Main Deck: Pouty Poro" in ln for ln in log_b)
    # the revealed card was banished and played by A, who controls it; B still owns it
    poro = [o for o in g.state.objs.values() if o.card == "Pouty Poro"]
    assert poro and poro[0].zone == "base" and poro[0].controller == "A" \
        and poro[0].owner == "B"
    assert not any(m.kind == "seen" and m.keyword == "*" for m in g.state.modifiers)
