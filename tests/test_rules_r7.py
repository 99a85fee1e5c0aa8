"""Rules of 400-489 and 700-829 that the ledger still listed as implemented but untested:
pending items finalized by their own controllers (406.3), damage all prevented is not
dealt (417.1.e), banishing plays its own card (427.3.a), Burn Out's points after the
first (431.3.b), Skip (443.2.a), Attach and Detach only as directed (434.2-435.2), staged
combats at two battlefields (461), no combat of three players (462.3), modes of play
(483.4.b, 486.1-486.7, 488.2) and a target leaving the untargetable set (758.2.a)."""

from __future__ import annotations

import pytest

from card_cases import BFS, PP, R, bf, new_game, play, run_case
from riftbound_tui.decks.shipped import duel_from_names
from riftbound_tui.engine.errors import SetupError
from riftbound_tui.engine.game import Game, default_engine
from riftbound_tui.scenario import start
from riftbound_tui.sim import ffa_setup

# A's Imposing Challenger moves to B's Bandle Tree; its trigger ('When I move, you may move
# an enemy unit here with less Might than me to a different battlefield') sends B's
# Stalwart Poro to A's Back-Alley Bar, where A's Daring Poro is: the combat at Bandle Tree
# is under way and one is staged at Back-Alley Bar.
TWO_FRONTS = [bf("B", b=["Stalwart Poro", "Shipyard Skulker"]),
              bf("A", a=["Daring Poro"], card="Back-Alley Bar")]
CHALLENGE = ["A: move A:Imposing Challenger to Bandle Tree", "A: yes",
             "A: choose B:Stalwart Poro", "A: to Back-Alley Bar", *PP]
CLOSE = ["A: pass", "B: pass"]          # the combat showdown at Bandle Tree closes


def _two_fronts(hand=()):
    return new_game({"base": ["Imposing Challenger"], "hand": list(hand),
                     "runes": R("chaos", 4)}, {}, TWO_FRONTS)


@pytest.mark.rules("461", "461.3", "323.9", "323.13")
def test_a_combat_staged_elsewhere_is_fought_after_the_one_under_way():
    """The showdown at Bandle Tree, where a combat is staged too, opens as a combat showdown
    (461.3); the combat staged at Back-Alley Bar waits for it, then B attacks there."""
    g = _two_fronts()
    play(g, CHALLENGE, [{"showdown": "Bandle Tree"},
                        {"location": {"B:Stalwart Poro": "Back-Alley Bar"}}])
    st = g.state
    assert st.showdown.combat and st.combat is not None and st.combat.bf == 0
    assert st.bfs[1].combat_staged
    play(g, CLOSE, [{"controller": {"Bandle Tree": "A"}}, {"showdown": "Back-Alley Bar"},
                    {"focus": "B"},
                    {"log_contains": "combat begins at Back-Alley Bar: B attacks, A defends"}])


@pytest.mark.rules("461.2", "323.10")
def test_a_staged_combat_that_stops_being_staged_is_not_fought():
    """In the combat at Bandle Tree, A's Fight or Flight sends B's Stalwart Poro from
    Back-Alley Bar to base: the combat staged there stops being staged and never begins;
    A keeps Back-Alley Bar."""
    g = _two_fronts(["Fight or Flight"])
    play(g, CHALLENGE + ["A: play Fight or Flight", "A: choose B:Stalwart Poro", *PP,
                     *PP, "B: pass", "A: pass"],             # Back-Alley Bar's trigger
         [{"location": {"B:Stalwart Poro": "base"}}, {"showdown": "none"},
          {"controller": {"Bandle Tree": "A", "Back-Alley Bar": "A"}}])
    assert not g.state.bfs[1].combat_staged and g.state.combat is None
    assert not any("combat begins at Back-Alley Bar" in line for line in g.log)


# -- 431: Burn Out ------------------------------------------------------------------------

def _burning_out(a_trash=()):
    """A draws in the draw phase with no Main Deck; A's Tianna Crownguard stands at
    Bandle Tree ('While I'm at a battlefield, opponents can't gain points')."""
    return new_game({"turn": {"player": "A", "number": 4, "phase": "draw"},
                     "trash": list(a_trash)},
                    {}, [bf("A", a=["Tianna Crownguard"]), BFS[1]])


