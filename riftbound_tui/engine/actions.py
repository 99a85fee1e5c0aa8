"""Answers to the pending decision: discretionary actions with priority or focus
(410.1: play, standard move, activate, add resources, pass, end the turn) and
the limited answers to prompts (choose, to, assign, mulligan...).

Each `do_*` checks everything before it changes anything and raises
IllegalAction with the reason; `Game.act` also works on a copy, so a rejected
line can never leave a trace.  Listing the legal answers is engine/listing.py.
"""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import Cost
from . import ability_costs, alternate_cost, ambush, conceding, conditions, copying, costs, \
    either_discount, empower, flow, frozen, given_keywords, hide_costs, invite, limited, looks, \
    match, modes, naming, payment, recycle_cost, replacement, resources, rule_changes, \
    trash_rules, turn_notes
from .choices import NO_COST, choice_plan, least_reduced
from .errors import IllegalAction
from .notation import Line, render, render_secret, resolve
from .state import Decision, GameState, Task, showdown_but


# why_unplayable's refusal of a card whose cost cannot be paid, to the listing (no words
# made for a line never shown)
UNPAID = "its cost cannot be paid (357)"
# the facets (frozen.live) of the two either-kind discounts read while paying (Irelia's
# "choosing me", an Empower here): without a card that has one, neither is asked
_CHOOSING_ME = "passive:" + either_discount.CHOOSING_ME
_EMPOWER_HERE = "passive:" + either_discount.EMPOWER_HERE


