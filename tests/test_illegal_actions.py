"""What a user sees when a line is wrong.

Every rejected line raises `IllegalAction` whose message says why (the key words are
asserted), `why_illegal` gives the same message, `is_legal` says no, and the game is
left exactly as it was: the whole state (objects, zones, pools, points, chain, pending
decision, log, RNG...) and the record compare equal before and after.
"""

from __future__ import annotations

import dataclasses
import pickle

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.game import Game
from riftbound_tui.scenario import start


# -- helpers -------------------------------------------------------------------------------

def snapshot(game: Game) -> dict:
    """A canonical dump of everything a line could change."""
    s = game.state
    return {
        # every object the state reaches (pickle walks what dataclasses.asdict copied, at
        # C speed); the log by its lines below, as copies share its storage
        "state": pickle.dumps([getattr(s, f.name) for f in dataclasses.fields(s)
                               if f.name != "log"], protocol=pickle.HIGHEST_PROTOCOL),
        "log": list(s.log),
        "objs": sorted(s.objs.items()),
        "zones": {p: {z: list(ids) for z, ids in pl.zones.items()} for p, pl in s.players.items()},
        "pools": {p: (pl.energy, dict(pl.power)) for p, pl in s.players.items()},
        "points": {p: (pl.points, pl.xp) for p, pl in s.players.items()},
        "chain": list(s.chain),
        "pending": s.pending,
        "log_len": len(s.log),
        "rng": s.rng,
        "record": list(game.record.lines),
    }


def reject(game: Game, line: str, *words: str) -> str:
    """`line` is refused with a message containing every one of `words`; nothing changes."""
    before = snapshot(game)
    state_obj = game.state
    with pytest.raises(IllegalAction) as info:
        game.act(line)
    msg = str(info.value)
    assert msg, f"{line!r} was rejected with an empty message"
    for w in words:
        assert w.lower() in msg.lower(), f"{line!r}: expected {w!r} in the reason, got: {msg}"
    assert game.state is state_obj, "a rejected line replaced the state"
    assert snapshot(game) == before, f"{line!r} was rejected but changed the game"
    assert game.is_legal(line) is False
    assert game.why_illegal(line) == msg
    assert snapshot(game) == before, "is_legal/why_illegal changed the game"
    return msg


def accept(game: Game, line: str) -> None:
    why = game.why_illegal(line)
    assert why is None, f"{line!r} should be legal: {why}"
    game.act(line)


# -- positions -------------------------------------------------------------------------------

MAIN = {
    "name": "A's main phase, Neutral Open",
    "players": {
        "A": {
            "hand": ["Hextech Ray", "Charm", "Defy", "Mega-Mech", "Stalwart Poro"],
            "runes": ["Fury Rune", "Fury Rune", "Calm Rune", "Calm Rune"],
            "base": ["Shipyard Skulker", "Shipyard Skulker",
                     {"card": "Daring Poro", "exhausted": True}],
            "deck": ["Mountain Drake", "Mountain Drake"],
        },
        "B": {
            "hand": ["Defy", "Charm"],
            "runes": ["Calm Rune", "Calm Rune"],
            "deck": ["Vanguard Sergeant"],
        },
    },
    "battlefields": [
        {"card": "Bandle Tree", "controller": "B",
         "units": {"B": ["Vanguard Sergeant", "Vanguard Sergeant"]}},
        {"card": "Back-Alley Bar"},
    ],
}


def main_game() -> Game:
    return start(MAIN)


def chain_game() -> Game:
    """A played Hextech Ray at B's first Vanguard Sergeant; A holds priority, chain open."""
    g = main_game()
    accept(g, "A: play Hextech Ray")
    accept(g, "A: choose B:Vanguard Sergeant#1")
    assert g.pending.kind == "priority" and g.pending.player == "A" and g.state.chain
    return g


def target_game() -> Game:
    """Hextech Ray is on the chain and A must choose its target."""
    g = main_game()
    accept(g, "A: play Hextech Ray")
    assert g.pending.kind == "choose" and g.pending.player == "A"
    return g


