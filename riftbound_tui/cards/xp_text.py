"""The Level keyword in rendered text (824): a Level ability is written in the card data
as its dependent ability gated by the condition `{level: N}` ("while you have N or more
XP", 824.1.b.1): a static's or passive's `while:`, a trigger's `if:`.  Printed, it reads
"[Level N] > [the ability]"; these find the condition and take it off for the body."""

from __future__ import annotations

from dataclasses import replace

from .model import Ability, Condition


def _is_level(cond) -> bool:
    return isinstance(cond, Condition) and cond.kind == "level"


def level_of(ab: Ability) -> int | None:
    """N, when the ability is a Level N ability."""
    for cond in (ab.static.condition if ab.static is not None else None, ab.holds,
                 ab.trigger.only_if if ab.trigger is not None else None):
        if _is_level(cond):
            return cond.value
    return None


def without_level(ab: Ability) -> Ability:
    """The dependent ability alone (824.1.b.2)."""
    if ab.static is not None and _is_level(ab.static.condition):
        return replace(ab, static=replace(ab.static, condition=None))
    if _is_level(ab.holds):
        return replace(ab, holds=None)
    if ab.trigger is not None and _is_level(ab.trigger.only_if):
        return replace(ab, trigger=replace(ab.trigger, only_if=None))
    return ab
