"""Ambush (822): the cards with it, each played from a scenario-like position, as a
Reaction where Ambush allows it and refused where it does not; and the listing, the
acting and the refusal reasons agreeing.

A case is (card, A, B, battlefields, script, expect) in the shapes of spec/SCENARIO.md
(as tests/test_cards_unleashed.py).  Bandle Tree is A's with A's Shipyard Skulker on it;
Back-Alley Bar is open unless a case says otherwise.
"""

from __future__ import annotations

import pytest

from riftbound_tui.engine import layers
from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.scenario import _obj, _play_line, check, start
from card_cases import BTURN, PP

BPP = ["B: pass", "A: pass"]


def R(*doms: str, n: int = 6) -> list[str]:
    return [f"{d.capitalize()} Rune" for d in doms for _ in range(n)]


def bf(card, controller=None, a=(), b=()):
    units = {}
    if a:
        units["A"] = list(a)
    if b:
        units["B"] = list(b)
    out = {"card": card, "units": units}
    if controller:
        out["controller"] = controller
    return out


TREE = bf("Bandle Tree", "A", a=["Shipyard Skulker"])
BAR = bf("Back-Alley Bar")
BFS = [TREE, BAR]
# B attacks A's Bandle Tree and passes focus: a combat showdown, A to act (464, 347.2.b)
ATTACK = ["B: move B:Vanguard Sergeant to Bandle Tree", "B: pass"]
B_ATTACKER = {"base": ["Vanguard Sergeant"]}
# B plays Hextech Ray at A's unit on B's turn and passes: the chain is open, A to act
RAY = ["B: play Hextech Ray", "B: choose A:Shipyard Skulker", "B: pass"]
B_RAY = {"hand": ["Hextech Ray"], "runes": R("fury")}


def hand(*cards, doms=("fury", "mind", "body", "chaos", "order")):
    return {"hand": list(cards), "runes": R(*doms, n=3)}


