"""Reading a spell's Repeat costs (820): `repeat: [{pay: {energy: 2}}]`, one entry per
instance of the keyword (820.1.c.2), each a `pay:` of energy and power or a `discard: N`
("[Repeat] — Discard 1"), written as an additional cost is (356.2, 820.1.c.1)."""

from __future__ import annotations

from typing import Any

from .checking import join
from .model import AdditionalCost, Keyword

REPEAT_KINDS = ("pay", "discard")


def read(reader, m, path: str, ctype: str | None,
         keywords: tuple[Keyword, ...]) -> tuple[tuple[AdditionalCost, ...], tuple[Keyword, ...]]:
    """The card's Repeat costs and its keywords with `repeat` among them (820.4: having
    Repeat is a characteristic others may check)."""
    ctx = reader.ctx
    if any(k.name == "repeat" for k in keywords):
        ctx.error(m.key_line("keywords"), join(path, "keywords"),
                  "Repeat has a cost: write it as `repeat: [{pay: {energy: 2}}]` (820.1.c), "
                  "not in `keywords:`")
    lst = ctx.list_of(m, "repeat", path)
    if lst is None:
        return (), keywords
    if ctype not in ("spell", None):
        # 820.1.a: Repeat is on spells (and abilities; no ability of ours has it yet)
        ctx.error(lst.line, join(path, "repeat"), f"only spells have Repeat, not a {ctype}")
        return (), keywords
    if not lst:
        ctx.error(lst.line, join(path, "repeat"), "is empty (leave it out instead)")
        return (), keywords
    out = []
    for i, raw in enumerate(lst):
        got = _one(reader, raw, lst.item_line(i), f"{join(path, 'repeat')}[{i}]")
        if got is not None:
            out.append(got)
    return tuple(out), keywords + (Keyword("repeat"),)


def granted(reader, sm, spath: str, m) -> tuple[AdditionalCost, ...]:
    """A static's `repeat: [...]`: the spells its `to:` names have [Repeat] with these
    costs (820.1.a, granted by another card: Syndra, Transcendent)."""
    lst = reader.ctx.list_of(sm, "repeat", spath)
    if lst is None:
        return ()
    to = m.get("to") if isinstance(m.get("to"), dict) else {}
    if to.get("all") != "spell" or len(sm) > 1:
        reader.ctx.error(lst.line, join(spath, "repeat"), "Repeat is given to spells: "
                         "`to: {all: spell, ...}`, with nothing else in the static (820.1.a)")
    if not lst:
        reader.ctx.error(lst.line, join(spath, "repeat"), "is empty (leave it out instead)")
    got = (_one(reader, raw, lst.item_line(i), f"{join(spath, 'repeat')}[{i}]")
           for i, raw in enumerate(lst))
    return tuple(a for a in got if a is not None)


def _one(reader, raw: Any, line: int, path: str) -> AdditionalCost | None:
    ctx = reader.ctx
    em = ctx.mapping(raw, line, path, "a Repeat cost like {pay: {energy: 2}} or {discard: 1}")
    if em is None:
        return None
    before = len(ctx.errors)
    ctx.keys(em, REPEAT_KINDS, path)
    kinds = [k for k in REPEAT_KINDS if k in em]
    if len(kinds) != 1:
        ctx.error(em.line, path, "names exactly one of: pay, discard")
        return None
    if kinds[0] == "pay":
        cost = reader.cost(em["pay"], em.key_line("pay"), join(path, "pay"),
                           reader._card_domains, ability=False)
        if len(ctx.errors) > before:
            return None
        return AdditionalCost(kind="pay", cost=cost)
    n = ctx.integer(em, "discard", path, minimum=1, default=1)
    if len(ctx.errors) > before:
        return None
    return AdditionalCost(kind="discard", amount=n)
