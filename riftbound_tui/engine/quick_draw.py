"""Quick-Draw given by another card (819): "Your Equipment everywhere have [Quick-Draw]"
(Jax, Unmatched, errata): a `static: {keywords: [quick-draw]}` whose `to:` names gear.

A printed Quick-Draw is written by the loader as Reaction and a play trigger
(cards/equipment.py).  A granted one is read from the board as the card is played: it
has Reaction (819.1.b), so it may be played at Reaction speed, and "When you play this,
attach it to a unit you control" (819.1.d) triggers as it enters, as a keyword's own
trigger (no ability of its card).  One instance counts (819.2): a card with it printed
gets nothing more.
"""

from __future__ import annotations

import functools

from ..cards.equipment import FRIENDLY_UNIT
from ..cards.model import Effect
from . import cost_auras, frozen

KEYWORD = "quick-draw"
LABEL = "Quick-Draw"          # the end of the trigger item's label (engine/chain.py)


@functools.cache
def effects() -> tuple[Effect, ...]:
    """819.1.d: "attach it to a unit you control"."""
    return (Effect(op="attach", target=FRIENDLY_UNIT),)


def granters(db, st) -> list:
    """(object, controller) of the permanents whose statics give Quick-Draw: most boards
    have none."""
    names = db.having("grants:" + KEYWORD)
    if not names or not frozen.any_on_board(st, names):
        return []
    return cost_auras.on_board_of(st, names)


def granted(db, st, player: str, card) -> bool:
    """Does `card`, played by `player`, have a Quick-Draw given by another card (and none
    printed, 819.2)?  Only gear with Equip has it (819.1.a)."""
    if card.type != "gear" or not card.has("equip") or card.has(KEYWORD):
        return False
    for oid, ctl in granters(db, st):
        for ab in db.get(st.objs[oid].card).abilities:
            s = ab.static
            if ab.kind == "static" and s is not None and s.to is not None and ctl is not None \
                    and any(k.name == KEYWORD for k in s.keywords) \
                    and cost_auras.card_matches(s.to, card, player, ctl):
                return True
    return False


def timely_names(db, st, player: str, names: frozenset[str]) -> frozenset[str]:
    """The names a Reaction window lets `player` play, with the Equipment given Quick-Draw."""
    if not granters(db, st):
        return names
    return names | frozenset(n for n in db.having("keyword:equip")
                             if granted(db, st, player, db.get(n)))
