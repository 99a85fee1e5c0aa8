"""The trigger events "when I / you win a combat" (466.3.a, 466.3.c) and "when a unit
becomes Mighty" (709, an event: 370.1.a), and the cards that wait on them, each played
from a scenario-shaped position (spec/SCENARIO.md) and its effect checked.

A case is (card, A, B, battlefields, script, expect); the battlefields are Bandle Tree and
Back-Alley Bar unless a case gives them.
"""

from __future__ import annotations

import pytest

from riftbound_tui.cards.db import load_card_db
from riftbound_tui.cards.text import render_text
from riftbound_tui.scenario import _play_line, check, start
from card_cases import bf, BFS, BTURN, PP, R


ATTACK = ["A: move A:Nidalee, Cat Form to Bandle Tree", *PP]   # moves in, the combat closes

# (card, A, B, battlefields or None, script, expect)
WIN_CASES = [
    # the attacker wins: its own "when I win a combat" draws before the chain empties
    ("Nidalee, Cat Form", {"base": ["Nidalee, Cat Form"], "deck": ["Gust"]}, {},
     [bf("B", b=["Daring Poro"]), BFS[1]], [*ATTACK, *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"location": {"B:Daring Poro": "trash"}},
      {"controller": {"Bandle Tree": "A"}}, {"log_contains": "A wins the combat"}]),
    # no result (466.3.d): both die, neither player has units there: nobody won
    ("Nidalee, Cat Form", {"base": ["Nidalee, Cat Form"], "deck": ["Gust"]}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]], ATTACK,
     [{"count": {"A:hand": 0}}, {"chain": []}, {"location": {"A:Nidalee, Cat Form": "trash"}},
      {"log_contains": "no result (466.3.d)"}]),
    # the defender wins too (466.3.a: either designation)
    ("Nidalee, Cat Form", {"turn": BTURN, "deck": ["Gust"]}, {"base": ["Daring Poro"]},
     [bf("A", a=["Nidalee, Cat Form"]), BFS[1]],
     ["B: move B:Daring Poro to Bandle Tree", "B: pass", "A: pass", *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"controller": {"Bandle Tree": "A"}}]),
    # the loser's "when I win" does not trigger: it died, and its controller lost
    ("Corrupt Enforcer", {"turn": BTURN, "deck": ["Gust"]}, {"base": ["Mega-Mech"]},
     [bf("A", a=["Corrupt Enforcer"]), BFS[1]],
     ["B: move B:Mega-Mech to Bandle Tree", "B: pass", "A: pass"],
     [{"count": {"A:hand": 0}}, {"chain": []}, {"controller": {"Bandle Tree": "B"}}]),
    # "when I move to a battlefield, discard 1", then "when I win a combat, draw 1"
    ("Corrupt Enforcer", {"base": ["Corrupt Enforcer"], "hand": ["Defy"], "deck": ["Gust"]},
     {}, [bf("B", b=["Daring Poro"]), BFS[1]],
     ["A: move A:Corrupt Enforcer to Bandle Tree", *PP, *PP, *PP],
     [{"contains": {"A:trash": ["Defy"], "A:hand": ["Gust"]}}, {"points": {"A": 1}}]),
    # "when you win a combat": once for the player, however many of their units won
    ("Draven, Glorious Executioner",
     {"legend": "Draven, Glorious Executioner", "deck": ["Gust", "Defy"],
      "base": ["Vanguard Sergeant", "Shipyard Skulker"]}, {},
     [bf("B", b=["Daring Poro"]), BFS[1]],
     ["A: move A:Vanguard Sergeant, A:Shipyard Skulker to Bandle Tree", *PP,
      "B: assign A:Vanguard Sergeant=2", *PP],
     [{"count": {"A:hand": 1}}, {"chain": []}, {"controller": {"Bandle Tree": "A"}}]),
    # a combat the player loses draws nothing
    ("Draven, Glorious Executioner",
     {"legend": "Draven, Glorious Executioner", "deck": ["Gust"], "base": ["Daring Poro"]},
     {}, [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Daring Poro to Bandle Tree", *PP],
     [{"count": {"A:hand": 0}}, {"chain": []}]),
    ("Kha'Zix, Voidreaver", {"legend": "Kha'Zix, Voidreaver", "base": ["Vanguard Sergeant"]},
     {}, [bf("B", b=["Daring Poro"]), BFS[1]],
     ["A: move A:Vanguard Sergeant to Bandle Tree", *PP, *PP],
     [{"xp": {"A": 1}}, {"chain": []}]),
    # Spend 1 XP, [exhaust]: buff a unit
    ("Kha'Zix, Voidreaver",
     {"legend": "Kha'Zix, Voidreaver", "xp": 1, "base": ["Daring Poro"]}, {}, None,
     ["A: activate Kha'Zix, Voidreaver", "A: choose A:Daring Poro", *PP],
     [{"buffed": {"A:Daring Poro": True}}, {"xp": {"A": 0}},
      {"exhausted": {"A:Kha'Zix, Voidreaver": True}}]),
    # Spend 2 XP, [exhaust]: move an exhausted friendly unit from a battlefield to its base
    ("Kha'Zix, Voidreaver", {"legend": "Kha'Zix, Voidreaver", "xp": 2}, {},
     [bf("A", a=[{"card": "Vanguard Sergeant", "exhausted": True}, "Daring Poro"]), BFS[1]],
     ["A: activate Kha'Zix, Voidreaver 2", "A: choose A:Vanguard Sergeant", *PP],
     [{"location": {"A:Vanguard Sergeant": "base", "A:Daring Poro": "Bandle Tree"}},
      {"xp": {"A": 0}}]),
    # ... a ready unit is no valid choice
    ("Kha'Zix, Voidreaver", {"legend": "Kha'Zix, Voidreaver", "xp": 2}, {},
     [bf("A", a=["Daring Poro"]), BFS[1]], [],
     [{"illegal": "A: activate Kha'Zix, Voidreaver 2"}]),
]

