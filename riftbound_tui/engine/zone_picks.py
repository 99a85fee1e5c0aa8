"""Selectors into zones: the cards an instruction may choose in a hand, a trash, among
the cards looked at or banished (355.17, 416.6), runes; a card off the board matched
against a selector's printed facts (206); "me" for a card whose ability works from
where it is (385.2), and the cards in a trash that listen to an event from there."""

from __future__ import annotations

from . import layers
from .looks import looked
from .state import ChainItem, GameState, Modifier, Obj


OFF_BOARD = ("trash", "hand", "looked", "banished", "with_this")
BANISHED = "banished_by"     # 427.3: the cards an effect banished, for "play those cards"


def card_matches(db, st: GameState, sel, o: Obj, controller: str) -> bool:
    """A card off the board (or a rune) against a selector's type, owner and printed
    facts: "a unit from your trash", "a spell costing no more than 3" (206: printed)."""
    card = db.get(o.card)
    if sel.object == "spell" and card.type != "spell" or \
            sel.object in ("unit", "gear", "rune") and card.type != sel.object:
        return False
    owner = o.controller if o.zone == "runes" else o.owner
    if sel.controller == "friendly" and owner != controller or \
            sel.controller == "enemy" and owner == controller:
        return False
    if sel.max_energy is not None and card.cost.energy > sel.max_energy:
        return False
    if sel.min_energy is not None and card.cost.energy < sel.min_energy:
        return False
    if sel.max_power is not None and card.cost.power_total > sel.max_power:
        return False
    might = card.might or 0
    if sel.max_might is not None and might > sel.max_might or \
            sel.min_might is not None and might < sel.min_might:
        return False
    if sel.tags and not {t.lower() for t in card.tags} & {t.lower() for t in sel.tags}:
        return False
    if sel.keyword is not None and not card.has(sel.keyword):      # printed (206)
        return False
    if sel.named is not None and card.name != sel.named:   # "a card with my name"
        return False
    if sel.domain is not None and sel.domain not in card.domains:   # "a Mind card"
        return False
    if sel.not_type is not None and card.type == sel.not_type:
        return False
    if sel.object == "rune" and (sel.exhausted and not o.exhausted or sel.ready and o.exhausted):
        return False
    if sel.energy_below == "points" and card.cost.energy >= st.players[controller].points:
        return False                              # "Energy cost less than your points" (206)
    if sel.chosen_champion:                       # "your Chosen Champion" (103.2.a.3)
        from . import champion
        if not champion.is_chosen(db, st, o):
            return False
    return True


def pool(st: GameState, sel, item: ChainItem | None) -> list[int]:
    """Where a selector into a zone looks, in a stable order."""
    if sel.at == "looked":
        return looked(st, item) if item is not None else []
    if sel.at == "banished":
        return [m.target for m in st.modifiers if item is not None and m.kind == BANISHED
                and m.amount == item.id and m.target in st.objs]
    if sel.at == "with_this":                  # "banished with this" (398)
        from . import banished_with
        return banished_with.pool(st, item)
    if sel.at in ("trash", "hand"):
        return [c for p in st.order for c in st.players[p].zones[sel.at]]
    if sel.object == "rune":
        return [r for p in st.order for r in st.players[p].zones["runes"]]
    return []


KILLED_MIGHT = "killed_might"


def note_killed_might(eng, st: GameState, killed, item: ChainItem) -> None:
    """The Might a unit has as this effect kills it (buffs and all, FAQ: Baited Hook), for
    "Might up to N more than the killed unit": known after it has left the board."""
    for t in killed:
        if eng.db.get(st.objs[t].card).type == "unit":
            st.modifiers.append(Modifier(-1, KILLED_MIGHT, layers.effective_might(
                eng.db, st, t), keyword=str(item.id), until="turn", source=item.card))


def killed_might(st: GameState, item: ChainItem | None) -> int | None:
    if item is None:
        return None
    got = [m.amount for m in st.modifiers if m.kind == KILLED_MIGHT and m.keyword == str(item.id)]
    return max(got) if got else None      # none killed: null, so nothing matches (359.3.e.12)


def candidates(eng, st: GameState, sel, controller: str, item: ChainItem | None) -> list[int]:
    if sel.within_paid_cost:              # no more Energy and Power than the killed unit
        from . import relative
        sel = relative.within_paid_cost(st, sel, item)
        if sel is None:
            return []                     # nothing was killed: null (359.3.e.12)
    if sel.max_might_over is not None:
        killed = killed_might(st, item)
        if killed is None:
            return []
        sel = sel.but(max_might_over=None,
                      max_might=min(killed + sel.max_might_over,
                                    sel.max_might if sel.max_might is not None else 10**6))
    if sel.at not in OFF_BOARD and sel.object != "rune":   # a pick among the board's objects
        from . import targets
        return targets.candidates(eng.db, st, sel.but(kind="all"), controller)
    zone = {"looked": ("deck", "hand"), "trash": ("trash",), "hand": ("hand",),
            "banished": ("banishment",), "with_this": ("banishment",)}.get(
        sel.at, ("runes",))
    return [c for c in pool(st, sel, item) if st.objs[c].zone in zone
            and card_matches(eng.db, st, sel, st.objs[c], controller)]


def self_card(st: GameState, source) -> tuple[int, ...] | None:
    """"Me" for a card off the board (its ability works from there, 385.2): the card
    where it is now, or None when it has left that zone (a new object, 124)."""
    o = st.objs.get(source) if source is not None else None
    if o is None or o.zone == "chain":
        return None
    return (source,)


def trash_listeners(eng, st: GameState, names, event: str) -> list[tuple[int, str]]:
    """Cards in a trash with an ability that triggers from there on `event` (385.2:
    "return this from your trash"), each with its owner as controller."""
    out = []
    for p in st.order:
        for oid in st.players[p].zones["trash"]:
            name = st.objs[oid].card
            if name in names and any(
                    a.trigger is not None and a.trigger.zone == "trash"
                    and a.trigger.event == event for a in eng.db.get(name).abilities):
                out.append((oid, p))
    return out


def reaches(sel) -> bool:
    """Does this selector look into a zone this module handles?"""
    return sel is not None and (sel.kind == "pick" or sel.at in ("hand", "looked", "banished",
                                                                "with_this"))
