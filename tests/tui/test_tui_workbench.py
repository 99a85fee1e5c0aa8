"""The rules tester's workbench: stepping a scenario ends with its expect: checked, on
the board (r) and in text mode (step); text mode has help."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from riftbound_tui.textplay import main as text_main
from riftbound_tui.tui.launch import scenario_session

from .helpers import SIZE, make_app, settle, text

HERE = Path(__file__).parent
RAY = HERE / "scenarios" / "target-two-units.yaml"


def failing_copy(tmp_path) -> Path:
    bad = tmp_path / "wrong-expect.yaml"
    bad.write_text(RAY.read_text().replace("{B:Shipyard Skulker: trash}",
                                           "{B:Shipyard Skulker: base}"))
    return bad


@pytest.mark.asyncio
@pytest.mark.parametrize("which", ["pass", "fail"])
async def test_stepping_a_scenario_with_r_ends_with_its_expectations_checked(which, tmp_path):
    path = RAY if which == "pass" else failing_copy(tmp_path)
    app = make_app(scenario_session(str(path)))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "step 0 of 4" in text(app)
        await pilot.press("r")
        await settle(pilot)
        assert "step 1 of 4" in text(app)
        for _ in range(3):
            await pilot.press("r")
        await settle(pilot)
        shown = text(app)
        assert "step 4 of 4" in shown
        if which == "pass":
            assert "PASS" in shown and "FAIL" not in shown
        else:
            assert "FAIL" in shown and "expect #1" in shown
        await pilot.press("u")                          # a step back, and forward again
        await settle(pilot)
        assert "step 3 of 4" in text(app)


def run_text(path, commands: str) -> str:
    out = io.StringIO()
    assert text_main(scenario=str(path), stdin=io.StringIO(commands), stdout=out) == 0
    return out.getvalue()


def test_text_mode_steps_a_scenario_and_checks_it(tmp_path):
    shown = run_text(RAY, "help\nstep\nstep\nstep\nstep\nquit\n")
    assert "Commands" in shown and "step" in shown            # help
    assert "step 1 of 4: A: play Hextech Ray" in shown
    assert "step 4 of 4: B: pass" in shown and "PASS" in shown
    shown = run_text(failing_copy(tmp_path), "step\nstep\nstep\nstep\nquit\n")
    assert "FAIL" in shown and "expect #1" in shown and "Traceback" not in shown


def test_text_mode_refuses_a_script_line_in_words(tmp_path):
    bad = tmp_path / "bad-line.yaml"
    bad.write_text(RAY.read_text().replace('"A: play Hextech Ray"', '"A: play Nonsense Card"'))
    shown = run_text(bad, "step\nquit\n")
    assert "step 1 of 4" in shown and "was rejected" in shown
