"""An optional additional cost a battlefield offers other cards (356.2.b): "Any player may
pay [A][A] as an additional cost to play a Dragon. If they do, they play it to this
battlefield" (Dragon Roost: an `additional:` with `to:`).

Asked "as I'm played" with the card's other optional costs (355.1.a; NOTATION.md), `yes`
/ `no`, before the unit's location, and only when the card with that cost added can be
paid; answered `yes`, the unit's location is that battlefield (a mandatory requirement,
355.17.a, so it may be one its player does not control: the unit then contests it, as
units played to an enemy battlefield do).  Not offered to a card played from facedown,
which enters where it was hidden (811.1.d.1), nor to one an instruction plays to a place
that is not that battlefield.  The cost is paid with the rest (357), and an "optional
additional costs you pay cost less" discount reads it (engine/either_discount.py)."""

from __future__ import annotations

from ..cards.model import Cost
from . import cost_auras, either_discount, frozen, instruction_play, payment
from .state import ChainItem, Decision, GameState, Task

CONTEXT = "given_cost"
FACET = "additional_cost_given"
_NOTE = "given_cost"


def offers(eng, st: GameState, it: ChainItem, card) -> list:
    """(battlefield index, its additional cost) for each battlefield offering `card` one."""
    if it.kind != "card" or card.type != "unit" or it.hidden_at is not None or \
            not frozen.has_facet(eng.db, st, FACET):     # (no card of this game offers one)
        return []
    names = eng.db.having(FACET)
    out = []
    for k, b in enumerate(st.bfs):
        o = st.objs.get(b.obj)
        if o is None or o.card not in names:
            continue
        for ab in eng.db.get(o.card).abilities:
            if ab.kind == "additional" and ab.to is not None and cost_auras.card_matches(
                    ab.to, card, it.controller, b.controller):
                out.append((k, ab.additional))
    return out


def answered(st: GameState, it: ChainItem):
    """The battlefield whose cost this item's player chose to pay, False when they declined
    (or were not asked), None when not asked yet."""
    return st.turn_notes.get((_NOTE, it.id)) if st.turn_notes else None


def paid_cost(st: GameState, it: ChainItem) -> Cost | None:
    """The resources of the given cost this item pays, or None."""
    got = answered(st, it)
    if not got:
        return None
    return got[1]


def step(eng, st: GameState, it: ChainItem, card) -> bool:
    """Ask whether to pay the offered cost; True when a decision is pending."""
    if answered(st, it) is not None:
        return False
    offered = [(k, a) for k, a in offers(eng, st, it, card)
               if it.dest in (None, instruction_play.ANY_BATTLEFIELD, k) or
               it.dest == instruction_play.TO_BATTLEFIELD and
               st.bfs[k].controller == it.controller]
    if not offered:
        return False
    k, a = offered[0]                     # one such battlefield in a game (a unique name)
    base = eng.item_play_cost(st, it, card) if it.cost_as is None else it.cost_as
    if not any(payment.find_payment(eng.db, st, it.controller, Cost(
            base.energy + c.energy, base.power + c.power), card.domains,
            purpose=card.type) is not None
               for c in either_discount.optional_options(eng.db, st, it.controller,
                                                         a.cost)):
        st.turn_notes[(_NOTE, it.id)] = False      # asked only when it can be paid
        return False
    st.pending = Decision(it.controller, "yes_no",
                          f"{card.name}: pay {_words(a.cost)} as an additional cost to play it "
                          f"to {st.bfs[k].name}? ({st.bfs[k].name}, 356.2.b)",
                          ("yes", "no"), (CONTEXT, it.id, k))
    return True


def answer(eng, st: GameState, dec: Decision, yes: bool) -> None:
    _, item_id, k = dec.context
    _, it = eng.item(st, item_id)
    cost = next((a.cost for j, a in offers(eng, st, it, eng.db.get(it.card)) if j == k),
                None)
    if yes and cost is not None:
        st.turn_notes[(_NOTE, item_id)] = (k, cost)
        eng.update_item(st, item_id, dest=k)     # "they play it to this battlefield"
        st.say(f"  {it.controller} will play {it.card} to {st.bfs[k].name} (355.17.a)")
    else:
        st.turn_notes[(_NOTE, item_id)] = False
    st.tasks.append(Task("finalize", (item_id,)))


def _words(cost: Cost) -> str:
    parts = [f"{cost.energy} energy"] if cost.energy else []
    parts += [f"{n} power of {'any domain' if d == 'any' else d}" for d, n in cost.power]
    return " and ".join(parts)
