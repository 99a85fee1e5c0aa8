"""Issue 26, session 18 e5: the last cards of one construct family, each needing a rule of
its own: Jhin, Virtuoso (a spell banished with him once it has resolved, 419.4.a, and a
count of the spells banished with him, 398); Ivern, Green Father (Replace, 438: a
battlefield replaced with the Brush token, 187.8, and swapped back); Endless Riches (rules
of its controller's trash and Draw Phase, engine/trash_rules.py).  A case is (card, A, B,
battlefields, script, expect) as in tests/card_cases.py; the battlefields are Bandle Tree
and Back-Alley Bar unless a case gives them.
"""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, run_case

# -- Jhin, Virtuoso: "When you play a spell, if you spent [4] or more, you may banish it.
# Then, if there are four spells banished with me, put each in its trash, channel 4 runes,
# and draw 1."  "When you play a spell" triggers once the spell has resolved (419.4.a), so
# the spell does everything it says first; "it" is then the card in its owner's trash.
JHIN = {"legend": "Jhin, Virtuoso", "hand": ["Concentrate"] * 4, "runes": R("body", 20),
        "deck": ["Gust"] * 9, "rune_deck": R("mind", 6)}
CONCENTRATE = ["A: play Concentrate", *PP, *PP]          # the spell resolves, then Jhin

# -- Ivern, Green Father: "When you conquer or hold, you may exhaust me to replace that
# battlefield with a Brush battlefield token."  Brush (187.8): "Bird, Cat, Dog, Poro, and
# Ivern units here have +1 [Might]" and "When you score here, you may replace this with the
# battlefield it replaced."
IVERN = {"legend": "Ivern, Green Father", "base": ["Pouty Poro", "Mountain Drake"],
         "deck": ["Gust"] * 5}
CONQUER = ["A: move A:Pouty Poro, A:Mountain Drake to Bandle Tree", *PP]   # 469.1
BRUSHED = [*CONQUER, "A: yes", *PP]

# -- Endless Riches: "When you play this, banish your hand and trash, then [Burn 7]. Skip
# your Draw Phase. You may play cards from your trash. If a card would go to your trash
# from anywhere other than your Main Deck, banish it instead."
RICHES_DECK = ["Mobilize", "Stalwart Poro", "Pakaa Cub", "Daring Poro", "Gust", "Gust",
               "Gust", "Concentrate", "Concentrate"]
RICHES = {"hand": ["Endless Riches", "Gust"], "trash": ["Pouty Poro"], "runes": R("fury", 12),
          "deck": RICHES_DECK}
PLAY_RICHES = ["A: play Endless Riches", *PP]
ON_BOARD = {"base": ["Endless Riches"], "deck": RICHES_DECK}

# (card, A, B, battlefields or None, script, expect)
CASES = [
    # 5 spent on Concentrate: it resolves (A draws 2), then A banishes it with Jhin
    ("Jhin, Virtuoso", JHIN, {}, None, [*CONCENTRATE, "A: yes"],
     [{"location": {"A:Concentrate@banishment": "banishment"}},
      {"count": {"A:hand": 5, "A:trash": 0}}]),
    # declined: it stays in the trash
    ("Jhin, Virtuoso", JHIN, {}, None, [*CONCENTRATE, "A: no"],
     [{"count": {"A:trash": 1, "A:banishment": 0}}]),
    # the fourth: all four go to the trash, A channels 4 runes and draws 1 (3 * 2 + 2 + 1
    # cards drawn, 3 left in hand of the 4 played)
    ("Jhin, Virtuoso", JHIN, {}, None, [*CONCENTRATE, "A: yes"] * 4,
     [{"count": {"A:trash": 4, "A:banishment": 0, "A:runes": 24, "A:hand": 9}}]),
    # A conquers Bandle Tree and exhausts Ivern: Brush takes its place, with A's control
    # and units; Bandle Tree waits in banishment (438.5); the Poro has +1, the Dragon not
    ("Ivern, Green Father", IVERN, {}, None, BRUSHED,
     [{"location": {"A:Pouty Poro": "Brush", "A:Mountain Drake": "Brush"}},
      {"controller": {"Brush": "A"}}, {"contains": {"A:banishment": ["Bandle Tree"]}},
      {"might": {"A:Pouty Poro": 3, "A:Mountain Drake": 10}},
      {"exhausted": {"A:Ivern, Green Father": True}}, {"points": {"A": 1}}]),
    # declined: Bandle Tree stays, Ivern stays ready
    ("Ivern, Green Father", IVERN, {}, None, [*CONQUER, "A: no"],
     [{"location": {"A:Pouty Poro": "Bandle Tree"}}, {"count": {"A:banishment": 0}},
      {"exhausted": {"A:Ivern, Green Father": False}}]),
    # A holds Brush on the next turn: Ivern (ready again) is declined, Brush's "when you
    # score here" swaps Bandle Tree back (438.7.b), the units still there
    ("Ivern, Green Father", IVERN, {}, None,
     [*BRUSHED, "A: end", "B: end", "A: order A:Ivern, Green Father, Brush", "A: no",
      "A: yes", *PP],
     [{"location": {"A:Pouty Poro": "Bandle Tree"}}, {"controller": {"Bandle Tree": "A"}},
      {"count": {"A:banishment": 0}}, {"might": {"A:Pouty Poro": 2}}, {"points": {"A": 2}}]),
    # its play trigger: the hand and the trash banished, then the top 7 burned into the
    # trash (from the Main Deck: not replaced)
    ("Endless Riches", RICHES, {}, None, PLAY_RICHES,
     [{"contains": {"A:banishment": ["Gust", "Pouty Poro"]}},
      {"count": {"A:hand": 0, "A:trash": 7, "A:deck": 2}}]),
    # a unit played from the trash for its own cost; a spell played from there resolves and
    # is banished instead of going back to the trash (369)
    ("Endless Riches", RICHES, {}, None,
     [*PLAY_RICHES, "A: play Stalwart Poro", "A: play Mobilize", *PP],
     [{"location": {"A:Stalwart Poro": "base"}},
      {"contains": {"A:banishment": ["Gust", "Pouty Poro", "Mobilize"]}},
      {"count": {"A:trash": 5}}]),
    # A's unit that dies in combat is banished; B's goes to B's trash ("your trash")
    ("Endless Riches", {**ON_BOARD, "base": ["Endless Riches", "Pouty Poro"]},
     {"base": []}, [{"card": "Bandle Tree", "controller": "B", "units": {"B": ["Pouty Poro"]}},
                    {"card": "Back-Alley Bar"}],
     ["A: move A:Pouty Poro to Bandle Tree", *PP],
     [{"contains": {"A:banishment": ["Pouty Poro"], "B:trash": ["Pouty Poro"]}},
      {"count": {"A:trash": 0}}]),
    # A skips the Draw Phase; B still draws in theirs
    ("Endless Riches", ON_BOARD, {}, None, ["A: end", "B: end"],
     [{"count": {"A:hand": 0, "A:deck": 9, "B:hand": 1}}]),
]


