"""Playing a card as an instruction resolves (419.3): what it costs (419.3.b, 356.1.b,
356.4), whether it can be played (419.3.c), where a unit so played may go, and "then
recycle it" once such a card has resolved (416)."""

from __future__ import annotations

from ..cards.model import Cost, Effect
from . import ffa, payment
from .state import ChainItem, GameState, Modifier
from .zone_picks import BANISHED


TO_BATTLEFIELD = "to_battlefield"   # a unit's place, still to be chosen among battlefields
ANY_BATTLEFIELD = "any_battlefield"   # `dest: any_battlefield`: a pending unit's place still
                                     # to choose among every battlefield (Thrill of the Hunt)
AFTERWARDS = "afterwards"
MAY_HERE = "may_play_here"      # a unit played by an instruction "you may play it here"


def cost_of(eng, st: GameState, eff: Effect, who: str, card, from_hand: bool) -> Cost:
    """What a card played by an instruction costs (419.3.b): its cost with discounts
    (356.4), unless the instruction ignores it (356.1.b), reduces it or names another."""
    if eff.pay is not None:
        return eff.pay
    if eff.ignore == "cost":
        return Cost()
    base = eng.play_cost(st, who, card, None, from_hand)   # Void Drone: less from elsewhere
    if eff.ignore == "energy":
        return Cost(0, base.power)
    if eff.reduce:
        return Cost(max(0, base.energy - eff.reduce), base.power)     # 356.6
    return base


def why_not_playable(eng, st: GameState, eff: Effect, oid: int, item: ChainItem,
                     who: str) -> str | None:
    """Why this card cannot be played now by the instruction (419.3.c), or None."""
    o = st.objs.get(oid)
    if o is None:
        return "it is gone"
    card = eng.db.get(o.card)
    if card.type not in ("unit", "gear", "spell"):
        return f"{card.type}s are not played"
    if not card.implemented:
        return f"{card.name} is not implemented yet"
    cost = cost_of(eng, st, eff, who, card, o.zone == "hand")
    if not payment.can_pay(eng.db, st, who, cost, card.domains, purpose=card.type):
        return f"{who} cannot pay its cost (357)"
    if card.type == "unit" and eff.dest in (None, "battlefield") and not any(
            p != "base" or eff.dest is None for p in eng.unit_destinations(st, who, card)):
        return "it has no place to be played to (355.2)"
    why = eng.why_no_choices(st, who, card.effects, oid, cost=cost, domains=card.domains,
                             purpose=card.type)
    return why


def may_play_here(st: GameState, oid) -> int | None:
    """The battlefield an instruction said this unit may be played at, or None."""
    for m in st.modifiers if st.modifiers else ():
        if m.kind == MAY_HERE and m.target == oid:
            return m.amount
    return None


def play(eng, st: GameState, eff: Effect, objs, item: ChainItem, who: str):
    played = []
    if eff.player == "owner" and len(objs) > 1:
        # "starting with the next player, each player plays those cards" (Promising
        # Future): in turn order from the player after the instruction's controller
        k = st.order.index(item.controller)
        turn = st.order[k + 1:] + st.order[:k + 1]
        objs = sorted((c for c in objs if c in st.objs),
                      key=lambda c: turn.index(st.objs[c].owner))
    for oid in objs:
        if oid not in st.objs:
            continue
        if eff.player == "owner":
            who = st.objs[oid].owner
        why = why_not_playable(eng, st, eff, oid, item, who)
        name = st.objs[oid].card
        if why:
            st.say(f"  {item.card}: {name} cannot be played ({why}); it stays in "
                   f"{st.objs[oid].zone} (419.3.c)")
            continue
        card = eng.db.get(name)
        cost = cost_of(eng, st, eff, who, card, st.objs[oid].zone == "hand")
        dest = None
        if card.type == "unit" and eff.dest == "base":
            dest = "base"
        elif card.type == "unit" and eff.dest == "here" and item.here is not None:
            dest = item.here
        elif card.type == "unit" and eff.dest == "battlefield":
            # its place asked among battlefields only; played by a card from facedown, at
            # that battlefield (811.1.d.3)
            dest = item.hidden_at if item.hidden_at is not None else TO_BATTLEFIELD
        elif card.type == "unit" and eff.dest == ANY_BATTLEFIELD:
            dest = ANY_BATTLEFIELD      # "plays it to any battlefield": asked as it is finalized
        elif card.type == "unit" and eff.dest == "there":
            # "plays it to the same location": where this effect banished it from (427.3)
            dest = next((m.data[0] for m in st.modifiers if m.kind == BANISHED and
                         m.target == oid and m.amount == item.id and m.data), None)
        elif card.type == "unit" and eff.dest == "chosen_battlefield":
            # "They play that unit to that battlefield" (Bone Skewer): the one chosen before
            from .linked import there
            effects = eng.item_effects(st, item)
            k = next((j for j, e in enumerate(effects) if e is eff), len(effects))
            dest = there(eng, st, item, k, effects)
            if dest is None:
                st.say(f"  {item.card}: the chosen battlefield is gone; {name} is not played")
                continue
        if len(st.order) > 2 and isinstance(dest, int) and card.type == "unit":
            dest = ffa.unit_place(st, who, dest, item)       # 462.2.a: not into others' combat
        new = eng.relocate(st, oid, "chain", controller=who)
        if card.type == "unit" and eff.dest == "or_here" and item.here is not None:
            # "if it is a unit, you may play it here": one more place to choose (355.2.a)
            st.modifiers.append(Modifier(new, MAY_HERE, item.here, until="turn",
                                         source=item.card))
        if eff.afterwards == "recycle":           # "then recycle it", once it has resolved
            st.modifiers.append(Modifier(new, AFTERWARDS, keyword="recycle", until="turn",
                                         source=item.card))
        eng.add_to_chain(st, ChainItem(st.new_id(), "card", who, new, card.name, dest=dest,
                                       label=card.name, cost_as=cost))
        how = {"cost": ", ignoring its cost (356.1.b)",
               "energy": ", ignoring its Energy cost"}.get(eff.ignore or "", "")
        if eff.reduce:
            how = f", its cost reduced by {eff.reduce} (356.4)"
        if eff.pay is not None:
            how = " for its alternative cost"
        st.say(f"  {item.card}: {who} plays {card.name}{how}; it is pending on the chain "
               f"(419.3)")
        played.append(new)
    return tuple(played), len(played) < len(objs)


def after_resolving(eng, st: GameState, on_chain: int, trashed: int) -> None:
    """"Play a spell from your trash ... Then recycle it" (Kai'Sa, Evolutionary): once the
    card played that way has resolved and gone to the trash (359.3.d), it is recycled from
    there (416).  `on_chain` is its id on the chain, `trashed` its id in the trash."""
    note = next((m for m in st.modifiers if m.kind == AFTERWARDS and m.target == on_chain),
                None)
    if note is None:
        return
    st.modifiers.remove(note)
    if trashed in st.objs and st.objs[trashed].zone == "trash":
        owner, name = st.objs[trashed].owner, st.objs[trashed].card
        eng.relocate(st, trashed, "deck")
        st.say(f"  {note.source}: {owner} recycles {name} (416)")
        eng.recycled(st, owner)            # "when you recycle one or more" (416.1.a)
