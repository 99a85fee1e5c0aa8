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


# -- "as you look at me, you may banish me" (Nocturne, Horrifying errata; engine/zones.py) --

def _nocturne_look(second: str):
    sc = copy.deepcopy(LOOK)
    sc["players"]["A"]["deck"] = ["Void Seeker", second, "Hextech Ray", "Pouty Poro"]
    sc["players"]["A"]["runes"] = ["Chaos Rune", "Chaos Rune"]
    g = start(sc)
    for line in ("A: play Stacked Deck", "A: pass", "B: pass"):
        g.act(line)
    return g


def test_a_declined_nocturne_offer_tells_the_other_player_nothing():
    """128.4, 424.1: the offer is made as A looks at the card; B, who has not seen it, is
    told nothing of it while A decides, and once the look is over B has read exactly
    what B reads when another card was looked at instead (the oracle)."""
    g = _nocturne_look("Nocturne, Horrifying")
    st = g.state
    assert st.pending.player == "A" and st.pending.kind == "yes_no"
    assert "Nocturne" in prompt_for(st, "A") and "banish" in prompt_for(st, "A")
    for text in (prompt_for(st, "B"), wrong_seat(st, "B"), *redact_log(list(st.log), "B")):
        assert "Nocturne" not in text and "banish" not in text, text
    b_view = redact(st, "B")
    assert all(o.card != "Nocturne, Horrifying" for o in b_view.objs.values())
    with pytest.raises(IllegalAction):
        g.act("B: no")
    g.act("A: no")
    g.act("A: choose Hextech Ray")
    other = _nocturne_look("Magma Wurm")
    other.act("A: choose Hextech Ray")
    assert redact_log(list(g.state.log), "B") == redact_log(list(other.state.log), "B")
    # A's own log says what happened (the lines only A may read)
    assert any("(seen by A) A: no" in line for line in g.state.log)


def test_a_banished_nocturne_is_public():
    """108.6.e: banishment is public: once A banishes it, B reads its name."""
    g = _nocturne_look("Nocturne, Horrifying")
    g.act("A: yes")
    st = g.state
    b_log = redact_log(list(st.log), "B")
    assert any("A banishes Nocturne, Horrifying (427)" in line for line in b_log)
    assert "Nocturne" in prompt_for(st, "B")     # "play it for [A]?": the card is public
    nid = next(i for i, o in st.objs.items() if o.card == "Nocturne, Horrifying")
    assert redact(st, "B").objs[nid].card == "Nocturne, Horrifying"
