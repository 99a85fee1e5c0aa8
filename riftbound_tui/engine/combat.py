"""Showdowns ending (347-348), Combat (459-466) and Scoring (467-472)."""

from __future__ import annotations

from dataclasses import replace

from . import conditions, damage, delayed, ffa, frozen, kills, layers, linked, rule_changes, \
    teams, turn_notes
from .errors import IllegalAction
from .state import Combat, Decision, GameState, Modifier, Showdown, Task


class CombatRules:
    db: object

    def units_at(self, st: GameState, b) -> list[int]:
        """The units at a battlefield: not a gear left there, which the next cleanup
        recalls (435.4.a, 323.7): "units remain" counts units (466.1.a.2, 466.3, 466.5)."""
        objs, names = st.objs, self.unit_names
        return [u for u in b.units if objs[u].card in names or
                self.db.get(objs[u].card).type == "unit"]

    # -- 464: opening a combat ---------------------------------------------------------
    def open_combat(self, st: GameState, k: int, keep_focus: bool) -> None:
        b = st.bfs[k]
        attacker = b.contested_by                                 # 464.2.c.1
        others = [st.objs[u].controller for u in b.units if st.objs[u].controller != attacker]
        defender = others[0]                                      # 464.2.c.2
        if len(st.order) > 2 and len(set(others)) > 1:            # 462: two players fight
            defender = ffa.defender(st, b, attacker, set(others))
        b.showdown_staged = b.combat_staged = False
        st.combat = Combat(k, attacker, defender)
        focus = st.showdown.focus if (keep_focus and st.showdown) else attacker
        began = st.showdown is None or st.showdown.bf != k
        st.showdown = Showdown(k, focus=focus, combat=True)
        if began:                      # a combat's showdown begins (464.2): "a showdown
            self.fire(st, "showdown_start", subject=None, player=attacker, here=k)  # here"
        st.priority = focus
        # 464.2.b: start of combat effects ("when combat starts here"): the event's subject
        # is the battlefield; its triggers go on the chain with the others (464.2.e)
        self.fire(st, "combat_start", subject=b.obj, player=attacker, here=k)
        for u in b.units:                                         # 464.2.c.3
            o = st.objs[u]
            st.set(u, designation="attacker" if o.controller == attacker else
                   "defender" if o.controller == defender else None)   # (462: a third player's
        st.combat = replace(st.combat, was_in=frozenset(         # units take no part)
            u for u in b.units if st.objs[u].designation))
        st.say(f"  combat begins at {b.name}: {attacker} attacks, {defender} defends; "
               f"{focus} has focus (464)")
        for u in list(b.units):
            o = st.objs[u]
            if o.designation is None:
                continue
            self.fire(st, "attack" if o.designation == "attacker" else "defend", subject=u,
                      player=o.controller, here=k)   # the battlefield it attacks / defends
        # "when you attack / defend (here)": once per combat for each player (subject None)
        self.fire(st, "attack", subject=None, player=attacker, here=k)
        self.fire(st, "defend", subject=None, player=defender, here=k)

    # -- 347-348: every player passed focus ---------------------------------------------
    def end_showdown(self, st: GameState) -> None:
        sd = st.showdown
        b = st.bfs[sd.bf]
        if sd.combat:
            st.say(f"  all players pass: the combat showdown at {b.name} closes (348.1)")
            st.tasks.append(Task("combat_damage", ()))
            return
        st.showdown = None
        st.priority = None
        present = {st.objs[u].controller for u in self.units_at(st, b)}
        st.say(f"  all players pass: the showdown at {b.name} ends (348)")
        if len(present) == 1:
            (p,) = present
            if b.controller != p:                                  # 348.2.a
                self.establish_control(st, sd.bf, p)
        b.contested_by = None
        self.push_cleanup(st)

    def establish_control(self, st: GameState, k: int, player: str) -> None:
        b = st.bfs[k]
        was, b.controller = b.controller, player
        st.say(f"  {player} establishes control of {b.name} (190.4)")
        self.score(st, player, k, "conquer", was)

    # -- 465: combat damage --------------------------------------------------------------
    def combat_damage(self, st: GameState, task: Task) -> None:
        c = st.combat
        b = st.bfs[c.bf]
        att = [u for u in b.units if st.objs[u].designation == "attacker"]
        dfn = [u for u in b.units if st.objs[u].designation == "defender"]
        assigned: dict[int, int] = dict(task.data[0]) if task.data else {}
        stage = task.data[1] if len(task.data) > 1 else "attacker"
        if att and dfn:                                           # 465.1
            if stage in ("attacker", "defender"):
                side, into = (att, dfn) if stage == "attacker" else (dfn, att)
                who = c.attacker if stage == "attacker" else c.defender
                total = sum(layers.effective_might(self.db, st, u) for u in side
                            if not st.objs[u].stunned             # stunned units deal none (423)
                            and not rule_changes.deals_no_combat_damage(self.db, st, u))
                options = self.assignments(st, into, total, who)
                nxt = "defender" if stage == "attacker" else "deal"
                if len(options) == 1:
                    for u, n in options[0]:
                        assigned[u] = assigned.get(u, 0) + n
                    if total:
                        st.say(f"{who}: assign " + ", ".join(f"{self.ref(st, u)}={n}"
                                                             for u, n in options[0]))
                    st.tasks.append(Task("combat_damage", (tuple(assigned.items()), nxt)))
                    return
                st.pending = Decision(who, "assign",
                                      f"Assign {total} combat damage among "
                                      f"{len(into)} unit(s) (465.2.c)",
                                      tuple(options), ("assign", tuple(assigned.items()), nxt,
                                                       tuple(into), total))
                return
            linked.note_excess(self, st, c, assigned, att, dfn)   # "excess damage"
            kills.note_combat(self, st, c, assigned, att)         # who kills (428.5.c.2)
            st.say("  combat damage is dealt simultaneously (465.2.d)")
            for u, n in assigned.items():
                if n and u in st.objs:     # the other side's units deal it (465.2)
                    self.deal(st, u, n, dealt_by=c.defender if st.objs[u].controller ==
                              c.attacker else c.attacker)
        # 466.2: the result waits for what dealing damage and the combat cleanup put on the
        # chain (a Deathknell); the engine's loop does it once chain and triggers are empty
        st.combat = replace(c, step="result")
        self.push_cleanup(st, "combat")                           # 466.1

    MAX_LISTED_SPLITS = 12      # representative splits listed for a prompt

    def assignments(self, st: GameState, units: list[int], total: int, who: str):
        """A few representative legal splits of `total` among `units` (465.2.c), for the
        prompt; `valid_assignment` accepts every legal split, listed or not.

        Damage goes in an order that puts Tanks first and Backline last (465.2.c.6), each
        unit taking lethal damage in full before the next (465.2.c.3); once every unit
        has lethal damage the excess may go anywhere (465.2.c.4).  Listed: that order
        with each unit of the first tier that cannot all take lethal damage put last
        (so each may be the one left short), or, when all can, the excess on each unit.
        Nothing is enumerated: the work is linear in the number of units per split, and
        there is exactly one split listed precisely when only one split is legal.
        """
        if total == 0 or not units:
            return [tuple((u, 0) for u in units)]
        need, tier = self._needs(st, units)
        order = sorted(units, key=lambda u: tier[u])     # stable: listed order within a tier

        def greedy(seq) -> tuple:
            left, got = total, {}
            for u in seq:
                got[u] = min(need[u], left)
                left -= got[u]
            got[seq[-1]] += left                          # every unit has lethal: the excess
            return tuple((u, got[u]) for u in units)

        out = [greedy(order)]
        dual = self._dual(st, units)
        if dual:          # 465.2.c.8: each Tank-and-Backline unit may be treated as Backline
            late = {u: (2 if u in dual else tier[u]) for u in units}
            out.append(greedy(sorted(units, key=lambda u: late[u])))
        left, short = total, None
        for t in sorted(set(tier.values())):
            members = [u for u in order if tier[u] == t]
            if sum(need[u] for u in members) > left:
                short = members                           # not all of this tier takes lethal
                break
            left -= sum(need[u] for u in members)
        if short is None:
            if left:                                      # the excess, on each unit in turn
                for u in units:
                    out.append(tuple((v, need[v] + (left if v == u else 0)) for v in units))
        elif left:
            for u in short:                               # each unit of that tier left last
                out.append(greedy([v for v in order if v != u and tier[v] <= tier[u]] + [u]
                                  + [v for v in order if tier[v] > tier[u]]))
        return list(dict.fromkeys(out))[:self.MAX_LISTED_SPLITS]

    def _needs(self, st, units) -> tuple[dict[int, int], dict[int, int]]:
        """Lethal damage still needed by each unit (non-zero, 465.2.c.2) and its tier."""
        need = {u: layers.lethal_need(self.db, st, u) or 1 for u in units}
        for u, value in damage.shielded(st).items():      # Prevent Values (437.5.a-b)
            if u in need:
                need[u] += value
        return need, {u: self._tier(st, u) for u in units}

    def _tier(self, st, u: int) -> int:
        # 465.2.c.6: Tank first, Backline last.  A unit with both is listed as a Tank
        # here; 465.2.c.8 lets the assigning player treat it as either (see _dual).
        if layers.has_keyword(self.db, st, u, "tank") and \
                not rule_changes.tank_ignored(self.db, st, u):          # Dune Surfer
            return 0
        if layers.has_keyword(self.db, st, u, "backline"):
            return 2
        return 1

    def _dual(self, st, units) -> set[int]:
        """Units with both Tank and Backline: exclusionary demands, so the assigning
        player chooses which one applies, unit by unit (465.2.c.8, 465.2.c.9)."""
        return {u for u in units if layers.has_keyword(self.db, st, u, "tank")
                and layers.has_keyword(self.db, st, u, "backline")
                and not rule_changes.tank_ignored(self.db, st, u)}

    def valid_assignment(self, st: GameState, units: list[int], total: int,
                         given: dict[int, int]) -> str | None:
        """Why an assignment breaks 465.2.c, or None when it is legal.  Checked by rule,
        in time linear in the number of units: no split is enumerated."""
        if set(given) - set(units):
            return "damage can only be assigned to the opposing units in this combat"
        if any(n < 0 for n in given.values()):
            return "damage amounts cannot be negative"
        if sum(given.values()) != total:
            return f"assign exactly {total} damage (assigned {sum(given.values())})"
        need, tier = self._needs(st, units)
        got = {u: given.get(u, 0) for u in units}
        short = [u for u in units if got[u] < need[u]]
        if short:
            if any(got[u] > need[u] for u in units):
                return "no unit may be assigned more than lethal damage while another " \
                       "unit has none (465.2.c.4)"
            partial = [u for u in short if got[u] > 0]
            if len(partial) > 1:
                return "lethal damage must be assigned to one unit before the next (465.2.c.3)"
            # 465.2.c.8-9: a Tank-and-Backline unit is read as whichever of the two lets
            # the split stand: one with lethal damage as a Tank, one with none as Backline;
            # only the unit left short with some damage can go either way: try both.
            dual = self._dual(st, units)
            for u in dual:
                tier[u] = 0 if got[u] else 2
            tries = [0, 2] if partial and partial[0] in dual else [None]
            why = None
            for t in tries:
                if t is not None:
                    tier[partial[0]] = t
                why = self._tier_order_why(st, units, got, short, tier)
                if why is None:
                    return None
            return why
        return None

    def _tier_order_why(self, st, units, got, short, tier) -> str | None:
        first = min(tier[u] for u in short)               # the first tier not all lethal
        if any(got[u] > 0 and tier[u] > first for u in units):
            v = next(u for u in short if tier[u] == first)
            return f"{self.ref(st, v)} must be assigned lethal damage first " \
                   f"(Tank/Backline, 465.2.c.6)"
        return None

    def answer_assign(self, st: GameState, dec: Decision, given: dict[int, int]) -> None:
        if dec.context[0] == "split":           # an instruction's split (355.14, linked.py)
            return linked.answer_split(self, st, dec, given)
        _, done, nxt, units, total = dec.context
        why = self.valid_assignment(st, list(units), total, given)
        if why:
            raise IllegalAction(why)
        assigned = dict(done)
        for u, n in given.items():
            assigned[u] = assigned.get(u, 0) + n
        st.tasks.append(Task("combat_damage", (tuple(assigned.items()), nxt)))

    def combat_cleanup_steps(self, st: GameState) -> None:
        """466.1.a: heal all units; recall attackers if defenders are still present."""
        self.heal_all(st)
        c = st.combat
        if c is None:
            return
        b = st.bfs[c.bf]
        defenders = [u for u in self.units_at(st, b) if st.objs[u].controller == c.defender]
        attackers = [u for u in self.units_at(st, b) if st.objs[u].controller == c.attacker]
        st.say("  combat cleanup: heal all units (466.1.a.1)")
        if defenders and attackers:
            if rule_changes.recall_all_on_tie(self.db, st, c.attacker):
                # Symbol of the Solari: a tie (both sides still here after combat damage)
                # recalls ALL units instead of the attackers alone (a replacement, 369)
                for u in attackers + defenders:
                    self.recall(st, u, "(a tie: all units recalled, Symbol of the Solari)")
            else:
                for u in attackers:
                    self.recall(st, u, "(attackers recalled: defenders remain, 466.1.a.2)")
            st.combat = replace(c, step="recalled")

    # -- 466.3-466.7: result, control, end ---------------------------------------------------
    def combat_resolution(self, st: GameState, task: Task) -> None:
        """The resolution step's next task (its name is the combat's `step`, RESOLVING).
        Each is done once the chain and triggers the one before left have resolved: the
        engine's loop calls again only then (466.2, 466.4, 466.6)."""
        step = st.combat.step
        if step in ("result", "recalled"):
            self.combat_result(st)
        elif step == "control":
            self.combat_control(st)
        else:
            self.combat_end(st)

    def combat_result(self, st: GameState) -> None:
        """466.3: determine the combat result; "win a combat" triggers resolve before 466.5."""
        c = st.combat
        b = st.bfs[c.bf]
        present = {st.objs[u].controller for u in self.units_at(st, b)}
        if c.step == "recalled" or len(present) != 1:
            st.say(f"  combat at {b.name}: no result (466.3.d)")
        else:
            (winner,) = present
            st.say(f"  {winner} wins the combat at {b.name} (466.3.a)")
            self.won_combat(st, winner, c.bf)                        # 466.3.a, 466.3.c
        st.combat = replace(c, step="control")                       # 466.4

    def combat_control(self, st: GameState) -> None:
        """466.5: the player with units remaining establishes control (its conquer triggers
        resolve before combat ends, 466.6)."""
        c = st.combat
        k = c.bf
        b = st.bfs[k]
        present = {st.objs[u].controller for u in self.units_at(st, b)}
        if len(present) == 1:
            (p,) = present
            if b.controller != p:
                self.establish_control(st, k, p)
        elif not present:
            if b.controller is not None:
                st.say(f"  {b.name} becomes uncontrolled (466.5.b)")
            b.controller = None
        else:
            # 466.3.d.1, 461: units of opposing players remain (in FFA a third player's
            # too): a showdown and a combat are staged here, so control is not established
            # and the battlefield stays contested (466.5 applies only without them); when
            # its contester has left, the next player there in turn order contests it
            if b.contested_by not in present:
                t = st.order.index(st.turn_player) if st.turn_player in st.order else 0
                b.contested_by = next(p for p in st.order[t:] + st.order[:t]
                                      if p in present and p != b.controller)
            st.combat = replace(c, step="end")
            return
        b.contested_by = None
        st.combat = replace(c, step="end")                           # 466.6

    def combat_end(self, st: GameState) -> None:
        """466.7: combat ends; attacker and defender designations and 'this combat' effects
        end with it."""
        b = st.bfs[st.combat.bf]
        was_in = st.combat.was_in
        st.combat = None
        st.showdown = None
        st.priority = None
        for u, o in list(st.objs.items()):
            if o.designation:
                st.set(u, designation=None)                          # 466.7.a
        st.modifiers = [m for m in st.modifiers if m.until != "combat"]   # 466.7.c
        st.say(f"  combat at {b.name} ends (466.7)")
        # "when a combat that I was in ends": each unit that was in it and is still on the
        # board (recalled ones too: moving is not leaving, 124)
        ended = [u for u in sorted(was_in) if u in st.objs and
                 st.objs[u].zone in ("base", "battlefield")]
        for u in ended:
            self.fire(st, "combat_end", subject=u, player=st.objs[u].controller)
        self.push_cleanup(st)

    # -- 467-471: scoring ----------------------------------------------------------------------
    def score(self, st: GameState, player: str, k: int, how: str,
              was: str | None = None) -> None:
        """`was`: a conquered battlefield's controller before (None: it was uncontrolled),
        the conquer event's `origin` ("a battlefield that was uncontrolled": Yone errata)."""
        done = st.scored.get(player, frozenset())
        b = st.bfs[k]
        if k in done:
            st.say(f"  {player} already scored {b.name} this turn: no point (470)")
            return
        if st.teams is not None and ffa.disqualified(st, player, k):
            st.say(f"  {b.name} was {player}'s teammate's at the Beginning Phase: "
                   f"disqualified from scoring by their team this turn (489.8.b)")
            return
        if how == "conquer":                  # "a battlefield you conquered this turn"
            turn_notes.conquered(st, player, k)
        p = st.players[player]
        # Forgotten Monument: the conquer or hold still happens (its effects trigger), but
        # no point is scored here before the player's Nth turn
        before = rule_changes.no_score_before(self.db, st, k)
        barred = bool(before) and p.turns_taken < before
        if not barred:
            st.scored[player] = done | {k}
        if how == "conquer" and frozen.any_on_board(st, conditions.conquest_watchers(self.db)):
            for u in b.units:                # "if I didn't conquer this turn" (469.1)
                if st.objs[u].controller == player:
                    st.modifiers.append(Modifier(u, "happened", keyword=conditions.CONQUERED,
                                                 until="turn"))
        # Conquer/hold effects trigger even when the point is replaced (383.4.c.2.c, 383.4.d.2.c)
        self.fire(st, how, subject=None, player=player, here=k, origin=was)
        if how == "hold":                    # "when they hold" (engine/delayed.py)
            delayed.owner_holds(self, st, player)
        if barred:
            st.say(f"  {player} can't score {b.name} until their turn {before}: no point")
            return
        rule = "469.1" if how == "conquer" else "469.2"
        if how == "conquer" and p.points >= rule_changes.victory_score(self.db, st) - 1:
            if len(st.scored[player]) < len(st.bfs) and (    # 471.1.b.1, 489.8.g.1
                    st.teams is None or ffa.final_point_short(st, player)):
                st.say(f"  {player} conquers {b.name} but has not scored every battlefield "
                       f"this turn: draws a card instead of the final point (471.1.b.1)")
                self.draw(st, player, 1)
                return
        if rule_changes.cant_gain_points(self.db, st, player):
            st.say(f"  {player} {'conquers' if how == 'conquer' else 'holds'} {b.name} but "
                   f"can't gain points: no point ({rule})")
            return
        if rule_changes.early_score_draws(self.db, st, player):         # Otterpus (369)
            st.say(f"  {player} would score {b.name} during one of their first turns: "
                   f"draws 1 instead (Otterpus, 369)")
            self.draw(st, player, 1)
            return
        teams.gain_points(st, player, 1)                  # 489.8.d: the team's
        if how == "hold":                     # "each point you scored from holding this turn"
            turn_notes.held(st, player)
        st.say(f"  {player} {'conquers' if how == 'conquer' else 'holds'} {b.name}: "
               f"+1 point, {p.points} in all ({rule})")
