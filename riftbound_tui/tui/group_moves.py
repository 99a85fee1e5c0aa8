"""A standard move of several units together (144.3): units marked with m in the table,
then one move line for the group, checked with the engine first so a refusal says the
engine's reason.  A mixin, so app.py keeps to the routing."""

from __future__ import annotations

from ..engine.notation import render as render_ref
from . import lines as L
from . import model as M
from .picking import Outcome
from .widgets.zone import ZoneStrip
from .words import describe


class GroupMoves:
    """Mixed into RiftboundApp; uses its session, table, picker, board, handle(), submit()
    and _menu_done()."""

    def action_mark_move(self) -> None:
        focused = self.table.focused if self.table is not None else None
        if self.picker is None or not isinstance(focused, ZoneStrip):
            return
        key = focused.current_key()
        chip = self.board.chips.get(key) if self.board and isinstance(key, int) else None
        out = self.picker.toggle_mover(key)
        if out.kind == "none":
            if chip is not None and not chip.hidden and chip.kind == "unit":
                why = self._move_why(chip) or "it has no legal move now"
                out = Outcome("none", message=f"cannot mark {chip.name} to move: {why}")
            else:
                out = Outcome("none", message="m marks one of your units to move with others")
        self.handle(out)

    def _group_move(self, line: str) -> None:
        """Check the group's line with the engine first; say its reason when refused."""
        why = self.session.game.why_illegal(line)
        if why:
            self.notify(f"cannot move them there: {why}", severity="error", timeout=8)
            return
        self.submit(line)

    def _group_menu(self, lines) -> None:
        game = self.session.game
        ok = [ln for ln in lines if game.why_illegal(ln) is None]
        if not ok:
            why = game.why_illegal(lines[-1])
            self.notify(f"the marked units cannot move anywhere together: {why}",
                        severity="error", timeout=8)
            return
        infos = L.index(game, ok).infos
        n = len(self.picker.movers)
        what = f"the {n} marked units together" if n > 1 else "the marked unit"
        from .screens.menus import ActionMenu
        self.push_screen(ActionMenu(f"Move {what} (one standard move, 144.3)",
                                    [(describe(i, game.state, self.db), i.line)
                                     for i in infos]), self._menu_done)

    def _move_why(self, chip: M.Chip) -> str | None:
        """The engine's reason this unit cannot make a standard move (to base from a
        battlefield, else to the first battlefield)."""
        game = self.session.game
        p = game.pending.player
        if chip.controller != p or not self.board.bfs:
            return None
        dest = "base" if chip.zone == "battlefield" else game.state.bfs[0].name
        return game.why_illegal(f"{p}: move {render_ref(game.state, chip.oid)} to {dest}")
