"""Attach and Detach (434-435), Attached cards and the Top-Most Card (716-719), and the
Attach instruction of Equip (818), Quick-Draw (819) and Weaponmaster (821).

An attached card holds `attached_to` (its Top-Most Card); the Top-Most Card holds `gear`,
the cards attached to it (719).  Both change only here.  An attached card lies with its
Top-Most Card (434.1.b): in no zone list of its own, its zone and battlefield the unit's
(434.4, 719.3), so what walks a base or a battlefield's units meets units and loose gear
only; `with_attached` adds the attached cards where they count (targets, sources).  It
moves with the unit (719.3.a, called by Board.relocate); when the unit leaves the board,
its cards detach where it was (719.5, 435.4.b) and the next cleanup recalls gear left at
a battlefield (435.4.a, 323.7).

While attached, a card's printed rules text is inactive (718.2) and its Effect Text
abilities (`Ability.attached`) are the Top-Most Card's, "I" being that card (718.3): see
`host`.  Its Might Bonus is added to the Top-Most Card's Might (434.1.d, 718.4: layers.py).
"""

from __future__ import annotations

from . import copying, labels, payment, turn_notes
from .state import Decision, GameState, SUSPEND

REDUCE_ANY = "any"       # Weaponmaster: the Equip cost is [A] less (821.1.c)


def might_bonus(db, st: GameState, oid: int) -> int:
    """434.1.d, 718.4: the Might Bonuses of the cards attached to `oid`."""
    objs = st.objs
    total = sum(db.get(objs[g].card).might_bonus for g in objs[oid].gear if g in objs)
    if total and _doubles(db, objs[oid].card):
        total *= 2         # "Each Equipment attached to me gives double its base Might bonus"
    return total


def _doubles(db, card: str) -> bool:
    having = getattr(db, "with_passive", None)
    if having is not None:
        return card in having("double_might_bonus")
    return any(a.kind == "passive" and a.passive == "double_might_bonus"
               for a in db.get(card).abilities)


def host(st: GameState, oid: int, ab) -> int | None:
    """Whose ability `ab` of object `oid`'s card is now, or None while it is inactive: Effect
    Text is the Top-Most Card's while the card is attached, and inactive otherwise (718.3);
    an attached card's own rules text is inactive (718.2)."""
    o = st.objs[oid]
    if ab.attached:
        return o.attached_to
    return oid if o.attached_to is None else None


def attach(eng, st: GameState, gear: int, unit: int, why: str, quiet: bool = False) -> bool:
    """434: attach `gear` to `unit`, which becomes its Top-Most Card.  It is laid with the
    unit (434.1.b): out of its zone's list, into the unit's `gear`, its location the unit's,
    which is not a move (434.4, 434.4.a); nothing else about either changes (434.5).
    Attaching to its current Top-Most Card does nothing (434.1.g-h); to another, it first
    detaches (434.1.f)."""
    g, u = st.objs[gear], st.objs[unit]
    if g.attached_to == unit:
        st.say(f"  {eng.ref(st, gear)} is already attached to {eng.ref(st, unit)}: nothing "
               f"happens (434.1.h)")
        return False
    name = eng.ref(st, gear)                 # named where it was
    if g.attached_to is not None:
        detach(eng, st, gear, "(434.1.f)")
    eng._detach(st, st.objs[gear])           # off its zone's list: it lies with the unit
    st.set(gear, zone=u.zone, bf=u.bf, attached_to=unit, designation=None)
    st.set(unit, gear=st.objs[unit].gear + (gear,))
    st.attaching = True                      # labels.with_gear looks from now on
    copying.note_attached(eng.db, st, gear, unit)     # "as this is attached to a unit"
    if not quiet:
        st.say(f"  {name} is attached to {eng.ref(st, unit)} {why}".rstrip())
        if _is_equipment(eng.db, st, gear):   # "when you attach an Equipment to me"
            eng.fire(st, "attach", subject=unit, player=st.objs[unit].controller)
        turn_notes.attached(st, gear, unit)
    return True


def attached_this_turn(st: GameState, gear: int, unit: int | None) -> bool:
    """Is `gear` attached to `unit` now, and was it attached to it this turn?"""
    g = st.objs.get(gear)
    return g is not None and g.attached_to == unit and \
        turn_notes.attached_to_this_turn(st, gear) == unit


