"""The package fronts (riftbound_tui.cards, riftbound_tui.decks) import their parts when
first asked for, so a start-up served from the card cache never loads the YAML reader or
the deck-code machinery; every advertised name still resolves."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("package", ["riftbound_tui.cards", "riftbound_tui.decks"])
def test_every_advertised_name_resolves(package):
    import importlib
    mod = importlib.import_module(package)
    for name in mod.__all__:
        assert getattr(mod, name) is not None, name
    with pytest.raises(AttributeError):
        mod.no_such_name  # noqa: B018


def test_a_cached_start_up_does_not_load_the_yaml_reader(tmp_path):
    """The table's start-up path (a session on the fixed decks) with a warm card cache."""
    code = (
        "import sys\n"
        "from riftbound_tui.cards import load_card_db\n"
        "from riftbound_tui.decks.fixed import duel_setup\n"
        "from riftbound_tui.tui.session import Session, TableConfig\n"
        "Session(TableConfig(duel_setup(), 1))\n"
        "print(sorted(m for m in sys.modules if m == 'yaml' or m.startswith('yaml.')\n"
        "             or m in ('riftbound_tui.cards.loader', 'riftbound_tui.decks.codes')))\n")
    env = _fresh_env(tmp_path)
    first = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                           text=True, check=True)
    assert "yaml" in first.stdout                  # the first start parses and caches
    second = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                            text=True, check=True)
    assert second.stdout.strip() == "[]", second.stdout


def test_playing_loads_no_module_that_reads_the_reference(tmp_path):
    """../shared is a development aid a user's clone does not have: the modules that read
    it (cards.reference, cards.report, conformance) serve checks and reports only.  A
    table, a deck read from text or a code, and a game played through the sim load none."""
    code = (
        "import sys\n"
        "from riftbound_tui.tui.launch import build_app\n"
        "from riftbound_tui.decks.decklist import card_name\n"
        "from riftbound_tui.decks import shipped, code_names\n"
        "from riftbound_tui import sim\n"
        "from riftbound_tui.decks.fixed import duel_setup\n"
        "from riftbound_tui.tui.session import Session, TableConfig\n"
        "Session(TableConfig(duel_setup(), 1))\n"
        "assert card_name('Jinx - Loose Cannon') == 'Jinx, Loose Cannon'\n"
        "print(sorted(m for m in sys.modules if m in ('riftbound_tui.cards.reference',\n"
        "             'riftbound_tui.cards.report') or m.startswith('riftbound_tui.conformance')))\n")
    got = subprocess.run([sys.executable, "-c", code], env=_fresh_env(tmp_path),
                         capture_output=True, text=True, check=True)
    assert got.stdout.strip() == "[]", got.stdout


def _fresh_env(tmp_path) -> dict:
    """A clean interpreter's environment: its own cache and data folders, this checkout."""
    return {"RIFTBOUND_CACHE_DIR": str(tmp_path / "cache"),
            "RIFTBOUND_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": str(ROOT),
            "PATH": "/usr/bin:/bin"}


# A fresh interpreter's table as `riftbound` starts it: the fixed decks, open hands.
_LAUNCH = "from riftbound_tui.tui.launch import build_app\n"
_TABLE = (
    "from riftbound_tui.decks.fixed import duel_setup\n"
    "from riftbound_tui.tui.session import OPEN, Seat, Session, TableConfig\n"
    "from riftbound_tui.tui.app import RiftboundApp\n"
    "session = Session(TableConfig(duel_setup(), 1, {'A': Seat(), 'B': Seat()}, OPEN))\n"
    "app = RiftboundApp(session=session, machine_delay=0, autosave=False, hint=False)\n")


def _table_start(tmp_path, after_first_frame: str) -> list[str]:
    """What a fresh interpreter prints starting the table (the fixed decks, open hands)
    the way `riftbound` does: whether the collector runs after importing launch, then
    `after_first_frame`'s output."""
    code = (
        "import asyncio, gc, sys\n" + _LAUNCH + "print(gc.isenabled())\n" + _TABLE +
        "async def main():\n"
        "    async with app.run_test(size=(120, 40)) as pilot:\n"
        "        await pilot.pause()\n"
        f"        {after_first_frame}\n"
        "asyncio.run(main())\n")
    env = _fresh_env(tmp_path)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True)
    return out.stdout.split()


@pytest.fixture(scope="module")
def table_start(tmp_path_factory) -> list[str]:
    """One fresh start for the tests below (each reads its own part; a start costs a
    second of CPU): the collector before and at the first frame, then the screen modules
    loaded by then."""
    return _table_start(tmp_path_factory.mktemp("start"),
                        "print(gc.isenabled()); print(*sorted(m for m in sys.modules "
                        "if m.startswith('riftbound_tui.tui.screens.')))")


