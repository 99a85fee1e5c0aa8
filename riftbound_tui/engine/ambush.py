"""Ambush (822): "I may be played to a battlefield where you control units" and "I have
[Reaction] as long as I'm being played to a battlefield where you control units" (822.1.b).

It adds places a unit may be played to (822.1.c, 355.2.b), whatever the timing; and where
the card's own timing would refuse it but a Reaction card would be played (308.1.a,
309.1.a, 316.5.b), it may still be played, to those places only.  Rengar, Trophy Hunter's
`ambush_to_enemy_units` widens Ambush's places to battlefields with enemy units (822.1.d).

822.3: "If there are no units at the location chosen before Finalization completes for
any reason, then it is no longer a valid location by Ambush's reasoning" (and 813.4.b: a
Reaction it had only by Ambush is lost with it).  Before finalization completes, only the
play's own costs can take units away: Stalking Wolf's additional cost ("kill a friendly
Bird, Cat, Dog or Poro").  So where the unit is played by Ambush alone, to a place or at
a time nothing else allows (`relies_on_ambush`; another permission keeps it, 822.3.a), a
cost that would take the last unit that gives Ambush its reason there (a unit you
control, 822.1.b; or an enemy unit with `ambush_to_enemy_units`, 822.1.d) is no legal
choice, and a play whose cost has no other choice is not made (engine/costs.py
`playable_places`, `why_not`).  Stalking Wolf's own text is such a permission for the
battlefield of the unit its cost kills (`ambush_where_paid`: "You may [Ambush] me to its
battlefield, even if you don't have other units there"), so no card of the five sets is
refused this way; an Ambush unit with a leaving cost and without it would be.
"""

from __future__ import annotations

from . import ffa, frozen, rule_changes, unit_places
from .state import GameState


@frozen.per_object
def reach(card) -> tuple[bool, bool]:
    """(has Ambush, Ambush reaches battlefields with enemy units too), read once a card.
    822.2: several instances of Ambush are one."""
    ambush = any(k.name == "ambush" for k in card.keywords)
    wider = ambush and any(a.kind == "passive" and a.passive == "ambush_to_enemy_units"
                           for a in card.abilities)
    return ambush, wider


def places(db, st: GameState, player: str, card) -> list[int]:
    """The battlefields Ambush lets `player` play this unit to: where they control units
    (822.1.b), and with `ambush_to_enemy_units` where there are enemy units (822.1.d)."""
    ambush, wider = reach(card)
    if not ambush or rule_changes.only_base_for(db, st, player):   # Mageseeker Warden
        return []
    objs = st.objs
    out = []
    for k, b in enumerate(st.bfs):
        for u in b.units:                       # loops: asked for every card in hand
            ctl = objs[u].controller
            if ctl == player or (wider and ctl != player):
                out.append(k)
                break
    if len(st.order) > 2 and out:        # 462.2: not into a combat `player` is not in
        out = [k for k in out if not ffa.outside_combat(st, player, k)]
    return out


def timing_why(eng, st: GameState, player: str, card, dest, why: str) -> str | None:
    """The card's timing refused it (`why`); does Ambush's Reaction let it be played to
    `dest` (None: to some place not named yet)?  822.1.b: it has Reaction only while it
    is being played to an Ambush place, so such a play names that place."""
    if not reach(card)[0] or eng.timing_ok(st, player, card, hidden=True) is not None:
        return why                  # no Ambush, or a Reaction could not be played now either
    where = places(eng.db, st, player, card)
    if dest is None:
        return None if where else \
            f"{why}; Ambush: {player} has no units at a battlefield to play it to (822.1.b)"
    if dest in where:
        return None
    return (f"{why}; Ambush plays it as a Reaction only to a battlefield where you have "
            f"units (822.1.b)")


def needs_place(eng, st: GameState, player: str, card) -> bool:
    """Is this play allowed only by Ambush's Reaction, so it must name its battlefield?"""
    return reach(card)[0] and eng.timing_ok(st, player, card) is not None


# additional costs whose objects leave the board as they are paid (engine/costs.py)
LEAVING_COSTS = frozenset(("kill", "return_to_hand", "banish", "recycle"))


def relies_on_ambush(eng, st: GameState, player: str, card, place, item=None) -> bool:
    """Is this unit played to battlefield `place` by Ambush's permission alone: the place
    is open to it by Ambush only (822.1.c: not one `player` controls, 355.2.a, nor one a
    passive opens, 170.11.c; 822.3.a), or the time is, by the Reaction Ambush gives
    (822.1.b, 813.4)?  `item`: the play already on the chain (its timing is the time it
    was played, before it was put there)."""
    if not isinstance(place, int) or not reach(card)[0]:
        return False
    if st.bfs[place].controller != player and \
            place not in unit_places.extra_destinations(eng.db, st, player, card):
        return True
    before = st
    if item is not None:
        before = st.clone()           # (rare: an Ambush unit whose cost takes a unit away)
        before.chain = [x for x in st.chain if x.id != item.id]
    return eng.timing_ok(before, player, card) is not None


def keeps_reason(st: GameState, player: str, card, place: int, leaving) -> bool:
    """822.3: with `leaving` gone from battlefield `place`, is a unit that gives Ambush its
    reason still there: one `player` controls (822.1.b, whose Reaction lasts "as long as
    I'm being played to a battlefield where you control Units", 813.4.b), or with
    `ambush_to_enemy_units` an enemy one (822.1.d)?  (822.3's "no units" is read as
    Ambush's own reason, 822.1.b.)"""
    if any(u in st.bfs[place].units for u in leaving) and any(
            a.kind == "passive" and a.passive == "ambush_where_paid" for a in card.abilities):
        return True        # Stalking Wolf: "You may [Ambush] me to its battlefield, even if
                           # you don't have other units there" (822.3.a)
    wider = reach(card)[1]
    objs = st.objs
    for u in st.bfs[place].units:
        if u not in leaving:
            ctl = objs[u].controller
            if ctl == player or (wider and ctl != player):
                return True
    return False


def _cost_needs_reason(eng, st: GameState, player: str, card, ab, dest, item) -> bool:
    """Does the additional cost `ab` take units from the board while the unit is played
    by Ambush alone (`relies_on_ambush`), so its choices must leave Ambush a reason?"""
    return ab is not None and ab.additional.kind in LEAVING_COSTS and card.type == "unit" \
        and relies_on_ambush(eng, st, player, card, dest, item)


def takes_reason(eng, st: GameState, it, card, ab, chosen) -> bool:
    """Would the objects `chosen` for the card's additional cost `ab`, all together, take
    the last unit that lets it Ambush where it is played (822.3)?"""
    return _cost_needs_reason(eng, st, it.controller, card, ab, it.dest, it) and \
        not keeps_reason(st, it.controller, card, it.dest, chosen)


def keeping_reason(eng, st: GameState, player: str, card, ab, cands, dest, item=None) -> list:
    """822.3 / 813.4.b: played by Ambush alone (`relies_on_ambush`), the unit needs a
    reason there until it is finalized: of the candidates for its additional cost `ab`,
    those whose leaving keeps one (each alone: no card of the five sets picks more than
    one this way; engine/costs.py `answer` checks a group with `takes_reason`)."""
    if not _cost_needs_reason(eng, st, player, card, ab, dest, item):
        return cands
    return [c for c in cands if keeps_reason(st, player, card, dest, (c,))]
