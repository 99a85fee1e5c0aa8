"""Our card data held against the reference card list, and the coverage report.

The reference lives outside the repository (../shared/reference, or $RIFTBOUND_REFERENCE);
these tests skip when it is absent.  It is present in CI.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from riftbound_tui.cards.db import CardDB
from riftbound_tui.cards.model import CardDef
from riftbound_tui.cards.reference import (
    SETS, leading_keywords, load_reference, normalize_name, plain_text, reference_dir,
    text_numbers,
)
from riftbound_tui.cards.report import (
    CONSTRUCTS, IMPLEMENTED, NO_DATA_REASON, NOT_YET, construct, coverage, format_coverage, main,
    set_summary,
)
from riftbound_tui.cards.text import render_text
from tests.shipped_cards import parsed_db

REPO_CARDS = Path(__file__).resolve().parent.parent / "cards"
DB = parsed_db()           # the YAML reader's (tests/shipped_cards.py: one read a process)
REF_DIR = reference_dir()

needs_reference = pytest.mark.skipif(
    REF_DIR is None,
    reason="reference card list not found: set RIFTBOUND_REFERENCE or provide "
           "../shared/reference/riftcodex_cards_raw.json next to the repository")


# reference rows whose text opens with a keyword written without its brackets: the
# reminder text that follows is the keyword's own, so the printed card has the keyword
# ("Ganking (I can move from battlefield to battlefield.)")
REF_UNBRACKETED = {("SFD", "096"): "Ganking", ("SFD", "138"): "Hidden",
                   ("VEN", "073"): "Equip"}      # "Equip [Body] (...)": Jagged Cutlass


def _bracketed(ref):
    from dataclasses import replace
    word = REF_UNBRACKETED.get((ref.set_id, ref.number))
    if word is None or not ref.text.startswith(word + " "):
        return ref
    return replace(ref, text=f"[{word}]" + ref.text[len(word):])


@pytest.fixture(scope="module")
def refs():
    return [_bracketed(r) for r in load_reference(REF_DIR)]


@pytest.fixture(scope="module")
def ref_by_name(refs):
    return {r.name.casefold(): r for r in refs}


# --------------------------------------------------------------------------- pure helpers
# (no reference needed)

def test_normalize_name():
    assert normalize_name("Jinx - Loose Cannon") == "Jinx, Loose Cannon"
    assert normalize_name("Recruit (271) // Buff") == "Recruit"
    assert normalize_name("Void  Seeker") == "Void Seeker"
    assert normalize_name("Yordle, Kennen - Heart of the Tempest") == \
        "Kennen, Heart of the Tempest"


def test_plain_text_and_keywords_and_numbers():
    rich = ("<p>[Action] (Play on your turn or in showdowns.)<br />Counter a spell that "
            "costs no more than :rb_energy_4: and no more than :rb_rune_rainbow:.</p>")
    t = plain_text(rich)
    assert t == ("[Action] (Play on your turn or in showdowns.)\nCounter a spell that costs "
                 "no more than [4] and no more than [A].")
    assert leading_keywords(t) == (("action", None),)
    assert text_numbers(t) == {4}
    t = plain_text("<p>[Assault 2] (+2 :rb_might: while I'm an attacker.)</p>")
    assert leading_keywords(t) == (("assault", 2),) and text_numbers(t) == {2}
    # a bracket that introduces an ability is not a keyword the card has
    assert leading_keywords("[Assault 2], [Shield 2] (+2 while I'm an attacker or defender.)") \
        == (("assault", 2), ("shield", 2))
    assert leading_keywords("[Legion][>] Draw 1.") == ()
    assert leading_keywords("[Deathknell] — Draw 1.") == ()
    assert leading_keywords("Give a unit [Tank] this turn.") == ()
    assert leading_keywords("[Fury], [E]: Deal 3 to a unit.") == ()   # a cost (Xerath, Freed)
    assert leading_keywords("[Tank] (I must be assigned combat damage first.) [Shield]") == \
        (("tank", None), ("shield", None))
    assert text_numbers("Deal 3 (or 9 (really)) to a unit. [1], [E]: Play a 1 [M] Recruit.") \
        == {3, 1}


# --------------------------------------------------------------------------- each card

def _ref_numbers(ref) -> set[int]:
    nums = text_numbers(ref.text)
    for old, new in ref.errata:          # errata override the printed text
        nums = (nums - text_numbers(old)) | text_numbers(new)
    return nums


# A token with no printing of its own (no collector number: the Shadow Clone, described
# only in the text of the cards that make it) is no reference card; every other card is.
UNPRINTED_TOKENS = [c for c in DB.all() if c.token and not c.number]
IMPLEMENTED_CARDS = [c for c in DB.all() if c.implemented and c not in UNPRINTED_TOKENS]
assert IMPLEMENTED_CARDS, "the card data has no implemented cards"
# the cards with a printing: the Mech token has none (the cards that make it describe it)
PRINTED_CARDS = [c for c in IMPLEMENTED_CARDS if c.number]


@needs_reference
@pytest.mark.parametrize("card", PRINTED_CARDS, ids=lambda c: c.name)
def test_card_matches_the_reference(card: CardDef, ref_by_name):
    ref = ref_by_name.get(card.name.casefold())
    assert ref is not None, f"{card.name!r} is not a card in the reference"
    assert ref.name == card.name, "same spelling, including case"
    assert (card.set_id, card.number) in ref.printings
    assert card.type == ref.type
    assert card.supertype == ref.supertype
    assert card.cost.energy == (ref.energy or 0), "energy cost"
    assert card.cost.power_total == (ref.power or 0), "power count"
    assert card.might == ref.might
    assert sorted(card.domains) == sorted(ref.domains)
    assert set(card.tags) == set(ref.tags)
    assert _our_keywords(card, ref) == set(leading_keywords(ref.text))
    ours = {int(n) for n in re.findall(r"\d+", render_text(card, DB))}
    missing = _ref_numbers(ref) - ours
    assert not missing, f"numbers {sorted(missing)} of the rules text are not in our text " \
                        f"{render_text(card, DB)!r}"


def _equip(card: CardDef) -> set:
    """818.5: Equip is a characteristic wherever the card prints it ("[Equip] — Spend 1 XP"
    after its other text: Shepherd's Heirloom); the loader adds it with the Equip cost."""
    return {("equip", None)} if card.equip is not None else set()


def _facts_differ(card: CardDef, ref) -> list[str]:
    """The facts of `card` that the reference row does not agree with."""
    pairs = [
        ("printing", (card.set_id, card.number) in ref.printings, True),
        ("type", card.type, ref.type),
        ("supertype", card.supertype, ref.supertype),
        ("domains", sorted(card.domains), sorted(ref.domains)),
        ("energy", card.cost.energy, ref.energy or 0),
        ("power", card.cost.power_total, ref.power or 0),
        ("might", card.might, ref.might),
        ("tags", set(card.tags), set(ref.tags)),
        ("keywords", _our_keywords(card, ref), set(leading_keywords(ref.text))),
    ]
    return [f"{what}: ours {a!r}, reference {b!r}" for what, a, b in pairs if a != b]


def _our_keywords(card: CardDef, ref) -> set:
    """The card's keywords as the reference's leading brackets name them: an Equip printed
    after the rules text ("[Hidden] When you play this ... [Equip] [C]": Edge of Night) is
    not leading; test_equipment_matches_the_supplement checks the Equip cost instead."""
    ours = {(k.name, k.value) for k in card.keywords}
    if card.equip is not None and ("equip", None) not in leading_keywords(ref.text):
        ours.discard(("equip", None))
    return ours


@needs_reference
def test_every_origins_and_proving_grounds_card_has_its_facts(refs):
    """Every OGN and OGS card is in the database, implemented or not, with the facts of
    the reference (and every card of another set that we have) (set and number, name, type, supertype, domains, costs, might, tags,
    keywords); each one not implemented names the construct it needs."""
    ours = {c.name.casefold(): c for c in DB}
    wrong = []
    for ref in refs:
        if ref.set_id not in ("OGN", "OGS"):
            continue
        card = ours.get(ref.name.casefold())
        if card is None:
            wrong.append(f"{ref.set_id}-{ref.number} {ref.name}: not in the database")
            continue
        if card.name != ref.name:
            wrong.append(f"{ref.name}: spelt {card.name!r}")
        wrong += [f"{ref.name}: {d}" for d in _facts_differ(card, ref)]
        if not card.implemented and construct(card.not_implemented_reason or "") not in \
                CONSTRUCTS:
            wrong.append(f"{ref.name}: not implemented; the reason names no construct "
                         f"({', '.join(CONSTRUCTS)}): {card.not_implemented_reason!r}")
    # the cards of the other sets we have hold their facts too
    by_name = {r.name.casefold(): r for r in refs}
    for card in DB:
        ref = by_name.get(card.name.casefold())
        if ref is not None and ref.set_id not in ("OGN", "OGS"):
            wrong += [f"{ref.name}: {d}" for d in _facts_differ(card, ref)]
    assert not wrong, "\n".join(wrong)


@needs_reference
def test_the_facts_check_can_fail(ref_by_name):
    from dataclasses import replace
    kraken = DB.get("Kraken Hunter")
    ref = ref_by_name["kraken hunter"]
    assert _facts_differ(kraken, ref) == []
    assert _facts_differ(replace(kraken, keywords=()), ref)
    assert _facts_differ(replace(kraken, might=kraken.might + 1), ref)
    assert _facts_differ(replace(kraken, tags=()), ref) or not ref.tags


@needs_reference
def test_power_pips_are_in_the_card_domains():
    for card in IMPLEMENTED_CARDS:
        for dom, _ in card.cost.power:
            if card.domains:
                assert dom == "|".join(card.domains), card.name


@needs_reference
def test_the_reference_check_can_fail(ref_by_name):
    """The holder above catches a wrong stat, a wrong keyword and a wrong number."""
    from dataclasses import replace

    from riftbound_tui.cards.model import Effect, Keyword
    ray = DB.get("Hextech Ray")
    ref = ref_by_name["hextech ray"]
    assert ray.cost.energy == ref.energy
    assert replace(ray, cost=replace(ray.cost, energy=2)).cost.energy != ref.energy
    assert {(k.name, k.value) for k in replace(ray, keywords=(Keyword("reaction"),)).keywords} \
        != set(leading_keywords(ref.text))
    wrong = replace(ray, effects=(replace(ray.effects[0], amount=2),))
    assert _ref_numbers(ref) - {int(n) for n in re.findall(r"\d+", render_text(wrong, DB))}
    assert isinstance(ray.effects[0], Effect)


# --------------------------------------------------------------------------- coverage

@needs_reference
def test_reference_distinct_cards(refs):
    names = [r.name for r in refs]
    assert len(names) == len(set(n.casefold() for n in names)), "one row per distinct card"
    assert 900 < len(refs) < 1000
    assert {r.set_id for r in refs} == set(SETS)
    for r in refs:
        assert " - " not in r.name and "(Alternate Art)" not in r.name \
            and "(Overnumbered)" not in r.name and "//" not in r.name, r.name
    by = {r.name: r for r in refs}
    assert (by["Fury Rune"].set_id, by["Fury Rune"].number) == ("OGN", "007")
    assert ("VEN", "R01") in by["Fury Rune"].printings
    assert "Kennen, Heart of the Tempest" in by
    assert "Rogue Assassin" not in by and "Akali, Rogue Assassin" in by   # stale VEN rows
    assert "Recruit" in by and by["Recruit"].supertype == "token"
    assert by["Falling Star"].errata, "errata are attached"


@needs_reference
def test_every_card_of_ours_is_a_reference_card(ref_by_name, refs):
    unknown = [c.name for c in DB if c.name.casefold() not in ref_by_name
               and c not in UNPRINTED_TOKENS]
    assert unknown == []
    for token in UNPRINTED_TOKENS:     # ... and a card of the reference makes it
        if token.name == "Token Battlefield":
            continue                   # 652.2.a makes it: a removed player's battlefield's
        assert any(f"{token.name} {token.type} token" in r.text for r in refs), token.name


@needs_reference
def test_coverage_lists_every_reference_card_once(refs):
    rows = coverage(DB, refs)
    assert [(r.set_id, r.number, r.name) for r in rows] == \
        [(r.set_id, r.number, r.name) for r in refs]
    status = Counter(r.status for r in rows)
    assert set(status) <= {IMPLEMENTED, NOT_YET}      # every card implemented: no NOT_YET
    implemented = {r.name for r in rows if r.status == IMPLEMENTED}
    assert implemented == {c.name for c in PRINTED_CARDS}
    for r in rows:
        assert (r.reason == "") == (r.status == IMPLEMENTED), r


@needs_reference
def test_coverage_reports_the_reason_of_an_unimplemented_card(refs):
    odd = CardDef(name="Void Seeker", type="spell", implemented=False,
                  not_implemented_reason="testing")
    rows = {r.name: r for r in coverage(CardDB([odd]), refs)}
    assert rows["Void Seeker"][3:] == (NOT_YET, "testing")
    assert rows["Hextech Ray"][3:] == (NOT_YET, NO_DATA_REASON)


SUMMARY_RX = re.compile(r"^(OGN|OGS|SFD|UNL|VEN) implemented (\d+) of (\d+) \((\d+\.\d)%\)$")


@needs_reference
def test_coverage_defaults_to_the_located_reference_and_prints(capsys):
    assert coverage(DB) == coverage(DB, REF_DIR)
    assert main(["--cards", str(REPO_CARDS), "--missing"]) == 0
    out = capsys.readouterr().out
    absent = next((r.name for r in coverage(DB) if r[3] == NOT_YET), None)   # any card left
    assert "Void Seeker" not in out and (absent is None or absent in out)
    rows = coverage(DB)
    assert format_coverage(rows).count("\n") + 1 == \
        len(rows) + len(set_summary(rows)) + len([s for s in _sets(rows) if _missing(rows, s)])


def _sets(rows):
    return list(dict.fromkeys(r.set_id for r in rows))


def _missing(rows, s):
    return [r for r in rows if r.set_id == s and r.status != IMPLEMENTED]


@needs_reference
def test_cards_coverage_ends_with_set_and_deck_summary_lines(capsys):
    """`riftbound cards coverage`: one line per set scripts can read, then one per deck."""
    from riftbound_tui.cli import main as cli_main
    from riftbound_tui.decks.shipped import shipped_decks
    assert cli_main(["cards", "coverage"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    decks = shipped_decks(DB)
    tail = lines[-len(decks):]
    sets = lines[-len(decks) - 5:-len(decks)]
    rows = coverage(DB)
    for line, s in zip(sets, ("OGN", "OGS", "SFD", "UNL", "VEN")):
        m = SUMMARY_RX.match(line)
        assert m and m.group(1) == s, line
        done, total = int(m.group(2)), int(m.group(3))
        assert total == sum(1 for r in rows if r.set_id == s)
        assert done == sum(1 for r in rows if r.set_id == s and r.status == IMPLEMENTED)
        assert m.group(4) == f"{100 * done / total:.1f}"
    for line, d in zip(tail, decks):
        if d.playable:
            assert line == f"deck {d.file} playable"
        else:
            assert re.fullmatch(rf"deck {d.file} not playable: \d+ cards? \(.+\)|"
                                rf"deck {d.file} not playable: \d+\.\S.*", line), line
    assert "deck precon-lux playable" in tail
    assert "deck precon-vi playable" in tail and "deck precon-rumble playable" in tail
    assert SUMMARY_RX.match("OGN implemented 290 of 296 (98.0%)")


def test_cards_check_and_show(capsys, tmp_path):
    from riftbound_tui.cli import main as cli_main
    assert cli_main(["cards", "check"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"card data OK: {len(list(DB))} cards")
    assert cli_main(["cards", "show", "void", "seeker"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Void Seeker" and "OGN-024" in out[1]
    assert out[2].strip() == render_text(DB.get("Void Seeker"), DB)
    # a card left out says why (every shipped card is implemented since Nocturne,
    # Horrifying, so the card is written here)
    (tmp_path / "odd.yaml").write_text(
        'set: OGN\ncards:\n  - name: Odd Poro\n    number: "999"\n    type: unit\n'
        '    might: 1\n    domains: [calm]\n    cost: {energy: 1}\n    implemented: false\n'
        '    reason: "hidden zones: a card left out, for this test"\n')
    assert cli_main(["cards", "show", "--cards", str(tmp_path), "odd poro"]) == 0
    assert "not implemented yet: hidden zones" in capsys.readouterr().out
    assert cli_main(["cards", "show", "jinx"]) == 2
    err = capsys.readouterr().err
    assert "no card named" in err and "Jinx, Demolitionist" in err


def test_cards_check_reports_bad_card_data(tmp_path, capsys):
    from riftbound_tui.cli import main as cli_main
    (tmp_path / "bad.yaml").write_text("set: OGN\ncards:\n  - name: Odd\n    type: wizard\n")
    assert cli_main(["cards", "check", "--cards", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "bad.yaml:4" in err and "Odd" in err


def test_missing_reference_is_a_clear_error(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RIFTBOUND_REFERENCE", str(tmp_path))
    assert reference_dir() is None
    with pytest.raises(FileNotFoundError, match="RIFTBOUND_REFERENCE"):
        load_reference()
    assert main(["--cards", str(REPO_CARDS)]) == 2
    assert "RIFTBOUND_REFERENCE" in capsys.readouterr().err


# --------------------------------------------------------------------------- Equipment
# The main reference leaves out an Equipment's lower panel; equipment-supplement.json (next
# to it) gives the Might Bonus and the Equip cost of all 40 (818, 434.1.d).

def _supplement():
    import json
    if REF_DIR is None or not (REF_DIR / "equipment-supplement.json").is_file():
        return None
    return {r["name"].casefold(): r for r in
            json.loads((REF_DIR / "equipment-supplement.json").read_text())["cards"]}


SUPPLEMENT = _supplement()
EQUIPMENT = [c for c in IMPLEMENTED_CARDS if "Equipment" in c.tags]
needs_supplement = pytest.mark.skipif(
    SUPPLEMENT is None, reason="needs equipment-supplement.json (the developers' reference, absent from a clone): "
           "our Equipment is checked against its card facts")


def _equip_parts(cost) -> dict:
    """Our Equip cost in the supplement's `equip_cost_parts` shape."""
    power = []
    for dom, n in cost.power:
        power += ["Rainbow" if dom == "any" else dom.capitalize()] * n
    return {"energy": cost.energy, "power": sorted(power)}


def _ref_parts(row) -> dict:
    parts = row["equip_cost_parts"]
    power = ["Rainbow" if p.lower() in ("any", "rainbow") else p.capitalize()
             for p in parts["power"] or []]
    return {"energy": parts["energy"] or 0, "power": sorted(power)}


# the non-resource parts of Equip costs the card language says (356.4)
EQUIP_OTHER = {"This ability's Energy cost is reduced by the Might of the unit you choose.":
               "chosen_might"}


@needs_supplement
@pytest.mark.rules("818.1.c", "434.1.d")
@pytest.mark.parametrize("card", EQUIPMENT, ids=lambda c: c.name)
def test_equipment_matches_the_supplement(card: CardDef):
    """Each implemented Equipment has the supplement's Might Bonus and Equip cost, and an
    Equip cost at all (818.1.a: Equip is present on Equipment)."""
    row = SUPPLEMENT.get(card.name.casefold())
    assert row is not None, f"{card.name} is not in the equipment supplement"
    assert card.might_bonus == row["might_bonus"], "Might Bonus"
    assert card.equip is not None, "an Equipment without an Equip cost"
    other = row["equip_cost_parts"].get("other")
    assert not other or card.equip.reduced_by == EQUIP_OTHER.get(other), \
        "an Equip cost with a non-resource part needs more than `equip:` says"
    assert _equip_parts(card.equip) == _ref_parts(row), "Equip cost"
    assert card.keyword("equip") is not None       # 818.5: a characteristic of the gear
    text = row["text"]
    if text is None or text.startswith("(") and text.endswith(")"):
        # none, or reminder text only ("(I am a copy of the chosen unit.)": Shady
        # Spectacles), which has no ability of its own
        assert not any(ab.attached for ab in card.abilities), "no effect text"
    else:
        assert any(ab.attached for ab in card.abilities), "its effect text is missing"


@needs_supplement
def test_the_supplement_check_can_fail():
    """The comparison sees a wrong Might Bonus and a wrong Equip cost."""
    from dataclasses import replace
    sword = DB.get("Long Sword")
    row = SUPPLEMENT["long sword"]
    assert _equip_parts(sword.equip) == _ref_parts(row)
    assert _equip_parts(replace(sword.equip, power=(("calm", 1),))) != _ref_parts(row)
    assert replace(sword, might_bonus=3).might_bonus != row["might_bonus"]
    assert len(EQUIPMENT) >= 8
