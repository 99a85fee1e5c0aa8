"""Standard moves (144) and moving units (445-453): which units a player may move, why a
unit may not go somewhere (144.4.c Ganking, 449.2 a battlefield with two other players'
units, a battlefield's "units can't move to base"), and one move of several units with
its triggers and cleanup.  Mixed into the Engine beside ActionRules (engine/actions.py),
whose line dispatcher calls `do_move`."""

from __future__ import annotations

from ..cards.model import Cost
from . import ffa, layers, payment, rule_changes, teams, token_battlefields
from .errors import IllegalAction
from .notation import Line, resolve
from .state import GameState, Modifier


class MoveRules:
    db: object

    def movable_units(self, st: GameState, player: str) -> list[int]:
        objs, units = st.objs, self.unit_names      # (the printed type: facet type:unit)
        out = []
        for i in st.players[player].zones["base"]:   # loops, not comprehensions
            if objs[i].card in units:
                out.append(i)
        for b in st.bfs:
            for i in b.units:
                if objs[i].controller == player:
                    out.append(i)
        return out

    def do_move(self, st: GameState, ln: Line, checked: bool = False) -> None:
        """144: the Standard Move: exhaust units to move them together to one place."""
        p = ln.player
        if st.chain or st.showdown or st.combat or st.phase != "main" or p != st.turn_player:
            raise IllegalAction("a standard move is made in your own Main phase, in a "
                                "Neutral Open state (144.1)")
        cands = self.movable_units(st, p)
        ids = []
        for r in ln.refs:
            oid = resolve(st, r, cands, "unit to move", p)
            if oid in ids:
                raise IllegalAction(f"{r} is named twice")
            ids.append(oid)
        dest = "base" if ln.place == "base" else st.bf_index(ln.place or "")
        if dest is None:
            raise IllegalAction(f"cannot move to {ln.place}")
        for oid in () if checked else ids:
            o = st.objs[oid]
            if o.exhausted:
                raise IllegalAction(f"{self.ref(st, oid)} is exhausted: the standard move "
                                    f"costs exhausting it (144.2)")
            why = self.standard_move_why(st, oid, dest)
            if why:
                raise IllegalAction(why)
        tax = rule_changes.move_tax(self.db, st, p, dest, len(ids))     # 204.4
        if tax and not checked and not self.move_tax_payable(st, p, tax):
            raise IllegalAction(f"{p} cannot pay the {tax} [A] that moving these units "
                                f"together there costs (204.4)")
        named = [self.ref(st, i) for i in ids]
        st.say(f"{p}: move {', '.join(named)} to "
               f"{'base' if dest == 'base' else st.bfs[dest].name}")
        if tax:            # (no tax: pay_move_tax would only ask move_tax again)
            self.pay_move_tax(st, p, ids, dest)
            named = None   # paying may have changed what names them: named afresh
        for oid in ids:
            st.set(oid, exhausted=True)                       # 144.2 / 144.3.c
        self.move_units(st, tuple(ids), dest, why="(standard move, 144)", named=named)

    def spell_move(self, st: GameState, objs, dest, item, p: str) -> tuple:
        """A spell's or ability's move (420) of those of `objs` that can go to `dest`,
        controlled by `p`, together (446), once any applied cost is paid (204.4); the
        units moved."""
        movers = tuple(t for t in objs if dest is not None and self.can_move_to(st, t, dest)
                       and not forbidden(st, t, p)
                       and not rule_changes.unmovable_by(self.db, st, t, p))   # Jagged Cutlass
        if movers and not self.pay_move_tax(st, p, movers, dest):     # 204.4.c
            return ()
        if movers:
            self.move_units(st, movers, dest, why=f"({item.card}, 420)", by=p)
        if len(st.order) > 2 and dest not in (None, "base") and len(movers) < len(objs):
            ffa.recall_instead(self, st, objs, movers, dest, item)   # 447.2.c
        return movers

    def pay_move_tax(self, st: GameState, p: str, ids, dest) -> bool:
        """An applied cost on `p` moving `ids` together to `dest` (204.4: Mageseeker
        Investigator), paid as the move is performed, by a standard move or by `p`'s
        spell or ability alike (204.4.b).  False when it cannot be paid: the move is not
        performed (204.4.c)."""
        tax = rule_changes.move_tax(self.db, st, p, dest, len(ids))
        if not tax:
            return True
        if not self.move_tax_payable(st, p, tax):
            st.say(f"  {p} cannot pay the {tax} [A] that moving these units together to "
                   f"{st.bfs[dest].name} costs: they are not moved (204.4.c)")
            return False
        self.spend(st, p, Cost(0, (("any", tax),)), (), "moving several units there (204.4)")
        st.say(f"  {p} pays {tax} [A] to move {len(ids)} units together to "
               f"{st.bfs[dest].name} (204.4)")
        return True

    def move_tax_payable(self, st: GameState, p: str, tax: int) -> bool:
        """Can `p` pay `tax` [A] for a move (204.4)?"""
        return payment.can_pay(self.db, st, p, Cost(0, (("any", tax),)), ())

    def standard_move_why(self, st: GameState, oid: int, dest) -> str | None:
        o = st.objs[oid]
        if st.modifiers and forbidden(st, oid, o.controller):
            return f"{o.controller} can't move {self.ref(st, oid)} this turn"
        if dest == "base":
            return self.destination_why(st, oid, dest) if o.zone == "battlefield" else \
                f"{self.ref(st, oid)} is already in base"
        if o.zone == "battlefield":
            if o.bf == dest:
                return f"{self.ref(st, oid)} is already at {st.bfs[dest].name}"
            if not layers.has_keyword(self.db, st, oid, "ganking") and not \
                    token_battlefields.moves_here_from_anywhere(self, st, dest):
                return "only units with Ganking move from battlefield to battlefield (144.4.c)"
        return self.destination_why(st, oid, dest)

    def destination_why(self, st: GameState, oid: int, dest) -> str | None:
        if dest == "base":
            o = st.objs[oid]
            if o.zone == "battlefield" and rule_changes.no_move_to_base(self.db, st, o.bf):
                return f"units can't move from {st.bfs[o.bf].name} to base"
            if o.card in self.db.having("passive:cant_move_to_base"):   # Determined Sentry
                return f"{self.ref(st, oid)} can't move to base"
            return None
        if len(st.order) < 3:
            return None             # 449.2 needs two other players: a Duel has one
        me = st.objs[oid].controller
        others = {st.objs[u].controller for u in st.bfs[dest].units} - {me}
        if st.teams is not None and any(teams.is_ally(st, p, me) for p in others):
            return (f"{st.bfs[dest].name} is occupied by {me}'s teammate: not a destination "
                    f"for {me}'s units (447.2.b)")
        if len(others) >= 2:
            return "a unit cannot move to a battlefield with units of two other players (449.2)"
        # 447.2.a, 462.1: a battlefield with a combat staged or in progress takes units only
        # of a player in that combat who already has units there
        b, c = st.bfs[dest], st.combat
        fighting = c is not None and c.bf == dest
        if fighting or b.combat_staged:
            here = any(st.objs[u].controller == me for u in b.units)
            if not here or (fighting and me not in (c.attacker, c.defender)):
                return (f"{b.name} has a combat {'in progress' if fighting else 'staged'}: "
                        f"not a destination for {me}'s units (447.2.a)")
        return None

    def can_move_to(self, st: GameState, oid: int, dest) -> bool:
        o = st.objs.get(oid)
        if o is None or o.zone not in ("base", "battlefield"):
            return False
        if dest == "base":
            return o.zone != "base" and self.destination_why(st, oid, dest) is None
        if o.zone == "battlefield" and o.bf == dest:
            return False
        return self.destination_why(st, oid, dest) is None

    def move_units(self, st: GameState, ids: tuple[int, ...], dest, why: str = "",
                   by: str | None = None, named: list[str] | None = None) -> None:
        """One move of several units (446); then move triggers and a cleanup (453).  `by`:
        the player whose spell or ability moves them ("when you move an enemy unit");
        a standard move is its controller's.  `named`: the units' references where they
        start, when the caller has just written them (do_move)."""
        origins = {}
        labels = named if named is not None else [self.ref(st, i) for i in ids]
        for oid in ids:
            o = st.objs[oid]
            origins[oid] = o.bf if o.zone == "battlefield" else None
            if dest == "base":
                self.relocate(st, oid, "base")
            else:
                self.relocate(st, oid, "battlefield", bf=dest)
        place = "base" if dest == "base" else st.bfs[dest].name
        st.say(f"  {', '.join(labels)} move{'s' if len(ids) == 1 else ''} to {place} {why}")
        if dest != "base":
            self.apply_contested(st, dest, st.objs[ids[0]].controller)   # 450
        seen: set = set()       # one move of several units: "one or more" triggers once
        for oid in ids:
            self.note_moved(st, oid, origins[oid])   # "the Nth time I move" (383.1)
        for oid in ids:
            self.fire(st, "move", subject=oid, player=st.objs[oid].controller,
                      here=dest if dest != "base" else None, origin=origins[oid], seen=seen,
                      by=by or st.objs[oid].controller)
        self.push_cleanup(st)


CANT_MOVE = "cant_move"


def forbid(st: GameState, oid: int, player: str, by: str) -> None:
    """"They can't move it this turn" (Vex, Apathetic): `player`'s standard moves and
    their spells and abilities leave the unit where it is, until the turn ends (317.2.c)."""
    st.modifiers.append(Modifier(oid, CANT_MOVE, until="turn", source=player))
    st.say(f"  {by}: {player} can't move it this turn")


def forbidden(st: GameState, oid: int, player: str) -> bool:
    for m in st.modifiers:          # a loop: read for every move listed
        if m.kind == CANT_MOVE and m.target == oid and m.source == player:
            return True
    return False
