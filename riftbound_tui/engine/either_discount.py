"""A discount of either kind (356.4): "cost [1] or [A] less", one Energy or one power of
any domain off, the paying player choosing which as the total cost is determined (356,
after the choices of 355).  Three named rules say what it takes off (a passive's value N
is the Energy, the [A] is always one pip):

- `discount_either_choosing_me`: "Your spells that choose me cost [1] or [A] less"
  (Irelia, Graceful): the total cost of a spell whose targets include me, applied after
  the discounts of its components (356.4.d);
- `discount_either_optional_costs`: "Optional additional costs you pay cost [1] or [A]
  less" (Ezreal, Prodigy): each optional additional cost paid (Accelerate, each Repeat
  instance, a "you may pay ... as an additional cost"), as it is added to the cost
  (356.4.c, its example), never below 0 (356.4.c.2);
- `discount_either_empower_here` on a battlefield: "[Empower] costs of your units here
  cost [1] or [A] less" (Risen Altar): the cost of an Empower ability (827.1.c.1) of a
  unit its controller controls here ("your": the battlefield's controller, 190.6.d).

The player answers `yes` (the Energy) or `no` (the [A]) only when both kinds would take
something off and both leave a cost they can pay; otherwise the engine gives the one
answer that makes sense, logged as the player's line (NOTATION.md: forced answers), or
nothing when the discount takes nothing off.  Everything here is gated on one of the
cards being in the game (`GameState.in_game`)."""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import Cost
from . import frozen, limited, payment, rule_changes, targets
from .state import ChainItem, Decision, GameState, Task

CHOOSING_ME = "discount_either_choosing_me"
OPTIONAL = "discount_either_optional_costs"
EMPOWER_HERE = "discount_either_empower_here"
PASSIVES = (CHOOSING_ME, OPTIONAL, EMPOWER_HERE)
CONTEXT = "either_discount"
ENERGY, POWER = "energy", "power"
_NOTE = "either_discount"


_FACETS = frozenset("passive:" + p for p in PASSIVES)     # (cards/facets.py)


def live(db, st: GameState, passive: str) -> bool:
    """Is a card with this rule in the game at all?  (Most games: no.)  One set test in
    the facets of the game's cards (frozen.live), asked of every card listed."""
    kept = frozen.last_live         # frozen.live's kept answer, read without its call
    facets = kept[2] if kept[1] is st.in_game and kept[0] is db else frozen.live(db, st)
    if facets is not None:
        return "passive:" + passive in facets
    names = db.with_passive(passive)            # a stand-in database: ask it
    return bool(names) and not names.isdisjoint(st.in_game)


def _sources(db, st: GameState, passive: str, player: str) -> list:
    """(object id, value) of each `passive` source `player` controls on the board."""
    if not live(db, st, passive):
        return []
    return [(oid, v) for oid, ctl, v in rule_changes.sources(
        db, st, passive, battlefields_only=passive == EMPOWER_HERE) if ctl == player]


def less(cost: Cost, kind: str | None, n: int) -> Cost:
    """`cost` with N Energy (ENERGY) or one pip of any domain (POWER) off, never below 0
    (356.6)."""
    if kind == ENERGY and cost.energy:
        return replace(cost, energy=max(0, cost.energy - n))
    if kind == POWER and cost.power:
        (dom, k), rest = cost.power[0], cost.power[1:]
        return replace(cost, power=(((dom, k - 1),) if k > 1 else ()) + rest)
    return cost


def kinds(cost: Cost) -> tuple:
    """The kinds of discount that would take something off `cost`."""
    return ((ENERGY,) if cost.energy else ()) + ((POWER,) if cost.power_total else ())


def options(cost: Cost, n: int = 1) -> list:
    """Every cost the discount may leave: for "is it payable at all?" checks."""
    return [less(cost, k, n) for k in kinds(cost)] or [cost]


# -- what is discounted -------------------------------------------------------------------

def is_empower(ab) -> bool:
    """An Empower ability (827.1.c.1: "[Cost]: Empower this")."""
    return ab is not None and ab.kind == "activated" and len(ab.effects) == 1 and \
        ab.effects[0].op == "empower" and ab.effects[0].target is not None and \
        ab.effects[0].target.kind == "self"


