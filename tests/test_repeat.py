"""Repeat (820): the Spiritforged and Unleashed spells with Repeat, each played with its
Repeat cost paid and not paid, and the rules of the keyword itself.

A case is (card, A, B, battlefields, script, expect) in the shapes of spec/SCENARIO.md; the
battlefields are Bandle Tree and Back-Alley Bar unless a case gives them.  "A: yes" after
playing the card pays its Repeat cost (asked first, 355.1.a), "A: no" declines it; the
repeated execution's choices follow the first's (820.2).
"""

from __future__ import annotations

import pytest

from riftbound_tui.cards.errors import CardDataErrors
from riftbound_tui.cards.loader import load_cards_text
from riftbound_tui.cards.text import render_text
from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.scenario import _play_line, check, start
from card_cases import BFS, PP, engine_with_cards
from test_cards_sweep3 import REPEAT_CASES as SWEEP3_REPEAT_CASES


def R(dom: str, n: int = 10) -> list[str]:
    return [f"{dom.capitalize()} Rune"] * n


def bf(a=(), b=(), card="Bandle Tree"):
    units = {}
    if a:
        units["A"] = list(a)
    if b:
        units["B"] = list(b)
    return {"card": card, "units": units}


TIRED_MECH = {"base": [{"card": "Mega-Mech", "exhausted": True}]}
TIRED_SKULKER = {"card": "Shipyard Skulker", "exhausted": True}

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- Spiritforged
    ("Blood Rush", {"hand": ["Blood Rush"], "runes": R("fury"),
                    "base": ["Shipyard Skulker", "Mega-Mech"]}, {}, None,
     ["A: play Blood Rush", "A: yes", "A: choose A:Shipyard Skulker", "A: choose A:Mega-Mech",
      *PP],
     [{"keywords": {"A:Shipyard Skulker": ["assault 2"], "A:Mega-Mech": ["assault 2"]}},
      {"count": {"A:runes": 10}}, {"log_contains": "Repeat paid 1 time"}]),
    ("Blood Rush", {"hand": ["Blood Rush"], "runes": R("fury"),
                    "base": ["Shipyard Skulker", "Mega-Mech"]}, {}, None,
     ["A: play Blood Rush", "A: no", "A: choose A:Shipyard Skulker", *PP],
     [{"keywords": {"A:Shipyard Skulker": ["assault 2"]}}, {"legal": "A: end"}]),
    # "up to one other unit": other than its own execution's first target (820.2.a)
    ("Piercing Light", {"hand": ["Piercing Light"], "runes": R("fury")}, {"base": ["Mega-Mech"]},
     [bf(b=["Vanguard Sergeant"]), BFS[1]],
     ["A: play Piercing Light", "A: yes", "A: choose B:Vanguard Sergeant",
      "A: choose B:Mega-Mech", "A: choose B:Vanguard Sergeant", "A: choose B:Mega-Mech", *PP],
     [{"location": {"B:Vanguard Sergeant": "trash"}}, {"damage": {"B:Mega-Mech": 4}}]),
    ("Piercing Light", {"hand": ["Piercing Light"], "runes": R("fury")}, {"base": ["Mega-Mech"]},
     [bf(b=["Vanguard Sergeant"]), BFS[1]],
     ["A: play Piercing Light", "A: no", "A: choose B:Vanguard Sergeant", "A: choose none",
      *PP],
     [{"damage": {"B:Vanguard Sergeant": 2, "B:Mega-Mech": 0}}]),
    ("Feral Strength", {"hand": ["Feral Strength"], "runes": R("calm"),
                        "base": ["Shipyard Skulker", "Mega-Mech"]}, {}, None,
     ["A: play Feral Strength", "A: yes", "A: choose A:Shipyard Skulker",
      "A: choose A:Mega-Mech", *PP],
     [{"might": {"A:Shipyard Skulker": 5, "A:Mega-Mech": 10}}]),
    ("Feral Strength", {"hand": ["Feral Strength"], "runes": R("calm"),
                        "base": ["Shipyard Skulker"]}, {}, None,
     ["A: play Feral Strength", "A: no", "A: choose A:Shipyard Skulker", *PP],
     [{"might": {"A:Shipyard Skulker": 5}}]),
    ("Frigid Touch", {"hand": ["Frigid Touch"], "runes": R("mind")}, {"base": ["Mega-Mech"]},
     None, ["A: play Frigid Touch", "A: yes", "A: choose B:Mega-Mech", "A: choose B:Mega-Mech",
            *PP],
     [{"might": {"B:Mega-Mech": 4}}, {"count": {"A:runes": 10}},
      {"log_contains": "its instructions again, execution 2 (Repeat, 820.1.d)"}]),
    ("Frigid Touch", {"hand": ["Frigid Touch"], "runes": R("mind")}, {"base": ["Mega-Mech"]},
     None, ["A: play Frigid Touch", "A: no", "A: choose B:Mega-Mech", *PP],
     [{"might": {"B:Mega-Mech": 6}}]),
    # each execution its own mode (820.2.a), the same one here, on two units
    ("Rocket Barrage", {"hand": ["Rocket Barrage"], "runes": R("mind")},
     {"base": ["Vanguard Sergeant", "Mega-Mech", "Orb of Regret"]}, None,
     ["A: play Rocket Barrage", "A: yes", "A: mode 1", "A: mode 1",
      "A: choose B:Vanguard Sergeant", "A: choose B:Mega-Mech", *PP],
     [{"location": {"B:Vanguard Sergeant": "trash", "B:Orb of Regret": "base"}},
      {"damage": {"B:Mega-Mech": 4}}, {"count": {"A:runes": 8}}]),
    # no gear: mode 1 is the only one, for each execution (forced answers, 820.2.a)
    ("Rocket Barrage", {"hand": ["Rocket Barrage"], "runes": R("mind")},
     {"base": ["Vanguard Sergeant", "Mega-Mech"]}, None,
     ["A: play Rocket Barrage", "A: yes", "A: choose B:Mega-Mech", "A: choose B:Mega-Mech",
      *PP],
     [{"location": {"B:Mega-Mech": "trash"}}, {"log_contains": "execution 2 (Repeat, 820.1.d)"}]),
    ("Rocket Barrage", {"hand": ["Rocket Barrage"], "runes": R("mind")},
     {"base": ["Vanguard Sergeant", "Orb of Regret"]}, None,
     ["A: play Rocket Barrage", "A: no", "A: mode 2", "A: choose B:Orb of Regret", *PP],
     [{"location": {"B:Vanguard Sergeant": "base", "B:Orb of Regret": "trash"}},
      {"count": {"A:runes": 9}}]),
    # "it and an enemy unit": `previous` in the repetition is its own chosen unit
    ("Marching Orders", {"hand": ["Marching Orders"], "runes": R("body"),
                         "base": ["Mega-Mech", "Shipyard Skulker"]}, {},
     [bf(b=["Vanguard Sergeant", "Vanguard Sergeant"]), BFS[1]],
     ["A: play Marching Orders", "A: yes", "A: choose A:Mega-Mech",
      "A: choose B:Vanguard Sergeant#1", "A: choose A:Shipyard Skulker",
      "A: choose B:Vanguard Sergeant#2", *PP],
     [{"count": {"Bandle Tree": 1, "B:trash": 1}},       # 8 kills #1; 3 does not kill #2
      {"damage": {"A:Mega-Mech": 4, "B:Vanguard Sergeant@Bandle Tree": 3}},
      {"location": {"A:Shipyard Skulker": "trash"}}]),
    ("Marching Orders", {"hand": ["Marching Orders"], "runes": R("body"),
                         "base": ["Mega-Mech"]}, {},
     [bf(b=["Vanguard Sergeant", "Vanguard Sergeant"]), BFS[1]],
     ["A: play Marching Orders", "A: no", "A: choose A:Mega-Mech",
      "A: choose B:Vanguard Sergeant#1", *PP],
     [{"count": {"Bandle Tree": 1, "B:trash": 1}}, {"damage": {"A:Mega-Mech": 4}}]),
    ("Bonds of Strength", {"hand": ["Bonds of Strength"], "runes": R("order"),
                           "base": ["Shipyard Skulker", "Mega-Mech"]}, {}, None,
     ["A: play Bonds of Strength", "A: yes", "A: choose A:Shipyard Skulker, A:Mega-Mech",
      "A: choose A:Shipyard Skulker, A:Mega-Mech", *PP],
     [{"might": {"A:Shipyard Skulker": 5, "A:Mega-Mech": 10}}]),
    ("Bonds of Strength", {"hand": ["Bonds of Strength"], "runes": R("order"),
                           "base": ["Shipyard Skulker", "Mega-Mech"]}, {}, None,
     ["A: play Bonds of Strength", "A: no", "A: choose A:Shipyard Skulker, A:Mega-Mech", *PP],
     [{"might": {"A:Shipyard Skulker": 4, "A:Mega-Mech": 9}}]),
    ("Danger Zone", {"hand": ["Danger Zone"], "runes": R("fury", 4) + R("mind", 4),
                     "base": ["Mega-Mech", "Shipyard Skulker"]}, {}, None,
     ["A: play Danger Zone", "A: yes", *PP],
     [{"might": {"A:Mega-Mech": 10, "A:Shipyard Skulker": 3}}, {"count": {"A:runes": 6}}]),
    ("Danger Zone", {"hand": ["Danger Zone"], "runes": R("fury", 4) + R("mind", 4),
                     "base": ["Mega-Mech"]}, {}, None,
     ["A: play Danger Zone", "A: no", *PP],
     [{"might": {"A:Mega-Mech": 9}}, {"count": {"A:runes": 7}}]),

    # -- Unleashed
    ("Upstage Comedy", {"hand": ["Upstage Comedy"], "runes": R("fury")}, TIRED_MECH,
     [bf(a=[TIRED_SKULKER]), BFS[1]],
     ["A: play Upstage Comedy", "A: yes", "A: choose A:Shipyard Skulker",
      "A: choose B:Mega-Mech", *PP],
     [{"exhausted": {"A:Shipyard Skulker": False, "B:Mega-Mech": False}}]),
    ("Upstage Comedy", {"hand": ["Upstage Comedy"], "runes": R("fury")}, TIRED_MECH,
     [bf(a=[TIRED_SKULKER]), BFS[1]],
     ["A: play Upstage Comedy", "A: no", "A: choose A:Shipyard Skulker", *PP],
     [{"exhausted": {"A:Shipyard Skulker": False, "B:Mega-Mech": True}}]),
    # "[Repeat] — Discard 1": the card is chosen after the yes (820.1.c.1)
    ("Square Up", {"hand": ["Square Up", "Gust", "Defy"], "runes": R("fury"),
                   "base": ["Shipyard Skulker"]}, {}, None,
     ["A: play Square Up", "A: yes", "A: choose Gust", "A: choose A:Shipyard Skulker",
      "A: choose A:Shipyard Skulker", *PP],
     [{"keywords": {"A:Shipyard Skulker": ["assault 8"]}},
      {"contains": {"A:trash": ["Gust", "Square Up"], "A:hand": ["Defy"]}}]),
    ("Square Up", {"hand": ["Square Up", "Gust"], "runes": R("fury"),
                   "base": ["Shipyard Skulker"]}, {}, None,
     ["A: play Square Up", "A: no", "A: choose A:Shipyard Skulker", *PP],
     [{"keywords": {"A:Shipyard Skulker": ["assault 4"]}}, {"contains": {"A:hand": ["Gust"]}}]),
    ("Downstage Dramatics", {"hand": ["Downstage Dramatics"], "runes": R("mind"),
                             "deck": ["Gust", "Defy", "Charm"]}, {}, None,
     ["A: play Downstage Dramatics", "A: yes", *PP],
     [{"contains": {"A:hand": ["Gust", "Defy"]}}, {"count": {"A:deck": 1}}]),
    ("Downstage Dramatics", {"hand": ["Downstage Dramatics"], "runes": R("mind"),
                             "deck": ["Gust", "Defy", "Charm"]}, {}, None,
     ["A: play Downstage Dramatics", "A: no", *PP],
     [{"contains": {"A:hand": ["Gust"]}}, {"count": {"A:deck": 2}}]),
    # the third sweep's (tests/test_cards_sweep3.py): Thwonk!, Existential Dread, Double Trouble
    *SWEEP3_REPEAT_CASES,
]


