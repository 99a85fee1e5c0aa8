"""Reflexive triggers (386-388): "If this kills it, do this: draw 1." (Disintegrate),
"Then do this: choose another enemy unit at its destination..." (Dragon's Rage).

An instruction marked `do_this` begins a reflexive trigger made of it and the
instructions after it, up to the next `do_this`.  As the resolving item reaches it, its
condition (the instruction's `if`, 387.2-387.3) is checked; met, a new triggered item is
created and goes on the chain as a pending item (388.1): it makes its own choices then,
players get priority, and it resolves on its own.  The resolving item skips those
instructions and goes on: "do one of the following" is one `do_this` per option, each with
its own condition (387.1.b).  The item keeps its parent's
instructions, choices so far and what the instructions before it did, so "it",
`previous` and `{that: N}` still name them.
"""

from __future__ import annotations

from . import conditions, frozen, linked
from .state import ChainItem, GameState, item_but


@frozen.per_object
def starts(effects) -> tuple[int, ...]:
    """The indexes of the instructions that begin a reflexive trigger (read once per
    card's instructions: every choice step asks)."""
    return tuple(k for k, eff in enumerate(effects) if eff.do_this)


def chosen_span(effects, item: ChainItem) -> range:
    """The instructions whose choices this item makes as it goes on the chain (355): a
    card's or ability's up to its first "do this:"; a reflexive trigger's from its own
    to the next (388.1)."""
    first = item.reflexive[1] if item.reflexive is not None else -1
    end = len(effects)
    for k in starts(effects):       # a loop, not next() over a generator
        if k > first:
            end = k
            break
    return range(max(first, 0), end)


def parents_effects(card, item: ChainItem) -> tuple:
    """The instructions of the card or ability the reflexive trigger came from."""
    return card.effects if item.reflexive[0] == "card" else card.abilities[item.ability].effects


def first_step(item: ChainItem) -> tuple:
    """The data of a resolving item's first 'instructions' task (engine/effects.py): a
    reflexive trigger starts at its own first instruction, with what came before it."""
    if item.reflexive is None:
        return (item, 0, (), False, None)
    _, i, prev, failed, noted = item.reflexive
    return (item, i, prev, failed, None, noted)


def past(effects, i: int) -> int:
    """The instruction after a skipped one: a skipped "do this:" skips its whole reflexive
    trigger, up to the next one."""
    if not effects[i].do_this:
        return i + 1
    return next((k for k in starts(effects) if k > i), len(effects))


def follow(st: GameState, old: int, new: int) -> None:
    """388.1: a spell's reflexive trigger still waiting to go on the chain names the card
    in the zone the spell resolved to ("you may play this from your trash": Death from
    Below; 359.3.d)."""
    if any(t.source == old and t.reflexive is not None for t in st.triggers):
        st.triggers = [item_but(t, source=new) if t.source == old and t.reflexive is not None
                       else t for t in st.triggers]


def spawn(eng, st: GameState, item: ChainItem, eff, i: int, prev, failed, noted) -> None:
    """The resolving `item` reached instruction i, a "do this:": its condition is checked
    now (387.2); met, the reflexive trigger waits with the other triggers to go on the
    chain (388.1)."""
    cond = eff.only_if
    if cond is not None and not (
            linked.it_holds(eng.db, st, cond, prev, item.controller) if linked.needs_objs(cond) else
            conditions.holds(eng.db, st, cond, item.controller, item.source, item.here,
                             item=item)):
        st.say(f"  {item.card}: instruction {i + 1} ({eff.op}): its condition is not met, "
               f"so its reflexive trigger does not go on the chain (387.2)")
        return
    parent = item.reflexive[0] if item.reflexive is not None else item.kind
    st.triggers.append(item_but(
        item, id=st.new_id(), kind="triggered", pending=True, chosen=False,
        targets=item.targets[:i], dests=item.dests[:i], by_trigger=True, performs=True,
        label=f"{item.card}: do this", reflexive=(parent, i, prev, failed, noted)))
    st.say(f"  {item.card}: 'do this' - a reflexive trigger goes on the chain (387, 388.1)")