def empower_here(db, st: GameState, player: str, oid: int) -> list:
    """The `discount_either_empower_here` battlefields discounting an Empower ability of
    `oid`, a unit `player` controls: those it stands at that `player` controls."""
    o = st.objs.get(oid)
    if o is None or o.zone != "battlefield" or o.controller != player:
        return []
    return [(s, v) for s, v in _sources(db, st, EMPOWER_HERE, player)
            if st.bfs[o.bf].obj == s]


def empower_payable(db, st: GameState, player: str, oid: int, ab, cost: Cost, card) -> bool:
    """Can an Empower ability of `oid` be paid with the discount taken off either way?"""
    if not is_empower(ab):
        return False
    outs = [replace(cost, exhaust_self=False, spend_buff=False)]
    for _, n in empower_here(db, st, player, oid):
        outs = [c2 for c in outs for c2 in options(c, n)]
    purpose = limited.purpose_of(db, st, player, oid)          # 429: kept resources
    return any(payment.can_pay(db, st, player, c, card.domains, purpose) for c in outs)


def optional_sources(db, st: GameState, player: str) -> list:
    return _sources(db, st, OPTIONAL, player)


def optional_options(db, st: GameState, player: str, cost: Cost) -> list:
    """The costs an optional additional cost may come to (Ezreal, Prodigy): one each way
    per source; [cost] without any."""
    outs = [cost]
    for _, n in optional_sources(db, st, player):
        outs = [c2 for c in outs for c2 in options(c, n)]
    return outs


def components(eng, st: GameState, it: ChainItem, card) -> list:
    """(key, cost, N) for each discount of either kind on this item, in the order they
    apply: the optional additional costs first (356.4.c), then the total (356.4.d)."""
    out = []
    if it.kind == "card":
        ezreals = optional_sources(eng.db, st, it.controller)
        for key, cost in (_optional_costs(eng, st, it, card) if ezreals else ()):
            for s, n in ezreals:
                out.append(((key, s), cost, n))
                cost = less(cost, chosen(st, it, (key, s)), n)
        if card.type == "spell" and it.targets:
            chosen_ids = {t for ts in it.targets for t in ts}
            for s, n in _sources(eng.db, st, CHOOSING_ME, it.controller):
                if s in chosen_ids:
                    out.append((("total", s), None, n))
    elif it.kind == "activated" and it.ability is not None and \
            is_empower(eng.db.get(it.card).abilities[it.ability]):
        for s, n in empower_here(eng.db, st, it.controller, it.source):
            out.append((("empower", s), None, n))
    return out


def _optional_costs(eng, st: GameState, it: ChainItem, card) -> list:
    """The optional additional costs paid for this card, each with its resources."""
    from . import costs, repeat
    from .choices import accelerate_cost
    out = []
    ab = costs.additional_of(card)
    if ab is not None and ab.optional and ab.additional.kind == "pay" and \
            it.extra is not None and it.extra[0] in ("yes", "paid"):
        out.append(("additional", ab.additional.cost))
    from . import given_costs
    given = given_costs.paid_cost(st, it)       # Dragon Roost's [A][A]
    if given is not None:
        out.append(("given", given))
    if it.accelerate:
        out.append(("accelerate", accelerate_cost(card)))
    cut = repeat.less(eng, st, it.controller) if it.repeats else 0
    for k, (a, ans) in enumerate(zip(repeat.costs(card, it), it.repeats or ())):
        if ans is not False and a.kind == "pay":
            out.append((f"repeat{k}", replace(a.cost, energy=max(0, a.cost.energy - cut))))
    return out


# -- the choice ---------------------------------------------------------------------------

def chosen(st: GameState, it: ChainItem, key) -> str | None:
    return next((kind for k, kind, _ in st.turn_notes.get((_NOTE, it.id), ()) if k == key),
                None)


def _note(st: GameState, it_id: int, key, kind: str | None, n: int) -> None:
    """Noted for the item until the end of the turn (a note, not an effect: 317.2.c)."""
    k = (_NOTE, it_id)
    st.turn_notes[k] = st.turn_notes.get(k, ()) + ((key, kind, n),)


