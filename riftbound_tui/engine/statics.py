"""Static abilities (`static:` in cards/README.md): continuous effects that hold while
their source is on the board and their condition is true (473-480), and cost changes a
card makes to itself (356.3-356.4).

Layers (474-480): keywords granted here join the ability layer (layers.keywords); Might
changes join the arithmetic layer (layers.might), after the ability layer, so a Shield
granted here counts for a defender.  Each effect is applied once (476.3): a condition or
an affected-object test is evaluated on the characteristics without the static
abilities' own contributions, so "while I'm Mighty, I have Shield" neither loops nor
counts its own Shield toward being Mighty (the Fiora, Victorious example of 476.3).
"""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import Cost, Keyword
from . import amounts, attach, conditions, copying, delayed, frozen

BOARD = ("base", "battlefield")
_busy = [False]        # evaluating a condition or an affected-object test: no statics
@frozen.per_object
def granted_names(db) -> frozenset[str]:
    """Every keyword a static ability of the database can grant (`keywords` below gives
    no other): a keyword outside it never comes from a static, which the layers use to
    skip looking for sources (cached per database)."""
    return frozenset(f.removeprefix("grants:") for f in db.facets() if f.startswith("grants:"))


def granting(db, keyword: str) -> frozenset[str]:
    """Names of the cards with a static ability that can grant `keyword` (476)."""
    return db.having("grants:" + keyword)


def _sources(db, st) -> list:
    """(object id, controller) of each object on the board with a board static, in board
    order.  A list, not a generator: making one costs more than the few objects read."""
    kept = frozen.last_live         # frozen.live's kept answer, read without its call
    live = kept[2] if kept[1] is st.in_game and kept[0] is db else frozen.live(db, st)
    if live is not None and "static:board" not in live:   # none in this game (most)
        return []
    names = db.having("static:board")        # the cards with a board static (facets.py)
    if not names or names.isdisjoint(st.in_game):   # (a database without facets)
        return []
    return frozen.fact(st, "board_statics", _walk, st, names)


def _walk(st, names) -> list:
    out = []
    objs = st.objs
    gear = st.attaching               # no card attached yet: no gear to look at
    for p in st.order:
        zones = st.players[p].zones
        for z in ("base", "legend"):
            for oid in zones[z]:
                o = objs[oid]
                if o.card in names:
                    out.append((oid, p))
                if gear and o.gear:        # attached cards: their Effect Text (718.3)
                    out += [(g, p) for g in o.gear if objs[g].card in names]
                    if o.card in names:    # ... a copy of my text (477.1.b.2): mine again
                        out += [(oid, p)] * copying.text_copies(st, oid)
    for b in st.bfs:
        for oid in b.units:
            o = objs[oid]
            if o.card in names:
                out.append((oid, o.controller))
            if gear and o.gear:
                out += [(g, o.controller) for g in o.gear if objs[g].card in names]
                if o.card in names:
                    out += [(oid, o.controller)] * copying.text_copies(st, oid)
        if objs[b.obj].card in names:
            # an uncontrolled battlefield's ability still applies ("units here have
            # Ganking"); the turn player is responsible for it (190.6.b)
            out.append((b.obj, b.controller or st.turn_player))
    return out


def _applies(db, st, src: int, ctl: str, static, oid: int) -> bool:
    from . import targets
    from .layers import _place
    _busy[0] = True
    try:
        s = st.objs[src]
        here = s.bf if s.zone == "battlefield" else None
        where = _place(s)
        if s.zone == "battlefields":         # a battlefield's own "here" is itself
            here = next((k for k, b in enumerate(st.bfs) if b.obj == src), None)
            where = ("bf", here)
        if static.to is None:
            if oid != src:
                return False
        else:
            sel = static.to
            if sel.at == "here":             # "here": my battlefield, or my base
                if _place(st.objs[oid]) != where:
                    return False
                sel = _anywhere(sel)
            if not targets.matches(db, st, sel, oid, ctl, src, here):
                return False
        return static.condition is None or conditions.holds(
            db, st, static.condition, ctl, src, here)
    finally:
        _busy[0] = False


@frozen.per_object          # one copy per static's selector, not one per object asked
def _anywhere(sel):
    return sel.but(at=None)


def effects_on(db, st, oid: int) -> list:
    """The static abilities that apply to object `oid` now, as (static, source,
    controller).  A list (its callers read it at once): no generator to make."""
    out = []
    if _busy[0] or st.objs[oid].zone not in BOARD:
        return out
    for src, ctl in _sources(db, st):
        for ab in db.get(st.objs[src].card).abilities:
            s = ab.static
            if ab.kind != "static" or s is None or not (s.might or s.keywords or s.shrouded
                                                        or s.no_combat_damage):
                continue
            me = attach.host(st, src, ab)   # 718.2-718.3: an attached card's Effect Text
            if me is None:                  # is its Top-Most Card's, its own text inactive
                continue
            c = ctl if me == src else st.objs[me].controller
            if ab.attached and s.condition is not None and \
                    getattr(s.condition, "kind", None) == "attached_this_turn" and \
                    not attach.attached_this_turn(st, src, me):
                continue                    # "if this was attached to me this turn"
            if _applies(db, st, me, c, s, oid):
                out.append((s, me, c))
    return out


def shrouded(db, st, oid: int) -> bool:
    """A static says it "can't be chosen by enemy spells and abilities" (355.9)."""
    return _flagged(db, st, oid, "shrouded")


def no_combat_damage(db, st, oid: int) -> bool:
    """A static says it doesn't deal combat damage (465: Vilemaw's weaker enemies here)."""
    return _flagged(db, st, oid, "no_combat_damage")


