"""The cards the Rumble (SFD) and Vi (UNL) precons were missing, each played from a
scenario-like position and its effect checked (issue 26).

A case is (card, A, B, battlefields, script, expect) in the shapes of spec/SCENARIO.md
(tests/card_cases.py); the battlefields are Bandle Tree and Back-Alley Bar unless a case
gives them.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, run_case

B_TURN = {"player": "B", "number": 4, "phase": "main"}

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "[1][C], Recycle a unit from your trash, [exhaust]: Play a 3 Might Mech unit token to
    # your base": the recycled card goes to the bottom of the deck (416), the Mech to base
    ("Assembly Rig", {"base": ["Assembly Rig"], "runes": R("fury", 2),
                      "trash": ["Shipyard Skulker", "Daring Poro", "Gust"],
                      "deck": ["Rebuke"]}, {}, None,
     ["A: activate A:Assembly Rig", "A: choose A:Shipyard Skulker", *PP],
     [{"location": {"A:Mech": "base", "A:Gust": "trash"}},
      {"top": {"A:deck": ["Rebuke", "Shipyard Skulker"]}},
      {"exhausted": {"A:Assembly Rig": True}}, {"count": {"A:runes": 1}}]),   # one recycled
    # only a unit in your trash pays it: with a spell alone there it can't be activated (404)
    ("Assembly Rig", {"base": ["Assembly Rig"], "runes": R("fury", 2), "trash": ["Gust"]},
     {}, None, [], [{"illegal": "A: activate A:Assembly Rig"}]),
    # "When you conquer here, put the top 2 cards of your Main Deck into your trash" (440.1)
    ("Minefield", {"turn": {"player": "A", "number": 4, "phase": "main"},
                   "base": ["Shipyard Skulker"], "deck": ["Gust", "Rebuke", "Defy"]}, {},
     [{"card": "Minefield"}, BFS[1]],
     ["A: move A:Shipyard Skulker to Minefield", *PP, *PP],
     [{"points": {"A": 1}}, {"contains": {"A:trash": ["Gust", "Rebuke"]}},
      {"top": {"A:deck": ["Defy"]}}]),
    # "Your Mechs each have [Assault]": Mechs you control (Rumble is one), no other unit,
    # no enemy Mech
    ("Rumble, Hotheaded", {"base": ["Rumble, Hotheaded", "Mega-Mech", "Shipyard Skulker"]},
     {"base": ["Mega-Mech"]}, None, [],
     [{"keywords": {"A:Rumble, Hotheaded": ["assault"], "A:Mega-Mech": ["assault"]}},
      {"lacks": {"A:Shipyard Skulker": "assault", "B:Mega-Mech": "assault"}}]),
    # "When I conquer, you may recycle another friendly unit to play a Mech from your
    # trash. Reduce its Energy cost by the Might of the unit you recycled": Skulker (3
    # Might) goes to the deck's bottom, Ferrous Forerunner costs 6 - 3 energy and its [C]
    ("Rumble, Hotheaded", {"turn": {"player": "A", "number": 4, "phase": "main"},
                           "base": ["Rumble, Hotheaded", "Shipyard Skulker"],
                           "runes": R("fury", 4), "trash": ["Ferrous Forerunner", "Gust"],
                           "deck": ["Rebuke"] * 3}, {}, None,
     ["A: move A:Rumble, Hotheaded to Bandle Tree", *PP, "A: yes", *PP, "A: to base"],
     [{"location": {"A:Ferrous Forerunner": "base", "A:Gust": "trash"}},
      {"top": {"A:deck": ["Rebuke", "Rebuke", "Rebuke", "Shipyard Skulker"]}},
      {"count": {"A:runes": 3}}]),            # 3 exhausted for energy, 1 recycled for [C]
    # declined: nothing recycled, nothing played
    ("Rumble, Hotheaded", {"turn": {"player": "A", "number": 4, "phase": "main"},
                           "base": ["Rumble, Hotheaded", "Shipyard Skulker"],
                           "runes": R("fury", 4), "trash": ["Ferrous Forerunner"],
                           "deck": ["Rebuke"] * 3}, {}, None,
     ["A: move A:Rumble, Hotheaded to Bandle Tree", *PP, "A: no"],
     [{"location": {"A:Ferrous Forerunner": "trash", "A:Shipyard Skulker": "base"}},
      {"chain": []}]),
    # "[Equip] [3][A]. This ability's Energy cost is reduced by the Might of the unit you
    # choose": on Shipyard Skulker (3 Might) it costs only [A], one rune recycled (356.4)
    ("Hextech Gauntlets", {"base": ["Hextech Gauntlets", "Shipyard Skulker"],
                           "runes": R("order", 1)}, {}, None,
     ["A: activate A:Hextech Gauntlets", *PP],
     [{"attached": {"A:Shipyard Skulker": ["Hextech Gauntlets"]}},
      {"might": {"A:Shipyard Skulker": 6}}, {"count": {"A:runes": 0}}]),
    # the unit chosen sets the cost: Daring Poro (2 Might) costs [1][A]
    ("Hextech Gauntlets", {"base": ["Hextech Gauntlets", "Shipyard Skulker", "Daring Poro"],
                           "runes": R("order", 3)}, {}, None,
     ["A: activate A:Hextech Gauntlets", "A: choose A:Daring Poro", *PP],
     [{"attached": {"A:Daring Poro": ["Hextech Gauntlets"], "A:Shipyard Skulker": []}},
      {"might": {"A:Daring Poro": 5}}, {"count": {"A:runes": 2}}]),
    # only a unit that makes the cost payable may be chosen (357): with one rune, not the
    # Recruit (1 Might: [2][A]), so Shipyard Skulker, the one choice left
    ("Hextech Gauntlets", {"base": ["Hextech Gauntlets", "Recruit", "Shipyard Skulker"],
                           "runes": R("order", 1)}, {}, None,
     ["A: activate A:Hextech Gauntlets", *PP],
     [{"attached": {"A:Shipyard Skulker": ["Hextech Gauntlets"], "A:Recruit": []}}]),
    # with a 1 Might unit alone it costs [2][A]: one rune cannot pay it (404)
    ("Hextech Gauntlets", {"base": ["Hextech Gauntlets", "Recruit"], "runes": R("order", 1)},
     {}, None, [], [{"illegal": "A: activate A:Hextech Gauntlets"}]),
    # its effect text, the unit's while attached (718.3): "When I conquer, if you assigned
    # 3 or more excess damage, draw 1": Daring Poro with +3 deals 5 to a 2 Might unit
    ("Hextech Gauntlets", {"base": [{"card": "Daring Poro", "attached": ["Hextech Gauntlets"]}],
                           "deck": ["Gust", "Rebuke"]}, {},
     [bf("B", b=["Daring Poro"]), BFS[1]],
     ["A: move A:Daring Poro to Bandle Tree", *PP, *PP],
     [{"controller": {"Bandle Tree": "A"}}, {"count": {"A:hand": 1}}]),
    # 2 excess only (Shipyard Skulker, 3 + 3, against a 4 Might Vanguard Sergeant): none
    ("Hextech Gauntlets", {"base": [{"card": "Shipyard Skulker",
                                     "attached": ["Hextech Gauntlets"]}],
                           "deck": ["Gust", "Rebuke"]}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Shipyard Skulker to Bandle Tree", *PP],
     [{"controller": {"Bandle Tree": "A"}}, {"count": {"A:hand": 0}}, {"chain": []}]),
    # "Opponents must pay [A] for each unit beyond the first to move multiple units to my
    # battlefield at the same time" (204.4): three units together cost 2 [A], two runes
    # recycled
    ("Mageseeker Investigator",
     {"base": ["Daring Poro", "Shipyard Skulker", "Stalwart Poro"], "runes": R("calm", 2)},
     {}, [bf("B", b=["Mageseeker Investigator"]), BFS[1]],
     ["A: move A:Daring Poro, A:Shipyard Skulker, A:Stalwart Poro to Bandle Tree"],
     [{"location": {"A:Daring Poro": "Bandle Tree", "A:Stalwart Poro": "Bandle Tree"}},
      {"count": {"A:runes": 0}}]),
    # one rune cannot pay it: the move is refused
    ("Mageseeker Investigator",
     {"base": ["Daring Poro", "Shipyard Skulker", "Stalwart Poro"], "runes": R("calm", 1)},
     {}, [bf("B", b=["Mageseeker Investigator"]), BFS[1]], [],
     [{"illegal": "A: move A:Daring Poro, A:Shipyard Skulker, A:Stalwart Poro to "
                  "Bandle Tree"}]),
    # one unit alone, another battlefield, or its controller's own move: no cost
    ("Mageseeker Investigator", {"base": ["Daring Poro", "Shipyard Skulker"],
                                 "runes": R("calm", 1)},
     {}, [bf("B", b=["Mageseeker Investigator"]), BFS[1]],
     ["A: move A:Daring Poro, A:Shipyard Skulker to Back-Alley Bar"],
     [{"location": {"A:Daring Poro": "Back-Alley Bar"}}, {"count": {"A:runes": 1}}]),
    ("Mageseeker Investigator", {"base": ["Daring Poro", "Shipyard Skulker"],
                                 "runes": R("calm", 1)},
     {}, [bf("B", b=["Mageseeker Investigator"]), BFS[1]],
     ["A: move A:Daring Poro to Bandle Tree"],
     [{"location": {"A:Daring Poro": "Bandle Tree"}}, {"count": {"A:runes": 1}}]),
    ("Mageseeker Investigator", {"base": ["Daring Poro", "Shipyard Skulker"],
                                 "runes": R("calm", 1)},
     {}, [bf("A", a=["Mageseeker Investigator"]), BFS[1]],
     ["A: move A:Daring Poro, A:Shipyard Skulker to Bandle Tree"],
     [{"location": {"A:Daring Poro": "Bandle Tree"}}, {"count": {"A:runes": 1}}]),
    # "If I didn't die alone, draw 1": another friendly unit here as I die
    # (Void Seeker: "deal 4 to a unit at a battlefield, draw 1"), so 2 cards in all
    ("Loyal Poro", {"hand": ["Void Seeker"], "runes": R("fury"), "deck": ["Gust", "Rebuke"]},
     {}, [bf("A", a=["Loyal Poro", "Shipyard Skulker"]), BFS[1]],
     ["A: play Void Seeker", "A: choose A:Loyal Poro", *PP, *PP],
     [{"location": {"A:Loyal Poro": "trash"}}, {"count": {"A:hand": 2}}]),
    # alone there (a friendly unit elsewhere does not count): only Void Seeker's card
    ("Loyal Poro", {"hand": ["Void Seeker"], "runes": R("fury"), "deck": ["Gust", "Rebuke"],
                    "base": ["Shipyard Skulker"]},
     {}, [bf("A", a=["Loyal Poro"]), BFS[1]],
     ["A: play Void Seeker", "A: choose A:Loyal Poro", *PP],
     [{"location": {"A:Loyal Poro": "trash"}}, {"count": {"A:hand": 1}}, {"chain": []}]),
    # "When a player plays a unit here, they may pay [1] to [Buff] it" (190.6.c: the one
    # who played it decides and pays)
    ("Valley of Idols", {"hand": ["Shipyard Skulker"], "runes": R("fury", 4)}, {},
     [bf("A", a=["Daring Poro"], card="Valley of Idols"), BFS[1]],
     ["A: play Shipyard Skulker to Valley of Idols", "A: yes", *PP],
     [{"buffed": {"A:Shipyard Skulker": True, "A:Daring Poro": False}}]),
    ("Valley of Idols", {"hand": ["Shipyard Skulker"], "runes": R("fury", 4)}, {},
     [bf("A", a=["Daring Poro"], card="Valley of Idols"), BFS[1]],
     ["A: play Shipyard Skulker to Valley of Idols", "A: no"],
     [{"buffed": {"A:Shipyard Skulker": False}}, {"chain": []}]),
    # "The first time a player plays a non-token unit here each turn, they may move another
    # unit they control here to its base": not the unit just played (the trigger's subject)
    ("Star Spring", {"hand": ["Shipyard Skulker"], "runes": R("fury", 4)}, {},
     [bf("A", a=["Daring Poro"], card="Star Spring"), BFS[1]],
     ["A: play Shipyard Skulker to Star Spring", "A: yes", *PP],
     [{"location": {"A:Daring Poro": "base", "A:Shipyard Skulker": "Star Spring"}}]),
    # the second unit played here this turn: no trigger (383.1)
    ("Star Spring", {"hand": ["Shipyard Skulker", "Daring Poro"], "runes": R("fury", 6)}, {},
     [bf("A", a=["Stalwart Poro"], card="Star Spring"), BFS[1]],
     ["A: play Shipyard Skulker to Star Spring", "A: no",
      "A: play Daring Poro to Star Spring"],
     [{"location": {"A:Stalwart Poro": "Star Spring"}}, {"chain": []}]),
    # played to base: not here, no trigger
    ("Valley of Idols", {"hand": ["Shipyard Skulker"], "runes": R("fury", 4)}, {},
     [bf("A", a=["Daring Poro"], card="Valley of Idols"), BFS[1]],
     ["A: play Shipyard Skulker to base"],
     [{"buffed": {"A:Shipyard Skulker": False}}, {"chain": []}]),
]


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES, ids=[c[0] for c in CASES])
def test_precon_rumble_vi_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


VALLEY = """
set: UNL
cards:
  - name: Valley of Idols
    number: "218"
    type: battlefield
    abilities:
      - when: {event: play, subject: unit, where: here, controlled_by: %s}
        optional: true
        pay: {pay: {energy: 1}}
        effects: [{op: buff, target: subject}]
