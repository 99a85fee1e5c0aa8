"""The Fiora preconstructed deck's last ten cards, each played from a position in the shapes
of spec/SCENARIO.md (tests/card_cases.py) and what it does checked: an equipped unit and
Detach (818.3, 435: Strike Down, Veiled Temple), one on one (740.2.b: Fiora, Peerless),
"the first time I conquer each turn" (383.1: Lucian, Merciless), the Sand Soldier token
(187.3: Royal Guard), "if I was Mighty" as I die (707, 808: Unsung Hero), "a battlefield
that was uncontrolled" (Yone, Blademaster errata), a countered spell's Energy cost (356.1.c:
Riposte), "the first friendly gear played each turn" (356.4: Ornn's Forge) and "with one or
more Mighty units" (Sunken Temple).
"""

from __future__ import annotations


import pytest

from card_cases import BFS, BTURN, PP, R, bf, loader_errors, new_game, play, run_case
from riftbound_tui.cards.db import load_card_db
from riftbound_tui.scenario import ScenarioFailure

DB = load_card_db()


def geared(unit: str, *gear: str) -> dict:
    return {"card": unit, "attached": list(gear)}


def conquer(unit, a_extra: dict | None = None, b: dict | None = None, place=None) -> tuple:
    """A moves a unit from base to an empty battlefield (Bandle Tree unless `place`, a
    battlefield entry) and conquers it."""
    target = place or {"card": "Bandle Tree"}
    return ({"base": [unit], **(a_extra or {})}, b or {}, [target, BFS[1]],
            [f"A: move A:{unit if isinstance(unit, str) else unit['card']} to "
             f"{target['card']}", *PP, *PP])


CASES = [
    # Strike Down: the equipped unit deals its Might (2 + 3) and loses its Equipment
    ("Strike Down", {"hand": ["Strike Down"], "runes": R("body", 4),
                     "base": [geared("Vanguard Sergeant", "B.F. Sword")]},
     {"base": ["Mountain Drake"]}, None,
     ["A: play Strike Down", "A: choose A:Vanguard Sergeant", "A: choose B:Mountain Drake",
      *PP],
     [{"damage": {"B:Mountain Drake": 7}}, {"attached": {"A:Vanguard Sergeant": []}},
      {"might": {"A:Vanguard Sergeant": 4}}, {"contains": {"A:base": ["B.F. Sword"]}}]),
    # Fiora, Peerless attacks one on one: her Might doubles this combat
    ("Fiora, Peerless", {"base": ["Fiora, Peerless"]}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: move A:Fiora, Peerless to Bandle Tree", *PP],
     [{"might": {"A:Fiora, Peerless": 6}}]),
    # Lucian, Merciless: exhausted by his move, readied as he conquers
    ("Lucian, Merciless", *conquer("Lucian, Merciless"),
     [{"controller": {"Bandle Tree": "A"}}, {"exhausted": {"A:Lucian, Merciless": False}}]),
    # Royal Guard: a 2 Might Sand Soldier (Shurima) joins it in base
    ("Royal Guard", {"hand": ["Royal Guard"], "runes": R("order", 4)}, {}, None,
     ["A: play Royal Guard", *PP],
     [{"contains": {"A:base": ["Royal Guard", "Sand Soldier"]}},
      {"might": {"A:Sand Soldier": 2}}]),
    # Unsung Hero, Mighty with a B.F. Sword (2 + 3), dies: draw 2
    ("Unsung Hero", {"hand": ["Vengeance"], "runes": R("order", 6), "deck": ["Gust"] * 3,
                     "base": [geared("Unsung Hero", "B.F. Sword")]}, {}, None,
     ["A: play Vengeance", *PP, *PP],
     [{"count": {"A:hand": 2}}, {"contains": {"A:trash": ["Unsung Hero"]}}]),
    # Yone, Blademaster conquers an uncontrolled battlefield: 5 to the enemy unit in a base
    ("Yone, Blademaster", *conquer("Yone, Blademaster", b={"base": ["Mountain Drake"]}),
     [{"damage": {"B:Mountain Drake": 5}}]),
    # Riposte counters B's Vengeance (4 energy) and gives A's unit +4 this turn
    ("Riposte", {"turn": BTURN, "hand": ["Riposte"], "runes": R("body", 2) + R("order", 2),
                 "base": ["Vanguard Sergeant"]},
     {"hand": ["Vengeance"], "runes": R("order", 6)}, None,
     ["B: play Vengeance", "B: choose A:Vanguard Sergeant", "B: pass",
      "A: play Riposte", "A: choose A:Vanguard Sergeant", "A: choose B:Vengeance", *PP],
     [{"might": {"A:Vanguard Sergeant": 8}}, {"contains": {"B:trash": ["Vengeance"]}},
      {"contains": {"A:base": ["Vanguard Sergeant"]}}]),
    # Ornn's Forge, controlled: the first gear of the turn costs 1 less (4 - 1 = 3)
    ("Ornn's Forge", {"hand": ["B.F. Sword"], "runes": R("order", 3)}, {},
     [bf("A", a=["Pouty Poro"], card="Ornn's Forge"), BFS[1]], ["A: play B.F. Sword"],
     [{"contains": {"A:base": ["B.F. Sword"]}}]),
    # Sunken Temple: conquered with a Mighty unit (8): pay 1 to draw 1
    ("Sunken Temple", {"base": ["Mega-Mech"], "runes": R("mind", 1), "deck": ["Gust"]}, {},
     [{"card": "Sunken Temple"}, BFS[1]],
     ["A: move A:Mega-Mech to Sunken Temple", *PP, "A: yes", *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"controller": {"Sunken Temple": "A"}}]),
    # Veiled Temple: ready the B.F. Sword and detach it (recalled to base, 435.4.a)
    ("Veiled Temple", {"base": [geared("Vanguard Sergeant", "B.F. Sword")]}, {},
     [{"card": "Veiled Temple"}, BFS[1]],
     ["A: move A:Vanguard Sergeant to Veiled Temple", *PP, "A: yes", *PP, "A: yes"],
     [{"attached": {"A:Vanguard Sergeant": []}}, {"contains": {"A:base": ["B.F. Sword"]}}]),
]


