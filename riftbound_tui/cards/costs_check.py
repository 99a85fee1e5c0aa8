"""Validation of two ability fields about choosing and paying: `modes_once: true`
("choose one you've not chosen this turn", 355.3) and a triggered ability's `pay:`, the
cost that opens its effect ("you may spend a buff to draw 1": its base cost, 383.3.b),
written like an additional cost.  Called by the loader's ability parser."""

from __future__ import annotations

from .checking import join


def ability_extras(loader, m, path: str, kind: str):
    ctx = loader.ctx
    for key in ("any_number", "power_discount"):
        if key in m and kind != "additional":
            ctx.error(m.key_line(key), join(path, key),
                      f"only an `additional:` ability takes `{key}:`")
    modes_once = ctx.boolean(m, "modes_once", path)
    if modes_once and "modes" not in m:
        ctx.error(m.key_line("modes_once"), join(path, "modes_once"),
                  "only an ability with `modes:` takes `modes_once:`")
    pay = None
    if "pay" in m:
        if kind not in ("when", "cost"):
            ctx.error(m.key_line("pay"), join(path, "pay"),
                      "only a `when:` ability (a cost opening its effect, 383.3.b) or a "
                      "`cost:` ability (a cost that picks an object, 404) takes `pay:`; a "
                      "card's extra cost is `additional:`")
        else:
            pay = loader.additional(m, path, key="pay")
    return modes_once, pay


def any_number(ctx, m, path: str, kind: str, kw: dict) -> None:
    """`any_number: true` ("you may kill any number of friendly units as an additional
    cost") with `power_discount: N` ("reduce my cost by [C] for each")."""
    kw["any_number"] = ctx.boolean(m, "any_number", path)
    kw["power_discount"] = ctx.integer(m, "power_discount", path, minimum=1, default=0)
    # "If you do, I cost [1] less for each Energy it costs and [C] less for each Power it
    # costs" (Atakhan): the killed unit's printed cost off mine (356.4)
    kw["discount_by_cost"] = ctx.boolean(m, "discount_by_cost", path)
    if kw["discount_by_cost"] and kind != "kill":
        ctx.error(m.key_line("discount_by_cost"), join(path, "discount_by_cost"),
                  "only a cost that kills a unit takes `discount_by_cost:` (its cost off mine)")
    if kw["any_number"] and kind not in ("kill", "exhaust", "spend_buff"):
        ctx.error(m.key_line("any_number"), join(path, "any_number"),
                  "only a cost that picks objects (kill, exhaust, spend_buff) takes "
                  "`any_number:`")
    if kw["any_number"] and not m.get("optional"):
        ctx.error(m.key_line("any_number"), join(path, "any_number"),
                  "\"any number\" may be none: the cost is `optional: true`")
    if kw["power_discount"] and not kw["any_number"]:
        ctx.error(m.key_line("power_discount"), join(path, "power_discount"),
                  "`power_discount:` is per object: it needs `any_number: true`")


def less(loader, m, path: str, kind: str):
    """`less: N` or `less: {count: ...}` on an activated ability: "This ability costs N
    less" / "1 less for each rune you control" (356.4: its Energy cost, never below 0,
    356.6), with `less_if: CONDITION` ("costs 3 less if you control 4 or fewer runes")."""
    ctx = loader.ctx
    if "less" not in m:
        if "less_if" in m:
            ctx.error(m.key_line("less_if"), join(path, "less_if"), "goes with `less:`")
        return None
    if kind != "cost":
        ctx.error(m.key_line("less"), join(path, "less"),
                  "only an activated ability (`cost:`) takes `less:`")
        return None
    v = m["less"]
    if isinstance(v, int) and not isinstance(v, bool):
        amount = ctx.integer(m, "less", path, minimum=1)
    else:
        amount = loader.amount(v, m.key_line("less"), join(path, "less"), first=True,
                               in_trigger=False)
    cond = loader.condition(m["less_if"], m.key_line("less_if"), join(path, "less_if"),
                            False) if "less_if" in m else None
    if amount is None or ("less_if" in m and cond is None):
        return None
    return (amount, cond)
