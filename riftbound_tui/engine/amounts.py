"""Amounts taken from the game as an instruction resolves (cards/README.md, `Amount`):
a unit's Might ("damage equal to its Might"), a card's printed Energy cost (356.1.c: the
printed cost, not what was paid), a count of objects ("draw 1 for each ..."), the highest
Might among objects; each times `times` ("double": +its Might again)."""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import Amount, Effect
from . import attach, kills, layers, targets, zone_picks
from .state import GameState, Modifier


def value(db, st: GameState, amt: Amount, controller: str, source: int | None,
          here: int | None, objs=(), prev=(), subject: int | None = None) -> int:
    if amt.kind == "count" and amt.of == "previous":     # "for each buff spent"
        return len(prev) * amt.times
    if amt.kind == "did":              # "for each opponent who did": the players who have
        return len({st.objs[o].controller for o in prev if o in st.objs}) * amt.times
    if amt.kind == "killed":           # "for each unit this kills": its damage is lethal
        return sum(1 for o in prev if o in st.objs and db.get(st.objs[o].card).type == "unit"
                   and layers.has_lethal_damage(db, st, o)) * amt.times       # (142.4)
    if amt.kind in ("count", "highest_might", "tags_among"):
        found = targets.candidates(db, st, amt.what, controller, source, here)
        if amt.kind == "count":
            return len(found) * amt.times
        if amt.kind == "tags_among":       # each listed tag counts once if any of them has it
            have = {t for o in found for t in attach.tags(db, st, o)}
            return sum(1 for t in amt.what.tags if t.lower() in have) * amt.times
        mights = [layers.effective_might(db, st, o) for o in found
                  if db.get(st.objs[o].card).type == "unit"]
        return max(mights, default=0) * amt.times
    if amt.kind == "played":           # cards you've finalized this turn (420.4.b)
        from .conditions import plays_this_turn
        return plays_this_turn(st, controller) * amt.times
    if amt.kind == "excess":           # excess combat damage assigned here (465.2.c)
        from .linked import excess
        return excess(st, controller, here) * amt.times
    if amt.kind == "held_points":      # points scored from holding this turn (469.2)
        from .turn_notes import held_points
        return held_points(st, controller) * amt.times
    if amt.kind == "points":
        if amt.of == "you":
            return st.players[controller].points * amt.times
        return max((st.players[o].points for o in st.opponents(controller)), default=0) \
            * amt.times
    who = {"self": (source,), "subject": (subject,), "previous": tuple(prev),
           "it": tuple(objs)}[amt.of]
    who = tuple(o for o in who if o is not None and o in st.objs)
    if not who:
        return 0                       # 359.3.e.11: what cannot be known is 0
    o = who[0]
    if amt.kind == "might":
        if st.objs[o].zone not in ("base", "battlefield"):
            # a card off the board (put there by this instruction: "the burned card's
            # Might") has its printed Might; one that left the board is a new object
            return (db.get(st.objs[o].card).might or 0) * amt.times
        n = layers.effective_might(db, st, o) * amt.times   # 143.2.b: never below 0
        if amt.minus is not None:
            # "increase its Might to the Might of ...": the difference, never a decrease
            # (a snapshot as it resolves, FAQ: Convergent Mutation)
            less = value(db, st, replace(amt, minus=None, of=amt.minus, times=1), controller,
                         source, here, objs, prev, subject)
            n = max(0, n - less)
        return n
    if amt.kind == "assault":          # "damage equal to my [Assault]": its value now
        on_board = st.objs[o].zone in ("base", "battlefield")
        return layers.keyword_amount(db, st, o, "assault") * amt.times if on_board else 0
    if amt.kind == "equipment":        # "for each Equipment attached to me" (818.3)
        from .attach import equipment_on
        return len(equipment_on(db, st, o)) * amt.times
    if amt.kind == "damage":           # the damage marked on it now (142.4); none off the board
        on_board = st.objs[o].zone in ("base", "battlefield")
        return st.objs[o].damage * amt.times if on_board else 0
    return db.get(st.objs[o].card).cost.energy * amt.times      # 356.1.c: printed cost


class _Eng:
    """What zone_picks.candidates and linked.same_place need of the engine."""
    def __init__(self, db):
        self.db = db

    def bf_of_obj(self, st: GameState, oid: int) -> int | None:
        return next((k for k, b in enumerate(st.bfs) if b.obj == oid), None)


