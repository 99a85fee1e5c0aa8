"""The hardest remaining cards of issue 26, one construct family each (session 17, d5):
naming a tag or a card (`{op: name}`, answered `name TEXT`: engine/naming.py).

Each case plays the card from a small position (tests/card_cases.py) and checks what it
does; a rule the case depends on is cited beside it.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, BTURN, PP, R, bf, loader_errors, new_game, play, run_case

# A controls Bandle Tree (a unit of theirs is there), so a unit may be played to it (355.2.a)
HELD = [bf("A", a=["Daring Poro"]), BFS[1]]
IVERN = {"hand": ["Ivern, Friend to All"], "runes": R("order", 6),
         "base": ["Pakaa Cub", "Zephyr Sage"], "deck": ["Daring Poro"] * 3}
ASHE = {"hand": ["Ashe, Focused"], "runes": R("order", 6), "deck": ["Daring Poro"] * 3}
ASHE_B = {"hand": ["Stupefy", "Daring Poro"], "deck": ["Daring Poro"] * 3}
FELINE_A = {"hand": ["Fallen Feline", "Stupefy"], "runes": R("order", 3) + R("mind", 2)}
FELINE_B = {"hand": ["Stupefy", "Flurry of Blades"], "runes": R("mind", 2) + R("body", 2)}

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "As you play this, name a tag. [T]: Give a unit with the named tag -2 Might this turn."
    # Named Poro: the Poro is the only unit it can choose (the Drake is no Poro), so the
    # choice is forced (NOTATION.md "Forced answers")
    ("The List", {"hand": ["The List"], "runes": R("chaos", 2)},
     {"base": ["Daring Poro", "Mountain Drake"]}, None,
     ["A: play The List", *PP, "A: name Poro", "A: activate The List", *PP],
     [{"might": {"B:Daring Poro": 0, "B:Mountain Drake": 10}},
      {"log_contains": "A: choose B:Daring Poro"}]),
    # Named Dragon (any case): now the Drake is the one; a name no card has is refused
    ("The List", {"hand": ["The List"], "runes": R("chaos", 2)},
     {"base": ["Daring Poro", "Mountain Drake"]}, None,
     ["A: play The List", *PP, "A: name dragon", "A: activate The List", *PP],
     [{"might": {"B:Daring Poro": 2, "B:Mountain Drake": 8}}]),
    # "When you play me, name a spell. While I'm at a battlefield, opponents can't play
    # spells with that name."  A names Stupefy; A (no opponent) still plays it, and as B
    # reacts B can't play Stupefy but can play another Reaction spell
    ("Fallen Feline", FELINE_A, FELINE_B, HELD,
     ["A: play Fallen Feline to Bandle Tree", *PP, "A: name Stupefy", "A: play Stupefy",
      "A: choose A:Daring Poro", "A: pass"],
     [{"illegal": "B: play Stupefy"}, {"legal": "B: play Flurry of Blades"}]),
    # In base the Feline is at no battlefield: B may play the named spell
    ("Fallen Feline", FELINE_A, FELINE_B, HELD,
     ["A: play Fallen Feline to base", *PP, "A: name Stupefy", "A: play Stupefy",
      "A: choose A:Daring Poro", "A: pass"],
     [{"legal": "B: play Stupefy"}]),
    # Decree of Focus: "Choose a friendly unit that's in combat with an enemy Fury unit or
    # that's being chosen by an enemy Fury spell. Give it +4 Might this turn."  B's Fury
    # Hextech Ray chooses the Sergeant (355.7): it is the one unit the Decree may choose,
    # and at 8 Might it survives the 3 (the Poro, not chosen, is left alone)
    ("Decree of Focus", {"hand": ["Decree of Focus"], "runes": R("calm", 1), "turn": BTURN},
     {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
     [bf("A", a=["Vanguard Sergeant", "Daring Poro"]), BFS[1]],
     ["B: play Hextech Ray", "B: choose A:Vanguard Sergeant", "B: pass",
      "A: play Decree of Focus", *PP, *PP[::-1]],
     [{"log_contains": "A: choose A:Vanguard Sergeant"},
      {"might": {"A:Vanguard Sergeant": 8, "A:Daring Poro": 2}},
      {"damage": {"A:Vanguard Sergeant": 3}}]),
    # In combat with an enemy Fury unit (460): the attacker it fights is B's Legion Rearguard
    ("Decree of Focus", {"hand": ["Decree of Focus"], "runes": R("calm", 1),
                         "base": ["Vanguard Sergeant"]}, {},
     [bf("B", b=["Legion Rearguard"]), BFS[1]],
     ["A: move A:Vanguard Sergeant to Bandle Tree", "A: play Decree of Focus", *PP],
     [{"might": {"A:Vanguard Sergeant": 8}}]),
    # ... but an enemy of another domain is no Fury unit: the Decree has nothing to choose
    ("Decree of Focus", {"hand": ["Decree of Focus"], "runes": R("calm", 1),
                         "base": ["Vanguard Sergeant"]}, {},
     [bf("B", b=["Daring Poro"]), BFS[1]],
     ["A: move A:Vanguard Sergeant to Bandle Tree"],
     [{"illegal": "A: play Decree of Focus"}]),
    # Forgotten Signpost: "Exhaust a unit you control, [T]: Move a different unit you
    # control to the location of the unit you exhausted to pay for this ability."  The
    # mover is chosen (355.7), then the unit the cost exhausts (356-357)
    ("Forgotten Signpost", {"base": ["Forgotten Signpost", "Vanguard Sergeant"]}, {},
     [bf("A", a=["Daring Poro"]), BFS[1]],
     ["A: activate Forgotten Signpost", "A: choose A:Vanguard Sergeant",
      "A: choose A:Daring Poro", *PP],
     [{"location": {"A:Vanguard Sergeant": "Bandle Tree", "A:Daring Poro": "Bandle Tree"}},
      {"exhausted": {"A:Daring Poro": True, "A:Forgotten Signpost": True,
                     "A:Vanguard Sergeant": False}}]),
    # ... and from a battlefield to base, where the exhausted unit is
    ("Forgotten Signpost", {"base": ["Forgotten Signpost", "Daring Poro"]}, {},
     [bf("A", a=["Vanguard Sergeant"]), BFS[1]],
     ["A: activate Forgotten Signpost", "A: choose A:Vanguard Sergeant",
      "A: choose A:Daring Poro", *PP],
     [{"location": {"A:Vanguard Sergeant": "base"}}, {"exhausted": {"A:Daring Poro": True}}]),
    # "a different unit": the unit it moves cannot pay the cost too, so with one unit it
    # cannot be used, and with one ready unit that one pays and the exhausted one moves
    ("Forgotten Signpost", {"base": ["Forgotten Signpost", "Vanguard Sergeant", "Stalwart Poro"]},
     {}, [bf("A", a=["Daring Poro"]), BFS[1]],
     ["A: activate Forgotten Signpost", "A: choose A:Vanguard Sergeant"],
     [{"illegal": "A: choose A:Vanguard Sergeant"}, {"legal": "A: choose A:Daring Poro"}]),
    ("Forgotten Signpost", {"base": ["Forgotten Signpost", "Vanguard Sergeant"]}, {}, None, [],
     [{"illegal": "A: activate Forgotten Signpost"}]),
    ("Forgotten Signpost", {"base": ["Forgotten Signpost", "Vanguard Sergeant"]}, {},
     [bf("A", a=[{"card": "Daring Poro", "exhausted": True}]), BFS[1]],
     ["A: activate Forgotten Signpost", *PP],      # both choices forced
     [{"location": {"A:Daring Poro": "base"}}, {"exhausted": {"A:Vanguard Sergeant": True}}]),
    # Elder Dragon: "When you play me, choose up to one enemy unit at each location. Deal 1
    # to them."  One in B's base and one at Bandle Tree: 1 damage is lethal to both, the
    # 10 Might Drake too ("Any amount of your damage is enough to kill enemy units", 142.4)
    ("Elder Dragon", {"hand": ["Elder Dragon"], "runes": R("body", 16)},
     {"base": ["Mountain Drake"]}, [bf("B", b=["Daring Poro", "Vanguard Sergeant"]), BFS[1]],
     ["A: play Elder Dragon", "A: choose B:Mountain Drake, B:Vanguard Sergeant", *PP],
     [{"location": {"B:Mountain Drake": "trash", "B:Vanguard Sergeant": "trash",
                    "B:Daring Poro": "Bandle Tree"}},
      {"illegal": "A: choose B:Daring Poro"}]),
    # Combat damage is the damage of the units' controller (465.2): A's Poro kills the Drake
    ("Elder Dragon", {"base": ["Elder Dragon", "Daring Poro"]}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Daring Poro to Bandle Tree", *PP],
     [{"location": {"B:Mountain Drake": "trash", "A:Daring Poro": "trash"}}]),
    # ... and a spell's damage its controller's: Hextech Ray's 3 kills the Drake
    ("Elder Dragon", {"base": ["Elder Dragon"], "hand": ["Hextech Ray"],
                      "runes": R("fury", 2)}, {},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: play Hextech Ray", *PP],
     [{"location": {"B:Mountain Drake": "trash"}}]),
    # B's Elder Dragon makes no damage of A's lethal: the Drake takes 3 and lives (healed
    # as the combat ends, 466.1.a.1)
    ("Elder Dragon", {"base": ["Daring Poro"]}, {"base": ["Elder Dragon"]},
     [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: move A:Daring Poro to Bandle Tree", *PP],
     [{"location": {"B:Mountain Drake": "Bandle Tree", "A:Daring Poro": "trash"}},
      {"log_contains": "deal 3 to B:Mountain Drake"}]),
    # Ivern, Friend to All: "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag.
    # When I conquer or hold, score 1 point if your units have all of the following tags
    # among them — Bird, Cat, Dog, and Poro."  A Poro, a Cat and a Bird: Ivern the Dog
    # completes them, and A's hold (469.2) scores 1 more
    ("Ivern, Friend to All", IVERN, {"deck": ["Daring Poro"] * 3}, HELD,
     ["A: play Ivern, Friend to All to Bandle Tree", *PP, "A: name Dog", "A: end", "B: end",
      *PP],
     [{"points": {"A": 2}}, {"log_contains": "A names Dog"}]),
    # ... as a Bird he completes nothing: no Dog among them, the hold's point alone
    ("Ivern, Friend to All", IVERN, {"deck": ["Daring Poro"] * 3}, HELD,
     ["A: play Ivern, Friend to All to Bandle Tree", *PP, "A: name Bird", "A: end", "B: end",
      *PP],
     [{"points": {"A": 1}}]),
    # Ashe, Focused: "When you play me, choose an opponent. They reveal their hand. Choose a
    # card revealed this way and banish it. When they hold, return it to their hand (even
    # if I'm no longer on the board)."  The trigger waits past A's turn for B's hold (469.2)
    ("Ashe, Focused", ASHE, ASHE_B, [bf("B", b=["Mountain Drake"]), BFS[1]],
     ["A: play Ashe, Focused", *PP, "A: choose Stupefy", "A: end", *PP],
     [{"location": {"B:Stupefy": "hand"}}, {"count": {"B:hand": 3}},
      {"log_contains": "B reveals their hand: Stupefy, Daring Poro"}]),
    # ... no hold on B's turn: the card stays banished, its trigger still waiting
    ("Ashe, Focused", ASHE, ASHE_B, None,
     ["A: play Ashe, Focused", *PP, "A: choose Stupefy", "A: end", "B: end"],
     [{"location": {"B:Stupefy": "banishment"}}]),
    # Bone Skewer: "Choose a battlefield. An opponent reveals their hand. You may choose a
    # unit from it. They play that unit to that battlefield, ignoring any and all costs. If
    # they do, then do this: [Stun] it." (errata; a reflexive trigger, 387)
    ("Bone Skewer", {"hand": ["Bone Skewer"], "runes": R("chaos", 3)},
     {"hand": ["Mountain Drake", "Stupefy"]}, None,
     ["A: play Bone Skewer", "A: choose Back-Alley Bar", *PP, "A: choose Mountain Drake", *PP],
     [{"location": {"B:Mountain Drake": "Back-Alley Bar", "B:Stupefy": "hand"}},
      {"stunned": {"B:Mountain Drake": True}}]),
    # "You may": choosing none, nothing is played and nothing is stunned
    ("Bone Skewer", {"hand": ["Bone Skewer"], "runes": R("chaos", 3)},
     {"hand": ["Mountain Drake", "Stupefy"]}, None,
     ["A: play Bone Skewer", "A: choose Back-Alley Bar", *PP, "A: choose none"],
     [{"location": {"B:Mountain Drake": "hand", "A:Bone Skewer": "trash"}},
      {"count": {"B:hand": 2}}]),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_card_case(case):
    _, a, b, bfs, script, expect = case
    run_case(a, b, bfs, script, expect)


def test_a_name_is_one_of_what_can_be_named():
    """`name TEXT` answers only with a tag (or a spell name) the card database knows; the
    prompt asks nothing else meanwhile, and the legal lines offer each name."""
    g = new_game({"hand": ["The List"], "runes": R("chaos", 2)}, {"base": ["Daring Poro"]})
    play(g, ["A: play The List", *PP])
    assert not g.is_legal("A: name Banana Stand")
    assert not g.is_legal("A: pass")
    assert g.is_legal("A: name Poro")
    assert g.is_legal("A: name Demacia")          # any tag, as The List offers
    ivern = new_game(IVERN, {}, HELD)
    play(ivern, ["A: play Ivern, Friend to All to Bandle Tree", *PP])
    assert not ivern.is_legal("A: name Demacia")  # Ivern offers four
    assert sorted(ivern.legal()) == ["A: name Bird", "A: name Cat", "A: name Dog",
                                     "A: name Poro"]
    lines = g.legal()
    assert "A: name Poro" in lines and "A: name Stupefy" not in lines


def test_the_name_belongs_to_that_object():
    """A List that left the board and came back is a new object (124): it names anew, and
    a second List's name is its own."""
    g = new_game({"hand": ["The List", "The List"], "runes": R("chaos", 2)},
                 {"base": ["Daring Poro", "Mountain Drake"]})
    play(g, ["A: play The List", *PP, "A: name Poro", "A: play The List", *PP,
             "A: name Dragon", "A: activate A:The List#2", *PP],
         [{"might": {"B:Daring Poro": 2, "B:Mountain Drake": 8}}])


def test_the_loader_reads_the_naming_words():
    errors = loader_errors("""
        cards:
          - name: Bad Namer
            number: "001"
            type: gear
            domains: [chaos]
            cost: {energy: 1}
            abilities:
              - when: play
                effects: [{op: name, what: champion}]
              - cost: {exhaust: true}
                effects: [{op: kill, target: {choose: unit, named_tag: maybe}}]
              - cost: {exhaust: true}
                effects: [{op: kill, target: {choose: gear, menaced_by: fury}}]
    """)
    assert any("bad.yaml:9" in e and "what" in e for e in errors), errors
    assert any("bad.yaml:11" in e and "named_tag" in e for e in errors), errors
    assert any("bad.yaml:13" in e and "menaced_by" in e for e in errors), errors
