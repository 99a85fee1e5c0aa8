"""The board: a player's row (stats, legend and champion, base, hand) and the battlefields."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical

from ..model import BattlefieldModel, PlayerModel
from .panels import TextBox
from .zone import Row, ZoneStrip


class PlayerPanel(Vertical):
    """One player's row.  `own` rows show the hand strip when the hand is visible."""

    def __init__(self, side: str, **kw) -> None:
        super().__init__(**kw)
        self.side = side
        self.player = ""

    def compose(self) -> ComposeResult:
        hand = ZoneStrip("hand", id=f"{self.side}-hand", classes="handzone", empty="—")
        runes = ZoneStrip("runes", id=f"{self.side}-runes", classes="runezone", empty="—")
        yield TextBox(id=f"{self.side}-stats", classes="stats")
        if self.side != "bottom":     # an opponent's hand is farthest from the middle
            yield hand
            yield runes
        with Horizontal(classes="rowzones"):
            yield ZoneStrip("legend", id=f"{self.side}-legend", classes="legendzone",
                            empty="no legend")
            yield ZoneStrip("base", id=f"{self.side}-base", classes="basezone",
                            empty="base: empty")
        if self.side == "bottom":
            yield runes
            yield hand

    def strips(self) -> list[ZoneStrip]:
        if getattr(self, "_strips", None) is None:     # looked up once, not every draw
            self._strips = [self.query_one(f"#{self.side}-{z}", ZoneStrip)
                            for z in ("legend", "base", "hand", "runes")]
            self._stats_box = self.query_one(f"#{self.side}-stats", TextBox)
        return self._strips

    def _show_stats(self) -> None:
        """One line where it fits: '(turn)' is left out first (the status bar says whose
        turn it is), then the short counts (ready runes among them) are written."""
        pm = self._pm
        turn = "▶ " if pm.to_act else "  "
        width = self.content_size.width
        name = pm.title                 # 'C (ally)': a 2v2 teammate's row says so
        tries = [f"{turn}{name}{' (turn)' if pm.is_turn else ''} · {pm.stats()}",
                 f"{turn}{name} · {pm.stats()}", f"{turn}{name} · {pm.short_stats()}"]
        stats = next((t for t in tries if not width or len(t) <= width), tries[-1])
        if stats != getattr(self, "_stats", None):
            self.strips()
            self._stats_box.update(stats)
            self._stats = stats

    def on_resize(self) -> None:
        if getattr(self, "_pm", None) is not None:
            self._show_stats()

    def show(self, pm: PlayerModel, marks: dict, selectable: set, actionable: set,
             base_place) -> None:
        self.player = pm.name
        self._pm = pm
        if self.has_class("-ally") != pm.ally:
            self.set_class(pm.ally, "-ally")
        self._show_stats()
        legend, base, hand_strip, runes = self.strips()
        legend.set_rows([Row("", pm.legend + pm.champion + pm.facedown)], marks, selectable,
                        actionable)
        base.place_key = base_place
        base.set_rows([Row("", pm.base)], marks, selectable, actionable)
        runes.set_rows([Row("runes", pm.runes, pm.rune_note())], marks, selectable, actionable)
        if hand_strip.display != (pm.hand is not None):
            hand_strip.display = pm.hand is not None
            hand_strip.can_focus = pm.hand is not None
        if pm.hand is not None:
            hand_strip.set_rows([Row("hand", pm.hand)], marks, selectable, actionable)


class BattlefieldPanel(Vertical):
    def __init__(self, index: int, **kw) -> None:
        super().__init__(**kw)
        self.index = index

    def compose(self) -> ComposeResult:
        yield ZoneStrip("battlefield", id=f"bf{self.index}-zone", classes="bfzone")

    @property
    def strip(self) -> ZoneStrip:
        if getattr(self, "_strip", None) is None:
            self._strip = self.query_one(ZoneStrip)
        return self._strip

    def show(self, bm: BattlefieldModel, rows_of: list[str], marks: dict,
             selectable: set, actionable: set) -> None:
        """`rows_of`: the players whose units are drawn, top row first (the board's rows
        from the top down); with three or more players, only those with units here."""
        if self.border_title != bm.chip.name:
            self.border_title = bm.chip.name
        multi = len(rows_of) > 2
        if self.border_subtitle != bm.holder():
            self.border_subtitle = bm.holder()
        self.set_class(bm.showdown, "-showdown")
        self.set_class(bool(bm.combat), "-combat")
        strip = self.strip
        strip.place_key = bm.chip.oid
        rows = [Row("", [bm.chip] + bm.facedown, bm.marks())]
        order = rows_of + [p for p in bm.units if p not in rows_of]
        for p in order:
            if not multi or bm.units.get(p):
                rows.append(Row(f"{p}:", bm.units.get(p, [])))
        strip.set_rows(rows, marks, selectable, actionable)
