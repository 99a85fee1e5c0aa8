"""Answers to the pending decision: the dispatcher of the discretionary actions with
priority or focus (410.1: play, engine/play_action.py; standard move, engine/moves.py;
activate and add resources, engine/ability_action.py; hide, engine/hide_action.py; pass;
end the turn) and the limited answers to prompts (choose, to, assign, mulligan...).

Each `do_*` checks everything before it changes anything and raises
IllegalAction with the reason; `Game.act` also works on a copy, so a rejected
line can never leave a trace.  Listing the legal answers is engine/listing.py.
"""

from __future__ import annotations

from . import conceding, frozen, invite, looks, match, modes, naming, replacement
from .errors import IllegalAction
from .notation import Line, render, render_secret, resolve
from .state import Decision, GameState, Task, showdown_but


# the keywords that let a card or an ability be played in a showdown (308.1.a; read by
# engine/play_action.py and engine/ability_action.py with `keyword_names`)
ACTION_OR_REACTION = frozenset(("action", "reaction"))
# The discretionary actions with priority or focus (410.1), by verb.
_DISCRETIONARY = {"play": "do_play", "move": "do_move", "pass": "do_pass", "end": "do_end",
                  "exhaust": "do_add", "recycle": "do_add", "activate": "do_activate",
                  "hide": "do_hide", "invite": "do_invite"}


