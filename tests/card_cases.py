"""What the card test files share: a position in the shapes of spec/SCENARIO.md built from
a few words, a case played through the scenario runner, and the cases' cards.

A case is (card, A, B, battlefields, script, expect): A and B are the players' zones (A's
may carry `turn:`), battlefields default to Bandle Tree and Back-Alley Bar, the script is
notation lines and `expect` the scenario expectations checked after it.
"""

from __future__ import annotations

import importlib

from riftbound_tui.cards.db import CardDB, load_card_db
from riftbound_tui.cards.loader import parse_cards
from riftbound_tui.engine import layers
from riftbound_tui.scenario import _obj, _play_line, check, start

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


def new_game(a: dict, b: dict | None = None, bfs=None):
    """The game at the position, before any line is played."""
    return start(position(a, b, bfs))


def run_case(a, b, bfs, script, expect, b_deck=("Mountain Drake",)):
    """Play `script` from the position and check each expectation; the game, to look on."""
    return play(start(position(a, b, bfs, b_deck)), script, expect)


def play(game, script, expect=()):
    """Play the lines on, then check each expectation.  Besides the scenario
    expectations, `{lacks: {REF: KEYWORD}}`: it does not have that keyword now."""
    for n, line in enumerate(script, 1):
        _play_line(game, line, n)
    for exp in expect:
        if "lacks" in exp:
            for ref, kw in exp["lacks"].items():
                have = [k.name for k in layers.keywords(game.engine.db, game.state,
                                                         _obj(game, ref))]
                assert kw not in have, f"{ref} has {kw}: {have}"
            continue
        msg = check(game, exp)
        assert msg is None, f"{exp}: {msg}\n" + "\n".join(game.log[-40:])
    return game


def zone_cards(game, player: str, zone: str) -> list[str]:
    """The names of the cards in one of a player's zones, in order."""
    st = game.state
    return [st.objs[i].card for i in st.players[player].zones[zone]]


def loader_errors(text: str) -> list[str]:
    """The loader's messages (`file:line: card: field: what`) for a card file's text,
    indented as written in a test, read as `bad.yaml`."""
    import textwrap

    from riftbound_tui.cards.loader import parse_cards
    _, errors = parse_cards(textwrap.dedent(text).lstrip("\n"), "bad.yaml")
    return [str(e) for e in errors]


def case_cards(*modules: str) -> set[str]:
    """The cards the CASES of these test modules play (a set's cards are tested with their
    mechanic's own file too: Ambush, Repeat, XP, tokens)."""
    out: set[str] = set()
    for name in modules:
        out |= {c[0] for c in importlib.import_module(name).CASES}
    return out


def _sweep_modules():
    """The per-engineer card files (tests/test_cards_<letter><N>*.py, e.g. test_cards_c1.py,
    test_cards_e3.py: one file per set range or construct family, split so no file grows
    past ~600 lines)."""
    from pathlib import Path
    here = Path(__file__).resolve().parent
    paths = sorted(here.glob("test_cards_[a-z][0-9]*.py"))
    return [importlib.import_module(p.stem) for p in paths]


def sweep_case_list() -> list:
    """Every case those files play: their CASES (and CASES_*), STATICS and REPEAT_CASES."""
    out: list = []
    for module in _sweep_modules():
        for name in dir(module):
            if name in ("CASES", "STATICS", "REPEAT_CASES") or name.startswith("CASES_"):
                out += list(getattr(module, name))
    return out


def session_cases() -> set[str]:
    """The cards those files cover: played by a case, or tested apart (TESTED_APART)."""
    out = {c[0] for c in sweep_case_list()}
    for module in _sweep_modules():
        out |= set(getattr(module, "TESTED_APART", ()))
    return out


def engine_with_cards(text: str, filename: str):
    """An engine whose database is the shipped cards plus test cards written in the card
    language (`text`, read as if from `filename`, whose errors fail the test at once)."""
    from riftbound_tui.engine.game import Engine
    extra, errors = parse_cards(text, filename)
    assert not errors, errors
    return Engine(CardDB(list(load_card_db().all()) + list(extra)))
