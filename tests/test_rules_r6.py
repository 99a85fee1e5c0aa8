"""Rules of 400-489 and 700-829 that the ledger listed as untested or not implemented
although the cards of the five sets use them: Double and Swap (432-433), Attach and Detach
(434-435, 716-719), Prevent Values in combat (437.3, 437.5), Replace (438), a created
battlefield (439.4.b), Skip (443), inactive text (720-725), 'in combat' and costs within
instructions (740), Untargetability (756-758), naming (759-763), ignoring (764-767), Equip
costs and the equip event (818), Quick-Draw twice (819.2) and Weaponmaster (821.1.c)."""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, new_game, play, run_case
from riftbound_tui.engine import layers
from riftbound_tui.scenario import _obj

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


@pytest.mark.rules("756", "757", "757.1", "758", "758.1")
def test_a_target_that_becomes_untargetable_is_mistargeted():
    """Hextech Ray chooses B's Drake (10, not less than Alpha Wildclaw's 7); B's Eclipse
    makes it 6, and 'units here with less Might than me can't be chosen by enemy spells'
    now covers it: the Ray deals nothing as it resolves (758.1)."""
    g = new_game({"hand": ["Hextech Ray"], "runes": R("fury", 2)},
                 {"hand": ["Eclipse"], "runes": R("mind", 3), "deck": ["Gust"]},
                 [bf("B", b=["Alpha Wildclaw", "Mountain Drake"]), BFS[1]])
    play(g, ["A: play Hextech Ray", "A: choose B:Mountain Drake", "A: pass",
             "B: play Eclipse", "B: choose B:Mountain Drake", "B: pass", "A: pass",
             "B: choose none", "A: pass", "B: pass"],
         [{"might": {"B:Mountain Drake": 6}}, {"damage": {"B:Mountain Drake": 0}},
          {"log_contains": "no legal target left"}])


@pytest.mark.rules("759", "760", "761", "761.1", "762", "762.1", "763", "763.1")
def test_only_an_existing_tag_or_spell_name_can_be_named():
    """The List names a tag that exists on cards (Poro), never one that does not; Fallen
    Feline names a spell: not a unit's name, not a card that does not exist."""
    g = new_game({"hand": ["The List"], "runes": R("chaos", 2)})
    play(g, ["A: play The List", *PP],
         [{"legal": "A: name Poro"}, {"illegal": "A: name Robot Overlord"}])
    g = new_game({"hand": ["Fallen Feline"], "runes": R("order", 3)})
    play(g, ["A: play Fallen Feline to base", *PP],
         [{"legal": "A: name Stupefy"}, {"illegal": "A: name Mountain Drake"},
          {"illegal": "A: name Not A Real Spell"}])


@pytest.mark.rules("764", "765", "766", "767")
def test_tank_ignored_only_by_the_player_the_ability_directs():
    """Dune Surfer: 'You ignore [Tank] while assigning combat damage here': its controller
    may skip B's Tank (766); B, attacking A's Tank there, may not skip A's (767)."""
    run_case({"base": ["Dune Surfer"]}, {},
             [bf(b=["Lecturing Yordle", "Daring Poro"]), BFS[1]],
             ["A: move A:Dune Surfer to Bandle Tree", *PP],
             [{"legal": "A: assign B:Lecturing Yordle=1, B:Daring Poro=2"}])
    run_case({"turn": {"player": "B", "number": 4, "phase": "main"}},
             {"base": ["Vanguard Sergeant"]},
             [bf("A", a=["Dune Surfer", "Lecturing Yordle", "Daring Poro"]), BFS[1]],
             ["B: move B:Vanguard Sergeant to Bandle Tree", "B: pass", "A: pass"],
             [{"illegal": "B: assign A:Dune Surfer=3, A:Lecturing Yordle=1"},
              {"legal": "B: assign A:Lecturing Yordle=2, A:Daring Poro=2"}])


