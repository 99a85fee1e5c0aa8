"""Reading conditions and computed amounts: the "if ..." / "while ..." tests of the card
language (`condition:` flags, `{points: N}`-like tests, `{count: ..., at_least: N}`, `it` /
`not_it` tests of a trigger's subject) and the amounts an instruction computes from the game
(`{might: previous}`, `{count: {all: ...}}`).  Each is checked against the closed
vocabularies of `model` (CONDITION_FLAGS, CONDITION_VALUES, AMOUNT_KINDS) and reported as
`file:line` errors (cards/checking.py); cards/README.md, "Conditions" and "Amounts"."""

from __future__ import annotations

from typing import Any

from . import condition_extras, linking
from .checking import describe, join, one_of, suggest
from .effect_reader import EffectReader
from .model import (
    AMOUNT_KINDS, AMOUNT_OF, CONDITION_FLAGS, CONDITION_VALUES, DIED_WHAT, Amount, Condition,
    Count,
)

IT_KINDS = ("it", "not_it", "it_might_at_most", "not_it_might_at_most")


class ConditionReader(EffectReader):
    """Conditions, counts and amounts of one card (a `Ctx`); the instructions
    (effect_reader.py) and the abilities (ability_reader.py) read theirs here."""

    def condition(self, v: Any, line: int, path: str, in_trigger: bool, event: bool = False):
        """A condition: a flag (`your_turn`, `buffed`...), `{points: N}`-like tests,
        `{died_this_turn: enemy_unit}`, or a count `{count: {all: ...}, at_least: N}`.
        `event`: a trigger's own `if:`, whose `it` tests its subject, so a list may hold
        `it` tests too ("if it's here and has less Might than me": Soraka, Wanderer)."""
        ctx = self.ctx
        if isinstance(v, list):          # "while I'm at a battlefield with exactly one ..."
            if len(v) < 2:
                ctx.error(line, path, "a list of conditions names two or more (all must hold)")
                return None
            parts = tuple(self.condition(c, line, join(path, str(n)), in_trigger)
                          for n, c in enumerate(v))
            if any(p is None for p in parts):
                return None
            if not event and any(isinstance(p, Condition) and p.kind in IT_KINDS
                                 for p in parts):
                ctx.error(line, path, "`it` / `not_it` tests stand alone, not in a list")
                return None
            return Condition("all", parts)
        if isinstance(v, str):
            if v not in CONDITION_FLAGS:
                ctx.error(line, path, f'"{v}" is not a condition: {one_of(CONDITION_FLAGS)}, '
                                      f"or a mapping like {{points: 6}}"
                                      f"{suggest(v, CONDITION_FLAGS)}")
                return None
            return Condition(v)
        if isinstance(v, dict) and "count" in v:
            return self.count(v, line, path, in_trigger)
        m = ctx.mapping(v, line, path, "a condition like your_turn, {points: 6} or "
                                       "{count: {all: unit}, at_least: 2}")
        if m is None:
            return None
        if len(m) != 1:
            ctx.error(m.line, path, f"a condition names one test: {one_of(CONDITION_VALUES)}"
                                    f" (or `count:` with `at_least:`)")
            return None
        (key, val), = m.items()
        kline = m.key_line(key)
        if key == "not":                 # "if X is not so": the inner condition fails
            inner = self.condition(val, kline, join(path, key), in_trigger)
            if inner is None:
                return None
            if isinstance(inner, Condition) and inner.kind in IT_KINDS:
                ctx.error(kline, join(path, key), "write `not_it:` for an `it` test")
                return None
            return Condition("not", inner)
        if key in ("it", "not_it"):
            return linking.it_condition(ctx, key, val, kline, join(path, key))
        if key not in CONDITION_VALUES:
            ctx.error(kline, join(path, str(key)),
                      f"not a condition: {one_of(CONDITION_VALUES + ('count', 'not'))}"
                      f"{suggest(key, CONDITION_VALUES + CONDITION_FLAGS)}")
            return None
        if key in ("revealed", "not_revealed"):   # a domain (Twisted Fate) or a type
            return linking.revealed_condition(ctx, val, kline, join(path, key), key)
        if key in ("played", "opponent_played"):
            return linking.played_condition(ctx, key, val, kline, join(path, key))
        got = condition_extras.read(ctx, key, val, kline, path)   # what the effect did
        if got is not condition_extras.NOT_READ:
            return got
        if key in ("died_this_turn", "died_in_your_beginning"):
            if val not in DIED_WHAT:
                ctx.error(kline, join(path, key), f"{describe(val)} is not one of: "
                                                  f"{one_of(DIED_WHAT)}")
                return None
            return Condition(key, val)
        n = ctx.integer(m, key, path,
                        minimum=0 if key in ("opponent_within", "you_within", "hand_at_most",
                                             "it_might_at_most", "not_it_might_at_most")
                        else 1)
        return Condition(key, n) if n is not None else None

    def amount(self, v: Any, line: int, path: str, first: bool,
               in_trigger: bool) -> Amount | None:
        """`{might: previous}`, `{cost: previous}`, `{count: {all: ...}}`,
        `{highest_might: {all: unit, controller: friendly}}`, each with optional `times:`."""
        ctx = self.ctx
        m = ctx.mapping(v, line, path, "a number or an amount like {might: previous} or "
                                       "{count: {all: unit, controller: friendly}}")
        if m is None:
            return None
        ctx.keys(m, AMOUNT_KINDS + ("times", "minus"), path)
        kinds = [k for k in AMOUNT_KINDS if k in m]
        if len(kinds) != 1:
            ctx.error(m.line, path, f"an amount names exactly one of: {one_of(AMOUNT_KINDS)}")
            return None
        kind = kinds[0]
        times = ctx.integer(m, "times", path, minimum=1, default=1)
        kline = m.key_line(kind)
        val = m[kind]
        if kind in ("played", "excess", "held_points"):
            if val != "you":
                ctx.error(kline, join(path, kind), f"{describe(val)}: write `{{{kind}: you}}`")
                return None
            return Amount(kind, of=val, times=times or 1)
        if kind == "points":
            if val not in ("you", "opponent"):
                ctx.error(kline, join(path, kind), f"{describe(val)} is not one of: you, "
                                                   f"opponent")
                return None
            return Amount(kind, of=val, times=times or 1)
        minus = linking.amount_minus(ctx, m, kind, path, first)
        if kind in ("paid", "killed", "did"):  # what the previous pay_any paid (204.3.b) /
            if val != "previous" or first:  # the units its damage kills (142.4) / who did it
                ctx.error(kline, join(path, kind), f"`{kind}:` reads the previous instruction "
                                                   f"(write `{{{kind}: previous}}`)")
                return None
            return Amount(kind, of="previous", times=times or 1)
        if kind == "count" and val == "previous":
            return linking.count_previous(ctx, kline, join(path, kind), first, times)
        if kind in ("might", "cost", "damage", "assault", "equipment"):
            if val not in AMOUNT_OF:
                ctx.error(kline, join(path, kind), f"{describe(val)} is not one of: "
                                                   f"{one_of(AMOUNT_OF)}")
                return None
            if val == "previous" and first:
                ctx.error(kline, join(path, kind), "`previous` in the first instruction: "
                                                   "there is no previous instruction")
                return None
            if val == "subject" and not in_trigger:
                ctx.error(kline, join(path, kind), "`subject` is only meaningful in a "
                                                   "triggered ability")
                return None
            return Amount(kind, of=val, times=times or 1, minus=minus)
        # `at: {that: N}` counts at the location of an earlier instruction's choice
        sel = self.selector(val, kline, join(path, kind), first=first, in_trigger=in_trigger)
        if sel is None:
            return None
        if sel.kind != "all":
            ctx.error(kline, join(path, kind), "counts an `all:` selector")
            return None
        if kind == "tags_among" and not sel.tags:
            ctx.error(kline, join(path, kind), "names the tags it counts: {all: unit, "
                                               "controller: friendly, tags: [Bird, Cat]}")
            return None
        return Amount(kind, what=sel, times=times or 1)

    def count(self, v: Any, line: int, path: str, in_trigger: bool) -> Count | None:
        """`{count: {all: unit, ...}, at_least: N}`: at least N objects match."""
        ctx = self.ctx
        m = ctx.mapping(v, line, path, "a test like {count: {all: unit, at: here}, at_least: 4}")
        if m is None:
            return None
        ctx.keys(m, ("count", "at_least", "exactly", "total_might"), path)
        if "count" not in m:
            ctx.error(m.line, join(path, "count"), "missing (required)")
            return None
        sel = self.selector(m["count"], m.key_line("count"), join(path, "count"),
                            first=getattr(self, "count_first", True), in_trigger=in_trigger)
        if sel is not None and sel.kind != "all":
            ctx.error(m.key_line("count"), join(path, "count"), "counts an `all:` selector")
            return None
        if "exactly" in m:                # "if there is exactly one other unit ..."
            if "at_least" in m:
                ctx.error(m.key_line("exactly"), join(path, "exactly"),
                          "`exactly` and `at_least` cannot both be given")
            n = ctx.integer(m, "exactly", path, minimum=0, default=1)
            return Count(sel, max(n, 1), exactly=n) if sel is not None else None
        n = ctx.integer(m, "at_least", path, minimum=1, default=1)
        total = ctx.boolean(m, "total_might", path)      # "total Might 5 or more"
        if total and sel is not None and sel.object != "unit":
            ctx.error(m.key_line("total_might"), join(path, "total_might"),
                      "only units have Might to add up")
        return Count(sel, n, total_might=total) if sel is not None else None
