"""Side panels: the Chain, the Prompt (the pending decision and its answers), the Log,
the card detail, and the command bar."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.suggester import Suggester
from textual.widgets import Input, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from ..model import ChainEntry

DIGITS = "123456789"


class ChainPanel(Static):
    def show(self, chain: list[ChainEntry]) -> None:
        self.border_title = f"Chain ({len(chain)})"
        if not chain:
            self.update(Text("empty", style="dim"))
            return
        t = Text()
        for n, e in enumerate(chain, 1):
            top = "top " if n == 1 else "    "
            t.append(f"{top}{n}. {e.label} ({e.controller})")
            if e.pending:
                t.append(" · pending", style="bold")
            if n < len(chain):
                t.append("\n")
        self.update(t)


class PromptPanel(Vertical):
    """States the pending decision in words and lists its legal answers with keys."""

    class Answer(Message):
        def __init__(self, line: str) -> None:
            super().__init__()
            self.line = line

    def compose(self) -> ComposeResult:
        yield Static(id="prompt-text")
        yield Static(id="prompt-hint")
        yield OptionList(id="answers")

    def show(self, prompt: str, hint: str, lines: list[str]) -> None:
        self.query_one("#prompt-text", Static).update(prompt)
        self.query_one("#prompt-hint", Static).update(Text(hint, style="italic"))
        ol = self.query_one("#answers", OptionList)
        ol.clear_options()
        opts = []
        for n, line in enumerate(lines):
            key = DIGITS[n] if n < len(DIGITS) else "·"
            body = line.split(":", 1)[1].strip() if ":" in line else line
            opts.append(Option(f"{key} {body}", id=f"a{n}"))
        ol.add_options(opts)
        self.lines = list(lines)
        ol.display = bool(lines)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        n = int(event.option.id[1:])
        self.post_message(self.Answer(self.lines[n]))


class LogPanel(RichLog):
    """The game log: notation lines with rule numbers, wrapped.  Appends when it can."""

    KEEP = 400          # lines redrawn after an undo; the export has them all

    def show(self, lines: list[str]) -> None:
        shown = getattr(self, "_shown", None)
        if shown is not None and len(lines) >= len(shown) and lines[:len(shown)] == shown:
            new = lines[len(shown):]
        else:
            self.clear()
            new = lines[-self.KEEP:]
        for line in new:
            self.write(Text(line, style="bold" if not line.startswith(" ") else ""))
        self._shown = list(lines)


class DetailPanel(Static):
    def show(self, title: str, body: str) -> None:
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
