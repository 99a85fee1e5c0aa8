"""Every printing of every card: `cards/decks/printings.yaml`, shipped with the game.

A deck carries whatever printing its owner has: the base card (`UNL-193`), an alternate
art (`UNL-055a`), an overnumbered reprint with its own number (`UNL-232` is Vex, Gloomist,
our `UNL-193`), a signed copy (`UNL-232s`), a promo (`PR-066`).  The program may not read
the reference folder, so the printings it knows are generated from the reference card
list by a development command and shipped:

    python -m riftbound_tui.decks.printings --write     # regenerate the file
    python -m riftbound_tui.decks.printings --check     # is the shipped file current?

The file lives beside the deck lists (not in `cards/`, where every `*.yaml` is a card
file).  Each line is one card: its type and every printing id, the base printing first:

    "Vex, Gloomist": [unit, UNL-193, UNL-232, UNL-232s]

`printing_index()` reads it once: {printing id: (name, type)}.  Ids are upper case with
the variant suffix in lower case, as deck codes write them (`CardCode.__str__`).
"""

from __future__ import annotations

import functools
import json
import re
import sys
from pathlib import Path

from ..cards.db import default_cards_dir

__all__ = ["printing_index", "printings_path", "build_printings", "printings_text",
           "SET_NAMES"]

# Deck-code set bytes' sets (deck-codes.md section 2) and the promo sets, by code.
SET_NAMES = {"OGN": "Origins", "OGS": "Proving Grounds", "ARC": "Arcane Box Set",
             "SFD": "Spiritforged", "UNL": "Unleashed", "VEN": "Vendetta", "RAD": "Radiance",
             "OPP": "Organized Play promo", "PR": "promo", "JDG": "judge promo"}
SET_ORDER = tuple(SET_NAMES)

_RID_RX = re.compile(r"^([a-z]+)-(sp|r|t|)(\d+)([a-z*]?)(?:-\d+)?$")
_LABEL_RX = re.compile(r"\s*\([^()]*\)\s*$")
HEADER = ("# Every printing id of every card in the reference card list, the base printing\n"
          "# first.  Generated: python -m riftbound_tui.decks.printings --write\n"
          "# (from riftcodex_cards_raw.json); do not edit by hand.\n")


def printings_path() -> Path:
    return default_cards_dir() / "decks" / "printings.yaml"


def _printing_id(set_id: str, rid: str) -> tuple[str, bool] | None:
    """('UNL-232s', is_variant) for a riftcodex id, or None for a token or an odd id."""
    m = _RID_RX.match(rid)
    if not m or m.group(2) == "t":
        return None
    prefix, digits, variant = m.group(2).upper(), m.group(3), m.group(4)
    number = (f"{int(digits):03d}" if not prefix else
              f"R{int(digits):02d}" if prefix == "R" else f"SP{int(digits)}")
    variant = "s" if variant == "*" else variant
    return f"{set_id}-{number}{variant}", bool(variant)


def build_printings(reference_json: str | Path) -> dict[str, list[str]]:
    """{card name: [type, base printing, other printings...]} from the reference list.
    A name is the row's name without its printing label ('Vex - Gloomist (Overnumbered)'
    is 'Vex, Gloomist'); Vendetta's stale duplicate rows (no clean name) are left out."""
    from .decklist import card_name
    rows = json.loads(Path(reference_json).read_text(encoding="utf-8"))
    clean = {r["riftbound_id"] for r in rows if r.get("metadata", {}).get("clean_name")}
    cards: dict[str, dict] = {}
    for r in rows:
        set_id = (r.get("set") or {}).get("set_id", "")
        rid = r.get("riftbound_id", "")
        md = r.get("metadata") or {}
        if set_id not in SET_NAMES or (rid in clean and not md.get("clean_name")):
            continue
        got = _printing_id(set_id, rid)
        if got is None:
            continue
        pid, variant = got
        name = card_name(_LABEL_RX.sub("", r.get("name", "")))
        typ = ((r.get("classification") or {}).get("type") or "").lower()
        base = not (variant or md.get("overnumbered") or md.get("alternate_art")
                    or md.get("signature") or set_id in ("OPP", "PR", "JDG"))
        entry = cards.setdefault(name, {"type": typ, "ids": set()})
        entry["ids"].add((not base, _order(pid), pid))
    return {name: [e["type"], *[pid for *_, pid in sorted(e["ids"])]]
            for name, e in sorted(cards.items())}


def _order(pid: str) -> tuple:
    set_id, rest = pid.split("-", 1)
    m = re.match(r"([A-Z]*)(\d+)([a-z]?)$", rest)
    return (SET_ORDER.index(set_id), m.group(1), int(m.group(2)), m.group(3))


def printings_text(cards: dict[str, list[str]]) -> str:
    lines = [HEADER + "cards:"]
    for name, items in cards.items():
        lines.append(f"  {json.dumps(name, ensure_ascii=False)}: [{', '.join(items)}]")
    return "\n".join(lines) + "\n"


@functools.lru_cache(maxsize=2)
def _index(path: str) -> dict[str, tuple[str, str]]:
    import yaml
    p = Path(path)
    if not p.is_file():
        return {}
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data = yaml.load(p.read_text(encoding="utf-8"), Loader=loader) or {}
    out: dict[str, tuple[str, str]] = {}
    for name, (typ, *ids) in (data.get("cards") or {}).items():
        for pid in ids:
            out.setdefault(str(pid), (str(name), str(typ)))
    return out


def printing_index(path: str | Path | None = None) -> dict[str, tuple[str, str]]:
    """{printing id: (card name, type)} from the shipped file (read once)."""
    return _index(str(path if path is not None else printings_path()))


def main(argv: list[str] | None = None) -> int:
    import argparse
    import os
    ap = argparse.ArgumentParser(prog="python -m riftbound_tui.decks.printings",
                                 description="regenerate or check cards/decks/printings.yaml")
    ap.add_argument("--reference", default=os.environ.get("RIFTBOUND_REFERENCE",
                                                          "/work/shared/reference"))
    ap.add_argument("--write", action="store_true", help="write the file")
    ap.add_argument("--check", action="store_true", help="exit 1 when the file is stale")
    args = ap.parse_args(argv)
    src = Path(args.reference) / "riftcodex_cards_raw.json"
    if not src.is_file():
        print(f"no reference card list at {src}", file=sys.stderr)
        return 2
    text = printings_text(build_printings(src))
    if args.write:
        printings_path().write_text(text, encoding="utf-8")
        print(f"wrote {printings_path()}")
        return 0
    current = printings_path().read_text(encoding="utf-8") if printings_path().is_file() else ""
    if current != text:
        print("printings.yaml is stale: run with --write", file=sys.stderr)
        return 1
    print("printings.yaml is current")
    return 0


if __name__ == "__main__":   # pragma: no cover
    sys.exit(main())
