"""Agents (DESIGN.md, "Agents"): determinization, the heuristic and the search agent.

They answer every decision with a legal line and finish games; they never read
hidden information (a view with the true hidden cards swapped gives the same world
and the same answer); the heuristic clearly beats the random agent.
"""

from __future__ import annotations

from collections import Counter

import pytest

from riftbound_tui.ai.agent import AGENTS, ListAgent, make_agent
from riftbound_tui.ai.determinize import Knowledge, World, determinize
from riftbound_tui.ai.heuristic import HeuristicAgent, evaluate
from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.ai.search import SearchAgent
from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.engine.game import Game, default_engine
from riftbound_tui.engine.view import HIDDEN
from riftbound_tui.sim import play_game


def engine():
    return default_engine()


def midgame(seed: int = 3, decisions: int = 60, setup: dict | None = None) -> Game:
    g = Game.from_setup(setup or duel_setup(), seed, engine())
    agent = RandomAgent(seed, end_bias=0.25)
    for _ in range(decisions):
        if g.winner is not None:
            break
        g.act(agent.decide(g.legal()))
    assert g.winner is None
    return g


def owned(st, player) -> Counter:
    return Counter(o.card for o in st.objs.values() if o.owner == player and not o.token)


# -- determinization -------------------------------------------------------------------

def test_a_determinized_world_is_whole_and_runs():
    g = midgame()
    me = g.pending.player
    v = g.view(me)
    st = determinize(v, engine().db, 7, Knowledge.from_setup(g.record.setup))
    assert not any(o.card == HIDDEN for o in st.objs.values())
    for p in st.order:                      # the same cards as the true game, by owner
        assert owned(st, p) == owned(g.state, p)
    assert st.rng != 0
    w = World(st, engine())
    assert w.legal() == g.legal()           # my own choices do not depend on hidden cards
    c = w.clone()
    c.act(g.legal()[0])
    assert w.state.version == st.version    # a clone is independent


def test_the_opponents_hand_is_sampled_not_read():
    g = midgame()
    me = g.pending.player
    other = g.state.opponents(me)[0]
    v = g.view(me)
    k = Knowledge.from_setup(g.record.setup)
    hands = {tuple(sorted(determinize(v, engine().db, s, k).objs[i].card
                          for i in v.zone(other, "hand"))) for s in range(12)}
    assert len(hands) > 1                   # different seeds, different guesses
    # the same seed gives the same world
    assert determinize(v, engine().db, 5, k) == determinize(v, engine().db, 5, k)


def swapped_hidden(g: Game, me: str) -> Game:
    """The same game with the opponent's hand swapped for cards of their deck:
    a different truth that `me` cannot tell apart."""
    other = g.state.opponents(me)[0]
    g2 = g.clone()
    st = g2.state
    hand, deck = st.zone(other, "hand"), st.zone(other, "deck")
    swaps = 0
    for h in hand:
        for d in deck:
            a, b = st.objs[h], st.objs[d]
            if a.card != b.card:
                st.objs[h], st.objs[d] = a.but(card=b.card), b.but(card=a.card)
                swaps += 1
                break
    assert swaps, "the test needs an opponent's hand that can change"
    return g2


@pytest.mark.parametrize("kind", ["heuristic", "search"])
def test_an_answer_does_not_depend_on_hidden_cards(kind):
    checked = 0
    for seed in (3, 4, 5):
        g = midgame(seed, 40)
        me = g.pending.player
        if len(g.legal()) < 2 or not g.state.zone(g.state.opponents(me)[0], "hand"):
            continue
        g2 = swapped_hidden(g, me)
        assert g2.state != g.state
        assert g2.view(me) == g.view(me)
        answers = []
        for game in (g, g2):
            agent = make_agent(kind, 11)
            agent.know_setup(game.record.setup)
            if kind == "search":        # a fixed amount of work, not the clock
                agent.samples, agent.width, agent.depth = 12, 3, 10
            answers.append(agent.decide(game.view(me), game.pending, game.legal()))
        assert answers[0] == answers[1]
        checked += 1
    assert checked


