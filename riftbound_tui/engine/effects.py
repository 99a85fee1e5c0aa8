"""Executing one instruction (359.3.d-e): the objects it acts on, its targets re-checked
as it resolves (an instruction whose targets are all gone is ignored, the rest still
happen: 359.3.e.5-8), then the instruction itself.  `execute` is the one entry point:
zones.py does the instructions on hands, trashes, decks and cards looked at; every other
op is done by its family's function, found in one table (`OPS`):

- ops_damage.py: deal, kill, heal, prevent damage, "instead of dying" (428, 418, 437, 369);
- ops_status.py: ready, exhaust, stun, buff, spend a buff, Empower (414-426, 441, 702);
- ops_traits.py: Might, lasting changes, keywords, abilities and Flow given (476, 701, 829);
- ops_moves.py: move, return, recall, attach, swap, control (420, 434-435, 455, 188-191);
- ops_player.py: draw, burn, discard, channel, Add, points, XP, extra turns, this turn's
  rules for a player (429, 730, 734, 317.2.c);
- ops_making.py: tokens, copies, replacing a battlefield, activating triggers (477, 438);
- ops_chain.py: counter, new choices, play again, delayed triggers, choices made on
  resolution (425, 750, 355.17).

Running the instructions in order, with their links, conditions and questions, is
instructions.py's.
"""

from __future__ import annotations


from ..cards.model import Effect
from . import (chosen_harm, frozen, linked, ops_chain, ops_damage, ops_making, ops_moves,
               ops_player, ops_status, ops_traits, relative, targets, zone_picks, zones)
from .instructions import InstructionRunner
from .state import ChainItem, GameState

OPS = {**ops_damage.OPS, **ops_status.OPS, **ops_traits.OPS, **ops_moves.OPS,
       **ops_player.OPS, **ops_making.OPS, **ops_chain.OPS}


class Effects(InstructionRunner):
    db: object

    def _affected(self, st, eff: Effect, item: ChainItem, i: int, source, prev):
        """The objects the instruction acts on as it resolves: its chosen targets still
        legal (None when every one is gone: ignored, 359.3.e.7), "all" found now, "that"
        and "it" of an earlier instruction (359.3.e.14), "me", the trigger's subject."""
        sel = relative.resolved(self.db, st, eff.target, item)   # "than the chosen unit"
        if sel is None:
            return ()
        ctl = item.controller
        if sel.kind == "that":                 # "that unit": what instruction N chose
            return linked.that_objs(st, item, sel.ref)
        if zone_picks.reaches(sel):          # a hand, a trash, the cards looked at
            return tuple(zone_picks.candidates(self, st, sel, ctl, item))
        if sel.kind == "self" and item.kind == "card" and source in st.objs and \
                st.objs[source].zone == "chain":
            return (source,)     # a resolving spell's "this" is the card on the chain
        if sel.kind == "self" and eff.op in zones.OPS:   # "play me" from my trash (385.2)
            return zone_picks.self_card(st, source)
        if sel.kind == "choose":
            chosen = item.targets[i] if i < len(item.targets) else ()
            alive = tuple(t for t in chosen
                          if targets.matches(self.db, st, sel, t, ctl, source, item.here))
            if (sel.location is not None and sel.location.kind == "that") or \
                    sel.apart_from is not None or sel.less_might_than is not None or \
                    sel.same_controller is not None or sel.chooses is not None:
                alive = tuple(linked.same_place(self, st, item, sel, list(alive)))
            if chosen and not alive:
                return None
            return alive
        if sel.kind == "all":
            here = item.here
            if sel.location is not None and sel.location.kind in ("choose", "that"):
                # "all ... at a battlefield": the battlefield is the target (355.10.b);
                # "... there": the battlefield an earlier instruction chose (359.3.e.14)
                chosen = item.targets[i] if i < len(item.targets) else ()
                if sel.location.kind == "that":
                    chosen = linked.chosen(item, sel.location.ref)
                bfs = linked.battlefields_of(self, st, chosen)
                if chosen and not bfs:
                    return None
                out = []
                for b in bfs:
                    out.extend(t for t in st.bfs[b].units if targets.matches(
                        self.db, st, _at_any(sel), t, ctl, source, b))
                # "each other enemy unit there" (Crescent Strike): not the one dealt to
                return linked.not_chosen_before(item, prev, out) if sel.distinct else tuple(out)
            found = tuple(targets.candidates(self.db, st, sel, ctl, source, here))
            return linked.not_chosen_before(item, prev, found) if sel.distinct else found
        if sel.kind == "self":       # a legend's "me" too ("you may exhaust me to ...")
            return (source,) if source in st.objs and st.objs[source].zone in (
                "base", "battlefield", "legend") else None
        if sel.kind == "subject":       # a banished card a delayed trigger waited for
            s = item.subject            # (Ashe, Focused) is the subject of a zone instruction,
            # and so is the spell a "when you play a spell" trigger is about, in the trash it
            # resolved to (419.4.a: "you may banish it", Jhin, Virtuoso); one banished
            # already (Flow, 829.1.b.1) cannot be banished again
            zone = st.objs[s].zone if s in st.objs else None
            return (s,) if zone in ("base", "battlefield") or eff.op in zones.OPS and (
                zone == "trash" or zone == "banishment" and eff.op != "banish") else None
        if sel.kind == "previous":
            alive = tuple(t for t in (_on_board_now(st, p) for p in prev) if t in st.objs)
            return alive if alive else None
        return ()

    def bf_of_obj(self, st: GameState, oid: int) -> int | None:
        for k, b in enumerate(st.bfs):
            if b.obj == oid:
                return k
        return None

    # -- one instruction ---------------------------------------------------------------
    def execute(self, st: GameState, eff: Effect, objs: tuple[int, ...], item: ChainItem,
                i: int, source, answer=None, noted: tuple = ()):
        """Do one instruction; returns (objects affected, whether it fell short), or
        SUSPEND after setting the decision it needs."""
        op = eff.op
        who = self._player(st, eff, item.controller, objs, noted, item.event_player, item, i)
        if op in zones.OPS or op in ("discard", "draw") and eff.target is not None or \
                op == "custom" and eff.handler in zones.HANDLERS:      # engine/zones.py
            return zones.execute(self, st, eff, objs, item, who, answer)
        if op in chosen_harm.HARMS and objs:         # Gangplank, Naval (369, 370.1.b)
            objs = chosen_harm.instead(self, st, eff, objs, item)
        do = OPS.get(op)
        done = None if do is None else do(self, st, eff, objs, item, i, source, answer, who)
        if done is None:
            st.say(f"  {item.card}: '{op}' is not supported by the engine yet and does nothing")
            return objs, True
        return done


@frozen.per_object          # one copy per selector, not one per unit looked at
@frozen.per_object
def _at_any(sel):
    """The selector's objects wherever they are ("each ... there" read at every place)."""
    return sel.but(kind="all", at=None, location=None)


def _on_board_now(st: GameState, oid: int) -> int:
    """A card an earlier instruction played, once it has resolved onto the board: the
    permanent it became ("play it. Then you may do this: Empower it", Wild Claw)."""
    if oid in st.objs or not st.modifiers:
        return oid
    for m in st.modifiers:
        if m.kind == "resolved_from" and m.amount == oid:
            return m.target
    return oid