def _game(a, b, bfs=None):
    a = dict(a)
    turn = a.pop("turn", None)
    sc = {"name": "case", "players": {"A": {"deck": [], **a},
                                      "B": {"deck": ["Mountain Drake"] * 3, **b}},
          "battlefields": bfs or BFS}
    if turn:
        sc["turn"] = turn
    return start(sc)


def _run(a, b, bfs, script, expect):
    game = _game(a, b, bfs)
    for n, line in enumerate(script, 1):
        _play_line(game, line, n)
    for exp in expect:
        msg = check(game, exp)
        assert msg is None, f"{exp}: {msg}\n" + "\n".join(game.log[-40:])
    return game


@pytest.mark.rules("820.1.c.1", "820.1.d.1", "820.2", "820.2.a")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{'paid' if 'A: yes' in c[4] else 'not paid'}"
                              for c in CASES])
def test_repeat_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


def have_repeat() -> set[str]:
    from riftbound_tui.cards.db import load_card_db
    return {c.name for c in load_card_db().all() if c.repeat}


def test_every_repeat_card_is_played_paid_and_not_paid():
    from card_cases import sweep_case_list          # the later sweeps' Repeat cards too
    have = have_repeat()
    cases = CASES + [c for c in sweep_case_list() if c[0] in have]
    assert have == {c[0] for c in cases}
    for name in have:
        answers = {line for c in cases if c[0] == name for line in c[4]}
        assert {"A: yes", "A: no"} <= answers, name


