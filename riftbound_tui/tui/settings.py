"""The table's own settings (not the game's): a small JSON file in the user data dir.

    confirm_end_turn   `e` asks once when units could still move or cards be played
    first_game_hint    the one-screen hint for new players, shown when a table opens
    machine_pace       seconds the table holds each of a machine's decisions on the board
                       (one of PACES), so its turn can be followed step by step
"""

from __future__ import annotations

import json
from pathlib import Path

from . import saves

PACES = (0.3, 1.0, 2.0)
DEFAULTS = {"confirm_end_turn": True, "first_game_hint": True, "machine_pace": PACES[0]}


def _value(key: str, v):
    """A stored value of the default's kind, or the default."""
    if key == "machine_pace":
        return v if isinstance(v, (int, float)) and not isinstance(v, bool) and v in PACES \
            else DEFAULTS[key]
    return bool(v)


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
        out.update({k: _value(k, v) for k, v in data.items() if k in DEFAULTS})
    return out


def save(values: dict) -> None:
    saves.atomic_write(path(), json.dumps({k: _value(k, values.get(k, v))
                                           for k, v in DEFAULTS.items()}, indent=1))


def next_pace(pace: float) -> float:
    return PACES[(PACES.index(pace) + 1) % len(PACES)] if pace in PACES else PACES[0]