def showdown_game() -> Game:
    """A moved to the empty Back-Alley Bar: a showdown there, A has focus."""
    g = main_game()
    accept(g, "A: move A:Shipyard Skulker#1 to Back-Alley Bar")
    assert g.state.showdown is not None and g.pending.kind == "focus"
    assert g.pending.player == "A"
    return g


COMBAT = {
    "name": "Vanguard Sergeant (4) attacks two Shipyard Skulkers (3 each)",
    "players": {
        "A": {"base": ["Vanguard Sergeant"]},
        "B": {"deck": ["Mountain Drake"]},
    },
    "battlefields": [
        {"card": "Bandle Tree", "controller": "B",
         "units": {"B": ["Shipyard Skulker", "Shipyard Skulker"]}},
        {"card": "Back-Alley Bar"},
    ],
}

TANK = {
    "name": "Playful Phantom + Shipyard Skulker (8) attack a Tank and two Skulkers",
    "players": {
        "A": {"base": ["Playful Phantom", "Shipyard Skulker"]},
        "B": {"deck": ["Mountain Drake"]},
    },
    "battlefields": [
        {"card": "Bandle Tree", "controller": "B",
         "units": {"B": ["Horns of the Dragon", "Shipyard Skulker", "Shipyard Skulker"]}},
        {"card": "Back-Alley Bar"},
    ],
}


def assign_game(sc: dict, move: str) -> Game:
    g = start(sc)
    accept(g, move)
    accept(g, "A: pass")
    accept(g, "B: pass")
    assert g.pending.kind == "assign" and g.pending.player == "A", g.pending
    return g


# -- garbage ---------------------------------------------------------------------------------

@pytest.mark.parametrize("line, words", [
    ("", ["empty"]),
    ("   ", ["empty"]),
    ("\t\n", ["control character", "U+0009"]),
    ("pass", ["acting player"]),
    (":pass", ["acting player"]),
    ("Z: pass", ["acting player", "A, B"]),
    ("A pass", ["acting player"]),
    ("A:", ["action"]),
    ("A:   ", ["action"]),
    ("A: pass pass", ["pass", "nothing after"]),
    ("A: end now", ["end", "nothing after"]),
    ("A: frobnicate", ["unknown action", "frobnicate"]),
    ("A: \u2603 \U0001F0A1 \u00e9\u00e8", ["unknown action"]),
    ("A: \x00\x01", ["control character", "U+0000"]),
    ("A: play", ["play", "object reference"]),
    ("A: choose", ["choose", "object reference"]),
    ("A: move X to", ["to PLACE"]),
    ("A: move A:Shipyard Skulker#1", ["to PLACE"]),
    ("A: move A:Shipyard Skulker#1 to Narnia", ["to PLACE", "Bandle Tree"]),
    ("A: hide Charm", ["at PLACE"]),
    ("A: assign X=abc", ["whole number", "abc"]),
    ("A: assign X", ["REF=N"]),
    ("A: mode x", ["whole number"]),
    ("A: number", ["whole number"]),
    ('A: play "Hextech Ray', ["unclosed quote"]),
    ('A: move "Shipyard Skulker to base', ["unclosed quote"]),
    ("A: play Hextech Ray#", ["#", "number"]),
    ("A: play Hextech Ray#two", ["#", "number"]),
    ("A: play Hextech Ray@Narnia", ["unknown place", "Narnia"]),
    ("A: play Hextech Ray@", ["@", "place"]),
    ("A: move A:Shipyard Skulker@#1 to base", ["@", "place"]),
    ("A: order 0@", ["@", "place"]),
    ("A: to Narnia", ["unknown place", "Narnia"]),
    ("A: play Hextech Ray, Charm", ["exactly one"]),
    ("A: play " + "x" * 3_000, ["no such object", "candidates"]),
    ("A: " + "pass " * 700, ["nothing after"]),
    ("A: move " + ", ".join(["A:Shipyard Skulker#1"] * 60) + " to base", ["named twice"]),
    # bounded at the notation's edge (issue 7): length, references, numbers
    ("A: play " + "x" * 20_000, ["20008 characters", "at most 4000"]),
    ("A: move " + ", ".join(["A:Shipyard Skulker#1"] * 100) + " to base", ["at most 64"]),
    ("A: mode " + "9" * 3_000, ["too large"]),
    ("A: play Hextech Ray#" + "9" * 400, ["too large"]),
])
def test_garbage_lines_are_refused_with_a_reason(line, words):
    reject(main_game(), line, *words)