def _at_first_frame(tmp_path, expressions: dict[str, str]) -> dict[str, str]:
    """What each expression gives at the table's first frame with the board on it, in a
    fresh interpreter (the fixed decks, open hands), started twice: the first start fills
    the card cache, the second is the one asked (a start served from the cache).  All are
    read at the same moment; none changes anything."""
    shown = "{" + ", ".join(f"{k!r}: str({v})" for k, v in expressions.items()) + "}"
    code = (
        "import asyncio, json, sys\n" + _LAUNCH + "from riftbound_tui import lazy_dataclass\n" +
        _TABLE +
        "async def main():\n"
        "    painted = asyncio.get_running_loop().create_future()\n"
        "    shown = app._display\n"
        "    def display(screen, update):\n"
        "        shown(screen, update)\n"
        "        if app.board is not None and not painted.done():\n"
        f"            painted.set_result({shown})\n"
        "    app._display = display\n"
        "    async with app.run_test(size=(120, 40)):\n"
        "        print(json.dumps(await painted))\n"
        "asyncio.run(main())\n")
    env = _fresh_env(tmp_path)
    for _ in range(2):
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, check=True, timeout=120)
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def first_frame(tmp_path_factory) -> dict[str, str]:
    """The four facts the tests below read at a cached start's first frame, from one pair
    of starts (not a pair each)."""
    return _at_first_frame(tmp_path_factory.mktemp("frame"), {
        "footer": "'riftbound_tui.tui.widgets.footer' in sys.modules",
        "log lines": "[m for m in ('riftbound_tui.tui.widgets.log', "
                     "'textual.widgets._rich_log') if m in sys.modules]",
        "twins": "list(lazy_dataclass.written_later)",
        "decoded": "'|'.join(dict(__import__('riftbound_tui.cards.db', "
                   "fromlist=['db']).load_card_db()._by_name))"})


def test_the_first_frame_comes_before_the_footer_module(first_frame):
    """The footer mounts after the board's first frame (screens/game.py), and its module
    (Textual's footer with it) is imported then, not before."""
    assert first_frame["footer"] == "False"


def test_the_first_frame_comes_before_the_log_lines_module(first_frame):
    """The log's lines (a RichLog) mount after the board's first frame (widgets/panels.py
    LogPanel), and their module (Textual's RichLog with it) is imported then."""
    assert first_frame["log lines"] == "[]"


def test_the_table_start_makes_no_twin(first_frame):
    """Every dataclass method the table's start uses, to its first frame, is written with
    its class (lazy_dataclass's `at_once`), not later through a twin, which costs more."""
    assert first_frame["twins"] == "[]"


def test_the_table_start_decodes_only_the_cards_of_its_game(first_frame):
    """A start served from the card cache decodes a card when the game first asks for it
    (cards/dbcache.py): by the first frame, cards of the two decks (main decks, runes,
    legends, battlefields) and none of the rest of the pool."""
    from riftbound_tui.cards.db import load_card_db
    from riftbound_tui.decks.fixed import duel_setup
    in_decks = {name for deck in duel_setup()["players"].values()
                for name in [deck["legend"], *deck["main"], *deck["runes"],
                             *deck["battlefields"]]}
    got = set(first_frame["decoded"].split("|"))
    assert got and got <= in_decks
    assert len(got) < len(load_card_db()) / 4


def test_the_collector_is_paused_from_launch_to_the_first_frame(table_start):
    """Importing launch pauses Python's cyclic collector (tui/collector.py); the table's
    first frame resumes it."""
    assert table_start[:2] == ["False", "True"]


def test_a_table_loads_no_other_screen_before_its_first_frame(table_start):
    """The menus, the curtain and the new-game screen load when first shown."""
    assert table_start[2:] == ["riftbound_tui.tui.screens.game"]


def test_the_dataclasses_a_start_up_loads_have_docstrings():
    """A dataclass with no docstring gets one built from inspect.signature as its module
    loads: some 2 ms of a start-up for the classes the table needs before its first frame."""
    code = (
        "import dataclasses, sys\n"
        "import riftbound_tui.tui.launch, riftbound_tui.tui.app\n"
        "for name, mod in sorted(sys.modules.items()):\n"
        "    if name.startswith('riftbound_tui'):\n"
        "        for cls in vars(mod).values():\n"
        "            if isinstance(cls, type) and dataclasses.is_dataclass(cls) and \\\n"
        "                    cls.__module__ == name and cls.__doc__.startswith(cls.__name__ + '('):\n"
        "                print(name, cls.__name__)\n")
    out = subprocess.run([sys.executable, "-c", code], env={"PYTHONPATH": str(ROOT),
                                                            "PATH": "/usr/bin:/bin"},
                         capture_output=True, text=True, check=True)
    assert out.stdout == "", out.stdout
