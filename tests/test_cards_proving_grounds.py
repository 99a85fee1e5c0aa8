"""Proving Grounds precon cards (and the Origins cards those decks use), each played from
a scenario-like position and its effect checked; the shapes are test_cards_origins'."""

from __future__ import annotations

import pytest

from tests.test_cards_origins import BFS, PP, R, _run, bf

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # "When you play a spell that costs 5 energy or more" (printed cost, FAQ on Defy)
    ("Lux, Lady of Luminosity (Starter)",
     {"legend": "Lux, Lady of Luminosity (Starter)", "hand": ["Falling Comet"], "runes": R("mind"),
      "deck": ["Gust", "Gust"]}, {}, [bf(b=["Mega-Mech"]), BFS[1]],
     ["A: play Falling Comet", "A: choose B:Mega-Mech", *PP, *PP],
     [{"count": {"A:hand": 1}}, {"chain": []}]),
    ("Lux, Lady of Luminosity (Starter)",       # a 2-energy spell does not draw
     {"legend": "Lux, Lady of Luminosity (Starter)", "hand": ["Stupefy"], "runes": R("mind"),
      "deck": ["Gust", "Gust"]}, {}, [bf(b=["Mega-Mech"]), BFS[1]],
     ["A: play Stupefy", "A: choose B:Mega-Mech", *PP],
     [{"count": {"A:hand": 1, "A:deck": 1}}, {"chain": []}]),
    ("Lux, Illuminated",
     {"base": ["Lux, Illuminated"], "hand": ["Falling Comet"], "runes": R("mind")}, {},
     [bf(b=["Mega-Mech"]), BFS[1]],
     ["A: play Falling Comet", "A: choose B:Mega-Mech", *PP, *PP],
     [{"might": {"A:Lux, Illuminated": 8}}, {"chain": []}]),
    ("Lux, Illuminated",
     {"base": ["Lux, Illuminated"], "hand": ["Stupefy"], "runes": R("mind"), "deck": ["Gust"]},
     {},
     [bf(b=["Mega-Mech"]), BFS[1]],
     ["A: play Stupefy", "A: choose B:Mega-Mech", *PP],
     [{"might": {"A:Lux, Illuminated": 5}}, {"chain": []}]),
    ("Vanguard Attendant", {"hand": ["Vanguard Attendant"], "runes": R("order")}, {}, None,
     ["A: play Vanguard Attendant"], [{"exhausted": {"A:Vanguard Attendant": False}}]),
    # "When you hold here, you may channel 1 rune exhausted": the "you may" is answered as
    # the trigger goes on the chain (383.3.a); declined, it leaves at once (383.3.a.2)
    ("Startipped Peak", {"rune_deck": ["Calm Rune"] * 4, "deck": ["Gust"] * 3, "turn":
                         {"player": "A", "number": 4, "phase": "beginning"}}, {},
     [bf("A", a=["Mega-Mech"], card="Startipped Peak"), BFS[1]],
     ["A: yes", *PP], [{"points": {"A": 1}}, {"count": {"A:runes": 3}}]),
    ("Startipped Peak", {"rune_deck": ["Calm Rune"] * 4, "deck": ["Gust"] * 3, "turn":
                         {"player": "A", "number": 4, "phase": "beginning"}}, {},
     [bf("A", a=["Mega-Mech"], card="Startipped Peak"), BFS[1]],
     ["A: no"], [{"points": {"A": 1}}, {"count": {"A:runes": 2}}, {"chain": []}]),
    ("Garen, Rugged", {"base": ["Garen, Rugged"]}, {}, None, [],
     [{"might": {"A:Garen, Rugged": 5}}]),
    # "Other friendly units have +1 might here": here is where Garen is
    ("Garen, Commander", {"base": ["Garen, Commander", "Daring Poro"]}, {"base": ["Mega-Mech"]},
     [bf("A", a=["Vanguard Sergeant"]), BFS[1]], [],
     [{"might": {"A:Daring Poro": 3, "A:Garen, Commander": 5, "A:Vanguard Sergeant": 4,
                 "B:Mega-Mech": 8}}]),
    ("Garen, Commander", {"base": ["Daring Poro"]}, {},
     [bf("A", a=["Garen, Commander", "Vanguard Sergeant"]), BFS[1]], [],
     [{"might": {"A:Daring Poro": 2, "A:Vanguard Sergeant": 5}}]),
    ("Trifarian War Camp", {"base": ["Daring Poro"]}, {},
     [bf("B", b=["Mega-Mech"], card="Trifarian War Camp"), BFS[1]], [],
     [{"might": {"A:Daring Poro": 2, "B:Mega-Mech": 9}}]),
    # "When you conquer, if you have 4+ units at that battlefield, draw 2" (383.2.a.1)
    ("Garen, Might of Demacia (Starter)",
     {"legend": "Garen, Might of Demacia (Starter)", "deck": ["Gust"] * 3,
      "base": ["Daring Poro", "Shipyard Skulker", "Vanguard Sergeant", "Mega-Mech"]}, {},
     None, ["A: move A:Daring Poro, A:Shipyard Skulker, A:Vanguard Sergeant, A:Mega-Mech "
            "to Bandle Tree", *PP, *PP],
     [{"controller": {"Bandle Tree": "A"}}, {"count": {"A:hand": 2}}, {"chain": []}]),
    ("Garen, Might of Demacia (Starter)",
     {"legend": "Garen, Might of Demacia (Starter)", "deck": ["Gust"] * 3,
      "base": ["Daring Poro", "Shipyard Skulker", "Vanguard Sergeant"]}, {},
     None, ["A: move A:Daring Poro, A:Shipyard Skulker, A:Vanguard Sergeant to Bandle Tree",
            *PP],
     [{"controller": {"Bandle Tree": "A"}}, {"count": {"A:hand": 0}}, {"chain": []}]),
    # "When I attack, +2 this turn if there is a ready enemy unit here" (on resolution)
    ("Dune Drake", {"base": ["Dune Drake"]}, {}, [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: move A:Dune Drake to Bandle Tree", *PP],
     [{"might": {"A:Dune Drake": 7}}]),
    ("Dune Drake", {"base": ["Dune Drake"]}, {},
     [bf("B", b=[{"card": "Shipyard Skulker", "exhausted": True}]), BFS[1]],
     ["A: move A:Dune Drake to Bandle Tree", *PP],
     [{"might": {"A:Dune Drake": 5}}]),
    # "Units you play this turn enter ready. Draw 1." (tokens too: 185.2.a)
    ("Confront", {"hand": ["Confront", "Daring Poro"], "runes": R("body"), "deck": ["Gust"],
                  "legend": "Viktor, Herald of the Arcane"}, {}, None,
     ["A: play Confront", *PP, "A: play Daring Poro", "A: activate Viktor, Herald of the Arcane",
      *PP],
     [{"exhausted": {"A:Daring Poro": False, "A:Recruit": False}}, {"count": {"A:hand": 1}},
      {"chain": []}]),
    ("Confront", {"hand": ["Daring Poro"], "runes": R("body")}, {}, None,   # without it
     ["A: play Daring Poro"], [{"exhausted": {"A:Daring Poro": True}}]),
    # four Recruits, each to its own place (185.2.a, 439.2.b.1)
    ("Recruit the Vanguard", {"hand": ["Recruit the Vanguard"], "runes": R("order")}, {},
     [bf("A", a=["Daring Poro"]), BFS[1]],
     ["A: play Recruit the Vanguard", "A: to base", "A: to Bandle Tree", "A: to base",
      "A: to base", *PP],
     [{"count": {"A:base": 3}}, {"chain": []}]),
    ("Master Yi, Honed", {"hand": ["Master Yi, Honed"], "runes": R("body")}, {}, None,
     ["A: play Master Yi, Honed"], [{"exhausted": {"A:Master Yi, Honed": False}}]),
    # "When you play me, deal 3 to all units at battlefields" (himself too, if there)
    ("Tibbers", {"hand": ["Tibbers"], "runes": R("fury"), "base": ["Daring Poro"]}, {},
     [bf("A", a=["Vanguard Sergeant"]), bf(b=["Mega-Mech"], card="Back-Alley Bar")],
     ["A: play Tibbers to Bandle Tree", *PP],
     [{"damage": {"A:Tibbers": 3, "A:Vanguard Sergeant": 3, "B:Mega-Mech": 3,
                  "A:Daring Poro": 0}}, {"chain": []}]),
    # alone = no other friendly unit at the same location (740.2.a)
    ("Wielder of Water", {"base": ["Wielder of Water"]}, {},
     [bf("B", b=["Mega-Mech"]), BFS[1]], ["A: move A:Wielder of Water to Bandle Tree"],
     [{"might": {"A:Wielder of Water": 4}}]),
    ("Wielder of Water", {"base": ["Wielder of Water", "Daring Poro"]}, {},
     [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["A: move A:Wielder of Water, A:Daring Poro to Bandle Tree"],
     [{"might": {"A:Wielder of Water": 2}}]),
    ("Wielder of Water", {"base": ["Wielder of Water"]}, {}, None, [],   # not in combat
     [{"might": {"A:Wielder of Water": 2}}]),
    ("Master Yi, Wuju Bladesman (Starter)", {"base": ["Mega-Mech"]},
     {"legend": "Master Yi, Wuju Bladesman (Starter)"},
     [bf("B", b=["Vanguard Sergeant"]), BFS[1]], ["A: move A:Mega-Mech to Bandle Tree"],
     [{"might": {"B:Vanguard Sergeant": 6, "A:Mega-Mech": 8}}]),
    ("Master Yi, Wuju Bladesman (Starter)", {"base": ["Mega-Mech"]},
     {"legend": "Master Yi, Wuju Bladesman (Starter)"},
     [bf("B", b=["Vanguard Sergeant", "Daring Poro"]), BFS[1]],
     ["A: move A:Mega-Mech to Bandle Tree"], [{"might": {"B:Vanguard Sergeant": 4}}]),
    # "When you defend here, choose a unit. It gains Shield 2 this combat" (once per combat)
    ("Fortified Position", {"base": ["Mega-Mech"]}, {},
     [bf("B", b=["Vanguard Sergeant", "Daring Poro"], card="Fortified Position"), BFS[1]],
     ["A: move A:Mega-Mech to Fortified Position", "B: choose B:Vanguard Sergeant",
      "B: pass", "A: pass"],
     [{"might": {"B:Vanguard Sergeant": 6, "B:Daring Poro": 2}}, {"chain": []}]),
    # "You may play me to an open battlefield" (unoccupied and uncontrolled, 170.11.c)
    ("Sneaky Deckhand", {"hand": ["Sneaky Deckhand", "Daring Poro"], "runes": R("chaos")}, {},
     None, [{"illegal": "A: play Daring Poro to Bandle Tree"},
            "A: play Sneaky Deckhand to Bandle Tree"],
     [{"location": {"A:Sneaky Deckhand": "Bandle Tree"}}]),
    ("Sneaky Deckhand", {"hand": ["Sneaky Deckhand"], "runes": R("chaos")}, {},
     [bf("B", b=["Daring Poro"]), bf(b=["Mega-Mech"], card="Back-Alley Bar")],   # not open
     [{"illegal": "A: play Sneaky Deckhand to Bandle Tree"},
      {"illegal": "A: play Sneaky Deckhand to Back-Alley Bar"}], []),
    ("Sai Scout", {"hand": ["Sai Scout"], "runes": R("chaos"), "deck": ["Gust", "Defy"]}, {},
     None, ["A: play Sai Scout to Bandle Tree", *PP, "A: no"],
     [{"location": {"A:Sai Scout": "Bandle Tree"}}]),
    # "Return a unit from your trash to your hand"
    ("Morbid Return", {"hand": ["Morbid Return"], "runes": R("chaos"),
                       "trash": ["Daring Poro", "Gust"]}, {"trash": ["Mega-Mech"]}, None,
     ["A: play Morbid Return", "A: choose A:Daring Poro", *PP],
     [{"location": {"A:Daring Poro": "hand", "A:Gust": "trash", "B:Mega-Mech": "trash"}},
      {"chain": []}]),
    ("Annie, Stubborn", {"hand": ["Annie, Stubborn"], "runes": R("chaos"),
                         "trash": ["Daring Poro", "Gust"]}, {}, None,
     ["A: play Annie, Stubborn", "A: choose A:Gust", *PP],
     [{"location": {"A:Gust": "hand", "A:Daring Poro": "trash"}}, {"chain": []}]),
    # [E]: [Reaction] add 2 energy, spend only to play spells (429.2: off the chain)
    ("Lux, Crownguard", {"base": ["Lux, Crownguard"], "hand": ["Incinerate", "Daring Poro"]},
     {}, [bf(b=["Mega-Mech"]), BFS[1]],
     ["A: activate Lux, Crownguard", {"illegal": "A: play Daring Poro"},
      "A: play Incinerate", "A: choose B:Mega-Mech", *PP],
     [{"damage": {"B:Mega-Mech": 2}}, {"exhausted": {"A:Lux, Crownguard": True}},
      {"pool": {"A": {"energy": 0}}}, {"chain": []}]),
    # 356.4.e: at a battlefield, spells cost 1 less, to a minimum of 1 (each discount alone)
    ("Eager Apprentice", {"hand": ["Incinerate"], "runes": R("fury", 1)}, {},
     [bf("A", a=["Eager Apprentice"], b=()), bf(b=["Mega-Mech"], card="Back-Alley Bar")],
     ["A: play Incinerate", "A: choose B:Mega-Mech", *PP],
     [{"damage": {"B:Mega-Mech": 2}}, {"chain": []}]),
    ("Eager Apprentice", {"hand": ["Incinerate"]}, {},    # two of them: still 1, not 0
     [bf("A", a=["Eager Apprentice", "Eager Apprentice"]),
      bf(b=["Mega-Mech"], card="Back-Alley Bar")],
     [{"illegal": "A: play Incinerate"}], []),
    ("Eager Apprentice", {"hand": ["Incinerate"], "runes": R("fury", 1),
                          "base": ["Eager Apprentice"]}, {},     # in base: no discount
     [bf(b=["Mega-Mech"]), BFS[1]], [{"illegal": "A: play Incinerate"}], []),
]


@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES, ids=[c[0] for c in CASES])
def test_proving_grounds_card(card, a, b, bfs, script, expect):
    from riftbound_tui.engine.errors import IllegalAction
    legal = [x for x in script if not isinstance(x, dict)]
    if len(legal) == len(script):
        _run(a, b, bfs, script, expect)
        return
    # a step written {"illegal": line} must be rejected where it stands
    for k, x in enumerate(script):
        if isinstance(x, dict):
            game = _run(a, b, bfs, [y for y in script[:k] if not isinstance(y, dict)], [])
            with pytest.raises(IllegalAction):
                game.act(x["illegal"])
    _run(a, b, bfs, legal, expect)


