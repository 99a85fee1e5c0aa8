"""Deck-construction checks (riftbound_tui.decks.checks): rules 101-103, the Duel ban
list, and cards this app cannot play yet.

Small decks over a small card database written here, so each violation is tested on its
own; the precons need the reference folder and skip when it is absent (present in CI).
"""

from __future__ import annotations

import json

import pytest

from riftbound_tui.cards.db import CardDB, load_card_db
from riftbound_tui.cards.model import CardDef, Keyword
from riftbound_tui.decks import DeckList, deck_problems, is_playable, load_precons, precons_dir
from riftbound_tui.decks.checks import BANNED_DUEL, BANNED_DUEL_DATE, banned_cards, unplayable_cards
from riftbound_tui.cards.reference import reference_dir as find_reference_dir
from riftbound_tui.decks.decklist import resolve_name
from riftbound_tui.decks.fixed import CALM_MIND, FURY_ORDER

pytestmark = pytest.mark.rules("101", "103.1.b", "103.2", "103.2.a", "103.2.b", "103.2.c",
                               "103.2.d", "103.2.e", "103.3.a", "103.4")


def card(name, type="spell", domains=("mind",), supertype=None, tags=(), **kw):
    return CardDef(name=name, type=type, domains=tuple(domains), supertype=supertype,
                   tags=tuple(tags), **kw)


FILLERS = [f"Filler {i}" for i in range(13)]
TDB = CardDB([
    card("Testa, Legend", "legend", ("mind", "order"), tags=("Testa",)),
    card("Other, Legend", "legend", ("fury",), tags=("Other",)),
    card("Testa, Champ", "unit", ("mind",), "champion", ("Testa",)),
    card("Other, Champ", "unit", ("mind",), "champion", ("Other",)),
    card("Testa Signature", "spell", ("mind", "order"), "signature", ("Testa",)),
    card("Other Signature", "spell", ("mind",), "signature", ("Other",)),
    *[card(n) for n in FILLERS],
    card("Colorless Gear", "gear", ()),
    card("Fury Spell", domains=("fury",)),
    card("Mind Fury Spell", domains=("mind", "fury")),
    card("Mind Order Spell", domains=("mind", "order")),
    card("Spiderling", "unit", ("mind",)),
    card("Unique Gear", "gear", ("mind",), keywords=(Keyword("unique"),)),
    card("Unique Signature", "gear", ("mind",), "signature", ("Testa",),
         keywords=(Keyword("unique"),)),
    card("Called Shot"),                                      # on the Duel ban list
    card("Unfinished", implemented=False, not_implemented_reason="needs a custom handler"),
    card("Recruit", "unit", (), "token", token=True),
    card("Mind Rune", "rune", ("mind",), "basic"),
    card("Order Rune", "rune", ("order",), "basic"),
    card("Fury Rune", "rune", ("fury",), "basic"),
    card("Field A", "battlefield", ()),
    card("Field B", "battlefield", ()),
    card("Field C", "battlefield", ()),
    card("Fury Field", "battlefield", ("fury",)),
])

LEGAL = DeckList(
    legend="Testa, Legend", champion="Testa, Champ",
    main=[("Testa, Champ", 1)] + [(n, 3) for n in FILLERS],
    runes=[("Mind Rune", 6), ("Order Rune", 6)],
    battlefields=["Field A", "Field B", "Field C"])


def with_(deck: DeckList = LEGAL, **kw) -> DeckList:
    fields = dict(legend=deck.legend, champion=deck.champion, main=deck.main, runes=deck.runes,
                  battlefields=deck.battlefields, sideboard=deck.sideboard)
    fields.update(kw)
    return DeckList(**fields)


def main_plus(*pairs) -> tuple:
    """LEGAL's main deck (40 cards) and `pairs` on top."""
    return LEGAL.main + tuple(pairs)


def problems(deck, fmt="duel"):
    return deck_problems(deck, TDB, fmt)


def only(deck, fmt="duel") -> str:
    got = problems(deck, fmt)
    assert len(got) == 1, got
    return got[0]


def test_the_legal_deck_is_legal():
    assert problems(LEGAL) == []
    assert is_playable(LEGAL, TDB)
    assert problems(LEGAL, "test") == []


# --------------------------------------------------------------------------- 103.1 legend

def test_legend():
    assert "103.1: the deck has no Champion Legend" in problems(with_(legend=""))
    got = problems(with_(legend="Testa, Champ"))
    assert "103.1: Testa, Champ is a unit, not a legend" in got


