"""The random agent: any legal answer, seeded (fuzzing, benchmarks)."""

from __future__ import annotations

import random


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0, end_bias: float = 0.0):
        self.rng = random.Random(seed)
        self.end_bias = end_bias   # chance to pass/end at once, so games move along

    def decide(self, legal: list[str]) -> str:
        if self.end_bias and self.rng.random() < self.end_bias:
            for line in legal:
                if line.endswith(": end") or line.endswith(": pass"):
                    return line
        return self.rng.choice(legal)

    def decide_action(self, actions: list):
        """`decide` on action objects (Game.legal_actions): the same choice, seeded
        alike, without reading text."""
        if self.end_bias and self.rng.random() < self.end_bias:
            for a in actions:
                if a.line.verb in ("end", "pass"):
                    return a
        return self.rng.choice(actions)