"""


@pytest.mark.rules("190.6.c")
def test_controlled_by_reads_renders_and_reports_its_mistakes():
    """`controlled_by: that_player` ("they may ...", 190.6.c) loads, renders as a
    player's trigger, and any other value is a loader error at its line."""
    from riftbound_tui.cards.errors import CardDataErrors
    from riftbound_tui.cards.loader import load_cards_text, parse_cards
    from riftbound_tui.cards.text import render_text
    (card,) = load_cards_text(VALLEY % "that_player", "v.yaml")
    assert card.abilities[0].trigger.controlled_by == "that_player"
    assert render_text(card) == \
        "When a player plays a unit here, they may pay 1 energy to buff it."
    _, errors = parse_cards(VALLEY % "you", "v.yaml")
    assert [e.line for e in errors] == [8] and "controlled_by" in str(errors[0])
    with pytest.raises(CardDataErrors):
        load_cards_text(VALLEY % "you", "v.yaml")


RUMBLE = """
set: SFD
cards:
  - name: Rumble, Hotheaded
    number: "026"
    type: unit
    domains: [fury]
    cost: {energy: 4}
    might: 4
    abilities:
      - when: conquer
        optional: true
        pay: {recycle: {choose: unit, controller: friendly, other: true}}
        effects:
          - {op: play, target: {pick: unit, at: trash, controller: friendly}, reduce: %s}
"""