@pytest.mark.rules("720", "721", "721.1", "723", "724", "718.5.g")
def test_effect_text_is_inactive_until_its_card_is_attached():
    """Serrated Dirk's Effect Text ([Assault 2]) gives nothing lying in base (724); equipped,
    its unit has it, and the Might Bonus (718.5.g); the unit's own rules text is always
    active (723: the Poro keeps its Deflect)."""
    g = new_game({"base": ["Serrated Dirk", "Pouty Poro"], "runes": R("fury", 2)})
    st, db = g.state, g.engine.db
    for ref in ("A:Serrated Dirk", "A:Pouty Poro"):
        assert layers.keyword_amount(db, st, _obj(g, ref), "assault") == 0
    play(g, ["A: activate A:Serrated Dirk", "A: choose A:Pouty Poro", *PP],
         [{"attached": {"A:Pouty Poro": ["Serrated Dirk"]}},
          {"keywords": {"A:Pouty Poro": ["assault 2", "deflect"]}}])


@pytest.mark.rules("818.2", "818.2.a", "725.1")
def test_equipping_is_an_event_triggers_see():
    """Jax, Unrelenting's 'when you attach an Equipment to me' sees Long Sword's Equip
    choosing him (818.2.a) and not one choosing another unit."""
    jax = {"base": ["Jax, Unrelenting", "Long Sword", "Daring Poro"],
           "runes": R("fury", 1) + R("body", 1), "deck": ["Gust"]}
    run_case(jax, {}, None, ["A: activate A:Long Sword", "A: choose A:Jax, Unrelenting", *PP,
                             "A: yes", *PP],
             [{"attached": {"A:Jax, Unrelenting": ["Long Sword"]}},
              {"contains": {"A:hand": ["Gust"]}}])
    run_case(jax, {}, None, ["A: activate A:Long Sword", "A: choose A:Daring Poro", *PP],
             [{"attached": {"A:Daring Poro": ["Long Sword"]}}, {"chain": []},
              {"count": {"A:hand": 0}}])


@pytest.mark.rules("819.2")
def test_quick_draw_printed_and_granted_attaches_once():
    """Long Sword prints Quick-Draw and Jax, Unmatched gives it Quick-Draw again: played,
    it has one attach trigger, not two."""
    g = run_case({"base": ["Jax, Unmatched", "Daring Poro"], "hand": ["Long Sword"],
                  "runes": R("fury", 3)}, {}, None,
                 ["A: play Long Sword", "A: choose A:Daring Poro", *PP],
                 [{"attached": {"A:Daring Poro": ["Long Sword"]}}, {"chain": []}])
    assert sum("Long Sword trigger goes on the chain" in line for line in g.log) == 1


@pytest.mark.rules("434.1.a", "434.5", "718.1", "718.5.a", "716", "717", "477.3.d")
def test_attaching_changes_nothing_else_and_the_gear_stays_a_gear():
    """An exhausted Long Sword equipped stays exhausted (434.5); attached, it is still a gear
    with its Equipment tag (718.5.a): Detonate may choose and kill it, and the unit loses
    its +2."""
    g = run_case({"base": [{"card": "Long Sword", "exhausted": True}, "Daring Poro"],
                  "hand": ["Detonate"], "runes": R("fury", 3), "deck": ["Gust"] * 2}, {}, None,
                 ["A: activate A:Long Sword", "A: choose A:Daring Poro", *PP],
                 [{"attached": {"A:Daring Poro": ["Long Sword"]}},
                  {"exhausted": {"A:Long Sword": True}}, {"might": {"A:Daring Poro": 4}}])
    play(g, ["A: play Detonate", "A: choose A:Long Sword", *PP],
         [{"location": {"A:Long Sword": "trash"}}, {"might": {"A:Daring Poro": 2}}])


@pytest.mark.rules("435.1.a", "435.1.c", "719.5")
def test_a_detached_gear_has_its_rules_text_again():
    """Void Seeker kills the equipped Poro: Long Sword detaches (719.5) and, a gear at a
    battlefield, is recalled (323.7); its Effect Text is inactive again and its rules text
    active: its Equip, unusable while it was attached, may be activated again."""
    g = run_case({"base": ["Pouty Poro"], "hand": ["Void Seeker"], "runes": R("fury", 6),
                  "deck": ["Gust"]}, {},
                 [bf("A", a=[{"card": "Daring Poro", "attached": ["Long Sword"]}]), BFS[1]],
                 [], [{"illegal": "A: activate A:Long Sword"}])
    play(g, ["A: play Void Seeker", "A: choose A:Daring Poro", *PP],
         [{"location": {"A:Daring Poro": "trash", "A:Long Sword": "base"}},
          {"might": {"A:Pouty Poro": 2}},
          {"legal": "A: activate A:Long Sword"}])


