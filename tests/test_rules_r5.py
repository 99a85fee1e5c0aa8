"""Rules of 100-399 whose ledger entry said "not implemented" or "no card does it" when few
cards of the later sets existed (session 19, r5): each case plays the card that now needs
the rule from a small position (tests/card_cases.py) and checks what the rule says happens.

A case is (A, B, battlefields, script, expect), as in tests/card_cases.py; the rules it
tests are its marker.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, BTURN, HOLD, PP, R, bf, new_game, play, run_case
from riftbound_tui.engine import layers
from riftbound_tui.scenario import _obj, start


def equipped(unit: str, *gear: str) -> dict:
    return {"card": unit, "attached": list(gear)}


def case(rules, a, b=None, bfs=None, script=(), expect=()):
    """A case marked with the rules it tests (`rules`: a pytest.mark.rules(...))."""
    return pytest.param(a, b or {}, bfs, list(script), list(expect), marks=rules,
                        id=rules.args[0])




CASES = [
    # -- Equipment (150), Effect Text (136) and Might Bonus (137)
    # Long Sword's +2 is the unit's while attached; killed as a gear, its bonus goes
    case(pytest.mark.rules("137.3", "137.3.a", "150.2", "150.4"),
         a={"hand": ["Detonate"], "runes": R("fury", 2)},
         b={"base": [equipped("Pouty Poro", "Long Sword")], "deck": ["Mountain Drake"] * 2},
         script=["A: play Detonate", "A: choose B:Long Sword", *PP],
         expect=[{"location": {"B:Long Sword": "trash"}}, {"might": {"B:Pouty Poro": 2}},
                 {"attached": {"B:Pouty Poro": []}}]),
    case(pytest.mark.rules("137.1", "137.3", "150.3"),
         a={"base": ["B.F. Sword", "Pouty Poro"], "runes": R("order", 1)},
         script=["A: activate A:B.F. Sword", "A: choose A:Pouty Poro", *PP],
         expect=[{"attached": {"A:Pouty Poro": ["B.F. Sword"]}}, {"might": {"A:Pouty Poro": 5}}]),
    # Guardian Angel's Effect Text ("If I would die, kill Guardian Angel instead. Heal me,
    # exhaust me, and recall me") is the unit's while attached, "Guardian Angel" the card
    # attached, "me" the unit (136.2.c-d) ...
    case(pytest.mark.rules("136.2.c", "136.2.d", "136.1"),
         a={"hand": ["Vengeance"], "runes": R("order", 6)},
         bfs=[bf("A", a=[equipped("Daring Poro", "Guardian Angel")]), BFS[1]],
         script=["A: play Vengeance", "A: choose A:Daring Poro", *PP],
         expect=[{"location": {"A:Daring Poro": "base", "A:Guardian Angel": "trash"}},
                 {"exhausted": {"A:Daring Poro": True}}]),
    # ... and inactive while the gear is not attached (136.2.b, 724): the unit dies
    case(pytest.mark.rules("136.2.b"),
         a={"hand": ["Vengeance"], "runes": R("order", 6), "base": ["Guardian Angel"]},
         bfs=[bf("A", a=["Daring Poro"]), BFS[1]],
         script=["A: play Vengeance", "A: choose A:Daring Poro", *PP],
         expect=[{"location": {"A:Daring Poro": "trash", "A:Guardian Angel": "base"}}]),
    # Akshan attaches the gear he takes only if it is an Equipment (150.5: the tag is read)
    case(pytest.mark.rules("150.5", "150.1"),
         a={"hand": ["Akshan, Mischievous"], "runes": R("body", 6)},
         b={"base": ["B.F. Sword"]},
         script=["A: play Akshan, Mischievous", "A: yes", *PP],
         expect=[{"attached": {"A:Akshan, Mischievous": ["B.F. Sword"]}},
                 {"might": {"A:Akshan, Mischievous": 7}}]),
    case(pytest.mark.rules("150.5"),
         a={"hand": ["Akshan, Mischievous"], "runes": R("body", 6)},
         b={"base": ["Sun Disc"]},
         script=["A: play Akshan, Mischievous", "A: yes", *PP],
         expect=[{"location": {"A:Sun Disc": "base"}},
                 {"attached": {"A:Akshan, Mischievous": []}}]),
    # -- 390.5.b: "You control it until I leave the board" (a window as long as its source
    # is on the board): Akshan dies, the gear goes back
    case(pytest.mark.rules("390.5", "390.5.b", "390.5.c"),
         a={"hand": ["Akshan, Mischievous", "Vengeance"], "runes": R("body", 6) + R("order", 6)},
         b={"base": ["Serrated Dirk", "Daring Poro"]},
         script=["A: play Akshan, Mischievous", "A: yes", *PP,
                 "A: play Vengeance", "A: choose A:Akshan, Mischievous", *PP],
         expect=[{"location": {"B:Serrated Dirk": "base"}}, {"count": {"B:base": 2}}]),
    # -- 394.1, 396: Cursed Sarcophagus's activated ability plays "a unit banished with
    # this", the one its play trigger banished; Stalwart Poro, banished by something else,
    # is not one of them
    case(pytest.mark.rules("394.1", "396", "393"),
         a={"hand": ["Cursed Sarcophagus"], "trash": ["Pakaa Cub", "Gust"],
            "banishment": ["Stalwart Poro"], "runes": R("chaos", 9)},
         script=["A: play Cursed Sarcophagus", *PP, "A: activate A:Cursed Sarcophagus", *PP,
                 "A: to base"],
         expect=[{"location": {"A:Pakaa Cub": "base", "A:Stalwart Poro": "banishment"}}]),
    # -- 185.1.a: Mirror Image's Reflection token becomes a copy of B's Mountain Drake and
    # stays a token: killed, it ceases to exist, and A's trash holds only the two spells
    case(pytest.mark.rules("185.1.a"),
         a={"hand": ["Mirror Image", "Vengeance"], "runes": R("mind", 5) + R("order", 6)},
         b={"base": ["Mountain Drake"]},
         script=["A: play Mirror Image", *PP, *PP, "A: play Vengeance",
                 "A: choose A:Mountain Drake", *PP],
         expect=[{"count": {"A:base": 0, "A:trash": 2, "B:base": 1}},
                 {"contains": {"A:trash": ["Mirror Image", "Vengeance"]}}]),
    # -- 142.3-142.4.c: "Any amount of your damage is enough to kill enemy units" (Elder
    # Dragon): A's 3 kills B's 8 Might Drake ...
    case(pytest.mark.rules("142.4.c", "142.3", "142.3.a", "142.3.b"),
         a={"base": ["Elder Dragon"], "hand": ["Hextech Ray"], "runes": R("fury", 2)},
         bfs=[bf("B", b=["Mountain Drake"]), BFS[1]],
         script=["A: play Hextech Ray", *PP],
         expect=[{"location": {"B:Mountain Drake": "trash"}}]),
    # ... but damage B marks on its own Drake is B's, not A's (142.3.a): the Drake lives
    case(pytest.mark.rules("142.3.b"),
         a={"base": ["Elder Dragon"], "turn": BTURN},
         b={"hand": ["Hextech Ray"], "runes": R("fury", 2)},
         bfs=[bf("B", b=["Mountain Drake"]), BFS[1]],
         script=["B: play Hextech Ray", "B: choose B:Mountain Drake", "B: pass", "A: pass"],
         expect=[{"location": {"B:Mountain Drake": "Bandle Tree"}},
                 {"damage": {"B:Mountain Drake": 3}}]),
    # -- 174.5: a legend is chosen ("ready or exhaust a legend", Royal Entourage)
    case(pytest.mark.rules("174.5"),
         a={"hand": ["Royal Entourage"], "runes": R("calm", 4)},
         b={"legend": "Lee Sin, Blind Monk"},
         script=["A: play Royal Entourage", "A: mode 2", "A: choose B:Lee Sin, Blind Monk", *PP],
         expect=[{"exhausted": {"B:Lee Sin, Blind Monk": True}}]),
    # -- tokens of 187: a Bird is a 1 Might unit with Deflect; a Tentacle a 1 Might unit
    case(pytest.mark.rules("187.7"),
         a={"hand": ["Frisky Hunter"], "runes": R("calm", 4)},
         script=["A: play Frisky Hunter", *PP],
         expect=[{"might": {"A:Bird": 1}}, {"keywords": {"A:Bird": ["deflect"]}}]),
    case(pytest.mark.rules("187.10"),
         a={"hand": ["Up from the Deep"], "runes": R("chaos", 3)},
         script=["A: play Up from the Deep", *PP],
         expect=[{"count": {"A:base": 2}}, {"might": {"A:Tentacle#1": 1, "A:Tentacle#2": 1}}]),
    # -- 356.5.a: Bone Skewer's "ignoring any and all costs": B, with no runes, plays the
    # 8-cost Mountain Drake
    case(pytest.mark.rules("356.5", "356.5.a"),
         a={"hand": ["Bone Skewer"], "runes": R("chaos", 3)},
         b={"hand": ["Mountain Drake", "Stupefy"]},
         script=["A: play Bone Skewer", "A: choose Back-Alley Bar", *PP,
                 "A: choose Mountain Drake", *PP],
         expect=[{"location": {"B:Mountain Drake": "Back-Alley Bar"}}]),
    # -- 128.6.a: "Play a unit from your hand" (Rift Herald's Deathknell) compels an action
    # on private cards of a type: the player may ignore it, the Drake stays in hand
    case(pytest.mark.rules("128.6", "128.6.a"),
         a={"hand": ["Void Seeker", "Mountain Drake"], "runes": R("fury", 4), "deck": ["Gust"]},
         bfs=[bf(a=[{"card": "Rift Herald", "damage": 4}]), BFS[1]],
         script=["A: play Void Seeker", "A: choose A:Rift Herald", *PP, *PP, "A: choose none"],
         expect=[{"location": {"A:Mountain Drake": "hand", "A:Rift Herald": "trash"}},
                 {"chain": []}]),
    # -- 355.14.h-i: Alpha Strike splits its unit's Might among two enemy units; Stupefy
    # leaves it 1, so A keeps one target; the Deflect paid to choose Pouty Poro stays paid
    # (3 energy, 1 power, 1 for Deflect: two of six runes recycled)
    case(pytest.mark.rules("355.14.h", "355.14.i"),
         a={"hand": ["Alpha Strike"], "runes": R("body", 6), "base": ["Stalwart Poro"]},
         b={"hand": ["Stupefy"], "runes": R("mind", 1)},
         bfs=[bf("B", b=["Pouty Poro", "Daring Poro"]), BFS[1]],
         script=["A: play Alpha Strike", "A: choose A:Stalwart Poro",
                 "A: choose B:Pouty Poro, B:Daring Poro", "A: pass",
                 "B: play Stupefy", "B: choose A:Stalwart Poro", "B: pass", "A: pass", *PP,
                 "A: assign B:Daring Poro=1"],
         expect=[{"damage": {"B:Daring Poro": 1, "B:Pouty Poro": 0}}, {"count": {"A:runes": 4}},
                 {"chain": []}]),
    # -- 316.4: "At the start of your Main Phase, you may kill 3 other friendly units and/or
    # gear to score 1 point" (Bottled Constellation), from the Draw Phase on
    case(pytest.mark.rules("316.4"),
         a={"base": ["Bottled Constellation", "Daring Poro", "Daring Poro", "Orb of Regret"],
            "deck": ["Gust"], "turn": {"player": "A", "number": 3, "phase": "draw"}},
         script=["A: yes", *PP],
         expect=[{"points": {"A": 1}}, {"count": {"A:base": 1, "A:trash": 3}},
                 {"phase": "main"}]),
    # -- 373.2: Anivia's 3 would kill both Recruits beside Soraka, Wanderer at once; her one
    # replacement effect is applied to both events: each is healed, exhausted and recalled
    case(pytest.mark.rules("373.2"),
         a={"turn": BTURN}, b={"base": ["Anivia, Primal"]},
         bfs=[bf("A", a=["Soraka, Wanderer", "Recruit", "Recruit"]), BFS[1]],
         script=["B: move B:Anivia, Primal to Bandle Tree", "B: pass", "A: pass"],
         expect=[{"location": {"A:Recruit#1": "base", "A:Recruit#2": "base"}},
                 {"exhausted": {"A:Recruit#1": True, "A:Recruit#2": True}},
                 {"damage": {"A:Recruit#1": 0, "A:Recruit#2": 0, "A:Soraka, Wanderer": 3}}]),
    # -- 355.14.d: each target of a split counts on its own: two Deflect units chosen, two
    # [A] paid on top of Alpha Strike's 3 energy and 1 power (three of seven runes recycled)
    case(pytest.mark.rules("355.14.d"),
         a={"hand": ["Alpha Strike"], "runes": R("body", 7), "base": ["Vanguard Sergeant"]},
         bfs=[bf("B", b=["Pouty Poro", "Pouty Poro"]), BFS[1]],
         script=["A: play Alpha Strike", "A: choose A:Vanguard Sergeant",
                 "A: choose B:Pouty Poro#1, B:Pouty Poro#2", *PP,
                 "A: assign B:Pouty Poro#1=2, B:Pouty Poro#2=2"],
         expect=[{"count": {"A:runes": 4, "B:trash": 2}}, {"chain": []}]),
    # -- 316.2: the rune pool empties (316.3) before "at the start of your Main Phase"
    # effects (316.4): the [A] Blue Sentinel adds then, twice for holding here, stays
    case(pytest.mark.rules("316.2", "316.3", "316.4"),
         a={"turn": HOLD, "deck": ["Gust"] * 3}, bfs=[bf("A", a=["Blue Sentinel"]), BFS[1]],
         script=[*PP, *PP, *PP, *PP],
         expect=[{"phase": "main"}, {"pool": {"A": {"power": {"any": 2}}}}, {"chain": []}]),
    # -- 371.1: Zilean's token doubling, "once each turn": the second token is not doubled
    case(pytest.mark.rules("371.1"),
         a={"hand": ["Faithful Manufactor"] * 2, "runes": R("order", 6)},
         bfs=[bf("A", a=["Zilean, Time Mage"]), BFS[1]],
         script=["A: play Faithful Manufactor", "A: to base", *PP, "A: yes",
                 "A: play Faithful Manufactor", "A: to base", *PP],
         expect=[{"count": {"A:base": 5}}, {"chain": []}]),
]


@pytest.mark.parametrize("a,b,bfs,script,expect", CASES)
def test_rule(a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("135.4", "150.3", "137.2")
def test_an_attached_cards_own_rules_text_is_inactive():
    """Serrated Dirk's Equip is in its rules text: usable while the Dirk lies loose in base,
    not once it is attached (135.4), though the runes to pay it are there."""
    loose = new_game({"base": ["Serrated Dirk", "Pouty Poro"], "runes": R("fury", 2)})
    assert loose.is_legal("A: activate A:Serrated Dirk")
    worn = new_game({"base": [equipped("Pouty Poro", "Serrated Dirk")], "runes": R("fury", 2)})
    assert not worn.is_legal("A: activate A:Serrated Dirk")
    st, db = worn.state, worn.engine.db
    assert layers.keyword_amount(db, st, _obj(worn, "A:Pouty Poro"), "assault") == 2
    play(worn, [], [{"might": {"A:Pouty Poro": 2}}])     # the Dirk's Might Bonus is +0 (137.2)


@pytest.mark.rules("377.2", "377.2.a")
def test_using_a_gears_ability_triggers_prize_of_progress_once():
    """"When you use an activated ability of a gear, give me +1 Might this turn": Orb of
    Regret's ability, used once, gives +1 once (the use was once fired as two events).
    377.2.a: the use is fulfilled when the ability resolves, so Prize of Progress's trigger
    goes on the chain after it, not above it."""
    g = new_game({"base": ["Prize of Progress", "Orb of Regret", "Daring Poro"]})
    play(g, ["A: activate A:Orb of Regret", "A: choose A:Daring Poro"],
         [{"chain": ["Orb of Regret"]}, {"might": {"A:Prize of Progress": 3}}])
    play(g, PP, [{"chain": ["Prize of Progress"]}, {"might": {"A:Daring Poro": 1}}])
    play(g, PP, [{"might": {"A:Prize of Progress": 4, "A:Daring Poro": 1}},
                 {"chain": []}])


@pytest.mark.rules("377.2.a", "425")
def test_a_countered_gear_ability_was_never_used_for_prize_of_progress():
    """377.2.a: "when you use an activated ability" is fulfilled as the ability resolves;
    B's Iron Ballista ability countered by Not So Fast never resolves, so B's Prize of
    Progress never triggers (it did when the trigger fired as the ability was finalized)."""
    a = {"hand": ["Not So Fast"], "runes": R("calm", 3), "turn": BTURN}
    b = {"base": [{"card": "Iron Ballista", "exhausted": False}, "Prize of Progress"]}
    g = new_game(a, b, [bf("A", a=["Vanguard Sergeant"]), BFS[1]])
    play(g, ["B: activate Iron Ballista", "B: choose A:Vanguard Sergeant", "B: pass",
             "A: play Not So Fast", "A: choose B:Iron Ballista@chain", *PP],
         [{"chain": []}, {"damage": {"A:Vanguard Sergeant": 0}},
          {"might": {"B:Prize of Progress": 3}}])


@pytest.mark.rules("054", "054.1", "054.2")
def test_can_t_and_only_beat_ambushs_can():
    """Soulspinner's Ambush lets A play it to Bandle Tree as a Reaction; B's Mageseeker
    Warden at a battlefield ("opponents can only play units to their base") forbids it:
    the restriction wins over the permission."""
    a = {"hand": ["Soulspinner"], "runes": R("order", 3), "turn": BTURN}
    ray = ["B: play Hextech Ray", "B: choose A:Shipyard Skulker", "B: pass"]
    b = {"hand": ["Hextech Ray"], "runes": R("fury", 2)}
    tree = bf("A", a=["Shipyard Skulker"])
    free = play(new_game(a, b, [tree, BFS[1]]), ray)
    assert free.is_legal("A: play Soulspinner to Bandle Tree")
    warden = bf("B", b=["Mageseeker Warden"], card="Back-Alley Bar")
    warded = play(new_game(a, b, [tree, warden]), ray)
    assert not warded.is_legal("A: play Soulspinner to Bandle Tree")


@pytest.mark.rules("191.4.b", "323.2.b")
def test_a_trigger_stays_its_controllers_when_its_source_changes_hands():
    """Anivia attacks; "deal 3 to all enemy units here" waits on the chain while B's Hostile
    Takeover takes Anivia.  The trigger is still A's (191.4.b): B's units here, Anivia now
    among them, take 3.  Anivia, an attacker under B, is a defender now (323.2.b)."""
    g = new_game({"deck": ["Gust"] * 3, "base": ["Anivia, Primal"]},
                 {"runes": R("mind", 4) + R("order", 4)},
                 [{**bf("B", b=["Vanguard Sergeant"]), "facedown": {"B": "Hostile Takeover"}},
                  BFS[1]])
    play(g, ["A: move A:Anivia, Primal to Bandle Tree", "A: pass",
             "B: play Hostile Takeover", "B: choose A:Anivia, Primal", "B: pass", "A: pass",
             "A: pass", "B: pass"],
         [{"damage": {"B:Anivia, Primal": 3, "B:Vanguard Sergeant": 3}}])
    assert g.state.objs[_obj(g, "B:Anivia, Primal")].designation == "defender"


@pytest.mark.rules("107.3.b", "107.3.b.1", "811.1.b")
def test_bandle_tree_holds_a_second_facedown_card():
    """A facedown zone holds one card (107.3.b; 811.1.b: hide at a battlefield "that doesn't
    already have a facedown card hidden there"); Bandle Tree's "You may hide an additional
    card here" raises it to two (107.3.b.1), and Back-Alley Bar's stays at one.  The
    listing offers a hide exactly where one is accepted."""
    trees = [bf("A", a=["Shipyard Skulker"]),
             bf("A", a=["Daring Poro"], card="Back-Alley Bar")]
    g = new_game({"hand": ["Pakaa Cub"] * 3, "runes": R("body", 3)}, bfs=trees)
    play(g, ["A: hide Pakaa Cub at Bandle Tree"])
    assert "A: hide Pakaa Cub at Bandle Tree" in g.legal()
    play(g, ["A: hide Pakaa Cub at Bandle Tree"], [{"count": {"A:facedown": 2}}])
    assert [x for x in g.legal() if x.endswith(" at Bandle Tree")] == []
    bar = new_game({"hand": ["Pakaa Cub"] * 2, "runes": R("body", 2)}, bfs=trees)
    play(bar, ["A: hide Pakaa Cub at Back-Alley Bar"],
         [{"illegal": "A: hide Pakaa Cub at Back-Alley Bar"}])
    assert [x for x in bar.legal() if x.endswith(" at Back-Alley Bar")] == []
    assert "A: hide Pakaa Cub at Bandle Tree" in bar.legal()


@pytest.mark.rules("107.3.b.2", "652.2", "107.3.b.1")
def test_a_conceding_owners_bandle_tree_leaves_room_for_one_facedown_card():
    """C concedes: Bandle Tree, which C brought, becomes a token battlefield with no
    abilities (652.2), so its facedown zone holds one card again; A, with two hidden there,
    chooses one to keep and puts the other in the trash (107.3.b.2)."""
    g = start({"name": "case", "mode": "ffa3",
               "players": {"A": {"hand": ["Pakaa Cub", "Block"], "runes": R("body", 2)},
                           "B": {}, "C": {}},
               "battlefields": [{"card": "Bandle Tree", "owner": "C", "controller": "A",
                                 "units": {"A": ["Daring Poro"]}},
                                {"card": "Back-Alley Bar", "owner": "B"},
                                {"card": "Windswept Hillock", "owner": "A"}]})
    play(g, ["A: hide Pakaa Cub at Bandle Tree", "A: hide Block at Bandle Tree",
             "C: concede"], [{"count": {"A:facedown": 2}}])
    assert g.state.pending.player == "A" and "107.3.b.2" in g.state.pending.prompt
    play(g, ["A: choose A:Block"],
         [{"count": {"A:facedown": 1}}, {"contains": {"A:trash": ["Block"]}},
          {"location": {"A:Pakaa Cub": "facedown"}}])


@pytest.mark.rules("811.1.b")
def test_a_hidden_card_in_the_champion_zone_is_listed_to_hide_by_its_place():
    """811.1.b: a Hidden card may be hidden from the hand or the Champion Zone.  With Teemo,
    Scout in both, the listing offers each by its place (a bare name would name two cards),
    and the log writes the hide as listed; the opponent reads only 'hide a card'."""
    g = new_game({"champion": "Teemo, Scout", "hand": ["Teemo, Scout"],
                  "runes": R("calm", 2)}, bfs=[bf("A", a=["Shipyard Skulker"]), BFS[1]])
    hides = [x for x in g.legal() if ": hide " in x]
    assert hides == ["A: hide A:Teemo, Scout@hand at Bandle Tree",
                     "A: hide A:Teemo, Scout@champion at Bandle Tree"], hides
    play(g, ["A: hide A:Teemo, Scout@champion at Bandle Tree"],
         [{"count": {"A:champion": 0, "A:hand": 1, "A:facedown": 1}}])
    assert "A: hide A:Teemo, Scout@champion at Bandle Tree" in g.log
    assert not any("Teemo" in line for line in g.view("B").log), "B sees the hidden card"
