"""The hardest remaining cards of issue 26 (session 18, e3): spells and abilities on the
chain as targets (123, 425.3), chosen by what they choose (355.7; engine/chain_targets.py,
cards/chain_choice.py), and named in a line as `NAME@chain` (NOTATION.md extension,
CONTRIBUTING.md).

Each case plays the card from a small position (tests/card_cases.py) and checks what it
does; a rule the case depends on is cited beside it.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, BTURN, PP, R, bf, loader_errors, new_game, play, run_case

# A holds Bandle Tree with a Vanguard Sergeant there; it is B's turn, so A reacts
HELD = [bf("A", a=["Vanguard Sergeant"]), BFS[1]]
NSF = {"hand": ["Not So Fast"], "runes": R("calm", 3), "turn": BTURN}
REP = {"hand": ["Repulse"], "runes": R("body", 2), "turn": BTURN}
BALLISTA = {"base": [{"card": "Iron Ballista", "exhausted": False}]}
RAY = {"hand": ["Hextech Ray"], "runes": R("fury", 2)}
FAE = {"hand": ["Blastcone Fae"], "runes": R("mind", 3)}
# B attacks A's three units at Bandle Tree with Volibear (FAQ 359.3.e.9.a's example)
VOLI_BFS = [bf("A", a=["Vanguard Sergeant", "Daring Poro", "Pakaa Cub"]), BFS[1]]
VOLI_B = {"base": ["Volibear, Furious"]}
VOLI_ATTACK = ["B: move B:Volibear, Furious to Bandle Tree",
               "B: choose A:Vanguard Sergeant, A:Daring Poro, A:Pakaa Cub", "B: pass"]

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "Counter an enemy spell or ability that chooses a friendly unit or gear."  An
    # activated ability on the chain is a target (123, 425.3), named by its source @chain;
    # countered, it does nothing (425.1.a) and its exhaust cost is not refunded (425.1.c)
    ("Not So Fast", NSF, BALLISTA, HELD,
     ["B: activate Iron Ballista", "B: pass", "A: play Not So Fast",
      "A: choose B:Iron Ballista@chain", *PP],
     [{"damage": {"A:Vanguard Sergeant": 0}}, {"exhausted": {"B:Iron Ballista": True}},
      {"chain": []}, {"log_contains": "counter Iron Ballista ability 2"},
      {"contains": {"A:trash": ["Not So Fast"]}}]),
    # A triggered ability too: Blastcone Fae's play trigger chose A's Sergeant
    ("Not So Fast", NSF, FAE, HELD,
     ["B: play Blastcone Fae", "B: choose A:Vanguard Sergeant", "B: pass",
      "A: play Not So Fast", "A: choose B:Blastcone Fae@chain", *PP],
     [{"might": {"A:Vanguard Sergeant": 4}}, {"chain": []},
      {"location": {"B:Blastcone Fae": "base"}}]),
    # An enemy spell that chooses a friendly unit: countered, to its owner's trash (425)
    ("Not So Fast", NSF, RAY, HELD,
     ["B: play Hextech Ray", "B: choose A:Vanguard Sergeant", "B: pass",
      "A: play Not So Fast", "A: choose B:Hextech Ray@chain", *PP],
     [{"damage": {"A:Vanguard Sergeant": 0}}, {"contains": {"B:trash": ["Hextech Ray"]}},
      {"chain": []}]),
    # ... but a spell that chooses only B's own unit chooses no friendly unit of A's
    ("Not So Fast", NSF, RAY, [bf("A", a=["Vanguard Sergeant"], b=["Daring Poro"]), BFS[1]],
     ["B: play Hextech Ray", "B: choose B:Daring Poro", "B: pass"],
     [{"illegal": "A: play Not So Fast"}]),
    # "... or gear": Salvage chose A's gear (a permanent: a unit or gear)
    ("Not So Fast", {**NSF, "base": ["Iron Ballista"]},
     {"hand": ["Salvage"], "runes": R("order", 2)}, HELD,
     ["B: play Salvage", "B: choose A:Iron Ballista", "B: pass", "A: play Not So Fast",
      "A: choose B:Salvage@chain", *PP],
     [{"location": {"A:Iron Ballista": "base"}}, {"contains": {"B:trash": ["Salvage"]}}]),
    # "If I'm Empowered, your spells and abilities can't be countered" (Mel): B's ability
    # stays on the chain and resolves (425.2.a: a counter only where an effect allows)
    ("Not So Fast", NSF,
     {"base": [{"card": "Iron Ballista", "exhausted": False},
               {"card": "Mel, Newly Awakened", "empowered": True}]}, HELD,
     ["B: activate Iron Ballista", "B: pass", "A: play Not So Fast",
      "A: choose B:Iron Ballista@chain", *PP, *PP[::-1]],
     [{"log_contains": "can't be countered; it stays on the chain"},
      {"damage": {"A:Vanguard Sergeant": 2}}]),
    # "Choose a friendly unit at a battlefield. Counter an enemy spell or ability that
    # chooses it and no other friendly unit."  The Ray chose the Sergeant alone
    ("Repulse", REP, RAY, HELD,
     ["B: play Hextech Ray", "B: choose A:Vanguard Sergeant", "B: pass",
      "A: play Repulse", "A: choose A:Vanguard Sergeant", "A: choose B:Hextech Ray@chain",
      *PP],
     [{"damage": {"A:Vanguard Sergeant": 0}}, {"contains": {"B:trash": ["Hextech Ray"]}},
      {"chain": []}]),
]

GRENADE = {"hand": ["Dancing Grenade"], "runes": R("fury", 4)}
GRENADE_B = {"base": ["Mountain Drake"], "runes": R("fury", 2)}
GRENADE_CAST = ["A: play Dancing Grenade", "A: choose B:Mountain Drake", *PP]

# 359.3.e.9.a: what a finalized chain item chooses counts its mistargeted choices, not
# those gone to a non-board zone
CASES_MISTARGETED = [
    # 359.3.e.9.a (its own example): Volibear's attack trigger chose three of A's units;
    # Flash moves two of them to base, where they are still chosen (mistargeted), so the
    # trigger chooses other friendly units and Repulse has nothing to counter (355.8)
    ("Repulse", {**REP, "hand": ["Repulse", "Flash"], "runes": R("body", 2) + R("chaos", 2)},
     VOLI_B, VOLI_BFS,
     [*VOLI_ATTACK, "A: play Flash", "A: choose A:Daring Poro, A:Pakaa Cub", *PP],
     [{"location": {"A:Daring Poro": "base"}}, {"illegal": "A: play Repulse"}]),
    # ... while a chosen unit gone to the trash no longer counts (359.3.e.9.a, 124): with
    # the other two killed, the trigger chooses the Sergeant alone and is countered
    ("Repulse", {**REP, "hand": ["Repulse", "Heedless Resurrection", "Heedless Resurrection"],
                 "runes": R("body", 2) + R("chaos", 6)},
     VOLI_B, VOLI_BFS,
     [*VOLI_ATTACK, "A: play Heedless Resurrection", "A: choose A:Daring Poro", "A: pass",
      "B: pass", "A: to base", "B: pass", "A: play Heedless Resurrection",
      "A: choose A:Pakaa Cub", "A: pass", "B: pass", "A: to base", "B: pass",
      "A: play Repulse", "A: choose A:Vanguard Sergeant",
      "A: choose B:Volibear, Furious@chain", *PP],
     [{"damage": {"A:Vanguard Sergeant": 0}}, {"log_contains": "counter Volibear, Furious"}]),
]

CASES_AGAIN = [
    # "Deal 2 to a unit. Its controller may play this spell again for [A]. If they do, this
    # deals 1 additional Bonus Damage for each time this spell has dealt damage this turn."
    # The Drake's controller, B, plays A's Grenade again once it has resolved (359.3.d,
    # 419.3), paying [A]: it has dealt damage once, so it deals 2 + 1 (712) to A's
    # Sergeant; A declines the next, and the card ends in its owner's trash
    ("Dancing Grenade", GRENADE, GRENADE_B, HELD,
     [*GRENADE_CAST, "B: yes", "B: choose A:Vanguard Sergeant", "B: pass", "A: pass", "A: no"],
     [{"damage": {"B:Mountain Drake": 2, "A:Vanguard Sergeant": 3}},
      {"log_contains": "deal 3 (2 + 1 Bonus Damage)"},
      {"contains": {"A:trash": ["Dancing Grenade"]}}, {"count": {"B:trash": 0}},
      {"pool": {"B": {"energy": 0}}}, {"chain": []}]),
    # ... and back: the third play has dealt damage twice, 2 + 2
    ("Dancing Grenade", GRENADE, GRENADE_B, HELD,
     [*GRENADE_CAST, "B: yes", "B: choose A:Vanguard Sergeant", "B: pass", "A: pass",
      "A: yes", "A: choose B:Mountain Drake", *PP, "B: no"],
     [{"damage": {"B:Mountain Drake": 6}}, {"log_contains": "deal 4 (2 + 2 Bonus Damage)"},
      {"contains": {"A:trash": ["Dancing Grenade"]}}]),
    # Declined: nothing more; the Grenade is in A's trash
    ("Dancing Grenade", GRENADE, GRENADE_B, HELD,
     [*GRENADE_CAST, "B: no"],
     [{"damage": {"B:Mountain Drake": 2}}, {"contains": {"A:trash": ["Dancing Grenade"]}},
      {"chain": []}, {"turn_player": "A"}]),
    # The Poro it killed was the only unit: said yes, the new play finds no target once
    # the cleanup has killed it (355.8), so the play is undone and nothing paid (358.5)
    ("Dancing Grenade", GRENADE, {"base": ["Daring Poro"], "runes": R("fury", 2)}, None,
     ["A: play Dancing Grenade", *PP, "B: yes"],
     [{"log_contains": "the play is undone (358.5)"}, {"location": {"B:Daring Poro": "trash"}},
      {"contains": {"A:trash": ["Dancing Grenade"]}}, {"chain": []},
      {"count": {"B:runes": 2}}]),
    # A player who cannot pay [A] is not asked (419.3.c)
    ("Dancing Grenade", GRENADE, {"base": ["Mountain Drake"]}, HELD,
     GRENADE_CAST,
     [{"log_contains": "it is not played again: B cannot pay its cost"},
      {"contains": {"A:trash": ["Dancing Grenade"]}}, {"priority": "A"}]),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_card_case(case):
    _, a, b, bfs, script, expect = case
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("359.3.e.9.a", "355.8")
@pytest.mark.parametrize("case", CASES_MISTARGETED,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES_MISTARGETED)])
def test_mistargeted_choices_count_and_those_gone_do_not(case):
    _, a, b, bfs, script, expect = case
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("419.3", "359.3.d", "712", "359.3.e.14")
@pytest.mark.parametrize("case", CASES_AGAIN,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES_AGAIN)])
def test_played_again_with_bonus_damage(case):
    _, a, b, bfs, script, expect = case
    run_case(a, b, bfs, script, expect)


CORSAIRS = ["B: move B:Crackshot Corsair#1, B:Crackshot Corsair#2 to Bandle Tree",
            "B: order B:Crackshot Corsair#1, B:Crackshot Corsair#2",
            "B: choose A:Vanguard Sergeant", "B: choose A:Mountain Drake", "B: pass"]


@pytest.mark.rules("425.3", "123", "355.7")
def test_abilities_of_one_name_are_numbered_from_the_bottom():
    """Two Crackshot Corsair attack triggers on the chain (the first ordered is the bottom
    one, 383): `B:Crackshot Corsair@chain` names neither (a reference never guesses,
    NOTATION.md), `#1` the bottom one, which chose the Sergeant; countered, the Drake's
    trigger still resolves."""
    g = new_game(NSF, {"base": ["Crackshot Corsair", "Crackshot Corsair"]},
                 [bf("A", a=["Vanguard Sergeant", "Mountain Drake"]), BFS[1]])
    play(g, [*CORSAIRS, "A: play Not So Fast"])
    assert not g.is_legal("A: choose B:Crackshot Corsair@chain")
    assert g.is_legal("A: choose B:Crackshot Corsair@chain#2")
    assert "A: choose B:Crackshot Corsair@chain#1" in g.legal()
    play(g, ["A: choose B:Crackshot Corsair@chain#1", *PP, *PP[::-1]],
         [{"damage": {"A:Vanguard Sergeant": 0, "A:Mountain Drake": 1}}, {"chain": []},
          {"log_contains": "A: choose B:Crackshot Corsair@chain#1"}])


@pytest.mark.rules("425.1.a", "355.9.c")
def test_a_friendly_ability_is_no_enemy_ability():
    """Not So Fast counters an *enemy* spell or ability: A's own Ballista ability choosing
    B's unit offers it nothing (and a spell never chooses itself, 355.9.c)."""
    g = new_game({"hand": ["Not So Fast"], "runes": R("calm", 3),
                  "base": [{"card": "Iron Ballista", "exhausted": False}]},
                 {}, [bf("A", a=["Vanguard Sergeant"], b=["Mountain Drake"]), BFS[1]])
    play(g, ["A: activate Iron Ballista", "A: choose B:Mountain Drake"])
    assert not g.is_legal("A: play Not So Fast")


