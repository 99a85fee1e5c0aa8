"""Every load path refuses bad input with one error type and a clear message, never a
traceback, and changes nothing on disk: saves, deck files and deck codes, card YAML,
scenario files, the command line's options, reference files.

The targeted cases are the ones issue 7 found; the property tests (hypothesis) feed
inputs up to 1 MB and numbers of any size to each path.
"""

from __future__ import annotations

import copy
import io
import json
import os
import tempfile
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftbound_tui import cli, textplay
from riftbound_tui.cards.errors import CardDataError
from riftbound_tui.cards.loader import read_card_file
from riftbound_tui.decks import DeckCode, DeckCodeError, DeckList, DeckTextError, \
    encode_deck_code, parse_deck_text
from riftbound_tui.decks.fixed import FURY_ORDER, duel_setup
from riftbound_tui.decks.source import DeckSourceError, deck_from_source
from riftbound_tui.engine.errors import SetupError
from riftbound_tui.engine.game import Game, default_engine
from riftbound_tui.scenario import run_file
from riftbound_tui.tui import saves
from riftbound_tui.tui.session import Session, TableConfig

PROPERTY = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.large_base_example])


def good_save() -> dict:
    s = Session(TableConfig(duel_setup(), 3))
    for _ in range(6):
        s.act(s.game.legal()[0])
    return {"format": saves.FORMAT, "version": saves.VERSION, **s.to_data()}


GOOD = good_save()


def load_bytes(raw: bytes) -> str | None:
    """Load a save from these bytes: None when it loads, else the SaveError's message.
    Asserts the file is not touched."""
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "save.json"
        path.write_bytes(raw)
        try:
            Session.load(path)
            why = None
        except saves.SaveError as e:
            why = str(e)
        assert path.read_bytes() == raw
        assert os.listdir(d) == ["save.json"]
        return why


def load_data(data) -> str | None:
    return load_bytes(json.dumps(data).encode())


# -- saves ------------------------------------------------------------------------------------

def test_the_reference_save_loads_and_says_it_holds_hidden_information(tmp_path):
    s = Session(TableConfig(duel_setup(), 3))
    path = s.save(tmp_path / "g.json")
    data = json.loads(path.read_text())
    assert data["hidden_information"] is True
    assert "hidden information" in data["note"] and "every hand" in data["note"]
    assert load_data(GOOD) is None


@pytest.mark.parametrize("change,expect", [
    (lambda d: d.__setitem__("setup", []), "'setup'"),
    (lambda d: d["setup"].__setitem__("players", [1, 2]), "players: expected a mapping"),
    (lambda d: d["setup"]["players"].__setitem__("A", ["x"]), "players.A: expected a mapping"),
    (lambda d: d.__setitem__("seats", [1]), "'seats'"),
    (lambda d: d.__setitem__("seed", 10 ** 40), "seed"),
    (lambda d: d.__setitem__("seed", "7"), "'seed'"),
    (lambda d: d["lines"].append("A: choose " + "x" * 300_000), "characters long"),
    (lambda d: d["setup"]["players"]["A"].__setitem__("legend", "Void Seeker"),
     "Void Seeker is a spell, not a legend"),
    (lambda d: d["setup"]["players"]["B"].__setitem__("legend", "Vanguard Sergeant"),
     "not a legend"),
    (lambda d: d["setup"].__setitem__("victory_score", 0), "victory_score"),
    (lambda d: d["setup"]["players"]["A"]["main"].__setitem__(0, "Bandle Tree"),
     "not a unit"),
    (lambda d: d["setup"]["players"]["A"].__setitem__("runes", {"Fury Rune": 12}),
     "expected a list"),
    (lambda d: d.__setitem__("lines", ["A: fly"]), "does not replay"),
    (lambda d: d.__setitem__("version", [1]), "version"),
])
def test_a_damaged_save_is_refused_in_words(change, expect):
    data = copy.deepcopy(GOOD)
    change(data)
    why = load_data(data)
    assert why is not None and expect in why, why


