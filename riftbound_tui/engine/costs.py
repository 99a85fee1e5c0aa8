"""A card's additional costs (356.2, 357): "as an additional cost to play me, kill a
friendly unit" (mandatory, 356.2.a.1) and "as you play me, you may discard 1 as an
additional cost; if you do, reduce my cost by 2" (optional, 356.2.b.1).

Asked as NOTATION.md "When each answer is asked" says: `yes`/`no` for an optional cost with
the choices "as I'm played", before the targets (355.1.a; asked only when it can be paid),
then, after the targets, `choose` for the object the cost picks (356-357), a card's or an
activated ability's ("Discard a gear, [1], [exhaust]"); paid with the rest of the total
cost (357).  "Any number" is one `choose` prompt, which is also the decision to pay, so it
comes with the choices "as I'm played".  Whether it was paid is noted on
the card as it is played, for its "if you do" / "otherwise" instructions (`paid`); what a
paid cost leaves for them to read (the Might or cost of the unit it took, where the unit it
exhausted is) is engine/paid_notes.py.
"""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import Ability, CardDef, Cost
from . import ambush, conditions, delayed, either_discount, frozen, paid_notes, payment, targets, \
    xp, zone_picks
from .empower import lose_status
from .errors import IllegalAction
from .state import ChainItem, Decision, GameState, Modifier, Task

CONTEXT = "additional"
OBJECTLESS = ("pay", "burn", "spend_xp")   # costs that pick no object: resources, the top
                                           # of the deck, XP (730.2)


@frozen.per_object                       # asked for every card in hand at every decision
def additional_of(card: CardDef) -> Ability | None:
    """The card's additional cost (356.2), if it has one."""
    return next((ab for ab in card.abilities
                 if ab.kind == "additional" and ab.additional is not None and ab.to is None),
                None)


def cost_of(card: CardDef, it: ChainItem) -> Ability | None:
    """The cost an item asks for as it is put on the chain: a card's additional cost
    (356.2), or a triggered ability's cost opening its effect ("you may spend a buff to
    draw 1"), its base cost, paid to finalize it (383.3.b, 204.3.a).  A trigger's "you may"
    is asked before it (383.3.a), so its cost is then mandatory."""
    if it.kind == "card":
        return additional_of(card)
    if it.kind in ("triggered", "activated") and it.ability is not None:
        ab = card.abilities[it.ability]
        if ab.pay is not None:        # an activated ability's cost that picks an object
            return Ability(kind="additional", additional=ab.pay)
    return None


def why_not_ability(eng, st: GameState, player: str, oid: int, ab: Ability) -> str | None:
    """404 / 402.3: an activated ability whose cost picks an object ("Kill a friendly unit
    or gear, [exhaust]") cannot be activated without one."""
    if ab.pay is None:
        return None
    syn = Ability(kind="additional", additional=ab.pay)
    n = ab.pay.amount if ab.pay.kind == "discard" else 1
    if ab.pay.kind == "spend_xp":                        # "Spend 2 XP: ..." (730.2)
        if not xp.can_spend(st, player, ab.pay.amount):
            return f"its cost cannot be paid: {player} has {st.players[player].xp} XP, " \
                   f"not {ab.pay.amount} (730.2, 404)"
        return None
    if ab.pay.kind not in OBJECTLESS and len(_candidates(eng, st, player, syn, oid)) < n:
        return f"its cost cannot be paid: nothing to {_words(ab.pay)} (404)"
    if ab.pay.what is not None and ab.pay.what.distinct and \
            not keeping_a_payer(eng, st, player, oid, ab, ab.effects[0].target):
        return f"its cost cannot be paid: nothing to {_words(ab.pay)} but its target (404)"
    return None


