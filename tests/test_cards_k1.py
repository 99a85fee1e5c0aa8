"""Cards finished by k1 (issue 26): a cost change for cards played from anywhere other than
their owner's hand (356.4: Void Drone, Drag Under), damage a unit deals for a spell
(417.6.b.3: Strike Down), a Level ability's choice made only at that Level (824.1.b.1:
Skyward Strike) and an applied cost on moves by spells too (204.4: Mageseeker
Investigator).  Positions in the shapes of spec/SCENARIO.md (tests/card_cases.py); the
plays from elsewhere use a probe card written in the card language, since no card of the
pool yet plays a card from a trash paying its cost.
"""

from __future__ import annotations

import functools

import pytest

from card_cases import BFS, PP, R, bf, new_game, play, position, run_case, zone_cards
from card_probe import probe_cards
from riftbound_tui.cards.db import CardDB, load_card_db
from riftbound_tui.cards.text import render_text
from riftbound_tui.engine.game import Engine, Game

DB = load_card_db()
TESTED = {"Void Drone", "Drag Under"}     # the cards this file adds (test_cards_spiritforged)


@functools.cache
def _probe_engine() -> Engine:
    """The card database with Probe, a 0-cost spell: "Play a unit or spell from your
    trash" (its cost paid, 419.3.b)."""
    cards, errors = probe_cards("""
        cost: {energy: 0}
        effects:
          - {op: play, target: {choose: card, at: trash, controller: friendly}}
        """, card_type="spell")
    assert not errors, errors
    return Engine(CardDB([*DB.all(), *cards]))


def probe_game(a: dict, b: dict | None = None, bfs=None) -> Game:
    return Game.from_setup(position(a, b, bfs), 0, _probe_engine())


# -- Void Drone and Drag Under: "I cost [2] less to play from anywhere other than your hand"


@pytest.mark.rules("356.4", "419.3.b")
def test_void_drone_costs_2_less_played_from_the_trash():
    # one rune: 3 - 2 = 1 energy, paid; the Drone enters the base
    game = probe_game({"hand": ["Probe"], "trash": ["Void Drone"], "runes": R("fury", 1)})
    play(game, ["A: play Probe", "A: choose A:Void Drone", *PP],
         [{"location": {"A:Void Drone": "base"}}, {"exhausted": {"A:Fury Rune": True}}])


@pytest.mark.rules("356.4")
def test_void_drone_costs_its_full_3_from_the_hand():
    game = new_game({"hand": ["Void Drone"], "runes": R("fury", 2)})
    play(game, [], [{"illegal": "A: play Void Drone"}])
    game = new_game({"hand": ["Void Drone"], "runes": R("fury", 3)})
    play(game, ["A: play Void Drone"],
         [{"location": {"A:Void Drone": "base"}}, {"count": {"A:runes": 3}}])
    assert all(game.state.objs[r].exhausted for r in game.state.zone("A", "runes"))


@pytest.mark.rules("356.4", "419.3.c")
def test_without_the_discount_the_drone_would_stay_in_the_trash():
    # Mountain Drake costs its full cost from the trash: one rune cannot pay it (419.3.c)
    game = probe_game({"hand": ["Probe"], "trash": ["Void Drone", "Mountain Drake"],
                       "runes": R("fury", 1)})
    play(game, ["A: play Probe", "A: choose A:Mountain Drake", *PP],
         [{"location": {"A:Mountain Drake": "trash"}}])


@pytest.mark.rules("356.4", "419.3.b")
def test_drag_under_from_the_trash_costs_3_and_kills_a_unit_at_a_battlefield():
    # 5 - 2 = 3 energy and its Order power: four runes
    game = probe_game({"hand": ["Probe"], "trash": ["Drag Under"], "runes": R("order", 4)},
                      {"base": ["Mountain Drake"]}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]])
    play(game, ["A: play Probe", "A: choose A:Drag Under", *PP, "A: choose B:Vanguard Sergeant",
                *PP], [{"location": {"B:Vanguard Sergeant": "trash"}},
                       {"location": {"B:Mountain Drake": "base"}}])
    assert zone_cards(game, "A", "trash") == ["Probe", "Drag Under"]


@pytest.mark.rules("356.4")
def test_drag_under_from_the_hand_costs_5():
    bfs = [bf("B", b=["Vanguard Sergeant"]), BFS[1]]
    game = new_game({"hand": ["Drag Under"], "runes": R("order", 4)}, {}, bfs)
    play(game, [], [{"illegal": "A: play Drag Under"}])
    run_case({"hand": ["Drag Under"], "runes": R("order", 6)}, {}, bfs,
             ["A: play Drag Under", "A: choose B:Vanguard Sergeant", *PP],
             [{"location": {"B:Vanguard Sergeant": "trash"}}, {"count": {"A:runes": 5}}])


def test_the_cost_change_reads_as_printed():
    assert render_text(DB.get("Void Drone"), DB) == \
        "I cost 2 energy less to play from anywhere other than your hand."


# -- Strike Down: the equipped unit is the source of the damage (417.6.b.3) -----------------


@pytest.mark.rules("417.6.b.3", "712")
def test_strike_down_damage_is_the_units_so_a_spell_bonus_does_not_add():
    # Annie, Fiery: "your spells and abilities deal 1 Bonus Damage"; the unit deals its
    # 4 + 3 Might, not 8
    run_case({"hand": ["Strike Down"], "runes": R("body", 4),
              "base": [{"card": "Vanguard Sergeant", "attached": ["B.F. Sword"]},
                       "Annie, Fiery"]},
             {"base": ["Mountain Drake"]}, None,
             ["A: play Strike Down", "A: choose A:Vanguard Sergeant",
              "A: choose B:Mountain Drake", *PP],
             [{"damage": {"B:Mountain Drake": 7}}, {"log_contains": "Vanguard Sergeant@base deal 7"}])


