"""Small modal screens: the actions of one card, help, and the list of saved games."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

HELP = """\
Keys (the mouse works too: click a card to act on it)

  arrows / h j k l   move between cards and zones        tab   next panel
  Enter              the focused card's legal actions, or pick it as a target
  space              pass              e    end the turn
  1-9                answer from the Prompt panel          a    go to the answers
  c                  confirm picks (targets, damage, mulligan)   Esc   clear picks
  + / -              add / take back 1 damage while assigning combat damage
  u / r              undo / redo (replays the game record)
  :                  command bar: any notation line, Tab/→ completes a legal one
  ctrl+p             command palette: every legal action and table command
  ctrl+s / ctrl+o    save / load        ctrl+l   export the log
  ctrl+n             new game           f        flip the board (open hands)
  ?                  this help          q        quit

Marks: ◇ can be picked · ◆ picked · ✗ set aside (mulligan) · =N damage assigned
       ↷ exhausted · atk/def attacker/defender · Ndmg damage marked · + buffed
Riftbound is a trademark of Riot Games; this table is unofficial and not endorsed."""


MENU_TEXT = 70          # columns of text in the menu box (app.tcss: #menu-box width 76)


class ActionMenu(ModalScreen[str | None]):
    BINDINGS = [Binding("escape", "cancel", "cancel")]

    def __init__(self, title: str, lines: list[tuple[str, str]], **kw) -> None:
        super().__init__(**kw)
        self.title_text = title
        self.lines = lines                     # (label, line)

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static(self.title_text, id="menu-title")
            yield OptionList(*[Option(self._entry(n, lab, line), id=f"m{n - 1}")
                               for n, (lab, line) in enumerate(self.lines, 1)], id="menu-list")

    @staticmethod
    def _entry(n: int, label: str, line: str) -> Text:
        """'1 Play Void Seeker (3 energy, 1 fury)  play Void Seeker': words, then the
        notation line in dim text."""
        body = line.split(":", 1)[1].strip() if ":" in line else line
        t = Text(f"{n} " if n <= 9 else "  ", style="bold")
        t.append(label)
        if body.lower() != label.lower():
            # beside the words when both fit on one line, else on the next line whole
            gap = "  " if len(label) + len(body) + 4 <= MENU_TEXT else "\n  "
            t.append(f"{gap}{body}", style="dim")
        return t

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_key(self, event) -> None:
        if event.character and event.character.isdigit() and event.character != "0":
            n = int(event.character) - 1
            if n < len(self.lines):
                event.stop()
                self.dismiss(self.lines[n][1])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.lines[int(event.option.id[1:])][1])

    def action_cancel(self) -> None:
        self.dismiss(None)


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,question_mark,q,enter", "close", "close")]

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box"):
            yield Static(HELP, id="help-text")

    def action_close(self) -> None:
        self.dismiss(None)


class LoadScreen(ModalScreen[Path | None]):
    BINDINGS = [Binding("escape", "cancel", "cancel")]

    def __init__(self, paths: list[Path], **kw) -> None:
        super().__init__(**kw)
        self.paths = paths

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static("Load a saved game (Esc: cancel)" if self.paths else
                         "No saved games yet (Esc: back)", id="menu-title")
            yield OptionList(*[Option(p.name if p.name != "autosave.json" else
                                    "autosave.json (the latest position)", id=f"s{n}") for n, p in enumerate(self.paths)],
                             id="menu-list")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.paths[int(event.option.id[1:])])

    def action_cancel(self) -> None:
        self.dismiss(None)
