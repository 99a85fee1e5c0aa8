"""Rules of 400-480 and 700-829 that the ledger listed as untested or not implemented
although the cards of the five sets now use them: Double and Swap (432-433), Prevent
Values (437.3, 437.5), Untargetability (756-758), naming (759-763), ignoring (764-767),
inactive text (720-725), the equip event (818.2) and Quick-Draw twice (819.2)."""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, new_game, play, run_case

DRAKE_VS_TWO = {"base": ["Mountain Drake"]}
B_SHIELD = {"hand": ["Ki Barrier", "Counter Strike"], "runes": R("order", 3) + R("calm", 3),
            "deck": ["Mega-Mech"]}
TWO_DEFENDERS = [bf("B", b=["Pouty Poro", "Shipyard Skulker"]), BFS[1]]


def _shielded(spell: str):
    """A's Mountain Drake (10) attacks B's Pouty Poro (2) and Shipyard Skulker (3); in the
    showdown B gives the Poro `spell`; A is to assign the combat damage."""
    return run_case(DRAKE_VS_TWO, B_SHIELD, TWO_DEFENDERS,
                    ["A: move A:Mountain Drake to Bandle Tree", "A: pass", f"B: play {spell}",
                     "B: choose B:Pouty Poro", "B: pass", "A: pass", "A: pass", "B: pass"], [])


@pytest.mark.rules("437.3", "437.3.a", "437.3.b")
def test_a_prevent_value_is_used_up_by_the_damage_it_prevents():
    """Ki Barrier (prevent the next 7): Hextech Ray's 3 leaves 4 to prevent, Void Seeker's
    4 uses the rest, and the next Hextech Ray's 3 is dealt in full."""
    g = new_game({"hand": ["Ki Barrier", "Hextech Ray", "Void Seeker", "Hextech Ray"],
                  "runes": R("order", 3) + R("fury", 9), "deck": ["Gust"]}, {},
                 [bf("A", a=["Mountain Drake"]), BFS[1]])
    play(g, ["A: play Ki Barrier", "A: choose A:Mountain Drake", *PP,
             "A: play Hextech Ray", "A: choose A:Mountain Drake", *PP],
         [{"damage": {"A:Mountain Drake": 0}}])
    play(g, ["A: play Void Seeker", "A: choose A:Mountain Drake", *PP],
         [{"damage": {"A:Mountain Drake": 0}}])
    play(g, ["A: play Hextech Ray", "A: choose A:Mountain Drake", *PP],
         [{"damage": {"A:Mountain Drake": 3}}])


@pytest.mark.rules("437.5", "437.5.a", "465.2.c.3")
def test_combat_damage_assigned_past_the_prevent_value_kills():
    """9 to the shielded Poro (2 + 7) is lethal: 7 is prevented, 2 kills it; the Skulker
    takes the 1 left over and survives."""
    g = _shielded("Ki Barrier")
    play(g, ["A: assign B:Pouty Poro@Bandle Tree=9, B:Shipyard Skulker@Bandle Tree=1"],
         [{"location": {"B:Pouty Poro": "trash", "B:Shipyard Skulker": "Bandle Tree"}},
          {"controller": {"Bandle Tree": "B"}}])


@pytest.mark.rules("437.5.b", "465.2.c.3", "465.2.c.4")
def test_no_combat_damage_is_lethal_through_a_prevent_it_all():
    """Counter Strike ('the next time it would be dealt damage, prevent it'): the Poro can
    take any amount and never has lethal damage, so the Skulker takes damage only as the
    first of the two to be assigned, and the Poro may take it all."""
    g = _shielded("Counter Strike")
    play(g, [], [{"illegal": "A: assign B:Pouty Poro@Bandle Tree=2, "
                             "B:Shipyard Skulker@Bandle Tree=8"},
                 {"legal": "A: assign B:Shipyard Skulker@Bandle Tree=3, "
                           "B:Pouty Poro@Bandle Tree=7"},
                 {"legal": "A: assign B:Pouty Poro@Bandle Tree=10"}])
    play(g, ["A: assign B:Pouty Poro@Bandle Tree=10"],
         [{"location": {"B:Pouty Poro": "Bandle Tree", "B:Shipyard Skulker": "Bandle Tree"}}])


WALLOP = ["A: play Wallop", "A: yes", "A: choose A:Vanguard Sergeant", *PP]   # spend the buff


@pytest.mark.rules("432", "432.1", "432.1.a")
def test_doubling_adds_the_current_might_once():
    """Last Stand doubles the buffed Sergeant (4 + 1) to 10: an increase of 5, fixed as it
    is made, so spending the buff afterwards leaves 9, not 8."""
    a = {"base": [{"card": "Vanguard Sergeant", "buff": True, "exhausted": True}],
         "hand": ["Last Stand", "Wallop"], "runes": R("calm", 4) + R("order", 1)}
    g = run_case(a, {}, None, ["A: play Last Stand", "A: choose A:Vanguard Sergeant", *PP],
                 [{"might": {"A:Vanguard Sergeant": 10}}])
    play(g, WALLOP, [{"buffed": {"A:Vanguard Sergeant": False}},
                     {"might": {"A:Vanguard Sergeant": 9}}])


@pytest.mark.rules("433", "433.1", "433.1.a", "433.1.b")
def test_swapping_gives_and_takes_the_difference():
    """Switcheroo swaps the buffed Sergeant (5) and the Drake (10): +5 to one and -5 to the
    other, so spending the Sergeant's buff afterwards leaves it 9, and the Drake stays 5."""
    a = {"hand": ["Switcheroo", "Wallop"], "runes": R("chaos", 4) + R("order", 1)}
    bfs = [bf("A", a=[{"card": "Vanguard Sergeant", "buff": True, "exhausted": True}],
              b=["Mountain Drake"]), BFS[1]]
    g = run_case(a, {}, bfs, ["A: play Switcheroo", "A: choose A:Vanguard Sergeant",
                              "A: choose B:Mountain Drake", *PP],
                 [{"might": {"A:Vanguard Sergeant": 10, "B:Mountain Drake": 5}}])
    play(g, WALLOP, [{"might": {"A:Vanguard Sergeant": 9, "B:Mountain Drake": 5}}])


@pytest.mark.rules("433.1.c")
def test_swapping_equal_mights_changes_nothing():
    bfs = [bf("A", a=["Pouty Poro"], b=["Stalwart Poro"]), BFS[1]]
    g = run_case({"hand": ["Switcheroo"], "runes": R("chaos", 4)}, {}, bfs,
                 ["A: play Switcheroo", "A: choose A:Pouty Poro", "A: choose B:Stalwart Poro",
                  *PP], [{"might": {"A:Pouty Poro": 2, "B:Stalwart Poro": 2}}])
    assert not [m for m in g.state.modifiers if m.kind == "might"]
