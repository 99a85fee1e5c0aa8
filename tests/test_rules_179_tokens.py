"""Tokens (rules 179-187): created by spells and abilities, owned and controlled by whoever
controlled the effect, entering as the effect says; no cost, no domains; the tokens the
cards of the database make."""

from __future__ import annotations

import pytest

from riftbound_tui.cards.db import load_card_db
from riftbound_tui.cards.loader import parse_cards
from tests.card_cases import BFS, BTURN, PP, R, run_case


def tokens(g, name):
    return [o for o in g.state.objs.values() if o.card == name]


@pytest.mark.rules("179", "180", "182", "183", "184", "184.1", "185.1", "185.2.b",
                   "185.2.c", "187.2")
def test_a_spell_creates_a_token_its_player_owns_and_controls_entering_as_it_says():
    # on B's turn B plays Sprite Call: the Sprite is B's, and enters ready as the spell
    # says (a unit otherwise enters exhausted, 143.4)
    g = run_case({"turn": BTURN}, {"hand": ["Sprite Call"], "runes": R("mind", 3)}, BFS,
                 ["B: play Sprite Call", "B: pass", "A: pass"],
                 [{"location": {"B:Sprite": "base"}}, {"exhausted": {"B:Sprite": False}},
                  {"might": {"B:Sprite": 3}}, {"keywords": {"B:Sprite": ["temporary"]}},
                  {"count": {"A:base": 0}}])
    [sprite] = tokens(g, "Sprite")
    assert (sprite.owner, sprite.controller, sprite.token) == ("B", "B", True)
    db = g.engine.db
    assert db.get("Sprite").tags == ("Fae",) and db.get("Sprite").domains == ()
    # a card is never a token: the spell that made it is a card in the trash
    assert [o.token for o in g.state.objs.values() if o.card == "Sprite Call"] == [False]


@pytest.mark.rules("184.1", "187.5", "168")
def test_a_gold_token_enters_exhausted_as_its_effect_says_and_adds_any_power():
    """Gear enter ready (149.1); the effects that make Gold say 'exhausted'.  Ready, its
    ability (kill this, exhaust) adds one power of any domain."""
    made = run_case({"hand": ["Bushwhack"], "runes": R("fury", 3)}, {}, BFS,
                    ["A: play Bushwhack", *PP],
                    [{"location": {"A:Gold": "base"}}, {"exhausted": {"A:Gold": True}}])
    assert [(o.owner, o.token) for o in tokens(made, "Gold")] == [("A", True)]
    gold = made.engine.db.get("Gold")
    assert (gold.type, gold.domains) == ("gear", ())
    # a Calm rune pays the energy; the Gold, killed and exhausted first, adds the power of
    # any domain that pays the Fury power
    g = run_case({"base": ["Gold"], "hand": ["Hextech Ray"], "runes": ["Calm Rune"]}, {},
                 [{"card": "Bandle Tree", "units": {"B": ["Shipyard Skulker"]}}, BFS[1]],
                 ["A: activate A:Gold", "A: play Hextech Ray", *PP],
                 [{"location": {"B:Shipyard Skulker": "trash"}},
                  {"contains": {"A:trash": ["Hextech Ray"]}}, {"count": {"A:base": 0}}])
    assert not tokens(g, "Gold"), "the killed Gold token ceased to exist (186.1)"


@pytest.mark.rules("185.3", "185.3.a", "185.3.b", "187.4", "187.11", "187.2")
def test_tokens_have_no_cost_and_no_domain():
    _, errors = parse_cards("set: TST\ncards:\n  - name: Bad Token\n    type: unit\n"
                            "    supertype: token\n    might: 1\n    cost: {energy: 2}\n"
                            "    domains: [fury]\n", "t.yaml")
    said = [str(e) for e in errors]
    assert any("tokens have no cost (rule 185.3.a)" in e for e in said), said
    assert any("tokens have no domains (rule 185.3.b)" in e for e in said), said
    db = load_card_db()
    facts = {n: (db.get(n).type, db.get(n).might, db.get(n).tags, db.get(n).domains,
                 db.get(n).cost.energy, db.get(n).cost.power)
             for n in ("Sprite", "Mech", "Shadow Clone")}
    assert facts == {"Sprite": ("unit", 3, ("Fae",), (), 0, ()),
                     "Mech": ("unit", 3, ("Mech",), (), 0, ()),
                     "Shadow Clone": ("unit", 0, (), (), 0, ())}
    # 187.11: the Shadow Clone attacks with a 'when I attack' trigger
    assert [ab.trigger.event for ab in db.get("Shadow Clone").abilities
            if ab.trigger is not None] == ["attack"]
