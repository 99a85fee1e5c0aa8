"""Playing a card (410.1, 355-358): when a card may be played (308-310, 316.5; Reaction,
Action), from where (hand, Champion Zone, facedown 811.1.b, a trash by Flow 829.1.b or a
card's permission), why it cannot be (its cost 357, its places 355.2, its choices 355.8),
and the play itself, which puts it on the chain (engine/chain.py finalizes it)."""

from __future__ import annotations

from . import alternate_cost, ambush, costs, either_discount, flow, frozen, given_keywords, \
    invite, modes, naming, payment, rule_changes, trash_rules
from .actions import ACTION_OR_REACTION, keyword_names
from .choices import NO_COST, choice_plan
from .errors import IllegalAction
from .notation import Line, render, resolve
from .state import GameState


# why_unplayable's refusal of a card whose cost cannot be paid, to the listing (no words
# made for a line never shown)
UNPAID = "its cost cannot be paid (357)"
# the facet (frozen.live) of the either-kind discount "choosing me" (Irelia): without a
# card that has it, an unpaid spell is not asked about it
_CHOOSING_ME = "passive:" + either_discount.CHOOSING_ME
CANT_PLAY_SPELLS = "cant_play_spells"


class PlayRules:
    """The discretionary action of playing a card (410.1, 355)."""

    db: object
    additional_cost_names: frozenset  # the Engine's: cards with an additional cost (356.2)
    flow_names: frozenset             # the Engine's: cards with Flow (829)
    trash_rule_names: frozenset       # the Engine's: cards of engine/trash_rules.py
    choosing: dict                    # the Engine's: name -> its instructions choose (355.5),
                                      # filled as asked

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
            return None if hidden or not ACTION_OR_REACTION.isdisjoint(
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
        zone, kind = o.zone, card.type      # (locals: each is read several times below)
        if zone == "trash" and o.owner == player and not flow.from_trash(
                st, player, oid, card, self.db) and not trash_rules.plays_from_trash(
                self, st, player):
            if card.trash_cost is not None:
                return f"{o.card} may be played from {player}'s trash only while its " \
                       f"condition holds (812)"
            return f"{o.card} is in {player}'s trash and has no Flow: it is not played from " \
                   f"there (829.1.b)"
        # 811.1.b: a facedown card is played by "you", its controller (188: after a control
        # change, not its owner); any other card from its owner's own zones
        hidden = zone == "facedown"
        if (o.controller if hidden else o.owner) != player or \
                zone not in ("hand", "champion", "facedown", "trash"):
            return f"{o.card} is not in {player}'s hand, champion zone or facedown"
        if kind not in ("unit", "spell", "gear"):
            return f"{kind}s are not played from hand"
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
        if banned and banned[1] and kind == "spell":
            return f"{player} can't play spells this turn (Lilting Lullaby)"
        live = (k[2] if (k := frozen.last_live)[1] is st.in_game and k[0] is self.db else
                frozen.live(self.db, st)) or frozen.EVERY   # this game's facets (None: ask each)
        if kind == "spell" and "passive:bans_named_spells" in live:
            why = naming.banned_spell(self, st, player, card.name)
            if why:
                return why
        if "passive:not_first_turns" in live and \
                card.name in self.db.with_passive("not_first_turns"):
            why = rule_changes.too_early(card, st, player)
            if why:
                return why
        if hidden:
            if rule_changes.no_reveal_at(self.db, st, o.bf, player):
                return (f"{card.name} can't be revealed at {st.bfs[o.bf].name}: an "
                        f"opponent's Noxus Saboteur is there")
            if kind == "unit" and rule_changes.no_units_played_at(self.db, st, o.bf):
                return (f"units can't be played at {st.bfs[o.bf].name}, where {card.name} "
                        f"was hidden (811.1.d.1)")
            if o.hidden_on is not None and o.hidden_on >= st.turn_number:
                return (f"{card.name} was hidden this turn: it can be played from the next "
                        f"turn (811.1.b)")
        if not timed:
            why = self.timing_ok(st, player, card, hidden)
            if why and kind == "unit" and not hidden:
                why = ambush.timing_why(self, st, player, card, dest, why)   # 822.1.b
            if why:
                return why
        # 811.1.b: played from facedown, its base cost is ignored
        cost = self.play_cost(st, player, card, card.cost if zone != "trash" else  # 356.4,
                              flow.base(card, zone), zone == "hand")          # 829.1.c.1
        extra = card.name in self.additional_cost_names             # an additional cost
        if hidden:                  # 811.1.b: only what the board adds to it is paid
            more = self.hidden_play_cost(st, player, card)
            if more != NO_COST and not payment.can_pay(self.db, st, player, more,
                                                       card.domains, kind):
                return f"{player} cannot pay {_cost_text(more)} for {card.name} (357)"
        elif not payment.can_pay(self.db, st, player, cost, card.domains, kind) and \
                not (extra and costs.affordable_with_it(self, st, player, oid, card, cost)) \
                and not (card.alt_cost is not None and alternate_cost.affordable(
                    self, st, player, oid, card, zone == "hand")) \
                and not (kind == "spell" and _CHOOSING_ME in live and
                         either_discount.choosing_me_affordable(
                             self, st, player, oid, card, cost)):         # 356.4, 357.3
            return UNPAID if listing else \
                f"{player} cannot pay {_cost_text(cost)} for {card.name} (357)"
        why = extra and costs.why_not(self, st, player, oid, card, dest)   # 356.2.a.1, 822.3
        if why:
            return why
        if dest is None:
            if kind == "unit" and not hidden and not listing and \
                    not self.unit_destinations(st, player, card):
                return f"{card.name} has no place it may be played to now (355.2)"
        elif hidden and dest != o.bf:
            return "a hidden card is played at the battlefield where it was hidden (811.1.d.1)"
        # 355.2: only a unit chooses where it enters; gear is played to base (149.2)
        elif kind == "unit":
            if not hidden and dest not in self.unit_destinations(st, player, card):
                return "units are played to base or a battlefield you control (355.2.a)"
        elif kind == "spell":
            return f"{card.name} is a spell: it is not played to a place (355.2)"
        elif kind == "gear" and dest != "base" and not hidden:
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
        # The log writes the play as the listing does (listing._names_in_two), so its line
        # replays (NOTATION "The log"): by its place when facedown (811.1.b), or when a copy
        # is in another of hand, champion zone and facedown, or a Flow copy in the trash
        objs = st.objs
        named, zone = objs[oid].card, objs[oid].zone
        if zone == "facedown":
            named = render(st, oid)
        else:
            for i in hand:      # a loop, not any() over a generator: asked at every play
                o = objs[i]
                if o.card == named and o.zone != zone and \
                        not (zone == "trash" and o.zone == "facedown"):
                    named = render(st, oid)
                    break
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
        if not st.players[player].zones["trash"]:
            return []          # nothing there (early in a game): no rule or Flow asked
        if not self.trash_rule_names.isdisjoint(st.in_game) and \
                trash_rules.plays_from_trash(self, st, player):   # "You may play cards
            return list(st.players[player].zones["trash"])   # from your trash" (419.1.a)
        given = flow.granted_ids(st) if st.modifiers else ()   # read once, not per card
        if not given:          # no Flow card in this game (GameState.in_game), none given:
            # the game's facets (frozen.live: two set tests), not 16 names probed in in_game
            live = k[2] if (k := frozen.last_live)[1] is st.in_game and k[0] is self.db \
                else frozen.live(self.db, st)
            if live is None:
                if self.flow_names.isdisjoint(st.in_game):
                    return []
            elif "keyword:flow" not in live and "from_trash" not in live:   # = flow_names
                return []
        objs = st.objs
        out = []
        for i in st.players[player].zones["trash"]:     # a loop: most trashes have none
            if objs[i].card in self.flow_names or i in given:
                out.append(i)
        return out


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
