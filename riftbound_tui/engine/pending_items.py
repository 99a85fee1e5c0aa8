"""A pending item on the chain (354-358): its choices made one after another, then its
costs paid, and then it is finalized (359, resolution.py).

`finalize_step` walks the steps in the order the rules give them: a trigger's "you may"
(383.3.a), an alternate cost (356.1.a), whether to pay additional costs (355.1.a, 356.2),
Repeat (820.1.c), Accelerate (805.2), a unit's location (355.2), modes (355.3), each
instruction's targets and destinations (355.4-355.5), the objects a cost picks, a
discount's kind (356.4), then payment (357).  An item with no legal choice is undone
(358.5) or, a trigger, removed (402.4).  The players' answers to these decisions come
back through `answer_yes_no`, `answer_choice` and `answer_dest`.
"""

from __future__ import annotations

from ..cards.model import Effect
from . import (ability_costs, alternate_cost, conceding, conditions, costs, either_discount, ffa,
               frozen, given_costs, hide_costs, instruction_play, limited, linked, modes,
               ops_making, payment, play_again, recycle_cost, reflexive, repeat, replacement,
               rule_changes, trigger_may)
from .choices import (NO_COST, _bare, _flat, _plus, accelerate_cost, choice_count,
                      choice_selector, reduced_by_choice)
from .errors import IllegalAction
from .instruction_play import ANY_BATTLEFIELD, TO_BATTLEFIELD
from .state import ChainItem, Decision, GameState, Task


