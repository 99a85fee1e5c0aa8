"""The turn (rules 314-317) and triggered abilities (382-388)."""

from __future__ import annotations

from ..cards.model import Trigger
from . import attach, conditions, copying, delayed, events, extra_turns, ffa, granted_abilities, \
    frozen, rule_changes, teams, trash_rules, zone_picks
from .layers import has_keyword
from .errors import IllegalAction
from .notation import resolve
from .cleanup import NORMAL_CLEANUP
from .state import ChainItem, Decision, GameState, Task
from .targets import on_board, placed

NEXT_PHASE = {"awaken": "beginning", "beginning": "channel", "channel": "draw", "draw": "main"}


# hold effects are also conquer effects and vice versa for some units (rule_changes.py)
SWAPPED = {"conquer": "hold", "hold": "conquer"}


def _temporary_in_game(db, st: GameState) -> bool:
    """Can an object of this game have Temporary: printed on a card of it, given by a static
    of one, or by a modifier (`layers.keywords`' sources)?  Most games have none, and the
    Beginning Phase then walks no board for it."""
    live = frozen.live(db, st)
    if live is None or "keyword:temporary" in live or "grants:temporary" in live:
        return True
    for m in st.modifiers:      # a loop: once a turn
        if m.kind == "keyword" and m.keyword == "temporary":
            return True
    return False


