"""A player's view of the game (128: privacy): what that player may know.

Other players' hands and facedown cards, and the order of every deck, are
hidden: their objects keep their ids and zones but their names become
'Hidden Card', and deck orders are hidden by sorting the ids.
"""

from __future__ import annotations

import re
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
    if v.pending is not None and v.pending.player != player:
        # a predicting player's prompt names the top card of their deck (436): theirs only
        v.pending = replace(v.pending, prompt=_SEEN.sub("the top card of their Main Deck; ",
                                                        v.pending.prompt))
    v.rng = 0                         # the future is hidden too
    v.log = redact_log(v.log, player)
    return v


_SEEN = re.compile(r"the top card of your Main Deck is .+?; ")
_MULLIGAN = re.compile(r"^(\S+): mulligan (.+)$")
_HIDE = re.compile(r"^(\S+): hide (.+) at (.+)$")


def redact_log(lines: list[str], viewer: str | None) -> list[str]:
    """The log as `viewer` may read it (128): another player's mulligan and hidden
    cards are not named.  None: everything (open hands, rules testers)."""
    if viewer is None:
        return list(lines)
    out = []
    for line in lines:
        m = _MULLIGAN.match(line)
        if m and m.group(1) != viewer:
            out.append(f"{m.group(1)}: mulligan (cards set aside: hidden)")
            continue
        m = _HIDE.match(line)
        if m and m.group(1) != viewer:
            out.append(f"{m.group(1)}: hide a card at {m.group(3)}")
            continue
        out.append(line)
    return out
