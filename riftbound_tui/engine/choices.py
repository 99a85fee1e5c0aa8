"""Choices and targeting legality (rules 355.5-355.16, 358, 402.3-402.4, 809, 811.1.d):
which objects an instruction may choose, whether a spell or ability can be given valid
choices for all its targets, and what Deflect adds to its cost.
"""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import CardDef, Cost
from . import conditions, frozen, layers, limited, linked, payment, reflexive, repeat, \
    rule_changes, statics, targets
from .state import ChainItem, GameState

NO_COST = Cost()


class ChoiceRules:
    db: object

    def deflect_extra(self, st: GameState, it: ChainItem, chosen) -> Cost:
        """809.1.c: [A] per Deflect value for each opponent's object the item chooses."""
        if not chosen:                     # nothing chosen: no Deflect to pay (most items)
            return NO_COST
        if it.kind == "card" and rule_changes.ignores_deflect(self.db, it.card):
            return NO_COST                 # "Ignore [Deflect] while paying this spell's cost"
        n = 0
        for t in chosen:
            o = st.objs.get(t) if isinstance(t, int) else None
            if o is not None and o.zone in ("base", "battlefield") and \
                    o.controller != it.controller and \
                    not rule_changes.deflect_ignored_at(self.db, st, o):
                n += layers.keyword_amount(self.db, st, t, "deflect")
        return Cost(0, (("any", n),)) if n else NO_COST   # immutable: shared

    def deflect_ok(self, st: GameState, it: ChainItem, chosen, after: int | None = None) -> bool:
        """Can the item's Deflect costs be paid for `chosen` (809.1.c), together with the
        cheapest choices of the instructions from index `after` on (355.16)?"""
        extra = self.deflect_extra(st, it, chosen)
        if after is not None:
            effects = self.item_effects(st, it)
            rest = self.least_deflect(st, it.controller, effects[after:], it.source, it.here,
                                      it.hidden_at)
            if rest is None:
                return False
            extra = _plus(extra, Cost(0, (("any", rest),)) if rest else NO_COST)
        return not extra.power or self._deflect_payable(st, it, extra)

    def deflect_filter(self, st: GameState, it: ChainItem, chosen, cands, after: int) -> list:
        """The candidates `c` for which `deflect_ok(st, it, chosen + (c,), after)` holds:
        the later instructions' least Deflect does not depend on `c`, so it is worked out
        once, not once per candidate."""
        effects = self.item_effects(st, it)
        rest = self.least_deflect(st, it.controller, effects[after:], it.source, it.here,
                                  it.hidden_at)
        if rest is None:
            return []
        more = Cost(0, (("any", rest),)) if rest else None
        out = []
        for c in cands:
            extra = self.deflect_extra(st, it, chosen + (c,))
            if more is not None:
                extra = _plus(extra, more)
            if not extra.power or self._deflect_payable(st, it, extra):
                out.append(c)
        return out

    def reduced_cost_filter(self, st: GameState, it: ChainItem, cands) -> list:
        """"This ability's Energy cost is reduced by the Might of the unit you choose"
        (356.4): only the units for which the cost so reduced can be paid (357, 404)."""
        if it.kind != "activated" or it.ability is None or _flat(it.targets):
            return cands
        ab = self.db.get(it.card).abilities[it.ability]
        if ab.pay is not None and ab.pay.what is not None and ab.pay.what.distinct:
            from .costs import keeping_a_payer        # "a different unit" (Forgotten Signpost)
            cands = keeping_a_payer(self, st, it.controller, it.source, ab, None, cands)
        cost = ab.cost
        if cost is None or cost.reduced_by is None:
            return cands
        purpose = limited.purpose_of(self.db, st, it.controller, it.source)   # 429
        return [c for c in cands if payment.find_payment(
            self.db, st, it.controller, _bare(reduced_by_choice(self.db, st, cost, (c,))),
            (), purpose=purpose) is not None]

    def _deflect_payable(self, st: GameState, it: ChainItem, extra: Cost) -> bool:
        """Can the item's cost be paid with `extra` Deflect power on top (809.1.c)?"""
        card = self.db.get(it.card)
        base = self.item_play_cost(st, it, card) \
            if it.kind == "card" and it.hidden_at is None else NO_COST
        if it.kind == "card" and it.accelerate:
            base = _plus(base, accelerate_cost(card))
        if it.kind == "card" and it.repeats:                    # 820.1.c.1
            base = _plus(base, repeat.extra_cost(card, it,
                                                 repeat.less(self, st, it.controller)))
        if it.kind in ("activated", "triggered") and it.ability is not None and \
                card.abilities[it.ability].cost is not None:
            base = _bare(reduced_by_choice(self.db, st, card.abilities[it.ability].cost,
                                           _flat(it.targets)))   # paid after the choices
        return payment.find_payment(self.db, st, it.controller, _plus(base, extra),
                                    card.domains if it.kind == "card" else (),
                                    purpose=card.type if it.kind == "card" else
                                    limited.purpose_of(self.db, st, it.controller, it.source)
                                    if it.kind == "activated" else None) is not None

    # -- 355.5-355.9, 811.1.d.2: what an instruction may choose ------------------------------
    def choice_candidates(self, st: GameState, controller: str, sel, source, here,
                          hidden_at, move=None) -> list:
        """The valid choices for a chosen selector now.  Played from facedown, a choice is
        made among the options at that battlefield unless the selector itself rules them
        out (811.1.d.2: a unit in base, a spell on the chain, a card in a trash)."""
        cands = targets.candidates(self.db, st, sel, controller, source, here)
        if move is not None and move.op == "move" and move.dest in ("any", "battlefield"):
            # 355.4.a: a unit to be moved needs a valid destination, else the move is
            # impossible and choosing it is no valid choice (355.8)
            places = (["base"] if move.dest == "any" else []) + list(range(len(st.bfs)))
            movable = []
            for c in cands:         # loops, not any() over a generator per candidate
                for p in places:
                    if self.can_move_to(st, c, p):
                        movable.append(c)
                        break
            cands = movable
        if hidden_at is not None and _can_be_at_battlefield(sel) and \
                not _elsewhere_than(st, sel, source, hidden_at):
            k = hidden_at
            cands = [c for c in cands if (st.bfs[k].obj == c if sel.object == "battlefield"
                                          else st.objs[c].zone == "battlefield"
                                          and st.objs[c].bf == k)]
        return cands

    def least_deflect(self, st: GameState, controller: str, effects, source, here,
                      hidden_at) -> int | None:
        """The least Deflect power the choices of these instructions can cost, or None
        when one of them cannot be given enough valid choices (355.8)."""
        o = st.objs.get(source) if source is not None else None
        ignore = o is not None and o.zone in ("hand", "chain", "trash", "facedown") and \
            rule_changes.ignores_deflect(self.db, o.card)      # Decree of Insight (809.1.c)
        total = 0
        for eff in effects:
            if eff.do_this:        # a reflexive trigger's choices are its own (388.1)
                break
            chosen_sel = choice_selector(eff.target)
            if chosen_sel is None:
                continue
            lo, _ = choice_count(eff.target)
            cands = self.choice_candidates(st, controller, chosen_sel, source, here, hidden_at,
                                           eff if chosen_sel is eff.target else None)
            if len(cands) < lo:
                return None
            if lo and not ignore:
                costs = sorted(self._deflect_of(st, controller, c) for c in cands)
                total += sum(costs[:lo])
        return total

    def _deflect_on_board(self, st: GameState) -> bool:
        """Could any choice cost Deflect now (a cheap test before looking at choices)?
        Asked once per listing (engine/frozen.py)."""
        return frozen.fact(st, "deflect_on_board", self._deflect_anywhere, st)

    def _deflect_anywhere(self, st: GameState) -> bool:
        names = _deflect_names(self.db)
        if names is None:
            return True
        for m in st.modifiers:      # a loop, not any() over a generator
            if m.kind == "keyword" and m.keyword == "deflect":
                return True
        # a granting legend or battlefield counts too
        return frozen.any_on_board(st, names)

    def _deflect_of(self, st: GameState, controller: str, oid) -> int:
        o = st.objs.get(oid) if isinstance(oid, int) else None
        if o is None or o.zone not in ("base", "battlefield") or o.controller == controller \
                or rule_changes.deflect_ignored_at(self.db, st, o):
            return 0
        return layers.keyword_amount(self.db, st, oid, "deflect")

    def why_no_choices(self, st: GameState, controller: str, effects, source, here=None,
                       hidden_at=None, cost: Cost = NO_COST, domains=(),
                       purpose: str | None = None) -> str | None:
        """355.8 / 358 / 402.3: a spell or ability goes on the chain only with valid choices
        for all its targets, and with its total cost (Deflect included) payable.  `cost` is
        what is still to be paid besides Deflect; `purpose` what it pays for
        (payment.find_payment)."""
        chooses = False
        earlier = 0                      # objects the instructions before choose
        for n, eff, chosen_sel, lo, linked_later in choice_plan(effects):
            chooses = True
            earlier, before = earlier + lo, earlier
            if lo == 0 or eff.only_if is not None and \
                    conditions.level_unreached(st, eff, controller):        # 824.1.b.1
                continue
            if chosen_sel.distinct:
                # "another": none of the objects chosen before it (those may all be
                # among its candidates), so it needs that many more
                got = len(self.choice_candidates(st, controller, chosen_sel, source, here,
                                                 hidden_at))
                if got < lo + before:
                    return f"instruction {n} needs {lo} other target(s) than those chosen " \
                           f"before it (355.8)"
                continue
            if chosen_sel.location is not None and chosen_sel.location.kind == "that":
                continue                  # checked with the choice it shares a place with
            if chosen_sel.apart_from is not None or chosen_sel.same_controller is not None:
                continue                  # checked with the choice it must be apart from
            if linked_later:
                # "... and an enemy unit at the same battlefield": some choice here must
                # leave the later one enough objects there (355.8)
                cands = self.choice_candidates(st, controller, chosen_sel, source, here,
                                               hidden_at)
                if not linked.any_linkable(self, st, controller, effects, n - 1, cands,
                                           source, here, hidden_at):
                    return (f"no legal choice of targets at one battlefield for instruction "
                            f"{n} and the ones after it (355.8)")
                continue
            moving = eff.op == "move" and chosen_sel is eff.target
            if lo == 1 and hidden_at is None and not moving:   # common: stop at the first
                if targets.has_candidate(self.db, st, chosen_sel, controller, source, here):
                    continue
                got = 0
            else:
                got = len(self.choice_candidates(st, controller, chosen_sel, source, here,
                                                 hidden_at, eff if moving else None))
            if got < lo:
                where = " at its battlefield (811.1.d)" if hidden_at is not None else ""
                if not got:
                    return f"no legal target for instruction {n}{where} (355.8)"
                return f"instruction {n} needs {lo} targets and only {got} can be " \
                       f"chosen{where} (355.8)"
        # nothing chosen, no Deflect to pay (least_deflect would say 0); the listing's kept
        # answer to "could any choice cost Deflect now?" read without two calls
        deflect = False
        if chooses:
            kept = frozen.here.kept
            deflect = kept[1].get("deflect_on_board") if kept is not None and kept[0] is st \
                else None
            if deflect is None:
                deflect = self._deflect_on_board(st)
        extra = self.least_deflect(st, controller, effects, source, here, hidden_at) \
            if deflect else 0
        if extra and payment.find_payment(self.db, st, controller,
                                          _plus(cost, Cost(0, (("any", extra),))), domains,
                                          purpose=purpose) is None:
            return f"{controller} cannot pay the Deflect cost of any legal choice of targets " \
                   f"(809.1.c, 355.8)"
        return None


