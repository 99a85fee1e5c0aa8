"""Checking card data field by field, collecting every problem with its line."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any

from .errors import CardDataError
from .model import SourceLoc
from .yaml_lines import LineDict, LineList

__all__ = ["Ctx", "describe", "suggest", "one_of", "join"]


# --------------------------------------------------------------------------- checking

def describe(v: Any) -> str:
    if v is None:
        return "nothing (null)"
    if isinstance(v, bool):
        return f"true/false ({'true' if v else 'false'})"
    if isinstance(v, int):
        return f"a number ({v})"
    if isinstance(v, float):
        return f"a decimal number ({v})"
    if isinstance(v, str):
        return f"text ({v!r})"
    if isinstance(v, dict):
        return "a mapping"
    if isinstance(v, list):
        return "a list"
    return f"a {type(v).__name__}"


def suggest(word: Any, choices: Iterable[str]) -> str:
    if not isinstance(word, str):
        return ""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f' (did you mean "{close[0]}"?)' if close else ""


def one_of(choices: Iterable[str]) -> str:
    return ", ".join(choices)


def join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


class Ctx:
    """Collects errors for one file; knows which card is being read."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.errors: list[CardDataError] = []
        self.card: str | None = None

    def error(self, line: int, field: str | None, message: str) -> None:
        self.errors.append(CardDataError(self.file, line, message, card=self.card,
                                         field=field or None))

    def loc(self, line: int) -> SourceLoc:
        return SourceLoc(self.file, line)

    # -- mappings

    def mapping(self, v: Any, line: int, path: str, what: str = "a mapping",
                duplicates: bool = True) -> LineDict | None:
        if not isinstance(v, dict):
            self.error(line, path, f"must be {what}, not {describe(v)}")
            return None
        if not isinstance(v, LineDict):     # built by hand in a test: no line info
            d = LineDict(v)
            d.line = line
            v = d
        if duplicates:
            self.duplicates(v, path)
        return v

    def duplicates(self, m: LineDict, path: str) -> None:
        for key, kline in m.duplicates:
            self.error(kline, join(path, str(key)),
                       "repeated key (YAML would silently keep only the last one)")

    def keys(self, m: LineDict, allowed: Iterable[str], path: str,
             not_here: dict[str, str] | None = None) -> None:
        allowed = tuple(allowed)
        for key in m:
            if key in allowed:
                continue
            kline = m.key_line(key)
            if not isinstance(key, str):
                self.error(kline, path or None, f"keys must be text, not {describe(key)}")
            elif not_here and key in not_here:
                self.error(kline, join(path, key), not_here[key])
            else:
                self.error(kline, join(path, key),
                           f"unknown key{suggest(key, allowed)}; expected one of: "
                           f"{one_of(allowed)}")

    # -- scalars

    def text(self, m: LineDict, key: str, path: str, *, required: bool = False,
             choices: tuple[str, ...] | None = None, default: Any = None) -> Any:
        field = join(path, key)
        if key not in m:
            if required:
                self.error(m.line, field, "missing (required)")
            return default
        v, line = m[key], m.key_line(key)
        if not isinstance(v, str) or not v.strip():
            self.error(line, field, f"must be text, not {describe(v)}")
            return default
        if choices is not None and v not in choices:
            self.error(line, field, f'"{v}" is not one of: {one_of(choices)}'
                       f"{suggest(v, choices)}")
            return default
        return v

    def integer(self, m: LineDict, key: str, path: str, *, required: bool = False,
                minimum: int | None = None, nonzero: bool = False,
                default: Any = None) -> Any:
        field = join(path, key)
        if key not in m:
            if required:
                self.error(m.line, field, "missing (required)")
            return default
        v, line = m[key], m.key_line(key)
        if isinstance(v, bool) or not isinstance(v, int):
            self.error(line, field, f"must be a whole number, not {describe(v)}")
            return default
        if minimum is not None and v < minimum:
            self.error(line, field, f"must be at least {minimum}, not {v}")
            return default
        if nonzero and v == 0:
            self.error(line, field, "must not be 0")
            return default
        return v

    def boolean(self, m: LineDict, key: str, path: str, default: bool = False) -> bool:
        if key not in m:
            return default
        v = m[key]
        if not isinstance(v, bool):
            self.error(m.key_line(key), join(path, key),
                       f"must be true or false, not {describe(v)}")
            return default
        return v

    def list_of(self, m: LineDict, key: str, path: str) -> LineList | None:
        if key not in m:
            return None
        v = m[key]
        if not isinstance(v, list):
            self.error(m.key_line(key), join(path, key), f"must be a list, not {describe(v)}")
            return None
        if not isinstance(v, LineList):
            lst = LineList(v)
            lst.line = m.key_line(key)
            v = lst
        return v

    def text_list(self, m: LineDict, key: str, path: str,
                  choices: tuple[str, ...] | None = None) -> tuple[str, ...]:
        lst = self.list_of(m, key, path)
        if lst is None:
            return ()
        out: list[str] = []
        for i, v in enumerate(lst):
            line, field = lst.item_line(i), f"{join(path, key)}[{i}]"
            if not isinstance(v, str) or not v.strip():
                self.error(line, field, f"must be text, not {describe(v)}")
            elif choices is not None and v not in choices:
                self.error(line, field, f'"{v}" is not one of: {one_of(choices)}'
                           f"{suggest(v, choices)}")
            elif v in out:
                self.error(line, field, f'"{v}" is listed twice')
            else:
                out.append(v)
        return tuple(out)


