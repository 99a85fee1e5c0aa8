"""Flow (829), the Shadow Clone token and the Zed precon's Vendetta cards that use them.

Flow: "Flow [Cost] (You may play this from your trash for its Flow cost. Then banish it.)"
A spell in its owner's trash may be played for its Flow cost (829.1.b, 829.1.c.1), at the
same timing as from hand (829.1.b.2); once finalized, it is banished instead of leaving
the chain any other way (829.1.b.1).  Positions are in the shapes of spec/SCENARIO.md.
"""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from card_cases import new_game, play, zone_cards, PP


def _refused(game, line: str, match: str):
    before = game.state
    with pytest.raises(IllegalAction, match=match):
        game.act(line)
    assert game.state is before


# -- Flow (829) ----------------------------------------------------------------------------

@pytest.mark.rules("829.1.b", "829.1.c.1", "829.1.b.1")
def test_twilight_step_is_played_from_the_trash_for_its_flow_cost_then_banished():
    game = new_game({"trash": ["Twilight Step"], "base": ["Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 5},
                 bfs=[{"card": "Bandle Tree", "controller": "A"}, {"card": "Back-Alley Bar"}])
    assert "A: play Twilight Step" in game.legal()
    play(game, ["A: play Twilight Step", "A: choose A:Stalwart Poro@base",
                "A: to Bandle Tree", *PP],
         [{"location": {"A:Stalwart Poro": "Bandle Tree"}},
          {"contains": {"A:banishment": ["Twilight Step"]}}, {"count": {"A:trash": 0}}])
    # the Flow cost, 4 energy and 1 Chaos power, not the printed 2 + 1: four runes
    # exhausted, one of them then recycled for the power
    runes = game.state.players["A"].zones["runes"]
    assert len(runes) == 4
    assert sum(game.state.objs[r].exhausted for r in runes) == 3
    assert any("(829.1.b.1)" in line for line in game.log)


@pytest.mark.rules("829.1.c.1")
def test_flow_cost_must_be_paid_the_printed_cost_is_not_enough():
    game = new_game({"trash": ["Twilight Step"], "base": ["Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 3})     # pays 2 + 1 (hand), not 4 + 1 (Flow)
    assert not any("Twilight Step" in line for line in game.legal())
    _refused(game, "A: play Twilight Step", "cannot pay 4 energy and 1 chaos power")


@pytest.mark.rules("829.1.b")
def test_only_a_spell_with_flow_is_played_from_the_trash():
    game = new_game({"trash": ["Void Seeker"], "runes": ["Fury Rune"] * 6},
                 b={"base": ["Stalwart Poro"]})
    _refused(game, "A: play Void Seeker", "no Flow")


@pytest.mark.rules("829.1.b")
def test_a_flow_spell_in_an_opponents_trash_is_not_yours_to_play():
    game = new_game({"base": ["Stalwart Poro"], "runes": ["Chaos Rune"] * 5},
                 b={"trash": ["Twilight Step"]})
    assert not any("Twilight Step" in line for line in game.legal())
    _refused(game, "A: play Twilight Step", "Twilight Step")


@pytest.mark.rules("829.1.b.2", "308.1.a")
def test_flow_does_not_change_when_a_spell_may_be_played():
    # Twilight Step has no Action: not in a showdown, from the trash either (829.1.b.2)
    game = new_game({"trash": ["Twilight Step"], "base": ["Stalwart Poro", "Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 5},
                 bfs=[{"card": "Bandle Tree", "controller": "B",
                       "units": {"B": ["Vanguard Sergeant"]}}, {"card": "Back-Alley Bar"}])
    assert "A: play Twilight Step" in game.legal()
    play(game, ["A: move A:Stalwart Poro@base#1 to Bandle Tree"],
         [{"showdown": "Bandle Tree"}, {"focus": "A"}])
    assert not any("Twilight Step" in line for line in game.legal())
    _refused(game, "A: play Twilight Step", r"308\.1\.a")


@pytest.mark.rules("829.1.b")
def test_a_flow_copy_in_the_trash_beside_one_in_hand_is_named_by_its_place():
    game = new_game({"hand": ["Twilight Step"], "trash": ["Twilight Step"],
                  "base": ["Stalwart Poro"], "runes": ["Chaos Rune"] * 5})
    legal = game.legal()
    assert "A: play A:Twilight Step@trash" in legal
    assert "A: play A:Twilight Step@hand" in legal
    assert "A: play Twilight Step" not in legal
    _refused(game, "A: play Twilight Step", "several")
    play(game, ["A: play A:Twilight Step@trash"])
    assert "A: play A:Twilight Step@trash" in game.log
    assert zone_cards(game, "A", "hand") == ["Twilight Step"]


@pytest.mark.rules("829.1.b.1", "425.1")
def test_a_countered_flow_spell_is_banished_not_trashed():
    from riftbound_tui.engine.state import ChainItem
    game = new_game({"trash": ["Twilight Step"], "base": ["Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 5})
    play(game, ["A: play Twilight Step", "A: choose A:Stalwart Poro@base",
                "A: to Bandle Tree"])
    st = game.state
    it = st.chain[-1]
    assert isinstance(it, ChainItem) and it.flow and not it.pending
    from riftbound_tui.engine import countering
    countering.counter(game.engine, st, it.source, "test")
    assert zone_cards(game, "A", "banishment") == ["Twilight Step"]
    assert zone_cards(game, "A", "trash") == []


@pytest.mark.rules("829.1.b.1")
def test_a_spell_played_from_hand_still_goes_to_the_trash():
    game = new_game({"hand": ["Twilight Step"], "base": ["Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 3},
                 bfs=[{"card": "Bandle Tree", "controller": "A"}, {"card": "Back-Alley Bar"}])
    play(game, ["A: play Twilight Step", "A: choose A:Stalwart Poro@base",
                "A: to Bandle Tree", *PP],
         [{"contains": {"A:trash": ["Twilight Step"]}}, {"count": {"A:banishment": 0}}])


@pytest.mark.rules("829.1.b")
def test_perfect_execution_from_the_trash_readies_a_unit_and_gives_assault_3():
    game = new_game({"trash": ["Perfect Execution"], "runes": ["Fury Rune"] * 4,
                  "base": [{"card": "Stalwart Poro", "exhausted": True}]})
    play(game, ["A: play Perfect Execution", *PP],
         [{"exhausted": {"A:Stalwart Poro": False}},
          {"keywords": {"A:Stalwart Poro": ["assault 3"]}},
          {"contains": {"A:banishment": ["Perfect Execution"]}}])


@pytest.mark.rules("829.1.b", "440")
def test_death_mark_burns_3_and_plays_a_shadow_clone_then_flows_back():
    game = new_game({"hand": ["Death Mark"], "deck": ["Stalwart Poro"] * 8,
                  "runes": ["Fury Rune"] * 3 + ["Chaos Rune"] * 3})
    play(game, ["A: play Death Mark", *PP])
    play(game, [], [{"count": {"A:trash": 4, "A:deck": 5}},
                    {"contains": {"A:base": ["Shadow Clone"]}}])
    assert "A: play Death Mark" in game.legal()    # from the trash: 1 energy, 2 of any power
    play(game, ["A: play Death Mark", *PP],
         [{"count": {"A:trash": 6, "A:deck": 2}},
          {"contains": {"A:banishment": ["Death Mark"]}}])
    assert zone_cards(game, "A", "base").count("Shadow Clone") == 2


def test_the_reference_reader_sees_flow_and_its_cost_at_the_end_of_the_text():
    from riftbound_tui.cards.reference import leading_keywords
    text = "Move a unit.\n[Flow] [4][Chaos] (You may play this from your trash ...)"
    assert leading_keywords(text) == (("flow", None),)
    assert leading_keywords("Move a unit.\n[Flow] (no cost)") == ()
    assert leading_keywords("[Empower] — Discard 1 (Pay the cost: Empower me.)") == \
        (("empower", None),)
    assert leading_keywords("[Deathknell] — Draw 1.") == ()


# -- the Shadow Clone token and the Zeds ------------------------------------------------------

ENEMY_HELD = [{"card": "Bandle Tree", "controller": "B", "units": {"B": ["Vanguard Sergeant"]}},
              {"card": "Back-Alley Bar"}]


@pytest.mark.rules("383.3.a", "427", "807.2")
def test_shadow_clone_banishes_a_unit_from_the_trash_to_attack_with_assault_4():
    game = new_game({"base": ["Shadow Clone"], "trash": ["Stalwart Poro", "Void Seeker"]},
                 bfs=ENEMY_HELD)
    play(game, ["A: move A:Shadow Clone@base to Bandle Tree", "A: yes", *PP],
         [{"contains": {"A:banishment": ["Stalwart Poro"]}},
          {"contains": {"A:trash": ["Void Seeker"]}},      # a unit only: the spell stays
          {"keywords": {"A:Shadow Clone": ["assault 4"]}}, {"might": {"A:Shadow Clone": 4}}])


@pytest.mark.rules("383.3.a.2")
def test_shadow_clone_declined_attacks_with_0_might():
    game = new_game({"base": ["Shadow Clone"], "trash": ["Stalwart Poro"]}, bfs=ENEMY_HELD)
    play(game, ["A: move A:Shadow Clone@base to Bandle Tree", "A: no"],
         [{"contains": {"A:trash": ["Stalwart Poro"]}}, {"might": {"A:Shadow Clone": 0}}])


@pytest.mark.rules("356.2.b", "439")
def test_zed_from_the_shadows_makes_a_clone_only_if_the_discard_was_paid():
    game = new_game({"hand": ["Zed, From the Shadows", "Stalwart Poro"],
                  "runes": ["Fury Rune"] * 5})
    play(game, ["A: play Zed, From the Shadows", "A: yes", *PP],
         [{"contains": {"A:trash": ["Stalwart Poro"], "A:base": ["Shadow Clone"]}}])
    plain = new_game({"hand": ["Zed, From the Shadows", "Stalwart Poro"],
                   "runes": ["Fury Rune"] * 5})
    play(plain, ["A: play Zed, From the Shadows", "A: no"],
         [{"count": {"A:base": 1, "A:hand": 1, "A:trash": 0}}])


@pytest.mark.rules("420", "355.9.b")
def test_zed_without_a_sound_trades_places_with_a_shadow_clone():
    game = new_game({"base": ["Zed, Without a Sound", "Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 2},
                 bfs=[{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Shadow Clone"]}},
                      {"card": "Back-Alley Bar"}])
    play(game, ["A: activate A:Zed, Without a Sound@base", *PP],
         [{"location": {"A:Zed, Without a Sound": "Bandle Tree", "A:Shadow Clone": "base"}}])
    # only a Shadow Clone: another friendly unit is no choice, so with none it can't be used
    alone = new_game({"base": ["Zed, Without a Sound", "Stalwart Poro"],
                   "runes": ["Chaos Rune"] * 2})
    assert not any("activate" in line for line in alone.legal())
    _refused(alone, "A: activate A:Zed, Without a Sound@base", "355.8")


@pytest.mark.rules("439", "383.4.c")
def test_zed_without_a_sound_conquers_and_makes_a_clone_in_base():
    game = new_game({"base": ["Zed, Without a Sound"]}, bfs=ENEMY_HELD[:1] + [
        {"card": "Back-Alley Bar"}], b={"base": []})
    play(game, ["A: move A:Zed, Without a Sound@base to Bandle Tree", *PP, "A: pass",
                "B: pass"],
         [{"controller": {"Bandle Tree": "A"}}, {"contains": {"A:base": ["Shadow Clone"]}}])


# -- cards that look for their own name in the trash -----------------------------------------

@pytest.mark.rules("143.4")
def test_shadow_assassin_enters_ready_with_a_copy_in_the_trash():
    game = new_game({"hand": ["Shadow Assassin"], "trash": ["Shadow Assassin"],
                  "runes": ["Fury Rune"] * 5})
    play(game, ["A: play Shadow Assassin"], [{"exhausted": {"A:Shadow Assassin@base": False}}])
    plain = new_game({"hand": ["Shadow Assassin"], "trash": ["Shadowblade Lurker"],
                   "runes": ["Fury Rune"] * 5})
    play(plain, ["A: play Shadow Assassin"], [{"exhausted": {"A:Shadow Assassin@base": True}}])


@pytest.mark.rules("356.4")
def test_shadowblade_lurker_costs_2_less_for_each_copy_in_the_trash():
    game = new_game({"hand": ["Shadowblade Lurker"], "runes": ["Chaos Rune"] * 3,
                  "trash": ["Shadowblade Lurker", "Shadowblade Lurker", "Shadow Assassin"]})
    assert "A: play Shadowblade Lurker" in game.legal()       # 5 - 2 x 2 = 1
    play(game, ["A: play Shadowblade Lurker"], [{"count": {"A:base": 1}}])
    assert sum(game.state.objs[r].exhausted for r in game.state.players["A"].zones["runes"]) == 1
    one = new_game({"hand": ["Shadowblade Lurker"], "runes": ["Chaos Rune"] * 2,
                 "trash": ["Shadowblade Lurker", "Shadow Assassin"]})   # 5 - 2 = 3 > 2
    _refused(one, "A: play Shadowblade Lurker", "cannot pay 3 energy")


# -- the rest of the precon -------------------------------------------------------------------

@pytest.mark.rules("415")
def test_twilight_reveler_readies_another_friendly_unit_as_it_attacks():
    game = new_game({"base": ["Twilight Reveler", {"card": "Stalwart Poro", "exhausted": True}]},
                 bfs=ENEMY_HELD)
    play(game, ["A: move A:Twilight Reveler@base to Bandle Tree", *PP],
         [{"exhausted": {"A:Stalwart Poro": False}}])


@pytest.mark.rules("356.2.b", "359.3.e.14")
def test_ruthless_strike_deals_3_or_5_with_the_discard():
    five = new_game({"hand": ["Ruthless Strike", "Stalwart Poro"], "runes": ["Fury Rune"] * 3},
                 b={"base": []}, bfs=[{"card": "Bandle Tree", "controller": "B",
                                       "units": {"B": ["Kinkou Lifeblade"]}},
                                      {"card": "Back-Alley Bar"}])
    play(five, ["A: play Ruthless Strike", "A: yes", *PP],
         [{"location": {"B:Kinkou Lifeblade": "trash"}}])
    three = new_game({"hand": ["Ruthless Strike", "Stalwart Poro"], "runes": ["Fury Rune"] * 3},
                  bfs=[{"card": "Bandle Tree", "controller": "B",
                        "units": {"B": ["Kinkou Lifeblade"]}}, {"card": "Back-Alley Bar"}])
    play(three, ["A: play Ruthless Strike", "A: no", *PP],
         [{"damage": {"B:Kinkou Lifeblade": 3}}, {"contains": {"A:hand": ["Stalwart Poro"]}}])


@pytest.mark.rules("356.2.b", "427")
def test_gust_monk_paid_banishes_a_card_from_any_trash_to_give_assault_2():
    game = new_game({"hand": ["Gust Monk"], "base": ["Stalwart Poro"],
                  "runes": ["Chaos Rune"] * 3}, b={"trash": ["Void Seeker"]})
    # its target first, then the cost that picks an object (355, then 356-357; 383.3.b)
    play(game, ["A: play Gust Monk", "A: yes", "A: choose A:Stalwart Poro@base",
                "A: choose B:Void Seeker@trash", *PP],
         [{"contains": {"B:banishment": ["Void Seeker"]}},
          {"keywords": {"A:Stalwart Poro": ["assault 2"]}}])
    plain = new_game({"hand": ["Gust Monk"], "base": ["Stalwart Poro"],
                   "runes": ["Chaos Rune"] * 3}, b={"trash": ["Void Seeker"]})
    play(plain, ["A: play Gust Monk", "A: no"],
         [{"contains": {"B:trash": ["Void Seeker"]}}, {"count": {"A:base": 2}}])


@pytest.mark.rules("827.1.c.1", "828.1.b.1", "422")
def test_punching_poro_empowers_by_discarding_1_and_then_has_plus_1_might():
    game = new_game({"base": ["Punching Poro"], "hand": ["Stalwart Poro"]})
    play(game, ["A: activate A:Punching Poro@base", *PP],
         [{"empowered": {"A:Punching Poro": True}}, {"might": {"A:Punching Poro": 3}},
          {"contains": {"A:trash": ["Stalwart Poro"]}}])
    empty = new_game({"base": ["Punching Poro"]})        # nothing to discard: no Empower
    assert not any("activate" in line for line in empty.legal())


@pytest.mark.rules("383.3.b", "440.3.a")
def test_shadow_order_disciple_may_burn_1_as_it_moves_for_plus_1_might():
    game = new_game({"base": ["Shadow Order Disciple"], "deck": ["Void Seeker", "Stalwart Poro"]})
    play(game, ["A: move A:Shadow Order Disciple@base to Back-Alley Bar", "A: yes"],
         [{"contains": {"A:trash": ["Void Seeker"]}}, {"count": {"A:deck": 1}}])
    assert any("burns 1 as a cost (440.3.a)" in line for line in game.log)   # as finalized
    play(game, PP, [{"might": {"A:Shadow Order Disciple": 3}}])
    plain = new_game({"base": ["Shadow Order Disciple"], "deck": ["Void Seeker"]})
    play(plain, ["A: move A:Shadow Order Disciple@base to Back-Alley Bar", "A: no"],
         [{"count": {"A:deck": 1, "A:trash": 0}}, {"might": {"A:Shadow Order Disciple": 2}}])


@pytest.mark.rules("431.1.b", "440.3.a")
def test_a_burn_cost_with_an_empty_deck_burns_out_and_is_paid():
    game = new_game({"base": ["Shadow Order Disciple"], "trash": ["Void Seeker"]})
    play(game, ["A: move A:Shadow Order Disciple@base to Back-Alley Bar", "A: yes", *PP],
         [{"points": {"B": 1}}, {"might": {"A:Shadow Order Disciple": 3}},
          {"contains": {"A:trash": ["Void Seeker"]}}])


@pytest.mark.rules("427", "359.3.e.14")
def test_wind_and_ghosts_banishes_a_small_unit_and_returns_a_big_one():
    bfs = [{"card": "Bandle Tree", "controller": "B",
            "units": {"B": ["Stalwart Poro", "Kinkou Lifeblade"]}}, {"card": "Back-Alley Bar"}]
    small = new_game({"hand": ["Wind and Ghosts"], "runes": ["Chaos Rune"] * 4}, bfs=bfs)
    play(small, ["A: play Wind and Ghosts", "A: choose B:Stalwart Poro@Bandle Tree", *PP],
         [{"contains": {"B:banishment": ["Stalwart Poro"]}}, {"count": {"B:hand": 0}}])
    big = new_game({"hand": ["Wind and Ghosts"], "runes": ["Chaos Rune"] * 4}, bfs=bfs)
    play(big, ["A: play Wind and Ghosts", "A: choose B:Kinkou Lifeblade@Bandle Tree", *PP],
         [{"contains": {"B:hand": ["Kinkou Lifeblade"]}}, {"count": {"B:banishment": 0}}])


@pytest.mark.rules("827.1.c.1", "441.2.a", "427", "827.2.a")
def test_mel_empowers_by_discarding_a_spell_and_then_banishes_a_small_enemy():
    bfs = [{"card": "Bandle Tree", "controller": "B",
            "units": {"B": ["Stalwart Poro", "Kinkou Lifeblade"]}}, {"card": "Back-Alley Bar"}]
    game = new_game({"base": ["Mel, Defiant Soul"], "hand": ["Stalwart Poro", "Void Seeker"]},
                 bfs=bfs)
    play(game, ["A: activate A:Mel, Defiant Soul@base", *PP],
         [{"contains": {"A:trash": ["Void Seeker"], "A:hand": ["Stalwart Poro"]}},
          {"empowered": {"A:Mel, Defiant Soul": True}}])
    # her trigger: the only enemy with 3 Might or less is chosen for her
    play(game, PP, [{"contains": {"B:banishment": ["Stalwart Poro"]}},
                    {"location": {"B:Kinkou Lifeblade": "Bandle Tree"}}])
    units_only = new_game({"base": ["Mel, Defiant Soul"], "hand": ["Stalwart Poro"]}, bfs=bfs)
    assert not any("activate" in line for line in units_only.legal())
    _refused(units_only, "A: activate A:Mel, Defiant Soul@base", "discard a spell")


# -- Zed, Master of Shadows (legend) ----------------------------------------------------------

@pytest.mark.rules("427", "441.1", "829.1.b.1")
def test_zed_legend_is_empowered_when_you_banish_a_card_you_own_flow_included():
    game = new_game({"legend": "Zed, Master of Shadows", "trash": ["Twilight Step"],
                  "base": ["Stalwart Poro"], "runes": ["Chaos Rune"] * 5},
                 bfs=[{"card": "Bandle Tree", "controller": "A"}, {"card": "Back-Alley Bar"}])
    play(game, ["A: play Twilight Step", "A: choose A:Stalwart Poro@base",
                "A: to Bandle Tree", *PP, *PP],
         [{"empowered": {"A:Zed, Master of Shadows": True}}])


@pytest.mark.rules("427")
def test_zed_legend_ignores_a_banished_card_an_opponent_owns():
    game = new_game({"legend": "Zed, Master of Shadows", "hand": ["Gust Monk"],
                  "base": ["Stalwart Poro"], "runes": ["Chaos Rune"] * 3},
                 b={"trash": ["Void Seeker"]})
    # its target first, then the cost that picks an object (355, then 356-357; 383.3.b)
    play(game, ["A: play Gust Monk", "A: yes", "A: choose A:Stalwart Poro@base",
                "A: choose B:Void Seeker@trash", *PP],
         [{"contains": {"B:banishment": ["Void Seeker"]}},
          {"empowered": {"A:Zed, Master of Shadows": False}}, {"chain": []}])


@pytest.mark.rules("442.1", "404")
def test_zed_legend_disempowers_and_exhausts_to_discard_1_then_draw_1():
    game = new_game({"legend": "Zed, Master of Shadows", "trash": ["Twilight Step"],
                  "hand": ["Void Seeker"], "deck": ["Stalwart Poro"],
                  "base": ["Stalwart Poro"], "runes": ["Chaos Rune"] * 5})
    play(game, ["A: play Twilight Step", "A: choose A:Stalwart Poro@base", "A: to Back-Alley Bar",
                *PP, *PP], [{"empowered": {"A:Zed, Master of Shadows": True}}])
    play(game, ["A: activate A:Zed, Master of Shadows@legend", *PP],
         [{"empowered": {"A:Zed, Master of Shadows": False}},
          {"exhausted": {"A:Zed, Master of Shadows": True}},
          {"contains": {"A:trash": ["Void Seeker"], "A:hand": ["Stalwart Poro"]}}])
    plain = new_game({"legend": "Zed, Master of Shadows", "hand": ["Void Seeker"],
                   "deck": ["Stalwart Poro"]})
    assert not any("activate" in line for line in plain.legal())
    _refused(plain, "A: activate A:Zed, Master of Shadows@legend", "disempower")


@pytest.mark.rules("383.3.b", "427")
def test_ravenbloom_prefect_banishes_itself_to_banish_an_opponents_gear():
    game = new_game({"base": ["Ravenbloom Prefect"], "turn": {"player": "B"}},
                 b={"hand": ["Seal of Rage"], "runes": ["Fury Rune"] * 2})
    play(game, ["B: play Seal of Rage", "A: yes", *PP],
         [{"contains": {"A:banishment": ["Ravenbloom Prefect"],
                        "B:banishment": ["Seal of Rage"]}}, {"count": {"A:base": 0}}])
    kept = new_game({"base": ["Ravenbloom Prefect"], "turn": {"player": "B"}},
                 b={"hand": ["Seal of Rage"], "runes": ["Fury Rune"] * 2})
    play(kept, ["B: play Seal of Rage", "A: no"],
         [{"contains": {"A:base": ["Ravenbloom Prefect"], "B:base": ["Seal of Rage"]}}])
    own = new_game({"base": ["Ravenbloom Prefect"], "hand": ["Seal of Rage"],
                 "runes": ["Fury Rune"] * 2})          # A's own gear: no trigger
    play(own, ["A: play Seal of Rage"], [{"chain": []}, {"contains": {"A:base": ["Seal of Rage"]}}])
