"""Faults the seeded games of session 19 found (benchmarks/fuzz_mirror.py --random, decks
that bring a random battlefield), each in a small position."""

from __future__ import annotations

import pytest

from card_cases import BFS, bf, new_game
from test_rules_489_invite import _table
from riftbound_tui.engine.notation import Parser, Ref

HEISHO = "Heisho, Shell of the World"        # the one battlefield whose name has a comma
MAIN = {"player": "A", "number": 4, "phase": "main"}


def test_a_unit_at_a_battlefield_whose_name_has_a_comma_can_be_named_by_its_place():
    """fuzz_mirror seed 879 locked: `move A:Daring Poro@Heisho, Shell of the World to base`
    was listed but read as the place 'Heisho'.  Every listed line is accepted, and the
    move takes the Poro at Heisho, not the one at base."""
    game = new_game({"turn": MAIN, "base": ["Daring Poro"], "deck": ["Gust"]}, {},
                    bfs=[bf("A", a=["Daring Poro", "Vanguard Sergeant"], card=HEISHO), BFS[1]])
    listed = game.legal()
    home = f"A: move A:Daring Poro@{HEISHO} to base"
    assert home in listed
    assert [ln for ln in listed if game.why_illegal(ln) is not None] == []
    game.act(home)
    st = game.state
    at_base = [st.objs[i].card for i in st.players["A"].zones["base"]]
    assert at_base.count("Daring Poro") == 2


def test_a_list_of_references_at_a_comma_battlefield_reads_each_unit():
    """NOTATION.md: names may contain commas and the longest name is taken: so are places."""
    p = Parser(["Daring Poro", "Leona, Determined", "Recruit"], [HEISHO, "Bandle Tree"],
               ["A", "B"])
    ln = p.line(f"A: move A:Leona, Determined@{HEISHO}, Recruit@{HEISHO}#2, "
                f"Daring Poro to {HEISHO}")
    assert ln.refs == (Ref("Leona, Determined", "A", HEISHO), Ref("Recruit", None, HEISHO, 2),
                       Ref("Daring Poro"))
    assert ln.place == HEISHO
    ln = p.line(f"B: assign A:Recruit@{HEISHO}#1=3, A:Recruit@{HEISHO}#2=1")
    assert ln.refs == (Ref("Recruit", "A", HEISHO, 1), Ref("Recruit", "A", HEISHO, 2))
    assert ln.amounts == (3, 1)
    with pytest.raises(Exception, match="unknown place 'Heisho'"):
        p.line("A: move Recruit@Heisho to base")


KENNEN = "Kennen, Keeper of Balance"          # [Hidden]: a copy facedown, a copy in hand


def _kennen_twice():
    return new_game({"turn": MAIN, "hand": [KENNEN], "runes": ["Order Rune"] * 6,
                     "deck": ["Gust"]}, {},
                    bfs=[{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Daring Poro"]},
                          "facedown": {"A": KENNEN}}, BFS[1]])


@pytest.mark.rules("811.1.b", "128.4")
def test_playing_a_facedown_card_is_logged_as_listed_so_the_log_replays():
    """mode_games match seed 2: the play of a facedown card was logged by its bare name, so
    with a copy in hand the log's line named two cards and did not replay (NOTATION.md "The
    log": its player lines alone replay the game), and a replayed record differed from the
    one it was read from.  The log writes the line as listed, by its place (811.1.b: played
    from facedown, which reveals it)."""
    game = _kennen_twice()
    line = f"A: play A:{KENNEN}@facedown"
    assert line in game.legal()
    game.act(line)
    assert game.new_log[0] == line
    assert game.record.lines == [line]
    again = _kennen_twice()
    again.act(game.new_log[0])                     # the log's line, in the same position
    st = again.state
    assert [st.objs[i].card for i in st.players["A"].zones["hand"]] == [KENNEN]
    assert again.record.lines == game.record.lines


@pytest.mark.rules("489.8.a")
def test_an_invitation_is_logged_as_a_line_that_replays():
    """The log's `A: invite C (489.8.a)` was refused on replay (NOTATION "The log": the
    player lines alone replay the game); the rule number goes on the line after it."""
    game = _table()
    game.act("A: invite C")
    assert game.new_log[0] == "A: invite C"
    assert any("489.8.a" in x for x in game.new_log[1:])
    assert _table().is_legal(game.new_log[0])


@pytest.mark.rules("128.4")
def test_playing_one_of_two_copies_is_logged_as_listed_so_the_log_replays():
    """A champion in the champion zone and a copy in hand: the listing names the one
    played by its place, and the log did not (duel seed 11, master-yi vs viktor: `A: play
    Master Yi, Meditative` named two cards).  The log's line is the listed line."""
    yi = "Master Yi, Meditative"

    def both():
        return new_game({"turn": MAIN, "hand": [yi], "champion": yi,
                         "runes": ["Calm Rune"] * 8, "deck": ["Gust"]}, {})
    game = both()
    line = next(ln for ln in game.legal() if f"A:{yi}@champion" in ln)
    game.act(line)
    assert game.new_log[0] == line
    assert both().is_legal(game.new_log[0])