@pytest.mark.rules("419.4.a", "398", "427", "430", "383.3.a.3", "383.3.b", "187.8", "438.1",
                   "438.5", "438.7.b", "469", "443", "369", "440.1", "419.1.a")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_e5_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("419.4.a", "357")
def test_jhin_reads_the_energy_spent_not_the_printed_cost():
    """Concentrate costs [2] less at Level 6: 3 spent, so Jhin does not trigger though its
    printed cost is 5."""
    game = run_case({**JHIN, "xp": 6}, {}, None, ["A: play Concentrate", *PP],
                    [{"count": {"A:trash": 1, "A:runes": 20}}, {"chain": []}])
    assert sum(o.exhausted for o in game.state.objs.values() if o.zone == "runes") == 3


@pytest.mark.rules("398", "427")
def test_jhin_counts_only_the_spells_he_banished():
    """Three spells banished by something else are not banished with him (398): his fourth
    banishment of his own is not reached by one Concentrate."""
    game = run_case({**JHIN, "banishment": ["Concentrate"] * 3}, {}, None,
                    [*CONCENTRATE, "A: yes"],
                    [{"count": {"A:banishment": 4, "A:trash": 0, "A:runes": 20}}])
    assert any("its condition is not met" in line for line in game.log)


@pytest.mark.rules("829.1.b.1", "427", "398", "419.4.a")
def test_a_spell_played_with_flow_is_banished_already_not_with_jhin():
    """Twilight Step played from the trash for its Flow cost (4 energy spent) is banished as
    it leaves the chain (829.1.b.1); Jhin's trigger then finds it banished already: it is
    not banished again, nothing is asked, and it is not one of his (398)."""
    from riftbound_tui.engine import banished_with
    game = run_case({"legend": "Jhin, Virtuoso", "trash": ["Twilight Step"],
                     "base": ["Stalwart Poro"], "runes": R("chaos", 5)}, {},
                    [bf("A", a=["Pouty Poro"]), BFS[1]],
                    ["A: play Twilight Step", "A: choose A:Stalwart Poro@base",
                     "A: to Bandle Tree", *PP, *PP],
                    [{"location": {"A:Stalwart Poro": "Bandle Tree",
                                   "A:Twilight Step": "banishment"}}, {"chain": []}])
    assert game.state.pending.kind == "priority"
    assert not [m for m in game.state.modifiers if m.kind == banished_with.KIND]


@pytest.mark.rules("383.3.b.1", "438")
def test_an_exhausted_ivern_cannot_replace_a_second_battlefield():
    """"You may exhaust me to ...": once exhausted, his conquer of a second battlefield the
    same turn is not offered (the trigger's cost cannot be paid, 383.3.b.1)."""
    run_case({**IVERN, "base": ["Pouty Poro", "Stalwart Poro"]}, {}, None,
             ["A: move A:Pouty Poro to Bandle Tree", *PP, "A: yes", *PP,
              "A: move A:Stalwart Poro to Back-Alley Bar", *PP],
             [{"location": {"A:Stalwart Poro": "Back-Alley Bar"}},
              {"controller": {"Back-Alley Bar": "A", "Brush": "A"}}, {"chain": []},
              {"count": {"A:banishment": 1}}])