def accelerate_cost(card: CardDef) -> Cost:
    """805.1.a: [1] and one power of the unit's domain ([A] when it has none, 805.1.a.2)."""
    return Cost(1, (("|".join(card.domains) or "any", 1),))


def _flat(targets) -> tuple:
    out = ()
    for group in targets:       # a loop, not a generator: mostly one group or none
        out += tuple(group)
    return out


def reduced_by_choice(db, st: GameState, cost: Cost | None, chosen) -> Cost | None:
    """"This ability's Energy cost is reduced by the Might of the unit you choose" (356.4,
    never below 0, 356.6): the first unit chosen, on the board; none chosen yet, the cost
    is as printed."""
    if cost is None or cost.reduced_by != "chosen_might":
        return cost
    units = [o for o in chosen if isinstance(o, int) and o in st.objs and
             st.objs[o].zone in ("base", "battlefield") and
             db.get(st.objs[o].card).type == "unit"]
    less = layers.effective_might(db, st, units[0]) if units else 0
    return replace(cost, energy=max(0, cost.energy - less), reduced_by=None)


def least_reduced(db, st: GameState, cost: Cost | None, player: str) -> Cost | None:
    """The least such a cost can be before its unit is chosen: reduced by the Might of
    the mightiest unit `player` controls (whether to offer the ability at all, 404)."""
    if cost is None or cost.reduced_by != "chosen_might":
        return cost
    mine = [o.id for o in st.objs.values() if o.controller == player and
            o.zone in ("base", "battlefield") and db.get(o.card).type == "unit"]
    best = max(mine, key=lambda o: layers.effective_might(db, st, o), default=None)
    return reduced_by_choice(db, st, cost, (best,) if best is not None else ())


