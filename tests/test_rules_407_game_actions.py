"""Game actions (rules 407-411): who may act when, and that limited actions are never
taken at will.

The oracle for "a limited action" is the set of lines a player may write: in a Neutral
Open State on their own turn a player is offered, and may write, only discretionary
actions (play, move, hide, activate an ability, end the turn); every limited action
(draw, ready, deal, discard, ... 413-444) happens only as an effect or the turn tells it to.
"""

from __future__ import annotations

import pytest

from card_cases import PP, R, bf, new_game, play, run_case

TABLE = dict(
    a={"hand": ["Daring Poro", "Hextech Ray"], "runes": R("fury", 4),
       "base": ["Shipyard Skulker", "Seal of Rage"], "deck": ["Gust"], "trash": ["Defy"]},
    b={"hand": ["Stalwart Poro"], "runes": R("calm", 2)},
    bfs=[bf("B", b=["Stalwart Poro"]),
         {"card": "Back-Alley Bar", "controller": "A", "units": {"A": ["Mega-Mech"]}}])

DISCRETIONARY = {"play", "move", "hide", "activate", "end"}

# one line per limited action, each naming an object it could apply to
LIMITED = [
    "A: draw 1",                                   # 413
    "A: exhaust A:Shipyard Skulker",               # 414 (only a rune may be exhausted, to pay)
    "A: ready A:Mega-Mech",                        # 415
    "A: recycle Defy",                             # 416 (only a rune, to pay)
    "A: deal 1 to B:Stalwart Poro",                # 417
    "A: heal A:Mega-Mech",                         # 418
    "A: discard Hextech Ray",                      # 422
    "A: stun B:Stalwart Poro",                     # 423
    "A: reveal hand",                              # 424
    "A: counter",                                  # 425
    "A: buff A:Shipyard Skulker",                  # 426
    "A: banish Defy",                              # 427
    "A: kill B:Stalwart Poro",                     # 428
    "A: add 1",                                    # 429
    "A: channel 1",                                # 430
    "A: burn 1",                                   # 440
    "A: burn out",                                 # 431
    "A: predict",                                  # 436
    "A: prevent",                                  # 437
    "A: create Recruit",                           # 439
    "A: empower A:Shipyard Skulker",               # 441
    "A: disempower A:Shipyard Skulker",            # 442
    "A: pay 1",                                    # 444
    "A: recall A:Mega-Mech",                       # 455
]


@pytest.mark.rules("410.2", "410.2.a", "410.2.b", "413.2", "423.2.a", "424.2", "424.2.a",
                   "425.2", "425.2.a", "426.2", "426.2.a", "427.4", "427.4.a", "429.4",
                   "429.4.a", "430.4.b", "431.4", "431.4.a", "436.2", "436.2.a", "437.6",
                   "437.6.a", "439.6", "439.6.a", "441.3", "441.3.a", "442.2",
                   "442.2.a", "444.3", "444.3.a", "418.3.a")
def test_limited_actions_are_never_taken_at_will():
    g = new_game(TABLE["a"], TABLE["b"], TABLE["bfs"])
    offered = g.legal()
    assert offered, "A has priority in a Neutral Open State"
    assert {line.split()[1] for line in offered} <= DISCRETIONARY, offered
    for line in LIMITED:
        assert not g.is_legal(line), f"{line!r} was accepted"
    # the discretionary ones are there: a play, a standard move, an ability, ending the turn
    assert "A: play Hextech Ray" in offered and "A: end" in offered
    assert any(line.startswith("A: move A:Shipyard Skulker") for line in offered)
    assert "A: activate A:Seal of Rage@base" in offered


@pytest.mark.rules("409", "408")
def test_a_player_acts_only_on_their_own_turn_unless_prompted():
    g = new_game(TABLE["a"], TABLE["b"], TABLE["bfs"])
    # A's turn, Neutral Open: B has nothing to do and may not move or play
    assert all(line.startswith("A: ") for line in g.legal())
    assert not g.is_legal("B: move B:Stalwart Poro@Bandle Tree to base")
    assert not g.is_legal("B: play Stalwart Poro")
    # prompted: with A's spell on the chain B may act (pass, or a Reaction)
    play(g, ["A: play Hextech Ray", "A: choose B:Stalwart Poro@Bandle Tree", "A: pass"])
    assert "B: pass" in g.legal()


@pytest.mark.rules("410.1.a", "410.1.b", "410.1.b.2")
def test_discretionary_actions_only_in_a_neutral_open_state_and_any_number_of_them():
    g = new_game(TABLE["a"], TABLE["b"], TABLE["bfs"])
    # any number of them, one after another, while their costs can be paid
    # (Back-Alley Bar's trigger on a unit moving away resolves in between)
    play(g, ["A: move A:Shipyard Skulker to Back-Alley Bar", "A: move A:Mega-Mech to base",
             *PP],
         [{"location": {"A:Shipyard Skulker": "Back-Alley Bar", "A:Mega-Mech": "base"}}])
    # 410.1.b.2: the cost (exhausting the unit) cannot be paid a second time
    assert not g.is_legal("A: move A:Mega-Mech to Back-Alley Bar")
    # with A's own spell on the chain the state is Closed: no play of a unit, no move
    play(g, ["A: play Hextech Ray", "A: choose B:Stalwart Poro@Bandle Tree"],
         [{"chain": ["Hextech Ray"]}, {"priority": "A"}])
    assert not g.is_legal("A: play Daring Poro to base")
    assert not any(line.split()[1] in {"move", "end"} for line in g.legal())


@pytest.mark.rules("411.6")
def test_killing_with_a_spell_needs_the_player_to_control_that_spell():
    # Immortal Phoenix (A's trash): "When you kill a unit with a spell, you may pay ... to
    # play me".  B's own Hextech Ray kills A's unit: A did not kill it, no offer is made
    g = run_case({"trash": ["Immortal Phoenix"], "runes": R("fury", 4),
                  "turn": {"player": "B", "number": 4, "phase": "main"}},
                 {"hand": ["Hextech Ray"], "runes": R("fury", 2)},
                 [bf("A", a=["Daring Poro"]), {"card": "Back-Alley Bar"}],
                 ["B: play Hextech Ray", "B: choose A:Daring Poro@Bandle Tree", "B: pass",
                  "A: pass"],
                 [{"location": {"A:Daring Poro": "trash", "A:Immortal Phoenix": "trash"}},
                  {"chain": []}])
    assert g.pending is None or g.pending.kind != "yes_no"
