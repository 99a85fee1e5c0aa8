"""YAML with line numbers, loaded safely.

A `yaml.SafeLoader` subclass that builds only plain mappings, lists and scalars (a tag
such as `!!python/object` is an error) and remembers the line of every mapping, key and
list item, so that a problem in card data is reported at its line.
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from typing import Any

import yaml
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from .errors import CardDataError

__all__ = ["LineDict", "LineList", "LineLoader", "yaml_load", "yaml_error", "check_bounds",
           "decode_card_bytes", "line_col", "MAX_DEPTH", "MAX_NUMBER"]

# Card data is small and shallow: the deepest card nests about a dozen levels and its
# largest number is a two-digit cost or might.  Anything beyond these is refused at its
# line, before a number of 10^12 can reach the engine (a cost it would try to pay).
MAX_DEPTH = 40
MAX_NUMBER = 999
MAX_DIGITS = 30


# --------------------------------------------------------------------------- YAML

class LineDict(dict):
    """A mapping that remembers its own line, the line of each key and repeated keys."""
    line: int = 0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.key_lines: dict[Any, int] = {}
        self.duplicates: list[tuple[Any, int]] = []

    def key_line(self, key: Any) -> int:
        return self.key_lines.get(key, self.line)


class LineList(list):
    """A list that remembers its own line and the line of each item."""
    line: int = 0

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.item_lines: list[int] = []

    def item_line(self, i: int) -> int:
        return self.item_lines[i] if i < len(self.item_lines) else self.line


_MERGE_TAG = "tag:yaml.org,2002:merge"


class LineLoader(yaml.SafeLoader):
    """`yaml.SafeLoader` that keeps line numbers of every mapping and sequence node.

    It inherits SafeLoader's refusal of every tag that would construct an object
    (`!!python/object`, `!!python/name`, ...): such a document fails with a
    `yaml.constructor.ConstructorError` that carries the line.
    """


def _construct_mapping(loader: LineLoader, node: MappingNode):
    data = LineDict()
    data.line = node.start_mark.line + 1
    yield data
    if not isinstance(node, MappingNode):  # pragma: no cover - the tag is bound to maps
        raise yaml.constructor.ConstructorError(
            None, None, f"expected a mapping, found {node.id}", node.start_mark)
    seen: dict[str, int] = {}
    for key_node, _ in node.value:
        if isinstance(key_node, ScalarNode) and key_node.tag != _MERGE_TAG:
            kline = key_node.start_mark.line + 1
            if key_node.value in seen:
                data.duplicates.append((key_node.value, kline))
            else:
                seen[key_node.value] = kline
    loader.flatten_mapping(node)
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, Hashable):
            raise yaml.constructor.ConstructorError(
                "while constructing a mapping", node.start_mark,
                "found an unhashable key", key_node.start_mark)
        data[key] = loader.construct_object(value_node, deep=True)
        data.key_lines.setdefault(key, key_node.start_mark.line + 1)


def _construct_sequence(loader: LineLoader, node: SequenceNode):
    data = LineList()
    data.line = node.start_mark.line + 1
    yield data
    data.extend(loader.construct_object(child, deep=True) for child in node.value)
    data.item_lines = [child.start_mark.line + 1 for child in node.value]


def _construct_int(loader: LineLoader, node: ScalarNode):
    # Python refuses to read an integer of more than 4,300 digits with a bare ValueError;
    # refuse long ones here, where the line is known.
    digits = sum(ch.isdigit() for ch in str(node.value))
    if digits > MAX_DIGITS:
        raise yaml.constructor.ConstructorError(
            None, None, f"a number of {digits} digits (numbers in card data are at most "
                        f"{MAX_NUMBER})", node.start_mark)
    return yaml.SafeLoader.construct_yaml_int(loader, node)


LineLoader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)
LineLoader.add_constructor("tag:yaml.org,2002:seq", _construct_sequence)
LineLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)


if getattr(yaml, "__with_libyaml__", False):
    class FastLineLoader(yaml.CSafeLoader):
        """The same safe, line-keeping constructors on libyaml's C parser (about 7x faster
        to read the card files).  Its errors are reported by re-reading with LineLoader,
        so a problem is worded the same whichever parser found it."""

    FastLineLoader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)
    FastLineLoader.add_constructor("tag:yaml.org,2002:seq", _construct_sequence)
    FastLineLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)
else:                                     # PyYAML built without libyaml
    FastLineLoader = None


def yaml_load(text: str) -> Any:
    """Parse one YAML document safely into LineDict / LineList / scalars."""
    if FastLineLoader is not None:
        loader = FastLineLoader(text)
        try:
            return loader.get_single_data()
        except yaml.YAMLError:
            pass                          # read again below, for the usual error message
        finally:
            loader.dispose()
    loader = LineLoader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def line_col(text: str | bytes, index: int) -> tuple[int, int]:
    """1-based line and column of a character index (or of a byte offset in raw bytes):
    every reader of a text file reports a bad character this way."""
    nl = b"\n" if isinstance(text, bytes) else "\n"
    line = text.count(nl, 0, index) + 1
    return line, index - (text.rfind(nl, 0, index) + 1) + 1


def decode_card_bytes(raw: bytes, file: str) -> str | CardDataError:
    """The file's text, or the error naming the line and column of the first byte that is
    not UTF-8 (the byte offset turned into a line and a column)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line, col = line_col(raw, e.start)
        return CardDataError(file, line, f"column {col}: byte 0x{raw[e.start]:02x} is not "
                                         f"UTF-8 text (card files are UTF-8)")


