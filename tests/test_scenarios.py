"""Scenario files (spec/SCENARIO.md): every file under tests/scenarios passes, and a bad
scenario is a FAIL that says which file and which script line, never a traceback.
"""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from riftbound_tui.scenario import Outcome, run_file

HERE = Path(__file__).parent
ROOT = HERE.parent
FILES = sorted((HERE / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path):
    out = run_file(path)
    assert isinstance(out, Outcome)
    assert out.ok, out.line()


def test_there_are_scenarios():
    assert len(FILES) >= 4


# -- bad scenarios -----------------------------------------------------------------------

GOOD = {
    "name": "Hextech Ray on the chain",
    "players": {
        "A": {"hand": ["Mega-Mech", "Hextech Ray"], "runes": ["Fury Rune", "Fury Rune"],
              "base": ["Shipyard Skulker", "Shipyard Skulker"]},
        "B": {"deck": ["Recruit"]},
    },
    "battlefields": [
        {"card": "Bandle Tree", "controller": "B", "units": {"B": ["Vanguard Sergeant"]}},
        {"card": "Back-Alley Bar"},
    ],
    "script": ["A: play Hextech Ray", "A: choose B:Vanguard Sergeant"],
    "expect": [{"chain": ["Hextech Ray"]}, {"priority": "A"}],
}


def write(tmp_path: Path, name: str, change=None) -> Path:
    sc = copy.deepcopy(GOOD)
    if change:
        change(sc)
    p = tmp_path / f"{name}.yaml"
    p.write_text(yaml.safe_dump(sc, sort_keys=False), encoding="utf-8")
    return p


def fails(path: Path, *words: str) -> str:
    out = run_file(path)                  # must not raise
    assert not out.ok, f"{path.name} passed"
    line = out.line()
    assert line.startswith(f"FAIL {GOOD['name']}: "), line
    assert "\n" not in line, f"one line per file: {line!r}"
    for w in words:
        assert w.lower() in line.lower(), f"expected {w!r} in: {line}"
    return line


def test_the_base_scenario_passes(tmp_path):
    out = run_file(write(tmp_path, "good"))
    assert out.ok, out.line()
    assert out.line() == f"PASS {GOOD['name']}"


def test_unknown_card_in_the_setup(tmp_path):
    p = write(tmp_path, "unknown-card", lambda sc: sc["players"]["A"]["hand"].append("Nonexistent Card"))
    fails(p, str(p), "unknown card", "Nonexistent Card", "A.hand")


def test_unknown_battlefield(tmp_path):
    p = write(tmp_path, "unknown-bf", lambda sc: sc["battlefields"].append({"card": "Narnia"}))
    fails(p, str(p), "unknown card", "Narnia")


def test_unknown_card_in_a_script_line(tmp_path):
    p = write(tmp_path, "unknown-in-script",
              lambda sc: sc["script"].append("A: play Nonexistent Card"))
    fails(p, str(p), "script line 3", "Nonexistent Card", "no such object")


def test_bad_reference_in_a_script_line(tmp_path):
    def change(sc):
        sc["script"] = ["A: move A:Shipyard Skulker#5 to Back-Alley Bar"]
        sc["expect"] = []
    p = write(tmp_path, "bad-ref", change)
    fails(p, str(p), "script line 1", "Shipyard Skulker#5", "there are 2")


def test_ambiguous_reference_in_a_script_line(tmp_path):
    def change(sc):
        sc["script"] = ["A: move Shipyard Skulker to Back-Alley Bar"]
        sc["expect"] = []
    p = write(tmp_path, "ambiguous", change)
    fails(p, str(p), "script line 1", "A:Shipyard Skulker@base#1", "A:Shipyard Skulker@base#2")


def test_illegal_script_line(tmp_path):
    def change(sc):
        sc["script"] = ["A: play Hextech Ray", "A: choose B:Vanguard Sergeant",
                        "A: play Mega-Mech"]
    p = write(tmp_path, "illegal", change)
    fails(p, str(p), "script line 3", "A: play Mega-Mech", "Reaction")


def test_bad_reference_in_an_expectation(tmp_path):
    p = write(tmp_path, "bad-ref-expect",
              lambda sc: sc["expect"].append({"location": {"A:Ghost": "base"}}))
    fails(p, str(p), "expect #3", "A:Ghost", "no such object")


def test_a_failed_expectation_shows_the_actual_value(tmp_path):
    p = write(tmp_path, "wrong", lambda sc: sc["expect"].append({"points": {"A": 3}}))
    fails(p, "expect #3", "expected 3", "got 0")


@pytest.mark.parametrize("name, change, words", [
    ("unknown-player-in-expect", lambda sc: sc["expect"].append({"points": {"Z": 1}}),
     ["expect #3", "Z"]),
    ("malformed-expect", lambda sc: sc["expect"].append({"points": 3}), ["expect #3"]),
    ("unknown-expect", lambda sc: sc["expect"].append({"frobnicate": 1}),
     ["expect #3", "frobnicate"]),
    ("unknown-zone", lambda sc: sc["expect"].append({"count": {"A:pocket": 1}}),
     ["expect #3", "pocket"]),
    ("malformed-players", lambda sc: sc.update(players=["A", "B"]), ["players"]),
    ("bad-damage", lambda sc: sc["players"]["A"].update(
        base=[{"card": "Shipyard Skulker", "damage": "lots"}]), ["lots"]),
    ("bad-phase", lambda sc: sc.update(turn={"phase": "lunch"}), ["setup", "lunch"]),
    ("script-not-a-list", lambda sc: sc.update(script="A: pass"), ["script", "list"]),
])
def test_malformed_scenarios_fail_without_a_traceback(tmp_path, name, change, words):
    p = write(tmp_path, name, change)
    fails(p, str(p), *words)


def test_not_yaml(tmp_path):
    p = tmp_path / "broken.yaml"
    p.write_text("name: [unclosed\n  - x: :\n", encoding="utf-8")
    out = run_file(p)
    assert not out.ok and str(p) in out.line() and "\n" not in out.line(), out.line()


def test_missing_file(tmp_path):
    p = tmp_path / "nowhere.yaml"
    out = run_file(p)
    assert not out.ok and str(p) in out.line(), out.line()


# -- the command line --------------------------------------------------------------------

def cli(*paths: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "riftbound_tui", "scenario", *map(str, paths)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_cli_exits_0_when_every_file_passes(tmp_path):
    good = write(tmp_path, "good")
    r = cli(good, FILES[0])
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.splitlines()[0] == f"PASS {GOOD['name']}"
    assert len(r.stdout.splitlines()) == 2
    assert "Traceback" not in r.stderr


def test_cli_exits_nonzero_when_any_file_fails(tmp_path):
    good = write(tmp_path, "good")
    bad = write(tmp_path, "bad", lambda sc: sc["script"].append("A: play Nonexistent Card"))
    r = cli(good, bad, good)
    assert r.returncode == 1, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert len(lines) == 3
    assert lines[0].startswith("PASS") and lines[2].startswith("PASS")
    assert lines[1].startswith("FAIL") and "script line 3" in lines[1]
    assert "Traceback" not in r.stderr


def test_cli_runs_the_whole_suite():
    r = cli(*FILES)
    assert r.returncode == 0, r.stdout + r.stderr
    assert len(r.stdout.splitlines()) == len(FILES)
    assert all(l.startswith("PASS ") for l in r.stdout.splitlines())
