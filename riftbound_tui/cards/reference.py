"""Read the reference card list (../shared/reference) for checks and the coverage report.

The reference is the riftcodex dump of every printing (`riftcodex_cards_raw.json`) plus
the official errata (`errata_overlay.json`).  Nothing here is shipped as card data: our
YAML is written from these facts, and tests hold it against them.

A *distinct card* is one name in the sets OGN, OGS, SFD, UNL, VEN, taken at its first
printing (set order, then number).  Skipped: promo sets, variant rows (alternate art,
overnumbered, signature; also unflagged variants: an `a`-suffixed number or a number
above the set's size) and Vendetta's stale duplicate rows (rows without
`metadata.clean_name` when the same id has a clean row).
"""

from __future__ import annotations

import html
import json
import os
import re
from collections import defaultdict
from dataclasses import dataclass, field, replace
from pathlib import Path

from .model import KEYWORDS
from .names import NAME_FIXES, normalize_name  # noqa: F401  (the reference's names too)

__all__ = ["REFERENCE_ENV", "SETS", "RefCard", "reference_dir", "load_reference",
           "normalize_name", "plain_text", "leading_keywords", "text_numbers"]

REFERENCE_ENV = "RIFTBOUND_REFERENCE"
SETS = ("OGN", "OGS", "SFD", "UNL", "VEN")
RAW_FILE = "riftcodex_cards_raw.json"
ERRATA_FILE = "errata_overlay.json"

_REPO_ROOT = Path(__file__).resolve().parents[2]

@dataclass(frozen=True)
class RefCard:
    set_id: str
    number: str                      # as printed: '024', 'R01', 'SP1', 'T03'
    name: str                        # our spelling: 'Jinx, Loose Cannon'
    type: str                        # lower case: 'unit', 'spell', ...
    supertype: str | None            # lower case or None
    domains: tuple[str, ...]         # lower case; () for colorless
    energy: int | None
    power: int | None                # a count of power pips
    might: int | None
    tags: tuple[str, ...]
    text: str                        # printed rules text, as plain text with shorthand
    errata: tuple[tuple[str, str], ...] = ()   # (old_text, new_text) pairs
    printings: tuple[tuple[str, str], ...] = field(default=())  # every (set_id, number)
    riftbound_id: str = ""


def reference_dir(*needs: str) -> Path | None:
    """The reference folder, for development checks, tests and the coverage report only
    (playing never reads it): $RIFTBOUND_REFERENCE, else `../shared/reference` next to
    the repository; None unless it holds every path in `needs` (default: the card list)."""
    env = os.environ.get(REFERENCE_ENV)
    d = Path(env) if env else _REPO_ROOT.parent / "shared" / "reference"
    if d.is_dir() and all((d / n).exists() for n in (needs or (RAW_FILE,))):
        return d
    return None


_ICONS = [
    (re.compile(r":rb_energy_(\d+):"), r"[\1]"),
    (re.compile(r":rb_rune_rainbow:"), "[A]"),
    (re.compile(r":rb_rune_(\w+?):"), lambda m: f"[{m.group(1).capitalize()}]"),
    (re.compile(r":rb_might:"), "[M]"),
    (re.compile(r":rb_exhaust:"), "[E]"),
]


def plain_text(rich: str | None) -> str:
    """The HTML rules text as plain text, icons as the rules' shorthand ([4], [A], [M], [E])."""
    if not rich:
        return ""
    t = re.sub(r"<br\s*/?>|</p>\s*<p>", "\n", rich)
    t = re.sub(r"<[^>]+>", "", t)
    t = html.unescape(t)
    for rx, rep in _ICONS:
        t = rx.sub(rep, t)
    t = t.replace("[NO TEXT]", "")
    return t.strip()