def _seat_b(data) -> dict:
    return data.setdefault("seats", {}).setdefault("B", {"kind": "machine", "agent": "search"})


@pytest.mark.parametrize("think", [10 ** 400, -(10 ** 400), 10 ** 7, "fast", [1], True,
                                   float("inf"), float("-inf"), float("nan")],
                         ids=["10**400", "-10**400", "10**7", "text", "list", "bool", "inf",
                              "-inf", "nan"])
def test_a_damaged_think_time_in_a_save_is_refused_in_words(think):
    """A machine seat's think time read from a save is bounded like every other number:
    10**400 (more than a float holds) once raised OverflowError out of Session.load."""
    data = copy.deepcopy(GOOD)
    _seat_b(data)["think"] = think
    why = load_data(data)            # json.dumps writes inf and nan as Infinity and NaN
    assert why is not None and "corrupt save" in why and "think" in why, why


def test_a_think_time_in_range_loads_clamped_to_the_tables_bounds():
    data = copy.deepcopy(GOOD)
    _seat_b(data).update(kind="machine", agent="search", think=600)
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "save.json"
        path.write_text(json.dumps(data))
        assert Session.load(path).config.seats["B"].think == 30.0


def test_from_data_refuses_a_damaged_record_with_a_save_error():
    """Session.from_data reads every field inside its guard: a seed or title of the wrong
    kind is a SaveError, never a traceback (it is called on data not yet checked too)."""
    for change in ({"seed": "x"}, {"seed": None}, {"setup": None}, {"lines": 5},
                   {"seats": {"B": {"kind": "machine", "think": 10 ** 400}}}):
        data = {**copy.deepcopy(GOOD), **change}
        with pytest.raises(saves.SaveError):
            Session.from_data(data)


def test_deep_nesting_huge_numbers_and_bad_bytes_in_a_save_are_refused():
    deep = json.dumps(GOOD)[:-1] + ', "x": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert "nested 65 deep" in load_bytes(deep.encode())
    huge = json.dumps(GOOD).replace('"seed": 3', '"seed": ' + "9" * 5000)
    assert "corrupt save" in load_bytes(huge.encode())
    assert "line 1, column 3" in load_bytes(b'{"\xff": 1}')
    assert "corrupt save" in load_bytes(b'{"format": "riftbound-tui save", "vers')


def test_a_corrupt_autosave_is_kept_and_the_next_autosave_goes_beside_it(tmp_path,
                                                                          monkeypatch):
    monkeypatch.setenv("RIFTBOUND_DATA_DIR", str(tmp_path))
    auto = saves.autosave_path()
    auto.parent.mkdir(parents=True)
    auto.write_bytes(b'{"format": "riftbound-tui save", "version": 1, "set')
    path = Session(TableConfig(duel_setup(), 3)).autosave()
    assert auto.read_bytes() == b'{"format": "riftbound-tui save", "version": 1, "set'
    assert path != auto and saves.read_save(path)["seed"] == 3


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner,
                                                               max_size=5),
    max_leaves=30)
big_text = st.sampled_from([0, 1, 4000, 300_000, 1_000_000]).map(lambda n: "A: pass" + "x" * n)


@PROPERTY
@given(st.lists(st.tuples(st.sampled_from(["setup", "seed", "lines", "seats", "redo",
                                           "privacy", "title", "version", "format"]),
                          json_values | big_text | st.integers()), max_size=3),
       st.sampled_from(["A", "B"]), st.sampled_from(["legend", "main", "runes", "champion",
                                                     "battlefields"]), json_values)
def test_property_any_damaged_save_is_a_save_error(changes, p, key, value):
    data = copy.deepcopy(GOOD)
    for k, v in changes:
        data[k] = v
    if isinstance(data.get("seats"), dict) and isinstance(data["seats"].get(p), dict):
        data["seats"][p][key] = value             # a seat's fields damaged too
        data["seats"][p]["think"] = value
    if isinstance(data.get("setup"), dict) and isinstance(data["setup"].get("players"), dict):
        data["setup"]["players"][p][key] = value
    load_data(data)          # returns or refuses with SaveError; nothing else escapes


