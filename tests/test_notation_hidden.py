"""Reference errors never reveal hidden cards (128 Privacy; issue 7 item 2).

Two positions differ only in B's hidden cards (the cards in B's hand and B's facedown
card; same counts, so every object id lines up).  A, deciding, types many lines that
name B's hidden zones, by name, `#N`, place and player; each line must get exactly the
same answer in both positions: accepted in both, or refused with the same words.  A
message that counted B's copies of Defy, or listed B's facedown card among candidates,
would differ between the two.  The game-wide oracle (prompts, logs, screens) is the
hidden-information test; this one covers what the notation says.
"""

from __future__ import annotations

import itertools

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.game import Game
from riftbound_tui.engine.notation import Ref, resolve, seen_by
from riftbound_tui.scenario import start


def position(b_hand: list[str], b_facedown: str, script=()) -> Game:
    g = start({
        "name": "B's hidden cards",
        "players": {
            "A": {"hand": ["Hextech Ray", "Defy", "Defy"],
                  "runes": ["Fury Rune", "Fury Rune", "Calm Rune", "Calm Rune"],
                  "base": ["Shipyard Skulker"], "deck": ["Mountain Drake"], "trash": ["Charm"]},
            "B": {"hand": b_hand, "deck": ["Defy", "Charm"], "trash": ["Stupefy"],
                  "runes": ["Calm Rune", "Calm Rune"]},
        },
        "battlefields": [
            {"card": "Bandle Tree", "controller": "B",
             "units": {"B": ["Vanguard Sergeant"]}, "facedown": {"B": b_facedown}},
            {"card": "Back-Alley Bar"},
        ],
        "turn": {"player": "A"},
    })
    for line in script:
        g.act(line)
    return g


WORLDS = [
    (["Defy", "Defy", "Charm"], "Pakaa Cub"),
    (["Stupefy", "Wind Wall", "Rebuke"], "Hidden Blade"),
]
NAMES = ["Defy", "Charm", "Stupefy", "Wind Wall", "Pakaa Cub", "Hidden Blade", "Rebuke",
         "Hextech Ray", "Vanguard Sergeant", "Mountain Drake",
         "facedown"]        # a facedown card by its place: `B:facedown@Bandle Tree`
REFS = [f"{who}{name}{place}{n}" for who, name, place, n in itertools.product(
    ["", "B:", "A:"], NAMES, ["", "@hand", "@facedown", "@deck", "@trash", "@Bandle Tree"],
    ["", "#1", "#2", "#3"])]
VERBS = ["A: play {}", "A: choose {}", "A: move {} to base", "A: activate {}",
         "A: mulligan {}", "A: order {}", "A: assign {}=1", "A: hide {} at Bandle Tree"]


def answers(g: Game, lines: list[str]) -> list[str]:
    out = []
    for line in lines:
        try:
            g.clone().act(line)
            out.append("accepted")
        except IllegalAction as e:
            out.append(str(e))
    return out


@pytest.mark.parametrize("script", [(), ("A: play Hextech Ray",)],
                         ids=["priority", "choosing a target"])
def test_what_a_hears_does_not_depend_on_bs_hidden_cards(script):
    games = [position(hand, fd, script) for hand, fd in WORLDS]
    assert [o.card for o in games[0].state.objs.values()] != \
        [o.card for o in games[1].state.objs.values()]
    lines = [v.format(r) for r in REFS for v in VERBS]
    first, second = (answers(g, lines) for g in games)
    differ = [(line, a, b) for line, a, b in zip(lines, first, second) if a != b]
    assert not differ, f"{len(differ)} lines answer differently, e.g. {differ[:3]}"
    # and the check is not vacuous: many lines are refused, with several reasons
    assert len({a for a in first if a != "accepted"}) > 10


def test_counting_another_players_hand_says_only_that_it_is_hidden():
    g = position(*WORLDS[0])
    for line in ("A: play B:Defy@hand#2", "A: play B:Defy@hand#9", "A: play B:Pakaa Cub@facedown#1"):
        with pytest.raises(IllegalAction) as e:
            g.act(line)
        msg = str(e.value)
        assert "hidden" in msg and "there are" not in msg, msg
        assert "Pakaa Cub@" not in msg.replace(line.split(" ", 2)[2], ""), msg


def test_own_hidden_cards_are_counted_for_their_owner():
    g = position(*WORLDS[0])
    with pytest.raises(IllegalAction, match="there are 2 objects matching A:Defy@hand"):
        g.act("A: play A:Defy@hand#3")


def test_candidates_hidden_from_the_speaker_are_not_named():
    g = position(*WORLDS[0])
    st = g.state
    b_hand = st.players["B"].zones["hand"]
    assert not any(seen_by(st.objs[i], "A") for i in b_hand)
    with pytest.raises(IllegalAction) as e:
        resolve(st, Ref("Nope"), b_hand, "card", viewer="A")
    assert "Defy" not in str(e.value) and "a hidden card of B's" in str(e.value)
    with pytest.raises(IllegalAction) as e:                  # B, the owner, is told
        resolve(st, Ref("Nope"), b_hand, "card", viewer="B")
    assert "B:Defy@hand" in str(e.value)


def test_a_facedown_card_is_named_by_its_place_to_anyone():
    """128.4: `B:facedown@Bandle Tree` names B's facedown card there without its face;
    its place is public (355.10.a.1), so the reference and the numbering read the same to
    every player, and the error naming it as a candidate says only where it is."""
    g = position(*WORLDS[0])
    st = g.state
    ref = g.parser.refs("B:facedown@Bandle Tree#1")[0]
    assert (ref.name, ref.player, ref.place, ref.n) == ("facedown", "B", "Bandle Tree", 1)
    facedown = st.players["B"].zones["facedown"]
    for viewer in ("A", "B", None):
        assert resolve(st, ref, facedown, "choice", viewer) == facedown[0]
    with pytest.raises(IllegalAction) as e:
        resolve(st, Ref("facedown", "B", "Back-Alley Bar"), facedown, "choice", "A")
    assert "B:facedown@Bandle Tree" in str(e.value) and "Pakaa Cub" not in str(e.value)
