"""Who has seen what (128): a card looked at is seen by the looking player only; a
revealed card by everyone until the effect that revealed it has finished resolving
(424.1.a.3).  Both are noted as `Modifier(kind="seen")` on the card (its id: an id never
follows a card into another zone, 124), `keyword` naming the viewer or EVERYONE, `amount`
the chain item that looked, so "the rest" of a look is what that item saw that is still
there.  The view (engine/view.py) shows such a card to those who saw it, and a log line
only the looker may read starts with `(seen by PLAYER)` (view.redact_log hides it from
the others).  The looks themselves are instructions (engine/zones.py)."""

from __future__ import annotations

from ..cards.model import Effect
from .state import ChainItem, GameState, Modifier, Obj


SEEN = "seen"
EVERYONE = "*"


def private(who: str) -> str:
    """The mark opening a log line that only `who` may read (view.redact_log)."""
    return f"(seen by {who}) "


def known_to(st: GameState, viewer: str) -> set[int]:
    """Objects in hidden zones that `viewer` has seen by a look or a reveal (424)."""
    return {m.target for m in st.modifiers
            if m.kind == SEEN and m.keyword in (viewer, EVERYONE)}


def is_public(st: GameState, o: Obj) -> bool:
    """Is this card's face known to every player now?"""
    if o.zone not in ("deck", "rune_deck", "hand", "facedown"):
        return True
    return any(m.kind == SEEN and m.target == o.id and m.keyword == EVERYONE
               for m in st.modifiers)


def looked(st: GameState, item: ChainItem) -> list[int]:
    """The cards this item looked at or revealed that are still where they were seen."""
    out = []
    for m in st.modifiers:
        if m.kind == SEEN and m.amount == item.id and m.target in st.objs and \
                m.target not in out and st.objs[m.target].zone in ("deck", "hand",
                                                                   "rune_deck"):
            out.append(m.target)
    return out


def end_reveal(st: GameState, item: ChainItem) -> None:
    """424.1.a.3: a reveal lasts until the effect that made it has finished resolving."""
    for m in st.modifiers:          # a loop, not any() over a generator (every resolution)
        if m.kind == SEEN and m.amount == item.id and m.keyword == EVERYONE:
            st.modifiers = [m for m in st.modifiers if not (
                m.kind == SEEN and m.amount == item.id and m.keyword == EVERYONE)]
            break


def mark_seen(st: GameState, oids, eff: Effect, item: ChainItem) -> None:
    """The cards are seen by the looker, or by everyone when revealed (424.1.a)."""
    viewer = EVERYONE if eff.reveal else item.controller
    for oid in oids:
        st.modifiers.append(Modifier(oid, SEEN, item.id, keyword=viewer, until="turn",
                                     timestamp=st.clock, source=item.card))


def revealed_domains(db, st: GameState, item: ChainItem | None) -> set[str]:
    """The domains of the cards this chain item has revealed, while the reveal lasts
    (424.1.a.3): "do one of the following based on its domain"."""
    if item is None:
        return set()
    return {d for m in st.modifiers
            if m.kind == SEEN and m.amount == item.id and m.keyword == EVERYONE
            and m.target in st.objs for d in db.get(st.objs[m.target].card).domains}


def revealed_types(db, st: GameState, item: ChainItem | None) -> set[str]:
    """The card types of the cards this chain item has revealed that are still where they
    were revealed: "if it's a unit" (Pakaa Protector)."""
    if item is None:
        return set()
    return {db.get(st.objs[m.target].card).type for m in st.modifiers
            if m.kind == SEEN and m.amount == item.id and m.keyword == EVERYONE
            and m.target in st.objs}
