"""The table's footer: the keys of the game screen, one row at the bottom.  Its module
is imported when the footer mounts, after the board's first frame (screens/game.py)."""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer


class TableFooter(Footer):
    """Textual's footer, recomposed only when the keys it shows change.  Textual's own
    recomposes (seven widgets unmounted and mounted, the screen reflowed) on every focus
    change, so every move of the cursor between zones and most decisions paid for it."""

    def bindings_changed(self, screen: Screen) -> None:
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            shown = tuple((b.key, b.description, b.action, enabled, tooltip)
                          for (_, b, enabled, tooltip) in screen.active_bindings.values()
                          if b.show or b.action == "command_palette")
            if shown == getattr(self, "_keys_shown", None):
                self._bindings_ready = True
                return
            self._keys_shown = shown
        super().bindings_changed(screen)
