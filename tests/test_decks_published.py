"""Deck codes people have published (issue 30): tests/fixtures/published_decks.yaml holds
real Piltover Archive codes from deck pages, a deck guide, a tournament stream and other
projects' fixtures, each with its source (tests/fixtures/README.md).

For every code:
- the decoder reads it and writes it back byte for byte (a misread byte would not);
- what the source says the deck is (legend, champion, sets, card list) is what the
  decoder finds, compared by the reference's card names (printings may differ: a source
  that names "Vex, Gloomist" is right about UNL-232);
- a deck whose cards are all implemented and that the deck checks accept plays one
  seeded game between two random agents to a winner; any other deck is reported, with
  every card the pool lacks by name, and skipped: the report is data, not a failure.

Only the card-name comparison needs the reference folder (it skips without it); the
program itself never reads it.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from pathlib import Path

import pytest
import yaml

from mirror_games import duel_setup, play_checked
from riftbound_tui.cards.db import load_card_db
from riftbound_tui.cards.reference import reference_dir
from riftbound_tui.decks import FORMATS, DeckCodeError, decode_deck_code, encode_deck_code
from riftbound_tui.decks.checks import deck_problems, unplayable_cards
from riftbound_tui.decks.code_names import card_index, deck_from_code
from riftbound_tui.decks.codes import CardCode, DeckCode
from riftbound_tui.decks.decklist import card_name, resolve_name
from riftbound_tui.engine.game import Engine

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "published_decks.yaml"
ENTRIES: list[dict] = yaml.safe_load(FIXTURE.read_text(encoding="utf-8"))
IDS = [e["id"] for e in ENTRIES]

DB = load_card_db()
REF = reference_dir("riftcodex_cards_raw.json")
RX = card_index(DB, REF) if REF is not None else None
needs_reference = pytest.mark.skipif(
    REF is None, reason="reference folder not found (set RIFTBOUND_REFERENCE): card names "
                        "of printings outside our database come from it")

# Tournament rules are today's only format for a full deck; the open format (deck rules,
# no ban list) is the one issue 30 plays published decks in, once it exists.
PLAY_FORMAT = "open" if "open" in FORMATS else "duel"

SET_NAMES = {"ARC": "Arcane Box Set", "RAD": "Radiance"}
ZONE_OF_TYPE = {"legend": "legend", "rune": "runes", "battlefield": "battlefields"}


def key(name: str) -> str:
    """A card name as both sides of a comparison spell it ('Lillia - Fae Fawn',
    "Rek'sai, Void Burrower" and 'Lux, Lady of Luminosity (Starter)' all agree)."""
    return card_name(name).casefold()


@functools.lru_cache(maxsize=1)
def engine() -> Engine:
    return Engine()


# --------------------------------------------------------------------------- the corpus

def test_the_corpus_holds_twenty_published_codes_from_five_publishers():
    codes = [e["code"] for e in ENTRIES]
    assert len(codes) >= 20, f"only {len(codes)} published codes"
    assert len(set(codes)) == len(codes), "a code is listed twice"
    groups = {e["group"] for e in ENTRIES}
    assert len(groups) >= 5, f"only {len(groups)} publishers: {sorted(groups)}"
    for e in ENTRIES:
        assert re.fullmatch(r"[A-Z2-7]+", e["code"]), f"{e['id']}: not a code as published"
        assert e.get("source") and e.get("says"), f"{e['id']}: no source or description"


# --------------------------------------------------------------------------- decoding

@pytest.mark.parametrize("entry", ENTRIES, ids=IDS)
def test_a_published_code_decodes_and_writes_back_unchanged(entry):
    code = entry["code"]
    try:
        dc = decode_deck_code(code)
    except DeckCodeError as e:
        pytest.fail(f"{entry['id']} ({entry['source']}): the decoder refuses a published "
                    f"code: {e}")
    assert dc.main, f"{entry['id']}: decoded to an empty main list"
    assert encode_deck_code(dc, version=dc.version) == code, (
        f"{entry['id']}: decoding then encoding as v{dc.version} does not give the "
        f"published code back, so some byte was read wrong")


# --------------------------------------------------------------------------- the source's claims

def _name(c: CardCode) -> str | None:
    got = RX.lookup(c)
    return got[0] if got else None


def _zones(dc: DeckCode) -> tuple[dict[str, Counter], Counter, Counter]:
    """The decoded deck by zone and card name ({zone: Counter}), and the copies of
    printings the reference cannot name, in the main list and in the sideboard."""
    zones = {z: Counter() for z in ("legend", "main", "runes", "battlefields", "sideboard")}
    unnamed_main, unnamed_side = Counter(), Counter()
    for c, n in dc.main:
        got = RX.lookup(c)
        if got is None:
            unnamed_main[str(c)] += n
        else:
            zones[ZONE_OF_TYPE.get(got[1], "main")][key(got[0])] += n
    for c, n in dc.sideboard:
        nm = _name(c)
        if nm is None:
            unnamed_side[str(c)] += n
        else:
            zones["sideboard"][key(nm)] += n
    if dc.champion is not None and _name(dc.champion) is not None:
        champ = key(_name(dc.champion))
        if not zones["main"][champ]:        # a label with no copy in the list counts one
            zones["main"][champ] += 1
    return zones, unnamed_main, unnamed_side


def _source_zones(entry: dict) -> dict[str, Counter]:
    lst = entry["list"]
    zones = {"legend": Counter({key(entry["legend"]): 1}),
             "main": Counter({key(k): v for k, v in lst["main"].items()}),
             "runes": Counter({key(k): v for k, v in lst["runes"].items()}),
             "battlefields": Counter(key(b) for b in lst["battlefields"]),
             "sideboard": Counter({key(k): v for k, v in (lst.get("sideboard") or {}).items()})}
    zones["main"][key(entry["champion"])] += 1     # the chosen champion is a main-deck card
    return zones


def _compare_by_name(entry: dict, dc: DeckCode) -> list[str]:
    """Differences between the source's list and the decoded one.  Printings the
    reference cannot name (a set it does not hold) must account, copy count for copy
    count, for the source's cards left over in the same section."""
    got, unnamed_main, unnamed_side = _zones(dc)
    want = _source_zones(entry)
    out: list[str] = []
    left_main: list[int] = []
    left_side: list[int] = []
    for zone in want:
        extra = got[zone] - want[zone]
        short = want[zone] - got[zone]
        if extra:
            out.append(f"{zone}: the code has {dict(extra)} the source does not list")
        (left_side if zone == "sideboard" else left_main).extend(short.values())
        for nm, n in short.items():
            if (zone == "sideboard" and not unnamed_side) or (zone != "sideboard"
                                                             and not unnamed_main):
                out.append(f"{zone}: the source lists {n} {nm}, the code does not")
    for where, left, unnamed in (("main list", left_main, unnamed_main),
                                 ("sideboard", left_side, unnamed_side)):
        if unnamed and sorted(left) != sorted(unnamed.values()):
            out.append(f"{where}: unnamed printings {dict(unnamed)} do not match the "
                       f"source's unmatched copies {sorted(left)}")
    return out