@pytest.mark.rules("820.1.c.1", "355.1.a")
def test_repeat_is_asked_before_the_targets_and_a_wrong_answer_changes_nothing():
    game = _game({"hand": ["Frigid Touch"], "runes": R("mind")}, {"base": ["Mega-Mech"]})
    _play_line(game, "A: play Frigid Touch", 1)
    assert "Repeat" in game.state.pending.prompt and "(820)" in game.state.pending.prompt
    before = list(game.log)
    with pytest.raises(IllegalAction):
        game.act("A: choose B:Mega-Mech")
    assert game.log == before


@pytest.mark.rules("820.1.b", "356.2.b")
def test_a_discard_repeat_cost_is_not_offered_with_an_empty_hand():
    game = _game({"hand": ["Square Up"], "runes": R("fury"), "base": ["Shipyard Skulker"]},
                 {"base": ["Mega-Mech"]})
    _play_line(game, "A: play Square Up", 1)
    assert game.state.pending.kind == "choose"        # straight to its target
    _play_line(game, "A: choose A:Shipyard Skulker", 2)
    assert "Repeat paid" not in "\n".join(game.log)


@pytest.mark.rules("820.2.a", "355.9")
def test_other_in_a_repetition_is_other_than_its_own_executions_choice():
    """Piercing Light's "up to one other unit" may not be the unit its own execution chose
    first (the choice is refused), though the repetition may choose that unit again."""
    game = _game({"hand": ["Piercing Light"], "runes": R("fury")}, {"base": ["Mega-Mech"]},
                 [bf(b=["Vanguard Sergeant"]), BFS[1]])
    for n, line in enumerate(["A: play Piercing Light", "A: yes", "A: choose B:Vanguard Sergeant",
                              "A: choose B:Mega-Mech", "A: choose B:Vanguard Sergeant"], 1):
        _play_line(game, line, n)
    with pytest.raises(IllegalAction):
        game.act("A: choose B:Vanguard Sergeant")


