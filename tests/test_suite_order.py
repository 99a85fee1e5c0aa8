"""The suite's longest tests are started first (tests/conftest.py LONGEST) so that none is
left to run alone at the end; a renamed or removed test would silently drop out of that
table and form the tail again, so every entry must name a test that exists."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import LONGEST

TESTS = Path(__file__).parent


def test_every_longest_entry_names_an_existing_test():
    missing = []
    for key in LONGEST:
        path, _, name = key.partition("::")
        f = TESTS / path
        if not f.is_file() or not re.search(rf"^(async )?def {re.escape(name)}\(",
                                            f.read_text(encoding="utf-8"), re.M):
            missing.append(key)
    assert not missing, f"tests/conftest.py LONGEST names tests that do not exist: {missing}"
