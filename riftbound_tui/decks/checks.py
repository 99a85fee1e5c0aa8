"""Deck-construction checks: may this deck be played, and if not, why.

    problems = deck_problems(deck, db)            # [] when the deck may be played
    problems = deck_problems(deck, db, "test")    # the relaxed test format (see FORMATS)

Each problem is one line that starts with the rule it breaks (`103.2.b: 4 copies of
Gust; ...`), or with the card's name when the card cannot be played here yet (not in our
database, or marked not implemented, with the database's reason).  The app refuses a deck
with any problem, so a deck is never played wrongly.

Rules checked (complete core rules 101-103, and 485 for the Duel battlefields): one
legend (103.1); domain identity of main-deck cards, runes and battlefields (103.1.b,
103.2.c, 103.3.a.1, 103.4.b); a main deck of 40+ units, gear and spells (103.2); a chosen
champion that is a champion unit with the legend's champion tag and is one of the main
deck's cards (103.2.a); at most 3 copies of a name, the champion included (103.2.b;
Spiderling's own text lifts this for it), and one of a Unique card's name (825.3); at
most 3 signature cards, all with the legend's champion tag (103.2.d); the Duel ban list
(103.2.e, `banned-cards.json`); exactly 12 runes (103.3.a); three battlefields in a Duel
(485.4.a) with different names (103.4.c).
The sideboard is not checked: rules 101-103 say nothing about it.

Card facts (type, supertype, domains, tags) come from our database only; a card we do
not have is reported as such (the program never reads the reference folder).

Formats (`FORMATS`):

- `duel`: everything above.
- `test`: for the fixed test decks in `decks/fixed.py` (one battlefield, no champion,
  and, since our only legend so far is Viktor, cards outside its domains and a Garen
  signature).  It drops the counts (40+ main, 12 runes, 3 battlefields: one is enough),
  the chosen-champion requirement, domain identity and the signature rules.  Everything
  else stays: card types in the right places, 3 copies of a name, different
  battlefields, the ban list, and every card known and implemented.
- `open`: a kitchen-table Duel: every deck rule of `duel`, no ban list (103.2.e), so the
  decks people built before a card was banned are played as built.
- `precon`: a preconstructed deck as sold.  The Proving Grounds boxes ship one
  battlefield each, and the Jinx box holds cards the Duel ban list names, so this drops
  485.4.a's three-battlefield count (at least one is still needed) and the ban list
  (103.2.e); every other Duel rule stays.  `deck_problems(deck)` in 'duel' says what a
  Duel would refuse.
"""

from __future__ import annotations

from collections import Counter

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..cards.db import CardDB, load_card_db
from .decklist import DeckList, card_name, resolve_name

__all__ = ["DeckFormat", "FORMATS", "PLAYER_FORMATS", "deck_problems", "unplayable_cards",
           "is_playable", "banned_cards", "BANNED_DUEL", "ANY_NUMBER", "implied_champion"]


@lazy_dataclass(frozen=True)
class DeckFormat:
    name: str
    min_main: int | None = 40             # 103.2
    rune_count: int | None = 12           # 103.3.a
    battlefield_count: int | None = 3     # 485.4.a (Duel)
    require_champion: bool = True         # 103.2.a
    domain_identity: bool = True          # 103.1.b, 103.2.c, 103.3.a.1, 103.4.b
    signatures: bool = True               # 103.2.d
    ban_list: bool = True                 # 103.2.e


FORMATS = {
    "duel": DeckFormat("duel"),
    "test": DeckFormat("test", min_main=None, rune_count=None, battlefield_count=None,
                       require_champion=False, domain_identity=False, signatures=False),
    "precon": DeckFormat("precon", battlefield_count=None, ban_list=False),
    "open": DeckFormat("open", ban_list=False),
}

# The formats a player chooses (`--format`, the new-game screen); 'test' is the fixed
# test decks' own.
PLAYER_FORMATS = ("duel", "open", "precon")

# The Duel ban list as of its snapshot (a test holds it against `banned-cards.json` in
# the reference folder; the program never reads that folder).
BANNED_DUEL_DATE = "2026-09-18"
BANNED_DUEL = frozenset({
    "Called Shot", "Ekko, Recurrent", "Draven, Vanquisher", "Fight or Flight", "Scrapheap",
    "Stealthy Pursuer", "Stacked Deck", "The Arena's Greatest", "Aspirant's Climb",
    "The Dreaming Tree", "Obelisk of Power", "Reaver's Row",
})

# Cards whose own text lets a deck hold any number of them ("Your deck can have any
# number of cards named Spiderling.", VEN-097); the card data has no field for it yet.
ANY_NUMBER = frozenset({"Spiderling"})