@pytest.mark.rules("356.4")
def test_reduce_by_the_paid_units_might_reads_and_reports_its_mistakes():
    """`reduce: {might: paid}` loads as the paid unit's Might; another mapping is an error
    at its line."""
    from riftbound_tui.cards.loader import load_cards_text, parse_cards
    (card,) = load_cards_text(RUMBLE % "{might: paid}", "r.yaml")
    assert card.abilities[0].effects[0].reduce_by == "paid_might"
    _, errors = parse_cards(RUMBLE % "{might: self}", "r.yaml")
    assert [e.line for e in errors] == [15] and "reduce" in str(errors[0])


SPRING = """
set: UNL
cards:
  - name: Star Spring
    number: "215"
    type: %s
    %s
"""


def test_star_springs_fields_read_render_and_report_their_mistakes():
    """`not_token` (play only), `nth` on play and `not_subject` (triggers only) load and
    render; misplaced, each is an error at its line."""
    from riftbound_tui.cards.loader import load_cards_text, parse_cards
    from riftbound_tui.cards.text import render_text
    good = ("battlefield", """abilities:
      - when: {event: play, subject: unit, where: here, nth: 1, not_token: true}
        effects:
          - {op: move, dest: base, target: {choose: unit, at: here, not_subject: true}}""")
    (card,) = load_cards_text(SPRING % good, "s.yaml")
    assert render_text(card) == ("The first time you play a non-token unit here each turn, "
                                 "move another unit here to base.")
    bad_event = ("battlefield", """abilities:
      - when: {event: conquer, not_token: true}
        effects: [{op: draw, amount: 1}]""")
    _, errors = parse_cards(SPRING % bad_event, "s.yaml")
    assert [e.line for e in errors] == [8] and "not_token" in str(errors[0])
    bad_spell = ("spell", """cost: {energy: 1}
    effects:
      - {op: move, dest: base, target: {choose: unit, not_subject: true}}""")
    _, errors = parse_cards(SPRING % bad_spell, "s.yaml")
    assert [e.line for e in errors] == [9] and "not_subject" in str(errors[0])