class PendingItemRules:
    db: object

    def finalize_step(self, st: GameState, task: Task) -> None:
        """Make the next choice of a pending item, or pay and finalize it."""
        item_id = task.data[0]
        try:
            k, it = self.item(st, item_id)     # again below only if a step replaced it
        except KeyError:
            return
        card = self.db.get(it.card)
        # Each step below is asked only of the items it can concern, tested here first (the
        # kind, the card, one facet of the game): most items have none of these costs.  A
        # step that ran may have noted its answer on the item (a new copy): read it again
        kind = it.kind
        if kind == "triggered" and trigger_may.asks(card, it):
            # 383.3.a / 402.1: "you may" at the start of a trigger is decided now, as it goes
            # on the chain, before its other choices (engine/trigger_may.py)
            return trigger_may.step(self, st, it, card)
        if kind == "card" and card.alt_cost is not None:
            if alternate_cost.step(self, st, it, card):   # 355.1, 356.1.a: "play me for"
                return
            k, it = self.item(st, item_id)
        reflexive = it.reflexive is not None     # 388: its parent paid every cost
        additional = not reflexive and costs.cost_of(card, it) is not None
        # whether an additional cost is paid is asked here, with the choices "as I'm
        # played" (355.1.a); what a cost picks comes after the targets (below)
        if additional:
            if costs.step(self, st, it, card, pick=False):   # 356.2
                return
            k, it = self.item(st, item_id)
        if kind == "card" and card.type == "spell" and repeat.asks(self, st, it, card):
            if repeat.step(self, st, it, card):   # 355.1.a, 820.1.c: pay Repeat, before choices
                return
            k, it = self.item(st, item_id)
        if kind == "card" and card.type == "unit" and \
                frozen.has_facet(self.db, st, given_costs.FACET):
            if given_costs.step(self, st, it, card):
                return                  # 356.2.b: one a battlefield offers (Dragon Roost)
            k, it = self.item(st, item_id)
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
                it.dest in (None, TO_BATTLEFIELD, ANY_BATTLEFIELD):
            places = self.unit_destinations(st, it.controller, card) \
                if it.dest != ANY_BATTLEFIELD else \
                list(range(len(st.bfs)))      # "plays it to any battlefield" (Thrill of the Hunt)
            here = instruction_play.may_play_here(st, it.source)     # "you may play it here"
            if here is not None and here not in places:
                places = places + [here]
            if it.dest == TO_BATTLEFIELD:   # "to a battlefield you control" (Here to Help)
                places = [p for p in places if p != "base"]
            if len(st.order) > 2:        # 462.2: not into a combat they take no part in;
                places = ffa.open_to(st, it.controller, places) or ["base"]   # 462.2.a
            if it.dest is None and card.name in self.additional_cost_names:
                # 822.3: not where its additional cost would take Ambush's reason away
                places = costs.playable_places(self, st, it.controller, it.source, card,
                                               places, it)
                if not places:
                    raise IllegalAction(f"{it.label}: its additional cost would leave it no "
                                        f"place to be played to (822.3, 358.5)")
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
        if additional and costs.step(self, st, self.item(st, item_id)[1], card):
            return
        # 356.4: a discount of either kind, "[1] or [A] less", its kind chosen now
        if not reflexive and either_discount.in_play(self.db, st) and \
                either_discount.step(self, st, self.item(st, item_id)[1], card):
            return
        k, it = (k, it) if k < len(st.chain) and st.chain[k] is it else self.item(st, item_id)
        if it.kind == "card":
            self.pay_for(st, it, card)     # 811.1.b: hidden: base cost ignored
        else:
            extra = self.deflect_extra(st, it, _flat(it.targets))
            ab = card.abilities[it.ability] if it.kind in ("activated", "triggered") and \
                it.ability is not None and not reflexive else None
            if ab is not None and recycle_cost.recycle_cost_step(self, st, it, ab.cost):
                return                     # 416.3: which trash cards pay the cost
            if ab is not None and ab.cost:
                recycle_cost.pay_recycle_cost(self, st, self.item(st, item_id)[1])
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
            now = i in span and (eff.only_if is None or   # (most have no condition)
                                 not conditions.level_unreached(st, eff, it.controller))
            if len(it.targets) == i:      # 355.5: choose the instruction's targets
                chosen_sel = choice_selector(sel) if now else None
                if chosen_sel is not None and eff.only_if is not None and \
                        _not_this_time(eff, it):
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
                                    hide_costs.hide_cost(st, dec.player, hide_costs.A))
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
            return ops_making.open_places(self, st, it.controller)
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
            return recycle_cost.answer_recycle_cost(self, st, dec, tuple(chosen))
        if dec.context[0] == costs.ADD_CONTEXT:       # an Add ability's cost (404, 429.2)
            return costs.answer_add(self, st, dec, tuple(chosen))
        if dec.context[0] == repeat.CONTEXT:          # the cards Repeat discards (820.1.c)
            return repeat.answer(self, st, dec, tuple(chosen))
        if dec.context[0] == ffa.BURN_OUT:            # the opponent gaining it (431.2.c)
            return ffa.answer(self, st, dec, chosen)
        if dec.context[0] == conceding.FACEDOWN_EXCESS:   # a facedown card too many (107.3.b.2)
            return conceding.answer_excess(self, st, dec, chosen)
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
        if dec.context[0] == ops_making.TOKEN_PLACE:     # one token of several (439.2.c)
            # the waiting instructions task runs again with this place added to the
            # places answered so far (its answer, data[4]: ops_making.play_token reads it)
            task = st.tasks.pop()
            st.tasks.append(Task("instructions", (*task.data[:4], dec.context[1] + (place,),
                                                  *task.data[5:])))
            return
        kind, item_id = dec.context
        _, it = self.item(st, item_id)
        if kind == "dest":
            self.update_item(st, item_id, dest=place)
        else:
            self.update_item(st, item_id, dests=it.dests + (place,))
        st.tasks.append(Task("finalize", (item_id,)))


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
    if eff.op == "play_token":      # several, or another player's: asked as it resolves
        return eff.dest == "any" and not ops_making.asks_on_resolution(eff)
    return eff.op == "move" and eff.dest in ("to_or_from_base", "any", "battlefield",
                                             "with_its_side")