@pytest.mark.rules("818.3", "435", "740.2.b", "383.1", "187.3", "808", "356.1.c", "356.4")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_fiora_precon_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


def test_every_card_the_precon_lacked_has_a_case():
    lacked = {"Strike Down", "Fiora, Peerless", "Lucian, Merciless", "Royal Guard",
              "Unsung Hero", "Yone, Blademaster", "Riposte", "Ornn's Forge", "Sunken Temple",
              "Veiled Temple"}
    assert lacked <= {c[0] for c in CASES}
    assert all(DB.get(name).implemented for name in lacked)


# -- the edges: what each card must not do ---------------------------------------------------

@pytest.mark.rules("818.3", "358.5")
def test_strike_down_needs_an_equipped_friendly_unit():
    game = new_game({"hand": ["Strike Down"], "runes": R("body", 4),
                     "base": ["Vanguard Sergeant", "B.F. Sword"]}, {"base": ["Mountain Drake"]})
    with pytest.raises(ScenarioFailure):         # a loose gear does not equip the unit
        play(game, ["A: play Strike Down", "A: choose A:Vanguard Sergeant"])


@pytest.mark.rules("435", "355.17")
def test_strike_down_detaches_the_equipment_its_controller_chooses():
    # two Equipment: 2 + 3 + 2 = 7 damage; A chooses to detach the Doran's Blade
    run_case({"hand": ["Strike Down"], "runes": R("body", 4),
              "base": [geared("Vanguard Sergeant", "B.F. Sword", "Doran's Blade")]},
             {"base": ["Mountain Drake"]}, None,
             ["A: play Strike Down", "A: choose A:Vanguard Sergeant",
              "A: choose B:Mountain Drake", *PP, "A: choose A:Doran's Blade"],
             [{"damage": {"B:Mountain Drake": 9}},
              {"attached": {"A:Vanguard Sergeant": ["B.F. Sword"]}},
              {"might": {"A:Vanguard Sergeant": 7}}])


@pytest.mark.rules("740.2.b")
def test_fiora_peerless_is_not_one_on_one_against_two_defenders():
    run_case({"base": ["Fiora, Peerless"]}, {},
             [bf("B", b=["Shipyard Skulker", "Mega-Mech"]), BFS[1]],
             ["A: move A:Fiora, Peerless to Bandle Tree"],
             [{"might": {"A:Fiora, Peerless": 3}}])


