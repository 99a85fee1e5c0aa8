"""Hidden and other zones: looking at and revealing the top of a deck (424), choosing
cards in a hand, a trash or among the cards looked at (355.17, 416.6), banishing (427),
recycling (416), putting cards into a hand, playing a card as an instruction resolves
(419.3), putting looked-at cards back in an order, and "Recycle N from your trash" as a
cost (416.3).

Who may see what (128): a card looked at is seen by the looking player only; a revealed
card by everyone until the effect that revealed it has finished resolving (424.1.a.3).
Both are noted as `Modifier(kind="seen")` on the card (its id: an id never follows a card
into another zone, 124), `keyword` naming the viewer or EVERYONE, `amount` the chain item
that looked, so "the rest" of a look is what that item saw that is still there.  The view
(engine/view.py) shows such a card to those who saw it, and a log line only the looker may
read starts with `(seen by PLAYER)` (view.redact_log hides it from the others).
"""

from __future__ import annotations

from ..cards.model import Cost, Effect
from . import ffa, payment, rng, seen
from .state import ChainItem, Decision, GameState, Modifier, Obj

SEEN = "seen"
EVERYONE = "*"
OPS = frozenset({"look", "banish", "recycle", "to_hand", "to_trash", "play", "order", "keep",
                 "to_champion_zone", "to_top"})
KEPT = "kept"
HANDLERS = ("hide_free",)    # custom: "you can hide cards ignoring costs this turn" (811.1.b)
OFF_BOARD = ("trash", "hand", "looked", "banished", "with_this")
BANISHED = "banished_by"     # 427.3: the cards an effect banished, for "play those cards"
SUSPEND = "suspend"


def hide_cost(st: GameState, player: str, cost):
    """811.1.b: hiding costs [A], unless an effect lets the player ignore it this turn."""
    if any(m.kind == "rule" and m.keyword == "hide_free" and m.source == player
           for m in st.modifiers):
        return Cost()
    return cost


def private(who: str) -> str:
    """The mark opening a log line that only `who` may read (view.redact_log)."""
    return f"(seen by {who}) "


# -- who has seen what ------------------------------------------------------------------------

def known_to(st: GameState, viewer: str) -> set[int]:
    """Objects in hidden zones that `viewer` has seen by a look or a reveal (424)."""
    return {m.target for m in st.modifiers
            if m.kind == SEEN and m.keyword in (viewer, EVERYONE)}


def _public(st: GameState, o: Obj) -> bool:
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


# -- selectors into zones ---------------------------------------------------------------------

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
    from . import layers
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
        from dataclasses import replace as _replace
        sel = _replace(sel, max_might_over=None,
                       max_might=min(killed + sel.max_might_over,
                                     sel.max_might if sel.max_might is not None else 10**6))
    if sel.at not in OFF_BOARD and sel.object != "rune":   # a pick among the board's objects
        from dataclasses import replace as _replace

        from . import targets
        return targets.candidates(eng.db, st, _replace(sel, kind="all"), controller)
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


# -- instructions -----------------------------------------------------------------------------

