"""A player's view of the game (128: privacy): what that player may know.

Other players' hands and facedown cards, and the order of every deck, are
hidden: their objects keep their ids and zones but their names become
'Hidden Card', and deck orders are hidden by sorting the ids.
"""

from __future__ import annotations

from dataclasses import replace

from .state import GameState

HIDDEN = "Hidden Card"


def redact(st: GameState, player: str) -> GameState:
    v = st.clone()
    for p in v.order:
        zones = v.players[p].zones
        secret = list(zones["deck"]) + list(zones["rune_deck"])
        if p != player:
            secret += list(zones["hand"]) + list(zones["facedown"])
        for oid in secret:
            v.objs[oid] = replace(v.objs[oid], card=HIDDEN)
        zones["deck"].sort()          # the order of a deck is known to no one
        zones["rune_deck"].sort()
    v.rng = 0                         # the future is hidden too
    return v
