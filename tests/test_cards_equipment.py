"""Equipment (818) and Weaponmaster (821) cards, each played from a scenario-like position and
its effect checked: the Equip cost paid, the Might Bonus and the Effect Text the unit has
while the card is attached (434.1.c-d, 718.3-718.4), "I" in that text being the unit.

A case is (card, A, B, battlefields, script, expect), as in tests/card_cases.py.  Every card
with Equip or Weaponmaster in the data has a case (test_every_equipment_card_has_a_case).
"""

from __future__ import annotations

import pytest

from card_cases import BFS, HOLD, PP, R, bf, run_case
from riftbound_tui.cards.db import load_card_db

DB = load_card_db()


def with_gear(unit: str, *gear: str) -> dict:
    return {"card": unit, "attached": list(gear)}


def equip(gear: str, runes: list[str], unit: str = "Pouty Poro") -> tuple:
    """A position where A has the gear and a unit in base and pays its Equip cost."""
    return ({"runes": runes, "base": [gear, unit]}, {}, None,
            [f"A: activate A:{gear}", f"A: choose A:{unit}", *PP])


def conquer(gear: str, a_extra: dict | None = None) -> tuple:
    """A's unit with the gear attached moves to an empty battlefield and conquers it."""
    return ({"base": [with_gear("Pouty Poro", gear)], **(a_extra or {})}, {}, None,
            ["A: move A:Pouty Poro to Bandle Tree", *PP, *PP])


def hold(gear: str, a_extra: dict | None = None) -> tuple:
    """A holds Bandle Tree with a unit carrying the gear (469.2)."""
    return ({"turn": HOLD, "deck": ["Gust"] * 3, **(a_extra or {})}, {},
            [bf("A", a=[with_gear("Pouty Poro", gear)]), BFS[1]], [*PP])


def attack(gear: str) -> tuple:
    """A's unit with the gear attacks B's two units at Bandle Tree."""
    return ({"base": [with_gear("Vanguard Sergeant", gear)]}, {},
            [bf("B", b=["Shipyard Skulker", "Mega-Mech"]), BFS[1]],
            ["A: move A:Vanguard Sergeant to Bandle Tree"])


def _more(case: tuple, *lines: str) -> tuple:
    """The case with more lines played."""
    return (*case[:3], [*case[3], *lines])


