"""The conformance ledger (docs/conformance.md): it is current, and every rule a scenario or a
test marker names exists in the core rules (or is an FAQ ruling written 'FAQ: words').

Everything here reads checked-in files only; the complete core rules in ../shared are read
when present, to check that docs/rules-index.tsv was extracted from them faithfully.
"""

from __future__ import annotations

import functools
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from riftbound_tui.conformance import status as status_file
from riftbound_tui.conformance.__main__ import DEFAULT_RULES, INDEX, OUTPUT, STATUS, generate, main
from riftbound_tui.conformance.citations import problem
from riftbound_tui.conformance.ledger import NOT_APPLICABLE, NOT_IMPLEMENTED, TESTED, UNTESTED, \
    build
from riftbound_tui.conformance.rules_index import parse_rules_text, read_index

ROOT = Path(__file__).resolve().parent.parent
KNOWN = read_index(ROOT / INDEX)


@functools.cache
def generated() -> tuple[str, list[str]]:
    return generate(ROOT)


def test_the_ledger_is_current():
    text, _ = generated()
    current = (ROOT / OUTPUT).read_text(encoding="utf-8")
    assert current == text, "docs/conformance.md is stale: run python -m riftbound_tui.conformance"


def test_every_cited_rule_exists():
    _, problems = generated()
    assert problems == [], "\n".join(problems)


@pytest.mark.skipif(not DEFAULT_RULES.exists(), reason="needs the complete core rules text (the developers' reference, ../shared/rules, "
                           "absent from a clone): the rule index is checked against it")
def test_the_rule_index_is_extracted_from_the_complete_core_rules():
    parsed = parse_rules_text(DEFAULT_RULES.read_text(encoding="utf-8"))
    assert parsed == KNOWN


def test_the_index_holds_every_level_and_short_headings_only():
    assert {"346", "346.1", "465.2.c", "465.2.c.3", "359.3.e.14.a", "805", "829"} <= set(KNOWN)
    assert "999" not in KNOWN
    assert KNOWN["318"] == "Cleanups" and KNOWN["815"] == "Tank"
    assert KNOWN["465.2.c.3"] == ""                     # below the ledger's rows: number only
    assert max(len(t) for t in KNOWN.values()) <= 52    # headings, not the rules' prose


@pytest.mark.parametrize("citation", ["465.2.c", "359.3.e.14.a", "170.10", "805",
                                      "FAQ: Zhonya's Hourglass", "FAQ:Smoke Screen snapshots"])
def test_accepted_citations(citation):
    assert problem(citation, KNOWN) is None


@pytest.mark.parametrize("citation, words", [
    ("999.1", "does not exist"), ("465.2.z", "does not exist"), ("346.", "not a rule number"),
    ("rule 346", "not a rule number"), ("FAQ", "FAQ: <"), ("FAQ:  ", "FAQ: <"),
    ("FAQ Zhonya", "FAQ: <")])
def test_refused_citations(citation, words):
    assert words in (problem(citation, KNOWN) or "")


# -- a small project in a temporary directory -------------------------------------------

def project(tmp_path: Path, scenario_rules: str = "[465.2.c.3, 170.10, 'FAQ: a ruling']",
            test_source: str = "") -> Path:
    (tmp_path / "docs").mkdir()
    shutil.copy(ROOT / INDEX, tmp_path / INDEX)
    (tmp_path / STATUS).write_text('"712-715": "not implemented: Bonus Damage"\n'
                                   '"486": "not applicable: a match of several games"\n'
                                   '"318": "implemented: cleanups"\n', encoding="utf-8")
    sc = tmp_path / "tests" / "scenarios"
    sc.mkdir(parents=True)
    (sc / "x.yaml").write_text(f"name: x\nrules: {scenario_rules}\n", encoding="utf-8")
    (tmp_path / "tests" / "test_x.py").write_text(test_source, encoding="utf-8")
    code = tmp_path / "riftbound_tui" / "engine"
    code.mkdir(parents=True)
    (code / "m.py").write_text('"""Cleanups (319-324)."""\n\n# 417.1.a: deal\nX = 100  # 100 ms\n',
                               encoding="utf-8")
    return tmp_path


def rows(root: Path) -> dict:
    known = read_index(root / INDEX)
    ledger = build(root, known, status_file.load(root / STATUS, known))
    return {r.number: r for r in ledger.rows}, ledger


def test_statuses_come_from_scenarios_markers_code_and_the_status_file(tmp_path):
    root = project(tmp_path, test_source=(
        "import pytest\n\n@pytest.mark.rules('346.1')\ndef test_a():\n    pass\n"))
    r, ledger = rows(root)
    # a deeper citation marks its row and the rows above it tested, naming the file
    assert r["465.2.c"].status == TESTED and r["465.2.c"].detail == "x"
    assert r["465"].status == TESTED and r["465.2.b"].status != TESTED
    assert r["170.10"].status == TESTED and r["170.1"].status != TESTED   # 170.10 stays text
    assert r["346.1"].status == TESTED and r["346.1"].detail == "test_x.py::test_a"
    assert r["417.1"].status == UNTESTED and "engine/m.py" in r["417.1"].detail
    assert r["320"].status == UNTESTED                       # the docstring's range 319-324
    assert r["100"].status == NOT_IMPLEMENTED                # '100 ms' is not a citation
    assert r["714.1"].status == NOT_IMPLEMENTED and r["714.1"].detail == "Bonus Damage"
    assert r["486.2"].status == NOT_APPLICABLE
    assert r["318"].status == UNTESTED and r["318"].detail == "cleanups"
    assert ledger.faq == {"a ruling": ["tests/scenarios/x.yaml"]}
    assert ledger.problems == []


