"""A table session: one Game, who sits in each chair, privacy, undo/redo, save/load.

Pure Python (no Textual), so it is tested and benchmarked on its own.  Undo, redo,
save and load all rest on the game record: setup + seed + accepted lines, replayed.
"""

from __future__ import annotations

from dataclasses import field
from pathlib import Path

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..ai.agent import DEFAULT_THINK, Agent, make_agent, think_time
from ..engine.errors import IllegalAction, SetupError
from ..engine.game import Engine, Game, Record
from . import saves

PERSON = "person"
MACHINE = "machine"
CURTAIN = "curtain"
OPEN = "open"

_ENGINE: Engine | None = None


def shared_engine() -> Engine:
    """One engine (card database) for the whole app: it holds no game state."""
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = Engine()
    return _ENGINE


@lazy_dataclass(at_once=("__init__",))
class Seat:
    """Who plays a seat: a person or a machine (and which agent)."""
    kind: str = PERSON          # person | machine
    agent: str = "random"       # agent name in ai.agent.AGENTS, for machine seats
    think: float = DEFAULT_THINK   # seconds per decision, for agents that search
    # 'stop only when I can respond': pass for this person when pass is the only legal
    # answer.  On by default, as digital card games do (issue 28): it saves a curtain per
    # window nobody can answer, but the table learns the seat had no response, so a seat
    # may turn it off (the new-game screen says so)
    auto_pass: bool = True


@lazy_dataclass(at_once=("__init__",))
class TableConfig:
    """A new table: the setup, the seed, the seats and the privacy."""
    setup: dict
    seed: int = 0
    seats: dict[str, Seat] = field(default_factory=dict)
    privacy: str = CURTAIN      # curtain | open
    title: str = "Duel"
    # the machine's actions: instant, one key each, or held N seconds each (tui/pace.py)
    pace: str = "instant"


def player_of(line: str) -> str:
    return line.split(":", 1)[0].strip()


