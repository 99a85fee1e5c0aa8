"""The suite's summary ends with why tests were skipped, one line per reason with its count:
in a user's clone the tests that need the developers' reference folder (../shared) skip,
and each says what it would check against it (issue 28: 558 skips, no reason shown)."""

from __future__ import annotations

from collections import Counter


def pytest_terminal_summary(terminalreporter) -> None:
    reasons: Counter[str] = Counter()
    for report in terminalreporter.stats.get("skipped", []):
        longrepr = report.longrepr
        if isinstance(longrepr, tuple) and len(longrepr) == 3:
            reasons[str(longrepr[2]).removeprefix("Skipped: ")] += 1
    if not reasons:
        return
    terminalreporter.write_sep("-", "skipped, and why")
    for reason, n in reasons.most_common():
        terminalreporter.write_line(f"{n:5d}  {reason}")
