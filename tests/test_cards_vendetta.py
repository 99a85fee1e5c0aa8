"""Vendetta's game actions and the cards that use them: Burn (440), Empower and Disempower
(441-442), the Empower keyword (827: "[Cost]: Empower this. Use only if not Empowered")
and Empowered abilities (828: a static `while: empowered`).

Positions are in the shapes of spec/SCENARIO.md, with the extension this project adds: a
board entry may say `empowered: true` (441.2), and `{empowered: {REF: BOOL}}` is an
expectation.
"""

from __future__ import annotations

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.setup import SetupError
from card_cases import new_game, play, zone_cards, BFS, HOLD, PP


# -- Empower (827) and Empowered (828) ----------------------------------------------------

@pytest.mark.rules("827.1.b", "827.2", "828.1.c", "441.1")
def test_shadow_fiend_empowers_itself_and_then_has_assault_3():
    game = new_game({"base": ["Shadow Fiend"], "runes": ["Fury Rune"] * 4})
    assert "A: activate A:Shadow Fiend@base" in game.legal()
    play(game, ["A: activate A:Shadow Fiend@base", *PP],
         [{"empowered": {"A:Shadow Fiend": True}}, {"keywords": {"A:Shadow Fiend": ["assault 3"]}},
          {"might": {"A:Shadow Fiend": 2}}])      # Assault counts only while attacking (807)
    assert any("becomes Empowered (441)" in line for line in game.log)
    # paid: 2 energy from two runes, 1 Fury power by recycling one of them (the pool is empty)
    a = game.state.players["A"]
    assert (a.energy, a.power, len(a.zones["runes"])) == (0, {}, 3)


@pytest.mark.rules("827.1.c.1")
def test_empower_is_used_only_if_not_empowered():
    game = new_game({"base": [{"card": "Kinkou Lifeblade", "empowered": True}],
                  "runes": ["Chaos Rune"] * 4})
    assert not any(line.startswith("A: activate") for line in game.legal())
    before = game.state
    with pytest.raises(IllegalAction, match="827.1.c.1"):
        game.act("A: activate A:Kinkou Lifeblade@base")
    assert game.state is before


@pytest.mark.rules("828.1.b.1", "828.1.c")
def test_kinkou_lifeblade_has_plus_1_might_and_ganking_only_while_empowered():
    plain = new_game({"base": ["Kinkou Lifeblade"]})
    play(plain, [], [{"might": {"A:Kinkou Lifeblade": 4}}])
    assert "ganking" not in {k.name for k in _keywords(plain, "A:Kinkou Lifeblade")}
    game = new_game({"base": ["Kinkou Lifeblade"], "runes": ["Chaos Rune"] * 2})
    play(game, ["A: activate Kinkou Lifeblade", *PP],
         [{"might": {"A:Kinkou Lifeblade": 5}}, {"keywords": {"A:Kinkou Lifeblade": ["ganking"]}}])


@pytest.mark.rules("828.1.c", "810")
def test_an_empowered_kinkou_lifeblade_moves_between_battlefields():
    game = new_game({"runes": ["Chaos Rune"] * 2}, bfs=[
        {"card": "Bandle Tree", "controller": "A",
         "units": {"A": [{"card": "Kinkou Lifeblade", "empowered": True}]}},
        {"card": "Back-Alley Bar"}])
    assert "A: move A:Kinkou Lifeblade@Bandle Tree to Back-Alley Bar" in game.legal()
    plain = new_game({}, bfs=[{"card": "Bandle Tree", "controller": "A",
                            "units": {"A": ["Kinkou Lifeblade"]}}, {"card": "Back-Alley Bar"}])
    assert "A: move A:Kinkou Lifeblade@Bandle Tree to base" in plain.legal()
    assert "A: move A:Kinkou Lifeblade@Bandle Tree to Back-Alley Bar" not in plain.legal()