def keeping_a_payer(eng, st: GameState, player: str, oid: int, ab: Ability, sel, cands=None):
    """"Exhaust a unit you control, [exhaust]: Move a different unit you control" (`distinct`
    on the cost: Forgotten Signpost): the targets (`cands`, or `sel`'s) that leave the cost
    another object to take; without `cands`, whether there is one."""
    payers = _candidates(eng, st, player, Ability(kind="additional", additional=ab.pay), oid)
    if cands is None:
        cands = targets.candidates(eng.db, st, sel, player, oid)
        return any(p != c for p in payers for c in cands)
    return [c for c in cands if any(p != c for p in payers)]


def ask_add_cost(eng, st: GameState, player: str, oid: int, idx: int,
                 name: str | None = None) -> None:
    """An Add ability resolves at once, off the chain (429.2), but its cost may pick an
    object first: ask for it (forced when only one can be), then finish it.  `name`: the
    card whose ability it is, when it is borrowed (Heimerdinger, rule_changes.py)."""
    def finish(chosen):
        eng.finish_add(st, player, oid, idx, chosen, name=name)

    ab = eng.db.get(name or st.objs[oid].card).abilities[idx]
    syn = Ability(kind="additional", additional=ab.pay)
    cands = _candidates(eng, st, player, syn, oid)
    n = ab.pay.amount if ab.pay.kind == "discard" else 1
    if ab.pay.kind in OBJECTLESS or len(cands) == n:
        if cands and ab.pay.kind not in OBJECTLESS:
            st.say(f"{player}: choose {', '.join(eng.ref(st, c) for c in cands)}")
        return finish(tuple(cands) if ab.pay.kind not in OBJECTLESS else ())
    st.pending = Decision(player, "choose", f"{st.objs[oid].card}: choose {n} to "
                          f"{_words(ab.pay)} as the ability's cost (404)", tuple(cands),
                          (ADD_CONTEXT, oid, idx, name), n, n)


ADD_CONTEXT = "add_cost"


def answer_add(eng, st: GameState, dec: Decision, chosen) -> None:
    _, oid, idx, name = dec.context
    if oid not in st.objs:
        raise IllegalAction("the ability's source is gone")
    eng.finish_add(st, dec.player, oid, idx, tuple(chosen), name=name)


def pay_objects(eng, st: GameState, player: str, label: str, a, chosen) -> None:
    """Pay the part of an ability's cost that acts on the chosen objects (404)."""
    item = ChainItem(0, "activated", player, None, label, extra=("paid",) + tuple(chosen),
                     label=label)
    _pay_parts(eng, st, item, a)


def trigger_cost_possible(eng, st: GameState, it: ChainItem, card: CardDef) -> bool:
    """Can a triggered ability's opening cost be paid now (383.3.b.1)?"""
    ab = cost_of(card, it)
    return ab is None or _possible(eng, st, it, card, ab)


def _selector(ab: Ability):
    """The object the cost picks: spending a buff needs a buffed unit, exhausting a ready
    one (a cost can only be paid by doing it, 357)."""
    a = ab.additional
    sel = a.what
    if a.kind == "spend_buff":
        sel = sel.but(buffed=True)
    elif a.kind == "exhaust":
        sel = sel.but(ready=True)
    return sel


def _candidates(eng, st: GameState, player: str, ab: Ability, played: int | None,
                here: int | None = None) -> list:
    a = ab.additional
    if a.kind == "discard":          # "discard a spell": only cards of that kind
        return [c for c in st.players[player].zones["hand"] if c != played and (
            a.what is None or zone_picks.card_matches(eng.db, st, a.what, st.objs[c], player))]
    if a.kind in OBJECTLESS:
        return []
    if a.kind == "disempower" and a.what is not None and a.what.kind == "choose":
        # "disempower something you control to ...": only what is Empowered (442.1.a.1)
        return targets.candidates(eng.db, st, replace(a.what, empowered=True), player, played)
    if a.kind == "disempower":          # "Disempower me" (442): only while I'm Empowered
        o = st.objs.get(played) if played is not None else None
        return [played] if o is not None and o.empowered else []
    if a.what.kind == "self":           # "Kill this: ..." (Forge of the Future)
        o = st.objs.get(played) if played is not None else None
        # "Recycle me to ...": a Deathknell pays it from the trash the unit died to (383.3.b)
        zones_ok = ("base", "battlefield", "trash") if a.kind in ("recycle", "banish") \
            else ("base", "battlefield")
        return [played] if o is not None and o.zone in zones_ok else []
    if here is None:
        # "a unit you control here": here is the source's location, a battlefield itself or
        # where the source is (Emperor's Dais); a trigger's own battlefield came with it
        o = st.objs.get(played) if played is not None else None
        here = None if o is None else eng.bf_of_obj(st, played) if o.zone == "battlefields" \
            else o.bf if o.zone == "battlefield" else None
    return targets.candidates(eng.db, st, _selector(ab), player, played, here)


