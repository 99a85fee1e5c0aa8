"""`riftbound sim`: play many games between agents and print results and speed.

    riftbound sim --games 100 --seed 0
    riftbound sim --a random --b heuristic --games 20
    riftbound sim --a heuristic --b search --budget 0.2 --swap
    riftbound sim --mode match --games 10          # best-of-three matches (486)
    riftbound sim --mode ffa4 --c heuristic        # four-player free-for-all (488)

Seat A and seat B each get an agent by name (ai/agent.py AGENTS; default random) on
the two fixed decks (decks/fixed.py); game k uses game seed `seed + k`, so a run is
reproducible and any game can be replayed alone.  `--swap` swaps the agents' seats
every other game, so neither agent always has the same deck.  Agents that offer
`know_setup` learn the public deck lists.  Win rates are per agent.
"""

from __future__ import annotations

import time

from .ai.agent import Agent, ListAgent, make_agent
from .decks.fixed import duel_setup
from .engine import teams
from .engine.game import Engine, Game

MAX_DECISIONS = 5000      # a safety cap; random duels take ~150 decisions


def play_game(engine: Engine, seed: int, agents: dict[str, Agent] | None = None,
              setup: dict | None = None, max_decisions: int = MAX_DECISIONS,
              clock: dict[str, list[float]] | None = None) -> Game:
    """One full game; returns the finished Game (winner None only if the cap was hit).
    `clock`, if given, collects each seat's seconds per decision."""
    setup = setup or duel_setup()
    g = Game.from_setup(setup, seed, engine)
    if agents is None:
        agents = {p: make_agent("random", seed * len(g.state.order) + k)
                  for k, p in enumerate(g.state.order)}
    for agent in agents.values():
        if getattr(agent, "engine", False) is None:
            agent.engine = engine          # share the card database already loaded
        know = getattr(agent, "know_setup", None)
        if know is not None:
            know(setup)
    n = 0
    if g.state.match is not None:             # a match is up to best_of games (486.6)
        max_decisions *= g.state.match.best_of
    while g.winner is None and n < max_decisions:
        dec = g.pending
        agent = agents[dec.player]
        # A list agent never looks at the view: skip the redacted copy it would cost.
        t0 = time.perf_counter()
        if isinstance(agent, ListAgent) and hasattr(agent.inner, "decide_action"):
            # the hot road: action objects, no text read or parsed
            line = agent.inner.decide_action(g.legal_actions())
        else:
            view = None if isinstance(agent, ListAgent) else g.view(dec.player)
            line = agent.decide(view, dec, g.legal())
        if clock is not None:
            clock.setdefault(dec.player, []).append(time.perf_counter() - t0)
        g.act(line)
        n += 1
    return g


def _make(kind: str, seed: int, budget: float | None) -> Agent:
    agent = make_agent(kind, seed)
    if budget is not None and hasattr(agent, "budget"):
        agent.budget = budget
    return agent


def match_setup(setup: dict | None, best_of: int = 3) -> dict:
    """A best-of-`best_of` match (486) on these decks, or on the two test decks (the fixed
    decks bring one battlefield each; a match needs three, 486.4.a)."""
    if setup is None:
        from .decks.shipped import duel_from_names
        setup, _ = duel_from_names(["test-fury-chaos", "test-calm-body"])
    return {**setup, "mode": "match", "best_of": best_of}


FFA_DECKS = ["test-fury-chaos", "test-calm-body", "jinx", "lee-sin"]   # three battlefields
                                                          # each (487.4.a, 488.4.a)
# 2v2: teammates (A and C, B and D) use different legends and battlefields (489.8.h-i)
TEAM_DECKS = ["test-fury-chaos", "test-calm-body", "lee-sin", "jinx"]


def ffa_setup(mode: str, setup: dict | None = None) -> dict:
    """A free-for-all of three (487) or four (488) players, or a 2v2 (489: A and C against
    B and D), on shipped decks (seats A-D in turn order), or on the decks of `setup` when
    it seats as many players."""
    from .decks.shipped import SEATS, table_from_names
    if setup is not None and len(setup.get("players", {})) == SEATS[mode]:
        return {**setup, "mode": mode}
    got, _ = table_from_names((TEAM_DECKS if mode == "2v2" else FFA_DECKS)[:SEATS[mode]], mode)
    return got


