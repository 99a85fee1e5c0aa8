"""Hiding a card (811.1.b): paying [A] (or its alternative, engine/hide_costs.py) to put a
card with [Hidden] facedown at a battlefield its player controls, one per battlefield
and player (811.1.a), and why it cannot be hidden."""

from __future__ import annotations

from ..cards.model import Cost
from . import hide_costs
from .errors import IllegalAction
from .notation import Line, render, resolve
from .state import GameState


HIDE_COST = Cost(0, (("any", 1),))     # [A]: one power of any domain (811.1.b)


class HideRules:
    """The discretionary action of hiding a card (811.1.b)."""

    db: object

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
        # written as the listing writes it, by its place when a copy is in the other of
        # hand and champion zone, so the log's line replays (NOTATION "The log")
        named, zone = st.objs[oid].card, st.objs[oid].zone
        if any(st.objs[i].card == named and st.objs[i].zone != zone for i in cands):
            named = render(st, oid)
        st.say(f"{p}: hide {named} at {st.bfs[k].name}")
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
