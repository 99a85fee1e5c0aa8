"""Playing cards and abilities, and the Chain (rules 327-340, 349-359, 398-406).

A played card goes to the Chain as a pending item (354), its controller makes
its choices (355), pays (357) and it is finalized (359): a unit or gear then
resolves at once (337.2), a spell waits while players pass priority in turn
order (338-339) and the newest finalized item resolves (340).
"""

from __future__ import annotations

import functools
from dataclasses import replace

from ..cards.model import Effect
from . import (ability_costs, alternate_cost, conditions, costs, delayed, either_discount,
               ffa, flow, given_costs, given_keywords, hide_costs, kills, layers, limited,
               linked, modes, payment, play_again, reflexive, repeat, replacement, resources,
               rule_changes, trigger_may, turn_notes, zones)
from .choices import (NO_COST, ChoiceRules, _bare, _flat, _plus, accelerate_cost, choice_count,
                      choice_selector, reduced_by_choice)
from .errors import IllegalAction
from .paying import PayingRules
from .state import ChainItem, Decision, GameState, Modifier, Task, item_but, showdown_but
from .unit_places import UnitPlaceRules


@functools.cache
def vision_effects() -> tuple[Effect, ...]:
    """What Vision's own trigger does (817): made on first use, not at import, so that a
    start-up does not write Effect's __init__ (lazy_dataclass) for one record."""
    return (Effect(op="custom", handler="predict"),)


RESOLVED_FROM = "resolved_from"   # a permanent on the board: the chain card it was