@pytest.mark.rules("821.1.c.2", "818.1.c.4")
def test_weaponmaster_pays_the_equip_cost_as_altered_for_the_unit():
    """Hextech Gauntlets' Equip [3][A] costs [Might of the chosen unit] less (818.1.c.4);
    Jax, Unrelenting's Weaponmaster pays it as though choosing him (821.1.c.2): 3 less for
    his Might and [A] less, nothing at all, so the rune left after playing him stays ready."""
    g = run_case({"hand": ["Jax, Unrelenting"], "base": ["Hextech Gauntlets"],
                  "runes": R("body", 5), "deck": ["Gust"]}, {}, None,
                 ["A: play Jax, Unrelenting", "A: yes", *PP, "A: no"],
                 [{"attached": {"A:Jax, Unrelenting": ["Hextech Gauntlets"]}},
                  {"might": {"A:Jax, Unrelenting": 6}}])
    assert sum(not o.exhausted for o in g.state.objs.values() if o.zone == "runes") == 1


@pytest.mark.rules("439.4.b", "439.5")
def test_a_created_battlefield_is_uncontrolled_as_it_is_created():
    """Baron Nashor 'adds the Baron Pit battlefield token to the board' (439.5) and enters
    there: the Pit comes uncontrolled (439.4.b), so A conquers it and scores."""
    g = run_case({"hand": ["Baron Nashor"], "runes": R("chaos", 13)}, {}, None,
                 ["A: play Baron Nashor", *PP],
                 [{"location": {"A:Baron Nashor": "Baron Pit"}}, {"controller": {"Baron Pit": "A"}},
                  {"points": {"A": 1}}])
    assert any("conquer" in line and "Baron Pit" in line for line in g.log), g.log[-8:]


RICHES_DECK = ["Gust"] * 9


@pytest.mark.rules("443.1", "443.1.a", "443.1.b", "443.3.a", "443.4")
def test_a_skipped_draw_phase_draws_nothing():
    """Endless Riches' 'Skip your Draw Phase': A's next turn draws nothing (the deck keeps
    its 9 cards) while B, whose Draw Phase is not skipped, draws on B's turn."""
    run_case({"base": ["Endless Riches"], "deck": RICHES_DECK}, {}, None,
             ["A: end", "B: end"],
             [{"turn_player": "A"}, {"phase": "main"}, {"count": {"A:hand": 0, "A:deck": 9,
                                                                "B:hand": 1}}])


@pytest.mark.rules("427.2.b")
def test_banishing_a_hand_is_not_discarding_it():
    """Endless Riches banishes A's hand: Jinx, Rebel's 'when you discard one or more cards,
    ready me' does not trigger (427.2.b); he stays exhausted at his printed 5."""
    run_case({"hand": ["Endless Riches", "Gust"], "runes": R("fury", 12), "deck": RICHES_DECK,
              "base": [{"card": "Jinx, Rebel", "exhausted": True}]}, {}, None,
             ["A: play Endless Riches", *PP],
             [{"contains": {"A:banishment": ["Gust"]}}, {"chain": []},
              {"exhausted": {"A:Jinx, Rebel": True}}, {"might": {"A:Jinx, Rebel": 5}}])


@pytest.mark.rules("758.2")
def test_a_target_that_stops_being_untargetable_is_legal_again():
    """As before, B's Eclipse takes the chosen Drake to 6, under Alpha Wildclaw's 7; then A's
    own Eclipse takes the Wildclaw to 3: the Drake is no longer 'less Might than me', so
    the Ray is legal again for it and deals its 3 (758.2)."""
    g = new_game({"hand": ["Hextech Ray", "Eclipse"], "runes": R("fury", 2) + R("mind", 3),
                  "deck": ["Gust"]},
                 {"hand": ["Eclipse"], "runes": R("mind", 3), "deck": ["Gust"]},
                 [bf("B", b=["Alpha Wildclaw", "Mountain Drake"]), BFS[1]])
    play(g, ["A: play Hextech Ray", "A: choose B:Mountain Drake", "A: pass",
             "B: play Eclipse", "B: choose B:Mountain Drake", "B: pass",
             "A: play Eclipse", "A: choose B:Alpha Wildclaw", "A: pass", "B: pass",
             "A: choose none", "B: pass", "A: pass", "B: choose none", "A: pass", "B: pass"],
         [{"might": {"B:Mountain Drake": 6, "B:Alpha Wildclaw": 3}},
          {"damage": {"B:Mountain Drake": 3}}, {"chain": []}])


