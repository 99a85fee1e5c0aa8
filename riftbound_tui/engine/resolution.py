"""Finalizing and resolving chain items (359, 340): a finalized card counts as played
(420.4.b) and its "chosen" triggers fire (383.4.b.2); a unit or gear resolves at once as
it is finalized (337.2) and enters the board; an Add ability resolves at once (429.2);
otherwise the newest finalized item resolves once every player passes (340.1), and
priority and, in a showdown, focus pass as the rules say (337.4, 340.2.a, 340.4, 346).
"""

from __future__ import annotations

from dataclasses import replace

from . import (conditions, delayed, flow, frozen, given_keywords, instruction_play, kills, layers,
               looks, paid_notes, play_again, reflexive, resources, turn_notes)
from .state import ChainItem, GameState, Modifier, Task, item_but, showdown_but

RESOLVED_FROM = "resolved_from"   # a permanent on the board: the chain card it was


class ResolutionRules:
    db: object

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
            paid_notes.carry_paid(st, it.source, oid)     # "if you paid", read by its play trigger
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
        if it.kind == "card":
            # 420.4.b: a finalized card counts as played for Legion and "cards played this
            # turn"; its "when you play" triggers wait for its resolution (419.4.a).  (Counted
            # first, so the finalized item is made once, with its count.)
            self.note_played(st, it.controller, card.name)
            st.chain[k] = item_but(it, pending=False, chosen=True,
                                   nth_played=self.plays_this_turn(st, it.controller))
        else:
            st.chain[k] = item_but(it, pending=False, chosen=True)
        if it.targets:
            conditions.note_chosen(self.db, st, it)     # "if you've chosen an enemy unit"
        if it.kind == "activated" and it.ability is not None:
            self.ability_finalized(st, it.controller, it.source)   # played (404)
        if it.kind == "card":
            self.fire_chosen(st, it)                # 383.4.b.2: "chosen", after finalizing
        elif it.kind in ("activated", "triggered"):
            if it.targets:
                self.fire_chosen(st, it)            # 383.4.b.2: an ability's choices too
            if it.kind == "activated":              # its "when you use" waits (377.2.a)
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
        looks.end_reveal(st, it)                      # 424.1.a.3
        kills.resolved(st, it)                        # 428.5.c: its damage notes only
        if it.kind == "activated" and self.listeners.get("activate"):
            # 377.2.a: "when you use / play an activated ability" is fulfilled now, as it
            # resolves (a countered one never gets here): one use, two events (events.py)
            self.fire(st, "activate", subject=it.source, player=it.controller)
            if it.ability is not None:
                self.ability_resolved(st, it.controller, it.source,
                                      self.db.get(it.card).abilities[it.ability])
        if it.kind == "card" and it.source in st.objs and st.objs[it.source].zone == "chain":
            # 419.4.a: playing the spell is complete once it has resolved, so its "when you
            # play a spell / a card" triggers fire as it leaves the chain; a countered spell
            # never gets here and triggers nothing (419.4.a.1)
            ends_banished = frozen.has_facet(self.db, st, "passive:banish_this") and \
                flow.banishes_itself(self.db, it)             # "Banish this." (Arcane Shift)
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
                if st.triggers:
                    reflexive.follow(st, it.source, trashed)        # 388.1
                self.spell_played(st, it, trashed)
                instruction_play.after_resolving(self, st, it.source, trashed)  # "then recycle it"
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


def _enters_ready_holds(db, st, cond, controller: str, dest, source=None) -> bool:
    """The condition of "I enter ready", read as I enter: `at_battlefield` is where I am
    played ("if you play me to a battlefield, I enter ready": Shadow); `paid` whether my
    additional cost was paid ("If you do, I enter ready": Crescent Guardian)."""
    if cond is None:
        return True
    if getattr(cond, "kind", None) == "at_battlefield":
        return dest != "base"
    return conditions.holds(db, st, cond, controller, source)