@PROPERTY
@given(st.binary(max_size=2000) | big_text.map(str.encode))
def test_property_any_bytes_are_a_save_error(raw):
    assert load_bytes(raw) is not None


# -- decks ------------------------------------------------------------------------------------

def deck_text(bf_count) -> str:
    return ("Legend:\n1 Viktor, Herald of the Arcane\nMainDeck:\n3 Void Seeker\n"
            f"Battlefields:\n{bf_count} Bandle Tree\nRunes:\n6 Fury Rune\n")


def test_a_battlefield_count_of_10_8_is_refused_before_it_is_expanded(tmp_path):
    with pytest.raises(DeckTextError, match="line 6: 100000000 copies of Bandle Tree"):
        parse_deck_text(deck_text(10 ** 8))
    code = encode_deck_code(DeckCode.of([("OGN-265", 1), ("OGN-278", 10 ** 8)]))
    with pytest.raises(DeckSourceError, match="100000000 copies of Bandle Tree"):
        deck_from_source(code)
    with pytest.raises(DeckCodeError):
        from riftbound_tui.decks import deck_from_code
        deck_from_code(code)
    f = tmp_path / "big.txt"
    f.write_text(deck_text("1" + "0" * 5000))
    with pytest.raises(DeckSourceError, match="more than a trillion"):
        deck_from_source(str(f))
    with pytest.raises(ValueError, match="copies"):
        DeckList("Viktor, Herald of the Arcane", battlefields=(), main=(("Void Seeker", 10 ** 8),))


def test_a_missing_deck_file_is_no_such_file_not_bad_base32(tmp_path):
    for source in (str(tmp_path / "nope.txt"), "decks/annie.txt", "~/x.deck", "a" * 5000 + ".txt"):
        with pytest.raises(DeckSourceError, match="no such file"):
            deck_from_source(source)
    with pytest.raises(DeckSourceError, match="deck code"):
        deck_from_source("CEAAAAAAAAAAAAAA")


def test_a_deck_file_with_bad_bytes_names_the_line_and_column(tmp_path):
    f = tmp_path / "d.txt"
    f.write_bytes(b"Legend:\n1 Vikt\xffor\n")
    with pytest.raises(DeckSourceError, match="line 2, column 7: not UTF-8"):
        deck_from_source(str(f))
    f.write_bytes(b"Legend:\n1 Vik\x00tor\n")
    with pytest.raises(DeckSourceError, match="line 2, column 6: a NUL"):
        deck_from_source(str(f))


deck_lines = st.one_of(
    st.sampled_from(["Legend:", "MainDeck:", "Battlefields:", "Runes:", "Champion:",
                     "Sideboard:", "Nope:", "# title", ""]),
    st.tuples(st.integers(min_value=-5, max_value=10 ** 400) | st.just(10 ** 8),
              st.sampled_from(["Bandle Tree", "Void Seeker", "Fury Rune", "Viktor, Herald of "
                               "the Arcane", "Nothing At All", "x" * 1000])
              ).map(lambda t: f"{t[0]} {t[1]}"),
    st.text(max_size=40))


@PROPERTY
@given(st.lists(deck_lines, max_size=30), st.sampled_from([0, 1, 1_000_000]))
def test_property_any_deck_file_is_a_deck_or_a_deck_source_error(lines, pad):
    with tempfile.TemporaryDirectory() as d:
        f = Path(d) / "deck.txt"
        raw = ("\n".join(lines) + "\n" + "#" * pad).encode("utf-8", "surrogatepass")
        f.write_bytes(raw)
        try:
            deck = deck_from_source(str(f))
            deck.to_setup()
        except DeckSourceError:
            pass
        assert f.read_bytes() == raw


@PROPERTY
@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", max_size=300)
       | st.binary(max_size=200).map(lambda b: encode_deck_code_bytes(b))
       | st.text(max_size=100) | big_text)