def _answered(st: GameState, it: ChainItem) -> set:
    return {k for k, _, _ in st.turn_notes.get((_NOTE, it.id), ())}


def in_play(db, st: GameState) -> bool:
    """Is any card with a discount of either kind in the game?  (Most games: no.)"""
    kept = frozen.last_live         # frozen.live's kept answer, read without its call
    facets = kept[2] if kept[1] is st.in_game and kept[0] is db else frozen.live(db, st)
    if facets is not None:
        return not _FACETS.isdisjoint(facets)
    return any(live(db, st, p) for p in PASSIVES)


def step(eng, st: GameState, it: ChainItem, card) -> bool:
    """Ask the next discount's kind, after the item's choices and before its payment
    (356, 357); True when a decision is pending."""
    if not in_play(eng.db, st):
        return False
    done = _answered(st, it)

    def total(item):
        return _card_total(eng, st, item, card) if item.kind == "card" else \
            _ability_total(eng, st, item, card)

    for key, cost, n in components(eng, st, it, card):
        if key in done:
            continue
        whole = total(it) if cost is None else None
        ways = kinds(whole if cost is None else cost)
        if len(ways) == 2:
            payable = [w for w in ways if _payable(eng, st, it, card, total, key, w, n)]
            ways = payable if len(payable) == 1 else ways
        if len(ways) == 2:
            st.pending = Decision(it.controller, "yes_no",
                                  f"{it.label}: {_whose(eng, st, key)} takes {n} energy off "
                                  f"{_of(key)} (yes) or 1 power of any domain (no)? (356.4)",
                                  ("yes", "no"), (CONTEXT, it.id, key, n))
            return True
        if ways:                    # forced: logged as the player's line (NOTATION.md)
            st.say(f"{it.controller}: {'yes' if ways[0] == ENERGY else 'no'}")
            _said(eng, st, it, key, ways[0], n)
        _note(st, it.id, key, ways[0] if ways else None, n)
    return False


def _whose(eng, st: GameState, key) -> str:
    return st.objs[key[1]].card if key[1] in st.objs else "the discount"


def _of(key) -> str:
    part = key[0]
    if part in ("total", "empower"):
        return "the cost"
    return "Accelerate" if part == "accelerate" else "the additional cost" \
        if part in ("additional", "given") else f"Repeat cost {int(part[6:]) + 1}"


def _said(eng, st: GameState, it: ChainItem, key, kind: str, n: int) -> None:
    what = it.label if key[0] in ("total", "empower") else f"{_of(key)} of {it.label}"
    st.say(f"  {_whose(eng, st, key)}: {what} costs "
           f"{f'{n} energy' if kind == ENERGY else '1 power of any domain'} less (356.4)")


def _payable(eng, st: GameState, it: ChainItem, card, total, key, way, n) -> bool:
    _note(st, it.id, key, way, n)
    try:
        cost = total(it)
    finally:
        k = (_NOTE, it.id)
        st.turn_notes[k] = st.turn_notes[k][:-1]
    return payment.find_payment(eng.db, st, it.controller, cost, card.domains if
                                it.kind == "card" else (),
                                purpose=card.type if it.kind == "card" else
                                limited.purpose_of(eng.db, st, it.controller, it.source)
                                if it.kind == "activated" else None) is not None


def answer(eng, st: GameState, dec: Decision, yes: bool) -> None:
    _, item_id, key, n = dec.context
    _note(st, item_id, key, ENERGY if yes else POWER, n)
    _said(eng, st, eng.item(st, item_id)[1], key, ENERGY if yes else POWER, n)
    st.tasks.append(Task("finalize", (item_id,)))


