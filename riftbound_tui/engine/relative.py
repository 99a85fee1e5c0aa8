"""Selector tests read against the game rather than a fixed number (cards/selector_extras.py):
tokens (185), a keyword an object lacks now, and "with less Might than me" / "than the
chosen unit" - the Might of each side as the test is made (a static's `to:` as it applies,
476; an instruction's objects as it resolves, 359.3.f.2)."""

from __future__ import annotations


from . import attach, layers

BOARD = ("base", "battlefield")


def applies(sel) -> bool:
    """Does the selector carry one of these tests?"""
    return sel.token or sel.not_token or sel.not_keyword is not None or \
        sel.less_might_than is not None or sel.min_energy is not None or sel.named_tag


def matches(db, st, sel, oid: int, source) -> bool:
    o = st.objs[oid]
    if sel.token and not o.token:
        return False
    if sel.not_token and o.token:
        return False
    if sel.not_keyword is not None and layers.has_keyword(db, st, oid, sel.not_keyword):
        return False
    if sel.min_energy is not None and db.get(o.card).cost.energy < sel.min_energy:
        return False                    # the printed cost (206)
    if sel.named_tag:                   # "a unit with the named tag" (The List)
        from . import naming
        said = naming.named(st, source)
        if said is None or said.lower() not in attach.tags(db, st, oid):
            return False
    if sel.less_might_than == "self":
        s = st.objs.get(source)
        if s is None or s.zone not in BOARD:
            return False                # "less Might than me": I am gone, nothing is
        return layers.effective_might(db, st, oid) < layers.effective_might(db, st, source)
    return True


def menaced(db, st, oid: int, controller: str, domain: str) -> bool:
    """Is unit `oid` in combat with an enemy unit of `domain` (460), or chosen by an enemy
    spell of `domain` on the chain (355.7)?  (Decree of Focus; enemy: to `controller`.)"""
    from . import teams
    o = st.objs[oid]
    c = st.combat
    if c is not None and o.zone == "battlefield" and o.bf == c.bf and \
            o.controller in (c.attacker, c.defender):
        for u in st.bfs[c.bf].units:
            e = st.objs.get(u)
            card = db.get(e.card) if e is not None else None
            if card is not None and card.type == "unit" and domain in card.domains and \
                    e.controller in (c.attacker, c.defender) and \
                    teams.is_opponent(st, controller, e.controller):
                return True
    return any(it.kind == "card" and teams.is_opponent(st, controller, it.controller) and
               db.get(it.card).type == "spell" and domain in db.get(it.card).domains and
               any(oid in chosen for chosen in it.targets)
               for it in st.chain)


def enemies_weaker(db, st, bf_obj: int, source, controller: str) -> bool:
    """Is my Might greater than the total Might of the enemy units at that battlefield?"""
    from . import teams
    s = st.objs.get(source) if source is not None else None
    if s is None or s.zone not in BOARD:
        return False
    b = next((b for b in st.bfs if b.obj == bf_obj), None)
    if b is None:
        return False
    total = sum(layers.effective_might(db, st, u) for u in b.units
                if teams.is_opponent(st, st.objs[u].controller, controller))
    return layers.effective_might(db, st, source) > total


def within_paid_cost(st, sel, item):
    """`within_paid_cost` made fixed bounds: no more Energy and no more Power than the unit
    the item's cost killed (Heedless Resurrection); None when it killed none."""
    from .paid_notes import paid_cost
    paid = paid_cost(st, item) if item is not None else None
    if paid is None:
        return None
    return sel.but(within_paid_cost=False, max_energy=paid[0], max_power=paid[1])


def resolved(db, st, sel, item):
    """`less_might_than: {that: N}` made a fixed bound as the instruction resolves: less
    than the Might the unit instruction N chose has now; with it gone, nothing matches."""
    if sel is None or not isinstance(sel.less_might_than, int) or \
            isinstance(sel.less_might_than, bool):
        return sel
    ref = sel.less_might_than
    chosen = item.targets[ref - 1] if ref - 1 < len(item.targets) else ()
    alive = [t for t in chosen if t in st.objs and st.objs[t].zone in BOARD]
    bound = layers.effective_might(db, st, alive[0]) - 1 if alive else -1
    if sel.max_might is not None:
        bound = min(bound, sel.max_might)
    return sel.but(less_might_than=None, max_might=bound)