@pytest.mark.rules("431.3", "431.3.a", "431.3.b", "431.3.c", "431.3.c.1", "431.5")
def test_points_of_burn_outs_after_the_first_cannot_be_prevented():
    """With no card in deck or trash, A burns out again and again: Tianna prevents the first
    point (Burn Out is a replacement of the draw, its point gained as any other, 431.5),
    never the ones after it in the same sequence, and B wins at once."""
    g = _burning_out()
    assert g.state.winner == "B", "\n".join(g.log[-12:])
    assert g.state.players["B"].points >= 8
    assert any("can gain no point" in line for line in g.log)


@pytest.mark.rules("431.2", "431.2.d")
def test_a_burn_out_with_cards_to_recycle_is_prevented_once():
    """With a card in the trash, A's one Burn Out recycles it and draws it; Tianna prevents
    B's point."""
    g = _burning_out(["Gust"])
    play(g, [], [{"points": {"B": 0}}, {"contains": {"A:hand": ["Gust"]}}, {"winner": "none"}])


# -- 443: Skip ----------------------------------------------------------------------------

def _jewel(base: list):
    """A's turn 4 from the Beginning Phase; A's Frigid Jewel ('When you draw your second card
    each turn, give a friendly unit +2 Might this turn'); in the main phase A plays
    Downstage Dramatics (draw 1)."""
    return run_case({"turn": {"player": "A", "number": 4, "phase": "beginning"},
                     "base": base + ["Frigid Jewel", "Daring Poro"],
                     "hand": ["Downstage Dramatics"], "runes": R("mind", 2),
                     "deck": ["Gust"] * 4}, {}, None,
                    ["A: play Downstage Dramatics", *PP], [])


@pytest.mark.rules("443.2.a")
def test_a_skipped_draw_phase_draws_no_card_a_trigger_can_count():
    """Endless Riches skips A's Draw Phase: its draw never happens, so Dramatics draws A's
    first card of the turn and the Jewel does not trigger; without the Riches it is the
    second card and the Jewel gives the Poro +2."""
    g = _jewel(["Endless Riches"])
    play(g, [], [{"count": {"A:hand": 1}}, {"chain": []}, {"might": {"A:Daring Poro": 2}}])
    g = _jewel([])
    play(g, ["A: choose A:Daring Poro", *PP],
         [{"count": {"A:hand": 2}}, {"might": {"A:Daring Poro": 4}}])


# -- 434-435: Attach and Detach -------------------------------------------------------------

WHEEL = {"base": ["Spirit Wheel", "Long Sword", "Daring Poro"], "hand": ["Lucian, Merciless"],
         "runes": R("body", 3) + R("fury", 1) + R("chaos", 1), "deck": ["Gust"] * 2}


@pytest.mark.rules("434.3", "818.1.b.1", "821.1.c.6")
def test_attaching_chooses_a_unit_only_when_the_effect_says_so():
    """Spirit Wheel ('When you choose a friendly unit with a spell or ability, you may pay
    [1] and exhaust this to draw 1'): Long Sword's Equip chooses the Poro it attaches to, so
    the Wheel triggers; Lucian, Merciless's Weaponmaster attaches the Sword to him without
    choosing him, so it does not."""
    run_case(WHEEL, {}, None, ["A: activate A:Long Sword", "A: choose A:Daring Poro", "A: yes",
                               *PP, *PP],
             [{"attached": {"A:Daring Poro": ["Long Sword"]}}, {"contains": {"A:hand": ["Gust"]}}])
    run_case(WHEEL, {}, None, ["A: play Lucian, Merciless", "A: yes", *PP],
             [{"attached": {"A:Lucian, Merciless": ["Long Sword"]}}, {"chain": []},
              {"count": {"A:hand": 0}}, {"exhausted": {"A:Spirit Wheel": False}}])


@pytest.mark.rules("434.2", "434.2.a", "435.2", "435.2.a")
def test_a_player_attaches_and_detaches_only_as_an_effect_directs():
    """Every answer A may give with a Long Sword in base, and again once it is attached:
    the Equip ability is the only way to attach it, and nothing detaches it."""
    g = new_game({"base": ["Long Sword", "Daring Poro", "Pouty Poro"], "runes": R("fury", 2)})

    def offered():
        return [str(a) for a in g.legal_actions()]

    def no_free_attach(lines):
        assert not [x for x in lines if "attach" in x.lower() or "detach" in x.lower()], lines
        return [x for x in lines if "Long Sword" in x]

    assert no_free_attach(offered()) == ["A: activate A:Long Sword@base"]
    play(g, ["A: activate A:Long Sword", "A: choose A:Daring Poro", *PP],
         [{"attached": {"A:Daring Poro": ["Long Sword"]}}])
    no_free_attach(offered())
    play(g, ["A: move A:Daring Poro to Bandle Tree"],
         [{"attached": {"A:Daring Poro": ["Long Sword"]}}, {"location": {"A:Long Sword": "Bandle Tree"}}])


