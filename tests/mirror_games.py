"""Mirror matches and decks with repeated battlefield names, checked decision by
decision (issue 7: two battlefields with one name locked the game).

Shared by tests/test_fuzz_mirror.py (small, in the suite) and
benchmarks/fuzz_mirror.py (bigger, prints figures).  Not a test module itself.

A game is checked after every decision:
- it never locks: while no one has won there is a listed line, and the one the
  agent picks is accepted;
- every listed line is accepted by `is_legal` (on the decisions sampled);
- every object is in exactly one zone, and cards are conserved
  (`check_state` / `card_counts` of test_fuzz_invariants).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from test_fuzz_invariants import END_BIAS, card_counts, check_state

from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.decks import deck_problems, load_precons, parse_deck_text
from riftbound_tui.decks.fixed import CALM_MIND, FURY_ORDER
from riftbound_tui.engine.game import Engine, Game

REPO = Path(__file__).resolve().parent.parent


def shipped_decks(db) -> dict[str, dict]:
    """Every deck the project can play today, as per-player setups: the fixed test
    decks, the playable precons, and deck files under cards/decks/ when present."""
    decks = {"Fury/Order (test)": dict(FURY_ORDER), "Calm/Mind (test)": dict(CALM_MIND)}
    for d in load_precons(db=db):
        if not deck_problems(d, db, "precon"):
            decks[d.name] = d.to_setup()
    for path in sorted((REPO / "cards" / "decks").glob("*.txt")):
        try:
            d = parse_deck_text(path.read_text(encoding="utf-8"), db)
        except Exception:           # a deck file another engineer is still writing
            continue
        if not deck_problems(d, db, "precon"):
            decks[f"{path.stem} (cards/decks)"] = d.to_setup()
    return decks


def battlefield_names(db) -> list[str]:
    return sorted(c.name for c in db.all() if c.type == "battlefield" and c.implemented)


def mirror_setup(deck: dict) -> dict:
    return {"kind": "duel", "victory_score": 8,
            "players": {"A": dict(deck), "B": dict(deck)}}


def repeated_battlefield_setup(decks: dict[str, dict], bfs: list[str], rnd: random.Random,
                               sizes=(1, 1, 3)) -> tuple[str, dict]:
    """Two random decks that bring the same battlefield (or the same few: each player
    then picks one at random, 485.5, so their names may or may not repeat)."""
    a, b = rnd.choice(sorted(decks)), rnd.choice(sorted(decks))
    shared = rnd.sample(bfs, k=min(len(bfs), rnd.choice(sizes)))
    pa, pb = dict(decks[a]), dict(decks[b])
    pa["battlefields"] = list(shared)
    pb["battlefields"] = list(shared)
    return (f"{a} vs {b} on {'/'.join(shared)}",
            {"kind": "duel", "victory_score": 8, "players": {"A": pa, "B": pb}})


@dataclass
class Figures:
    games: int = 0
    finished: int = 0
    decisions: int = 0
    shared_battlefield_games: int = 0
    locks: list[str] = field(default_factory=list)
    rejected_listed: list[str] = field(default_factory=list)
    broken_invariants: list[str] = field(default_factory=list)
    checks: list[str] = field(default_factory=list)     # what `each` found

    def add(self, other: "Figures") -> None:
        for k in ("games", "finished", "decisions", "shared_battlefield_games"):
            setattr(self, k, getattr(self, k) + getattr(other, k))
        self.locks += other.locks
        self.rejected_listed += other.rejected_listed
        self.broken_invariants += other.broken_invariants
        self.checks += other.checks


def play_checked(engine: Engine, setup: dict, seed: int, label: str = "",
                 max_decisions: int = 3000, listed_every: int = 1,
                 counts=card_counts, games: list | None = None, each=None) -> Figures:
    """One random game; `listed_every`: check every listed line on every N-th decision;
    `counts`: what is conserved (a match's battlefields come and go, 486.5); `games`, if
    given, receives the finished Game; `each(game, line)`, if given, the problems after
    each line played (tests/game_checks.py)."""
    fig = Figures(games=1)
    g = Game.from_setup(setup, seed, engine)
    names = [b.name for b in g.state.bfs]
    if any(":" in n for n in names):
        fig.shared_battlefield_games = 1
    agent = RandomAgent(seed, end_bias=END_BIAS)
    start = counts(g.state)
    where = f"{label} seed {seed}"
    n = 0
    while g.winner is None and n < max_decisions:
        legal = g.legal()
        if not legal:
            fig.locks.append(f"{where} decision {n}: nothing listed for {g.pending}")
            return fig
        if len(set(legal)) != len(legal):             # each answer is listed once
            fig.rejected_listed.append(f"{where} decision {n}: a line listed twice")
        if listed_every and n % listed_every == 0:
            for line in legal:
                why = g.why_illegal(line)
                if why is not None:
                    fig.rejected_listed.append(f"{where} decision {n}: {line!r}: {why}")
        accepted = [line for line in legal if g.is_legal(line)] \
            if fig.rejected_listed else legal
        if not accepted:
            fig.locks.append(f"{where} decision {n}: every listed line is rejected")
            return fig
        line = agent.decide(accepted)
        g.act(line)
        n += 1
        fig.decisions += 1
        if each is not None:
            fig.checks += [f"{where} {p}" for p in each(g, line)]
        bad = check_state(g.state)
        if counts(g.state) != start:
            bad.append("cards not conserved")
        if bad:
            fig.broken_invariants.append(f"{where} decision {n}: {bad[:3]}")
            return fig
    fig.finished = int(g.winner is not None)
    if games is not None:
        games.append(g)
    return fig


# The seven precons issue 8 asks to be fully playable, as the boxes ship them.
# all thirteen preconstructed decks (issue 26): those not playable yet are reported with why
TARGET_PRECONS = ("annie", "garen", "lux", "master-yi", "jinx", "viktor", "lee-sin", "fiora",
                  "rumble", "vi", "vex", "shen", "zed")


def target_precons(db) -> tuple[dict[str, dict], dict[str, str]]:
    """The target precons from cards/decks: ({key: setup} of the playable ones,
    {key: why} of the others)."""
    from riftbound_tui.decks.shipped import shipped_decks as shipped
    by_key = {d.key: d for d in shipped(db)}
    playable, not_yet = {}, {}
    for key in TARGET_PRECONS:
        d = by_key.get(key)
        if d is None:
            not_yet[key] = "not shipped in cards/decks"
        elif d.playable:
            playable[key] = d.deck.to_setup()
        else:
            not_yet[key] = d.reason
    return playable, not_yet


def duel_setup(a: dict, b: dict) -> dict:
    return {"kind": "duel", "victory_score": 8, "players": {"A": dict(a), "B": dict(b)}}