class ActionRules:
    db: object
    additional_cost_names: frozenset  # the Engine's: cards with an additional cost (356.2)
    flow_names: frozenset             # the Engine's: cards with Flow (829)
    trash_rule_names: frozenset       # the Engine's: cards of engine/trash_rules.py
    choosing: dict                    # the Engine's: name -> its instructions choose (355.5),
                                      # filled as asked

    # -- timing ------------------------------------------------------------------------
    def state_words(self, st: GameState) -> str:
        a = "Showdown" if (st.showdown or st.combat) else "Neutral"
        return f"{a} {'Closed' if st.chain else 'Open'}"

    def timing_ok(self, st: GameState, player: str, card, hidden: bool = False) -> str | None:
        """308-310, 155: may this card be played now by `player`?  A hidden card has
        Reaction while facedown (811.6); an Equipment given Quick-Draw has it (819.1.b)."""
        # the keywords are read only when the state asks for one (this runs for every card
        # in hand at every decision)
        if st.chain:
            return None if hidden or "reaction" in keyword_names(card) or \
                given_keywords.granted(self.db, st, player, card) else \
                "only Reaction cards can be played while the chain exists (309.1.a)"
        if st.showdown or st.combat:
            return None if hidden or not _ACTION_OR_REACTION.isdisjoint(
                keyword_names(card)) or given_keywords.granted(self.db, st, player, card) else \
                "only Action or Reaction cards can be played in a showdown (308.1.a)"
        if player != st.turn_player and not invite.spell_invited(st, player, card):  # 489.8.a
            return None if hidden or "reaction" in keyword_names(card) or \
                given_keywords.granted(self.db, st, player, card) else \
                "outside showdowns only the turn player plays cards without Reaction (316.5.b)"
        if st.phase != "main":
            return "cards are played in the Main phase (316.5)"
        return None

    def why_unplayable(self, st: GameState, player: str, oid: int, dest=None,
                       timed: bool = False, card=None, listing: bool = False) -> str | None:
        """Why `player` cannot play card `oid` (`card`: its definition, if read) now (to
        `dest`), or None.  `timed`: the listing's `_timely_names` found its timing good.
        `listing`: the listing asks, which needs only whether: an unpaid cost is refused
        without its words (most refusals of a listing), and a unit's places are left to
        it (it lists each one)."""
        o = st.objs[oid]
        card = self.db.get(o.card) if card is None else card
        if o.owner == player and o.zone == "trash" and not flow.from_trash(
                st, player, oid, card, self.db) and not trash_rules.plays_from_trash(
                self, st, player):
            if card.trash_cost is not None:
                return f"{o.card} may be played from {player}'s trash only while its " \
                       f"condition holds (812)"
            return f"{o.card} is in {player}'s trash and has no Flow: it is not played from " \
                   f"there (829.1.b)"
        # 811.1.b: a facedown card is played by "you", its controller (188: after a control
        # change, not its owner); any other card from its owner's own zones
        if (o.controller if o.zone == "facedown" else o.owner) != player or \
                o.zone not in ("hand", "champion", "facedown", "trash"):
            return f"{o.card} is not in {player}'s hand, champion zone or facedown"
        if card.type not in ("unit", "spell", "gear"):
            return f"{card.type}s are not played from hand"
        if not card.implemented:
            return f"{card.name} is not implemented yet: {card.not_implemented_reason}"
        banned = None
        if st.modifiers:            # the listing's kept answer, read without fact's call
            kept = frozen.here.kept
            if kept is not None and kept[0] is st:
                banned = kept[1].get(("cant_play", player))
            if banned is None:
                banned = frozen.fact(st, ("cant_play", player), _cant_play, st, player)
        if banned and banned[0]:
            return f"{player} can't play cards this turn (an opponent's Brynhir Thundersong)"
        if banned and banned[1] and card.type == "spell":
            return f"{player} can't play spells this turn (Lilting Lullaby)"
        live = (k[2] if (k := frozen.last_live)[1] is st.in_game and k[0] is self.db else
                frozen.live(self.db, st)) or frozen.EVERY   # this game's facets (None: ask each)
        if card.type == "spell" and "passive:bans_named_spells" in live:
            why = naming.banned_spell(self, st, player, card.name)
            if why:
                return why
        if "passive:not_first_turns" in live and \
                card.name in self.db.with_passive("not_first_turns"):
            why = rule_changes.too_early(card, st, player)
            if why:
                return why
        hidden = o.zone == "facedown"
        if hidden and rule_changes.no_reveal_at(self.db, st, o.bf, player):
            return (f"{card.name} can't be revealed at {st.bfs[o.bf].name}: an opponent's "
                    f"Noxus Saboteur is there")
        if hidden and card.type == "unit" and rule_changes.no_units_played_at(self.db, st, o.bf):
            return (f"units can't be played at {st.bfs[o.bf].name}, where {card.name} was "
                    f"hidden (811.1.d.1)")
        if hidden and o.hidden_on is not None and o.hidden_on >= st.turn_number:
            return (f"{card.name} was hidden this turn: it can be played from the next turn "
                    f"(811.1.b)")
        why = None if timed else self.timing_ok(st, player, card, hidden)
        if why and card.type == "unit" and not hidden:
            why = ambush.timing_why(self, st, player, card, dest, why)   # 822.1.b
        if why:
            return why
        # 811.1.b: played from facedown, its base cost is ignored
        cost = self.play_cost(st, player, card, card.cost if o.zone != "trash" else  # 356.4,
                              flow.base(card, o.zone), o.zone == "hand")    # 829.1.c.1
        extra = card.name in self.additional_cost_names             # an additional cost
        if hidden:                  # 811.1.b: only what the board adds to it is paid
            more = self.hidden_play_cost(st, player, card)
            if more != NO_COST and not payment.can_pay(self.db, st, player, more,
                                                       card.domains, card.type):
                return f"{player} cannot pay {_cost_text(more)} for {card.name} (357)"
        if not hidden and not payment.can_pay(self.db, st, player, cost, card.domains,
                                              purpose=card.type) and \
                not (extra and costs.affordable_with_it(self, st, player, oid, card, cost)) \
                and not (card.alt_cost is not None and alternate_cost.affordable(
                    self, st, player, oid, card, o.zone == "hand")) \
                and not (card.type == "spell" and _CHOOSING_ME in live and
                         either_discount.choosing_me_affordable(
                             self, st, player, oid, card, cost)):         # 356.4, 357.3
            return UNPAID if listing else \
                f"{player} cannot pay {_cost_text(cost)} for {card.name} (357)"
        why = extra and costs.why_not(self, st, player, oid, card)   # 356.2.a.1 mandatory
        if why:
            return why
        if hidden and dest is not None and dest != o.bf:
            return "a hidden card is played at the battlefield where it was hidden (811.1.d.1)"
        if card.type == "unit" and dest is not None and not hidden and \
                dest not in self.unit_destinations(st, player, card):
            return "units are played to base or a battlefield you control (355.2.a)"
        if card.type == "unit" and dest is None and not hidden and not listing and \
                not self.unit_destinations(st, player, card):
            return f"{card.name} has no place it may be played to now (355.2)"
        # 355.2: only a unit chooses where it enters; gear is played to base (149.2)
        if card.type == "spell" and dest is not None:
            return f"{card.name} is a spell: it is not played to a place (355.2)"
        if card.type == "gear" and dest not in (None, "base") and not hidden:
            return f"{card.name} is gear: it is played to base (149.2)"
        # 355.8 / 358.5: valid choices for all its targets, Deflect costs payable with it
        # (a card whose instructions choose nothing has nothing to check here)
        if card.modes:             # 355.3: a modal spell needs one mode that can be chosen
            return modes.why_no_spell_mode(self, st, player, oid, card,
                                           o.bf if hidden else None, NO_COST if hidden else cost)
        try:
            chooses = self.choosing[card.name]
        except KeyError:
            chooses = self.choosing[card.name] = bool(choice_plan(card.effects))
        if not chooses:
            return None
        why = self.why_no_choices(st, player, card.effects, oid,
                                  hidden_at=o.bf if hidden else None,
                                  cost=NO_COST if hidden else cost, domains=card.domains,
                                  purpose=card.type)
        if why:
            return f"{card.name}: {why}"
        return None

    # -- the line dispatcher -----------------------------------------------------------------
    def do(self, st: GameState, ln: Line, checked: bool = False) -> None:
        """Apply a line; `checked`: it was just listed as legal in this state (Game.act),
        so a play or a move skips asking again what the listing asked."""
        if st.winner is not None:
            raise IllegalAction(f"the game is over: {st.winner} won")
        if ln.verb == "concede":
            return self.do_concede(st, ln.player)
        dec = st.pending
        if dec is None:
            raise IllegalAction("no decision is pending")
        if ln.player != dec.player:               # worded from the sender's view (128)
            from .view import wrong_seat
            raise IllegalAction(wrong_seat(st, ln.player))
        if dec.kind in ("priority", "focus"):
            name = _DISCRETIONARY.get(ln.verb)
            if name is None:
                raise IllegalAction(f"'{ln.verb}' is not an action {ln.player} can take with "
                                    f"{dec.kind}; legal now: play, move, activate, pass, end")
            st.pending = None
            fn = getattr(self, name)
            if checked and ln.verb in ("play", "move"):
                return fn(st, ln, checked=True)
            return fn(st, ln)
        return self.answer(st, dec, ln)

    # -- discretionary actions ------------------------------------------------------------
    def do_play(self, st: GameState, ln: Line, checked: bool = False) -> None:
        p = ln.player
        mine = st.players[p].zones
        hand = mine["hand"] + mine["champion"]
        hand += self.facedown_cards(st, p)               # 811.1.b: those it controls
        hand += self.flow_cards(st, p)                   # 829.1.b: Flow spells in the trash
        try:
            oid = resolve(st, ln.refs[0], hand, "card to play", p)
        except IllegalAction as first:
            # NOTATION.md: an action's reference is matched against what it may name, so
            # a copy that cannot be played now (in hand beside a playable facedown one)
            # does not make it ambiguous; otherwise the first reason stands.
            playable = [i for i in hand if self.why_unplayable(st, p, i) is None]
            try:
                oid = resolve(st, ln.refs[0], playable, "card to play", p)
            except IllegalAction:
                trashed = [i for i in st.players[p].zones["trash"] if i not in hand]
                try:        # a card in the trash without Flow: say so (829.1.b)
                    oid = resolve(st, ln.refs[0], trashed, "card to play", p)
                except IllegalAction:
                    raise first from None
                raise IllegalAction(self.why_unplayable(st, p, oid)) from None
        dest = None
        if ln.place is not None:
            dest = "base" if ln.place == "base" else st.bf_index(ln.place)
            if dest is None:
                raise IllegalAction(f"cannot play to {ln.place}")
        why = None if checked else self.why_unplayable(st, p, oid, dest)
        if why:
            raise IllegalAction(why)
        card = self.db.get(st.objs[oid].card)
        if dest is None and card.type == "unit" and st.objs[oid].zone != "facedown" and \
                ambush.needs_place(self, st, p, card):
            raise IllegalAction(f"{card.name} can be played now only with Ambush, as a "
                                f"Reaction to a battlefield where you have units: name it "
                                f"('play {card.name} to BATTLEFIELD', 822.1.b)")
        named = st.objs[oid].card
        if st.objs[oid].zone == "trash" and any(
                st.objs[i].card == named and st.objs[i].zone != "trash" for i in hand):
            named = render(st, oid)          # a copy is also in hand (NOTATION: the place)
        st.say(f"{p}: play {named}" + (f" to {ln.place}" if ln.place else ""))
        self.start_play(st, p, oid, dest)

    def facedown_cards(self, st: GameState, player: str) -> list[int]:
        """The facedown cards `player` controls (811.1.b: "you may play this"): those in
        their own facedown zones, then any of another player's they took control of (188)."""
        objs = st.objs
        out = []
        for q in st.order:                 # loops: most facedown zones are empty
            for i in st.players[q].zones["facedown"]:
                if objs[i].controller == player:
                    out.append(i)
        if len(out) > 1:
            out.sort(key=lambda i: objs[i].owner != player)    # their own first
        return out

    def flow_cards(self, st: GameState, player: str) -> list[int]:
        """The cards in `player`'s trash with Flow (829.1.b), or all of them while a card
        lets them play cards from their trash, oldest first."""
        if not self.trash_rule_names.isdisjoint(st.in_game) and \
                trash_rules.plays_from_trash(self, st, player):   # "You may play cards
            return list(st.players[player].zones["trash"])   # from your trash" (419.1.a)
        if not st.modifiers and self.flow_names.isdisjoint(st.in_game):
            return []          # no Flow card in this game (GameState.in_game), none given
        objs = st.objs
        given = flow.granted_ids(st) if st.modifiers else ()   # read once, not per card
        out = []
        for i in st.players[player].zones["trash"]:     # a loop: most trashes have none
            if objs[i].card in self.flow_names or i in given:
                out.append(i)
        return out

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
        acts = rule_changes.activated_abilities(self.db, st, oid)   # Heimerdinger borrows
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
        if st.objs[oid].attached_to is not None:
            return f"{card.name} is attached: its rules text is inactive (718.2)"
        if ab.cost and ab.cost.exhaust_self and st.objs[oid].exhausted:
            return f"{card.name} is exhausted (414.4)"
        if ab.cost and ab.cost.spend_buff and not st.objs[oid].buffs:
            return f"{card.name} has no buff to spend (702.2.b)"
        if ab.condition == "legion" and self.plays_this_turn(st, p) < 1:
            return f"{card.name}: Legion: {p} has not played a card this turn (812)"
        if ab.condition == "once_per_turn" and turn_notes.used(st, oid, idx) and \
                not copying.another_use(st, oid, idx, p):
            return f"{card.name}: this ability is used only once per turn"
        if ab.condition == "at_battlefield" and st.objs[oid].zone != "battlefield":
            return f"{card.name}: this ability is used only while it is at a battlefield"
        if ab.holds is not None:            # 727.1.c.3: usable only while active (Level)
            why = conditions.inactive(self.db, st, ab.holds, p, oid)
            if why:
                return f"{card.name}: this ability is not active now: {why}"
        if ab.condition == "once_per_turn" and conditions.happened(
                st, f"activated {oid}:{idx}", p) and not copying.another_use(st, oid, idx, p):
            return f"{card.name}: this ability is used only once each turn"
        if ab.condition == "not_empowered" and st.objs[oid].empowered and \
                empower.times(st, oid) >= empower.most(self.db, st, oid):
            return f"{card.name} is already Empowered: Empower is used only if not (827.1.c.1)"
        # the ability's keyword names, read once and only when the state asks
        showdown = st.showdown or st.combat
        if st.chain or showdown or p != st.turn_player:
            kw = keyword_names(ab)
            if st.chain and "reaction" not in kw:
                return "only Reaction abilities can be activated while the chain exists " \
                       "(309.1.a)"
            if showdown and _ACTION_OR_REACTION.isdisjoint(kw):
                return "only Action or Reaction abilities in a showdown (308.1.a)"
            if p != st.turn_player and "reaction" not in kw and not (
                    showdown and "action" in kw) and \
                    not invite.invited(st, p):  # 489.8.a: by invitation on a teammate's turn
                # an Action ability in any showdown, as an Action card (308.1.a: "or in
                # showdowns")
                return "activated abilities are used on your own turn (381)"
        why = recycle_cost.recycle_cost_why(st, p, ab.cost)     # 416.3
        if why:
            return why
        # each change of the cost asked only when it can apply (the usual: none can): this
        # game's facets (frozen.live) for the board's, the cost and the ability for the rest
        live = (k[2] if (k := frozen.last_live)[1] is st.in_game and k[0] is self.db else
                frozen.live(self.db, st)) or frozen.EVERY
        least = ab.cost
        if least is not None and least.energy and \
                "passive:first_gear_ability_discount" in live:     # 356.4 (Piltovan Forge)
            least = rule_changes.ability_cost(self.db, st, p, oid, least)
        if least is not None and least.reduced_by is not None:     # the best unit's Might
            least = least_reduced(self.db, st, least, p)
        if ab.less is not None:
            least = ability_costs.lessened(self.db, st, ab, least, p, oid)   # "costs 1 less"
        purpose = limited.purpose_of(self.db, st, p, oid) if st.players[p].kept or \
            "adds:kept" in live else None                 # 429: kept resources
        if ab.cost and not payment.can_pay(self.db, st, p, _paid_runes(least),
                                           card.domains, purpose) and not (
                _EMPOWER_HERE in live and
                either_discount.empower_payable(self.db, st, p, oid, ab, least, card)):
            return f"{p} cannot pay the ability's cost (404)"
        # 402.3: not legal to activate without legal choices for all its targets
        o = st.objs[oid]
        why = self.why_no_choices(st, p, ab.effects, oid,
                                  here=o.bf if o.zone == "battlefield" else None,
                                  cost=_paid_runes_no_buff(least) if ab.cost else NO_COST,
                                  domains=card.domains, purpose=purpose)
        if why:
            return f"the ability: {why}"
        why = modes.why_none(self, st, p, oid, card, idx) or \
            costs.why_not_ability(self, st, p, oid, ab)          # 355.3, 404
        if why:
            return f"the ability: {why}"
        return None

    def do_hide(self, st: GameState, ln: Line) -> None:
        """811.1.b: pay [A] to put a Hidden card facedown at a battlefield you control."""
        p = ln.player
        cands = st.players[p].zones["hand"] + st.players[p].zones["champion"]
        oid = resolve(st, ln.refs[0], cands, "card to hide", p)
        k = st.bf_index(ln.place or "")
        if k is None:
            raise IllegalAction(f"hide at a battlefield, not '{ln.place}'")
        why = self.why_cannot_hide(st, p, oid, k)
        if why:
            raise IllegalAction(why)
        st.say(f"{p}: hide {st.objs[oid].card} at {st.bfs[k].name}")
        cost = hide_costs.choose(self, st, p, oid, k, hide_costs.hide_cost(st, p, HIDE_COST))
        if cost is not None:                 # else: [A] or the alternative, asked first
            self.finish_hide(st, p, oid, k, cost)

    def finish_hide(self, st: GameState, p: str, oid: int, k: int, cost) -> None:
        self.spend(st, p, cost, (), "hiding")
        self.relocate(st, oid, "facedown", bf=k, hidden_on=st.turn_number)
        st.say(f"  {p} hides a card facedown at {st.bfs[k].name} (811.1.b)")
        # "when you hide a card": the event names no card, which stays secret (811.1.b)
        self.fire(st, "hide", subject=None, player=p, here=k)
        self.push_cleanup(st)

    def hide_slots(self, st: GameState, k: int) -> int:
        """One facedown card per player at a battlefield, more where its text says so."""
        card = self.db.get(st.objs[st.bfs[k].obj].card)   # name may be `OWNER:Name`
        return 1 + sum(a.value or 1 for a in card.abilities
                       if a.kind == "passive" and a.passive == "extra_hide")

    def why_cannot_hide(self, st: GameState, p: str, oid: int, k: int) -> str | None:
        card = self.db.get(st.objs[oid].card)
        if not card.has("hidden"):
            return f"{card.name} does not have Hidden (811.1)"
        if p != st.turn_player or st.chain:
            return "cards are hidden on your own turn in an Open state (811.1.b)"
        if st.bfs[k].controller != p:
            return "hide only at a battlefield you control (811.1.b)"
        here = [f for f in st.players[p].zones["facedown"] if st.objs[f].bf == k]
        if len(here) >= self.hide_slots(st, k):
            return f"{st.bfs[k].name} already has your facedown card (811.1.b)"
        if not hide_costs.payable(self, st, p, hide_costs.hide_cost(st, p, HIDE_COST)):
            return f"{p} cannot pay the hide cost of 1 power of any domain (811.1.b)"
        return None

    def do_pass(self, st: GameState, ln: Line) -> None:
        p = ln.player
        st.say(f"{p}: pass")
        if st.chain:                                                  # 338.1.b / 339
            st.passes += 1
            if st.passes >= len(st.order):
                st.tasks.append(Task("resolve", ()))
            else:
                st.priority = st.next_player(p)
            return
        sd = st.showdown
        if sd is not None:                                            # 347.2
            passes = sd.passes + 1
            if passes >= len(st.order):
                st.showdown = showdown_but(sd, passes=passes)
                self.end_showdown(st)
            else:
                nxt = st.next_player(p)
                st.showdown = showdown_but(sd, focus=nxt, passes=passes)
                st.priority = nxt
                st.say(f"  focus passes to {nxt} (347.2.b)")
            return
        invite.decline(st, p)       # 489.8.a: an invited teammate; else nothing to pass

    def do_end(self, st: GameState, ln: Line) -> None:
        p = ln.player
        if st.chain or st.showdown or st.combat or st.phase != "main" or p != st.turn_player:
            raise IllegalAction("the turn ends from your own Main phase in a Neutral Open "
                                "state with an empty chain (316.9)")
        st.say(f"{p}: end")
        st.priority = None
        self.enter_phase(st, "ending")

    def do_concede(self, st: GameState, p: str) -> None:
        conceding.concede(self, st, p)                                # 650-652

    # -- answers to prompts ----------------------------------------------------------------
    def answer(self, st: GameState, dec: Decision, ln: Line) -> None:
        p = ln.player
        k = dec.kind
        if k == "choose":
            if ln.verb != "choose":
                raise IllegalAction(f"answer with 'choose REF' ({dec.prompt})")
            ids: list[int] = []
            for r in ([] if ln.none else ln.refs):   # each reference picks among the rest
                if r.n is not None and ids:           # `X#1, X#1` names one object twice
                    try:
                        again = resolve(st, r, list(dec.options), "choice", p) in ids
                    except IllegalAction:
                        again = False
                    if again:
                        raise IllegalAction(f"{r} is chosen twice")
                ids.append(resolve(st, r, [o for o in dec.options if o not in ids], "choice",
                                   p))
            if len(set(ids)) != len(ids):
                raise IllegalAction("the same object is chosen twice")
            if not dec.min_count <= len(ids) <= dec.max_count:
                raise IllegalAction(f"choose between {dec.min_count} and {dec.max_count}")
            st.pending = None
            seen = looks.private(p) if dec.context[1:2] == ("private",) else ""   # 128
            st.say(f"{seen}{p}: choose " + (", ".join(self.ref(st, i) for i in ids) or "none"))
            return self.answer_choice(st, dec, tuple(ids))
        if k == "to":
            if ln.verb != "to":
                raise IllegalAction(f"answer with 'to PLACE' ({dec.prompt})")
            place = "base" if ln.place == "base" else st.bf_index(ln.place)
            if place not in dec.options:
                raise IllegalAction(f"{ln.place} is not one of: "
                                    f"{', '.join(self.place_text(st, x) for x in dec.options)}")
            st.pending = None
            st.say(f"{p}: to {self.place_text(st, place)}")
            if dec.context[0] == "start_showdown":
                return self.begin_at(st, place)
            return self.answer_dest(st, dec, place)
        if k == "assign":
            if ln.verb != "assign":
                raise IllegalAction("answer with 'assign REF=N, ...' (465.2.c)")
            units = list(dec.context[3])
            given: dict[int, int] = {}
            for r, n in zip(ln.refs, ln.amounts):
                oid = resolve(st, r, units, "unit to assign damage to", p)
                given[oid] = given.get(oid, 0) + n
            st.pending = None
            st.say(f"{p}: assign " + ", ".join(f"{self.ref(st, u)}={n}" for u, n in given.items()))
            return self.answer_assign(st, dec, given)
        if k == "mulligan":
            return self.answer_mulligan(st, dec, ln)
        if k == "order":
            if ln.verb != "order":
                raise IllegalAction("answer with 'order REF, REF, ...' (the first listed goes "
                                    "on the chain first)")
            if dec.context[:1] == (replacement.ORDER_CONTEXT,):   # 372
                return replacement.answer_order(self, st, dec, ln.refs)
            return self.answer_order(st, dec, ln.refs)
        if k == "yes_no":
            if ln.verb not in ("yes", "no"):
                raise IllegalAction(f"answer 'yes' or 'no' ({dec.prompt})")
            st.pending = None
            seen = looks.private(p) if dec.context[1:2] == ("private",) else ""   # 128
            st.say(f"{seen}{p}: {ln.verb}")
            return self.answer_yes_no(st, dec, ln.verb == "yes")
        if k == "mode":                              # 355.3: choose one
            if ln.verb != "mode":
                raise IllegalAction(f"answer with 'mode N' ({dec.prompt})")
            return modes.answer(self, st, dec, ln.number)
        if k == "number":                            # a number chosen (204.3.b)
            if ln.verb != "number":
                raise IllegalAction(f"answer with 'number N' ({dec.prompt})")
            if ln.number not in dec.options:
                raise IllegalAction(f"choose a number from {dec.options[0]} to "
                                    f"{dec.options[-1]}")
            st.pending = None
            st.say(f"{p}: number {ln.number}")
            return self.answer_instruction(st, (ln.number,))
        if k == "name":                              # naming (engine/naming.py)
            return naming.answer(self, st, dec, ln)
        if k == "battlefield":                       # 486.5: a match's battlefield pick
            return match.answer_pick(self, st, p, ln)
        if k == "first_second":
            if ln.verb not in ("first", "second"):
                raise IllegalAction("answer 'first' or 'second'")
            st.pending = None
            return self.answer_first(st, p, ln.verb)
        raise IllegalAction(f"cannot answer a '{k}' decision with '{ln.verb}'")

    def place_text(self, st: GameState, place) -> str:
        return "base" if place == "base" else st.bfs[place].name

    def ref(self, st: GameState, oid: int) -> str:
        if isinstance(oid, str):           # a player chosen (355.9.a): `choose B`
            return oid
        if oid not in st.objs:           # an ability on the chain (chain_targets.py)
            return render(st, oid)
        o = st.objs[oid]
        if o.zone in ("hand", "deck"):    # a deck card is named only when looked at (424)
            return o.card
        if o.zone == "facedown" and o.bf is not None:
            # 128.4: a facedown card's face is its controller's alone: every line and log
            # line that chooses or moves it names it by its place (NOTATION.md)
            return render_secret(st, oid)
        # A spell on the chain is named like any other object: two copies of one card on
        # the chain need '#N' to tell them apart (NOTATION: a reference never guesses).
        return render(st, oid)


