"""Side panels: the Chain, the Prompt (the pending decision and its answers), the Log,
the card detail, and the command bar."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.suggester import Suggester
from textual.widget import Widget
from textual.widgets import Input

from ..model import ChainEntry

DIGITS = "123456789"


class TextBox(Widget):
    """Static-like text that asks for a new layout only when its height changes, so a
    changed prompt or stats line repaints one widget instead of reflowing the screen."""

    def __init__(self, content: str | Text = "", **kw) -> None:
        super().__init__(**kw)
        self._content = Text(content) if isinstance(content, str) else content
        self._height = None

    def update(self, content) -> None:
        t = Text(content) if isinstance(content, str) else content
        if t == self._content:
            return
        self._content = t
        w = self.content_size.width
        h = len(t.wrap(self.app.console, w)) if w else None
        self.refresh(layout=(h is None or h != self._height))
        self._height = h

    def render(self) -> Text:
        return self._content

    def get_content_height(self, container, viewport, width: int) -> int:
        h = len(self._content.wrap(self.app.console, max(1, width)))
        self._height = h
        return h


class ChainPanel(TextBox):
    def render(self) -> Text:
        """A dense chain (see show) draws each line cut to the panel's width."""
        t, w = self._content, self.content_size.width
        if not t.no_wrap or not w:
            return t
        lines = t.split("\n")
        for line in lines:
            line.truncate(w, overflow="ellipsis")
        return Text("\n").join(lines)

    def show(self, chain: list[ChainEntry]) -> None:
        key = [e.words() for e in chain]
        if key == getattr(self, "_key", None):
            return
        self._key = key
        self.border_title = f"Chain ({len(chain)})"
        if not chain:
            self.update(Text("empty", style="dim"))
            return
        # three items or more: one line each, its effect after it, cut with an ellipsis, so
        # the panel's few rows show every item (issue 28: the third was hidden)
        dense = len(chain) > 2
        t = Text(no_wrap=dense, overflow="ellipsis")
        for n, e in enumerate(chain, 1):
            top = "top " if n == 1 else "    "
            t.append(f"{top}{n}. ", style="bold")
            t.append(f"{e.label} ({e.controller})", style="bold")
            if e.targets:
                t.append(" → " + ", ".join(e.targets))
            if e.pending:
                t.append(f" · {e.pending_words()}", style="italic")
            if e.does:
                t.append(f": {e.does}" if dense else f"\n      {e.does}", style="dim")
            if n < len(chain):
                t.append("\n")
        self.update(t)


class AnswerList(Widget, can_focus=True):
    """The legal answers, numbered.  A fixed-height window of wrapped lines, so a new
    list repaints this widget only (no screen reflow, unlike an OptionList)."""

    BINDINGS = [Binding("up,k", "move(-1)", show=False), Binding("down,j", "move(1)", show=False),
                Binding("pageup", "move(-5)", show=False),
                Binding("pagedown", "move(5)", show=False),
                Binding("enter", "pick", "answer", show=False)]

    class Picked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.items: list[str] = []
        self.highlighted = 0
        self._rows: list[tuple[int, Text]] = []
        self._top = 0

    def set_items(self, items: list[str]) -> None:
        self.items = items
        self.highlighted = 0
        self._top = 0
        self.refresh()      # a fixed-height window: never a screen reflow

    def action_move(self, delta: int) -> None:
        if self.items:
            self.highlighted = max(0, min(len(self.items) - 1, self.highlighted + delta))
            self.refresh()

    def action_pick(self) -> None:
        if self.items:
            self.post_message(self.Picked(self.highlighted))

    def on_click(self, event) -> None:
        off = event.get_content_offset(self)
        if off is not None and 0 <= off.y < len(self._rows):
            idx = self._rows[off.y][0]
            if idx >= 0:
                self.highlighted = idx
                self.refresh()
                self.post_message(self.Picked(idx))

    def render(self) -> Text:
        width = max(8, self.content_size.width)
        height = max(1, self.content_size.height)
        lines: list[tuple[int, Text]] = []
        for n, item in enumerate(self.items):
            key = DIGITS[n] if n < len(DIGITS) else "·"
            t = Text(f"{key} ", style="bold")
            t.append(item)
            if n == self.highlighted and self.has_focus:
                t.stylize("reverse")
            for k, piece in enumerate(t.wrap(self.app.console, width)):
                if k:
                    piece = Text("  ") + piece
                lines.append((n, piece))
        top, body = self._window(lines, height)
        window = lines[top:top + body]
        if top > 0:
            above = len({n for n, _ in lines[:top]})
            window = [(-1, Text(f"  ↑ {above} more (a then ↑)", style="dim"))] + window
        if top + body < len(lines):
            below = len({n for n, _ in lines[top + body:]})
            window.append((-1, Text(f"  ↓ {below} more (a then ↓)", style="dim")))
        self._rows = window
        return Text("\n").join(t for _, t in window)

    def _window(self, lines, height: int) -> tuple[int, int]:
        """(first line shown, how many): the highlighted answer always in view, with a
        row kept for '↑ N more' / '↓ N more' when answers are out of view."""
        if len(lines) <= height:
            self._top = 0
            return 0, len(lines)
        idx = [i for i, (n, _) in enumerate(lines) if n == self.highlighted] or [0]
        first, last = idx[0], idx[-1]
        top = min(self._top, len(lines) - 1)
        for _ in range(4):
            up = 1 if top > 0 else 0
            body = max(1, height - up)
            if top + body < len(lines):
                body = max(1, body - 1)             # a row for '↓ N more'
            if first < top:
                top = first
            elif last >= top + body:
                top = min(first, last - body + 1)
            else:
                break
        self._top = top
        return top, body

    def on_mouse_scroll_down(self, event) -> None:
        event.stop()
        self.action_move(1)

    def on_mouse_scroll_up(self, event) -> None:
        event.stop()
        self.action_move(-1)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


