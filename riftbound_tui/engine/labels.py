"""Stable labels: the `#N` that tells copies of one card apart at one place keeps naming the
same object while it stays there (README.md, "Stable labels").

NOTATION.md's `#N` counts the matching objects oldest first.  Counted afresh at each line,
that count renumbers the survivors when a copy leaves: two Recruits at a battlefield are
`#1` and `#2`; once `#1` dies the other would become `#1`, and a log read later would
name two different units `Recruit@Startipped Peak#1`.  So an object takes its number as it
enters its zone: one more than the highest its copies there (same card, same holder, same
place) hold, 1 when it is the first.  Numbers given so grow in the order the copies
entered, which is NOTATION.md's order; a number is never handed to another copy while
its holder is still there (a newcomer takes one above the highest).  While no copy has
left, the numbers are exactly NOTATION.md's count.  Runes keep the count (COUNTED).
"""

from __future__ import annotations

from .state import PLAYER_ZONES, GameState, Obj

# copies in a hand or a deck are interchangeable: never numbered (NOTATION.md)
UNNUMBERED = frozenset(("hand", "deck", "rune_deck", "battlefields"))
# Runes are channeled and recycled every turn and told apart only by being ready or not:
# they keep NOTATION.md's count, oldest first (scripts write `A:Order Rune#1` so)
COUNTED = UNNUMBERED | {"runes"}


def holder(o: Obj) -> str:
    """Whose the object is, as a reference writes it: its controller on the board, its
    owner elsewhere."""
    return o.controller if o.zone in ("base", "battlefield", "runes") else o.owner


def same_place(st: GameState, zone: str, who: str, place: str) -> list[int]:
    """The ids of every object a reference at `place` must be told apart from: those that
    `who` holds in `place` (possibly the zone's own list, not a copy: only read it).

    The zone lists hold exactly the objects whose `zone` names them (an invariant the
    fuzz test checks), so looking there instead of at every object gives the same
    answer without scanning the whole game on each reference printed.
    """
    if zone == "battlefield" or zone in st.players[who].zones:
        ids = [] if zone == "battlefield" else st.players[who].zones[zone]
        low = place.lower()
        for b in st.bfs:
            if b.name.lower() == low:
                ids = ids + b.units         # a new list: the zone's own is left alone
        # attached cards lie with their unit, in no list of their own (434.1.b): two
        # copies of an Equipment on units at one place are numbered too
        return with_gear(st, ids)
    if zone == "chain":
        return list(st.on_chain)
    return list(st.objs)


def at_place(st: GameState, place: str):
    """The objects that may be at `place` (a battlefield, a zone), the only ones a reference
    written `@PLACE#N` may count: read from the lists that hold them, which hold exactly
    the objects of their place (same_place), not from the whole game (a `#N` is
    resolved at many moves, choices and damage assignments).  Every object when `place`
    is none of those."""
    low = place.lower()
    ids: list[int] = []
    found = False
    for b in st.bfs:
        if b.name.lower() == low:
            found = True
            ids += b.units
    if not found:
        if low not in PLAYER_ZONES:
            return st.objs.values()
        for pl in st.players.values():    # (a card may be in another player's base until a
            ids += pl.zones.get(low, ())  # cleanup recalls it, 323.7: every player's list)
    objs = st.objs
    return [objs[i] for i in with_gear(st, ids) if i in objs]


def with_gear(st: GameState, ids: list[int]) -> list[int]:
    """`ids` with the cards attached to each after it (434.4: at its unit's location);
    `ids` itself, uncopied, when nothing is attached.  Here, not in attach.py, so that
    labels import nothing that moves cards (attach.expanded calls it).  Before the first
    card is attached in a game (`GameState.attaching`), no object has any."""
    if not st.attaching:
        return ids
    objs = st.objs
    for i in ids:
        if objs[i].gear:
            break
    else:
        return ids
    out = []
    for i in ids:
        out.append(i)
        out.extend(g for g in objs[i].gear if g in objs)
    return out


_HELD_BY_CONTROLLER = frozenset(("base", "battlefield", "runes"))