def _compare_by_printing(entry: dict, dc: DeckCode) -> list[str]:
    lst, got = entry["list"], dc.as_strings()
    out = []
    for section in ("main", "sideboard"):
        if got[section] != lst[section]:
            out.append(f"{section}: code {got[section]} != source {lst[section]}")
    if got["champion"] != lst.get("champion"):
        out.append(f"champion: code {got['champion']} != source {lst.get('champion')}")
    return out


CLAIMS = [e for e in ENTRIES if {"legend", "champion", "sets", "list", "total_cards",
                                 "additional_legends"} & set(e)]


@needs_reference
@pytest.mark.parametrize("entry", CLAIMS, ids=[e["id"] for e in CLAIMS])
def test_a_published_code_holds_the_deck_its_source_describes(entry):
    dc = decode_deck_code(entry["code"])
    problems: list[str] = []
    legends = [_name(c) for c, _ in dc.main if (RX.lookup(c) or ("", ""))[1] == "legend"]
    if "legend" in entry and [key(n) for n in legends] != [key(entry["legend"])]:
        problems.append(f"legend: code {legends} != source {entry['legend']!r}")
    unverified: list[str] = []
    if "champion" in entry:
        champ = _name(dc.champion) if dc.champion else None
        if dc.champion is not None and champ is None:
            unverified.append(f"champion {dc.champion} (the card list has no "
                              f"{SET_NAMES.get(dc.champion.set_id, dc.champion.set_id)} "
                              f"printings) for {entry['champion']!r}")
        elif champ is None or key(champ) != key(entry["champion"]):
            problems.append(f"champion: code {dc.champion} ({champ}) != source "
                            f"{entry['champion']!r}")
    if "sets" in entry:
        sets = {c.set_id for c, _ in (*dc.main, *dc.sideboard)}
        if sets != set(entry["sets"]):
            problems.append(f"sets: code {sorted(sets)} != source {sorted(entry['sets'])}")
    if "additional_legends" in entry:
        if [str(c) for c in dc.additional_legends] != entry["additional_legends"]:
            problems.append(f"additional legends: code {list(map(str, dc.additional_legends))}"
                            f" != source {entry['additional_legends']}")
    if "total_cards" in entry:
        total = sum(n for _, n in (*dc.main, *dc.sideboard))
        if total != entry["total_cards"]:
            problems.append(f"cards: code {total} != source {entry['total_cards']}")
    if entry.get("list_by") == "printing":
        problems += _compare_by_printing(entry, dc)
    elif entry.get("list_by") == "name":
        problems += _compare_by_name(entry, dc)
    assert not problems, f"{entry['id']} ({entry['source']}):\n  " + "\n  ".join(problems)
    if unverified:
        pytest.skip(f"{entry['id']}: the rest agrees; not checkable: {'; '.join(unverified)}")


