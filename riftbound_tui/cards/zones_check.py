"""Validation of the hidden-zone part of the effect language (engine/zones.py): the
fields of `look` and `play`, and where a `pick` selector may look.  Called by the
loader; reports `file:line` errors through its context like every other check."""

from __future__ import annotations

from typing import Any

from .checking import join
from .model import IGNORE_COSTS, KEYWORDS

# zones a card sits in off the board: only a `pick` (chosen on resolution, 355.17) or an
# `all` reaches them; a target (`choose`) is chosen as the card is played (355.5)
OFF_BOARD = ("hand", "looked", "banished", "with_this")
PICK_OBJECTS = ("unit", "gear", "spell", "card", "rune")


def effect_fields(reader, m, path: str, op: str, kw: dict[str, Any]) -> None:
    ctx = reader.ctx
    if "reveal" in m:
        kw["reveal"] = ctx.boolean(m, "reveal", path)
    if "until" in m and op not in ("take_control", "copy"):   # (those: effect_reader.py)
        kw["until"] = ctx.text(m, "until", path, choices=("unit", "spell", "gear"))
    if "rest" in m:
        kw["rest"] = ctx.boolean(m, "rest", path)
    if "zone" in m:
        kw["zone"] = ctx.text(m, "zone", path, choices=("hand", "rune_deck"))
    whole_hand = m.get("zone") == "hand"
    if op == "look" and ("amount" in m) + ("until" in m) + whole_hand != 1:
        ctx.error(m.line, path, "`look` takes one of `amount` (the top N of the Main Deck, "
                                "or with `zone: rune_deck` of the Rune Deck), `until` (one "
                                "card at a time until one of that type) or `zone: hand` (a "
                                "whole hand, 424.3.a)")
    if "ignore" in m:
        kw["ignore"] = ctx.text(m, "ignore", path, choices=IGNORE_COSTS)
    if "afterwards" in m:                 # "then recycle it" (Kai'Sa, Evolutionary)
        kw["afterwards"] = ctx.text(m, "afterwards", path, choices=("recycle",))
    if "reduce" in m and m["reduce"] == {"might": "paid"}:
        # "reduce its Energy cost by the Might of the unit you recycled" (356.4): the unit
        # the ability's cost took, its Might as it left the board
        kw["reduce_by"] = "paid_might"
    elif "reduce" in m:
        if isinstance(m["reduce"], dict):
            ctx.error(m.key_line("reduce"), join(path, "reduce"),
                      "a number, or {might: paid} (the Might of the unit the cost took)")
        else:
            kw["reduce"] = ctx.integer(m, "reduce", path, minimum=1, default=0)
    if "pay" in m:
        kw["pay"] = reader.cost(m["pay"], m.key_line("pay"), join(path, "pay"), (), False)
    if op == "draw" and ("amount" in m) == ("target" in m):
        ctx.error(m.line, path, "`draw` takes `amount` (from the top of the Main Deck) or "
                                "`target` (a card chosen, drawn from among the cards looked "
                                "at, 413.1.a), one of them")
    if op == "discard" and ("amount" in m) == ("target" in m):
        ctx.error(m.line, path, "`discard` takes `amount` (the player chooses) or `target` "
                                "(the cards discarded), one of them")
    given = [k for k in ("ignore", "reduce", "pay") if k in m]
    if len(given) > 1:
        ctx.error(m.key_line(given[1]), join(path, given[1]),
                  f"a card is played with one of ignore, reduce or pay, not {given[0]} too")
    if op == "play" and kw.get("dest") not in (None, "base", "here", "or_here", "battlefield",
                                               "any_battlefield", "there",
                                               "chosen_battlefield"):
        ctx.error(m.key_line("dest"), join(path, "dest"),
                  "a card played by an instruction goes to base, here, or_here (here too), "
                  "battlefield (one its controller controls), any_battlefield (asked), there "
                  "(where this effect banished it from), chosen_battlefield (the one an earlier "
                  "instruction chose) or, left out, where its controller "
                  "may play units (355.2.a)")
    target = kw.get("target")
    if op == "order" and target is not None and target.at != "looked":
        ctx.error(m.key_line("target"), join(path, "target"),
                  "`order` puts back cards looked at: its target is `at: looked`")


def selector(ctx, m, line: int, path: str, kind: str, kw: dict[str, Any]) -> None:
    at = kw.get("at")
    if m is not None and "keyword" in m:
        kw["keyword"] = ctx.text(m, "keyword", path, choices=KEYWORDS)
    board_object = m is not None and m.get("choose") == "object"   # "a legend, unit, or gear"
    if m is not None and "not_type" in m:
        kw["not_type"] = ctx.text(m, "not_type", path, choices=("rune",) if board_object
                                  else ("unit", "spell", "gear"))
    if m is not None and "max_might_over" in m:
        kw["max_might_over"] = ctx.integer(m, "max_might_over", path, minimum=0)
    if m is not None and "chosen_champion" in m:
        kw["chosen_champion"] = ctx.boolean(m, "chosen_champion", path)
    if m is not None and "energy_below" in m:
        kw["energy_below"] = ctx.text(m, "energy_below", path, choices=("points",))
    if m is not None and ("not_type" in m and not board_object or "max_might_over" in m
                          or "chosen_champion" in m or "energy_below" in m) and \
            at not in (
            "hand", "trash", "looked"):
        ctx.error(line, path, "`not_type`, `energy_below` and `chosen_champion` "
                              "test cards off the board (`at: hand | trash | looked`)")
    if kind == "pick" and m is not None and m.get("pick") not in PICK_OBJECTS:
        ctx.error(line, path, f"a `pick` picks one of: {', '.join(PICK_OBJECTS)}")
    if kind == "choose" and at in OFF_BOARD:
        ctx.error(line, path, f"cards at `{at}` are chosen as the instruction resolves: "
                              f"write `pick:` instead of `choose:` (355.17)")