def copies_with(st: GameState, o: Obj) -> list[Obj]:
    """`o`'s copies at its place (itself included when it is there): same card, same
    holder, same place.  Read straight from the zone lists, which hold exactly the objects
    of their place (every move and every reference written asks this)."""
    zone, card, objs = o.zone, o.card, st.objs
    who = o.controller if zone in _HELD_BY_CONTROLLER else o.owner      # holder(o)
    if zone == "battlefield":
        place = st.bfs[o.bf].name.lower()
        groups = []
        for b in st.bfs:                # (a loop, not a comprehension's own frame)
            if b.name.lower() == place:
                groups.append(with_gear(st, b.units) if st.attaching else b.units)
    elif zone in st.players[who].zones:
        ids = st.players[who].zones[zone]
        groups = [with_gear(st, ids) if st.attaching else ids]
    elif zone == "chain":
        groups = [st.on_chain]          # (every card played enters it)
    else:
        # (in no list: every object is looked at, as same_place's whole-game answer; read
        # straight from the objects, the card first)
        place = st.place_name(o)
        return [x for x in objs.values() if x.card == card and holder(x) == who
                and st.place_name(x) == place]
    out = []
    for ids in groups:
        for i in ids:
            x = objs.get(i)
            if x is not None and x.card == card and \
                    (x.controller if x.zone in _HELD_BY_CONTROLLER else x.owner) == who:
                out.append(x)
    return out


def entering(st: GameState, o: Obj) -> Obj:
    """`o` as it enters its zone, with its number: one above its copies' there.  `o` is
    the object just made for the move (Board.relocate, create_card, token play), held by
    no state yet: its number is written on it rather than on another copy of it."""
    zone = o.zone
    if zone in COUNTED:
        return o
    # copies_with's walk, keeping only the highest number: every card that enters the
    # chain, the trash, a base or a battlefield is numbered here, so no list is built
    card, oid, objs = o.card, o.id, st.objs
    if zone == "battlefield":
        place = st.bfs[o.bf].name
        low = place.lower()
        ids = []
        for b in st.bfs:                # same place: same name, as a reference writes it
            if b.name == place or b.name.lower() == low:
                ids += with_gear(st, b.units) if st.attaching else b.units
        who = o.controller
    elif zone == "chain":
        ids, who = st.on_chain, o.owner
    else:
        who = o.controller if zone in _HELD_BY_CONTROLLER else o.owner    # holder(o)
        ids = st.players[who].zones.get(zone)
        if ids is None:                 # in no list: copies_with's whole-game answer
            return _numbered(o, copies_with(st, o))
        if st.attaching:
            ids = with_gear(st, ids)
    top = 0
    for i in ids:
        x = objs.get(i)
        if x is not None and x.card == card and x.label > top and i != oid and \
                (x.controller if x.zone in _HELD_BY_CONTROLLER else x.owner) == who:
            top = x.label
    return _label(o, top)


def _numbered(o: Obj, copies: list[Obj]) -> Obj:
    """`o` numbered one above the highest of `copies` (itself left out)."""
    top = 0
    for x in copies:
        if x.label > top and x.id != o.id:
            top = x.label
    return _label(o, top)


def _label(o: Obj, top: int) -> Obj:
    if o.label != top + 1:
        _set_label(o, top + 1)
    return o


_set_label = Obj.label.__set__      # the slot's own writer: past the frozen guard


def numbers(group: list[Obj]) -> dict[int, int]:
    """The `#N` of each of a group of copies (one card, one holder, one place): their
    numbers when they all have distinct ones; else (a copy that changed hands or came
    without one) NOTATION.md's count, oldest first."""
    labels = set()
    given = {}
    for x in group:                     # (a loop: no comprehension's frame)
        labels.add(x.label)
        given[x.id] = x.label
    if 0 not in labels and len(labels) == len(group):
        return given
    order = sorted(group, key=lambda x: (x.entered, x.id))
    return {x.id: n for n, x in enumerate(order, 1)}


def one_group(st: GameState, objs: list[Obj]) -> bool:
    """Do these objects share one holder and one place (so their numbers apply)?"""
    return len({(holder(x), st.place_name(x)) for x in objs}) == 1
