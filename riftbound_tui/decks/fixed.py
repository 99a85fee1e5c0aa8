"""Fixed test decks (engine setup dicts) for benchmarks, fuzzing, the sim and tests.

`FURY_ORDER` and `CALM_MIND` are the engine's long-standing fixtures: one battlefield,
no chosen champion, cards outside Viktor's domains (the relaxed 'test' deck format);
many tests and benchmarks are written against their cards and seeds.

`FURY_CHAOS` (Annie) and `CALM_BODY` (Master Yi) are their legal rebuilds: the shipped
deck files `cards/decks/test-fury-chaos.txt` and `test-calm-body.txt` (3 battlefields, a
chosen champion, cards of the legend's two domains, implemented cards only), read on
first use.  The new game screen, `riftbound play --text` and `riftbound sim` offer them.
"""

from __future__ import annotations

import functools

FURY_ORDER = {
    "legend": "Viktor, Herald of the Arcane",
    "main": (["Hextech Ray"] * 3 + ["Void Seeker"] * 3 + ["Incinerate"] * 3
             + ["Vanguard Sergeant"] * 3 + ["Daring Poro"] * 3 + ["Laurent Duelist"] * 3
             + ["Blast of Power"] * 2 + ["Soul Harvest"] * 3 + ["Decisive Strike"] * 2
             + ["Falling Star"] * 3 + ["Firestorm"] * 2 + ["Shipyard Skulker"] * 3
             + ["Horns of the Dragon"] * 3 + ["Mountain Drake"] * 2 + ["Vengeance"] * 2),
    "runes": ["Fury Rune"] * 6 + ["Order Rune"] * 6,
    "battlefields": ["Bandle Tree"],
}

CALM_MIND = {
    "legend": "Viktor, Herald of the Arcane",
    "main": (["Defy"] * 3 + ["Wind Wall"] * 2 + ["Smoke Screen"] * 3 + ["Stupefy"] * 3
             + ["Stalwart Poro"] * 3 + ["Playful Phantom"] * 3 + ["Zephyr Sage"] * 2
             + ["Mega-Mech"] * 2 + ["Charm"] * 3 + ["Progress Day"] * 2 + ["Premonition"] * 2
             + ["Falling Comet"] * 3 + ["Moonlight Affliction"] * 2 + ["Singularity"] * 2
             + ["Shipyard Skulker"] * 3 + ["Rebuke"] * 2),
    "runes": ["Calm Rune"] * 6 + ["Mind Rune"] * 6,
    "battlefields": ["Back-Alley Bar"],
}


@functools.cache
def legal_test_deck(stem: str) -> dict:
    """A shipped legal test deck ('test-fury-chaos', 'test-calm-body') as a setup dict."""
    from ..cards.db import default_cards_dir, load_card_db
    from .decklist import parse_deck_text
    path = default_cards_dir() / "decks" / f"{stem}.txt"
    return parse_deck_text(path.read_text(encoding="utf-8"), load_card_db()).to_setup()


def __getattr__(name: str) -> dict:
    # FURY_CHAOS / CALM_BODY are read when first asked for, so importing this module
    # stays free of file and card-database reads.
    stems = {"FURY_CHAOS": "test-fury-chaos", "CALM_BODY": "test-calm-body"}
    if name in stems:
        return legal_test_deck(stems[name])
    raise AttributeError(name)


def duel_setup(a: dict = FURY_ORDER, b: dict = CALM_MIND, victory_score: int = 8) -> dict:
    return {"kind": "duel", "victory_score": victory_score,
            "players": {"A": dict(a), "B": dict(b)}}
