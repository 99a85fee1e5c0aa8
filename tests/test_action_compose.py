"""Action objects made from the listing's parts (ParseCache.compose) are the very lines
the parser reads from their text; when a name or place could be read otherwise, or the
parts do not write the text, the text is read instead."""

from __future__ import annotations

import pytest

from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.decks.shipped import duel_from_names
from riftbound_tui.engine.action import ParseCache
from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.game import Game, default_engine
from riftbound_tui.engine.notation import Parser


def _games(setup, seeds, limit=600):
    for seed in seeds:
        g = Game.from_setup(setup, seed, default_engine())
        agent = RandomAgent(seed, end_bias=0.25)
        n = 0
        while g.winner is None and n < limit:
            yield g, g.legal_actions()
            g.act(agent.decide_action(g.legal_actions()))
            n += 1


@pytest.mark.parametrize("setup", ["fixed", "lux-garen"])
def test_every_listed_action_is_its_text_parsed(setup):
    setup = duel_setup() if setup == "fixed" else duel_from_names(["lux", "garen"])[0]
    kinds = set()
    for g, acts in _games(setup, range(7000, 7006)):
        assert [a.text for a in acts] == g.legal()
        for a in acts:
            assert a.line == g.parser.line(a.text), a.text
            kinds.add(a.line.verb)
    assert {"move", "mulligan", "choose"} <= kinds       # composed lines were listed


NAMES = ["Leona, Determined", "Recruit", "Poro", "Back to Back"]
PLACES = ["Bandle Tree", "Altar to Unity"]


def cache(names=NAMES, places=PLACES) -> ParseCache:
    return ParseCache(Parser(names, places, ["A", "B"]))


def as_text(pc: ParseCache, text: str, parts: tuple) -> None:
    """The action made with these parts is the text's parse, or refused as the text is."""
    try:
        want = pc.parser.line(text)
    except IllegalAction:
        with pytest.raises(IllegalAction):
            pc.actions([text], {text: parts})
        return
    assert pc.actions([text], {text: parts})[0].line == want


@pytest.mark.parametrize("text, parts", [
    ("A: move A:Recruit@base to Bandle Tree", ("A", "move", ["A:Recruit@base"], "Bandle Tree")),
    ("A: move A:Recruit@base#2, A:Poro@base to Altar to Unity",
     ("A", "move", ["A:Recruit@base#2", "A:Poro@base"], "Altar to Unity")),
    ("B: mulligan Leona, Determined, Poro", ("B", "mulligan", ["Leona, Determined", "Poro"])),
    ("A: choose B:Back to Back@chain", ("A", "choose", ["B:Back to Back@chain"])),
    ("A: order A:Poro@base, A:Recruit@Bandle Tree",
     ("A", "order", ["A:Poro@base", "A:Recruit@Bandle Tree"])),
    ("B: assign A:Poro@Bandle Tree=2, A:Recruit@Bandle Tree#1=0",
     ("B", "assign", ["A:Poro@Bandle Tree", "A:Recruit@Bandle Tree#1"], None, [2, 0])),
])
def test_composed_lines_equal_their_parse(text, parts):
    pc = cache()
    got = pc.compose(text, *parts)
    assert got is not None and got == pc.parser.line(text)
    assert pc.actions([text], {text: parts})[0].line == pc.parser.line(text)


@pytest.mark.parametrize("text, parts", [
    # the parts do not write the text
    ("A: move A:Recruit@base to Bandle Tree", ("A", "move", ["A:Poro@base"], "Bandle Tree")),
    ("A: move A:Recruit@base to Bandle Tree", ("B", "move", ["A:Recruit@base"], "Bandle Tree")),
    # a verb read otherwise (a play's place is optional, an activation's number trails)
    ("A: play Recruit", ("A", "play", ["Recruit"])),
    # a name the parser does not know, a quoted one
    ("A: choose A:Teemo@base", ("A", "choose", ["A:Teemo@base"])),
    ('A: choose "Poro"', ("A", "choose", ['"Poro"'])),
    # a damage amount the notation cannot write
    ("B: assign A:Poro@Bandle Tree=-1", ("B", "assign", ["A:Poro@Bandle Tree"], None, [-1])),
])
def test_parts_that_may_not_be_the_parse_are_read_from_the_text(text, parts):
    pc = cache()
    assert pc.compose(text, *parts) is None
    as_text(pc, text, parts)


def test_a_card_named_none_is_chosen_as_none():
    pc = cache(NAMES + ["None"])
    text = "A: choose None"
    assert pc.compose(text, "A", "choose", ["None"]) is None
    assert pc.actions([text], {text: ("A", "choose", ["None"])})[0].line.none


def test_a_name_that_runs_past_a_comma_reads_every_line():
    # "Poro" then ", Determined" would read as "Poro, Determined": nothing is composed
    pc = cache(NAMES + ["Poro, Determined"])
    text = "B: mulligan Poro, Recruit"
    assert pc.compose(text, "B", "mulligan", ["Poro", "Recruit"]) is None
    as_text(pc, text, ("B", "mulligan", ["Poro", "Recruit"]))


def test_a_place_whose_end_is_a_place_is_read_from_the_text():
    # "... to Altar to Unity" with a place named "Unity" too: the parser splits at the
    # last " to " followed by a place, which is inside the place written (and then it
    # reads no reference before it: the line is refused, as typed)
    pc = cache(places=PLACES + ["Unity"])
    text = "A: move A:Poro@base to Altar to Unity"
    parts = ("A", "move", ["A:Poro@base"], "Altar to Unity")
    assert pc.compose(text, *parts) is None
    as_text(pc, text, parts)