@pytest.mark.rules("740.2.b")
def test_fiora_peerless_doubles_as_she_defends_one_on_one():
    run_case({"turn": BTURN}, {"base": ["Shipyard Skulker"]},
             [bf("A", a=["Fiora, Peerless"]), BFS[1]],
             ["B: move B:Shipyard Skulker to Bandle Tree", "A: pass", "B: pass"],
             [{"might": {"A:Fiora, Peerless": 6}}])


@pytest.mark.rules("383.1")
def test_lucian_is_readied_by_his_first_conquest_only():
    # Boots of Swiftness give him Ganking: from one battlefield on to the next (144.4.c)
    game = run_case(*conquer(geared("Lucian, Merciless", "Boots of Swiftness"))[:4], [])
    play(game, ["A: move A:Lucian, Merciless to Back-Alley Bar", *PP],
         [{"controller": {"Back-Alley Bar": "A"}},
          {"exhausted": {"A:Lucian, Merciless": True}}])
    assert not game.state.chain and not game.state.triggers


@pytest.mark.rules("707", "808")
def test_unsung_hero_draws_nothing_when_it_was_not_mighty():
    run_case({"hand": ["Vengeance"], "runes": R("order", 6), "deck": ["Gust"] * 3,
              "base": ["Unsung Hero"]}, {}, None, ["A: play Vengeance", *PP],
             [{"count": {"A:hand": 0}}, {"contains": {"A:trash": ["Unsung Hero"]}}])


@pytest.mark.rules("190.4", "469.1")
def test_yone_deals_nothing_after_conquering_a_battlefield_the_opponent_controlled():
    game = run_case({"base": ["Yone, Blademaster"]}, {"base": ["Mountain Drake"]},
                    [bf("B", b=["Shipyard Skulker"]), BFS[1]],
                    ["A: move A:Yone, Blademaster to Bandle Tree", *PP],
                    [{"controller": {"Bandle Tree": "A"}}, {"damage": {"B:Mountain Drake": 0}}])
    assert not game.state.chain and not game.state.triggers


@pytest.mark.rules("356.4")
def test_ornns_forge_discounts_only_the_first_gear_of_the_turn():
    game = run_case({"hand": ["B.F. Sword", "B.F. Sword"], "runes": R("order", 6)}, {},
                    [bf("A", a=["Pouty Poro"], card="Ornn's Forge"), BFS[1]],
                    ["A: play B.F. Sword"], [{"count": {"A:hand": 1}}])
    assert game.engine.play_cost(game.state, "A", DB.get("B.F. Sword")).energy == 4


@pytest.mark.rules("356.4", "190.6.d")
def test_ornns_forge_discounts_nothing_while_its_player_does_not_control_it():
    game = new_game({"hand": ["B.F. Sword"], "runes": R("order", 3)}, {},
                    [{"card": "Ornn's Forge"}, BFS[1]])
    assert game.engine.play_cost(game.state, "A", DB.get("B.F. Sword")).energy == 4


@pytest.mark.rules("707", "383.2.a.1")
def test_sunken_temple_offers_nothing_without_a_mighty_unit():
    game = run_case({"base": ["Vanguard Sergeant"], "runes": R("mind", 1), "deck": ["Gust"]},
                    {}, [{"card": "Sunken Temple"}, BFS[1]],
                    ["A: move A:Vanguard Sergeant to Sunken Temple", *PP],
                    [{"controller": {"Sunken Temple": "A"}}, {"count": {"A:hand": 0}}])
    assert game.state.pending.kind == "priority" and not game.state.chain


@pytest.mark.rules("435")
def test_veiled_temple_leaves_the_equipment_attached_when_declined():
    run_case({"base": [geared("Vanguard Sergeant", "B.F. Sword")]}, {},
             [{"card": "Veiled Temple"}, BFS[1]],
             ["A: move A:Vanguard Sergeant to Veiled Temple", *PP, "A: yes", *PP, "A: no"],
             [{"attached": {"A:Vanguard Sergeant": ["B.F. Sword"]}}])


# -- the constructs: their loader errors (file:line) and their rendered text ----------------

_errors = loader_errors                 # the loader's messages for a card file (card_cases)


