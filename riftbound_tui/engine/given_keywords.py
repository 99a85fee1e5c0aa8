"""Quick-Draw (819) and Weaponmaster (821) given by another card's static: their play
triggers, which the loader writes as abilities only where the keyword is printed
(cards/equipment.py).

- "Your Equipment everywhere have [Quick-Draw]" (Jax, Unmatched, errata): a
  `static: {keywords: [quick-draw]}` whose `to:` names gear, read as the card is played
  wherever it is: it has Reaction (819.1.b), and "When you play this, attach it to a unit
  you control" (819.1.d) triggers as it enters.  One instance counts (819.2): a card with
  it printed gets nothing more.
- "Your Sand Soldiers have [Weaponmaster]" (Azir, Emperor of the Sands): each instance the
  unit has beyond its printed ones triggers as it is played (821.1.c, 821.1.c.7): "you
  may choose an Equipment you control and pay its Equip cost reduced by [A] to attach it
  to me" (choosing none is declining).

Each is a keyword's own trigger (no ability of its card: `ability` None), told apart by
its label, as Vision's is (engine/chain.py).
"""

from __future__ import annotations

import functools

from ..cards.model import Effect
from . import cost_auras, frozen, layers
from .state import ChainItem, GameState

QUICK_DRAW = "Quick-Draw"          # the end of each trigger item's label
WEAPONMASTER = "Weaponmaster"


@functools.cache
def _effects(label_end: str) -> tuple[Effect, ...]:
    # (its Selectors are made on first use, not as the table starts)
    from ..cards.equipment import FRIENDLY_EQUIPMENT, FRIENDLY_UNIT
    if label_end == WEAPONMASTER:                                      # 821.1.c
        from dataclasses import replace
        return (Effect(op="attach", target=replace(FRIENDLY_EQUIPMENT, up_to=True),
                       reduce=1),)
    return (Effect(op="attach", target=FRIENDLY_UNIT),)                # 819.1.d


def is_given(label: str) -> bool:
    return label.endswith(QUICK_DRAW) or label.endswith(WEAPONMASTER)


def effects(label: str) -> tuple[Effect, ...]:
    """What the given keyword's trigger does."""
    return _effects(WEAPONMASTER if label.endswith(WEAPONMASTER) else QUICK_DRAW)


def granters(db, st) -> list:
    """(object, controller) of the permanents whose statics give Quick-Draw: most boards
    have none."""
    names = db.having("grants:quick-draw")
    if not names or not frozen.any_on_board(st, names):
        return []
    return cost_auras.on_board_of(st, names)


def granted(db, st, player: str, card) -> bool:
    """Does `card`, played by `player`, have a Quick-Draw given by another card (and none
    printed, 819.2)?  Only gear with Equip has it (819.1.a)."""
    if card.type != "gear" or not card.has("equip") or card.has("quick-draw"):
        return False
    for oid, ctl in granters(db, st):
        for ab in db.get(st.objs[oid].card).abilities:
            s = ab.static
            if ab.kind == "static" and s is not None and s.to is not None and ctl is not None \
                    and any(k.name == "quick-draw" for k in s.keywords) \
                    and cost_auras.card_matches(s.to, card, player, ctl):
                return True
    return False


def timely_names(db, st, player: str, names: frozenset[str]) -> frozenset[str]:
    """The names a Reaction window lets `player` play, with the Equipment given Quick-Draw."""
    if not granters(db, st):
        return names
    return names | frozenset(n for n in db.having("keyword:equip")
                             if granted(db, st, player, db.get(n)))


def play_triggers(db, st: GameState, oid: int, player: str, card) -> None:
    """As `oid` (a card or a token) is played by `player`: the triggers of the Quick-Draw
    and Weaponmaster instances other cards give it."""
    if card.type == "gear" and granted(db, st, player, card):
        _trigger(st, oid, player, card.name, QUICK_DRAW)
    if card.type == "unit" and db.having("grants:weaponmaster"):
        printed = sum(1 for k in card.keywords if k.name == "weaponmaster")
        for _ in range(layers.keyword_count(db, st, oid, "weaponmaster") - printed):
            _trigger(st, oid, player, card.name, WEAPONMASTER)


def _trigger(st: GameState, oid: int, player: str, name: str, keyword: str) -> None:
    st.triggers.append(ChainItem(st.new_id(), "triggered", player, oid, name, ability=None,
                                 subject=oid, by_trigger=True, label=f"{name} {keyword}"))
