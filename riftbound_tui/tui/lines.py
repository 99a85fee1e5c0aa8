"""The legal answers, indexed by what they are about on the board.

The engine lists legal answers as notation lines; the screen needs to know which
card or place each line is about, so that Enter on a card offers that card's
answers.  This is notation reading (the parser and reference resolution of
NOTATION.md), not rules: legality always comes from `game.legal()`.
"""

from __future__ import annotations

from dataclasses import field

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..engine.errors import IllegalAction
from ..engine.notation import resolve

BASE = "base"          # the key of the acting player's base as a place


@lazy_dataclass(frozen=True, at_once=("__init__",))
class LineInfo:
    """One legal line, taken apart: who plays it, its verb and what it names."""
    line: str
    player: str
    verb: str
    body: str                          # the line without 'P: '
    oids: tuple[int, ...] = ()         # objects it names, in order
    amounts: tuple[int, ...] = ()      # assign REF=N amounts, in order
    place: str | None = None           # 'base' or a battlefield name (to PLACE / move ... to)
    names: tuple[str, ...] = ()        # the card names it refers to (hand cards)
    number: int | None = None          # activate N, mode N, number N


@lazy_dataclass(at_once=("__init__",))
class LineIndex:
    """The legal lines, and for each card or place the lines that name it."""
    infos: list[LineInfo] = field(default_factory=list)
    by_key: dict[object, list[LineInfo]] = field(default_factory=dict)

    def for_key(self, key) -> list[LineInfo]:
        return self.by_key.get(key, [])

    def keys(self) -> set:
        return set(self.by_key)

    def lines(self) -> list[str]:
        return [i.line for i in self.infos]


def place_key(state, place: str | None):
    """A place name as a board key: BASE or the battlefield's object id."""
    if place is None:
        return None
    if place.lower() == "base":
        return BASE
    k = state.bf_index(place)
    return state.bfs[k].obj if k is not None else None


def index(game, legal: list[str]) -> LineIndex:
    st = game.state
    idx = LineIndex()
    visible = [i for i, o in st.objs.items() if o.zone not in ("deck", "rune_deck")]
    for line in legal:
        try:
            ln = game.parser.line(line)
        except IllegalAction:
            continue
        body = line.split(":", 1)[1].strip()
        oids: list[int] = []
        names = tuple(r.name for r in ln.refs)
        for r in ln.refs:
            try:
                oids.append(resolve(st, r, visible, "object"))
            except IllegalAction:
                pass
        info = LineInfo(line, ln.player, ln.verb, body, tuple(oids), tuple(ln.amounts),
                        ln.place, names, ln.number)
        idx.infos.append(info)
        keys: list[object] = []
        if ln.verb == "play" and oids and st.objs[oids[0]].zone == "trash":
            keys += oids            # a Flow spell in the trash (829.1.b): not a hand copy
        elif ln.verb == "play":
            # every copy of the card in the player's hand or champion zone offers it
            pz = st.players[ln.player].zones
            keys += [i for i in pz["hand"] + pz["champion"] + pz["facedown"]
                     if st.objs[i].card.lower() == names[0].lower()]
        elif ln.verb == "mulligan":
            hand = st.players[ln.player].zones["hand"]
            keys += [i for i in hand if st.objs[i].card.lower() in {n.lower() for n in names}]
        elif ln.verb == "to":
            keys.append(place_key(st, ln.place))
        else:
            keys += oids
        for k in dict.fromkeys(keys):
            if k is not None:
                idx.by_key.setdefault(k, []).append(info)
    return idx


def find_choice(idx: LineIndex, verb: str, oids) -> LineInfo | None:
    """The legal line of `verb` naming exactly these objects (any order)."""
    want = sorted(oids)
    for info in idx.infos:
        if info.verb == verb and sorted(info.oids) == want:
            return info
    return None


def find_by_names(idx: LineIndex, verb: str, names) -> LineInfo | None:
    """For hand cards, copies are interchangeable: match the multiset of names."""
    want = sorted(n.lower() for n in names)
    for info in idx.infos:
        if info.verb == verb and sorted(n.lower() for n in info.names) == want:
            return info
    return None


def find_assignment(idx: LineIndex, amounts: dict[int, int]) -> LineInfo | None:
    want = {k: v for k, v in amounts.items()}
    for info in idx.infos:
        if info.verb != "assign" or len(info.oids) != len(info.amounts):
            continue
        got = dict(zip(info.oids, info.amounts))
        if all(got.get(k, 0) == v for k, v in want.items()) and \
                all(want.get(k, 0) == v for k, v in got.items()):
            return info
    return None


def bare(idx: LineIndex, verb: str) -> LineInfo | None:
    for info in idx.infos:
        if info.verb == verb:
            return info
    return None