def resolve(db, st: GameState, eff: Effect, item, objs, prev) -> Effect:
    """The instruction with its amount fixed now, as it resolves (359.3.d)."""
    if eff.amount_of is None:
        return eff
    amt = eff.amount_of
    if amt.kind == "paid":                            # 204.3.b (engine/pay_any.py)
        from . import pay_any
        n = pay_any.paid(st, item) * amt.times
    elif amt.kind == "count" and amt.what is not None and amt.what.at in zone_picks.OFF_BOARD:
        # "for each card with [Hidden] revealed this way": the cards this effect saw
        n = len(zone_picks.candidates(_Eng(db), st, amt.what, item.controller, item)) * amt.times
    elif amt.kind == "count" and amt.what is not None and amt.what.location is not None \
            and amt.what.location.kind == "that":
        # "for each enemy unit there" (Against the Odds): at the location of what
        # instruction N chose, where it is now (359.3.f.2)
        from . import linked
        cands = targets.candidates(db, st, replace(amt.what, location=None), item.controller,
                                   item.source, item.here)
        n = len(linked.same_place(_Eng(db), st, item, amt.what, cands)) * amt.times
    elif amt.kind == "might" and amt.of == "previous" and prev and \
            not any(o in st.objs for o in prev) and zone_picks.killed_might(st, item) is not None:
        # "kill a friendly unit to give +Might equal to its Might" (Deathgrip): the spell
        # looks back at the unit it killed, its Might as it died (359.3.e.13)
        n = zone_picks.killed_might(st, item) * amt.times
    else:
        n = value(db, st, eff.amount_of, item.controller, item.source, item.here, objs, prev,
                  item.subject)
    st.say(f"  {item.card}: the amount is {n}")
    return replace(eff, amount=n)


def _pair(st: GameState, other, objs):
    """The first of `other` and the first of `objs` still on the board, or None for one
    that is gone (or the same unit twice)."""
    board = ("base", "battlefield")
    a = next((o for o in other if o in st.objs and st.objs[o].zone in board), None)
    b = next((o for o in objs if o in st.objs and st.objs[o].zone in board), None)
    return (None, None) if a == b else (a, b)


def swap_might(eng, st: GameState, objs, item, prev, until: str):
    """433.1.b: swap two units' Mights: the difference is given to the lower and taken from
    the higher for the duration (433.1.a: a Might increase and a decrease); equal Mights,
    or either unit gone from the board, change nothing (433.1.c, 359.3.e.11)."""
    a, b = _pair(st, prev, objs)
    if a is None or b is None:
        st.say(f"  {item.card}: the two units are not both on the board: nothing is swapped")
        return objs, True
    ma, mb = layers.effective_might(eng.db, st, a), layers.effective_might(eng.db, st, b)
    low, high = (a, b) if ma < mb else (b, a)
    diff = abs(ma - mb)
    if diff:
        for t, n in ((low, diff), (high, -diff)):
            st.modifiers.append(Modifier(t, "might", n, until=until, timestamp=st.tick(),
                                         source=item.card))
    st.say(f"  {item.card}: {eng.ref(st, a)} and {eng.ref(st, b)} swap Might ({ma} and {mb}, "
           f"433)")
    return (a, b), False


def fight(eng, st: GameState, eff: Effect, objs, item, prev):
    """"They deal damage equal to their Mights to each other": the target and the other
    unit (me, or what the previous instruction affected) each deal damage equal to its
    Might (143.2.b, never below 0) to the other, at the same time (417).  With either gone
    from the board there is no one to deal or take it: nothing happens (359.3.e.11)."""
    if eff.fighter.startswith("that:"):          # the unit instruction N chose (359.3.e.14)
        from . import linked
        other = tuple(linked.chosen(item, int(eff.fighter[5:])))
    else:
        other = (item.source,) if eff.fighter == "self" else tuple(prev)
    a, b = _pair(st, other, objs)
    if a is None or b is None:
        st.say(f"  {item.card}: the two units are not both on the board: no damage")
        return objs, True
    da, db_ = layers.effective_might(eng.db, st, a), layers.effective_might(eng.db, st, b)
    # 417.6.b.3: the units deal it, not the spell: no spell Bonus Damage, no prevention
    # of spell and ability damage (by=None)
    eng.deal(st, b, da, source=f"{item.card}: {eng.ref(st, a)} ",
             dealt_by=st.objs[a].controller)
    eng.deal(st, a, db_, source=f"{item.card}: {eng.ref(st, b)} ",
             dealt_by=st.objs[b].controller)
    # the instruction dealt both (428.5.c): its controller kills what dies of it
    kills.note_damage(eng, st, item, [u for u, n in ((b, da), (a, db_)) if n > 0])
    return objs, False


def unit_deals(eng, st: GameState, eff: Effect, objs, item, prev):
    """"It deals damage equal to its Might to an enemy unit" (Strike Down, Last Breath):
    the unit the previous instruction affected is the source of the damage, not the spell
    (417.6.b.3), so the spell's Bonus Damage and "prevent spell and ability damage" do not
    touch it.  A unit no longer on the board deals nothing (its Might is null, 359.3.e)."""
    board = ("base", "battlefield")
    dealer = next((o for o in prev if o in st.objs and st.objs[o].zone in board), None)
    if dealer is None:
        st.say(f"  {item.card}: the unit that would deal the damage is gone: no damage")
        return objs, True
    for t in objs:
        eng.deal(st, t, eff.amount, source=f"{item.card}: {eng.ref(st, dealer)} ",
                 dealt_by=st.objs[dealer].controller)
    return objs, False
