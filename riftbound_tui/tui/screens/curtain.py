"""The curtain: hides the whole board until the next player takes the seat."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static


class CurtainScreen(Screen[str]):
    """A full, opaque screen: nothing of the board is drawn behind it."""

    BINDINGS = [Binding("enter,space", "seated", "I am seated", priority=True)]

    def __init__(self, player: str, previous: str | None, **kw) -> None:
        super().__init__(**kw)
        self.player = player
        self.previous = previous

    def compose(self) -> ComposeResult:
        away = f"{self.previous}, please look away. " if self.previous else ""
        with Middle():
            with Center():
                yield Static(f"Curtain\n\n{self.player} to act.\n\n{away}Pass the seat to "
                             f"{self.player}.\n\n{self.player}: press Enter (or click) when "
                             f"you are seated.", id="curtain-text")

    def action_seated(self) -> None:
        self.dismiss(self.player)

    def on_click(self) -> None:
        self.dismiss(self.player)
