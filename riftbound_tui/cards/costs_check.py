"""Validation of two ability fields about choosing and paying: `modes_once: true`
("choose one you've not chosen this turn", 355.3) and a triggered ability's `pay:`, the
cost that opens its effect ("you may spend a buff to draw 1": its base cost, 383.3.b),
written like an additional cost.  Called by the loader's ability parser."""

from __future__ import annotations

from .checking import join


def ability_extras(loader, m, path: str, kind: str):
    ctx = loader.ctx
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
