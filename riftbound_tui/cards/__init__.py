"""The card database: YAML card data -> frozen `CardDef`s (model.py), checked on load.

    from riftbound_tui.cards import load_card_db, render_text
    db = load_card_db()                       # every shipped card, cached
    card = db.get("Void Seeker")              # case-insensitive exact name
    render_text(card, db)                     # 'Action. Deal 4 to a unit at a battlefield. Draw 1.'

Imports nothing else of ours.
"""

from .db import CardDB, default_cards_dir, load_card_db
from .errors import CardDataError, CardDataErrors
from .loader import load_cards_file, load_cards_text, parse_cards, power_domains
from .text import render_cost, render_text

__all__ = ["CardDB", "CardDataError", "CardDataErrors", "default_cards_dir", "load_card_db",
           "load_cards_file", "load_cards_text", "parse_cards", "power_domains",
           "render_cost", "render_text"]
