"""Bounds at the notation's edge (issue 7, DESIGN.md "every input is bounded"):
lines up to 1 MB and numbers of any size given to `act()` and `is_legal()` are
refused with a clear IllegalAction (or accepted, when legal), never another
exception, and a refused line changes nothing.  How fast they are refused is
measured in benchmarks/notation_bounds.py, not asserted here."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from test_illegal_actions import POSITIONS, _check_arbitrary, reject

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.notation import MAX_LINE, MAX_NUMBER, MAX_REFS, Parser

MB = 1 << 20

# pieces a long line is built of: pieces of legal lines, names, separators, junk
PIECES = ["B:Vanguard Sergeant#1", "A:Shipyard Skulker@base#2", ", ", ",", " ", "@", "#",
          "=", "3", '"', "Hextech Ray", "Bandle Tree", "to ", "to base", " to ", "A:", "x",
          "\u00e9", "\u0130", "\U0001F600", "\x00", "\n", "9" * 50]
digits = st.text(alphabet="0123456789", min_size=1, max_size=12_000)
heads = st.sampled_from(["A: choose ", "A: move ", "A: play ", "A: assign ", "A: order ",
                         "A: mulligan ", "A: activate ", "A: ", "B: choose ", ""])
tails = st.sampled_from(["", " to base", " to Bandle Tree", "=1", "#1", " 1"])


@st.composite
def long_lines(draw):
    piece = "".join(draw(st.lists(st.sampled_from(PIECES), min_size=1, max_size=6)))
    size = draw(st.sampled_from([MAX_LINE - 20, MAX_LINE + 1, 50_000, MB]))
    return draw(heads) + piece * (size // len(piece) + 1) + draw(tails)


@st.composite
def big_numbers(draw):
    n = draw(st.one_of(digits, st.integers().map(str)))
    form = draw(st.sampled_from(["A: mode {}", "A: number {}", "A: activate A:Shipyard "
                                 "Skulker@base#1 {}", "A: choose B:Vanguard Sergeant#{}",
                                 "A: assign B:Vanguard Sergeant#1={}", "A: play Hextech Ray#{}",
                                 "A: move A:Shipyard Skulker#{} to base", "A: mode -{}"]))
    return form.format(n)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_lines_up_to_a_megabyte_raise_only_illegal_action_and_change_nothing(data):
    game = POSITIONS[data.draw(st.sampled_from(sorted(POSITIONS)), label="position")]
    line = data.draw(long_lines(), label="line")
    _check_arbitrary(game, line)
    if len(line) > MAX_LINE:
        with pytest.raises(IllegalAction, match="characters long"):
            game.clone().act(line)


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_numbers_of_any_size_raise_only_illegal_action_and_change_nothing(data):
    game = POSITIONS[data.draw(st.sampled_from(sorted(POSITIONS)), label="position")]
    line = data.draw(big_numbers(), label="line")
    _check_arbitrary(game, line)


@pytest.mark.parametrize("line, words", [
    ("A: mode " + "9" * 3_000, ["mode", "too large", str(MAX_NUMBER)]),
    ("A: number " + "1" * 30, ["too large"]),
    ("A: play Hextech Ray#" + "7" * 3_000, ["too large"]),
    ("A: activate A:Shipyard Skulker@base#1 " + "5" * 2_000, ["too large"]),
    ("A: choose " + ", ".join(["B:Vanguard Sergeant#1"] * (MAX_REFS + 1)), [f"at most {MAX_REFS}"]),
    ("A: choose " + "B:Vanguard Sergeant, " * 50_000, ["characters long", f"at most {MAX_LINE}"]),
])
def test_oversized_input_is_refused_with_the_bound_it_broke(line, words):
    reject(POSITIONS["main"].clone(), line, *words)


def test_a_number_at_the_bound_is_still_read():
    p = Parser(["Recruit"], ["Brush"], ["A", "B"])
    assert p.line(f"A: mode {MAX_NUMBER}").number == MAX_NUMBER
    assert p.line("A: mode 000000000000000000000002").number == 2
    assert p.line(f"A: assign Recruit={MAX_NUMBER}").amounts == (MAX_NUMBER,)
    with pytest.raises(IllegalAction, match="too large"):
        p.line(f"A: mode {MAX_NUMBER + 1}")


def test_a_long_reference_list_reads_every_reference():
    """The linear reader still reads names with commas, quotes, places and #N."""
    p = Parser(["Leona, Determined", "Recruit"], ["Brush"], ["A", "B"])
    refs = p.refs(", ".join(['A:Leona, Determined@Brush#2', '"Recruit"', "B:Recruit#1"] * 20))
    assert len(refs) == 60
    assert [str(r) for r in refs[:3]] == ["A:Leona, Determined@Brush#2", "Recruit", "B:Recruit#1"]