class ChainRules(UnitPlaceRules, PayingRules, ChoiceRules):
    db: object

    # -- what an item does -------------------------------------------------------------
    def item_effects(self, st: GameState, item: ChainItem) -> tuple[Effect, ...]:
        card = self.db.get(item.card)
        chosen = modes.effects_of(card, item)           # 355.3: the chosen mode
        if chosen is not None:
            return repeat.executed(card, item, chosen) if item.repeats else chosen
        if item.reflexive is not None:    # "do this:" (387): the parent's instructions
            return reflexive.parents_effects(card, item)
        if item.delayed is not None:      # a delayed trigger (engine/delayed.py)
            return delayed.effects_of(card, item.delayed)
        if item.kind == "card":
            # 820.1.d: executed once more for each Repeat paid
            return repeat.executed(card, item, card.effects) if item.repeats else card.effects
        if item.ability is None:          # a keyword's own trigger: Vision (817), or a
            if given_keywords.is_given(item.label):      # Quick-Draw or Weaponmaster
                return given_keywords.effects(item.label)   # another card gives (819, 821)
            return vision_effects()
        return card.abilities[item.ability].effects

    def item_source(self, item: ChainItem) -> int | None:
        return item.source

    def item(self, st: GameState, item_id: int) -> tuple[int, ChainItem]:
        for k, it in enumerate(st.chain):
            if it.id == item_id:
                return k, it
        raise KeyError(item_id)

    def update_item(self, st: GameState, item_id: int, **changes) -> ChainItem:
        k, it = self.item(st, item_id)
        st.chain[k] = item_but(it, **changes)
        return st.chain[k]

    def add_to_chain(self, st: GameState, item: ChainItem) -> None:
        if not st.chain and st.showdown is not None:
            st.showdown = showdown_but(st.showdown, chain_by_trigger=item.kind == "triggered")
        st.chain.append(item)
        if st.phase == "expiration":
            # 317.2.f: an item went through FEPR in the Expiration Step: once the chain is
            # done, the step starts again (its Ending Special Cleanup runs once more)
            st.phase = "ending"
            st.say("  the Expiration Step will start again (317.2.f)")

    # -- 354: start playing a card ---------------------------------------------------
    def start_play(self, st: GameState, player: str, oid: int, dest=None) -> None:
        o = st.objs[oid]
        card = self.db.get(o.card)
        hidden_at = o.bf if o.zone == "facedown" else None
        if hidden_at is not None:
            dest = hidden_at          # 811.1.d.1: a hidden permanent enters where it was hidden
        by_flow = flow.by_flow(st, oid, card)      # 829.1.b: a Flow spell from the trash
        by_own = o.zone == "trash" and card.trash_cost is not None and not by_flow  # 356.1.a
        if o.zone == "trash" and not by_flow and not by_own:   # another card's permission
            st.say(f"  {player} plays {card.name} from their trash: a card they control lets "
                   f"them (419.1.a)")
        from_hand = o.zone == "hand"
        new = self.relocate(st, oid, "chain", controller=player)
        item = ChainItem(st.new_id(), "card", player, new, card.name, dest=dest,
                         label=card.name, hidden_at=hidden_at, flow=by_flow,
                         from_hand=from_hand, trash_cost=by_own)
        if by_own:
            st.say(f"  {player} plays {card.name} from their trash for its alternate cost "
                   f"(356.1.a)")
        if by_flow:
            st.say(f"  {player} plays {card.name} from their trash for its Flow cost "
                   f"(829.1.b, 829.1.c.1)")
        self.add_to_chain(st, item)
        self.push_cleanup(st)       # 319.3

    def start_activate(self, st: GameState, player: str, oid: int, index: int,
                       name: str | None = None) -> None:
        """`name`: the card whose ability it is when `oid` has it from another card
        (Heimerdinger, Inventor): the item names that card, its source is `oid`."""
        o = st.objs[oid]
        card = self.db.get(name or o.card)
        # "here" is my location as I choose (359.3.f.2): "an enemy unit attacking here"
        here = o.bf if o.zone == "battlefield" else None
        item = ChainItem(st.new_id(), "activated", player, oid, card.name, ability=index,
                         here=here, label=f"{card.name} ability {index + 1}" if card.name == o.card
                         else f"{o.card} ({card.name} ability {index + 1})")
        self.add_to_chain(st, item)
        self.push_cleanup(st)

    # -- 355-359: choices, costs, finalizing ----------------------------------------------
    def finalize_step(self, st: GameState, task: Task) -> None:
        """Make the next choice of a pending item, or pay and finalize it."""
        item_id = task.data[0]
        try:
            k, it = self.item(st, item_id)     # again below only if a step replaced it
        except KeyError:
            return
        card = self.db.get(it.card)
        if trigger_may.asks(card, it):
            # 383.3.a / 402.1: "you may" at the start of a trigger is decided now, as it goes
            # on the chain, before its other choices (engine/trigger_may.py)
            return trigger_may.step(self, st, it, card)
        if alternate_cost.step(self, st, it, card):   # 355.1, 356.1.a: "you may play me for"
            return
        k, it = (k, it) if k < len(st.chain) and st.chain[k] is it else self.item(st, item_id)
        reflexive = it.reflexive is not None     # 388: its parent paid every cost
        # whether an additional cost is paid is asked here, with the choices "as I'm
        # played" (355.1.a); what a cost picks comes after the targets (below)
        if not reflexive and costs.step(self, st, it, card, pick=False):   # 356.2
            return
        k, it = (k, it) if k < len(st.chain) and st.chain[k] is it else self.item(st, item_id)
        if repeat.step(self, st, it, card):   # 355.1.a, 820.1.c: pay Repeat, before choices
            return
        if it.kind == "card" and given_costs.step(self, st, self.item(st, item_id)[1], card):
            return                      # 356.2.b: one a battlefield offers (Dragon Roost)
        k, it = (k, it) if k < len(st.chain) and st.chain[k] is it else self.item(st, item_id)
        if it.kind == "card" and card.type == "unit" and it.accelerate is None and (
                card.has("accelerate") or not it.from_hand and
                rule_changes.grants_accelerate(self.db, st, it.controller)):
            # 805.2 / 355.1.a: Accelerate is an optional additional cost, chosen "as I'm
            # played", first of all the choices (before the unit's location, 355.2)
            base = card.cost if it.hidden_at is None else NO_COST
            base = base if it.cost_as is None else it.cost_as
            base = _plus(base, self.deflect_extra(st, it, _flat(it.targets)))
            given = given_costs.paid_cost(st, it)       # Dragon Roost's [A][A] (356.2.b)
            if given is not None:
                base = _plus(base, min(either_discount.optional_options(
                    self.db, st, it.controller, given), key=lambda c: c.energy + c.power_total))
            # Accelerate may cost [1] or [A] less (Ezreal, Prodigy: either_discount.py)
            if all(payment.find_payment(self.db, st, it.controller, _plus(base, acc),
                                        card.domains, purpose=card.type) is None
                   for acc in either_discount.optional_options(self.db, st, it.controller,
                                                               accelerate_cost(card))):
                self.update_item(st, item_id, accelerate=False)
                st.tasks.append(task)
                return
            st.pending = Decision(it.controller, "yes_no",
                                  f"{card.name}: pay Accelerate ({accelerate_cost(card).energy} "
                                  f"energy + 1 power) to enter ready? (805)",
                                  ("yes", "no"), ("accelerate", item_id))
            return
        if it.kind == "card" and card.type == "unit" and \
                it.dest in (None, zones.TO_BATTLEFIELD, zones.ANY_BATTLEFIELD):
            places = self.unit_destinations(st, it.controller, card) \
                if it.dest != zones.ANY_BATTLEFIELD else \
                list(range(len(st.bfs)))      # "plays it to any battlefield" (Thrill of the Hunt)
            here = zones.may_play_here(st, it.source)     # "you may play it here"
            if here is not None and here not in places:
                places = places + [here]
            if it.dest == zones.TO_BATTLEFIELD:   # "to a battlefield you control" (Here to Help)
                places = [p for p in places if p != "base"]
            if len(places) == 1:           # forced: logged as the player's line (NOTATION)
                st.say(f"{it.controller}: to {self.place_text(st, places[0])}")
                self.update_item(st, item_id, dest=places[0])
                st.tasks.append(task)
                return
            st.pending = Decision(it.controller, "to", f"Where does {card.name} enter the board?",
                                  tuple(places), ("dest", item_id))
            return
        if modes.step(self, st, it, card):       # 355.3: choose one
            return
        k, it = (k, it) if k < len(st.chain) and st.chain[k] is it else self.item(st, item_id)
        if self._choose_next(st, it):
            return
        # 355 then 356-357 (402-404): the targets are chosen, then the objects a cost
        # picks ("discard a gear", "spend a buff", "kill a friendly unit"), then payment
        if not reflexive and costs.step(self, st, self.item(st, item_id)[1], card):
            return
        # 356.4: a discount of either kind, "[1] or [A] less", its kind chosen now
        if not reflexive and either_discount.step(self, st, self.item(st, item_id)[1], card):
            return
        k, it = (k, it) if k < len(st.chain) and st.chain[k] is it else self.item(st, item_id)
        if it.kind == "card":
            self.pay_for(st, it, card)     # 811.1.b: hidden: base cost ignored
        else:
            extra = self.deflect_extra(st, it, _flat(it.targets))
            ab = card.abilities[it.ability] if it.kind in ("activated", "triggered") and \
                it.ability is not None and not reflexive else None
            if ab is not None and zones.recycle_cost_step(self, st, it, ab.cost):
                return                     # 416.3: which trash cards pay the cost
            if ab is not None and ab.cost:
                zones.pay_recycle_cost(self, st, self.item(st, item_id)[1])
                # 402 then 403-404: an activated ability's choices are made, then its
                # costs (with Deflect's, 809.1.c) are paid (NOTATION: when each answer)
                extra = _plus(extra, costs.trigger_cost(self, st, it, card,
                                                        objects=False))   # its `pay:`
                cost = rule_changes.ability_cost(self.db, st, it.controller, it.source,
                                                 ab.cost)     # Piltovan Forge (356.4)
                self.pay_ability_cost(st, it.controller, it.source,
                                      _plus(either_discount.apply(st, it, _bare(
                                          ability_costs.lessened(
                                              self.db, st, ab, reduced_by_choice(
                                                  self.db, st, cost, _flat(it.targets)),
                                              it.controller, it.source)), "empower"),
                                            extra),
                                      card.domains,
                                      it.label, exhaust=ab.cost.exhaust_self,
                                      buff=ab.cost.spend_buff,
                                      activated=it.kind == "activated")
                costs.pay_cost_objects(self, st, it, card)    # then "Kill this" (357.3)
            elif not reflexive:
                extra = _plus(extra, costs.trigger_cost(self, st, it, card))   # 383.3.b
                if extra != NO_COST:
                    self.spend(st, it.controller, extra, card.domains if it.kind ==
                               "triggered" else (), f"{it.label}'s cost",
                               limited.purpose_of(self.db, st, it.controller, it.source)
                               if it.kind == "activated" else None)   # 429
        self.finalize(st, item_id)

    def _choose_next(self, st: GameState, it: ChainItem) -> bool:
        """355.4-355.5: the next instruction's targets or destination; True when a
        decision is pending or the item left the chain, False when every choice is made.
        A reflexive trigger's instructions choose when it goes on the chain itself (388.1):
        `reflexive.chosen_span`.  A step with nothing to ask (no targets chosen now, a forced
        answer, no or one destination) goes straight on to the next: queued again, the
        finalize task would run next with nothing in between and find the item's earlier
        steps all done."""
        effects = self.item_effects(st, it)
        item_id = it.id
        span = reflexive.chosen_span(effects, it)    # no choice changes what it reads
        while len(it.dests) < len(effects):
            i = len(it.dests)             # instructions whose choices are complete
            eff = effects[i]
            sel = eff.target
            # 824.1.b.1: a Level ability's instruction chooses only at that Level
            now = i in span and not conditions.level_unreached(st, eff, it.controller)
            if len(it.targets) == i:      # 355.5: choose the instruction's targets
                chosen_sel = choice_selector(sel) if now else None
                if chosen_sel is not None and _not_this_time(eff, it):
                    chosen_sel = None     # "if you paid ..." answered no: nothing to choose
                if chosen_sel is None:
                    if not now or not _chooses_place(eff):
                        # nothing to choose and no place either (355.4): both steps at
                        # once, one copy of the item instead of two
                        it = self.update_item(st, item_id, targets=it.targets + ((),),
                                              dests=it.dests + (None,))
                        continue
                    it = self.update_item(st, item_id, targets=it.targets + ((),))
                    continue
                cands = self.choice_candidates(st, it.controller, chosen_sel, it.source,
                                               it.here, it.hidden_at,
                                               eff if chosen_sel is sel else None)
                if chosen_sel.not_subject:    # "another" than the trigger's subject
                    cands = [c for c in cands if c != it.subject]
                if chosen_sel.of_them:        # "up to two of them" (a reflexive trigger)
                    them = it.reflexive[2] if it.reflexive is not None else ()
                    cands = [c for c in cands if c in them]
                if chosen_sel.distinct:       # "another": not one chosen earlier (355.6)
                    # in its own execution: a repetition chooses anew (820.2.a)
                    first = repeat.execution_start(self.db.get(it.card), it, i) \
                        if it.repeats else 0
                    cands = [c for c in cands if c not in _flat(it.targets[first:])]
                cands = linked.same_place(self, st, it, chosen_sel, cands)
                cands = [c for c in cands if linked.linkable(
                    self, st, it.controller, effects, i, c, it.source, it.here, it.hidden_at)]
                if chosen_sel.max_total_might is not None:   # alone within the limit
                    cands = [c for c in cands if linked.group_why(self, st, it, (c,)) is None]
                # 809.1.d / 355.16: only choices after which every later instruction can
                # still be given its targets and the Deflect costs can still be paid
                cands = self.deflect_filter(st, it, _flat(it.targets), cands, after=i + 1)
                cands = self.reduced_cost_filter(st, it, cands)       # 356.4, 357
                cands = either_discount.must_choose_me(self, st, it, effects, i, cands)
                lo, hi = choice_count(sel)
                if len(cands) < lo:
                    why = f"no legal choice for instruction {i + 1} (355.8)" if not cands \
                        else f"instruction {i + 1} needs {lo} targets, only {len(cands)} " \
                             f"can be chosen (355.8)"
                    if it.kind == "card" and play_again.played_again(st, it):
                        # played again by its instruction, its target gone in the cleanup
                        # since: the play is undone, the card back in the trash (358.5)
                        self._fizzle(st, it, why + "; the play is undone (358.5)")
                        return True
                    if it.kind != "triggered":
                        # 358.5: the play or activation is cancelled and undone
                        raise IllegalAction(f"{it.label}: {why}")
                    self._fizzle(st, it, why + "; it is removed (402.4)")
                    return True
                hi = min(hi, len(cands))
                what = "battlefield" if chosen_sel is not sel else sel.object
                what = "target" if sel.either else what   # either: not all are permanents
                forced = self._forced_choice(st, it, i, cands, lo, hi)
                if forced is None:
                    self._ask_choose(st, it, i, cands, lo, hi, what)
                    return True
                it = forced
                continue
            # 355.4: a move's destination (and where an unplaced token goes) is chosen now
            places = self.destinations(st, it, eff) if now else None
            if places == []:
                # 355.4.a: no valid destination: the move cannot be chosen (355.8)
                why = f"no valid destination for instruction {i + 1}'s move (355.4.a, 355.8)"
                if it.kind != "triggered":
                    raise IllegalAction(f"{it.label}: {why}")     # 358.5: undone
                self._fizzle(st, it, why + "; it is removed (402.4)")
                return True
            if places is None or len(places) == 1:
                if places:                 # forced: logged as the player's line (NOTATION)
                    st.say(f"{it.controller}: to {self.place_text(st, places[0])}")
                it = self.update_item(st, item_id,
                                      dests=it.dests + (places[0] if places else None,))
                continue
            st.pending = Decision(it.controller, "to", f"{it.label}: to where?",
                                  tuple(places), ("move_dest", it.id))
            return True
        return False

    def answer_yes_no(self, st: GameState, dec: Decision, yes: bool) -> None:
        if dec.context[0] == "instruction":       # a choice made on resolution (355.17)
            return self.answer_instruction(st, ("yes",) if yes else ())
        if dec.context[0] == costs.CONTEXT:
            return costs.answer(self, st, dec, yes)
        if dec.context[0] == hide_costs.CONTEXT:      # 811.1.b: [1] instead of [A]
            _, oid, k = dec.context
            alt = hide_costs.alternative(self, st, dec.player)
            return self.finish_hide(st, dec.player, oid, k, alt if yes else
                                    zones.hide_cost(st, dec.player, hide_costs.A))
        if dec.context[0] == replacement.CONTEXT:     # "you may ... instead" (371.2)
            return replacement.answered(self, st, yes, mark=False)
        if dec.context[0] == alternate_cost.CONTEXT:  # its own alternate cost? (356.1.a)
            return alternate_cost.answer(self, st, dec, yes)
        if dec.context[0] == repeat.CONTEXT:          # pay Repeat? (820.1.c)
            return repeat.answer(self, st, dec, yes)
        if dec.context[0] == given_costs.CONTEXT:     # Dragon Roost's [A][A] (356.2.b)
            return given_costs.answer(self, st, dec, yes)
        if dec.context[0] == either_discount.CONTEXT:  # [1] or [A] less? (356.4)
            return either_discount.answer(self, st, dec, yes)
        kind, item_id = dec.context
        if kind == "performs":
            if not yes:
                # 383.3.a.2 / 402.1.a: declined, it leaves the chain at once and is
                # considered not to have triggered
                k, it = self.item(st, item_id)
                del st.chain[k]
                st.say(f"  {it.label} is declined: it leaves the chain (383.3.a.2)")
                self.push_cleanup(st)      # 319.5
                return
            self.update_item(st, item_id, performs=True)
        else:
            self.update_item(st, item_id, accelerate=yes)
        st.tasks.append(Task("finalize", (item_id,)))

    def _forced_choice(self, st, it: ChainItem, i: int, cands, lo: int,
                       hi: int) -> ChainItem | None:
        """Exactly one legal answer (all of them, or the only one): the engine answers it
        (NOTATION: forced answers) and returns the item; None when the player chooses."""
        if not (lo == hi == len(cands) and (lo <= 1 or self.deflect_ok(
                st, it, _flat(it.targets) + tuple(cands), after=i + 1))):
            return None
        chosen = tuple(cands)
        if chosen:
            st.say(f"{it.controller}: choose {', '.join(self.ref(st, c) for c in chosen)}")
        return self.update_item(st, it.id, targets=it.targets + (chosen,))

    def _ask_choose(self, st, it: ChainItem, i: int, cands, lo: int, hi: int, what: str):
        st.pending = Decision(it.controller, "choose",
                              f"{it.label}: choose {'up to ' if lo == 0 else ''}{hi} {what}"
                              f"{'s' if hi > 1 else ''} for instruction {i + 1}",
                              tuple(cands), ("targets", it.id), lo, hi)

    def destinations(self, st: GameState, it: ChainItem, eff: Effect) -> list | None:
        """The places an instruction may send things, or None when it names one itself."""
        if not _chooses_place(eff):
            return None
        if eff.op == "play_token":
            if it.hidden_at is not None:
                return [it.hidden_at]      # 811.1.d.3: played from facedown: at that battlefield
            # a token with no named place goes where its controller may play units (355.2.a)
            return [p for p in ["base"] + list(range(len(st.bfs)))
                    if p == "base" or st.bfs[p].controller == it.controller and
                    not rule_changes.no_units_played_at(self.db, st, p)]    # Rockfall Path
        if eff.op == "move" and eff.dest == "to_or_from_base":
            movers = it.targets[len(it.dests)] if len(it.targets) > len(it.dests) else ()
            return linked.toggle_places(self, st, movers)
        places = (["base"] if eff.dest in ("any", "with_its_side") else []) + \
            list(range(len(st.bfs)))
        movers = it.targets[len(it.dests)] if len(it.targets) > len(it.dests) else ()
        if eff.dest == "with_its_side":       # "where there's a unit with the same controller"
            places = [p for p in places if any(linked.beside_own(self, st, m, p)
                                               for m in movers)]
        # 355.4.a: a valid destination is somewhere other than where the units are
        return [p for p in places
                if not movers or any(self.can_move_to(st, m, p) for m in movers)]

    def _fizzle(self, st: GameState, it: ChainItem, why: str) -> None:
        k, _ = self.item(st, it.id)
        del st.chain[k]
        if it.kind == "card" and it.source in st.objs:
            self.relocate(st, it.source, "trash")
        st.say(f"  {it.label} leaves the chain: {why}")
        self.push_cleanup(st)

    def answer_choice(self, st: GameState, dec: Decision, chosen: tuple[int, ...]) -> None:
        if dec.context[0] == "instruction":       # a choice made on resolution (355.17)
            limited = linked.group_limit(dec)     # a group that must meet a limit (355.9)
            if limited is not None:
                why = linked.resolving_group_why(self, st, limited, tuple(chosen))
                if why:
                    raise IllegalAction(why)
            return self.answer_instruction(st, chosen)
        if dec.context[0] == costs.CONTEXT:
            return costs.answer(self, st, dec, tuple(chosen))
        if dec.context[0] == "recycle_cost":
            return zones.answer_recycle_cost(self, st, dec, tuple(chosen))
        if dec.context[0] == costs.ADD_CONTEXT:       # an Add ability's cost (404, 429.2)
            return costs.answer_add(self, st, dec, tuple(chosen))
        if dec.context[0] == repeat.CONTEXT:          # the cards Repeat discards (820.1.c)
            return repeat.answer(self, st, dec, tuple(chosen))
        if dec.context[0] == ffa.BURN_OUT:            # the opponent gaining it (431.2.c)
            return ffa.answer(self, st, dec, chosen)
        kind, item_id = dec.context
        _, it = self.item(st, item_id)
        if kind == "targets":
            why = linked.group_why(self, st, it, tuple(chosen))
            if why:
                raise IllegalAction(why)
            if not self.deflect_ok(st, it, _flat(it.targets) + tuple(chosen),
                                   after=len(it.targets) + 1):
                raise IllegalAction(f"{it.controller} cannot pay the Deflect cost of those "
                                    f"choices (809.1.c)")
            self.update_item(st, item_id, targets=it.targets + (tuple(chosen),))
        st.tasks.append(Task("finalize", (item_id,)))

    def answer_dest(self, st: GameState, dec: Decision, place) -> None:
        kind, item_id = dec.context
        _, it = self.item(st, item_id)
        if kind == "dest":
            self.update_item(st, item_id, dest=place)
        else:
            self.update_item(st, item_id, dests=it.dests + (place,))
        st.tasks.append(Task("finalize", (item_id,)))

    def finalize(self, st: GameState, item_id: int) -> None:
        """359: the item stops being pending; a permanent resolves at once (337.2)."""
        k, it = self.item(st, item_id)
        card = self.db.get(it.card)
        if it.kind == "card" and card.type in ("unit", "gear"):
            del st.chain[k]
            if not st.chain:
                self.chain_closed_by_permanent(st)
            # gear is played to base (149.2), but a hidden permanent enters the battlefield
            # it was hidden at, gear too (811.1.d.1.a); the next cleanup recalls it (323.7)
            dest = it.dest if card.type == "unit" or it.hidden_at is not None else "base"
            if card.type == "unit" and card.name in self.db.having(
                    "passive:enters_token_battlefield"):      # Baron Nashor (369.3)
                from . import token_battlefields
                dest = token_battlefields.entering_place(self, st, card, it.controller, dest)
            # 143.4: a unit enters exhausted, unless its Accelerate was paid (805.1.a)
            tired = (card.type == "unit" and not it.accelerate
                     and not any(a.passive == "enters_ready" and _enters_ready_holds(
                         self.db, st, a.holds, it.controller, dest, it.source)
                                 for a in card.abilities)
                     and not self.others_enter_ready(st, it.controller, None)
                     and not delayed.enters_ready(st, it.source)) or any(
                a.passive == "enters_exhausted" for a in card.abilities)
            buffed = card.type == "unit" and delayed.enters_buffed(st, it.source)
            # the player who played it controls it, though another may own it (FAQ: Blind Fury)
            if dest == "base":
                oid = self.relocate(st, it.source, "base", exhausted=tired,
                                    controller=it.controller)
            else:
                oid = self.relocate(st, it.source, "battlefield", bf=dest, exhausted=tired,
                                    controller=it.controller)
                if card.type == "unit":
                    self.apply_contested(st, dest, it.controller)
            costs.carry_paid(st, it.source, oid)     # "if you paid", read by its play trigger
            if any(t.reflexive is not None and it.source in t.reflexive[2]
                   for t in (*st.chain, *st.triggers)):
                # "... and play it. Then you may do this: Empower it" (Wild Claw): the
                # reflexive trigger's "it" is the card now on the board
                st.modifiers.append(Modifier(oid, RESOLVED_FROM, it.source, until="turn"))
            if buffed and not st.objs[oid].buffs:   # "... ready it and buff it" (Nami)
                st.set(oid, buffs=1)
                st.say(f"  {card.name} is buffed as it enters (426)")
            self.note_played(st, it.controller, card.name)
            st.say(f"  {card.name} enters {st.place_name(st.objs[oid])}"
                   f"{' exhausted (143.4)' if tired else ''}"
                   f"{' ready (Accelerate, 805)' if it.accelerate else ''} (359.2"
                   f"{', 811.1.d.1.a' if card.type == 'gear' and dest != 'base' else ''})")
            # a card played from facedown: its play event's origin is where it was hidden
            self.fire(st, "play", subject=oid, player=it.controller, origin=it.hidden_at)
            delayed.unit_played(self, st, oid, it.controller)    # Rally the Troops
            self.card_played(st, it, oid)          # "when you play a card" (events.py)
            if it.hidden_at is not None:
                # 811.1.d.2: the play effects of a permanent played from facedown choose at
                # that battlefield too
                st.triggers = [replace(t, hidden_at=it.hidden_at)
                               if t.source == oid and t.subject == oid else t
                               for t in st.triggers]
            for _ in range(layers.keyword_count(self.db, st, oid, "vision")):
                # 817.1.b: "when this is played, predict" (436: look at the top card of
                # your Main Deck; you may recycle it); each instance triggers (817.2)
                st.triggers.append(ChainItem(st.new_id(), "triggered", it.controller, oid,
                                             card.name, ability=None, subject=oid,
                                             by_trigger=True, label=f"{card.name} Vision"))
            # 819.1.d, 821.1.c: Quick-Draw and Weaponmaster another card gives it
            given_keywords.play_triggers(self.db, st, oid, it.controller, card)
            self.push_cleanup(st)
            if not any(x.pending for x in st.chain) and st.chain:
                st.priority, st.passes = st.chain[-1].controller, 0
            return
        st.chain[k] = item_but(it, pending=False, chosen=True)
        if it.targets:
            conditions.note_chosen(self.db, st, it)     # "if you've chosen an enemy unit"
        if it.kind == "activated" and it.ability is not None:
            self.ability_played(st, it.controller, it.source, card.abilities[it.ability])
        if it.kind == "card":
            # 420.4.b: a finalized card counts as played for Legion and "cards played this
            # turn"; its "when you play" triggers wait for its resolution (419.4.a)
            self.note_played(st, it.controller, card.name)
            st.chain[k] = item_but(st.chain[k], nth_played=self.plays_this_turn(
                st, it.controller))
            self.fire_chosen(st, it)                # 383.4.b.2: "chosen", after finalizing
        elif it.kind in ("activated", "triggered"):
            if it.targets:
                self.fire_chosen(st, it)            # 383.4.b.2: an ability's choices too
            if it.kind == "activated":              # "when you use an activated ability"
                self.fire(st, "activate", subject=it.source, player=it.controller)
                turn_notes.use(st, it.source, it.ability)   # "use only once per turn"
        if it.targets:
            self.note_enemy_choice(st, it, card)    # Ezreal, Prodigal Explorer
        st.say(f"  {it.label} is finalized on the chain (359.3.a)")
        if it.kind in ("activated", "triggered") and it.ability is not None and \
                it.reflexive is None and resources.is_add(card.abilities[it.ability].effects):
            # 429.2: an Add ability resolves as soon as it is finalized, before any other
            # item is finalized; priority and focus do not pass (429.2.a, after_resolution)
            st.say(f"  resolve {it.label} at once (429.2)")
            it = st.chain[k]
            keep = (st.priority, st.passes) if it.kind == "activated" else None
            st.tasks.append(Task("resolved", (it, keep)))
            st.tasks.append(Task("instructions", reflexive.first_step(it)))
            return
        for x in st.chain:          # a loop, not any() over a generator
            if x.pending:
                break
        else:
            st.priority, st.passes = st.chain[-1].controller, 0      # 337.4
        self.push_cleanup(st)    # 319.4

    def chain_closed_by_permanent(self, st: GameState) -> None:
        """A unit or gear played to an empty chain started it like a spell and resolved at
        once (337.2): the chain is empty again, so in a showdown focus and priority pass to
        the next player, and passes made before it no longer count (340.2.a, 346; FAQ: when
        a chain closes, focus automatically moves to the next player).  Its play triggers
        then open a chain of their own, after which focus stays (346.1)."""
        sd = st.showdown
        if sd is None or sd.chain_by_trigger:
            return
        nxt = st.next_player(sd.focus)
        st.showdown = showdown_but(sd, focus=nxt, passes=0)
        st.priority, st.passes = nxt, 0
        st.say(f"  the chain is empty: focus passes to {nxt} (340.2.a, 346)")

    def note_played(self, st: GameState, player: str, name: str) -> None:
        st.played_this_turn += (name,)
        st.played_by += (player,)

    def plays_this_turn(self, st: GameState, player: str) -> int:
        """Cards `player` has finalized this turn (812 Legion; conditions.py)."""
        return conditions.plays_this_turn(st, player)

    # -- 340: resolve ----------------------------------------------------------------------
    def resolve_top(self, st: GameState, task: Task) -> None:
        """340.1: the newest finalized item resolves, instruction by instruction.  It stays
        on the chain until it has finished resolving (359.3.e.15), so a spell waiting for a
        choice made on resolution (a discard) is always in a zone."""
        it = st.chain[-1]
        st.say(f"  resolve {it.label} (340.1)")
        st.tasks.append(Task("resolved", (it,)))
        st.tasks.append(Task("instructions", reflexive.first_step(it)))

    def after_resolution(self, st: GameState, task: Task) -> None:
        it = task.data[0]
        for k, x in enumerate(st.chain):    # a loop, not next() over a generator
            if x.id == it.id:
                del st.chain[k]                       # it has finished resolving
                break
        zones.end_reveal(st, it)                      # 424.1.a.3
        kills.resolved(st, it)                        # 428.5.c: its damage notes only
        if it.kind == "card" and it.source in st.objs and st.objs[it.source].zone == "chain":
            # 419.4.a: playing the spell is complete once it has resolved, so its "when you
            # play a spell / a card" triggers fire as it leaves the chain; a countered spell
            # never gets here and triggers nothing (419.4.a.1)
            ends_banished = flow.banishes_itself(self.db, it)   # "Banish this." (Arcane Shift)
            if ends_banished or flow.leaving_chain(it) == "banishment":   # 829.1.b.1
                st.say(f"  {it.card}: banish this (427)" if ends_banished else
                       flow.banished_line(it))
                gone = self.relocate(st, it.source, "banishment")
                conditions.follow_spent(st, it.source, gone)
                self.spell_played(st, it, gone)
                self.banished(st, it.controller, (gone,))       # "then banish it": you do
            else:
                trashed = self.relocate(st, it.source, "trash")     # 359.3.d
                conditions.follow_spent(st, it.source, trashed)
                reflexive.follow(st, it.source, trashed)            # 388.1
                self.spell_played(st, it, trashed)
                zones.after_resolving(self, st, it.source, trashed)  # "then recycle it"
                if play_again.used(self.db, it.card):                # "play this again"
                    play_again.after_resolving(self, st, it.source, trashed)
        # 319.5 / 321.1: the cleanup owed for the resolution.  When the chain is now empty
        # the turn is Open again (340.2), and that transition is itself a cleanup (319.1):
        # it runs as an Open cleanup, so a player left with no units at a battlefield loses
        # control of it now (323.6, 190.4.c); with items left the state is still Closed.
        self.push_cleanup(st)
        if len(task.data) > 1:        # an Add ability (429.2.a): priority and focus stay
            keep = task.data[1]       # with its activator; after a trigger, 340.4 as usual
            if st.chain and not any(x.pending for x in st.chain):
                st.priority, st.passes = keep if keep is not None and keep[0] is not None \
                    else (st.chain[-1].controller, 0)
            elif not st.chain:
                st.priority, st.passes = None, 0
                if st.showdown is not None:     # 346.1: focus does not pass
                    st.showdown = showdown_but(st.showdown, chain_by_trigger=False)
            return
        if st.chain:
            if not any(x.pending for x in st.chain):
                st.priority, st.passes = st.chain[-1].controller, 0     # 340.4
        else:
            st.priority, st.passes = None, 0
            sd = st.showdown
            if sd is not None and not sd.chain_by_trigger:
                nxt = st.next_player(sd.focus)          # 346 / 340.2.a
                st.showdown = showdown_but(sd, focus=nxt, passes=0)
                st.say(f"  focus passes to {nxt} (346)")
            elif sd is not None:
                st.showdown = showdown_but(sd, chain_by_trigger=False)