def _here(it: ChainItem) -> int | None:
    """A trigger's battlefield, where its cost's "here" is (a battlefield's own trigger:
    "kill a unit you control here", Dusk Rose Lab)."""
    return it.here if it.kind == "triggered" else None


def _possible(eng, st: GameState, it: ChainItem, card: CardDef, ab: Ability) -> bool:
    a = ab.additional
    if ab.holds is not None and not conditions.holds(eng.db, st, ab.holds, it.controller,
                                                     it.source):
        return False          # "if you've played a spell this turn, you may pay ..."
    if a.kind == "pay":
        base = eng.item_play_cost(st, it, card) \
            if it.hidden_at is None and it.kind == "card" else Cost()
        base = _plus(base, eng.deflect_extra(st, it, _flat(it.targets)))
        # an optional one may cost [1] or [A] less (Ezreal, Prodigy: either_discount.py)
        ways = either_discount.optional_options(eng.db, st, it.controller, a.cost) \
            if ab.optional and it.kind == "card" else (a.cost,)
        return any(payment.find_payment(eng.db, st, it.controller, _plus(base, c),
                                        card.domains,
                                        purpose=card.type if it.kind == "card" else None)
                   is not None for c in ways)
    if a.kind == "spend_xp":
        return xp.can_spend(st, it.controller, a.amount)
    if a.kind == "burn":         # 431.1.b: past the deck's end it burns out, so it can be paid
        return True
    return len(_candidates(eng, st, it.controller, ab, it.source, _here(it))) >= _how_many(a)


def _how_many(a) -> int:
    """How many objects the cost uses: "discard 2", "kill 3 other friendly units"."""
    if a.kind == "discard":
        return a.amount
    return a.what.count if a.what is not None and a.what.kind == "choose" else 1


def _cheaper(ab: Ability) -> bool:
    a = ab.additional
    return a.ignore_cost or a.discount > 0 or a.power_discount > 0 or a.discount_by_cost


def _less(cost: Cost, energy: int, pips: int) -> Cost:
    """`energy` less and `pips` fewer power pips, never below 0 (356.4, 356.6)."""
    cost = replace(cost, energy=max(0, cost.energy - energy))
    power = []
    for dom, n in cost.power:
        cut = min(n, pips)
        pips -= cut
        if n - cut:
            power.append((dom, n - cut))
    return replace(cost, power=tuple(power))


def _reduced(cost: Cost, a, k: int) -> Cost:
    """The cost after paying the additional cost with `k` objects: ignored (356.1.b), less
    energy (356.4), or `power_discount` fewer power pips for each object (Commander
    Ledros); never below 0 (356.6)."""
    if a.ignore_cost:
        return Cost()
    return _less(cost, a.discount, a.power_discount * k)


def _payable(eng, st: GameState, player: str, card: CardDef, cost: Cost) -> bool:
    return payment.can_pay(eng.db, st, player, cost, card.domains, purpose=card.type)


