"""Running a resolving item's instructions (359.3.d-e): each instruction, top to bottom,
with what it needs first: "if you do" / "if you don't" links (359.3.e.14), reflexive
"do this:" triggers (387), a condition tested as it resolves (383.2.a.1), "here" read as
it executes (359.3.f.2), "you may" and "unless" asked of the right player (355.17,
383.3.a.3), choices made on resolution with the task waiting on the stack (355.17),
each player in turn (355.10.e), and instructions done together as one game action
(370.1.a.2); then `Effects.execute` (effects.py) does the instruction itself.  Cards
looked at or attached that offer something "as you look at me" / "as this is attached"
are done before the effect goes on (424, 434).
"""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import COPY_OF_PREVIOUS, Effect
from . import (amounts, conditions, copying, ffa, instruction_play, kills, lasting, linked, looks,
               payment, perplayer, player_modes, reflexive, repeat, seen, xp)
from .player_instructions import PlayerInstructions
from .state import SUSPEND, ChainItem, GameState, Task

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


def _progress(progress, i: int, start: int):
    """How far the instruction waiting at `start` got, for the one at `i` (a "you may"
    answered yes is no per-player progress)."""
    return progress if i == start and progress != ASKED_YES else None


class InstructionRunner(PlayerInstructions):
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
            if len(st.order) > 2 and ffa.here_is_base(st, base_item):
                here = None             # 462.2.b: its unit went to base, so "here" is there
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
                    instruction_play.why_not_playable(
                        self, st, eff, o, item, item.controller) is None for o in objs):
                eff = replace(eff, ask=None)  # nothing can be played: not offered (419.3.c)
            if eff.ask is not None and not (i == start and progress == ASKED_YES) and \
                    eff.player != ffa.EACH_OPPONENT:     # each asked (ffa.asks_each)
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
                    else amounts.swap_might(self, st, objs, item, prev,
                                            lasting.until(eff.duration)) \
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
        return looks.private(item.controller) if seen.offer_is_private(st, item) else ""

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


def _says_here(eff: Effect) -> bool:
    """Does the instruction read "here" (a place, a selector's location, its condition)?"""
    sels = [eff.target, getattr(eff.only_if, "what", None)]   # a Count has a selector
    sels += [s.location for s in sels if s is not None and s.location is not None]
    return eff.dest == "here" or any(s is not None and s.at == "here" for s in sels)
