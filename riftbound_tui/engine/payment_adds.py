"""Add abilities used while paying (357.1.a, 429.3, 444.2.c).

While a cost is paid, its payer may activate activated abilities with the Reaction tag that
Add resources (Seal of Rage: "[Exhaust]: [Reaction] Add [R]"); they finalize and resolve at
once, ignoring the normal timing restrictions (429.3.a).  Automatic payment uses them when
the pool and the runes alone cannot pay: the fewest such abilities that make a payment.
Only an ability whose whole cost is exhausting its source is used this way (a cost that
picks an object, such as Gold's, is the player's own decision).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations, product

from . import conditions, frozen, granted_abilities, limited, payment, resources
from .state import GameState

MOST = 6      # objects with Add abilities tried together (a bound on the search)


# The last (database, in_game) whose game has had no card that may have such an ability:
# one tuple, read together (can_pay reads it before calling `abilities`); in_game is
# replaced, never changed in place, when a new card enters the game.
quiet = (None, None)


def abilities(db, st: GameState, player: str) -> tuple:
    """For each ready object `player` controls with a usable Reaction Add ability whose
    cost is only to exhaust it: its options, each (object, card name, ability index,
    instructions).  Worked out once per listing; nothing to walk when no card that may
    have one is on the board (most games)."""
    global quiet
    in_game = st.in_game
    if in_game is quiet[1] and db is quiet[0]:
        return ()
    names = _adder_names(db)
    if names is not None and names.isdisjoint(in_game):
        quiet = (db, in_game)
        return ()
    if names is not None and not frozen.any_on_board(st, names):
        return ()
    return frozen.fact(st, ("payment_adds", player), _abilities, db, st, player)


@frozen.per_object
def _adder_names(db) -> frozenset[str] | None:
    """The names of the cards `_abilities` looks at (`_may_add`), or None when the
    database cannot say: read once per database, among the cards with an activated
    ability or borrowing others' (cards/facets.py)."""
    having = getattr(db, "having", None)
    if having is None:
        return None
    return frozenset(n for n in having("activated") | having("passive:borrow_exhaust_abilities")
                     if _may_add(db.get(n)))


def _abilities(db, st: GameState, player: str) -> tuple:
    out = []
    objs = st.objs
    zones = st.players[player].zones
    places = zones["legend"] + zones["base"]
    for b in st.bfs:                 # (loops: no generator's frame)
        for u in b.units:
            if objs[u].controller == player:
                places.append(u)
    may = _adders(db)                # each name's answer, read once: no call per object
    for oid in places:
        o = objs[oid]
        if o.exhausted or o.controller != player:
            continue
        adds = may.get(o.card)
        if adds is None:
            adds = may[o.card] = _may_add(db.get(o.card))
        if not adds:
            continue
        options = []
        for name, idx in granted_abilities.activated_abilities(db, st, oid):
            ab = db.get(name).abilities[idx]
            if _usable(db, st, player, oid, ab):
                options.append((oid, name, idx, ab.effects))
        if options:
            out.append(tuple(options))
    return tuple(out[:MOST])


@frozen.per_object
def _adders(db) -> dict[str, bool]:
    """`_may_add` of each card name asked so far, for one card database."""
    return {}


@frozen.per_object
def _may_add(card) -> bool:
    """Whether the card has an activated ability of the shape used while paying, or borrows
    others' (Heimerdinger, Inventor): read once per card, so a walk skips the rest."""
    return granted_abilities.borrows_abilities(card) or any(
        a.kind == "activated" and _shape(a) for a in card.abilities)


def _shape(ab) -> bool:
    """A Reaction Add ability whose whole cost is exhausting its source (357.1.a)."""
    c = ab.cost
    if c is None or not c.exhaust_self or c.energy or c.power or c.spend_buff or c.recycle:
        return False
    if ab.pay is not None or not ab.effects or any(e.op != "add" for e in ab.effects):
        return False
    return "reaction" in {k.name for k in ab.keywords}


def _usable(db, st: GameState, player: str, oid: int, ab) -> bool:
    if not _shape(ab):
        return False            # 357.1.a: only Reaction Add abilities costing an exhaust
    if ab.condition == "legion" and conditions.plays_this_turn(st, player) < 1:
        return False            # 812: Legion inactive
    if ab.condition is not None and ab.condition != "legion":
        return False
    return ab.holds is None or conditions.inactive(db, st, ab.holds, player, oid) is None


def find(db, st: GameState, player: str, cost, card_domains, purpose: str | None):
    """A payment that first activates the fewest usable Add abilities (357.1.a), or None.
    `purpose`: what is paid for (payment.find_payment)."""
    objs = abilities(db, st, player)
    if not objs:
        return None
    p = st.players[player]
    spell = purpose == "spell"
    for k in range(1, len(objs) + 1):
        for group in combinations(objs, k):
            for pick in product(*group):
                energy, spell_energy, power = p.energy, p.spell_energy, dict(p.power)
                if p.kept:
                    energy, power = limited.with_pool(st, p, purpose, energy, power)
                for oid, _, _, effects in pick:
                    energy += resources.more_energy(db, st, player, oid)   # Renata's Gold
                    for e in effects:            # as resources.add would add it (429)
                        if e.only is not None and not limited.allows(st, e.only, purpose):
                            continue             # kept apart: it cannot pay for this
                        if e.domain:
                            key = payment.SPELL_ANY if e.spells_only else e.domain
                            power[key] = power.get(key, 0) + e.amount
                        else:
                            energy += e.amount
                            spell_energy += e.amount if e.spells_only else 0
                pay = payment.find_with_pool(db, st, player, cost, card_domains, spell,
                                             energy, spell_energy, power)
                if pay is not None:
                    return replace(pay, activate=tuple((o, n, i) for o, n, i, _ in pick))
    return None