def test_property_any_deck_code_is_a_deck_or_a_deck_source_error(code):
    try:
        deck_from_source(code).to_setup()
    except DeckSourceError:
        pass


def encode_deck_code_bytes(b: bytes) -> str:
    from riftbound_tui.decks.codes import _b32encode
    return _b32encode(bytes([0x13]) + b)         # format 1, version 3, then anything


# -- card YAML --------------------------------------------------------------------------------

CARD = """set: OGN
cards:
  - name: Test Card
    number: "999"
    type: spell
    domains: [fury]
    cost: {energy: 2}
    keywords: [action]
    effects:
      - {op: deal, amount: 2, target: {choose: unit, at: battlefield}}
"""


def card_errors(text: str | bytes) -> list[CardDataError]:
    with tempfile.TemporaryDirectory() as d:
        f = Path(d) / "cards.yaml"
        raw = text.encode() if isinstance(text, str) else text
        f.write_bytes(raw)
        cards, errors = read_card_file(f)
        assert f.read_bytes() == raw
        return errors


def test_card_yaml_nesting_numbers_and_bad_bytes_are_errors_at_their_line():
    assert card_errors(CARD) == []
    deep = CARD.replace("{energy: 2}", "[" * 500 + "]" * 500)
    (e,) = card_errors(deep)
    assert e.line == 7 and "nested" in e.message
    (e,) = card_errors(CARD.replace("{energy: 2}", "{energy: 1000000000000}"))
    assert e.line == 7 and "out of range" in e.message
    (e,) = card_errors(CARD.replace("{energy: 2}", "{energy: " + "9" * 3000 + "}"))
    assert e.line == 7 and "3000 digits" in e.message
    (e,) = card_errors(CARD.replace("{energy: 2}", "{energy: " + "9" * 5000 + "}"))
    assert e.line == 7 and "longer than 4000" in e.message
    (e,) = card_errors(CARD.replace("Test Card", "Test\0Card"))
    assert (e.line, "column 15") == (3, e.message[:9]) and "#x0000" in e.message
    (e,) = card_errors(CARD.encode().replace(b"Test Card", b"Test\xffCard"))
    assert e.line == 3 and e.message.startswith("column 15: byte 0xff is not UTF-8")
    assert str(e).startswith(f"{e.file}:3: column 15")


@PROPERTY
@given(st.integers(min_value=0, max_value=len(CARD)), st.sampled_from(
    ["\0", "\xff", "[" * 300, "]", "{", "9" * 5000, "-" + "1" * 14, "\n  - ", ": :", "!!python/name:os.system",
     "x" * 1_000_000, "&a [*a, *a]", "\t"]), st.integers(min_value=1, max_value=3))
def test_property_any_damaged_card_file_is_a_card_data_error(at, insert, times):
    raw = (CARD[:at] + insert * times + CARD[at:]).encode("utf-8", "surrogateescape") \
        if insert != "\xff" else CARD[:at].encode() + b"\xff" + CARD[at:].encode()
    for e in card_errors(raw):
        assert isinstance(e, CardDataError) and str(e)


# -- scenarios and the command line -------------------------------------------------------

def play_text(scenario: Path) -> str:
    out = io.StringIO()
    textplay.main(scenario=str(scenario), stdin=io.StringIO(""), stdout=out)
    return out.getvalue()


@pytest.mark.parametrize("body,expect", [
    ("name: x\nplayers: [1, 2]\n", "players: expected a mapping"),
    ("name: x\nseed: [1]\n", "seed"),
    ("name: x\nplayers:\n  A: {legend: Void Seeker}\n  B: {}\n", "not a legend"),
    ("name: x\nvictory_score: 0\n", "victory_score"),
    ("name: x\nplayers:\n  A: {hand: " + "[" * 300_000 + "]" * 300_000 + "}\n", "nested"),
    ("name: \0\n", "line 1, column 7"),
    ("- just a list\n", "a scenario is a YAML mapping"),
    ("name: x\nturn: {number: " + "9" * 5000 + "}\n", "unreadable"),
])
def test_a_malformed_scenario_is_a_clear_error_in_text_mode_and_the_runner(tmp_path, body,
                                                                           expect):
    f = tmp_path / "s.yaml"
    f.write_text(body)
    text = play_text(f)
    assert f"cannot start {f}" in text and expect in text, text
    out = run_file(f)
    assert not out.ok and expect in out.message, out.message


