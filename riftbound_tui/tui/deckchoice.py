"""The decks the new-game screen offers, and why a deck is refused.

Every deck the game ships (`cards/decks`: two legal test decks and the 13 precons) is
offered, each with a note: a playable one says what a Duel would refuse in it (the
precons are checked in the 'precon' format, which relaxes only the battlefield count
and the ban list); one that cannot be played yet is marked, and its note and the Start
button say why (the cards not implemented yet, or the rule it breaks), so a deck is
never played wrongly.  A deck file or deck code typed in is checked the same way.
"""

from __future__ import annotations

from ..decks import deck_problems
from ..decks.shipped import DeckNotFound, ShippedDeck, find_deck, shipped_decks
from ..decks.source import DeckSourceError
from ..decks.verdict import deck_summary, legal_line, refusal

PRECON = "precon:"            # a Select key prefix for a preconstructed deck
NOT_PLAYABLE = "✗"            # the mark on a deck that cannot be played yet

# The Select keys of the two legal test decks (the new game's defaults).
TEST_A, TEST_B = "test-fury-chaos", "test-calm-body"


class DeckRefused(Exception):
    pass


def choice_key(d: ShippedDeck) -> str:
    return PRECON + d.deck.name if d.format == "precon" else d.key


def deck_choices(db) -> dict[str, ShippedDeck]:
    """Every shipped deck by its Select key: test decks first, then the precons."""
    return {choice_key(d): d for d in shipped_decks(db)}


def choice_label(d: ShippedDeck) -> str:
    title = d.deck.name or d.key
    return title if d.playable else f"{NOT_PLAYABLE} {title} (not playable yet)"


def precon_choices(db) -> dict[str, tuple[str, object]]:
    """The playable precons as {key: (label, DeckList)}."""
    return {k: (choice_label(d), d.deck) for k, d in deck_choices(db).items()
            if d.format == "precon" and d.playable}


def deck_note(d: ShippedDeck, db) -> str:
    """What to say under a chosen deck."""
    name = d.deck.name or d.key
    if not d.playable:      # every rule and missing card, one per line (a scrolling note)
        return f"{name} cannot be played yet: {refusal(d.deck, db, d.format)}"
    if d.format == "precon":
        return precon_note(d.deck, db)
    if d.format != "duel":          # chosen on the screen: say where else it is legal
        return f"{name}: played in the '{d.format}' format. {legal_line(d.deck, db)}"
    return f"{name}: a legal Duel deck."


def precon_note(deck, db) -> str:
    """What a Duel would refuse in this precon, which the 'precon' format allows."""
    problems = deck_problems(deck, db)
    if not problems:
        return f"{deck.name}: a legal Duel deck."
    return (f"{deck.name} is played in the 'precon' format, which relaxes only the "
            f"battlefield count and the ban list; in Duel: " + "; ".join(problems))


def _refuse(what: str, problems: list[str] | tuple[str, ...]) -> DeckRefused:
    shown = "; ".join(problems[:5]) + (f"; and {len(problems) - 5} more" if len(problems) > 5
                                      else "")
    return DeckRefused(f"{what} cannot be played yet: {shown}")


def playable_setup(d: ShippedDeck, db=None) -> dict:
    """The engine setup of a deck that may be played, or DeckRefused with the reasons
    (with `db`: every rule, the format that would accept it and the missing cards)."""
    if not d.playable:
        what = d.deck.name or d.key
        if d.path is not None and d.deck.name != d.path.name:
            what = d.path.name
        if db is not None:
            raise DeckRefused(f"{what} cannot be played yet: {refusal(d.deck, db, d.format)}")
        raise _refuse(what, list(d.problems))
    return d.deck.to_setup()


OWN = "own"                   # the format choice "each deck in its own format"
FORMAT_CHOICES = [("each deck's own (Duel; boxed decks as printed)", OWN),
                  ("Duel: deck rules and the ban list", "duel"),
                  ("Open: deck rules, no ban list", "open"),
                  ("Precon: as printed", "precon")]


def _fmt(fmt: str | None) -> str | None:
    return None if fmt in (None, OWN) else fmt


def in_format(d: ShippedDeck, fmt: str | None, db) -> ShippedDeck:
    """The shipped deck checked in the chosen format (its own when none is chosen)."""
    return find_deck(d.file, db, format=_fmt(fmt)) if _fmt(fmt) else d


def resolve_deck(source: str, db, fmt: str | None = None) -> dict:
    """A playable deck (engine setup shape) from a shipped deck's name, a file path or a
    deck code, checked in `fmt`, or DeckRefused with the reasons."""
    return playable_setup(find_source(source, db, fmt), db)


def find_source(source: str, db, fmt: str | None = None) -> ShippedDeck:
    try:
        return find_deck(source.strip(), db, format=_fmt(fmt))
    except (DeckNotFound, DeckSourceError) as e:
        raise DeckRefused(str(e)) from None


def source_note(source: str, db, fmt: str | None = None) -> str:
    """What the new-game screen says under a typed or pasted deck before the game starts:
    its legend, champion and card counts, the formats it is legal in, and, when the
    chosen format refuses it, every rule and missing card (one per line)."""
    if not source.strip():
        return ""
    try:
        d = find_source(source, db, fmt)
    except DeckRefused as e:
        return str(e)
    lines = [deck_summary(d.deck), legal_line(d.deck, db)]
    if not d.playable:
        lines.append(f"Cannot be played in {d.format}: {refusal(d.deck, db, d.format)}")
    return "\n".join(lines)
