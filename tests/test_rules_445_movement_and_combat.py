"""Movement and the steps of combat (rules 445-466), where a scenario cannot say it: that
a trigger did not happen, who is asked what, the order of the steps in the log, the
contested status.  The rest are scenarios (tests/scenarios/move-*, recall-*, combat-*).
"""

from __future__ import annotations

import pytest

from card_cases import PP, R, bf, play, run_case


def logged(game, text: str) -> bool:
    return any(text in line for line in game.log)


def first(game, text: str) -> int:
    return next(i for i, line in enumerate(game.log) if text in line)


BAR = {"card": "Back-Alley Bar"}


# -- 445-453 Movement ----------------------------------------------------------------------


@pytest.mark.rules("446.2", "428.2.b")
def test_changing_zones_is_not_a_move():
    # Back-Alley Bar: "When a unit moves from here, give it +1 Might this turn."
    # Traveling Merchant: "When I move, discard 1, then draw 1."
    # played straight to a battlefield, the Merchant did not move
    g = run_case({"hand": ["Traveling Merchant", "Gust"], "runes": R("chaos", 2),
                  "deck": ["Defy"]}, None,
                 [bf("A", a=["Shipyard Skulker"]), BAR],
                 ["A: play Traveling Merchant", "A: to Bandle Tree"],
                 [{"location": {"Traveling Merchant": "Bandle Tree"}}, {"chain": []},
                  {"count": {"A:hand": 1, "A:deck": 1}}])
    assert not logged(g, "Traveling Merchant trigger")
    # killed at Back-Alley Bar, a unit goes to the trash without moving from there
    g = run_case({"hand": ["Hextech Ray"], "runes": R("fury", 2)}, None,
                 [bf("B", b=["Stalwart Poro"], card="Back-Alley Bar"), {"card": "Bandle Tree"}],
                 ["A: play Hextech Ray", "A: choose B:Stalwart Poro", *PP],
                 [{"location": {"B:Stalwart Poro": "trash"}}, {"chain": []}])
    assert not logged(g, "Back-Alley Bar trigger")


# -- 459-466 Combat ------------------------------------------------------------------------

FORT = [bf("B", b=["Stalwart Poro"], card="Fortified Position"), BAR]


@pytest.mark.rules("463", "464.1", "464.2.a", "464.2.d", "464.2.e", "464.2.f",
                   "464.2.g", "402.4.b")
def test_combat_opens_attacker_focus_then_the_triggers_of_defending_close_the_state():
    # Fortified Position: "When you defend here, give a unit Shield 2 this combat."
    g = run_case({"base": ["Vanguard Sergeant"], "hand": ["Hextech Ray"],
                  "runes": R("fury", 2)}, None, FORT,
                 ["A: move A:Vanguard Sergeant to Fortified Position"],
                 [{"showdown": "Fortified Position"}, {"focus": "A"}])
    assert first(g, "A attacks, B defends; A has focus") < \
        first(g, "Fortified Position trigger goes on the chain")
    # the trigger's controller makes its choice; the chain exists: a Closed State
    assert g.pending.player == "B" and g.pending.kind == "choose"
    # with legal choices the trigger's controller must choose; it cannot be declined
    assert sorted(g.legal()) == ["B: choose A:Vanguard Sergeant@Fortified Position",
                                 "B: choose B:Stalwart Poro@Fortified Position"]
    play(g, ["B: choose B:Stalwart Poro"], [{"chain": ["Fortified Position"]}])
    assert not g.is_legal("A: move A:Vanguard Sergeant to base")
    # play on the chain goes on as normal: both pass, it resolves; A, with focus, acts
    play(g, ["B: pass", "A: pass"], [{"chain": []}, {"priority": "A"},
                                      {"might": {"B:Stalwart Poro": 5}}])
    assert "A: play Hextech Ray" in g.legal()


@pytest.mark.rules("465.3")
def test_after_combat_damage_nobody_acts_until_the_combat_is_over():
    g = run_case({"base": ["Vanguard Sergeant"]}, None, FORT,
                 ["A: move A:Vanguard Sergeant to Fortified Position",
                  "B: choose B:Stalwart Poro", "B: pass", "A: pass", *PP],
                 [{"location": {"A:Vanguard Sergeant": "trash"}}, {"showdown": "none"},
                  {"priority": "A"}])
    # after damage no one gets priority until the combat is over (465.3): damage, the
    # combat cleanup, the result, then the end of combat
    steps = [first(g, "combat damage is dealt simultaneously"),
             first(g, "combat cleanup: heal all units"),
             first(g, "B wins the combat at Fortified Position"),
             first(g, "combat at Fortified Position ends")]
    assert steps == sorted(steps)
    assert not any(line.endswith(": pass") for line in g.log[steps[0]:steps[-1]])


@pytest.mark.rules("466.5.a", "466.5.c", "466.5.d")
def test_the_conqueror_clears_contested_and_the_losers_hidden_card_goes():
    g = run_case({"base": ["Mega-Mech"]}, None,
                 [{"card": "Bandle Tree", "controller": "B", "units": {"B": ["Stalwart Poro"]},
                   "facedown": {"B": "Defy"}}, BAR],
                 ["A: move A:Mega-Mech to Bandle Tree", *PP],
                 [{"controller": {"Bandle Tree": "A"}}, {"points": {"A": 1}},
                  {"contains": {"B:trash": ["Defy", "Stalwart Poro"]}},
                  {"count": {"B:facedown": 0}}])
    assert g.state.bfs[0].contested_by is None
    assert first(g, "A conquers Bandle Tree") < first(g, "B's facedown card at Bandle Tree")


@pytest.mark.rules("466.4", "466.6", "466.2")
def test_each_task_of_the_resolution_step_waits_for_the_chain_the_one_before_left():
    # Nidalee, Cat Form: "When I win a combat, draw 1."  Zaun Warrens: "When you conquer
    # here, discard 1, then draw 1."  The win trigger resolves before control is
    # established (466.4); the conquer trigger before the combat ends (466.6)
    g = run_case({"base": ["Nidalee, Cat Form"], "hand": ["Rebuke"],
                  "deck": ["Gust", "Defy"]}, None,
                 [bf("B", b=["Daring Poro"], card="Zaun Warrens"), BAR],
                 ["A: move A:Nidalee, Cat Form to Zaun Warrens", *PP, *PP, *PP,
                  "A: choose Rebuke"],
                 [{"controller": {"Zaun Warrens": "A"}}, {"points": {"A": 1}},
                  {"contains": {"A:hand": ["Gust", "Defy"], "A:trash": ["Rebuke"]}},
                  {"chain": []}, {"showdown": "none"}])
    steps = [first(g, "A wins the combat at Zaun Warrens"),
             first(g, "resolve Nidalee, Cat Form trigger"),
             first(g, "A establishes control of Zaun Warrens"),
             first(g, "resolve Zaun Warrens trigger"),
             first(g, "combat at Zaun Warrens ends")]
    assert steps == sorted(steps), steps
