"""Abilities an object has from elsewhere (476, the ability layer): triggered abilities a
spell gives for a while ("This turn, that unit has 'When I conquer, ...'": Relentless
Pursuit), and the activated abilities an object may use beyond its own printed ones: a
battlefield's granted to the units there or to its controller's legends (Gardens of
Becoming, Forge of the Fluft), one a spell gives (Dominus), and with
`borrow_exhaust_abilities` every exhaust ability of its controller's other legends, units
and gear (Heimerdinger, Inventor).  A borrowed ability is the borrower's own: using it
exhausts the borrower.
"""

from __future__ import annotations

from . import frozen
from .state import GameState

GRANTED_ABILITY = "granted_ability"   # a modifier: the object has `keyword`'s given abilities


def given_triggers(st: GameState, names) -> list[tuple[int, str, str]]:
    """(object, controller, giving card) of each object on the board given a triggered
    ability listening to this event (`names`): "This turn, that unit has 'When I conquer,
    you may move me to my base.'" (Relentless Pursuit, 476)."""
    out = []
    for m in st.modifiers:
        if m.kind == GRANTED_ABILITY and m.keyword in names and m.target in st.objs and \
                st.objs[m.target].zone in ("base", "battlefield"):
            out.append((m.target, st.objs[m.target].controller, m.keyword))
    return out


def activated_abilities(db, st: GameState, oid: int) -> tuple[tuple[str, int], ...]:
    """The activated abilities object `oid` has, as (card name, ability index): its own,
    then, with `borrow_exhaust_abilities` (Heimerdinger, Inventor: "I have all exhaust
    abilities of all friendly legends, units, and gear"), every activated ability with the
    exhaust symbol printed on another friendly legend, unit or gear on the board (the
    ability layer, 476).  A borrowed ability is the borrower's own: using it exhausts it."""
    o = st.objs[oid]
    card = db.get(o.card)
    own, borrows = _activated(card)
    # asked for every legend at every decision: a game none of whose cards grants an
    # ability (the usual) has nothing to walk
    if st.in_game is not _quiet[1] or db is not _quiet[0]:
        own = _with_given(db, st, oid, o, card, own)
    if not borrows or o.zone not in ("base", "battlefield"):
        return own
    out = list(own)
    p = o.controller
    donors = [*st.players[p].zones["legend"], *st.players[p].zones["base"],
              *(u for b in st.bfs for u in b.units if st.objs[u].controller == p)]
    seen = set()
    for d in donors:
        dc = db.get(st.objs[d].card)
        if d == oid or dc.type not in ("legend", "unit", "gear") or dc.name in seen:
            continue
        seen.add(dc.name)           # two copies give the same abilities: one of each
        out.extend((dc.name, k) for k, a in enumerate(dc.abilities)
                   if a.kind == "activated" and a.cost is not None and a.cost.exhaust_self)
    return tuple(out)


# The last (database, in_game) whose game has had no card that grants an activated
# ability (Gardens of Becoming, Forge of the Fluft, Dominus): one tuple, read together;
# in_game is replaced, never changed in place, when a new card enters the game.
_quiet = (None, None)


def _with_given(db, st: GameState, oid: int, o, card, own: tuple) -> tuple:
    """`own` and the activated abilities object `o` is granted: by the battlefield it is
    at, by the battlefields its controller controls (a legend), or by a spell (476)."""
    global _quiet
    granters = _granter_names(db)
    if granters is not None and granters.isdisjoint(st.in_game):
        _quiet = (db, st.in_game)
        return own
    zone = o.zone
    if zone == "battlefield" or zone == "legend":     # (only these are granted any)
        # (a battlefield without an activated ability, own or granted, grants none: most)
        acts = db.having("activated") if hasattr(db, "having") else frozen.EVERY
    if zone == "battlefield" and card.type == "unit":
        # "Units here have '[exhaust]: ...'" (Gardens of Becoming): the battlefield's
        # granted abilities are each unit's there
        bo = st.objs.get(st.bfs[o.bf].obj)
        given = _granted(db.get(bo.card)) if bo is not None and bo.card in acts else ()
        if given:
            own = own + given
    if zone == "legend":
        # "While you control this battlefield, friendly legends have '[exhaust]: ...'"
        # (Forge of the Fluft): each battlefield its controller controls
        for b in st.bfs:
            bo = st.objs.get(b.obj)
            if bo is not None and b.controller == o.controller and bo.card in acts:
                own = own + _granted(db.get(bo.card), "legend")
    if st.modifiers:              # "give it '[A][A]: Ready me.' this turn" (Dominus, 476)
        for m in st.modifiers:
            if m.kind == GRANTED_ABILITY and m.target == oid:
                own = own + _granted(db.get(m.keyword))
    return own


@frozen.per_object
def _granter_names(db) -> frozenset[str] | None:
    """The cards with an activated ability they grant (`granted`: to the units at a
    battlefield, to legends, or given by a spell's instruction, which gives its own card's
    granted ability: ops_traits.grant_ability), or None when the database cannot say."""
    having = getattr(db, "having", None)
    if having is None:
        return None
    return frozenset([n for n in having("activated")
                      if any(a.kind == "activated" and a.granted for a in db.get(n).abilities)])


def borrows_abilities(card) -> bool:
    """Whether the card has others' exhaust abilities (`borrow_exhaust_abilities`)."""
    return _activated(card)[1]


@frozen.per_object
def _activated(card) -> tuple[tuple, bool]:
    """The card's own activated abilities as (name, index), and whether it borrows others':
    read once per card (asked for every permanent a player controls at every decision)."""
    own = tuple((card.name, k) for k, a in enumerate(card.abilities)
                if a.kind == "activated" and not a.granted)
    return own, any(a.kind == "passive" and a.passive == "borrow_exhaust_abilities"
                    for a in card.abilities)


def _granted(card, to: str = "unit") -> tuple:
    """A battlefield's activated abilities that units there have (or, `to` "legend",
    that its controller's legends have), as (name, index)."""
    return _granted_both(card)[1 if to == "legend" else 0]


@frozen.per_object
def _granted_both(card) -> tuple[tuple, tuple]:
    units = tuple((card.name, k) for k, a in enumerate(card.abilities)
                  if a.kind == "activated" and a.granted is True)
    legends = tuple((card.name, k) for k, a in enumerate(card.abilities)
                    if a.kind == "activated" and a.granted == "legend")
    return units, legends
