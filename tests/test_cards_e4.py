"""Issue 26, session 18 e4: the Equipment whose text links, copies or is copied: The Zero
Drive (a granted Deathknell linked with its own ability, 394-398), Shady Spectacles (the
equipped unit becomes a copy while attached, 477.1.b.1) and Svellsongur (the unit's text
copied to its Effect Text, 479.1.d).  A case is (card, A, B, battlefields, script, expect) as
in tests/card_cases.py; the battlefields are Bandle Tree and Back-Alley Bar unless a case
gives them.
"""

from __future__ import annotations

import pytest

from card_cases import PP, R, new_game, play, run_case
from riftbound_tui.scenario import ScenarioFailure


def equipped(unit: str, *gear: str) -> dict:
    return {"card": unit, "attached": list(gear)}


# A's Stalwart Poro carries The Zero Drive; Vengeance kills it
ZERO = {"hand": ["Vengeance"], "runes": R("order", 6) + R("mind", 4), "deck": ["Gust"],
        "base": [equipped("Stalwart Poro", "The Zero Drive"), "Pouty Poro"]}
KILL_CARRIER = ["A: play Vengeance", "A: choose A:Stalwart Poro", *PP, *PP]
ZERO_PLAYS = ["A: activate A:The Zero Drive", *PP]

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- The Zero Drive: its Effect Text "[Deathknell] - Banish me" is the unit's (718.3):
    # the unit dies and is banished from the trash it went to; the Equipment stays (719.5)
    ("The Zero Drive", ZERO, {}, None, KILL_CARRIER,
     [{"location": {"A:Stalwart Poro": "banishment", "A:The Zero Drive": "base"}},
      {"attached": {"A:Pouty Poro": []}}]),
    # "[3][C], Banish this: Play all units banished with this, ignoring their costs": the
    # granted Deathknell is linked with it (396), so the unit comes back, no cost paid
    # (356.1.b: the 4 Mind runes pay only the ability), and the gear is banished
    ("The Zero Drive", ZERO, {}, None, [*KILL_CARRIER, *ZERO_PLAYS],
     [{"location": {"A:Stalwart Poro": "base", "A:The Zero Drive": "banishment"}},
      {"chain": []}]),
    # a unit banished by anything else is not "banished with this" (398's example)
    ("The Zero Drive", {**ZERO, "banishment": ["Pakaa Cub"]}, {}, None,
     [*KILL_CARRIER, *ZERO_PLAYS],
     [{"location": {"A:Stalwart Poro": "base", "A:Pakaa Cub": "banishment"}}]),
    # "all units": equipped again (its Equip is its second activated ability here) to a second unit that dies too, both come back at once
    ("The Zero Drive", {**ZERO, "hand": ["Vengeance", "Vengeance"],
                        "runes": R("order", 12) + R("mind", 6)}, {}, None,
     [*KILL_CARRIER, "A: activate A:The Zero Drive 2", "A: choose A:Pouty Poro", *PP,
      "A: play Vengeance", "A: choose A:Pouty Poro", *PP, *PP, *ZERO_PLAYS],
     [{"location": {"A:Stalwart Poro": "base", "A:Pouty Poro": "base"}},
      {"count": {"A:banishment": 1}}]),
    # unattached, its Effect Text is inactive (718.3): the unit dies to the trash
    ("The Zero Drive", {**ZERO, "base": ["Stalwart Poro", "The Zero Drive"]}, {}, None,
     KILL_CARRIER[:-2], [{"location": {"A:Stalwart Poro": "trash"}}, {"chain": []}]),
]


@pytest.mark.rules("718.3", "719.5", "808", "394", "396", "398", "356.1.b", "427", "419.3")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_e4_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("718.2", "396", "FAQ: The Zero Drive (Use only if unattached)")
def test_zero_drive_ability_is_not_used_while_attached():
    """"(Use only if unattached.)": an attached card's own rules text is inactive (718.2),
    so the banished unit cannot be played back while The Zero Drive is on a unit."""
    game = new_game({**ZERO, "base": [equipped("Pouty Poro", "The Zero Drive")],
                     "banishment": ["Stalwart Poro"]})
    with pytest.raises(ScenarioFailure, match="rejected"):
        play(game, ZERO_PLAYS)


@pytest.mark.rules("398", "124")
def test_zero_drive_links_to_its_own_object():
    """Another Zero Drive, whose text banished nothing, plays nothing: the link is to the
    card whose Effect Text banished the unit (396, 398)."""
    game = new_game({**ZERO, "base": [equipped("Stalwart Poro", "The Zero Drive"),
                                      "Pouty Poro", "The Zero Drive"]})
    st = game.state
    idle = next(o for o in st.players["A"].zones["base"]
                if st.objs[o].card == "The Zero Drive")       # the one never attached
    play(game, KILL_CARRIER)
    play(game, [f"A: activate {game.engine.ref(st, idle)}", *PP])
    poro = [o for o in game.state.objs.values() if o.card == "Stalwart Poro"]
    assert [o.zone for o in poro] == ["banishment"]