def test_the_new_constructs_report_their_mistakes_at_file_and_line():
    errs = _errors("""
    set: SFD
    cards:
      - name: Bad Forge
        type: battlefield
        abilities:
          - static: {might: 1}
            nth: 1
          - when: {event: conquer, one_on_one: true}
            effects: [{op: draw, amount: 1}]
      - name: Bad Strike
        type: spell
        effects:
          - {op: detach, target: {choose: unit, equipped: maybe}, what: sword}
    """)
    assert any(e.startswith('bad.yaml:7: card "Bad Forge": abilities[0].nth: only a change '
                            "of other cards' costs") for e in errs), errs
    assert any(e.startswith('bad.yaml:8: card "Bad Forge": abilities[1].when.one_on_one: '
                            "only a trigger on attack, defend") for e in errs), errs
    assert any(e.startswith('bad.yaml:13: card "Bad Strike": effects[0].target.equipped')
               for e in errs), errs
    assert any(e.startswith('bad.yaml:13: card "Bad Strike": effects[0].what: "sword" is not '
                            "one of") for e in errs), errs


@pytest.mark.parametrize("card,text", [
    ("Strike Down", "Choose an equipped friendly unit. It deals damage equal to its Might to an "
                    "enemy unit. Detach an Equipment from it."),
    ("Fiora, Peerless", "When I attack one on one, give me +Might equal to my Might this "
                        "combat."),
    ("Lucian, Merciless", "The first time I conquer each turn, ready me."),
    ("Yone, Blademaster", "When I conquer a battlefield that was uncontrolled, deal damage "
                          "equal to my Might to an enemy unit in a base."),
    ("Unsung Hero", "When I die, if I'm Mighty, draw 2."),
    ("Ornn's Forge", "While you control this battlefield, the first gear you or allies play "
                     "each turn costs 1 energy less."),
    ("Veiled Temple", "you may detach it if it's an Equipment."),
])
def test_the_cards_read_as_they_play(card, text):
    from riftbound_tui.cards.text import render_text
    assert text in render_text(DB.get(card), DB)


@pytest.mark.rules("719.5", "186")
def test_a_token_that_dies_leaves_its_equipment_where_it_was():
    # a Sand Soldier carrying a B.F. Sword dies: the token ceases to exist (186), the
    # Equipment detaches and stays in base (719.5), not lost between zones
    game = run_case({"hand": ["Vengeance"], "runes": R("order", 6),
                     "base": [geared("Sand Soldier", "B.F. Sword")]}, {}, None,
                    ["A: play Vengeance", *PP],
                    [{"contains": {"A:base": ["B.F. Sword"]}}])
    from test_fuzz_invariants import check_state
    assert check_state(game.state) == []


@pytest.mark.rules("435", "355.17")
def test_strike_down_asks_nothing_between_two_copies_of_one_equipment():
    # two attached Warmog's Armor are alike: one of them is detached, with no prompt
    game = run_case({"hand": ["Strike Down"], "runes": R("body", 4),
                     "base": [geared("Vanguard Sergeant", "Warmog's Armor", "Warmog's Armor")]},
                    {"base": ["Mountain Drake"]}, None,
                    ["A: play Strike Down", "A: choose A:Vanguard Sergeant",
                     "A: choose B:Mountain Drake", *PP],
                    [{"attached": {"A:Vanguard Sergeant": ["Warmog's Armor"]}},
                     {"contains": {"A:base": ["Warmog's Armor"]}}])
    assert game.state.pending.kind == "priority"


@pytest.mark.rules("434.1.b", "821.1.c")
def test_lucian_takes_one_of_two_alike_equipment_named_apart():
    # two units here each carry a Doran's Blade: the copies are numbered (#1, #2), so
    # Weaponmaster's choice between them can be answered (NOTATION.md: NAME@PLACE#N)
    game = run_case({"hand": ["Lucian, Merciless"], "runes": R("body", 4)}, {},
                    [bf("A", a=[geared("Pouty Poro", "Doran's Blade"),
                                geared("Vanguard Sergeant", "Doran's Blade")]), BFS[1]],
                    ["A: play Lucian, Merciless to Bandle Tree", "A: yes",
                     "A: choose A:Doran's Blade@Bandle Tree#2", *PP],
                    [{"might": {"A:Lucian, Merciless": 5}},
                     {"attached": {"A:Lucian, Merciless": ["Doran's Blade"]}}])
    st = game.state
    kept = [st.objs[u].card for b in st.bfs for u in b.units if st.objs[u].gear]
    assert sorted(kept) == ["Lucian, Merciless", "Pouty Poro"]      # the older one stays