def test_a_line_for_an_unknown_card_lists_what_can_be_played():
    msg = reject(main_game(), "A: play Void Seeker", "no such object", "candidates")
    assert "A:Hextech Ray@hand" in msg and "A:Charm@hand" in msg


# -- who may act -----------------------------------------------------------------------------

@pytest.mark.parametrize("line", ["B: play Defy", "B: pass", "B: end", "B: play Charm",
                                  "B: move B:Vanguard Sergeant#1 to base"])
def test_acting_without_priority(line):
    reject(main_game(), line, "A must decide now", "not B")


def test_the_opponent_cannot_pass_in_the_turn_players_neutral_open_state():
    reject(main_game(), "A: pass", "nothing to pass", "end")


def test_the_wrong_player_answers_a_target_prompt():
    g = target_game()
    reject(g, "B: choose B:Vanguard Sergeant#1", "A must decide now", "not B")


def test_the_wrong_player_acts_on_the_chain():
    g = chain_game()
    reject(g, "B: pass", "A must decide", "not B")
    accept(g, "A: pass")
    reject(g, "A: pass", "B must decide", "not A")
    reject(g, "A: play Defy", "B must decide", "not A")


def test_the_wrong_player_acts_in_a_showdown():
    g = showdown_game()
    reject(g, "B: pass", "A must decide", "not B")


# -- playing ---------------------------------------------------------------------------------

def test_playing_a_card_that_is_not_in_hand():
    g = main_game()
    # on the board, not in hand
    reject(g, "A: play Shipyard Skulker", "not a legal card to play", "candidates")
    # in the opponent's hand
    reject(g, "A: play B:Charm", "candidates")
    # in A's deck
    reject(g, "A: play Mountain Drake", "candidates")


def test_playing_an_unaffordable_card():
    reject(main_game(), "A: play Mega-Mech", "cannot pay", "Mega-Mech")


def test_a_non_reaction_spell_while_the_chain_is_open():
    g = chain_game()
    reject(g, "A: play Charm", "only Reaction", "chain")
    reject(g, "A: play Stalwart Poro", "only Reaction", "chain")
    accept(g, "A: pass")
    reject(g, "B: play Charm", "only Reaction", "chain")


def test_a_spell_without_action_in_a_showdown():
    g = showdown_game()
    reject(g, "A: play Charm", "Action", "showdown")


def test_playing_with_no_legal_target():
    g = start({"name": "no unit at any battlefield",
               "players": {"A": {"hand": ["Hextech Ray"],
                                 "runes": ["Fury Rune", "Fury Rune"],
                                 "base": ["Shipyard Skulker"]},
                           "B": {}},
               "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]})
    reject(g, "A: play Hextech Ray", "no legal target")


def test_playing_a_unit_to_a_battlefield_one_does_not_control():
    reject(main_game(), "A: play Stalwart Poro to Bandle Tree", "355.2")
    reject(main_game(), "A: play Stalwart Poro to trash", "cannot play to trash")


def test_a_spell_is_not_played_to_a_place():
    """355.2: only units choose where they enter; 'play SPELL to PLACE' means nothing."""
    g = main_game()
    reject(g, "A: play Hextech Ray to base", "Hextech Ray")
    reject(g, "A: play Charm to Back-Alley Bar", "Charm")
    accept(g, "A: play Charm")


# -- moving and ending the turn ----------------------------------------------------------------

def test_an_action_object_listed_for_an_earlier_state_is_checked_again():
    """Game.act trusts an action only for the state it was listed for: one kept from an
    earlier listing is checked like typed text, refused with its reason, changing nothing."""
    g = start({"name": "two Poros, two runes", "players": {
        "A": {"hand": ["Stalwart Poro", "Stalwart Poro"],
              "runes": ["Calm Rune", "Calm Rune"], "base": ["Shipyard Skulker"]},
        "B": {"hand": ["Charm"]}}, "battlefields": [{"card": "Back-Alley Bar"}]})
    play = next(a for a in g.legal_actions() if a.text == "A: play Stalwart Poro")
    g.act(play)                                     # a unit resolves at once: A acts again
    assert g.pending.player == "A" and play not in g.legal_actions()
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="cannot pay"):
        g.act(play)                                 # the second copy costs 2 more energy
    assert snapshot(g) == before
    move = next(a for a in g.legal_actions() if a.verb == "move")
    g.act(move)                  # the Skulker is exhausted and a showdown opens there
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="144"):
        g.act(move)
    assert snapshot(g) == before


