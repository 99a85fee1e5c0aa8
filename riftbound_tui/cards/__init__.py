"""The card database: YAML card data -> frozen `CardDef`s (model.py), checked on load.

    from riftbound_tui.cards import load_card_db, render_text
    db = load_card_db()                       # every shipped card, cached
    card = db.get("Void Seeker")              # case-insensitive exact name
    render_text(card, db)                     # 'Action. Deal 4 to a unit at a battlefield. Draw 1.'

Imports nothing else of ours.  The YAML reader and the text renderer are imported when
first asked for: a start-up served from the card cache (dbcache.py) needs neither.
"""

from .db import CardDB, default_cards_dir, load_card_db
from .errors import CardDataError, CardDataErrors

__all__ = ["CardDB", "CardDataError", "CardDataErrors", "default_cards_dir", "load_card_db",
           "load_cards_file", "load_cards_text", "parse_cards", "power_domains",
           "render_cost", "render_text"]

_LAZY = {"load_cards_file": "loader", "load_cards_text": "loader", "parse_cards": "loader",
         "power_domains": "loader", "render_cost": "text", "render_text": "text"}


def __getattr__(name: str):
    if name in _LAZY:
        import importlib
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