def affordable_with_it(eng, st: GameState, player: str, oid: int, card: CardDef,
                       cost: Cost) -> bool:
    """An optional cost that makes the card cheaper (Wallop: spend a buff to ignore its
    cost) can make a card playable that its full cost would not (358)."""
    ab = additional_of(card)
    if ab is None or not _cheaper(ab):
        return False
    a = ab.additional
    if a.kind in OBJECTLESS:         # Poppy, Defender of the Meek: "spend 3 XP ... 3 less"
        if a.kind == "spend_xp" and not xp.can_spend(st, player, a.amount):   # 730.2
            return False
        extra = a.cost if a.kind == "pay" else Cost()
        return _payable(eng, st, player, card, _plus(_reduced(cost, a, 1), extra))
    n = a.amount if a.kind == "discard" else 1
    cands = _candidates(eng, st, player, ab, oid)
    got = len(cands)
    if got < n:
        return False
    if a.discount_by_cost:           # the unit whose cost takes the most off (Atakhan)
        return any(_payable(eng, st, player, card, _less(
            cost, eng.db.get(st.objs[c].card).cost.energy,
            eng.db.get(st.objs[c].card).cost.power_total)) for c in cands)
    return _payable(eng, st, player, card, _reduced(cost, a, got if a.any_number else 1))


def why_not(eng, st: GameState, player: str, oid: int, card: CardDef,
            dest=None, item: ChainItem | None = None) -> str | None:
    """358.5: a mandatory additional cost that cannot be paid makes the card unplayable
    (played to `dest`: 822.3, a cost may not take away Ambush's reason to be there;
    `item`: the play already on the chain)."""
    ab = additional_of(card)
    if ab is not None and not ab.optional and ab.additional.kind == "spend_xp" and \
            not xp.can_spend(st, player, ab.additional.amount):
        return f"{card.name}: its additional cost cannot be paid: {player} has " \
               f"{st.players[player].xp} XP (730.2, 358.5)"
    if ab is None or ab.optional or ab.additional.kind in OBJECTLESS:
        return None
    n = ab.additional.amount if ab.additional.kind == "discard" else 1
    cands = _candidates(eng, st, player, ab, oid)
    if len(cands) >= n and dest is not None:
        cands = ambush.keeping_reason(eng, st, player, card, ab, cands, dest, item)
        if len(cands) < n:
            return f"{card.name}: its additional cost would take the last unit that lets " \
                   f"it Ambush to {st.bfs[dest].name} (822.3, 358.5)"
    if len(cands) < n:
        return f"{card.name}: its additional cost cannot be paid (356.2.a.1, 358.5)"
    return None


def playable_places(eng, st: GameState, player: str, oid: int, card: CardDef,
                    places: list, item: ChainItem | None = None) -> list:
    """Of a unit's `places` (355.2), those its mandatory additional cost can be paid for
    there (822.3: a unit with Ambush and a cost that takes a unit away, Stalking Wolf).
    `item`: the play already on the chain."""
    if card.name not in eng.additional_cost_names or not ambush.reach(card)[0]:
        return places
    return [d for d in places if why_not(eng, st, player, oid, card, d, item) is None]


