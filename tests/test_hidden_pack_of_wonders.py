"""Pack of Wonders chooses and returns a facedown card (355.9.a.3) whose face is its
controller's alone (128.4, 129.4): nothing the other player is shown names it.

The oracle is the other player's secret.  A hides a card at Bandle Tree, then returns it
with Pack of Wonders; the game is stopped at every decision on the way.  At each stop:

- B's texts (the log as B reads it, B's prompt and wrong-seat refusal, B's legal lines
  when B decides, the text screen and the table model for B's seat, the answers to lines
  B sends) are the same whichever card A hid: two worlds that differ only in that card;
- the card's name is in none of them, and B never sees an id that follows the card
  (hand to facedown to hand are new objects, 124);
- the privacy oracle of tests/test_hidden_information.py finds nothing either;
- A, its controller, may read its name: in A's view and in A's log.
"""

from __future__ import annotations

import random

import pytest

from riftbound_tui.engine.game import Game, default_engine
from riftbound_tui.engine.view import HIDDEN, hidden_ids, prompt_for, wrong_seat
from riftbound_tui.textplay import board_text
from riftbound_tui.tui import model as M

import test_hidden_information as oracle

pytestmark = pytest.mark.rules("128.4", "129.4", "355.9.a.3", "355.10.a.1", "124")

SECRETS = ("Pakaa Cub", "Blastcone Fae")       # two Hidden cards A might hide
SCRIPT = ["A: hide {card} at Bandle Tree", "A: activate Pack of Wonders",
          "A: choose A:facedown@Bandle Tree", "A: pass", "B: pass"]


def setup(card: str) -> dict:
    return {
        "name": f"Pack of Wonders returns a facedown {card}",
        "players": {
            "A": {"base": ["Pack of Wonders"], "hand": [card, "Void Seeker"],
                  "runes": ["Chaos Rune"], "deck": ["Vanguard Sergeant", "Hextech Ray"]},
            "B": {"hand": ["Defy"], "runes": ["Calm Rune", "Calm Rune"],
                  "deck": ["Vanguard Sergeant"]},
        },
        "battlefields": [{"card": "Bandle Tree", "controller": "A",
                          "units": {"A": ["Shipyard Skulker"]}},
                         {"card": "Back-Alley Bar"}],
    }


def stops(card: str):
    """The game after each line of the script (and before the first)."""
    g = Game.from_setup(setup(card), 1, default_engine())
    yield g
    for line in SCRIPT:
        g.act(line.format(card=card))
        yield g


B_LINES = ["B: pass", "B: play Defy", "B: choose A:facedown@Bandle Tree",
           "B: choose A:Pakaa Cub@facedown", "B: choose A:Blastcone Fae@facedown",
           "B: choose A:facedown@Bandle Tree#2", "B: activate A:facedown@Bandle Tree",
           "B: play A:facedown@Bandle Tree", "B: choose A:Pakaa Cub@hand"]


def what_b_is_shown(g: Game) -> dict[str, str]:
    st = g.state
    v = g.view("B")
    out = {"log": "\n".join(v.log), "prompt": prompt_for(st, "B"),
           "view prompt": v.pending.prompt if v.pending else "",
           "text screen": board_text(g, "B")}
    bm = M.build(g.engine.db, v, "B", False, "B")
    out["tui model"] = repr(bm)
    out["tui details"] = "\n".join("\n".join(M.detail(g.engine.db, v, o)) for o in bm.chips)
    if st.pending is not None and st.pending.player != "B":
        out["wrong seat"] = wrong_seat(st, "B")
    if st.pending is not None and st.pending.player == "B":
        out["legal"] = "\n".join(g.legal())
    for line in B_LINES:
        out[line] = g.why_illegal(line) or "accepted"
    return out


def test_the_script_returns_the_hidden_card_to_as_hand():
    for card in SECRETS:
        *_, g = stops(card)
        st = g.state
        hand = [st.objs[i].card for i in st.players["A"].zones["hand"]]
        assert card in hand and not st.players["A"].zones["facedown"]
        assert any("return A:facedown@Bandle Tree to its owner's hand" in x for x in g.log)


def test_what_b_is_shown_is_the_same_whichever_card_a_hid():
    compared = 0
    for one, two in zip(stops(SECRETS[0]), stops(SECRETS[1])):
        first, second = what_b_is_shown(one), what_b_is_shown(two)
        for where, text in first.items():
            assert text == second[where], f"B's {where} depends on A's facedown card:\n" \
                                          f"{text}\n---\n{second[where]}"
            compared += 1
    assert compared > 60


@pytest.mark.parametrize("card", SECRETS)
def test_b_never_reads_the_name_nor_follows_the_id(card):
    seen_ids: set[int] = set()
    for g in stops(card):
        st = g.state
        for where, text in what_b_is_shown(g).items():
            # a name B typed is B's to read back in the refusal
            if card not in where:
                assert card not in text, f"B reads {card} in {where}: {text}"
        hidden = set(hidden_ids(st, "B"))
        mine = {i for z in ("hand", "facedown") for i in st.players["A"].zones[z]}
        assert not (mine & seen_ids), "an id B saw in public follows A's card (124)"
        seen_ids |= {i for i in st.objs if i not in hidden}
        v = g.view("B")
        assert all(v.objs[i].card == HIDDEN for i in mine)


@pytest.mark.parametrize("card", SECRETS)
def test_the_privacy_oracle_finds_nothing_at_any_stop(card):
    g = Game.from_setup(setup(card), 1, default_engine())
    know = {p: oracle.Knowledge() for p in g.state.order}
    problems: list[str] = []
    for line in SCRIPT:
        for p in g.state.order:
            know[p].learn(g.state, p)
        problems += oracle.check_state(g, know, random.Random(3))
        g.act(line.format(card=card))
    for p in g.state.order:
        know[p].learn(g.state, p)
    problems += oracle.check_state(g, know, random.Random(4))
    assert not problems, "\n".join(problems[:15])


def test_a_the_controller_may_read_the_name():
    g = Game.from_setup(setup("Pakaa Cub"), 1, default_engine())
    g.act("A: hide Pakaa Cub at Bandle Tree")
    g.act("A: activate Pack of Wonders")
    # A chooses among A's other gear, units and facedown cards: never the Pack itself
    assert sorted(g.legal()) == ["A: choose A:Shipyard Skulker@Bandle Tree",
                                 "A: choose A:facedown@Bandle Tree"]
    v = g.view("A")
    assert "Pakaa Cub" in {v.objs[i].card for i in g.pending.options}
    assert "Pakaa Cub" not in {g.view("B").objs[i].card for i in g.pending.options}
    # the controller may also name it by its face; the log still names its place
    g.act("A: choose A:Pakaa Cub@facedown")
    assert g.log[-2] == "A: choose A:facedown@Bandle Tree"
    g.act("A: pass")
    g.act("B: pass")
    a_log, b_log = g.view("A").log, g.view("B").log
    assert "  (seen by A) A:facedown@Bandle Tree was Pakaa Cub" in a_log
    assert "  (seen by A) hidden from B" in b_log
    assert "  Pack of Wonders: return A:facedown@Bandle Tree to its owner's hand" in b_log
