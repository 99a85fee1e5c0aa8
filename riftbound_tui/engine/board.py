"""Game actions on objects and zones (rules 412-458): draw, channel, recycle,
deal, heal, kill, move, recall, ready, exhaust, create tokens, burn out.

Each function changes the state and logs what happened with its rule number.
Moving a card to or from a non-board zone makes it a new object (rule 124).
"""

from __future__ import annotations

from dataclasses import replace

from . import attach, conditions, control, copying, damage, delayed, ffa, frozen, \
    given_keywords, labels, layers, replacement, rng, rule_changes, targets, trash_rules
from .payment import rune_domain
from .state import GameState, Modifier, Obj

DEALT_DAMAGE = "dealt_damage"      # a unit dealt damage this turn (noted when a card asks)

# The Board (107): bases (runes live there too), battlefields and their facedown zones.
BOARD_ZONES = frozenset(("base", "battlefield", "runes", "battlefields", "facedown"))


class BoardActions:
    db: object

    # -- zones ----------------------------------------------------------------------
    def _detach(self, st: GameState, o: Obj) -> None:
        if o.attached_to is not None:
            return                     # an attached card lies with its unit (attach.py)
        zone, oid = o.zone, o.id
        if zone == "battlefield":
            st.bfs[o.bf].units.remove(oid)
            return
        if zone == "chain":
            ids = st.on_chain
            if oid in ids:
                k = ids.index(oid)
                st.on_chain = ids[:k] + ids[k + 1:]
            return
        ids = st.players[o.owner].zones.get(zone)
        if ids is not None:
            try:
                ids.remove(oid)          # (one walk of the list, not `in` and then remove)
                return
            except ValueError:
                pass
        if zone in ("base", "runes"):
            # its controller's base, or another player's until a cleanup recalls it (323.7)
            for p in st.order:
                if o.id in st.players[p].zones[o.zone]:
                    st.players[p].zones[o.zone].remove(o.id)
                    break

    def relocate(self, st: GameState, oid: int, zone: str, bf: int | None = None,
                 bottom: bool = True, fire_leaves: bool = True, **changes) -> int:
        """Put an object in a zone.  A move to or from a non-board zone makes a new object
        (124): trash to deck (Burn Out), hand to deck (mulligan), deck to hand (draw) too,
        so nobody can follow a card into a hidden zone by its id (128)."""
        o = st.objs[oid]
        if zone == "trash" and not self.trash_rule_names.isdisjoint(st.in_game):
            # "banish it instead" (369), only once such a card has been in this game
            zone = trash_rules.destination(self, st, o, zone)
        follow = False
        left = None
        from_board = o.zone in ("base", "battlefield")
        if fire_leaves and o.zone in ("base", "battlefield") and zone not in BOARD_ZONES and \
                self.listeners.get("leaves"):
            if o.token:       # it ceases to exist off the board (186): seen as it leaves
                follow = self.leaving_board(st, oid)
            else:             # "when this leaves the board": checked once it has (383.2.c)
                left = (o.controller, o.bf if o.zone == "battlefield" else None)
        self._detach(st, o)
        gear = o.gear                                        # 719: its attached cards
        if o.attached_to is not None and zone not in BOARD_ZONES:
            attach.left(self, st, o)                         # 435.1.b.2
        crossing = (o.zone != zone and not (o.zone in BOARD_ZONES and zone in BOARD_ZONES)) \
            or zone == "chain" or o.zone == "chain"
        if crossing:
            if gear and st.modifiers:        # a copy while attached ends with it (124)
                o = copying.printed(st, o)
            del st.objs[oid]
            if o.token and zone not in BOARD_ZONES and zone != "chain":
                if gear:           # 719.5: its attached cards detach and stay where it was
                    attach.follow(self, st, -1, gear, left_board=True)
                return -1          # tokens cease to exist off the board (186)
            new_id = st.next_id            # st.new_id() and st.tick(), without their calls
            st.next_id = new_id + 1
            st.clock += 1
            controller, exhausted = o.owner, False
            if changes:    # (a card played under its player's control, a unit or rune
                           # put in exhausted: the usual changes, passed by position too)
                controller = changes.pop("controller", controller)
                exhausted = changes.pop("exhausted", exhausted)
            # (made without the class's call, records.py fast_init's `make`; by position, in
            # field order, no keyword merging, unless a rarer field changes)
            if changes:
                o = Obj.make(new_id, o.card, o.owner, controller, zone, bf, exhausted,
                             token=o.token, entered=st.clock, **changes)
            else:
                o = Obj.make(new_id, o.card, o.owner, controller, zone, bf, exhausted, 0,
                             False, 0, st.clock, o.token)
        else:
            st.clock += 1                  # st.tick()
            o = o.but(zone=zone, bf=bf, entered=st.clock, **changes)
        if zone not in labels.COUNTED:      # (a hand, a deck, the runes: no #N to give)
            o = labels.entering(st, o)
        st.objs[o.id] = o
        if follow and crossing and any(t.source == oid for t in st.triggers):
            # 808.1.d.3: its own "when I die / leave" triggers follow the card to its new
            # zone, so they can still be named (and ordered) though the object is gone
            st.triggers = [replace(t, source=o.id) if t.source == oid else t
                           for t in st.triggers]
        if zone == "battlefield":
            st.bfs[bf].units.append(o.id)
            if o.card in self.mighty_names:
                self.watch_mighty(st)
        elif zone in ("base", "runes"):
            st.players[o.controller].zones[zone].append(o.id)
            if o.card in self.mighty_names:
                self.watch_mighty(st)
        elif zone == "chain":
            st.on_chain += (o.id,)
        else:
            lst = st.players[o.owner].zones[zone]
            if zone in ("deck", "rune_deck") and not bottom:
                lst.insert(0, o.id)
            else:
                lst.append(o.id)
        if gear:                                             # 719.3.a, 719.5
            attach.follow(self, st, o.id, gear, left_board=zone not in BOARD_ZONES)
        if left is not None:
            self.left_board(st, ((o.id, *left),))
        if from_board and zone not in BOARD_ZONES and st.modifiers:
            control.source_left(self, st, oid)     # "until I leave the board" (Akshan)
        return o.id

    def create_card(self, st: GameState, name: str, owner: str, zone: str, bf: int | None = None,
                    **changes) -> int:
        """Lay a card out (setup only: no triggers, rule SCENARIO 'the setup is not a move')."""
        oid = st.next_id                   # st.new_id() and st.tick(), without their calls
        st.next_id = oid + 1
        card = self.db.get(name)
        st.clock += 1
        o = Obj(oid, card.name, owner, owner, zone, bf, entered=st.clock,
                token=bool(getattr(card, "token", False)), **changes)
        if zone not in labels.COUNTED:      # (a deck, the runes: no #N to give; most cards)
            o = labels.entering(st, o)
        st.objs[oid] = o
        if o.card not in st.in_game:
            st.in_game = st.in_game | {o.card}
        if zone == "battlefield":
            st.bfs[bf].units.append(oid)
        elif zone != "battlefields":
            st.players[owner].zones[zone].append(oid)
        if card.name in self.mighty_names and zone in ("base", "battlefield", "legend"):
            self.watch_mighty(st)
        return oid

    def lay_in(self, st: GameState, names: list[str], owner: str, zone: str) -> None:
        """`create_card` for each of `names` in turn, into `owner`'s deck or rune deck:
        the same objects, ids and clock.  About a hundred cards a game are laid out so
        (setup, 114), so each distinct card is read once and no per-card work is done that
        these zones do not need: their cards take no `#N` (labels.UNNUMBERED) and
        watch for nothing (709)."""
        if zone not in ("deck", "rune_deck"):
            raise ValueError(f"lay_in lays cards into a deck or rune deck, not {zone}")
        get, objs = self.db.get, st.objs
        ids = st.players[owner].zones[zone]
        oid, clock = st.next_id, st.clock
        read: dict = {}                      # name -> (the card's name, is it a token)
        for name in names:
            seen = read.get(name)
            if seen is None:
                card = get(name)
                seen = read[name] = (card.name, bool(getattr(card, "token", False)))
            clock += 1
            objs[oid] = Obj.make(oid, seen[0], owner, owner, zone, None, False, 0, False, 0,
                                 clock, seen[1])     # (by position: id ... entered, token)
            ids.append(oid)
            oid += 1
        st.next_id, st.clock = oid, clock
        new = {card for card, _ in read.values()} - st.in_game
        if new:
            st.in_game = st.in_game | new

    # -- drawing and burning out ----------------------------------------------------
    def draw(self, st: GameState, player: str, n: int = 1) -> int:
        """Draw n (413); an empty deck burns the player out first (431)."""
        drawn = 0
        burned = 0
        while drawn < n and st.winner is None:
            deck = st.players[player].zones["deck"]
            if not deck:
                self.burn_out(st, player, repeated=burned > 0)
                burned += 1
                if not st.players[player].zones["deck"]:
                    if st.winner is not None or burned > 50:
                        break
                    continue
                continue
            oid = deck[0]
            self.relocate(st, oid, "hand")
            drawn += 1
            self.drew(st, player)          # "when you draw your second card each turn"
        if drawn:
            st.say(f"  {player} draws {drawn} (413)")
        return drawn

    def burn(self, st: GameState, player: str, n: int, out: list | None = None) -> int:
        """Burn n (440): the top n cards of the Main Deck go to the trash, one by one.  As
        many as possible; with too few, the player burns those, burns out, then burns the
        rest (440.4).  `out` gathers the burned cards (as they are in the trash)."""
        burned = outs = 0
        while burned < n and st.winner is None:
            deck = st.players[player].zones["deck"]
            if not deck:
                # each attempt on an empty deck burns out again (431.3), as a draw does
                if outs > 50:
                    break
                self.burn_out(st, player, repeated=outs > 0)
                outs += 1
                continue
            new = self.relocate(st, deck[0], "trash")
            if out is not None:
                out.append(new)
            burned += 1
        if burned:
            st.say(f"  {player} burns {burned} (440)")
        return burned

    def burn_out(self, st: GameState, player: str, repeated: bool = False) -> None:
        """431.2: recycle the trash into the deck, an opponent gains 1 point."""
        p = st.players[player]
        trash = list(p.zones["trash"])
        for oid in trash:
            self.relocate(st, oid, "deck")
        deck = p.zones["deck"]
        st.rng = rng.shuffle(st.rng, deck)
        opps = st.opponents(player)
        if len(opps) > 1:                 # 431.2.c: they choose which (engine/ffa.py)
            st.say(f"  Burn Out: {player} recycles {len(trash)} card(s) from trash into the "
                   f"deck (431.2.b)")
            if trash:
                self.recycled(st, player)
            return ffa.burn_out_point(st, player, repeated)
        opp = opps[0]
        gained = ffa.burn_out_gain(self, st, opp, repeated)
        st.say(f"  Burn Out: {player} recycles {len(trash)} card(s) from trash into the deck; "
               f"{opp} {gained} (431.2)")
        if trash:
            self.recycled(st, player)     # 431.2.b is a recycle: "when you recycle" sees it
        if repeated:
            self.check_victory(st)   # 431.3.c.1: wins at once, no cleanup needed

    # -- runes ----------------------------------------------------------------------
    def channel(self, st: GameState, player: str, n: int, exhausted: bool = False) -> int:
        """Channel n runes from the top of the rune deck (430); as many as possible."""
        got = 0
        for _ in range(n):
            rd = st.players[player].zones["rune_deck"]
            if not rd:
                break
            self.relocate(st, rd[0], "runes", exhausted=exhausted)
            got += 1
        st.say(f"  {player} channels {got} rune(s){' exhausted' if exhausted else ''} (430)")
        return got

    def exhaust_rune(self, st: GameState, oid: int) -> None:
        o = st.set(oid, exhausted=True)
        st.players[o.controller].energy += 1
        st.say(f"  {o.controller} exhausts {o.card}: +1 energy (164.2.a)")

    def recycle_rune(self, st: GameState, oid: int) -> None:
        o = st.objs[oid]
        dom = rune_domain(self.db, o.card)
        self.relocate(st, oid, "rune_deck")
        p = st.players[o.controller]
        p.power[dom] = p.power.get(dom, 0) + 1
        st.say(f"  {o.controller} recycles {o.card}: +1 {dom} power (164.2.b)")
        self.fire(st, "recycle_rune", subject=None, player=o.controller)   # Sivir

    # -- units ----------------------------------------------------------------------
    # (a unit dealt damage this turn is noted: "if I haven't been dealt damage this turn")
    def deal(self, st: GameState, oid: int, amount: int, source: str = "",
             by: str | None = None, split: bool = False, bonus: int = 0,
             dealt_by: str | None = None) -> None:
        """Deal damage (417): marked on the unit; lethal damage kills in the next cleanup.
        `by` is the controller of the spell or ability dealing it (None: combat damage):
        Bonus Damage and prevention apply to that (engine/damage.py).  `dealt_by`: whose
        damage it is when a unit deals it (combat, a fight), read by "any amount of your
        damage is enough to kill" (Elder Dragon); a spell's is `by`'s."""
        if amount <= 0 or oid not in st.objs:
            return
        if rule_changes.takes_no_damage(self.db, st, oid):
            st.say(f"  {source}{self.ref(st, oid)} doesn't take damage (it has moved enough "
                   f"this turn)")
            return
        why = ""
        if by is not None:
            amount, why = damage.spell_damage(self.db, st, oid, amount, by, split, bonus)
            if amount <= 0:
                st.say(f"  {source}damage to {self.ref(st, oid)}: {why}")
                return
        if st.modifiers:
            more = damage.doubled(st, oid, amount)          # Lotus Trap (367)
            if more != amount:
                st.say(f"  {source}damage to {self.ref(st, oid)} is doubled: {more} (367)")
                amount = more
        shielded = False
        for m in st.modifiers:          # (a loop: no generator at every damage dealt)
            if m.target == oid and m.kind == damage.SHIELD:
                shielded = True
                break
        if shielded:
            amount, stopped = damage.use_shields(st, oid, amount)    # Ki Barrier (437)
            st.say(f"  {source}{stopped} damage to {self.ref(st, oid)} is prevented (437)")
            if amount <= 0:
                return
        o = st.set(oid, damage=st.objs[oid].damage + amount)
        damage.note_doom(self.db, st, oid, dealt_by or by)     # Elder Dragon (142.4)
        readers = self.db.having("reads:damaged")   # "if I haven't been dealt damage this turn"
        if readers and frozen.any_on_board(st, readers):
            st.modifiers.append(Modifier(oid, "happened", keyword=DEALT_DAMAGE, until="turn"))
        st.say(f"  {source}deal {amount}{f' ({why})' if why else ''} to {self.ref(st, oid)} "
               f"({o.damage} damage marked, 417)")
        delayed.damaged(self, st, oid)      # "when it takes damage this turn"

    def kill(self, st: GameState, oid: int, why: str = "(428)", fire: bool = True,
             left: list | None = None) -> None:
        """428: it dies.  `left`: the units dying with it in one event gather here, their
        "when this leaves the board" fired once all have left (`left_board`, 383.2.c)."""
        if fire and replacement.instead_of_death(self, st, oid):
            return                 # 369: the death is replaced (a cleanup checks before 3a)
        o = st.objs[oid]
        label = self.ref(st, oid)
        if fire and o.zone in ("base", "battlefield") and \
                self.db.get(o.card).type in ("unit", "gear"):
            # 808 Deathknell / "when I die": triggers as it dies, noting where it was
            # (the trigger's `here` is taken now, before it leaves the board)
            self.fire(st, "dies", subject=oid, player=o.controller)
        self.forget_modifiers(st, oid)
        on_board = o.zone in ("base", "battlefield")
        if on_board:                               # "if a unit died this turn"
            conditions.note(st, "died", o.controller, self.db.get(o.card).type)
            if st.phase == "beginning":            # "during your Beginning Phase" (Shadow
                conditions.note(st, conditions.DIED_BEGINNING, o.controller,    # Watcher)
                                self.db.get(o.card).type)
        new = self.relocate(st, oid, "trash", fire_leaves=left is None or o.token)
        if left is not None and on_board and new >= 0:
            left.append((new, o.controller, o.bf if o.zone == "battlefield" else None))
        if new >= 0 and any(t.source == oid for t in st.triggers):
            # 808.1.d.3: its own death triggers follow the card to the trash, so they can
            # still be named (and ordered) though the object on the board is gone
            st.triggers = [replace(t, source=new) if t.source == oid else t
                           for t in st.triggers]
        st.say(f"  {label} dies {why}")

    def forget_modifiers(self, st: GameState, oid: int) -> None:
        if st.modifiers and any(m.target == oid for m in st.modifiers):
            st.modifiers = [m for m in st.modifiers if m.target != oid]

    def heal_all(self, st: GameState) -> None:
        # only units on the board carry damage: look there, not at every card of both
        # decks (the order of these changes does not matter)
        objs = st.objs
        for oid in targets.on_board(st):
            o = objs[oid]
            if o.damage and o.zone in ("base", "battlefield"):
                st.set(oid, damage=0)

    def ready(self, st: GameState, oid: int) -> None:
        if st.objs[oid].exhausted:
            st.set(oid, exhausted=False)

    def recall(self, st: GameState, oid: int, why: str = "(455)") -> None:
        """Return a permanent to its controller's base without a move (455-458)."""
        o = st.objs[oid]
        if o.zone == "base":
            return
        self.relocate(st, oid, "base", designation=None)
        st.say(f"  recall {self.ref(st, oid)} to base {why}")

    def play_token(self, st: GameState, player: str, name: str, where, ready: bool = False,
                   exhausted: bool = False) -> int:
        bf = where if isinstance(where, int) else None
        zone = "battlefield" if bf is not None else "base"
        oid = st.new_id()
        if self.db.get(name).type == "unit":      # a unit enters exhausted (143.4)
            ready = ready or self.others_enter_ready(st, player, None)
        else:                  # a gear token enters ready unless played exhausted (Gold)
            ready = not exhausted
        if not ready and rule_changes.sources(self.db, st, "tokens_enter_ready"):
            # "Your tokens enter ready": entering exhausted is replaced by entering ready
            # (367), a Gold played exhausted too (184.1, 375)
            ready = any(ctl == player for _, ctl, _ in
                        rule_changes.sources(self.db, st, "tokens_enter_ready"))
        o = Obj(oid, self.db.get(name).name, player, player, zone, bf, exhausted=not ready,
                entered=st.tick(), token=True)
        o = labels.entering(st, o)
        st.objs[oid] = o
        if o.card not in st.in_game:
            st.in_game = st.in_game | {o.card}
        if o.card in self.mighty_names:
            self.watch_mighty(st)
        if bf is not None:
            st.bfs[bf].units.append(oid)
            self.apply_contested(st, bf, player)
        else:
            st.players[player].zones["base"].append(oid)
        st.say(f"  {player} plays a {name} token to {st.place_name(o)} (439)")
        # 185.2.a: a token is played like a card of its type, so "when you play a unit"
        # sees it (it is no card, so Legion does not count it, 812.1.c)
        self.fire(st, "play", subject=oid, player=player)
        given_keywords.play_triggers(self.db, st, oid, player, self.db.get(name))  # 821.1.c
        delayed.unit_played(self, st, oid, player)     # Rally the Troops
        return oid

    def others_enter_ready(self, st: GameState, player: str, entering: int | None) -> bool:
        """A friendly permanent on the board says other friendly units enter ready, or a
        spell resolved this turn said units its controller plays enter ready (Confront)."""
        if st.modifiers and any(m.kind == "rule" and m.keyword == "units_enter_ready" and
                                m.source == player for m in st.modifiers):
            return True
        having = layers.having(self.db, "others_enter_ready")   # most games: no such card
        if having is not None and not (having and frozen.any_on_board(st, having)):
            return False                        # (none on the board: no walk below)
        for p_oid in [*st.players[player].zones["base"], *st.players[player].zones["legend"],
                      *(u for b in st.bfs for u in b.units)]:
            o = st.objs[p_oid]
            if having is not None and o.card not in having:
                continue
            if p_oid != entering and o.controller == player and any(
                    a.passive == "others_enter_ready" and (a.holds is None or conditions.holds(
                        self.db, st, a.holds, player, p_oid))      # Level 11 (824.1.b.1)
                    for a in self.db.get(o.card).abilities):
                return True
        return False

    def apply_contested(self, st: GameState, bf: int, player: str) -> None:
        """190.3.a.1 / 450: arriving at a battlefield you don't control contests it."""
        b = st.bfs[bf]
        if b.contested_by is None and b.controller != player:
            b.contested_by = player
            st.say(f"  {b.name} becomes contested by {player} (450)")

    def might(self, st: GameState, oid: int) -> int:
        return layers.might(self.db, st, oid)
