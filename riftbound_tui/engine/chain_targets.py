"""Spells and abilities on the chain as targets (123: "abilities of any type on the chain"
are game objects; 425.3: "Counter [a card or ability on the chain]").

A spell on the chain is an object (`Obj` in the zone "chain") and is chosen by its id; a
triggered or activated ability on the chain is no card, so it is chosen by its chain
item's id (`ChainItem.id`, drawn from the same counter as object ids, so the two never
meet).  `choose: ability` picks abilities, `choose: chain_item` spells and abilities
alike ("a spell or ability").  `chooses:` tests what the item chose (355.7): its targets
still on the board, a mistargeted choice included and one gone to a non-board zone not
(359.3.e.9.a; cards/chain_choice.py).

The notation names an ability on the chain by its source's name `@chain`, its controller
before it (`B:Volibear, Furious@chain`), `#N` counting the chain's items of that name and
controller from the bottom (NOTATION.md extension: CONTRIBUTING.md).  Nothing here runs
in a game whose chain holds no ability and whose cards name none."""

from __future__ import annotations

from . import teams
from .state import ChainItem, GameState

ABILITY_KINDS = ("activated", "triggered")
BOARD = ("base", "battlefield")


def item(st: GameState, oid) -> ChainItem | None:
    """The ability on the chain whose item id is `oid`, or None (a spell is an object)."""
    if not isinstance(oid, int) or oid in st.objs:
        return None
    for it in st.chain:                 # a loop: chains are short
        if it.id == oid and it.kind in ABILITY_KINDS:
            return it
    return None


def item_of(st: GameState, oid) -> ChainItem | None:
    """The chain item `oid` names: an ability's item by its id, a spell's by its card."""
    for it in st.chain:
        if it.kind in ABILITY_KINDS and it.id == oid or it.kind == "card" and it.source == oid:
            return it
    return None


def pool(st: GameState, what: str) -> list[int]:
    """The ids of the spells (`spell`), abilities (`ability`) or both (`chain_item`) on the
    chain, top first."""
    out = []
    for it in reversed(st.chain):
        if it.kind == "card" and what != "ability" and it.source is not None:
            out.append(it.source)
        elif it.kind in ABILITY_KINDS and what != "spell":
            out.append(it.id)
    return out


def ability_matches(db, st: GameState, sel, oid: int, controller: str) -> bool:
    """An ability on the chain as a `choose: ability | chain_item` target."""
    it = item(st, oid)
    if it is None or it.pending:        # one being put on the chain is no target yet (359)
        return False
    if sel.controller == "friendly" and it.controller != controller or \
            sel.controller == "enemy" and not teams.is_opponent(st, it.controller, controller):
        return False
    return sel.chooses is None or chooses(db, st, sel, it, controller)


def spell_chooses(db, st: GameState, sel, oid: int, controller: str) -> bool:
    """A spell on the chain meets `sel.chooses` (its item read by its card's id)."""
    it = item_of(st, oid)
    return it is not None and chooses(db, st, sel, it, controller)


def chooses(db, st: GameState, sel, it: ChainItem, controller: str,
            that: tuple | None = None) -> bool:
    """Does chain item `it` choose what `sel.chooses` names (and nothing else that
    `sel.chooses_no_other` names), "friendly" and "enemy" read from `controller`'s side?
    `that`: the objects an earlier instruction of the choosing spell chose, for `chooses:
    {that: N}`; None where those are not known (a candidate's own test): then only the
    link (`link_filter`) decides."""
    from . import targets
    want = sel.chooses
    if want.kind == "that" and that is None:
        return True
    picked = chosen_on_board(st, it)
    if want.kind == "that":
        if not any(t in picked for t in that):
            return False
    elif not any(targets.matches(db, st, want, t, controller) for t in picked):
        return False
    other = sel.chooses_no_other
    mine = that or ()
    return other is None or not any(
        t not in mine and targets.matches(db, st, other, t, controller) for t in picked)


