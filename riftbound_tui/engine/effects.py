"""Executing instructions (359.3.d-e): each instruction of a resolving spell or
ability, top to bottom, re-checking its targets; an instruction whose targets
are all gone is ignored, the rest still happen (359.3.e.5-8).
"""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import COPY_OF_PREVIOUS, Effect
from . import (amounts, attach, conditions, control, copying, costs, countering, damage,
               delayed, empower, events, extra_turns, kills, lasting, layers, linked,
               naming, new_choices, pay_any, perplayer, play_again, player_modes, reflexive,
               repeat, replacement, resources, rule_changes, seen, targets, xp, zones)
from . import chosen_harm, effect_memory, flow, keyword_copy, moves, payment, relative, view
from . import ffa, frozen, replace_action, teams, token_double
from .player_instructions import PlayerInstructions
from .state import ChainItem, GameState, Modifier, Task

MOVE_TO_BASE = "base"
SUSPEND = "suspend"      # an instruction waits for a choice made on resolution (355.17)
# who "each ..." runs an instruction for, one after another (PlayerInstructions._each_player)
EACH_PLAYER = frozenset(("each", "combatants", ffa.EACH_OPPONENT))
GONE = "gone"            # "here" of a source that has left the board: null (359.3.e.12)
# instructions done by a player ("draw 1" is "you draw 1"): they need a "you" (190.6.d)
PAY_TO = frozenset({"channel", "ready", "pay", "take_control"})   # "(you) may pay COST to"
# the instructions after which something "as you look at me" / "as this is attached" is done
OFFERING = frozenset({"look", "attach"})
ASKED_YES = "asked_yes"      # an instruction's "you may" was answered yes (its progress)
YOU_OPS = frozenset({"discard", "draw", "burn", "channel", "gain_points", "play_token", "custom",
                     "next_play", "extra_turn", "gain_xp", "spend_xp", "cost_this_turn"})
GRANTED_ABILITY = rule_changes.GRANTED_ABILITY
SUM_RULE = {"assault": "807.2", "deflect": "809.2", "shield": "814.2", "hunt": "823.2"}


def _progress(progress, i: int, start: int):
    """How far the instruction waiting at `start` got, for the one at `i` (a "you may"
    answered yes is no per-player progress)."""
    return progress if i == start and progress != ASKED_YES else None


