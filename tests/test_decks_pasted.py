"""Deck codes as people publish and paste them (issue 30): every printing of a card is the
card, a code pasted with line breaks is read, a cut-off code or a stray character is
reported in a player's words, a set beyond ours is named, every missing card is listed by
set, and a refusal says which rule refused the deck and which format would accept it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml

from riftbound_tui.cards.db import load_card_db
from riftbound_tui.cli import main as cli_main
from riftbound_tui.decks import DeckCode, decode_deck_code, deck_from_code, encode_deck_code
from riftbound_tui.decks.checks import deck_problems, unplayable_cards
from riftbound_tui.decks.code_names import card_index
from riftbound_tui.decks.codes import _b32encode
from riftbound_tui.decks.printings import build_printings, printing_index, printings_path, \
    printings_text
from riftbound_tui.decks.shipped import DeckNotPlayable, duel_from_names, find_deck
from riftbound_tui.decks.source import DeckSourceError, deck_from_source
from riftbound_tui.decks.verdict import refusal

DB = load_card_db()
REF = Path(os.environ.get("RIFTBOUND_REFERENCE", "/work/shared/reference"))
needs_reference = pytest.mark.skipif(not (REF / "riftcodex_cards_raw.json").is_file(),
                                     reason="needs the reference card list (the developers' "
                                            "reference, absent from a clone): published "
                                            "codes name printings checked against it")

# A published code from the reference deck-codes.md (6 C): the Jinx · Origins box as
# Piltover Archive writes it.
JINX = ("CMAAAAAAAAAACAQAAAD2MAIAAAAQQAAAAIBQME5IAGUQDNQBXEAQCBQAAAAQQGFFAGZADNABAEEAAAALDYSMGAP3"
        "AGOQFIICVIBAAAAAAEAAAHQ")


def _jinx_with(replace: dict[str, list[tuple[str, int]]], champion: str = "OGN-030") -> str:
    dc = decode_deck_code(JINX)
    main = []
    for c, n in dc.main:
        main += replace.get(str(c), [(str(c), n)])
    return encode_deck_code(DeckCode.of(main, champion=champion))


def test_other_printings_are_their_card_and_listed_once():
    """UNL-232 style printings: the overnumbered legend OGN-301, an alternate-art champion
    label, and the six Fury Runes in three printings (OGN-007, its alternate art, the
    Vendetta rune VEN-R01) make the very same deck as the box's own code."""
    code = _jinx_with({"OGN-251": [("OGN-301", 1)],
                       "OGN-007": [("OGN-007", 3), ("OGN-007a", 2), ("VEN-R01", 1)]},
                      champion="OGN-030a")
    deck = deck_from_code(code)
    assert deck == deck_from_code(JINX)
    assert deck.runes.count(("Fury Rune", 6)) == 1 and deck.rune_count == 12
    # what `riftbound cards deck CODE` shows the player
    assert find_deck(code, DB).deck.legend == "Jinx, Loose Cannon"


def test_every_printing_shipped_resolves_to_its_card():
    index = card_index(DB)
    coded = 0
    for pid, (_name, typ) in printing_index().items():
        if pid.split("-")[0] in ("OPP", "PR", "JDG"):
            continue                    # promo sets have no deck-code set byte
        assert index.lookup(pid)[1] == typ, pid
        coded += 1
    assert index.lookup("UNL-232") == ("Vex, Gloomist", "legend")
    assert index.lookup("UNL-232s") == ("Vex, Gloomist", "legend")
    assert coded > 1000


@needs_reference
def test_the_printings_file_is_what_the_reference_gives():
    text = printings_text(build_printings(REF / "riftcodex_cards_raw.json"))
    assert printings_path().read_text(encoding="utf-8") == text, \
        "stale: python -m riftbound_tui.decks.printings --write"


def test_a_code_pasted_with_line_breaks_and_spaces_is_read(capsys):
    pasted = JINX[:30] + "\r\n" + JINX[30:60] + " \n\t" + JINX[60:] + "\n"
    assert deck_from_source(pasted, DB) == deck_from_code(JINX)
    assert cli_main(["cards", "deck", pasted]) == 0
    assert capsys.readouterr().out.splitlines()[:3] == [
        "Legend: Jinx, Loose Cannon · Champion: Jinx, Demolitionist · 40 main cards, "
        "12 runes, 3 battlefields",
        "Legal in: open, precon",
        "duel: refused by 103.2.e: Fight or Flight is banned in Duel (ban list of "
        "2026-09-18); 103.2.e: Scrapheap is banned in Duel (ban list of 2026-09-18); "
        "103.2.e: Reaver's Row is banned in Duel (ban list of 2026-09-18)"]


def test_a_truncated_code_says_it_is_cut_short():
    with pytest.raises(DeckSourceError) as e:
        deck_from_source(JINX[:40], DB)
    assert str(e.value) == ("the deck code is cut short: its 40 characters end in the middle "
                            "of the main deck list; copy the whole code again")


