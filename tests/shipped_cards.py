"""The shipped card files read from their YAML once per test process.

A full read of cards/*.yaml with every check costs about a second of CPU; the tests that
hold the YAML reader's result (not the start-up cache's) share this one read instead of
each parsing the files again (each xdist worker reads them at most once).  A CardDB is
immutable, so sharing it changes nothing a test sees."""

from __future__ import annotations

import functools
from pathlib import Path

from riftbound_tui.cards.db import CardDB, load_card_db

REPO_CARDS = Path(__file__).resolve().parent.parent / "cards"


@functools.cache
def parsed_db() -> CardDB:
    """cards/*.yaml read by the YAML reader (load_card_db with a path: no cache)."""
    return load_card_db(REPO_CARDS)