_KW_RX = re.compile(r"\s*\[([A-Za-z][A-Za-z\- ]*?)(?: (\d+))?\]")
_ABILITY_AFTER_KW = re.compile(r"\s*(\[>\]|—|:)")
_REMINDER = re.compile(r"\s*\([^()]*\)")
_COST_ICONS = re.compile(r"(?:\s*\[(?:\d+|[A-Za-z]+)\])+")   # "[3][Fury]", "[1][A][A]"
_COSTED = ("flow",)            # keywords written with a cost: "[Flow] [3][Fury]" (829.1.c)
# "[Empower] costs of your units here ...": the keyword named in a sentence (Risen Altar)
_IN_SENTENCE = re.compile(r" [a-z]")
_DASH_COST = re.compile(r"\s*—\s*[A-Za-z:[]")   # "[Empower] — Discard 1" / "— [1], [E]" (827.1.c)


def leading_keywords(text: str) -> tuple[tuple[str, int | None], ...]:
    """The keywords a card has, as (name, value): the [Keyword N] brackets that open its
    text, each with its reminder text.  A bracket that introduces an ability
    (`[Legion][>]`, `[Deathknell] —`) ends the list; keywords granted by an instruction
    ("give a unit [Tank]") are not at the start and are not counted."""
    out: list[tuple[str, int | None]] = []
    # the opening brackets, and a list that opens the last paragraph(s): "...for each
    # killed this way.\n[Deflect] (...)\n[Ganking] (...)" (Commander Ledros)
    for start in [0] + [m.end() - 1 for m in re.finditer(r"\n\[", text)]:
        got = _keyword_list(text, start)
        if start == 0 or len(got) and _ends_text(text, got, start):
            out.extend(k for k in got if k not in out)
    return tuple(out)


def _ends_text(text: str, got, start: int) -> bool:
    """A later keyword list counts only when nothing but keywords follows it."""
    pos = start
    for name, _ in got:
        m = _KW_RX.match(text, pos)
        pos = m.end()
        if name in _COSTED:
            pos = _COST_ICONS.match(text, pos).end()
        if text.startswith(",", pos):
            pos += 1
        r = _REMINDER.match(text, pos)
        if r:
            pos = r.end()
    return not text[pos:].strip()


def _keyword_list(text: str, pos: int) -> list[tuple[str, int | None]]:
    out: list[tuple[str, int | None]] = []
    while True:
        m = _KW_RX.match(text, pos)
        if m and m.group(1).lower() == "empower" and _DASH_COST.match(text, m.end()):
            out.append(("empower", None))  # its cost in words ends the list
            break
        # "[Repeat] — Discard 1", "[Equip] — [Chaos], Recycle 2 ...": the dash opens the
        # keyword's cost (820.1.c, 818.1.c), not an ability
        if not m or _ABILITY_AFTER_KW.match(text, m.end()) and \
                m.group(1).lower() not in ("repeat", "equip") or \
                m.group(1).lower() not in KEYWORDS or \
                _IN_SENTENCE.match(text, m.end()):     # a cost's icon: "[Fury], [E]: ..."
            break
        out.append((m.group(1).lower(), int(m.group(2)) if m.group(2) else None))
        pos = m.end()
        if out[-1][0] in _COSTED:          # its cost follows it
            icons = _COST_ICONS.match(text, pos)
            if not icons:
                out.pop()
                break
            pos = icons.end()
        if text.startswith(",", pos):      # "[Assault 2], [Shield 2] (...)" (Garen, Rugged)
            pos += 1
        r = _REMINDER.match(text, pos)
        if r:
            pos = r.end()
    return out


def text_numbers(text: str) -> set[int]:
    """Every number in rules text outside reminder text (energy icons count, `[4]` -> 4)."""
    t = text
    while True:   # nested parentheses are rare; strip innermost first
        stripped = re.sub(r"\([^()]*\)", "", t)
        if stripped == t:
            break
        t = stripped
    return {int(n) for n in re.findall(r"\d+", t)}


def _lower(v: str | None) -> str | None:
    return v.lower() if isinstance(v, str) else None


