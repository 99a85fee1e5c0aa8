"""Cleanups (rules 318-324): the board-state checks that run after almost
every event, in the order of rule 323, repeated until nothing changes (322).
"""

from __future__ import annotations

from dataclasses import replace

from . import kills, layers, replacement, rule_changes, teams
from .state import Decision, GameState, Showdown, Task

# the cleanup tasks (319): a normal one and the special ones (324)
_CLEANUPS = {k: Task("cleanup", (k,)) for k in ("", "ending", "combat")}
NORMAL_CLEANUP = _CLEANUPS[""]


def _busy_at(showdown, combat) -> tuple:
    """The battlefields of the showdown and the combat under way (none, one or both)."""
    if showdown is None:
        return () if combat is None else (combat.bf,)
    return (showdown.bf,) if combat is None else (showdown.bf, combat.bf)


def _any_designated(objs, board) -> bool:
    """Does a unit in these lists of ids carry a designation (323.2)?  Loops, not any()
    over a generator: a full cleanup asks this every time."""
    for ids in board:
        for oid in ids:
            if objs[oid].designation:
                return True
    return False


def _stunned(st: GameState) -> list[int]:
    """The stunned objects, in id order (the order they are named).  Stun is a state of
    objects on the board (423): these are looked for where a move keeps an object (bases,
    battlefields, runes, facedown cards), in the legends and among attached cards; a card
    entering any other zone is a new object, not stunned (124), so the rest of both decks
    (most of `st.objs`) is not walked.  Loops, not generators: once a turn."""
    objs = st.objs
    ids = []
    for b in st.bfs:
        ids.append(b.obj)
        ids += b.units
    players = st.players
    for p in st.order:
        zones = players[p].zones
        ids += zones["base"]
        ids += zones["runes"]
        ids += zones["legend"]
        ids += zones["facedown"]
    out = []
    for oid in ids:
        o = objs.get(oid)
        if o is None:
            continue
        if o.stunned:
            out.append(oid)
        if o.gear:
            for g in o.gear:
                if objs[g].stunned:
                    out.append(g)
    if len(out) > 1:
        out.sort()
    return out


