"""`Game`: the decision machine every client uses.

    game.pending          who must decide what now (a Decision), or None when over
    game.legal()          the legal answers, as lines in the notation
    game.act(line)        apply one answer, or raise IllegalAction (nothing changes)
    game.is_legal(line)   would `act` accept it now?
    game.clone()          a cheap independent copy (for search)
    game.view(player)     what that player may know
    game.record           setup + seed + accepted lines: replays to the same state

Between decisions the engine runs by itself (HOT FEPR, 334): outstanding tasks
first, then triggered abilities onto the chain, then pending items finalized,
then priority or focus is given, or the turn moves on (335).
"""

from __future__ import annotations

import functools
from dataclasses import field

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..cards.db import load_card_db
from . import conceding, ffa, invite, match, replace_action, rng, trash_rules
from .ability_action import AbilityRules
from .actions import ActionRules
from .moves import MoveRules
from .listing import ListingRules
from .board import BoardActions
from .chain import ChainRules
from .cleanup import CleanupRules
from .combat import CombatRules
from .effects import Effects
from .errors import IllegalAction
from .hide_action import HideRules
from .action import Action, parse_cache
from .notation import resolve
from .play_action import PlayRules
from .setup import build_state
from .state import RESOLVING, Decision, GameState, Log, Task
from .turn import TurnRules
from .events import EventRules


@functools.cache
def default_engine() -> "Engine":
    """One engine on the default card database, shared: it holds no game state."""
    return Engine()


