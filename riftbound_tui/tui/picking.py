"""Answering on the board: what Enter (or a click) on a card does for the pending decision.

Targets, damage assignment, trigger order and mulligans are picked on the board; the
picker turns those picks into one of the legal lines.  Pure Python, no Textual.
"""

from __future__ import annotations

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..engine.notation import render
from . import lines as L
from .words import order_first

MOVER = "»"          # the mark on a unit picked to move with others


@lazy_dataclass(frozen=True)
class Outcome:
    """What a key or a click on the board comes to."""
    kind: str                        # submit | menu | update | none | move | moves
    line: str = ""
    infos: tuple = ()
    message: str = ""


class Picker:
    def __init__(self, decision, idx: L.LineIndex, state, why_illegal=None):
        self.decision = decision
        # the engine's check of a line ('why is it illegal', None when legal): picks are
        # judged by the rule, not by the few example lines the engine lists
        self.why_illegal = why_illegal
        self.idx = idx
        self.state = state
        self.kind = decision.kind if decision else "none"
        self.selected: list[int] = []
        self.movers: list[int] = []      # units marked to move together (144.3)
        self.assign: dict[int, int] = {}
        self.total = 0
        if self.kind == "assign":
            first = next((i for i in idx.infos if i.verb == "assign"), None)
            self.total = sum(first.amounts) if first else 0

    # -- what the board shows ------------------------------------------------------------
    @property
    def mode(self) -> str:
        if self.kind in ("priority", "focus"):
            return "actions"
        if self.kind in ("choose", "discard") and any(i.verb == "choose" and i.oids
                                                       for i in self.idx.infos):
            return "choose"
        if self.kind in ("assign", "mulligan", "order", "to"):
            return self.kind
        return "list"

    def selectable(self) -> set:
        verb = {"choose": "choose", "assign": "assign", "mulligan": "mulligan",
                "order": "order", "to": "to", "actions": None}.get(self.mode, "-")
        if verb is None:
            return self.idx.keys()
        if self.mode == "mulligan":
            return set(self.state.players[self.decision.player].zones["hand"])
        return {k for i in self.idx.infos if i.verb == verb for k in self._keys_of(i)}

    def _keys_of(self, info: L.LineInfo):
        if info.verb == "to":
            return [L.place_key(self.state, info.place)]
        return list(info.oids)

    def hint(self) -> str:
        d = self.decision
        if self.mode == "actions" and self.movers:
            return (f"{len(self.movers)} unit{'s' if len(self.movers) > 1 else ''} marked to "
                    f"move ({MOVER}): Enter on a battlefield sends them there, Enter on a "
                    f"marked unit lists the places · m unmarks · Esc clears")
        if self.mode == "actions":
            verbs = {i.verb for i in self.idx.infos}
            keys = [k for v, k in (("move", "m marks units to move together"),
                                   ("pass", "space pass"), ("end", "e end turn")) if v in verbs]
            return " · ".join(["Enter on a card: its actions"] + keys + ["1-9 answer"])
        if self.mode == "choose":
            n = f"{d.min_count}-{d.max_count}" if d.min_count != d.max_count else f"{d.max_count}"
            return (f"Choose {n} on the board: Enter on a marked card (◇) · "
                    f"c confirms ({len(self.selected)} picked) · Esc clears")
        if self.mode == "assign":
            used = sum(self.assign.values())
            return (f"Assign {self.total} damage on the board: Enter/+ adds 1, - takes 1 back "
                    f"({used}/{self.total} assigned) · c confirms · Esc clears")
        if self.mode == "mulligan":
            return (f"Mulligan: Enter marks up to 2 hand cards to redraw ({len(self.selected)} "
                    f"marked) · c confirms (keep when none) · Esc clears")
        if self.mode == "order":
            return (f"Order: Enter on each item, the first {order_first(self.decision)} "
                    f"({len(self.selected)} ordered) · Esc clears")
        if self.mode == "to":
            return "Pick a place on the board: Enter on base or a battlefield"
        return "Answer in the Prompt panel: 1-9 or Enter on an answer"

    def mark(self, key) -> str:
        """A short mark drawn next to a card: what the current picks say about it."""
        if key in self.movers:
            return MOVER
        if self.mode == "assign":
            return f"={self.assign.get(key, 0)}" if key in self.selectable() else ""
        if key in self.selected:
            if self.mode == "order":
                return f"#{self.selected.index(key) + 1}"
            return "✗" if self.mode == "mulligan" else "◆"
        return ""

    # -- picks -------------------------------------------------------------------------
    def clear(self) -> None:
        self.selected.clear()
        self.assign.clear()
        self.movers.clear()

    # -- a standard move of several units, marked on the board --------------------------
    def toggle_mover(self, key) -> Outcome:
        """Mark or unmark a unit to move with others.  Only a unit some legal move line
        names can be marked; whether the group may go somewhere is the engine's call."""
        if key in self.movers:
            self.movers.remove(key)
            return Outcome("update")
        if self.mode != "actions" or not any(i.verb == "move" and key in i.oids
                                             for i in self.idx.infos):
            return Outcome("none")
        self.movers.append(key)
        return Outcome("update")

    def move_line(self, place: str) -> str:
        """The one line that moves every marked unit to `place` (base or a battlefield)."""
        refs = ", ".join(render(self.state, o) for o in self.movers)
        return f"{self.decision.player}: move {refs} to {place}"

    def move_places(self) -> list[str]:
        return ["base"] + [b.name for b in self.state.bfs]

    def _place_of(self, key) -> str | None:
        if key == L.BASE:
            return "base"
        for b in self.state.bfs:
            if b.obj == key:
                return b.name
        return None

    def activate(self, key) -> Outcome:
        mode = self.mode
        if mode == "actions" and self.movers:
            place = self._place_of(key)
            if place is not None:
                return Outcome("move", self.move_line(place))
            if key in self.movers:
                return Outcome("moves", infos=tuple(self.move_line(p)
                                                    for p in self.move_places()))
        if mode == "actions":
            infos = self.idx.for_key(key)
            if not infos:
                return Outcome("none", message="no legal action for this card now")
            return Outcome("menu", infos=tuple(infos))
        if key not in self.selectable():
            return Outcome("none", message="not a legal pick for this decision")
        if mode == "to":
            info = next(i for i in self.idx.infos
                        if i.verb == "to" and L.place_key(self.state, i.place) == key)
            return Outcome("submit", info.line)
        if mode == "assign":
            return self.add_damage(key, +1)
        if key in self.selected:
            self.selected.remove(key)
            return Outcome("update")
        if mode == "choose":
            self.selected.append(key)
            if len(self.selected) >= self.decision.max_count:
                return self.confirm()
            return Outcome("update")
        if mode == "mulligan":
            if len(self.selected) >= 2:
                return Outcome("none", message="a mulligan sets aside up to 2 cards (117)")
            self.selected.append(key)
            return Outcome("update")
        if mode == "order":
            self.selected.append(key)
            if len(self.selected) == len(self.selectable()):
                return self.confirm()
            return Outcome("update")
        return Outcome("none")

    def _line(self, verb: str, oids) -> str:
        """A line for picks no listed line has: the engine checks it by rule."""
        return f"{self.decision.player}: {verb} " + ", ".join(render(self.state, o) for o in oids)

    def add_damage(self, key, delta: int) -> Outcome:
        if self.mode != "assign" or key not in self.selectable():
            return Outcome("none", message="not a unit you assign damage to")
        used = sum(self.assign.values())
        if delta > 0 and used >= self.total:
            return Outcome("none", message=f"all {self.total} damage is assigned: "
                                           f"'-' takes one back, c confirms")
        n = max(0, self.assign.get(key, 0) + delta)
        self.assign[key] = n
        return Outcome("update")

    def _checked(self, line: str, what: str) -> Outcome:
        """Picks no listed line has: the engine's rule check decides (DESIGN.md)."""
        why = self.why_illegal(line) if self.why_illegal is not None else None
        if why:
            self.selected.clear()
            return Outcome("none", message=f"not a legal {what}: {why}; pick again")
        return Outcome("submit", line)

    def assign_line(self) -> str:
        """The picked split as a line: every unit damage may go to, in the listed order."""
        first = next((i for i in self.idx.infos if i.verb == "assign"), None)
        order = list(first.oids) if first else []
        order += sorted(k for k in self.assign if k not in order)
        parts = ", ".join(f"{render(self.state, k)}={self.assign.get(k, 0)}" for k in order)
        return f"{self.decision.player}: assign {parts}"

    def confirm(self) -> Outcome:
        mode = self.mode
        if mode == "choose":
            if not self.selected:
                none = next((i for i in self.idx.infos if i.body.lower() == "choose none"), None)
                if none:
                    return Outcome("submit", none.line)
                return Outcome("none", message="pick at least one")
            info = L.find_choice(self.idx, "choose", self.selected)
            if info is None:      # legal() lists representative groups; the engine judges
                return self._checked(self._line("choose", self.selected), "choice")
            return Outcome("submit", info.line)
        if mode == "assign":
            if sum(self.assign.values()) != self.total:
                return Outcome("none", message=f"assign all {self.total} damage first "
                                               f"({sum(self.assign.values())} so far)")
            info = L.find_assignment(self.idx, self.assign)
            if info is not None:
                return Outcome("submit", info.line)
            line = self.assign_line()
            why = self.why_illegal(line) if self.why_illegal is not None else \
                "lethal damage goes to each unit in order first (465.2.c)"
            if why:
                return Outcome("none", message=f"not a legal assignment: {why}")
            return Outcome("submit", line)
        if mode == "mulligan":
            if not self.selected:
                return Outcome("submit", L.bare(self.idx, "keep").line)
            names = [self.state.objs[i].card for i in self.selected]
            info = L.find_by_names(self.idx, "mulligan", names)
            if info is None:
                return Outcome("none", message="not a legal mulligan")
            return Outcome("submit", info.line)
        if mode == "order":
            for i in self.idx.infos:
                if i.verb == "order" and list(i.oids) == self.selected:
                    return Outcome("submit", i.line)
            return self._checked(self._line("order", self.selected), "order")
        return Outcome("none", message="nothing to confirm")