def _bare(cost: Cost) -> Cost:
    """An ability's cost as runes pay it: without exhausting its source or its buff."""
    return Cost(cost.energy, cost.power)


def _plus(a: Cost, b: Cost) -> Cost:
    if not b.energy and not b.power and not (a.exhaust_self or a.spend_buff or a.recycle):
        return a          # nothing added, nothing dropped: `a` is the sum (Cost is frozen)
    return Cost(a.energy + b.energy, a.power + b.power)


@frozen.per_object
def _deflect_names(db) -> frozenset[str] | None:
    """The cards with printed Deflect or a static that can grant it (Spirit's Refuge,
    Fiora, 476); None when the database cannot say."""
    having = getattr(db, "with_keyword", None)
    if having is None:
        return None
    return having("deflect") | statics.granting(db, "deflect")


@frozen.per_object
def choice_plan(effects) -> tuple:
    """The instructions of `effects` that choose, as (number, instruction, the selector
    chosen from, how many at least, whether a later choice must be at the same place or
    elsewhere than it): read once per card (asked for every card in hand at every
    decision)."""
    plan = []
    for n, eff in enumerate(effects, 1):
        if eff.do_this:        # a reflexive trigger's choices are its own (387, 388.1)
            break
        chosen_sel = choice_selector(eff.target)
        if chosen_sel is not None:
            plan.append((n, eff, chosen_sel, choice_count(eff.target)[0],
                         any(True for _ in linked._later_at_that(effects, n - 1))
                         or linked.apart_later(effects, n - 1)))
    return tuple(plan)


