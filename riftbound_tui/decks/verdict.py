"""What a player is told about a deck: the cards this app cannot play yet (every one, with
its count, grouped by set), the formats the deck is legal in, and why a format refuses it.

    missing_lines(deck, db)          # ['Spiritforged (SFD):', '  2 x Jax, ... (SFD-095): ...']
    legal_formats(deck, db)          # ['open', 'precon']
    refusal(deck, db, "duel")        # '' when duel accepts it; else the rules and the way out
    deck_report(deck, db)            # `riftbound cards deck CODE`: all of it

A card is named by its printing where we know one (`printings.py`); a printing no list
knows keeps its id (`RAD-029`), and a set beyond ours is named: 'RAD-029: the Radiance set
is not in our card database yet'.
"""

from __future__ import annotations

from collections import defaultdict

from ..cards.db import CardDB, load_card_db
from .checks import PLAYER_FORMATS, deck_problems, unplayable_cards
from .codes import CardCode, DeckCodeError
from .decklist import DeckList
from .printings import SET_NAMES, SET_ORDER

__all__ = ["unknown_printing_reason", "missing_lines", "legal_formats", "refusal",
           "deck_summary", "deck_report"]


def _as_code(name: str) -> CardCode | None:
    try:
        return CardCode.parse(name)
    except DeckCodeError:
        return None


def unknown_printing_reason(name: str, db: CardDB) -> str | None:
    """Why a printing id kept as a card name (no list knows it) cannot be played, or
    None when `name` is not a printing id."""
    code = _as_code(name)
    if code is None:
        return None
    ours = {c.set_id for c in db if c.set_id}
    set_name = SET_NAMES.get(code.set_id, code.set_id)
    if code.set_id not in ours:
        what = set_name if set_name.endswith(" Set") else f"{set_name} set"   # Arcane Box Set
        return f"the {what} is not in our card database yet"
    return f"no card of {set_name} has the number {code.number} in our lists"


def _copies(deck: DeckList, name: str) -> int:
    return (int(deck.legend == name) + deck.count(name)
            + sum(n for c, n in deck.runes if c == name) + deck.battlefields.count(name)
            or 1)


def missing_lines(deck: DeckList, db: CardDB | None = None) -> list[str]:
    """Every card of the deck this app cannot play yet, with its copies, grouped by set
    (in set order, then by printing); [] when there is none."""
    from .code_names import card_index
    db = db if db is not None else load_card_db()
    missing = unplayable_cards(deck, db)
    if not missing:
        return []
    index = card_index(db)
    by_set: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for name, why in missing.items():
        code = _as_code(name)
        n = _copies(deck, name)
        if code is not None:
            by_set[code.set_id].append((str(code), f"{n} x {name}: {why}"))
            continue
        printed = index.code_for(name)
        set_id = printed.set_id if printed else "?"
        label = f"{name} ({printed})" if printed else name
        by_set[set_id].append((str(printed or name), f"{n} x {label}: {why}"))
    copies = sum(_copies(deck, n) for n in missing)
    word = "card" if len(missing) == 1 else "cards"
    lines = [f"{len(missing)} {word} this app cannot play yet ({copies} "
             f"cop{'y' if copies == 1 else 'ies'}):"]
    order = {s: k for k, s in enumerate(SET_ORDER)}
    for set_id in sorted(by_set, key=lambda s: (order.get(s, 99), s)):
        title = f"{SET_NAMES[set_id]} ({set_id})" if set_id in SET_NAMES else \
            "printing unknown" if set_id == "?" else set_id
        lines.append(f"  {title}:")
        lines += [f"    {line}" for _, line in sorted(by_set[set_id])]
    return lines


def legal_formats(deck: DeckList, db: CardDB | None = None, rules_only: bool = False
                  ) -> list[str]:
    """The player formats (duel, open, precon) that accept the deck; `rules_only`: whose
    deck rules it meets, whatever cards are still missing."""
    db = db if db is not None else load_card_db()
    return [f for f in PLAYER_FORMATS
            if not deck_problems(deck, db, f, cards=not rules_only)]


def refusal(deck: DeckList, db: CardDB | None, fmt: str) -> str:
    """'' when `fmt` accepts the deck; else every rule that refuses it, every card not
    playable yet (grouped by set, one per line) and which format would accept it."""
    db = db if db is not None else load_card_db()
    rules = deck_problems(deck, db, fmt, cards=False)
    missing = missing_lines(deck, db)
    if not rules and not missing:
        return ""
    parts = []
    if rules:
        parts.append(f"the {fmt} format refuses it: " + "; ".join(rules))
    others = [f for f in legal_formats(deck, db, rules_only=True) if f != fmt]
    if rules and others:
        way = " or ".join(f"'{f}' (--format {f})" for f in others)
        parts.append(f"its deck rules fit {way}" if missing else f"{way} would accept it")
    elif rules:
        parts.append("no format accepts it (" + ", ".join(PLAYER_FORMATS) + ")")
    text = "; ".join(parts)
    if missing:
        text = (text + "\n" if text else "") + "\n".join(missing)
    return text


def deck_summary(deck: DeckList) -> str:
    """'Legend: X · Champion: Y · 40 main cards, 12 runes, 3 battlefields'."""
    side = f", sideboard {deck.sideboard_count}" if deck.sideboard else ""
    return (f"Legend: {deck.legend or '-'} · Champion: {deck.champion or '-'} · "
            f"{deck.main_count} main cards, {deck.rune_count} runes, "
            f"{len(deck.battlefields)} battlefields{side}")


def legal_line(deck: DeckList, db: CardDB | None = None) -> str:
    legal = legal_formats(deck, db)
    return ("Legal in: " + ", ".join(legal)) if legal else "Legal in: no format yet"


def deck_report(deck: DeckList, db: CardDB | None = None) -> list[str]:
    """`riftbound cards deck CODE`: the deck's summary, the formats it is legal in, why
    each other format refuses it, and every missing card by set."""
    db = db if db is not None else load_card_db()
    lines = [deck_summary(deck), legal_line(deck, db)]
    for fmt in PLAYER_FORMATS:
        rules = deck_problems(deck, db, fmt, cards=False)
        if rules:
            lines.append(f"{fmt}: refused by " + "; ".join(rules))
    lines += missing_lines(deck, db)
    return lines