CASES = [
    # -- Might Bonus only (434.1.d)
    ("Long Sword", {"hand": ["Long Sword"], "runes": R("fury", 3),
                    "base": ["Pouty Poro", "Mega-Mech"]}, {}, None,
     ["A: play Long Sword", "A: choose A:Pouty Poro", *PP],
     [{"attached": {"A:Pouty Poro": ["Long Sword"]}}, {"might": {"A:Pouty Poro": 4}}]),
    ("Sterak's Gage", {"hand": ["Sterak's Gage"], "runes": R("calm", 5),
                       "base": ["Pouty Poro", "Mega-Mech"]}, {}, None,
     ["A: play Sterak's Gage", "A: choose A:Mega-Mech", *PP],
     [{"might": {"A:Mega-Mech": 11, "A:Pouty Poro": 2}}]),
    ("Doran's Blade", *equip("Doran's Blade", R("body", 1)),
     [{"might": {"A:Pouty Poro": 4}}, {"count": {"A:runes": 0}}]),
    ("B.F. Sword", *equip("B.F. Sword", R("order", 1)), [{"might": {"A:Pouty Poro": 5}}]),
    # -- keywords in the Effect Text (718.3)
    ("Serrated Dirk", *equip("Serrated Dirk", R("fury", 1)),
     [{"might": {"A:Pouty Poro": 2}}, {"keywords": {"A:Pouty Poro": ["assault 2"]}}]),
    ("Serrated Dirk", *attack("Serrated Dirk"),           # Assault 2: +2 while an attacker
     [{"might": {"A:Vanguard Sergeant": 6}}]),
    ("Doran's Shield", *equip("Doran's Shield", R("calm", 1)),
     [{"might": {"A:Pouty Poro": 3}}, {"keywords": {"A:Pouty Poro": ["tank"]}}]),
    ("Cloth Armor", {"hand": ["Cloth Armor"], "runes": R("mind", 2),
                     "base": ["Pouty Poro", "Mega-Mech"]}, {}, None,
     ["A: play Cloth Armor", "A: choose A:Pouty Poro", *PP],
     [{"keywords": {"A:Pouty Poro": ["shield 2"]}}, {"might": {"A:Pouty Poro": 2}}]),
    ("Hexdrinker", *equip("Hexdrinker", R("body", 1), unit="Mega-Mech"),
     [{"keywords": {"A:Mega-Mech": ["deflect"]}}, {"might": {"A:Mega-Mech": 9}}]),
    ("Boots of Swiftness", *equip("Boots of Swiftness", R("chaos", 1)),
     [{"keywords": {"A:Pouty Poro": ["ganking"]}}, {"might": {"A:Pouty Poro": 4}}]),
    ("Soul Sword", {"runes": R("calm", 1), "base": ["Soul Sword", "Pouty Poro"], "xp": 3}, {},
     None, ["A: activate A:Soul Sword", "A: choose A:Pouty Poro", *PP],
     [{"might": {"A:Pouty Poro": 4}}]),                  # +1, and +1 more at Level 3
    ("Soul Sword", *equip("Soul Sword", R("calm", 1)), [{"might": {"A:Pouty Poro": 3}}]),
    # -- triggered abilities in the Effect Text: "I" is the unit
    ("Warmog's Armor", *conquer("Warmog's Armor"),
     [{"buffed": {"A:Pouty Poro": True}}, {"controller": {"Bandle Tree": "A"}}]),
    ("Boneshiver", *conquer("Boneshiver", {"rune_deck": R("body", 2)}),
     [{"count": {"A:runes": 1, "A:rune_deck": 1}}]),
    ("Doran's Ring", *conquer("Doran's Ring", {"hand": ["Gust"], "deck": ["Charm"]}),
     [{"contains": {"A:hand": ["Charm"], "A:trash": ["Gust"]}}]),
    ("Cull", *conquer("Cull"), [{"contains": {"A:base": ["Gold"]}}]),
    ("Hunter's Machete", *conquer("Hunter's Machete"), [{"xp": {"A": 1}}]),
    ("Trinity Force", *hold("Trinity Force"), [{"points": {"A": 2}}]),
    ("World Atlas", *hold("World Atlas"),
     [{"count": {"A:base": 2}}, {"contains": {"A:base": ["Gold", "Gold"]}}]),
    ("Eye of the Herald", *conquer("Eye of the Herald"),
     [{"contains": {"Bandle Tree": ["Recruit", "Pouty Poro", "Eye of the Herald"]}}]),
    ("Pendulum Blade", *conquer("Pendulum Blade"), [{"might": {"A:Pouty Poro": 5}}]),
    # Hand Hammer: +2 more at a battlefield with exactly one other unit of yours (a list of
    # conditions; more cases in tests/test_cards_precon_shen.py)
    ("Hand Hammer", {}, {}, [bf("A", a=[with_gear("Pouty Poro", "Hand Hammer"), "Mega-Mech"]),
                             BFS[1]], [], [{"might": {"A:Pouty Poro": 5}}]),
    ("Sacred Shears", {"hand": ["Vengeance"], "runes": R("order", 6), "deck": ["Gust"],
                       "base": [with_gear("Pouty Poro", "Sacred Shears")]}, {}, None,
     ["A: play Vengeance", *PP, *PP],                     # Deathknell: the unit dies
     [{"contains": {"A:hand": ["Gust"], "A:base": ["Sacred Shears"]}}]),
    ("Recurve Bow", *_more(attack("Recurve Bow"), "A: choose B:Shipyard Skulker", *PP),
     [{"damage": {"B:Mega-Mech": 0}}, {"damage": {"B:Shipyard Skulker": 2}}]),
    # Spinning Axe: Quick-Draw, and Temporary only while unattached (718.2)
    ("Spinning Axe", {"hand": ["Spinning Axe"], "runes": R("chaos", 3),
                      "base": ["Pouty Poro", "Mega-Mech"]}, {}, None,
     ["A: play Spinning Axe", "A: choose A:Pouty Poro", *PP],
     [{"might": {"A:Pouty Poro": 5}}]),
    ("Spinning Axe", {"turn": HOLD, "deck": ["Gust"] * 3,
                      "base": [with_gear("Pouty Poro", "Spinning Axe"), "Spinning Axe"]}, {},
     None, [], [{"count": {"A:trash": 1}}, {"attached": {"A:Pouty Poro": ["Spinning Axe"]}},
                {"might": {"A:Pouty Poro": 5}}]),
    # -- Weaponmaster (821): see also tests/scenarios/weaponmaster-*.yaml
    ("Veteran Poro", {"hand": ["Veteran Poro"], "runes": R("body", 3),
                      "base": ["Doran's Blade"]}, {}, None,
     ["A: play Veteran Poro", "A: yes", *PP],
     [{"attached": {"A:Veteran Poro": ["Doran's Blade"]}}]),
    ("Sentinel Adept", {"hand": ["Sentinel Adept"], "runes": R("fury", 4),
                        "base": ["Long Sword"]}, {}, None,
     ["A: play Sentinel Adept", "A: no"], [{"attached": {"A:Sentinel Adept": []}}]),
    ("Armed Assailant", {"hand": ["Armed Assailant"], "runes": R("fury", 9),
                         "base": ["Serrated Dirk"]}, {}, None,   # Accelerate, then Weaponmaster
     ["A: play Armed Assailant", "A: yes", "A: yes", *PP],
     [{"exhausted": {"A:Armed Assailant": False}},
      {"attached": {"A:Armed Assailant": ["Serrated Dirk"]}}, {"count": {"A:runes": 6}}]),
    ("Combat Chef", {"hand": ["Combat Chef"], "runes": R("body", 6),
                     "base": ["Doran's Blade"]}, {}, None,
     ["A: play Combat Chef", "A: yes", *PP], [{"might": {"A:Combat Chef": 7}}]),
    ("Master Bingwen", {"hand": ["Master Bingwen"], "runes": R("chaos", 7),
                        "base": ["Cull"]}, {}, None,
     ["A: play Master Bingwen", "A: yes", *PP], [{"might": {"A:Master Bingwen": 7}}]),
]


@pytest.mark.rules("818.1.b", "718.3", "718.4")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_equipment_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


def test_every_equipment_card_has_a_case():
    """Each implemented card with Equip or Weaponmaster has a case here."""
    names = {c.name for c in DB.all() if c.implemented and
             (c.equip is not None or c.keyword("weaponmaster") is not None)}
    assert len(names) >= 20
    from test_cards_precon_rumble_vi import CASES as PRECON_CASES   # Hextech Gauntlets
    from test_cards_precon_fiora import CASES as FIORA_CASES   # Lucian, Yone: the Fiora precon
    from test_cards_c5_b import STATICS as C5_CASES             # Jagged Cutlass (Vendetta)
    assert names - {c[0] for c in CASES} - {c[0] for c in PRECON_CASES} - \
        {c[0] for c in FIORA_CASES} - {c[0] for c in C5_CASES} == set()
