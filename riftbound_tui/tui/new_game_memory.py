"""The new-game screen's last choices, kept in the user data dir (`new_game.json`) so the
next game (ctrl+n, or the next start of the table) opens where the last one began.

Kept: every field a person picks (mode, format, each seat's deck, deck file or code, seat
and stop setting, privacy, payment, points, think time). Not kept: the seed: a remembered
seed would deal the same game again; `--seed` and the field itself are for that.

The file is read defensively: unknown keys, wrong types and over-long values are dropped
one by one (a damaged file costs only what is damaged), and nothing in it is trusted
further: the screen applies a remembered value only where it is still one of its choices.
"""

from __future__ import annotations

import json

from . import saves

FILE = "new_game.json"
MAX_VALUE = 4000            # a deck code is about 100 characters; a path a few hundred
MAX_KEYS = 64


def _path():
    return saves.data_dir() / FILE


def load() -> dict[str, str | bool]:
    """The remembered field values by widget id (strings and booleans only); {} when there
    is no file or it cannot be read."""
    try:
        raw = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(raw, dict):
        return {}
    out: dict[str, str | bool] = {}
    for key, value in list(raw.items())[:MAX_KEYS]:
        if not isinstance(key, str) or len(key) > 40:
            continue
        if isinstance(value, bool) or (isinstance(value, str) and len(value) <= MAX_VALUE):
            out[key] = value
    return out


def save(values: dict[str, str | bool]) -> None:
    """Keep these values (best effort: a table that cannot write its memory still plays)."""
    kept = {k: v for k, v in values.items()
            if isinstance(v, bool) or (isinstance(v, str) and len(v) <= MAX_VALUE)}
    try:
        saves.atomic_write(_path(), json.dumps(kept, indent=1))
    except OSError:
        pass


def update(values: dict[str, str | bool]) -> None:
    """Change some remembered values, keeping the rest (the command palette's pace)."""
    save({**load(), **values})