def step(eng, st: GameState, it: ChainItem, card: CardDef, pick: bool = True) -> bool:
    """Make the next additional-cost choice of a pending item.  True when a decision is
    now pending (its answer resumes finalizing); False when there is nothing (more) to
    ask and finalizing goes on.  `pick` False: only whether the cost is paid, asked with
    the choices "as I'm played" (355.1.a); the objects it uses are picked after the
    targets (355 before 356-357; NOTATION.md "When each answer is asked")."""
    ab = cost_of(card, it)
    if ab is None:
        return False
    a = ab.additional
    while True:
        state = it.extra
        if state is not None and state[0] in ("paid", "declined"):
            return False
        if state is None and a.any_number:
            return _ask_many(eng, st, it, card, ab)
        if state is None:
            possible = _possible(eng, st, it, card, ab)
            if not ab.optional:
                if not possible and it.kind == "triggered":
                    # 383.3.b.1: the cost cannot be paid, so it cannot be finalized
                    eng._fizzle(st, it, "its cost cannot be paid (383.3.b.1); it is "
                                        "removed (402.4)")
                    return True
                if not possible:
                    raise IllegalAction(f"{it.label}: its additional cost cannot be paid "
                                        f"(356.2.a.1, 358.5)")
                it = eng.update_item(st, it.id, extra=("yes",))
                continue
            if not possible:             # asked only when it can be paid (NOTATION.md)
                it = eng.update_item(st, it.id, extra=("declined",))
                continue
            if _cheaper(ab) and not _payable(eng, st, it.controller, card, _plus(
                    eng.item_play_cost(st, it, card),
                    eng.deflect_extra(st, it, _flat(it.targets)))) and it.hidden_at is None:
                # declining would leave a cost that cannot be paid: yes is the one legal
                # answer, and the engine gives it (NOTATION.md: forced answers)
                st.say(f"{it.controller}: yes")
                it = eng.update_item(st, it.id, extra=("yes",))
                continue
            st.pending = Decision(it.controller, "yes_no",
                                  f"{card.name}: pay its additional cost ({_words(a)})? "
                                  f"(356.2.b)", ("yes", "no"), (CONTEXT, it.id))
            return True
        # ('yes',): pick what the cost uses
        if a.kind in OBJECTLESS:
            it = eng.update_item(st, it.id, extra=("paid",))
            continue
        if not pick:
            return False
        cands = _candidates(eng, st, it.controller, ab, it.source, _here(it))
        if a.what is not None and a.what.distinct:    # "a different unit" than its targets
            cands = [c for c in cands if c not in _flat(it.targets)]
        n = _how_many(a)
        if it.kind == "card":
            cands = ambush.keeping_reason(eng, st, it.controller, card, ab, cands, it.dest, it)
            if len(cands) < n:          # (the listing offers no such play: why_not)
                raise IllegalAction(f"{it.label}: its additional cost would take the last "
                                    f"unit that lets it Ambush there (822.3, 358.5)")
        if len(cands) == n:               # one legal answer: the engine gives it
            st.say(f"{it.controller}: choose {', '.join(eng.ref(st, c) for c in cands)}")
            it = eng.update_item(st, it.id, extra=("paid",) + tuple(cands))
            continue
        st.pending = Decision(it.controller, "choose",
                              f"{card.name}: choose {n} to {_words(a)} as its additional "
                              f"cost (356.2)", tuple(cands), (CONTEXT, it.id), n, n)
        return True


def _ask_many(eng, st: GameState, it: ChainItem, card: CardDef, ab: Ability) -> bool:
    """"You may kill any number of friendly units as an additional cost": one `choose`
    prompt, `choose none` declining (NOTATION: a 'you may' that picks objects).  At least
    as many as the card needs to become payable must be chosen."""
    cands = _candidates(eng, st, it.controller, ab, it.source, _here(it))
    if not cands:
        eng.update_item(st, it.id, extra=("declined",))
        return False
    lo = 0
    if it.hidden_at is None:
        base = _plus(eng.item_play_cost(st, it, card),
                     eng.deflect_extra(st, it, _flat(it.targets)))
        lo = next((k for k in range(len(cands) + 1) if _payable(
            eng, st, it.controller, card, _reduced(base, ab.additional, k))), 0)
    if lo == len(cands):                   # one legal answer: the engine gives it
        st.say(f"{it.controller}: choose {', '.join(eng.ref(st, c) for c in cands)}")
        eng.update_item(st, it.id, extra=("paid",) + tuple(cands))
        return False
    st.pending = Decision(it.controller, "choose",
                          f"{card.name}: choose any number to {_words(ab.additional)} as its "
                          f"additional cost, or none (356.2.b)", tuple(cands),
                          (CONTEXT, it.id), lo, len(cands))
    return True


