"""Where rules are cited: scenario `rules:` lists, test markers, and riftbound_tui's code.

A citation is a rule number that exists in the core rules (`465.2.c.3`) or an FAQ ruling
named by its words (`FAQ: Shield and Assault apply immediately at the start of combat`).
Scenarios and markers are checked against that form; code citations are only harvested
(an unknown number in code is most likely not a rule number at all).
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from dataclasses import dataclass
from pathlib import Path

import yaml

from .rules_index import CITATION, key

FAQ = re.compile(r"^FAQ:\s*\S")
MARKER = "rules"            # @pytest.mark.rules("346.1", "FAQ: ...")
# a rule number or a range (412-458, 317.2.b-d, 355.6-355.13) inside a comment or string
CODE_NUMBER = re.compile(
    r"(?<![\w.#/])(\d{3}(?:\.[0-9a-z]+)*)(?:-(\d{3}(?:\.[0-9a-z]+)*|[0-9a-z]{1,2}))?(?![\w-])")

# a bare top-level number counts only where code cites rules that way: (472), rule 650
BARE_CONTEXT = re.compile(r"(?:\(|\brules? |[(,] ?\d{3}(?:\.[0-9a-z]+)*, |/ )$")


@dataclass(frozen=True)
class Citation:
    rule: str               # a rule number, or 'FAQ: words'
    source: str             # tests/scenarios/x.yaml, tests/test_x.py::test_name, riftbound_tui/...
    span: int = 99          # for a code range (382-388): the depth of its ends; a range speaks
                            # of its sub-rules only as broadly as it is written


def problem(citation: str, known: dict[str, str]) -> str | None:
    """Why a scenario's or marker's citation is not acceptable, or None."""
    if FAQ.match(citation):
        return None
    if citation.upper().startswith("FAQ"):
        return f"'{citation}': an FAQ ruling is cited as 'FAQ: <the ruling in a few words>'"
    if not CITATION.match(citation):
        return (f"'{citation}' is not a rule number (like 465.2.c) nor 'FAQ: <words>'")
    if citation not in known:
        return f"rule {citation} does not exist in the core rules"
    return None


class _StringLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):   # libyaml when built
    """Safe YAML where numbers stay text: `rules: [346.1, 431.10]` must not become floats."""


def _as_text(loader, node):
    return loader.construct_scalar(node)


_StringLoader.add_constructor("tag:yaml.org,2002:float", _as_text)
_StringLoader.add_constructor("tag:yaml.org,2002:int", _as_text)


def scenario_citations(files: list[Path], root: Path) -> tuple[list[Citation], list[str]]:
    cites: list[Citation] = []
    errors: list[str] = []
    for f in files:
        src = f.relative_to(root).as_posix()
        try:
            data = yaml.load(f.read_text(encoding="utf-8"), Loader=_StringLoader)
        except (yaml.YAMLError, OSError) as e:
            errors.append(f"{src}: cannot read: {' '.join(str(e).split())}")
            continue
        rules = data.get("rules", []) if isinstance(data, dict) else []
        if not isinstance(rules, list):
            errors.append(f"{src}: 'rules' must be a list")
            continue
        for r in rules:
            cites.append(Citation(" ".join(str(r).split()), src))
    return cites, errors


def _marker_args(node: ast.AST) -> list[ast.expr] | None:
    """The arguments of a `pytest.mark.rules(...)` call, else None."""
    if isinstance(node, ast.Call):
        f = node.func
        if (isinstance(f, ast.Attribute) and f.attr == MARKER and isinstance(f.value, ast.Attribute)
                and f.value.attr == "mark"):
            return node.args
    return None


def marker_citations(files: list[Path], root: Path) -> tuple[list[Citation], list[str]]:
    cites: list[Citation] = []
    errors: list[str] = []
    for f in files:
        rel = f.relative_to(root).as_posix()
        try:
            tree = ast.parse(f.read_text(encoding="utf-8"), filename=rel)
        except (SyntaxError, OSError) as e:
            errors.append(f"{rel}: cannot parse: {e}")
            continue
        owners: dict[int, str] = {}        # id(call node) -> test it marks
        # one walk: it meets a definition before its decorators' nodes (breadth first),
        # so each marker's owner is known when the marker is met
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                for d in node.decorator_list:
                    for sub in ast.walk(d):
                        owners[id(sub)] = f"{rel}::{node.name}"
            args = _marker_args(node)
            if args is None:
                continue
            src = owners.get(id(node), rel)
            for a in args:
                if isinstance(a, ast.Constant) and isinstance(a.value, str):
                    cites.append(Citation(" ".join(a.value.split()), src))
                else:
                    errors.append(f"{src} (line {node.lineno}): rules marker arguments "
                                  "must be strings, like '465.2.c'")
    return cites, errors


def _expand(start: str, end: str | None, known: dict[str, str]) -> list[str]:
    if start not in known:
        return []
    if end is None:
        return [start]
    if "." not in end and "." in start:
        end = start.rsplit(".", 1)[0] + "." + end       # 317.2.b-d, 359.3.e.5-8
    if end not in known or key(end) < key(start):
        return []
    n = end.count(".") + 1
    return [r for r in known
            if key(start) <= key(r) and key(".".join(r.split(".")[:n])) <= key(end)]


def code_citations(files: list[Path], root: Path, known: dict[str, str]) -> list[Citation]:
    """Rule numbers in the comments and strings of the program's code."""
    cites: set[Citation] = set()
    for f in files:
        rel = f.relative_to(root).as_posix()
        if "/conformance/" in rel:
            continue            # this tool names rule numbers as examples
        try:
            tokens = list(tokenize.generate_tokens(io.StringIO(f.read_text("utf-8")).readline))
        except (tokenize.TokenError, SyntaxError, OSError):
            continue
        for tok in tokens:
            if tok.type not in (tokenize.COMMENT, tokenize.STRING):
                continue
            for m in CODE_NUMBER.finditer(tok.string):
                bare = "." not in m.group(1) and m.group(2) is None
                if bare and not BARE_CONTEXT.search(tok.string[:m.start()]):
                    continue        # '100 games', '000' in a card code: not a rule
                span = m.group(1).count(".") + 1 if m.group(2) else 99
                for r in _expand(m.group(1), m.group(2), known):
                    cites.add(Citation(r, rel, span))
    return sorted(cites, key=lambda c: (key(c.rule), c.source))
