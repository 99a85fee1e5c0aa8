"""Trigger events beyond play / combat / scoring / death (rules 382-385): the game actions
that fire them and the refinements of a trigger condition (`Trigger` fields).

An event is fired through `TurnRules.fire`, which looks only at the cards listening to
that event (`Engine.listeners`, indexed by event type).  This module adds:

- the events done by a player ("when you stun / ready / buff / kill / discard / recycle /
  play a card"; 423, 415, 426, 428, 422, 416): the one doing it must be the trigger's
  controller;
- "the Nth time" (383.1): counted this turn; simultaneous events that meet it trigger
  it once (383.1.b), as "one or more" (`one_or_more`) does for a group of events;
- 383.2.c.2: an object leaving the board in the same event does not see it (Viktor,
  Leader and another unit dying in the same cleanup), except its own "when I die" /
  "when this leaves the board";
- 385.2: a card off the board triggers only where its text says (Scrapheap, "when this is
  discarded", sees its own discard from the trash it went to).
"""

from __future__ import annotations

from ..cards.model import Trigger
from . import attach, conditions, delayed, frozen, kills, layers, looks, rule_changes, teams
from .state import GameState, Modifier

# events a player does: "when you stun ..." means the trigger's controller did it
ABILITY = "ability"      # a `chosen` event's origin: chosen with an ability, not a spell
DONE_BY_PLAYER = frozenset({"stun", "ready", "buff", "kill", "discard", "recycle", "draw",
                            "play_card", "hide", "recycle_rune", "spend_buff", "activate",
                            "empower"})
MOVED = "moved"
FROM_HAND = "hand"      # play_card's `by`: the card was played from its controller's hand


def chooses_units(eff) -> bool:
    """An instruction that chooses units (or permanents) as the spell is played (383.4.b.2)."""
    return eff.target is not None and eff.target.kind == "choose" and \
        eff.target.object in ("unit", "permanent")


