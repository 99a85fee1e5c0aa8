"""Simultaneous events, one of them replaced (373.1.a): the replacement's own game actions
are performed before the unmodified simultaneous events.  The order is in the log only:
Firestorm deals lethal damage to two of B's units at once, Zhonya's Hourglass saves one
(healed, exhausted, recalled), and that is done before the other dies."""

from __future__ import annotations

import pytest

from tests.card_cases import PP, run_case, zone_cards


@pytest.mark.rules("373.1.a", "370.1.b")
def test_a_replacement_is_carried_out_before_the_simultaneous_unreplaced_death():
    g = run_case(
        {"hand": ["Firestorm"], "runes": ["Fury Rune"] * 7},
        {"deck": ["Vanguard Sergeant"], "base": ["Zhonya's Hourglass"]},
        [{"card": "Bandle Tree", "controller": "B",
          "units": {"B": ["Watchful Sentry", "Watchful Sentry"]}}, {"card": "Back-Alley Bar"}],
        ["A: play Firestorm", "A: choose Bandle Tree", *PP],
        [{"count": {"B:trash": 2, "B:base": 1}}])
    log = list(g.state.log)
    start = max(i for i, line in enumerate(log) if "resolve Firestorm" in line)
    after = log[start:]
    saved = next(i for i, line in enumerate(after) if "would die; instead" in line)
    recalled = next(i for i, line in enumerate(after) if line.strip().startswith("recall"))
    died = next(i for i, line in enumerate(after) if "dies with lethal damage" in line)
    assert saved < recalled < died, "\n".join(after)
    assert zone_cards(g, "B", "base") == ["Watchful Sentry"]
    assert sorted(zone_cards(g, "B", "trash")) == ["Watchful Sentry", "Zhonya's Hourglass"]