def on_b_turn(a: dict) -> dict:
    return {**a, "turn": BTURN}


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # 822.1.b: in a combat A defends, Inferna joins its defenders as a Reaction: 1 + 3
    # Might kill the 4 Might attacker that the Skulker alone would not.  Its chain closed,
    # focus passed to B (340.2.a): both pass once more to end the showdown
    ("Inferna", on_b_turn(hand("Inferna")), B_ATTACKER, None,
     [*ATTACK, "A: play Inferna to Bandle Tree", "B: pass", "A: pass"],
     [{"location": {"B:Vanguard Sergeant": "trash"}},
      {"log_contains": "Inferna enters Bandle Tree"}]),
    # ... but only to a battlefield where A has units: not to base, not to an open one,
    # and not without naming the battlefield (822.1.b)
    ("Inferna", on_b_turn(hand("Inferna")), B_ATTACKER, None, ATTACK,
     [{"legal": "A: play Inferna to Bandle Tree"},
      {"illegal": "A: play Inferna to base"},
      {"illegal": "A: play Inferna to Back-Alley Bar"},
      {"illegal": "A: play Inferna"}]),
    # on A's own turn it is played as any unit (316.5.b): to base, no Reaction needed
    ("Inferna", hand("Inferna"), {}, None, ["A: play Inferna to base"],
     [{"location": {"A:Inferna": "base"}},
      {"keywords": {"A:Inferna": ["ambush", "assault 2"]}}]),
    # 309.1.a: a Reaction to B's spell on the chain, to where A has units
    ("Soulspinner", on_b_turn(hand("Soulspinner")), B_RAY, None,
     [*RAY, "A: play Soulspinner to Bandle Tree", *BPP],
     [{"location": {"A:Soulspinner": "Bandle Tree", "A:Shipyard Skulker": "trash"}},
      {"chain": []}]),
    ("Soulspinner", on_b_turn(hand("Soulspinner")), B_RAY, None, RAY,
     [{"legal": "A: play Soulspinner to Bandle Tree"},
      {"illegal": "A: play Soulspinner to base"},
      {"illegal": "A: play Soulspinner to Back-Alley Bar"}]),
    # with no unit at any battlefield, Ambush gives no Reaction at all
    ("Soulspinner", on_b_turn({**hand("Soulspinner"), "base": ["Daring Poro"]}),
     {"hand": ["Hextech Ray"], "runes": R("fury")},
     [bf("Bandle Tree", "B", b=["Stalwart Poro"]), BAR],
     ["B: play Hextech Ray", "B: choose B:Stalwart Poro", "B: pass"],
     [{"illegal": "A: play Soulspinner to base"},
      {"illegal": "A: play Soulspinner to Bandle Tree"}]),
    # a restriction beats Ambush's permission: B's Mageseeker Warden at a battlefield
    # lets A play units only to base
    ("Soulspinner", on_b_turn(hand("Soulspinner")), B_RAY,
     [TREE, bf("Back-Alley Bar", "B", b=["Mageseeker Warden"])], RAY,
     [{"illegal": "A: play Soulspinner to Bandle Tree"}]),
    # "give your other units here Assault this turn": the Skulker here, not the Poro in
    # base nor Broadmane itself
    ("Lord Broadmane", {**hand("Lord Broadmane"), "base": ["Stalwart Poro"]}, {}, None,
     ["A: play Lord Broadmane to Bandle Tree", *PP],
     [{"keywords": {"A:Shipyard Skulker": ["assault"]}},
      {"lacks": {"A:Stalwart Poro": "assault", "A:Lord Broadmane": "assault"}}]),
    ("Lord Broadmane", on_b_turn(hand("Lord Broadmane")), B_RAY, None,
     [*RAY, "A: play Lord Broadmane to Bandle Tree", *PP],
     [{"location": {"A:Lord Broadmane": "Bandle Tree"}},
      {"keywords": {"A:Shipyard Skulker": ["assault"]}}]),
    # played into the combat, it takes its own Skulker back to hand out of the fight
    ("Grim Apothecary", on_b_turn(hand("Grim Apothecary")), B_ATTACKER, None,
     [*ATTACK, "A: play Grim Apothecary to Bandle Tree", "A: yes",
      "A: choose A:Shipyard Skulker", "A: pass", "B: pass"],
     [{"location": {"A:Shipyard Skulker": "hand", "A:Grim Apothecary": "Bandle Tree"}}]),
    ("Grim Apothecary", on_b_turn(hand("Grim Apothecary")), B_ATTACKER, None, ATTACK,
     [{"illegal": "A: play Grim Apothecary to base"}]),
    # Shield this turn for the other defenders here: the Skulker defends with 3 + 1
    # Might; the Dancer itself is not given Shield
    ("Chakram Dancer", on_b_turn(hand("Chakram Dancer")), B_ATTACKER, None,
     [*ATTACK, "A: play Chakram Dancer to Bandle Tree", "A: pass", "B: pass"],
     [{"keywords": {"A:Shipyard Skulker": ["shield"]}},
      {"lacks": {"A:Chakram Dancer": "shield"}},
      {"might": {"A:Shipyard Skulker": 4}}]),
    ("Chakram Dancer", on_b_turn(hand("Chakram Dancer")), B_ATTACKER, None, ATTACK,
     [{"illegal": "A: play Chakram Dancer to Back-Alley Bar"}]),
    # 822.1.d: Rengar's Ambush reaches a battlefield with enemy units and none of A's,
    # on B's turn as a Reaction...
    ("Rengar, Trophy Hunter", on_b_turn(hand("Rengar, Trophy Hunter")), B_RAY,
     [TREE, bf("Back-Alley Bar", "B", b=["Stalwart Poro"])],
     [*RAY, "A: play Rengar, Trophy Hunter to Back-Alley Bar"],
     [{"location": {"A:Rengar, Trophy Hunter": "Back-Alley Bar"}}]),
    # ... but not an open one, and not to base as a Reaction
    ("Rengar, Trophy Hunter", on_b_turn(hand("Rengar, Trophy Hunter")), B_RAY,
     [TREE, BAR], RAY,
     [{"legal": "A: play Rengar, Trophy Hunter to Bandle Tree"},
      {"illegal": "A: play Rengar, Trophy Hunter to Back-Alley Bar"},
      {"illegal": "A: play Rengar, Trophy Hunter to base"}]),
    # on A's own turn, to B's battlefield: a combat starts there (822.1.c adds the place)
    ("Rengar, Trophy Hunter", hand("Rengar, Trophy Hunter"), {},
     [TREE, bf("Back-Alley Bar", "B", b=["Stalwart Poro"])],
     ["A: play Rengar, Trophy Hunter to Back-Alley Bar"],
     [{"location": {"A:Rengar, Trophy Hunter": "Back-Alley Bar"}},
      {"showdown": "Back-Alley Bar"}]),
    # Inferna without Rengar's text cannot go there on B's turn
    ("Inferna", on_b_turn(hand("Inferna")), B_RAY,
     [TREE, bf("Back-Alley Bar", "B", b=["Stalwart Poro"])], RAY,
     [{"illegal": "A: play Inferna to Back-Alley Bar"}]),
    # "When you play a spell, give me +2 Might this turn"
    ("Diana, No Longer Human", {"hand": ["Hextech Ray"], "runes": R("fury")}, {},
     [bf("Bandle Tree", "A", a=["Diana, No Longer Human"]), bf("Back-Alley Bar", "B",
                                                               b=["Mega-Mech"])],
     ["A: play Hextech Ray", "A: choose B:Mega-Mech", *PP, *PP],
     [{"might": {"A:Diana, No Longer Human": 5}}, {"damage": {"B:Mega-Mech": 3}}]),
    ("Diana, No Longer Human", on_b_turn(hand("Diana, No Longer Human")), B_ATTACKER, None,
     [*ATTACK, "A: play Diana, No Longer Human to Bandle Tree"],
     [{"location": {"A:Diana, No Longer Human": "Bandle Tree"}},
      {"might": {"A:Diana, No Longer Human": 3}}]),
    # "When I attack, stun an enemy unit here"
    ("Vi, Peacekeeper", {"base": ["Vi, Peacekeeper"]}, {},
     [TREE, bf("Back-Alley Bar", "B", b=["Vanguard Sergeant"])],
     ["A: move A:Vi, Peacekeeper to Back-Alley Bar", *PP],
     [{"stunned": {"B:Vanguard Sergeant": True}}]),
    ("Vi, Peacekeeper", on_b_turn(hand("Vi, Peacekeeper")), B_ATTACKER, None,
     [*ATTACK, "A: play Vi, Peacekeeper to Bandle Tree"],
     [{"location": {"A:Vi, Peacekeeper": "Bandle Tree"}},
      {"stunned": {"B:Vanguard Sergeant": False}}]),     # a defender: no attack trigger
]


