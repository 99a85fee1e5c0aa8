"""Facts that do not change while they are asked for.

While `legal()` lists the answers to one state it changes nothing, yet it asks the same
board-wide questions once for every card in hand ("which permanents change costs?", "how
many ready runes?").  Between `begin(st)` and `end(...)` such a fact is worked out once
and kept; outside, or for any other state object, it is worked out every time.  A fact is
keyed by the state object itself, so a copy (a look-ahead, a trial payment) never reads
the facts of the state it came from.  Kept per thread: the table may list in a worker.

`per_object` does the same for objects that never change at all (a card, its
instructions, a card database): what is read of them is read once.
"""

from __future__ import annotations

import threading

class _Here(threading.local):
    """Per thread: `kept`, (the state being listed, its facts) or None."""

    def __init__(self):        # run in each thread that reads it: no getattr default
        self.kept = None


here = _Here()


def begin(st):
    """Keep the facts of `st` from now until `end(what begin returned)` (nested listings
    keep their own): `outer = begin(st); try: ... finally: end(outer)`."""
    outer = here.kept
    here.kept = (st, {})
    return outer


def end(outer) -> None:
    here.kept = outer


def fact(st, key, compute, *args):
    """`compute(*args)`, worked out once per listing of `st`.  (The hottest callers read
    `here.kept` themselves first: `kept[1][key]` while `kept[0] is st`, sparing a call.)"""
    kept = here.kept
    if kept is None or kept[0] is not st:
        return compute(*args)
    facts = kept[1]
    try:
        return facts[key]
    except KeyError:
        got = facts[key] = compute(*args)
        return got


def board(st) -> tuple[tuple[int, str | None], ...]:
    """Every object on the board with its controller, in the order the rules scans read
    it: the battlefields themselves, then each player's base and legend in turn order,
    then the units and gear at the battlefields in entry order."""
    return fact(st, "board", _board, st)


def _board(st):
    objs = st.objs
    out = [(b.obj, b.controller) for b in st.bfs if b.obj in objs]
    for p in st.order:              # (loops, not generators: each resumes per object)
        zones = st.players[p].zones
        for z in ("base", "legend"):
            for oid in zones[z]:
                if oid in objs:
                    out.append((oid, p))
    for b in st.bfs:
        for oid in b.units:
            if oid in objs:
                out.append((oid, objs[oid].controller))
    return tuple(out)


def board_names(st) -> frozenset[str]:
    """The card names of `board(st)`: "is any card of this kind on the board?" is one set
    test against it (most boards hold none of the cards a rule looks for)."""
    return fact(st, "board_names", _board_names, st)


def _board_names(st) -> frozenset[str]:
    objs = st.objs
    bfs = st.bfs
    ids = []
    players = st.players
    for p in st.order:              # joined first: a comprehension per zone costs a call each
        zones = players[p].zones
        ids += zones["base"]
        ids += zones["legend"]
    for b in bfs:
        ids.append(b.obj)
        ids += b.units
    names = set()
    for oid in ids:                 # a loop, not a comprehension's own frame
        o = objs.get(oid)
        if o is not None:
            names.add(o.card)
            if o.gear:              # attached cards are on the board too (434.4)
                for g in o.gear:
                    names.add(objs[g].card)
    return frozenset(names)


def any_on_board(st, names) -> bool:
    """`not names.isdisjoint(board_names(st))`: is a card of `names` on the board?  Kept
    while `st` is listed; otherwise the board is walked until one is found, without
    making the set of its names (asked outside a listing as a card is paid for, or a
    rule looks for a passive)."""
    if names.isdisjoint(st.in_game):   # no such card in this game at all (the usual case)
        return False
    kept = here.kept
    if kept is not None and kept[0] is st:
        return not names.isdisjoint(board_names(st))
    objs = st.objs
    for b in st.bfs:
        o = objs.get(b.obj)
        if o is not None and o.card in names:
            return True
        for oid in b.units:
            o = objs.get(oid)
            if o is not None and (o.card in names or o.gear and _gear_in(objs, o, names)):
                return True
    players = st.players
    for p in st.order:
        zones = players[p].zones
        for z in ("base", "legend"):
            for oid in zones[z]:
                o = objs.get(oid)
                if o is not None and (o.card in names or o.gear and _gear_in(objs, o, names)):
                    return True
    return False