def test_moving_an_exhausted_unit():
    reject(main_game(), "A: move Daring Poro to Back-Alley Bar", "exhausted", "144.2")
    reject(main_game(), "A: move A:Shipyard Skulker#1, Daring Poro to Back-Alley Bar",
           "exhausted")


def test_moving_a_unit_to_where_it_is():
    reject(main_game(), "A: move A:Shipyard Skulker#1 to base", "already in base")


def test_moving_an_opponents_unit():
    reject(main_game(), "A: move B:Vanguard Sergeant#1 to base", "unit to move", "candidates")


def test_moving_during_a_showdown():
    g = showdown_game()
    reject(g, "A: move A:Shipyard Skulker#2 to Bandle Tree", "Neutral Open", "144.1")
    reject(g, "A: end", "316.9")


def test_moving_while_the_chain_is_open():
    reject(chain_game(), "A: move A:Shipyard Skulker#2 to Back-Alley Bar", "144.1")


def test_ending_the_turn_with_a_chain():
    reject(chain_game(), "A: end", "empty chain", "316.9")


# -- answering prompts -------------------------------------------------------------------------

def test_choosing_an_illegal_target():
    g = target_game()
    msg = reject(g, "A: choose A:Shipyard Skulker#1", "not a legal choice", "candidates")
    assert "B:Vanguard Sergeant@Bandle Tree#1" in msg
    reject(g, "A: choose none", "between 1 and 1")
    reject(g, "A: choose B:Vanguard Sergeant#1, B:Vanguard Sergeant#2", "between 1 and 1")
    reject(g, "A: choose B:Vanguard Sergeant#1, B:Vanguard Sergeant#1", "twice")
    reject(g, "A: pass", "choose REF")
    reject(g, "A: end", "choose REF")
    reject(g, "A: to base", "choose REF")


def test_a_discretionary_action_is_not_an_answer_to_priority_with_a_wrong_verb():
    g = main_game()
    for line in ("A: choose none", "A: to base", "A: keep", "A: first", "A: yes",
                 "A: mode 1", "A: order Charm"):
        reject(g, line, "not an action A can take")


# -- references ------------------------------------------------------------------------------

def test_an_ambiguous_reference_lists_candidates_in_the_notation():
    g = main_game()
    msg = reject(g, "A: move Shipyard Skulker to Back-Alley Bar", "several", "Shipyard Skulker")
    cands = ["A:Shipyard Skulker@base#1", "A:Shipyard Skulker@base#2"]
    for c in cands:
        assert c in msg
    # every candidate it lists is itself a reference that works
    for c in cands:
        assert g.is_legal(f"A: move {c} to Back-Alley Bar")


def test_an_ambiguous_target_lists_candidates_in_the_notation():
    g = target_game()
    msg = reject(g, "A: choose Vanguard Sergeant", "several")
    assert "B:Vanguard Sergeant@Bandle Tree#1" in msg
    assert "B:Vanguard Sergeant@Bandle Tree#2" in msg
    assert g.is_legal("A: choose B:Vanguard Sergeant@Bandle Tree#2")


@pytest.mark.parametrize("ref", ["A:Shipyard Skulker#3", "A:Shipyard Skulker#0",
                                 "A:Shipyard Skulker@base#99"])
def test_n_out_of_range(ref):
    reject(main_game(), f"A: move {ref} to Back-Alley Bar", "there are 2 objects")


