"""The card database: loading directories, lookups, and the shipped card files."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound_tui.cards import db as dbmod
from riftbound_tui.cards.db import CARDS_ENV, CardDB, default_cards_dir, load_card_db
from riftbound_tui.cards.errors import CardDataError, CardDataErrors
from riftbound_tui.cards.loader import read_card_file
from riftbound_tui.cards.model import CardDef
from tests.shipped_cards import parsed_db

REPO_CARDS = Path(__file__).resolve().parent.parent / "cards"

FIRST_SLICE = {
    "runes.yaml": ["Fury Rune", "Calm Rune", "Mind Rune", "Body Rune", "Chaos Rune",
                   "Order Rune"],
    "tokens.yaml": ["Recruit"],
    "origins.yaml": [
        "Bandle Tree", "Back-Alley Bar", "Shipyard Skulker", "Vanguard Sergeant",
        "Playful Phantom", "Mega-Mech", "Mountain Drake", "Stalwart Poro", "Daring Poro",
        "Hextech Ray", "Void Seeker", "Falling Comet", "Defy", "Wind Wall", "Vengeance",
        "Progress Day", "Charm", "Rebuke", "Catalyst of Aeons", "Mobilize", "Primal Strength",
        "Smoke Screen", "Stupefy", "Flurry of Blades", "Singularity", "Falling Star",
        "Ride The Wind", "Viktor, Herald of the Arcane"],
    "proving-grounds.yaml": ["Zephyr Sage", "Incinerate", "Final Spark", "Blast of Power",
                             "Flash", "Decisive Strike", "Firestorm"],
    "spiritforged.yaml": ["Laurent Duelist", "Premonition", "Punch First"],
    "unleashed.yaml": ["Soul Harvest", "Moonlight Affliction"],
    "vendetta.yaml": ["Horns of the Dragon"],
}


@pytest.fixture(scope="module")     # a CardDB is immutable: one load serves the module
def shipped() -> CardDB:
    return parsed_db()


def write(dirpath: Path, name: str, text: str) -> Path:
    p = dirpath / name
    p.write_text(text, encoding="utf-8")
    return p


# --------------------------------------------------------------------------- shipped data

def test_every_card_file_loads():
    files = sorted(p.name for p in REPO_CARDS.glob("*.yaml"))
    assert files == sorted(FIRST_SLICE)
    for f in files:
        cards, errors = read_card_file(REPO_CARDS / f)
        assert errors == [], "\n".join(map(str, errors))
        assert cards, f"{f} has no cards"
    assert len(parsed_db()) > 0          # and together they make one database


def test_the_first_slice_is_there_in_the_right_files(shipped):
    for file, names in FIRST_SLICE.items():
        for name in names:
            card = shipped.get(name)
            assert card.name == name, "names are exact"
            assert Path(card.source.file).name == file, name
    assert len(shipped) >= sum(len(v) for v in FIRST_SLICE.values())


UNPRINTED_TOKENS = ("Shadow Clone", "Mech", "Bird", "Sand Soldier", "Tentacle", "Reflection",
                    "Baron Pit", "Brush",
                    "Token Battlefield")      # 652.2.a: no card text makes it; the rule does


def test_file_sets_match_file_names(shipped):
    expected = {"origins.yaml": "OGN", "proving-grounds.yaml": "OGS", "spiritforged.yaml": "SFD",
                "unleashed.yaml": "UNL", "vendetta.yaml": "VEN"}
    for card in shipped:
        want = expected.get(Path(card.source.file).name)
        if want:
            assert card.set_id == want, card.name
        # a token printed only in the text of the cards that make it has no number
        assert card.number or card.name in UNPRINTED_TOKENS, \
            f"{card.name} has no collector number"


def test_shipped_runes_tokens_and_battlefields(shipped):
    for dom in ("fury", "calm", "mind", "body", "chaos", "order"):
        rune = shipped.get(f"{dom.capitalize()} Rune")
        assert (rune.type, rune.supertype, rune.domains) == ("rune", "basic", (dom,))
    assert [c.name for c in shipped.tokens()] == ["Recruit", "Sprite", "Gold", "Sand Soldier",
                                                  "Mech", "Bird", "Shadow Clone", "Reflection",
                                                  "Token Battlefield", "Baron Pit", "Brush",
                                                  "Tentacle"]
    recruit = shipped.get("Recruit")
    assert (recruit.type, recruit.might, recruit.tags, recruit.token) == (
        "unit", 1, ("Recruit",), True)
    tree = shipped.get("Bandle Tree")
    assert (tree.abilities[0].passive, tree.abilities[0].value) == ("extra_hide", 1)
    viktor = shipped.get("Viktor, Herald of the Arcane")
    (ab,) = viktor.abilities
    assert (ab.kind, ab.cost.energy, ab.cost.exhaust_self) == ("activated", 1, True)
    assert (ab.effects[0].op, ab.effects[0].token) == ("play_token", "Recruit")


def test_two_domain_power_may_be_paid_with_either(shipped):
    assert shipped.get("Decisive Strike").cost.power == (("body|order", 1),)
    assert shipped.get("Void Seeker").cost.power == (("fury", 1),)


def test_default_db_is_cached_and_is_the_shipped_one(monkeypatch):
    monkeypatch.delenv(CARDS_ENV, raising=False)
    load_card_db.cache_clear()
    try:
        a = load_card_db()
        assert a is load_card_db()
        assert set(a.names()) == set(parsed_db().names())
    finally:
        load_card_db.cache_clear()


def test_default_location_prefers_the_env_var_then_the_package_then_the_repo(
        monkeypatch, tmp_path):
    monkeypatch.setenv(CARDS_ENV, str(tmp_path))
    assert default_cards_dir() == tmp_path
    monkeypatch.delenv(CARDS_ENV)
    monkeypatch.setattr(dbmod, "_WHEEL_CARDS", tmp_path / "nope")
    assert default_cards_dir() == REPO_CARDS
    monkeypatch.setattr(dbmod, "_WHEEL_CARDS", tmp_path)
    assert default_cards_dir() == tmp_path


def test_env_var_cards_are_loaded(monkeypatch, tmp_path):
    write(tmp_path, "x.yaml", "set: OGN\ncards:\n  - {name: Only One, type: unit, might: 1}\n")
    monkeypatch.setenv(CARDS_ENV, str(tmp_path))
    load_card_db.cache_clear()
    try:
        assert load_card_db().names() == ("Only One",)
    finally:
        load_card_db.cache_clear()


# --------------------------------------------------------------------------- lookups

def test_get_is_case_insensitive_and_exact(shipped):
    assert shipped.get("void seeker").name == "Void Seeker"
    assert shipped.get("VIKTOR,  herald of the arcane").name == "Viktor, Herald of the Arcane"
    assert shipped["Defy"] is shipped.get("defy")
    with pytest.raises(KeyError):
        shipped.get("Void")          # no prefix matching


def test_missing_name_suggests_close_matches(shipped):
    with pytest.raises(KeyError) as info:
        shipped.get("Void Seekr")
    msg = info.value.args[0]
    assert 'no card named "Void Seekr"' in msg
    assert '"Void Seeker"' in msg
    with pytest.raises(KeyError) as info:
        shipped.get("Zzzzzz")
    assert "did you mean" not in info.value.args[0]


def test_contains_all_names(shipped):
    assert "hextech ray" in shipped
    assert "Hextech" not in shipped
    assert 3 not in shipped
    assert shipped.names() == tuple(c.name for c in shipped.all())
    assert list(shipped) == list(shipped.all())
    assert all(isinstance(c, CardDef) for c in shipped.all())


def test_db_can_be_copied_and_pickled(shipped):
    import copy
    import pickle
    assert copy.copy(shipped) is shipped and copy.deepcopy(shipped) is shipped
    again = pickle.loads(pickle.dumps(shipped))
    assert again.names() == shipped.names()
    assert again.get("Void Seeker") == shipped.get("Void Seeker")


def test_db_is_immutable(shipped):
    with pytest.raises(AttributeError):
        shipped.extra = 1
    with pytest.raises(AttributeError):
        shipped._by_key = {}
    with pytest.raises(TypeError):
        shipped._by_key["x"] = None   # a read-only mapping


# --------------------------------------------------------------------------- loading errors

@pytest.mark.rules("132.1")
def test_duplicate_names_across_files_name_both_places(tmp_path):
    write(tmp_path, "a.yaml", "set: OGN\ncards:\n  - {name: Twin, type: unit, might: 1}\n")
    write(tmp_path, "b.yaml", "set: OGS\ncards:\n\n  - {name: twin, type: unit, might: 2}\n")
    with pytest.raises(CardDataErrors) as info:
        load_card_db(tmp_path)
    (e,) = info.value.errors
    assert e.file == str(tmp_path / "b.yaml") and e.line == 4 and e.field == "name"
    assert f"first defined at {tmp_path / 'a.yaml'}:3" in e.message


def test_every_file_is_checked_before_raising(tmp_path):
    write(tmp_path, "a.yaml", "set: OGN\ncards:\n  - {name: A, type: unit}\n")
    write(tmp_path, "b.yaml", "set: OGN\ncards: [\n")
    write(tmp_path, "c.yaml", "set: OGN\ncards:\n  - {name: C, type: spell, effects: "
                              "[{op: play_token, token: Recruitt}]}\n"
                              "  - {name: Recruit, type: unit, supertype: token, might: 1}\n"
                              "  - {name: D, type: spell, effects: "
                              "[{op: play_token, token: C}]}\n")
    write(tmp_path, "notes.txt", "not a card file")
    with pytest.raises(CardDataErrors) as info:
        load_card_db(tmp_path)
    got = [(Path(e.file).name, e.line, e.card) for e in info.value.errors]
    assert got == [("a.yaml", 3, "A"), ("b.yaml", 3, None), ("c.yaml", 3, "C"),
                   ("c.yaml", 5, "D")]
    msgs = [e.message for e in info.value.errors]
    assert 'no token card named "Recruitt" (did you mean "Recruit"?)' in msgs
    assert '"C" is not a token (its supertype is not token)' in msgs


def test_a_missing_or_empty_directory_is_an_error(tmp_path):
    with pytest.raises(CardDataError, match="no \\*.yaml card files"):
        load_card_db(tmp_path)
    with pytest.raises(CardDataError, match="no such card file"):
        load_card_db(tmp_path / "nowhere")


def test_carddb_from_definitions():
    a = CardDef(name="A", type="unit", might=1)
    db = CardDB([a])
    assert db.get("a") is a
    with pytest.raises(CardDataErrors, match="duplicate card name"):
        CardDB([a, CardDef(name="a", type="unit", might=2)])