def execute(eng, st: GameState, eff: Effect, objs, item: ChainItem, who: str, answer):
    """One instruction of OPS: (objects affected, fell short) or SUSPEND."""
    if eff.op == "custom":             # HANDLERS: a rule for the player, for this turn
        st.modifiers.append(Modifier(-1, "rule", keyword=eff.handler, until="turn",
                                     source=item.controller))
        st.say(f"  {item.card}: {item.controller} can hide cards ignoring costs this turn")
        return (), False
    if eff.op == "look":
        if eff.reveal and eff.zone != "hand":      # "if you would reveal cards from a
            from .look_first import before_reveal   # deck, look at the top card first"
            if before_reveal(eng, st, item, who, "rune_deck" if eff.zone == "rune_deck"
                             else "deck", answer) == SUSPEND:
                return SUSPEND
        return _look(eng, st, eff, item, who)
    if eff.reduce_by == "paid_might":      # fixed now, for the pick and the play (356.4)
        from dataclasses import replace as _replace
        from .costs import paid_might
        eff = _replace(eff, reduce=paid_might(st, item), reduce_by=None)
    if eff.target is not None and (eff.target.kind == "pick" or eff.target.kind == "all"
                                   and eff.target.at == "hand"):
        # "each player discards their hand / chooses 2 cards in their hand": 'their' and
        # 'friendly' are read for each player in turn (355.10.e)
        objs = tuple(candidates(eng, st, eff.target, item.controller, item))
    if eff.target is not None and eff.target.kind == "pick":
        picked = _pick(eng, st, eff, objs, item, who, answer)
        if picked == SUSPEND:
            return SUSPEND
        objs = picked
    if eff.op == "order":
        return _order(eng, st, objs, item, who, answer)
    if eff.op == "keep":               # spared from this effect's "the rest"
        for c in objs:
            st.modifiers.append(Modifier(c, KEPT, item.id, until="turn", source=item.card))
        return tuple(objs), False
    if eff.rest:
        kept = {m.target for m in st.modifiers if m.kind == KEPT and m.amount == item.id}
        objs = tuple(c for c in objs if c not in kept)
    if eff.op == "play":
        return _play(eng, st, eff, objs, item, who)
    if eff.op == "discard":
        return _discard(eng, st, objs, item), False
    if eff.op == "to_champion_zone":
        from . import champion
        return champion.return_to_zone(eng, st, objs, item)
    if eff.op == "draw":               # 413.1.a: drawn from where the card names; "reveal
        # a unit from among them and draw it": shown to every player first (424.1.a)
        drawn = _relocate_all(eng, st, "draw", objs, "hand", item, who, eff.reveal)
        if eff.reveal:                 # "if you revealed a Bird": what it was, for the effect
            from . import effect_memory
            effect_memory.note(st, effect_memory.DREW_REVEALED, item, drawn)
        return drawn, False
    if eff.op == "to_top":             # the top of its owner's Main Deck, not a recycle
        out = _relocate_all(eng, st, "to_top", objs, "deck", item, who)
        for c in out:
            deck = st.players[st.objs[c].owner].zones["deck"]
            deck.remove(c)
            deck.insert(0, c)
        return out, False
    zone = {"banish": "banishment", "to_hand": "hand", "recycle": "deck",
            "to_trash": "trash"}[eff.op]
    return _relocate_all(eng, st, eff.op, objs, zone, item, who), False


def _look(eng, st: GameState, eff: Effect, item: ChainItem, who: str):
    """424: look at / reveal the top N of a Main Deck; as many as there are, without
    Burning Out (rule 988 of the complete rules: looking at more than the deck holds)."""
    target = who
    if eff.zone == "hand":             # 424.3.a: the whole hand, as it is now
        return _look_hand(eng, st, eff, item, who)
    if eff.zone == "rune_deck":
        return _look_runes(eng, st, eff, item, who)
    deck = st.players[target].zones["deck"]
    n = eff.amount
    top = list(deck[:n])
    if eff.until is not None:       # "reveal cards until you reveal a unit"
        k = next((j for j, c in enumerate(deck)
                  if eng.db.get(st.objs[c].card).type == eff.until), len(deck) - 1)
        top, n = list(deck[:k + 1]), k + 1
    _mark_seen(st, top, eff, item)
    _say_look(st, eff, item, target, top, "card(s)", "Main Deck")
    if target == item.controller:    # "as YOU look at or reveal me": the owner looks
        seen.note_offers(eng, st, top, item, eff.reveal)
    return tuple(top), len(top) < n


def _say_look(st: GameState, eff: Effect, item: ChainItem, who: str, top, things: str,
              deck: str) -> None:
    """A reveal names the cards to everyone; a look, only to the looker (424.1.a)."""
    names = ", ".join(st.objs[c].card for c in top) or "nothing"
    if eff.reveal:
        st.say(f"  {item.card}: {who} reveals the top {len(top)} {things} of their {deck}: "
               f"{names} (424)")
    else:
        whose = "their" if who == item.controller else f"{who}'s"
        st.say(f"  {item.card}: {item.controller} looks at the top {len(top)} {things} of "
               f"{whose} {deck}")
        st.say(f"  {private(item.controller)}{item.controller} sees {names}")


