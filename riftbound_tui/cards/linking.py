"""Checking the language's linked instructions (359.3.e.14): `{that: N}` names what an
earlier instruction chose, `either:` gives one target of several kinds, `{it: stunned}`
tests the instruction's object, `{count: previous}` and `minus:` take an amount from what
earlier instructions did.  The loader calls these; each reports `file:line` errors."""

from __future__ import annotations

from typing import Any

from .checking import Ctx, describe, join, one_of
from .model import (AMOUNT_OF, DOMAINS, IT_IS, PLAYED_TYPES, Amount, Condition, Effect,
                    Selector)


def that_selector(ctx: Ctx, v: dict, line: int, path: str, first: bool,
                  location: bool) -> Selector | None:
    """`{that: N}`: the object(s) chosen for instruction N of the same effect ("it" after
    "choose ..."); as a location, the battlefield chosen there, or where the chosen object
    is ("there", "at the same battlefield")."""
    m = ctx.mapping(v, line, path, "a target like {that: 1}")
    if m is None:
        return None
    extra = [k for k in m if k != "that"]
    if extra:
        ctx.error(m.key_line(extra[0]), join(path, str(extra[0])),
                  "a `that:` target names only the instruction whose choice it is")
        return None
    n = m["that"]
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        ctx.error(m.key_line("that"), join(path, "that"),
                  f"must be the number of an earlier instruction (1 for the first), not "
                  f"{describe(n)}")
        return None
    if first:
        ctx.error(m.key_line("that"), join(path, "that"),
                  "the first instruction has no earlier instruction to name")
        return None
    return Selector(kind="that", object="battlefield" if location else "unit", ref=n)


def either(loader, m, path: str, first: bool, in_trigger: bool, kind: str,
           obj: str) -> tuple[Selector, ...]:
    """`either: [{choose: unit, at: battlefield}, {choose: gear}]` under a `choose:`
    target: the object matches one of the alternatives ("a unit at a battlefield or a
    gear")."""
    ctx = loader.ctx
    v, line = m["either"], m.key_line("either")
    p = join(path, "either")
    if kind != "choose":
        ctx.error(line, p, "only a `choose` target offers alternatives")
        return ()
    if not isinstance(v, list) or len(v) < 2:
        ctx.error(line, p, f"must be a list of two or more targets, not {describe(v)}")
        return ()
    out = []
    for k, alt in enumerate(v):
        sel = loader.selector(alt, line, f"{p}[{k}]", first=first, in_trigger=in_trigger)
        if sel is None:
            continue
        if sel.kind != "choose" or sel.count != 1 or sel.up_to or sel.either:
            ctx.error(line, f"{p}[{k}]", "an alternative is one `choose:` object (its kind "
                                         "and requirements; count and up_to go outside)")
            continue
        if obj == "object" and sel.object not in ("unit", "gear", "rune", "object"):
            ctx.error(line, f"{p}[{k}]", "`choose: object` offers units, gear and runes on "
                                         "the board (\"units, gear, and/or runes\")")
            continue
        if obj not in ("permanent", "object") and sel.object != obj:
            ctx.error(line, f"{p}[{k}]", f"the target chooses a {obj}; write `choose: "
                                         f"permanent` to offer units and gear")
            continue
        out.append(sel)
    return tuple(out)


def it_condition(ctx: Ctx, key: str, val: Any, line: int, path: str) -> Condition | None:
    """`{it: stunned}` / `{not_it: stunned}`: a test of the instruction's object (of a
    trigger's subject, in a trigger's `if:`)."""
    if val not in IT_IS:
        ctx.error(line, path, f"{describe(val)} is not one of: {one_of(IT_IS)}")
        return None
    return Condition(key, val)


REVEALED_TYPES = ("unit", "spell", "gear")


def revealed_condition(ctx: Ctx, val: Any, line: int, path: str,
                       key: str = "revealed") -> Condition | None:
    """`{revealed: fury}`: the card this effect revealed has that domain, or is of that
    type (`{revealed: unit}`; `not_revealed:` "otherwise"), tested as the instruction
    resolves (engine/zones.py)."""
    if val not in DOMAINS + REVEALED_TYPES:
        ctx.error(line, path, f"{describe(val)} is not one of: "
                              f"{one_of(DOMAINS + REVEALED_TYPES)}")
        return None
    return Condition(key, val)


def amount_minus(ctx: Ctx, m, kind: str, path: str, first: bool) -> str | None:
    if "minus" not in m:
        return None
    val, line = m["minus"], m.key_line("minus")
    if kind != "might":
        ctx.error(line, join(path, "minus"), "only a `might:` amount takes `minus:`")
        return None
    if val not in AMOUNT_OF:
        ctx.error(line, join(path, "minus"), f"{describe(val)} is not one of: "
                                             f"{one_of(AMOUNT_OF)}")
        return None
    if val == "previous" and first:
        ctx.error(line, join(path, "minus"), "`previous` in the first instruction: there is "
                                             "no previous instruction")
        return None
    return val


def count_previous(ctx: Ctx, line: int, path: str, first: bool, times: int | None):
    """`{count: previous}`: how many objects the previous instruction affected ("for each
    buff spent")."""
    if first:
        ctx.error(line, path, "`previous` in the first instruction: there is no previous "
                              "instruction")
        return None
    return Amount("count", of="previous", times=times or 1)


def _chooses(eff: Effect) -> bool:
    sel = eff.target
    if sel is None:
        return False
    if sel.kind == "choose":
        return True
    return sel.kind == "all" and sel.location is not None and sel.location.kind == "choose"


def check_links(ctx: Ctx, effects: tuple[Effect, ...], path: str,
                in_trigger: bool = False) -> None:
    """Each `{that: N}` names an earlier instruction that makes a choice; `dest: there`
    follows one; `minus: it` needs one chosen target."""
    for i, eff in enumerate(effects):
        line = eff.source.line if eff.source is not None else 0
        sels = [eff.target] if eff.target is not None else []
        sels += [s.location for s in list(sels) if s.location is not None]
        for sel in sels:
            if sel.kind != "that":
                continue
            if sel.ref > i:
                ctx.error(line, f"{path}[{i}]", f"{{that: {sel.ref}}} names instruction "
                          f"{sel.ref}, which is not before this one ({i + 1})")
            elif not _chooses(effects[sel.ref - 1]):
                ctx.error(line, f"{path}[{i}]", f"{{that: {sel.ref}}}: instruction "
                          f"{sel.ref} chooses nothing")
        if eff.dest == "there" and not any(_chooses(e) for e in effects[:i]) and \
                not in_trigger:
            ctx.error(line, f"{path}[{i}].dest", "`there` needs an earlier instruction that "
                                                 "chooses a battlefield or an object, or "
                                                 "(in a trigger) the event's battlefield")


def played_condition(ctx, key: str, val, line: int, path: str) -> Condition | None:
    """`played: [unit, gear, spell]` (each type played by you this turn) or
    `opponent_played: spell` (one type, played by an opponent this turn)."""
    vals = val if key == "played" and isinstance(val, list) else [val]
    if not vals or any(v not in PLAYED_TYPES for v in vals) or \
            (key == "opponent_played" and isinstance(val, list)):
        what = "a list of" if key == "played" else "one of"
        ctx.error(line, path, f"names {what} {one_of(PLAYED_TYPES)}, not {describe(val)}")
        return None
    return Condition(key, tuple(vals) if key == "played" else val)
