"""Deck lists, deck codes and deck-construction checks.

    from riftbound_tui.decks import (DeckList, parse_deck_text, format_deck_text,
        load_precons, deck_from_code, deck_to_code, deck_problems)

    deck = deck_from_code("CMAAAAAAAAAACAQ...")     # or parse_deck_text(text)
    problems = deck_problems(deck, db)              # [] -> playable; else reasons, rule first
    setup = deck.to_setup()                         # the engine's per-player shape
    find_deck("lux").playable                       # a shipped deck (cards/decks) by name

`fixed.py` holds two fixed test decks (engine setup dicts); they pass
`deck_problems(DeckList.from_setup(d), db, format="test")`.
"""

__all__ = ["ShippedDeck", "DeckNotFound", "DeckNotPlayable", "shipped_decks", "find_deck",
           "duel_from_names", "DeckList", "DeckTextError", "parse_deck_text",
           "format_deck_text", "load_precons",
           "precons_dir", "card_name", "resolve_name",
           "CardCode", "DeckCode", "DeckCodeError", "decode_deck_code", "encode_deck_code",
           "deck_from_code", "deck_to_code",
           "DeckFormat", "FORMATS", "deck_problems", "is_playable", "unplayable_cards"]

# Each name is imported from its module when first asked for: a start-up that needs one
# fixed deck (decks.fixed) does not pay for deck codes, checks, the YAML reader.
_FROM = {"checks": ["FORMATS", "DeckFormat", "deck_problems", "is_playable",
                    "unplayable_cards"],
         "code_names": ["deck_from_code", "deck_to_code"],
         "codes": ["CardCode", "DeckCode", "DeckCodeError", "decode_deck_code",
                   "encode_deck_code"],
         "decklist": ["DeckList", "DeckTextError", "card_name", "format_deck_text",
                      "load_precons", "parse_deck_text", "precons_dir", "resolve_name"],
         "shipped": ["DeckNotFound", "DeckNotPlayable", "ShippedDeck", "duel_from_names",
                     "find_deck", "shipped_decks"]}
_MODULE = {name: mod for mod, names in _FROM.items() for name in names}


def __getattr__(name: str):
    mod = _MODULE.get(name)
    if mod is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib
    return getattr(importlib.import_module(f".{mod}", __name__), name)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