def test_a_stray_character_is_named_with_its_place_and_never_a_missing_file():
    with pytest.raises(DeckSourceError) as e:
        deck_from_source(JINX[:30] + "0" + JINX[30:], DB)
    assert str(e.value) == ("the deck code has '0' at character 31 (near 'AQQA0AAAI') (is it "
                            "the letter O?); a deck code has only the letters A-Z and the "
                            "digits 2-7")
    with pytest.raises(DeckSourceError) as e:
        find_deck(JINX[:20] + "!" + JINX[20:], DB)
    assert "no such file" not in str(e.value) and "'!' at character 21" in str(e.value)


def test_a_card_of_a_set_beyond_ours_is_named_by_its_set():
    code = _jinx_with({"OGN-002": [("OGN-002", 2), ("RAD-029", 1)]})
    deck = deck_from_code(code)
    assert "RAD-029: the Radiance set is not in our card database yet" in deck_problems(deck)
    assert refusal(deck, DB, "open").splitlines()[-2:] == [
        "  Radiance (RAD):",
        "    1 x RAD-029: the Radiance set is not in our card database yet"]


@pytest.mark.rules("103.2.e")
def test_a_refusal_names_the_rule_and_the_format_that_accepts_it():
    with pytest.raises(DeckNotPlayable) as e:
        duel_from_names([JINX, "viktor"], DB, format="duel")
    assert str(e.value) == (
        f"seat A: deck '{JINX[:37]}...' (deck code) cannot be played yet: the duel format "
        "refuses it: 103.2.e: Fight or Flight is banned in Duel (ban list of 2026-09-18); "
        "103.2.e: Scrapheap is banned in Duel (ban list of 2026-09-18); 103.2.e: Reaver's "
        "Row is banned in Duel (ban list of 2026-09-18); 'open' (--format open) or 'precon' "
        "(--format precon) would accept it")
    setup, _ = duel_from_names([JINX, "viktor"], DB, format="open")
    assert setup["players"]["A"]["legend"] == "Jinx, Loose Cannon"


def published(deck_id: str) -> str:
    """A code of the published corpus (tests/fixtures/published_decks.yaml)."""
    entries = yaml.safe_load((Path(__file__).parent / "fixtures" / "published_decks.yaml")
                             .read_text(encoding="utf-8"))
    entries = entries["decks"] if isinstance(entries, dict) else entries
    return next(e["code"] for e in entries if e["id"] == deck_id)


# a published Vex deck with five Radiance cards: missing cards for as long as the set is
# not in our database, whatever else lands
RADIANCE_VEX = "comparator-vex-radiance"


def test_every_missing_card_is_listed_with_its_count_by_set():
    deck = find_deck(published(RADIANCE_VEX), DB).deck
    missing = unplayable_cards(deck, DB)        # shrinks as cards are implemented
    lines = refusal(deck, DB, "duel").splitlines()
    cards = [x for x in lines[1:] if " x " in x]
    sets = [x for x in lines[1:] if " x " not in x]
    copies = sum(int(x.split(" x ")[0]) for x in cards)     # the header adds them up
    assert lines[0] == f"{len(missing)} cards this app cannot play yet ({copies} copies):"
    assert sets and all(x.startswith("  ") and x.endswith("):") for x in sets)
    assert len(cards) == len(missing) and all(x.startswith("    ") for x in cards)
    assert len(lines) == 1 + len(sets) + len(missing)
    assert "  Radiance (RAD):" in sets
    assert "    3 x RAD-029: the Radiance set is not in our card database yet" in cards


def test_additional_legends_are_refused_by_name():
    code = encode_deck_code(DeckCode.of(decode_deck_code(JINX).main, champion="OGN-030",
                                        additional_legends=["OGN-301", "RAD-003"]))
    with pytest.raises(DeckSourceError) as e:
        deck_from_source(code, DB)
    assert str(e.value) == ("the deck code cannot be read: the code has additional legends "
                            "(Jinx, Loose Cannon (OGN-301), RAD-003: the Radiance set is not "
                            "in our card database yet); no deck-building rule we know places "
                            "them")


def test_a_boxed_deck_in_the_open_format_is_not_called_a_legal_duel_deck():
    from riftbound_tui.tui.deckchoice import deck_note, in_format
    jinx = in_format(find_deck("jinx", DB), "open", DB)
    assert jinx.playable and jinx.format == "open"
    assert deck_note(jinx, DB) == ("Jinx · Origins: played in the 'open' format. Legal in: "
                                   "open, precon")


def test_a_set_newer_than_the_reader_is_named_as_such():
    # v3: no cards at counts 12..4, then at count 3 one group of one card of set byte 7
    body = b"\x13" + b"\x00" * 9 + bytes([1, 1, 7, 0, 7]) + b"\x00" * 2 + b"\x00" * 4
    with pytest.raises(DeckSourceError) as e:
        deck_from_source(_b32encode(body), DB)
    assert str(e.value) == ("the deck code cannot be read: unknown set byte 7 in the main "
                            "deck group (x3): a card of a set newer than the sets this "
                            "reader knows (OGN, OGS, ARC, SFD, UNL, VEN, RAD)")


def test_format_without_decks_is_refused_in_words(capsys):
    assert cli_main(["sim", "--format", "open", "--games", "1"]) == 2
    assert capsys.readouterr().err == ("--format checks the decks given with --decks; the "
                                       "table's new game screen has its own Format choice\n")
