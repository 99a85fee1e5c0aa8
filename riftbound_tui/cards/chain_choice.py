"""Spells and abilities on the chain by what they choose (355.7, 425; engine/chain_targets.py):

- `chooses: {all: permanent, controller: friendly}` on a `choose: spell | ability |
  chain_item` target: "an enemy spell or ability that chooses a friendly unit or gear" (Not
  So Fast).  The chain item's choices (its targets, 355.7) are read as the counter is
  chosen and again as it resolves: a choice that has gone to a non-board zone no longer
  counts, a mistargeted one still does (359.3.e.9.a).
- `chooses: {that: N}`: "that chooses it", the object instruction N chose (Repulse:
  "Choose a friendly unit at a battlefield. Counter an enemy spell or ability that chooses
  it ..."); with `chooses_no_other: {all: unit, controller: friendly}`, "... and no other
  friendly unit".  `{that: N}` is read from this spell's own choices (355.8: the card is
  offered only when some pair of choices exists)."""

from __future__ import annotations

from typing import Any

from . import phrases
from .checking import join

KEYS = ("chooses", "chooses_no_other")
CHAIN_OBJECTS = ("spell", "ability", "chain_item")


def selector_fields(reader, m, kind: str, obj: str, path: str, kw: dict[str, Any],
                    first: bool, in_trigger: bool) -> None:
    """Read `chooses` and `chooses_no_other` from mapping `m` into `kw`."""
    ctx = reader.ctx
    for key in KEYS:
        if key not in m:
            continue
        line, p = m.key_line(key), join(path, key)
        if obj not in CHAIN_OBJECTS:
            ctx.error(line, p, "only a spell or ability on the chain chooses things "
                               "(`choose: spell | ability | chain_item`)")
            continue
        inner = reader.selector(m[key], line, p, first=first, in_trigger=in_trigger)
        if inner is None:
            continue
        if inner.kind == "that" and key == "chooses":
            kw[key] = inner
        elif inner.kind == "all" and inner.object in ("unit", "gear", "permanent") and \
                inner.location is None:
            kw[key] = inner
        else:
            ctx.error(line, p, "write what it chooses as `{all: unit | gear | permanent, "
                               "controller: ...}`" + (" or `{that: N}` (an earlier choice)"
                                                       if key == "chooses" else ""))
    if "chooses_no_other" in m and "chooses" not in m:
        ctx.error(m.key_line("chooses_no_other"), join(path, "chooses_no_other"),
                  "\"and no other ...\" goes with `chooses:` (what it chooses)")


def _what(sel) -> str:
    """"a friendly unit or gear": a permanent is a unit or gear (the card's own words)."""
    noun = phrases.noun_phrase(sel, False)
    if sel.object == "permanent":
        noun = noun[: -len("permanent")] + "unit or gear"
    return noun


def phrase(sel) -> str:
    """" that chooses a friendly unit or gear", " that chooses it and no other friendly
    unit"."""
    if sel.chooses is None:
        return ""
    what = "it" if sel.chooses.kind == "that" else phrases.with_article(_what(sel.chooses))
    out = f" that chooses {what}"
    if sel.chooses_no_other is not None:
        out += f" and no other {_what(sel.chooses_no_other)}"
    return out
