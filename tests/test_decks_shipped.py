"""The decks the game ships (cards/decks), found by name, path or code, and offered by
the new game screen, `riftbound play --text --decks` and `riftbound sim --decks` with a
playable mark; none of it reads the reference folder."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from riftbound_tui.cards.db import load_card_db
from riftbound_tui.decks import deck_problems, deck_to_code, load_precons
from riftbound_tui.decks.source import DeckSourceError
from riftbound_tui.decks.fixed import legal_test_deck
from riftbound_tui.decks.shipped import (
    DeckNotFound, DeckNotPlayable, decks_dir, duel_from_names, find_deck, shipped_decks,
)
from riftbound_tui.tui.deckchoice import (
    PRECON, DeckRefused, deck_choices, deck_note, playable_setup, resolve_deck,
)

ROOT = Path(__file__).resolve().parent.parent
DB = load_card_db()
PRECON_KEYS = ["annie", "fiora", "garen", "jinx", "lee-sin", "lux", "master-yi", "rumble",
               "shen", "vex", "vi", "viktor", "zed"]
TEST_DECKS = ["test-calm-body", "test-fury-chaos"]


GAP = "Falling Comet"        # a card of the Lux precon, marked not implemented in `gap_db`


@pytest.fixture(scope="module")
def _gap_cards(tmp_path_factory):
    """The shipped cards with one card of the Lux precon marked `implemented: false`, read
    once for the tests of this file (reading the card folder is the slow part)."""
    cards = tmp_path_factory.mktemp("gap") / "cards"
    shutil.copytree(ROOT / "cards", cards)
    for f in cards.glob("*.yaml"):
        text = f.read_text(encoding="utf-8")
        entry = f"  - name: {GAP}\n"
        if entry in text:
            f.write_text(text.replace(entry, entry + "    implemented: false\n"
                                      "    reason: \"test: a card not implemented yet\"\n"),
                         encoding="utf-8")
            break
    else:
        raise AssertionError(f"{GAP} is in no card file")
    return load_card_db(cards)


@pytest.fixture
def gap_db(monkeypatch, _gap_cards):
    """The shipped cards with one card of the Lux precon marked `implemented: false`, as the
    program's default card database: every precon plays now, so this is how one that
    cannot be played yet is shown refused (the later sets' decks were, card by card)."""
    gap = _gap_cards
    # the default database is this one for the test; the cached one is back afterwards,
    # and no engine built on it outlives the test (default_engine is cached)
    import riftbound_tui.cards.db as card_db
    from riftbound_tui.engine.game import default_engine
    import riftbound_tui.tui.session as session
    default_engine.cache_clear()
    monkeypatch.setattr(card_db, "_default_db", lambda: gap)
    monkeypatch.setattr(session, "_ENGINE", None)       # the table's shared engine too
    yield gap
    default_engine.cache_clear()


def unplayable_precon(db):
    """The Lux precon, not playable with `gap_db`."""
    d = find_deck("lux", db)
    assert not d.playable and GAP in d.missing
    return d


@pytest.fixture
def no_reference(monkeypatch, tmp_path):
    """A fresh clone: no ../shared beside the repository (an empty reference folder)."""
    monkeypatch.setenv("RIFTBOUND_REFERENCE", str(tmp_path))
    return tmp_path


def test_every_shipped_deck_reads_with_a_mark():
    decks = shipped_decks(DB)
    assert [d.key for d in decks] == TEST_DECKS + PRECON_KEYS
    for d in decks:
        assert d.deck.main_count == 40 and d.deck.rune_count == 12, d.key
        assert d.format == ("precon" if d.file.startswith("precon-") else "duel")
        assert d.playable == (not deck_problems(d.deck, DB, d.format)), d.key
        assert bool(d.reason) != d.playable, d.key
    playable = {d.key for d in decks if d.playable}
    assert {"lux", "garen", *TEST_DECKS} <= playable


def test_a_fresh_clone_offers_all_13_precons(no_reference):
    decks = {d.key: d for d in shipped_decks(DB)}
    assert sorted(k for k in decks if k not in TEST_DECKS) == PRECON_KEYS
    assert len(load_precons(db=DB)) == 13
    choices = deck_choices(DB)
    precons = [k for k in choices if k.startswith(PRECON)]
    assert len(precons) == 13
    # the marks do not depend on the reference folder (it is never read)
    for d in decks.values():
        assert deck_problems(d.deck, DB, d.format) == list(d.problems), d.key
    lux = choices[PRECON + "Lux · Proving Grounds"]
    assert playable_setup(lux)["legend"] == "Lux, Lady of Luminosity (Starter)"


def test_the_legal_test_decks_are_legal_duel_decks_of_implemented_cards():
    for stem in TEST_DECKS:
        d = find_deck(stem, DB)
        assert deck_problems(d.deck, DB, "duel") == [], stem
        assert len(d.deck.battlefields) == 3 and d.deck.champion
        legend = DB.get(d.deck.legend)
        assert len(legend.domains) == 2
        for name, _ in d.deck.main:
            assert set(DB.get(name).domains) <= set(legend.domains), name
        assert legal_test_deck(stem) == d.deck.to_setup()
    # the two tables have different battlefields: the same name twice on the board is
    # ambiguous in the notation
    a, b = (set(find_deck(s, DB).deck.battlefields) for s in TEST_DECKS)
    assert not a & b


@pytest.mark.parametrize("name", ["lux", "LUX", "precon-lux", " Lux ", "master yi",
                                  "Master-Yi", "lee_sin", "test-fury-chaos"])
def test_a_deck_by_its_name(name):
    d = find_deck(name, DB)
    key = re.sub(r"[\s_]+", "-", name.strip().casefold()).removeprefix("precon-")
    assert d.key == key


def test_a_deck_by_path_and_by_code(tmp_path):
    src = decks_dir() / "precon-garen.txt"
    copy = tmp_path / "mine.txt"
    shutil.copy(src, copy)
    by_path = find_deck(str(copy), DB)
    assert by_path.deck == find_deck("garen", DB).deck and by_path.format == "precon"
    code = deck_to_code(find_deck("test-calm-body", DB).deck, DB)
    by_code = find_deck(code, DB)
    assert by_code.deck == find_deck("test-calm-body", DB).deck and by_code.playable


def test_unknown_and_unreadable_decks_say_why(tmp_path):
    with pytest.raises(DeckNotFound, match="not a shipped deck .*lux.*"):
        find_deck("luxx", DB)
    with pytest.raises(DeckNotFound):
        find_deck("   ", DB)
    bad = tmp_path / "bad.txt"
    bad.write_text("Legend:\n1 Lux, Lady of Luminosity\nSomething:\n")
    with pytest.raises(DeckSourceError, match="bad.txt: line 3: unknown section"):
        find_deck(str(bad), DB)
    binary = tmp_path / "bin.txt"
    binary.write_bytes(b"\xff\xfe\x00junk")
    with pytest.raises(DeckSourceError, match="bin.txt: line 1, column 1: not UTF-8"):
        find_deck(str(binary), DB)
    with pytest.raises(DeckRefused, match="is not a shipped deck .*no such file"):
        resolve_deck("nothing-like-this", DB)
    for odd in ("A" * 5000, "x\x00y", "~no-such-user-here/deck.txt", "C" * 100_000):
        with pytest.raises(DeckNotFound):
            find_deck(odd, DB)


def test_an_unplayable_deck_names_its_cards_and_reasons(gap_db):
    # a precon whose cards are not all implemented yet is refused, naming them
    DB = gap_db
    deck = unplayable_precon(DB)
    assert not deck.playable
    m = re.fullmatch(r"(\d+) cards? \((.+?): (.+)\)", deck.reason)
    assert m and int(m.group(1)) == len(deck.missing)
    first = next(iter(deck.missing))
    assert m.group(2) == first
    why = DB.get(first).not_implemented_reason if first in DB else \
        "not in our card database yet"
    assert why in deck.reason
    note = deck_note(deck_choices(DB)[PRECON + deck.deck.name], DB)
    assert "cannot be played yet" in note and first in note
    with pytest.raises(DeckRefused, match="cannot be played yet"):
        resolve_deck(deck.key, DB)


def test_the_typed_deck_source_takes_a_shipped_name_too():
    assert resolve_deck("Garen", DB) == find_deck("garen", DB).deck.to_setup()
    assert resolve_deck("test-calm-body", DB)["legend"] == "Master Yi, Wuju Bladesman (Starter)"


def test_duel_from_names_one_deck_per_seat(gap_db):
    setup, decks = duel_from_names(["lux", "test-fury-chaos"], DB)
    assert setup["players"]["A"]["legend"] == "Lux, Lady of Luminosity (Starter)"
    assert setup["players"]["B"]["legend"] == "Annie, Dark Child (Starter)"
    assert [d.key for d in decks] == ["lux", "test-fury-chaos"]
    bad = unplayable_precon(gap_db).key
    with pytest.raises(DeckNotPlayable, match=f"seat B: deck '{bad}' .*cannot be played yet"):
        duel_from_names(["garen", bad], gap_db)
    with pytest.raises(DeckNotFound, match="two decks"):
        duel_from_names(["lux"], DB)


def test_sim_with_decks_ends_with_each_seats_wins(capsys):
    from riftbound_tui.cli import main
    assert main(["sim", "--decks", "lux", "test-calm-body", "--games", "2", "--seed", "3"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    m = re.fullmatch(r"seat wins: A \(Lux · Proving Grounds\) (\d+), "
                     r"B \(Calm/Body test deck \(Master Yi\)\) (\d+)(, unfinished (\d+))?", last)
    assert m, last
    assert int(m.group(1)) + int(m.group(2)) + int(m.group(4) or 0) == 2


def test_sim_and_play_refuse_unplayable_or_unknown_decks(capsys, gap_db):
    from riftbound_tui.cli import main
    bad = unplayable_precon(gap_db).key
    assert main(["sim", "--decks", bad, "viktor", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert f"seat A: deck '{bad}'" in err and "cannot be played yet" in err
    assert "lux" in err and "[playable]" in err          # the list of shipped decks
    assert main(["play", "--text", "--decks", "nope", "lux"]) == 2
    assert "'nope' is not a shipped deck" in capsys.readouterr().err


def test_play_text_with_decks(capsys):
    import io

    from riftbound_tui.textplay import main as text_main
    setup, _ = duel_from_names(["garen", "test-fury-chaos"], DB)
    out = io.StringIO()
    text_main(seed=1, setup=setup, stdin=io.StringIO("quit\n"), stdout=out)
    text = out.getvalue()
    assert "Garen, Might of Demacia (Starter)" in text and "Annie, Dark Child (Starter)" in text


def test_the_wheel_carries_the_decks():
    """pyproject force-includes cards/ (decks/ with it) as riftbound_tui/_data/cards; the
    decks are found beside whatever card folder the program uses."""
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = conf["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert include["cards"] == "riftbound_tui/_data/cards"
    assert decks_dir() == ROOT / "cards" / "decks"
    assert sorted(p.name for p in decks_dir().glob("precon-*.txt")) == \
        [f"precon-{k}.txt" for k in PRECON_KEYS]


def test_decks_follow_the_card_folder(monkeypatch, tmp_path):
    cards = tmp_path / "cards"
    shutil.copytree(ROOT / "cards", cards)
    (cards / "decks" / "precon-zed.txt").unlink()
    monkeypatch.setenv("RIFTBOUND_CARDS", str(cards))
    assert decks_dir() == cards / "decks"
    assert "zed" not in {d.key for d in shipped_decks(DB)}


@pytest.mark.asyncio
async def test_new_game_screen_offers_every_shipped_deck_without_the_reference(no_reference,
                                                                             monkeypatch,
                                                                             gap_db):
    """A fresh clone: all 13 precons and the 2 test decks in the deck list, unplayable
    ones marked; choosing one shows why, and Start refuses it; a playable one starts."""
    import tempfile

    from textual.widgets import Select
    bad = PRECON + unplayable_precon(gap_db).deck.name

    from riftbound_tui.tui.launch import build_app
    from riftbound_tui.tui.screens.new_game import NewGameScreen
    monkeypatch.setenv("RIFTBOUND_DATA_DIR", tempfile.mkdtemp(prefix="rb-decks-"))
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3):
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        sel = screen.query_one("#deck-A", Select)
        values = [v for _, v in sel._options if isinstance(v, str)]
        assert sum(v.startswith(PRECON) for v in values) == 13
        assert {"test-fury-chaos", "test-calm-body"} <= set(values)
        labels = {str(v): str(label) for label, v in sel._options}
        assert labels[bad].startswith("✗")
        assert labels[PRECON + "Garen · Proving Grounds"] == "Garen · Proving Grounds"
        sel.value = bad
        await pilot.pause()
        assert "cannot be played yet" in str(screen.query_one("#deck-note-A").render())
        await pilot.press("ctrl+g")
        await pilot.pause()
        err = str(screen.query_one("#newgame-error").render())
        assert "player A" in err and "cannot be played yet" in err and app.session is None
        sel.value = PRECON + "Garen · Proving Grounds"
        screen.query_one("#seat-B").value = "machine:random"
        await pilot.press("ctrl+g")
        for _ in range(3):
            await pilot.pause()
        assert app.session is not None
        st = app.session.game.state
        legends = {st.objs[i].card for i in st.players["A"].zones["legend"]}
        assert legends == {"Garen, Might of Demacia (Starter)"}


PAIRS = [("test-fury-chaos", "test-calm-body"), ("lux", "test-fury-chaos"),
         ("garen", "test-calm-body"), ("test-calm-body", "test-calm-body"), ("lux", "garen")]


@pytest.mark.parametrize("a,b", PAIRS)
@pytest.mark.parametrize("seed", [0, 1])
def test_random_duels_between_playable_shipped_decks_keep_invariants(a, b, seed):
    """The shipped decks (and so the battlefields and cards they hold) in whole random
    games: a winner, the fuzz invariants at every decision, and a replay to the same
    state."""
    from test_fuzz_invariants import canonical, card_counts, check_state, engine

    from riftbound_tui.ai.random_agent import RandomAgent
    from riftbound_tui.engine.game import Game
    setup, _ = duel_from_names([a, b], DB)
    g = Game.from_setup(setup, seed, engine())
    agent = RandomAgent(seed, end_bias=0.3)
    counts = card_counts(g.state)
    n = 0
    while g.winner is None and n < 3000:
        g.act(agent.decide(g.legal()))
        n += 1
        assert check_state(g.state) == [] and card_counts(g.state) == counts, \
            "\n".join(g.state.log[-20:])
    assert g.winner is not None
    assert canonical(Game.from_record(g.record, engine()).state) == canonical(g.state)


def test_cards_decks_lists_every_shipped_deck_without_the_reference(no_reference, capsys):
    from riftbound_tui.cli import main
    assert main(["cards", "decks"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 15
    assert "deck precon-lux playable" in lines and "deck test-fury-chaos playable" in lines
    for ln in lines:                       # an unplayable deck names its cards
        assert ln.endswith(" playable") or \
            re.fullmatch(r"deck \S+ not playable: \d+ cards? \(.+\)", ln), ln
    assert "deck precon-vi playable" in lines and "deck precon-rumble playable" in lines