@pytest.mark.rules("820.3.a")
def test_a_repeated_spell_is_played_once():
    """Ravenbloom Student's "when you play a spell" triggers once, not per execution."""
    game = _run({"hand": ["Downstage Dramatics"], "runes": R("mind"),
                 "base": ["Ravenbloom Student"], "deck": ["Gust", "Defy"]}, {}, None,
                ["A: play Downstage Dramatics", "A: yes", *PP, *PP],
                [{"might": {"A:Ravenbloom Student": 3}}, {"count": {"A:hand": 2}}])
    assert "Repeat paid 1 time" in "\n".join(game.log)


@pytest.mark.rules("FAQ: Defy can counter Rocket Barrage even if it has been Repeated")
def test_defy_counters_the_whole_repeated_spell_by_its_printed_cost():
    _run({"hand": ["Rocket Barrage"], "runes": R("mind")},
         {"hand": ["Defy"], "runes": R("calm", 2), "base": ["Mega-Mech", "Orb of Regret"]}, None,
         ["A: play Rocket Barrage", "A: yes", "A: mode 1", "A: mode 2", "A: choose B:Mega-Mech",
          "A: choose B:Orb of Regret", "A: pass", "B: play Defy", "B: choose A:Rocket Barrage",
          "B: pass", "A: pass"],
         [{"damage": {"B:Mega-Mech": 0}}, {"location": {"B:Orb of Regret": "base"}},
          {"contains": {"A:trash": ["Rocket Barrage"]}}, {"count": {"A:runes": 8}}])