def answer(eng, st: GameState, dec: Decision, value) -> None:
    """A yes/no (value a bool) or the chosen objects (a tuple) for an additional cost."""
    _, item_id = dec.context
    if isinstance(value, bool):
        eng.update_item(st, item_id, extra=("yes",) if value else ("declined",))
    elif not value:                        # "any number": none chosen
        eng.update_item(st, item_id, extra=("declined",))
    else:
        it = next((x for x in st.chain if x.id == item_id), None)
        card = eng.db.get(it.card) if it is not None and it.kind == "card" else None
        if card is not None and ambush.takes_reason(eng, st, it, card, additional_of(card),
                                                    value):
            raise IllegalAction(f"{it.label}: that would take the last unit that lets it "
                                f"Ambush there (822.3)")
        eng.update_item(st, item_id, extra=("paid",) + tuple(value))
    st.tasks.append(Task("finalize", (item_id,)))


def base_cost(eng, st: GameState, it: ChainItem, card: CardDef, cost: Cost) -> Cost:
    """357: pay the additional cost's non-resource part and return the card's cost with
    what paying it changes: its resources added (356.2), a discount (356.4, never below 0,
    356.6), or its base cost ignored (356.1.b)."""
    delayed.use_up(st, it.controller, card, it.source,   # a 'next spell you play' is used
                   it.from_hand)
    cost = _chosen_discount(eng, st, it, card, cost)     # "if you choose a Bird ..."
    ab = additional_of(card)
    if ab is None or it.extra is None or it.extra[0] != "paid":
        return cost
    a = ab.additional
    _pay_parts(eng, st, it, a)
    # "if you do" instructions of the card test this as it resolves (conditions `paid`)
    st.modifiers.append(Modifier(it.source, "paid", until="turn", source=card.name))
    if a.ignore_cost:
        st.say(f"  {card.name}'s cost is ignored (356.1.b)")
        cost = Cost()
    if a.kind == "pay":           # an optional one less the kind chosen (356.4.c)
        cost = _plus(cost, either_discount.apply(st, it, a.cost, "additional")
                     if ab.optional else a.cost)
    if a.discount or a.power_discount:
        cost = _reduced(cost, a, len(it.extra) - 1)                    # 356.4, 356.6
    if a.discount_by_cost and paid_notes.paid_cost(st, it) is not None:    # Atakhan (356.4)
        cost = _less(cost, *paid_notes.paid_cost(st, it))
    return cost


def _chosen_discount(eng, st: GameState, it: ChainItem, card: CardDef, cost: Cost) -> Cost:
    """"This costs [2] less if you choose a Bird, Cat, Dog, or Poro" (356.4): a discount of
    its own whose condition reads the card's choices, known as it is paid (357); the
    listing, before any choice, reads it as not met (Undying Loyalty)."""
    for ab in card.abilities:
        s = ab.static
        if ab.kind == "static" and s is not None and s.cost < 0 and s.to is None and \
                getattr(s.condition, "kind", None) == "chosen_tags" and \
                conditions.holds(eng.db, st, s.condition, it.controller, it.source, item=it):
            cost = _less(cost, -s.cost, 0)
            st.say(f"  {card.name} costs {-s.cost} energy less: it chose "
                   f"{' or '.join(s.condition.value)} (356.4)")
    return cost


def trigger_cost(eng, st: GameState, it: ChainItem, card: CardDef,
                 objects: bool = True) -> Cost:
    """383.3.b: pay a triggered ability's opening cost as it is finalized; returns the
    resources it still asks for (paid with the rest, 357).  `objects=False` leaves the part
    that acts on objects to `pay_cost_objects`, paid after the rest."""
    ab = cost_of(card, it)
    if ab is None or it.extra is None or it.extra[0] != "paid":
        return Cost()
    if objects:
        _pay_parts(eng, st, it, ab.additional)
    return ab.additional.cost if ab.additional.kind == "pay" else Cost()


def pay_cost_objects(eng, st: GameState, it: ChainItem, card: CardDef) -> None:
    """The part of an activated ability's cost that acts on objects ("Kill this"), paid
    after its resources and after exhausting its source: costs are paid in any order
    (357.2), but not in one that makes the rest impossible (357.3): a gear killed first
    could not then be exhausted (Poro Snax: "[1][C], [exhaust], Kill this")."""
    ab = cost_of(card, it)
    if ab is not None and it.extra is not None and it.extra[0] == "paid":
        _pay_parts(eng, st, it, ab.additional)