# --------------------------------------------------------------------------- playing

def _unknown_printings(dc: DeckCode, index) -> list[str]:
    cards = [c for c, _ in dc.main] + ([dc.champion] if dc.champion else [])
    return [str(c) for c in dict.fromkeys(cards) if index.lookup(c) is None]


def _names_not_in_db(dc: DeckCode, index) -> set[str]:
    """The names of the played printings (not the sideboard) our database lacks."""
    out = set()
    for c in [c for c, _ in dc.main] + ([dc.champion] if dc.champion else []):
        got = index.lookup(c)
        if got is not None and resolve_name(got[0], DB) not in DB:
            out.add(key(got[0]))
    return out


# the decks of the corpus that today's card pool plays (open format): a card added later may
# make more playable, never fewer
PLAYABLE_TODAY = {"pa-readme-kaisa", "pa-kaisa-chongqing-1st", "pa-kaisa-recker-rro12", "pa-viktor-hook-skirmish-1st",
                  "pa-viktor-riot-precon"}
# a refusal names a deck rule ('103.2.a: ...'), a card we lack or have not implemented
# (with the construct it needs), or a set we lack
REFUSAL = re.compile(r"^(\d{3}(\.[0-9a-z]+)*: .+|.+: not in our card database yet"
                     r"|.+: not implemented yet: .+"      # in the data, its construct named
                     r"|[A-Z]{3}-\w+: the .+ is not in our card database yet)$")


@pytest.mark.parametrize("entry", ENTRIES, ids=IDS)
def test_a_published_deck_plays_to_a_winner_or_names_what_refuses_it(entry):
    """Through the program's own road (`riftbound sim --decks CODE --format open`): the
    shipped printing map, never the reference.  A refused deck names every card and set it
    lacks and every rule it breaks; a deck with nothing to refuse plays to a winner."""
    dc = decode_deck_code(entry["code"])
    try:
        deck = deck_from_code(entry["code"], DB, index=card_index(DB), name=entry["id"])
    except DeckCodeError as e:           # a deck no rule we know builds (v6 extra legends)
        assert dc.additional_legends and all(str(c) in str(e) for c in dc.additional_legends)
        assert entry["id"] not in PLAYABLE_TODAY
        return
    missing = unplayable_cards(deck, DB)
    if RX is not None:                   # the reference names what our database lacks
        lacking = _names_not_in_db(dc, RX)
        assert lacking <= {key(n) for n in missing}, (
            f"{entry['id']}: the refusal leaves out cards our database lacks: "
            f"{sorted(lacking - {key(n) for n in missing})}")
    problems = deck_problems(deck, DB, PLAY_FORMAT)
    if problems:
        assert entry["id"] not in PLAYABLE_TODAY, f"{entry['id']}: refused: {problems}"
        assert all(REFUSAL.match(p) for p in problems), problems
        for name in missing:
            assert any(p.startswith(f"{name}:") for p in problems), (name, problems)
        for printing in _unknown_printings(dc, card_index(DB)):
            assert any(p.startswith(f"{printing}:") for p in problems), (printing, problems)
        return
    setup = deck.to_setup()
    fig = play_checked(engine(), duel_setup(setup, setup), seed=IDS.index(entry["id"]),
                       label=entry["id"], listed_every=4)
    assert not fig.locks, fig.locks[:3]
    assert not fig.rejected_listed, fig.rejected_listed[:3]
    assert not fig.broken_invariants, fig.broken_invariants[:3]
    assert fig.finished, (f"{entry['id']}: no winner after {fig.decisions} decisions in a "
                          f"mirror game")
