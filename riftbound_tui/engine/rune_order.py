"""416.5.a: runes recycled to the Rune Deck together go on its bottom in the order their
owner chooses (Divine Judgment's "recycle the rest"), where Main Deck cards recycled
together go in a random order (416.5).

As the recycle executes, each owner whose runes among it are not all copies of one rune
answers `order REF, REF, ...` (NOTATION.md's form for ordering triggers), starting with
the turn player and going in turn order (as 383.3.d.1 orders triggers).  The instruction
waits (355.17) and executes again once answered; the orders chosen so far are kept as
CHOSEN modifiers of its item until the recycle is done.  Copies of one rune are
interchangeable, so an owner with nothing else to order is not asked.
"""

from __future__ import annotations

from .errors import IllegalAction
from .notation import resolve
from .state import ChainItem, Decision, GameState, Modifier, SUSPEND

CONTEXT = "rune_order"          # the Decision's context: (CONTEXT, item id, recycled ids)
CHOSEN = "rune_order_chosen"    # an owner's order: amount the item's id, source the owner
RUNE_ZONES = ("runes", "rune_deck")   # a rune there is recycled to its Rune Deck (416.1.b)
BOTTOM = "the first listed goes to the bottom first, the last listed ends up bottommost"


def arrange(eng, st: GameState, objs, item: ChainItem):
    """The orders chosen for the runes among `objs` (one tuple per owner who chose), or
    SUSPEND after asking the next owner who has to choose."""
    by: dict[str, list[int]] = {}
    for c in objs:
        o = st.objs.get(c)
        if o is not None and o.zone in RUNE_ZONES:
            by.setdefault(o.owner, []).append(c)
    if not any(len(g) > 1 for g in by.values()):
        return ()
    chosen = {m.source: m.data for m in st.modifiers
              if m.kind == CHOSEN and m.amount == item.id}
    for p in _turn_order(st):
        group = by.get(p, ())
        if p not in chosen and len({st.objs[c].card for c in group}) > 1:
            _ask(eng, st, p, group, objs, item)
            return SUSPEND
    if chosen:
        st.modifiers = [m for m in st.modifiers
                        if not (m.kind == CHOSEN and m.amount == item.id)]
    return tuple(chosen[p] for p in _turn_order(st) if p in chosen)


def _turn_order(st: GameState) -> list[str]:
    k0 = st.order.index(st.turn_player) if st.turn_player in st.order else 0
    return st.order[k0:] + st.order[:k0]


def _ask(eng, st: GameState, owner: str, group, objs, item: ChainItem) -> None:
    names = ", ".join(eng.ref(st, c) for c in group)
    st.pending = Decision(owner, "order",
                          f"{item.label}: {owner} puts their recycled runes ({names}) on the "
                          f"bottom of their Rune Deck in the order they choose; {BOTTOM} "
                          f"(416.5.a)",
                          tuple(group), (CONTEXT, item.id, tuple(objs)), len(group),
                          len(group))


def answer(eng, st: GameState, dec: Decision, refs) -> None:
    """`order REF, REF, ...`: each rune of the owner's once, checked before anything
    changes; then the recycle executes again with the order kept."""
    group = list(dec.options)
    if len(refs) != len(group):
        raise IllegalAction(f"order all {len(group)} runes, each once (416.5.a): "
                            + ", ".join(eng.ref(st, c) for c in group))
    order: list[int] = []
    for r in refs:
        order.append(_take(eng, st, r, group, order, dec.player))
    st.modifiers.append(Modifier(-1, CHOSEN, dec.context[1], until="turn", source=dec.player,
                                 data=tuple(order)))
    st.pending = None
    st.say(f"{dec.player}: order " + ", ".join(eng.ref(st, c) for c in order))
    eng.answer_instruction(st, dec.context[2])     # the same cards: a pick is kept


def _take(eng, st: GameState, r, group: list[int], named: list[int], viewer: str) -> int:
    """The rune `r` names among those not yet named; a bare name of several copies of one
    rune takes the next of them (copies are interchangeable)."""
    left = [c for c in group if c not in named]
    try:
        return resolve(st, r, left, "rune to order", viewer)
    except IllegalAction as why:
        first: dict[str, int] = {}
        for c in left:
            first.setdefault(st.objs[c].card, c)
        try:
            return resolve(st, r, list(first.values()), "rune to order", viewer)
        except IllegalAction:
            pass
        try:
            again = resolve(st, r, group, "rune to order", viewer)
        except IllegalAction:
            raise why from None
        raise IllegalAction(f"'{r}': {eng.ref(st, again)} is named twice; order each rune "
                            f"once (416.5.a): "
                            + ", ".join(eng.ref(st, c) for c in group)) from None


def said(st: GameState, item: ChainItem, orders) -> list[str]:
    """The log lines of the orders chosen, written before the runes move."""
    out = []
    for order in orders:
        owner = st.objs[order[0]].owner
        out.append(f"  {item.card}: {owner} puts {', '.join(st.objs[c].card for c in order)} "
                   f"on the bottom of their Rune Deck in the order they chose, the last "
                   f"bottommost (416.5.a)")
    return out