def _not_this_time(eff: Effect, it) -> bool:
    """356.2.b: an instruction for "if you paid the additional cost" / "otherwise" whose
    answer is known as the card's choices are made (whether to pay is chosen first,
    355.1.a): when it will not be done, it chooses nothing."""
    kind = getattr(eff.only_if, "kind", None)
    if kind not in ("paid", "not_paid") or it.kind != "card" or it.extra is None:
        return False
    paid = it.extra[0] in ("yes", "paid")
    return paid != (kind == "paid")


def _chooses_place(eff: Effect) -> bool:
    """Does this instruction leave where it sends things to be chosen (355.4)?  If not,
    `ChainRules.destinations` is None for it (it names its place itself, or has none)."""
    if eff.op == "play_token":
        return eff.dest == "any"
    return eff.op == "move" and eff.dest in ("to_or_from_base", "any", "battlefield",
                                             "with_its_side")


def _enters_ready_holds(db, st, cond, controller: str, dest, source=None) -> bool:
    """The condition of "I enter ready", read as I enter: `at_battlefield` is where I am
    played ("if you play me to a battlefield, I enter ready": Shadow); `paid` whether my
    additional cost was paid ("If you do, I enter ready": Crescent Guardian)."""
    if cond is None:
        return True
    if getattr(cond, "kind", None) == "at_battlefield":
        return dest != "base"
    return conditions.holds(db, st, cond, controller, source)