def _number(riftbound_id: str) -> str:
    parts = riftbound_id.split("-")
    return parts[1].upper() if len(parts) > 1 else riftbound_id.upper()


def _is_variant(riftbound_id: str, rows: list[dict]) -> bool:
    if any(r.get("metadata", {}).get(k) for r in rows
           for k in ("alternate_art", "overnumbered", "signature")):
        return True
    parts = riftbound_id.split("-")
    if len(parts) >= 2 and re.fullmatch(r"\d+[a-z]", parts[1]):
        return True                                   # 'ven-019a-166': alternate art
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return int(parts[1]) > int(parts[2])          # 'ven-176-166': overnumbered
    return False


def _sort_key(set_id: str, number: str) -> tuple:
    m = re.match(r"([A-Z]*)(\d*)", number)
    prefix, digits = m.group(1), m.group(2)
    return (SETS.index(set_id) if set_id in SETS else len(SETS), prefix != "", prefix,
            int(digits or 0), number)


def _errata_by_name(entries: list[dict]) -> dict[str, list[tuple[str, str]]]:
    out: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for e in entries:
        name = normalize_name(e.get("official_name", "")).casefold()
        out[name].append((e.get("old_text", ""), e.get("new_text", "")))
        for cid in e.get("card_ids", ()):
            if "?" not in cid:
                out["#" + cid.upper()].append((e.get("old_text", ""), e.get("new_text", "")))
    return out


def load_reference(directory: str | os.PathLike | None = None) -> list[RefCard]:
    """Every distinct card of OGN, OGS, SFD, UNL and VEN, in set and number order.

    Raises FileNotFoundError when the reference is not there.
    """
    d = Path(directory) if directory is not None else reference_dir()
    if d is None or not (d / RAW_FILE).is_file():
        raise FileNotFoundError(
            f"reference card list not found ({RAW_FILE}); set ${REFERENCE_ENV} or put "
            f"it in {_REPO_ROOT.parent / 'shared' / 'reference'}")
    rows = json.loads((d / RAW_FILE).read_text(encoding="utf-8"))
    errata_path = d / ERRATA_FILE
    errata = (_errata_by_name(json.loads(errata_path.read_text(encoding="utf-8"))["entries"])
              if errata_path.is_file() else {})

    groups: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        if r.get("set", {}).get("set_id") in SETS:
            groups[r["riftbound_id"]].append(r)

    by_name: dict[str, list[tuple[tuple, RefCard]]] = defaultdict(list)
    for rid, rs in groups.items():
        if _is_variant(rid, rs):
            continue
        clean = [r for r in rs if r.get("metadata", {}).get("clean_name")] or rs
        r = max(clean, key=lambda x: x.get("metadata", {}).get("updated_on") or "")
        set_id = r["set"]["set_id"]
        number = _number(rid)
        name = normalize_name(r["name"])
        cls = r.get("classification", {})
        attrs = r.get("attributes", {})
        domains = tuple(x.lower() for x in cls.get("domain") or () if x != "Colorless")
        card_errata = tuple(errata.get("#" + f"{set_id}-{number}", ())) or \
            tuple(errata.get(name.casefold(), ()))
        ref = RefCard(
            set_id=set_id, number=number, name=name, type=_lower(cls.get("type")) or "",
            supertype=_lower(cls.get("supertype")), domains=domains,
            energy=attrs.get("energy"), power=attrs.get("power"), might=attrs.get("might"),
            tags=tuple(r.get("tags") or ()), text=plain_text(r.get("text", {}).get("rich")),
            errata=card_errata, riftbound_id=rid)
        by_name[name.casefold()].append((_sort_key(set_id, number), ref))

    out: list[RefCard] = []
    for entries in by_name.values():
        entries.sort(key=lambda e: e[0])
        first = entries[0][1]
        printings = tuple(dict.fromkeys((e[1].set_id, e[1].number) for e in entries))
        out.append(replace(first, printings=printings))
    out.sort(key=lambda c: _sort_key(c.set_id, c.number))
    return out
