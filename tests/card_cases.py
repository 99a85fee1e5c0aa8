"""What the card test files share: a position in the shapes of spec/SCENARIO.md built from
a few words, a case played through the scenario runner, and the cases' cards.

A case is (card, A, B, battlefields, script, expect): A and B are the players' zones (A's
may carry `turn:`), battlefields default to Bandle Tree and Back-Alley Bar, the script is
notation lines and `expect` the scenario expectations checked after it.
"""

from __future__ import annotations

import importlib

from riftbound_tui.scenario import _play_line, check, start

BFS = [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]
PP = ["A: pass", "B: pass"]          # both pass: the top chain item resolves
HOLD = {"player": "A", "number": 4, "phase": "beginning"}   # A holds what A controls (469.2)
BTURN = {"player": "B", "number": 4, "phase": "main"}       # B's main phase: A reacts


def R(dom: str, n: int = 12) -> list[str]:
    """N runes of one domain."""
    return [f"{dom.capitalize()} Rune"] * n


def bf(controller=None, a=(), b=(), card="Bandle Tree") -> dict:
    """A battlefield with A's and B's units there."""
    units = {}
    if a:
        units["A"] = list(a)
    if b:
        units["B"] = list(b)
    out = {"card": card, "units": units}
    if controller:
        out["controller"] = controller
    return out


def position(a: dict, b: dict | None = None, bfs=None, b_deck=("Mountain Drake",)) -> dict:
    """A scenario's setup: A's zones (and `turn:`), B's zones, the battlefields.  B has a
    card to draw unless B's zones say otherwise."""
    a = dict(a)
    turn = a.pop("turn", None)
    sc = {"name": "case",
          "players": {"A": {"deck": [], **a}, "B": {"deck": list(b_deck), **(b or {})}},
          "battlefields": bfs or BFS}
    if turn:
        sc["turn"] = turn
    return sc


def run_case(a, b, bfs, script, expect, b_deck=("Mountain Drake",)):
    """Play `script` from the position and check each expectation; the game, to look on."""
    game = start(position(a, b, bfs, b_deck))
    for n, line in enumerate(script, 1):
        _play_line(game, line, n)
    for exp in expect:
        msg = check(game, exp)
        assert msg is None, f"{exp}: {msg}\n" + "\n".join(game.log[-40:])
    return game


def case_cards(*modules: str) -> set[str]:
    """The cards the CASES of these test modules play (a set's cards are tested with their
    mechanic's own file too: Ambush, Repeat, XP, tokens)."""
    out: set[str] = set()
    for name in modules:
        out |= {c[0] for c in importlib.import_module(name).CASES}
    return out