def yaml_error(file: str, exc: yaml.YAMLError, text: str | None = None) -> CardDataError:
    if isinstance(exc, yaml.reader.ReaderError) and text is not None:
        # A character YAML does not accept (NUL, other control characters): the reader
        # gives only its position in the text.
        line, col = line_col(text, exc.position)
        return CardDataError(file, line, f"column {col}: YAML error: character "
                                         f"#x{exc.character:04x} is not allowed in a card "
                                         f"file" if isinstance(exc.character, int) else
                             f"column {col}: YAML error: {exc.reason}")
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = mark.line + 1 if mark is not None else 0
    problem = getattr(exc, "problem", None) or str(exc)
    context = getattr(exc, "context", None)
    msg = f"{context}: {problem}" if context else problem
    if "could not determine a constructor" in problem:
        msg += " (card files are plain YAML: tags that construct objects are not allowed)"
    return CardDataError(file, line, f"YAML error: {msg}")




_BRACKETS = re.compile(r"[\[\]{}]")


def flow_too_deep(text: str, limit: int = MAX_DEPTH) -> int | None:
    """The line where brackets nest deeper than `limit`, or None.  Checked before
    parsing: the YAML scanner's work grows with the square of the flow nesting, so a
    megabyte of '[' would keep it busy for hours.  Brackets inside quotes count too
    (card data never nests a hundred of them)."""
    depth = 0
    for m in _BRACKETS.finditer(text):
        if m.group(0) in "[{":
            depth += 1
            if depth > limit:
                return text.count("\n", 0, m.start()) + 1
        elif depth:
            depth -= 1
    return None


def check_bounds(doc: Any, file: str) -> list[CardDataError]:
    """Problems of size in a loaded document: nesting deeper than MAX_DEPTH, numbers
    beyond MAX_NUMBER.  Walks the tree without recursion; each problem at its line."""
    errors: list[CardDataError] = []
    stack: list[tuple[Any, int, int]] = [(doc, 1, 1)]
    while stack and len(errors) < 50:
        v, line, depth = stack.pop()
        if isinstance(v, bool):
            continue
        if isinstance(v, int):
            if abs(v) > MAX_NUMBER:
                shown = v if abs(v) < 10 ** 15 else "a larger number"
                errors.append(CardDataError(file, line, f"the number {shown} is out of range "
                                                        f"(numbers in card data are "
                                                        f"{-MAX_NUMBER} to {MAX_NUMBER})"))
            continue
        if isinstance(v, (dict, list)) and depth > MAX_DEPTH:
            errors.append(CardDataError(file, getattr(v, "line", 0) or line,
                                        f"nested more than {MAX_DEPTH} deep (card data is "
                                        f"a few levels deep)"))
            continue
        if isinstance(v, dict):
            for k, x in v.items():
                kl = v.key_line(k) if isinstance(v, LineDict) else line
                stack.append((x, kl, depth + 1))
        elif isinstance(v, list):
            for i, x in enumerate(v):
                il = v.item_line(i) if isinstance(v, LineList) else line
                stack.append((x, il, depth + 1))
    return sorted(errors, key=lambda e: e.line)


def nesting_error(text: str, file: str) -> CardDataError:
    """Where a document nests too deep to be built (a RecursionError while composing):
    the line where the nesting passes MAX_DEPTH, found by the event stream, which the
    parser produces without recursion."""
    depth = 0
    try:
        for ev in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(ev, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    return CardDataError(file, ev.start_mark.line + 1,
                                         f"nested more than {MAX_DEPTH} deep (card data is a "
                                         f"few levels deep)")
            elif isinstance(ev, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
    except yaml.YAMLError as exc:
        return yaml_error(file, exc, text)
    return CardDataError(file, 0, f"nested more than {MAX_DEPTH} deep")