def applies(eng, st: GameState, trg: Trigger, src: int, idx: int, subject, player: str,
            here, origin, ctl: str, seen: set | None, nth: int | None = None,
            by: str | None = None, spent: int | None = None) -> bool:
    """The refinements of a trigger condition (383.2.a.1), tested as the event happens."""
    ev = trg.event
    if trg.spent_at_least is not None and (spent or 0) < trg.spent_at_least:
        return False      # "when you play a spell, if you spent [4] or more" (357)
    if ev in DONE_BY_PLAYER and player != ctl and \
            not (ev == "ready" and trg.subject == "self" and trg.by is None):
        return False      # ("when I become ready": whoever readies me, 415; "when you
        # ready me", by: you: its controller only)
    if ev == "activate" and trg.min_energy is not None and (nth or 0) < trg.min_energy:
        return False      # the ability's Energy cost (`nth` carries it: engine/chain.py)
    if ev == "activate" and trg.min_energy is None and nth is not None:
        return False      # one use, two events: the one carrying the cost (ability_played)
        # is for "with Energy cost N or more" only; "when you use" answers the other (377.2)
    if ev == "mighty" and (trg.at_least or layers.MIGHTY) != (nth or layers.MIGHTY):
        return False      # the threshold this event crossed (709, or "becomes 10 or more")
    if ev == "empower" and subject == src:
        return False      # "when you empower something else": not me
    if ev in ("dies", "leaves") and subject == src and trg.subject != "self":
        return False      # 383.2.c.2: "a friendly unit dies" is not seen by the one dying
    if ev == "win_combat" and trg.subject == "you" and subject is not None:
        return False      # the player's result (subject None), not each unit's (466.3.c)
    subj = st.objs.get(subject) if subject is not None else None
    if trg.subject == "their_unit":                   # "a player chooses a friendly unit"
        if subj is None or eng.db.get(subj.card).type != "unit" or subj.controller != player:
            return False
    if trg.buffed and (subj is None or not subj.buffs):
        return False
    if trg.stunned and (subj is None or not subj.stunned):
        return False
    if trg.not_tags and subj is not None:
        tags = attach.tags(eng.db, st, subject) if attach.more_tags(eng.db, subj) else \
            {t.lower() for t in eng.db.get(subj.card).tags}
        if tags.intersection(t.lower() for t in trg.not_tags):
            return False
    if trg.by == "spell" and kills.killed_with(st) != "spell":   # "with a spell" (428.5)
        return False
    if trg.by == "you" and by != ctl and ev != "ready":   # "when you move an enemy unit"
        return False      # (moves.py), "when you choose me" (`by`: the chooser, 383.4.b.1);
        # a ready's readier is `player`, tested above
    if trg.from_hidden and origin is None:            # play(_card): origin = where it was hidden
        return False
    if ev == "chosen" and origin == ABILITY and not trg.abilities:
        return False      # "with a spell" (383.4.b): an ability's choice is not one
    if trg.not_from_hand and by == FROM_HAND:         # play_card: "from anywhere other than
        return False                                  # your hand"
    if trg.not_token and (subj is None or subj.token):     # "a non-token unit" (185)
        return False
    if trg.min_power is not None and (subj is None or eng.db.get(subj.card).cost.power_total
                                      < trg.min_power):
        return False                  # "a card with Power cost [A][A] or more" (printed)
    if trg.token and (subj is None or not subj.token):     # "a token unit" (185)
        return False
    if trg.tags and (subj is None or not (
            attach.tags(eng.db, st, subject) if attach.more_tags(eng.db, subj) and
            subject in st.objs else {t.lower() for t in eng.db.get(subj.card).tags})
            .intersection(t.lower() for t in trg.tags)):
        return False                                       # "another Dragon"
    if trg.alone and not _alone(st, subject):
        return False
    if trg.one_on_one and not _one_on_one(eng.db, st, subject):
        return False
    if trg.was_uncontrolled and origin is not None:
        return False      # conquer: `origin` is who controlled the battlefield before
    if trg.where == "mine":
        # "from / to my location": my base or battlefield (a move from base has no origin)
        o = st.objs[src]
        if o.zone not in ("base", "battlefield"):
            return False
        mine = o.bf if o.zone == "battlefield" else None
        if (origin if trg.direction == "from" else here) != mine:
            return False
    if trg.where == "elsewhere":
        # "to a battlefield other than mine": a battlefield (bases are not), not my location
        o = st.objs[src]
        mine = o.bf if o.zone == "battlefield" else None
        if here is None or here == mine:
            return False
    if ev == "play" and trg.direction == "to":        # "when you play me to a battlefield"
        if subj is None or subj.zone != "battlefield":
            return False
    if trg.nth is not None and not _nth(eng, st, trg, src, subject, player, ctl, nth):
        return False
    if (trg.nth is not None or trg.one_or_more) and seen is not None:
        # 383.1.b / "one or more": simultaneous events trigger it once
        if (src, idx) in seen:
            return False
        seen.add((src, idx))
    return True        # "Once each turn": checked last, as it triggers (turn.py, once_this_turn)


def _alone(st: GameState, subject) -> bool:
    """"Attacks / defends alone": the only unit with its designation there (740.2.a)."""
    o = st.objs.get(subject) if subject is not None else None
    if o is None or o.zone != "battlefield" or o.designation is None:
        return False
    return not any(st.objs[u].designation == o.designation
                   for u in st.bfs[o.bf].units if u != subject)


def _one_on_one(db, st: GameState, subject) -> bool:
    """740.2.b: a unit is one on one when it and the enemy unit at the same location are
    both alone (740.2.a: no other friendly unit there): the only units there are it and one
    enemy unit."""
    o = st.objs.get(subject) if subject is not None else None
    if o is None or o.zone != "battlefield":
        return False
    others = [st.objs[u] for u in st.bfs[o.bf].units
              if u != subject and db.get(st.objs[u].card).type == "unit"]
    return len(others) == 1 and teams.is_opponent(st, others[0].controller, o.controller)


def friendly(st: GameState, trg: Trigger, who: str, ctl: str) -> bool:
    """Is an object `who` controls friendly to the trigger's controller `ctl`?  In 2v2 a
    teammate's is too (489.8.e), unless the card says "you control" / "you play" (`own`,
    489.8.c); without teams only `ctl`'s own (nothing more is asked)."""
    return who == ctl or (st.teams is not None and not trg.own and teams.is_ally(st, who, ctl))


