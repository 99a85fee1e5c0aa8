"""Action objects: the legal answers for machine clients (agents, the sim, search).

`Game.legal()` gives every client the legal answers as lines in the notation.
`Game.legal_actions()` gives the same answers as `Action` objects, and `Game.act`
takes either.  Both roads go through the same rules (`Engine.do` on a parsed
`Line`); an action carries its parsed line, so a hot loop never parses text it
made itself, and its text is only what a person or a record reads.
"""

from __future__ import annotations

from .notation import Line


class Action:
    """One legal answer: its line in the notation and that line parsed."""

    __slots__ = ("text", "line")

    def __init__(self, text: str, line: Line):
        self.text = text
        self.line = line

    @property
    def player(self) -> str:
        return self.line.player

    @property
    def verb(self) -> str:
        return self.line.verb

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text!r})"

    def __eq__(self, other) -> bool:
        if isinstance(other, Action):
            return self.text == other.text
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.text)


class ParseCache:
    """Parsed lines by their text.  A line's parse depends only on the names the
    parser knows (cards, battlefields, players), never on the state, so one cache
    serves a game and all its copies; bounded so typed input cannot grow it."""

    __slots__ = ("parser", "memo", "acts", "db")
    LIMIT = 20_000

    def __init__(self, parser):
        self.parser = parser
        self.memo: dict[str, Line] = {}
        self.acts: dict[str, Action] = {}     # an action is immutable: one per text
        self.db = None

    def line(self, text: str) -> Line:
        ln = self.memo.get(text)
        if ln is None:
            ln = self.parser.line(text)          # raises IllegalAction on bad text
            if len(self.memo) >= self.LIMIT:
                self.memo.clear()
            self.memo[text] = ln
        return ln

    def actions(self, lines) -> list[Action]:
        acts = self.acts
        out = []
        for text in lines:
            a = acts.get(text)
            if a is None:
                if len(acts) >= self.LIMIT:
                    acts.clear()
                a = acts[text] = Action(text, self.line(text))
            out.append(a)
        return out


_CACHES: dict[tuple, ParseCache] = {}


def parse_cache(db, places, players) -> ParseCache:
    """One parser (and its cache) per card database, battlefields and players: building
    a parser sorts every card name, which a game need not pay for again."""
    from .notation import Parser
    key = (id(db), tuple(places), tuple(sorted(players)))
    pc = _CACHES.get(key)
    if pc is None or pc.db is not db:
        if len(_CACHES) > 64:
            _CACHES.clear()
        pc = ParseCache(Parser(list(db.names()), list(places), list(players)))
        pc.db = db
        _CACHES[key] = pc
    return pc