class ActionRules:
    """Answers to the pending decision (410): the dispatcher, pass, end, concede, prompts."""

    db: object

    # -- timing ------------------------------------------------------------------------
    def state_words(self, st: GameState) -> str:
        a = "Showdown" if (st.showdown or st.combat) else "Neutral"
        return f"{a} {'Closed' if st.chain else 'Open'}"

    # -- the line dispatcher -----------------------------------------------------------------
    def do(self, st: GameState, ln: Line, checked: bool = False) -> None:
        """Apply a line; `checked`: it was just listed as legal in this state (Game.act),
        so a play or a move skips asking again what the listing asked."""
        if st.winner is not None:
            raise IllegalAction(f"the game is over: {st.winner} won")
        if ln.verb == "concede":
            return self.do_concede(st, ln.player)
        dec = st.pending
        if dec is None:
            raise IllegalAction("no decision is pending")
        if ln.player != dec.player:               # worded from the sender's view (128)
            from .view import wrong_seat
            raise IllegalAction(wrong_seat(st, ln.player))
        if dec.kind in ("priority", "focus"):
            name = _DISCRETIONARY.get(ln.verb)
            if name is None:
                raise IllegalAction(f"'{ln.verb}' is not an action {ln.player} can take with "
                                    f"{dec.kind}; legal now: play, move, activate, pass, end")
            st.pending = None
            fn = getattr(self, name)
            if checked and ln.verb in ("play", "move"):
                return fn(st, ln, checked=True)
            return fn(st, ln)
        return self.answer(st, dec, ln)

    def do_pass(self, st: GameState, ln: Line) -> None:
        p = ln.player
        st.say(f"{p}: pass")
        if st.chain:                                                  # 338.1.b / 339
            st.passes += 1
            if st.passes >= len(st.order):
                st.tasks.append(Task("resolve", ()))
            else:
                st.priority = st.next_player(p)
            return
        sd = st.showdown
        if sd is not None:                                            # 347.2
            passes = sd.passes + 1
            if passes >= len(st.order):
                st.showdown = showdown_but(sd, passes=passes)
                self.end_showdown(st)
            else:
                nxt = st.next_player(p)
                st.showdown = showdown_but(sd, focus=nxt, passes=passes)
                st.priority = nxt
                st.say(f"  focus passes to {nxt} (347.2.b)")
            return
        invite.decline(st, p)       # 489.8.a: an invited teammate; else nothing to pass

    def do_end(self, st: GameState, ln: Line) -> None:
        p = ln.player
        if st.chain or st.showdown or st.combat or st.phase != "main" or p != st.turn_player:
            raise IllegalAction("the turn ends from your own Main phase in a Neutral Open "
                                "state with an empty chain (316.9)")
        st.say(f"{p}: end")
        st.priority = None
        self.enter_phase(st, "ending")

    def do_concede(self, st: GameState, p: str) -> None:
        conceding.concede(self, st, p)                                # 650-652

    # -- answers to prompts ----------------------------------------------------------------
    def answer(self, st: GameState, dec: Decision, ln: Line) -> None:
        p = ln.player
        k = dec.kind
        if k == "choose":
            if ln.verb != "choose":
                raise IllegalAction(f"answer with 'choose REF' ({dec.prompt})")
            ids: list[int] = []
            for r in ([] if ln.none else ln.refs):   # each reference picks among the rest
                if r.n is not None and ids:           # `X#1, X#1` names one object twice
                    try:
                        again = resolve(st, r, list(dec.options), "choice", p) in ids
                    except IllegalAction:
                        again = False
                    if again:
                        raise IllegalAction(f"{r} is chosen twice")
                ids.append(resolve(st, r, [o for o in dec.options if o not in ids], "choice",
                                   p))
            if len(set(ids)) != len(ids):
                raise IllegalAction("the same object is chosen twice")
            if not dec.min_count <= len(ids) <= dec.max_count:
                raise IllegalAction(f"choose between {dec.min_count} and {dec.max_count}")
            st.pending = None
            seen = looks.private(p) if dec.context[1:2] == ("private",) else ""   # 128
            st.say(f"{seen}{p}: choose " + (", ".join(self.ref(st, i) for i in ids) or "none"))
            return self.answer_choice(st, dec, tuple(ids))
        if k == "to":
            if ln.verb != "to":
                raise IllegalAction(f"answer with 'to PLACE' ({dec.prompt})")
            place = "base" if ln.place == "base" else st.bf_index(ln.place)
            if place not in dec.options:
                raise IllegalAction(f"{ln.place} is not one of: "
                                    f"{', '.join(self.place_text(st, x) for x in dec.options)}")
            st.pending = None
            st.say(f"{p}: to {self.place_text(st, place)}")
            if dec.context[0] == "start_showdown":
                return self.begin_at(st, place)
            return self.answer_dest(st, dec, place)
        if k == "assign":
            if ln.verb != "assign":
                raise IllegalAction("answer with 'assign REF=N, ...' (465.2.c)")
            units = list(dec.context[3])
            given: dict[int, int] = {}
            for r, n in zip(ln.refs, ln.amounts):
                oid = resolve(st, r, units, "unit to assign damage to", p)
                given[oid] = given.get(oid, 0) + n
            st.pending = None
            st.say(f"{p}: assign " + ", ".join(f"{self.ref(st, u)}={n}" for u, n in given.items()))
            return self.answer_assign(st, dec, given)
        if k == "mulligan":
            return self.answer_mulligan(st, dec, ln)
        if k == "order":
            if ln.verb != "order":
                raise IllegalAction(f"answer with 'order REF, REF, ...' ({dec.prompt})")
            if dec.context[:1] == (replacement.ORDER_CONTEXT,):   # 372
                return replacement.answer_order(self, st, dec, ln.refs)
            from . import rune_order          # (imported here: this branch is its only use)
            if dec.context[:1] == (rune_order.CONTEXT,):          # 416.5.a
                return rune_order.answer(self, st, dec, ln.refs)
            return self.answer_order(st, dec, ln.refs)
        if k == "yes_no":
            if ln.verb not in ("yes", "no"):
                raise IllegalAction(f"answer 'yes' or 'no' ({dec.prompt})")
            st.pending = None
            seen = looks.private(p) if dec.context[1:2] == ("private",) else ""   # 128
            st.say(f"{seen}{p}: {ln.verb}")
            return self.answer_yes_no(st, dec, ln.verb == "yes")
        if k == "mode":                              # 355.3: choose one
            if ln.verb != "mode":
                raise IllegalAction(f"answer with 'mode N' ({dec.prompt})")
            return modes.answer(self, st, dec, ln.number)
        if k == "number":                            # a number chosen (204.3.b)
            if ln.verb != "number":
                raise IllegalAction(f"answer with 'number N' ({dec.prompt})")
            if ln.number not in dec.options:
                raise IllegalAction(f"choose a number from {dec.options[0]} to "
                                    f"{dec.options[-1]}")
            st.pending = None
            st.say(f"{p}: number {ln.number}")
            return self.answer_instruction(st, (ln.number,))
        if k == "name":                              # naming (engine/naming.py)
            return naming.answer(self, st, dec, ln)
        if k == "battlefield":                       # 486.5: a match's battlefield pick
            return match.answer_pick(self, st, p, ln)
        if k == "first_second":
            if ln.verb not in ("first", "second"):
                raise IllegalAction("answer 'first' or 'second'")
            st.pending = None
            return self.answer_first(st, p, ln.verb)
        raise IllegalAction(f"cannot answer a '{k}' decision with '{ln.verb}'")

    def place_text(self, st: GameState, place) -> str:
        return "base" if place == "base" else st.bfs[place].name

    def ref(self, st: GameState, oid: int) -> str:
        if isinstance(oid, str):           # a player chosen (355.9.a): `choose B`
            return oid
        if oid not in st.objs:           # an ability on the chain (chain_targets.py)
            return render(st, oid)
        o = st.objs[oid]
        if o.zone in ("hand", "deck"):    # a deck card is named only when looked at (424)
            return o.card
        if o.zone == "facedown" and o.bf is not None:
            # 128.4: a facedown card's face is its controller's alone: every line and log
            # line that chooses or moves it names it by its place (NOTATION.md)
            return render_secret(st, oid)
        # A spell on the chain is named like any other object: two copies of one card on
        # the chain need '#N' to tell them apart (NOTATION: a reference never guesses).
        return render(st, oid)


@frozen.per_object
def keyword_names(card) -> frozenset[str]:
    """The names of the printed keywords (208) of a card or an ability, read once each;
    Quick-Draw brings Reaction with it (819.1.b)."""
    names = frozenset(k.name for k in card.keywords)
    return names | {"reaction"} if "quick-draw" in names else names