def _nth(eng, st: GameState, trg: Trigger, src: int, subject, player: str, ctl: str,
         nth: int | None = None) -> bool:
    """383.1: "the Nth time": is this event the Nth of its kind this turn?  A spell's
    play event (fired as it resolves, 419.4.a) carries the count it was finalized as."""
    ev, n = trg.event, trg.nth
    if ev == "move":
        return moves_this_turn(st, subject) == n
    if ev in ("play_card", "play_spell"):
        return (nth if nth is not None else eng.plays_this_turn(st, ctl)) == n
    if ev == "draw":                                  # "your second card each turn"
        return drawn_this_turn(st, player) == n
    if ev == "start_of_beginning":                    # "each player's first Beginning Phase"
        return st.players[player].turns_taken == n
    if ev == "dies":
        # deaths are noted as the units leave, after every death of the event has fired
        # (cleanup.py, Effects kill), so this counts the earlier events of the turn
        mine = trg.subject in ("friendly_unit", "other_friendly_unit")
        theirs = trg.subject == "enemy_unit"
        ours = (ctl + ":",) if st.teams is None or trg.own else \
            tuple(p + ":" for p in teams.you_and_allies(st, ctl))     # 489.8.e
        before = sum(1 for m in st.modifiers if m.kind == "happened" and m.keyword == "died"
                     and m.source.endswith(":unit")
                     and (not mine or m.source.startswith(ours))
                     and (not theirs or not m.source.startswith(ours)))
        return before + 1 == n
    # any other event: how many times it has happened to this source this turn
    key = f"{ev}:{player}"
    before = sum(1 for m in st.modifiers if m.kind == "happened" and m.target == src
                 and m.keyword == key)
    st.modifiers.append(Modifier(src, "happened", keyword=key, until="turn"))
    return before + 1 == n


def drawn_this_turn(st: GameState, player: str) -> int:
    """Cards `player` has drawn this turn (413), as noted by `EventRules.drew`."""
    turn, n = st.players[player].drawn
    return n if turn == st.turn_number else 0


def once_this_turn(st: GameState, src: int, idx: int) -> bool:
    """"Once each turn, when ...": True the first time ability `idx` of `src` triggers this
    turn, noting it (forgotten with the turn, 317.2.c); False after."""
    key = f"once:{idx}"
    for m in st.modifiers:
        if m.kind == "happened" and m.target == src and m.keyword == key:
            return False
    st.modifiers.append(Modifier(src, "happened", keyword=key, until="turn"))
    return True


def subject_place(st: GameState, item):
    """Where a trigger's subject is now: a battlefield index, "base", or None when it has
    left the board (Stealthy Pursuer: "I may be moved with it")."""
    s = st.objs.get(item.subject) if item.subject is not None else None
    if s is None or s.zone not in ("base", "battlefield"):
        return None
    return s.bf if s.zone == "battlefield" else "base"


def moves_this_turn(st: GameState, oid) -> int:
    return sum(1 for m in st.modifiers
               if m.kind == "happened" and m.target == oid and m.keyword == MOVED)