def test_a_scenario_naming_a_rule_that_does_not_exist_fails_the_check(tmp_path):
    root = project(tmp_path, scenario_rules="[346.1, 999.9, rule 5]")
    _, ledger = rows(root)
    assert ledger.problems == ["tests/scenarios/x.yaml: rule 999.9 does not exist in the core rules",
                               "tests/scenarios/x.yaml: 'rule 5' is not a rule number (like "
                               "465.2.c) nor 'FAQ: <words>'"]
    assert main(["--root", str(root)]) == 1                   # written, but the problems fail it
    assert main(["--check", "--root", str(root)]) == 1


def test_a_marker_naming_a_rule_that_does_not_exist_fails_the_check(tmp_path):
    root = project(tmp_path, test_source=(
        "import pytest\n\npytestmark = pytest.mark.rules('128.3')\n\n"
        "class TestA:\n    @pytest.mark.rules('465.9.z', 'FAQ: b')\n    def test_b(self):\n"
        "        pass\n"))
    r, ledger = rows(root)
    assert r["128.3"].status == TESTED and r["128.3"].detail == "test_x.py"
    assert ledger.problems == ["tests/test_x.py::test_b: rule 465.9.z does not exist in the "
                               "core rules"]
    assert ledger.faq == {"a ruling": ["tests/scenarios/x.yaml"], "b": ["tests/test_x.py::test_b"]}


def test_check_passes_once_regenerated_and_fails_when_a_source_changes(tmp_path):
    root = project(tmp_path)
    assert main(["--check", "--root", str(root)]) == 1           # nothing written yet
    assert main(["--root", str(root), "--rules", str(tmp_path / "absent.txt")]) == 0
    first = (root / OUTPUT).read_text(encoding="utf-8")
    assert main(["--check", "--root", str(root)]) == 0
    assert main(["--root", str(root), "--rules", str(tmp_path / "absent.txt")]) == 0
    assert (root / OUTPUT).read_text(encoding="utf-8") == first    # deterministic
    (root / "tests" / "scenarios" / "y.yaml").write_text("name: y\nrules: [815.1.b]\n")
    assert main(["--check", "--root", str(root)]) == 1


def test_the_totals_are_at_the_top(tmp_path):
    root = project(tmp_path)
    main(["--root", str(root), "--rules", str(tmp_path / "absent.txt")])
    text = (root / OUTPUT).read_text(encoding="utf-8")
    head = text[:text.index("## Rules")]
    total = sum(1 for n in KNOWN if n.count(".") <= 2)
    assert f"| **all** | **{total}** |" in head
    for s in (TESTED, UNTESTED, NOT_IMPLEMENTED, NOT_APPLICABLE):
        assert f"| {s} | " in head
    assert "| 465.2.c | " in text


@pytest.mark.parametrize("content, words", [
    ('"999": "not implemented: x"\n', "999 does not exist"),
    ('"712": "broken"\n', "kind"),
    ('"712": "implemented:"\n', "kind"),
    ("- a list\n", "mapping"),
])
def test_a_bad_status_file_is_refused_with_the_reason(content, words):
    with pytest.raises(status_file.StatusError, match=words):
        status_file.parse(content, KNOWN)


def test_the_command_line_reports_a_bad_status_file_without_a_traceback(tmp_path):
    root = project(tmp_path)
    (root / STATUS).write_text('"999": "not implemented: x"\n', encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "riftbound_tui.conformance", "--check",
                        "--root", str(root)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "999 does not exist" in r.stderr
    assert "Traceback" not in r.stderr


def test_every_keyword_of_the_card_pool_has_two_scenarios():
    """Issue 6: each keyword (804-829) an implemented card has gets at least two scenarios,
    one ordinary and one edge case."""
    from riftbound_tui.cards import load_card_db
    from riftbound_tui.conformance.citations import scenario_citations

    rule_of = {KNOWN[n].lower(): n for n in KNOWN
               if n.isdigit() and 804 < int(n) <= 829}
    used = {k.name for c in load_card_db() if c.implemented for k in c.keywords}
    cites, _ = scenario_citations(sorted((ROOT / "tests" / "scenarios").glob("*.yaml")), ROOT)
    short = {}
    for kw in sorted(used):
        rule = rule_of[kw]
        files = {c.source for c in cites if c.rule == rule or c.rule.startswith(rule + ".")}
        if len(files) < 2:
            short[f"{kw} ({rule})"] = sorted(files)
    assert not short, f"keywords with fewer than two scenarios: {short}"
