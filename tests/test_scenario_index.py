"""tests/scenarios/README.md is the scenario index by rule area: every scenario file has
exactly one line there, and every line names a file that exists, so a rules tester who
looks up a rule area finds all the scenarios that check it.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

SCENARIOS = Path(__file__).parent / "scenarios"
INDEX = SCENARIOS / "README.md"

# An index line: - `FILE.yaml` (rules): what it checks
LINE = re.compile(r"^- `([^`/]+\.yaml)` \(")


def index_faults(index_text: str, files: set[str]) -> list[str]:
    """What is wrong between an index and the scenario files: each fault names its files."""
    listed = Counter(m.group(1) for m in map(LINE.match, index_text.splitlines()) if m)
    faults = []
    unlisted = sorted(files - set(listed))
    if unlisted:
        faults.append("no line in the index: " + ", ".join(unlisted))
    twice = sorted(name for name, n in listed.items() if n > 1)
    if twice:
        faults.append("more than one line in the index: " + ", ".join(twice))
    stale = sorted(set(listed) - files)
    if stale:
        faults.append("index line for a file that does not exist: " + ", ".join(stale))
    for heading in re.findall(r"^#+ .*$", index_text, flags=re.MULTILINE):
        if re.search(r"\b(issue|session)\b", heading, flags=re.IGNORECASE):
            faults.append("a section named after an issue or session, not a rule area: " + heading)
    return faults


def test_every_scenario_file_has_exactly_one_index_line():
    files = {p.name for p in SCENARIOS.glob("*.yaml")}
    faults = index_faults(INDEX.read_text(encoding="utf-8"), files)
    assert not faults, "tests/scenarios/README.md: " + "; ".join(faults)


def test_the_check_names_missing_doubled_and_stale_files():
    text = (
        "# Scenario files\n\n## Combat (459-466)\n\n"
        "- `a.yaml` (465.1): one\n"
        "- `b.yaml` (465.2): two\n"
        "- `b.yaml` (465.2): two again\n"
        "- `gone.yaml` (466.1): a file removed since\n"
        "## Rules fidelity (issue 29)\n"
    )
    faults = index_faults(text, {"a.yaml", "b.yaml", "c.yaml"})
    assert faults == [
        "no line in the index: c.yaml",
        "more than one line in the index: b.yaml",
        "index line for a file that does not exist: gone.yaml",
        "a section named after an issue or session, not a rule area: ## Rules fidelity (issue 29)",
    ]
    assert index_faults(text.replace("- `b.yaml` (465.2): two again\n", "")
                        .replace("gone.yaml", "c.yaml")
                        .replace("## Rules fidelity (issue 29)\n", ""),
                        {"a.yaml", "b.yaml", "c.yaml"}) == []
