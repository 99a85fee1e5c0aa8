"""The recap: what happened since the seat last looked, before the board (issue 28).

Shown when the table hands a seat back, after the machine's turn or the other people's
(tui/recap.py reads it from the log as the seat may see it).  Enter, space or Esc goes
on to the board; the arrows and page keys scroll a long one."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static


class RecapScreen(ModalScreen[None]):
    BINDINGS = [Binding("enter,space,escape", "close", "to the board"),
                Binding("q", "app.ask_quit", "quit", show=False),
                Binding("question_mark", "app.help", "help", show=False)]

    def __init__(self, title: str, lines: list[str], **kw) -> None:
        super().__init__(**kw)
        self.title_text = title
        self.lines = lines

    @property
    def text(self) -> str:
        return "\n".join([self.title_text, ""] + self.lines +
                         ["", "Enter: to the board (the log keeps all of it)"])

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="recap-box"):
            yield Static(self.text, id="recap-text", markup=False)

    def on_mount(self) -> None:
        box = self.query_one("#recap-box")
        box.focus()
        box.scroll_end(animate=False)      # the latest first in view; ↑ reads back

    def action_close(self) -> None:
        self.dismiss(None)

    def on_click(self) -> None:
        self.dismiss(None)
