"""Card names as other sources write them, in our spelling.

Deck lists, deck codes and the reference dump write a name with a dash for the comma,
a collector number or a back face; `normalize_name` reads any of these as the name our
card data uses.  Played decks need it at run time, so it lives here and not in
reference.py, which reads ../shared and serves development checks only.
"""

from __future__ import annotations

import re

# Names spelled wrong at the source (the reference dump) itself.
NAME_FIXES = {
    "Yordle, Kennen, Heart of the Tempest": "Kennen, Heart of the Tempest",
}


def normalize_name(raw: str) -> str:
    """'Jinx - Loose Cannon' -> 'Jinx, Loose Cannon'; 'Recruit (271) // Buff' -> 'Recruit'."""
    n = re.sub(r"\s*//.*$", "", raw)
    n = re.sub(r"\s*\(\d+\)", "", n)
    n = " ".join(n.replace(" - ", ", ").split())
    return NAME_FIXES.get(n, n)
