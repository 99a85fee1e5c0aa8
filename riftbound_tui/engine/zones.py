"""Instructions into hidden and other zones: looking at and revealing the top of a deck or a
hand (424), choosing cards in a hand, a trash or among the cards looked at as the
instruction resolves (355.17, 416.6), banishing (427), recycling (416), drawing, putting
cards into a hand or a trash or on top of a deck, discarding (422), putting looked-at cards
back in an order, and playing a card (419.3, engine/instruction_play.py).

Who may see what (128) is engine/looks.py; which cards a selector into a zone may pick,
engine/zone_picks.py; "Recycle N from your trash" as a cost (416.3),
engine/recycle_cost.py; the order of runes recycled together (416.5.a),
engine/rune_order.py.
"""

from __future__ import annotations

from ..cards.model import Effect
from . import rng, seen
from .instruction_play import play, why_not_playable
from .looks import SEEN, is_public, looked, mark_seen, private
from .state import ChainItem, Decision, GameState, Modifier, SUSPEND
from .zone_picks import BANISHED, candidates

OPS = frozenset({"look", "banish", "recycle", "to_hand", "to_trash", "play", "order", "keep",
                 "to_champion_zone", "to_top"})
KEPT = "kept"
HANDLERS = ("hide_free",)    # custom: "you can hide cards ignoring costs this turn" (811.1.b)


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
        from .paid_notes import paid_might
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
        return play(eng, st, eff, objs, item, who)
    if eff.op == "discard":
        return _discard(eng, st, objs, item), False
    if eff.op == "to_champion_zone":
        from . import champion
        return champion.return_to_zone(eng, st, objs, item)
    if eff.op == "draw":               # 413.1.a: drawn from where the card names; "reveal
        # a unit from among them and draw it": shown to every player first (424.1.a)
        drawn = relocate_all(eng, st, "draw", objs, "hand", item, who, eff.reveal)
        if eff.reveal:                 # "if you revealed a Bird": what it was, for the effect
            from . import effect_memory
            effect_memory.note(st, effect_memory.DREW_REVEALED, item, drawn)
        return drawn, False
    if eff.op == "to_top":             # the top of its owner's Main Deck, not a recycle
        out = relocate_all(eng, st, "to_top", objs, "deck", item, who)
        for c in out:
            deck = st.players[st.objs[c].owner].zones["deck"]
            deck.remove(c)
            deck.insert(0, c)
        return out, False
    orders, said = (), ()
    if eff.op == "recycle" and len(objs) > 1:    # 416.5.a: runes in their owner's order
        from . import rune_order
        orders = rune_order.arrange(eng, st, objs, item)
        if orders == SUSPEND:
            return SUSPEND
        said = rune_order.said(st, item, orders)     # (named before they move)
    zone = {"banish": "banishment", "to_hand": "hand", "recycle": "deck",
            "to_trash": "trash"}[eff.op]
    out = relocate_all(eng, st, eff.op, objs, zone, item, who, orders=orders)
    for line in said:
        st.say(line)
    return out, False


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
    mark_seen(st, top, eff, item)
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


def _look_runes(eng, st: GameState, eff: Effect, item: ChainItem, who: str):
    """"Reveal the top rune of your rune deck" (424): the top N of the Rune Deck."""
    top = list(st.players[who].zones["rune_deck"][:eff.amount])
    mark_seen(st, top, eff, item)
    _say_look(st, eff, item, who, top, "rune(s)", "Rune Deck")
    return tuple(top), len(top) < eff.amount


def _look_hand(eng, st: GameState, eff: Effect, item: ChainItem, who: str):
    hand = list(st.players[who].zones["hand"])
    mark_seen(st, hand, eff, item)
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
            st.say(line if all(is_public(st, st.objs[c]) for c in chosen)
                   else private(who) + line)
        return chosen
    hidden = not all(is_public(st, st.objs[c]) for c in cands)
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


def relocate_all(eng, st: GameState, op: str, objs, zone: str, item: ChainItem, who: str,
                  revealed: bool = False, orders=()):
    """`orders`: runes in the order their owner chose (416.5.a, engine/rune_order.py)."""
    objs = [c for c in objs if c in st.objs]
    if op == "recycle" and len(objs) > 1:
        # 416.5: recycled together, they go to the bottom in a random order
        st.rng = rng.shuffle(st.rng, objs)
        for order in orders:       # 416.5.a: an owner's runes take the places the shuffle
            at = [k for k, c in enumerate(objs) if c in order]   # gave them, in their order
            for k, c in zip(at, order):
                objs[k] = c
    out, public, secret = [], [], 0
    for c in objs:
        o = st.objs[c]
        dest = "rune_deck" if zone == "deck" and o.zone in ("runes", "rune_deck") else zone
        if revealed or is_public(st, o) or dest == "banishment":
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
