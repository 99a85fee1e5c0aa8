""""Its controller may play this spell again for [A]. If they do, this deals 1 additional
Bonus Damage for each time this spell has dealt damage this turn." (Dancing Grenade;
`{op: play_again, player: controller, pay: COST, amount: N}`.)

As the spell resolves, the controller of the unit its previous instruction dealt damage
to (359.3.e.14: "its") is asked yes/no, only when they could play it for that cost (a
legal target and the cost payable, 419.3.c).  Said yes, the card is played again by that
player as soon as it has finished resolving and gone to its owner's trash (359.3.d): put
on the chain from there, pending, its choices and the cost made as any card's (419.3,
419.3.b).  The new play carries N Bonus Damage for each time this card has dealt damage
this turn (712), counted over its plays this turn: a card that leaves the chain for good
is a new object (124) and counts anew.  Nothing here runs unless the instruction does."""

from __future__ import annotations

from dataclasses import replace

from . import delayed, frozen, instruction_play
from .state import ChainItem, Decision, GameState, Modifier, SUSPEND

AGAIN = "play_again"          # Modifier on the resolving card: who plays it again (source)
DEALT = "dealt_by_this"       # Modifier on the card: times it has dealt damage this turn


@frozen.per_object
def _says_it(effects) -> bool:
    """Do these instructions play their card again (read once per card)?"""
    for eff in effects:
        if eff.op == AGAIN:
            return True
    return False


def used(db, name: str) -> bool:
    """Can the card `name`, resolving, be played again (it has the instruction)?"""
    return _says_it(db.get(name).effects)


def _times(st: GameState, oid: int) -> int:
    for m in st.modifiers:
        if m.kind == DEALT and m.target == oid:
            return m.amount
    return 0


def can(eng, st: GameState, eff, item: ChainItem, who: str | None) -> str | None:
    """Why `who` cannot play the resolving card again now (None: they can)."""
    if who is None:
        return "its controller cannot be known (359.3.e.12)"
    if item.kind != "card" or item.source not in st.objs or \
            st.objs[item.source].zone != "chain":
        return "this spell is no longer on the chain"
    return instruction_play.why_not_playable(
        eng, st, replace(eff, op="play", dest=None), item.source, item, who)


def execute(eng, st: GameState, eff, item: ChainItem, who: str | None, answer):
    """The instruction: ask `who`, then note that they play the card again once it has
    resolved (`after_resolving`)."""
    from ..cards.phrases import render_cost
    why = can(eng, st, eff, item, who)
    if why is not None:
        st.say(f"  {item.card}: it is not played again: {why}")
        return (), True
    if answer is None:
        st.pending = Decision(who, "yes_no", f"{item.label}: you may play {item.card} again "
                              f"for {render_cost(eff.pay)}: do it?", ("yes", "no"),
                              ("instruction",))
        return SUSPEND
    if not answer:
        st.say(f"  {item.card}: {who} declines to play it again")
        return (), True
    times = _times(st, item.source) + 1     # its previous instruction dealt damage just now
    st.modifiers.append(Modifier(item.source, AGAIN, times * (eff.amount or 0),
                                 keyword=str(times), source=who, data=(eff.pay,)))
    st.say(f"  {item.card}: {who} will play it again for {render_cost(eff.pay)} once it has "
           f"resolved (419.3)")
    return (), False


def after_resolving(eng, st: GameState, on_chain: int, trashed: int) -> None:
    """The card has resolved and gone to the trash (359.3.d): the player who said yes
    plays it from there, for the instruction's cost, with its Bonus Damage (712)."""
    note = None
    for m in st.modifiers:
        if m.kind == AGAIN and m.target == on_chain:
            note = m
            break
    if note is None:
        return
    st.modifiers.remove(note)
    o = st.objs.get(trashed)
    if o is None or o.zone != "trash":
        return
    who, name = note.source, o.card
    new = eng.relocate(st, trashed, "chain", controller=who)
    st.modifiers.append(Modifier(new, DEALT, int(note.keyword), until="turn", source=name))
    if note.amount:
        st.modifiers.append(Modifier(new, delayed.BONUS, note.amount, until="turn",
                                     source=name))
    eng.add_to_chain(st, ChainItem(st.new_id(), "card", who, new, name, label=name,
                                   cost_as=note.data[0]))
    st.say(f"  {name}: {who} plays it again from {o.owner}'s trash; it is pending on the "
           f"chain (419.3) and deals {note.amount} additional Bonus Damage (712)")


def played_again(st: GameState, it: ChainItem) -> bool:
    """Is this card on the chain one its own instruction played again?"""
    for m in st.modifiers:
        if m.kind == DEALT and m.target == it.source:
            return True
    return False
