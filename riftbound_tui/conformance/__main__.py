"""python -m riftbound_tui.conformance [--check] [--rules FILE]

Regenerates docs/rules-index.tsv (when the complete core rules are at hand) and
docs/conformance.md. With --check nothing is written: exit 1 when a citation names a rule
that does not exist or when docs/conformance.md is not what the sources give now.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import status as status_file
from .ledger import build, render
from .rules_index import parse_rules_text, read_index, write_index

ROOT = Path(__file__).resolve().parents[2]
RULES_NAME = "complete-core-rules-2026-07-16.txt"
DEFAULT_RULES = ROOT.parent / "shared" / "rules" / RULES_NAME
INDEX = Path("docs/rules-index.tsv")
STATUS = Path("docs/conformance-status.yaml")
OUTPUT = Path("docs/conformance.md")


def generate(root: Path = ROOT) -> tuple[str, list[str]]:
    """The ledger's text and the citation problems, from checked-in files only."""
    known = read_index(root / INDEX)
    entries = status_file.load(root / STATUS, known)
    ledger = build(root, known, entries)
    return render(ledger, f"the Core Rules ({RULES_NAME})"), ledger.problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m riftbound_tui.conformance",
                                 description="Generate the conformance ledger docs/conformance.md")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 if the ledger is stale or a citation is bad")
    ap.add_argument("--rules", type=Path, default=DEFAULT_RULES,
                    help="the complete core rules text (refreshes docs/rules-index.tsv)")
    ap.add_argument("--root", type=Path, default=ROOT, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    root = args.root
    try:
        if not args.check and args.rules.exists():
            write_index(parse_rules_text(args.rules.read_text(encoding="utf-8")), root / INDEX)
        text, problems = generate(root)
    except (OSError, status_file.StatusError) as e:
        print(f"conformance: {e}", file=sys.stderr)
        return 2
    for p in problems:
        print(f"bad citation: {p}", file=sys.stderr)
    out = root / OUTPUT
    if args.check:
        current = out.read_text(encoding="utf-8") if out.exists() else ""
        if current != text:
            print(f"{OUTPUT} is stale: run python -m riftbound_tui.conformance", file=sys.stderr)
            return 1
        return 1 if problems else 0
    out.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT} ({text.count(chr(10))} lines)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