def main(games: int, seed: int, a: str = "random", b: str = "random",
         swap: bool = False, budget: float | None = None, setup: dict | None = None,
         deck_names: list[str] | None = None, mode: str = "duel",
         more: tuple[str, ...] = ("random", "random")) -> int:
    """`more`: the agents of seats C and D in a free-for-all."""
    if games < 1:
        print("--games must be at least 1")
        return 2
    what = "games"
    seats = "AB"
    if mode in ("match", "match5"):
        setup = match_setup(setup, 5 if mode == "match5" else 3)
        what = f"best-of-{setup['best_of']} matches"
        deck_names = deck_names or ["test-fury-chaos", "test-calm-body"]
    elif mode in ("ffa3", "ffa4", "2v2"):
        seats = "ABC" if mode == "ffa3" else "ABCD"
        if setup is not None:
            print(f"--mode {mode}: --decks gives two decks; {mode} plays shipped decks")
            return 2
        setup = ffa_setup(mode)
        what = f"{mode.upper()} games"
        deck_names = (TEAM_DECKS if mode == "2v2" else FFA_DECKS)[:len(seats)]
    elif mode != "duel":
        print(f"--mode {mode}: not playable yet; duel, match, match5, ffa3, ffa4 and 2v2 "
              f"are (issue 27)")
        return 2
    kinds = dict(zip("ABCD", (a, b, *more)))
    kinds = {p: kinds[p] for p in seats}
    try:
        for kind in kinds.values():
            make_agent(kind, 0)
    except ValueError as e:
        print(e)
        return 2
    engine = Engine()
    wins: dict[str, int] = {}          # by agent label
    seat_wins: dict[str, int] = {}
    times: dict[str, list[float]] = {}
    if len(seats) == 2:
        label = {"A": f"{a} (1)", "B": f"{b} (2)"} if a == b else {"A": a, "B": b}
    else:
        label = {p: f"{k} ({p})" for p, k in kinds.items()}
    turns = decisions = unfinished = 0
    t0 = time.perf_counter()
    for k in range(games):
        s = seed + k
        # --swap: the agents move round the seats, one seat a game (two seats: they swap
        # every other game)
        turn = k % len(seats) if swap else 0
        placed = {p: seats[(i + turn) % len(seats)] for i, p in enumerate(seats)}
        agents = {seat: _make(kinds[who], s * len(seats) + i, budget)
                  for i, (seat, who) in enumerate(placed.items())}
        clock: dict[str, list[float]] = {}
        g = play_game(engine, s, agents, setup=setup, clock=clock)
        for seat, ts in clock.items():
            times.setdefault(label[placed[seat]], []).extend(ts)
        if g.winner is None:
            unfinished += 1
        # a 2v2 team wins together (489.6.a): each teammate is credited
        for w in teams.you_and_allies(g.state, g.winner) if g.winner is not None else ():
            wins[label[placed[w]]] = wins.get(label[placed[w]], 0) + 1
            seat_wins[w] = seat_wins.get(w, 0) + 1
        turns += g.state.turn_number
        decisions += len(g.record.lines)
    dt = time.perf_counter() - t0
    print(f"{games} {what}, {' vs '.join(label[p] for p in seats)}"
          + ((" (seats swapped every other game)" if len(seats) == 2 else
              " (the agents move one seat on each game)") if swap else "")
          + (", decks " + " vs ".join(f"{deck_names[i]} ({p})" for i, p in enumerate(seats))
             if deck_names else ", fixed decks") + f", seeds {seed}..{seed + games - 1}")
    print("wins: " + ", ".join(f"{n} {wins.get(n, 0)} ({100 * wins.get(n, 0) / games:.0f}%)"
                               for n in (label[p] for p in seats))
          + (f", unfinished {unfinished}" if unfinished else ""))
    if swap:
        print("by seat: " + ", ".join(f"{p} {seat_wins.get(p, 0)}" for p in seats))
    for n in (label[p] for p in seats):
        ts = times.get(n) or [0.0]
        print(f"{n}: {1000 * sum(ts) / len(ts):.2f} ms per decision, "
              f"max {1000 * max(ts):.0f} ms ({len(ts)} decisions)")
    print(f"mean turns {turns / games:.1f}, mean decisions {decisions / games:.1f}")
    print(f"{games / dt:.1f} {what}/s, {decisions / dt:.0f} decisions/s ({dt:.2f} s)")
    decks = deck_names or ["fixed deck A", "fixed deck B"]
    print("seat wins: " + ", ".join(f"{p} ({decks[k]}) {seat_wins.get(p, 0)}"
                                    for k, p in enumerate(seats))
          + (f", unfinished {unfinished}" if unfinished else ""))
    if mode == "2v2":                                   # 489.2: A and C against B and D
        print("team wins: " + ", ".join(f"{t} {seat_wins.get(t[0], 0)}"
                                        for t in ("A and C", "B and D"))
              + (f", unfinished {unfinished}" if unfinished else ""))
    return 0