def _mark_seen(st: GameState, oids, eff: Effect, item: ChainItem) -> None:
    """The cards are seen by the looker, or by everyone when revealed (424.1.a)."""
    viewer = EVERYONE if eff.reveal else item.controller
    for oid in oids:
        st.modifiers.append(Modifier(oid, SEEN, item.id, keyword=viewer, until="turn",
                                     timestamp=st.clock, source=item.card))


def _look_runes(eng, st: GameState, eff: Effect, item: ChainItem, who: str):
    """"Reveal the top rune of your rune deck" (424): the top N of the Rune Deck."""
    top = list(st.players[who].zones["rune_deck"][:eff.amount])
    _mark_seen(st, top, eff, item)
    _say_look(st, eff, item, who, top, "rune(s)", "Rune Deck")
    return tuple(top), len(top) < eff.amount


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


def _look_hand(eng, st: GameState, eff: Effect, item: ChainItem, who: str):
    hand = list(st.players[who].zones["hand"])
    _mark_seen(st, hand, eff, item)
    names = ", ".join(st.objs[c].card for c in hand) or "no cards"
    if eff.reveal:
        st.say(f"  {item.card}: {who} reveals their hand: {names} (424.3.a)")
    else:
        st.say(f"  {item.card}: {item.controller} looks at {who}'s hand")
        st.say(f"  {private(item.controller)}{item.controller} sees {names}")
    return tuple(hand), False


def _pick(eng, st: GameState, eff: Effect, objs, item: ChainItem, who: str, answer):
    """355.17 / 416.6: the player chooses the cards as the instruction resolves; a "you
    may" pick (`up_to`) may choose none.  One legal answer is answered by the engine."""
    sel = eff.target
    cands = list(objs)
    if eff.op == "play":           # 419.3.c: only cards that can be played are eligible
        cands = [c for c in cands if why_not_playable(eng, st, eff, c, item, who) is None]
    lo = 0 if sel.up_to else min(sel.count, len(cands))
    hi = min(sel.count, len(cands))
    if answer is not None:
        chosen = tuple(c for c in answer if c in cands)
        return chosen
    who = item.controller           # "choose a card from it": the instruction's controller
    if hi == 0 or (lo == hi == len(cands)):
        chosen = tuple(cands)
        if chosen:
            line = f"{who}: choose {', '.join(eng.ref(st, c) for c in chosen)}"
            st.say(line if all(_public(st, st.objs[c]) for c in chosen)
                   else private(who) + line)
        return chosen
    hidden = not all(_public(st, st.objs[c]) for c in cands)
    verb = {"to_hand": "put into the hand", "draw": "draw"}.get(eff.op, eff.op)
    where = {"looked": "among the cards looked at", "trash": "from a trash",
             "hand": "from a hand"}.get(sel.at, "")
    st.pending = Decision(who, "choose",
                          f"{item.label}: choose {'up to ' if lo == 0 else ''}{hi} "
                          f"{sel.object}{'s' if hi > 1 else ''} {where}"
                          f"{'' if eff.op == 'choose' else ' to ' + verb}".rstrip(),
                          tuple(cands), ("instruction", "private" if hidden else "public"),
                          lo, hi)
    return SUSPEND