def _game(a, b, bfs):
    a = dict(a)
    turn = a.pop("turn", None)
    sc = {"name": "case", "players": {"A": {"deck": ["Mountain Drake"] * 3, **a},
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
        if "lacks" in exp:          # the object does not have the keyword now
            for ref, kw in exp["lacks"].items():
                have = [k.name for k in layers.keywords(game.engine.db, game.state,
                                                         _obj(game, ref))]
                assert kw not in have, f"{ref} has {kw}: {have}"
            continue
        msg = check(game, exp)
        assert msg is None, f"{exp}: {msg}\n" + "\n".join(game.log[-40:])
    return game


@pytest.mark.rules("822", "822.1", "822.1.b", "822.1.c", "822.1.d", "355.2.b", "308.1.a",
                   "309.1.a")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_ambush_card(card, a, b, bfs, script, expect):
    _run(a, b, bfs, script, expect)


def _refusal(game, line: str) -> str:
    with pytest.raises(IllegalAction) as e:
        game.act(line)
    return str(e.value)


@pytest.mark.rules("822.1.b", "308.1.a", "309.1.a")
def test_refusals_name_the_rule():
    game = _game(on_b_turn(hand("Inferna")), B_ATTACKER, None)
    for n, line in enumerate(ATTACK, 1):
        _play_line(game, line, n)
    before = game.state
    assert "(308.1.a)" in _refusal(game, "A: play Inferna to base")
    assert "(822.1.b)" in _refusal(game, "A: play Inferna to Back-Alley Bar")
    assert "name it" in _refusal(game, "A: play Inferna")
    assert game.state is before                        # nothing changed
    game = _game(on_b_turn(hand("Soulspinner")), B_RAY, None)
    for n, line in enumerate(RAY, 1):
        _play_line(game, line, n)
    why = _refusal(game, "A: play Soulspinner to base")
    assert "(309.1.a)" in why and "(822.1.b)" in why


@pytest.mark.rules("822.1.b", "822.1.c", "822.1.d")
@pytest.mark.parametrize("card", ["Inferna", "Rengar, Trophy Hunter"])
@pytest.mark.parametrize("setup", ["combat", "chain", "own turn"])
def test_listed_lines_are_accepted_and_the_rest_refused(card, setup):
    """Every `play CARD to PLACE` is listed exactly when it is accepted (a fresh game for
    each line, as acting changes it)."""
    bfs = [TREE, bf("Back-Alley Bar", "B", b=["Stalwart Poro"]),
           bf("Grove of the God-Willow")]
    b = {**B_ATTACKER, **B_RAY}
    a = hand(card) if setup == "own turn" else on_b_turn(hand(card))
    script = {"combat": ATTACK, "chain": RAY, "own turn": []}[setup]

    def game():
        g = _game(a, b, bfs)
        for n, line in enumerate(script, 1):
            _play_line(g, line, n)
        return g

    listed = set(game().engine.legal_lines(game().state))
    for place in ("base", "Bandle Tree", "Back-Alley Bar", "Grove of the God-Willow"):
        line = f"A: play {card} to {place}"
        g = game()
        try:
            g.act(line)
            accepted = True
        except IllegalAction:
            accepted = False
        # one place is listed without `to` (NOTATION): only on A's own turn, in base
        if not accepted or line in listed:
            assert accepted == (line in listed), (line, sorted(listed))
        else:
            assert f"A: play {card}" in listed, (line, sorted(listed))


# Stalking Wolf without its own permission ("You may [Ambush] me to its battlefield, even
# if you don't have other units there", 822.3.a): no shipped card is refused by 822.3
WOLF = """
set: TST
cards:
  - name: Test Wolf
    type: unit
    domains: [order]
    cost: {energy: 4, power: 1}
    might: 6
    tags: [Dog]
    keywords: [ambush]
    abilities:
      - additional: {kill: {choose: unit, controller: friendly, tags: [Bird, Cat, Dog, Poro]}}
"""


@pytest.mark.rules("822.3", "822.3.a", "813.4.b", "358.5")
@pytest.mark.parametrize("setup", ["combat, a Poro in base too", "combat, the Poro alone",
                                   "own turn, at B's battlefield"])
def test_an_ambush_cost_is_listed_exactly_where_it_leaves_ambush_a_reason(setup):
    """A test Ambush unit whose additional cost kills a friendly Bird, Cat, Dog or Poro.
    Played by Ambush alone (as a Reaction in B's attack, or to a battlefield A does not
    control), it needs a unit of A's there until it is finalized (822.3, 813.4.b): a play
    whose cost could only kill that last unit is neither listed nor accepted, and changes
    nothing; to a battlefield A controls on A's own turn, or to base, it stays legal
    (822.3.a)."""
    from card_cases import engine_with_cards
    from riftbound_tui.engine.game import Game
    engine = engine_with_cards(WOLF, "wolf.yaml")
    wolf = {"hand": ["Test Wolf"], "runes": R("order", n=5)}
    if setup == "own turn, at B's battlefield":
        a, script = wolf, []
        bfs = [bf("Bandle Tree", "A", a=["Shipyard Skulker"]),
               bf("Back-Alley Bar", "B", a=["Daring Poro"], b=["Stalwart Poro"])]
        refused = "Back-Alley Bar"
    else:
        a = on_b_turn(wolf if "alone" in setup else {**wolf, "base": ["Stalwart Poro"]})
        bfs, script = [bf("Bandle Tree", "A", a=["Daring Poro"]), BAR], ATTACK
        refused = "Bandle Tree" if "alone" in setup else None

    def game():
        sc = {"name": "case", "players": {"A": {"deck": ["Mountain Drake"] * 3, **a},
                                          "B": {"deck": ["Mountain Drake"] * 3, **B_ATTACKER}},
              "battlefields": bfs}
        turn = sc["players"]["A"].pop("turn", None)
        if turn:
            sc["turn"] = turn
        g = Game.from_setup(sc, 0, engine)
        for n, line in enumerate(script, 1):
            _play_line(g, line, n)
        return g

    listed = set(game().engine.legal_lines(game().state))
    for place in ("base", "Bandle Tree", "Back-Alley Bar"):
        line = f"A: play Test Wolf to {place}"
        g = game()
        before = g.state
        try:
            g.act(line)
            accepted = True
        except IllegalAction as e:
            accepted = False
            assert g.state is before
            if place == refused:
                assert "(822.3" in str(e), str(e)
        assert accepted == (line in listed), (line, sorted(listed))
        if place == refused:
            assert not accepted
        if accepted:        # the Poro that gave Ambush its reason there is still there
            assert all(o.zone == "battlefield" for o in g.state.objs.values()
                       if o.card == "Daring Poro" and "combat" in setup)