class Engine(ActionRules, PlayRules, AbilityRules, HideRules, MoveRules, ListingRules,
             ChainRules, CleanupRules, CombatRules, Effects, TurnRules, BoardActions,
             EventRules):
    """The rules, as functions of (engine, state).  Holds no game state itself."""

    do_invite = invite.do_invite        # `A: invite C` (489.8.a): a 2v2 turn player

    def __init__(self, db=None):
        self.db = db if db is not None else load_card_db()
        # Read off the card database's facets (cards/facets.py), so a start-up decodes no
        # card for them.  Trigger listeners indexed by event type: card names with a
        # triggered ability for that event, so an event nobody listens to costs one
        # dict lookup.
        having, every = self.db.having, tuple(self.db.facets())
        self.listeners = {f.removeprefix("trigger:"): having(f) for f in every
                          if f.startswith("trigger:")}
        # 709 (events.py): the cards that watch for a unit becoming Mighty; one entering
        # the board starts the watch (GameState.below_mighty)
        self.mighty_names = self.listeners.get("mighty") or frozenset()
        # events some card triggers on from a trash (385.2): only those look in the trashes
        self.trash_events = frozenset(f.removeprefix("trash_trigger:") for f in every
                                      if f.startswith("trash_trigger:"))
        # the unit cards: a cleanup's quick look tells units from gear without the database
        self.unit_names = having("type:unit")
        # what the listing asks of every card in hand, as sets of names (engine/listing.py):
        # its timing keywords (308.1.a, 309.1.a, 316.5.b), Hidden (811), activated abilities
        # (own or borrowed), an additional cost (356.2), statics changing its own cost
        # (356.3-356.4): a card outside a set skips that question
        self.reaction_names = having("keyword:reaction")
        self.quick_names = having("keyword:action") | self.reaction_names
        self.hidden_names = having("keyword:hidden")
        self.ambush_names = having("keyword:ambush")     # 822.1.b: a Reaction to some places
        self.quick_draw_givers = having("grants:quick-draw")     # 819.1.a (given_keywords.py)
        # Endless Riches' rules about its controller's trash and Draw Phase (trash_rules.py)
        self.trash_rule_names = trash_rules.names(self.db)
        self.flow_names = having("keyword:flow") | having("from_trash")   # 829, 356.1.a:
                                                                          # from the trash too
        self.activator_names = having("activated") | having("passive:borrow_exhaust_abilities")
        self.additional_cost_names = having("additional_cost")
        self.own_cost_changers = having("static:cost")
        # whether a card's own instructions choose something (355.5): only those can lack
        # valid choices or make Deflect costs (355.8, 809.1.c) as they are played; worked
        # out for each card the first time it is asked (ActionRules.why_unplayable)
        self.choosing: dict[str, bool] = {}
        # no card lowers the Victory Score: a cleanup skips looking for raises below it
        self.victory_floor = not having("victory_minus")
        self.handlers = {
            "cleanup": self.cleanup,
            "hold_scoring": self.hold_scoring,
            "finalize": self.finalize_step,
            "resolve": self.resolve_top,
            "instructions": self.run_instructions,
            "resolved": self.after_resolution,
            "combat_damage": self.combat_damage,
            "combat_resolution": self.combat_resolution,
            ffa.BURN_OUT: functools.partial(ffa.ask, self),           # 431.2.c
            conceding.FACEDOWN_EXCESS: functools.partial(conceding.ask_excess, self),  # 107.3.b.2
        }

    # -- HOT FEPR (334-340) ---------------------------------------------------------------
    def run(self, st: GameState, budget: int = 100_000) -> None:
        tasks, chain, handlers = st.tasks, st.chain, self.handlers    # never rebound
        # (records made with `make`, without the class's call: records.py fast_init)
        while st.pending is None and st.winner is None:
            budget -= 1
            if budget < 0:
                raise RuntimeError("the engine made no decision after 100000 steps")
            if tasks:
                task = tasks.pop()
                handlers[task.kind](st, task)
                continue
            if st.below_mighty is not None:
                self.notice_mighty(st)      # 709: before waiting triggers go on the chain
            if st.triggers:
                self.put_triggers_on_chain(st)
                continue
            pend = None
            for it in chain:
                if it.pending:
                    pend = it
                    break
            if pend is not None:                                      # 337.1
                tasks.append(Task.make("finalize", (pend.id,)))
                continue
            if chain:                                                 # 338: execute
                who = st.priority or chain[-1].controller
                st.priority = who
                st.pending = Decision.make(who, "priority",
                                           f"{who} has priority: play a Reaction or pass "
                                           f"({self.state_words(st)})")
                continue
            if st.combat is not None and st.combat.step in RESOLVING:
                tasks.append(Task.make("combat_resolution", ()))      # 466.2, 466.4, 466.6
                continue
            if st.showdown is not None:                               # 335.1
                f = st.showdown.focus
                st.priority = f
                st.pending = Decision.make(f, "focus",
                                           f"{f} has focus at {st.bfs[st.showdown.bf].name}: "
                                           f"play an Action or Reaction, or pass (347)")
                continue
            if st.phase == "main":                                    # 335
                tp = st.turn_player
                st.priority = tp
                st.pending = Decision.make(
                    tp, "priority", f"{tp}'s main phase: play, move, activate, or end the turn")
                continue
            if st.phase == "setup":
                self.setup_step(st)
                continue
            self.advance(st)
        if st.winner is not None and st.match is not None and not st.match.decided and \
                match.game_over(self, st):
            self.run(st, budget)                  # 486.6: the match goes on: the next game

    # -- setup of a real game (110-118, 485) ----------------------------------------------
    def setup_step(self, st: GameState) -> None:
        if st.match is not None and not st.turn_player:                # 486.5
            st.pending = match.pick_decision(st)
            if st.pending is not None:
                return
        if not st.turn_player and len(st.order) > 2:                   # 115 (ffa.lay_out)
            ffa.begin(self, st)
            return
        if not st.turn_player:                                         # 115
            if st.match is not None and st.match.chooser:              # TR 407.4
                chooser = st.match.chooser
            else:
                st.rng, k = rng.below(st.rng, len(st.order))
                chooser = st.order[k]
                st.say(f"  {chooser} wins the draw and chooses who goes first (115)")
            st.pending = Decision(chooser, "first_second", "Go first or second?")
            return
        waiting = [p for p in st.order if p not in st.mulliganed]      # 117: in turn order
        if waiting:
            p = waiting[0]
            st.pending = Decision(p, "mulligan",
                                  f"{p}: set aside up to 2 cards to redraw, or keep (117)")
            return
        self.start_turn(st, st.order[0], st.turn_number)               # 118

    def answer_first(self, st: GameState, player: str, choice: str) -> None:
        st.say(f"{player}: {choice}")
        first = player if choice == "first" else st.next_player(player)   # 115.1.b
        i = st.order.index(first)
        st.order = st.order[i:] + st.order[:i]
        st.turn_player = first
        st.say(f"  {first} goes first (115.1.b.1)")
        for p in st.order:                                            # 116
            self.draw(st, p, 4)

    def answer_mulligan(self, st: GameState, dec: Decision, ln) -> None:
        p = ln.player
        if ln.verb == "keep":
            aside = []
        elif ln.verb == "mulligan":
            hand = st.players[p].zones["hand"]
            aside = []
            for r in ln.refs:
                oid = resolve(st, r, [h for h in hand if h not in aside], "card in hand")
                aside.append(oid)
            if len(aside) > 2:
                raise IllegalAction("a mulligan sets aside up to 2 cards (117.1)")
        else:
            raise IllegalAction("answer 'keep' or 'mulligan CARD[, CARD]' (117)")
        st.pending = None
        st.say(f"{p}: " + ("keep" if not aside else
                           "mulligan " + ", ".join(st.objs[a].card for a in aside)))
        hand = st.players[p].zones["hand"]
        for a in aside:                                               # 117.1: set aside
            hand.remove(a)
        self.draw(st, p, len(aside))                                  # 117.2
        st.rng = rng.shuffle(st.rng, aside)        # 416.5: recycled together, in random order
        for a in aside:                                               # 117.3: recycle
            st.players[p].zones["hand"].append(a)
            self.relocate(st, a, "deck")
        st.mulliganed += (p,)