def _flagged(db, st, oid: int, flag: str) -> bool:
    live = frozen.live(db, st)                 # the facets of this game's cards
    if live is not None and "static:" + flag not in live:
        return False
    names = db.having("static:" + flag)         # the few cards with such a static
    if not names or not frozen.any_on_board(st, names):
        return False
    for s, _, _ in effects_on(db, st, oid):
        if getattr(s, flag):
            return True
    return False


def keywords(db, st, oid: int) -> tuple[Keyword, ...]:
    effects = effects_on(db, st, oid)
    if not effects:
        return ()           # the usual case: no static ability applies to it
    found = [s for s, _, _ in effects]
    out = [k for s in found if not s.if_missing and s.each is None and not s.each_equipment
           for k in s.keywords]
    for s, _, ctl in effects:
        if s.each_equipment:         # "Your Equipment each give [Assault]": an instance
            n = sum(1 for g in attach.equipment_on(db, st, oid)     # for each of yours,
                    if st.objs[g].controller == ctl)                # summed (807.2)
            out.extend(k for k in s.keywords for _ in range(n))
    for s, src, ctl in effects:
        if s.each is not None and s.keywords and not s.if_missing:
            # "I have [Assault] equal to the number of gear you control": N instances
            n = _times(db, st, s, src, ctl)
            out.extend(Keyword(k.name, k.amount() * n) for k in s.keywords if n > 0)
    for s in found:
        for k in s.keywords if s.if_missing else ():
            # "if they didn't already": not when it has the keyword from anywhere else
            # (printed, granted, another static), so never a second instance (809.2)
            if not any(x.name == k.name for x in out) and \
                    not _has_without_statics(db, st, oid, k.name):
                out.append(k)
    return tuple(out)


def _has_without_statics(db, st, oid: int, name: str) -> bool:
    from . import layers
    _busy[0] = True
    try:
        return layers.has_keyword(db, st, oid, name)
    finally:
        _busy[0] = False


def might(db, st, oid: int) -> int:
    return might_parts(db, st, oid)[0]


def might_parts(db, st, oid: int) -> tuple[int, list[tuple[int, int]]]:
    """The static abilities' Might change, and apart from it the decreases "to a minimum
    of N" (Leona, Zealot) as (amount, N), which layers.might applies after every increase
    (FAQ: increases first, then decreases)."""
    total = 0
    limited: list[tuple[int, int]] = []
    for s, src, ctl in effects_on(db, st, oid):
        if s.might < 0 and s.minimum:
            limited.append((s.might, s.minimum))
            continue
        n = s.might
        if n and s.each is not None:         # "+1 for each buffed friendly unit here"
            n *= _times(db, st, s, src, ctl)
        total += n
    return total, limited


def _times(db, st, s, src: int, ctl: str) -> int:
    """A static's `each:` amount, read from its source's location now."""
    here = st.objs[src].bf if st.objs[src].zone == "battlefield" else None
    _busy[0] = True
    try:
        return amounts.value(db, st, s.each, ctl, src, here)
    finally:
        _busy[0] = False


@frozen.per_object
def cost_changes(card) -> tuple:
    """The card's own cost-changing statics, read once per card (asked for every card in
    hand at every decision).  A static with `to:` changes other cards' costs from the
    board (Herald of Scales: "your Dragons cost 2 less", engine/cost_auras.py), never its
    own card's in hand (365.1)."""
    return tuple(a.static for a in card.abilities
                 if a.kind == "static" and a.static is not None and a.static.cost
                 and a.static.to is None)      # (a `power:` discount goes with a `cost:`)


def changed_cost(db, st, player: str, card, cost: Cost, late: bool,
                 from_hand: bool = True) -> Cost:
    """356.3-356.4: the card's own cost changes.  Increases first (356.3), then the
    discounts that have a minimum (`late` False); discounts without a minimum come last
    (`late` True), after the other cards' discounts, which is the order that costs the
    player least (356.4.d.1, the Sky Splitter example of 356.4.e).  Never below 0 (356.6)."""
    if late:                                     # "the next spell you play costs N less"
        cost = delayed.discount(st, player, card, cost, from_hand)
    else:                                        # "your units cost 1 more this turn" (356.3)
        more = delayed.turn_cost(st, player, card)
        if more:
            cost = Cost(cost.energy + more, cost.power, cost.exhaust_self, cost.spend_buff)
    changes = cost_changes(card)
    if not changes:
        return cost
    energy = cost.energy
    for s in sorted(changes, key=lambda s: (s.cost < 0, -s.minimum)):
        if (s.cost < 0 and s.minimum == 0) != late:
            continue
        if getattr(s.condition, "kind", None) == "not_from_hand":
            if from_hand:        # "to play from anywhere other than your hand" (356.4)
                continue
        elif s.condition is not None and not conditions.holds(db, st, s.condition, player):
            continue
        delta, times = s.cost, 1
        if s.each is not None:
            times = amounts.value(db, st, s.each, player, None, None)
            delta *= times
        if delta > 0:
            energy += delta                                      # 356.3
        elif energy > s.minimum:
            energy = max(s.minimum, energy + delta)              # 356.4.e
        if s.power and times:                                    # [C] less (356.4), for
            cost = _fewer_pips(cost, -s.power * times)           # each, [2][C] per point
    energy = max(0, energy)                                      # 356.6
    return replace(cost, energy=energy) if energy != cost.energy else cost


def _fewer_pips(cost: Cost, n: int) -> Cost:
    """The cost with `n` of its power pips fewer (its own domain's; never below 0, 356.6)."""
    power = []
    for dom, k in reversed(cost.power):
        less = min(k, n)
        n -= less
        if k - less:
            power.append((dom, k - less))
    return replace(cost, power=tuple(reversed(power)))
