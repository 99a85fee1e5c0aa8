"""Activating abilities and adding resources (410.1): an activated ability's legality
(404: its timing, once-per-turn and Legion conditions, its cost with the board's changes
356.4 and kept resources 429, its choices 402.3) and its activation, which puts it on the
chain; a rune's or another Add ability resolves at once (164.2, 429)."""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import Cost
from . import ability_costs, conditions, copying, costs, either_discount, empower, frozen, \
    granted_abilities, invite, limited, modes, payment, recycle_cost, resources, rule_changes, \
    turn_notes
from .actions import ACTION_OR_REACTION, keyword_names
from .choices import NO_COST, least_reduced
from .errors import IllegalAction
from .notation import Line, resolve
from .state import GameState


# the facet (frozen.live) of the Empower-here discount of either kind: without a card that
# has it, an unpaid ability's Empower is not asked
_EMPOWER_HERE = "passive:" + either_discount.EMPOWER_HERE


class AbilityRules:
    """The discretionary actions of activating an ability and adding resources (410.1)."""

    db: object

    def do_add(self, st: GameState, ln: Line) -> None:
        """Rune abilities (164.2): exhaust for energy or recycle for power; they resolve at once."""
        p = ln.player
        runes = st.players[p].zones["runes"]
        oid = resolve(st, ln.refs[0], runes, "rune", p)
        if ln.verb == "exhaust":
            if st.objs[oid].exhausted:
                raise IllegalAction(f"{self.ref(st, oid)} is already exhausted (414.1.b)")
            st.say(f"{p}: exhaust {self.ref(st, oid)}")
            self.exhaust_rune(st, oid)
        else:
            st.say(f"{p}: recycle {self.ref(st, oid)}")
            self.recycle_rune(st, oid)
        self._keep_priority(st, p)

    def _keep_priority(self, st: GameState, p: str) -> None:
        st.priority = p   # adding resources does not pass priority or focus (346.1)

    def do_activate(self, st: GameState, ln: Line) -> None:
        p = ln.player
        cands = [i for z in ("legend", "base", "runes") for i in st.players[p].zones[z]]
        for b in st.bfs:
            cands.extend(i for i in b.units if st.objs[i].controller == p)
        oid = resolve(st, ln.refs[0], cands, "object with an ability", p)
        acts = granted_abilities.activated_abilities(self.db, st, oid)   # Heimerdinger borrows
        n = ln.number or 1
        if not acts or n > len(acts) or n < 1:
            raise IllegalAction(f"{st.objs[oid].card} has {len(acts)} activated abilit(ies)")
        name, idx = acts[n - 1]
        card = self.db.get(name)
        why = self.why_cannot_activate(st, p, oid, idx, name)
        if why:
            raise IllegalAction(why)
        ab = card.abilities[idx]
        st.say(f"{p}: activate {self.ref(st, oid)}" + (f" {n}" if n > 1 else ""))
        if ab.condition == "once_per_turn":         # "only once each turn"
            conditions.note(st, f"activated {oid}:{idx}", p)
        if ab.effects and all(e.op == "add" for e in ab.effects):
            # 429.2 / 429.3.a: an Add ability finalizes and resolves at once, off the chain;
            # priority and focus stay where they are (429.2.a)
            if ab.pay is not None:         # its cost picks an object first (404)
                return costs.ask_add_cost(self, st, p, oid, idx, name)
            return self.finish_add(st, p, oid, idx, name=name)
        self.start_activate(st, p, oid, idx, name)

    def finish_add(self, st: GameState, p: str, oid: int, idx: int, chosen=(),
                   name: str | None = None) -> None:
        """Pay an Add ability's cost and add its resources, off the chain (429.2).  `name`:
        the card whose ability it is, when it is borrowed (rule_changes.py)."""
        card = self.db.get(name or st.objs[oid].card)
        ab = card.abilities[idx]
        # "when you use an activated ability": before its cost may kill its source (Gold)
        self.fire(st, "activate", subject=oid, player=p)
        turn_notes.use(st, oid, idx)
        more = resources.more_energy(self.db, st, p, oid) if any(
            e.op == "add" for e in ab.effects) else 0    # before a cost kills it (Gold)
        if ab.cost:
            self.pay_ability_cost(st, p, oid, ability_costs.lessened(
                self.db, st, ab, rule_changes.ability_cost(self.db, st, p, oid, ab.cost), p,
                oid), card.domains, card.name)
        if ab.pay is not None:             # a cost that picks an object (404)
            costs.pay_objects(self, st, p, card.name, ab.pay, chosen)
        for e in ab.effects:      # 429: added to the pool, some of it only for spells
            if e.only_if is not None and not conditions.holds(self.db, st, e.only_if, p, oid):
                continue          # "If this is Empowered, [Add] [2] instead" (Platewyrm Egg)
            resources.add(st, p, e, card.name, more if e.op == "add" else 0)
            more = 0 if e.op == "add" else more      # "an additional [1]": once
        self.ability_played(st, p, oid, ab)
        self._keep_priority(st, p)

    def why_cannot_activate(self, st: GameState, p: str, oid: int, idx: int,
                            name: str | None = None) -> str | None:
        card = self.db.get(name or st.objs[oid].card)
        ab = card.abilities[idx]
        o = st.objs[oid]
        if o.attached_to is not None:
            return f"{card.name} is attached: its rules text is inactive (718.2)"
        cost = ab.cost
        if cost and cost.exhaust_self and o.exhausted:
            return f"{card.name} is exhausted (414.4)"
        if cost and cost.spend_buff and not o.buffs:
            return f"{card.name} has no buff to spend (702.2.b)"
        cond = ab.condition        # (most abilities have none: one test, not five)
        if cond is not None:
            if cond == "legion" and self.plays_this_turn(st, p) < 1:
                return f"{card.name}: Legion: {p} has not played a card this turn (812)"
            if cond == "once_per_turn" and turn_notes.used(st, oid, idx) and \
                    not copying.another_use(st, oid, idx, p):
                return f"{card.name}: this ability is used only once per turn"
            if cond == "at_battlefield" and o.zone != "battlefield":
                return f"{card.name}: this ability is used only while it is at a battlefield"
        if ab.holds is not None:            # 727.1.c.3: usable only while active (Level)
            why = conditions.inactive(self.db, st, ab.holds, p, oid)
            if why:
                return f"{card.name}: this ability is not active now: {why}"
        if cond is not None:
            if cond == "once_per_turn" and conditions.happened(
                    st, f"activated {oid}:{idx}", p) and \
                    not copying.another_use(st, oid, idx, p):
                return f"{card.name}: this ability is used only once each turn"
            if cond == "not_empowered" and o.empowered and \
                    empower.times(st, oid) >= empower.most(self.db, st, oid):
                return f"{card.name} is already Empowered: Empower is used only if not " \
                       f"(827.1.c.1)"
        # the ability's keyword names, read once and only when the state asks
        showdown = st.showdown or st.combat
        if st.chain or showdown or p != st.turn_player:
            kw = keyword_names(ab)
            if st.chain and "reaction" not in kw:
                return "only Reaction abilities can be activated while the chain exists " \
                       "(309.1.a)"
            if showdown and ACTION_OR_REACTION.isdisjoint(kw):
                return "only Action or Reaction abilities in a showdown (308.1.a)"
            if p != st.turn_player and "reaction" not in kw and not (
                    showdown and "action" in kw) and \
                    not invite.invited(st, p):  # 489.8.a: by invitation on a teammate's turn
                # an Action ability in any showdown, as an Action card (308.1.a: "or in
                # showdowns")
                return "activated abilities are used on your own turn (381)"
        if cost is not None and cost.recycle:
            why = recycle_cost.recycle_cost_why(st, p, cost)     # 416.3
            if why:
                return why
        # each change of the cost asked only when it can apply (the usual: none can): this
        # game's facets (frozen.live) for the board's, the cost and the ability for the rest
        live = (k[2] if (k := frozen.last_live)[1] is st.in_game and k[0] is self.db else
                frozen.live(self.db, st)) or frozen.EVERY
        least = cost
        if least is not None and least.energy and \
                "passive:first_gear_ability_discount" in live:     # 356.4 (Piltovan Forge)
            least = rule_changes.ability_cost(self.db, st, p, oid, least)
        if least is not None and least.reduced_by is not None:     # the best unit's Might
            least = least_reduced(self.db, st, least, p)
        if ab.less is not None:
            least = ability_costs.lessened(self.db, st, ab, least, p, oid)   # "costs 1 less"
        purpose = limited.purpose_of(self.db, st, p, oid) if st.players[p].kept or \
            "adds:kept" in live else None                 # 429: kept resources
        if cost and not payment.can_pay(self.db, st, p, _paid_runes(least),
                                           card.domains, purpose) and not (
                _EMPOWER_HERE in live and
                either_discount.empower_payable(self.db, st, p, oid, ab, least, card)):
            return f"{p} cannot pay the ability's cost (404)"
        # 402.3: not legal to activate without legal choices for all its targets
        why = self.why_no_choices(st, p, ab.effects, oid,
                                  here=o.bf if o.zone == "battlefield" else None,
                                  cost=_paid_runes_no_buff(least) if cost else NO_COST,
                                  domains=card.domains, purpose=purpose)
        if why:
            return f"the ability: {why}"
        if ab.modes or ab.pay is not None:     # (neither, most: two calls spared)
            why = modes.why_none(self, st, p, oid, card, idx) or \
                costs.why_not_ability(self, st, p, oid, ab)      # 355.3, 404
            if why:
                return f"the ability: {why}"
        return None


# An ability's cost as the rune pool pays it: not exhausting the source (nor spending its
# buff).  Kept per cost object (an ability's own, which never changes), as legal() asks
# for every activatable ability each decision: an identity test, not a hash of the Cost.
@frozen.per_object
def _paid_runes(cost: Cost) -> Cost:
    return replace(cost, exhaust_self=False)


@frozen.per_object
def _paid_runes_no_buff(cost: Cost) -> Cost:
    return replace(cost, exhaust_self=False, spend_buff=False)
