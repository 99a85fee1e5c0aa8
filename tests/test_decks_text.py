"""DeckList, the deck text format and the precons (riftbound_tui.decks.decklist).

The precons ship with the game (cards/decks); the tests that compare them with the
reference transcriptions (../shared/reference/decks) skip when that folder is absent.
"""

from __future__ import annotations

import json

import pytest

from riftbound_tui.cards.db import CardDB, load_card_db
from riftbound_tui.cards.model import CardDef
from riftbound_tui.decks import (
    DeckList, DeckTextError, card_name, format_deck_text, load_precons, parse_deck_text,
    precons_dir, resolve_name,
)
from riftbound_tui.cards.reference import reference_dir as find_reference_dir
from riftbound_tui.decks.fixed import CALM_MIND, FURY_ORDER

DB = load_card_db()
PRECONS = precons_dir()
REF_DECKS = find_reference_dir("decks")
needs_reference = pytest.mark.skipif(
    REF_DECKS is None,
    reason="reference decks not found: set RIFTBOUND_REFERENCE or provide "
           "../shared/reference/decks next to the repository")

PRECON_NAMES = ["annie", "fiora", "garen", "jinx", "lee-sin", "lux", "master-yi", "rumble",
                "shen", "vex", "vi", "viktor", "zed"]


# --------------------------------------------------------------------------- precons

def test_every_precon_parses():
    files = sorted(p.name for p in PRECONS.glob("precon-*.txt"))
    assert files == [f"precon-{n}.txt" for n in PRECON_NAMES]
    decks = load_precons()
    assert len(decks) == 13
    for deck in decks:
        assert deck.name and " · " in deck.name
        assert deck.legend and deck.champion, deck.name
        assert deck.main_count == 40, deck.name
        assert deck.rune_count == 12, deck.name
        assert len(deck.battlefields) in (1, 3), deck.name
        assert deck.count(deck.champion) >= 1, "the champion's copy is in the main deck"
        assert not deck.sideboard


@needs_reference
def test_shipped_precons_are_the_reference_decks():
    """The shipped deck files hold the reference transcriptions' cards, deck by deck."""
    ref = {d.name: d for d in load_precons(REF_DECKS / "decks")}
    ours = {d.name: d for d in load_precons()}
    assert ours == ref and len(ours) == 13


@needs_reference
def test_precons_agree_with_precons_json():
    """The text files against the second transcription in precons.json."""
    data = json.loads((REF_DECKS / "decks" / "precons.json").read_text(encoding="utf-8"))["decks"]
    decks = {d.name: d for d in load_precons()}
    assert len(data) == len(decks)
    for j in data:
        deck = decks[j["name"]]
        assert card_name(deck.legend) == card_name(j["legend"]["name"])   # the db may keep (Starter)
        assert deck.champion == card_name(j["chosen_champion"]["name"])
        assert sorted(deck.battlefields) == sorted(card_name(b["name"]) for b in j["battlefields"])
        assert dict(deck.main) == {card_name(c["name"]): c["count"] for c in j["main_deck"]}
        assert dict(deck.runes) == {card_name(c["name"]): c["count"] for c in j["runes"]}


def test_precons_format_and_parse_back():
    for deck in load_precons():
        text = format_deck_text(deck)
        again = parse_deck_text(text)
        assert again == deck and again.name == deck.name
        assert list(again.main) == list(deck.main), "order is kept"


def test_precon_starter_legends_lose_the_printing_label():
    decks = {d.name: d for d in load_precons()}
    assert card_name(decks["Annie · Proving Grounds"].legend) == "Annie, Dark Child"
    # a legend our database has is spelt as the database (and the reference) spell it,
    # keeping the label; card_name() gives the plain name either way
    yi = decks["Master Yi · Proving Grounds"].legend
    assert card_name(yi) == "Master Yi, Wuju Bladesman"
    assert yi in ("Master Yi, Wuju Bladesman", "Master Yi, Wuju Bladesman (Starter)")
    annie = decks["Annie · Proving Grounds"].to_setup()
    assert annie["champion"] == "Annie, Stubborn"
    assert annie["main"].count("Annie, Stubborn") == 1, "2 in the deck, 1 taken out for 112"
    assert len(annie["main"]) == 39 and len(annie["runes"]) == 12
    assert annie["battlefields"] == ["Void Gate"]


def test_precons_need_no_reference_folder(monkeypatch, tmp_path):
    """A fresh clone with no ../shared beside it still has all 13 precons."""
    monkeypatch.setenv("RIFTBOUND_REFERENCE", str(tmp_path))      # an empty folder
    assert find_reference_dir() is None and find_reference_dir("decks") is None
    assert precons_dir() is not None
    assert len(load_precons()) == 13
    assert load_precons(tmp_path) == []        # a folder with no precon files


# --------------------------------------------------------------------------- parsing

TEXT = """\
# Test · Deck  (a product)
# a comment

Legend:
1 Viktor - Herald of the Arcane (OGN-265)

Champion:
1 Some Champion, Subtitle

MainDeck:
3 Void Seeker (OGN-024)
3x Falling Star
Hextech Ray
2 Some Champion, Subtitle

Battlefields:
1 Bandle Tree
1 Back-Alley Bar (Alternate Art)

Runes:
6 Mind Rune
6 Order Rune (OGN-214)

Sideboard:
2 Charm
"""


