"""Unit tokens played with no place printed (439.2.b.1, 439.2.c).

"Play a 1 [M] Recruit unit token" names no zone: the token is played, so it goes where a
unit may be played (355.2: its player's base or a battlefield they control), chosen by its
player (`dest: any`, cards/README.md).  Each construct that plays one (an activated
ability, a trigger, a spell, several tokens at once) asks `to PLACE` and the token enters
there; with no battlefield controlled, base is the one answer, forced and logged (NOTATION
"Forced answers").  A card that prints "here", "your base" or "there" keeps its place.
"""

from __future__ import annotations

import re

import pytest
import yaml

from card_cases import BFS, PP, R, bf, new_game, play
from riftbound_tui.cards.reference import load_reference, plain_text, reference_dir

HELD = [bf("A", a=["Daring Poro"]), BFS[1]]     # A controls Bandle Tree, not Back-Alley Bar
ASKED = ["A: to base", "A: to Bandle Tree"]     # 355.2: not the battlefield A doesn't control

# (card, A, lines up to the first `to` question, answers to each `to` question, expect)
CASES = [
    # an activated ability: "[1], [E]: Play a 1 [M] Recruit unit token."
    ("Viktor, Herald of the Arcane",
     {"legend": "Viktor, Herald of the Arcane", "runes": R("mind", 1)},
     ["A: activate Viktor, Herald of the Arcane"], ["A: to Bandle Tree"],
     [{"location": {"A:Recruit": "Bandle Tree"}}, {"count": {"Bandle Tree": 2, "A:base": 0}}]),
    # a trigger: "When you play me ..., play a 1 [M] Tentacle unit token"
    ("Illaoi, Prophet of the Great Kraken",
     {"hand": ["Illaoi, Prophet of the Great Kraken"], "runes": R("chaos", 6)},
     ["A: play Illaoi, Prophet of the Great Kraken to base"], ["A: to Bandle Tree"],
     [{"location": {"A:Tentacle": "Bandle Tree",
                    "A:Illaoi, Prophet of the Great Kraken": "base"}}]),
    # a trigger on a paid additional cost (Zed, From the Shadows)
    ("Zed, From the Shadows",
     {"hand": ["Zed, From the Shadows", "Gust"], "runes": R("fury", 5)},
     ["A: play Zed, From the Shadows to base", "A: yes", "A: choose Gust"],
     ["A: to Bandle Tree"], [{"location": {"A:Shadow Clone": "Bandle Tree"}}]),
    # a spell, done twice by Repeat (820): each token asked for on its own
    ("Desert's Call", {"hand": ["Desert's Call"], "runes": R("calm", 4)},
     ["A: play Desert's Call", "A: yes"], ["A: to Bandle Tree", "A: to base"],
     [{"count": {"Bandle Tree": 2, "A:base": 1}}, {"might": {"A:Sand Soldier#1": 2}}]),
    ("Iterative Design", {"hand": ["Iterative Design"], "runes": R("mind", 4)},
     ["A: play Iterative Design"], ["A: to Bandle Tree"],
     [{"location": {"A:Mech": "Bandle Tree"}}]),
    ("Death Mark", {"hand": ["Death Mark"], "runes": R("fury", 2) + R("chaos", 1),
                    "deck": ["Gust", "Defy", "Cleave", "Salvage"]},
     ["A: play Death Mark"], ["A: to base"], [{"location": {"A:Shadow Clone": "base"}}]),
    # several at once: "Play two 1 [M] Tentacle unit tokens" - each to its own place
    ("Up from the Deep", {"hand": ["Up from the Deep"], "runes": R("chaos", 3)},
     ["A: play Up from the Deep"], ["A: to Bandle Tree", "A: to base"],
     [{"count": {"Bandle Tree": 2, "A:base": 1}}, {"contains": {"A:base": ["Tentacle"]}}]),
    ("Recruit the Vanguard", {"hand": ["Recruit the Vanguard"], "runes": R("order", 6)},
     ["A: play Recruit the Vanguard"],
     ["A: to Bandle Tree", "A: to base", "A: to Bandle Tree", "A: to base"],
     [{"count": {"Bandle Tree": 3, "A:base": 2}}]),
]


@pytest.mark.rules("439.2.b.1", "439.2.c", "355.2", "355.4")
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_the_tokens_player_is_asked_where_and_it_enters_there(case):
    _, a, lines, answers, expect = case
    game = play(new_game(a, {}, HELD), lines)
    for answer in answers:                # each token's place is asked as it is chosen
        assert game.legal() == ASKED, game.log[-10:]
        play(game, [answer])
    play(game, PP, expect)


@pytest.mark.rules("439.2.b.1", "355.2")
def test_with_no_battlefield_controlled_base_is_forced_and_logged():
    """A controls no battlefield: base is the only place, answered by the engine itself
    (NOTATION "Forced answers"), once per token, and nothing is asked."""
    game = play(new_game({"hand": ["Desert's Call"], "runes": R("calm", 4)}, {}, BFS),
                ["A: play Desert's Call", "A: yes"])
    assert game.legal() == ["A: pass"]
    assert list(game.log).count("A: to base") == 2
    play(game, PP, [{"count": {"A:base": 2}}])


# -- several tokens from one instruction: each its own place, asked as it resolves ------

SPRITES = {"hand": ["Sprite Burst"], "runes": R("mind", 5)}
ARISE = {"hand": ["Arise!"], "runes": R("order", 7), "base": ["B.F. Sword", "Long Sword"]}


