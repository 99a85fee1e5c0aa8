"""ZoneStrip: one zone of cards (a hand, a base, a battlefield) with a cursor.

It draws chips, moves its cursor with left/right, and posts messages: Highlighted
when the cursor lands on a card, Activated on Enter or a click, Adjust for +/-.
It knows nothing of the rules; marks and highlights are handed to it.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..model import Chip


@lazy_dataclass(at_once=("__init__",))
class Row:
    """One line a zone strip draws: a label, its chips and a note."""
    label: str
    chips: list[Chip]
    note: str = ""            # words after the chips (battlefield marks)


class ZoneStrip(Widget, can_focus=True):
    BINDINGS = [
        Binding("left,h", "cursor(-1)", "left", show=False),
        Binding("right,l", "cursor(1)", "right", show=False),
        Binding("home", "cursor_to(0)", show=False),
        Binding("end", "cursor_to(-1)", show=False),
        Binding("enter", "activate", "actions", show=True),
        Binding("plus,equals_sign", "adjust(1)", "+1 dmg", show=False),
        Binding("minus", "adjust(-1)", "-1 dmg", show=False),
    ]

    class Activated(Message):
        def __init__(self, strip: "ZoneStrip", key) -> None:
            super().__init__()
            self.strip = strip
            self.key = key

    class Highlighted(Message):
        def __init__(self, strip: "ZoneStrip", key) -> None:
            super().__init__()
            self.strip = strip
            self.key = key

    class Adjust(Message):
        def __init__(self, strip: "ZoneStrip", key, delta: int) -> None:
            super().__init__()
            self.strip = strip
            self.key = key
            self.delta = delta

    class Edge(Message):
        """The cursor ran off one end: the screen moves focus sideways."""
        def __init__(self, strip: "ZoneStrip", direction: int) -> None:
            super().__init__()
            self.strip = strip
            self.direction = direction

    def __init__(self, title: str = "", place_key=None, empty: str = "—", **kw) -> None:
        super().__init__(**kw)
        self.title = title
        self.place_key = place_key          # the place Enter picks on an empty strip
        self.empty = empty
        self.rows: list[Row] = []
        self.cursor = 0
        self.marks: dict = {}
        self.selectable: set = set()
        self.actionable: set = set()
        self._hits: list[tuple[int, int, int, int]] = []   # y, x0, x1, item index

    # -- data -------------------------------------------------------------------------
    @property
    def chips(self) -> list[Chip]:
        return [c for r in self.rows for c in r.chips]

    def set_rows(self, rows: list[Row], marks: dict, selectable: set, actionable: set) -> None:
        # only what this strip draws counts: marks and highlights of other cards do not
        keys = {c.oid for r in rows for c in r.chips}
        shown = (rows, {k: v for k, v in marks.items() if k in keys}, selectable & keys,
                 actionable & keys)
        if shown == getattr(self, "_shown", None):
            return                          # nothing it draws has changed: no repaint
        self._shown = shown
        old = self.current_key()
        self.rows = rows
        self.marks = marks
        self.selectable = selectable
        self.actionable = actionable
        chips = self.chips
        keys = [c.oid for c in chips]
        if old in keys:
            self.cursor = keys.index(old)
        self.cursor = max(0, min(self.cursor, len(chips) - 1))
        width = self.content_size.width or 40
        lines = len(self._layout(width))
        auto = self.styles.width is not None and self.styles.width.is_auto
        sizes = (lines, self.get_content_width(None, None) if auto else 0)   # auto width only
        self.refresh(layout=sizes != getattr(self, "_sizes", None))
        self._sizes = sizes

    def current_key(self):
        chips = self.chips
        if not chips:
            return self.place_key
        return chips[min(self.cursor, len(chips) - 1)].oid

    def select_key(self, key) -> bool:
        keys = [c.oid for c in self.chips]
        if key in keys:
            self.cursor = keys.index(key)
            self.refresh()
            return True
        return False

    # -- actions ----------------------------------------------------------------------
    def action_cursor(self, delta: int) -> None:
        n = len(self.chips)
        new = self.cursor + delta
        if n == 0 or new < 0 or new >= n:
            self.post_message(self.Edge(self, delta))
            return
        self.cursor = new
        self.refresh()
        self.post_message(self.Highlighted(self, self.current_key()))

    def action_cursor_to(self, where: int) -> None:
        n = len(self.chips)
        if n:
            self.cursor = where % n
            self.refresh()
            self.post_message(self.Highlighted(self, self.current_key()))

    def action_activate(self) -> None:
        self.post_message(self.Activated(self, self.current_key()))

    def action_adjust(self, delta: int) -> None:
        self.post_message(self.Adjust(self, self.current_key(), delta))

    def on_focus(self) -> None:
        self.refresh()
        self.post_message(self.Highlighted(self, self.current_key()))

    def on_blur(self) -> None:
        self.refresh()

    def on_click(self, event: events.Click) -> None:
        off = event.get_content_offset(self)
        if off is None:
            return
        for y, x0, x1, i in self._hits:
            if y == off.y and x0 <= off.x < x1:
                self.cursor = i
                self.focus()
                self.refresh()
                self.post_message(self.Highlighted(self, self.current_key()))
                self.post_message(self.Activated(self, self.current_key()))
                return
        if not self.chips and self.place_key is not None:
            self.focus()
            self.post_message(self.Activated(self, self.place_key))

    # -- drawing ----------------------------------------------------------------------
    def _chip_text(self, c: Chip, i: int, room: int | None = None) -> Text:
        """`room`: the cells it may take; a longer chip shortens its name, never its
        might and marks (issue 28: at 80x24 they were cut off)."""
        mark = self.marks.get(c.oid, "")
        if not mark and c.oid in self.selectable:
            mark = "◇"
        body = c.label()
        text = f"[{mark + ' ' if mark else ''}{body}]"
        over = len(text) - room if room is not None else 0
        if over > 0 and not c.hidden and c.kind != "rune" and len(c.name) > 2:
            body = c.label(c.name[:max(1, len(c.name) - over - 1)] + "…")
            text = f"[{mark + ' ' if mark else ''}{body}]"
        style = Style()
        if c.hidden:
            style += Style(dim=True, italic=True)
        elif c.exhausted:
            style += Style(dim=True)
        if c.oid in self.actionable or c.oid in self.selectable:
            style += Style(bold=True)
        if mark:
            style += Style(underline=True)
        if i == self.cursor and self.has_focus:
            style += Style(reverse=True)
        return Text(text, style=style)

    def _layout(self, width: int) -> list[list[tuple[int, Text]]]:
        """Chips laid out in lines of at most `width` cells: [(item index, text)]."""
        width = max(8, width)
        lines: list[list[tuple[int, Text]]] = []
        i = 0
        for row in self.rows:
            prefix = Text(f"{row.label} ", style=Style(bold=True)) if row.label else None
            cur: list[tuple[int, Text]] = [(-1, prefix)] if prefix else []
            used = prefix.cell_len if prefix else 0
            if not row.chips:
                cur.append((-1, Text(self.empty, style=Style(dim=True))))
            for c in row.chips:
                t = self._chip_text(c, i)
                indent = prefix.cell_len if prefix else 0
                if used > indent and used + 1 + t.cell_len > width:
                    lines.append(cur)
                    cur, used = [], indent
                    if prefix:
                        cur.append((-1, Text(" " * indent)))
                if t.cell_len > width - used:
                    t = self._chip_text(c, i, width - used)
                if t.cell_len > width - used:
                    t.truncate(max(4, width - used), overflow="ellipsis")
                if used and cur and cur[-1][0] != -1:
                    cur.append((-1, Text(" ")))
                    used += 1
                cur.append((i, t))
                used += t.cell_len
                i += 1
            for k, part in enumerate(row.note.split(" · ") if row.note else []):
                lead = "· " if k or row.chips else ""
                word = Text(lead + part, style=Style(bold=True))
                if used and used + 1 + word.cell_len > width:
                    lines.append(cur)
                    cur, used = [], 0
                    word = Text(part, style=Style(bold=True))
                if used:
                    cur.append((-1, Text(" ")))
                    used += 1
                word.truncate(max(4, width - used), overflow="ellipsis")
                cur.append((-1, word))
                used += word.cell_len
            lines.append(cur)
        if not lines:
            lines.append([(-1, Text(self.empty, style=Style(dim=True)))])
        return lines

    def render(self) -> Text:
        lines = self._layout(self.content_size.width or 40)
        out = Text()
        self._hits = []
        for y, parts in enumerate(lines):
            x = 0
            for idx, t in parts:
                if idx >= 0:
                    self._hits.append((y, x, x + t.cell_len, idx))
                out.append_text(t)
                x += t.cell_len
            if y < len(lines) - 1:
                out.append("\n")
        if not self.chips and self.has_focus:
            out.stylize(Style(reverse=True))
        return out

    def get_content_width(self, container, viewport) -> int:
        n = sum(self._chip_text(c, i).cell_len + 1 for i, c in enumerate(self.chips))
        labels = sum(len(r.label) + 1 for r in self.rows if r.label)
        return max(len(self.empty), n + labels)

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self._layout(width))
