"""Issue 26, session 18 e5: the last cards of one construct family, each needing a rule of
its own: Jhin, Virtuoso (a spell banished with him once it has resolved, 419.4.a, and a
count of the spells banished with him, 398).  A case is (card, A, B, battlefields, script,
expect) as in tests/card_cases.py; the battlefields are Bandle Tree and Back-Alley Bar
unless a case gives them.
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
]


@pytest.mark.rules("419.4.a", "398", "427", "430", "383.3.a.3")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_e5_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("419.4.a", "357", "FAQ: Jhin, Virtuoso reads the Energy spent")
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