def detach(eng, st: GameState, gear: int, why: str = "") -> None:
    """435: `gear` stops being attached and lies where its Top-Most Card is (435.4); the
    Top-Most Card loses its Effect Text and Might Bonus (435.1.d-e).  Detaching a card that
    is not attached does nothing (435.1.a.1)."""
    g = st.objs.get(gear)
    if g is None or g.attached_to is None:
        return
    top = g.attached_to
    if top in st.objs:
        st.set(top, gear=tuple(x for x in st.objs[top].gear if x != gear))
    _lay_down(st, gear)
    st.say(f"  {eng.ref(st, gear)} detaches {why}".rstrip())
    if st.modifiers:
        copying.end_while_attached(eng, st, gear)     # "for as long as this is attached"


def _lay_down(st: GameState, gear: int) -> None:
    """A detached card goes into its location's list: a battlefield's (the next cleanup
    recalls gear there, 435.4.a, 323.7) or its controller's base (a base is listed by
    controller; 323.7 would recall it there from another player's base)."""
    g = st.set(gear, attached_to=None)
    if g.zone == "battlefield":
        st.bfs[g.bf].units.append(gear)
    else:
        st.set(gear, zone="base", bf=None)
        st.players[g.controller].zones["base"].append(gear)


def follow(eng, st: GameState, top: int, gear: tuple[int, ...], left_board: bool) -> None:
    """Board.relocate moved the Top-Most Card `top` (its cards `gear`): on the board they
    change location with it (719.3.a, 718.5.c); when it left the board they detach and stay
    where it last was (719.5, 435.4.b; the order is the Top-Most Card's controller's, 719.5.a,
    and no effect here depends on it)."""
    t = st.objs.get(top)
    for g in gear:
        o = st.objs.get(g)
        if o is None or o.attached_to is None:
            continue
        if left_board or t is None:
            _lay_down(st, g)
            st.say(f"  {eng.ref(st, g)} detaches: the unit it was attached to left the board "
                   f"(719.5)")
            if st.modifiers:
                copying.end_while_attached(eng, st, g)
        else:
            st.set(g, zone=t.zone, bf=t.bf)


def with_attached(st: GameState, ids) -> list[int]:
    """The objects and, after each, the cards attached to it (at its location, 434.4)."""
    return expanded(st, list(ids))


def expanded(st: GameState, pool: list[int]) -> list[int]:
    """`pool` (a list the caller owns) with, after each object, the cards attached to it;
    `pool` itself in the usual case, where nothing is attached."""
    return labels.with_gear(st, pool) if st.attaching else pool


def more_tags(db, o) -> bool:
    """May object `o` have tags besides its printed ones (then read `tags`)?"""
    return bool(o.gear) or o.card in db.with_passive("gains_named_tag")


def tags(db, st: GameState, oid: int) -> set[str]:
    """The object's tags, lower-case: its printed ones, those the Effect Text of the
    cards attached to it gives it ("I am a Mech": Experimental Hexplate, 718.3), and the
    one it chose as it was played ("I gain that tag": Ivern, Friend to All)."""
    o = st.objs[oid]
    out = {t.lower() for t in db.get(o.card).tags}
    if o.card in db.with_passive("gains_named_tag"):
        from .naming import named
        said = named(st, oid)
        if said is not None:
            out.add(said.lower())
    for g in o.gear:
        if g in st.objs:
            for ab in db.get(st.objs[g].card).abilities:
                if ab.attached and ab.static is not None and ab.static.tags:
                    out.update(t.lower() for t in ab.static.tags)
    return out


def equipped(db, st: GameState, oid: int) -> bool:
    """818.3.b: a Top-Most Card is Equipped while one or more of its attached cards are
    Equipment."""
    return any(g in st.objs and _is_equipment(db, st, g) for g in st.objs[oid].gear)


def equipment_on(db, st: GameState, oid: int) -> list[int]:
    """The Equipment attached to object `oid` (818.3): "for each Equipment attached to me"."""
    return [g for g in st.objs[oid].gear if g in st.objs and _is_equipment(db, st, g)]


def _is_equipment(db, st: GameState, oid: int) -> bool:
    return any(t.lower() == "equipment" for t in db.get(st.objs[oid].card).tags)


def this_card(st: GameState, units, item) -> tuple[int, ...]:
    """Effect Text's "this" (718.3): the card whose Effect Text made `item`, attached to
    each of `units` (its Top-Most Card, "me")."""
    out = []
    for t in units:
        o = st.objs.get(t)
        g = next((g for g in (o.gear if o is not None else ())
                  if g in st.objs and st.objs[g].card == item.card), None)
        if g is not None:
            out.append(g)
    return tuple(out)