@pytest.mark.rules("103.4.b", "176", "176.1")
def test_domain_identity():
    assert only(with_(main=main_plus(("Fury Spell", 3)))) == (
        "103.2.c: Fury Spell (Fury) is outside the legend's domain identity (Mind, Order) "
        "(103.1.b.3)")
    assert only(with_(main=main_plus(("Mind Fury Spell", 3)))).startswith(
        "103.2.c: Mind Fury Spell (Fury, Mind) is outside")
    assert only(with_(main=main_plus(("Mind Fury Spell", 3)))).endswith("(103.1.b.4)")
    assert problems(with_(main=main_plus(("Mind Order Spell", 3)))) == []
    assert problems(with_(main=main_plus(("Colorless Gear", 3)))) == []
    assert only(with_(runes=[("Mind Rune", 6), ("Fury Rune", 6)])).startswith(
        "103.3.a.1: Fury Rune (Fury) is outside")
    assert only(with_(battlefields=["Field A", "Field B", "Fury Field"])).startswith(
        "103.4.b: Fury Field (Fury) is outside")


# --------------------------------------------------------------------------- 103.2 main deck

def test_main_deck_size():
    short = with_(main=tuple(p for p in LEGAL.main if p[0] != "Filler 0") + (("Filler 0", 2),))
    assert only(short) == "103.2: the main deck has 39 cards; it needs at least 40"
    assert problems(with_(main=main_plus(("Colorless Gear", 3)))) == []


@pytest.mark.rules("103.3.b", "133.4", "133.5", "133.6", "161.1")
def test_main_deck_holds_units_gear_and_spells():
    assert "103.2: Mind Rune is a rune; the main deck holds units, gear and spells" in \
        problems(with_(main=main_plus(("Mind Rune", 3))))
    assert "103.2: Recruit is a token; the main deck holds units, gear and spells" in \
        problems(with_(main=main_plus(("Recruit", 3))))
    assert "103.2: Field A is a battlefield; the main deck holds units, gear and spells" in \
        problems(with_(main=main_plus(("Field A", 3))))


def test_copies():
    assert only(with_(main=main_plus(("Filler 1", 1)))) == (
        "103.2.b: 4 copies of Filler 1; at most 3 of a name (the chosen champion's copy "
        "included, 103.2.b.1)")
    # the champion's copy counts: 1 + 3 more is 4
    deck = with_(main=main_plus(("Testa, Champ", 3)))
    assert only(deck).startswith("103.2.b: 4 copies of Testa, Champ")
    # names count as one however they are spelled
    deck = with_(main=main_plus(("filler 1", 1)))
    assert only(deck).startswith("103.2.b: 4 copies of Filler 1")
    # Spiderling says a deck may have any number of it
    assert problems(with_(main=main_plus(("Spiderling", 7)))) == []


@pytest.mark.rules("825.1", "825.3", "825.3.a", "825.3.b")
def test_unique_allows_one_card_of_its_name():
    assert problems(with_(main=main_plus(("Unique Gear", 1)))) == []
    assert only(with_(main=main_plus(("Unique Gear", 2)))) == (
        "825.3.a: 2 copies of Unique Gear; it is Unique, so a deck can hold only one card "
        "of that name")
    # a Unique Signature card: still one of its name, among the three Signature cards
    assert problems(with_(main=main_plus(("Unique Signature", 1), ("Testa Signature", 2)))) \
        == []
    assert only(with_(main=main_plus(("Unique Signature", 2)))).startswith(
        "825.3.a: 2 copies of Unique Signature")
    # the relaxed test format keeps the rule (only counts of the whole deck are dropped)
    assert only(with_(main=main_plus(("Unique Gear", 2))), "test").startswith("825.3.a")


@pytest.mark.rules("133.1", "133.7.a", "133.7.b", "133.8.b")
def test_chosen_champion():
    no_champ = with_(champion=None)
    assert only(no_champ) == "103.2.a: the deck has no chosen champion"
    assert only(with_(champion="Filler 1")) == (
        "103.2.a.2: the chosen champion Filler 1 is a spell, not a champion unit")
    sig = with_(champion="Testa Signature", main=main_plus(("Testa Signature", 1)))
    assert only(sig) == ("103.2.a.2: the chosen champion Testa Signature is a signature "
                         "spell, not a champion unit")
    other = with_(champion="Other, Champ", main=main_plus(("Other, Champ", 1)))
    assert "103.2.a.2: the chosen champion Other, Champ does not have the legend's champion " \
           "tag (Testa)" in problems(other)
    missing = with_(main=main_plus(("Colorless Gear", 1)))    # champion label, no copy
    missing = with_(missing, main=tuple(p for p in missing.main if p[0] != "Testa, Champ"))
    assert "103.2.a: the chosen champion Testa, Champ is not one of the main deck's cards" \
        in problems(missing)