# An ability's cost as the rune pool pays it: not exhausting the source (nor spending its
# buff).  Kept per cost object (an ability's own, which never changes), as legal() asks
# for every activatable ability each decision: an identity test, not a hash of the Cost.
@frozen.per_object
def _paid_runes(cost: Cost) -> Cost:
    return replace(cost, exhaust_self=False)


@frozen.per_object
def _paid_runes_no_buff(cost: Cost) -> Cost:
    return replace(cost, exhaust_self=False, spend_buff=False)


_ACTION_OR_REACTION = frozenset(("action", "reaction"))

# The discretionary actions with priority or focus (410.1), by verb.
_DISCRETIONARY = {"play": "do_play", "move": "do_move", "pass": "do_pass", "end": "do_end",
                  "exhaust": "do_add", "recycle": "do_add", "activate": "do_activate",
                  "hide": "do_hide", "invite": "do_invite"}


@frozen.per_object
def keyword_names(card) -> frozenset[str]:
    """The names of the printed keywords (208) of a card or an ability, read once each;
    Quick-Draw brings Reaction with it (819.1.b)."""
    names = frozenset(k.name for k in card.keywords)
    return names | {"reaction"} if "quick-draw" in names else names

HIDE_COST = Cost(0, (("any", 1),))     # [A]: one power of any domain (811.1.b)


CANT_PLAY_SPELLS = "cant_play_spells"


def _cant_play(st: GameState, player: str) -> tuple[bool, bool]:
    """Can't `player` play cards this turn (an opponent's Brynhir Thundersong), can't they
    play spells (CANT_PLAY_SPELLS: Lilting Lullaby)?  One walk of the modifiers for both."""
    cards = spells = False
    for m in st.modifiers:          # a loop, not any() over a generator
        if m.kind == "rule" and m.source == player:
            cards = cards or m.keyword == "cant_play"
            spells = spells or m.keyword == CANT_PLAY_SPELLS
    return cards, spells


@frozen.per_object     # a refusal's words, kept per cost (mostly a card's own)
def _cost_text(cost) -> str:
    parts = [f"{cost.energy} energy"] if cost.energy else []
    parts += [f"{n} {d} power" for d, n in cost.power]
    return " and ".join(parts) or "nothing"