@pytest.mark.rules("359.3.e.2", "425.1.a")
def test_the_counter_reads_the_choices_again_as_it_resolves():
    """Repulse's target must still choose its unit as it resolves (359.3.e.2): with the
    Sergeant gone to the trash before Repulse resolves, the Ray is left alone."""
    g = new_game({**REP, "hand": ["Repulse", "Heedless Resurrection"],
                  "runes": R("body", 2) + R("chaos", 3)}, RAY,
                 [bf("A", a=["Vanguard Sergeant", "Daring Poro"]), BFS[1]])
    play(g, ["B: play Hextech Ray", "B: choose A:Vanguard Sergeant", "B: pass",
             "A: play Repulse", "A: choose A:Vanguard Sergeant",
             "A: choose B:Hextech Ray@chain", "A: play Heedless Resurrection",
             "A: choose A:Vanguard Sergeant", *PP, "A: to base"])
    play(g, [*PP], [{"chain": ["Hextech Ray"]}, {"contains": {"A:trash": ["Repulse"]}}])


def test_the_loader_reads_what_a_chain_item_chooses():
    errors = loader_errors("""
        cards:
          - name: Bad Counter
            number: "001"
            type: spell
            domains: [calm]
            cost: {energy: 1}
            effects:
              - {op: counter, target: {choose: unit, chooses: {all: unit}}}
              - {op: counter, target: {choose: spell, chooses: {all: spell}}}
              - {op: counter, target: {choose: ability, chooses_no_other: {all: unit}}}
    """)
    assert any("bad.yaml:8" in e and "chooses" in e for e in errors), errors
    assert any("bad.yaml:9" in e and "chooses" in e for e in errors), errors
    assert any("bad.yaml:10" in e and "chooses_no_other" in e for e in errors), errors