@pytest.mark.rules("133.7.b", "133.8.b")
def test_signature_cards():
    assert problems(with_(main=main_plus(("Testa Signature", 3)))) == []
    four = with_(main=main_plus(("Testa Signature", 3), ("Other Signature", 1)))
    got = problems(four)
    assert "103.2.d.1: the deck has 4 signature cards; at most 3" in got
    assert "103.2.d.2: Other Signature is a signature card without the legend's champion " \
           "tag (Testa)" in got


def test_banned_cards():
    banned, since = banned_cards()
    assert "Called Shot" in banned
    assert only(with_(main=main_plus(("Called Shot", 3)))) == (
        f"103.2.e: Called Shot is banned in Duel (ban list of {since})")


# --------------------------------------------------------------------------- 103.3, 103.4

@pytest.mark.rules("161.2.a")
def test_rune_deck():
    assert only(with_(runes=[("Mind Rune", 6), ("Order Rune", 5)])) == (
        "103.3.a: the rune deck has 11 cards; it must have exactly 12")
    assert only(with_(runes=[("Mind Rune", 6), ("Order Rune", 7)])).startswith(
        "103.3.a: the rune deck has 13 cards")
    got = problems(with_(runes=[("Mind Rune", 11), ("Filler 1", 1)]))
    assert got == ["103.3.a: Filler 1 is a spell, not a rune"]


@pytest.mark.rules("103.4.a", "172", "485.4.a", "483.4.a", "487.4.a", "488.4.a", "489.4.a")
def test_battlefields():
    """Every mode asks three battlefields of a deck (485.4.a, 487.4.a, 488.4.a, 489.4.a):
    one check, whatever mode the deck is then played in."""
    assert only(with_(battlefields=["Field A", "Field B"])) == (
        "485.4.a: a deck brings 3 battlefields in every mode; this one has 2 (103.4.a)")
    assert only(with_(battlefields=["Field A", "Field A", "Field B"])) == (
        "103.4.c: battlefield Field A is in the deck 2 times; they must have different names")
    assert only(with_(battlefields=["Field A", "Field B", "Filler 1"])) == (
        "103.4: Filler 1 is a spell, not a battlefield")


# --------------------------------------------------------------------------- playable here

def test_cards_we_cannot_play_yet():
    deck = with_(main=main_plus(("Unfinished", 2), ("Nonexistent Card", 1)))
    got = problems(deck)
    assert got == ["Unfinished: not implemented yet: needs a custom handler",
                   "Nonexistent Card: not in our card database yet"]
    assert unplayable_cards(deck, TDB) == {
        "Unfinished": "not implemented yet: needs a custom handler",
        "Nonexistent Card": "not in our card database yet"}
    assert "Nonexistent Legend: not in our card database yet" in \
        problems(with_(legend="Nonexistent Legend"))


def test_every_kind_at_once():
    bad = DeckList("Testa, Legend", None, main=[("Fury Spell", 4), ("Unfinished", 1)],
                   runes=[("Fury Rune", 1)], battlefields=["Field A", "Field A"])
    rules = {p.split(":")[0] for p in problems(bad)}
    assert rules == {"103.2", "103.2.c", "103.2.b", "103.2.a", "103.3.a", "103.3.a.1",
                     "485.4.a", "103.4.c", "Unfinished"}


# --------------------------------------------------------------------------- formats

def test_the_test_format_relaxes_counts_champion_domains_and_signatures_only():
    small = DeckList("Testa, Legend", None,
                     main=[("Fury Spell", 3), ("Other Signature", 3), ("Testa Signature", 2)],
                     runes=[("Fury Rune", 2)], battlefields=["Field A"])
    assert problems(small, "test") == []
    assert len(problems(small, "duel")) >= 6
    # what it keeps
    assert only(with_(small, main=[("Fury Spell", 4)]), "test").startswith("103.2.b: 4 copies")
    assert only(with_(small, main=[("Called Shot", 1)]), "test").startswith("103.2.e:")
    assert only(with_(small, main=[("Unfinished", 1)]), "test").startswith("Unfinished:")
    assert only(with_(small, battlefields=[]), "test") == "103.4.a: the deck has no battlefield"
    assert only(with_(small, battlefields=["Field A", "Field A"]), "test").startswith("103.4.c")
    assert only(with_(small, legend=""), "test").startswith("103.1:")
    assert only(with_(small, main=[("Mind Rune", 1)]), "test").startswith("103.2: Mind Rune")
    with pytest.raises(ValueError, match="unknown deck format 'standard'"):
        deck_problems(LEGAL, TDB, "standard")


