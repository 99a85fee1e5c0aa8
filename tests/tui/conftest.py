"""Every TUI test keeps its saves, autosave, settings and exported logs in its own
pytest temporary folder (removed by pytest), never in the user's data dir."""

from __future__ import annotations

import json

import pytest


@pytest.fixture(autouse=True)
def table_data_dir(tmp_path, monkeypatch):
    d = tmp_path / "riftbound-data"
    d.mkdir()
    monkeypatch.setenv("RIFTBOUND_DATA_DIR", str(d))
    # a returning player: the first-game hint has its own test
    (d / "settings.json").write_text(json.dumps({"first_game_hint": False}))
    return d