@pytest.mark.rules("725.3", "821.1.c", "821.1.c.3")
def test_weaponmaster_reads_the_equip_of_an_attached_equipment():
    """Long Sword, attached to the Poro, has its rules text (Equip) inactive, yet Jax,
    Unrelenting's Weaponmaster uses its Equip to move it to him (725.3: 'even if it's
    already attached'); [Fury] has no [A] to reduce, so the Fury rune pays it (821.1.c.3)."""
    run_case({"hand": ["Jax, Unrelenting"], "runes": R("body", 5) + R("fury", 1),
              "deck": ["Gust"],
              "base": [{"card": "Daring Poro", "attached": ["Long Sword"]}]}, {}, None,
             ["A: play Jax, Unrelenting", "A: yes", *PP, "A: no"],
             [{"attached": {"A:Jax, Unrelenting": ["Long Sword"], "A:Daring Poro": []}},
              {"might": {"A:Jax, Unrelenting": 5, "A:Daring Poro": 2}}])


@pytest.mark.rules("434.1.g", "434.1.h", "435.1.a")
def test_attaching_to_the_current_top_most_card_does_nothing():
    """Angle Shot attaches Long Sword to Jax, Unrelenting, whom it is attached to already:
    nothing happens (434.1.h), so his 'when you attach an Equipment to me' does not
    trigger; detaching a Sword attached to nothing does nothing either (435.1.a)."""
    a = {"hand": ["Angle Shot"], "runes": R("fury", 2), "deck": ["Gust"] * 2,
         "base": [{"card": "Jax, Unrelenting", "attached": ["Long Sword"]}]}
    run_case(a, {}, None, ["A: play Angle Shot", "A: choose A:Long Sword",
                           "A: choose A:Jax, Unrelenting", *PP, "A: mode 1"],
             [{"attached": {"A:Jax, Unrelenting": ["Long Sword"]}}, {"chain": []},
              {"count": {"A:hand": 1}}, {"log_contains": "nothing happens (434.1.h)"}])
    loose = {**a, "base": ["Jax, Unrelenting", "Long Sword"]}
    run_case(loose, {}, None, ["A: play Angle Shot", "A: choose A:Long Sword",
                               "A: choose A:Jax, Unrelenting", *PP, "A: mode 2"],
             [{"attached": {"A:Jax, Unrelenting": []}}, {"location": {"A:Long Sword": "base"}},
              {"might": {"A:Jax, Unrelenting": 3}}, {"count": {"A:hand": 1}}])


@pytest.mark.rules("403.2", "818.1.c.4")
def test_an_equip_cost_reduced_by_the_chosen_unit():
    """Hextech Gauntlets' Equip [3][A] costs [Might] less for the unit chosen (403.2: the
    cost follows the choice).  With one exhausted rune, only [A] can be paid: the 10-Might
    Drake is the one choice (forced), the 2-Might Poro, needing [1][A], is none."""
    g = run_case({"base": ["Hextech Gauntlets", "Mountain Drake", "Daring Poro"],
                  "runes": [{"card": "Fury Rune", "exhausted": True}]}, {}, None,
                 ["A: activate A:Hextech Gauntlets", *PP],
                 [{"attached": {"A:Mountain Drake": ["Hextech Gauntlets"], "A:Daring Poro": []}},
                  {"count": {"A:runes": 0, "A:rune_deck": 1}}])
    assert any("choose A:Mountain Drake" in line for line in g.log)


