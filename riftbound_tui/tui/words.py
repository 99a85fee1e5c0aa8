"""Plain English for the legal lines: what the action menu and the palette say beside
the notation.  It only describes a line the engine listed; it never decides anything.

    describe(info, state, db)              'Play Void Seeker (3 energy, 1 fury)'
    describe(info, state, db, subject=u)   'Move to Bandle Tree' (u is the card asked about)
"""

from __future__ import annotations

from ..engine import replacement, rune_order
from .lines import LineInfo

SHORT = 72           # an ability's text is cut here; the Card panel has all of it


def cost_words(cost) -> str:
    """'3 energy, 1 fury'; '' for a card that costs nothing."""
    if cost is None:
        return ""
    parts = [f"{cost.energy} energy"] if cost.energy else []
    for dom, n in cost.power:
        parts.append(f"{n} {'power of any domain' if dom == 'any' else dom.replace('|', ' or ')}")
    return ", ".join(parts)


def _card(db, name: str):
    try:
        return db.get(name)
    except KeyError:
        return None


def _place(place: str | None) -> str:
    return "base" if place is None or place.lower() == "base" else place


def obj_words(st, oid: int) -> str:
    """'B's Shipyard Skulker at Bandle Tree', 'A's Hextech Ray in hand'."""
    o = st.objs.get(oid)
    if o is None:
        return "(gone)"
    where = st.place_name(o)
    prep = "in" if o.zone in ("hand", "trash", "deck", "rune_deck", "banishment") else "at"
    who = o.controller if o.zone in ("base", "battlefield", "runes") else o.owner
    return f"{who}'s {o.card} {prep} {where}"


def _names(info: LineInfo, st, full: bool = False) -> list[str]:
    if len(info.oids) == len(info.names) and info.oids:
        return [obj_words(st, o) if full else st.objs[o].card for o in info.oids]
    return list(info.names)


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def describe(info: LineInfo, st, db, subject=None) -> str:
    v = info.verb
    if v == "play":
        name = info.names[0] if info.names else info.body[5:]
        card = _card(db, name)
        facedown = bool(info.oids) and st.objs[info.oids[0]].zone == "facedown"
        text = f"Play {name}" + (" from facedown" if facedown else "")
        if info.place:
            text += f" to {_place(info.place)}"
        cost = cost_words(card.cost) if card is not None and not facedown else ""
        return text + (f" ({cost})" if cost else "")
    if v == "hide":
        return f"Hide {info.names[0]} facedown at {info.place}"
    if v == "move":
        dest = "back to base" if _place(info.place) == "base" else f"to {info.place}"
        if subject in info.oids:
            others = [st.objs[o].card for o in info.oids if o != subject]
            return f"Move {dest}" if not others else f"Move {dest} with {_join(others)}"
        return f"Move {_join(_names(info, st))} {dest}"
    if v == "activate":
        return _activate(info, st, db)
    if v == "exhaust":
        return f"Exhaust {_join(_names(info, st))}: add 1 energy"
    if v == "recycle":
        rune = _card(db, info.names[0]) if info.names else None
        dom = rune.domains[0] if rune is not None and rune.domains else "its domain's"
        return f"Recycle {_join(_names(info, st))} into the rune deck: add 1 {dom} power"
    if v == "pass":
        pend = st.pending
        return "Pass focus" if pend is not None and pend.kind == "focus" else "Pass priority"
    if v == "end":
        return "End the turn"
    if v == "concede":
        return "Concede the game"
    if v == "choose":
        if info.body.lower() == "choose none":
            return "Choose nothing"
        return f"Choose {_join(_names(info, st, full=True))}"
    if v == "assign":
        names = _names(info, st)
        deal = [f"{n} to {name}" for name, n in zip(names, info.amounts) if n]
        return "Deal " + (", ".join(deal) or "no damage")
    if v == "order":
        names = _names(info, st)
        if len(names) > 1:
            return f"{names[0]} {order_first(st.pending)}, then {_join(names[1:])}"
    if v == "to":
        return f"Choose {_place(info.place)}"
    if v == "mulligan":
        return f"Set aside {_join(list(info.names))} and draw again"
    simple = {"keep": "Keep this hand", "first": "Go first", "second": "Go second",
              "yes": "Yes", "no": "No"}
    if v in simple:
        return simple[v]
    return info.body[:1].upper() + info.body[1:]


def _activate(info: LineInfo, st, db) -> str:
    oid = info.oids[0] if info.oids else None
    name = st.objs[oid].card if oid is not None else (info.names[0] if info.names else "")
    card = _card(db, name)
    acts = [a for a in card.abilities if a.kind == "activated"] if card is not None else []
    n = info.number or 1
    text = ""
    if 0 < n <= len(acts):
        try:
            from ..cards.text import render_ability
            text = render_ability(acts[n - 1], card.type, db)
        except Exception:          # the renderer is young: the line is still shown
            text = ""
    if len(text) > SHORT:
        text = text[:SHORT - 1].rstrip() + "…"
    return f"Use {name}" + (f": {text}" if text else "")


def order_first(decision) -> str:
    """What the first of an `order` answer does: triggers go on the chain (303.2.a),
    replacement effects apply (372), recycled runes go to the Rune Deck's bottom (416.5.a)."""
    kind = decision.context[:1] if decision is not None and decision.context else ()
    if kind == (replacement.ORDER_CONTEXT,):
        return "applies first"
    if kind == (rune_order.CONTEXT,):
        return "goes to the bottom first"
    return "goes on the chain first"
