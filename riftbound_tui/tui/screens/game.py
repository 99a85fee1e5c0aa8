"""The game screen: opponent's row, battlefields, own row and hand; Chain, Prompt, Log
and card detail panels; the command bar.  It draws what the App hands it and moves
the cursor between zones; every game action is routed to the App."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from ..widgets.board import BattlefieldPanel, PlayerPanel
from ..widgets.panels import (ChainPanel, CommandBar, DetailPanel, LogPanel, PromptPanel,
                              TextBox)
from ..widgets.zone import ZoneStrip

FULL = (100, 30)
COMPACT = (80, 24)


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
        Binding("q", "app.quit", "quit", show=False),
    ] + [Binding(d, f"app.answer({n})", show=False) for n, d in enumerate("123456789")]

    def __init__(self, n_battlefields: int, **kw) -> None:
        super().__init__(**kw)
        self.n_bfs = n_battlefields

    def compose(self) -> ComposeResult:
        yield TextBox(id="status")
        with Horizontal(id="main"):
            with Vertical(id="board"):
                yield PlayerPanel("top", id="top")
                with Horizontal(id="bfs"):
                    for i in range(self.n_bfs):
                        yield BattlefieldPanel(i, id=f"bf{i}", classes="bf")
                yield PlayerPanel("bottom", id="bottom")
                yield LogPanel(id="log", wrap=True, markup=False, highlight=False, min_width=20)
            with Vertical(id="side"):
                yield ChainPanel(id="chain")
                yield PromptPanel(id="prompt")
                yield DetailPanel(id="detail")
        yield CommandBar(placeholder=": type a line (Tab completes a legal one)", id="command")
        yield Static(id="too-small")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#chain").border_title = "Chain"
        self.query_one("#prompt").border_title = "Prompt"
        self.query_one("#log").border_title = "Log"
        self.query_one("#detail").border_title = "Card"
        self._size_classes()

    # -- sizes -----------------------------------------------------------------------------
    def on_resize(self, event) -> None:
        self._size_classes()

    def _size_classes(self) -> None:
        w, h = self.app.size
        tiny = w < COMPACT[0] or h < COMPACT[1]
        self.set_class(not tiny and (w < FULL[0] or h < FULL[1]), "-compact")
        self.set_class(tiny, "-tiny")
        self.query_one("#too-small", Static).update(
            f"The terminal is {w}x{h}. Riftbound needs at least {COMPACT[0]}x{COMPACT[1]} "
            f"(the full layout from {FULL[0]}x{FULL[1]}). Enlarge the window to play.")

    # -- navigation ------------------------------------------------------------------------
    def grid(self) -> list[list[ZoneStrip]]:
        q = lambda i: self.query_one(f"#{i}", ZoneStrip)   # noqa: E731
        rows = [[q("top-hand")], [q("top-runes")], [q("top-legend"), q("top-base")],
                [p.strip for p in self.query(BattlefieldPanel)],
                [q("bottom-legend"), q("bottom-base")], [q("bottom-runes")], [q("bottom-hand")]]
        return [[s for s in r if s.display and s.can_focus] for r in rows if r]

    def _where(self, strip) -> tuple[int, int] | None:
        for r, row in enumerate(self.grid()):
            if strip in row:
                return r, row.index(strip)
        return None

    def action_nav(self, direction: int) -> None:
        cur = self.focused
        pos = self._where(cur) if isinstance(cur, ZoneStrip) else None
        if pos is None:
            self.focus_default()
            return
        g = self.grid()
        r = pos[0] + direction
        while 0 <= r < len(g) and not g[r]:
            r += direction
        if not 0 <= r < len(g):
            return
        cx = cur.region.x + cur.region.width // 2
        target = min(g[r], key=lambda s: abs(s.region.x + s.region.width // 2 - cx))
        target.focus()

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
            s = self.query_one(f"#{sid}", ZoneStrip)
            if s.display and s.can_focus:
                s.focus()
                return

    def focus_key(self, key) -> bool:
        for row in self.grid():
            for s in row:
                if s.select_key(key):
                    s.focus()
                    return True
        return False

    def action_command(self) -> None:
        self.query_one("#command", CommandBar).focus()

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
