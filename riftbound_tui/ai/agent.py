"""The Agent protocol: what a machine seat must offer.

    agent.decide(view, decision, legal) -> line

`view` is `game.view(player)`: a GameState copy with what that player may not know
hidden. `decision` is the pending Decision. `legal` lists the legal answers in the
notation; the agent returns one of them (or any line the engine accepts).
Agents are called off the UI thread, so `decide` may take its time (a search agent
uses a time budget) but must not touch the game itself.

New agents register a factory in AGENTS; the TUI and `riftbound sim` seat them by name.

An agent may also offer `know_setup(setup)`: the table calls it once with the duel
setup so the agent learns both deck lists, which are public (the new-game screen
prints them); it must use nothing else of the setup. Without it, the heuristic and
search agents guess the lists from the cards seen (determinize.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Agent(Protocol):
    name: str

    def decide(self, view: Any, decision: Any, legal: Sequence[str]) -> str:
        ...


class ListAgent:
    """Adapts an agent whose `decide` takes only the legal lines (RandomAgent)."""

    def __init__(self, inner: Any):
        self.inner = inner
        self.name = getattr(inner, "name", type(inner).__name__)

    def decide(self, view: Any, decision: Any, legal: Sequence[str]) -> str:
        return self.inner.decide(list(legal))


def _random(seed: int) -> Agent:
    from .random_agent import RandomAgent
    return ListAgent(RandomAgent(seed, end_bias=0.25))


def _heuristic(seed: int) -> Agent:
    from .heuristic import HeuristicAgent
    return HeuristicAgent(seed)


def _search(seed: int) -> Agent:
    from .search import SearchAgent
    return SearchAgent(seed)


AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": _random, "heuristic": _heuristic, "search": _search}


# Think-time choices offered at the table (seconds per decision for agents that search).
THINK_TIMES = (0.2, 1.0, 3.0)
DEFAULT_THINK = 1.0


def make_agent(kind: str, seed: int = 0, think: float | None = None) -> Agent:
    """A new agent by name.  `think`: seconds per decision for an agent with a time
    budget (the search agent); others ignore it."""
    try:
        agent = AGENTS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown agent '{kind}' (known: {', '.join(sorted(AGENTS))})") \
            from None
    if think is not None and hasattr(agent, "budget"):
        agent.budget = think_time(think)
    return agent


def think_time(value) -> float:
    """A think time read from outside (a save, a setting): a number of seconds,
    clamped to 0.05..30 so no input makes a machine seat hang; bad input: the default."""
    try:
        t = float(value)
    except OverflowError:            # an int past a float's range (10**400): the bound
        return 30.0 if value > 0 else 0.05
    except (TypeError, ValueError):
        return DEFAULT_THINK
    if t != t:                       # NaN
        return DEFAULT_THINK
    return min(30.0, max(0.05, t))