@pytest.mark.rules("417.6.b.3", "437")
def test_last_breath_damage_is_dealt_by_the_readied_unit():
    # the same construct on Last Breath: "It deals damage equal to its Might"
    run_case({"hand": ["Last Breath"], "runes": R("calm", 5),
              "base": [{"card": "Vanguard Sergeant", "exhausted": True}, "Annie, Fiery"]},
             {}, [bf("B", b=["Mountain Drake"]), BFS[1]],
             ["A: play Last Breath", "A: choose A:Vanguard Sergeant",
              "A: choose B:Mountain Drake", *PP],
             [{"damage": {"B:Mountain Drake": 4}},
              {"exhausted": {"A:Vanguard Sergeant": False}}])
    assert render_text(DB.get("Last Breath"), DB).endswith(
        "It deals damage equal to its Might to an enemy unit at a battlefield.")


# -- Skyward Strike: the Level 6 stun chooses only at Level 6 (824.1.b.1) ------------------


@pytest.mark.rules("824.1.b.1", "824.1.d", "355.5")
def test_skyward_strike_below_6_xp_chooses_no_unit_to_stun():
    bfs = [bf("B", b=["Vanguard Sergeant", "Stalwart Poro"]), BFS[1]]
    game = new_game({"hand": ["Skyward Strike"], "runes": R("calm", 3), "xp": 5}, {}, bfs)
    play(game, ["A: play Skyward Strike", "A: choose B:Vanguard Sergeant", "A: to base"],
         [{"chain": ["Skyward Strike"]}, {"priority": "A"}])
    play(game, PP, [{"location": {"B:Vanguard Sergeant": "base"}},
                    {"stunned": {"B:Stalwart Poro": False}}])


@pytest.mark.rules("824.1.b.1", "824.1.c")
def test_skyward_strike_at_6_xp_also_stuns_the_chosen_enemy_unit():
    bfs = [bf("B", b=["Vanguard Sergeant", "Stalwart Poro"]), BFS[1]]
    run_case({"hand": ["Skyward Strike"], "runes": R("calm", 3), "xp": 6}, {}, bfs,
             ["A: play Skyward Strike", "A: choose B:Vanguard Sergeant", "A: to base",
              "A: choose B:Stalwart Poro", *PP],
             [{"location": {"B:Vanguard Sergeant": "base"}},
              {"stunned": {"B:Stalwart Poro": True}}])


# -- Mageseeker Investigator: moves by spells pay the applied cost too (204.4) --------------

@functools.cache
def _move_probe() -> Engine:
    """Probe: "Move two friendly units to a battlefield" (one move of both, 446)."""
    cards, errors = probe_cards("""
        cost: {energy: 0}
        effects:
          - {op: move, dest: battlefield, target: {choose: unit, controller: friendly,
                                                   count: 2}}
        """, card_type="spell")
    assert not errors, errors
    return Engine(CardDB([*DB.all(), *cards]))


def _move_game(runes: int) -> Game:
    return Game.from_setup(position(
        {"hand": ["Probe"], "base": ["Daring Poro", "Shipyard Skulker"],
         "runes": R("calm", runes)}, {},
        [bf("B", b=["Mageseeker Investigator"]), BFS[1]]), 0, _move_probe())


@pytest.mark.rules("204.4", "204.4.b")
def test_a_spell_moving_two_units_to_the_investigators_battlefield_pays_one_a():
    game = _move_game(1)
    play(game, ["A: play Probe", "A: choose A:Daring Poro, A:Shipyard Skulker",
                "A: to Bandle Tree", *PP],
         [{"location": {"A:Daring Poro": "Bandle Tree", "A:Shipyard Skulker": "Bandle Tree"}},
          {"count": {"A:runes": 0}}, {"log_contains": "(204.4)"}])


@pytest.mark.rules("204.4.c", "204.4.a")
def test_a_spell_that_cannot_pay_the_applied_cost_moves_no_unit():
    game = _move_game(0)
    play(game, ["A: play Probe", "A: choose A:Daring Poro, A:Shipyard Skulker",
                "A: to Bandle Tree", *PP],
         [{"location": {"A:Daring Poro": "base", "A:Shipyard Skulker": "base"}},
          {"log_contains": "they are not moved (204.4.c)"}])
    # to the other battlefield, no cost
    game = _move_game(0)
    play(game, ["A: play Probe", "A: choose A:Daring Poro, A:Shipyard Skulker",
                "A: to Back-Alley Bar", *PP],
         [{"location": {"A:Daring Poro": "Back-Alley Bar"}}])


@pytest.mark.rules("417.6.b.3", "417.6.b.4")
def test_challenge_damage_is_dealt_by_the_two_units_without_spell_bonus_damage():
    # the rule's own example: Challenge's damage is dealt by the chosen units, not by
    # Challenge, so Annie's "your spells and abilities deal 1 Bonus Damage" adds nothing
    run_case({"hand": ["Challenge"], "runes": R("body", 4),
              "base": ["Vanguard Sergeant", "Annie, Fiery"]},
             {"base": ["Stalwart Poro"]}, None,
             ["A: play Challenge", "A: choose A:Vanguard Sergeant", "A: choose B:Stalwart Poro",
              *PP],
             [{"location": {"B:Stalwart Poro": "trash"}}, {"damage": {"A:Vanguard Sergeant": 2}}])
