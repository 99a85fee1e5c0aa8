"""The machine's actions at a chosen pace (issue 28: "the machine's actions can also be
stepped at a chosen pace").

    instant    each machine decision is applied as soon as it is made (the recap shows
               the turn when the table comes back to a person)
    key        one key per action: each machine decision is shown, as the watching seat
               may see it, and the board waits for space or enter
    0.5 1 2    the same, each held that many seconds by a Textual timer (space goes on at
               once); the event loop is never blocked

The pace is chosen on the new-game screen (remembered with its other fields), kept in a
save, and changed during a game from the command palette.  Nothing here counts seats: the
held action is whichever machine's, shown to whichever seat watches."""

from __future__ import annotations

from . import model as M

INSTANT = "instant"
KEY = "key"
PACES = ((INSTANT, "instant"), (KEY, "one key per action"), ("0.5", "0.5 s per action"),
         ("1", "1 s per action"), ("2", "2 s per action"))
NAMES = dict(PACES)
MAX_SHOWN = 8               # lines of one held action in the prompt panel


def normalize(value) -> str:
    """A pace: a name this table offers (a save's or the screen's; anything else is
    instant), or a caller's number of seconds (0 is instant; a test's may be tiny)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return f"{value:g}" if 0 < value <= 60 else INSTANT
    value = str(value)
    return value if value in NAMES else INSTANT


def words(pace: str) -> str:
    return NAMES.get(pace) or f"{pace} s per action"


def seconds(pace: str) -> float | None:
    """How long a timed pace holds each action; None for instant and one key per action."""
    return None if pace in (INSTANT, KEY) else float(pace)


def following(pace: str) -> str:
    keys = [k for k, _ in PACES]
    return keys[(keys.index(pace) + 1) % len(keys)] if pace in keys else INSTANT


def held_words(log: list[str], start: int, viewer: str | None) -> list[str]:
    """The lines a held machine action shows: the log since `start` as `viewer` may read
    it (128), rune payments left out, each decision line kept (a pass too)."""
    from .recap import step_lines
    lines = step_lines(M.redact_log(log[start:], viewer))
    if len(lines) > MAX_SHOWN:
        lines = [f"… {len(lines) - MAX_SHOWN + 1} earlier lines (the log has them)"] + \
            lines[-(MAX_SHOWN - 1):]
    return [ln.strip() for ln in lines]


class MachinePace:
    """Mixed into RiftboundApp: holds each machine action on the board at the chosen pace.
    Uses the app's session, machine_delay (a test's or a caller's pace), set_timer(),
    refresh_table() and _draw_prompt()."""

    _held: str | None = None            # the machine whose action is on hold
    _held_from: int = 0                 # the log index the held words start at
    _hold_timer = None
    _step_mark: int = 0                 # the log index after the last action shown

    def machine_pace(self) -> str:
        if self.machine_delay is not None:
            return normalize(self.machine_delay)
        return normalize(self.session.config.pace) if self.session else INSTANT

    def next_machine_pace(self) -> None:
        """The command palette's choice: the next pace, for this table and the next."""
        from . import new_game_memory
        pace = following(self.machine_pace())
        self.machine_delay = None
        if self.session is not None:
            self.session.config.pace = pace
        new_game_memory.update({"pace": pace})
        self.notify(f"machine pace: {words(pace)}")

    def holding(self) -> bool:
        return self._held is not None

    def _hold(self, machine: str, start: int) -> None:
        """After `machine`'s decision: hold the board at the pace (nothing when instant,
        or when the game is over)."""
        pace = self.machine_pace()
        if pace == INSTANT or self.session.game.winner:
            return
        self._held, self._held_from = machine, start
        secs = seconds(pace)
        if secs is not None:
            self._hold_timer = self.set_timer(secs, self.go_on)

    def step_start(self) -> int:
        """Where the next held action's words start: where the watching seat last looked
        (what the others did since, its own passes' results included), else after the
        last action shown."""
        s = self.session
        seen = s.seen.get(s.viewer()) if s.viewer() is not None else None
        return max(self._step_mark, seen) if seen is not None else self._step_mark

    def drop_hold(self) -> None:
        """The game changed under the hold (undo, redo, restart, a new table)."""
        if self._hold_timer is not None:
            self._hold_timer.stop()
        self._hold_timer = None
        self._held = None
        if self.session is not None:
            self._step_mark = min(self._step_mark, len(self.session.game.log))

    def go_on(self) -> bool:
        """Space, enter or the timer: the held action has been seen; the table goes on.
        False when nothing is held."""
        if self._held is None:
            return False
        self.drop_hold()
        s = self.session
        self._step_mark = len(s.game.log)
        if s.viewer() is not None:
            s.look(s.viewer())          # what was shown needs no recap
        self.refresh_table()
        return True

    def held_prompt(self) -> tuple[str, str]:
        """The prompt panel's words while an action is held."""
        s = self.session
        lines = held_words(s.game.log, self._held_from, s.viewer())
        secs = seconds(self.machine_pace())
        hint = "space or enter: go on" if secs is None else \
            f"the table goes on in {secs:g} s · space: now"
        return M.plain("\n".join([f"{self._held} (machine):"] + lines)), \
            f"{hint} · machine pace: {words(self.machine_pace())} (ctrl+p to change)"