def test_the_rendered_texts_say_the_printed_words():
    from riftbound_tui.cards import load_card_db
    from riftbound_tui.cards.text import render_text
    db = load_card_db()
    assert "Counter an enemy spell or ability that chooses a friendly unit or gear." in \
        render_text(db.get("Not So Fast"), db)
    assert "Choose a friendly unit at a battlefield. Counter an enemy spell or ability " \
           "that chooses it and no other friendly unit." in render_text(db.get("Repulse"), db)


def test_the_loader_reads_play_again():
    errors = loader_errors("""
        cards:
          - name: Bad Grenade
            number: "001"
            type: spell
            domains: [fury]
            cost: {energy: 1}
            effects:
              - {op: deal, amount: 2, target: {choose: unit}}
              - {op: play_again, player: you, pay: {power: {any: 1}}}
              - {op: play_again, player: controller}
    """)
    assert any("bad.yaml:9" in e and "player" in e for e in errors), errors
    assert any("bad.yaml:10" in e and "pay" in e for e in errors), errors


def test_the_grenade_says_its_printed_words():
    from riftbound_tui.cards import load_card_db
    from riftbound_tui.cards.text import render_text
    db = load_card_db()
    assert render_text(db.get("Dancing Grenade"), db) == (
        "Deal 2 to a unit. Its controller may play this spell again for 1 power of any "
        "domain. If they do, this deals 1 additional Bonus Damage for each time this spell "
        "has dealt damage this turn.")
