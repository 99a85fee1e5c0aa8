"""What a paid additional cost leaves for the card's own instructions to read as it
resolves (356.2, 357): the Might and printed cost of the unit the cost took from the board
(last known information: Rumble, Heedless Resurrection, Atakhan), the place of the unit it
exhausted (Forgotten Signpost), and that the cost was paid at all, kept by the permanent
the card becomes ("if you paid the additional cost": Clockwork Keeper)."""

from __future__ import annotations

from . import layers
from .state import ChainItem, GameState, Modifier


PAID_MIGHT = "paid_might"


def note_paid_might(eng, st: GameState, it: ChainItem, oid: int) -> None:
    """The Might of a unit a cost takes from the board, as it leaves (last known
    information): "reduce its cost by the Might of the unit you recycled" (Rumble)."""
    o = st.objs[oid]
    if o.zone in ("base", "battlefield") and eng.db.get(o.card).type == "unit":
        st.modifiers.append(Modifier(-1, PAID_MIGHT, layers.effective_might(eng.db, st, oid),
                                     keyword=str(it.id), until="turn", source=it.card))
        cost = eng.db.get(o.card).cost      # its printed cost (206): Heedless Resurrection
        st.modifiers.append(Modifier(-1, PAID_COST, cost.energy, keyword=str(it.id),
                                     until="turn", source=it.card,
                                     data=(cost.energy, cost.power_total)))


def paid_place(st: GameState, it: ChainItem):
    """The location now of the unit this item's cost took and left on the board ("the
    location of the unit you exhausted to pay for this ability": Forgotten Signpost):
    'base', a battlefield's index, or None when it took none or it left the board."""
    if it.extra is None or it.extra[0] != "paid":
        return None
    for oid in it.extra[1:]:
        o = st.objs.get(oid)
        if o is not None and o.zone == "battlefield":
            return o.bf
        if o is not None and o.zone == "base":
            return "base"
    return None


PAID_COST = "paid_cost"


def paid_cost(st: GameState, it: ChainItem) -> tuple[int, int] | None:
    """The printed (Energy, Power) of the unit this item's cost killed or recycled, or None
    when it took none: "a unit that costs no more Energy and no more Power than the killed
    unit" (Heedless Resurrection)."""
    for m in st.modifiers:
        if m.kind == PAID_COST and m.keyword == str(it.id):
            return m.data
    return None


def paid_might(st: GameState, it: ChainItem) -> int:
    """What `note_paid_might` noted for this item; 0 when its cost took no unit."""
    return sum(m.amount for m in st.modifiers
               if m.kind == PAID_MIGHT and m.keyword == str(it.id))


def carry_paid(st: GameState, old: int, new: int) -> None:
    """A permanent leaves the chain as a new object (359.2); that its additional cost was
    paid stays known to it ("When you play me, if you paid the additional cost, draw 1":
    Clockwork Keeper, errata; 356.4.f.1) until the end of the turn."""
    if any(m.kind == "paid" and m.target == old for m in st.modifiers):
        st.modifiers.append(Modifier(new, "paid", until="turn", source="paid"))