def chosen_on_board(st: GameState, it: ChainItem) -> list[int]:
    """What the item chose that is still on the board (359.3.e.9.a): a choice moved to a
    non-board zone is a new object (124) and no longer counts; one that became an illegal
    target in another way (moved to base, say) still does."""
    out = []
    for ts in it.targets:
        for t in ts:
            if isinstance(t, int) and t in st.objs and st.objs[t].zone in BOARD:
                out.append(t)
    return out


def linked_to(sel) -> int | None:
    """The instruction (1-based) whose choice `chooses: {that: N}` names, or None."""
    want = sel.chooses if sel is not None else None
    return want.ref if want is not None and want.kind == "that" else None


def link_filter(db, st: GameState, sel, cands, that: tuple, controller: str) -> list:
    """The candidates that choose what the choosing spell's instruction chose (`chooses:
    {that: N}`), `that` being those objects, seen from `controller`'s side."""
    out = []
    for c in cands:
        it = item_of(st, c)
        if it is not None and chooses(db, st, sel, it, controller, that):
            out.append(c)
    return out


# -- naming them in a line (NOTATION.md extension, CONTRIBUTING.md) ------------------------

CHAIN = "chain"


def _holds_ability(st: GameState) -> bool:
    for it in st.chain:                 # a loop, not any() over a generator
        if it.kind in ABILITY_KINDS:
            return True
    return False


def _alike(st: GameState, name: str, controller: str | None) -> list[ChainItem]:
    """The chain's items (bottom first) of that name, its source's name for an ability,
    and of that controller (any, for None)."""
    low = name.lower()
    return [it for it in st.chain if (it.kind == "card" or it.kind in ABILITY_KINDS) and
            it.card.lower() == low and (controller is None or it.controller == controller)]


def _id(it: ChainItem) -> int:
    return it.source if it.kind == "card" else it.id


def render_item(st: GameState, oid: int) -> str | None:
    """An ability on the chain as a reference: `B:Volibear, Furious@chain`, with `#N`
    (its place from the bottom among the chain's items of that name and controller) when
    there are several; None when `oid` is no ability on the chain."""
    it = item(st, oid)
    if it is None:
        return None
    return _numbered(st, it)


def spell_render(st: GameState, oid: int) -> str | None:
    """A spell on the chain named the way abilities are, when an ability of the same name
    and controller is on the chain too (else None: named as any object)."""
    if not _holds_ability(st):
        return None
    it = item_of(st, oid)
    if it is None or it.kind != "card" or not any(
            x.kind in ABILITY_KINDS for x in _alike(st, it.card, it.controller)):
        return None
    return _numbered(st, it)


def _numbered(st: GameState, it: ChainItem) -> str:
    same = _alike(st, it.card, it.controller)
    base = f"{it.controller}:{it.card}@{CHAIN}"
    return base if len(same) <= 1 else f"{base}#{same.index(it) + 1}"


def resolve(st: GameState, ref, candidates) -> int | None:
    """The chain item `ref` names among `candidates` when an ability of that name is on
    the chain (`NAME@chain`, `P:NAME@chain#N`); None when no ability is concerned (the
    reference is read as any other).  IllegalAction when it names none or several."""
    if ref.place not in (None, CHAIN) or not _holds_ability(st):
        return None
    rows = _alike(st, ref.name, ref.player)
    if not any(it.kind in ABILITY_KINDS for it in rows):
        return None
    if ref.place is None and any(isinstance(c, int) and c in st.objs and
                                 st.objs[c].card.lower() == ref.name.lower()
                                 for c in candidates):
        return None       # a bare name is the object's (a battlefield whose trigger waits)
    from .errors import IllegalAction
    if ref.n is not None:
        if not 1 <= ref.n <= len(rows):
            raise IllegalAction(f"'{ref}': there are {len(rows)} items on the chain "
                                f"matching {ref.name}")
        oid = _id(rows[ref.n - 1])
        if oid not in candidates:
            raise IllegalAction(f"'{ref}' is not a legal choice now")
        return oid
    found = [_id(it) for it in rows if _id(it) in candidates]
    if len(found) == 1:
        return found[0]
    named = ", ".join(_numbered(st, it) for it in rows)
    if not found:
        raise IllegalAction(f"'{ref}': not a legal choice now; on the chain: {named}")
    raise IllegalAction(f"'{ref}' matches several items on the chain: {named}")
