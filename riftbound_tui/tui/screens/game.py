"""The game screen: opponent's row, battlefields, own row and hand; Chain, Prompt, Log
and card detail panels; the command bar.  It draws what the App hands it and moves
the cursor between zones; every game action is routed to the App."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from ..widgets.board import BattlefieldPanel, PlayerPanel
from ..widgets.panels import (ChainPanel, CommandBar, DetailPanel, LogPanel, PromptPanel,
                              TextBox)
from ..widgets.zone import ZoneStrip

FULL = (100, 30)
COMPACT = (80, 24)


class BoardScroll(VerticalScroll, inherit_bindings=False):
    """A board that scrolls, with none of a scroll view's keys: up and down stay the
    table's (GameScreen.action_nav), and the focused zone is scrolled into view."""
    can_focus = False


class GameScreen(Screen):
    BINDINGS = [
        Binding("up,k", "nav(-1)", "up", show=False),
        Binding("down,j", "nav(1)", "down", show=False),
        Binding("space", "app.pass_priority", "pass"),
        Binding("e", "app.end_turn", "end turn"),
        Binding("m", "app.mark_move", "mark move"),
        Binding("c", "app.confirm", "confirm", show=False),
        Binding("escape", "app.clear_picks", "clear", show=False),
        Binding("u", "app.undo", "undo"),
        Binding("r", "app.redo", "redo", show=False),
        Binding("colon", "command", "command", key_display=":", show=False),
        Binding("question_mark", "app.help", "help"),
        Binding("ctrl+s", "app.save", "save", show=False),
        Binding("ctrl+o", "app.load", "load", show=False),
        Binding("ctrl+l", "app.export_log", "export log", show=False),
        Binding("ctrl+n", "app.new_game", "new game", show=False),
        Binding("f", "app.flip", "flip", show=False),
        Binding("a", "focus_answers", "answers", show=False),
        Binding("q", "app.ask_quit", "quit", show=False),
    ] + [Binding(d, f"app.answer({n})", show=False) for n, d in enumerate("123456789")]

    def __init__(self, n_battlefields: int, on_ready=None, n_players: int = 2, **kw) -> None:
        super().__init__(**kw)
        self.n_bfs = n_battlefields
        self.n_players = n_players      # 3-4 in a free-for-all: a row per opponent
        self._on_ready = on_ready       # the App's first draw: before the first frame
        self._resumed = False

    def post_message(self, message) -> bool:
        if isinstance(message, events.ScreenResume) and not self._resumed:
            # Textual restyles every widget of a screen that resumes (a theme may have
            # changed while it was covered); the first resume comes as the table opens,
            # its widgets styled as they mounted, and redoing them all was ~6 ms of it
            self._resumed = True
            message.refresh_styles = False
        return super().post_message(message)

    def compose(self) -> ComposeResult:
        yield TextBox(id="status")
        with Horizontal(id="main"):
            # three or four players at 80x24 may need more rows than there are: their
            # board scrolls (to the focused zone) rather than cut a card off
            with (BoardScroll(id="board", classes="-scrolls") if self.n_players > 2
                  else Vertical(id="board")):
                yield PlayerPanel("top", id="top")
                for k in range(1, self.n_players - 1):      # FFA's further opponents
                    yield PlayerPanel(f"opp{k}", id=f"opp{k}", classes="opp")
                with Horizontal(id="bfs"):
                    for i in range(self.n_bfs):
                        yield BattlefieldPanel(i, id=f"bf{i}", classes="bf")
                yield PlayerPanel("bottom", id="bottom")
                yield LogPanel(id="log")
            with Vertical(id="side"):
                yield ChainPanel(id="chain")
                yield PromptPanel(id="prompt")
                yield DetailPanel(id="detail")
        yield CommandBar(placeholder=": type a line (→ accepts the suggested legal line)",
                         id="command")
        yield Static(id="too-small")
        yield Static(id="footer-space")     # the footer's row until it mounts: see on_mount

    def on_mount(self) -> None:
        # the panels the App draws into every turn, looked up once (a DOM query per
        # panel per repaint was a good part of an action's time)
        self.status_box = self.query_one("#status", TextBox)
        self.top_panel = self.query_one("#top", PlayerPanel)
        self.bottom_panel = self.query_one("#bottom", PlayerPanel)
        # every opponent's row, top first (the next to play after the bottom seat)
        self.opponent_panels = [self.top_panel] + [
            self.query_one(f"#opp{k}", PlayerPanel) for k in range(1, self.n_players - 1)]
        self.set_class(self.n_players > 2, "-multi")
        self.bf_panels = list(self.query(BattlefieldPanel))
        self.chain_panel = self.query_one("#chain", ChainPanel)
        self.prompt_panel = self.query_one("#prompt", PromptPanel)
        self.log_panel = self.query_one("#log", LogPanel)
        self.detail_panel = self.query_one("#detail", DetailPanel)
        self.command_bar = self.query_one("#command", CommandBar)
        self._strips = {s.id: s for s in self.query(ZoneStrip)}
        self.chain_panel.border_title = "Chain"
        self.prompt_panel.border_title = "Prompt"
        self.log_panel.border_title = "Log"
        self.detail_panel.border_title = "Card"
        self._size_classes()
        # every widget below is mounted now: fill them before anything is painted, so
        # the first frame is the board and not empty panels
        if self._on_ready is not None:
            ready, self._on_ready = self._on_ready, None
            ready()
        # The footer is eight widgets (a key each) that Textual styles, lays out and draws
        # before its first frame: mounted after that frame, the board comes first and the
        # keys one frame later, into the row kept for them (nothing else moves).
        self.call_after_refresh(self._mount_footer)

    async def _mount_footer(self) -> None:
        from ..widgets.footer import TableFooter    # its module too: after the first frame
        if not self.query(TableFooter):
            await self.mount(TableFooter())
            self.query_one("#footer-space").remove()
            # the footer draws its keys when the screen's bindings are announced: a push
            # announces them after this, a table that is the app's first screen does not
            self.refresh_bindings()

    # -- sizes -----------------------------------------------------------------------------
    def on_resize(self, event) -> None:
        self._size_classes()

    @property
    def tiny(self) -> bool:
        w, h = self.app.size
        return w < COMPACT[0] or h < COMPACT[1]

    def check_action(self, action: str, parameters) -> bool | None:
        # behind the size notice no key acts on the game (ctrl+q still quits)
        return not self.tiny

    def _size_classes(self) -> None:
        w, h = self.app.size
        tiny = w < COMPACT[0] or h < COMPACT[1]
        if tiny and not self.has_class("-tiny"):
            self.set_focus(None)            # no focused card acts behind the notice
        elif not tiny and self.has_class("-tiny"):
            self.call_after_refresh(self.focus_default)
        self.set_class(not tiny and (w < FULL[0] or h < FULL[1]), "-compact")
        self.set_class(tiny, "-tiny")
        self.query_one("#too-small", Static).update(
            f"The terminal is {w}x{h}. Riftbound needs at least {COMPACT[0]}x{COMPACT[1]} "
            f"(the full layout from {FULL[0]}x{FULL[1]}). Enlarge the window to play.")

    # -- navigation ------------------------------------------------------------------------
    def grid(self) -> list[list[ZoneStrip]]:
        q = self._strips.__getitem__
        rows = []
        for side in (p.side for p in self.opponent_panels):
            rows += [[q(f"{side}-hand")], [q(f"{side}-runes")],
                     [q(f"{side}-legend"), q(f"{side}-base")]]
        rows += [[p.strip for p in self.bf_panels],
                [q("bottom-legend"), q("bottom-base")], [q("bottom-runes")], [q("bottom-hand")]]
        return [[s for s in r if s.display and s.can_focus] for r in rows if r]

    def _where(self, strip) -> tuple[int, int] | None:
        for r, row in enumerate(self.grid()):
            if strip in row:
                return r, row.index(strip)
        return None

    def _spots(self):
        """Every card on the board where it is drawn: (y, x centre, strip, item index);
        an empty zone is one spot (index -1)."""
        out = []
        for row in self.grid():
            for strip in row:
                cr = strip.content_region
                if not strip.chips or not strip._hits:
                    out.append((cr.y, cr.x + min(cr.width, 12) // 2, strip, -1))
                    continue
                for y, x0, x1, i in strip._hits:
                    out.append((cr.y + y, cr.x + (x0 + x1) // 2, strip, i))
        return out

    def action_nav(self, direction: int) -> None:
        """Up/Down move to the card drawn nearest above/below the cursor (rows:
        the opponent, the battlefields, you, your hand), not to the next zone."""
        cur = self.focused
        if not isinstance(cur, ZoneStrip) or self._where(cur) is None:
            self.focus_default()
            return
        spots = self._spots()
        here = next(((y, x) for y, x, st, i in spots
                     if st is cur and (i == cur.cursor or (i == -1 and not cur.chips))), None)
        if here is None:
            r = cur.content_region
            here = (r.y, r.x + r.width // 2)
        y0, x0 = here
        ahead = [sp for sp in spots if (sp[0] - y0) * direction > 0]
        if not ahead:
            return
        row_y = min(ahead, key=lambda sp: abs(sp[0] - y0))[0]
        y, x, strip, i = min((sp for sp in ahead if sp[0] == row_y),
                             key=lambda sp: abs(sp[1] - x0))
        if i >= 0:
            strip.cursor = i
            strip.refresh()
        if strip is not cur:
            strip.focus()
        else:
            strip.post_message(ZoneStrip.Highlighted(strip, strip.current_key()))

    def on_zone_strip_edge(self, event: ZoneStrip.Edge) -> None:
        event.stop()
        pos = self._where(event.strip)
        if pos is None:
            return
        row = self.grid()[pos[0]]
        k = pos[1] + event.direction
        if 0 <= k < len(row):
            row[k].focus()
            row[k].cursor = 0 if event.direction > 0 else max(0, len(row[k].chips) - 1)
            row[k].refresh()

    def focus_default(self) -> None:
        for sid in ("bottom-hand", "bottom-base"):
            s = self._strips[sid]
            if s.display and s.can_focus:
                s.focus()
                if self.n_players > 2:      # a board that scrolls: the hand in view
                    self.call_after_refresh(self._hand_in_view, s)
                return

    def _hand_in_view(self, strip) -> None:
        """Scroll the board to its end, where the hand is (the log is not drawn on a
        board that must scroll), once its new size is laid out."""
        if strip.has_focus:
            self.query_one("#board").scroll_end(animate=False)

    def focus_key(self, key) -> bool:
        for row in self.grid():
            for s in row:
                if s.select_key(key):
                    s.focus()
                    return True
        return False

    def action_command(self) -> None:
        self.command_bar.focus()

    def action_focus_answers(self) -> None:
        self.query_one("#answers").focus()

    def on_command_bar_leave(self, event: CommandBar.Leave) -> None:
        self.focus_default()

    # -- text for tests and people ---------------------------------------------------------
    def board_text(self) -> str:
        """Everything the board widgets currently draw, as plain text."""
        parts = []
        for w in self.query("Static, TextBox, ZoneStrip"):
            if not w.display:
                continue
            try:
                r = w.render()
            except Exception:
                continue
            parts.append(getattr(r, "plain", str(r)))
        return "\n".join(parts)