def _relocate_all(eng, st: GameState, op: str, objs, zone: str, item: ChainItem, who: str,
                  revealed: bool = False):
    objs = [c for c in objs if c in st.objs]
    if op == "recycle" and len(objs) > 1:
        # 416.5: recycled together, they go to the bottom in a random order
        st.rng = rng.shuffle(st.rng, objs)
    out, public, secret = [], [], 0
    for c in objs:
        o = st.objs[c]
        dest = "rune_deck" if zone == "deck" and o.zone in ("runes", "rune_deck") else zone
        if revealed or _public(st, o) or dest == "banishment":
            public.append(eng.ref(st, c))
        else:
            secret += 1
        was = (o.bf if o.zone == "battlefield" else "base") \
            if o.zone in ("base", "battlefield") else None
        if o.zone in ("base", "battlefield"):
            eng.forget_modifiers(st, c)
        out.append(eng.relocate(st, c, dest))
        if op == "banish":                     # "those cards" (427.3), and where from
            from . import banished_with
            banished_with.note(eng, st, out[-1], item)    # "banished with this" (398)
            st.modifiers.append(Modifier(out[-1], BANISHED, item.id, until="turn",
                                         source=item.card,
                                         data=(was,) if was is not None else ()))
    rule = {"banish": "427", "recycle": "416", "draw": "413.1.a"}.get(op, "")
    what = ", ".join(public)
    if secret:
        what = (what + " and " if what else "") + f"{secret} card(s) not revealed"
    if what:
        said = {"banish": f"{who} banishes {what}", "recycle": f"{who} recycles {what}",
                "draw": f"{who} draws {what}",
                "to_hand": f"{what} go to their owner's hand",
                "to_trash": f"{what} go to their owner's trash",
                "to_top": f"{who} puts {what} on the top of their Main Deck"}[op]
        st.say(f"  {item.card}: {said}{f' ({rule})' if rule else ''}")
    if op == "recycle" and any(st.objs.get(c) is not None and st.objs[c].zone == "deck"
                               for c in out):
        eng.recycled(st, who)            # "when you recycle one or more" (416.1.a)
    if op == "banish":
        eng.banished(st, who, out)       # "when you banish a card you own" (427)
    return tuple(c for c in out if c != -1)


def _discard(eng, st: GameState, objs, item: ChainItem):
    """422: each chosen card is discarded by its owner; then "when you discard" (422.1.b)."""
    from . import conditions
    by: dict[str, list[int]] = {}
    for c in objs:
        if c not in st.objs:
            continue
        owner = st.objs[c].owner
        st.say(f"  {item.card}: {owner} discards {st.objs[c].card} (422)")
        conditions.note(st, "discarded", owner)
        by.setdefault(owner, []).append(eng.relocate(st, c, "trash"))
    for owner, trashed in by.items():
        eng.discarded(st, owner, trashed)
    return tuple(t for ts in by.values() for t in ts)


def _order(eng, st: GameState, objs, item: ChainItem, who: str, answer):
    """Put the looked-at cards still on top back in the order the player names, the
    first named on top (a choice made as the instruction resolves, 355.17)."""
    # a looked-at card recycled since (to the bottom: the same object, moved after the
    # look) is no longer among them (Predict 2, 436.1: "recycle any, the rest on top")
    seen_at = {m.target: m.timestamp for m in st.modifiers
               if m.kind == SEEN and m.amount == item.id}
    rest = [c for c in looked(st, item) if st.objs[c].zone == "deck" and
            st.objs[c].entered <= seen_at.get(c, st.objs[c].entered)]
    if len(rest) > 1 and answer is None:
        st.pending = Decision(who, "choose", f"{item.label}: name the cards looked at in the "
                              f"order to put them back, the top one first",
                              tuple(rest), ("instruction", "private"), len(rest), len(rest))
        return SUSPEND
    order = [c for c in (answer or rest) if c in rest]
    if not order:
        return (), False
    owner = st.objs[order[0]].owner
    deck = st.players[owner].zones["deck"]
    others = [c for c in deck if c not in order]
    deck[:] = order + others          # looked-at cards were the top ones
    st.say(f"  {item.card}: {who} puts {len(order)} card(s) back on top of their Main Deck "
           f"in an order they chose")
    return tuple(order), False


# -- 419.3: playing a card as an instruction resolves -----------------------------------------

TO_BATTLEFIELD = "to_battlefield"   # a unit's place, still to be chosen among battlefields


def cost_of(eng, st: GameState, eff: Effect, who: str, card, from_hand: bool) -> Cost:
    """What a card played by an instruction costs (419.3.b): its cost with discounts
    (356.4), unless the instruction ignores it (356.1.b), reduces it or names another."""
    if eff.pay is not None:
        return eff.pay
    if eff.ignore == "cost":
        return Cost()
    base = eng.play_cost(st, who, card, None, from_hand)   # Void Drone: less from elsewhere
    if eff.ignore == "energy":
        return Cost(0, base.power)
    if eff.reduce:
        return Cost(max(0, base.energy - eff.reduce), base.power)     # 356.6
    return base


