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
        if self.side == "top":        # the opponent's hand is farthest from the middle
            yield hand
            yield runes
        with Horizontal(classes="rowzones"):
            yield ZoneStrip("legend", id=f"{self.side}-legend", classes="legendzone",
                            empty="no legend")
            yield ZoneStrip("base", id=f"{self.side}-base", classes="basezone",
                            empty="base: empty")
        if self.side != "top":
            yield runes
            yield hand

    def strips(self) -> list[ZoneStrip]:
        if getattr(self, "_strips", None) is None:     # looked up once, not every draw
            self._strips = [self.query_one(f"#{self.side}-{z}", ZoneStrip)
                            for z in ("legend", "base", "hand", "runes")]
            self._stats_box = self.query_one(f"#{self.side}-stats", TextBox)
        return self._strips

    def _show_stats(self) -> None:
        """One line: '(turn)' is left out when the line would wrap (the status bar
        says whose turn it is)."""
        pm = self._pm
        turn = "▶ " if pm.to_act else "  "
        stats = f"{turn}{pm.name}{' (turn)' if pm.is_turn else ''} · {pm.stats()}"
        width = self.content_size.width
        if width and len(stats) > width:
            stats = f"{turn}{pm.name} · {pm.stats()}"
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

    def show(self, bm: BattlefieldModel, top: str, bottom: str, marks: dict,
             selectable: set, actionable: set) -> None:
        if self.border_title != bm.chip.name:
            self.border_title = bm.chip.name
        if self.border_subtitle != bm.holder():
            self.border_subtitle = bm.holder()
        self.set_class(bm.showdown, "-showdown")
        self.set_class(bool(bm.combat), "-combat")
        strip = self.strip
        strip.place_key = bm.chip.oid
        rows = [Row("", [bm.chip] + bm.facedown, bm.marks())]
        order = [top, bottom] + [p for p in bm.units if p not in (top, bottom)]
        for p in order:
            rows.append(Row(f"{p}:", bm.units.get(p, [])))
        strip.set_rows(rows, marks, selectable, actionable)
