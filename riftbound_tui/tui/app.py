"""The App: routes what the widgets post (a card activated, an answer picked, a line
typed) to engine calls through the Session, and redraws the table from the state.

    RiftboundApp()                         new-game screen
    RiftboundApp(session=Session(...))     straight to the table
"""

from __future__ import annotations

import itertools
import time

from textual import work
from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

from ..engine.errors import IllegalAction
from . import lines as L
from . import model as M
from . import collector, saves, settings
from .commands import TableCommands
from .group_moves import GroupMoves
from .handoff import HandOff
from .pace import MachinePace
from .picking import Outcome, Picker
from .screens.game import GameScreen
from .words import describe
from .session import Session, TableConfig, player_of, shared_engine
from .team_words import winner_words
from .widgets.panels import CommandBar, LegalSuggester, PromptPanel
from .widgets.zone import ZoneStrip

SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


class RiftboundApp(TableCommands, GroupMoves, HandOff, MachinePace, App):
    CSS_PATH = "app.tcss"
    TITLE = "Riftbound (unofficial)"
    # ctrl+q asks as q does (issue 28: it quit without asking); ctrl+q twice quits
    BINDINGS = [Binding("ctrl+q", "ask_quit_anywhere", "quit", show=False)]

    def __init__(self, session: Session | None = None, machine_delay: float | str | None = None,
                 autosave: bool = True, theme: str | None = None, notice: str = "",
                 seed: int | None = None, hint: bool = True) -> None:
        super().__init__()
        self.default_seed = seed
        self.session = session
        # the machine's pace (pace.py: 0 or "instant", "key", seconds); None: the table's
        self.machine_delay = machine_delay
        self.autosave_on = autosave
        self.notice = notice
        self.picker: Picker | None = None
        self.idx = L.LineIndex()
        self.legal: list[str] = []
        self.table: GameScreen | None = None
        self.board: M.BoardModel | None = None
        self.screen_state = None
        self.thinking: str | None = None
        self._think_token = None
        self._spin = itertools.cycle(SPINNER)
        self._spin_timer = None
        self.last_paint = 0.0
        self.settings = settings.load()
        self._hint_shown = not hint
        if theme and self.no_color and theme.startswith("ansi"):
            # Textual's monochrome filter cannot read ANSI palette colours (it draws
            # them black on black); NO_COLOR gets the grey monochrome of a true-colour theme
            theme = "textual-dark"
        if theme:
            self.theme = theme

    def _on_notify(self, event) -> None:
        """One notification at a time: a new one replaces the last, so they never pile up
        over the log (issue 28).  (Textual posts each notify() as a message: they are
        cleared here, as the next arrives.)"""
        self._notifications.clear()
        super()._on_notify(event)

    @property
    def db(self):
        return shared_engine().db

    def check_action(self, action: str, parameters) -> bool | None:
        # behind the size notice no key acts (ctrl+q still asks to quit)
        screen = self.screen
        if isinstance(screen, GameScreen) and screen.tiny and \
                action not in ("quit", "ask_quit_anywhere"):
            return False
        return True

    # -- starting ------------------------------------------------------------------------
    def get_default_screen(self) -> Screen:
        # A table given at start is the app's first screen: no empty screen is mounted,
        # styled, laid out and drawn before it (that was about 7% of a start's work)
        if self.session is not None and self.table is None:
            return self._new_table(self.session)
        return super().get_default_screen()

    def on_mount(self) -> None:
        if self.session is None:
            from .screens.new_game import NewGameScreen  # lazy: start-up
            self.push_screen(NewGameScreen(self.db, seed=self.default_seed),
                             self._new_game_chosen)
            self.call_after_refresh(collector.resume)
        if self.notice:
            self.notify(self.notice, severity="error", timeout=10)

    def _new_game_chosen(self, cfg: TableConfig | None) -> None:
        if cfg is None:
            return
        try:
            session = Session(cfg)
        except Exception as e:          # SetupError and friends: say why, stay here
            self.notify(f"cannot start: {e}", severity="error")
            from .screens.new_game import NewGameScreen  # lazy: start-up
            self.push_screen(NewGameScreen(self.db), self._new_game_chosen)
            return
        self.start_table(session)

    def start_table(self, session: Session) -> None:
        self.workers.cancel_group(self, "machine")
        while len(self.screen_stack) > 1:
            self.pop_screen()
        # (a table the app started with stays beneath, never shown again: Textual cannot
        # replace an app's first screen, and it is one screen however many games follow)
        self.push_screen(self._new_table(session))

    def _new_table(self, session: Session) -> GameScreen:
        self.drop_hold()
        self.session = session
        self._step_mark = 0
        self._think_token = None
        self._status = None
        session.hide_board()        # every path that opens a hidden seat shows the curtain
        self.table = GameScreen(len(session.game.state.bfs), on_ready=self._first_draw,
                                n_players=len(session.game.state.players))
        return self.table

    def _first_draw(self) -> None:
        cmd = self.table.command_bar
        cmd.suggester = LegalSuggester(lambda: self.legal)
        self.call_after_refresh(self._autosave)     # the board first, then the disk
        self.call_after_refresh(collector.resume)   # and the collection put off till now
        self.refresh_table()
        self.table.focus_default()

    # -- drawing -------------------------------------------------------------------------
    def refresh_table(self) -> None:
        s = self.session
        if s is None or self.table is None:
            return
        holding = self.holding()       # a machine's action on the board at its pace
        if not holding:
            self._auto_pass()
        who = s.curtain_for()
        if who is not None and not holding:
            self._show_curtain(who)
            return
        game = s.game
        st = s.state_for_screen()
        viewer = s.viewer()
        self.screen_state = st
        self.board = M.build(self.db, st, s.bottom(), viewer is None, viewer)
        if s.can_answer() and not holding:
            self.legal = game.legal()
            self.idx = L.index(game, self.legal)
            old = self.picker
            self.picker = Picker(game.pending, self.idx, game.state, game.why_illegal)
            if old is not None and old.decision == game.pending and \
                    getattr(old, "_version", None) == game.state.version:
                self.picker.selected, self.picker.assign = old.selected, old.assign
                self.picker.movers = old.movers
            self.picker._version = game.state.version
        else:
            self.legal, self.idx, self.picker = [], L.LineIndex(), None
        self._draw()
        if self.screen is self.table and not holding:
            self._maybe_recap()
        if self.screen is self.table:
            self._maybe_hint()
        machine = s.machine_to_move()
        if machine is not None and not holding:
            self._start_thinking(machine)

    def _draw(self) -> None:
        t = self.table
        b = self.board
        s = self.session
        if t is None or b is None:
            return
        picker = self.picker
        selectable = picker.selectable() if picker and picker.mode != "actions" else set()
        actionable = self.idx.keys() if picker and picker.mode == "actions" else set()
        marks = {k: picker.mark(k) for k in selectable | set(picker.selected)
                 | set(picker.movers)} if picker else {}
        marks = {k: v for k, v in marks.items() if v}
        pend = s.game.pending
        opponents = [b.top] + b.others                   # their rows, top down
        for k, panel in enumerate(t.opponent_panels):
            pm = opponents[k] if k < len(opponents) else None
            if panel.display != (pm is not None):
                panel.display = pm is not None      # a player removed from the game (652)
            if pm is not None:
                base = L.BASE if (pend and pend.player == pm.name) else None
                panel.show(pm, marks, selectable, actionable, base)
        base = L.BASE if (pend and pend.player == b.bottom.name) else None
        t.bottom_panel.show(b.bottom, marks, selectable, actionable, base)
        rows = [pm.name for pm in opponents] + [b.bottom.name]
        for bp in t.bf_panels:
            bp.show(b.bfs[bp.index], rows, marks, selectable, actionable)
        seat = s.viewer()
        privacy = "open hands" if seat is None else f"seat: {seat}"
        bench = "" if s.workbench is None else \
            f" · script {s.workbench.step_words(s.steps_done())} (r)"
        status = f"{b.status}{bench} · {privacy} · {s.config.title}"
        if status != getattr(self, "_status", None):
            self._status = status
            t.status_box.update(status)
        t.chain_panel.show(b.chain)
        # the log follows one frame after the board, so the board paints first
        log = t.log_panel
        lines = M.redact_log(s.game.log, seat)
        self.call_after_refresh(log.show, lines)
        self._draw_prompt()
        focused = t.focused
        st = s.game.state
        turn = (st.turn_number, st.turn_player)
        if turn != getattr(self, "_turn_seen", None):
            # a new turn starts with the cursor on the hand, as after a curtain
            self._turn_seen = turn
            t.focus_default()
            focused = t.focused
        elif picker and picker.mode == "actions" and isinstance(focused, ZoneStrip) and \
                focused.current_key() not in actionable and \
                getattr(self, "_last_mode", None) not in (None, "actions"):
            # a pick is over (a target, a split): back to the hand, where plays start
            t.focus_default()
            focused = t.focused
        self._last_mode = picker.mode if picker else None
        if picker and picker.mode in ("choose", "assign", "order", "to") and selectable and \
                not (isinstance(focused, ZoneStrip) and focused.current_key() in selectable):
            # a pick on the board: put the cursor on the first card that can be picked
            for key in sorted(k for k in selectable if isinstance(k, int)):
                if t.focus_key(key):
                    focused = t.focused
                    break
        if isinstance(focused, ZoneStrip):
            self._show_detail(focused.current_key())
        self.last_paint = time.perf_counter()

    def _draw_prompt(self) -> None:
        s = self.session
        panel = self.table.prompt_panel
        pend = s.game.pending
        wb = s.workbench
        if wb is not None and not s.redo_stack and wb.n and s.steps_done() == wb.n:
            # the script has run: its expectations, checked, on the board
            panel.show(f"Scenario {wb.step_words(wb.n)}: {wb.verdict(s.game)}",
                       "u steps back · the answers below continue by hand",
                       self.legal)
        elif self.holding():
            panel.show(*self.held_prompt(), [])
        elif s.game.winner:
            panel.show(f"{winner_words(s.game.state)}.",
                       "ctrl+n new game · u undo · ctrl+l export the log", [])
        elif self.thinking:
            panel.show(f"{self.thinking} (machine) is thinking {next(self._spin)}",
                       "the table stays yours: read the board, the log, the cards", [])
        elif pend is None:
            panel.show("", "", [])
        elif self.picker is None:
            panel.show(f"Waiting for {pend.player}.", "", [])
        else:
            prompt = pend.prompt if pend.prompt.startswith(pend.player) \
                else f"{pend.player}: {pend.prompt}"
            panel.show(M.plain(prompt), self.picker.hint(), self.legal)

    def _show_detail(self, key) -> None:
        if self.table is None or self.screen_state is None:
            return
        oid = key if isinstance(key, int) else None
        if oid is not None and self.board is not None and oid not in self.board.chips:
            oid = None
        if not self.table.is_attached:
            return              # the table is being taken down (quit): nothing to show
        self.table.detail_panel.show(*M.detail(self.db, self.screen_state, oid))

    # -- machine seats -------------------------------------------------------------------
    def _start_thinking(self, player: str) -> None:
        s = self.session
        token = (id(s.game), len(s.game.record.lines))
        if self._think_token == token:
            return
        self._think_token = token
        self.thinking = player
        self._draw_prompt()
        if self._spin_timer is None:
            self._spin_timer = self.set_interval(0.12, self._spin_tick)
        self._think(token, s.agents[player], s.game.view(player), s.game.pending,
                    s.game.legal())

    def _spin_tick(self) -> None:
        if self.thinking and self.table is not None and self.screen is self.table:
            self._draw_prompt()

    @work(thread=True, exclusive=True, group="machine")
    def _think(self, token, agent, view, decision, legal: list[str]) -> None:
        # the pace is kept on the event loop (pace.py), never by sleeping here
        line = agent.decide(view, decision, legal)
        self.call_from_thread(self._machine_done, token, line, legal)

    def _machine_done(self, token, line: str, legal: list[str]) -> None:
        s = self.session
        if s is None or token != (id(s.game), len(s.game.record.lines)):
            return                                  # undone or replaced meanwhile
        self.thinking = None
        self._think_token = None
        start = self.step_start()
        machine = player_of(line)
        try:
            s.act(line)
        except IllegalAction as e:
            from ..engine.view import scrub     # the machine's line may name its hand
            self.notify(scrub(s.game.state, s.viewer(),
                              f"the machine answered '{line}', which is illegal: {e}; "
                              f"it plays '{legal[0]}' instead"), severity="warning")
            s.act(legal[0])
        self._hold(machine, start)
        self._after_change()

    # -- acting --------------------------------------------------------------------------
    def submit(self, line: str) -> bool:
        s = self.session
        if s is None or not s.can_answer():
            self.notify("it is not your decision now", severity="warning")
            return False
        try:
            s.act(line)
        except IllegalAction as e:
            self.notify(f"illegal: {e}", severity="error", timeout=6)
            return False
        self._step_mark = len(s.game.log)       # a machine's next action is shown from here
        paid = M.payment_words(s.game.new_log)
        if paid:
            self.notify(paid, timeout=5)        # which runes paid, as the log says
        self._after_change()
        return True

    def _after_change(self) -> None:
        self.refresh_table()
        # the board first, then the disk: the save (with its fsync) waits one frame
        self.call_after_refresh(self._autosave)

    def _autosave(self) -> None:
        if self.autosave_on and self.session is not None:
            try:
                self.session.autosave()
            except OSError as e:
                self.notify(f"autosave failed: {e}", severity="warning")

    def handle(self, out: Outcome, title: str = "", subject=None) -> None:
        if out.kind == "submit":
            self.submit(out.line)
        elif out.kind == "menu":
            if len(out.infos) == 0:
                return
            st = self.session.game.state
            from .screens.menus import ActionMenu
            self.push_screen(ActionMenu(title, [(describe(i, st, self.db, subject), i.line)
                                                for i in out.infos]), self._menu_done)
        elif out.kind == "move":
            self._group_move(out.line)
        elif out.kind == "moves":
            self._group_menu(out.infos)
        elif out.kind == "update":
            self._draw()
        elif out.message:
            self.notify(out.message, severity="warning")

    def _menu_done(self, line: str | None) -> None:
        if line:
            self.submit(line)

    # -- messages from the widgets -------------------------------------------------------
    def on_zone_strip_activated(self, event: ZoneStrip.Activated) -> None:
        if self.go_on():
            return                  # enter: on from a machine's held action
        if self.picker is None:
            if self.thinking:
                self.notify(f"{self.thinking} is thinking", severity="information")
            return
        key = event.key
        if self.picker.mode == "to" and key not in self.picker.selectable():
            key = event.strip.place_key
        chip = self.board.chips.get(key) if self.board and isinstance(key, int) else None
        title = chip.name if chip else "Actions"
        out = self.picker.activate(key)
        if out.kind == "none" and self.picker.mode == "actions" and chip and not chip.hidden:
            out = Outcome("none", message=self._why_not(chip))
        self.handle(out, f"{title}: legal actions", key)

    def _why_not(self, chip: M.Chip) -> str:
        """Why a card offers nothing now, in the engine's words where it has them."""
        game = self.session.game
        p = game.pending.player
        if chip.kind == "rune" and chip.controller == p and not game.state.manual_payment:
            return (f"{chip.name}: costs are paid from the runes automatically in this game "
                    f"(manual payment is off)")
        if chip.zone in ("hand", "champion") and chip.controller == p:
            why = game.why_illegal(f"{p}: play {chip.name}")
        elif chip.kind == "unit":
            why = self._move_why(chip)
        else:
            why = None
        return f"{chip.name}: no legal action now" + (f" ({why})" if why else "")

    def on_zone_strip_highlighted(self, event: ZoneStrip.Highlighted) -> None:
        self._show_detail(event.key)

    def on_zone_strip_adjust(self, event: ZoneStrip.Adjust) -> None:
        if self.picker is not None:
            self.handle(self.picker.add_damage(event.key, event.delta))

    def on_prompt_panel_answer(self, event: PromptPanel.Answer) -> None:
        self.submit(event.line)

    def on_input_submitted(self, event: CommandBar.Submitted) -> None:
        if not isinstance(event.input, CommandBar):
            return
        text = event.value.strip()
        if not text:
            return
        pend = self.session.game.pending if self.session else None
        head = text.split(":", 1)[0].strip() if ":" in text else ""
        if pend and head not in self.session.order:
            text = f"{pend.player}: {text}"
        if self.submit(text):
            event.input.value = ""
            if self.table is not None and self.screen is self.table:
                self.table.focus_default()      # back to the board: space and e work again

    # -- actions (keys, palette) ---------------------------------------------------------
    def _bare(self, verb: str, words: str) -> None:
        info = L.bare(self.idx, verb)
        if info is None:
            pend = self.session.game.pending if self.session else None
            why = self.session.game.why_illegal(f"{pend.player}: {verb}") if pend else None
            self.notify(f"cannot {words} now" + (f": {why}" if why else ""), severity="warning")
            return
        self.submit(info.line)

    def action_pass_priority(self) -> None:
        if not self.go_on():        # space: on from a machine's held action, else pass
            self._bare("pass", "pass")

    def action_end_turn(self) -> None:
        left = self._still_to_do() if self.settings.get("confirm_end_turn", True) else ""
        if not left or L.bare(self.idx, "end") is None:
            self._bare("end", "end the turn")
            return
        from .screens.menus import ConfirmScreen
        self.push_screen(ConfirmScreen(
            f"End the turn?\n\nYou could still {left}.\n\ne or y: end the turn · "
            f"Esc or n: back to the board\n(ctrl+p \"End turn: never ask\" turns this off)",
            "e,y,enter"), self._end_confirmed)

    def _end_confirmed(self, yes: bool | None) -> None:
        if yes:
            self._bare("end", "end the turn")

    def _still_to_do(self) -> str:
        """'play 2 cards (Hextech Ray, Void Seeker) and move 1 unit', or ''."""
        st = self.session.game.state if self.session else None
        if st is None:
            return ""
        plays = sorted({i.names[0] for i in self.idx.infos if i.verb == "play" and i.names})
        # a unit that could go out to a battlefield; going back to base is no forgotten move
        movers = {o for i in self.idx.infos if i.verb == "move" and i.place
                  and i.place.lower() != "base" for o in i.oids}
        bits = []
        if plays:
            bits.append(f"play {len(plays)} card{'s' if len(plays) > 1 else ''} "
                        f"({', '.join(plays[:3])}{', …' if len(plays) > 3 else ''})")
        if movers:
            bits.append(f"move {len(movers)} unit{'s' if len(movers) > 1 else ''}")
        return " and ".join(bits)

    def action_ask_quit_anywhere(self) -> None:
        """ctrl+q: asks as q does, behind the size notice too (where q does nothing)."""
        self.action_ask_quit()

    def action_ask_quit(self) -> None:
        where = ""
        if self.session is not None and self.autosave_on:
            where = f"\n\nThe game is autosaved ({saves.autosave_path()}): ctrl+o (Load) or " \
                    f"riftbound --load FILE resumes it."
        from .screens.menus import ConfirmScreen
        self.push_screen(ConfirmScreen(f"Quit Riftbound?{where}\n\nq or y: quit · "
                                       f"Esc or n: keep playing", "q,y,enter,ctrl+q"),
                         self._quit_confirmed)

    def _quit_confirmed(self, yes: bool | None) -> None:
        if yes:
            self._autosave()
            self.exit()

    def toggle_setting(self, key: str) -> None:
        self.settings[key] = not self.settings.get(key, True)
        try:
            settings.save(self.settings)
        except OSError as e:
            self.notify(f"settings not saved: {e}", severity="warning")
        self.notify(f"{key.replace('_', ' ')}: {'on' if self.settings[key] else 'off'}")

    def _maybe_hint(self) -> None:
        if self.settings.get("first_game_hint", True) and not self._hint_shown:
            self._hint_shown = True
            # after the board's first frame: the board is on screen before the hint
            # (a modal over a dimmed board, dearer to paint) covers it
            self.call_after_refresh(self._show_hint)

    def _show_hint(self) -> None:
        if self.screen is self.table:
            from .screens.menus import HintScreen
            self.push_screen(HintScreen(), self._hint_done)
        else:
            self._hint_shown = False        # a curtain came first: shown after it

    def _hint_done(self, never_again: bool | None) -> None:
        if never_again:
            self.settings["first_game_hint"] = True
            self.toggle_setting("first_game_hint")

    def action_answer(self, n: int) -> None:
        if 0 <= n < len(self.legal):
            self.submit(self.legal[n])

    def action_confirm(self) -> None:
        if self.picker is not None:
            self.handle(self.picker.confirm())

    def action_clear_picks(self) -> None:
        if self.picker is not None:
            self.picker.clear()
            self._draw()
