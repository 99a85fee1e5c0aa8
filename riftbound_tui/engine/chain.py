"""Playing cards and abilities, and the Chain (rules 327-340, 349-359, 398-406).

A played card goes to the Chain as a pending item (354), its controller makes
its choices (355), pays (357) and it is finalized (359): a unit or gear then
resolves at once (337.2), a spell waits while players pass priority in turn
order (338-339) and the newest finalized item resolves (340).

This module starts a play or an activation and holds the Chain's items (what an item
does, finding and changing one); a pending item's choices and costs are
pending_items.py's, finalizing and resolving resolution.py's, where a unit may be
played unit_places.py's.
"""

from __future__ import annotations

import functools

from ..cards.model import Effect
from . import conditions, delayed, flow, given_keywords, modes, reflexive, repeat
from .choices import ChoiceRules
from .paying import PayingRules
from .pending_items import PendingItemRules
from .resolution import ResolutionRules
from .state import ChainItem, GameState, item_but, showdown_but
from .unit_places import UnitPlaceRules


@functools.cache
def vision_effects() -> tuple[Effect, ...]:
    """What Vision's own trigger does (817): made on first use, not at import, so that a
    start-up does not write Effect's __init__ (lazy_dataclass) for one record."""
    return (Effect(op="custom", handler="predict"),)


class ChainRules(PendingItemRules, ResolutionRules, UnitPlaceRules, PayingRules, ChoiceRules):
    db: object

    # -- what an item does -------------------------------------------------------------
    def item_effects(self, st: GameState, item: ChainItem) -> tuple[Effect, ...]:
        card = self.db.get(item.card)
        chosen = modes.effects_of(card, item)           # 355.3: the chosen mode
        if chosen is not None:
            return repeat.executed(card, item, chosen) if item.repeats else chosen
        if item.reflexive is not None:    # "do this:" (387): the parent's instructions
            return reflexive.parents_effects(card, item)
        if item.delayed is not None:      # a delayed trigger (engine/delayed.py)
            return delayed.effects_of(card, item.delayed)
        if item.kind == "card":
            # 820.1.d: executed once more for each Repeat paid
            return repeat.executed(card, item, card.effects) if item.repeats else card.effects
        if item.ability is None:          # a keyword's own trigger: Vision (817), or a
            if given_keywords.is_given(item.label):      # Quick-Draw or Weaponmaster
                return given_keywords.effects(item.label)   # another card gives (819, 821)
            return vision_effects()
        return card.abilities[item.ability].effects

    def item_source(self, item: ChainItem) -> int | None:
        return item.source

    def item(self, st: GameState, item_id: int) -> tuple[int, ChainItem]:
        for k, it in enumerate(st.chain):
            if it.id == item_id:
                return k, it
        raise KeyError(item_id)

    def update_item(self, st: GameState, item_id: int, **changes) -> ChainItem:
        k, it = self.item(st, item_id)
        st.chain[k] = item_but(it, **changes)
        return st.chain[k]

    def add_to_chain(self, st: GameState, item: ChainItem) -> None:
        if not st.chain and st.showdown is not None:
            st.showdown = showdown_but(st.showdown, chain_by_trigger=item.kind == "triggered")
        st.chain.append(item)
        if st.phase == "expiration":
            # 317.2.f: an item went through FEPR in the Expiration Step: once the chain is
            # done, the step starts again (its Ending Special Cleanup runs once more)
            st.phase = "ending"
            st.say("  the Expiration Step will start again (317.2.f)")

    # -- 354: start playing a card ---------------------------------------------------
    def start_play(self, st: GameState, player: str, oid: int, dest=None) -> None:
        o = st.objs[oid]
        card = self.db.get(o.card)
        hidden_at = o.bf if o.zone == "facedown" else None
        if hidden_at is not None:
            dest = hidden_at          # 811.1.d.1: a hidden permanent enters where it was hidden
        by_flow = o.zone == "trash" and flow.by_flow(st, oid, card)   # 829.1.b: a Flow spell
        by_own = o.zone == "trash" and card.trash_cost is not None and not by_flow  # 356.1.a
        if o.zone == "trash" and not by_flow and not by_own:   # another card's permission
            st.say(f"  {player} plays {card.name} from their trash: a card they control lets "
                   f"them (419.1.a)")
        from_hand = o.zone == "hand"
        new = self.relocate(st, oid, "chain", controller=player)
        item = ChainItem(st.new_id(), "card", player, new, card.name, dest=dest,
                         label=card.name, hidden_at=hidden_at, flow=by_flow,
                         from_hand=from_hand, trash_cost=by_own)
        if by_own:
            st.say(f"  {player} plays {card.name} from their trash for its alternate cost "
                   f"(356.1.a)")
        if by_flow:
            st.say(f"  {player} plays {card.name} from their trash for its Flow cost "
                   f"(829.1.b, 829.1.c.1)")
        self.add_to_chain(st, item)
        self.push_cleanup(st)       # 319.3

    def start_activate(self, st: GameState, player: str, oid: int, index: int,
                       name: str | None = None) -> None:
        """`name`: the card whose ability it is when `oid` has it from another card
        (Heimerdinger, Inventor): the item names that card, its source is `oid`."""
        o = st.objs[oid]
        card = self.db.get(name or o.card)
        # "here" is my location as I choose (359.3.f.2): "an enemy unit attacking here"
        here = o.bf if o.zone == "battlefield" else None
        item = ChainItem(st.new_id(), "activated", player, oid, card.name, ability=index,
                         here=here, label=f"{card.name} ability {index + 1}" if card.name == o.card
                         else f"{o.card} ({card.name} ability {index + 1})")
        self.add_to_chain(st, item)
        self.push_cleanup(st)

    def note_played(self, st: GameState, player: str, name: str) -> None:
        st.played_this_turn += (name,)
        st.played_by += (player,)

    def plays_this_turn(self, st: GameState, player: str) -> int:
        """Cards `player` has finalized this turn (812 Legion; conditions.py)."""
        return conditions.plays_this_turn(st, player)
