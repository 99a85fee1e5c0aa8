"""The heuristic agent: greedy one-ply on a board evaluation.

For each legal line (at most `max_lines`, the rest sampled away; pass and end
always kept) the agent acts it on a copy of one determinized world (determinize.py:
the agent never reads hidden cards) and lets the game *settle*: the agent's own
follow-up choices (targets, destinations) are taken greedily, every later open
turn of the agent is ended, everyone passes on the Chain and in showdowns, the
opponent's other choices are random, until the opponent's next open main phase
(or a winner).  So every line is judged at the same horizon: "do this, then end
the turn", which lets pass and end compete fairly with every other line.  The
settled position is scored by `evaluate`; ties are broken by a seeded RNG.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..engine import layers
from ..engine.errors import IllegalAction
from ..engine.game import default_engine
from ..engine.state import GameState
from .determinize import Knowledge, World

WIN = 100_000.0


@lazy_dataclass(frozen=True)
class Weights:
    """Evaluation weights (points dominate; a battlefield held scores next turn)."""
    point: float = 100.0
    battlefield: float = 30.0
    might_bf: float = 4.0          # per might of a unit at a battlefield
    might_base: float = 3.0        # per might of a unit at base
    unit: float = 4.0
    gear: float = 3.0
    hand: float = 6.0
    rune: float = 4.0
    xp: float = 1.0
    threat: float = 150.0          # points + battlefields held reach the victory score
    empty_deck: float = 25.0
    # Reach: a battlefield a player does not control that their units at base could
    # take on their coming move (their might there beats the might defending it): what
    # that is worth (a conquer point and the battlefield), scaled by who moves next.
    reach: float = 0.0
    reach_now: float = 0.6         # share for the player whose turn it is (moves first)
    reach_next: float = 0.3        # share for the other player (the defender moves first)
    reach_soft: float = 0.0        # > 0: a logistic of the might margin (this many might a step)


DEFAULT = Weights()
# The search agent's evaluation: Reach on (a soft margin), and no premium for might at a
# battlefield over might at base, so units kept at base to strike next turn are worth
# as much as units stacked where they defend no more than needed.
SEARCH = Weights(reach=130.0, reach_soft=2.0, might_bf=3.0)


def evaluate(st: GameState, me: str, db, w: Weights = DEFAULT) -> float:
    """How good `st` is for `me` (positive: better than the opponent); WIN on a win."""
    if st.winner is not None:
        return WIN if st.winner == me else -WIN
    controlled: dict[str, int] = {p: 0 for p in st.order}
    for b in st.bfs:
        if b.controller in controlled:
            controlled[b.controller] += 1
    score = 0.0
    for p in st.order:
        sign = 1.0 if p == me or (st.teams and st.teams[p] == st.teams[me]) else -1.0
        pl = st.players[p]
        z = pl.zones
        s = w.point * pl.points + w.battlefield * controlled[p]
        s += w.hand * len(z["hand"]) + w.rune * len(z["runes"]) + w.xp * pl.xp
        s += w.hand * 0.5 * len(z["facedown"])
        if not z["deck"]:
            s -= w.empty_deck
        # 'threat': holding enough battlefields to reach the victory score next turn
        if pl.points + controlled[p] >= st.victory_score:
            s += w.threat
        score += sign * s
    mobile = dict.fromkeys(st.order, 0)      # might at base, able to move next
    held = [dict.fromkeys(st.order, 0) for _ in st.bfs]
    for oid, o in st.objs.items():
        if o.zone not in ("base", "battlefield"):
            continue
        card = db.get(o.card)
        sign = 1.0 if o.controller == me or (
            st.teams and st.teams.get(o.controller) == st.teams[me]) else -1.0
        if card.type == "unit":
            m = max(0, layers.might(db, st, oid))
            per = w.might_bf if o.zone == "battlefield" else w.might_base
            score += sign * (w.unit + per * m)
            if o.controller in mobile:
                if o.zone == "base":
                    if o.controller != st.turn_player or not (o.exhausted or o.stunned):
                        mobile[o.controller] += m
                elif o.bf is not None and o.bf < len(held):
                    held[o.bf][o.controller] += m
        elif card.type == "gear":
            score += sign * w.gear
    if w.reach:
        score += _reach(st, me, w, mobile, held)
    return score


def _reach(st: GameState, me: str, w: Weights, mobile: dict, held: list[dict]) -> float:
    """The Reach term (Weights): battlefields each player's base units could conquer
    on their coming move (rules 469.1 conquer, and the defender's hold it takes)."""
    score = 0.0
    for p in st.order:
        if mobile[p] <= 0:
            continue
        share = w.reach_now if p == st.turn_player else w.reach_next
        sign = 1.0 if p == me or (st.teams and st.teams[p] == st.teams[me]) else -1.0
        for i, b in enumerate(st.bfs):
            if b.controller == p:
                continue
            defence = sum(m for q, m in held[i].items() if q != p)
            if w.reach_soft > 0:
                x = (mobile[p] - defence - 0.5) / w.reach_soft
                score += sign * share * w.reach / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
            elif mobile[p] > defence:
                score += sign * share * w.reach
    return score


def is_open_main(st: GameState) -> bool:
    """The turn player's main phase with nothing going on: play, move, or end."""
    d = st.pending
    return (d is not None and d.kind == "priority" and d.player == st.turn_player
            and st.phase == "main" and not st.chain and st.showdown is None
            and st.combat is None)


def pass_line(legal: Sequence[str]) -> str | None:
    for line in legal:
        if line.endswith(": pass"):
            return line
    return None


def end_line(legal: Sequence[str]) -> str | None:
    for line in legal:
        if line.endswith(": end"):
            return line
    return None


def quick_answer(decision: Any, legal: Sequence[str], db, view: GameState | None) -> str | None:
    """Decisions the evaluation cannot tell apart: going first, and the mulligan."""
    if len(legal) == 1:
        return legal[0]
    kind = getattr(decision, "kind", None)
    if kind == "first_second":
        return next((ln for ln in legal if ln.endswith(": first")), legal[0])
    if kind == "mulligan" and view is not None:
        # Set aside the costliest cards (energy 5 or more), at most 2 (117).
        p = decision.player
        hand = [view.objs[o].card for o in view.players[p].zones["hand"]]
        heavy = sorted((c for c in hand if c in db and db.get(c).cost.energy >= 5),
                       key=lambda c: -db.get(c).cost.energy)[:2]
        if heavy:
            want = f"{p}: mulligan " + ", ".join(heavy)
            if want in legal:
                return want
        return next((ln for ln in legal if ln.endswith(": keep")), legal[0])
    return None


def guarded(agent: Any, decide, view: Any, decision: Any, legal: list[str]) -> str:
    """Run `decide`; should the look-ahead itself fail (a bug, never the player's
    fault), answer pass/end or a random legal line, and keep the error in
    `agent.failures` (tests assert it stays empty) rather than stop the table."""
    try:
        return decide(view, decision, legal)
    except Exception as e:  # noqa: BLE001 - a machine seat must always answer
        agent.failures.append(f"{type(e).__name__}: {e}")
        return next((ln for ln in legal if ln.endswith((": pass", ": end"))), None) \
            or agent.rng.choice(legal)


def capped(legal: Sequence[str], cap: int, rng: random.Random) -> list[str]:
    """At most `cap` of the lines to look at: pass and end always, the rest sampled."""
    lines = list(legal)
    if len(lines) <= cap:
        return lines
    keep = [ln for ln in lines if ln.endswith((": pass", ": end"))]
    rest = [ln for ln in lines if ln not in keep]
    return keep + rng.sample(rest, max(0, cap - len(keep)))


def best_after(w: World, lines: Sequence[str], value, rng: random.Random
               ) -> tuple[str, float]:
    """The line whose resulting world `value` rates highest, and that rating; a line the
    world refuses is skipped; ties are broken by the seeded `rng`."""
    best_line, best_v = lines[0], -float("inf")
    for line in lines:
        c = w.clone()
        try:
            c.act_in_place(line)
        except IllegalAction:
            continue
        v = value(c) + rng.random() * 1e-3
        if v > best_v:
            best_line, best_v = line, v
    return best_line, best_v


class OutOfTime(Exception):
    """A look-ahead passed its deadline (a search answers within its budget)."""


class Settler:
    """Plays a world forward to the horizon with the default policy (module text).
    With a `deadline` (a time.perf_counter() value) it raises OutOfTime once past it."""

    def __init__(self, me: str, db, rng: random.Random, nested: int = 1,
                 max_options: int = 12, max_steps: int = 300, weights: Weights = DEFAULT,
                 deadline: float = float("inf")):
        self.me = me
        self.weights = weights
        self.db = db
        self.rng = rng
        self.nested = nested
        self.max_options = max_options
        self.max_steps = max_steps
        self.nodes = 0
        self.deadline = deadline

    def value(self, w: World, depth: int = 0) -> float:
        """Settle `w` in place and score it for `me`."""
        me = self.me
        timed = self.deadline != float("inf")
        for _ in range(self.max_steps):
            if timed and time.perf_counter() > self.deadline:
                raise OutOfTime
            st = w.state
            if st.winner is not None:
                break
            d = st.pending
            if is_open_main(st):
                if d.player != me:
                    break                                   # the horizon
                line = f"{me}: end"
            elif d.kind in ("priority", "focus"):
                line = f"{d.player}: pass"
            elif d.player == me and depth < self.nested:
                return self.best(w, w.legal(), depth + 1)[1]
            else:
                legal = w.legal()
                if d.kind == "mulligan":
                    line = next((ln for ln in legal if ln.endswith(": keep")), legal[0])
                else:
                    line = self.rng.choice(legal)
            self.nodes += 1
            try:
                w.act_in_place(line)
            except IllegalAction:
                break                       # never seen; the state may be half-changed
        return evaluate(w.state, me, self.db, self.weights)

    def best(self, w: World, legal: Sequence[str], depth: int = 0,
             cap: int | None = None) -> tuple[str, float]:
        """The line with the best settled value (ties: random) and that value."""
        def rate(c: World) -> float:
            self.nodes += 1
            return self.value(c, depth)
        return best_after(w, capped(legal, cap or self.max_options, self.rng), rate, self.rng)


class LookaheadAgent:
    """What the agents that look ahead in determinized worlds share: the public deck
    lists (`knowledge`), a seeded RNG, the guard that always answers, and the answers
    that need no look-ahead.  Subclasses write `_decide`."""

    name = "lookahead"

    def __init__(self, seed: int = 0, engine=None, knowledge: Knowledge | None = None):
        self.rng = random.Random(seed)
        self.engine = engine
        self.knowledge = knowledge
        self.failures: list[str] = []      # look-ahead errors (guarded)

    def know_setup(self, setup: dict | None) -> None:
        """Learn the public deck lists from a duel setup (never its seed or order)."""
        self.knowledge = Knowledge.from_setup(setup)

    def decide(self, view: Any, decision: Any, legal: Sequence[str]) -> str:
        return guarded(self, self._decide, view, decision, list(legal))

    def _decide(self, view: Any, decision: Any, legal: list[str]) -> str:
        raise NotImplementedError

    def without_lookahead(self, eng, view: Any, decision: Any, legal: list[str]) -> str | None:
        """The answer when none needs looking ahead (or there is no view to look in)."""
        quick = quick_answer(decision, legal, eng.db, view)
        if quick is None and view is None:
            return self.rng.choice(legal)
        return quick


class HeuristicAgent(LookaheadAgent):
    """Greedy one-ply agent (module text).  `knowledge`: both deck lists, if known."""

    name = "heuristic"

    def __init__(self, seed: int = 0, engine=None, knowledge: Knowledge | None = None,
                 max_lines: int = 40, nested: int = 1, weights: Weights = DEFAULT):
        super().__init__(seed, engine, knowledge)
        self.max_lines = max_lines
        self.nested = nested
        self.weights = weights

    def _decide(self, view: Any, decision: Any, legal: list[str]) -> str:
        eng = self.engine or default_engine()
        quick = self.without_lookahead(eng, view, decision, legal)
        if quick is not None:
            return quick
        me = decision.player
        world = World.from_view(view, eng, self.rng, self.knowledge)
        settler = Settler(me, eng.db, self.rng, nested=self.nested, weights=self.weights)
        line, _ = settler.best(world, legal, cap=self.max_lines)
        return line
