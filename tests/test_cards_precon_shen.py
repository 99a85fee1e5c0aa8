"""The Shen precon's cards (cards/decks/precon-shen.txt), each played from a scenario-shaped
position and what it does checked.

A case is (card, A, B, battlefields, script, expect), as in tests/card_cases.py.  The
constructs they brought: `keyword:` on a board selector (Kinkou Temple), `op: base_might`
(Dragon Form), a list of conditions that must all hold (Hand Hammer), and the event
`combat_end`, "when a combat that I was in ends" (Mournful Witness, 466.7).
"""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, run_case

TEMPLE = {"card": "Kinkou Temple"}


def gear(unit: str, *g: str) -> dict:
    return {"card": unit, "attached": list(g)}


CASES = [
    # Kinkou Temple: "Units here with [Tank] have +1 Might" - only the one with Tank
    ("Kinkou Temple", {}, {},
     [bf("A", a=["Lecturing Yordle", "Pouty Poro"], card="Kinkou Temple"), BFS[1]], [],
     [{"might": {"A:Lecturing Yordle": 3, "A:Pouty Poro": 2}}]),
    ("Kinkou Temple", {"base": ["Lecturing Yordle"]}, {},        # in base: not here
     [bf(card="Kinkou Temple"), BFS[1]], [], [{"might": {"A:Lecturing Yordle": 2}}]),
    # Dragon Form: base Might 5 this turn; a buff still adds to it (143.2)
    ("Dragon Form", {"hand": ["Dragon Form"], "runes": R("order", 3),
                     "base": [{"card": "Watchful Sentry", "buff": True}]}, {}, None,
     ["A: play Dragon Form", "A: choose A:Watchful Sentry", *PP],
     [{"might": {"A:Watchful Sentry": 6}}]),
    ("Dragon Form", {"hand": ["Dragon Form"], "runes": R("order", 3)},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: play Dragon Form", "A: choose B:Vanguard Sergeant", *PP],
     [{"might": {"B:Vanguard Sergeant": 5}}]),
    ("Dragon Form", {"trash": ["Dragon Form"], "runes": R("order", 3),      # Flow 3
                     "base": ["Watchful Sentry"]}, {}, None,
     ["A: play Dragon Form", "A: choose A:Watchful Sentry", *PP],
     [{"might": {"A:Watchful Sentry": 5}}, {"contains": {"A:banishment": ["Dragon Form"]}}]),
    # Hand Hammer: Might Bonus 1; +2 more at a battlefield with exactly one other unit of yours
    ("Hand Hammer", {"base": ["Hand Hammer", "Pouty Poro"], "runes": R("calm", 1)}, {}, None,
     ["A: activate A:Hand Hammer", "A: choose A:Pouty Poro", *PP],
     [{"attached": {"A:Pouty Poro": ["Hand Hammer"]}}, {"might": {"A:Pouty Poro": 3}}]),
    ("Hand Hammer", {}, {},
     [bf("A", a=[gear("Pouty Poro", "Hand Hammer"), "Watchful Sentry"]), BFS[1]], [],
     [{"might": {"A:Pouty Poro": 5}}]),
    ("Hand Hammer", {}, {},                                        # two others: not exactly one
     [bf("A", a=[gear("Pouty Poro", "Hand Hammer"), "Watchful Sentry", "Lecturing Yordle"]),
      BFS[1]], [], [{"might": {"A:Pouty Poro": 3}}]),
    ("Hand Hammer", {"base": [gear("Pouty Poro", "Hand Hammer"), "Watchful Sentry"]}, {},
     None, [], [{"might": {"A:Pouty Poro": 3}}]),                  # in base: no battlefield
    # Mournful Witness: empowered as a combat it was in ends, then +2 Might
    ("Mournful Witness", {"base": ["Mournful Witness"]}, {},
     [bf("B", b=["Cithria of Cloudfield"]), BFS[1]],
     ["A: move A:Mournful Witness to Bandle Tree", *PP, *PP],
     [{"location": {"A:Mournful Witness": "Bandle Tree", "B:Cithria of Cloudfield": "trash"}},
      {"empowered": {"A:Mournful Witness": True}}, {"might": {"A:Mournful Witness": 4}}]),
    ("Mournful Witness", {"base": ["Mournful Witness"]}, {}, None,   # no combat: not empowered
     ["A: move A:Mournful Witness to Bandle Tree", *PP],
     [{"empowered": {"A:Mournful Witness": False}}, {"might": {"A:Mournful Witness": 2}}]),
    # Sacred Protector: no combat damage unless exactly one other friendly unit is there
    ("Sacred Protector", {"base": ["Sacred Protector"]}, {},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]],
     ["A: move A:Sacred Protector to Bandle Tree", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree", "A:Sacred Protector": "base"}}]),
    ("Sacred Protector", {"base": ["Sacred Protector", "Pouty Poro"]}, {},
     [bf("B", b=["Mega-Mech"]), BFS[1]],                  # 6 + 2 kills the 8-Might Mech
     ["A: move A:Sacred Protector, A:Pouty Poro to Bandle Tree", *PP],
     [{"location": {"B:Mega-Mech": "trash"}}]),
    # Resonating Strike: the unit already at the chosen battlefield is no valid choice, so
    # the one in base is chosen by the engine (its only legal choice) and moved there
    ("Resonating Strike", {"hand": ["Resonating Strike"], "runes": R("calm", 3),
                           "base": ["Watchful Sentry"]}, {}, [bf("A", a=["Pouty Poro"]), BFS[1]],
     ["A: play Resonating Strike", *PP],
     [{"location": {"A:Watchful Sentry": "Bandle Tree"}},
      {"might": {"A:Watchful Sentry": 3, "A:Pouty Poro": 2}}]),
    ("Resonating Strike", {"hand": ["Resonating Strike"], "runes": R("calm", 3)}, {},
     [bf("A", a=["Pouty Poro"]), BFS[1]], [],          # no unit elsewhere: no play (355.8)
     [{"illegal": "A: play Resonating Strike"}]),
    # Shadow Dash: an enemy unit moved to a battlefield where A has units; exactly two
    # there: each gets +1 this turn
    ("Shadow Dash", {"hand": ["Shadow Dash"], "runes": R("order", 3)},
     {"base": ["Vanguard Sergeant"]}, [bf("A", a=["Pouty Poro", "Watchful Sentry"]), BFS[1]],
     ["A: play Shadow Dash", *PP],
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree"}},
      {"might": {"A:Pouty Poro": 3, "A:Watchful Sentry": 2, "B:Vanguard Sergeant": 4}}]),
    ("Shadow Dash", {"hand": ["Shadow Dash"], "runes": R("calm", 3)},
     {"base": ["Vanguard Sergeant"]}, [bf("A", a=["Pouty Poro"]), BFS[1]],
     ["A: play Shadow Dash", *PP],                           # one unit there: no bonus
     [{"location": {"B:Vanguard Sergeant": "Bandle Tree"}}, {"might": {"A:Pouty Poro": 2}}]),
    ("Shadow Dash", {"hand": ["Shadow Dash"], "runes": R("calm", 3)},
     {"base": ["Vanguard Sergeant"]}, None, [],              # A has units at no battlefield
     [{"illegal": "A: play Shadow Dash"}]),
    # Keeper of Law: [2][C] less while A controls a battlefield with exactly two units
    ("Keeper of Law", {"hand": ["Keeper of Law"], "runes": R("order", 3)}, {},
     [bf("A", a=["Pouty Poro", "Watchful Sentry"]), BFS[1]],
     ["A: play Keeper of Law", "A: to base"],
     [{"location": {"A:Keeper of Law": "base"}}, {"count": {"A:runes": 3}}]),
    ("Keeper of Law", {"hand": ["Keeper of Law"], "runes": R("order", 4)}, {},
     [bf("A", a=["Pouty Poro"]), BFS[1]], [],                 # one unit: the full 5 + [C]
     [{"illegal": "A: play Keeper of Law"}]),
    ("Keeper of Law", {"hand": ["Keeper of Law"], "runes": R("order", 3)}, {},
     [bf("A", a=["Pouty Poro", "Watchful Sentry", "Lecturing Yordle"]), BFS[1]], [],
     [{"illegal": "A: play Keeper of Law"}]),                 # three: not exactly two
    # Ki Barrier: the Mech's 8 combat damage to the 2-Might Poro: 7 prevented, so it lives
    # and is recalled (466.1.a.2)
    ("Ki Barrier", {"hand": ["Ki Barrier"], "runes": R("order", 3), "base": ["Pouty Poro"]},
     {}, [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["A: play Ki Barrier", "A: choose A:Pouty Poro", *PP,
      "A: move A:Pouty Poro to Bandle Tree", *PP],
     [{"location": {"A:Pouty Poro": "base", "B:Mega-Mech": "Bandle Tree"}}]),
    ("Ki Barrier", {"base": ["Pouty Poro"]}, {}, [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["A: move A:Pouty Poro to Bandle Tree", *PP],              # without it: dies
     [{"location": {"A:Pouty Poro": "trash"}}]),
    # Pakaa Protector: a unit on top is drawn; anything else goes to the trash and +2
    ("Pakaa Protector", {"base": ["Pakaa Protector"], "deck": ["Pouty Poro", "Gust"]}, {},
     None, ["A: move A:Pakaa Protector to Bandle Tree", *PP],
     [{"contains": {"A:hand": ["Pouty Poro"]}}, {"count": {"A:trash": 0, "A:deck": 1}},
      {"might": {"A:Pakaa Protector": 4}}]),
    ("Pakaa Protector", {"base": ["Pakaa Protector"], "deck": ["Gust", "Pouty Poro"]}, {},
     None, ["A: move A:Pakaa Protector to Bandle Tree", *PP],
     [{"contains": {"A:trash": ["Gust"]}}, {"count": {"A:hand": 0, "A:deck": 1}},
      {"might": {"A:Pakaa Protector": 6}}]),
]


@pytest.mark.rules("143.2", "434.1.d", "466.7", "476", "718.3", "441", "465", "355.8")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("355.9")
def test_twilight_shroud_hides_the_unit_from_enemy_choices_only():
    """Twilight Shroud: +1 Might this turn, and no enemy spell or ability can choose it
    (355.9); its controller's own still can, and an enemy unit beside it still can be."""
    from riftbound_tui.cards.model import Selector
    from riftbound_tui.engine import targets
    game = run_case({"hand": ["Twilight Shroud"], "runes": R("calm", 1), "base": ["Pouty Poro"]},
                    {"base": ["Vanguard Sergeant"]}, None,
                    ["A: play Twilight Shroud", "A: choose A:Pouty Poro", *PP],
                    [{"might": {"A:Pouty Poro": 3}}])
    db, st = game.engine.db, game.state
    any_unit = Selector(kind="choose", object="unit")

    def names(who: str) -> set[str]:
        return {st.objs[i].card for i in targets.candidates(db, st, any_unit, who)}
    assert names("B") == {"Vanguard Sergeant"}
    assert names("A") == {"Pouty Poro", "Vanguard Sergeant"}
    everything = Selector(kind="all", object="unit")           # not a choice: still affected
    assert len(targets.candidates(db, st, everything, "B")) == 2


@pytest.mark.rules("355.9", "829")
def test_twilight_shroud_from_the_trash_by_flow():
    """From the trash for its Flow cost (829) it is banished; its effect is for this turn."""
    game = run_case({"trash": ["Twilight Shroud"], "runes": R("calm", 2), "base": ["Pouty Poro"]},
                    {}, None, ["A: play Twilight Shroud", "A: choose A:Pouty Poro", *PP],
                    [{"contains": {"A:banishment": ["Twilight Shroud"]}}])
    kinds = {m.kind for m in game.state.modifiers if m.until == "turn"}
    assert "cant_be_chosen" in kinds


@pytest.mark.rules("437")
def test_ki_barrier_is_used_up_by_the_damage_it_prevents():
    """"The next 7 damage": 4 is prevented, then 3 of the next 5, then nothing more."""
    game = run_case({"hand": ["Ki Barrier"], "runes": R("order", 3),
                     "base": ["Mega-Mech"]}, {}, None,
                    ["A: play Ki Barrier", "A: choose A:Mega-Mech", *PP], [])
    st, eng = game.state, game.engine
    mech = next(i for i, o in st.objs.items() if o.card == "Mega-Mech")
    eng.deal(st, mech, 4, by="B")
    assert st.objs[mech].damage == 0
    eng.deal(st, mech, 5, by="B")
    assert st.objs[mech].damage == 2
    eng.deal(st, mech, 1)
    assert st.objs[mech].damage == 3


@pytest.mark.rules("355.8")
def test_resonating_strike_is_not_listed_without_a_unit_elsewhere():
    """Every battlefield A controls holds A's only unit: no choice of a unit "at a
    different location" exists, so the spell is not offered (355.8), and it is once a
    unit waits in base."""
    from card_cases import new_game
    alone = new_game({"hand": ["Resonating Strike"], "runes": R("calm", 3)}, {},
                     [bf("A", a=["Pouty Poro"]), BFS[1]])
    assert "A: play Resonating Strike" not in alone.legal()      # (hiding it still is)
    more = new_game({"hand": ["Resonating Strike"], "runes": R("calm", 3),
                     "base": ["Watchful Sentry"]}, {}, [bf("A", a=["Pouty Poro"]), BFS[1]])
    assert "A: play Resonating Strike" in more.legal()


# -- the constructs: their loader errors (file:line, field) and their rendered text
def _errors(cards_yaml: str) -> list[str]:
    import textwrap
    from riftbound_tui.cards.loader import parse_cards
    _, errors = parse_cards("set: VEN\ncards:\n" + textwrap.indent(
        textwrap.dedent(cards_yaml).lstrip("\n"), "  "), "bad.yaml")
    return [str(e) for e in errors]


@pytest.mark.parametrize("body,where,words", [
    ("""
     - name: X
       type: unit
       might: 1
       abilities:
         - static: {might: 1}
           while: [buffed]
     """, "bad.yaml:8:", "two or more"),
    ("""
     - name: X
       type: unit
       might: 1
       abilities:
         - static: {might: 1}
           while: [buffed, {it: stunned}]
     """, "bad.yaml:8:", "stand alone"),
    ("""
     - name: X
       type: spell
       effects:
         - {op: move, target: {all: unit, apart_from: 1}, dest: base}
     """, "bad.yaml:6:", "only a `choose` target has `apart_from`"),
    ("""
     - name: X
       type: spell
       effects:
         - {op: kill, target: {choose: unit, occupied: friendly}}
     """, "bad.yaml:6:", "only a battlefield is `occupied`"),
    ("""
     - name: X
       type: spell
       effects:
         - {op: kill, target: {choose: unit, unit_count: 2}}
     """, "bad.yaml:6:", "only a battlefield has a `unit_count`"),
    ("""
     - name: X
       type: unit
       might: 1
       abilities:
         - static: {power: -1}
     """, "bad.yaml:7:", "power pips change a cost beside a `cost:` change"),
    ("""
     - name: X
       type: unit
       might: 1
       abilities:
         - static: {cost: -1, power: 1}
     """, "bad.yaml:7:", "`power:` without `to:` is a discount of my own power pips"),
    ("""
     - name: X
       type: spell
       effects:
         - {op: look, amount: 1, reveal: true}
         - {op: draw, amount: 1, if: {revealed: rune}}
     """, "bad.yaml:7:", "is not one of"),
    ("""
     - name: X
       type: spell
       effects:
         - {op: base_might, amount: 0, target: {choose: unit}}
     """, "bad.yaml:6:", "amount"),
])
def test_new_constructs_report_mistakes_with_file_and_line(body, where, words):
    errs = _errors(body)
    assert errs, "expected a loader error"
    assert any(e.startswith(where) and words in e for e in errs), errs


@pytest.mark.parametrize("card,text", [
    ("Kinkou Temple", "Units here with Tank have +1 Might."),
    ("Dragon Form", "base Might becomes 5 this turn"),
    ("Hand Hammer", "While I'm at a battlefield and there is exactly one other friendly unit "
                    "here, I have +2 Might."),
    ("Mournful Witness", "When a combat that I was in ends, empower me."),
    ("Sacred Protector", "I don't deal combat damage unless I'm at a battlefield and there is "
                         "exactly one other unit you control here."),
    ("Twilight Shroud", "can't be chosen by enemy spells and abilities this turn"),
    ("Resonating Strike", "Move a unit you control at a different location there"),
    ("Shadow Dash", "Choose a battlefield where you have units."),
    ("Keeper of Law", "with exactly two units there, I cost 2 energy and 1 power of my "
                      "domain less"),
    ("Ki Barrier", "Prevent the next 7 damage that would be dealt to a unit this turn."),
    ("Pakaa Protector", "Put it into your trash if the revealed card isn't a unit."),
])
def test_the_cards_read_as_printed(card, text):
    from riftbound_tui.cards.db import load_card_db
    from riftbound_tui.cards.text import render_text
    db = load_card_db()
    assert text in render_text(db.get(card), db)


@pytest.mark.rules("813")
def test_resonating_strike_is_a_reaction_played_before_a_spell_resolves():
    """Errata: its Reaction reminder is "Play any time, even before spells and abilities
    resolve" (813): on B's turn, with B's spell on the chain, A plays it in answer and it
    resolves first."""
    from card_cases import BTURN, new_game, play
    game = new_game({"turn": BTURN, "hand": ["Resonating Strike"], "runes": R("calm", 3),
                     "base": ["Watchful Sentry"]},
                    {"hand": ["Dragon Form"], "runes": R("order", 3), "base": ["Mega-Mech"]},
                    [bf("A", a=["Pouty Poro"]), BFS[1]])
    play(game, ["B: play Dragon Form", "B: choose B:Mega-Mech", "B: pass",
                "A: play Resonating Strike", "A: pass", "B: pass"],
         [{"location": {"A:Watchful Sentry": "Bandle Tree"}},
          {"might": {"A:Watchful Sentry": 3, "B:Mega-Mech": 8}}])