def test_repeat_is_written_with_its_cost_and_rendered_with_it():
    card = load_cards_text("""
set: TST
cards:
  - name: Two Costs
    type: spell
    domains: [fury]
    cost: {energy: 1}
    repeat: [{pay: {energy: 1}}, {discard: 1}]
    effects: [{op: draw, amount: 1}]
""")[0]
    assert [a.kind for a in card.repeat] == ["pay", "discard"] and card.has("repeat")
    text = render_text(card)
    assert text.startswith("Repeat — 1 energy / discard 1 (") and "each one paid" in text


@pytest.mark.parametrize("body,where", [
    ("type: spell\n    keywords: [repeat]\n    effects: [{op: draw, amount: 1}]", "keywords"),
    ("type: gear\n    repeat: [{pay: {energy: 1}}]", "repeat"),
    ("type: spell\n    repeat: [{kill: {choose: unit}}]\n    effects: [{op: draw, amount: 1}]",
     "repeat[0]"),
])
def test_repeat_errors_name_the_line_and_field(body, where):
    with pytest.raises(CardDataErrors) as e:
        load_cards_text(f"set: TST\ncards:\n  - name: Bad\n    {body}\n", "bad.yaml")
    msg = str(e.value)
    assert "bad.yaml:" in msg and where in msg, msg


@pytest.mark.rules("820.1.d.1", "820.2.a")
def test_that_in_a_repetition_names_its_own_executions_choice():
    """"Choose a unit. Give it +1 Might": the repetition's "it" is what the repetition
    chose (instruction 3), not what the first execution chose (instruction 1)."""
    from riftbound_tui.engine import repeat
    from riftbound_tui.engine.state import ChainItem
    card = load_cards_text("""
set: TST
cards:
  - name: Twice Chosen
    type: spell
    cost: {energy: 1}
    repeat: [{pay: {energy: 1}}]
    effects:
      - {op: choose, target: {choose: unit}}
      - {op: might, amount: 1, target: {that: 1}}
""")[0]
    it = ChainItem(1, "card", "A", 5, card.name, repeats=(True,))
    effects = repeat.executed(card, it, card.effects)
    assert [e.target.ref for e in effects if e.op == "might"] == [1, 3]
    assert repeat.starts(card, it) == {2: 2} and repeat.execution_start(card, it, 3) == 2
    assert repeat.executed(card, ChainItem(1, "card", "A", 5, card.name, repeats=(False,)),
                           card.effects) == card.effects


@pytest.mark.rules("355.3", "355.8")
def test_a_modal_spell_with_no_mode_that_can_be_chosen_is_not_playable():
    """Rocket Barrage with no unit in a base and no gear: neither mode has a target, so the
    play is refused (and not listed), before its Repeat is asked."""
    game = _game({"hand": ["Rocket Barrage"], "runes": R("mind")}, {},
                 [bf(b=["Vanguard Sergeant"]), BFS[1]])
    assert "A: play Rocket Barrage" not in game.legal()
    with pytest.raises(IllegalAction, match="no mode has legal choices"):
        game.act("A: play Rocket Barrage")


