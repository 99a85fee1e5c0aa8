"""Replacement effects on dying (367-373).

Two shapes of the card language replace a death:

- a replacement ability, `instead: {event: dies, subject: ..., buffed: ...}` with
  `effects:` done instead of the death (370.1.b), `optional: true` for "you may" (371.2)
  and a `cost:` paid as it is applied ("you may pay [A] and exhaust me to ..."): Zhonya's
  Hourglass ("if a friendly unit would die, kill this instead. Heal that unit, exhaust it,
  and recall it") and Sett, The Boss ("if a buffed unit you control would die, you may
  pay [A], exhaust me, and spend its buff to heal it, exhaust it, and recall it instead"),
  both per errata.  Their `subject` is the unit that would die, as a trigger's is.
- `save_from_death`, an instruction: "the next time it would die this turn, (you may pay
  [C] to) heal it, exhaust it, and recall it instead" (Highlander, Tactical Retreat,
  Unlicensed Armory per errata), a modifier on the unit until it is used or the turn ends.

The death is replaced, so it never happens: no "when I die" / Deathknell trigger, nothing
is noted as having died (FAQ: Sett's replacement "prevents death"), and the unit stays on
the board as the same object, so its controller can still be known (FAQ: Blood Money and
Zhonya's).  A replacement applies once to an event (370.2).

When more than one could apply to one death, the controller of the unit that would die
chooses the order they apply in (372), answering `order REF, REF, ...` with each
replacement's source (its card: a permanent or legend on the board, or the spell in its
owner's trash that set it up); the first listed is applied first, and as each of these
replaces the death whole, the rest then have nothing left to apply to.  A "you may" one
(371.2) is offered when its turn comes and its cost can be paid: its controller answers
yes or no before the death happens, in a cleanup before anything triggers on it (323.5),
for a "kill" instruction as it executes (355.17).  A declined one is not offered again
for that death (371.2.b).  Other kills (a Temporary unit, a kill paid as a cost) cannot
wait for an answer: they get only the mandatory replacements, in the order they were set
up, the unit's own first.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..cards.model import Cost
from . import attach, events, frozen, payment
from .errors import IllegalAction
from .notation import resolve
from .state import ChainItem, Decision, GameState, Modifier

SAVE = "save_from_death"
ASKED = "save_asked"          # the offer now being answered: (option, )
DECLINED = "save_declined"    # an offer declined for this death
SAVED = "save_done"           # accepted on a kill instruction: that kill is replaced
ORDERING = "save_ordering"    # 372: the order of competing replacements is being chosen
ORDER = "save_order"          # 372: the order chosen for this death (keys, first first)
ANSWERED = "save_answered"    # an order answered on a kill instruction: it goes on
CONTEXT = "replace_death"
ORDER_CONTEXT = "replace_order"
FACET = "replaces:dies"       # cards/facets.py: a card with an `instead: dies` ability


@dataclass(frozen=True)
class Option:
    """One replacement that could apply to a death."""
    key: tuple                  # ("next", timestamp) / ("pay", timestamp): save_from_death;
                                # ("ability", source id, ability index): `instead:`
    who: str                    # its controller: answers its "you may" (371.2.a)
    may: bool                   # "you may" (371.2)
    cost: Cost | None           # paid as it is applied
    label: str                  # its source card's name


BANISH = "banish"             # save_from_death `what: banish`: "banish it instead" (Smite)


def set_up(st: GameState, eff, item, objs) -> None:
    if eff.what == BANISH:
        for t in objs:
            st.modifiers.append(Modifier(t, SAVE, until="turn", timestamp=st.tick(),
                                         source=item.card, data=(item.controller, BANISH)))
            st.say(f"  {item.card}: if {st.objs[t].card} would die this turn, it is "
                   f"banished instead (369)")
        return
    for t in objs:
        data = (item.controller,) if eff.pay is None else (item.controller, eff.pay)
        st.modifiers.append(Modifier(t, SAVE, until="turn", timestamp=st.tick(),
                                     source=item.card, data=data))
        may = "its controller may pay to have it" if eff.pay is not None else "it is"
        st.say(f"  {item.card}: the next time {st.objs[t].card} would die this turn, {may} "
               f"healed, exhausted and recalled instead (369)")


def _replacers(eng, st: GameState):
    """(holder, source, controller, ability index, ability) of each active `instead: dies`
    ability on the board (battlefields, bases and legends, units and gear at battlefields,
    and the cards attached to units): the holder is the card whose ability it is, the
    source the object it is about, "I" ("If I would die": an attached card's Effect Text
    is its unit's, 718.3; an attached card's own text is inactive, 718.2)."""
    having = getattr(eng.db, "having", None)
    names = having(FACET) if having is not None else None
    if names is not None and (not names or not frozen.any_on_board(st, names)):
        return ()
    out = []
    for oid, ctl in frozen.board(st):
        for holder in (oid, *st.objs[oid].gear):
            card = eng.db.get(st.objs[holder].card)
            if names is not None and card.name not in names:
                continue
            for idx, ab in enumerate(card.abilities):
                if ab.kind != "replacement" or ab.trigger.event != "dies":
                    continue
                src = attach.host(st, holder, ab)
                if src is None:
                    continue
                who = st.objs[src].controller if src != oid else ctl
                out.append((holder, src, who if who is not None else st.turn_player,
                            idx, ab))
    return out


def _options(eng, st: GameState, oid: int, optional: bool = True) -> list[Option]:
    """The replacements that could replace `oid`'s death now, in the order they were set
    up (the unit's own first); `optional`: with the "you may" ones not yet declined whose
    cost can be paid."""
    o = st.objs.get(oid)
    if o is None or o.zone not in ("base", "battlefield") or \
            eng.db.get(o.card).type != "unit":
        return []
    declined = {m.data for m in st.modifiers if m.kind == DECLINED and m.target == oid}
    out = []
    for m in st.modifiers:
        if m.kind != SAVE or m.target != oid:
            continue
        if len(m.data) < 2 or m.data[1] == BANISH:
            out.append(Option(("next", m.timestamp), m.data[0], False, None, m.source))
        elif optional and ("pay", m.timestamp) not in declined and \
                payment.can_pay(eng.db, st, m.data[0], m.data[1]):
            out.append(Option(("pay", m.timestamp), m.data[0], True, m.data[1], m.source))
    here = o.bf if o.zone == "battlefield" else None
    for holder, src, ctl, idx, ab in _replacers(eng, st):
        key = ("ability", holder, idx)
        if ab.trigger.controlled_by == "that_player":
            ctl = o.controller   # 190.6.c: "its controller may pay ..." (Altar of Blood)
        if ab.optional and (not optional or key in declined or not _can_pay(eng, st, src,
                                                                            ctl, ab.cost)):
            continue
        if not eng._trigger_applies(st, ab.trigger, src, oid, o.controller, here, None, ctl):
            continue
        if not events.applies(eng, st, ab.trigger, src, idx, oid, o.controller, here, None,
                              ctl, None):
            continue
        out.append(Option(key, ctl, ab.optional, ab.cost, st.objs[holder].card))
    return out


def _can_pay(eng, st: GameState, src: int, who: str, cost: Cost | None) -> bool:
    if cost is None:
        return True
    if cost.exhaust_self and st.objs[src].exhausted:
        return False                               # 414.4: an exhausted object can't
    if cost.spend_buff and not st.objs[src].buffs:
        return False
    return payment.can_pay(eng.db, st, who, _runes(cost))


def _runes(cost: Cost) -> Cost:
    return replace(cost, exhaust_self=False, spend_buff=False)


def _in_order(st: GameState, oid: int, opts: list[Option]) -> list[Option]:
    """The options in the order the unit's controller chose for this death (372)."""
    chosen = next((m.data for m in st.modifiers if m.kind == ORDER and m.target == oid), None)
    if chosen is None:
        return opts
    rank = {k: n for n, k in enumerate(chosen)}
    return sorted(opts, key=lambda x: rank.get(x.key, len(rank)))


def instead_of_death(eng, st: GameState, oid: int) -> bool:
    """`oid` would die: apply a mandatory replacement if one applies (the first in the
    order chosen for it, 372); True when the death is replaced."""
    done = next((m for m in st.modifiers if m.kind == SAVED and m.target == oid), None)
    if done is not None:                         # accepted as the kill instruction asked
        st.modifiers.remove(done)
        return True
    for opt in _in_order(st, oid, _options(eng, st, oid, optional=False)):
        if not opt.may:
            _apply(eng, st, oid, opt)
            return True
    return False


def _apply(eng, st: GameState, oid: int, opt: Option) -> None:
    st.modifiers = [m for m in st.modifiers if not (m.target == oid and m.kind == ORDER)]
    if opt.key[0] in ("next", "pay"):            # "the next time": used up
        used = [m for m in st.modifiers if m.kind == SAVE and m.target == oid and
                m.timestamp == opt.key[1]]
        st.modifiers = [m for m in st.modifiers if not (
            m.kind == SAVE and m.target == oid and m.timestamp == opt.key[1])]
        if used and used[0].data[1:] == (BANISH,):      # "banish it instead" (Smite, 427)
            label = eng.ref(st, oid)
            gone = eng.relocate(st, oid, "banishment")
            st.say(f"  {opt.label}: {label} would die; instead it is banished (369, 427)")
            eng.banished(st, opt.who, (gone,))
            return
        if opt.cost is not None:
            eng.spend(st, opt.who, opt.cost, (), opt.label)
        label = eng.ref(st, oid)
        st.set(oid, damage=0, exhausted=True)
        st.say(f"  {opt.label}: {label} would die; instead it is healed and exhausted (369)")
        eng.recall(st, oid, f"({opt.label}, 455)")
        return
    _, holder, idx = opt.key
    ab = eng.db.get(st.objs[holder].card).abilities[idx]
    src = attach.host(st, holder, ab)        # an Effect Text's "I": its unit (718.3)
    if opt.may and opt.cost is not None:         # 371.2: "you may pay X ... to"
        eng.spend(st, opt.who, _runes(opt.cost), (), opt.label)
        if opt.cost.exhaust_self:
            st.set(src, exhausted=True)
            st.say(f"  {opt.who} exhausts {opt.label} (414)")
    o = st.objs[oid]
    st.say(f"  {opt.label}: {eng.ref(st, oid)} would die; instead (369, 370.1.b):")
    item = ChainItem(id=-1, kind="triggered", controller=opt.who, source=src,
                     card=opt.label, ability=idx, subject=oid,
                     here=o.bf if o.zone == "battlefield" else None,
                     label=f"{opt.label} replacement")
    prev: tuple = ()
    for i, eff in enumerate(ab.effects):           # done at once, not on the chain (369)
        objs = eng._affected(st, eff, item, i, src, prev)
        got = eng.execute(st, eff, objs, item, i, src) if objs is not None else None
        prev = got[0] if isinstance(got, tuple) else ()


# -- asking: the order (372) and "you may" (371.2) -----------------------------------------
def ask(eng, st: GameState, oids, context: tuple) -> bool:
    """Ask what the dying units' replacements need answered first: the order of competing
    ones (372), then the "you may" of the first in that order (371.2); True when a
    decision is now pending."""
    for oid in oids:
        opts = _options(eng, st, oid)
        if not opts:
            continue
        if len(opts) > 1 and not any(m.kind == ORDER and m.target == oid
                                     for m in st.modifiers):
            _ask_order(eng, st, oid, opts, context)
            return True
        first = _in_order(st, oid, opts)[0]
        if not first.may:
            continue                              # applied as the death happens
        from ..cards.text import render_cost
        st.modifiers.append(Modifier(oid, ASKED, until="turn", data=(first,)))
        cost = f"pay {render_cost(first.cost)} " if first.cost is not None else ""
        st.pending = Decision(first.who, "yes_no",
                              f"{eng.ref(st, oid)} would die: {first.label}: {cost}to save "
                              f"it instead? (371.2)", ("yes", "no"), context)
        return True
    return False


def _names(st: GameState, opts: list[Option], oid: int) -> list[int]:
    """The object that names each replacement in an `order` answer: its source; for one
    set up by a spell, that card where it went (its owner's trash), else the unit itself.
    Several set up by copies of one spell name as many copies, the latest ones, oldest
    first in the order they were set up; with fewer copies there (one recycled, a copy of
    a spell), the latest names more than one, as a trigger order's source may (303.2.a)."""
    out = []
    taken: dict[tuple, list[int]] = {}
    for opt in opts:
        if opt.key[0] == "ability":
            out.append(opt.key[1])
            continue
        key = (opt.label, opt.who)
        if key not in taken:
            same = sum(1 for x in opts if x.key[0] != "ability" and (x.label, x.who) == key)
            cards = sorted((o for o in st.objs.values() if o.card == opt.label and
                            o.owner == opt.who and
                            o.zone not in ("hand", "deck", "base", "battlefield")),
                           key=lambda o: (o.entered, o.id))
            ids = [o.id for o in cards[-same:]] if cards else [oid]
            taken[key] = ids + [ids[-1]] * (same - len(ids))
        out.append(taken[key].pop(0))
    return out


def _ask_order(eng, st: GameState, oid: int, opts: list[Option], context: tuple) -> None:
    player = st.objs[oid].controller
    names = _names(st, opts, oid)
    st.modifiers.append(Modifier(oid, ORDERING, until="turn",
                                 data=tuple((n, x.key) for n, x in zip(names, opts))))
    # one option per replacement, a source named as often as it has one: every order the
    # listing gives names them all (represent.order_lines)
    st.pending = Decision(player, "order",
                          f"{player}: {eng.ref(st, oid)} would die and several replacement "
                          f"effects apply: order them; the first listed applies first (372)",
                          tuple(names), (ORDER_CONTEXT, *context))


def answer_order(eng, st: GameState, dec: Decision, refs) -> None:
    """`order REF, REF, ...`: the sources of the competing replacements, each once."""
    m = next(m for m in st.modifiers if m.kind == ORDERING)
    pairs = list(m.data)
    if len(refs) != len(pairs):
        raise IllegalAction(f"order all {len(pairs)} replacement effects (372): "
                            + ", ".join(eng.ref(st, n) for n, _ in pairs))
    keys = []
    for r in refs:           # each reference takes the first unordered one of its source
        left = [(n, k) for n, k in pairs if k not in keys]
        src = resolve(st, r, list(dict.fromkeys(n for n, _ in left)),
                      "replacement effect source", dec.player)
        keys.append(next(k for n, k in left if n == src))
    st.modifiers.remove(m)
    st.modifiers.append(Modifier(m.target, ORDER, until="turn", data=tuple(keys)))
    st.pending = None
    label = dict((k, n) for n, k in pairs)
    st.say(f"{dec.player}: order " + ", ".join(eng.ref(st, label[k]) for k in keys))
    if dec.context[1:2] == ("instruction",):
        st.modifiers.append(Modifier(m.target, ANSWERED, until="turn"))
        eng.answer_instruction(st, ("ordered",))


def offer_pending(st: GameState) -> bool:
    """Is an answer about replacing a death waiting to be taken up by its instruction?"""
    return any(m.kind in (ASKED, ANSWERED) for m in st.modifiers)


def answered(eng, st: GameState, yes: bool, mark: bool) -> bool:
    """Apply the answer to the pending offer (False: there is none).  `mark`: a kill
    instruction is waiting, so an accepted offer replaces that kill when it happens."""
    done = next((m for m in st.modifiers if m.kind == ANSWERED), None)
    if done is not None:                 # an order (372): nothing more to do here
        st.modifiers.remove(done)
        return True
    m = next((m for m in st.modifiers if m.kind == ASKED), None)
    if m is None:
        return False                   # the answer was to another question
    st.modifiers.remove(m)
    oid, (opt,) = m.target, m.data
    if not yes:
        st.modifiers.append(Modifier(oid, DECLINED, until="turn", data=opt.key))
        st.say(f"  {opt.who} does not apply {opt.label} (371.2.b)")
        return True
    _apply(eng, st, oid, opt)
    if mark:
        st.modifiers.append(Modifier(oid, SAVED, until="turn"))
    return True
