"""`riftbound scenario --trace FILE`: the log of each scenario as it runs and, where it fails,
the whole board, so a rules tester sees why (issue 6)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import yaml

from riftbound_tui.board_dump import board_dump
from riftbound_tui.cli import main as cli_main
from riftbound_tui.scenario import run_file, start

ROOT = Path(__file__).resolve().parent.parent
HEXTECH = {
    "name": "Hextech Ray on the chain",
    "players": {
        "A": {"hand": ["Hextech Ray", "Void Seeker"], "runes": ["Fury Rune", "Fury Rune"],
              "deck": ["Recruit"], "base": ["Shipyard Skulker"]},
        "B": {"deck": ["Vanguard Sergeant"], "trash": ["Defy"]},
    },
    "battlefields": [
        {"card": "Bandle Tree", "controller": "B",
         "units": {"B": [{"card": "Shipyard Skulker", "damage": 1, "stunned": True}]},
         "facedown": {"B": "Wind Wall"}},
        {"card": "Back-Alley Bar"},
    ],
    "script": ["A: play Hextech Ray", "A: choose B:Shipyard Skulker"],
    "expect": [{"chain": ["Hextech Ray"]}],
}


def write(tmp_path: Path, name: str, **change) -> Path:
    sc = dict(HEXTECH, **change)
    p = tmp_path / f"{name}.yaml"
    p.write_text(yaml.safe_dump(sc, sort_keys=False), encoding="utf-8")
    return p


def traced(path: Path) -> tuple[bool, list[str]]:
    seen: list[str] = []
    out = run_file(path, trace=seen.append)
    return out.ok, "\n".join(seen).splitlines()


def test_a_passing_scenario_traces_its_log_line_by_line_and_no_board(tmp_path):
    ok, lines = traced(write(tmp_path, "good"))
    assert ok
    assert lines[0].startswith("== Hextech Ray on the chain")
    assert "> A: play Hextech Ray" in lines
    # the engine's log lines (with their rule numbers) come after the line that caused them
    play = lines.index("> A: play Hextech Ray")
    assert any("finalized on the chain (359.3.a)" in ln for ln in lines[play:])
    assert not any("board where it failed" in ln for ln in lines)


def test_a_failed_expectation_shows_the_board(tmp_path):
    ok, lines = traced(write(tmp_path, "wrong", expect=[{"chain": []}]))
    assert not ok
    text = "\n".join(lines)
    board = text[text.index("board where it failed"):]
    assert "chain (top first):" in board and "Hextech Ray [A, pending]" not in board
    assert "Hextech Ray [A]" in board                      # finalized, on the chain
    assert "Bandle Tree (controller B):" in board
    assert "B: Shipyard Skulker (might 3, stunned, damage 1)" in board
    assert "B facedown: Wind Wall" in board                # a tester sees hidden cards
    assert "A: 0 points · 0 XP" in board and "hand (1): Void Seeker" in board
    assert "trash: Defy" in board
    assert "waiting for A (priority)" in board


def test_a_rejected_script_line_shows_the_board(tmp_path):
    ok, lines = traced(write(tmp_path, "illegal", script=["A: play Void Seeker",
                                                          "A: play Hextech Ray"]))
    assert not ok
    assert any(ln.startswith("board where it failed") for ln in lines)


def test_a_setup_that_fails_has_no_board_and_no_traceback(tmp_path):
    p = write(tmp_path, "unknown", battlefields=[{"card": "Narnia"}])
    ok, lines = traced(p)
    assert not ok and not any("board where" in ln for ln in lines)


def test_the_board_dump_shows_a_pending_item_and_the_pool(tmp_path):
    sc = dict(HEXTECH, players=dict(HEXTECH["players"]))
    sc["players"]["A"] = dict(sc["players"]["A"], pool={"energy": 2, "power": {"fury": 1}})
    sc["battlefields"] = [dict(HEXTECH["battlefields"][0], units={
        "B": ["Shipyard Skulker", "Vanguard Sergeant"]}), HEXTECH["battlefields"][1]]
    game = start(sc)
    game.act("A: play Void Seeker")              # two units to choose from: it waits
    text = board_dump(game)
    assert "Void Seeker [A, pending]" in text
    assert "waiting for A (choose)" in text
    assert "pool 2 energy, power 1 fury" in text


def test_cli_trace_prints_the_log_then_pass(tmp_path, capsys):
    p = write(tmp_path, "good")
    assert cli_main(["scenario", "--trace", str(p)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "PASS Hextech Ray on the chain"
    assert "> A: choose B:Shipyard Skulker" in out


def test_module_trace_fails_with_exit_1_and_the_board(tmp_path):
    good, bad = write(tmp_path, "good"), write(tmp_path, "bad", expect=[{"points": {"A": 5}}])
    r = subprocess.run([sys.executable, "-m", "riftbound_tui", "scenario", "--trace", str(good),
                        str(bad)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 1, r.stdout + r.stderr
    out = r.stdout
    assert "PASS Hextech Ray on the chain" in out
    assert out.rstrip().splitlines()[-1].startswith("FAIL Hextech Ray on the chain: expect #1")
    assert out.index("board where it failed") > out.index("PASS")
    assert "Traceback" not in r.stderr


def test_a_reader_that_leaves_early_gets_no_traceback(tmp_path):
    """`riftbound scenario --trace ... | head`: the pipe closes; the runner stops quietly."""
    files = [str(write(tmp_path, f"good{i}")) for i in range(5)]
    p = subprocess.Popen([sys.executable, "-m", "riftbound_tui", "scenario", "--trace", *files],
                         cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert p.stdout.readline().startswith("== Hextech Ray on the chain")
    p.stdout.close()
    err = p.stderr.read()
    p.wait(timeout=120)
    assert "Traceback" not in err, err
