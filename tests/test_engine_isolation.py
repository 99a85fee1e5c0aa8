"""The engine stands alone (DESIGN.md: `engine -> cards`; nothing imports `tui`).

- importing every engine module, and playing a little, in a fresh interpreter whose
  import system refuses textual and rich, works and loads neither;
- no import statement anywhere in the engine's source (module level or inside a
  function) names textual, rich, or a part of riftbound_tui other than engine/cards.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "riftbound_tui" / "engine"
FORBIDDEN_TOP = {"textual", "rich"}
# riftbound_tui.files: the atomic write (standard library only) the card cache uses;
# riftbound_tui.lazy_dataclass: dataclasses with methods written on first use (stdlib only)
ALLOWED_OURS = {"riftbound_tui.engine", "riftbound_tui.cards", "riftbound_tui.files",
                "riftbound_tui.lazy_dataclass"}

PROBE = textwrap.dedent(r"""
    import importlib, pkgutil, sys

    BLOCKED = ("textual", "rich")
    attempts = []

    class Refuse:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                attempts.append(name)
                raise ImportError(f"the engine must not import {name}")
            return None

    sys.meta_path.insert(0, Refuse())

    import riftbound_tui.engine as eng
    for m in pkgutil.walk_packages(eng.__path__, "riftbound_tui.engine."):
        importlib.import_module(m.name)

    # exercise lazy imports too: set up, play, copy, view
    from riftbound_tui.engine.game import Game
    g = Game.from_setup({"players": {"A": {"hand": ["Hextech Ray"],
                                           "runes": ["Fury Rune", "Fury Rune"]},
                                     "B": {"base": ["Recruit"]}},
                         "battlefields": [{"card": "Bandle Tree",
                                           "units": {"B": ["Recruit"]}},
                                          {"card": "Back-Alley Bar"}]})
    for line in g.legal()[:3]:
        g.clone().act(line)
    g.view("A")
    g.clone()

    bad = sorted(n for n in sys.modules
                 if n.split(".")[0] in BLOCKED
                 or (n.startswith("riftbound_tui.")
                     and not n.startswith(("riftbound_tui.engine", "riftbound_tui.cards",
                                           "riftbound_tui.files",
                                           "riftbound_tui.lazy_dataclass"))))
    print("ATTEMPTS", attempts)
    print("LOADED", bad)
""")


def run_probe(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_engine_imports_and_plays_without_textual_or_rich():
    r = run_probe(PROBE)
    assert r.returncode == 0, r.stderr
    assert "ATTEMPTS []" in r.stdout, r.stdout
    assert "LOADED []" in r.stdout, r.stdout


def test_the_probe_notices_a_forbidden_import():
    """The same probe fails when something on the way imports rich."""
    sneaky = PROBE.replace("import riftbound_tui.engine as eng",
                           "import riftbound_tui.engine as eng\ntry:\n    import rich\n"
                           "except ImportError:\n    pass")
    r = run_probe(sneaky)
    assert "ATTEMPTS ['rich']" in r.stdout, r.stdout + r.stderr


def _imports(path: Path, source: str | None = None) -> list[tuple[int, str]]:
    """(line, absolute module name) for every import statement in a module."""
    text = path.read_text(encoding="utf-8") if source is None else source
    tree = ast.parse(text, str(path))
    pkg = ["riftbound_tui"] + list(path.relative_to(ROOT / "riftbound_tui").parent.parts)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, a.name) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg[:len(pkg) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            if node.module is None:       # from . import x, y: x and y are modules
                out.extend((node.lineno, f"{mod}.{a.name}") for a in node.names)
            else:
                out.append((node.lineno, mod))
    return out


ENGINE_FILES = sorted(ENGINE.rglob("*.py"))


@pytest.mark.parametrize("path", ENGINE_FILES, ids=[p.name for p in ENGINE_FILES])
def test_engine_source_imports_only_the_engine_cards_and_the_standard_library(path):
    bad = []
    for line, mod in _imports(path):
        top = mod.split(".")[0]
        if top in FORBIDDEN_TOP:
            bad.append(f"{path.name}:{line}: imports {mod}")
        elif top not in sys.stdlib_module_names and top not in ("riftbound_tui", "__future__"):
            bad.append(f"{path.name}:{line}: imports {mod} (a third-party package)")
        elif top == "riftbound_tui":
            if not any(mod == a or mod.startswith(a + ".") for a in ALLOWED_OURS):
                bad.append(f"{path.name}:{line}: imports {mod} (engine -> cards only)")
    assert not bad, "\n".join(bad)


def test_engine_relative_imports_name_modules_that_exist():
    missing = []
    for path in ENGINE_FILES:
        for line, mod in _imports(path):
            if not mod.startswith("riftbound_tui."):
                continue
            rel = Path(*mod.split("."))
            if not ((ROOT / rel).with_suffix(".py").exists() or (ROOT / rel / "__init__.py").exists()):
                # `from .x import name`: name may be an attribute; the module must exist
                missing.append(f"{path.name}:{line}: {mod}")
    assert not missing, "\n".join(missing)


def test_the_source_check_sees_function_level_and_relative_imports():
    fake = ENGINE / "not_a_real_module.py"          # never written: only its place counts
    src = ("from . import state\n"
           "def f():\n    from ..tui import app\n    import rich.console\n"
           "    from ..ai.agent import Agent\n")
    found = {m for _, m in _imports(fake, src)}
    assert found == {"riftbound_tui.engine.state", "riftbound_tui.tui", "rich.console",
                     "riftbound_tui.ai.agent"}
