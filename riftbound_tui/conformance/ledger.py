"""Build docs/conformance.md: one row per rule down to three levels (346, 346.1, 465.2.c).

A row's status, first that applies:
  tested                 a scenario or a marked test cites the rule or one of its sub-rules
  the status file        its entry for the rule, when more specific than any code citation
  implemented, untested  riftbound_tui's code cites the rule or a sub-rule
  not implemented        otherwise, marked 'not reviewed': nothing says what the engine does
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from . import status as status_file
from .citations import Citation, code_citations, marker_citations, problem, scenario_citations
from .rules_index import LEDGER_DEPTH, depth, is_heading, key

TESTED = "tested"
UNTESTED = "implemented, untested"
NOT_IMPLEMENTED = "not implemented"
NOT_APPLICABLE = "not applicable here"
STATUSES = (TESTED, UNTESTED, NOT_IMPLEMENTED, NOT_APPLICABLE)
NOT_REVIEWED = "not reviewed: no test, code comment or status entry speaks of it"
LIST_MAX = 6
# the areas every implemented rule of which needs a scenario (issue 6)
AREAS = [("100", "480"), ("800", "829")]


@dataclass
class Row:
    number: str
    heading: str
    status: str
    detail: str


@dataclass
class Sources:
    root: Path
    scenarios: list[Path]
    tests: list[Path]
    code: list[Path]

    @classmethod
    def of(cls, root: Path) -> "Sources":
        return cls(root,
                   sorted((root / "tests" / "scenarios").glob("*.yaml")),
                   sorted(p for p in (root / "tests").rglob("*.py")),
                   sorted(p for p in (root / "riftbound_tui").rglob("*.py")))


@dataclass
class Area:
    """A heading of the rules and the rules under it, e.g. 318 Cleanups with 319-324."""
    first: str
    last: str
    heading: str
    rows: list[Row]

    @property
    def name(self) -> str:
        return self.first if self.first == self.last else f"{self.first}-{self.last}"

    @property
    def status(self) -> str:
        have = {r.status for r in self.rows}
        for s in (TESTED, UNTESTED, NOT_IMPLEMENTED):
            if s in have:
                return s
        return NOT_APPLICABLE


@dataclass
class Ledger:
    rows: list[Row]
    faq: dict[str, list[str]]
    problems: list[str] = field(default_factory=list)      # bad citations: the test fails on these
    notes: list[str] = field(default_factory=list)         # worth a look, not failures

    def areas(self) -> list[Area]:
        """Areas of 100-480 and 800-829: each top-level heading with the top-level rules
        that follow it up to the next heading (110 Setup Process: 110-118)."""
        out: list[Area] = []
        for r in self.rows:
            top = r.number.split(".")[0]
            if not _in_areas(top):
                continue
            if depth(r.number) == 1 and (is_heading(r.heading) or not out):
                out.append(Area(top, top, r.heading, []))
            out[-1].last = top
            out[-1].rows.append(r)
        return [a for a in out if len(a.rows) > 1]


def _short_source(src: str) -> str:
    if src.startswith("tests/scenarios/"):
        return src[len("tests/scenarios/"):].removesuffix(".yaml")
    return src.removeprefix("tests/").removeprefix("riftbound_tui/")


def _listing(sources: set[str]) -> str:
    names = sorted(sources, key=lambda s: (not s.startswith("tests/scenarios/"), s))
    shown = [_short_source(s) for s in names[:LIST_MAX]]
    more = len(names) - LIST_MAX
    return ", ".join(shown) + (f" (+{more} more)" if more > 0 else "")


def _ancestors(rule: str) -> list[str]:
    parts = rule.split(".")
    return [".".join(parts[:n]) for n in range(1, min(len(parts), LEDGER_DEPTH) + 1)]


def build(root: Path, known: dict[str, str], entries: list[status_file.Entry],
          sources: Sources | None = None) -> Ledger:
    src = sources or Sources.of(root)
    scen, errors = scenario_citations(src.scenarios, root)
    marks, more_errors = marker_citations(src.tests, root)
    problems = errors + more_errors
    tested: dict[str, set[str]] = defaultdict(set)
    faq: dict[str, list[str]] = defaultdict(list)
    for c in scen + marks:
        why = problem(c.rule, known)
        if why:
            problems.append(f"{c.source}: {why}")
        elif c.rule.startswith("FAQ"):
            faq[c.rule.split(":", 1)[1].strip()].append(c.source)
        else:
            for r in _ancestors(c.rule):
                tested[r].add(c.source)
    # row -> source file -> how specifically the code speaks of the row (its depth at most)
    coded: dict[str, dict[str, int]] = defaultdict(dict)
    for c in code_citations(src.code, root, known):
        for r in _ancestors(c.rule):
            spec = min(depth(r), c.span)
            coded[r][c.source] = max(coded[r].get(c.source, 0), spec)
    rows = []
    for number in sorted((n for n in known if depth(n) <= LEDGER_DEPTH), key=key):
        rows.append(_row(number, known[number], tested, coded, entries))
    ledger = Ledger(rows, dict(faq), problems)
    ledger.notes = _notes(ledger, entries, tested)
    return ledger


def _row(number: str, heading: str, tested, coded, entries) -> Row:
    if number in tested:
        return Row(number, heading, TESTED, _listing(tested[number]))
    entry = status_file.lookup(entries, number)
    # the more specific word wins: a code comment citing 386.1 outranks an entry for 386-388,
    # an entry for 386-388 outranks a docstring's range 382-388; on a tie, the entry
    spec = max(coded[number].values(), default=0) if number in coded else 0
    if spec and (entry is None or entry.depth < spec):
        files = {s for s, d in coded[number].items() if d == spec}
        return Row(number, heading, UNTESTED, "code: " + _listing(files))
    if entry is not None:
        kind = {"not implemented": NOT_IMPLEMENTED, "not applicable": NOT_APPLICABLE,
                "implemented": UNTESTED}[entry.kind]
        return Row(number, heading, kind, entry.why)
    return Row(number, heading, NOT_IMPLEMENTED, NOT_REVIEWED)


def _in_areas(number: str) -> bool:
    top = int(number.split(".")[0])
    return any(int(a) <= top <= int(b) for a, b in AREAS)


def _notes(ledger: Ledger, entries, tested) -> list[str]:
    notes = []
    for e in entries:
        if e.kind != "implemented":
            hit = sorted(r for r in tested if e.covers(r) and depth(r) >= e.depth)
            if hit:
                notes.append(f"{e.start if e.start == e.end else e.start + '-' + e.end} is "
                             f"marked '{e.kind}' but tests cite {', '.join(hit[:5])}")
    for a in ledger.areas():
        if a.status == UNTESTED:
            notes.append(f"area {a.name} ({a.heading}) is implemented but no scenario or "
                         "marked test cites it")
    return notes


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _century(number: str) -> str:
    c = int(number.split(".")[0]) // 100 * 100
    return f"{c:03d}-{c + 99:03d}"


def render(ledger: Ledger, rules_name: str) -> str:
    counts = {s: 0 for s in STATUSES}
    by_century: dict[str, dict[str, int]] = defaultdict(lambda: {s: 0 for s in STATUSES})
    unreviewed = 0
    for r in ledger.rows:
        counts[r.status] += 1
        by_century[_century(r.number)][r.status] += 1
        unreviewed += r.detail == NOT_REVIEWED
    out = ["# Conformance ledger", "",
           "Rule by rule, what the engine does. Generated by",
           "`python -m riftbound_tui.conformance` from the rule numbers of",
           f"{rules_name} (docs/rules-index.tsv), the `rules:` lists of",
           "tests/scenarios/*.yaml, `@pytest.mark.rules(...)` markers in tests/, rule numbers",
           "in riftbound_tui's comments, and docs/conformance-status.yaml. Do not edit by hand.",
           "", "One row per rule down to three levels (346, 346.1, 465.2.c); a deeper rule",
           "counts for its row. A row is `tested` when a scenario or a marked test cites it",
           "or a sub-rule.", "",
           "## Totals", "",
           "| status | rules |", "|---|---:|"]
    for s in STATUSES:
        extra = f" (of which {unreviewed} not reviewed)" if s == NOT_IMPLEMENTED and unreviewed \
            else ""
        out.append(f"| {s} | {counts[s]}{extra} |")
    out += [f"| **all** | **{len(ledger.rows)}** |", "",
            "| rules | " + " | ".join(STATUSES) + " |", "|---|" + "---:|" * len(STATUSES)]
    for c in sorted(by_century):
        out.append(f"| {c} | " + " | ".join(str(by_century[c][s]) for s in STATUSES) + " |")
    if ledger.notes:
        out += ["", "## Notes", ""] + [f"- {_cell(n)}" for n in ledger.notes]
    out += ["", "## Areas of 100-480 and 800-829", "",
            "A heading of the rules with the rules under it; `tested` when any of its rows is.",
            "", "| area | heading | rows tested | status |", "|---|---|---:|---|"]
    for a in ledger.areas():
        n = sum(r.status == TESTED for r in a.rows)
        out.append(f"| {a.name} | {_cell(a.heading)} | {n}/{len(a.rows)} | {a.status} |")
    out += ["", "## FAQ rulings cited", "", "| ruling | cited by |", "|---|---|"]
    for words in sorted(ledger.faq, key=str.lower):
        out.append(f"| {_cell(words)} | {_cell(_listing(set(ledger.faq[words])))} |")
    current = None
    for r in ledger.rows:
        c = _century(r.number)
        if c != current:
            current = c
            out += ["", f"## Rules {c}", "", "| rule | heading | status | tested by / why |",
                    "|---|---|---|---|"]
        out.append(f"| {r.number} | {_cell(r.heading)} | {r.status} | {_cell(r.detail)} |")
    return "\n".join(out) + "\n"


__all__ = ["Citation", "Ledger", "Row", "Sources", "build", "render"]