def _card_total(eng, st: GameState, it: ChainItem, card) -> Cost:
    """The card's total cost as `pay_for` (engine/paying.py) works it out, with the kinds
    chosen so far, paying nothing: for the payability of each answer (357.3)."""
    from . import cost_auras, costs, repeat
    from .choices import _flat, _plus, accelerate_cost
    cost = eng.item_play_cost(st, it, card) if it.hidden_at is None else \
        eng.hidden_play_cost(st, it.controller, card)
    if it.cost_as is not None:
        cost = it.cost_as
    ab = costs.additional_of(card)
    if ab is not None and it.extra is not None and it.extra[0] in ("yes", "paid"):
        a = ab.additional
        if a.ignore_cost:
            cost = Cost()
        if a.kind == "pay":
            cost = _plus(cost, apply(st, it, a.cost, "additional") if ab.optional else a.cost)
    if it.accelerate:
        cost = _plus(cost, apply(st, it, accelerate_cost(card), "accelerate"))
    from . import given_costs
    given = given_costs.paid_cost(st, it)
    if given is not None:
        cost = _plus(cost, apply(st, it, given, "given"))
    if it.repeats:
        cost = _plus(cost, repeat.extra_cost(card, it, repeat.less(eng, st, it.controller),
                                             st))
    cost = _plus(cost, eng.deflect_extra(st, it, _flat(it.targets)))
    if card.type == "spell" and it.targets:
        cost = cost_auras.target_discount(eng.db, st, it, cost)
    return apply(st, it, cost, "total")


def ability_cost(eng, st: GameState, it: ChainItem, card) -> Cost:
    """An activated ability's cost as it is paid: the board's changes (Piltovan Forge),
    its own `less:`, the unit chosen (356.4), then the kinds chosen here."""
    from . import ability_costs
    from .choices import _bare, _flat, reduced_by_choice
    ab = card.abilities[it.ability]
    cost = rule_changes.ability_cost(eng.db, st, it.controller, it.source, ab.cost)
    cost = _bare(ability_costs.lessened(eng.db, st, ab, reduced_by_choice(
        eng.db, st, cost, _flat(it.targets)), it.controller, it.source))
    return apply(st, it, cost, "empower")


def _ability_total(eng, st: GameState, it: ChainItem, card) -> Cost:
    from .choices import _flat, _plus
    return _plus(ability_cost(eng, st, it, card), eng.deflect_extra(st, it, _flat(it.targets)))


def apply(st: GameState, it: ChainItem, cost: Cost, part: str) -> Cost:
    """`cost` (the component `part` of the item's cost: "additional", "accelerate",
    "repeatK", or "total" / "empower" for the whole) with the kinds chosen for it off."""
    notes = st.turn_notes.get((_NOTE, it.id)) if st.turn_notes else None
    if not notes:
        return cost
    for key, kind, n in notes:
        if key[0] == part:
            cost = less(cost, kind, n)
    return cost


def choosing_me_affordable(eng, st: GameState, player: str, oid: int, card,
                           cost: Cost) -> bool:
    """A spell its full cost would not let `player` play may be played when a
    `discount_either_choosing_me` unit it can choose makes it payable (356.4; its
    controller must then choose that unit, 357.3)."""
    if card.type != "spell":
        return False
    irelias = _sources(eng.db, st, CHOOSING_ME, player)
    if not irelias:
        return False
    for s, n in irelias:
        if not any(payment.can_pay(eng.db, st, player, c, card.domains, purpose="spell")
                   for c in options(cost, n)):
            continue
        for eff in card.effects:
            sel = eff.target
            if sel is not None and sel.kind == "choose" and \
                    s in targets.candidates(eng.db, st, sel, player, oid):
                return True
    return False


def must_choose_me(eng, st: GameState, it: ChainItem, effects, i: int, cands: list) -> list:
    """357.3: a spell played because a `discount_either_choosing_me` unit makes it payable
    must choose that unit: as its last instruction that chooses picks its one target,
    with none of them chosen yet and the full cost not payable, only they are offered."""
    if it.kind != "card" or not live(eng.db, st, CHOOSING_ME):
        return cands
    card = eng.db.get(it.card)
    if card.type != "spell" or any(e.target is not None and e.target.kind == "choose"
                                   for e in effects[i + 1:]):
        return cands
    mine = [s for s, _ in _sources(eng.db, st, CHOOSING_ME, it.controller)]
    if not mine or any(t in mine for ts in it.targets for t in ts) or \
            effects[i].target is None or effects[i].target.count != 1:
        return cands
    if payment.find_payment(eng.db, st, it.controller, _card_total(eng, st, it, card),
                            card.domains, purpose="spell") is not None:
        return cands
    return [c for c in cands if c in mine]
