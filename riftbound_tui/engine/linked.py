"""Linked instructions (359.3.e.14): what later instructions of a spell or ability know
about earlier ones.  "Choose a friendly unit and an enemy unit" (`choose`), "that unit"
(`{that: N}`: what instruction N chose), "there" (the battlefield chosen, or where the
chosen object is), "if it is stunned" / "if it is the only unit you control there" /
"if this kills it" (`{it: ...}` conditions), "if you do" (`if_previous: done`), and
spending buffs chosen as the instruction resolves (702.2.b, 355.10.c.1)."""

from __future__ import annotations

from . import layers
from .state import Decision, GameState

MIGHTY = 5      # 707


def needs_objs(cond) -> bool:
    """Is this a test of the instruction's object (made once its objects are known)?"""
    return getattr(cond, "kind", None) in ("it", "not_it")


def it_holds(db, st: GameState, cond, objs) -> bool:
    """`{it: PROPERTY}` holds when one of the objects has it; `{not_it: ...}` when none
    does (an object that is gone has no properties: 359.3.e.12)."""
    found = any(_is(db, st, cond.value, o) for o in objs if o in st.objs)
    return found if cond.kind == "it" else not found


def _is(db, st: GameState, what: str, oid: int) -> bool:
    o = st.objs[oid]
    if o.zone not in ("base", "battlefield"):
        return False
    if what == "stunned":
        return o.stunned                                             # 423
    if what == "mighty":
        return layers.might(db, st, oid) >= MIGHTY                   # 707
    if what == "killed":
        # "if this kills it": the damage just dealt is lethal, so it dies in the cleanup
        # that follows (142.4.a, 323.5)
        return db.get(o.card).type == "unit" and layers.has_lethal_damage(db, st, oid)
    if what == "alone":
        # "the only unit you control there": no other unit of its controller at its place
        place = st.bfs[o.bf].units if o.zone == "battlefield" else \
            st.players[o.controller].zones["base"]
        return not any(u != oid and st.objs[u].controller == o.controller
                       and db.get(st.objs[u].card).type == "unit" for u in place)
    raise ValueError(f"unknown property {what!r}")   # the loader admits only IT_IS


def chosen(item, ref: int) -> tuple:
    """What instruction `ref` (1-based) of the item chose."""
    return item.targets[ref - 1] if ref - 1 < len(item.targets) else ()


def battlefields_of(eng, st: GameState, ids) -> list[int]:
    """The battlefields these chosen ids are or stand at: a battlefield chosen itself, or
    where a chosen unit or gear is now (359.3.f.2: read as the instruction executes)."""
    out = []
    for t in ids:
        k = eng.bf_of_obj(st, t)
        if k is None and t in st.objs and st.objs[t].zone == "battlefield":
            k = st.objs[t].bf
        if k is not None and k not in out:
            out.append(k)
    return out


def that_objs(st: GameState, item, ref: int):
    """`{that: N}`: the objects instruction N chose, still on the board (or None when all of
    them are gone: the instruction is ignored, 359.3.e.5)."""
    picked = chosen(item, ref)
    alive = tuple(t for t in picked if t in st.objs and
                  st.objs[t].zone in ("base", "battlefield", "battlefields"))
    return alive if alive or not picked else None


def there(eng, st: GameState, item, i: int, effects):
    """`dest: there`: the battlefield of the nearest earlier instruction's choice; None when
    it can no longer be known (the chosen object left the board or is in base)."""
    for k in range(i - 1, -1, -1):
        sel = effects[k].target
        if sel is None:
            continue
        if sel.kind == "choose" or (sel.kind == "all" and sel.location is not None
                                    and sel.location.kind == "choose"):
            bfs = battlefields_of(eng, st, chosen(item, k + 1))
            return bfs[0] if bfs else None
    return None


def same_place(eng, st: GameState, item, sel, cands) -> list:
    """A choice `at: {that: N}`: only objects at the battlefield of instruction N's choice
    ("a friendly unit and an enemy unit at the same battlefield")."""
    loc = sel.location
    if loc is None or loc.kind != "that":
        return cands
    bfs = battlefields_of(eng, st, chosen(item, loc.ref))
    return [c for c in cands if st.objs[c].zone == "battlefield" and st.objs[c].bf in bfs]


def toggle_places(eng, st: GameState, movers) -> list:
    """"Move a friendly unit to or from its base": from a battlefield to base, from base to
    a battlefield it may move to."""
    if not movers:
        return ["base"] + list(range(len(st.bfs)))
    o = st.objs[movers[0]]
    if o.zone == "battlefield":
        return ["base"]
    return [k for k in range(len(st.bfs)) if eng.can_move_to(st, movers[0], k)]


def spend_buff(eng, st: GameState, eff, item, answer):
    """702.2.b: spend the buffs of up to `amount` (0: any number of) units the player
    controls (702.2.b.2), chosen as it resolves (355.10.c.1: a cost in the instruction,
    not a target).  Returns the units whose buff was spent."""
    from .effects import SUSPEND
    who = item.controller
    buffed = [u for u in _board(st) if st.objs[u].controller == who and st.objs[u].buffs > 0
              and eng.db.get(st.objs[u].card).type == "unit"]
    most = len(buffed) if not eff.amount else min(eff.amount, len(buffed))
    if answer is None:
        if not buffed:
            st.say(f"  {item.card}: {who} has no buff to spend (702.2.b.1)")
            return (), True
        what = "a buff" if most == 1 else "buffs"
        st.pending = Decision(who, "choose", f"{item.label}: you may spend {what}: choose "
                              f"the units (or none)", tuple(buffed), ("instruction",), 0, most)
        return SUSPEND
    for u in answer:
        st.set(u, buffs=st.objs[u].buffs - 1)
        st.say(f"  {item.card}: {who} spends the buff of {eng.ref(st, u)} (702.2.b)")
    return tuple(answer), not answer


def win(st: GameState, who: str, card: str) -> None:
    """195: a player wins the game when an effect instructs them to; the game ends (196)."""
    if st.winner is None:
        st.winner = who
        st.pending = None
        st.say(f"  {card}: {who} wins the game (195)")


def _board(st: GameState) -> list[int]:
    out = []
    for p in st.order:
        out.extend(st.players[p].zones["base"])
    for b in st.bfs:
        out.extend(b.units)
    return out
