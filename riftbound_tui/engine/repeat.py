"""Repeat (820): "[Repeat] [cost]": an optional additional cost (820.1) whose payment has
the spell's instructions executed one more time as it resolves (820.1.d), once for each
instance paid (820.3).

Asked as the card is played, with its other optional costs (355.1.a, 820.1.c.1): one
`yes`/`no` per instance, in printed order, each asked only when it can be paid (820.1.c.2,
NOTATION.md), before the modes and targets, because the repeated execution makes its
own choices at the usual time (820.2): its own mode and its own targets, the same ones
or others (820.2.a).  A `discard` cost then asks `choose` for the cards.  The cost is
paid with the rest of the total cost (357).  As it resolves, the instructions are simply
listed again: `{that: N}` in a repetition names the choice of its own execution, and
"another" / "other" leaves out only what its own execution chose.
"""

from __future__ import annotations

import functools
from dataclasses import fields, is_dataclass, replace

from ..cards.model import AdditionalCost, CardDef, Cost, Effect, Selector
from . import conditions, cost_auras, either_discount, frozen, payment, rule_changes
from .errors import IllegalAction
from .state import ChainItem, Decision, GameState, Task

CONTEXT = "repeat"
NEXT_KEY = "repeat_next"
NO_COST = Cost()


def paid(it: ChainItem) -> int:
    """How many Repeat instances were paid for this item (820.3)."""
    return sum(1 for a in it.repeats or () if a is not False)


