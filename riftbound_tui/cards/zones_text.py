"""Our own words for the hidden-zone instructions (engine/zones.py): look at / reveal,
banish, recycle, put into a hand, play a card, put back in an order."""

from __future__ import annotations

from .model import Effect

OPS = ("look", "banish", "recycle", "to_hand", "to_trash", "play", "order", "keep",
       "to_champion_zone", "to_top")


def per_card(eff, t: str) -> str | None:
    """"Deal 1 to it for each card with Hidden revealed this way": a count of the cards an
    effect saw, or None for another amount."""
    amt = eff.amount_of
    if amt is None or amt.kind != "count" or amt.what is None or \
            amt.what.at not in ("looked", "banished") or eff.op != "deal":
        return None
    what = f"card{limits(amt.what)}"
    how = "revealed" if amt.what.at == "looked" else "banished"
    return f"deal {amt.times} to {t} for each {what} {how} this way"


def is_zone_op(eff) -> bool:
    return eff.op in OPS or eff.op in ("discard", "draw") and eff.target is not None
WHERE = {"hand": (" from your hand", " from a hand"),
         "looked": (" from among them", " from among them"),
         "banished": (" banished this way", " banished this way"),
         "with_this": (" banished with this", " banished with this")}


def where(sel) -> str | None:
    if sel.at not in WHERE:
        return None
    return WHERE[sel.at][0 if sel.controller == "friendly" else 1]


def limits(sel) -> str:
    """" with Hidden" (a printed keyword of a card off the board)."""
    out = f" with {sel.keyword.capitalize()}" if getattr(sel, "keyword", None) else ""
    if getattr(sel, "max_might_over", None) is not None:
        out += f" with Might up to {sel.max_might_over} more than the killed unit"
    if getattr(sel, "energy_below", None) == "points":
        out += " with Energy cost less than your points"
    return out


def noun_prefix(sel) -> str:
    return f"non-{sel.not_type} " if getattr(sel, "not_type", None) else ""


def target_words(sel, t: str) -> str:
    if sel is not None and sel.kind == "all" and sel.at == "looked":
        return "the rest"
    if sel is not None and sel.kind == "pick" and sel.object == "rune" and sel.at is None \
            and sel.count == 1:
        return "one of your runes" if sel.controller == "friendly" else "a rune"
    return t


def effect(eff: Effect, t: str) -> str:
    t = target_words(eff.target, t)
    op = eff.op
    if op == "look" and eff.zone == "hand":
        if eff.player == "chosen":       # "choose an opponent. They reveal their hand"
            return "they reveal their hand" if eff.reveal else "look at their hand"
        if eff.player == "opponent":
            verb = "they reveal their hand" if eff.reveal else "look at their hand"
            return f"choose an opponent; {verb}"
        return "reveal your hand" if eff.reveal else "look at your hand"
    if op == "look" and eff.zone == "rune_deck":
        top = "the top rune" if eff.amount == 1 else f"the top {eff.amount} runes"
        return f"{'reveal' if eff.reveal else 'look at'} {top} of your Rune Deck"
    if op == "look":
        whose = {"you": "your", "opponent": "an opponent's", "each": "their"}.get(
            eff.player, "your")
        if eff.player == "each":
            return f"each player looks at the top {eff.amount} cards of their Main Deck"
        top = "the top card" if eff.amount == 1 else f"the top {eff.amount} cards"
        if eff.until:
            return (f"{'reveal' if eff.reveal else 'look at'} cards from the top of your "
                    f"Main Deck until you {'reveal' if eff.reveal else 'see'} a {eff.until}")
        if eff.reveal:
            who = {"opponent": "an opponent reveals",
                   "each_opponent": "each opponent reveals"}.get(eff.player, "reveal")
            return f"{who} {top} of {'your' if who == 'reveal' else 'their'} Main Deck"
        return f"look at {top} of {whose} Main Deck"
    if op == "draw":                    # "you may reveal a unit from among them and draw it"
        return f"reveal {t} and draw it" if eff.reveal else f"draw {t}"
    if op == "discard":
        if eff.player == "each" and eff.target is not None and eff.target.kind == "all":
            return "each player discards their hand"
        return f"its owner discards {t}"
    if op == "keep":
        if eff.player == "each":
            return f"each player chooses {t.replace(' your ', ' their ')}"
        return f"choose {t}"
    if op == "recycle" and eff.rest:
        kind = t.split(" ", 1)[-1].replace("from a hand", "in hands")
        return f"recycle the other {kind}"
    if op == "banish":
        if eff.player == "each":
            return "each player banishes one of them"
        return f"banish {t}"
    if op == "recycle":
        return f"recycle {t}"
    if op == "to_top":                            # Altar of Memories
        return f"put {t} on the top of your Main Deck"
    if op == "to_trash":
        sel = eff.target
        # the one card revealed, if it is not a unit (Pakaa Protector): "it"; else "the rest"
        # of the cards looked at (Lightning Rush: "Put the rest into your trash")
        it = sel is not None and sel.kind == "all" and sel.at == "looked" and \
            eff.only_if is not None
        return "put it into your trash" if it else f"put {t} into your trash"
    if op == "to_hand":
        if eff.target is not None and eff.target.kind == "self":
            return "return this from your trash to your hand"
        sel = eff.target
        if sel is not None and sel.kind == "pick" and sel.at == "looked":
            if sel.object != "card":             # "a spell from among them" (Ravenbloom)
                what = f"a {sel.object}" if sel.count == 1 else f"{sel.count} {sel.object}s"
                return f"put {what} from among them into your hand"
            return f"put {sel.count} of them into your hand"
        if sel is not None and sel.kind == "subject":   # a card of theirs (Ashe, Focused)
            return "return it to its owner's hand"
        if sel is not None and sel.at == "trash" and sel.controller != "friendly":
            return f"return {t} to their owners' hands"     # "from trashes" (Shadows of the Past)
        return f"put {t} into your hand"
    if op == "order":
        return "put the rest back on top in any order"
    if op == "to_champion_zone":                  # 108.3.c.1
        return f"return {t} to your Champion Zone if it is empty"
    if op == "play":
        who = "its owner plays" if eff.player == "owner" else "play"
        if eff.player == "owner" and eff.target is not None and eff.target.kind == "all":
            who, t = "starting with the next player, each player plays", "those cards"
        dest = {"base": " to base", "here": " here",
                "or_here": " (if it is a unit, you may play it here)",
                "battlefield": " to a battlefield you control",
                "any_battlefield": " to any battlefield",
                "there": " to the same location",
                "chosen_battlefield": " to that battlefield"}.get(eff.dest or "", "")
        how = ""
        if eff.ignore == "cost":             # "Play all units ..., ignoring their costs"
            how = ", ignoring their costs" if eff.target is not None and \
                eff.target.kind == "all" else ", ignoring its cost"
        elif eff.ignore == "energy":
            how = (f", ignoring {'their' if t == 'those cards' else 'its'} Energy cost "
                   f"({'their' if t == 'those cards' else 'its'} Power cost is still paid)")
        elif eff.reduce_by == "paid_might":
            how = ", reducing its Energy cost by the Might of the unit paid"
        elif eff.reduce:
            how = f", reducing its cost by {eff.reduce} energy"
        elif eff.pay is not None:
            from .text import render_cost
            how = f" for {render_cost(eff.pay)}"
        then = ", then recycle it" if eff.afterwards == "recycle" else ""
        if eff.target is not None and eff.target.kind == "self" and eff.ask == "you":
            t = "this from your trash"          # a spell's "do this" (388.1: Death from Below)
        return f"{who} {t}{dest}{how}{then}"
    return op
