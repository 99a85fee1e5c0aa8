"""The log's lines: a RichLog inside the Log panel (panels.LogPanel), imported and
mounted after the board's first frame (Textual's RichLog module, with Rich's pretty
printer, and its first layout were some 55M instructions of a start)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import RichLog


class LogLines(RichLog):
    """The game log: notation lines with rule numbers, wrapped.  Appends when it can."""

    DEFAULT_CSS = """
    LogLines {
        height: 1fr;
    }
    """

    KEEP = 400          # lines redrawn after an undo; the export has them all

    def on_resize(self) -> None:
        # RichLog wraps when a line is written: at a new width, write them again
        width = self.scrollable_content_region.width
        if width != getattr(self, "_width", None) and getattr(self, "_shown", None):
            lines = self._shown
            self._shown = None
            self.call_after_refresh(self.show, lines)
        self._width = width
        self.call_after_refresh(self.scroll_end, animate=False)

    def show(self, lines: list[str]) -> None:
        shown = getattr(self, "_shown", None)
        if shown is not None and len(lines) >= len(shown) and lines[:len(shown)] == shown:
            new = lines[len(shown):]
        else:
            self.clear()
            new = lines[-self.KEEP:]
        if new:
            t = Text()
            for n, line in enumerate(new):
                t.append(line, style="bold" if not line.startswith(" ") else "")
                if n < len(new) - 1:
                    t.append("\n")
            self.write(t)
        self._shown = list(lines)