MIGHTY_CASES = [
    # a 4 Might unit buffed to 5 becomes Mighty: Fiora, Worthy pays [order] to ready it
    ("Fiora, Worthy",
     {"base": ["Fiora, Worthy", "Arena Bar", {"card": "Vanguard Sergeant", "exhausted": True}],
      "runes": R("order", 1)}, {}, None,
     ["A: activate A:Arena Bar", *PP, "A: yes", *PP],
     [{"might": {"A:Vanguard Sergeant": 5}}, {"exhausted": {"A:Vanguard Sergeant": False}},
      {"count": {"A:runes": 0}}, {"log_contains": "becomes Mighty (709)"}]),
    # declined: nothing paid, it stays exhausted
    ("Fiora, Worthy",
     {"base": ["Fiora, Worthy", "Arena Bar", {"card": "Vanguard Sergeant", "exhausted": True}],
      "runes": R("order", 1)}, {}, None,
     ["A: activate A:Arena Bar", *PP, "A: no"],
     [{"exhausted": {"A:Vanguard Sergeant": True}}, {"count": {"A:runes": 1}},
      {"chain": []}]),
    # 709: a unit already Mighty that gets more Might does not become Mighty again
    ("Fiora, Worthy",
     {"base": ["Fiora, Worthy", {"card": "Mega-Mech", "exhausted": True}],
      "hand": ["Discipline"], "runes": R("order", 3) + R("calm", 2), "deck": ["Gust"]}, {},
     None, ["A: play Discipline", "A: choose A:Mega-Mech", *PP],
     [{"might": {"A:Mega-Mech": 10}}, {"chain": []},
      {"exhausted": {"A:Mega-Mech": True}}]),
    # an enemy unit becoming Mighty is not "a unit you control"
    ("Fiora, Worthy",
     {"base": ["Fiora, Worthy"], "hand": ["Discipline"], "runes": R("calm", 3),
      "deck": ["Gust"]}, {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Discipline", "A: choose B:Vanguard Sergeant", *PP],
     [{"might": {"B:Vanguard Sergeant": 6}}, {"chain": []}]),
    # Assault as it attacks: Daring Poro (2, Assault) + Discipline's +2 = 5 in combat
    ("Fiora, Grand Duelist",
     {"legend": "Fiora, Grand Duelist", "base": ["Daring Poro"], "hand": ["Discipline"],
      "runes": R("calm", 3), "rune_deck": ["Order Rune"], "deck": ["Gust"]},
     {}, [bf("B", b=["Stalwart Poro"]), BFS[1]],
     ["A: play Discipline", "A: choose A:Daring Poro", *PP,
      "A: move A:Daring Poro to Bandle Tree", "A: yes", *PP],
     [{"exhausted": {"A:Fiora, Grand Duelist": True}}, {"count": {"A:runes": 4}},
      {"might": {"A:Daring Poro": 5}}]),
]

CASES = WIN_CASES + MIGHTY_CASES


def _run(a, b, bfs, script, expect):
    a = dict(a)
    turn = a.pop("turn", {"player": "A", "number": 3, "phase": "main"})
    sc = {"name": "case", "players": {"A": {"deck": [], **a},
                                      "B": {"deck": ["Mountain Drake"] * 3, **b}},
          "battlefields": bfs or BFS, "turn": turn}
    game = start(sc)
    for n, line in enumerate(script, 1):
        _play_line(game, line, n)
    for exp in expect:
        msg = check(game, exp)
        assert msg is None, f"{exp}: {msg}\n" + "\n".join(game.log[-40:])
    return game


@pytest.mark.rules("466.3.a", "466.3.c", "466.3.d")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", WIN_CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(WIN_CASES)])
def test_win_a_combat(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


@pytest.mark.rules("708", "709", "370.1.a")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", MIGHTY_CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(MIGHTY_CASES)])
def test_becomes_mighty(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


@pytest.mark.rules("709")
def test_a_unit_entering_the_board_at_five_might_has_not_become_mighty():
    """709: only a change of Might on the board: Mega-Mech is played at 8."""
    game = _run({"base": ["Fiora, Worthy"], "hand": ["Mega-Mech"], "runes": R("mind")}, {},
                None, ["A: play Mega-Mech"], [{"chain": []}])
    assert "becomes Mighty" not in "\n".join(game.log)


@pytest.mark.rules("709")
def test_no_listener_on_the_board_keeps_no_record():
    """A game without a card listening to "becomes Mighty" keeps nothing and fires
    nothing (the fingerprint of existing games rests on it)."""
    game = _run({"base": ["Arena Bar", {"card": "Vanguard Sergeant", "exhausted": True}]},
                {}, None, ["A: activate A:Arena Bar", *PP],
                [{"might": {"A:Vanguard Sergeant": 5}}])
    assert game.state.below_mighty is None
    assert "becomes Mighty" not in "\n".join(game.log)


@pytest.mark.parametrize("name, words", [
    ("Nidalee, Cat Form", "When I win a combat, draw 1."),
    ("Draven, Glorious Executioner", "When you win a combat, draw 1."),
    ("Fiora, Worthy", "When a unit you control becomes Mighty, you may pay 1 Order power to "
                      "ready it."),
    ("Fiora, Grand Duelist", "When a unit you control becomes Mighty, you may exhaust this to "
                             "channel 1 rune exhausted."),
])
def test_the_events_read_in_our_own_words(name, words):
    db = load_card_db()
    assert words in render_text(db.get(name), db)