class Effects(PlayerInstructions):
    db: object

    def run_instructions(self, st: GameState, task: Task) -> None:
        """Task 'instructions': (item, next index, previous objects, fell short, answer).

        When an instruction needs a choice only made as it resolves (355.17: "discard 1"),
        it sets the pending decision and this task waits on the stack with its place kept.
        """
        item, i, prev, failed, answer = task.data[:5]
        # (controller, owner) of what the previous instruction affected, as it was then;
        # () when it affected nothing or was ignored (359.3.e.14.a)
        noted: tuple = task.data[5] if len(task.data) > 5 else ()
        # how far a "player: each" instruction got before it waited for a choice
        progress = task.data[6] if len(task.data) > 6 else None
        start = i
        effects = self.item_effects(st, item)
        source = item.source
        base_item = item
        # 820.1.d: where each repeated execution of the instructions begins
        again = repeat.starts(self.db.get(item.card), item) if item.repeats else {}
        while i < len(effects):
            if st.winner is not None:
                return
            eff = effects[i]
            if i in again and i != start:       # (a resumed run logged it already)
                st.say(f"  {item.card}: its instructions again, execution {again[i]} "
                       f"(Repeat, 820.1.d)")
            if eff.if_previous == "failed" and not failed:
                i = reflexive.past(effects, i)
                continue
            if eff.if_previous == "done" and (failed or (not prev and (
                    effects[i - 1].target is not None or effects[i - 1].op == "spend_buff"))):
                # "if you do": the earlier linked instruction did not happen (359.3.e.14.b)
                st.say(f"  {self._private(st, item)}{item.card}: instruction {i + 1} "
                       f"({eff.op}): the previous instruction was not done, so neither is "
                       f"this (359.3.e.14)")
                prev, failed, noted, i = (), True, (), reflexive.past(effects, i)
                continue
            resumed = item.reflexive is not None and item.reflexive[1] == i
            if eff.do_this and not resumed:
                if item.reflexive is not None:
                    return               # the end of this reflexive trigger's instructions
                # "do this:" (387): a reflexive trigger, put on the chain if its condition
                # is met ("do one of the following": each in turn, 387.1.b)
                reflexive.spawn(self, st, base_item, eff, i, prev, failed, noted)
                i = reflexive.past(effects, i)
                continue
            cond = None if resumed else eff.only_if   # a trigger's condition: met (387.2)
            here = self._here_now(st, base_item)
            if here == GONE and _says_here(eff):
                # "here" is read as the instruction executes (359.3.f.2); its source is no
                # longer on the board, so it has no location (359.3.e.12): ignored
                st.say(f"  {item.card}: instruction {i + 1} ({eff.op}): 'here' is gone with "
                       f"its source; ignored (359.3.f.2, 359.3.e.12)")
                prev, failed, noted, i = (), True, (), i + 1
                continue
            item = base_item if here in (GONE, base_item.here) else \
                replace(base_item, here=here)
            if cond is not None and not linked.needs_objs(cond) and \
                    not conditions.holds(self.db, st, cond, item.controller, source,
                                         item.here, item=item):
                # "... if there is ...": a test in the effect, made as it resolves (383.2.a.1)
                st.say(f"  {item.card}: instruction {i + 1} ({eff.op}): its condition is not "
                       f"met")
                prev, failed, noted, i = (), True, (), i + 1
                continue
            if eff.op == "player_modes":      # 355.10.e: other players choose modes now
                done, got = player_modes.collect(st, eff, item, answer,
                                                 _progress(progress, i, start))
                if done == SUSPEND:
                    st.tasks.append(Task("instructions", (base_item, i, prev, failed, None,
                                                          noted, got)))
                    return
                prev, failed = player_modes.run(self, st, eff, item, i, source, got)
                if self._offer_now(st, item, (base_item, i + 1, prev, failed, None, (), None)):
                    return    # a mode attached a card: "as this is attached" is done first
                noted, answer, progress, start, i = (), None, None, -1, i + 1
                continue
            if (eff.player in ffa.OPPONENTS or eff.ask == "opponent") and len(st.order) > 2:
                got = ffa.opponents_step(st, item, eff, answer)   # several (355.9.a, 487.2)
                if got is None:
                    st.tasks.append(Task("instructions", (base_item, i, prev, failed, None,
                                                          noted, progress)))
                    return
                eff, answer = got
            if eff.target is not None and eff.target.kind == "each_chooses":
                # 355.10.e: each player chooses now, in turn; not a target
                done, got = perplayer.collect(self, st, eff, item, source, answer,
                                              _progress(progress, i, start))
                if done == SUSPEND:
                    st.tasks.append(Task("instructions", (base_item, i, prev, failed, None,
                                                          noted, got)))
                    return
                objs, answer, progress, start = got, None, None, -1
            else:
                objs = self._affected(st, eff, item, i, source, prev)
            if objs is None and eff.together and prev:
                objs = ()               # its own target is gone: the one before it still is
            if objs is None:            # every target became illegal: ignored (359.3.e.7)
                st.say(f"  {item.card}: instruction {i + 1} ({eff.op}) has no legal target "
                       f"left and is ignored (359.3.e.5)")
                prev, failed, noted, i = (), True, (), i + 1
                continue
            if cond is not None and linked.needs_objs(cond) and \
                    not linked.it_holds(self.db, st, cond,
                                        objs if eff.target is not None else prev,
                                        item.controller, noted if eff.target is None else (),
                                        source):
                # "if it is stunned", "if this kills it": a test of the instruction's object
                # (without a target of its own: the previous instruction's), as it resolves
                st.say(f"  {item.card}: instruction {i + 1} ({eff.op}): its condition is not "
                       f"met")
                # whose "it" was stays known to the next sentence ("If it was an enemy
                # unit, ... If it was a friendly unit, ...": Blood Money)
                prev, failed, i = (), True, i + 1
                noted = noted if eff.target is None else ()
                continue
            if eff.player == "you" and eff.op in YOU_OPS and self._you_is_no_one(st, source):
                st.say(f"  {item.card}: instruction {i + 1} ({eff.op}): the battlefield has no "
                       f"controller, so 'you' is no one; ignored (190.6.d)")
                prev, failed, noted, i = (), True, (), i + 1
                continue
            if eff.player in ("controller", "owner", "chosen") and \
                    self._player(st, eff, item.controller, objs, noted, None, item, i) is None:
                # "its controller / owner": linked to an instruction that was ignored or
                # to an object that is gone, the lookup is null (359.3.e.12) and this
                # instruction is ignored too (359.3.e.14.a); it never falls back to you
                st.say(f"  {item.card}: instruction {i + 1} ({eff.op}): its {eff.player} "
                       f"cannot be known; ignored (359.3.e.12, 359.3.e.14.a)")
                prev, failed, noted, i = (), True, (), i + 1
                continue
            if eff.ask is not None and eff.op == "play" and objs and not any(
                    zones.why_not_playable(self, st, eff, o, item, item.controller) is None
                    for o in objs):
                eff = replace(eff, ask=None)  # nothing can be played: not offered (419.3.c)
            if eff.ask is not None and not (i == start and progress == ASKED_YES):
                # "unless its controller has you ...": that player decides (355.17); "you
                # may" later in an effect: its controller, on resolution (383.3.a.3)
                asked = item.controller if eff.ask == "you" else self._player(
                    st, replace(eff, player=eff.ask), item.controller, (), noted,
                    item.event_player, item)
                if eff.pay is not None and eff.op in PAY_TO and asked is not None and \
                        not payment.can_pay(self.db, st, asked, eff.pay):
                    asked = None       # "may pay [1] to ...": not offered when it can't be paid
                if eff.op == "spend_xp" and asked is not None and \
                        not xp.can_spend(st, asked, eff.amount):
                    asked = None       # "you may pay 2 XP to ...": not offered without them
                if answer is None and asked is not None:
                    linked.ask(st, asked, eff, item)
                    st.tasks.append(Task("instructions", (base_item, i, prev, failed, None,
                                                          noted, progress)))
                    return
                if not answer:
                    st.say(f"  {self._private(st, item)}{item.card}: {asked or 'no one'} "
                           f"declines; instruction {i + 1} ({eff.op}) is not done")
                    prev, failed, noted, i, answer = (), True, (), i + 1, None
                    continue
                answer = None
                if eff.pay is not None and eff.op in PAY_TO:        # "may pay [1] to"
                    self.spend(st, asked, eff.pay, (), item.card)
                if eff.op == "pay":                   # paid: nothing more to do
                    from ..cards.phrases import render_cost
                    st.say(f"  {item.card}: {asked} pays {render_cost(eff.pay)}")
                    prev, failed, noted, i = (), False, (), i + 1
                    continue
                # said yes: a choice the instruction makes next ("a card from your hand")
                # waits with the yes kept, not asked again
                start, progress = i, ASKED_YES
            if i + 1 < len(effects) and effects[i + 1].together:
                # 370.1.a.2: one game action with the next instruction; done with its
                # objects there ("return a friendly unit and an enemy unit")
                prev, failed, noted, i = objs, False, (), i + 1
                continue
            if eff.together:
                objs = tuple(prev) + tuple(objs)
            before = []             # (a loop, not a generator: every instruction)
            for t in objs:
                o = st.objs.get(t)
                if o is not None:
                    before.append((o.controller, o.owner))
            before = tuple(before)
            if eff.op == "custom" and eff.handler == "predict" and answer is None:
                # 436.1: Predict looks at the top card; a card there that is offered "as you
                # look at me" is offered first (engine/seen.py), then Predict goes on
                seen.note_predict_offer(self, st, item.controller, item)
                if self._offer_now(st, item, (base_item, i, prev, failed, None, noted,
                                              progress)):
                    return
            eff = amounts.resolve(self.db, st, eff, item, objs, prev)   # computed amounts
            if eff.player in EACH_PLAYER:
                result, progress = self._each_player(st, eff, objs, item, i, source, answer,
                                                     noted, _progress(progress, i, start))
            else:
                result = amounts.fight(self, st, eff, objs, item, prev) if eff.op == "fight" \
                    else amounts.unit_deals(self, st, eff, objs, item, prev) if eff.dealer \
                    else amounts.swap_might(self, st, objs, item, prev, _until(eff.duration)) \
                    if eff.op == "swap_might" \
                    else linked.swap(self, st, item, objs, prev) \
                    if eff.op == "swap" and eff.fighter == "previous" \
                    else copying.copy_instruction(self, st, eff, objs, item, prev) \
                    if eff.op == "copy" and eff.copy_of <= COPY_OF_PREVIOUS \
                    else self.execute(st, eff, objs, item, i, source, answer, noted)
            if result == SUSPEND:
                st.tasks.append(Task("instructions", (base_item, i, prev, failed, None, noted,
                                                      progress)))
                return
            if eff.op == "deal":                   # for "when you kill" by damage (428.5.c)
                kills.note_damage(self, st, item, result[0])
            if eff.op in OFFERING and self._offer_now(
                    st, item, (base_item, i + 1, *result, None, before, None)):
                return        # "as you look at or reveal me": offered before going on (424);
                # "as this is attached to a unit": done before going on (434)
            progress = None
            # an instruction without objects of its own leaves "its controller" as it was
            noted = before if eff.target is not None or not noted else noted
            (prev, failed), answer, i = result, None, i + 1

    def _offer_now(self, st: GameState, item: ChainItem, then: tuple) -> bool:
        """Cards just looked at or revealed that offer something "as you look at or reveal
        me" (engine/seen.py), and cards just attached that do something "as this is attached
        to a unit" (engine/copying.py): their instructions run now, top card first, and then
        the effect goes on from `then` (its 'instructions' task data)."""
        offers = seen.take_offers(self, st, item) + copying.take_as_attached(self, st)
        if not offers:
            return False
        st.tasks.append(Task("instructions", then))
        for it in reversed(offers):
            if it.kind == copying.AS_ATTACHED:
                st.say(f"  {it.card}: as it is attached to {self.ref(st, it.subject)}, its "
                       f"ability is done (434)")
                st.tasks.append(Task("instructions", (it, 0, (), False, None)))
                continue
            how = "looks at" if seen.offer_is_private(st, it) else "reveals"
            st.say(f"  {self._private(st, it)}{it.card}: as {it.controller} {how} it on top "
                   f"of their Main Deck, it offers its ability (424, 385.2)")
            st.tasks.append(Task("instructions", (it, 0, (), False, None)))
        return True

    @staticmethod
    def _private(st: GameState, item: ChainItem) -> str:
        """The mark making a line about a card that offers "as you look at me" its owner's
        alone while the other players have not seen it (128.4, 424.1)."""
        return zones.private(item.controller) if seen.offer_is_private(st, item) else ""

    def _here_now(self, st: GameState, item: ChainItem):
        """359.3.f.2 (referents): "here" is where the ability's source is as the instruction
        executes - a unit's or gear's battlefield, None for its base - and GONE once it has
        left the board (359.3.e.12).  What the trigger condition fixed stays: a battlefield's
        own "here", a legend's "that battlefield", Deathknell's noted place (808.1.d.3)."""
        if item.kind == "card" or item.source is None or (
                item.reflexive is not None and item.reflexive[0] == "card"):
            return item.here
        if item.kind == "triggered" and item.ability is not None:
            trg = self.db.get(item.card).abilities[item.ability].trigger
            if trg is not None and trg.event in ("dies", "leaves"):
                return item.here
            if trg is not None and trg.event == "move" and trg.direction == "from" and \
                    trg.subject == "self":
                return item.here      # "when I move from a location, ... there" (turn.py)
        o = st.objs.get(item.source)
        if o is None:
            return GONE
        if o.zone == "battlefield":
            return o.bf
        if o.zone == "base":
            return None
        if o.zone in ("battlefields", "legend"):
            return item.here
        return GONE

    def answer_instruction(self, st: GameState, chosen: tuple[int, ...]) -> None:
        task = st.tasks.pop()
        item, i, prev, failed, _ = task.data[:5]
        st.tasks.append(Task("instructions", (item, i, prev, failed, tuple(chosen),
                                              *task.data[5:])))

    def _affected(self, st, eff: Effect, item: ChainItem, i: int, source, prev):
        sel = relative.resolved(self.db, st, eff.target, item)   # "than the chosen unit"
        if sel is None:
            return ()
        ctl = item.controller
        if sel.kind == "that":                 # "that unit": what instruction N chose
            return linked.that_objs(st, item, sel.ref)
        if zones.reaches(sel):          # a hand, a trash, the cards looked at (zones.py)
            return tuple(zones.candidates(self, st, sel, ctl, item))
        if sel.kind == "self" and item.kind == "card" and source in st.objs and \
                st.objs[source].zone == "chain":
            return (source,)     # a resolving spell's "this" is the card on the chain
        if sel.kind == "self" and eff.op in zones.OPS:   # "play me" from my trash (385.2)
            return zones.self_card(st, source)
        if sel.kind == "choose":
            chosen = item.targets[i] if i < len(item.targets) else ()
            alive = tuple(t for t in chosen
                          if targets.matches(self.db, st, sel, t, ctl, source, item.here))
            if (sel.location is not None and sel.location.kind == "that") or \
                    sel.apart_from is not None or sel.less_might_than is not None or \
                    sel.same_controller is not None or sel.chooses is not None:
                alive = tuple(linked.same_place(self, st, item, sel, list(alive)))
            if chosen and not alive:
                return None
            return alive
        if sel.kind == "all":
            here = item.here
            if sel.location is not None and sel.location.kind in ("choose", "that"):
                # "all ... at a battlefield": the battlefield is the target (355.10.b);
                # "... there": the battlefield an earlier instruction chose (359.3.e.14)
                chosen = item.targets[i] if i < len(item.targets) else ()
                if sel.location.kind == "that":
                    chosen = linked.chosen(item, sel.location.ref)
                bfs = linked.battlefields_of(self, st, chosen)
                if chosen and not bfs:
                    return None
                out = []
                for b in bfs:
                    out.extend(t for t in st.bfs[b].units if targets.matches(
                        self.db, st, _at_any(sel), t, ctl, source, b))
                # "each other enemy unit there" (Crescent Strike): not the one dealt to
                return linked.not_chosen_before(item, prev, out) if sel.distinct else tuple(out)
            found = tuple(targets.candidates(self.db, st, sel, ctl, source, here))
            return linked.not_chosen_before(item, prev, found) if sel.distinct else found
        if sel.kind == "self":       # a legend's "me" too ("you may exhaust me to ...")
            return (source,) if source in st.objs and st.objs[source].zone in (
                "base", "battlefield", "legend") else None
        if sel.kind == "subject":       # a banished card a delayed trigger waited for
            s = item.subject            # (Ashe, Focused) is the subject of a zone instruction,
            # and so is the spell a "when you play a spell" trigger is about, in the trash it
            # resolved to (419.4.a: "you may banish it", Jhin, Virtuoso); one banished
            # already (Flow, 829.1.b.1) cannot be banished again
            zone = st.objs[s].zone if s in st.objs else None
            return (s,) if zone in ("base", "battlefield") or eff.op in zones.OPS and (
                zone == "trash" or zone == "banishment" and eff.op != "banish") else None
        if sel.kind == "previous":
            alive = tuple(t for t in (_on_board_now(st, p) for p in prev) if t in st.objs)
            return alive if alive else None
        return ()

    def bf_of_obj(self, st: GameState, oid: int) -> int | None:
        for k, b in enumerate(st.bfs):
            if b.obj == oid:
                return k
        return None

    # -- one instruction ---------------------------------------------------------------
    def execute(self, st: GameState, eff: Effect, objs: tuple[int, ...], item: ChainItem,
                i: int, source, answer=None, noted: tuple = ()):
        """Do one instruction; returns (objects affected, whether it fell short), or
        SUSPEND after setting the decision it needs."""
        op, n, ctl = eff.op, eff.amount, item.controller
        who = self._player(st, eff, ctl, objs, noted, item.event_player, item, i)
        if op == "play_again":            # "its controller may play this spell again"
            return play_again.execute(self, st, eff, item, who, answer)
        if op in zones.OPS or op in ("discard", "draw") and eff.target is not None or \
                op == "custom" and eff.handler in zones.HANDLERS:      # engine/zones.py
            return zones.execute(self, st, eff, objs, item, who, answer)
        if op == "discard":
            return self._discard(st, who, n, item, answer)
        if op in chosen_harm.HARMS and objs:         # Gangplank, Naval (369, 370.1.b)
            objs = chosen_harm.instead(self, st, eff, objs, item)
        if op == "deal" and eff.split:          # 355.14: split as it resolves
            return linked.split_deal(self, st, eff, objs, item, answer)
        if op == "deal":
            bonus = delayed.spell_bonus(st, item)
            if eff.bonus_each is not None:     # "1 Bonus Damage for each ..." (712)
                bonus += amounts.value(self.db, st, eff.bonus_each, ctl, source, item.here)
            for t in objs:     # simultaneous for "all" (303.2 lists them in order)
                self.deal(st, t, n, source=f"{item.card}: ", by=ctl, bonus=bonus)
            return objs, False
        if op == "kill" and eff.what == "this":   # Effect Text's "kill this" (718.3)
            objs = attach.this_card(st, objs, item)
        offered = op == "kill" and replacement.offer_pending(st)
        if op in ("kill", "return_to_hand") and eff.target is not None and \
                eff.target.max_total_might is not None and not offered:
            # 355 (Fox-Fire, Decree of Discord): the targets must still meet the limit
            # together, else a subset
            objs = linked.limited_group(self, st, eff.target, objs, item, answer)
            if objs == SUSPEND:
                return SUSPEND
            answer = None                    # the subset was the answer
        if op == "kill":
            if answer is not None and offered:   # an offer to replace a death was answered
                replacement.answered(self, st, bool(answer), mark=True)
            if replacement.ask(self, st, objs, ("instruction",)):
                return SUSPEND               # 371.2: asked before the kill happens
            # 369: a replaced death is no kill and no death: nothing triggers on it
            alive = tuple(t for t in objs if t in st.objs and
                          not replacement.instead_of_death(self, st, t))
            # the units die at once: every death (and "when you kill") fires before any
            # leaves, and one that dies with them does not see the others (383.2.c.2)
            leaving = frozenset(alive)
            zones.note_killed_might(self, st, alive, item)   # "than the killed unit"
            killing = kills.by_instruction(self, st, alive, item, leaving)   # 428.5.b
            dying = tuple(t for t in alive if self.db.get(st.objs[t].card).type == "unit"
                          and st.objs[t].zone in ("base", "battlefield"))
            seen: set = set()
            for t in dying:
                self.fire(st, "dies", subject=t, player=st.objs[t].controller,
                          leaving=leaving, seen=seen)
            left: list = []
            for t in alive:
                if t in st.objs:
                    self.kill(st, t, f"({item.card}, 428)", fire=t not in dying, left=left)
            self.left_board(st, left)          # once all have left (383.2.c)
            kills.after(self, st, killing)               # 383.2.c.1
            return objs, False
        if op == "draw":
            got = self.draw(st, who, n)
            return objs, got < n
        if op == "burn":                      # what it burned: "when you burn a unit this way"
            burned: list = []
            got = self.burn(st, who, n, burned)
            return tuple(burned), got < n
        if op == "empower":
            done = empower.empower(self, st, objs, item.card)
            for t in done:                   # "when I become Empowered" (441.2.a)
                self.fire(st, "empowered", subject=t, player=st.objs[t].controller)
            if done:                         # "when you empower something else"
                self.fire_each(st, "empower", done, item.controller)
            return objs, len(done) < len(objs)
        if op == "disempower":               # 442.1: only what is Empowered (442.1.a.1)
            done = empower.disempower(self, st, objs, item.card)
            return done, len(done) < len(objs)
        if op == "channel":
            got = self.channel(st, who, n, exhausted=eff.exhausted)
            return objs, got < n
        if op == "might":
            more = rule_changes.extra_might_loss(self.db, st, item.controller) \
                if n < 0 and eff.target is not None and eff.target.kind in ("choose", "that") \
                else 0                  # "gives an additional -1 Might" to a unit it chooses
            for t in objs:
                amount = n - more
                if eff.minimum is not None and n < 0:
                    # A limited decrease snapshots its size when applied (FAQ: Smoke Screen).
                    cur = layers.might(self.db, st, t)
                    amount = min(0, max(n, eff.minimum - cur))
                st.modifiers.append(Modifier(t, "might", amount,
                                             until=_until(eff.duration),
                                             timestamp=st.tick(), source=item.card))
                st.say(f"  {item.card}: {self.ref(st, t)} gets {amount:+d} might"
                       f"{_lasting(eff.duration)} (now {layers.might(self.db, st, t)})")
            return objs, False
        if op in lasting.OPS:                # base Might, can't be chosen, a shield
            return lasting.apply(self, st, eff, objs, n, item)
        if op == "copy_keywords":             # "give it my keywords" (keyword_copy.py)
            return keyword_copy.copy_keywords(self, st, objs, item, _until(eff.duration),
                                              _lasting(eff.duration))
        if op == "grant_flow":                # "give a spell in your trash [Flow]" (829)
            for t in objs:
                st.modifiers.append(Modifier(t, flow.GRANTED, until=_until(eff.duration),
                                             timestamp=st.tick(), source=item.card))
                st.say(f"  {item.card}: {self.ref(st, t)} has Flow equal to its cost"
                       f"{_lasting(eff.duration)} (829)")
            return objs, False
        if op == "grant_ability":             # "give it '[A][A]: Ready me.'" (476)
            for t in objs:
                st.modifiers.append(Modifier(t, GRANTED_ABILITY, keyword=item.card,
                                             until=_until(eff.duration), timestamp=st.tick(),
                                             source=item.card))
                st.say(f"  {item.card}: {self.ref(st, t)} gains {item.card}'s ability"
                       f"{_lasting(eff.duration)} (476)")
            return objs, False
        if op == "grant_keyword":
            for t in objs:
                st.modifiers.append(Modifier(t, "keyword", keyword=eff.keyword.name,
                                             keyword_value=eff.keyword.value,
                                             until=_until(eff.duration), timestamp=st.tick(),
                                             source=item.card))
                now = next((k for k in layers.keywords(self.db, st, t)
                            if k.name == eff.keyword.name), eff.keyword)
                summed = f" (now {now}, {SUM_RULE[now.name]})" \
                    if now != eff.keyword and now.name in SUM_RULE else ""
                st.say(f"  {item.card}: {self.ref(st, t)} gains {eff.keyword}"
                       f"{_lasting(eff.duration)}"
                       f"{summed}")
            return objs, False
        if op == "counter":
            for t in objs:
                countering.counter(self, st, t, item.card, eff.dest)
            return objs, False
        if op == "choose":                    # chosen now; later instructions name them
            if eff.target is not None and eff.target.kind == "pick":    # as it resolves
                return copying.pick(self, st, eff, objs, item, answer)    # (355.17)
            return objs, False
        if op == "spend_buff" and eff.target is not None:     # "spend its buff" (702.2.b)
            spent = tuple(t for t in objs if st.objs[t].buffs > 0)
            for t in spent:
                st.set(t, buffs=st.objs[t].buffs - 1)
                st.say(f"  {item.card}: spend the buff of {self.ref(st, t)} (702.2.b)")
                self.fire(st, "spend_buff", subject=t, player=item.controller)
            return spent, len(spent) < len(objs)
        if op == "spend_buff":
            return linked.spend_buff(self, st, eff, item, answer)
        if op == "win":
            linked.win(st, who, item.card)
            return (), False
        if op == "swap":
            return linked.swap(self, st, item, objs)
        if op == "attach":                                  # 434, 818-821
            return attach.instruction(self, st, eff, objs, item, answer)
        if op == "detach":                                  # 435
            return attach.detach_instruction(self, st, eff, objs, item, answer)
        if op == "move":                        # 420: one move of every unit that can go
            if eff.dest == "with_subject":      # "I may be moved with it"
                dest = events.subject_place(st, item)
            elif eff.dest == "with_paid":       # where the unit the cost exhausted is
                dest = costs.paid_place(st, item)
                if dest is None:
                    return (), True
            elif eff.dest == "there":
                dest = linked.there(self, st, item, i, self.item_effects(st, item))
            else:
                dest = item.dests[i] if i < len(item.dests) and item.dests[i] is not None \
                    else self._fixed_dest(eff, item)
                if dest == MOVE_TO_BASE and effect_memory.counts_there(self.item_effects(st, item)):
                    # "that battlefield" after (Isolate): where each of them leaves from
                    effect_memory.note_left(st, item,
                                            [t for t in objs if self.can_move_to(st, t, dest)])
            movers = self.spell_move(st, objs, dest, item, ctl)
            return movers, len(movers) < len(objs)
        if op == "return_to_hand":            # all at once (370.1.a.2, events.py)
            self.return_to_hand(st, objs, item.card)
            return objs, False
        if op == "ready":
            done = []
            for t in objs:
                if rule_changes.readying_blocked(self.db, st, t):
                    st.say(f"  {item.card}: {self.ref(st, t)} can't be readied by spells and "
                           f"abilities ({rule_changes.readying_blocker(self.db, st, t)})")
                    continue
                done.append(t)
            readied = tuple(t for t in done if st.objs[t].exhausted)   # 415.1.c
            for t in done:
                self.ready(st, t)
                st.say(f"  {item.card}: ready {self.ref(st, t)} (415)")
            self.fire_each(st, "ready", readied, ctl)
            return tuple(done), len(done) < len(objs)
        if op == "heal":                       # 418.1: its damage is cleared
            for t in objs:
                st.set(t, damage=0)
                st.say(f"  {item.card}: heal {self.ref(st, t)} (418)")
            return objs, False
        if op == "exhaust":
            done = tuple(t for t in objs if not st.objs[t].exhausted)
            for t in done:
                st.set(t, exhausted=True)
                st.say(f"  {item.card}: exhaust {self.ref(st, t)} (414)")
            # an exhausted object cannot be exhausted again (414.4): "exhaust me to ..."
            # is then not done
            return done, len(done) < len(objs)
        if op == "stun":
            stunned = tuple(t for t in objs if not st.objs[t].stunned)  # 423.1.a.1
            for t in objs:
                st.set(t, stunned=True)
                st.say(f"  {item.card}: stun {self.ref(st, t)} (423)")
            self.fire_each(st, "stun", stunned, ctl)
            return objs, False
        if op == "cant_move":                 # "they can't move it this turn"
            for t in objs:
                moves.forbid(st, t, st.objs[t].controller if eff.player == "controller"
                             else who, item.card)
            return objs, False
        if op == "recall":
            for t in objs:
                self.recall(st, t, f"({item.card}, 455)")
            return objs, False
        if op == "buff":
            buffed = tuple(t for t in objs if st.objs[t].buffs == 0 or rule_changes.many_buffs(
                self.db, self.db.get(st.objs[t].card)))     # Lee Sin, Ascetic: any number
            for t in buffed:                  # 426.1.b: only if it has no buff yet
                st.set(t, buffs=st.objs[t].buffs + 1)
                st.say(f"  {item.card}: buff {self.ref(st, t)} (426)")
            self.fire_each(st, "buff", buffed, ctl)
            return objs, False
        if op == "play_token":
            chosen = item.dests[i] if i < len(item.dests) else None
            where = item.here if eff.dest == "here" and item.here is not None else \
                chosen if chosen is not None else "base"
            if isinstance(where, int) and self.db.get(eff.token).type == "unit" and \
                    rule_changes.no_units_played_at(self.db, st, where):
                st.say(f"  {item.card}: units can't be played at {st.bfs[where].name}; no "
                       f"{eff.token} token is played")
                return (), True
            # "They play a Bird token" (Walking Roost): the player the instruction names
            # "for each Equipment you control" may be none (a computed amount); else 1+
            count = n if eff.amount_of is not None else max(1, n)
            more = token_double.extra(self, st, who, eff.token, item, answer) if count else 0
            if more == SUSPEND:               # Zilean, Time Mage: asked (369, 371.2)
                return SUSPEND
            count += more
            made = tuple(self.play_token(st, who, eff.token, where, ready=eff.ready,
                                         exhausted=eff.exhausted)
                         for _ in range(count))
            return made, False
        if op == "custom" and eff.handler in ("units_enter_ready", "friendly_units_enter_ready"):
            # "Units you play this turn enter ready": a rule for the player, not an object
            # (target -1); it ends with the turn's other 'this turn' effects (317.2.c).
            # "Friendly units enter ready this turn" (Bushwhack) is the same rule: a unit
            # enters the board only by being played (tokens too, 185.2.a)
            st.modifiers.append(Modifier(-1, "rule", keyword="units_enter_ready", until="turn",
                                         source=ctl))
            st.say(f"  {item.card}: units {ctl} plays this turn enter ready")
            return (), False
        if op == "custom" and eff.handler == "opponents_cant_play":
            # "Opponents can't play cards this turn" (Brynhir Thundersong): a rule for each
            # opponent, gone with the turn's other 'this turn' effects (317.2.c)
            for opp in st.opponents(ctl):
                st.modifiers.append(Modifier(-1, "rule", keyword="cant_play", until="turn",
                                             source=opp))
            st.say(f"  {item.card}: {', '.join(st.opponents(ctl))} can't play cards this turn")
            return (), False
        if op == "custom" and eff.handler == "cant_play_spells":
            # "Its controller can't play spells this turn" (Lilting Lullaby): a rule for
            # that player, gone with the turn's other 'this turn' effects (317.2.c)
            if who is None:
                return (), True
            st.modifiers.append(Modifier(-1, "rule", keyword="cant_play_spells", until="turn",
                                         source=who))
            st.say(f"  {item.card}: {who} can't play spells this turn")
            return (), False
        if op == "prevent_damage":            # 437 (engine/damage.py)
            damage.prevent_all(st, ctl)
            return (), False
        if op == "save_from_death":           # 369 (engine/replacement.py)
            replacement.set_up(st, eff, item, objs)
            return objs, False
        if op == "delayed":                   # a delayed trigger (engine/delayed.py)
            delayed.set_up(st, eff, item, i, objs)
            return objs, False
        if op == "buff_bonus":                # 701: buffs give more this turn
            st.modifiers.append(Modifier(-1, "rule", amount=n, keyword="buff_bonus",
                                         until="turn", timestamp=st.tick(), source=ctl))
            st.say(f"  {item.card}: buffs give {ctl}'s units an additional +{n} might this "
                   f"turn (701)")
        if op == "new_choices":               # 750-755 (engine/new_choices.py)
            return new_choices.execute(self, st, objs, item, who, answer)
        if op == "name":                      # "name a tag / a spell" (engine/naming.py)
            return naming.execute(self, st, eff, item, who, answer)
        if op == "pay_any":                   # 204.3.b (engine/pay_any.py)
            return pay_any.execute(self, st, eff, item, who, answer)
        if op == "activate_triggers":         # 383.4.g (engine/copying.py)
            return copying.activate(self, st, eff.event, objs, item.card), False
        if op == "lose_control":              # Hostile Takeover (engine/control.py)
            lost = tuple(t for t in objs if control.lose_control(self, st, t, who, item.card))
            return lost, len(lost) < len(objs)
        if op == "take_control":              # 188-191 (engine/control.py)
            taken = tuple(t for t in objs if control.take_control(self, st, t, who, item.card))
            for t in taken:
                if eff.dest == "base" and st.objs[t].attached_to is not None:
                    attach.detach(self, st, t, f"({item.card}: it moves, 435)")
                if eff.dest == "base" and t not in st.players[who].zones["base"]:
                    st.say(f"  {item.card}: {self.ref(st, t)} moves to {who}'s base")
                    self.relocate(st, t, "base", controller=who)     # "move it to your base"
                if eff.until == "leaves" and source in st.objs:     # "until I leave the board"
                    control.until_source_leaves(st, t, who, source, item.card)
            return taken, len(taken) < len(objs)
        if op == "extra_turn":                # 734-738 (engine/extra_turns.py)
            extra_turns.add(st, who, item.card)
            return (), False
        if op == "next_play":                 # a delayed cost change (engine/delayed.py)
            delayed.start(st, eff, ctl, item.card)
            return (), False
        if op == "to_deck":                   # its owner: the top or the bottom
            from .deck_place import to_deck
            return to_deck(self, st, objs, item, answer)
        if op == "copy":                      # 477.1.b.1: layer 1, every copyable trait
            of = (item.source,) if eff.copy_of == -1 else linked.chosen(item, eff.copy_of)
            return copying.become_copy(self, st, objs, of, item.card)
        if op == "cost_this_turn":            # 356.3, for the rest of the turn (delayed.py)
            delayed.turn_cost_start(st, eff, who, item.card)
            return (), False
        if op == "custom" and eff.handler == "predict":
            return self._predict(st, ctl, item, answer)
        if op == "gain_xp":                   # 730.1 (engine/xp.py)
            xp.gain(st, who, n, xp.by(self.db, item))
            return objs, False
        if op in ("replace", "swap_back"):    # 438 (engine/replace_action.py)
            return replace_action.instruction(self, st, eff, item)
        if op == "grant_repeat":              # 820, granted to the next spell played
            repeat.grant_next(st, ctl, eff.what, item.card)
            return objs, False
        if op == "look_facedown":             # "you can look at their facedown cards this
            view.may_see_facedown(st, ctl, who)   # turn" (128.4, engine/view.py)
            return objs, False
        if op == "spend_xp":                  # 730.2: a cost within instructions (383.3.b)
            if not xp.can_spend(st, who, n):
                st.say(f"  {item.card}: {who} has fewer than {n} XP to spend (730.2)")
                return (), True
            xp.spend(st, who, n, xp.by(self.db, item))
            return objs, False
        if op == "gain_points":
            if rule_changes.cant_gain_points(self.db, st, who):
                st.say(f"  {item.card}: {who} can't gain points")
                return objs, True
            teams.gain_points(st, who, n)
            st.say(f"  {who} gains {n} point(s)")
            return objs, False
        if op == "add":                       # 429: resolved through the chain (chain.py)
            resources.add(st, who, eff, item.card)
            return (), False
        st.say(f"  {item.card}: '{op}' is not supported by the engine yet and does nothing")
        return objs, True

    def _fixed_dest(self, eff: Effect, item: ChainItem):
        if eff.dest == "here" and item.here is not None:
            return item.here
        return MOVE_TO_BASE

def _says_here(eff: Effect) -> bool:
    """Does the instruction read "here" (a place, a selector's location, its condition)?"""
    sels = [eff.target, getattr(eff.only_if, "what", None)]   # a Count has a selector
    sels += [s.location for s in sels if s is not None and s.location is not None]
    return eff.dest == "here" or any(s is not None and s.at == "here" for s in sels)


def _until(duration: str) -> str:
    return {"this turn": "turn", "this combat": "combat"}.get(duration, "permanent")


def _lasting(duration: str) -> str:
    """For a log line: " this turn" or " this combat"; nothing for a lasting change, which
    the reader takes as the default ("gains temporary", never "gains temporary permanent")."""
    return "" if duration == "permanent" else f" {duration}"


@frozen.per_object          # one copy per selector, not one per unit looked at
def _at_any(sel):
    return replace(sel, kind="all", at=None, location=None)


def _on_board_now(st: GameState, oid: int) -> int:
    """A card an earlier instruction played, once it has resolved onto the board: the
    permanent it became ("play it. Then you may do this: Empower it", Wild Claw)."""
    if oid in st.objs or not st.modifiers:
        return oid
    for m in st.modifiers:
        if m.kind == "resolved_from" and m.amount == oid:
            return m.target
    return oid
