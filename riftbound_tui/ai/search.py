"""The search agent: determinized flat Monte Carlo with UCB1 over the root's lines.

1. Rank the legal lines with the heuristic's one-ply look (heuristic.py) and keep
   the best `width` (pass and end always kept): these are the arms.
2. Until the time budget (default 0.5 s) is spent: pick an arm by UCB1, build a
   fresh determinized world from the view (determinize.py: hidden cards sampled
   from the unseen part of the deck lists, never read from the true game), act the
   arm's line, and roll the world out to the horizon — the agent's next open main
   phase after the opponent has had a turn — or `depth` decisions, whichever is
   first.  Score the end with the heuristic's evaluation, squashed to 0..1.
3. Answer the arm with the best mean (ties: more visits).

`samples=N` replaces the clock by a fixed number of samples (reproducible answers).

Rollouts are `heuristic` (each decision greedy one-ply for whoever decides, with
an `epsilon` chance of a random line, so the opponent answers the move) or `random`
(a random agent that ends its turn early, for many cheap samples).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from ..engine.errors import IllegalAction
from ..engine.game import default_engine
from .determinize import Knowledge, World
from .heuristic import WIN, Settler, evaluate, guarded, is_open_main, quick_answer

SCALE = 150.0          # evaluation units per logistic step


def squash(v: float) -> float:
    if v >= WIN:
        return 1.0
    if v <= -WIN:
        return 0.0
    return 1.0 / (1.0 + math.exp(-v / SCALE))


class SearchAgent:
    name = "search"

    def __init__(self, seed: int = 0, engine=None, knowledge: Knowledge | None = None,
                 budget: float = 0.5, rollout: str = "heuristic", depth: int = 60,
                 width: int = 6, epsilon: float = 0.1, c: float = 0.4,
                 rollout_lines: int = 10, samples: int | None = None,
                 max_lines: int = 40):
        if rollout not in ("heuristic", "random"):
            raise ValueError("rollout is 'heuristic' or 'random'")
        self.rng = random.Random(seed)
        self.engine = engine
        self.knowledge = knowledge
        self.budget = budget
        self.rollout = rollout
        self.depth = depth
        self.width = width
        self.epsilon = epsilon
        self.c = c
        self.rollout_lines = rollout_lines
        self.samples = samples         # a fixed number of samples instead of the clock
        self.max_lines = max_lines     # root lines ranked at most (the rest sampled away)
        self.last_samples = 0          # samples of the last decision (benchmarks)
        self.failures: list[str] = []  # look-ahead errors (heuristic.guarded)

    def know_setup(self, setup: dict | None) -> None:
        """Learn the public deck lists from a duel setup (never its seed or order)."""
        self.knowledge = Knowledge.from_setup(setup)

    # -- the decision ------------------------------------------------------------------
    def decide(self, view: Any, decision: Any, legal: Sequence[str]) -> str:
        return guarded(self, self._decide, view, decision, list(legal))

    def _decide(self, view: Any, decision: Any, legal: list[str]) -> str:
        eng = self.engine or default_engine()
        self.last_samples = 0
        quick = quick_answer(decision, legal, eng.db, view)
        if quick is not None or view is None:
            return quick if quick is not None else self.rng.choice(legal)
        deadline = float("inf") if self.samples else time.perf_counter() + self.budget
        me = decision.player
        arms = self.candidates(view, eng, me, legal)
        if len(arms) == 1:
            return arms[0]
        n = [0] * len(arms)
        total = [0.0] * len(arms)
        t = 0
        while (t < self.samples) if self.samples else (time.perf_counter() < deadline):
            if t < len(arms):
                k = t
            else:
                logt = math.log(t)
                k = max(range(len(arms)), key=lambda i: total[i] / n[i]
                        + self.c * math.sqrt(logt / n[i]) if n[i] else float("inf"))
            total[k] += self.sample(view, eng, me, arms[k], deadline)
            n[k] += 1
            t += 1
        self.last_samples = t
        best = max(range(len(arms)),
                   key=lambda i: ((total[i] / n[i]) if n[i] else -1.0, n[i], -i))
        return arms[best]

    def candidates(self, view, eng, me: str, legal: list[str]) -> list[str]:
        """The root's arms: the `width` best lines by the one-ply look, pass/end kept."""
        if len(legal) <= self.width:
            return legal
        world = World.from_view(view, eng, self.rng, self.knowledge)
        settler = Settler(me, eng.db, self.rng)
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
            except IllegalAction:
                continue
            scored.append((settler.value(c) + self.rng.random() * 1e-3, line))
        scored.sort(reverse=True)
        arms = [ln for _, ln in scored[:self.width]]
        for ln in legal:
            if (ln.endswith((": pass", ": end"))) and ln not in arms:
                arms.append(ln)
        return arms or legal[:1]

    # -- one sample ----------------------------------------------------------------------
    def sample(self, view, eng, me: str, line: str, deadline: float = float("inf")) -> float:
        """One rollout of `line` in a fresh determinization, scored 0..1 for `me`.
        Past the deadline the rollout stops where it is and is scored there."""
        w = World.from_view(view, eng, self.rng, self.knowledge)
        start_turn = w.state.turn_number
        try:
            w.act_in_place(line)
        except IllegalAction:
            return 0.0
        for _ in range(self.depth):
            st = w.state
            if st.winner is not None:
                break
            if is_open_main(st) and st.turn_player == me and st.turn_number > start_turn:
                break                                           # the horizon
            if time.perf_counter() > deadline:
                break
            nxt = self.policy(w)
            try:
                w.act_in_place(nxt)
            except IllegalAction:
                break
        return squash(evaluate(w.state, me, eng.db))

    def policy(self, w: World) -> str:
        d = w.pending
        legal = w.legal()
        if len(legal) == 1:
            return legal[0]
        if d.kind == "mulligan":
            return next((ln for ln in legal if ln.endswith(": keep")), legal[0])
        if self.rollout == "random":
            if self.rng.random() < 0.3:
                for ln in legal:
                    if ln.endswith((": end", ": pass")):
                        return ln
            return self.rng.choice(legal)
        if self.rng.random() < self.epsilon:
            return self.rng.choice(legal)
        settler = Settler(d.player, w.engine.db, self.rng)
        return settler.best(w, legal, cap=self.rollout_lines)[0]