# -- 483-489: modes of play ------------------------------------------------------------------

def _match(seed: int = 4) -> Game:
    setup, _ = duel_from_names(["test-fury-chaos", "test-calm-body"])
    setup.update(mode="match", victory_score=3)
    return Game.from_setup(setup, seed, default_engine())


@pytest.mark.rules("486.1", "486.2")
def test_a_match_is_two_players_each_the_other_s_only_opponent():
    g = _match()
    assert sorted(g.state.order) == ["A", "B"] and g.state.teams is None
    assert {p: tuple(g.state.opponents(p)) for p in "AB"} == {"A": ("B",), "B": ("A",)}
    setup, _ = duel_from_names(["test-fury-chaos", "test-calm-body"])
    setup.update(mode="match", players={**setup["players"], "C": setup["players"]["A"]})
    with pytest.raises(SetupError, match="486.1"):
        Game.from_setup(setup, 1, default_engine())


@pytest.mark.rules("486.7")
def test_the_player_going_second_in_a_match_channels_an_extra_rune_once():
    """Through the picks and mulligans of game 1, the first player's first turn channels 2
    runes and the second player's first turn 3."""
    g = _match()
    st = g.state
    first = None
    for _ in range(40):
        if st.phase == "main" and first is None:
            first = st.turn_player
            assert len(st.players[first].zones["runes"]) == 2
        if first and st.turn_player != first and st.phase == "main":
            break
        legal = g.legal()
        g.act(next((x for x in legal if x.split(": ", 1)[1] in ("keep", "end", "pass",
                                                                 "choose none", "first")),
                   legal[0]))
        st = g.state
    second = st.turn_player
    assert first and second != first and st.phase == "main"
    assert len(st.players[second].zones["runes"]) == 3


@pytest.mark.rules("483.4.b", "488.2", "488.4")
def test_ffa4_plays_three_battlefields_among_four_players_without_teams():
    st = Game.from_setup(ffa_setup("ffa4"), 1, default_engine()).state
    assert len(st.order) == 4 and len(st.bfs) == 3 and st.teams is None
    for p in st.order:
        assert sorted(st.opponents(p)) == sorted(q for q in st.order if q != p)


# -- 417: damage ------------------------------------------------------------------------------

@pytest.mark.rules("417.1.e", "417.1.e.1", "417.2")
def test_damage_all_prevented_is_not_dealt():
    """Imperial Decree ('this turn, when any unit takes damage, kill it'): Hextech Ray's 3
    to A's Drake behind Ki Barrier (prevent the next 7) deals no damage, so the Decree does
    not kill it; the Ray's 3 to B's Drake is dealt and the Decree kills it."""
    g = new_game({"hand": ["Imperial Decree", "Ki Barrier", "Hextech Ray", "Hextech Ray"],
                  "runes": R("order", 9) + R("fury", 4), "deck": ["Gust"]}, {},
                 [bf("A", a=["Mountain Drake"]), bf("B", b=["Mountain Drake"],
                                                    card="Back-Alley Bar")])
    play(g, ["A: play Imperial Decree", *PP, "A: play Ki Barrier", "A: choose A:Mountain Drake",
             *PP, "A: play Hextech Ray", "A: choose A:Mountain Drake", *PP],
         [{"location": {"A:Mountain Drake": "Bandle Tree"}}, {"damage": {"A:Mountain Drake": 0}},
          {"chain": []}])
    play(g, ["A: play Hextech Ray", "A: choose B:Mountain Drake", *PP, *PP],
         [{"location": {"B:Mountain Drake": "trash"}}])


# -- 462: combat between exactly two players ----------------------------------------------------

