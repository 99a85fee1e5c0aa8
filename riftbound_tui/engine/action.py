"""Action objects: the legal answers for machine clients (agents, the sim, search).

`Game.legal()` gives every client the legal answers as lines in the notation.
`Game.legal_actions()` gives the same answers as `Action` objects, and `Game.act`
takes either.  Both roads go through the same rules (`Engine.do` on a parsed
`Line`); an action carries its parsed line, so a hot loop never parses text it
made itself, and its text is only what a person or a record reads.
"""

from __future__ import annotations

import re

from .errors import IllegalAction
from .notation import MAX_LINE, MAX_NUMBER, MAX_REFS, Line, Ref


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
    serves a game and all its copies; bounded so typed input cannot grow it.

    A listed line the cache has not seen is made from its parts when the listing gave
    them (`compose`), instead of read back from its text: the same `Line` the parser
    gives, for a fraction of the work (most such lines name several objects: moves,
    mulligans, choices, damage assignments)."""

    __slots__ = ("parser", "memo", "acts", "db", "ref_memo", "place_memo", "plain")
    LIMIT = 20_000

    def __init__(self, parser):
        self.parser = parser
        self.memo: dict[str, Line] = {}
        self.acts: dict[str, Action] = {}     # an action is immutable: one per text
        self.db = None
        self.ref_memo: dict[str, Ref | None] = {}    # one reference's text: its parse
        self.place_memo: dict[str, str | None] = {}  # a place after " to ": its parse
        self.plain: bool | None = None        # the names allow composing (worked out once)

    def line(self, text: str) -> Line:
        ln = self.memo.get(text)
        if ln is None:
            ln = self.parser.line(text)          # raises IllegalAction on bad text
            if len(self.memo) >= self.LIMIT:
                self.memo.clear()
            self.memo[text] = ln
        return ln

    def actions(self, lines, parts=None) -> list[Action]:
        """`parts`: how the listing made some of `lines` (Engine.legal_lines)."""
        acts = self.acts
        out = []
        for text in lines:
            a = acts.get(text)
            if a is None:
                if len(acts) >= self.LIMIT:
                    acts.clear()
                made = parts.get(text) if parts else None
                ln = self.compose(text, *made) if made is not None else None
                a = acts[text] = Action(text, ln if ln is not None else self.line(text))
            out.append(a)
        return out

    # -- composing a listed line from its parts ------------------------------------------
    # The parser reads `P: VERB R1, R2[ to PLACE]` (or `R1=N1, R2=N2` for assign) one
    # reference after another, each the same way it reads that reference alone, provided
    # no name runs on past a reference's end: no card name holds `@ # = "` or is another
    # name's beginning up to a comma (`plain`), and the references (each read alone, once)
    # and the place (checked once) are as the listing writes them.  Anything else, and
    # any line that is not exactly its parts written out, is read from its text.
    COMPOSED = frozenset(("move", "mulligan", "choose", "order", "assign"))

    def compose(self, text: str, player: str, verb: str, refs, place=None,
                amounts=None) -> Line | None:
        """The parse of `text`, made from its parts, or None when it must be read."""
        if self.plain is None:
            self.plain = _plain_names(self.parser)
        if not self.plain or verb not in self.COMPOSED or not refs or \
                len(refs) > MAX_REFS or len(text) > MAX_LINE or \
                self.parser.players.get(player.lower()) != player or \
                not _HEAD_PLAYER.fullmatch(player) or \
                (place is not None) != (verb == "move"):
            return None
        if amounts is not None and not (len(amounts) == len(refs) and all(
                n.__class__ is int and 0 <= n <= MAX_NUMBER for n in amounts)):
            return None
        if verb == "choose" and len(refs) == 1 and refs[0].lower() == "none":
            return None                           # read as `choose none`
        if text != named_line(player, verb, refs, place, amounts):
            return None
        got = []
        for r in refs:
            ref = self._ref(r)
            if ref is None:
                return None
            got.append(ref)
        if place is not None:
            place = self._place(place, player, refs[0])
            if place is None:
                return None
        return Line(player, verb, tuple(got), place=place,
                    amounts=tuple(amounts) if amounts is not None else (), text=text)

    def _ref(self, text: str) -> Ref | None:
        """One reference as the listing writes it, read alone: None unless it is one
        reference to a card name the parser knows, unquoted, with no space around."""
        memo = self.ref_memo
        if text in memo:
            return memo[text]
        parser = self.parser
        got = None
        if text == text.strip() and '"' not in text:
            try:
                refs = parser.refs(text)
            except IllegalAction:
                refs = []
            if len(refs) == 1 and refs[0].name.lower() in parser.lower_names:
                got = refs[0]
        if len(memo) >= self.LIMIT:
            memo.clear()
        memo[text] = got
        return got

    def _place(self, text: str, player: str, ref: str) -> str | None:
        """A place written after ` to `, read once: None unless the parser splits a move
        of `ref` there (no ` to ` inside the place is followed by a place) and reads it
        as a place.  Where the parser splits depends on the place alone: it looks for
        the last ` to ` followed by a place, and the references are before it."""
        memo = self.place_memo
        if text in memo:
            return memo[text]
        try:
            ln = self.parser.line(f"{player}: move {ref} to {text}")
        except IllegalAction:
            ln = None
        got = ln.place if ln is not None and ln.refs == (self._ref(ref),) else None
        if len(memo) >= self.LIMIT:
            memo.clear()
        memo[text] = got
        return got


def named_line(player: str, verb: str, refs, place=None, amounts=None) -> str:
    """A line naming objects, from its parts: `P: VERB R1, R2[ to PLACE]`, or
    `P: assign R1=N1, R2=N2` with amounts (NOTATION)."""
    body = ", ".join(refs) if amounts is None else \
        ", ".join([f"{r}={n}" for r, n in zip(refs, amounts)])
    return f"{player}: {verb} {body}" if place is None else \
        f"{player}: {verb} {body} to {place}"


def list_named(out: list, parts: dict | None, player: str, verb: str, refs, place=None,
               amounts=None) -> None:
    """Add the line naming `refs` to `out`, and (`parts` given, as Engine.legal_lines
    fills it) how it was written, so its action is composed, not parsed."""
    out.append(line := named_line(player, verb, refs, place, amounts))
    if parts is not None:
        parts[line] = (player, verb, refs, place, amounts)


_HEAD_PLAYER = re.compile(r"[^:\s]+")     # a player's name as a line's head reads it


def _plain_names(parser) -> bool:
    """Does every card name end where a reference the listing writes ends?  Yes when
    no name holds `@ # = "` or a space at its ends, and no name is another one's
    beginning up to a comma (`Leona` beside `Leona, Determined`): then `compose` may
    read each reference of a line alone."""
    low = parser.lower_names
    for n in parser.names:
        if n != n.strip() or any(c in n for c in '@#="'):
            return False
        lo = n.lower()
        for i, c in enumerate(lo):
            if c == "," and lo[:i].rstrip() in low:
                return False
    return True


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
