"""Handing the table from seat to seat: the curtain, the automatic passes, and the recap
of what happened since a seat last looked (issue 28).  A mixin of the App, so app.py
keeps to the routing.  Nothing here counts seats: every rule reads Session.persons()
and the pending decision, so a table of three or four seats works the same way."""

from __future__ import annotations

from ..engine.errors import IllegalAction
from . import model as M
from . import team_words


class HandOff:
    """Mixed into RiftboundApp; uses its session, table, refresh_table() and notify()."""

    def _curtain_words(self) -> str:
        """Public facts only: the decision asked and the chain."""
        s = self.session
        pend = s.game.pending
        st = s.game.state
        bits = []
        if pend is not None and team_words.is_ally(st, pend.player, s.seated or ""):
            # 489.8.f: a hand is private from a teammate too; the table shows none
            bits.append(f"{s.seated} and {pend.player} are teammates: each hand is still "
                        f"its player's alone (489.8.f).\n")
        if pend is not None and pend.kind in ("priority", "focus"):
            bits.append(pend.prompt if pend.prompt.startswith(pend.player)
                        else f"{pend.player}: {pend.prompt}")
        if st.chain:
            bits.append("The chain (top first):")
            bits += [f"  {M.chain_entry(self.db, st, it).words()}" for it in reversed(st.chain)]
        return M.plain("\n".join(bits))

    def _show_curtain(self, who: str) -> None:
        # lazy, like the menus: no screen but the table's before its first frame
        from .screens.curtain import CurtainScreen
        s = self.session
        if not isinstance(self.screen, CurtainScreen):
            unseen = s.may_pass_unseen()
            words = "ends your turn" if unseen and unseen.endswith(": end") else "passes"
            self.push_screen(CurtainScreen(who, s.seated, self._curtain_words(),
                                           unseen is not None, words), self._seated)

    def _auto_pass(self) -> None:
        """Seats that stop only when they can respond pass when that is all they may do."""
        s = self.session
        if s is None or s.game.winner:
            return
        done = s.run_auto()
        if done:
            who = sorted({ln.split(":", 1)[0] for ln in done})
            names = " and ".join(who) if len(who) <= 2 else \
                f"{', '.join(who[:-1])} and {who[-1]}"
            self.notify(f"{names} passed automatically (no legal response)",
                        timeout=3)
            self._autosave()

    def _seated(self, answer: str | None) -> None:
        s = self.session
        if s is None:
            return
        from .screens.curtain import PASS as CURTAIN_PASS
        if answer == CURTAIN_PASS:
            try:
                s.pass_unseen()
            except IllegalAction as e:
                self.notify(f"cannot pass: {e}", severity="warning")
            self._after_change()
            return
        who = s.curtain_for()
        if answer and who:
            s.take_seat(who)
        self.refresh_table()
        if self.table is not None:
            self.table.focus_default()

    # -- the recap: what happened since the seat last looked ---------------------------
    def _maybe_recap(self) -> None:
        """The table is handed back to a person (after the machine's moves or the other
        people's): what happened since they last looked, before they answer.  The board
        behind it is already drawn for them (never the previous seat's)."""
        s = self.session
        seat = s.viewer()
        if seat is None or not s.can_answer() or self.screen is not self.table:
            return
        lines = s.recap(seat)
        if not lines:
            s.look(seat)
            return
        from .recap import recap_title
        from .screens.recap import RecapScreen
        start = min(s.seen.get(seat, 0), len(s.game.log))
        title = recap_title(s.game.log, start, seat)
        s.look(seat)
        self.push_screen(RecapScreen(title, lines), self._recap_done)

    def _recap_done(self, _=None) -> None:
        if self.table is not None and self.screen is self.table:
            self.table.focus_default()