def test_without_deck_lists_hidden_cards_come_from_cards_seen(monkeypatch):
    import riftbound_tui.ai.determinize as det
    monkeypatch.setattr(det, "known_decks", list)     # no list to match either
    g = midgame()
    me = g.pending.player
    v = g.view(me)
    st = determinize(v, engine().db, 1, None)
    assert not any(o.card == HIDDEN for o in st.objs.values())
    w = World(st, engine())
    w.act(w.legal()[-1])
    for p in st.order:
        hidden = [i for i in v.zone(p, "hand") + v.zone(p, "deck") if v.objs[i].card == HIDDEN]
        seen = {o.card for o in v.objs.values() if o.owner == p and o.card != HIDDEN}
        anyone = {o.card for o in v.objs.values() if o.card != HIDDEN}
        assert {st.objs[i].card for i in hidden} <= (seen or anyone)


def test_without_deck_lists_a_known_fixed_deck_is_recognised():
    g = midgame()
    me = g.pending.player
    v = g.view(me)
    with_lists = Knowledge.from_setup(g.record.setup)
    for p in g.state.order:
        assert owned(determinize(v, engine().db, 2, None), p) == owned(g.state, p)
        assert owned(determinize(v, engine().db, 2, with_lists), p) == owned(g.state, p)


# -- answers and games ---------------------------------------------------------------

def test_agents_are_registered():
    assert {"random", "heuristic", "search"} <= set(AGENTS)
    assert isinstance(make_agent("heuristic"), HeuristicAgent)
    assert isinstance(make_agent("search"), SearchAgent)


def _play_checked(agents: dict, seed: int, kinds: set) -> Game:
    g = Game.from_setup(duel_setup(), seed, engine())
    for a in agents.values():
        if hasattr(a, "know_setup"):
            a.know_setup(g.record.setup)
    n = 0
    while g.winner is None and n < 2000:
        dec = g.pending
        agent = agents[dec.player]
        legal = g.legal()
        view = None if isinstance(agent, ListAgent) else g.view(dec.player)
        line = agent.decide(view, dec, legal)
        assert line in legal, f"{agent.name} answered '{line}' to {dec.kind}: {legal}"
        if not isinstance(agent, ListAgent):
            kinds.add(dec.kind)
        g.act(line)
        n += 1
    assert g.winner is not None
    for a in agents.values():
        assert getattr(a, "failures", []) == []
    return g


def test_the_heuristic_answers_every_decision_legally_and_finishes():
    kinds: set = set()
    for seed in (1, 2, 3):
        _play_checked({"A": HeuristicAgent(seed), "B": make_agent("random", seed)}, seed, kinds)
        _play_checked({"A": make_agent("random", seed), "B": HeuristicAgent(seed)}, seed, kinds)
    assert {"priority", "mulligan", "choose"} <= kinds


def test_search_answers_every_decision_legally_and_finishes():
    kinds: set = set()
    fast = {"budget": 0.005, "width": 4, "depth": 20}
    _play_checked({"A": SearchAgent(1, **fast), "B": make_agent("random", 1)}, 1, kinds)
    _play_checked({"A": HeuristicAgent(2), "B": SearchAgent(2, rollout="random", **fast)},
                  2, kinds)
    _play_checked({"A": SearchAgent(3, rollout="greedy", **fast), "B": HeuristicAgent(3)},
                  3, kinds)
    assert {"priority", "mulligan"} <= kinds


def test_the_heuristic_beats_random():
    wins = 0
    for k in range(12):
        seat = "AB"[k % 2]
        other = "AB"[1 - k % 2]
        g = play_game(engine(), 500 + k, {seat: HeuristicAgent(k),
                                          other: make_agent("random", k)})
        wins += g.winner == seat
    assert wins >= 10, f"heuristic won {wins} of 12"


def test_evaluation_prefers_points_and_sees_a_win():
    g = midgame()
    st = g.state.clone()
    me, other = st.order
    base = evaluate(st, me, engine().db)
    st.players[me].points += 1
    assert evaluate(st, me, engine().db) > base
    st.winner = other
    assert evaluate(st, me, engine().db) < -1000


def test_sim_seats_agents_by_name(capsys):
    from riftbound_tui.sim import main
    assert main(2, 0, "random", "heuristic", swap=True) == 0
    out = capsys.readouterr().out
    assert "random vs heuristic" in out and "wins: random" in out and "ms per decision" in out


def test_a_failing_look_ahead_still_answers(monkeypatch):
    from riftbound_tui.ai import heuristic

    def broken(*args, **kwargs):
        raise RuntimeError("boom")
    monkeypatch.setattr(heuristic.Settler, "best", broken)
    g = midgame()
    while len(g.legal()) < 2 or g.pending.kind == "mulligan":    # a decision to think about
        g.act(g.legal()[0])
    agent = HeuristicAgent(0)
    me = g.pending.player
    legal = g.legal()
    line = agent.decide(g.view(me), g.pending, legal)
    assert line in legal and agent.failures == ["RuntimeError: boom"]


