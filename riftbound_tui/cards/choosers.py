"""Validation of per-player choices (355.10.e): `{each_chooses: unit, chooser: others,
starting: next, not_yours: true}` - each (other) player chooses as the instruction
resolves.  Called by the loader's selector parser."""

from __future__ import annotations

from typing import Any

from .checking import join
from .model import CHOOSERS, STARTING

KEYS = ("chooser", "starting", "not_yours")


def selector_fields(ctx, m, kind: str, path: str, kw: dict[str, Any]) -> None:
    """Read `chooser`, `starting` and `not_yours` into `kw`; only `each_chooses` has them."""
    for key in KEYS:
        if key in m and kind != "each_chooses":
            ctx.error(m.key_line(key), join(path, key),
                      f"only an `each_chooses` selector has `{key}`")
    if kind != "each_chooses":
        return
    kw["chooser"] = ctx.text(m, "chooser", path, choices=CHOOSERS, default="each")
    kw["starting"] = ctx.text(m, "starting", path, choices=STARTING, default="turn_player")
    kw["not_yours"] = ctx.boolean(m, "not_yours", path)
