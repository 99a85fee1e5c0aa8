"""Replace (438): "replace that battlefield with a Brush battlefield token" (Ivern, Green
Father) and "replace this with the battlefield it replaced" (the Brush token's swap back,
187.8).

A token is created in the place of the battlefield, not played (438.1), and inherits what
the battlefield had: who controls or contests it, the units and hidden cards there, this
turn's scoring of it, and the effects on it, so "here" and targets that named it still
name the token (438.1.a).  The battlefield keeps its place in `st.bfs`, so everything that
knows a battlefield by its index already follows.  The replaced card is placed in
banishment, replaced and not banished (438.5, 438.5.a: no "when you banish" triggers); a
replaced token stops existing there (438.6).  The token remembers the card it replaced (a
`Modifier` of kind REPLACED on the token, `amount` the card in banishment), and a token
that replaces a token inherits what that one replaced (438.7.b.1).  To swap back, the
token stops existing and the card returns to the battlefield's place, inheriting the same
(438.7.b); with nothing in banishment to return, nothing happens (438.7.c)."""

from __future__ import annotations

from dataclasses import replace

from . import frozen
from .state import GameState, Modifier

REPLACED = "replaced"
# 652.2.a: "a token battlefield with no abilities" replaces a removed player's (conceding.py)
REMOVED_TOKEN = "Token Battlefield"


def _retarget(st: GameState, old: int, new: int) -> None:
    """438.1.a: the effects on the replaced object are the replacing object's now."""
    if any(m.target == old for m in st.modifiers):
        st.modifiers = [m if m.target != old else replace(m, target=new)
                        for m in st.modifiers]


def replaced_card(st: GameState, token: int) -> int | None:
    """The card in banishment this battlefield token replaced, if it is still there."""
    for m in st.modifiers:
        if m.kind == REPLACED and m.target == token and m.amount in st.objs and \
                st.objs[m.amount].zone == "banishment":
            return m.amount
    return None


def replace_battlefield(eng, st: GameState, k: int, token: str, player: str,
                        by: str) -> int:
    """Replace the battlefield at index `k` with a new `token` owned by `player` (439.4.b:
    a created battlefield; here it inherits the old one's controller, 438.1).  The token."""
    b = st.bfs[k]
    old = b.obj
    new = eng.create_card(st, token, player, "battlefields")
    _retarget(st, old, new)      # a replaced token's own REPLACED too (438.7.b.1)
    put = eng.relocate(st, old, "banishment")    # 438.5; a token stops existing (438.6)
    if put != -1:
        st.modifiers.append(Modifier(new, REPLACED, put, until="permanent", source=by))
    was = b.name
    b.obj, b.name = new, st.objs[new].card
    st.say(f"  {by}: {was} is replaced with a {b.name} battlefield token; {was} is placed "
           f"in banishment, replaced, not banished (438.1, 438.5)")
    eng.push_cleanup(st)
    return new


def swap_back(eng, st: GameState, token: int, by: str) -> bool:
    """438.7.b: the battlefield token `token` stops existing and the card it replaced
    returns to its place.  False when there is nothing to swap back to (438.7.c)."""
    k = next((k for k, b in enumerate(st.bfs) if b.obj == token), None)
    card = replaced_card(st, token)
    if k is None or card is None:
        st.say(f"  {by}: nothing in banishment to swap back to (438.7.c)")
        return False
    b = st.bfs[k]
    o = st.objs[card]
    st.players[o.owner].zones["banishment"].remove(card)      # a new object (124)
    del st.objs[card]
    new = eng.create_card(st, o.card, o.owner, "battlefields")
    _retarget(st, token, new)
    st.modifiers = [m for m in st.modifiers if not (m.kind == REPLACED and m.target == new)]
    del st.objs[token]                           # a token off the board stops existing (186)
    was = b.name
    b.obj, b.name = new, o.card
    st.say(f"  {by}: {was} is swapped back for {o.card}, the battlefield it replaced "
           f"(438.7.b)")
    eng.push_cleanup(st)
    return True


def instruction(eng, st: GameState, eff, item):
    """`replace` (the trigger's battlefield, "that battlefield") or `swap_back` (this
    battlefield token, the source): (objects affected, fell short)."""
    if eff.op == "swap_back":
        done = swap_back(eng, st, item.source, item.card)
        return ((), not done)
    k = item.here
    if k is None or not 0 <= k < len(st.bfs):
        st.say(f"  {item.card}: there is no battlefield to replace (359.3.e.12)")
        return (), True
    return (replace_battlefield(eng, st, k, eff.token, item.controller, item.card),), False


@frozen.per_object
def tokens(db) -> frozenset[str]:
    """The battlefield tokens a `replace` instruction of this database creates: while
    none has been in the game, no battlefield has changed its name (Game.act).  Read from
    the cards with the facet `replaces_battlefield` alone: `db.all()` would decode every
    card of a cached database (900 of them, 8 MB, in a game's first answer)."""
    having = getattr(db, "having", None)
    cards = db.all() if having is None else [db.get(n) for n in having(FACET)]
    return frozenset(e.token for c in cards for ab in c.abilities
                     for e in getattr(ab, "effects", ()) or () if e.op == "replace")


FACET = "replaces_battlefield"     # cards/facets.py


quiet = (None, None)     # the last (database, in_game) with none of those tokens (read by Game.act)


def renamed(db, st: GameState, before: GameState) -> bool:
    """Has a battlefield been replaced (or swapped back) since `before`?  Asked after every
    answer: a game's `in_game` (replaced, never changed in place) known to hold none of
    the tokens is answered without asking `tokens` again."""
    global quiet
    in_game = st.in_game
    if in_game is quiet[1] and db is quiet[0]:
        return False
    if tokens(db).isdisjoint(in_game) and REMOVED_TOKEN not in in_game:
        quiet = (db, in_game)        # one tuple: a thread reads a pair set together
        return False
    return [b.name for b in st.bfs] != [b.name for b in before.bfs]
