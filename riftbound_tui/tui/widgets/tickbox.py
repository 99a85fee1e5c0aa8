"""A check box whose tick is a character, not only a colour.

Textual's Checkbox draws "▐X▌" ticked or not and tells them apart by colour alone: in a
plain capture, a screen reader or a NO_COLOR terminal an unticked box reads as ticked
(issue 28).  Here the X is drawn only when the box is ticked."""

from __future__ import annotations

from textual.widgets import Checkbox


class TickBox(Checkbox):
    def watch_value(self) -> None:
        self.BUTTON_INNER = "X" if self.value else " "
        super().watch_value()

    def on_mount(self) -> None:
        self.BUTTON_INNER = "X" if self.value else " "