def why_not_playable(eng, st: GameState, eff: Effect, oid: int, item: ChainItem,
                     who: str) -> str | None:
    """Why this card cannot be played now by the instruction (419.3.c), or None."""
    o = st.objs.get(oid)
    if o is None:
        return "it is gone"
    card = eng.db.get(o.card)
    if card.type not in ("unit", "gear", "spell"):
        return f"{card.type}s are not played"
    if not card.implemented:
        return f"{card.name} is not implemented yet"
    cost = cost_of(eng, st, eff, who, card, o.zone == "hand")
    if not payment.can_pay(eng.db, st, who, cost, card.domains, purpose=card.type):
        return f"{who} cannot pay its cost (357)"
    if card.type == "unit" and eff.dest in (None, "battlefield") and not any(
            p != "base" or eff.dest is None for p in eng.unit_destinations(st, who, card)):
        return "it has no place to be played to (355.2)"
    why = eng.why_no_choices(st, who, card.effects, oid, cost=cost, domains=card.domains,
                             purpose=card.type)
    return why


MAY_HERE = "may_play_here"      # a unit played by an instruction "you may play it here"


def may_play_here(st: GameState, oid) -> int | None:
    """The battlefield an instruction said this unit may be played at, or None."""
    for m in st.modifiers if st.modifiers else ():
        if m.kind == MAY_HERE and m.target == oid:
            return m.amount
    return None


def _play(eng, st: GameState, eff: Effect, objs, item: ChainItem, who: str):
    played = []
    if eff.player == "owner" and len(objs) > 1:
        # "starting with the next player, each player plays those cards" (Promising
        # Future): in turn order from the player after the instruction's controller
        k = st.order.index(item.controller)
        turn = st.order[k + 1:] + st.order[:k + 1]
        objs = sorted((c for c in objs if c in st.objs),
                      key=lambda c: turn.index(st.objs[c].owner))
    for oid in objs:
        if oid not in st.objs:
            continue
        if eff.player == "owner":
            who = st.objs[oid].owner
        why = why_not_playable(eng, st, eff, oid, item, who)
        name = st.objs[oid].card
        if why:
            st.say(f"  {item.card}: {name} cannot be played ({why}); it stays in "
                   f"{st.objs[oid].zone} (419.3.c)")
            continue
        card = eng.db.get(name)
        cost = cost_of(eng, st, eff, who, card, st.objs[oid].zone == "hand")
        dest = None
        if card.type == "unit" and eff.dest == "base":
            dest = "base"
        elif card.type == "unit" and eff.dest == "here" and item.here is not None:
            dest = item.here
        elif card.type == "unit" and eff.dest == "battlefield":
            # its place asked among battlefields only; played by a card from facedown, at
            # that battlefield (811.1.d.3)
            dest = item.hidden_at if item.hidden_at is not None else TO_BATTLEFIELD
        elif card.type == "unit" and eff.dest == ANY_BATTLEFIELD:
            dest = ANY_BATTLEFIELD      # "plays it to any battlefield": asked as it is finalized
        elif card.type == "unit" and eff.dest == "there":
            # "plays it to the same location": where this effect banished it from (427.3)
            dest = next((m.data[0] for m in st.modifiers if m.kind == BANISHED and
                         m.target == oid and m.amount == item.id and m.data), None)
        elif card.type == "unit" and eff.dest == "chosen_battlefield":
            # "They play that unit to that battlefield" (Bone Skewer): the one chosen before
            from .linked import there
            effects = eng.item_effects(st, item)
            k = next((j for j, e in enumerate(effects) if e is eff), len(effects))
            dest = there(eng, st, item, k, effects)
            if dest is None:
                st.say(f"  {item.card}: the chosen battlefield is gone; {name} is not played")
                continue
        if len(st.order) > 2 and isinstance(dest, int) and card.type == "unit":
            dest = ffa.unit_place(st, who, dest, item)       # 462.2.a: not into others' combat
        new = eng.relocate(st, oid, "chain", controller=who)
        if card.type == "unit" and eff.dest == "or_here" and item.here is not None:
            # "if it is a unit, you may play it here": one more place to choose (355.2.a)
            st.modifiers.append(Modifier(new, MAY_HERE, item.here, until="turn",
                                         source=item.card))
        if eff.afterwards == "recycle":           # "then recycle it", once it has resolved
            st.modifiers.append(Modifier(new, AFTERWARDS, keyword="recycle", until="turn",
                                         source=item.card))
        eng.add_to_chain(st, ChainItem(st.new_id(), "card", who, new, card.name, dest=dest,
                                       label=card.name, cost_as=cost))
        how = {"cost": ", ignoring its cost (356.1.b)",
               "energy": ", ignoring its Energy cost"}.get(eff.ignore or "", "")
        if eff.reduce:
            how = f", its cost reduced by {eff.reduce} (356.4)"
        if eff.pay is not None:
            how = " for its alternative cost"
        st.say(f"  {item.card}: {who} plays {card.name}{how}; it is pending on the chain "
               f"(419.3)")
        played.append(new)
    return tuple(played), len(played) < len(objs)