class PromptPanel(Vertical):
    """States the pending decision in words and lists its legal answers with keys."""

    class Answer(Message):
        def __init__(self, line: str) -> None:
            super().__init__()
            self.line = line

    def compose(self) -> ComposeResult:
        yield TextBox(id="prompt-text")
        yield TextBox(id="prompt-hint")
        yield AnswerList(id="answers")

    def on_mount(self) -> None:
        self._prompt_text = self.query_one("#prompt-text", TextBox)
        self._prompt_hint = self.query_one("#prompt-hint", TextBox)
        self._answer_list = self.query_one(AnswerList)

    def show(self, prompt: str, hint: str, lines: list[str]) -> None:
        if (prompt, hint) != getattr(self, "_texts", None):
            self._texts = (prompt, hint)
            self._prompt_text.update(prompt)
            self._prompt_hint.update(Text(hint, style="italic"))
        if lines == getattr(self, "lines", None):
            return
        self.lines = list(lines)
        self._answer_list.set_items(
            [line.split(":", 1)[1].strip() if ":" in line else line for line in lines])

    def on_answer_list_picked(self, event: AnswerList.Picked) -> None:
        event.stop()
        self.post_message(self.Answer(self.lines[event.index]))


class LogPanel(Widget):
    """The Log panel (its border and title).  Its lines (widgets/log.py) mount after the
    board's first frame, as the footer does: the board paints first, and the log shows
    one frame later, where it would have shown anyway (the app writes the log after each
    frame).  Lines shown before then wait for it."""

    DEFAULT_CSS = """
    LogPanel {
        background: $surface;
    }
    """

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.log_lines = None            # the LogLines, once mounted
        self._waiting: list[str] | None = None

    def on_mount(self) -> None:
        self.call_after_refresh(self._mount_lines)

    async def _mount_lines(self) -> None:
        from .log import LogLines
        log_lines = LogLines(wrap=True, markup=False, highlight=False, min_width=20)
        await self.mount(log_lines)
        self.log_lines = log_lines
        if self._waiting is not None:
            waiting, self._waiting = self._waiting, None
            log_lines.show(waiting)

    def show(self, lines: list[str]) -> None:
        if self.log_lines is None:
            self._waiting = lines
        else:
            self.log_lines.show(lines)


class DetailPanel(TextBox):
    def show(self, title: str, body: str) -> None:
        if (title, body) == getattr(self, "_shown", None):
            return
        self._shown = (title, body)
        self.border_title = title or "Card"
        self.update(body)


class LegalSuggester(Suggester):
    """Completes the command bar with the legal lines; the 'A: ' prefix may be left out."""

    def __init__(self, source) -> None:
        super().__init__(use_cache=False, case_sensitive=False)
        self.source = source        # () -> list of legal lines

    async def get_suggestion(self, value: str) -> str | None:
        if not value.strip():
            return None
        low = value.lower()
        for line in self.source():
            if line.lower().startswith(low):
                return line
        for line in self.source():
            body = line.split(":", 1)[1].strip() if ":" in line else line
            if body.lower().startswith(low.lstrip()):
                return value + body[len(value.lstrip()):]
        return None


class CommandBar(Input):
    BINDINGS = [Binding("escape", "leave", "back to board", show=False)]

    class Leave(Message):
        pass

    def action_leave(self) -> None:
        self.value = ""
        self.post_message(self.Leave())