class EventRules:
    """Where the game actions fire their events (mixed into the Engine)."""
    db: object

    def listening(self, event: str) -> bool:
        return bool(self.listeners.get(event))

    def note_moved(self, st: GameState, oid: int, origin: int | None = None) -> None:
        """Count a unit's moves this turn ("the third time I move in a turn", 383.1);
        forgotten with the turn's other 'this turn' effects (317.2.c).  The amount is the
        battlefield it moved from, plus 1 (0: from base): "a battlefield I moved to or
        from" (`at: moved`, targets.py)."""
        if self.listening("move") or rule_changes.counts_moves(self.db):
            st.modifiers.append(Modifier(oid, "happened", keyword=MOVED, until="turn",
                                         amount=origin + 1 if origin is not None else 0))

    def fire_each(self, st: GameState, event: str, subjects, player: str,
                  leaving=frozenset(), extra=()) -> None:
        """One event that happens to several objects at once: each is a subject, and a
        trigger saying "one or more" or "the Nth time" triggers once (383.1.b)."""
        names = self.listeners.get(event)
        if not names:
            return
        sources = self.listener_sources(st, names, event, extra)
        if not sources:
            return          # no card here listens: no subject can trigger anything
        seen: set = set()
        for s in subjects:
            self.fire(st, event, subject=s, player=player, leaving=leaving, extra=extra,
                      seen=seen, sources=sources)

    def card_played(self, st: GameState, it, oid: int) -> None:
        """A permanent is played (finalized and resolved at once, 359.2): "when you play a
        card" / "your Nth card" / "a card from Hidden" (the battlefield it was hidden at
        is the event's origin)."""
        self.fire(st, "play_card", subject=oid, player=it.controller, origin=it.hidden_at,
                  by=FROM_HAND if it.from_hand else None)

    def ability_played(self, st: GameState, player: str, oid, ab) -> None:
        """An Add ability is played and resolves at once, off the chain (429.2): it counts
        as played (`ability_finalized`) and "when you play an activated ability with Energy
        cost 7 or more" triggers (its printed cost, carried as `nth`; 377.2.a)."""
        self.ability_finalized(st, player, oid)
        self.ability_resolved(st, player, oid, ab)

    def ability_finalized(self, st: GameState, player: str, oid) -> None:
        """An activated ability is played (finalized, 404): "the first gear ability you play
        each turn" (Piltovan Forge) counts it."""
        if oid in st.objs and self.db.get(st.objs[oid].card).type == "gear" and \
                rule_changes.sources(self.db, st, "first_gear_ability_discount",
                                     battlefields_only=True) and \
                not conditions.happened(st, rule_changes.GEAR_ABILITY, player):
            conditions.note(st, rule_changes.GEAR_ABILITY, player)   # "the first ... each turn"

    def ability_resolved(self, st: GameState, player: str, oid, ab) -> None:
        """377.2.a: "when you use / play an activated ability" is fulfilled when the ability
        resolves: a countered ability triggers nothing, and the trigger resolves after it.
        The one with the cost (`nth`) answers "with Energy cost N or more" (206.1)."""
        if self.listeners.get("activate"):
            self.fire(st, "activate", subject=oid, player=player,
                      nth=ab.cost.energy if ab.cost is not None else 0)

    def spell_played(self, st: GameState, it, oid: int) -> None:
        """A spell has resolved, so playing it is complete (419.4.a): "when you play a
        spell" and "when you play a card" trigger now, "your Nth card" counting it as the
        card it was when finalized (`nth_played`, 420.4.b)."""
        if not self.hears(st, "play_spell") and not self.hears(st, "play_card"):
            return      # no card of this game listens to either (fire would return at once)
        spent = next((e for s, e in st.players[it.controller].spent[2] if s == it.source), 0)
        self.fire(st, "play_spell", subject=oid, player=it.controller, nth=it.nth_played,
                  spent=spent)
        self.fire(st, "play_card", subject=oid, player=it.controller, origin=it.hidden_at,
                  nth=it.nth_played, by=FROM_HAND if it.from_hand else None)

    def fire_chosen(self, st: GameState, it) -> None:
        """A spell's chosen units are "chosen with a spell"; an ability's, chosen with an
        ability (383.4.b.2: after finalizing; a trigger with `abilities: true` sees both)."""
        names = self.listeners.get("chosen")
        if not names or not self.hears(st, "chosen"):
            return      # no card of this game listens (listener_sources would find none)
        ability = it.kind in ("activated", "triggered") and it.reflexive is None and \
            it.delayed is None
        if ability or self.db.get(it.card).type == "spell":
            sources = self.listener_sources(st, names, "chosen")
            if not sources:
                return          # no card here listens: no chosen unit can trigger anything
            effects = self.item_effects(st, it)
            chosen = [t for i, ts in enumerate(it.targets) if i < len(effects)
                      and chooses_units(effects[i]) for t in ts]
            self._fire_chosen(st, it.controller, chosen, sources, ability)

    def units_chosen_anew(self, st: GameState, it, k: int, old, new, player: str) -> None:
        """754: new choices made for a finalized spell (Mystic Reversal) that choose a unit
        it did not choose before: that unit's "when chosen" triggers fire now."""
        names = self.listeners.get("chosen")
        if not names or self.db.get(it.card).type != "spell":
            return
        effects = self.item_effects(st, it)
        if k >= len(effects) or not chooses_units(effects[k]):
            return
        sources = self.listener_sources(st, names, "chosen")
        if sources:
            self._fire_chosen(st, player, [t for t in new if t not in old], sources)

    def note_enemy_choice(self, st: GameState, it, card) -> None:
        """A spell, or an ability of a unit, chose enemy units and/or gear (355.6): counted
        for its controller this turn ("if you've chosen enemy units and/or gear twice this
        turn with spells or unit abilities")."""
        if it.kind == "card" and card.type != "spell":
            return
        if it.kind != "card" and card.type != "unit":
            return
        for ts in it.targets:
            for t in ts:
                o = st.objs.get(t)
                if o is not None and o.zone in ("base", "battlefield") and \
                        teams.is_opponent(st, o.controller, it.controller) and \
                        self.db.get(o.card).type in ("unit", "gear"):
                    st.players[it.controller].enemy_choices += 1
                    return

    def _fire_chosen(self, st: GameState, player: str, chosen, sources,
                     ability: bool = False) -> None:
        seen: set = set()
        for t in dict.fromkeys(chosen):
            if t not in st.objs or st.objs[t].zone not in ("base", "battlefield"):
                continue
            o = st.objs[t]
            self.fire(st, "chosen", subject=t, player=player,
                      here=o.bf if o.zone == "battlefield" else None, seen=seen,
                      sources=sources, by=player,     # "when you choose me" (383.4.b.1)
                      origin=ABILITY if ability else None)

    def discarded(self, st: GameState, player: str, trashed) -> None:
        """422.1.b: after discarding: "when you discard one or more", and each discarded
        card's own "when this is discarded" from the trash (385.2)."""
        cards = tuple(t for t in trashed if t is not None and t >= 0 and t in st.objs)
        if cards:
            self.fire_each(st, "discard", cards, player,
                           extra=tuple((t, player) for t in cards))

    def banished(self, st: GameState, player: str, cards) -> None:
        """427: "when you banish a card you own" (Zed, Master of Shadows): each card
        `player` banished that they own (a token is no card, 185)."""
        own = []
        for c in cards:
            o = st.objs.get(c)
            if o is not None and o.owner == player and not o.token:
                own.append(c)
        if own:
            self.fire_each(st, "banish", own, player)

    def drew(self, st: GameState, player: str) -> None:
        """413: `player` drew a card: "when you draw your second card each turn" (counted
        only while some card of the game's database listens for draws)."""
        if not self.listening("draw"):
            return
        st.players[player].drawn = (st.turn_number, drawn_this_turn(st, player) + 1)
        self.fire(st, "draw", subject=None, player=player)

    def recycled(self, st: GameState, player: str) -> None:
        """416.1.a: cards recycled to the Main Deck ("when you recycle one or more")."""
        self.fire(st, "recycle", subject=None, player=player)

    def won_combat(self, st: GameState, winner: str, k: int) -> None:
        """466.3.a: `winner` won the combat at battlefield `k`: "when you win a combat"
        (subject None), and each of the winner's units there, which inherit the result
        (466.3.c): "when I win a combat"."""
        if st.modifiers:                     # "when it wins a combat this turn"
            for u in [u for u in st.bfs[k].units if st.objs[u].controller == winner]:
                delayed.watched(self, st, "win_combat", u)
        if not self.listening("win_combat"):
            return
        self.fire(st, "win_combat", subject=None, player=winner, here=k)
        units = [u for u in st.bfs[k].units if st.objs[u].controller == winner]
        self.fire_each(st, "win_combat", units, winner)

    def notice_mighty(self, st: GameState) -> None:
        """709: a unit on the board becomes Mighty as its Might goes from under 5 to 5 or
        more (an event, 370.1.a).  Noticed whenever the engine has no task left, before
        waiting triggers go on the chain, by comparing with the units that were under 5
        last time (`GameState.below_mighty`).  Kept only while a card listening to it is on
        the board (None otherwise), so a game without one does no work.  A unit entering
        the board already at 5+ has not become Mighty: its Might did not change (709), and
        on its way it was a new object (124)."""
        names = self.mighty_names
        if not frozen.any_on_board(st, names):     # the last watcher has left the board
            st.below_mighty = None
            return
        board = [u for p in st.order for u in st.players[p].zones["base"]]
        for b in st.bfs:
            board.extend(b.units)
        below, became = set(), []
        others = self._might_thresholds()      # "when my Might becomes 10 or more"
        for u in board:
            if self.db.get(st.objs[u].card).type != "unit":
                continue
            m = layers.effective_might(self.db, st, u)
            if m < layers.MIGHTY:
                below.add(u)
            elif st.below_mighty is not None and u in st.below_mighty:
                became.append((u, layers.MIGHTY))
            for t in others:                   # (u, N): under N last time
                if m < t:
                    below.add((u, t))
                elif st.below_mighty is not None and (u, t) in st.below_mighty:
                    became.append((u, t))
        st.below_mighty = frozenset(below)
        for u, t in became:
            st.say(f"  {self.ref(st, u)} becomes Mighty (709)" if t == layers.MIGHTY else
                   f"  {self.ref(st, u)}'s Might becomes {t} or more")
            # (`nth` carries the threshold crossed: 5, Mighty, or a trigger's `at_least`)
            self.fire(st, "mighty", subject=u, player=st.objs[u].controller, nth=t)

    def _might_thresholds(self) -> tuple[int, ...]:
        """The Might thresholds other than Mighty's 5 that cards here listen for."""
        got = getattr(self, "_thresholds", None)
        if got is None:
            got = tuple(sorted({ab.trigger.at_least for n in self.mighty_names
                                for ab in self.db.get(n).abilities
                                if ab.trigger is not None and ab.trigger.event == "mighty"
                                and ab.trigger.at_least not in (None, layers.MIGHTY)}))
            self._thresholds = got
        return got

    def watch_mighty(self, st: GameState) -> None:
        """A card that listens for "becomes Mighty" entered the board: from the next
        notice on, each unit's Might is compared with the last (`notice_mighty`); the first
        notice only records which units are under 5."""
        if st.below_mighty is None:
            st.below_mighty = frozenset()

    def return_to_hand(self, st: GameState, objs, card: str) -> None:
        """`card` returns `objs` to their owners' hands in one game action (370.1.a.2):
        each one's "when this leaves the board" sees its own leaving from the hand it went
        to (385.2), its condition checked after all of them have left (383.2.c)."""
        left = []
        for t in objs:
            label, o = self.ref(st, t), st.objs[t]
            self.forget_modifiers(st, t)
            left.append((self.relocate(st, t, "hand", fire_leaves=False), o.controller,
                         o.bf if o.zone == "battlefield" else None))
            st.say(f"  {card}: return {label} to its owner's hand")
            if o.zone == "facedown":      # 128.4: its face stays its controller's
                st.say(f"  {looks.private(o.controller)}{label} was {o.card}")
        self.left_board(st, left)
        if self.listeners.get("return_to_hand"):
            # "when a unit here is returned to a player's hand" (Ripper's Bay): the unit in
            # the hand it went to, the player its owner, `here` the battlefield it left
            for oid, _, here in left:
                o = st.objs.get(oid)
                if o is not None and here is not None:
                    self.fire(st, "return_to_hand", subject=oid, player=o.owner, here=here)

    def left_board(self, st: GameState, left) -> None:
        """"When this leaves the board" for (new object, controller, battlefield it left or
        None) that left in one event: each sees its own leaving from the zone it went to
        (385.2), its condition checked once all of them have left (383.2.c)."""
        names = self.listeners.get("leaves")
        for oid, ctl, here in left if names else ():
            o = st.objs.get(oid)
            if o is not None and o.card in names:
                self.fire(st, "leaves", subject=oid, player=ctl, here=here,
                          extra=((oid, ctl),))

    def leaving_board(self, st: GameState, oid: int) -> bool:
        """A token's "when this leaves the board": fired as it leaves, since it ceases to
        exist off the board (186; its own trigger follows it, 808.1.d.3)."""
        o = st.objs[oid]
        names = self.listeners.get("leaves")
        if names and o.card in names:
            self.fire(st, "leaves", subject=oid, player=o.controller)
            return True
        return False
