"""Two fixed test decks built from the implemented card slice (benchmarks, fuzzing, sim)."""

from __future__ import annotations

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


def duel_setup(a: dict = FURY_ORDER, b: dict = CALM_MIND, victory_score: int = 8) -> dict:
    return {"kind": "duel", "victory_score": victory_score,
            "players": {"A": dict(a), "B": dict(b)}}
