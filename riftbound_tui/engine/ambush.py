"""Ambush (822): "I may be played to a battlefield where you control units" and "I have
[Reaction] as long as I'm being played to a battlefield where you control units" (822.1.b).

It adds places a unit may be played to (822.1.c, 355.2.b), whatever the timing; and where
the card's own timing would refuse it but a Reaction card would be played (308.1.a,
309.1.a, 316.5.b), it may still be played, to those places only.  Rengar, Trophy Hunter's
`ambush_to_enemy_units` widens Ambush's places to battlefields with enemy units (822.1.d).

822.3 (the units leave before finalization completes) is not checked: Stalking Wolf's
additional cost may kill the only friendly unit where it ambushes, and it still enters
there (whether 'no units' means none you control, 822.1.b, or none at all awaits a ruling).
"""

from __future__ import annotations

from . import ffa, frozen, rule_changes
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