AFTERWARDS = "afterwards"
ANY_BATTLEFIELD = "any_battlefield"   # `dest: any_battlefield`: a pending unit's place still
                                     # to choose among every battlefield (Thrill of the Hunt)


def after_resolving(eng, st: GameState, on_chain: int, trashed: int) -> None:
    """"Play a spell from your trash ... Then recycle it" (Kai'Sa, Evolutionary): once the
    card played that way has resolved and gone to the trash (359.3.d), it is recycled from
    there (416).  `on_chain` is its id on the chain, `trashed` its id in the trash."""
    note = next((m for m in st.modifiers if m.kind == AFTERWARDS and m.target == on_chain),
                None)
    if note is None:
        return
    st.modifiers.remove(note)
    if trashed in st.objs and st.objs[trashed].zone == "trash":
        owner, name = st.objs[trashed].owner, st.objs[trashed].card
        eng.relocate(st, trashed, "deck")
        st.say(f"  {note.source}: {owner} recycles {name} (416)")
        eng.recycled(st, owner)            # "when you recycle one or more" (416.1.a)


# -- "Recycle N from your trash" as a cost (416.3) --------------------------------------------

def recycle_cost_why(st: GameState, player: str, cost) -> str | None:
    n = getattr(cost, "recycle", 0) if cost is not None else 0
    if n and len(st.players[player].zones["trash"]) < n:
        return f"{player} cannot recycle {n} from their trash (416.3)"
    return None


def recycle_cost_step(eng, st: GameState, it: ChainItem, cost) -> bool:
    """Before an activated ability's costs are paid (404): which trash cards pay its
    "Recycle N from your trash" (416.6).  True while that choice is pending."""
    n = getattr(cost, "recycle", 0) if cost is not None else 0
    if not n or it.extra is not None:
        return False
    trash = list(st.players[it.controller].zones["trash"])
    if len(trash) < n:
        from .errors import IllegalAction
        raise IllegalAction(recycle_cost_why(st, it.controller, cost))
    if len(trash) == n:
        eng.update_item(st, it.id, extra=("recycle",) + tuple(trash))
        st.say(f"{it.controller}: choose {', '.join(eng.ref(st, c) for c in trash)}")
        return False
    st.pending = Decision(it.controller, "choose",
                          f"{it.label}: choose {n} card(s) in your trash to recycle (416.3)",
                          tuple(trash), ("recycle_cost", it.id), n, n)
    return True


def answer_recycle_cost(eng, st: GameState, dec: Decision, chosen) -> None:
    from .state import Task
    eng.update_item(st, dec.context[1], extra=("recycle",) + tuple(chosen))
    st.tasks.append(Task("finalize", (dec.context[1],)))


def recycle_cards(eng, st: GameState, item: ChainItem, cards) -> None:
    """Recycle these trash cards of the item's controller as a cost (416.3)."""
    _relocate_all(eng, st, "recycle", list(cards), "deck", item, item.controller)


def pay_recycle_cost(eng, st: GameState, it: ChainItem) -> None:
    if not it.extra or it.extra[0] != "recycle":
        return
    cards = [c for c in it.extra[1:] if c in st.objs]
    _relocate_all(eng, st, "recycle", cards, "deck", it, it.controller)
