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
    return frozenset(m.target for m in st.modifiers if m.kind == GRANTED)


def from_trash(st: GameState, player: str, oid: int, card: CardDef) -> bool:
    """Is `oid` a card `player` may play by Flow: a spell with a Flow cost in their own
    trash ("your trash", 829.1.b)?"""
    o = st.objs[oid]
    return o.zone == "trash" and o.owner == player and (
        card.flow is not None or bool(st.modifiers) and granted(st, oid))


def base(card: CardDef, zone: str) -> Cost:
    """The base cost a card is played for from `zone`: from the trash, its Flow cost
    (829.1.c.1; a Flow given "equal to its cost" is its printed cost); elsewhere its
    printed cost."""
    return card.flow if zone == "trash" and card.flow is not None else card.cost


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
