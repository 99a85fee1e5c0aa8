"""Timing helpers shared by the benchmark scripts (run from this folder's parent:
`python benchmarks/NAME.py`, which puts this folder on sys.path)."""

from __future__ import annotations

import statistics
import time


def ms(fn, repeat: int) -> float:
    """The median wall time of `repeat` calls of fn(), in milliseconds."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)
