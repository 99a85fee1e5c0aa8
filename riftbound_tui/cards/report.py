"""Coverage: every card of every set, implemented or not yet, with the reason.

    python -m riftbound_tui.cards.report            # a table of every card
    python -m riftbound_tui.cards.report --missing  # only the cards not yet implemented
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from typing import NamedTuple

from .db import CardDB, load_card_db
from .reference import RefCard, load_reference

__all__ = ["CoverageRow", "coverage", "format_coverage", "IMPLEMENTED", "NOT_YET",
           "NO_DATA_REASON"]

IMPLEMENTED = "implemented"
NOT_YET = "not yet"
NO_DATA_REASON = "no card data yet"


class CoverageRow(NamedTuple):
    set_id: str
    number: str
    name: str
    status: str          # IMPLEMENTED | NOT_YET
    reason: str          # '' when implemented


def coverage(db: CardDB, reference: list[RefCard] | str | os.PathLike | None = None
             ) -> list[CoverageRow]:
    """One row per distinct reference card (sets OGN, OGS, SFD, UNL, VEN), in set and
    number order: implemented when the database has the card and it is not marked
    `implemented: false`; otherwise not yet, with the card's reason or 'no card data yet'.

    `reference` is the list from `load_reference()`, or the reference directory; by
    default the reference is located as `reference.reference_dir()` says (FileNotFoundError
    when absent).
    """
    refs = reference if isinstance(reference, list) else load_reference(reference)
    rows = []
    for ref in refs:
        if ref.name in db:
            card = db.get(ref.name)
            if card.implemented:
                rows.append(CoverageRow(ref.set_id, ref.number, ref.name, IMPLEMENTED, ""))
            else:
                rows.append(CoverageRow(ref.set_id, ref.number, ref.name, NOT_YET,
                                        card.not_implemented_reason or "marked not implemented"))
        else:
            rows.append(CoverageRow(ref.set_id, ref.number, ref.name, NOT_YET, NO_DATA_REASON))
    return rows


def format_coverage(rows: list[CoverageRow], missing_only: bool = False) -> str:
    lines = []
    for r in rows:
        if missing_only and r.status == IMPLEMENTED:
            continue
        tail = f"  ({r.reason})" if r.reason else ""
        lines.append(f"{r.set_id} {r.number:>4}  {r.status:<11}  {r.name}{tail}")
    total = Counter(r.status for r in rows)
    by_set = Counter(r.set_id for r in rows if r.status == IMPLEMENTED)
    sets = ", ".join(f"{s} {by_set[s]}/{n}" for s, n in Counter(r.set_id for r in rows).items())
    lines.append(f"{total[IMPLEMENTED]} of {len(rows)} cards implemented ({sets})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m riftbound_tui.cards.report",
                                 description="Card coverage against the reference card list")
    ap.add_argument("--cards", help="card directory (default: the shipped cards)")
    ap.add_argument("--reference", help="reference directory (default: $RIFTBOUND_REFERENCE "
                                        "or ../shared/reference)")
    ap.add_argument("--missing", action="store_true", help="list only cards not yet implemented")
    args = ap.parse_args(argv)
    try:
        rows = coverage(load_card_db(args.cards), args.reference)
    except FileNotFoundError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(format_coverage(rows, missing_only=args.missing))
    return 0


if __name__ == "__main__":   # pragma: no cover
    sys.exit(main())
