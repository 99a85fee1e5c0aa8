"""Instructions a player does (190.6.d): who an instruction acts for ("you", "its
controller", "that player"), "each player ..." in turn order (355.10.e), and the two
instructions that ask their player as they resolve: discard (422) and Predict (436.1).
Mixed into `effects.Effects`, whose `execute` runs each of them.
"""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import Effect
from . import conditions, effect_memory, ffa, seen, targets
from .state import ChainItem, Decision, GameState, SUSPEND


class PlayerInstructions:
    def _you_is_no_one(self, st: GameState, source) -> bool:
        """190.6.d: "you" in a battlefield's ability is its controller, read as the
        instruction executes; an uncontrolled battlefield's "you" is no one (the turn
        player only takes responsibility for it, 190.6.b)."""
        o = st.objs.get(source) if source is not None else None
        if o is None or o.zone != "battlefields":
            return False
        k = self.bf_of_obj(st, source)
        return k is not None and st.bfs[k].controller is None

    def _each_player(self, st, eff: Effect, objs, item: ChainItem, i: int, source, answer,
                     noted, progress):
        """"Each player ...": every player does it in turn, starting with the turn player
        and proceeding in turn order (as 621 orders simultaneous choices), each choosing
        for themself (355.10.e).  Returns (result, progress to keep while suspended)."""
        k0 = st.order.index(st.turn_player) if st.turn_player in st.order else 0
        players = st.order[k0:] + st.order[:k0]
        if eff.player == "combatants":
            players = self._combatants(st, item)
        elif eff.player == ffa.EACH_OPPONENT:       # "each opponent", several (ffa.py),
            players = ffa.opponents_from(st, item.controller)   # from its controller
        k, got, short = progress[:3] if progress is not None else (0, (), False)
        asks = eff.ask is not None and ffa.asks_each(eff)   # "each opponent may": each first
        said_yes = progress is not None and len(progress) > 3
        mine = replace(eff, player="you", ask=None) if asks else replace(eff, player="you")
        while k < len(players):
            if asks and not said_yes:
                if answer is None:
                    ffa.ask_each(st, players[k], eff, item)
                    return SUSPEND, (k, got, short)
                if not answer:
                    st.say(f"  {item.card}: {players[k]} declines (487.2)")
                    k, short, answer = k + 1, True, None
                    continue
                answer = None
            res = self.execute(st, mine, objs, replace(item, controller=players[k]), i,
                               source, answer, noted)
            answer = None
            if res == SUSPEND:
                return SUSPEND, (k, got, short) + ((True,) if asks else ())
            said_yes = False
            got, short, k = got + tuple(res[0]), short or res[1], k + 1
        return (got, short), None

    def _combatants(self, st, item: ChainItem) -> list[str]:
        """"The attacker and defender each": the two players of the combat at the item's
        battlefield (464.2.c), attacker first; none once that combat is over."""
        c = st.combat
        if c is None or c.bf != item.here:
            st.say(f"  {item.card}: no combat there, so no attacker or defender (464.2.c)")
            return []
        return [c.attacker, c.defender]

    def _discard(self, st: GameState, who: str, n: int, item: ChainItem, answer):
        """422: the player chooses which cards to discard as the instruction resolves."""
        hand = list(st.players[who].zones["hand"])
        n = min(n, len(hand))                    # 359.3.e.11: as much as possible
        if answer is None:
            if 0 < n < len(hand):
                st.pending = Decision(who, "choose", f"{item.label}: discard {n}",
                                      tuple(hand), ("instruction",), n, n)
                return SUSPEND
            answer = tuple(hand[:n])             # all of them, or none: nothing to choose
        trashed = []
        for c in answer:
            st.say(f"  {who} discards {st.objs[c].card} (422)")
            conditions.note(st, "discarded", who)
            trashed.append(self.relocate(st, c, "trash"))
        effect_memory.note(st, effect_memory.DISCARDED_BY, item, trashed)   # Hwei
        self.discarded(st, who, trashed)                 # 422.1.b: after discarding
        # what was discarded is what the next instruction's `previous` names ("its cost")
        return tuple(trashed), len(answer) < n

    def _predict(self, st: GameState, who: str, item: ChainItem, answer):
        """436.1: look at the top card of your Main Deck and choose whether to recycle it."""
        deck = st.players[who].zones["deck"]
        if seen.predicted_card_gone(st, item):
            # the card looked at left the top of the deck as it was looked at (its own
            # "as you look at me", engine/zones.py): nothing is left to recycle (436.1)
            st.say(f"  {who} has nothing left to recycle: the card they looked at is no "
                   f"longer on top of their Main Deck (436.1)")
            return (), True
        if not deck:
            return (), True
        if answer is None:
            top = st.objs[deck[0]].card
            st.pending = Decision(who, "yes_no", f"{item.label}: the top card of your Main Deck "
                                  f"is {top}; recycle it? (436)", ("yes", "no"),
                                  ("instruction",))
            return SUSPEND
        if answer:
            self.relocate(st, deck[0], "deck")          # 416.1: to the bottom
            st.say(f"  {who} recycles the top card of their Main Deck (436, 416)")
            self.recycled(st, who)
        else:
            st.say(f"  {who} keeps the top card of their Main Deck on top (436)")
        return (), False

    def _player(self, st, eff: Effect, ctl: str, objs, noted=(),
                item_player: str | None = None, item: ChainItem | None = None,
                i: int | None = None) -> str | None:
        """Who an instruction acts for; None when "its controller / owner" is null, or
        "they" names a chosen player who is no longer a legal choice."""
        if eff.player == "opponent" or eff.player == "each_opponent":
            opps = st.opponents(ctl)
            if len(opps) > 1 and item is not None:       # the one chosen (engine/ffa.py)
                return ffa.opponent_of(st, item) or opps[0]
            return opps[0]
        if eff.player == "chosen":         # "choose a player. They ..." (355.9.a)
            return self._chosen_player(st, item, i)
        if eff.player == "that_player":    # the player the trigger's event was about
            return item_player if item_player is not None else ctl
        if eff.player in ("controller", "owner"):
            k = 0 if eff.player == "controller" else 1
            if objs:
                o = st.objs.get(objs[0])
                return None if o is None else (o.controller, o.owner)[k]   # 359.3.e.12
            if noted:
                # linked to the previous instruction: its object as it was when affected,
                # though it may have left the board since (Hidden Blade, Retreat; 359.3.e.13)
                return noted[0][k]
            return None
        return ctl

    def _chosen_player(self, st, item: ChainItem | None, i: int | None) -> str | None:
        """"They": the player the nearest earlier instruction chose (355.9.a, linked
        instructions 359.3.e.14), if that player is still a legal choice as this one
        executes (359.3.e.5); None otherwise."""
        if item is None:
            return None
        effects = self.item_effects(st, item)
        for k in range(min(i if i is not None else len(item.targets), len(item.targets)) - 1,
                       -1, -1):
            picked = [t for t in item.targets[k] if isinstance(t, str)]
            if picked:
                sel = effects[k].target if k < len(effects) else None
                who = picked[0]
                if sel is not None and not targets.player_matches(st, sel, who,
                                                                  item.controller):
                    return None
                return who
        return None