def live(db, st) -> frozenset[str] | None:
    """The facets (cards/facets.py: "passive:no_move_to_base", "static:shrouded",
    "trigger:dies", "keyword:flow"...) of the cards this game has had (`st.in_game`): a
    rule no card of the game carries is on no board of it, so asking for it answers at
    once.  None when `db` cannot list its facets (a stand-in database): then ask the board.

    The rule for a new construct that reads the board at every decision (listing,
    payment, combat, cleanup): test its facet against `live(db, st)` (or go through
    `rule_changes.sources`, which does) before any board walk or `db.with_passive`
    lookup, so a game without the card pays one set test.  The answer is derived from
    `st.in_game` alone and kept per (database, `in_game` object): `in_game` is replaced,
    never changed in place, when a new card name enters the game (Board.create_card,
    token play), so no state change can leave it stale.  The hottest callers read that
    kept answer, `last_live`, themselves (the same two identity tests), sparing a call."""
    kept_db, kept_in_game, got = last_live
    if kept_in_game is st.in_game and kept_db is db:
        return got
    return _live(db, st)


def has_facet(db, st, facet: str) -> bool:
    """Has a card of this game (`st.in_game`) this facet ("static:board", "adds:kept")?
    One set test in `live(db, st)`, instead of `db.having(facet)` tested against every name
    of the game; a stand-in database without facets is asked for the cards."""
    kept_db, kept_in_game, got = last_live
    if kept_in_game is not st.in_game or kept_db is not db:
        got = live(db, st)
    if got is not None:
        return facet in got
    having = getattr(db, "having", None)
    return having is None or not having(facet).isdisjoint(st.in_game)


def _live(db, st):
    global last_live
    in_game = st.in_game
    index = _facet_index(db)
    if index is None:
        return None
    facets, kept = index
    got = kept.get(in_game)
    if got is None:
        if len(kept) > 256:
            kept.clear()
        got = kept[in_game] = frozenset(
            [f for f, names in facets if not names.isdisjoint(in_game)])
    last_live = (db, in_game, got)
    return got


def _gear_in(objs, o, names) -> bool:
    """Is a card attached to `o` one of `names`?  Attached cards are on the board (434.4)."""
    for g in o.gear:
        if objs[g].card in names:
            return True
    return False


def per_object(fn):
    """`fn(x)` worked out once per object `x` that never changes (a card definition, a
    card's instructions, a card database): kept by identity, so a new object with an
    equal value is read afresh.  The object is held with its answer, so its id is not
    reused while kept; bounded so a stream of new objects cannot grow it."""
    kept: dict[int, tuple] = {}
    # the object asked last and its answer, looked at first (a database's facts are asked
    # of the same database again and again); at first a new object no one else holds
    last = (object(), None)

    def once(x):
        nonlocal last
        if x is last[0]:
            return last[1]
        got = kept.get(id(x))
        if got is None or got[0] is not x:
            if len(kept) > 4096:
                kept.clear()
            got = kept[id(x)] = (x, fn(x))
        last = got
        return got[1]

    once.__doc__, once.__name__, once.__wrapped__ = fn.__doc__, fn.__name__, fn
    return once


last_live = (None, None, None)     # (database, in_game, live facets): the last answer


class _Every:
    """Holds everything: `live(db, st) or EVERY` when a stand-in database
    cannot say which passives are live (each rule is then asked)."""

    def __contains__(self, _) -> bool:
        return True


EVERY = _Every()


@per_object
def _facet_index(db):
    """((facet, names of the cards with it), ...) of `db`, and the live facets kept per
    `in_game` set; None when `db` lists no facets."""
    facets = getattr(db, "facets", None)
    if facets is None:
        return None
    return tuple([(f, db.having(f)) for f in facets()]), {}
