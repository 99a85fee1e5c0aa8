"""The card cache (cards/dbcache.py): a start-up reads the parsed cards back from a JSON
file keyed by the card files and the parser's code; a stale, damaged or foreign file is
never served, and a card file with errors is always reported by the YAML reader."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftbound_tui.cards import dbcache
from riftbound_tui.cards.db import CARDS_ENV, load_card_db
from riftbound_tui.cards.errors import CardDataErrors
from tests.shipped_cards import parsed_db

REPO_CARDS = Path(__file__).resolve().parent.parent / "cards"

TWO = ("set: OGN\ncards:\n"
       "  - {name: First One, type: unit, might: 2, cost: {energy: 1}}\n"
       "  - {name: Second One, type: spell, cost: {energy: 2},\n"
       "     effects: [{op: draw, amount: 1}]}\n")


@pytest.fixture
def cards_dir(tmp_path, monkeypatch):
    d = tmp_path / "cards"
    d.mkdir()
    (d / "a.yaml").write_text(TWO)
    monkeypatch.setenv(CARDS_ENV, str(d))
    monkeypatch.setenv(dbcache.CACHE_ENV, str(tmp_path / "cache"))
    load_card_db.cache_clear()
    yield d
    load_card_db.cache_clear()


def _fresh():
    load_card_db.cache_clear()
    return load_card_db()


def _cache_files(cards_dir: Path) -> list[Path]:
    return sorted((cards_dir.parent / "cache").glob("cards-*.json"))


def test_a_clean_load_is_cached_and_read_back_equal(cards_dir, monkeypatch):
    first = _fresh()
    [cache] = _cache_files(cards_dir)
    # the second start-up never parses YAML: it reads the cache
    import riftbound_tui.cards.loader as loader
    monkeypatch.setattr(loader, "read_card_file", lambda p: pytest.fail("YAML was parsed"))
    second = _fresh()
    assert second.all() == first.all()
    assert [c.source for c in second] == [c.source for c in first]
    assert second.get("second one").effects[0].amount == 1


def test_the_whole_shipped_database_round_trips_exactly(tmp_path, monkeypatch):
    monkeypatch.setenv(dbcache.CACHE_ENV, str(tmp_path))
    files = sorted(REPO_CARDS.glob("*.yaml"))
    parsed = parsed_db().all()
    key = dbcache.key_for(files)
    assert dbcache.write(key, list(parsed))
    back = dbcache.read(key)
    assert dbcache._same(tuple(back), parsed)       # sources and exact types included


def test_a_changed_card_file_is_read_again(cards_dir):
    _fresh()
    (cards_dir / "a.yaml").write_text(TWO.replace("might: 2", "might: 5"))
    assert _fresh().get("First One").might == 5


def test_a_damaged_cache_is_ignored_and_rewritten(cards_dir):
    _fresh()
    [cache] = _cache_files(cards_dir)
    good = cache.read_text()
    head, body = good.split("\n", 1)
    for bad in ("{not json", json.dumps([1, 2]), json.dumps({"format": dbcache.FORMAT}),
                good[:len(good) // 2],
                good.replace('"might":2', '"might":[2]'),
                good.replace('"@":"CardDef"', '"@":"os.system"'),
                good.replace('"might":2', '"weight":2')):
        cache.write_text(bad)
        db = _fresh()
        assert db.get("First One").might == 2
        assert cache.read_text() == good                   # rewritten whole
    # a file whose digest matches but which names something that is not the card
    # model, or holds a value no card field has, is refused all the same
    for body2 in (body.replace('"@":"CardDef"', '"@":"os.system"'),
                  body.replace('"might":2', '"weight":2'), "[1, 2]", "{}",
                  body.replace('"might":2', '"might":2.0'),
                  body.replace('"might":2', '"might":NaN'),
                  body.replace('"might":2', '"might":{"x":1}')):
        h = json.loads(head)
        h["digest"] = dbcache._digest(body2.encode())
        cache.write_text(json.dumps(h) + "\n" + body2)
        assert _fresh().get("First One").might == 2
        assert cache.read_text() == good


def test_a_cache_never_hides_an_error_in_the_card_files(cards_dir):
    _fresh()
    (cards_dir / "a.yaml").write_text(TWO + "  - {name: Third, type: nonsense}\n")
    with pytest.raises(CardDataErrors) as e:
        _fresh()
    assert "nonsense" in str(e.value)
    assert len(_cache_files(cards_dir)) == 1           # only the clean load's cache


def test_no_cache_dir_means_no_cache(cards_dir, monkeypatch):
    monkeypatch.setenv(dbcache.CACHE_ENV, "off")
    assert len(_fresh()) == 2
    assert _cache_files(cards_dir) == []


def test_an_unwritable_cache_dir_is_no_error(cards_dir, monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv(dbcache.CACHE_ENV, str(blocker / "sub"))
    assert len(_fresh()) == 2


def test_a_cached_load_decodes_each_card_when_first_asked(cards_dir):
    """A start-up reads the cache's directory and decodes only the cards the game asks
    for; every card decoded is equal to the one parsed from YAML."""
    parsed = _fresh()
    cached = _fresh()
    decoded = cached._by_name
    assert len(decoded) == 0 and len(cached) == 2
    assert cached.names() == ("First One", "Second One")
    assert "second one" in cached and len(decoded) == 0      # names need no decoding
    assert cached.get("second one") == parsed.get("Second One")
    assert list(decoded) == ["Second One"]
    assert cached.all() == parsed.all() and len(decoded) == 2
    assert cached.having("type:spell") == {"Second One"}


def test_a_card_text_that_is_no_card_is_never_served(cards_dir, monkeypatch):
    """A file edited to keep its digest and its directory (the same length), whose card
    text then names no card class: the card is read from YAML instead, when asked, and
    the cache is rewritten."""
    _fresh()
    [cache] = _cache_files(cards_dir)
    good = cache.read_text()
    head, rest = good.split("\n", 1)
    bad_rest = rest.replace('"@":"CardDef","name":"First One"',
                            '"@":"CardDeX","name":"First One"')
    assert bad_rest != rest and len(bad_rest) == len(rest)
    h = json.loads(head)
    h["digest"] = dbcache._digest(bad_rest.encode())
    cache.write_text(json.dumps(h) + "\n" + bad_rest)
    db = _fresh()
    assert cache.read_text() != good                         # not looked at yet
    assert db.get("Second One").type == "spell"              # its own text is sound
    assert db.get("First One").might == 2
    assert cache.read_text() == good                         # rewritten whole
    cache.write_text(json.dumps(h) + "\n" + bad_rest)
    with pytest.raises(dbcache.CacheMiss):                   # a checking read refuses it
        dbcache.read(h["key"])


def test_a_directory_that_does_not_hold_together_is_a_miss(cards_dir):
    _fresh()
    [cache] = _cache_files(cards_dir)
    good = cache.read_text()
    head, rest = good.split("\n", 1)
    directory, texts = rest.split("\n", 1)
    d = json.loads(directory)
    for change in ({"ends": d["ends"][:1]}, {"ends": [d["ends"][1], d["ends"][0]]},
                   {"names": ["First One", "First One"]}, {"facets": {"type:unit": [7]}},
                   {"names": None}, {"ends": [1.5, 2]}):
        rest2 = json.dumps({**d, **change}) + "\n" + texts
        h = json.loads(head)
        h["digest"] = dbcache._digest(rest2.encode())
        cache.write_text(json.dumps(h) + "\n" + rest2)
        assert _fresh().get("First One").might == 2, change
        assert cache.read_text() == good, change