class TurnRules:
    db: object
    # (in_game, the events some card of that game listens to): `heard`'s kept answer
    _heard: tuple = (None, frozenset())
    _heard_by: dict | None = None      # in_game set -> `heard`'s answer

    def enter_phase(self, st: GameState, phase: str) -> None:
        """Run a phase's tasks; the loop moves on when nothing is left to do (335)."""
        st.phase, st.step = phase, ""
        tp = st.turn_player
        st.tasks.append(NORMAL_CLEANUP)             # 319.2: after a phase transition
        if phase == "awaken":                                        # 315.1
            p = st.players[tp]
            st.players[tp].turns_taken += 1
            # only board objects can be exhausted there: look in those zones, not at every
            # card of both decks (the order of these changes does not matter)
            objs = st.objs
            readied = []
            unready = self.db.having("passive:cant_be_readied")    # "I can't be readied"
            for oid in placed(st):
                o = objs[oid]
                if o.controller == tp and o.exhausted and o.zone in ("base", "battlefield", "runes",
                                                                      "legend") \
                        and o.card not in unready:
                    st.set(oid, exhausted=False)
                    readied.append(oid)
            st.say(f"{tp}'s turn {st.turn_number}: awaken, ready everything (315.1)")
            # 315.1.b: the turn player readies them: "when you ready a unit" sees it (415.3.a)
            self.fire_each(st, "ready", readied, tp)
        elif phase == "beginning":                                   # 315.2
            # Temporary: killed at the start of its controller's Beginning Phase, before
            # scoring (Temporary keyword, 315.2.a)
            # (units are on the board: look there, in the objects' order, which is id order)
            objs = st.objs
            # (each object read before any is killed: a kill may trigger and change others)
            for oid, o in [(i, objs[i]) for i in sorted(on_board(st))] \
                    if _temporary_in_game(self.db, st) else ():
                if o.controller == tp and o.zone in ("base", "battlefield") and \
                        o.attached_to is None and has_keyword(self.db, st, oid, "temporary"):
                    # (an attached card's own text, Temporary included, is inactive: 718.2)
                    if o.zone == "battlefield" and rule_changes.no_temporary_at(
                            self.db, st, tp, o.bf):
                        st.say(f"  {self.ref(st, oid)}'s Temporary does not trigger there "
                               f"(LeBlanc, Everywhere At Once)")
                        continue
                    self.kill(st, oid, "(Temporary, start of the Beginning Phase)")
            # 315.2.a.1: the Beginning Step's game effects; their triggers go on the chain
            # and resolve before the Scoring Step begins (335: `advance`)
            self.fire(st, "start_of_beginning", subject=None, player=tp)
        elif phase == "channel":                                     # 315.3
            n = 2
            if st.players[tp].turns_taken == 1 and st.order.index(tp) == len(st.order) - 1:
                n = 3                                                # 485.7, 487.7, 488.7
                rule = ffa.rule_of(st)
                st.say(f"  {tp} goes {'second' if rule == '485' else 'last'}: one extra rune "
                       f"on the first turn ({rule}.7)")
            if rule_changes.channel_one(self.db, st):              # Sandstone Chimera
                n = 1
                st.say(f"  {tp} channels only 1 rune (Sandstone Chimera)")
            self.channel(st, tp, n)
        elif phase == "draw":                                        # 315.4
            if len(st.order) > 2 and ffa.skips_first_draw(st, tp):
                st.say(f"  {tp} goes first: no draw in their first Draw Phase "
                       f"({ffa.rule_of(st)}.7)")
            elif not trash_rules.skips_draw(self, st, tp):           # 443
                self.draw(st, tp, 1)
        elif phase == "main":                                        # 316.2-316.4
            for p in st.players.values():
                p.energy, p.power, p.spell_energy, p.kept = 0, {}, 0, ()
            st.say(f"  {tp}'s main phase: rune pools empty (316.3)")
            delayed.start_of_main(self, st)          # "at the start of your next Main Phase"
            self.fire(st, "start_of_main", subject=None, player=tp)   # "... your Main Phase"
        elif phase == "ending":                                      # 317
            st.say(f"  {tp} ends the turn: ending step (317.1)")
            self.fire(st, "end_of_turn", subject=None, player=tp)
            delayed.end_of_turn(self, st)            # "at the end of this turn"

    def hold_scoring(self, st: GameState, task: Task) -> None:
        """315.2.b: the Scoring Step, once the Beginning Step's chain has resolved and its
        cleanups are done (a battlefield left without units is no longer held, 323.6)."""
        tp = st.turn_player
        if st.teams is not None:
            ffa.note_scoring_step(st)                                # 489.8.b, 489.8.g.1
        for k, b in enumerate(st.bfs):
            if b.controller == tp:
                self.score(st, tp, k, "hold")                        # 315.2.b.2
        self.push_cleanup(st)

    def advance(self, st: GameState) -> None:
        """Nothing outstanding and no one acting: the next step, phase or turn begins
        (305, 335)."""
        if st.phase == "beginning" and st.step != "scoring":         # 315.2.b
            st.step = "scoring"
            st.tasks.append(Task("hold_scoring", ()))
        elif st.phase in NEXT_PHASE:
            self.enter_phase(st, NEXT_PHASE[st.phase])
        elif st.phase == "ending":                # 317.2: the expiration step
            st.phase = "expiration"
            self.push_cleanup(st, "ending")
        elif st.phase == "expiration":             # 317.3: the next player's turn
            nxt, extra = extra_turns.next_turn(st)   # 734-738: an Additional Turn first
            if extra:
                st.say(f"  {nxt} takes an Additional Turn (735, 737)")
            self.start_turn(st, nxt, st.turn_number + 1)

    def start_turn(self, st: GameState, player: str, number: int) -> None:
        st.turn_player = player
        st.turn_number = number
        st.scored = {}
        st.turn_notes = {}
        st.played_this_turn = ()
        st.played_by = ()
        st.priority = None
        self.enter_phase(st, "awaken")

    # -- triggers -------------------------------------------------------------------------
    # (SWAPPED: the other of hold and conquer, for Skyfall of Areion)
    def fire(self, st: GameState, event: str, subject: int | None, player: str,
             here: int | None = None, origin: int | None = None, leaving=frozenset(),
             extra=(), seen: set | None = None, sources=None, nth: int | None = None,
             by: str | None = None, spent: int | None = None) -> None:
        """Collect triggered abilities whose condition this event meets (383).  `leaving`:
        objects leaving the board in this same event (383.2.c.2); `extra`: (object,
        controller) off the board whose own "when this ..." sees the event (385.2);
        `seen`: shared by simultaneous events, so "the Nth time" / "one or more" trigger
        once (383.1.b, engine/events.py); `sources`: `listener_sources` of this event,
        when the caller fires it for several subjects at once (events.py fire_each);
        `nth`: a resolved spell's count of cards played when it was finalized (419.4.a);
        `by`: the player who moved the unit (a `move` event)."""
        if event == "dies" and st.modifiers and subject is not None:
            delayed.watched(self, st, event, subject)      # "when it dies this turn"
        names = self.listeners.get(event)
        swapped = rule_changes.hold_conquer_units(self.db, st) if event in SWAPPED else ()
        if swapped:                   # Skyfall of Areion: "my hold effects are also conquer
            names = (names or frozenset()) | (self.listeners.get(SWAPPED[event])  # effects"
                                              or frozenset())
            sources = None
        if swapped:
            if names.isdisjoint(st.in_game):
                return
        elif not names or event not in (heard[1] if (heard := self._heard)[0] is st.in_game
                                        else self.heard(st)):
            return        # no card of this game listens (GameState.in_game): nothing to walk
        if sources is None:
            sources = self._listening(st, names, event, extra)
        given = granted_abilities.given_triggers(st, names) if st.modifiers else []
        for holder, holder_ctl, giver in [(h, c, None) for h, c in sources] + given:
            o = st.objs[holder]
            card = self.db.get(giver or o.card)   # a given ability: its giver's (476)
            off_board = (holder, holder_ctl) in extra
            for idx, ab in enumerate(card.abilities):
                trg = ab.trigger
                if ab.kind != "triggered" or trg is None or trg.event != event and not (
                        swapped and trg.event == SWAPPED[event]):
                    continue
                if (giver is not None) != (ab.granted is True):
                    continue      # a `to: given` ability is only what it was given to
                oid, ctl = holder, holder_ctl
                if o.attached_to is not None or ab.attached:   # 718.2-718.3 (attach.py)
                    oid = attach.host(st, holder, ab)
                    if oid is None:
                        continue
                    ctl = st.objs[oid].controller
                if trg.event != event and oid not in swapped:
                    continue          # the other event's effects: only that unit's
                if trg.controlled_by == "that_player":
                    ctl = player      # 190.6.c: "they may ...": the event's player controls it
                if (o.zone == "trash") != (trg.zone == "trash") and not off_board:
                    continue      # a "from your trash" ability works there only (385.2)
                if (off_board or oid in leaving) and not (trg.subject == "self"
                                                          and subject == oid):
                    continue      # 383.2.c.2 / 385.2: only its own "when this ..." sees it
                if not self._trigger_applies(st, trg, oid, subject, player, here, origin, ctl):
                    continue
                if not events.applies(self, st, trg, oid, idx, subject, player, here, origin,
                                      ctl, seen, nth, by, spent):
                    continue
                if ab.condition == "legion":
                    # 812.1.c: active only if you finalized another card this turn; a play
                    # trigger's own card was just counted, so it needs one more
                    own = 1 if event == "play" and subject == oid else 0
                    if self.plays_this_turn(st, ctl) - own < 1:
                        continue
                if trg.once_each_turn and not events.once_this_turn(st, oid, idx):
                    continue      # "Once each turn, when ...": it has triggered this turn
                bf_here = self.bf_of_obj(st, oid) if o.zone == "battlefields" else (
                    o.bf if o.zone == "battlefield" else here)
                left = event == "move" and trg.direction == "from" and trg.subject == "self"
                if left:          # "when I move from a location, ... there": where I left
                    bf_here = origin
                times = 1
                if o.gear and oid == holder and giver is None:
                    # an attached card's Effect Text that copies my text (477.1.b.2,
                    # Svellsongur): my own triggered abilities, once more each (718.3)
                    times += copying.text_copies(st, oid)
                if event == "dies" and trg.subject == "self" and (card.type == "unit" or
                                                                  ab.attached):
                    # Deathknell (808): Karthus, Eternal makes yours trigger again
                    times += rule_changes.deathknell_extra(self.db, st, ctl)
                if event == "conquer" and here is not None and player == ctl:
                    # Red Brambleback: your conquer effects for conquering here trigger an
                    # additional time
                    times += rule_changes.conquer_extra(self.db, st, ctl, here)
                if event == "hold" and here is not None:
                    # Blue Sentinel: "your hold effects for holding here trigger an
                    # additional time"
                    times += rule_changes.hold_extra(self.db, st, ctl, here)
                for _ in range(times):
                    st.triggers.append(ChainItem(st.new_id(), "triggered", ctl, oid, card.name,
                                                 ability=idx, subject=subject,
                                                 here=bf_here if bf_here is not None
                                                 or left else here,
                                                 by_trigger=True, event_player=player,
                                                 event_at=here,
                                                 label=f"{card.name} trigger",
                                                 via=holder if ab.attached else None))

    def listener_sources(self, st: GameState, names, event: str,
                         extra=()) -> list[tuple[int, str]]:
        """(object, controller) of each object whose card listens to `event` (`names`), in
        board order: `extra`, bases and legends, battlefields, then trashes (385.2).
        Firing an event changes no object, so one walk serves its simultaneous
        subjects."""
        if names is self.listeners.get(event):
            if event not in self.heard(st):   # no card of this game listens: no walk
                return []
        elif names.isdisjoint(st.in_game):
            return []
        return self._listening(st, names, event, extra)

    def hears(self, st: GameState, event: str) -> bool:
        """Does some card of this game listen to `event` (`heard`)?"""
        heard = self._heard
        return event in (heard[1] if heard[0] is st.in_game else self.heard(st))

    def heard(self, st: GameState) -> frozenset[str]:
        """The events some card of this game (`GameState.in_game`) listens to: an event no
        card of the game triggers on is fired without a walk.  Kept per `in_game` set
        (replaced, never changed in place, when a new card name enters the game), so one
        set test answers instead of one against the game's names for every event."""
        kept = self._heard
        in_game = st.in_game
        if kept[0] is in_game:
            return kept[1]
        # each answer kept by its set too: a new game of the same decks (or the same token
        # made again) reaches an equal set, whose answer is one lookup, not a walk of
        # every event (the sets never change in place: frozensets)
        by = self._heard_by
        if by is None or len(by) > 256:
            by = self._heard_by = {}
        got = by.get(in_game)
        if got is None:
            got = by[in_game] = frozenset([e for e, names in self.listeners.items()
                                           if not names.isdisjoint(in_game)])
        self._heard = (in_game, got)
        return got

    def _listening(self, st: GameState, names, event: str,
                   extra=()) -> list[tuple[int, str]]:
        """listener_sources' walk, once a card of `names` is known to be in this game."""
        # (every event of a turn walks this: the common empty `extra` builds nothing)
        objs = st.objs
        sources: list[tuple[int, str]] = [
            (oid, ctl) for oid, ctl in extra
            if objs.get(oid) is not None and objs[oid].card in names] if extra else []
        players = st.players
        gear = st.attaching               # no card attached yet: no gear to look at
        for p in st.order:
            pz = players[p].zones
            for oid in pz["base"] + pz["legend"]:
                o = objs.get(oid)
                if o is None:
                    continue
                if o.card in names:
                    sources.append((oid, p))
                if gear and o.gear:          # Effect Text of attached cards (718.3)
                    sources += [(g, p) for g in o.gear if objs[g].card in names]
        for b in st.bfs:
            for oid in b.units:
                o = objs[oid]
                if o.card in names:
                    sources.append((oid, o.controller))
                if gear and o.gear:
                    sources += [(g, o.controller) for g in o.gear if objs[g].card in names]
            bo = objs.get(b.obj)
            if bo is not None and bo.card in names:
                sources.append((b.obj, b.controller or st.turn_player))   # 190.6.b
        if event in self.trash_events:
            # 385.2: "from your trash"
            sources += zone_picks.trash_listeners(self, st, names, event)
        return sources

    def _trigger_applies(self, st, trg: Trigger, src: int, subject, player, here, origin,
                         ctl) -> bool:
        if trg.subject == "self" and trg.event == "showdown_start":
            pass              # "when a showdown begins here": `where: here` places it
        elif trg.subject == "self" and trg.event in ("conquer", "hold") and subject is None:
            # "When I conquer / hold": I am at that battlefield, on the scoring player's
            # side, as it is conquered or held (conquer effects, 469; hold, 469.2)
            o = st.objs[src]
            if not (o.zone == "battlefield" and o.bf == here and o.controller == player):
                return False
        elif trg.subject == "self" and subject != src:
            return False
        if trg.subject == "you" and (player != ctl or self._you_is_no_one(st, src)):
            return False      # 190.6.d: an uncontrolled battlefield's "you" is no one
        if trg.subject == "ally" and (subject is not None or
                                      not teams.is_ally(st, player, ctl)):
            return False      # "when you or an ally hold": the player-level event
        if trg.subject == "opponent" and (subject is not None or
                                          not teams.is_opponent(st, player, ctl)):
            return False      # "when an opponent scores": the player-level event (469)
        if trg.subject == "you" and trg.event in ("attack", "defend") and subject is not None:
            return False          # the player-level event, not each unit's (combat.py)
        if trg.subject in ("friendly_gear", "enemy_gear"):  # "when you / an opponent play(s)
            if subject is None or subject not in st.objs or \
                    self.db.get(st.objs[subject].card).type != "gear" or \
                    events.friendly(st, trg, st.objs[subject].controller, ctl) != \
                    (trg.subject == "friendly_gear"):
                return False                           # a gear"
        if trg.subject in ("unit", "friendly_unit", "other_friendly_unit", "enemy_unit"):
            if subject is None or subject not in st.objs:
                return False
            if self.db.get(st.objs[subject].card).type != "unit":
                return False
            who = st.objs[subject].controller     # a 2v2 teammate's is friendly (489.8.e)
            if trg.subject in ("friendly_unit", "other_friendly_unit") and who != ctl and \
                    (st.teams is None or not events.friendly(st, trg, who, ctl)):
                return False
            if trg.subject == "other_friendly_unit" and subject == src:
                return False                               # "another": not me
            if trg.subject == "enemy_unit" and (who == ctl or st.teams is not None and
                                                events.friendly(st, trg, who, ctl)):
                return False
        if trg.only_if is not None and not conditions.holds(
                self.db, st, trg.only_if, ctl, src, here if here is not None else
                (st.objs[src].bf if st.objs[src].zone == "battlefield" else None),
                it=(subject,) if subject is not None else ()):
            return False      # 383.2.a.1: "When X, if Y": Y is part of the trigger condition
        if trg.min_energy is not None and trg.event != "activate":   # printed (FAQ: Defy)
            if subject is None or subject not in st.objs or \
                    self.db.get(st.objs[subject].card).cost.energy < trg.min_energy:
                return False
        if trg.event == "move" and trg.direction == "to" and trg.where is None and here is None:
            return False                      # "moves to a battlefield": base is not one
        if trg.event == "move" and trg.direction == "from" and trg.where == "battlefield" and \
                origin is None:
            return False                      # "moves from a battlefield": not from a base
        if trg.where == "here":
            bf_src = self.bf_of_obj(st, src)
            if bf_src is None:
                bf_src = st.objs[src].bf
            where = origin if trg.direction == "from" else here
            if where is None and trg.event in ("play", "dies") and subject in st.objs and \
                    st.objs[subject].zone == "battlefield":
                where = st.objs[subject].bf              # "plays a unit here", "dies here"
            if where is None or where != bf_src:
                return False
        return True

    def put_triggers_on_chain(self, st: GameState) -> None:
        """Pending triggers go on the chain in turn order, turn player first (303.2.a);
        each player orders their own when they come from different sources (FAQ)."""
        if len(st.order) < len(st.players):       # 651.3: a removed player's are gone
            st.triggers = [t for t in st.triggers if t.controller in st.order]
            if not st.triggers:
                return
        tp_index = st.order.index(st.turn_player)
        rank = {p: (st.order.index(p) - tp_index) % len(st.order) for p in st.order}
        first = min(st.triggers, key=lambda t: (rank[t.controller], t.id)).controller
        mine = sorted((t for t in st.triggers if t.controller == first), key=lambda t: t.id)
        if len({t.source for t in mine}) > 1:
            st.pending = Decision(first, "order",
                                  f"{first}: order your triggered abilities; the first listed "
                                  f"goes on the chain first and resolves last",
                                  tuple(t.id for t in mine))
            return
        self.add_triggers(st, mine)

    def add_triggers(self, st: GameState, items) -> None:
        ids = {t.id for t in items}
        st.triggers = [t for t in st.triggers if t.id not in ids]
        for it in items:
            self.add_to_chain(st, it)
            st.say(f"  {it.label} goes on the chain (383)")
        self.push_cleanup(st)

    def trigger_sources(self, st: GameState, dec: Decision) -> list:
        by_id = {t.id: t for t in st.triggers}
        return [by_id[i] for i in dec.options if i in by_id]

    def answer_order(self, st: GameState, dec: Decision, refs) -> None:
        pending = self.trigger_sources(st, dec)
        if len(refs) != len(pending):
            raise IllegalAction(f"order all {len(pending)} triggered abilities: "
                                + ", ".join(self.ref(st, t.source) for t in pending))
        ordered = []
        for r in refs:          # each reference takes the oldest unordered trigger of its source
            left = [t for t in pending if t not in ordered]
            src = resolve(st, r, list(dict.fromkeys(t.source for t in left)), "trigger source")
            ordered.append(next(t for t in left if t.source == src))
        st.pending = None
        st.say(f"{dec.player}: order " + ", ".join(self.ref(st, t.source) for t in ordered))
        self.add_triggers(st, ordered)