# -- the public facade ------------------------------------------------------------------------

def _stamp(st: GameState) -> tuple:
    """What changes with almost any change of a state: its clock, ids, log and version.
    (A Log's length is read as GameState.say reads it: len() would run Log.__len__.)"""
    log = st.log
    return st.clock, st.next_id, log._n if type(log) is Log else len(log), st.version, \
        st.pending


@lazy_dataclass(at_once=("__init__",))
class Record:
    """What replays a game: its setup, its seed and every line played."""
    setup: dict
    seed: int
    lines: list[str] = field(default_factory=list)


def _actor_line(lines: list[str], player: str) -> str | None:
    """The first `PLAYER: LINE` of `player` among these log lines: the line they played
    (a look's "(seen by P) " mark left off, engine/view.py)."""
    head = f"{player}: "
    for line in lines:
        if line.startswith("(seen by "):
            line = line.partition(") ")[2]
        if line.startswith(head):
            return line
    return None


class Game:
    def __init__(self, state: GameState, engine: Engine, setup: dict, seed: int):
        self.state = state
        self.engine = engine
        self.record = Record(setup, seed, [])
        self.parsed = parse_cache(engine.db, [b.name for b in state.bfs], state.order)
        self.parser = self.parsed.parser
        self.new_log: list[str] = []
        self.listed: tuple | None = None    # (state, _stamp, its legal lines): see `act`

    # construction -------------------------------------------------------------------
    @classmethod
    def from_setup(cls, setup: dict, seed: int = 0, engine: Engine | None = None) -> "Game":
        engine = engine or Engine()
        st = build_state(engine, setup, seed)
        g = cls(st, engine, setup, seed)
        engine.run(g.state)
        return g

    @classmethod
    def from_record(cls, record: Record, engine: Engine | None = None) -> "Game":
        g = cls.from_setup(record.setup, record.seed, engine)
        for line in record.lines:
            g.act(line)
        return g

    # the decision interface -------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    @property
    def winner(self) -> str | None:
        return self.state.winner

    def legal(self) -> list[str]:
        lines = self.engine.legal_lines(self.state)
        self.listed = (self.state, _stamp(self.state), frozenset(lines))   # the caller's
        return lines                                                        # list may change

    def legal_actions(self) -> list[Action]:
        """The legal answers as action objects (engine/action.py): what `legal()` lists,
        for machine clients that need not read or parse text."""
        parts: dict = {}         # how lines naming objects were written: read no text back
        lines = self.engine.legal_lines(self.state, parts)
        # the list itself is kept (no caller sees it): `act` finds a listed line in it at
        # once (an action's text is the very string listed), cheaper than hashing each line
        self.listed = (self.state, _stamp(self.state), lines)
        return self.parsed.actions(lines, parts)

    def act(self, line: str | Action) -> None:
        """Apply one line (or action object), or raise IllegalAction and change nothing.
        The line is applied to a copy that replaces `state` only on success, so a state
        object a caller holds is a snapshot that never changes."""
        listed_answer = isinstance(line, Action)
        if listed_answer:
            ln, line = line.line, line.text
        else:
            ln = self.parsed.line(line)
        self._check_seat(ln)
        # a line just listed for this very state is known legal: a play or move need not
        # be checked again (the listing asked the same questions of this state;
        # the stamp guards against a caller changing the state in place in between)
        listed, st = self.listed, self.state
        checked = listed is not None and listed[0] is st and line in listed[2] and \
            listed[1] == _stamp(st)
        work = self.state.clone()
        mark = work.log._n            # a copy's log is a Log (fork_log): its length
        self.engine.do(work, ln, checked)
        self.engine.run(work)
        work.version += 1
        quiet = replace_action.quiet     # renamed's own first test, without its call
        if work.match is not None or len(work.bfs) != len(st.bfs) or not (
                work.in_game is quiet[1] and self.engine.db is quiet[0]) and \
                replace_action.renamed(self.engine.db, work, st):
            # a match's next game brings new ones (486.5); a battlefield token is added
            # (187), or replaces a battlefield (438)
            self._battlefields_named(work)
        self.state = work
        self.new_log = work.log.since(mark)
        # a listed answer is written as the log writes it: only other spellings are looked up
        self.record.lines.append(line.strip() if listed_answer or checked else
                                 self._recorded(line.strip(), ln, st, mark))

    def _recorded(self, typed: str, ln, before: GameState, mark: int) -> str:
        """The line the record keeps: the canonical line the log shows for this answer
        (NOTATION.md "The log": the log's player lines replay the game), so a record read
        line by line replays.  A line typed as listed is that very line; another spelling
        is recorded as the log wrote it once that line, played in the state before, does
        the same (the same log, decision and random state), else as typed."""
        logged = _actor_line(self.new_log, ln.player)
        if logged is None or logged == typed:
            return typed
        twin = before.clone()
        try:
            self.engine.do(twin, self.parsed.line(logged))
            self.engine.run(twin)
        except IllegalAction:
            return typed
        done = self.state
        if twin.log.since(mark) != self.new_log or twin.pending != done.pending or \
                twin.rng != done.rng or twin.winner != done.winner:
            return typed
        return logged

    def _battlefields_named(self, st: GameState) -> None:
        names = [b.name for b in st.bfs]
        if names != [b.name for b in self.state.bfs]:
            self.parsed = parse_cache(self.engine.db, names, st.order)
            self.parser = self.parsed.parser

    def is_legal(self, line: str) -> bool:
        return self.why_illegal(line) is None

    def why_illegal(self, line: str) -> str | None:
        try:
            ln = self.parsed.line(line)
            self._check_seat(ln)
            work = self.state.clone()
            self.engine.do(work, ln)
            self.engine.run(work)
        except IllegalAction as e:
            return str(e)
        return None

    def _check_seat(self, ln) -> None:
        """A line from a player who is not deciding is refused saying only what that
        player may know of the decision (128): the wording comes from their view."""
        st = self.state
        dec = st.pending
        if dec is not None and st.winner is None and ln.player != dec.player \
                and ln.verb != "concede":
            from .view import wrong_seat
            raise IllegalAction(wrong_seat(st, ln.player))

    def clone(self) -> "Game":
        g = Game.__new__(Game)
        g.state = self.state.clone()
        g.engine = self.engine
        g.record = Record(self.record.setup, self.record.seed, list(self.record.lines))
        g.parser = self.parser
        g.parsed = self.parsed
        g.new_log = []
        g.listed = None
        return g

    def view(self, player: str) -> GameState:
        """A copy with what `player` may not know hidden (128): other hands, deck orders."""
        from .view import redact
        return redact(self.state, player)

    @property
    def log(self) -> list[str]:
        return self.state.log
