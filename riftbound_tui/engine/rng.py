"""The game's one source of randomness: a seeded SplitMix64 generator.

It lives in the state as a single integer, so copying a game copies its RNG
for free and the same record always replays to the same game, on any Python.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def _next(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) and the new state (rejection sampling, no bias)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (_MASK + 1) - ((_MASK + 1) % n)
    while True:
        state, x = _next(state)
        if x < limit:
            return state, x % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates in place; returns the new state.  Each swap draws as `below(state,
    i + 1)` does, written out here: a game's setup shuffles about a hundred cards (114)."""
    top = _MASK + 1
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        limit = top - top % n
        while True:
            state, x = _next(state)
            if x < limit:
                break
        j = x % n
        items[i], items[j] = items[j], items[i]
    return state
