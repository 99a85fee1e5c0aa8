"""Coverage: every card of every set, implemented or not yet, with the reason; and the
`riftbound cards` commands.

    riftbound cards check                 # load and check every card file and shipped deck
    riftbound cards coverage [--missing]  # every card (or only those not implemented yet)
    riftbound cards show NAME             # a card's facts and its rendered text
    riftbound cards decks                 # the shipped decks: playable, or why not
    riftbound cards deck CODE             # a deck code's deck, formats and missing cards
    python -m riftbound_tui.cards.report [--missing]    # the same coverage report

`coverage` ends with one summary line per set, in a form scripts read:

    OGN implemented 290 of 296 (98.0%)

then one line per shipped deck: `deck precon-lux playable` or
`deck precon-vi not playable: 27 cards (Vi, Destructive: ...)`.  The coverage needs the
reference card list (a development aid: $RIFTBOUND_REFERENCE or ../shared/reference);
`check` and `show` do not.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from typing import NamedTuple

from .db import CardDB, load_card_db
from .errors import CardDataError, CardDataErrors
from .reference import SETS, RefCard, load_reference

__all__ = ["CoverageRow", "coverage", "format_coverage", "set_summary", "deck_lines",
           "CONSTRUCTS", "construct",
           "IMPLEMENTED", "NOT_YET", "NO_DATA_REASON", "main", "cards_main"]

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


def set_summary(rows: list[CoverageRow]) -> list[str]:
    """`OGN implemented 290 of 296 (98.0%)`, one line per set, in set order."""
    total = Counter(r.set_id for r in rows)
    done = Counter(r.set_id for r in rows if r.status == IMPLEMENTED)
    order = sorted(total, key=lambda s: (SETS.index(s) if s in SETS else len(SETS), s))
    return [f"{s} implemented {done[s]} of {total[s]} ({100 * done[s] / total[s]:.1f}%)"
            for s in order]


# The rule constructs a not-implemented card's reason starts with ("static effect: ...").
CONSTRUCTS = ("static effect", "condition", "computed amount", "cost change", "hidden zones",
              "replacement", "delayed effect", "modes", "additional turn", "control change",
              "copy", "trigger event", "per-player choice", "targeting", "damage modification",
              "instruction")


def construct(reason: str) -> str:
    """The construct a reason names ('cost change'), or 'other'."""
    head = reason.split(":", 1)[0].strip()
    if head in CONSTRUCTS:
        return head
    return NO_DATA_REASON if reason == NO_DATA_REASON else "other"


def _breakdown(rows: list[CoverageRow]) -> list[str]:
    """Per set: how many cards are not implemented, and why, by construct."""
    out = []
    for s in dict.fromkeys(r.set_id for r in rows):
        why = Counter(construct(r.reason) for r in rows
                      if r.set_id == s and r.status != IMPLEMENTED)
        if why:
            out.append(f"{s} not implemented {sum(why.values())}: "
                       + ", ".join(f"{k} {n}" for k, n in why.most_common()))
    return out


def deck_lines(db: CardDB) -> list[str]:
    """`deck precon-lux playable` / `deck precon-vi not playable: 27 cards (...)`, one
    line per shipped deck."""
    from ..decks.shipped import shipped_decks
    return [f"deck {d.file} playable" if d.playable
            else f"deck {d.file} not playable: {d.reason}" for d in shipped_decks(db)]


def format_coverage(rows: list[CoverageRow], missing_only: bool = False,
                    db: CardDB | None = None) -> str:
    """The table of cards (or only those not implemented), then why per set, then the
    summary lines per set, then (with `db`) one line per shipped deck."""
    lines = []
    for r in rows:
        if missing_only and r.status == IMPLEMENTED:
            continue
        tail = f"  ({r.reason})" if r.reason else ""
        lines.append(f"{r.set_id} {r.number:>4}  {r.status:<11}  {r.name}{tail}")
    lines += _breakdown(rows)
    lines += set_summary(rows)
    if db is not None:
        lines += deck_lines(db)
    return "\n".join(lines)


# --------------------------------------------------------------------------- commands

def _load(cards: str | None) -> CardDB | None:
    try:
        return load_card_db(cards)
    except CardDataErrors as exc:
        print(f"{len(exc.errors)} problem(s) in the card data:", file=sys.stderr)
        for e in exc.errors:
            print(f"  {e}", file=sys.stderr)
        return None
    except CardDataError as exc:
        print(exc, file=sys.stderr)
        return None


def _coverage_cmd(args) -> int:
    db = _load(args.cards)
    if db is None:
        return 1
    try:
        rows = coverage(db, args.reference)
    except (FileNotFoundError, ValueError, KeyError) as exc:
        print(f"cannot count coverage: {exc}", file=sys.stderr)
        return 2
    print(format_coverage(rows, missing_only=args.missing, db=db))
    return 0


def _check_cmd(args) -> int:
    """Every card file loads and checks (the loader reports each problem with its
    line); every shipped deck file reads."""
    from ..decks.shipped import shipped_decks
    db = _load(args.cards)
    if db is None:
        return 1
    try:
        decks = shipped_decks(db)
    except ValueError as exc:       # DeckSourceError: a shipped file damaged
        print(f"a shipped deck file cannot be read: {exc}", file=sys.stderr)
        return 1
    cards = list(db)
    done = sum(1 for c in cards if c.implemented)
    playable = sum(1 for d in decks if d.playable)
    print(f"card data OK: {len(cards)} cards ({done} implemented); {len(decks)} shipped "
          f"decks read ({playable} playable)")
    return 0


def _show_cmd(args) -> int:
    from .text import render_cost, render_text
    db = _load(args.cards)
    if db is None:
        return 1
    name = " ".join(args.name).strip()
    try:
        card = db.get(name)
    except KeyError as exc:
        print(exc.args[0] if exc.args else f"no card named {name!r}", file=sys.stderr)
        near = [c.name for c in db if name.casefold() in c.name.casefold()]
        if near:
            print("cards with that in their name: " + "; ".join(near[:12])
                  + (f"; and {len(near) - 12} more" if len(near) > 12 else ""), file=sys.stderr)
        return 2
    where = f"{card.set_id}-{card.number}" if card.set_id and card.number else "no printing"
    kind = " ".join(x for x in (card.supertype, card.type) if x)
    facts = [where, kind, ", ".join(d.capitalize() for d in card.domains) or "colorless"]
    if card.cost.energy or card.cost.power:
        facts.append(f"cost {render_cost(card.cost)}")
    if card.might is not None:
        facts.append(f"might {card.might}")
    if card.tags:
        facts.append("tags " + ", ".join(card.tags))
    print(card.name)
    print("  " + " · ".join(facts))
    text = render_text(card, db)
    if text:
        print("  " + text)
    if not card.implemented:
        print(f"  not implemented yet: {card.not_implemented_reason or 'marked not implemented'}")
    return 0


def _decks_cmd(args) -> int:
    """Every shipped deck with its mark and, when it cannot be played yet, why."""
    db = _load(args.cards)
    if db is None:
        return 1
    try:
        lines = deck_lines(db)
    except ValueError as exc:       # DeckSourceError: a shipped file damaged
        print(f"a shipped deck file cannot be read: {exc}", file=sys.stderr)
        return 1
    print("\n".join(lines))
    return 0


def _deck_cmd(args) -> int:
    """`cards deck CODE`: the deck a code (or a deck file, or a shipped deck's name) holds,
    the formats it is legal in, and every rule and missing card that keeps it out."""
    from ..decks.shipped import DeckNotFound, find_deck
    from ..decks.source import DeckSourceError
    from ..decks.verdict import deck_report
    db = _load(args.cards)
    if db is None:
        return 1
    try:
        d = find_deck(" ".join(args.source), db)
    except (DeckNotFound, DeckSourceError) as exc:
        print(f"riftbound cards deck: {exc}", file=sys.stderr)
        return 2
    print("\n".join(deck_report(d.deck, db)))
    return 0


def _parser(prog: str, with_commands: bool) -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog=prog, description="The card data: checks and coverage")

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("--cards", help="card directory (default: the shipped cards)")

    if not with_commands:
        common(ap)
        ap.add_argument("--reference", help="reference directory (default: "
                                            "$RIFTBOUND_REFERENCE or ../shared/reference)")
        ap.add_argument("--missing", action="store_true",
                        help="list only cards not yet implemented")
        return ap
    sub = ap.add_subparsers(dest="what", required=True)
    check = sub.add_parser("check", help="load and check every card file and shipped deck")
    common(check)
    cov = sub.add_parser("coverage", help="which cards are implemented, and why not")
    common(cov)
    cov.add_argument("--reference", help="reference directory (default: "
                                         "$RIFTBOUND_REFERENCE or ../shared/reference)")
    cov.add_argument("--missing", action="store_true", help="list only cards not yet implemented")
    decks = sub.add_parser("decks", help="the shipped decks: playable, or why not")
    common(decks)
    deck = sub.add_parser("deck", help="a deck code's deck: legend, champion, counts, the "
                                       "formats it is legal in, missing cards by set")
    common(deck)
    deck.add_argument("source", nargs="+", help="a deck code (spaces and line breaks inside "
                                                "are dropped), a deck file or a deck's name")
    show = sub.add_parser("show", help="a card's facts and its rendered text")
    common(show)
    show.add_argument("name", nargs="+", help="the card's name (any case)")
    return ap


def cards_main(argv: list[str] | None = None) -> int:
    """`riftbound cards check | coverage [--missing] | show NAME | decks | deck CODE`."""
    args = _parser("riftbound cards", True).parse_args(argv)
    return {"check": _check_cmd, "coverage": _coverage_cmd, "show": _show_cmd,
            "decks": _decks_cmd, "deck": _deck_cmd}[args.what](args)


def main(argv: list[str] | None = None) -> int:
    """`python -m riftbound_tui.cards.report [--missing]`: the coverage report."""
    return _coverage_cmd(_parser("python -m riftbound_tui.cards.report", False).parse_args(argv))


if __name__ == "__main__":   # pragma: no cover
    sys.exit(main())