def test_think_time_reaches_the_search_agent_and_is_bounded():
    """The table's think-time setting sets the search budget; odd input is clamped or
    replaced by the default, so no setting makes a machine seat hang."""
    from riftbound_tui.ai.agent import DEFAULT_THINK, think_time
    assert make_agent("search", 1, think=0.2).budget == 0.2
    assert make_agent("search", 1, think=3.0).budget == 3.0
    assert not hasattr(make_agent("heuristic", 1, think=3.0), "budget")
    assert think_time("1e9") == 30.0 and think_time(-1) == 0.05
    assert think_time("soon") == DEFAULT_THINK and think_time(float("nan")) == DEFAULT_THINK


def test_a_seats_think_time_is_saved_and_loaded(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTBOUND_DATA_DIR", str(tmp_path))
    from riftbound_tui.tui.session import MACHINE, Seat, Session, TableConfig
    cfg = TableConfig(duel_setup(), 3, {"A": Seat(), "B": Seat(MACHINE, "search", 0.2)})
    s = Session(cfg)
    assert s.agents["B"].budget == 0.2
    again = Session.from_data(s.to_data())
    assert again.config.seats["B"].think == 0.2 and again.agents["B"].budget == 0.2


def test_a_search_past_its_deadline_stops_looking_and_still_answers():
    """The look-ahead stops at the deadline (OutOfTime) and the search answers with
    what it has: with no time at all, still a legal line, with no error kept."""
    from riftbound_tui.ai.heuristic import OutOfTime, Settler
    g = Game.from_setup(duel_setup(), 4, engine())
    while g.pending.kind != "priority" or len(g.legal()) < 3:
        g.act(g.legal()[0])
    p = g.pending.player
    w = World.from_view(g.view(p), engine(), 1)
    with pytest.raises(OutOfTime):
        Settler(p, engine().db, __import__("random").Random(1), deadline=0.0).value(w)
    agent = SearchAgent(3, budget=0.0)
    line = agent.decide(g.view(p), g.pending, g.legal())
    assert line in g.legal() and agent.failures == []


def test_reach_values_units_at_base_that_could_take_an_enemy_battlefield():
    """With Reach on (the search agent's weights), a player's unit at base that
    outmights the enemy units defending a battlefield they do not control is worth
    more than its might alone: next turn it can move in and conquer (469.1)."""
    from riftbound_tui.ai.heuristic import DEFAULT, SEARCH
    db = engine().db
    g = midgame(5, 80)
    empty = g.state.clone()
    me, other = empty.order
    units = [oid for oid, o in empty.objs.items() if o.zone in ("base", "battlefield")
             and db.get(o.card).type == "unit"]
    mine = next(oid for oid in units if empty.objs[oid].controller == me)
    for oid in units:                               # clear the board of units
        empty.objs[oid] = empty.objs[oid].but(zone="trash", bf=None)
        for p in empty.order:
            if oid in empty.players[p].zones["base"]:
                empty.players[p].zones["base"].remove(oid)
    for b in empty.bfs:
        b.units = [u for u in b.units if u not in units]
        b.controller = other                        # every battlefield is theirs, empty
    empty.turn_player = other
    striker = empty.clone()                         # the same, with my unit at base
    striker.objs[mine] = striker.objs[mine].but(zone="base", bf=None)
    striker.players[me].zones["base"].append(mine)

    def gain(w):
        return evaluate(striker, me, db, w) - evaluate(empty, me, db, w)
    assert gain(DEFAULT) > 0
    assert gain(SEARCH) > gain(DEFAULT) + 0.5 * SEARCH.reach_next * SEARCH.reach


def test_reply_rollouts_answer_legally_and_the_same_for_the_same_seed():
    """The 'reply' rollout (the opponent's turn played out) gives a legal answer, and
    with a fixed number of samples the same answer for the same seed."""
    g = midgame(6, 50)
    while len(g.legal()) < 3 or g.pending.kind == "mulligan":
        g.act(g.legal()[-1])
    me = g.pending.player
    answers = set()
    for _ in range(2):
        agent = SearchAgent(5, rollout="reply", samples=4, width=2)
        agent.know_setup(g.record.setup)
        answers.add(agent.decide(g.view(me), g.pending, g.legal()))
        assert agent.failures == []
    assert len(answers) == 1 and answers <= set(g.legal())
