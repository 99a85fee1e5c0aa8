"""The Zed preconstructed deck's last Vendetta cards, each played from a position in the
shapes of spec/SCENARIO.md: Morgana, Vindictive (Ambush; an amount read from the chosen
unit, the damage marked on it, 142.4) and Threshold of the Gray ("when combat starts
here", 464.2.b; the attacker and defender each Add, 464.2.c, at once off the chain, 429.2).
"""

from __future__ import annotations

import pytest

from riftbound_tui.scenario import start
from card_cases import play, BTURN, PP

FURY = ["Fury Rune"] * 6


def _game(a: dict, b: dict | None = None, bfs=None, turn=None):
    sc = {"name": "case", "players": {"A": {"deck": [], **a},
                                      "B": {"deck": ["Mountain Drake"], **(b or {})}},
          "battlefields": bfs or [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]}
    if turn:
        sc["turn"] = turn
    return start(sc)


def _damage(game, ref: str) -> int:
    st = game.state
    name = ref.split(":", 1)[1]
    return next(o.damage for o in st.objs.values() if o.card == name
                and o.zone in ("base", "battlefield"))


# -- Morgana, Vindictive ---------------------------------------------------------------------

@pytest.mark.rules("142.4", "359.3.d")
def test_morgana_deals_a_unit_as_much_again_as_the_damage_marked_on_it():
    # a Mountain Drake with 3 damage marked takes 3 more: 6 marked
    bar = {"card": "Back-Alley Bar", "controller": "B",
           "units": {"B": [{"card": "Mountain Drake", "damage": 3}]}}
    game = _game({"hand": ["Morgana, Vindictive"], "runes": FURY},
                 bfs=[{"card": "Bandle Tree"}, bar])
    play(game, ["A: play Morgana, Vindictive to base",
                "A: choose B:Mountain Drake", *PP],
         [{"location": {"A:Morgana, Vindictive": "base"}},
          {"log_contains": "Morgana, Vindictive: the amount is 3"}])
    assert _damage(game, "B:Mountain Drake") == 6


@pytest.mark.rules("142.4")
def test_morgana_reads_the_damage_as_her_trigger_resolves_not_as_it_is_chosen():
    # 2 damage when chosen; B's Flurry of Blades adds 1 in reply: 3 marked, so Morgana
    # deals 3
    bar = {"card": "Back-Alley Bar", "controller": "B",
           "units": {"B": [{"card": "Mountain Drake", "damage": 2}]}}
    game = _game({"hand": ["Morgana, Vindictive"], "runes": FURY},
                 {"hand": ["Flurry of Blades"], "runes": ["Calm Rune"] * 2},
                 bfs=[{"card": "Bandle Tree"}, bar])
    play(game, ["A: play Morgana, Vindictive to base",
                "A: choose B:Mountain Drake", "A: pass",
                "B: play Flurry of Blades", "B: pass", "A: pass"])
    assert _damage(game, "B:Mountain Drake") == 2 + 1
    play(game, ["A: pass", "B: pass"],
         [{"log_contains": "Morgana, Vindictive: the amount is 3"}])
    assert _damage(game, "B:Mountain Drake") == 6


def test_morgana_on_an_undamaged_unit_deals_nothing():
    game = _game({"hand": ["Morgana, Vindictive"], "runes": FURY},
                 bfs=[{"card": "Bandle Tree"},
                      {"card": "Back-Alley Bar", "controller": "B",
                       "units": {"B": ["Stalwart Poro"]}}])
    play(game, ["A: play Morgana, Vindictive to base",
                "A: choose B:Stalwart Poro", *PP],
         [{"location": {"B:Stalwart Poro": "Back-Alley Bar"}},
          {"log_contains": "Morgana, Vindictive: the amount is 0"}])
    assert _damage(game, "B:Stalwart Poro") == 0


@pytest.mark.rules("822.1.b")
def test_morgana_ambushes_into_a_combat_and_finishes_a_damaged_attacker():
    # on B's turn, B attacks A's Bandle Tree and passes focus; A plays Morgana there as a
    # Reaction (Ambush), choosing B's attacker that carries 1 damage from earlier
    tree = {"card": "Bandle Tree", "controller": "A", "units": {"A": ["Shipyard Skulker"]}}
    game = _game({"hand": ["Morgana, Vindictive"], "runes": FURY},
                 {"base": [{"card": "Mountain Drake", "damage": 1}]},
                 bfs=[tree, {"card": "Back-Alley Bar"}], turn=BTURN)
    play(game, ["B: move B:Mountain Drake to Bandle Tree", "B: pass"],
         [{"legal": "A: play Morgana, Vindictive to Bandle Tree"},
          {"illegal": "A: play Morgana, Vindictive to base"}])
    play(game, ["A: play Morgana, Vindictive to Bandle Tree",
                "A: choose B:Mountain Drake", "A: pass", "B: pass"],
         [{"location": {"A:Morgana, Vindictive": "Bandle Tree"}},
          {"log_contains": "Morgana, Vindictive: the amount is 1"}])
    assert _damage(game, "B:Mountain Drake") == 2 or \
        any("Mountain Drake" in ln and "dies" in ln for ln in game.log)


# -- Threshold of the Gray ----------------------------------------------------------------------

@pytest.mark.rules("464.2.b", "464.2.c", "429.2")
def test_threshold_gives_the_attacker_and_the_defender_one_energy_each():
    bfs = [{"card": "Threshold of the Gray", "controller": "B",
            "units": {"B": ["Stalwart Poro"]}}, {"card": "Back-Alley Bar"}]
    game = _game({"base": ["Vanguard Sergeant"]}, bfs=bfs)
    play(game, ["A: move A:Vanguard Sergeant to Threshold of the Gray"],
         [{"chain": []}, {"pool": {"A": {"energy": 1}, "B": {"energy": 1}}}])
    lines = game.log
    a = next(i for i, ln in enumerate(lines) if "A adds 1 energy" in ln)
    b = next(i for i, ln in enumerate(lines) if "B adds 1 energy" in ln)
    assert a < b                      # the attacker first, then the defender
    # the energy is spent as any other: A's focus, and A can pay 1 for a Reaction
    assert game.state.showdown is not None and game.state.showdown.combat


@pytest.mark.rules("464.2.b")
def test_threshold_on_the_defenders_turn_order_is_attacker_then_defender():
    # B attacks A's Threshold on B's turn: B is the attacker and adds first
    bfs = [{"card": "Threshold of the Gray", "controller": "A",
            "units": {"A": ["Stalwart Poro"]}}, {"card": "Back-Alley Bar"}]
    game = _game({}, {"base": ["Vanguard Sergeant"]}, bfs=bfs, turn=BTURN)
    play(game, ["B: move B:Vanguard Sergeant to Threshold of the Gray"],
         [{"pool": {"A": {"energy": 1}, "B": {"energy": 1}}}])
    lines = game.log
    assert next(i for i, ln in enumerate(lines) if "B adds 1 energy" in ln) < \
        next(i for i, ln in enumerate(lines) if "A adds 1 energy" in ln)


def test_threshold_adds_nothing_for_a_showdown_without_combat():
    game = _game({"base": ["Vanguard Sergeant"]},
                 bfs=[{"card": "Threshold of the Gray"}, {"card": "Back-Alley Bar"}])
    play(game, ["A: move A:Vanguard Sergeant to Threshold of the Gray", *PP],
         [{"pool": {"A": {"energy": 0}, "B": {"energy": 0}}},
          {"controller": {"Threshold of the Gray": "A"}}])
    assert not any("Threshold of the Gray trigger" in ln for ln in game.log)