def test_the_table_shows_a_repeated_spell_and_each_executions_target():
    from riftbound_tui.tui.model import chain_entry
    game = _game({"hand": ["Rocket Barrage"], "runes": R("mind")},
                 {"base": ["Mega-Mech", "Orb of Regret"]})
    for n, line in enumerate(["A: play Rocket Barrage", "A: yes", "A: mode 1", "A: mode 2",
                              "A: choose B:Mega-Mech", "A: choose B:Orb of Regret"], 1):
        _play_line(game, line, n)
    entry = chain_entry(game.engine.db, game.state, game.state.chain[-1])
    assert entry.does.startswith("done 2 times (Repeat): Deal 4"), entry.does
    assert len(entry.targets) == 2 and "Orb of Regret" in entry.targets[1], entry.targets


MANY = """
set: TST
cards:
  - name: Echoing Study
    type: spell
    domains: [mind]
    cost: {energy: 1}
    repeat: [{pay: {energy: 1}}, {discard: 1}, {discard: 1}, {pay: {energy: 2}}]
    effects: [{op: draw, amount: 1}]
"""


@pytest.fixture(scope="module")
def many_engine():
    return engine_with_cards(MANY, "many.yaml")


def _many_game(engine, hand, runes=10):
    from riftbound_tui.engine.game import Game
    setup = {"name": "many", "players": {
        "A": {"hand": ["Echoing Study", *hand], "runes": R("mind", runes),
              "deck": ["Gust", "Defy", "Charm", "Rebuke", "Gust"]},
        "B": {"deck": ["Mountain Drake"] * 3}}, "battlefields": BFS}
    return Game.from_setup(setup, 0, engine)


@pytest.mark.rules("820.1.c.2", "820.1.c.3", "820.3")
def test_each_instance_is_paid_or_not_on_its_own(many_engine):
    """Four instances: paying the first and the fourth (1 + 2 energy) and declining the
    discards executes "draw 1" three times; the total cost is 4 energy (357)."""
    g = _many_game(many_engine, ["Rebuke"])
    for line in ["A: play Echoing Study", "A: yes", "A: no", "A: no", "A: yes",
                 "A: pass", "B: pass"]:
        g.act(line)
    hand = [g.state.objs[c].card for c in g.state.players["A"].zones["hand"]]
    assert sorted(hand) == sorted(["Rebuke", "Gust", "Defy", "Charm"])
    assert sum(1 for r in g.state.players["A"].zones["runes"]
               if g.state.objs[r].exhausted) == 4
    assert "Repeat paid 2 times; its instructions will be executed 3 times" in \
        "\n".join(g.state.log)


@pytest.mark.rules("820.1.c.2", "357.3")
def test_two_discard_instances_cannot_discard_the_same_card(many_engine):
    """With one other card in hand, the second discard instance is not offered: the one
    card is already the first instance's payment."""
    g = _many_game(many_engine, ["Rebuke"], runes=1)     # no energy for the pay instances
    g.act("A: play Echoing Study")
    g.act("A: yes")                      # the first discard (the first instance: no energy)
    assert g.pending.kind != "yes_no"    # Rebuke, forced; no second discard is asked
    g.act("A: pass")
    g.act("B: pass")
    assert [g.state.objs[c].card for c in g.state.players["A"].zones["trash"]] == \
        ["Rebuke", "Echoing Study"]
    assert len(g.state.players["A"].zones["hand"]) == 2


@pytest.mark.rules("820.1.c.2", "357.3")
def test_a_later_instance_is_offered_only_if_payable_with_those_already_chosen(many_engine):
    """3 runes: 1 for the spell and 1 for the first instance leave 1, not the fourth's 2;
    declining the first leaves enough for the fourth."""
    g = _many_game(many_engine, [], runes=3)
    g.act("A: play Echoing Study")
    g.act("A: yes")
    assert g.pending.kind == "priority"          # paid and finalized: nothing more asked
    g = _many_game(many_engine, [], runes=3)
    g.act("A: play Echoing Study")
    g.act("A: no")
    assert g.pending.kind == "yes_no" and "2 energy for Repeat" in g.pending.prompt
