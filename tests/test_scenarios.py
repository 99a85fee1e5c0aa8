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
        "B": {"deck": ["Mountain Drake"]},
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
    ("unknown-player-key", lambda sc: sc["players"]["A"].update(hnd=["Gust"]),
     ["players.A", "hnd"]),
    ("unknown-battlefield-key", lambda sc: sc["battlefields"][0].update(controler="A"),
     ["battlefields[0]", "controler"]),
    ("unknown-turn-key", lambda sc: sc.update(turn={"player": "A", "phase": "main",
                                                     "numbr": 3}), ["turn", "numbr"]),
    ("unknown-match-key", lambda sc: sc["expect"].append({"match": {"games": 2}}),
     ["expect #3", "match"]),
    ("unknown-pool-key", lambda sc: sc["expect"].append({"pool": {"A": {"any": 2}}}),
     ["expect #3", "pool", "any"]),
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


def test_cli_runs_many_files_and_says_pass_for_each():
    """The command runs every file it is given, one line each (each file's own run is
    test_scenario above; a sample keeps this subprocess short)."""
    sample = FILES[::25]
    r = cli(*sample)
    assert r.returncode == 0, r.stdout + r.stderr
    assert len(r.stdout.splitlines()) == len(sample)
    assert all(l.startswith("PASS ") for l in r.stdout.splitlines())


# -- forced answers (SCENARIO.md: a written line is skipped only when it is a forced
# answer the engine already took, in order) -------------------------------------------

def _destination_prompt(sc):
    sc["players"]["A"] = {"hand": ["Shipyard Skulker", "Shipyard Skulker", "Hextech Ray"],
                          "runes": ["Chaos Rune"] * 6 + ["Fury Rune"] * 2}
    sc["battlefields"][0] = {"card": "Bandle Tree", "controller": "A",
                             "units": {"A": ["Vanguard Sergeant"]}}
    # passes in the log; then a unit that may enter at base or Bandle Tree (144.2)
    sc["script"] = ["A: play Hextech Ray", "A: choose B:Recruit", "A: pass", "B: pass",
                    "A: play Shipyard Skulker"]
    sc["battlefields"][1] = {"card": "Back-Alley Bar", "controller": "B",
                             "units": {"B": ["Recruit"]}}
    sc["expect"] = [{"legal": "A: to Bandle Tree"}]


def test_the_destination_prompt_setup_passes(tmp_path):
    out = run_file(write(tmp_path, "prompt", _destination_prompt))
    assert out.ok, out.line()


def test_a_pending_prompt_is_not_skipped_by_a_line_seen_earlier(tmp_path):
    """'A: pass' while 'where does Shipyard Skulker enter' is pending is no forced
    answer, though 'A: pass' is in the log: refused."""
    def change(sc):
        _destination_prompt(sc)
        sc["script"].append("A: pass")
    fails(write(tmp_path, "pass-over-prompt", change), "script line 6", "A: pass")


def test_a_written_forced_answer_passes_only_once_and_in_order(tmp_path):
    def change(sc):
        _destination_prompt(sc)
        sc["script"] += ["A: to base", "A: to base"]     # the second was never forced
    fails(write(tmp_path, "forced-twice", change), "script line 7")


@pytest.mark.parametrize("zone", ["hand", "deck", "trash", "banishment"])
def test_a_token_in_a_non_board_zone_is_refused_at_setup(tmp_path, zone):
    """186, 186.1: a token exists only on the board or the chain."""
    def change(sc):
        sc["players"]["B"][zone] = ["Recruit"]
    fails(write(tmp_path, f"token-{zone}", change), "setup", f"B.{zone}", "Recruit",
          "token", "186.1")


def test_a_token_on_the_board_is_fine(tmp_path):
    def change(sc):
        sc["players"]["B"]["base"] = ["Recruit"]
    out = run_file(write(tmp_path, "token-base", change))
    assert out.ok, out.line()


def test_an_engine_fault_is_a_fail_for_that_file_and_the_next_file_still_runs(monkeypatch):
    """An exception the engine should never raise (here StopIteration from a resolving
    spell) fails that scenario, naming the file and the place; it does not end the run."""
    from riftbound_tui.engine.game import Engine
    path = HERE / "scenarios" / "faq-kogmaw-deathknell-remembers-his-battlefield.yaml"
    other = HERE / "scenarios" / "cond-caitlyn-patrolling-deals-her-might.yaml"

    def broken(self, *a, **k):
        raise StopIteration
    monkeypatch.setattr(Engine, "deal", broken)
    out = run_file(path)
    assert not out.ok
    assert path.name in out.message and "engine error: StopIteration" in out.message
    monkeypatch.undo()
    assert run_file(other).ok
