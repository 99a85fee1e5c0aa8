"""The table's own settings (not the game's): a small JSON file in the user data dir.

    confirm_end_turn   `e` asks once when units could still move or cards be played
    first_game_hint    the one-screen hint for new players, shown when a table opens

(The machine's pace is chosen with the game, on the new-game screen: tui/pace.py.)
"""

from __future__ import annotations

import json
from pathlib import Path

from . import saves

DEFAULTS = {"confirm_end_turn": True, "first_game_hint": True}


def path() -> Path:
    return saves.data_dir() / "settings.json"


def load() -> dict:
    """The settings; a missing or unreadable file gives the defaults (never an error)."""
    out = dict(DEFAULTS)
    try:
        data = json.loads(path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return out
    if isinstance(data, dict):
        out.update({k: bool(v) for k, v in data.items() if k in DEFAULTS})
    return out


def save(values: dict) -> None:
    saves.atomic_write(path(), json.dumps({k: bool(values.get(k, v))
                                           for k, v in DEFAULTS.items()}, indent=1))