class CleanupRules:
    db: object
    unit_names: frozenset = frozenset()     # the Engine's: names of the unit cards

    def push_cleanup(self, st: GameState, special: str = "") -> None:
        tasks = st.tasks
        for t in tasks:
            if t.kind == "resolved":
                return  # 321.1: no cleanup while an item resolves; its own cleanup follows
        top = tasks[-1] if tasks else None
        if top is not None and top.kind == "cleanup" and top.data == (special,):
            return      # one outstanding cleanup covers every event before it
        task = _CLEANUPS.get(special)      # records are immutable: one per kind is shared
        st.tasks.append(task if task is not None else Task("cleanup", (special,)))

    # True when no card lowers the points needed to win (a `victory_plus` below 0): then a
    # player with fewer than the game's own Victory Score cannot have won, and a cleanup
    # need not look for Aspirant's Climb (the Engine sets it from its card database).
    victory_floor = False

    def check_victory(self, st: GameState) -> bool:
        """323.1 / 472: Victory Score reached and more points than any opponent."""
        floor = st.victory_score if self.victory_floor else None
        score = None
        players = st.players
        for p in st.order:
            pts = players[p].points
            if floor is not None and pts < floor:
                continue                 # below even the unraised score (the usual case)
            if score is None:
                score = rule_changes.victory_score(self.db, st)
            if pts >= score and all(pts > players[o].points for o in st.opponents(p)):
                if st.winner is None:
                    st.winner = p
                    st.pending = None
                    st.say(f"  {p} wins with {pts} points (472)" if st.teams is None else
                           f"  {teams.team_name(st, p)} win with {pts} points (472, 489.6)")
                return True
        return False

    def cleanup(self, st: GameState, task: Task) -> None:
        # Runs after nearly every event, mostly finding nothing to do: each step walks
        # the board once, with the fields it reads in locals.
        special = task.data[0] if task.data else ""
        bfs = st.bfs
        floor = st.victory_score if self.victory_floor else None
        players = st.players
        for p in st.order:     # check_victory's own first test, without its call: most
            if floor is None or players[p].points >= floor:  # cleanups find all below it
                if self.check_victory(st):                               # 1
                    return
                break
        if not special and st.showdown is None and st.combat is None and self._quiet(st):
            return          # every step below would find nothing to do (the common case)
        before = self._signature(st)
        objs = st.objs
        db = self.db
        players = st.players
        board = []
        for b in bfs:                     # loops, not comprehensions (a function each)
            board.append(b.units)
        for p in st.order:
            board.append(players[p].zones["base"])
        if st.combat is not None or _any_designated(objs, board):
            self._designations(st)                                       # 2
        dying = []
        for ids in board:
            for oid in ids:
                if objs[oid].damage > 0 and db.get(objs[oid].card).type == "unit" and \
                        layers.has_lethal_damage(db, st, oid):   # no damage: not lethal
                    dying.append(oid)
        # 369: a replacement effect may stop a death before anything triggers on it; the
        # order of competing ones (372) and a "you may" (371.2) are asked first
        if dying and replacement.ask(self, st, dying, (replacement.CONTEXT,)):
            st.tasks.append(task)            # this cleanup runs again once answered
            return
        if dying:
            dying = [oid for oid in dying if not replacement.instead_of_death(self, st, oid)]
        killing = kills.by_damage(self, st, dying, special) if dying else ()   # 428.5.c
        seen: set = set()            # 383.1.b: simultaneous deaths trigger "the first" once
        names = self.listeners.get("dies") if dying else None
        sources = self.listener_sources(st, names, "dies") if names else ()   # one walk
        for oid in dying:                                                # 3a-3b
            # 383.2.c.2: a unit dying with them does not see the others die
            self.fire(st, "dies", subject=oid, player=st.objs[oid].controller,
                      leaving=frozenset(dying), seen=seen, sources=sources)
        left: list = []
        for oid in dying:
            if oid in st.objs:
                self.kill(st, oid, "with lethal damage (323.5)", fire=False,   # fired in 3a
                          left=left)
        self.left_board(st, left)          # once all have left (383.2.c)
        if killing:
            kills.after(self, st, killing)                               # 383.2.c.1
        if special == "ending":                                          # 317.2.b-d
            self.heal_all(st)
            expired = [m for m in st.modifiers if m.until in ("turn", "combat")]
            if expired:
                st.modifiers = [m for m in st.modifiers if m.until == "permanent"]
                st.say("  'this turn' effects expire (317.2.c)")
            stunned = _stunned(st)
            for oid in stunned:                      # 423.1.a.2: in step 3d, with them
                st.set(oid, stunned=False)
            if stunned:
                st.say(f"  {', '.join(self.ref(st, u) for u in stunned)} "
                       f"{'is' if len(stunned) == 1 else 'are'} no longer stunned (423.1.a.2)")
            for p in st.players.values():
                p.energy, p.power, p.spell_energy, p.spent, p.kept = 0, {}, 0, (0, 0, ()), ()
                p.enemy_choices = 0
            st.say("  heal all units, rune pools empty (317.2)")
        if special == "combat":                                          # 466.1.a
            self.combat_cleanup_steps(st)
        objs = st.objs
        sd, cb = st.showdown, st.combat
        busy_at = _busy_at(sd, cb)
        open_state = not st.chain              # 307: Closed while a chain exists
        for k, b in enumerate(bfs):                                      # 4
            ctl = b.controller
            if ctl and open_state and k not in busy_at:
                for u in b.units:
                    if objs[u].controller == ctl:
                        break
                else:
                    st.say(f"  {ctl} loses control of {b.name}: no units there (323.6)")
                    b.controller = None
        self._recall_and_reveal(st)                                      # 5
        objs = st.objs
        cb = st.combat
        busy_at = _busy_at(st.showdown, cb)
        for k, b in enumerate(bfs):                                      # 6-8
            contester = b.contested_by
            busy = k in busy_at
            players_here = set()
            for u in b.units:             # a loop, not a set comprehension's own frame
                players_here.add(objs[u].controller)
            contester_here = bool(contester) and contester in players_here
            if contester_here:
                b.showdown_staged = not busy
            elif not busy:
                b.showdown_staged = False
            b.combat_staged = bool(contester) and len(players_here) >= 2 and not (
                cb is not None and cb.bf == k)
            if contester and not contester_here and not busy:
                b.contested_by = None
                b.showdown_staged = False
                st.say(f"  {b.name} is no longer contested (323.11)")
                order = st.order         # 323.11.a: the turn player first, in turn order
                t = order.index(st.turn_player) if st.turn_player in order else 0
                for p in order[t:] + order[:t]:
                    if p in players_here and p != b.controller:
                        self.apply_contested(st, k, p)
                        break
        if self._signature(st) != before:
            # 322: repeat until nothing changes; a special cleanup repeats as a normal one (324.2)
            self.push_cleanup(st)
            return
        self._start_structured(st)

    def _quiet(self, st: GameState) -> bool:
        """Would a normal cleanup with no showdown or combat change nothing and start
        nothing?  True only when each step's trigger is absent: no designation (323.2), no
        damage on the board (323.3-5), every held battlefield still has its controller's
        unit in an Open state (323.6), nothing to recall or reveal (323.7), nothing
        contested or staged (323.8-323.14).  One walk of the board, no calls: most
        cleanups are this one.  (A new step of `cleanup` must be reflected here.)"""
        objs = st.objs
        units = self.unit_names      # a name not in it (gear) makes the full cleanup run
        open_state = not st.chain
        bfs = st.bfs
        for b in bfs:
            if b.contested_by is not None or b.showdown_staged or b.combat_staged:
                return False
            ctl = b.controller
            held = ctl is None or not open_state
            for oid in b.units:
                o = objs[oid]
                if o.designation or o.damage > 0 or o.card not in units:
                    return False
                if o.controller == ctl:
                    held = True
            if not held:
                return False
        players = st.players
        for p in st.order:
            zones = players[p].zones
            for oid in zones["base"]:
                o = objs[oid]
                if o.designation or o.damage > 0 or o.controller != p:
                    return False
            for oid in zones["facedown"]:
                o = objs[oid]
                if o.bf is not None and bfs[o.bf].controller != o.controller:
                    return False
        return True

    def _recall_and_reveal(self, st: GameState) -> None:
        """323.7: unattached gear at a battlefield (435.4.a: one left there by a unit that
        died) and every permanent in a base other than its controller's (a control change
        moves nothing) are recalled to their controller's base; an attached card lies with
        its unit, in no list walked here, so it stays (Unleashed patch notes: "Permanents
        attached to Permanents controlled by a player may also be found in that player's
        Base"); hidden cards at a battlefield their controller does not control go to their
        owner's trash."""
        db = self.db
        units = self.unit_names
        objs = st.objs
        for b in st.bfs:
            for oid in b.units:              # a loop: nearly always every one is a unit
                if objs[oid].card not in units:
                    break
            else:
                continue
            for oid in list(b.units):
                name = st.objs[oid].card
                if name not in units and db.get(name).type != "unit":
                    self.recall(st, oid, "(323.7: gear is recalled from a battlefield)")
        objs = st.objs
        players = st.players
        for p in st.order:
            base = players[p].zones["base"]
            for oid in base:                 # a loop: nearly always everything here is p's
                if objs[oid].controller != p:
                    break
            else:
                continue
            for oid in [o for o in base if objs[o].controller != p]:
                self.relocate(st, oid, "base", designation=None)
                st.say(f"  recall {self.ref(st, oid)} from {p}'s base to "
                       f"{st.objs[oid].controller}'s base (323.7)")
        for p in st.order:
            facedown = players[p].zones["facedown"]
            if not facedown:
                continue
            for oid in list(facedown):
                o = st.objs[oid]
                if o.bf is not None and st.bfs[o.bf].controller != o.controller:
                    self.relocate(st, oid, "trash")
                    st.say(f"  {p}'s facedown card at {st.bfs[o.bf].name} goes to the trash: "
                           f"{p} does not control that battlefield (323.7)")

    def _busy(self, st: GameState, k: int) -> bool:
        return (st.showdown is not None and st.showdown.bf == k) or \
            (st.combat is not None and st.combat.bf == k)

    def _designations(self, st: GameState) -> None:
        """323.2: keep Attacker/Defender designations in step with the combat."""
        c = st.combat
        # Only units on the board carry a designation: leaving the board makes a new
        # object without one (124), so base and the battlefields are all there is to look at.
        objs = st.objs
        for ids in [st.players[p].zones["base"] for p in st.order] + [b.units for b in st.bfs]:
            for oid in ids:
                o = objs[oid]
                if o.designation and (c is None or o.zone != "battlefield" or o.bf != c.bf):
                    st.set(oid, designation=None)
        if c is None:
            return
        for oid in st.bfs[c.bf].units:
            o = objs[oid]
            want = "attacker" if o.controller == c.attacker else \
                "defender" if o.controller == c.defender else None
            if o.designation != want:
                st.set(oid, designation=want)
            if want is not None and oid not in c.was_in:      # joined the combat (466.7)
                c = st.combat = replace(c, was_in=c.was_in | {oid})

    def _signature(self, st: GameState):
        sig = [len(st.objs), st.next_id, st.winner]
        for b in st.bfs:                  # a loop, not a list comprehension's own frame
            sig += (b.controller, b.contested_by, b.showdown_staged, b.combat_staged,
                    len(b.units))
        return sig

    # -- 323.12-323.14: starting showdowns and combats ---------------------------------
    def _start_structured(self, st: GameState) -> None:
        if st.chain or st.winner:
            return
        if st.showdown is not None:
            k = st.showdown.bf
            b = st.bfs[k]
            if not st.showdown.combat and b.combat_staged:                 # 323.14
                self.open_combat(st, k, keep_focus=True)
            return
        if st.combat is not None or st.phase not in ("main", "beginning", "ending",
                                                     "awaken", "channel", "draw"):
            return
        for b in st.bfs:                  # a loop, not any() over a generator
            if b.combat_staged or b.showdown_staged:
                break
        else:
            return
        combats = [k for k, b in enumerate(st.bfs) if b.combat_staged]
        shows = [k for k, b in enumerate(st.bfs) if b.showdown_staged and not b.combat_staged]
        choices = shows or combats
        if not choices:
            return
        if len(choices) > 1:                                  # the turn player chooses
            st.pending = Decision(st.turn_player, "to",
                                  "Choose the battlefield where the next showdown begins",
                                  tuple(choices), ("start_showdown",))
            return
        self.begin_at(st, choices[0])

    def begin_at(self, st: GameState, k: int) -> None:
        b = st.bfs[k]
        if b.combat_staged:
            self.open_combat(st, k, keep_focus=False)
            return
        b.showdown_staged = False
        st.showdown = Showdown(k, focus=b.contested_by)
        st.priority = b.contested_by
        st.say(f"  a showdown begins at {b.name}; {b.contested_by} has focus (344-345)")
        self.fire(st, "showdown_start", subject=None, player=b.contested_by, here=k)