def detach_instruction(eng, st: GameState, eff, objs, item, answer):
    """`op: detach` (435): the target is detached ("you may detach it": Veiled Temple); with
    `what: equipment` a unit target has an Equipment detached from it ("detach an Equipment
    from it": Strike Down), the instruction's controller choosing which as it resolves when
    it has several (355.17).  A card that is not attached is left alone (435.1.a.1)."""
    done = []
    for t in objs:
        o = st.objs.get(t)
        if o is None:
            continue
        if eff.what == "this":             # "unattach this": the card whose Effect Text
            for g in this_card(st, (t,), item):     # made the ability, from `t` (718.3)
                detach(eng, st, g, f"({item.card}, 435)")
                done.append(g)
            continue
        if eff.what == "chosen":           # "detach that Equipment from that unit": the
            for g in (item.targets[0] if item.targets else ()):    # gear instruction 1
                if g in st.objs and st.objs[g].attached_to == t:    # chose, if on it
                    detach(eng, st, g, f"({item.card}, 435)")
                    done.append(g)
            continue
        if eff.what != "equipment":
            if o.attached_to is not None:
                detach(eng, st, t, f"({item.card}, 435)")
                done.append(t)
            continue
        gear = [g for g in o.gear if g in st.objs and _is_equipment(eng.db, st, g)]
        # two copies of one card attached to one unit are alike (and named alike): one
        # is offered for them
        gear = [g for k, g in enumerate(gear)
                if all(st.objs[h].card != st.objs[g].card for h in gear[:k])]
        if len(gear) > 1 and answer is None:
            st.pending = Decision(item.controller, "choose",
                                  f"{item.label}: choose the Equipment to detach from "
                                  f"{eng.ref(st, t)} (435)", tuple(gear), ("instruction",))
            return SUSPEND
        pick = [g for g in gear if g in (answer or ())][:1] or gear[:1]
        for g in pick:
            detach(eng, st, g, f"({item.card}, 435)")
            done.append(g)
    return tuple(done), len(done) < len(objs)


def _equip_pick(eng, st: GameState, item, card, more, answer):
    """The object an Equip cost's "Kill a friendly unit" takes, paid by Weaponmaster as it
    resolves (821.1.c): asked when there are several, None when there is none."""
    from . import targets
    cands = targets.candidates(eng.db, st, more.what, item.controller, item.source)
    if not cands:
        return None
    if answer is not None:
        return next((c for c in answer if c in cands), cands[0])
    if len(cands) == 1:
        return cands[0]
    st.pending = Decision(item.controller, "choose",
                          f"{item.label}: choose the unit to kill for {card.name}'s Equip cost "
                          f"(821.1.c)", tuple(cands), ("instruction",))
    return SUSPEND


def left(eng, st: GameState, gear) -> None:
    """The attached card `gear` (an Obj) left the board: it is no longer its Top-Most Card's
    (435.1.b.2, 719.2), and what lasted while it was attached ends."""
    top = st.objs.get(gear.attached_to)
    if top is not None:
        st.set(top.id, gear=tuple(x for x in top.gear if x != gear.id))
    if st.modifiers:
        copying.end_while_attached(eng, st, gear.id)


def equip_cost(db, card, reduce: int = 0):
    """The Equip cost (818.1.c), `reduce` [A] less (821.1.c, 821.1.c.3: a cost without [A]
    is not reduced), or None without one (821.1.c.4)."""
    from dataclasses import replace
    cost = card.equip
    if cost is None or not reduce:
        return cost
    power, left_ = [], reduce
    for dom, n in cost.power:
        cut = min(n, left_) if dom == REDUCE_ANY else 0
        left_ -= cut
        if n - cut:
            power.append((dom, n - cut))
    return replace(cost, power=tuple(power))


def _take_equipment(eng, st: GameState, objs, item, answer):
    """`op: attach, what: equipment`: one of the Equipment attached to the unit target is
    attached to the source instead, its controller choosing which as it resolves when there
    are several (355.17); no Equip cost is paid: it is no Equip (434.1.f: it detaches first).
    """
    src = item.source
    for t in objs:
        if t not in st.objs or src not in st.objs or st.objs[src].zone not in (
                "base", "battlefield"):
            continue
        gear = [g for g in st.objs[t].gear if g in st.objs and _is_equipment(eng.db, st, g)]
        if len(gear) > 1 and answer is None:
            st.pending = Decision(item.controller, "choose",
                                  f"{item.label}: choose the Equipment of {eng.ref(st, t)} to "
                                  f"attach to {eng.ref(st, src)} (434)", tuple(gear),
                                  ("instruction",))
            return SUSPEND
        pick = [g for g in gear if g in (answer or ())][:1] or gear[:1]
        for g in pick:
            if attach(eng, st, g, src, f"({item.card}, 434)"):
                return (g,), False
    return (), True