@pytest.mark.rules("439.2.c", "355.2")
@pytest.mark.parametrize("a, answers, expect", [
    # "Play two 1 [M] Sprite unit tokens" (amount 2): one to base, one to the battlefield
    (SPRITES, ["A: to base", "A: to Bandle Tree"],
     [{"count": {"Bandle Tree": 2, "A:base": 1}}, {"contains": {"A:base": ["Sprite"]}}]),
    # Arise!: "a Sand Soldier for each Equipment you control", counted as it resolves
    (ARISE, ["A: to Bandle Tree", "A: to base"],
     [{"count": {"Bandle Tree": 2, "A:base": 3}}, {"contains": {"A:base": ["Sand Soldier"]}}]),
], ids=["Sprite Burst", "Arise!"])
def test_each_of_several_tokens_goes_to_its_own_place(a, answers, expect):
    game = play(new_game(a, {}, HELD), ["A: play " + a["hand"][0], *PP])
    for answer in answers:              # one `to PLACE` per token, in turn (439.2.c)
        assert game.legal() == ASKED, game.log[-10:]
        play(game, [answer])
    play(game, [], expect)


@pytest.mark.rules("439.2.c", "355.2")
def test_several_tokens_with_only_base_open_are_forced_and_logged():
    """No battlefield controlled: each Sprite's `to base` is forced (NOTATION) - no question."""
    game = play(new_game(SPRITES, {}, BFS), ["A: play Sprite Burst", *PP],
                [{"count": {"A:base": 2}}])
    assert game.state.pending is None or game.state.pending.kind != "to"
    assert list(game.log).count("A: to base") == 2


@pytest.mark.rules("439.2.c")
def test_every_listed_place_for_each_token_is_accepted():
    for first in ASKED:
        for second in ASKED:
            game = play(new_game(SPRITES, {}, HELD), ["A: play Sprite Burst", *PP, first])
            assert second in game.legal()
            play(game, [second])
            there = [first, second].count("A: to Bandle Tree")
            play(game, [], [{"count": {"Bandle Tree": 1 + there, "A:base": 2 - there}}])


@pytest.mark.rules("439.2.c", "355.2")
def test_walking_roost_the_chosen_opponent_chooses_where_their_bird_goes():
    """"They play a ... Bird unit token": B plays it, so B chooses among B's places."""
    game = play(new_game({"hand": ["Walking Roost"], "runes": R("chaos", 5)}, {},
                         [bf("B", b=["Daring Poro"]), BFS[1]]),
                ["A: play Walking Roost", *PP])
    assert game.legal() == ["B: to base", "B: to Bandle Tree"], game.log[-10:]
    play(game, ["B: to Bandle Tree"], [{"location": {"B:Bird": "Bandle Tree"}}])


# -- the data: no printed place means `dest: any` ------------------------------------------

FILES = ("origins", "proving-grounds", "spiritforged", "vendetta")
CLAUSE = re.compile(r"play (?:a|an|two|three|four|\w+) [^.]*?unit tokens?[^.]*", re.I)
PLACE = re.compile(r"\b(here|there|base|battlefield)\b", re.I)
CARDS = __import__("pathlib").Path(__file__).resolve().parent.parent / "cards"


def _token_plays(node):
    """Every play_token instruction in a card's YAML, anywhere in it."""
    if isinstance(node, dict):
        if node.get("op") == "play_token":
            yield node
        for v in node.values():
            yield from _token_plays(v)
    elif isinstance(node, list):
        for v in node:
            yield from _token_plays(v)


def _unit_tokens() -> set[str]:
    data = yaml.safe_load((CARDS / "tokens.yaml").read_text())
    return {c["name"] for c in data["cards"] if c.get("type") == "unit"}


@pytest.mark.rules("439.2.b.1", "439.2.c")
@pytest.mark.skipif(reference_dir() is None, reason="the reference card list is absent")
def test_a_unit_token_with_no_printed_place_goes_where_a_unit_may_be_played():
    printed = {r.name: plain_text(r.errata[-1][1] if r.errata else r.text)
               for r in load_reference(reference_dir())}
    units = _unit_tokens()
    wrong = []
    for f in FILES:
        for card in yaml.safe_load((CARDS / f"{f}.yaml").read_text())["cards"]:
            plays = [p for p in _token_plays(card) if p.get("token") in units]
            clauses = CLAUSE.findall(printed.get(card["name"], ""))
            if not plays or not clauses:
                continue
            placeless = not any(PLACE.search(c) for c in clauses)
            dests = {p.get("dest") for p in plays}
            if placeless != (dests == {"any"}):
                wrong.append(f"{card['name']}: printed {clauses}, dest {sorted(map(str, dests))}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.rules("439.2.c", "369", "371.2")
def test_zileans_additional_token_is_asked_its_own_place_and_said_once():
    """Zilean, Time Mage at Bandle Tree: "yes" makes three Sprites, each asked a place."""
    game = play(new_game(SPRITES, {}, [bf("A", a=["Zilean, Time Mage"]), BFS[1]]),
                ["A: play Sprite Burst", *PP, "A: yes"])
    for answer in ["A: to base", "A: to Bandle Tree", "A: to base"]:
        assert game.legal() == ASKED, game.log[-10:]
        play(game, [answer])
    play(game, [], [{"count": {"Bandle Tree": 2, "A:base": 2}}])
    assert sum("additional copy of it instead (369)" in ln for ln in game.log) == 1
