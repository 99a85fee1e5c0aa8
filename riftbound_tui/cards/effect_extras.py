"""The fields of the delayed and replacement instructions (cards/README.md, Effects):

- `delayed`: `when:` (model.DELAYED_EVENTS) and `effects:`, the instructions its trigger
  performs ("at the end of this turn, ready 2 runes"; "when any unit takes damage this turn,
  kill it": `subject` is that unit).  A `target:` is the one unit it waits for, "the next
  time it takes damage" (then it happens once), or, at the end of the turn, the unit it is
  about (`subject`: "lose control of that unit and recall it at end of turn").
- `save_from_death`: `pay:` a cost ("you may pay [C] to ...", 371.2).
"""

from __future__ import annotations

from typing import Any

from .checking import join
from .model import DELAYED_EVENTS, WATCHING_EVENTS


def read(reader, m, path: str, op: str, kw: dict[str, Any]) -> None:
    ctx = reader.ctx
    if op == "delayed":
        kw["event"] = ctx.text(m, "when", path, choices=DELAYED_EVENTS)
        if "effects" in m:
            then = reader.effects(m["effects"], m.key_line("effects"), join(path, "effects"),
                                  in_trigger=True)
            if any(e.op == "delayed" for e in then):
                ctx.error(m.key_line("effects"), join(path, "effects"),
                          "a delayed trigger cannot set up another one")
            kw["then"] = then
        if "target" in m and kw.get("event") not in ("damaged", "end_of_turn") + WATCHING_EVENTS:
            ctx.error(m.key_line("target"), join(path, "target"),
                      "only a `damaged`, `end_of_turn`, `dies` or `win_combat` delayed trigger "
                      "is about one unit (an `owner_holds` one, about one card)")
        if "target" not in m and kw.get("event") in WATCHING_EVENTS:
            ctx.error(m.line, join(path, "target"), f"a `{kw['event']}` delayed trigger "
                      "waits for the unit its `target:` names (\"when it dies this turn\")")
    elif op == "channel" and "pay" in m:     # "X may pay [1] to channel": asked (`ask:`)
        kw["pay"] = reader.cost(m["pay"], m.key_line("pay"), join(path, "pay"), (),
                                ability=False)
        if "ask" not in m:
            ctx.error(m.key_line("pay"), join(path, "pay"),
                      "a cost within an instruction is a \"may pay\": it takes `ask:`")
    elif op == "save_from_death" and "pay" in m:
        kw["pay"] = reader.cost(m["pay"], m.key_line("pay"), join(path, "pay"), (),
                                ability=False)