DOMAIN_ORDER = ("fury", "calm", "mind", "body", "chaos", "order")


def banned_cards() -> tuple[frozenset[str], str]:
    """(names, effective date) of the Duel ban list."""
    return BANNED_DUEL, BANNED_DUEL_DATE


def _facts_lookup(db: CardDB):
    def facts(name: str):
        """The CardDef (type, supertype, domains, tags), or None for a card we do not
        have: the checks skip it, and `unplayable_cards` names it."""
        n = resolve_name(name, db)
        return db.get(n) if n in db else None
    return facts


def _domains(ds) -> str:
    return ", ".join(d.capitalize() for d in sorted(ds, key=lambda d: (
        DOMAIN_ORDER.index(d) if d in DOMAIN_ORDER else 99, d))) or "colorless"


def _champion_tags(legend_name: str, legend) -> set[str]:
    """The legend's champion tag: the tag that is the legend's name before the comma
    ('Kennen' for 'Kennen, Heart of the Tempest', tagged Yordle and Kennen); all its tags
    when none is."""
    tags = set(legend.tags or ())
    who = legend_name.split(",")[0].strip().casefold()
    mine = {t for t in tags if t.casefold() == who}
    return mine or tags


def _has_tag(card, tags: set[str]) -> bool:
    return bool({t.casefold() for t in tags} & {t.casefold() for t in (card.tags or ())})


def implied_champion(legend_name: str, main_names, db: CardDB) -> str | None:
    """The chosen champion a deck code too old to name one (v1, v2) leaves implied: the one
    champion unit of the main deck with the legend's champion tag (103.2.a, 103.2.a.2).
    None when there is no such card or more than one (the player must name it)."""
    facts = _facts_lookup(db)
    legend = facts(legend_name) if legend_name else None
    if legend is None or legend.type != "legend":
        return None
    tags = _champion_tags(resolve_name(legend_name, db), legend)
    found = {n for n in main_names if (c := facts(n)) is not None and c.type == "unit"
             and c.supertype == "champion" and _has_tag(c, tags)}
    return found.pop() if len(found) == 1 else None


def _unique(card) -> bool:
    """Does the card have Unique (825.1: a Deck Constraint Permission)?"""
    return card is not None and any(k.name == "unique" for k in card.keywords)


def unplayable_cards(deck: DeckList, db: CardDB | None = None) -> dict[str, str]:
    """{name: why} for every card the deck plays (legend, champion, main, runes,
    battlefields) that this app cannot play yet: not in our database, or marked not
    implemented (with the database's reason)."""
    if db is None:
        db = load_card_db()
    out: dict[str, str] = {}
    for name in deck.card_names():
        n = resolve_name(name, db)
        if n not in db:
            from .verdict import unknown_printing_reason
            out[name] = unknown_printing_reason(n, db) or "not in our card database yet"
        else:
            card = db.get(n)
            if not card.implemented:
                out[name] = "not implemented yet: " + (card.not_implemented_reason
                                                       or "marked not implemented")
    return out


def is_playable(deck: DeckList, db: CardDB | None = None, format: str = "duel") -> bool:
    return not deck_problems(deck, db, format)