def choice_selector(sel):
    """The selector a player chooses from for an instruction (355.5), or None when the
    instruction chooses nothing: "all units at a battlefield" chooses the battlefield
    (355.10.b); "all ..." otherwise chooses nothing (355.10.d)."""
    if sel is None:
        return None
    if sel.kind == "all" and sel.location is not None and sel.location.kind == "choose":
        return sel.location
    return sel if sel.kind == "choose" else None


def chosen_now(eng, st: GameState, it: ChainItem, player: str):
    """(instruction index, valid choices now, least, most) for each instruction whose
    targets the item chooses as it goes on the chain (355.5, 355.8-355.9), each looked at
    alone: a choice that only a later instruction rules out is not seen here (355.16)."""
    effects = eng.item_effects(st, it)
    for k in reflexive.chosen_span(effects, it):
        eff = effects[k]
        sel = choice_selector(eff.target)
        if sel is None or conditions.level_unreached(st, eff, it.controller):
            continue
        cands = eng.choice_candidates(st, player, sel, it.source, it.here, it.hidden_at,
                                      eff if sel is eff.target else None)
        if sel.not_subject:             # "another" than the trigger's subject
            cands = [c for c in cands if c != it.subject]
        lo, hi = choice_count(eff.target)
        yield k, cands, lo, hi


def choice_count(sel) -> tuple[int, int]:
    """How many objects an instruction's choice takes, at least and at most (355.13)."""
    if sel.kind == "all":
        return 1, 1
    return (0 if sel.up_to else sel.count), sel.count


def _can_be_at_battlefield(sel) -> bool:
    """811.1.d.2: can this selector's objects be at a battlefield at all?  Units, gear and
    battlefields can; "a unit in your base", a card in a trash, a spell on the chain, a
    rune or a player cannot, so those choices stay free."""
    if sel.object not in ("unit", "gear", "permanent", "battlefield"):
        return False
    return sel.at not in ("base", "trash")


def _elsewhere_than(st: GameState, sel, source, k: int) -> bool:
    """811.1.d.2: a choice whose own words rule out the battlefield the card was hidden at
    is made freely - "a unit you control at another location" (Tideturner, the rule's own
    example) chosen by a permanent that entered at battlefield k can never be there."""
    o = st.objs.get(source) if isinstance(source, int) else None
    return sel.elsewhere and o is not None and o.zone == "battlefield" and o.bf == k