def executed(card: CardDef, it: ChainItem, first: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """The instructions the item executes: `first` (the card's, or its chosen mode's), then
    once more for each Repeat paid (820.1.d.1), with the mode chosen for that execution
    (820.2.a)."""
    n = paid(it) if it.kind == "card" else 0
    if not n:
        return first
    if card.modes:
        more = tuple(card.modes[m] for m in it.repeat_modes) + \
            ((),) * (n - len(it.repeat_modes))     # modes not chosen yet: nothing yet
    else:
        more = (first,) * n
    return _joined((first,) + more)


def _lengths(card: CardDef, it: ChainItem) -> list[int]:
    """How many instructions each execution has (its mode's, 820.2.a)."""
    if not card.modes:
        return [len(card.effects)] * (1 + paid(it))
    first = len(card.modes[it.mode]) if it.mode is not None else 0
    return [first] + [len(card.modes[m]) for m in it.repeat_modes]


def execution_start(card: CardDef, it: ChainItem, i: int) -> int:
    """The index of the first instruction of the execution instruction `i` belongs to."""
    start = 0
    for n in _lengths(card, it) if paid(it) else ():
        if i < start + n:
            return start
        start += n
    return start if paid(it) else 0


def starts(card: CardDef, it: ChainItem) -> dict[int, int]:
    """The first instruction of each repeated execution, and that execution's number."""
    out, start = {}, 0
    for k, n in enumerate(_lengths(card, it) if paid(it) else ()):
        if k:
            out[start] = k + 1
        start += n
    return out


@functools.cache
def _joined(parts: tuple[tuple[Effect, ...], ...]) -> tuple[Effect, ...]:
    out: tuple[Effect, ...] = ()
    for part in parts:
        out += tuple(_shifted(e, len(out)) for e in part) if out else part
    return out


def _shifted(obj, by: int):
    """`obj` with every `{that: N}` naming instruction N + `by`: a repetition's "that"
    is its own execution's choice."""
    if isinstance(obj, tuple):
        return tuple(_shifted(x, by) for x in obj)
    if not is_dataclass(obj) or isinstance(obj, type):
        return obj
    changes = {}
    if isinstance(obj, Selector) and obj.kind == "that" and obj.ref is not None:
        changes["ref"] = obj.ref + by
    for f in fields(obj):
        if f.name in changes or f.name == "source":
            continue
        v = getattr(obj, f.name)
        if is_dataclass(v) or isinstance(v, tuple):
            new = _shifted(v, by)
            if new is not v and new != v:
                changes[f.name] = new
    return replace(obj, **changes) if changes else obj


# -- Repeat granted by another card ---------------------------------------------------------

def costs(card: CardDef, it: ChainItem) -> tuple[AdditionalCost, ...]:
    """The spell's Repeat instances: its printed ones, then those other cards give it
    (820.1.c.2: each paid or not on its own)."""
    return card.repeat + (it.granted_repeat or ())


def grant_next(st: GameState, player: str, what: str, by: str) -> None:
    """"Give the next spell you play this turn [Repeat] equal to its cost" (`what: cost`,
    Temporal Portal) or "its base cost" (`what: base_cost`, The Academy): noted for the
    turn, read by the next spell `player` plays (a note, not an effect: 317.2.c)."""
    key = (NEXT_KEY, player)
    st.turn_notes[key] = st.turn_notes.get(key, ()) + (what,)
    st.say(f"  {by}: the next spell {player} plays this turn has Repeat equal to its "
           f"{'base cost' if what == 'base_cost' else 'cost'} (820)")


def _granted(eng, st: GameState, it: ChainItem, card: CardDef) -> tuple[AdditionalCost, ...]:
    """Read as the spell is played: the grants waiting for the next spell its controller
    plays (used up by it, whether paid or not), then the statics giving their spells
    Repeat while they hold (Syndra, Transcendent)."""
    out = []
    for what in st.turn_notes.pop((NEXT_KEY, it.controller), ()):
        if what == "base_cost":
            cost = card.cost                               # printed (base) cost
        else:
            cost = eng.play_cost(st, it.controller, card, None, it.from_hand) \
                if it.cost_as is None else it.cost_as
        if cost.energy or cost.power:
            out.append(AdditionalCost("pay", cost))
    return tuple(out) + _from_statics(eng, st, it.controller, card)


def _from_statics(eng, st: GameState, player: str, card: CardDef) -> tuple[AdditionalCost, ...]:
    """The Repeat costs that statics on the board give `card` as `player` plays it: "While
    I'm in a showdown, your spells have [Repeat] [2][C]" (Syndra, Transcendent)."""
    names = eng.db.having("static:repeat")
    if not names or not frozen.any_on_board(st, names):    # (none in the game: at once)
        return ()
    out: tuple[AdditionalCost, ...] = ()
    for oid, ctl in cost_auras.on_board_of(st, names):
        for ab in eng.db.get(st.objs[oid].card).abilities:
            s = ab.static
            if ab.kind != "static" or s is None or not s.repeat or ctl is None:
                continue
            if not cost_auras.card_matches(s.to, card, player, ctl):
                continue
            o = st.objs[oid]
            here = o.bf if o.zone == "battlefield" else eng.bf_of_obj(st, oid)
            if s.condition is not None and not conditions.holds(eng.db, st, s.condition, ctl,
                                                                oid, here):
                continue
            out += s.repeat
    return out


# -- 355.1.a, 820.1.c: the choice to pay, as the card is played ---------------------------

def less(eng, st: GameState, player: str) -> int:
    """Marai Spire: "While you control this battlefield, friendly [Repeat] costs cost [1]
    less" (356.4): the Energy taken off each Repeat cost `player` pays."""
    return sum(v for _, ctl, v in rule_changes.sources(eng.db, st, "repeat_discount",
                                                        battlefields_only=True)
               if ctl == player)


def _words(a: AdditionalCost, cut: int = 0) -> str:
    if a.kind == "discard":
        return f"discard {a.amount}"
    parts = [f"{max(0, a.cost.energy - cut)} energy"] if a.cost.energy - cut > 0 else []
    parts += [f"{n} {d} power" for d, n in a.cost.power]
    return "pay " + " and ".join(parts)


def extra_cost(card: CardDef, it: ChainItem, cut: int = 0, st: GameState | None = None) -> Cost:
    """The resources of the Repeat costs paid (357: part of the total cost), each `cut`
    Energy less (Marai Spire, never below 0, 356.6); with `st`, each also less the
    discount of either kind chosen for it (Ezreal, Prodigy: engine/either_discount.py)."""
    energy, power = 0, ()
    for k, (a, ans) in enumerate(zip(costs(card, it), it.repeats or ())):
        if ans is not False and a.kind == "pay":
            cost = Cost(max(0, a.cost.energy - cut), a.cost.power)
            if st is not None:                  # 356.4.c: as it is added
                cost = either_discount.apply(st, it, cost, f"repeat{k}")
            energy += cost.energy
            power += cost.power
    return Cost(energy, power) if energy or power else NO_COST


def _picked(it: ChainItem) -> tuple:
    return tuple(c for ans in it.repeats or () if isinstance(ans, tuple) for c in ans)


def _possible(eng, st: GameState, it: ChainItem, card: CardDef, a: AdditionalCost) -> bool:
    if a.kind == "discard":
        hand = [c for c in st.players[it.controller].zones["hand"] if c not in _picked(it)]
        return len(hand) >= a.amount
    base = eng.play_cost(st, it.controller, card, None, it.from_hand) \
        if it.hidden_at is None else NO_COST
    base = base if it.cost_as is None else it.cost_as
    cut = less(eng, st, it.controller)
    more = extra_cost(card, it, cut, st)
    # "optional additional costs you pay cost [1] or [A] less" (Ezreal, Prodigy): payable
    # if either way of taking it off leaves a cost that can be paid
    for inst in either_discount.optional_options(eng.db, st, it.controller, Cost(
            max(0, a.cost.energy - cut), a.cost.power)):
        total = Cost(base.energy + inst.energy + more.energy,
                     base.power + inst.power + more.power)
        if payment.find_payment(eng.db, st, it.controller, total, card.domains,
                                purpose=card.type) is not None:
            return True
    return False


def _choosable(eng, st: GameState, it: ChainItem, card: CardDef) -> bool:
    """Can the first execution be given valid choices (a mode with them, 355.3, 355.8)?
    Then every repetition can: it may make the same choices (820.2.a)."""
    for effects in card.modes or (card.effects,):
        if eng.why_no_choices(st, it.controller, effects, it.source, it.here,
                              it.hidden_at) is None:
            return True
    return False


def _grantable(eng, st: GameState, it: ChainItem) -> bool:
    """Can other cards give this spell Repeat: a grant waiting for its player's next spell,
    or a static of this game giving spells Repeat?  (The usual answer: no.)"""
    return bool(st.turn_notes) and (NEXT_KEY, it.controller) in st.turn_notes or \
        frozen.has_facet(eng.db, st, "static:repeat")


def asks(eng, st: GameState, it: ChainItem, card: CardDef) -> bool:
    """Can `step` have anything to ask of this spell: printed Repeat, or Repeat given to it
    (or still to be read)?"""
    return bool(card.repeat or it.granted_repeat) or \
        it.granted_repeat is None and _grantable(eng, st, it)


def step(eng, st: GameState, it: ChainItem, card: CardDef) -> bool:
    """Ask the next Repeat question of a card being played; True when one is pending."""
    if it.kind != "card" or card.type != "spell":
        return False
    if it.granted_repeat is None and _grantable(eng, st, it):
        # read once, as it is played; with no grant waiting and no static giving Repeat in
        # this game (the usual case) there is nothing to read, and no copy of the item
        it = eng.update_item(st, it.id, granted_repeat=_granted(eng, st, it, card))
    repeat = costs(card, it)
    if not repeat:
        return False
    while True:
        answers = it.repeats or ()
        if answers and answers[-1] is True and repeat[len(answers) - 1].kind == "discard":
            a = repeat[len(answers) - 1]
            hand = [c for c in st.players[it.controller].zones["hand"]
                    if c not in _picked(it)]
            if len(hand) == a.amount:        # one legal answer: the engine gives it
                st.say(f"{it.controller}: choose {', '.join(eng.ref(st, c) for c in hand)}")
                it = eng.update_item(st, it.id, repeats=answers[:-1] + (tuple(hand),))
                continue
            st.pending = Decision(it.controller, "choose",
                                  f"{card.name}: choose {a.amount} to discard for Repeat "
                                  f"(820.1.c.1)", tuple(hand), (CONTEXT, it.id),
                                  a.amount, a.amount)
            return True
        if len(answers) == len(repeat):
            return False
        a = repeat[len(answers)]
        if not _possible(eng, st, it, card, a) or not _choosable(eng, st, it, card):
            # asked only when it can be paid, and only of a spell that can be given its
            # choices (355.8): one that cannot is refused by the steps that follow
            it = eng.update_item(st, it.id, repeats=answers + (False,))
            continue
        st.pending = Decision(it.controller, "yes_no",
                              f"{card.name}: {_words(a, less(eng, st, it.controller))} for "
                              f"Repeat, to do its instructions "
                              f"again? (820)", ("yes", "no"), (CONTEXT, it.id))
        return True


def answer(eng, st: GameState, dec: Decision, value) -> None:
    """A yes/no for the next instance, or the cards its discard cost picks."""
    _, item_id = dec.context
    _, it = eng.item(st, item_id)
    answers = it.repeats or ()
    if isinstance(value, bool):
        answers += (value,)
    else:
        answers = answers[:-1] + (tuple(value),)
    eng.update_item(st, item_id, repeats=answers)
    st.tasks.append(Task("finalize", (item_id,)))


def pay(eng, st: GameState, it: ChainItem, card: CardDef) -> Cost:
    """357: pay the Repeat costs chosen: discard the cards picked, and return the energy
    and power to add to the total cost."""
    n = paid(it)
    if not n:
        return NO_COST
    cards = _picked(it)
    for c in cards:
        if c not in st.objs or st.objs[c].zone != "hand":
            raise IllegalAction(f"{card.name}: a card its Repeat cost discards is gone")
    discarded = []
    for c in cards:
        st.say(f"  {it.controller} discards {st.objs[c].card} for Repeat (820.1.c.1, 422)")
        discarded.append(eng.relocate(st, c, "trash"))
    if discarded:
        conditions.note(st, "discarded", it.controller)
        eng.discarded(st, it.controller, discarded)       # 422.1.b
    st.say(f"  {card.name}: Repeat paid {n} time{'s' if n > 1 else ''}; its instructions "
           f"will be executed {n + 1} times (820.1.d, 820.3)")
    return extra_cost(card, it, less(eng, st, it.controller), st)