def _pay_parts(eng, st: GameState, it: ChainItem, a) -> None:
    """The part of a cost that is not resources: discard, kill, exhaust, spend a buff or
    XP, burn."""
    if a.kind == "spend_xp":
        xp.spend(st, it.controller, a.amount, it.label)        # 730.2
        return
    if a.kind == "burn":           # 440.3.a: a cost may burn; past the deck's end, 431.1.b
        st.say(f"  {it.controller} burns {a.amount} as a cost (440.3.a)")
        eng.burn(st, it.controller, a.amount)
        return
    discarded = []
    for oid in it.extra[1:]:
        if oid not in st.objs:
            raise IllegalAction(f"{it.label}: what its additional cost names is gone")
        label = eng.ref(st, oid)
        if a.kind == "discard":
            st.say(f"  {it.controller} discards {st.objs[oid].card} as an additional cost "
                   f"(356.2, 422)")
            conditions.note(st, "discarded", it.controller)
            discarded.append(eng.relocate(st, oid, "trash"))
        elif a.kind == "kill":
            paid_notes.note_paid_might(eng, st, it, oid)
            eng.kill(st, oid, "as an additional cost (356.7, 428)")
        elif a.kind == "exhaust":
            st.set(oid, exhausted=True)
            st.say(f"  exhaust {label} as an additional cost (356.2)")
        elif a.kind == "return_to_hand":
            st.say(f"  return {label} to its owner's hand as an additional cost (356.2)")
            eng.return_to_hand(st, (oid,), it.label)
        elif a.kind == "spend_buff":
            st.set(oid, buffs=0)
            st.say(f"  spend the buff of {label} as an additional cost (702.2.b, 356.2)")
            eng.fire(st, "spend_buff", subject=oid, player=it.controller)
        elif a.kind == "disempower":
            lose_status(st, oid)                  # one of several statuses (Kayle)
            st.say(f"  disempower {label} as a cost (442.1)")
        elif a.kind == "banish":
            eng.forget_modifiers(st, oid)
            gone = eng.relocate(st, oid, "banishment")
            st.say(f"  banish {eng.ref(st, gone)} as a cost (427)")
            eng.banished(st, it.controller, (gone,))
        elif a.kind == "recycle":            # to the bottom of its owner's deck (416)
            paid_notes.note_paid_might(eng, st, it, oid)
            owner = st.objs[oid].owner
            eng.forget_modifiers(st, oid)
            eng.relocate(st, oid, "deck")
            st.say(f"  {owner} recycles {label} as a cost (416)")
            eng.recycled(st, owner)          # "when you recycle one or more" (416.1.a)
    if discarded:
        eng.discarded(st, it.controller, discarded)       # 422.1.b (engine/events.py)


def _words(a) -> str:
    if a.kind == "pay":
        parts = [f"{a.cost.energy} energy"] if a.cost.energy else []
        parts += [f"{n} {d} power" for d, n in a.cost.power]
        return "pay " + " and ".join(parts)
    if a.kind == "discard" and a.what is not None:
        return f"discard a {a.what.object}"
    if a.kind == "spend_xp":
        return f"spend {a.amount} XP"
    if a.kind in ("discard", "burn"):
        return f"{a.kind} {a.amount}"
    return {"kill": "kill", "exhaust": "exhaust", "spend_buff": "spend the buff of",
            "disempower": "disempower", "banish": "banish", "recycle": "recycle",
            "return_to_hand": "return to its owner's hand"}[a.kind]


def _plus(a: Cost, b: Cost) -> Cost:
    return Cost(a.energy + b.energy, a.power + b.power)


def _flat(chosen) -> tuple:
    return tuple(t for group in chosen for t in group)