scenario_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20)
    | st.sampled_from(["Void Seeker", "Bandle Tree", "Fury Rune", "A", "B", "main"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["A", "B", "card", "hand", "base", "legend", "units", "number",
                         "phase", "player", "damage", "energy", "power"]), inner, max_size=4),
    max_leaves=20)


@PROPERTY
@given(st.dictionaries(st.sampled_from(["players", "battlefields", "turn", "seed",
                                        "victory_score", "mode", "manual_payment"]),
                       scenario_values, max_size=5))
def test_property_any_scenario_is_run_or_refused_in_words(extra):
    with tempfile.TemporaryDirectory() as d:
        f = Path(d) / "s.yaml"
        f.write_text(yaml.safe_dump({"name": "fuzz", **extra}))
        out = run_file(f)                       # never raises
        assert out.ok or out.message
        text = play_text(f)                     # never raises
        assert text


def test_theme_nope_lists_the_themes(capsys):
    assert cli.main(["--theme", "nope"]) == 2
    err = capsys.readouterr().err
    assert "unknown theme 'nope'" in err and "textual-dark" in err
    with pytest.raises(SystemExit):
        cli.main(["--seed", str(10 ** 30)])
    assert "--seed" in capsys.readouterr().err


def test_a_setup_is_checked_before_it_is_laid_out():
    eng = default_engine()
    bad = duel_setup({**FURY_ORDER, "legend": "Void Seeker"})
    with pytest.raises(SetupError, match="players.A.legend: Void Seeker is a spell"):
        Game.from_setup(bad, 1, eng)
    with pytest.raises(SetupError, match="victory_score"):
        Game.from_setup(duel_setup(victory_score=0), 1, eng)


# -- reference files ---------------------------------------------------------------------------

def test_damaged_reference_files_are_logged_and_left_out(tmp_path, monkeypatch, caplog):
    from riftbound_tui.decks import checks, deck_problems
    (tmp_path / "banned-cards.json").write_text('{"names": [1, 2')
    (tmp_path / "riftcodex_cards_raw.json").write_text('[{"set": 5}]')
    monkeypatch.setenv("RIFTBOUND_REFERENCE", str(tmp_path))
    assert checks.banned_cards() == (checks.BANNED_DUEL, checks.BANNED_DUEL_DATE)
    deck = DeckList.from_setup(FURY_ORDER)
    assert deck_problems(deck, format="test") == []
    # the deck checks never read the reference folder (a development aid), so a damaged
    # one is not even opened
    assert "unreadable" not in caplog.text


def test_the_command_line_refuses_a_damaged_save_and_scenario_in_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    data = copy.deepcopy(GOOD)
    data["setup"]["players"]["A"]["legend"] = "Void Seeker"
    bad.write_text(json.dumps(data))
    before = bad.read_bytes()
    assert cli.main(["--load", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "cannot load" in err and "not a legend" in err and "Traceback" not in err
    assert bad.read_bytes() == before
    sc = tmp_path / "s.yaml"
    sc.write_text("name: x\nplayers: [1]\n")
    assert cli.main(["scenario", str(sc)]) == 1
    assert "FAIL x" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["sim", "--budget", "nan"], ["sim", "--budget", "1e308"],
                                  ["sim", "--games", "-1"], ["sim", "--seed", str(10 ** 30)],
                                  ["play", "--text", "--seed", str(10 ** 30)]])
def test_out_of_range_options_are_refused_before_anything_runs(argv, capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(argv)
    assert e.value.code == 2 and "error:" in capsys.readouterr().err