@pytest.mark.rules("438.1", "438.1.a", "470")
def test_brush_inherits_the_battlefield_s_statuses():
    """The token is the same battlefield for what knew it (438.1.a): A scored Bandle Tree
    this turn, so A has scored Brush this turn, and the units there are Brush's."""
    game = run_case(IVERN, {}, None, BRUSHED, [])
    st = game.state
    k = next(k for k, b in enumerate(st.bfs) if b.name == "Brush")
    assert k in st.scored["A"]
    assert {st.objs[u].card for u in st.bfs[k].units} == {"Pouty Poro", "Mountain Drake"}
    assert all(st.objs[u].bf == k for u in st.bfs[k].units)


@pytest.mark.rules("438.5.a", "427")
def test_a_replaced_battlefield_is_not_banished():
    """The replaced card is placed in banishment but is not banished (438.5.a): "when you
    banish" abilities do not see it (nothing is logged under rule 427)."""
    game = run_case(IVERN, {}, None, BRUSHED, [])
    assert not any("(427)" in line for line in game.log)


@pytest.mark.rules("438.6", "438.7.b.1", "438.7.b")
def test_a_brush_replaced_by_a_brush_still_swaps_back_to_the_first_battlefield():
    """Ivern replaces Brush with a new Brush as A holds it: the old token stops existing
    (438.6) and the new one may swap back to the card the old one replaced (438.7.b.1)."""
    from riftbound_tui.engine import replace_action
    game = run_case(IVERN, {}, None,
                    [*BRUSHED, "A: end", "B: end", "A: order A:Ivern, Green Father, Brush",
                     "A: yes", "A: no", *PP],
                    [{"count": {"Brush": 2}}, {"contains": {"A:banishment": ["Bandle Tree"]}}])
    st = game.state
    token = next(b.obj for b in st.bfs if b.name == "Brush")
    assert st.objs[replace_action.replaced_card(st, token)].card == "Bandle Tree"
    assert sum(1 for o in st.objs.values() if o.card == "Brush") == 1


@pytest.mark.rules("443", "443.2", "315.4")
def test_endless_riches_skips_only_its_controller_s_draw_phase():
    game = run_case(ON_BOARD, {}, None, ["A: end", "B: end"], [])
    assert any("A skips their Draw Phase" in line and "443" in line for line in game.log)
    assert not any("B skips" in line for line in game.log)


@pytest.mark.rules("369", "422")
def test_a_discarded_card_is_banished_instead():
    """Lunar Boon discards Gust (422): banished instead of going to the trash (369), and
    Lunar Boon, resolved, too."""
    game = run_case({"base": ["Endless Riches"], "hand": ["Lunar Boon", "Gust"],
                     "runes": R("chaos", 3), "deck": RICHES_DECK}, {}, None,
                    ["A: play Lunar Boon", *PP],
                    [{"contains": {"A:banishment": ["Lunar Boon", "Gust"]}},
                     {"count": {"A:trash": 0, "A:hand": 2}}])
    assert any("Gust would go to A's trash: it is banished instead" in line
               for line in game.log)


@pytest.mark.rules("370.4", "369")
def test_endless_riches_applies_its_replacement_to_its_own_death():
    """Acceptable Losses has A kill their gear: Endless Riches leaves the board banished, its
    replacement applied to its own leaving (370.4); Acceptable Losses, resolving after it is
    gone, goes to the trash."""
    run_case({"base": ["Endless Riches"], "hand": ["Acceptable Losses"],
              "runes": R("chaos", 1), "deck": RICHES_DECK}, {}, None,
             ["A: play Acceptable Losses", *PP],
             [{"contains": {"A:banishment": ["Endless Riches"],
                            "A:trash": ["Acceptable Losses"]}}])


@pytest.mark.rules("419.1.a", "829.1.b.1")
def test_a_card_played_from_the_trash_by_permission_is_not_played_by_flow():
    """A unit played from the trash by Endless Riches is on the board as any unit: when it
    later dies it is banished by the replacement, not by Flow; without Endless Riches no
    card without Flow is offered from the trash."""
    game = run_case({"trash": ["Stalwart Poro"], "runes": R("fury", 3)}, {}, None, [], [])
    assert "A: play Stalwart Poro" not in game.legal()
    game = run_case({**ON_BOARD, "trash": ["Stalwart Poro"], "runes": R("fury", 3)}, {},
                    None, ["A: play Stalwart Poro"],
                    [{"location": {"A:Stalwart Poro": "base"}}])
    assert any("from their trash: a card they control lets them (419.1.a)" in line
               for line in game.log)