def instruction(eng, st: GameState, eff, objs, item, answer=None):
    """`op: attach`: a unit target has the source gear attached to it (Equip 818.1.b,
    Quick-Draw 819.1.d); an Equipment target is attached to the source unit for its Equip
    cost `reduce` [A] less, paid now (Weaponmaster 821.1.c): if it cannot be paid or there
    is no Equip cost, it stays where it is (821.1.c.4-5); this is no Equip activation
    (821.1.c.6)."""
    src = item.source
    done = []
    if eff.what == "chosen":         # "attach it": the gear instruction 1 chose (Jax)
        gear = [g for g in (item.targets[0] if item.targets else ()) if g in st.objs and
                st.objs[g].zone in ("base", "battlefield")]
        for t in objs:
            if t in st.objs and gear and attach(eng, st, gear[0], t, f"({item.card}, 434)"):
                done.append(t)
        return tuple(done), len(done) < len(objs)
    if eff.what == "equipment":       # "you may attach one of its Equipment to me" (434)
        return _take_equipment(eng, st, objs, item, answer)
    if eff.what == "to_me":           # "attach it to me": the target, no Equip cost paid
        for t in objs:                # (Rell, Magnetic, errata; 434)
            if t in st.objs and src in st.objs and st.objs[src].zone in ("base", "battlefield") \
                    and attach(eng, st, t, src, f"({item.card}, 434)"):
                done.append(t)
        return tuple(done), len(done) < len(objs)
    for t in objs:
        if t not in st.objs or src not in st.objs:
            continue
        if eng.db.get(st.objs[t].card).type == "unit":
            if attach(eng, st, src, t, f"({item.card}, 434)"):
                done.append(t)
            continue
        card = eng.db.get(st.objs[t].card)
        cost = equip_cost(eng.db, card, eff.reduce)
        from .choices import reduced_by_choice
        cost = reduced_by_choice(eng.db, st, cost, (src,))   # 356.4: the unit it goes on
        trash = st.players[item.controller].zones["trash"]
        if cost is None or not payment.can_pay(eng.db, st, item.controller, cost,
                                                card.domains) or len(trash) < cost.recycle:
            st.say(f"  {item.card}: {eng.ref(st, t)}'s Equip cost cannot be paid: it stays "
                   f"where it is (821.1.c.4-5)")
            continue
        from ..cards.equipment import equip_pay       # (its Selectors: made on first use)
        more = equip_pay(card)               # "[Equip] — [Order], Kill a friendly unit"
        if more is not None:
            picked = _equip_pick(eng, st, item, card, more, answer)
            if picked is SUSPEND:
                return SUSPEND
            if picked is None:
                st.say(f"  {item.card}: {card.name}'s Equip cost cannot be paid: it stays "
                       f"where it is (821.1.c.4-5)")
                continue
            eng.spend(st, item.controller, cost, card.domains, f"{card.name}'s Equip cost")
            eng.kill(st, picked, f"as {card.name}'s Equip cost (428)")
            st.say(f"  {item.controller} pays {card.name}'s Equip cost (821.1.c)")
            if t in st.objs and src in st.objs and \
                    attach(eng, st, t, src, f"({item.card}: Weaponmaster, 821)"):
                done.append(t)
            continue
        if cost.recycle:                     # "Recycle N from your trash" (416.3, 416.6)
            if answer is None and len(trash) > cost.recycle:
                st.pending = Decision(item.controller, "choose",
                                      f"{item.label}: choose {cost.recycle} card(s) in your "
                                      f"trash to recycle for {card.name}'s Equip cost (416.3)",
                                      tuple(trash), ("instruction",), cost.recycle,
                                      cost.recycle)
                return SUSPEND
            from .recycle_cost import recycle_cards
            recycle_cards(eng, st, item, [c for c in (answer or trash) if c in trash])
        eng.spend(st, item.controller, cost, card.domains, f"{card.name}'s Equip cost")
        cut = "" if cost == card.equip else ", [A] less"       # 821.1.c.3
        st.say(f"  {item.controller} pays {card.name}'s Equip cost{cut} (821.1.c)")
        if attach(eng, st, t, src, f"({item.card}: Weaponmaster, 821)"):
            done.append(t)
    return tuple(done), len(done) < len(objs)
