"""The curtain: hides the whole board until the next player takes the seat.

A player who only wants to pass answers at the curtain ("pass without looking"):
their hand is never drawn and the seat does not change hands twice.  The curtain
shows only public facts (whose decision, what it is about, the chain)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

SEATED = "seated"
PASS = "pass"


class CurtainScreen(Screen[str]):
    """A full, opaque screen: nothing of the board is drawn behind it."""

    # Enter only: space is the table's pass, and a seat that passed by itself (its only
    # answer) puts the next seat's curtain up under a thumb about to press space, which
    # would have shown the next seat's hand to the wrong person
    BINDINGS = [Binding("enter", "seated", "show my hand", priority=True),
                Binding("p", "pass_unseen", "pass without looking", priority=True),
                # the table's keys that show nothing of the board (issue 28: they did nothing)
                Binding("q", "app.ask_quit", "quit"),
                Binding("question_mark", "app.help", "help")]

    def __init__(self, player: str, previous: str | None, about: str = "",
                 can_pass: bool = False, pass_words: str = "passes", **kw) -> None:
        super().__init__(**kw)
        self.player = player
        self.previous = previous
        self.about = about            # public: the decision and the chain, in words
        self.can_pass = can_pass
        self.pass_words = pass_words   # 'passes' or 'ends your turn'

    def compose(self) -> ComposeResult:
        away = f"{self.previous}, please look away. " if self.previous else ""
        text = f"Curtain\n\n{self.player} to act.\n\n{away}Pass the seat to {self.player}."
        if self.about:
            text += f"\n\n{self.about}"
        text += f"\n\n{self.player}: Enter (or click) shows your hand"
        if self.can_pass:
            text += f"\np {self.pass_words} without looking (your hand stays hidden)"
        text += "\n? help · q quit (the game is autosaved)"
        with Middle():
            with Center():
                yield Static(text, id="curtain-text")

    def check_action(self, action: str, parameters) -> bool | None:
        if action == "pass_unseen" and not self.can_pass:
            return False
        return True

    def action_seated(self) -> None:
        self.dismiss(SEATED)

    def action_pass_unseen(self) -> None:
        if self.can_pass:
            self.dismiss(PASS)

    def on_click(self) -> None:
        self.dismiss(SEATED)