def deck_problems(deck: DeckList, db: CardDB | None = None, format: str = "duel",
                  cards: bool = True) -> list[str]:
    """Every reason this deck may not be played in `format` ('duel', 'open', 'precon' or
    'test'); [] when it may.  See the module docstring for what is checked.  `cards=False`
    leaves out the cards this app cannot play yet (the deck rules only)."""
    if format not in FORMATS:
        raise ValueError(f"unknown deck format {format!r} (known: {', '.join(FORMATS)})")
    fmt = FORMATS[format]
    if db is None:
        db = load_card_db()
    facts = _facts_lookup(db)
    out: list[str] = []

    # -- 103.1 the legend, and the domain identity it gives
    legend = facts(deck.legend) if deck.legend else None
    identity: set[str] | None = None
    champ_tags: set[str] | None = None
    if not deck.legend:
        out.append("103.1: the deck has no Champion Legend")
    elif legend is not None:
        if legend.type != "legend":
            out.append(f"103.1: {deck.legend} is a {legend.type}, not a legend")
        else:
            identity = set(legend.domains)
            champ_tags = _champion_tags(resolve_name(deck.legend, db), legend)

    def outside(name: str, card, rule: str) -> None:
        if not fmt.domain_identity or identity is None or card is None:
            return
        doms = set(card.domains)
        if doms <= identity:
            return
        sub = "103.1.b.4" if len(doms) > 1 else "103.1.b.3"
        out.append(f"{rule}: {name} ({_domains(doms)}) is outside the legend's domain "
                   f"identity ({_domains(identity)}) ({sub})")

    # -- 103.2 the main deck
    if fmt.min_main is not None and deck.main_count < fmt.min_main:
        out.append(f"103.2: the main deck has {deck.main_count} cards; it needs at least "
                   f"{fmt.min_main}")
    signatures = 0
    for name, n in deck.main:
        card = facts(name)
        if card is None:
            continue
        if card.type not in ("unit", "gear", "spell") or card.supertype == "token":
            what = "a token" if card.supertype == "token" else f"a {card.type}"
            out.append(f"103.2: {name} is {what}; the main deck holds units, gear and spells")
            continue
        outside(name, card, "103.2.c")
        if card.supertype == "signature":
            signatures += n
            if fmt.signatures and champ_tags is not None and not _has_tag(card, champ_tags):
                out.append(f"103.2.d.2: {name} is a signature card without the legend's "
                           f"champion tag ({', '.join(sorted(champ_tags))})")
    if fmt.signatures and signatures > 3:
        out.append(f"103.2.d.1: the deck has {signatures} signature cards; at most 3")

    names: Counter[str] = Counter()
    shown: dict[str, str] = {}          # one spelling per name: ours, else the first seen
    for name, n in deck.main:
        ours = resolve_name(name, db)
        key = card_name(ours).casefold()
        names[key] += n
        shown.setdefault(key, ours)
    for key, n in names.items():
        if n > 3 and shown[key] not in ANY_NUMBER:
            out.append(f"103.2.b: {n} copies of {shown[key]}; at most 3 of a name (the "
                       f"chosen champion's copy included, 103.2.b.1)")
        elif n > 1 and _unique(facts(shown[key])):
            # 825.3.a: one card of a Unique card's name, Signature or not (825.3.b)
            out.append(f"825.3.a: {n} copies of {shown[key]}; it is Unique, so a deck can "
                       f"hold only one card of that name")

    # -- 103.2.a the chosen champion
    if deck.champion:
        champ = facts(deck.champion)
        if champ is not None:
            if champ.type != "unit" or champ.supertype != "champion":
                kind = f"a {champ.supertype} {champ.type}" if champ.supertype else \
                    f"a {champ.type}"
                out.append(f"103.2.a.2: the chosen champion {deck.champion} is {kind}, not "
                           f"a champion unit")
            elif champ_tags is not None and not _has_tag(champ, champ_tags):
                out.append(f"103.2.a.2: the chosen champion {deck.champion} does not have "
                           f"the legend's champion tag ({', '.join(sorted(champ_tags))})")
        if deck.count(deck.champion) < 1:
            out.append(f"103.2.a: the chosen champion {deck.champion} is not one of the "
                       f"main deck's cards")
    elif fmt.require_champion:
        out.append("103.2.a: the deck has no chosen champion")

    # -- 103.3 the rune deck
    if fmt.rune_count is not None and deck.rune_count != fmt.rune_count:
        out.append(f"103.3.a: the rune deck has {deck.rune_count} cards; it must have "
                   f"exactly {fmt.rune_count}")
    for name, _ in deck.runes:
        card = facts(name)
        if card is None:
            continue
        if card.type != "rune":
            out.append(f"103.3.a: {name} is a {card.type}, not a rune")
        else:
            outside(name, card, "103.3.a.1")

    # -- 103.4 battlefields
    bf = deck.battlefields
    if fmt.battlefield_count is not None and len(bf) != fmt.battlefield_count:
        # every mode asks the same three of each deck (485.4.a, 486.4.a ... 489.4.a)
        out.append(f"485.4.a: a deck brings {fmt.battlefield_count} battlefields in every "
                   f"mode; this one has {len(bf)} (103.4.a)")
    elif not bf:
        out.append("103.4.a: the deck has no battlefield")
    for key, n in Counter(card_name(resolve_name(b, db)).casefold() for b in bf).items():
        if n > 1:
            first = next(b for b in bf if card_name(resolve_name(b, db)).casefold() == key)
            out.append(f"103.4.c: battlefield {first} is in the deck {n} times; they must "
                       f"have different names")
    for name in dict.fromkeys(bf):
        card = facts(name)
        if card is None:
            continue
        if card.type != "battlefield":
            out.append(f"103.4: {name} is a {card.type}, not a battlefield")
        else:
            outside(name, card, "103.4.b")

    # -- 103.2.e format legality
    if fmt.ban_list:
        banned, since = banned_cards()
        banned_keys = {b.casefold() for b in banned}
        for name in deck.card_names():
            if card_name(resolve_name(name, db)).casefold() in banned_keys:
                out.append(f"103.2.e: {name} is banned in Duel (ban list of {since})")

    # -- what this app can play
    if not cards:
        return out
    for name, why in unplayable_cards(deck, db).items():
        out.append(f"{name}: {why}")
    return out
