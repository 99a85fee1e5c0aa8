"""docs/conformance-status.yaml: the project's word on rules no test covers.

Each entry maps a rule number or a range (`486-489`, `317.2.b-d`) to one of

    "not implemented: why"       the engine does not do this yet
    "not applicable: why"        outside a terminal table of the Duel (tournament procedure...)
    "implemented: how"           done, though no code comment cites it

An entry covers the rule and its sub-rules; where several cover a rule, the most specific
(deepest start, then narrowest range) wins.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from .rules_index import key

KINDS = ("not implemented", "not applicable", "implemented")


@dataclass(frozen=True)
class Entry:
    start: str
    end: str
    kind: str
    why: str

    @property
    def depth(self) -> int:
        return self.start.count(".") + 1

    def covers(self, rule: str) -> bool:
        n = self.end.count(".") + 1
        return key(self.start) <= key(rule) and key(".".join(rule.split(".")[:n])) <= key(self.end)

    def specificity(self) -> tuple:
        a, b = self.start.split(".")[-1], self.end.split(".")[-1]
        width = int(b) - int(a) if a.isdigit() and b.isdigit() else ord(b[0]) - ord(a[0])
        return (self.depth, -width)


class StatusError(ValueError):
    pass


def parse(text: str, known: dict[str, str]) -> list[Entry]:
    data = yaml.load(text, Loader=_Loader) or {}
    if not isinstance(data, dict):
        raise StatusError("the status file is a mapping: rule or range -> 'kind: why'")
    entries = []
    for rng, value in data.items():
        rng, value = str(rng).strip(), str(value).strip()
        start, _, end = rng.partition("-")
        end = end or start
        if "." not in end and "." in start:
            end = start.rsplit(".", 1)[0] + "." + end
        for r in (start, end):
            if r not in known:
                raise StatusError(f"'{rng}': rule {r} does not exist in the core rules")
        kind, sep, why = value.partition(":")
        if kind.strip() not in KINDS or not sep or not why.strip():
            raise StatusError(f"'{rng}': the value must read '<kind>: <why>' with kind one of "
                              f"{', '.join(KINDS)}; got {value!r}")
        entries.append(Entry(start, end, kind.strip(), why.strip()))
    return entries


def load(path: Path, known: dict[str, str]) -> list[Entry]:
    return parse(path.read_text(encoding="utf-8"), known) if path.exists() else []


def lookup(entries: list[Entry], rule: str) -> Entry | None:
    matching = [e for e in entries if e.covers(rule)]
    return max(matching, key=Entry.specificity) if matching else None


class _Loader(yaml.SafeLoader):
    """Keys like 346.1 stay text."""


_Loader.add_constructor("tag:yaml.org,2002:float", lambda ld, n: ld.construct_scalar(n))
_Loader.add_constructor("tag:yaml.org,2002:int", lambda ld, n: ld.construct_scalar(n))