def test_garen_rugged_assault_and_shield_in_combat():
    """Assault 2 / Shield 2: +2 might while an attacker or a defender (keywords 'assault',
    'shield'), for Garen, Rugged as for any unit."""
    from riftbound_tui.engine import layers
    game = _run({"base": ["Garen, Rugged"]}, {}, [bf(b=["Mega-Mech"]), BFS[1]],
                ["A: move A:Garen, Rugged to Bandle Tree"], [])
    st = game.state
    garen = next(i for i, o in st.objs.items() if o.card == "Garen, Rugged")
    assert st.objs[garen].designation == "attacker"
    assert layers.might(game.engine.db, st, garen) == 7


def test_annie_legend_readies_up_to_two_runes_at_the_end_of_turn():
    """'At the end of your turn, ready up to 2 runes' (errata: up to)."""
    runes = [{"card": n, "exhausted": True} for n in ("Fury Rune", "Chaos Rune", "Fury Rune")]
    game = _run({"legend": "Annie, Dark Child (Starter)", "runes": runes, "deck": ["Gust"] * 3},
                {"deck": ["Recruit"] * 3}, None,
                ["A: end", "A: choose A:Fury Rune@runes#1, A:Fury Rune@runes#2", *PP],
                [{"exhausted": {"A:Chaos Rune": True}}])
    st = game.state
    assert sorted(st.objs[r].exhausted for r in st.players["A"].zones["runes"]) == \
        [False, False, True]
    game = _run({"legend": "Annie, Dark Child (Starter)", "runes": runes, "deck": ["Gust"] * 3},
                {"deck": ["Recruit"] * 3}, None, ["A: end", "A: choose none", *PP], [])
    assert all(game.state.objs[r].exhausted for r in game.state.players["A"].zones["runes"])
