"""Listing the legal answers to the pending decision, in the notation (410.1 for the
discretionary actions with priority or focus: play, standard move, activate, hide, add
resources, pass, end the turn; the prompts' limited answers otherwise).  Every client
asks through here: the table's menus, the text mode, the agents and the sim.

While one state is listed it does not change, so a board-wide fact asked once per card
in hand is kept for the listing (engine/frozen.py)."""

from __future__ import annotations

from itertools import combinations

from . import ambush, costs, frozen, granted_abilities, given_keywords, invite, match, \
    represent, rule_changes
from .action import list_named
from .notation import render
from .state import GameState


class ListingRules:
    db: object
    # Read off the card database once (Engine.__init__): the cards whose printed
    # keywords let them be played while the chain exists or outside one's own open
    # main phase (Reaction, 309.1.a, 316.5.b), or in a showdown (Action or Reaction,
    # 308.1.a); the cards with Hidden (811); the cards with an activated ability, their
    # own or borrowed.
    reaction_names: frozenset
    quick_names: frozenset
    hidden_names: frozenset
    ambush_names: frozenset           # Ambush (822): a Reaction only to some battlefields
    activator_names: frozenset
    quick_draw_givers: frozenset      # statics giving Equipment Quick-Draw (given_keywords.py)

    def _timely_names(self, st: GameState, p: str):
        """The names `timing_ok` lets `p` play now from hand (None: every card, 316.5): the
        same test for every card in hand, made once.  A facedown card is asked apart."""
        if st.chain:
            names = self.reaction_names
        elif st.showdown or st.combat:
            names = self.quick_names
        elif p != st.turn_player:
            names = self.reaction_names
            if st.teams:               # (by invitation, every spell too: 489.8.a)
                return invite.timely_names(self.db, st, p, self._quick_drawn(st, p, names))
        else:
            return None if st.phase == "main" else frozenset()
        return self._quick_drawn(st, p, names)

    def _quick_drawn(self, st: GameState, p: str, names: frozenset) -> frozenset:
        """`names` and the Equipment given Quick-Draw (819.1.a), when a card of this game
        gives it."""
        if self.quick_draw_givers.isdisjoint(st.in_game):
            return names
        return given_keywords.timely_names(self.db, st, p, names)

    def legal_lines(self, st: GameState, parts: dict | None = None) -> list[str]:
        """The legal answers to the pending decision, in the notation.

        Moves of several units together are listed as every unit alone and every
        group of ready units sharing an origin; any other legal group is accepted too.

        `parts`, when given, is filled with how the lines naming several objects were
        written (move, mulligan, choose, order, assign): text -> (player, verb, the
        references' texts, the place after `to` or None, the amounts or None), so
        their action objects are made without reading the text back (engine/action.py).
        """
        outer = frozen.begin(st)                # facts of this state, kept meanwhile
        try:
            return self._legal_lines(st, parts)
        finally:
            frozen.end(outer)

    def _legal_lines(self, st: GameState, parts: dict | None = None) -> list[str]:
        dec = st.pending
        if dec is None or st.winner:
            return []
        p = dec.player
        out: list[str] = []
        if dec.kind in ("priority", "focus"):
            self._play_lines(st, p, out)
            if not st.chain and not st.showdown and not st.combat and st.phase == "main" \
                    and p == st.turn_player:
                self._move_lines(st, p, out, parts)
            self._activate_lines(st, p, out)
            if st.manual_payment:
                for oid in st.players[p].zones["runes"]:
                    if not st.objs[oid].exhausted:
                        out.append(f"{p}: exhaust {self.ref(st, oid)}")
                    out.append(f"{p}: recycle {self.ref(st, oid)}")
            if st.chain or st.showdown:
                out.append(f"{p}: pass")
            elif st.phase == "main" and p == st.turn_player:
                out.append(f"{p}: end")
            if st.teams:                     # 2v2: invite a teammate / decline (489.8.a)
                out.extend(invite.lines(st, p))
            return out
        if dec.kind == "choose":             # bounded: checked by rule when answered
            return represent.choose_lines(self, st, dec, parts)
        if dec.kind == "to":
            return [f"{p}: to {self.place_text(st, x)}" for x in dec.options]
        if dec.kind == "assign":
            for opt in dec.options:
                list_named(out, parts, p, "assign", [self.ref(st, u) for u, _ in opt],
                           amounts=[n for _, n in opt])
            return out
        if dec.kind == "mulligan":
            hand = st.players[p].zones["hand"]
            out.append(f"{p}: keep")
            for n in (1, 2):
                for combo in combinations(hand, n):
                    list_named(out, parts, p, "mulligan", [self.ref(st, c) for c in combo])
            return list(dict.fromkeys(out))
        if dec.kind == "first_second":
            return [f"{p}: first", f"{p}: second"]
        if dec.kind == "battlefield":                # 486.5: a match's battlefield pick
            return match.pick_lines(st, p)
        if dec.kind == "yes_no":
            return [f"{p}: yes", f"{p}: no"]
        if dec.kind == "mode":
            return [f"{p}: mode {n}" for n in dec.options]
        if dec.kind == "number":
            return [f"{p}: number {n}" for n in dec.options]
        if dec.kind == "name":                       # engine/naming.py
            return [f"{p}: name {n}" for n in dec.options]
        if dec.kind == "order":              # bounded: any order is accepted (303.2.a)
            return represent.order_lines(self, st, dec, parts)
        return out

    def _play_lines(self, st: GameState, p: str, out: list[str]) -> None:
        """The cards `p` may hide or play now, in the order of their zones."""
        zones = st.players[p].zones
        objs, db = st.objs, self.db
        may_hide = st.phase == "main" and p == st.turn_player and not st.chain
        seen = set()
        timely = self._timely_names(st, p)
        twins = None         # the names in two of those zones, read for the first playable
        in_trash = self.flow_cards(st, p)            # 829.1.b: Flow spells in the trash
        facedown = []                                # 811.1.b: most games have none
        for q in st.order:
            if st.players[q].zones["facedown"]:
                facedown = self.facedown_cards(st, p)
                break
        for oid in zones["hand"] + zones["champion"] + facedown + in_trash:
            o = objs[oid]
            name, zone = o.card, o.zone
            key = (name, zone)
            if key in seen:
                continue
            seen.add(key)
            if may_hide and zone != "facedown" and zone != "trash" and \
                    name in self.hidden_names:   # 811.1.b: from hand or Champion Zone
                # by its place when a copy is in the other of the two (do_hide's choice)
                other = zones["champion"] if zone == "hand" else zones["hand"]
                what = render(st, oid) if any(objs[i].card == name for i in other) else name
                for k in range(len(st.bfs)):
                    if self.why_cannot_hide(st, p, oid, k) is None:
                        out.append(f"{p}: hide {what} at {st.bfs[k].name}")
            # most cards in hand fail on timing alone (308-310): asked first, it spares
            # the rest of why_unplayable, which would refuse them too
            if zone != "facedown" and timely is not None and name not in timely:
                if name in self.ambush_names:
                    # 822.1.b: a Reaction while played to where `p` has units: the
                    # battlefield is always written (do_play refuses a play without it)
                    if twins is None:
                        twins = _names_in_two(objs, zones, in_trash)
                    what = render(st, oid) if name in twins else name
                    for k in ambush.places(db, st, p, db.get(name)):
                        if self.why_unplayable(st, p, oid, k, listing=True) is None:
                            out.append(f"{p}: play {what} to {self.place_text(st, k)}")
                continue
            # (a card in hand or the champion zone got here by its timing: not asked again)
            card = db.get(name)
            if self.why_unplayable(st, p, oid, timed=zone != "facedown", card=card,
                                   listing=True) is not None:
                continue
            if zone == "facedown":      # its own player names it: playing reveals it
                out.append(f"{p}: play {render(st, oid)}")
                continue
            # a bare name is ambiguous when a copy is also facedown or in the other of
            # hand and champion zone, or a Flow copy in the trash: then the place is
            # written (NOTATION)
            if twins is None:
                twins = _names_in_two(objs, zones, in_trash)
            what = render(st, oid) if name in twins else name
            if card.type == "unit":
                dests = self.unit_destinations(st, p, card)
                # (822.3: not where its additional cost would take Ambush's reason away)
                shown = costs.playable_places(self, st, p, oid, card, dests) \
                    if name in self.additional_cost_names else dests
                if len(dests) == 1:
                    if shown:
                        out.append(f"{p}: play {what}")
                else:
                    for d in shown:
                        out.append(f"{p}: play {what} to {self.place_text(st, d)}")
            else:
                out.append(f"{p}: play {what}")

    def _move_lines(self, st: GameState, p: str, out: list[str], parts=None) -> None:
        """Standard moves (144): every ready unit alone and the ready units in base
        together, to each place they may go."""
        objs = st.objs
        places = ["base", *range(len(st.bfs))]
        ready = []
        reach = {}              # each ready unit's places to move to, asked once
        refs = {}               # the reference of each unit that can move, printed once
        for u in self.movable_units(st, p):     # (loops: no comprehension frames)
            o = objs[u]
            if o.exhausted:
                continue
            ready.append(u)
            # where it is already: no move there (its reason unread)
            here = "base" if o.zone == "base" else o.bf if o.zone == "battlefield" else None
            reach[u] = can = []
            for d in places:
                if d != here and self.standard_move_why(st, u, d) is None:
                    can.append(d)
            if can:
                ref = refs[u] = render(st, u)   # self.ref's answer for a unit on the board
                for d in can:
                    list_named(out, parts, p, "move", (ref,), self.place_text(st, d))
        at_base = []
        for u in ready:
            if objs[u].zone == "base":
                at_base.append(u)
        if len(at_base) > 1:
            together = []
            for d in places:        # loops, not all() over a generator per place
                for u in at_base:
                    if d not in reach[u]:
                        break
                else:
                    together.append(d)
            if together:
                group = [refs[u] for u in at_base]
                for d in together:
                    tax = rule_changes.move_tax(self.db, st, p, d, len(at_base))   # 204.4
                    if tax and not self.move_tax_payable(st, p, tax):
                        continue
                    list_named(out, parts, p, "move", group, self.place_text(st, d))

    def _activate_lines(self, st: GameState, p: str, out: list[str]) -> None:
        """Every object do_activate accepts: the legend, base, and units at battlefields
        (an ability "only while I'm at a battlefield" is used there: Caitlyn)."""
        objs = st.objs
        zones = st.players[p].zones
        activators = self.activator_names
        owners = []
        for i in zones["legend"] + zones["base"]:     # loops, not a comprehension's frame
            if objs[i].card in activators:
                owners.append(i)
        for b in st.bfs:
            bo = objs.get(b.obj)
            grants = bo is not None and bo.card in activators   # "units here have ..."
            for i in b.units:
                o = objs[i]
                if (grants or o.card in activators) and o.controller == p:
                    owners.append(i)
        for oid in owners:
            acts = granted_abilities.activated_abilities(self.db, st, oid)
            for n, (name, idx) in enumerate(acts, 1):
                if self.why_cannot_activate(st, p, oid, idx, name) is None:
                    # (self.ref's answer for a legend or a permanent on the board)
                    out.append(f"{p}: activate {render(st, oid)}"
                               + (f" {n}" if n > 1 else ""))


def _names_in_two(objs, zones, in_trash=()) -> set[str]:
    """The names with a card in two of `zones`' hand, champion zone and facedown cards, or
    in the trash (`in_trash`: Flow cards, 829.1.b) and the hand or champion zone."""
    champion = set()
    for i in zones["champion"]:     # loops, not set comprehensions (a function each)
        champion.add(objs[i].card)
    facedown = set()
    for i in zones["facedown"]:
        facedown.add(objs[i].card)
    if not champion and not facedown and not in_trash:
        return champion             # all in hand: no name is in two zones
    hand = {objs[i].card for i in zones["hand"]}
    trash = {objs[i].card for i in in_trash}
    return (hand & champion) | (facedown & (hand | champion)) | (trash & (hand | champion))