@pytest.mark.rules("462", "462.3")
def test_no_choice_may_make_a_combat_of_three_players():
    """FFA3: B and C both have units at Bandle Tree. A may move to Back-Alley Bar (B's alone)
    but not to Bandle Tree, neither by a standard move nor by Ride The Wind's choice of
    destination."""
    g = start({"name": "case", "mode": "ffa3",
               "players": {"A": {"base": ["Daring Poro"], "hand": ["Ride The Wind"],
                                 "runes": R("chaos", 3)},
                           "B": {}, "C": {}},
               "battlefields": [{"card": "Bandle Tree", "controller": "B",
                                 "units": {"B": ["Pouty Poro"], "C": ["Stalwart Poro"]}},
                                bf("B", b=["Mountain Drake"], card="Back-Alley Bar"),
                                {"card": "Black Flame Altar"}]})
    play(g, [], [{"illegal": "A: move A:Daring Poro to Bandle Tree"},
                 {"legal": "A: move A:Daring Poro to Back-Alley Bar"}])
    play(g, ["A: play Ride The Wind", "A: choose A:Daring Poro"],
         [{"illegal": "A: to Bandle Tree"}, {"legal": "A: to Back-Alley Bar"}])


# -- 758: untargetability ---------------------------------------------------------------------

@pytest.mark.rules("758.2", "758.2.a")
def test_a_target_out_of_the_untargetable_set_is_legal_again():
    """Hextech Ray chooses B's Drake (10, not less than Alpha Wildclaw's 7); B's Eclipse
    makes it 6, covered by the Wildclaw's 'units here with less Might than me can't be
    chosen by enemy spells'; then B's Flash takes the Wildclaw to base, and the Drake, no
    longer among the units it covers, is a legal target again: the Ray deals its 3."""
    g = new_game({"hand": ["Hextech Ray"], "runes": R("fury", 2)},
                 {"hand": ["Eclipse", "Flash"], "runes": R("mind", 3) + R("chaos", 2),
                  "deck": ["Gust"]},
                 [bf("B", b=["Alpha Wildclaw", "Mountain Drake"]), BFS[1]])
    play(g, ["A: play Hextech Ray", "A: choose B:Mountain Drake", "A: pass",
             "B: play Eclipse", "B: choose B:Mountain Drake", "B: pass", "A: pass",
             "B: choose none", "A: pass", "B: play Flash", "B: choose B:Alpha Wildclaw",
             "B: pass", "A: pass", "A: pass", "B: pass"],
         [{"location": {"B:Alpha Wildclaw": "base"}}, {"might": {"B:Mountain Drake": 6}},
          {"damage": {"B:Mountain Drake": 3}}, {"chain": []}])


# -- 427: banish ------------------------------------------------------------------------------

@pytest.mark.rules("427.3.a")
def test_a_banishing_effect_plays_the_card_it_banished_not_one_of_the_same_name():
    """A Mountain Drake lies in A's banishment from before; Portal Rescue banishes A's other
    Drake and plays 'it': the one it banished comes back, the earlier one stays banished."""
    g = new_game({"base": ["Mountain Drake"], "banishment": ["Mountain Drake"],
                  "hand": ["Portal Rescue"], "runes": R("mind", 4)})
    st = g.state
    old = list(st.players["A"].zones["banishment"])
    play(g, ["A: play Portal Rescue", "A: choose A:Mountain Drake@base", *PP],
         [{"count": {"A:banishment": 1, "A:base": 1}}])
    assert g.state.players["A"].zones["banishment"] == old


# -- 406: pending items ------------------------------------------------------------------------

@pytest.mark.rules("406.3")
def test_each_pending_trigger_is_finalized_by_its_own_controller():
    """Flurry of Blades kills A's and B's Scuttle Crabs at once: both death triggers are
    pending together; A makes the choice of A's ('choose an enemy player'), then B that of
    B's, and both stand finalized on the chain, B's newest, before anyone has priority."""
    g = run_case({"hand": ["Flurry of Blades"], "runes": R("body", 1), "deck": ["Gust"]},
                 {"hand": ["Mega-Mech"], "deck": ["Gust"]},
                 [bf("A", a=["Scuttle Crab"]), bf("B", b=["Scuttle Crab"], card="Back-Alley Bar")],
                 ["A: play Flurry of Blades", *PP],
                 [{"chain": ["Scuttle Crab", "Scuttle Crab"]}, {"priority": "B"}])
    st = g.state
    assert [it.controller for it in st.chain] == ["A", "B"]
    log = list(g.log)
    assert log.index("A: choose B") < log.index("B: choose A")
    play(g, ["B: pass", "A: pass", "A: pass", "B: pass"], [{"chain": []}])
