"""YAML with line numbers, loaded safely.

A `yaml.SafeLoader` subclass that builds only plain mappings, lists and scalars (a tag
such as `!!python/object` is an error) and remembers the line of every mapping, key and
list item, so that a problem in card data is reported at its line.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import yaml
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from .errors import CardDataError

__all__ = ["LineDict", "LineList", "LineLoader", "yaml_load", "yaml_error"]


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


LineLoader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)
LineLoader.add_constructor("tag:yaml.org,2002:seq", _construct_sequence)


if getattr(yaml, "__with_libyaml__", False):
    class FastLineLoader(yaml.CSafeLoader):
        """The same safe, line-keeping constructors on libyaml's C parser (about 7x faster
        to read the card files).  Its errors are reported by re-reading with LineLoader,
        so a problem is worded the same whichever parser found it."""

    FastLineLoader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)
    FastLineLoader.add_constructor("tag:yaml.org,2002:seq", _construct_sequence)
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


def yaml_error(file: str, exc: yaml.YAMLError) -> CardDataError:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = mark.line + 1 if mark is not None else 0
    problem = getattr(exc, "problem", None) or str(exc)
    context = getattr(exc, "context", None)
    msg = f"{context}: {problem}" if context else problem
    if "could not determine a constructor" in problem:
        msg += " (card files are plain YAML: tags that construct objects are not allowed)"
    return CardDataError(file, line, f"YAML error: {msg}")