@pytest.mark.rules("441.2", "124")
def test_empowered_is_lost_when_the_unit_leaves_the_board():
    game = new_game({"base": [{"card": "Kinkou Lifeblade", "empowered": True}]})
    st = game.state
    oid = st.players["A"].zones["base"][0]
    work = st.clone()
    game.engine.relocate(work, oid, "hand")
    new = work.players["A"].zones["hand"][0]
    assert not work.objs[new].empowered
    game.engine.relocate(work, new, "base")
    assert not work.objs[work.players["A"].zones["base"][0]].empowered


def test_empowered_in_a_position_must_be_true_or_false():
    with pytest.raises(SetupError, match="empowered"):
        new_game({"base": [{"card": "Kinkou Lifeblade", "empowered": "very"}]})


def _keywords(game, ref):
    from riftbound_tui.engine import layers
    from riftbound_tui.scenario import _obj
    return layers.keywords(game.engine.db, game.state, _obj(game, ref))


# -- Burn (440) ---------------------------------------------------------------------------

@pytest.mark.rules("440.1", "440.2")
def test_shadow_temple_holder_burns_3():
    deck = ["Gust", "Defy", "Rebuke", "Gust", "Defy", "Rebuke"]
    game = new_game({"turn": HOLD, "deck": deck}, bfs=[
        {"card": "Shadow Temple", "controller": "A", "units": {"A": ["Mega-Mech"]}}, BFS[1]])
    play(game, PP, [{"points": {"A": 1}}])
    assert zone_cards(game, "A", "trash") == ["Gust", "Defy", "Rebuke"]
    assert any("A burns 3 (440)" in line for line in game.log)
    # the Draw Phase has not come yet (the hold is in the Beginning Phase): 3 remain
    assert len(zone_cards(game, "A", "deck")) + len(zone_cards(game, "A", "hand")) == 3


@pytest.mark.rules("440.4", "431.2")
def test_burning_more_than_the_deck_burns_out_then_burns_the_rest():
    game = new_game({"turn": HOLD, "deck": ["Gust"], "trash": ["Defy", "Rebuke"]}, bfs=[
        {"card": "Shadow Temple", "controller": "A", "units": {"A": ["Mega-Mech"]}}, BFS[1]])
    play(game, PP, [{"points": {"B": 1}}])        # B gains 1 for A's Burn Out (431.2)
    st = game.state
    # Gust burned; Burn Out recycles all 3 into the deck; then 2 more are burned
    assert len(zone_cards(game, "A", "trash")) == 2
    assert len(zone_cards(game, "A", "deck")) + len(zone_cards(game, "A", "hand")) == 1
    assert st.players["A"].points == 1          # the hold still scored
    assert any("Burn Out" in line for line in game.log)


def test_burn_reads_as_the_card_says():
    from riftbound_tui.cards.text import render_text
    game = new_game({})
    assert render_text(game.engine.db.get("Shadow Temple"), game.engine.db) == \
        "When you hold here, burn 3."
    text = render_text(game.engine.db.get("Shadow Fiend"), game.engine.db)
    assert "Empower me. Use this ability only if I'm not Empowered." in text
    assert "While I'm Empowered, I have Assault 3." in text


def test_the_table_shows_an_empowered_unit():
    """The board chip and the card panel say so (the state is public, 441.2)."""
    from riftbound_tui.tui.model import chip, detail
    game = new_game({"base": [{"card": "Kinkou Lifeblade", "empowered": True}, "Shadow Fiend"]})
    st, db = game.state, game.engine.db
    emp, plain = st.players["A"].zones["base"]
    assert chip(db, st, emp).label() == "Kinkou Lifeblade 5 emp"
    assert "emp" not in chip(db, st, plain).label()

    def state_line(oid):            # "A's · at base · Empowered"
        return next(ln for ln in "\n".join(detail(db, st, oid)).splitlines() if "'s · at" in ln)
    assert state_line(emp).endswith("Empowered") and "Empowered" not in state_line(plain)
