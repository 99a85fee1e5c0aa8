"""Facets: the facts about a card that the engine asks of the whole card pool ("which
cards trigger on a death", "which cards have Reaction"), named as short strings so a
card database can index them once and a start-up can read the index from the card
cache without decoding every card (cards/dbcache.py).

    type:unit            the card's type
    keyword:reaction     a printed keyword (208)
    passive:extra_hide   a passive rule
    trigger:dies         a triggered ability on this event (382)
    trash_trigger:kill   an ability that triggers on this event from a trash (385.2)
    replaces:dies        a replacement ability (`instead:`) of this event (367)
    activated            an activated ability (own)
    additional_cost      an additional cost (356.2)
    static:cost          a static changing its own card's cost (356.3-356.4)
    static:cost_aura     a static changing other cards' costs (Herald of Scales)
    static:board         a static granting Might or keywords on the board (473-480)
    static:shrouded      a static "can't be chosen by enemy spells and abilities" (355.9)
    static:no_combat_damage  a static "don't deal combat damage" for others (465)
    static:repeat        a static giving spells [Repeat] (820: Syndra, Transcendent)
    grants:deflect       a static that can grant this keyword (476)
    victory_minus        a passive that lowers the Victory Score
    reads:damaged        a trigger condition asking whether its unit was dealt damage this
                         turn (the engine notes damage only when some card asks)
    reads:spent          a trigger condition asking what Energy was spent on a spell
    adds:kept            an ability adding resources kept apart for some costs (`only:`,
                         429: payments must then say what they pay for, engine/limited.py)
    conditional          a condition: a `while:` (holds), a trigger's or an instruction's
                         `if` (only_if); engine/conditions.py reads among these cards
    replaces_battlefield an instruction replacing a battlefield with a token (438: Ivern,
                         Green Father; engine/replace_action.py)

The one place each of these tests is written: the engine builds its name sets from them
(engine/game.py, statics.py, cost_auras.py) and a test holds them to the engine's own
readings of a single card."""

from __future__ import annotations

from collections.abc import Iterable

from .model import CardDef


def facets_of(card: CardDef) -> set[str]:
    """Every facet this card has."""
    out = {f"type:{card.type}"}
    out.update(f"keyword:{k.name}" for k in card.keywords)
    if card.trash_cost is not None:
        out.add("from_trash")                # "You may play me from your trash" (356.1.a)
    if "keyword:quick-draw" in out:
        out.add("keyword:reaction")          # 819.1.b: Quick-Draw has Reaction inherently
    for ab in card.abilities:
        if ab.passive:
            out.add(f"passive:{ab.passive}")
        trig = ab.trigger
        if trig is not None and getattr(trig.only_if, "kind", None) == "not_damaged_this_turn":
            out.add("reads:damaged")
        if trig is not None and getattr(trig.only_if, "kind", None) == "spent":
            out.add("reads:spent")
        if trig is not None:
            if ab.kind == "triggered":
                out.add(f"trigger:{trig.event}")
            elif ab.kind == "replacement":
                out.add(f"replaces:{trig.event}")
            if trig.zone == "trash":
                out.add(f"trash_trigger:{trig.event}")
        if any(e.op == "add" and e.only for e in ab.effects):
            out.add("adds:kept")
        if ab.holds is not None or trig is not None and trig.only_if is not None or \
                any(e.only_if is not None for e in ab.effects):
            out.add("conditional")
        if any(e.op == "replace" for e in ab.effects):
            out.add("replaces_battlefield")      # 438: makes a battlefield token in its place
        if ab.kind == "activated":
            out.add("activated")
        elif ab.kind == "additional" and ab.additional is not None:
            # a battlefield's, offered to the cards it names (Dragon Roost), is not its own
            out.add("additional_cost" if ab.to is None else "additional_cost_given")
        elif ab.kind == "static" and ab.static is not None:
            s = ab.static
            if s.cost or s.power and s.to is not None:   # its own cost, or (with `to:`)
                out.add("static:cost" if s.to is None else "static:cost_aura")  # others'
            if s.might or s.keywords or s.shrouded or s.no_combat_damage:
                out.add("static:board")
            if s.adds:
                out.add("static:adds")               # others' Add abilities add more (429)
            if s.repeat:
                out.add("static:repeat")
            if s.shrouded:
                out.add("static:shrouded")           # "can't be chosen by enemy ..."
            if s.no_combat_damage:
                out.add("static:no_combat_damage")   # "don't deal combat damage"
            out.update(f"grants:{k.name}" for k in s.keywords)
        elif ab.kind == "passive" and ab.passive == "victory_plus" and \
                ab.value is not None and ab.value < 0:
            out.add("victory_minus")
    return out


def index(cards: Iterable[CardDef]) -> dict[str, tuple[str, ...]]:
    """facet -> the names of the cards with it, in the cards' order."""
    out: dict[str, list[str]] = {}
    for c in cards:
        for f in facets_of(c):
            out.setdefault(f, []).append(c.name)
    return {f: tuple(names) for f, names in sorted(out.items())}