def test_parse_deck_text():
    deck = parse_deck_text(TEXT)
    assert deck.name == "Test · Deck"
    assert deck.legend == "Viktor, Herald of the Arcane"
    assert deck.champion == "Some Champion, Subtitle"
    assert deck.main == (("Void Seeker", 3), ("Falling Star", 3), ("Hextech Ray", 1),
                         ("Some Champion, Subtitle", 2))
    assert deck.battlefields == ("Bandle Tree", "Back-Alley Bar")
    assert deck.runes == (("Mind Rune", 6), ("Order Rune", 6))
    assert deck.sideboard == (("Charm", 2),)
    assert parse_deck_text(format_deck_text(deck)) == deck


def test_names_are_mapped_to_ours():
    assert card_name("Jinx - Loose Cannon") == "Jinx, Loose Cannon"
    assert card_name("Annie - Dark Child (Starter)") == "Annie, Dark Child"
    assert card_name("Master Yi - Wuju Master (Signature)") == "Master Yi, Wuju Master"
    assert card_name("Jinx - Loose Cannon (Overnumbered)") == "Jinx, Loose Cannon"
    assert card_name("Annie - Dark Child (Metal)") == "Annie, Dark Child"
    assert card_name("Void  Seeker") == "Void Seeker"
    assert resolve_name("void seeker", DB) == "Void Seeker"          # our spelling
    assert resolve_name("Viktor - Herald of the Arcane", DB) == "Viktor, Herald of the Arcane"
    # a database that keeps the reference's '(Starter)' label is found either way
    db = CardDB([CardDef(name="Annie, Dark Child (Starter)", type="legend")])
    assert resolve_name("Annie, Dark Child", db) == "Annie, Dark Child (Starter)"
    assert resolve_name("Annie - Dark Child (Starter)", db) == "Annie, Dark Child (Starter)"
    assert resolve_name("Annie, Dark Child", None) == "Annie, Dark Child"


def test_a_champion_missing_from_the_main_deck_is_added_once():
    deck = parse_deck_text("Legend:\n1 L\nChampion:\n1 C\nMainDeck:\n3 X\n")
    assert dict(deck.main) == {"X": 3, "C": 1}
    assert deck.to_setup()["main"] == ["X", "X", "X"]


@pytest.mark.parametrize("text, why", [
    ("3 Void Seeker\n", "line 1: card line '3 Void Seeker' before any section"),
    ("Legend:\n1 A\nStuff:\n", "line 3: unknown section 'Stuff'"),
    ("Legend:\n1 A\nLegend:\n1 B\n", "line 3: section 'Legend' appears twice"),
    ("Legend:\n1 A\n1 B\n", "one legend; the text gives 1 A, 1 B"),
    ("Legend:\n2 A\n", "one legend; the text gives 2 A"),
    ("Legend:\n1 A\nChampion:\n1 B\n1 C\n", "one chosen champion"),
    ("MainDeck:\n3 A\n", "no legend"),
    ("Legend:\n0 A\n", "line 2: count 0"),
])
def test_bad_deck_text_names_the_line(text, why):
    with pytest.raises(DeckTextError, match=why):
        parse_deck_text(text)


# --------------------------------------------------------------------------- DeckList

def test_decklist_values():
    a = DeckList("L", "C", main=[("X", 2), ("C", 1), ("X", 1)], runes={"Mind Rune": 12},
                 battlefields=["B1", "B2"])
    assert a.main == (("X", 3), ("C", 1)), "the same name twice is merged"
    assert a.main_count == 4 and a.rune_count == 12 and a.count("X") == 3
    b = DeckList("L", "C", main=[("C", 1), ("X", 3)], runes=[("Mind Rune", 12)],
                 battlefields=("B2", "B1"), name="another title")
    assert a == b and hash(a) == hash(b), "order and title do not matter"
    assert a != DeckList("L", None, main=a.main, runes=a.runes, battlefields=a.battlefields)
    assert a.card_names() == ("L", "C", "X", "Mind Rune", "B1", "B2")
    with pytest.raises(ValueError, match="count 0"):
        DeckList("L", main=[("X", 0)])
    with pytest.raises(TypeError, match="pairs"):
        DeckList("L", main=["X", "X"])
    with pytest.raises(TypeError, match="one string"):
        DeckList("L", battlefields="B1")


def test_to_setup_is_the_engine_shape():
    deck = DeckList("L", "C", main=[("C", 3), ("X", 2)], runes=[("Mind Rune", 2)],
                    battlefields=["B"])
    assert deck.to_setup() == {"legend": "L", "champion": "C", "main": ["C", "C", "X", "X"],
                               "runes": ["Mind Rune", "Mind Rune"], "battlefields": ["B"]}
    assert DeckList.from_setup(deck.to_setup()) == deck
    assert "champion" not in DeckList("L", main=[("X", 1)]).to_setup()


@pytest.mark.parametrize("setup", [FURY_ORDER, CALM_MIND], ids=["FURY_ORDER", "CALM_MIND"])
def test_fixed_decks_convert_both_ways(setup):
    deck = DeckList.from_setup(setup)
    assert deck.to_setup() == {k: list(v) if isinstance(v, (list, tuple)) else v
                               for k, v in setup.items()}
    assert parse_deck_text(format_deck_text(deck)) == deck
