"""An alternative cost for hiding (811.1.b, 356.1.a): "You may pay [1] to hide a card
with [Hidden] instead of [A]" (Teemo, Swift Scout: passive `hide_for_energy`, value the
energy).  When both costs can be paid the player answers `yes` (pay the energy) or `no`
(pay [A]); when only one can, that one is paid.  An effect may let a player hide ignoring
costs this turn (`hide_cost`: the custom rule `hide_free`)."""

from __future__ import annotations

from ..cards.model import Cost
from . import payment
from .state import Decision, GameState

CONTEXT = "hide_alt"
A = Cost(0, (("any", 1),))      # [A], the usual hide cost


def hide_cost(st: GameState, player: str, cost):
    """811.1.b: hiding costs [A], unless an effect lets the player ignore it this turn."""
    if any(m.kind == "rule" and m.keyword == "hide_free" and m.source == player
           for m in st.modifiers):
        return Cost()
    return cost


def alternative(eng, st: GameState, player: str) -> Cost | None:
    for oid in st.players[player].zones["legend"] + st.players[player].zones["base"]:
        for ab in eng.db.get(st.objs[oid].card).abilities:
            if ab.kind == "passive" and ab.passive == "hide_for_energy":
                return Cost(1 if ab.value is None else ab.value)
    for b in st.bfs:
        for oid in b.units:
            if st.objs[oid].controller == player and any(
                    ab.kind == "passive" and ab.passive == "hide_for_energy"
                    for ab in eng.db.get(st.objs[oid].card).abilities):
                return Cost(1)
    return None


def payable(eng, st: GameState, player: str, base: Cost) -> bool:
    alt = alternative(eng, st, player)
    return payment.can_pay(eng.db, st, player, base) or (
        alt is not None and payment.can_pay(eng.db, st, player, alt))


def choose(eng, st: GameState, player: str, oid: int, k: int, base: Cost) -> Cost | None:
    """The cost to pay now, or None after asking which (a decision is pending)."""
    alt = alternative(eng, st, player)
    if alt is None or base == Cost():
        return base
    can_base = payment.can_pay(eng.db, st, player, base)
    can_alt = payment.can_pay(eng.db, st, player, alt)
    if can_base and can_alt:
        # the prompt never names the card: what is hidden stays secret (811)
        st.pending = Decision(player, "yes_no", f"hide a card: pay {alt.energy} energy "
                              f"instead of 1 power of any domain? (811.1.b)",
                              ("yes", "no"), (CONTEXT, oid, k))
        return None
    return alt if can_alt and not can_base else base