class Session:
    def __init__(self, config: TableConfig, lines: list[str] | tuple = (),
                 redo: list[str] | tuple = (), engine: Engine | None = None):
        self.engine = engine or shared_engine()
        self.config = config
        self.game = Game.from_setup(config.setup, config.seed, self.engine)
        for p in self.game.state.order:
            config.seats.setdefault(p, Seat())
        for n, line in enumerate(lines, 1):
            try:
                self.game.act(line)
            except IllegalAction as e:
                raise SetupError(f"line {n} '{line}' was rejected: {e}") from None
        self.redo_stack: list[str] = list(redo)
        # hot-seat undo (issue 28): the record's length when the seated person took the
        # seat, and which record lines were automatic passes (no one's decision)
        self.took_at = len(self.game.record.lines)
        self.auto_at: set[int] = set()
        # the log's length when each seat last looked at the board: what happened since
        # is that seat's recap when the table hands it back (recap.py); a seat that has
        # not looked yet has nothing to catch up on
        self.seen: dict[str, int] = {}
        self.workbench = None       # a scenario's script and expect: (workbench.Workbench)
        self.agents: dict[str, Agent] = {
            p: make_agent(s.agent, config.seed + i, think=s.think)
            for i, (p, s) in enumerate(config.seats.items()) if s.kind == MACHINE}
        for agent in self.agents.values():
            # the deck lists are public at the table (the new-game screen shows them)
            know = getattr(agent, "know_setup", None)
            if know is not None:
                know(config.setup)
        pend = self.game.pending
        persons = self.persons()
        self.seated: str | None = (pend.player if pend and pend.player in persons
                                   else (persons[0] if persons else None))
        self.perspective: str = self.seated or self.game.state.order[0]

    def hide_board(self) -> None:
        """Nobody is seated: a table opening at a hidden seat shows the curtain first."""
        if self.config.privacy != OPEN and len(self.persons()) >= 2:
            self.seated = None

    # -- seats and privacy ------------------------------------------------------------
    @property
    def order(self) -> tuple[str, ...]:
        return self.game.state.order

    def persons(self) -> list[str]:
        return [p for p in self.order if self.config.seats[p].kind == PERSON]

    def is_machine(self, player: str | None) -> bool:
        return player is not None and self.config.seats[player].kind == MACHINE

    def viewer(self) -> str | None:
        """Whose view is drawn: None means everything (open hands, or machines only)."""
        persons = self.persons()
        if len(persons) == 1:
            return persons[0]                 # a person against a machine sees only their view
        if not persons or self.config.privacy == OPEN:
            return None
        # nobody seated yet (the curtain is up): never everything, the last seat at most
        return self.seated or self.perspective

    def bottom(self) -> str:
        """The player whose row is drawn at the bottom."""
        return self.viewer() or self.perspective

    def curtain_for(self) -> str | None:
        """The person who must take the seat before the board may be drawn, if any."""
        if self.config.privacy == OPEN or len(self.persons()) < 2:
            return None
        pend = self.game.pending
        if pend is None or self.game.winner:
            return None
        if pend.player != self.seated and not self.is_machine(pend.player):
            return pend.player
        return None

    def may_pass_unseen(self) -> str | None:
        """The line the player behind the curtain may give without looking: pass, or
        end the turn when that is their way of passing (their own Main phase)."""
        who = self.curtain_for()
        if who is None:
            return None
        legal = self.game.legal()
        for verb in ("pass", "end"):
            if f"{who}: {verb}" in legal:
                return f"{who}: {verb}"
        return None

    def pass_unseen(self) -> str:
        """Pass (or end the turn) for the player behind the curtain; nobody's hand is
        drawn."""
        line = self.may_pass_unseen()
        if line is None:
            raise IllegalAction("passing is not a legal answer now")
        self.act(line)
        return line

    def auto_line(self, game: Game | None = None) -> str | None:
        """The pass given for a person who stops only when they can respond: when their
        only legal answer is to pass (conceding aside)."""
        game = game or self.game
        pend = game.pending
        if pend is None or game.winner or pend.player not in self.config.seats:
            return None
        seat = self.config.seats[pend.player]
        if seat.kind != PERSON or not seat.auto_pass:
            return None
        legal = [ln for ln in game.legal() if not ln.endswith(": concede")]
        return legal[0] if legal == [f"{pend.player}: pass"] else None

    def run_auto(self) -> list[str]:
        """Apply the automatic passes due now; the lines applied."""
        done = []
        while (line := self.auto_line()) is not None and len(done) < 100:
            self.act(line, auto=True)
            done.append(line)
        return done

    def take_seat(self, player: str) -> None:
        self.seated = player
        self.perspective = player
        self.took_at = len(self.game.record.lines)

    # -- what a seat has seen -------------------------------------------------------------
    def look(self, player: str) -> None:
        """`player` has looked at the board as it stands now."""
        self.seen[player] = len(self.game.log)

    def recap(self, player: str) -> list[str]:
        """What happened since `player` last looked, as `player` may see it (128), when
        another seat did more than pass meanwhile; else [] (recap.py)."""
        from .recap import recap_lines
        if player not in self.seen:
            return []
        start = min(self.seen[player], len(self.game.log))
        return recap_lines(self.game.log[start:], player)

    def state_for_screen(self):
        v = self.viewer()
        return self.game.state if v is None else self.game.view(v)

    def can_answer(self) -> bool:
        """May the screen offer the pending decision's answers now?"""
        pend = self.game.pending
        if pend is None or self.game.winner or self.is_machine(pend.player):
            return False
        v = self.viewer()
        return v is None or v == pend.player

    def machine_to_move(self) -> str | None:
        pend = self.game.pending
        if pend is None or self.game.winner:
            return None
        return pend.player if self.is_machine(pend.player) else None

    # -- acting, undo, redo ------------------------------------------------------------
    def act(self, line: str, auto: bool = False) -> None:
        """Apply one answer (IllegalAction propagates, nothing changes).  `auto`: an
        automatic pass, nobody's decision."""
        line = line.strip()
        self.game.act(line)
        if auto:
            self.auto_at.add(len(self.game.record.lines) - 1)
        elif player_of(line) == self.viewer():
            self.look(player_of(line))      # the seat answered with the board before it
        if self.redo_stack and self.redo_stack[-1].lower() == line.lower():
            self.redo_stack.pop()             # stepping forward along the redo line
        else:
            self.redo_stack.clear()

    def _is_person_line(self, line: str) -> bool:
        p = player_of(line)
        return p in self.config.seats and self.config.seats[p].kind == PERSON

    def _rebuild(self, lines: list[str]) -> None:
        rec = Record(self.game.record.setup, self.game.record.seed, list(lines))
        self.game = Game.from_record(rec, self.engine)
        n = len(lines)
        self.auto_at = {i for i in self.auto_at if i < n}
        self.took_at = min(self.took_at, n)
        size = len(self.game.log)
        self.seen = {p: min(k, size) for p, k in self.seen.items()}

    def hot_seat(self) -> bool:
        """Two or more people take turns at the seat behind the curtain (open hands have
        no seat to take; a scenario's workbench is the rules tester's alone)."""
        return (self.workbench is None and self.config.privacy != OPEN
                and len(self.persons()) >= 2)

    def undo_refusal(self) -> str | None:
        """Why the seated person may not undo now, or None.  In hot-seat a seat undoes
        only its own decisions since it took the seat: never another seat's decision (a
        pass made at the curtain is one), nor what came before the curtain, which the
        other seats decided or saw (issue 28)."""
        if not self.hot_seat():
            return None
        me = self.seated
        if me is None:
            return "nobody is seated"
        lines = self.game.record.lines
        for i in range(len(lines) - 1, self.took_at - 1, -1):
            who = player_of(lines[i])
            if i in self.auto_at:
                continue                    # an automatic pass is nobody's decision
            if who == me:
                return None
            return (f"cannot undo: {who} decided since ({lines[i]}); a seat undoes only "
                    f"its own decisions since it took the seat")
        return (f"nothing to undo: {me} has made no decision since taking the seat "
                f"(what came before, the other seats decided or saw)")

    def undo(self) -> bool:
        """Back to the previous decision of a person (machine answers are undone with it).
        In hot-seat, the seated person's own last decision only (undo_refusal)."""
        if self.hot_seat():
            return self._undo_own()
        lines = list(self.game.record.lines)
        if not lines:
            return False
        popped = []
        while lines:
            popped.append(lines.pop())
            if self._is_person_line(popped[-1]) or not self.persons():
                self._rebuild(lines)
                # an automatic pass is no decision: undo the one before it too
                if lines and self.auto_line() == popped[-1]:
                    continue
                break
        else:
            self._rebuild(lines)
        self.redo_stack.extend(popped)
        return True

    def _undo_own(self) -> bool:
        if self.undo_refusal() is not None:
            return False
        lines = list(self.game.record.lines)
        popped = []
        while lines:
            i = len(lines) - 1
            popped.append(lines.pop())
            if i not in self.auto_at:
                break                       # the seat's own decision (undo_refusal)
        self._rebuild(lines)
        self.redo_stack.extend(popped)
        return True

    def redo(self) -> bool:
        """Replay the next undone person decision and the machine answers after it."""
        if not self.redo_stack:
            return False
        first = True
        while self.redo_stack:
            line = self.redo_stack[-1]
            if not first and (self._is_person_line(line) or not self.persons()):
                break
            try:
                self.game.act(line)
            except IllegalAction:
                self.redo_stack.clear()
                return not first
            self.redo_stack.pop()
            first = False
        return True

    # -- a scenario's script, stepped (the rules tester's workbench) ----------------------
    def steps_done(self) -> int:
        return self.workbench.n - len(self.redo_stack) if self.workbench else 0

    def step_script(self) -> str:
        """Play the next script line as the scenario runner would; the line, or
        IllegalAction saying why it was rejected (nothing changes then)."""
        from .workbench import play_script_line
        if not self.redo_stack:
            raise IllegalAction("the script has run to its end")
        line = self.redo_stack.pop()
        why = play_script_line(self.game, line)
        if why:
            self.redo_stack.append(line)
            raise IllegalAction(f"script {self.workbench.step_words(self.steps_done() + 1)}: "
                                f"{why}")
        return line

    def restart(self) -> None:
        self._rebuild([])
        self.redo_stack.clear()

    # -- save and load ------------------------------------------------------------------
    def to_data(self) -> dict:
        return {"title": self.config.title, "setup": self.config.setup,
                "seed": self.config.seed, "lines": list(self.game.record.lines),
                "redo": list(self.redo_stack), "privacy": self.config.privacy,
                "seated": self.seated, "perspective": self.perspective,
                "pace": self.config.pace,
                # for the load list (saves.save_summary); the lines alone decide the game
                "turn": self.game.state.turn_number,
                "seats": {p: {"kind": s.kind, "agent": s.agent, "think": s.think,
                              "auto_pass": s.auto_pass}
                          for p, s in self.config.seats.items()}}

    def save(self, path: Path | None = None) -> Path:
        return saves.write_save(path or saves.new_save_path(), self.to_data())

    def autosave(self) -> Path:
        return saves.write_save(saves.autosave_path(), self.to_data())

    @classmethod
    def from_data(cls, data: dict, engine: Engine | None = None) -> "Session":
        """The session a save's data describes, or SaveError: every field is read and
        bounded inside the guard (saves.check_save has checked a save read from disk;
        this holds for data from anywhere)."""
        try:
            saves.check_save({"format": saves.FORMAT, "version": saves.VERSION, **data},
                             check_setup=False)
            cfg = cls._config(data)
            session = cls(cfg, data["lines"], [str(x) for x in data.get("redo") or []], engine)
        except saves.SaveError:
            raise
        except (SetupError, IllegalAction, LookupError, TypeError, ValueError, AttributeError,
                OverflowError, RuntimeError) as e:   # whatever a damaged record meets
            raise saves.SaveError(f"the saved game does not replay: "
                                  f"{' '.join(str(e).split())[:300]}") from None
        if data.get("seated") in session.persons():
            session.seated = data["seated"]
        if data.get("perspective") in session.order:
            session.perspective = data["perspective"]
        return session

    @staticmethod
    def _config(data: dict) -> TableConfig:
        seats = {}
        for p, s in (data.get("seats") or {}).items():
            if not isinstance(s, dict) or s.get("kind") not in (PERSON, MACHINE):
                raise saves.SaveError(f"corrupt save: seat '{str(p)[:20]}' is not person "
                                      f"or machine")
            seats[str(p)] = Seat(s["kind"], str(s.get("agent", "random")),
                                 think_time(s.get("think", DEFAULT_THINK)),
                                 auto_pass=bool(s.get("auto_pass", False)))
        privacy = data.get("privacy", CURTAIN)
        if privacy not in (CURTAIN, OPEN):
            raise saves.SaveError(f"corrupt save: privacy '{str(privacy)[:20]}' is not "
                                  f"curtain or open")
        pace = data.get("pace", "instant")      # tui/pace.py reads an unknown one as instant
        return TableConfig(data["setup"], int(data["seed"]), seats, privacy,
                           str(data.get("title", "Duel")), str(pace)[:10])

    @classmethod
    def load(cls, path: Path, engine: Engine | None = None) -> "Session":
        data = saves.read_save(path)
        try:
            return cls.from_data(data, engine)
        except saves.SaveError as e:
            raise saves.SaveError(f"{path}: {e}") from None