@pytest.mark.parametrize("setup", [FURY_ORDER, CALM_MIND], ids=["FURY_ORDER", "CALM_MIND"])
def test_fixed_test_decks_pass_the_test_format_only(setup):
    deck = DeckList.from_setup(setup)
    db = load_card_db()
    assert deck_problems(deck, db, format="test") == []
    rules = {p.split(":")[0] for p in deck_problems(deck, db)}
    assert {"103.2.a", "485.4.a", "103.2.c"} <= rules


# --------------------------------------------------------------------------- the reference

needs_reference = pytest.mark.skipif(
    precons_dir() is None or find_reference_dir("riftcodex_cards_raw.json",
                                                "banned-cards.json") is None,
    reason="reference folder not found: set RIFTBOUND_REFERENCE or provide "
           "../shared/reference next to the repository")


@needs_reference
def test_the_ban_list_snapshot_matches_the_reference():
    ref = find_reference_dir("banned-cards.json")
    data = json.loads((ref / "banned-cards.json").read_text(encoding="utf-8"))
    assert set(data["names"]) == BANNED_DUEL
    assert data["effectiveAt"] == BANNED_DUEL_DATE
    assert banned_cards() == (BANNED_DUEL, BANNED_DUEL_DATE)


PLAYABLE_PRECONS = {"Lux · Proving Grounds", "Garen · Proving Grounds"}


def test_playable_precons_break_only_the_battlefield_count():
    """The 'precon' format relaxes only 485.4.a (the box has one battlefield)."""
    db = load_card_db()
    decks = {d.name: d for d in load_precons(db=db)}
    for name in PLAYABLE_PRECONS:
        deck = decks[name]
        assert unplayable_cards(deck, db) == {}
        assert deck_problems(deck, db) == [
            "485.4.a: a deck brings 3 battlefields in every mode; this one has 1 (103.4.a)"]
        assert deck_problems(deck, db, "precon") == []


def test_a_precon_is_playable_exactly_when_its_cards_are_and_says_which_are_missing():
    db = load_card_db()
    missing_somewhere = False
    for deck in load_precons():
        expected = {}
        for name in deck.card_names():
            n = resolve_name(name, db)
            if n not in db:
                expected[name] = "not in our card database yet"
            elif not db.get(n).implemented:
                expected[name] = "not implemented yet: " + db.get(n).not_implemented_reason
        assert unplayable_cards(deck, db) == expected
        if not expected:        # every card works: the box plays in its format
            assert deck_problems(deck, db, "precon") == [], deck.name
            continue
        missing_somewhere = True
        got = deck_problems(deck, db)
        assert not is_playable(deck, db)
        for name, why in expected.items():
            assert f"{name}: {why}" in got
        # apart from the missing cards, the precons break only these rules
        rules = [p for p in got if p.split(":")[0] not in expected]
        if "Proving Grounds" in deck.name:      # the retail box has one battlefield
            assert rules == [("485.4.a: a deck brings 3 battlefields in every mode; this one has 1 "
                              "(103.4.a)")], deck.name
        elif deck.name == "Jinx · Origins":    # printed before the Duel bans
            assert sorted(rules) == sorted(
                f"103.2.e: {n} is banned in Duel (ban list of {BANNED_DUEL_DATE})"
                for n in ("Fight or Flight", "Scrapheap", "Reaver's Row")), deck.name
        else:
            assert rules == [], deck.name
    assert not missing_somewhere   # all thirteen precons play (issue 26)


def test_rules_see_the_facts_of_cards_not_implemented_yet():
    """The construction rules see a not-implemented card's facts (every Origins card is in
    our data, implemented or not)."""
    db = load_card_db()
    deck = next(d for d in load_precons() if d.name == "Annie · Proving Grounds")
    swapped = with_(deck, champion="Tibbers")       # a signature unit (rule 103.2.a.2 example)
    assert "103.2.a.2: the chosen champion Tibbers is a signature unit, not a champion unit" \
        in deck_problems(swapped, db)
    fury_legend = with_(deck, legend="Jinx, Loose Cannon")
    got = deck_problems(fury_legend, db)
    assert any(p.startswith("103.2.a.2: the chosen champion Annie, Stubborn does not have "
                            "the legend's champion tag (Jinx)") for p in got)
    assert any(p.startswith("103.2.d.2: Tibbers is a signature card") for p in got)