def test_a_reference_with_the_wrong_place():
    reject(main_game(), "A: move A:Shipyard Skulker@Bandle Tree to Back-Alley Bar",
           "candidates")


# -- combat damage assignment (465.2.c) --------------------------------------------------------

MOVE_SERGEANT = "A: move A:Vanguard Sergeant to Bandle Tree"


def test_assignment_legal_lines_are_lethal_first():
    g = assign_game(COMBAT, MOVE_SERGEANT)
    legal = set(g.legal())
    assert legal == {
        "A: assign B:Shipyard Skulker@Bandle Tree#1=3, B:Shipyard Skulker@Bandle Tree#2=1",
        "A: assign B:Shipyard Skulker@Bandle Tree#1=1, B:Shipyard Skulker@Bandle Tree#2=3",
    }


@pytest.mark.parametrize("line, words", [
    # lethal to one unit before the next (465.2.c.3)
    ("A: assign B:Shipyard Skulker#1=2, B:Shipyard Skulker#2=2", ["465.2.c.3"]),
    # no more than lethal while another unit has none (465.2.c.4)
    ("A: assign B:Shipyard Skulker#1=4, B:Shipyard Skulker#2=0", ["465.2.c.4"]),
    ("A: assign B:Shipyard Skulker#1=4", ["465.2.c.4"]),
    # the whole might, no more, no less (465.2.c)
    ("A: assign B:Shipyard Skulker#1=3, B:Shipyard Skulker#2=0", ["exactly 4", "assigned 3"]),
    ("A: assign B:Shipyard Skulker#1=3, B:Shipyard Skulker#2=3", ["exactly 4", "assigned 6"]),
    ("A: assign B:Shipyard Skulker#1=30, B:Shipyard Skulker#2=1", ["exactly 4"]),
    ("A: assign B:Shipyard Skulker#1=0", ["exactly 4"]),
    # only the opposing units in this combat
    ("A: assign A:Vanguard Sergeant=4", ["unit to assign damage to", "candidates"]),
    # ambiguous without #N
    ("A: assign Shipyard Skulker=3, B:Shipyard Skulker#2=1", ["several"]),
    ("A: assign B:Shipyard Skulker#1=-1, B:Shipyard Skulker#2=5", ["whole number"]),
    ("A: assign B:Shipyard Skulker#1=", ["whole number"]),
    ("A: pass", ["assign REF=N"]),
    ("A: choose B:Shipyard Skulker#1", ["assign REF=N"]),
    ("B: assign B:Shipyard Skulker#1=3, B:Shipyard Skulker#2=1", ["A must decide", "not B"]),
])
def test_bad_damage_assignment(line, words):
    g = assign_game(COMBAT, MOVE_SERGEANT)
    reject(g, line, *words)


def test_a_good_damage_assignment_after_bad_ones():
    g = assign_game(COMBAT, MOVE_SERGEANT)
    reject(g, "A: assign B:Shipyard Skulker#1=2, B:Shipyard Skulker#2=2", "465.2.c.3")
    accept(g, "A: assign B:Shipyard Skulker#1=1, B:Shipyard Skulker#2=3")
    assert "B:Shipyard Skulker@Bandle Tree#2" not in " ".join(g.legal())


def test_tank_must_be_assigned_lethal_first():
    g = assign_game(TANK, "A: move A:Playful Phantom, A:Shipyard Skulker to Bandle Tree")
    reject(g, "A: assign Horns of the Dragon=5, B:Shipyard Skulker#1=3", "Tank", "465.2.c.6")
    reject(g, "A: assign B:Shipyard Skulker#1=3, B:Shipyard Skulker#2=3, "
              "Horns of the Dragon=2", "Tank", "465.2.c.6")
    accept(g, "A: assign Horns of the Dragon=6, B:Shipyard Skulker#2=2")


# -- a finished game ------------------------------------------------------------------------

def test_no_line_after_the_game_is_over():
    g = main_game()
    accept(g, "B: concede")
    assert g.winner == "A"
    reject(g, "A: end", "over")
    reject(g, "A: pass", "over")