@pytest.mark.rules("204.4", "144")
def test_mageseeker_investigators_tax_leaves_unpayable_moves_out_of_the_listing():
    """The listed standard moves (what a player or agent is offered) leave out a move of
    several units to the Investigator's battlefield that its player cannot pay; the same
    units may still go together elsewhere, and each alone."""
    from card_cases import new_game

    def moves(runes: int) -> list[str]:
        g = new_game({"base": ["Daring Poro", "Shipyard Skulker"], "runes": R("calm", runes)},
                     {}, [bf("B", b=["Mageseeker Investigator"]), BFS[1]])
        return [ln for ln in g.legal() if ": move " in ln]

    together = [m for m in moves(0) if "Daring Poro" in m and "Shipyard Skulker" in m]
    assert together and all("Bandle Tree" not in m for m in together)
    assert any("Bandle Tree" in m and "Skulker" not in m for m in moves(0))
    assert any("Daring Poro" in m and "Shipyard Skulker" in m and "Bandle Tree" in m
               for m in moves(1))


@pytest.mark.rules("719.5", "186")
def test_gear_attached_to_a_token_that_dies_detaches_and_stays():
    """A token ceases to exist as it leaves the board (186); the Equipment attached to it
    detaches and stays where it was (719.5), as for a card, and the cleanup recalls gear
    from a battlefield to base (323.7) (found by the precon duels: a Mech token with Long
    Sword, a Bird with Serrated Dirk)."""
    run_case({"hand": ["Void Seeker"], "runes": R("fury"), "deck": ["Gust"]}, {},
             [bf("A", a=[{"card": "Recruit", "attached": ["Long Sword"]}]), BFS[1]],
             ["A: play Void Seeker", "A: choose A:Recruit", *PP],
             [{"location": {"A:Long Sword": "base"}}, {"count": {"A:base": 1}}])
