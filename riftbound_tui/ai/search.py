"""The search agent: determinized flat Monte Carlo over the root's lines.

1. Rank the legal lines with the heuristic's one-ply look (heuristic.py) and keep
   the best `width` (pass and end always kept): these are the arms.
2. Until the time budget (default 0.5 s) is spent, play rounds.  A round draws one
   determinized world (determinize.py: hidden cards sampled from the unseen part of
   the deck lists, never read from the true game) and, for every arm still in the
   race, acts the arm's line in that world and rolls it out to the horizon — the
   agent's next open main phase, after the opponent has had a turn — or `depth`
   decisions, scoring the end with the heuristic's evaluation squashed to 0..1.
   Every arm meets the same hidden cards and the same chances (common random
   numbers), so arms are compared pairwise, not through the noise of the deal.
3. After each round, successive elimination (a UCB-style confidence bound): an
   arm whose mean is below the best mean by more than c / sqrt(rounds) leaves.
4. Answer the surviving arm with the best mean, but keep the one-ply choice unless
   the best beats it by more than `z` standard errors of their paired differences
   (or it was eliminated); with no complete round in the budget, the one-ply choice.

`samples=N` replaces the clock by a fixed number of samples (reproducible answers).

The evaluation is the heuristic's with the search's own weights (heuristic.SEARCH):
Reach on (units at base that outmight a battlefield's defenders threaten to conquer
it on their next move) and no premium for might stacked at a battlefield.  So the
search keeps a striking force at base and defends no more than it must, where the
one-ply heuristic (DEFAULT weights) piles every unit on the battlefield it holds.

Rollouts are `settle` (the default: the heuristic's own look, made in each sampled
world: the agent's follow-up choices greedy, its later turns ended, the opponent
passing or random, to the opponent's next open main phase: many cheap samples that
average the heuristic's judgement over hidden cards and chances), `reply` (settle my
turn, then the opponent's whole turn played by the heuristic's policy, to my next
open main phase: sees the answer to a line, at about 20 times the cost), `greedy`
(every decision of both players the line with the best immediate evaluation,
`epsilon` random), `heuristic` (each decision greedy one-ply with settling for
whoever decides: the strongest policy and the dearest) or `random` (a random agent
that ends its turn early).
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from ..engine.errors import IllegalAction
from ..engine.game import default_engine
from .determinize import Knowledge, World
from .heuristic import (DEFAULT, SEARCH, WIN, LookaheadAgent, OutOfTime, Settler, Weights,
                        best_after, capped, evaluate, is_open_main)

ROLLOUTS = ("reply", "settle", "greedy", "heuristic", "random")
SCALE = 500.0          # evaluation units per logistic step (5 points: 0.73)


def squash(v: float) -> float:
    if v >= WIN:
        return 1.0
    if v <= -WIN:
        return 0.0
    return 1.0 / (1.0 + math.exp(-v / SCALE))


class SearchAgent(LookaheadAgent):
    name = "search"

    def __init__(self, seed: int = 0, engine=None, knowledge: Knowledge | None = None,
                 budget: float = 0.5, rollout: str = "settle", depth: int = 60,
                 width: int = 5, epsilon: float = 0.05, c: float = 0.3,
                 rollout_lines: int = 8, samples: int | None = None,
                 max_lines: int = 40, z: float = 1.0, reply_lines: int = 8,
                 weights: Weights = SEARCH):
        if rollout not in ROLLOUTS:
            raise ValueError(f"rollout is one of {', '.join(ROLLOUTS)}")
        super().__init__(seed, engine, knowledge)
        self.budget = budget
        self.rollout = rollout
        self.depth = depth
        self.width = width
        self.epsilon = epsilon
        self.c = c
        self.rollout_lines = rollout_lines
        self.samples = samples         # a fixed number of samples instead of the clock
        self.max_lines = max_lines     # root lines ranked at most (the rest sampled away)
        self.z = z                     # leave the one-ply choice only when this sure
        self.last_samples = 0          # samples of the last decision (benchmarks)
        self.reply_lines = reply_lines # the opponent's lines looked at per reply decision
        self.weights = weights

    # -- the decision ------------------------------------------------------------------
    def _decide(self, view: Any, decision: Any, legal: list[str]) -> str:
        eng = self.engine or default_engine()
        self.last_samples = 0
        quick = self.without_lookahead(eng, view, decision, legal)
        if quick is not None:
            return quick
        start = time.perf_counter()
        # A margin of the budget is kept for what follows the last check (a rollout step
        # under way, building the answer); the one-ply ranking may use 35% of it.
        deadline = float("inf") if self.samples else start + 0.8 * self.budget
        me = decision.player
        arms = self.candidates(view, eng, me, legal,
                               float("inf") if self.samples else start + 0.35 * self.budget)
        if len(arms) == 1:
            return arms[0]
        alive = list(range(len(arms)))
        vals: list[list[float]] = [[] for _ in arms]
        rounds = done = 0
        while alive and (done < self.samples if self.samples else time.perf_counter() < deadline):
            seed = self.rng.getrandbits(64)      # one hidden world for every arm this round
            got = []
            for k in alive:
                v = self.sample(view, eng, me, arms[k], seed, deadline)
                if v is None:
                    break                        # out of time: the round is not paired
                got.append(v)
            if len(got) < len(alive):
                break
            for k, v in zip(alive, got):
                vals[k].append(v)
            rounds += 1
            done += len(got)
            # successive elimination: drop lines clearly worse than the best so far
            best = max(sum(vals[k]) for k in alive) / rounds
            width = self.c / math.sqrt(rounds)
            alive = [k for k in alive if sum(vals[k]) / rounds >= best - width]
            if len(alive) == 1:
                break
        self.last_samples = done
        if not rounds:
            return arms[0]                       # no paired round: the one-ply choice
        best = max(alive, key=lambda k: (sum(vals[k]), -k))
        if best != 0 and 0 in alive and not self.clearly_better(vals[best], vals[0]):
            best = 0                             # within the noise: keep the one-ply choice
        return arms[best]

    def clearly_better(self, a: list[float], b: list[float]) -> bool:
        """Is `a` better than `b` by more than `z` standard errors of their paired
        differences (the same worlds, round by round)?"""
        d = [x - y for x, y in zip(a, b)]
        n = len(d)
        mean = sum(d) / n
        if n < 2:
            return False
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        return mean > self.z * math.sqrt(var / n)

    def candidates(self, view, eng, me: str, legal: list[str],
                   deadline: float = float("inf")) -> list[str]:
        """The root's arms: the `width` best lines by the one-ply look, pass/end kept.
        Lines not ranked by the deadline are left out (the first legal line stands in
        when none was)."""
        world = World.from_view(view, eng, self.rng, self.knowledge)
        settler = Settler(me, eng.db, self.rng, deadline=deadline, weights=self.weights)
        lines = legal
        if len(lines) > self.max_lines:             # many ways to group a move: sample
            keep = [ln for ln in lines if ln.endswith((": pass", ": end"))]
            rest = [ln for ln in lines if ln not in keep]
            lines = keep + self.rng.sample(rest, self.max_lines - len(keep))
        scored = []
        for line in lines:
            c = world.clone()
            try:
                c.act_in_place(line)
                scored.append((settler.value(c) + self.rng.random() * 1e-3, line))
            except IllegalAction:
                continue
            except OutOfTime:
                break
        scored.sort(reverse=True)
        arms = [ln for _, ln in scored[:self.width]]
        for ln in legal:
            if (ln.endswith((": pass", ": end"))) and ln not in arms:
                arms.append(ln)
        return arms or legal[:1]

    # -- one sample ----------------------------------------------------------------------
    def sample(self, view, eng, me: str, line: str, seed: int,
               deadline: float = float("inf")) -> float | None:
        """One rollout of `line` in the determinization `seed` (hidden cards and the
        rollout's own chances), scored 0..1 for `me`; None if the deadline passed."""
        rng = random.Random(seed)
        w = World.from_view(view, eng, rng, self.knowledge)
        start_turn = w.state.turn_number
        try:
            w.act_in_place(line)
        except IllegalAction:
            return 0.0
        if self.rollout == "settle":
            try:
                return squash(Settler(me, eng.db, rng, deadline=deadline,
                                      weights=self.weights).value(w))
            except OutOfTime:
                return None
        if self.rollout == "reply":
            try:
                return squash(Replier(me, eng.db, rng, deadline, self.reply_lines,
                                      weights=self.weights).value(w))
            except OutOfTime:
                return None
        for _ in range(self.depth):
            st = w.state
            if st.winner is not None:
                break
            if is_open_main(st) and st.turn_player == me and st.turn_number > start_turn:
                break                                           # the horizon
            if time.perf_counter() > deadline:
                return None
            try:
                w.act_in_place(self.policy(w, rng, deadline))
            except IllegalAction:
                break
            except OutOfTime:
                return None
        return squash(evaluate(w.state, me, eng.db, self.weights))

    def policy(self, w: World, rng: random.Random, deadline: float = float("inf")) -> str:
        d = w.pending
        legal = w.legal()
        if len(legal) == 1:
            return legal[0]
        if d.kind == "mulligan":
            return next((ln for ln in legal if ln.endswith(": keep")), legal[0])
        if self.rollout == "random":
            if rng.random() < 0.3:
                for ln in legal:
                    if ln.endswith((": end", ": pass")):
                        return ln
            return rng.choice(legal)
        if rng.random() < self.epsilon:
            return rng.choice(legal)
        if self.rollout == "greedy":
            return self.greedy(w, legal, rng)
        settler = Settler(d.player, w.engine.db, rng, deadline=deadline, weights=self.weights)
        return settler.best(w, legal, cap=self.rollout_lines)[0]

    def greedy(self, w: World, legal: list[str], rng: random.Random) -> str:
        """The line with the best immediate evaluation for whoever decides (at most
        `rollout_lines` of them, pass/end kept; ties: random)."""
        me, db = w.pending.player, w.engine.db
        return best_after(w, capped(legal, self.rollout_lines, rng),
                          lambda c: evaluate(c.state, me, db, self.weights), rng)[0]


class Replier:
    """The 'reply' rollout: the rest of my turn ended (as the heuristic settles), then
    the opponent's whole turn played by the heuristic's own policy (each open-main
    decision the line with the best settled value, at most `lines` of them looked at;
    everyone passes on the Chain and in showdowns; other choices greedy on the
    immediate evaluation), to my next open main phase, after my Hold (the beginning
    phase scores it).  So a line is judged by what the opponent can do about it."""

    def __init__(self, me: str, db, rng: random.Random, deadline: float = float("inf"),
                 lines: int = 8, max_steps: int = 400, weights: Weights = DEFAULT):
        self.me, self.db, self.rng = me, db, rng
        self.weights = weights
        self.deadline = deadline
        self.lines = lines
        self.max_steps = max_steps

    def value(self, w: World) -> float:
        me, db, rng = self.me, self.db, self.rng
        other_seen = w.state.turn_player != me      # the opponent's turn has come
        for _ in range(self.max_steps):
            if time.perf_counter() > self.deadline:
                raise OutOfTime
            st = w.state
            if st.winner is not None:
                break
            d = st.pending
            if is_open_main(st):
                if d.player == me:
                    if other_seen:
                        break                                   # the horizon
                    line = f"{me}: end"
                else:
                    other_seen = True
                    settler = Settler(d.player, db, rng, deadline=self.deadline,
                                      weights=self.weights)
                    line = settler.best(w, w.legal(), cap=self.lines)[0]
            elif d.kind in ("priority", "focus"):
                line = f"{d.player}: pass"
            else:
                legal = w.legal()
                if len(legal) == 1:
                    line = legal[0]
                elif d.kind == "mulligan":
                    line = next((ln for ln in legal if ln.endswith(": keep")), legal[0])
                else:
                    who = d.player
                    line = best_after(w, capped(legal, self.lines, rng),
                                      lambda c, who=who: evaluate(c.state, who, db, self.weights),
                                      rng)[0]
            try:
                w.act_in_place(line)
            except IllegalAction:
                break
        return evaluate(w.state, me, db, self.weights)