@pytest.mark.rules("721.2", "722", "722.1", "722.2")
def test_inactive_temporary_does_not_trigger_but_is_still_there():
    """Spinning Axe (the example of 722.2): attached, its [Temporary] is inactive and does
    not kill it at the start of A's Beginning Phase (721.2), while the loose Axe dies; the
    attached Axe still has the keyword for what looks for it (722.1)."""
    g = run_case({"turn": {"player": "A", "number": 4, "phase": "beginning"},
                  "deck": ["Gust"] * 3,
                  "base": [{"card": "Pouty Poro", "attached": ["Spinning Axe"]}, "Spinning Axe"]},
                 {}, None, [],
                 [{"contains": {"A:trash": ["Spinning Axe"]}}, {"count": {"A:trash": 1}},
                  {"attached": {"A:Pouty Poro": ["Spinning Axe"]}}])
    axe = _obj(g, "A:Spinning Axe@base")
    assert layers.has_keyword(g.engine.db, g.state, axe, "temporary")


@pytest.mark.rules("740.2.c")
def test_in_combat_is_at_the_combat_with_a_designation():
    """Akali, Silent 'can't be chosen by enemy spells and abilities unless I'm in combat':
    at Bandle Tree before A attacks, Hextech Ray has no target; once A's Sergeant attacks
    there she is a defender in that combat (740.2.c) and the Ray may choose her."""
    a = {"base": ["Vanguard Sergeant"], "hand": ["Hextech Ray"], "runes": R("fury", 2)}
    g = run_case(a, {}, [bf("B", b=["Akali, Silent"]), BFS[1]], [],
                 [{"illegal": "A: play Hextech Ray"}])
    play(g, ["A: move A:Vanguard Sergeant to Bandle Tree", "A: play Hextech Ray",
             "A: choose B:Akali, Silent", "A: pass", "B: pass"],
         [{"damage": {"B:Akali, Silent": 3}}])


@pytest.mark.rules("740.4", "740.4.a", "740.4.a.1")
def test_a_cost_within_a_spell_is_paid_as_it_resolves_or_nothing_is_done():
    """Guards! 'Play a Sand Soldier ... Then do this: pay [Order] to ready it': the [Order]
    is asked as the spell resolves; declined, the token stays exhausted and no rune is
    spent; paid, it is ready."""
    guards = {"hand": ["Guards!"], "runes": R("order", 4)}
    play_it = ["A: play Guards!", "A: to base", *PP, *PP]
    run_case(guards, {}, None, [*play_it, "A: no"],
             [{"exhausted": {"A:Sand Soldier": True}}, {"count": {"A:runes": 4}}])
    run_case(guards, {}, None, [*play_it, "A: yes"],
             [{"exhausted": {"A:Sand Soldier": False}}, {"count": {"A:runes": 3}}])


IVERN = {"legend": "Ivern, Green Father", "base": ["Pouty Poro", "Mountain Drake"],
         "deck": ["Gust"] * 5}
BRUSHED = ["A: move A:Pouty Poro, A:Mountain Drake to Bandle Tree", *PP, "A: yes", *PP]


@pytest.mark.rules("438.2", "438.2.a", "438.3", "438.3.a", "438.3.b", "438.4", "438.7",
                   "438.7.a")
def test_replace_and_swap_back():
    """Ivern, Green Father's 'replace that battlefield with a Brush battlefield token': X,
    the conquered Bandle Tree, waits in banishment (not banished, 438.4) and Y, the token,
    is in its place; scored on A's next turn, the Brush swaps back: the token is gone and
    Bandle Tree is where it was, A's units still there (438.7.a)."""
    g = run_case(IVERN, {}, None, BRUSHED,
                 [{"contains": {"A:banishment": ["Bandle Tree"]}},
                  {"location": {"A:Pouty Poro": "Brush"}}])
    assert [b.name for b in g.state.bfs] == ["Brush", "Back-Alley Bar"]
    play(g, ["A: end", "B: end", "A: order A:Ivern, Green Father, Brush", "A: no", "A: yes",
             *PP],
         [{"location": {"A:Pouty Poro": "Bandle Tree"}}, {"count": {"A:banishment": 0}}])
    assert [b.name for b in g.state.bfs] == ["Bandle Tree", "Back-Alley Bar"]
    assert not any(o.card == "Brush" for o in g.state.objs.values())
