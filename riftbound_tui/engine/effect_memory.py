"""What a resolving effect did that its later instructions read (359.3.e.14, linked
instructions): the cards it revealed and drew ("if you revealed a Bird, Cat, Dog, or
Poro": Ivern, Nurturer), the cards it discarded ("based on the discarded card's type":
Hwei, Brooding Painter), and the battlefield a unit it moved to base left ("if there's an
enemy unit alone at that battlefield": Isolate).  Each is a turn-long note keyed by the
chain item (317.2.c)."""

from __future__ import annotations

from .state import GameState, Modifier

DREW_REVEALED = "drew_revealed"   # a card revealed and drawn by a chain item (413.1.a, 424)
DISCARDED_BY = "discarded_by"     # a card a chain item's discard instruction discarded (422)
LEFT_FROM = "left_from"           # a unit a chain item moved from this battlefield to base


def note(st: GameState, kind: str, item, objs, amount=None) -> None:
    """Note `objs` as `kind` for `item` (`amount`: the battlefield left, for LEFT_FROM)."""
    for c in objs:
        if kind == LEFT_FROM:
            st.modifiers.append(Modifier(c, kind, amount, keyword=str(item.id), until="turn"))
        else:
            st.modifiers.append(Modifier(c, kind, item.id, until="turn"))


def noted_cards(db, st: GameState, kind: str, item) -> list:
    """The cards (CardDefs) this item noted as `kind` that still exist."""
    if item is None:
        return []
    return [db.get(st.objs[m.target].card) for m in st.modifiers
            if m.kind == kind and m.amount == item.id and m.target in st.objs]


def revealed_tags(db, st: GameState, item) -> set[str]:
    """The tags (lower case) of the cards this item has revealed, while the reveal lasts
    (424.1.a.3), and of those it revealed and drew (Ivern, Nurturer)."""
    from .looks import EVERYONE, SEEN
    if item is None:
        return set()
    cards = [db.get(st.objs[m.target].card) for m in st.modifiers
             if m.kind == SEEN and m.keyword == EVERYONE and m.amount == item.id
             and m.target in st.objs] + noted_cards(db, st, DREW_REVEALED, item)
    return {t.lower() for c in cards for t in c.tags}


def discarded_type(db, st: GameState, item, kind: str) -> bool:
    """Did this item discard a card of type `kind`?"""
    return any(c.type == kind for c in noted_cards(db, st, DISCARDED_BY, item))


def note_left(st: GameState, item, movers) -> None:
    """Units this item moves from a battlefield to base: the battlefield each left."""
    for t in movers:
        o = st.objs[t]
        if o.zone == "battlefield":
            note(st, LEFT_FROM, item, (t,), o.bf)


def counts_there(effects) -> bool:
    """Does an instruction test a count "at that battlefield" (`at: {that: N}`)?"""
    for e in effects:
        what = getattr(e.only_if, "what", None)
        if what is not None and what.location is not None and what.location.kind == "that":
            return True
    return False


def left_from(st: GameState, item, oid: int) -> int | None:
    """The battlefield this item moved unit `oid` to base from, if it did."""
    if item is None:
        return None
    for m in st.modifiers:
        if m.kind == LEFT_FROM and m.target == oid and m.keyword == str(item.id):
            return m.amount
    return None
