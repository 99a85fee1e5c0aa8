"""Small modal screens: the actions of one card, help, and the list of saved games."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ..teach import FIRST_GAME, HOW_TO_PLAY

HELP = HOW_TO_PLAY + """
THE TABLE: the Prompt panel says what is asked; every action
offered is a line the engine lists; the Log shows what it did.

Priority/focus (your turn, a chain, a showdown)
  Enter on a card    its legal actions in words (notation beside)
  space / e          pass / end the turn
  m                  mark a unit (») to move with others, then
                     Enter on a battlefield card sends them all
                     there (one move), or Enter on a marked unit
                     lists the places
  Enter on a rune    manual payment: exhaust it (energy) or
                     recycle it (power); the pool is shown after
                     the runes. Otherwise the runes pay by
                     themselves.
Choose targets       ◇ can be picked: Enter picks (◆), c confirms
Assign damage        Enter or + adds 1 (=N), - takes 1 back,
                     c confirms
Mulligan             Enter marks up to 2 cards (✗), c confirms (none
                     marked: keep the hand)
Order triggers       Enter on each in turn: #1 goes on the chain
                     first
Other questions      1-9 in the Prompt panel (first/second, a place)
Esc clears picks and marks; u undoes a mistake.

Keys (the mouse works too: click a card to act on it)

  arrows / h j k l   move between cards and zones   tab  next panel
  Enter              the card's actions, or pick it
  space  e  m        pass · end the turn · mark a unit to move
  1-9  a             answer from the Prompt panel · go to the answers
  c  Esc             confirm picks · clear picks and marks
  + / -              add / take back 1 damage while assigning
  u / r              undo / redo (replays the game record)
  :                  command bar: any notation line; → accepts the
                     suggested legal line, Enter sends, Esc leaves
  ctrl+p             command palette: every action and command
  ctrl+s / ctrl+o    save / load          ctrl+l  export the log
  ctrl+n             new game             f       flip (open hands)
  ?  q               this help (↑/↓ scrolls) · quit (asks; the
                     game is autosaved)
  e                  asks once when units could still move or cards
                     be played (ctrl+p: "End turn: never ask")
  at the curtain     Enter shows your hand · p passes (or ends your
                     turn) without looking; then what happened
                     since you last looked, Enter to the board
  u at a shared      takes back only your own decisions since you
  table              took the seat
  stops              a seat passes by itself when passing is its
                     only answer (new game: 'stop only when I can
                     respond', on unless unticked)
  machine's pace     new game 'Pace' (or ctrl+p): instant, one key
                     per action (space or Enter goes on) or timed

Marks: ◇ can be picked · ◆ picked · ✗ set aside · =N damage assigned
       » marked to move · ↷ exhausted · atk/def attacker/defender
       Ndmg damage marked · + buffed · 3 Fury: three identical runes
Riftbound is a trademark of Riot Games; this table is unofficial and
not endorsed by Riot Games."""


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


class ConfirmScreen(ModalScreen[bool]):
    """Asks once before an action that is easy to regret (ending a turn, quitting)."""

    BINDINGS = [Binding("escape,n", "answer(False)", "no", show=False)]

    def __init__(self, question: str, yes_keys: str = "y,enter", **kw) -> None:
        super().__init__(**kw)
        self.question = question
        self._bindings.bind(yes_keys, "answer(True)", "yes", show=False)

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.question, id="confirm-text")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    def on_click(self) -> None:
        self.dismiss(False)


class HintScreen(ModalScreen[bool]):
    """One screen for a first game; `h` turns it off for good (True)."""

    BINDINGS = [Binding("escape,enter,space", "close(False)", "close", show=False),
                Binding("h", "close(True)", "don't show again", show=False)]

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(FIRST_GAME, id="confirm-text")

    def action_close(self, never_again: bool) -> None:
        self.dismiss(never_again)


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,question_mark,q,enter", "close", "close")]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            yield Static(HELP, id="help-text")

    def on_mount(self) -> None:
        self.query_one("#help-box").focus()         # arrows and page keys scroll it

    def action_close(self) -> None:
        self.dismiss(None)


class LoadScreen(ModalScreen[Path | None]):
    BINDINGS = [Binding("escape", "cancel", "cancel")]

    def __init__(self, paths: list[Path], **kw) -> None:
        super().__init__(**kw)
        self.paths = paths

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static("Load a saved game (Esc: cancel). A save holds every hand and deck "
                         "order: whoever opens it can read the whole game." if self.paths else
                         "No saved games yet (Esc: back)", id="menu-title")
            from ..saves import save_summary
            names = [save_summary(p) for p in self.paths]
            yield OptionList(*[Option(Text(name), id=f"s{n}") for n, name in enumerate(names)],
                             id="menu-list")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.paths[int(event.option.id[1:])])

    def action_cancel(self) -> None:
        self.dismiss(None)
