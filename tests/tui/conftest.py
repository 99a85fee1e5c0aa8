"""Every TUI test keeps its saves, autosave, settings and exported logs in its own
pytest temporary folder (removed by pytest), never in the user's data dir.

Headless, Textual composes every frame of the top screen and then drops it (App._display
draws only to a terminal): about half the CPU of a Pilot test.  The tests read the screen
where they check it (helpers.text composes the whole frame then), so the frames in between
are not composed, unless a test is marked `every_frame`: one that clicks (a strip's hit
boxes are made as it draws, ZoneStrip.render) or watches what is drawn."""

from __future__ import annotations

import json

import pytest
from textual.screen import Screen


@pytest.fixture(autouse=True)
def table_data_dir(tmp_path, monkeypatch):
    d = tmp_path / "riftbound-data"
    d.mkdir()
    monkeypatch.setenv("RIFTBOUND_DATA_DIR", str(d))
    # a returning player: the first-game hint has its own test
    (d / "settings.json").write_text(json.dumps({"first_game_hint": False}))
    return d


@pytest.fixture(autouse=True)
def frames_composed_when_read(request, monkeypatch):
    if request.node.get_closest_marker("every_frame") is not None:
        return
    real = Screen._compositor_refresh

    def refresh(screen) -> None:
        app = screen.app
        if screen is not app.screen or not app.is_headless or app.is_inline:
            return real(screen)
        screen._dirty_widgets.clear()
        screen._compositor._dirty_regions.clear()
        app._update_mouse_over(screen)

    monkeypatch.setattr(Screen, "_compositor_refresh", refresh)
