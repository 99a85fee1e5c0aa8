"""Behaviour fingerprint: a hash of every legal list, every choice and every log line of
seeded random games, so a speed change can show it changed nothing a player sees.

    python benchmarks/fingerprint.py [--games 30] [--precon-games 20] [--seed 0]

Plays `--games` fixed-deck duels (through text lines, then again through action objects,
which must give the same digest) and `--precon-games` duels of each playable precon
pairing below (random agents, the engine_speed settings), and prints one sha256 per
group and a last line `fingerprint <hex>` over all of them.  Two trees that print the
same last line listed the same legal answers in the same order, took the same answers
and logged the same lines in every game.  A benchmark aid, not a test: it never fails.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

END_BIAS = 0.25
MAX_DECISIONS = 5000
PAIRS = (("lux", "garen"), ("jinx", "viktor"), ("annie", "master-yi"), ("lee-sin", "jinx"))


def digest_games(setup, seeds, engine, actions: bool = False) -> str:
    """`actions`: play through the action objects (Game.legal_actions, act(Action)), the
    machine clients' road, instead of text lines; the digest must be the same."""
    from riftbound_tui.ai.random_agent import RandomAgent
    from riftbound_tui.engine.game import Game
    h = hashlib.sha256()
    for seed in seeds:
        g = Game.from_setup(setup, seed, engine)
        agent = RandomAgent(seed, end_bias=END_BIAS)
        n = 0
        while g.winner is None and n < MAX_DECISIONS:
            if actions:
                acts = g.legal_actions()
                lines = [a.text for a in acts]
                pick = agent.decide_action(acts)
                text = pick.text
            else:
                lines = g.legal()
                pick = text = agent.decide(lines)
            h.update("\x1e".join(lines).encode())
            h.update(text.encode())
            g.act(pick)
            n += 1
        h.update("\n".join(g.log).encode())
        h.update(f"winner={g.winner} decisions={n}".encode())
    return h.hexdigest()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--precon-games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    from riftbound_tui.decks.fixed import duel_setup
    from riftbound_tui.decks.shipped import duel_from_names
    from riftbound_tui.engine.game import default_engine
    engine = default_engine()
    seeds = range(args.seed, args.seed + args.games)
    parts = [("fixed decks", digest_games(duel_setup(), seeds, engine))]
    by_actions = digest_games(duel_setup(), seeds, engine, actions=True)
    print(f"{'fixed decks, actions':24} {by_actions[:16]}"
          + ("" if by_actions == parts[0][1] else "  DIFFERS from the text road"))
    pseeds = range(args.seed, args.seed + args.precon_games)
    for a, b in PAIRS if args.precon_games else ():
        setup, _ = duel_from_names([a, b])
        parts.append((f"{a} vs {b}", digest_games(setup, pseeds, engine)))
    total = hashlib.sha256()
    for label, hexd in parts:
        print(f"{label:24} {hexd[:16]}")
        total.update(hexd.encode())
    print(f"fingerprint {total.hexdigest()[:32]}")


if __name__ == "__main__":
    main()
