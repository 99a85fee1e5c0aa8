"""Table commands of the App: undo, redo, flip, help, save, load, export, new game,
restart, and the command palette.  A mixin, so app.py keeps to the routing."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from textual.app import SystemCommand

from . import model as M
from . import saves
from ..engine.errors import IllegalAction
from .pace import words as pace_words
from .session import Session
from .words import describe


class TableCommands:
    """Mixed into RiftboundApp; uses its session, submit() and refresh_table()."""

    def action_undo(self) -> None:
        why = self.session.undo_refusal() if self.session else None
        if why:
            self.notify(why, severity="warning", timeout=6)      # nothing changes
            return
        if self.session and self.session.undo():
            self.drop_hold()
            self._think_token = None
            self.thinking = None
            self._after_change()
        else:
            self.notify("nothing to undo")

    def action_redo(self) -> None:
        s = self.session
        if s is not None and s.workbench is not None and s.redo_stack:
            self._step_scenario()
            return
        if s and s.redo():
            self.drop_hold()
            self._after_change()
        else:
            self.notify("nothing to redo")

    def _step_scenario(self) -> None:
        """r in a scenario: the next script line, 'step k of n'; at the end, expect:."""
        s = self.session
        try:
            line = s.step_script()
        except IllegalAction as e:
            self.notify(str(e), severity="error", timeout=10)
            return
        wb = s.workbench
        self.notify(f"{wb.step_words(s.steps_done())}: {line}", timeout=4)
        if not s.redo_stack:
            verdict = wb.verdict(s.game)
            self.notify(verdict, severity="information" if verdict.startswith(("PASS", "the"))
                        else "error", timeout=15)
        self._after_change()

    def action_flip(self) -> None:
        s = self.session
        if s and s.viewer() is None:
            s.perspective = s.order[(s.order.index(s.bottom()) + 1) % len(s.order)]
            self.refresh_table()
        else:
            self.notify("the board turns only with open hands")

    def action_help(self) -> None:
        from .screens.menus import HelpScreen     # lazy: the menus load when first used
        self.push_screen(HelpScreen())

    def action_save(self) -> None:
        if self.session:
            try:
                path = self.session.save()
            except OSError as e:
                self.notify(f"save failed: {e}", severity="error")
                return
            self.notify(f"saved to {path} ({saves.HIDDEN_NOTE})", timeout=8)

    def action_load(self) -> None:
        from .screens.menus import LoadScreen
        self.push_screen(LoadScreen(saves.list_saves()), self._load_chosen)

    def _load_chosen(self, path: Path | None) -> None:
        if path is not None:
            self.load_file(path)

    def load_file(self, path: Path) -> bool:
        try:
            session = Session.load(path)
        except saves.SaveError as e:
            self.notify(str(e), severity="error", timeout=10)
            return False
        self.start_table(session)
        self.notify(f"loaded {Path(path).name}")
        return True

    def action_export_log(self) -> None:
        if self.session:
            lines = M.redact_log(self.session.game.log, self.session.viewer())
            try:
                path = saves.export_log(lines)
            except OSError as e:
                self.notify(f"export failed: {e}", severity="error")
                return
            self.notify(f"log exported to {path}")

    def action_new_game(self) -> None:
        from .screens.new_game import NewGameScreen  # lazy: start-up
        self.push_screen(NewGameScreen(self.db, can_go_back=True), self._new_game_chosen)

    def action_restart(self) -> None:
        if self.session:
            self.session.restart()
            self.drop_hold()
            self._think_token = None
            self._after_change()

    def get_system_commands(self, screen):
        yield from super().get_system_commands(screen)
        if self.session is None or screen is not self.table:
            return
        st = self.session.game.state
        words = {i.line: describe(i, st, self.db) for i in self.idx.infos}
        for line in self.legal:
            body = line.split(":", 1)[1].strip()
            yield SystemCommand(f"{line.split(':')[0]}: {body}", words.get(line, "legal action"),
                                partial(self.submit, line))
        for title, help_, act in (
                ("Undo", "back to the previous decision", self.action_undo),
                ("Redo", "replay the undone decision", self.action_redo),
                ("Save game", "write a save file", self.action_save),
                ("Load game", "open a saved game", self.action_load),
                ("Export log", "write the log to a text file", self.action_export_log),
                ("Restart", "the same decks and seed from the start", self.action_restart),
                ("New game", "choose decks and seats", self.action_new_game),
                ("Flip board", "open hands: the next player at the bottom", self.action_flip),
                ("Help", "how to play, keys and marks", self.action_help)):
            yield SystemCommand(title, help_, act)
        ask = self.settings.get("confirm_end_turn", True)
        yield SystemCommand("End turn: never ask" if ask else "End turn: ask when I could act",
                            "e asks once when units could still move or cards be played",
                            partial(self.toggle_setting, "confirm_end_turn"))
        yield SystemCommand(f"Machine pace: {pace_words(self.machine_pace())}",
                            "instant, one key per action, or seconds each of a machine's "
                            "actions stays on the board (choose to change)",
                            self.next_machine_pace)
        hint = self.settings.get("first_game_hint", True)
        yield SystemCommand("First-game hint: " + ("turn off" if hint else "show again"),
                            "the one-screen hint shown when a table opens",
                            partial(self.toggle_setting, "first_game_hint"))
