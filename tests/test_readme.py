"""README.md is for a user's clone (issue 28, its README bullet, found on 8be5659): a clone
has no ../shared, so the README sends its reader to nothing there and lists no command that
needs it; it says which Python the project requires and to activate the venv before
installing; a test skipped in a clone says why in the summary."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_names_only_what_a_clone_has():
    assert "../shared" not in README and "shared/spec" not in README
    # every file or folder of the repository it names is in the clone
    named = set(re.findall(r"(?<![\w/.])((?:[\w-]+/)+[\w*.-]*)", README))
    paths = {p for p in named if not p.startswith(("http", "www")) and "." in p.split("/")[-1]
             or p.endswith("/")}
    for p in paths:
        assert list(ROOT.glob(p.rstrip("/"))), f"README names {p}, which a clone lacks"
    # each command it lists runs without the reference: `cards coverage` needs the
    # reference card list, so it is CONTRIBUTING's, not the README's
    commands = [ln.split("#")[0].split() for ln in README.splitlines()
                if ln.strip().startswith("riftbound")]
    assert len(commands) > 5
    assert not any(c[1:3] == ["cards", "coverage"] for c in commands), commands
    assert "riftbound cards coverage" in (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")


def test_the_readme_asks_for_the_python_the_project_requires_and_activates_the_venv():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    need = re.search(r'requires-python\s*=\s*">=(\d+\.\d+)"', pyproject).group(1)
    assert f"Python {need} or newer" in README
    lines = [ln.strip() for ln in README.splitlines()]
    make = next(i for i, ln in enumerate(lines) if "-m venv" in ln)
    activate = next(i for i, ln in enumerate(lines) if "/bin/activate" in ln)
    install = next(i for i, ln in enumerate(lines) if ln.startswith("pip install"))
    assert make < activate < install


def test_the_summary_ends_with_each_skip_reason_and_its_count():
    from tests.conftest import pytest_terminal_summary

    def skipped(reason: str):
        return SimpleNamespace(longrepr=("tests/x.py", 1, f"Skipped: {reason}"))
    written = []
    reporter = SimpleNamespace(
        stats={"skipped": [skipped("needs the reference card list (../shared)")] * 3
               + [skipped("no chromium")]},
        write_sep=lambda sep, title: written.append(title),
        write_line=written.append)
    pytest_terminal_summary(reporter)
    assert written == ["skipped, and why", "    3  needs the reference card list (../shared)",
                       "    1  no chromium"]
    written.clear()
    pytest_terminal_summary(SimpleNamespace(stats={}, write_sep=None, write_line=None))
    assert written == []                    # nothing skipped: nothing added
