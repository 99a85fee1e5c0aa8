"""Errata (../shared/reference/errata_overlay.json): every erratum of a card we implement
is checked by a test of what its new text changes (tests/errata_cases.py lists them and
where), and the list is held against the overlay when it is present.

CASES are the checks written here: one position per erratum, asserting the new text
where the old one would do otherwise (a case is (erratum, A, B, battlefields, script,
expect, absent): `absent` are words the log must not hold).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftbound_tui.cards.db import load_card_db
from riftbound_tui.cards.reference import reference_dir
from card_cases import BFS, PP, R, bf, new_game, play
from errata_cases import ERRATA

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios"
OVERLAY = "errata_overlay.json"
AT_BAR = [BFS[0], bf("B", b=["Magma Wurm"], card="Back-Alley Bar")]
NEXT_TURN = ["A: end", "B: end"]          # to A's next turn (both have cards to draw)

CASES = [
    # "If it's a unit, play it here": a gear with Hidden goes to its controller's base
    ("Ava Achiever", {"hand": ["Zhonya's Hourglass"], "runes": ["Mind Rune"],
                      "base": ["Ava Achiever"]}, {}, [bf("B", b=["Magma Wurm"]), BFS[1]],
     ["A: move A:Ava Achiever to Bandle Tree", "A: yes", *PP],
     [{"location": {"A:Zhonya's Hourglass": "base", "A:Ava Achiever": "Bandle Tree"}}], ()),
    # "banish a unit ... and play it": banished (427), then played from there
    ("Baited Hook", {"base": ["Baited Hook", {"card": "Stalwart Poro", "buff": True}],
                     "runes": R("order", 2),
                     "deck": ["Playful Phantom", "Vanguard Sergeant", "Cleave"]}, {}, None,
     ["A: activate A:Baited Hook", *PP, "A: choose Vanguard Sergeant"],
     [{"location": {"A:Vanguard Sergeant": "base"}},
      {"log_contains": "Baited Hook: A banishes Vanguard Sergeant (427)"}], ()),
    ("Dazzling Aurora", {"base": ["Dazzling Aurora"],
                         "deck": ["Cleave", "Magma Wurm", "Pouty Poro"]}, {}, None,
     ["A: end", *PP],
     [{"location": {"A:Magma Wurm": "base"}},
      {"log_contains": "Dazzling Aurora: A banishes Magma Wurm (427)"}], ()),
    ("Reinforce", {"hand": ["Reinforce"], "runes": R("calm", 5) + R("fury", 4),
                   "deck": ["Cleave", "Magma Wurm", "Pouty Poro"]}, {}, None,
     ["A: play Reinforce", *PP, "A: choose Magma Wurm"],
     [{"location": {"A:Magma Wurm": "base"}},
      {"log_contains": "Reinforce: A banishes Magma Wurm (427)"}], ()),
    ("Promising Future", {"hand": ["Promising Future"], "runes": R("mind", 6),
                          "deck": ["Cleave", "Pouty Poro", "Mega-Mech"]},
     {"deck": ["Hextech Ray", "Vanguard Sergeant", "Cleave"]}, None,
     ["A: play Promising Future", *PP, "A: choose Pouty Poro", "B: choose Vanguard Sergeant"],
     [{"location": {"A:Pouty Poro": "base", "B:Vanguard Sergeant": "base"}},
      {"log_contains": "A banishes Pouty Poro (427)"}], ()),
    # "+2 this turn": gone on the next turn
    ("Dune Drake", {"base": ["Dune Drake"], "deck": ["Cleave", "Cleave"]},
     {"deck": ["Cleave", "Cleave"]}, [bf("B", b=["Pouty Poro"]), BFS[1]],
     ["A: move A:Dune Drake to Bandle Tree", *PP, *PP, *NEXT_TURN],
     [{"location": {"A:Dune Drake": "Bandle Tree"}}, {"turn_player": "A"},
      {"might": {"A:Dune Drake": 5}},
      {"log_contains": "A:Dune Drake@Bandle Tree gets +2 might this turn (now 7)"}],
     ()),
    # "to your Main Deck": a rune recycled to pay power is not a card to the Main Deck
    ("Karma, Channeler", {"hand": ["Void Seeker"], "runes": R("fury", 4),
                          "base": ["Karma, Channeler", "Shipyard Skulker"],
                          "deck": ["Cleave"]}, {}, [bf("B", b=["Magma Wurm"]), BFS[1]],
     ["A: play Void Seeker", "A: choose B:Magma Wurm", *PP],
     [{"count": {"A:rune_deck": 1}}, {"chain": []},
      {"buffed": {"A:Shipyard Skulker": False, "A:Karma, Channeler": False}}],
     ("Karma, Channeler trigger",)),
    # "buff up to two other friendly units": one is enough
    ("Kinkou Monk", {"hand": ["Kinkou Monk"], "runes": R("body"),
                     "base": ["Shipyard Skulker", "Daring Poro"]}, {}, None,
     ["A: play Kinkou Monk", "A: choose A:Daring Poro", *PP],
     [{"buffed": {"A:Daring Poro": True, "A:Shipyard Skulker": False}}], ()),
    # "Its owner plays it to their base": B's unit A controls goes back to B
    ("Portal Rescue", {"hand": ["Possession", "Portal Rescue"],
                       "runes": R("chaos", 11) + R("mind", 4)}, {},
     [bf("B", b=["Shipyard Skulker"]), BFS[1]],
     ["A: play Possession", *PP, "A: play Portal Rescue", "A: choose A:Shipyard Skulker",
      *PP],
     [{"location": {"B:Shipyard Skulker": "base"}}, {"count": {"A:base": 0, "B:base": 1}}],
     ()),
    # "The next spell you play this turn": an unused Tome's bonus ends with the turn
    ("Ravenborn Tome", {"hand": ["Void Seeker"], "runes": R("fury", 4),
                        "base": ["Ravenborn Tome"], "deck": ["Cleave", "Cleave"]},
     {"deck": ["Cleave", "Cleave"]}, [bf("B", b=["Mega-Mech"]), BFS[1]],
     ["A: activate A:Ravenborn Tome", *PP, *NEXT_TURN, "A: play Void Seeker",
      "A: choose B:Mega-Mech", *PP],
     [{"damage": {"B:Mega-Mech": 4}}],
     ("4 + 1 Bonus Damage",)),
    # "kill up to one gear": none, and the draw still happens
    ("Salvage", {"hand": ["Salvage"], "runes": R("order"), "deck": ["Gust"]},
     {"base": ["Orb of Regret"]}, None, ["A: play Salvage", "A: choose none", *PP],
     [{"location": {"B:Orb of Regret": "base"}}, {"contains": {"A:hand": ["Gust"]}}], ()),
    # "ready up to 2 runes": one is enough
    ("Targon's Peak", {"base": ["Vanguard Sergeant"],
                       "runes": [{"card": "Fury Rune", "exhausted": True}] * 3},
     {"base": ["Mega-Mech"]}, [{"card": "Targon's Peak"}, {"card": "Bandle Tree"}],
     ["A: move A:Vanguard Sergeant to Targon's Peak", *PP, *PP, "A: end",
      "A: choose A:Fury Rune#1", *PP],
     [{"exhausted": {"A:Fury Rune#1": False, "A:Fury Rune#2": True,
                     "A:Fury Rune#3": True}}], ()),
    # "When I defend" only: played from Hidden, nothing is revealed
    ("Teemo, Strategist", {"runes": R("order", 2), "deck": ["Teemo, Scout", "Cleave"]}, {},
     [{"card": "Bandle Tree", "controller": "A", "units": {"A": ["Pouty Poro"]},
       "facedown": {"A": "Teemo, Strategist"}}, BFS[1]],
     ["A: play Teemo, Strategist"],
     [{"location": {"A:Teemo, Strategist": "Bandle Tree"}},
      {"top": {"A:deck": ["Teemo, Scout", "Cleave"]}}], ("reveals the top",)),
    # two instructions, each with its own unit chosen as it is played
    ("Falling Star", {"hand": ["Falling Star"], "runes": R("fury", 4)},
     {"base": ["Mega-Mech", "Vanguard Sergeant"]}, None,
     ["A: play Falling Star", "A: choose B:Mega-Mech", "A: choose B:Vanguard Sergeant",
      *PP],
     [{"damage": {"B:Mega-Mech": 3, "B:Vanguard Sergeant": 3}}], ()),
]


@pytest.mark.rules("369", "370.1.b", "807.2", "317.2.c", "419.3", "427", "383.2.a.1",
                   "416.1.a", "355.13")
@pytest.mark.parametrize("name, a, b, bfs, script, expect, absent", CASES,
                         ids=[c[0] for c in CASES])
def test_erratum_new_text(name, a, b, bfs, script, expect, absent):
    """The card does what its new text says, where the old text would do otherwise."""
    game = play(new_game(a, b, bfs), script, expect)
    log = "\n".join(game.log)
    for words in absent:
        assert words not in log, f"{name}: the log says {words!r}:\n{log[-3000:]}"


def _implemented() -> set[str]:
    return {c.name for c in load_card_db().all() if c.implemented}   # not a stub


def test_every_implemented_erratum_is_checked():
    """An erratum of a card we implement names at least one check, and each exists:
    a scenario naming the card, a case here, or a card case in a named test file."""
    have = _implemented()
    cases = {c[0] for c in CASES}
    missing, broken = [], []
    for e in ERRATA:
        if e.card not in have:
            assert not any(c.startswith("case:") for c in e.checks), \
                f"{e.official}: {e.card} is not implemented, yet has a case here"
            continue
        if not e.checks:
            missing.append(f"{e.official} ({e.card}): {e.change}")
        for check in e.checks:
            kind, _, what = check.partition(":")
            if kind == "scenario":
                path = SCENARIOS / what
                ok = path.is_file() and e.card in path.read_text(encoding="utf-8")
            elif kind == "case":
                ok = what == e.card and what in cases
            elif kind == "test":
                path = HERE / what
                ok = path.is_file() and f'"{e.card}"' in path.read_text(encoding="utf-8")
            else:
                ok = False
            if not ok:
                broken.append(f"{e.official}: {check}")
    assert not missing, "implemented errata without a test:\n" + "\n".join(missing)
    assert not broken, "errata checks that name nothing:\n" + "\n".join(broken)


def test_every_case_here_is_listed():
    listed = {c.partition(":")[2] for e in ERRATA for c in e.checks if c.startswith("case:")}
    assert {c[0] for c in CASES} <= listed


def test_the_list_matches_the_overlay():
    """tests/errata_cases.py names every erratum of the overlay, with its card ids."""
    d = reference_dir(OVERLAY)
    if d is None:
        pytest.skip(f"{OVERLAY} is not here (../shared/reference): the checked-in list "
                    f"stands alone")
    entries = json.loads((d / OVERLAY).read_text(encoding="utf-8"))["entries"]
    theirs = {e["official_name"]: tuple(e["card_ids"]) for e in entries}
    ours = {e.official: e.ids for e in ERRATA}
    assert len(ours) == len(ERRATA), "an erratum is listed twice"
    assert ours == theirs


def test_reference_names_match_ours():
    """Where the reference maps an erratum to a card (by its ids), it is the card we list."""
    if reference_dir(OVERLAY) is None:
        pytest.skip(f"{OVERLAY} is not here (the developers' reference, ../shared/reference, "
                    f"absent from a clone): our errata names are checked against it")
    from riftbound_tui.cards.reference import load_reference
    by_new = {}
    for ref in load_reference():
        for _, new in ref.errata:
            by_new.setdefault(new, set()).add(ref.name)
    d = reference_dir(OVERLAY)
    entries = {e["official_name"]: e for e in
               json.loads((d / OVERLAY).read_text(encoding="utf-8"))["entries"]}
    wrong = [f"{e.official}: {e.card} not in {sorted(by_new[entries[e.official]['new_text']])}"
             for e in ERRATA if e.official in entries and
             entries[e.official]["new_text"] in by_new and
             e.card not in by_new[entries[e.official]["new_text"]]]
    assert not wrong, "\n".join(wrong)