# -- property: arbitrary text never crashes and never changes the game -----------------------

def _positions() -> dict[str, Game]:
    return {
        "main": main_game(),
        "chain": chain_game(),
        "target": target_game(),
        "showdown": showdown_game(),
        "assign": assign_game(COMBAT, MOVE_SERGEANT),
    }


POSITIONS = _positions()

NAMES = ["Hextech Ray", "Charm", "Defy", "Shipyard Skulker", "Vanguard Sergeant",
         "Viktor, Herald of the Arcane", "Fury Rune", "Daring Poro", "Bandle Tree",
         "Back-Alley Bar", "Recruit", "Nope"]
TOKENS = ["A", "B", "Z", "a", ":", " ", ",", "@", "#", "=", '"', "to", "at", "none", "base",
          "hand", "trash", "1", "2", "0", "-3", "99999999999999999999", "play", "move",
          "pass", "end", "choose", "assign", "activate", "exhaust", "recycle", "hide", "to",
          "yes", "no", "mode", "number", "order", "mulligan", "keep", "first", "second",
          "concede", "\u00e9", "\U0001F600", "\n", "\t", *NAMES]

near_miss = st.builds(
    lambda who, sep, body: f"{who}{sep}{body}",
    st.sampled_from(["A", "B", "a", "b", "Z", "", " A "]),
    st.sampled_from([":", ": ", " : ", "", "::"]),
    st.lists(st.sampled_from(TOKENS), max_size=12).map(" ".join),
)
squashed = st.lists(st.sampled_from(TOKENS), max_size=12).map("".join)
lines = st.one_of(st.text(max_size=200), near_miss, squashed,
                  st.builds(lambda b: "A: " + b, st.text(max_size=80)))


def _check_arbitrary(game: Game, line: str) -> None:
    work = game.clone()
    before = snapshot(work)
    legal = game.is_legal(line)
    try:
        work.act(line)
    except IllegalAction as e:
        assert str(e), f"{line!r}: empty reason"
        assert not legal, f"{line!r}: is_legal said yes, act said no ({e})"
        assert snapshot(work) == before, f"{line!r} was rejected but changed the game"
        return
    assert legal, f"{line!r}: act accepted a line is_legal refused"


def _mutations(line: str):
    """A legal line with a few characters inserted, deleted or replaced."""
    alphabet = st.sampled_from(list(' ,:@#="0123456789abAB') + ["to ", "\u00e9"])
    edit = st.tuples(st.integers(0, len(line)), st.sampled_from(["ins", "del", "rep"]), alphabet)

    def apply(edits):
        s = line
        for i, kind, ch in edits:
            i = min(i, len(s))
            if kind == "ins":
                s = s[:i] + ch + s[i:]
            elif kind == "del":
                s = s[:i] + s[i + 1:]
            else:
                s = s[:i] + ch + s[i + 1:]
        return s
    return st.lists(edit, min_size=1, max_size=4).map(apply)


@settings(max_examples=400, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_arbitrary_lines_raise_only_illegal_action_and_change_nothing(data):
    pos = data.draw(st.sampled_from(sorted(POSITIONS)), label="position")
    game = POSITIONS[pos]
    legal = game.legal()
    near_legal = st.sampled_from(legal).flatmap(_mutations)
    line = data.draw(st.one_of(lines, near_legal), label="line")
    _check_arbitrary(game, line)


def test_the_property_check_can_fail():
    """The property's oracle notices a state change and a non-IllegalAction error."""
    g = main_game()

    class Boom(Exception):
        pass

    class Broken(Game):
        def clone(self):
            c = Game.clone(self)
            c.__class__ = type(self)
            return c

        def act(self, line):          # changes the state, then rejects
            self.state.players["A"].points += 1
            raise IllegalAction("nope")

    b = g.clone()
    b.__class__ = Broken
    with pytest.raises(AssertionError):
        _check_arbitrary(b, "A: zzz")

    class Crashes(Broken):
        def act(self, line):
            raise Boom(line)

    c = g.clone()
    c.__class__ = Crashes
    with pytest.raises(Boom):
        _check_arbitrary(c, "A: zzz")
