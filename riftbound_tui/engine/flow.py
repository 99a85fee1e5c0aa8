"""Flow (829): "Flow [Cost] (You may play this from your trash for its Flow cost. Then
banish it.)"

A spell with Flow may be played from its owner's trash (829.1.b) with its timing and every
other permission unchanged (829.1.b.2); its Flow cost replaces its base cost (829.1.c.1,
356.1.a), so additional costs, increases and discounts apply to it as to a base cost.  The
chain item remembers how it was played (`ChainItem.flow`): once finalized, the card that
would leave the chain other than by its own instructions is banished instead (829.1.b.1,
a delayed replacement): resolved (359.3.d) or countered (425).
"""

from __future__ import annotations

from ..cards.model import CardDef, Cost
from . import conditions
from .state import ChainItem, GameState


GRANTED = "flow_granted"   # a modifier: the card in a trash has Flow equal to its cost


def granted(st: GameState, oid: int) -> bool:
    """"Give a spell in your trash [Flow] equal to its cost this turn" (Kennen, Storm of
    Shuriken): the card has Flow, its Flow cost its printed cost (829.1.c)."""
    for m in st.modifiers:
        if m.kind == GRANTED and m.target == oid:
            return True
    return False


def granted_ids(st: GameState) -> frozenset[int]:
    """Every card given Flow now (`granted`, for all of them at once)."""
    out = []
    for m in st.modifiers:      # a loop, not a comprehension's frame: asked every listing
        if m.kind == GRANTED:
            out.append(m.target)
    return frozenset(out) if out else _NONE


_NONE = frozenset()


def from_trash(st: GameState, player: str, oid: int, card: CardDef, db=None) -> bool:
    """Is `oid` a card `player` may play from their own trash ("your trash"): a spell by
    Flow (829.1.b), or a card whose own text lets it be played from there for an alternate
    cost (`trash_cost`, 356.1.a), while that permission's condition holds (Undying Legion:
    "[Legion] — You may play me from your trash for [3][Fury]", 812)?"""
    o = st.objs[oid]
    if o.zone != "trash" or o.owner != player:
        return False
    if card.trash_cost is not None:
        return card.trash_while is None or db is not None and conditions.holds(
            db, st, card.trash_while, player, oid)
    return card.flow is not None or bool(st.modifiers) and granted(st, oid)


def by_flow(st: GameState, oid: int, card: CardDef) -> bool:
    """Is the card in the trash played by Flow (banished as it leaves the chain,
    829.1.b.1), not by its own permission to be played from there (`trash_cost`) nor by
    another card's ("You may play cards from your trash": engine/trash_rules.py)?"""
    return st.objs[oid].zone == "trash" and card.trash_cost is None and (
        card.flow is not None or bool(st.modifiers) and granted(st, oid))


def base(card: CardDef, zone: str) -> Cost:
    """The base cost a card is played for from `zone`: from the trash, its Flow cost
    (829.1.c.1; a Flow given "equal to its cost" is its printed cost) or its own
    alternate cost from there (356.1.a); elsewhere its printed cost."""
    if zone == "trash":
        if card.flow is not None:
            return card.flow
        if card.trash_cost is not None:
            return card.trash_cost
    return card.cost


def leaving_chain(item: ChainItem) -> str:
    """Where the card of a finalized item goes as it leaves the chain other than by its own
    instructions: banishment when it was played by Flow (829.1.b.1), else the trash."""
    return "banishment" if item.flow and not item.pending else "trash"


def banishes_itself(db, item: ChainItem) -> bool:
    """A spell whose last instruction is "Banish this." (passive `banish_this`: Arcane
    Shift): it goes to banishment as it finishes resolving, not to the trash (359.3.d), its
    playing complete (419.4.a)."""
    return any(ab.passive == "banish_this" for ab in db.get(item.card).abilities)


def banished_line(item: ChainItem) -> str:
    return (f"  {item.card} would go to the trash: it was played by Flow, so it is banished "
            f"instead (829.1.b.1)")
