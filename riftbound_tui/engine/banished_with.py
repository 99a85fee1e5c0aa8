"""Cards "banished with this" (394-398, linked abilities): a card whose ability reads
`at: with_this` ("Play a unit banished with this": Cursed Sarcophagus) remembers the cards
its own abilities banish, beyond the turn, for as long as it stays the same object (124).
Cards banished by any other effect are not in that set (398: The Zero Drive's example)."""

from __future__ import annotations

from .state import GameState, Modifier

KIND = "banished_with"
WITH_THIS = "with_this"


def _reads(card) -> bool:
    """Does one of this card's abilities read the cards banished with it?"""
    for ab in card.abilities:
        for eff in getattr(ab, "effects", ()) or ():
            for sel in (getattr(eff, "target", None), getattr(eff.only_if, "what", None)):
                if sel is not None and getattr(sel, "at", None) == WITH_THIS:
                    return True
    return False


def note(eng, st: GameState, banished: int, item) -> None:
    """427: `banished` was banished by `item`; kept when its source links the two.  An
    Effect Text ability's link is the attached card whose text it is, not its unit (395:
    The Zero Drive's granted Deathknell)."""
    src = None if item is None else item.via if item.via is not None else item.source
    o = st.objs.get(src) if src is not None else None
    if o is None or o.zone in ("banishment", "trash", "deck", "hand", "chain"):
        return
    if _reads(eng.db.get(o.card)):
        st.modifiers.append(Modifier(banished, KIND, src, until="permanent",
                                     source=item.card))


def pool(st: GameState, item) -> list[int]:
    """The cards in banishment that this item's source banished (398)."""
    if item is None or item.source is None:
        return []
    return [m.target for m in st.modifiers if m.kind == KIND and m.amount == item.source
            and m.target in st.objs and st.objs[m.target].zone == "banishment"]


def count_holds(db, st: GameState, cnt, controller: str, item) -> bool:
    """A `Count` of cards banished with this: "if there are four spells banished with me"
    (Jhin, Virtuoso), the cards of the pool that match the count's selector now."""
    from .zone_picks import card_matches
    got = sum(1 for c in pool(st, item) if card_matches(db, st, cnt.what, st.objs[c],
                                                        controller))
    return got >= cnt.at_least if cnt.exactly is None else got == cnt.exactly
