"""Hidden information (128 Privacy): the oracle.

Seeded random games of the shipped decks are stopped at random decisions.  At each stop,
for each player V (the viewer) and the other player O, everything V is shown is held
against what V may not know of O's cards:

- the names that are now only in O's hidden zones (hand, deck, facedown) and that V has
  never seen in a public zone nor among their own cards;
- the ids of O's hidden objects, none of which V may ever have seen in a public zone
  (an object that enters a hidden zone from a public one is a new object, 124);
- counts: V's texts are compared with the same texts in a twin game where the cards of
  O's hand, deck and facedown zones are shuffled among those zones (same ids, same
  counts, same deck list).  V's view of the two games is the same, so every text V is
  shown must be the same too: a difference is a text that depends on what V cannot see.

What V is shown: the error (or acceptance) of a corpus of lines sent by V (O's card
names, `#N` references into hands, decks and facedown zones, wrong-seat lines, V's legal
lines), the prompt, the log as V reads it, the text-mode screen for V's seat, and the
table model the TUI draws for V's seat with each card's detail panel.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import random
import re

import pytest

from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.decks.fixed import CALM_MIND, FURY_ORDER, duel_setup
from riftbound_tui.engine.game import Game, default_engine
from riftbound_tui.engine.view import HIDDEN, hidden_ids, prompt_for
from riftbound_tui.textplay import board_text
from riftbound_tui.tui import model as M

PUBLIC_SKIP = ("hand", "deck", "rune_deck", "facedown")


@functools.cache
def shipped_setups() -> list[dict]:
    """Duels between the decks the game ships and can play (cards/decks), and the two
    fixed decks, each against each, mirrors included."""
    from riftbound_tui.decks.shipped import shipped_decks
    decks = [FURY_ORDER, CALM_MIND]
    decks += [d.deck.to_setup() for d in shipped_decks(default_engine().db) if d.playable]
    return [duel_setup(a, b) for a in decks for b in decks]


# -- what a viewer has seen ----------------------------------------------------------------

@dataclasses.dataclass
class Knowledge:
    names: set[str] = dataclasses.field(default_factory=set)
    ids: set[int] = dataclasses.field(default_factory=set)

    def learn(self, st, viewer: str) -> None:
        hidden = set(hidden_ids(st, viewer))
        for oid, o in st.objs.items():
            if oid not in hidden:
                self.names.add(o.card)
                self.ids.add(oid)
            if o.owner == viewer:
                self.names.add(o.card)     # a copy of one's own card may be named
        self.names.update(b.name for b in st.bfs)
        self.names.update(it.card for it in st.chain)


def play_and_stop(setup: dict, seed: int, stops: int):
    """Yield (game, {player: Knowledge}) at `stops` random decisions of a random game."""
    eng = default_engine()
    g = Game.from_setup(setup, seed, eng)
    agent = RandomAgent(seed, end_bias=0.25)
    rnd = random.Random(seed * 7 + 1)
    know = {p: Knowledge() for p in g.state.order}
    for p in g.state.order:
        know[p].learn(g.state, p)
    at = sorted(rnd.sample(range(2, 220), stops))
    n = 0
    while g.winner is None and at and n < 400:
        if n == at[0]:
            at.pop(0)
            yield g, know
        g.act(agent.decide(g.legal()))
        n += 1
        for p in g.state.order:
            know[p].learn(g.state, p)


# -- the corpus of lines a viewer may send -------------------------------------------------

def corpus(g: Game, viewer: str, rnd: random.Random) -> list[str]:
    st = g.state
    other = st.opponents(viewer)[0]
    # every name the other player brought: the same in the twin, whose hidden names are
    # only shuffled
    names = sorted({o.card for o in st.objs.values() if o.owner == other
                    and o.zone not in ("runes", "rune_deck", "battlefields")})
    pick = rnd.sample(names, min(5, len(names)))
    bf = st.bfs[0].name
    V, O = viewer, other
    lines = [f"{V}: pass", f"{V}: end", f"{V}: yes", f"{V}: no", f"{V}: keep",
             f"{V}: choose none", f"{V}: mode 1", f"{V}: first", f"{V}: number 2"]
    for n in pick:
        lines += [f"{V}: play {n}", f"{V}: play {n} to base", f"{V}: play {O}:{n}@hand",
                  f"{V}: choose {n}", f"{V}: choose {O}:{n}@hand",
                  f"{V}: choose {O}:{n}@hand#1", f"{V}: choose {O}:{n}@hand#2",
                  f"{V}: choose {O}:{n}@hand#3", f"{V}: choose {O}:{n}@deck#1",
                  f"{V}: choose {O}:{n}@facedown#1", f"{V}: choose {n}@hand#2",
                  f"{V}: mulligan {n}", f"{V}: mulligan {O}:{n}@hand",
                  f"{V}: move {O}:{n}@hand to base", f"{V}: assign {O}:{n}@hand=1",
                  f"{V}: activate {O}:{n}@facedown", f"{V}: hide {n} at {bf}",
                  f"{V}: order {O}:{n}@deck#2", f"{V}: play {O}:{n}@hand#2",
                  f"{V}: play {n}@hand#3", f"{V}: move {O}:{n}@hand#2 to base",
                  f"{V}: activate {O}:{n}@facedown#1"]
    if st.pending is not None and st.pending.player == viewer:
        legal = g.legal()
        lines += rnd.sample(legal, min(8, len(legal)))
    return lines


# -- what a viewer is shown ----------------------------------------------------------------

def shown(g: Game, viewer: str, lines: list[str]) -> dict[str, str]:
    """Every text `viewer` is shown at this decision, keyed by where it is shown."""
    db = g.engine.db
    out: dict[str, str] = {}
    for line in lines:
        out[f"answer to {line!r}"] = g.why_illegal(line) or "accepted"
    out["prompt"] = prompt_for(g.state, viewer)
    v = g.view(viewer)
    out["view prompt"] = v.pending.prompt if v.pending else ""
    out["log"] = "\n".join(v.log)
    out["text screen"] = board_text(g, viewer)
    bm = M.build(db, v, viewer, False, viewer)
    out["tui model"] = repr(bm)
    out["tui details"] = "\n".join("\n".join(M.detail(db, v, oid)) for oid in bm.chips)
    if g.pending is not None and g.pending.player == viewer:
        out["legal"] = "\n".join(g.legal())
    return out


def secret_names(g: Game, viewer: str, know: Knowledge) -> set[str]:
    st = g.state
    hidden = set(hidden_ids(st, viewer))
    other = set(st.opponents(viewer))
    return {o.card for oid, o in st.objs.items()
            if oid in hidden and o.owner in other} - know.names - {HIDDEN}


@functools.cache
def _public_words() -> tuple[str, ...]:
    """Tags that are part of no card's name ("Shadow Isles"): printed on the cards in view,
    they tell nothing of a card named "Shadow" that the viewer cannot see."""
    db = default_engine().db
    names = [c.name for c in db.all()]
    tags = {t for c in db.all() for t in c.tags}
    return tuple(sorted((t for t in tags if not any(t in n for n in names)), key=len,
                        reverse=True))


def leaked(text: str, secrets: set[str], known: set[str]) -> set[str]:
    """The secret names `text` holds, after the names the viewer knows are taken out (a
    secret name may be part of a known one, or of a tag in view)."""
    for n in sorted(known, key=len, reverse=True):
        text = text.replace(n, "\0")
    for t in _public_words():
        text = text.replace(t, "\0")
    return {n for n in secrets if n in text}


def twin(g: Game, viewer: str, rnd: random.Random) -> Game:
    """The same game with the cards of the other player's hand, deck and facedown zones
    shuffled among those zones: the viewer's view of it is the same."""
    t = g.clone()
    st = t.state
    other = st.opponents(viewer)[0]
    ids = [i for z in ("hand", "deck", "facedown") for i in st.players[other].zones[z]]
    names = [st.objs[i].card for i in ids]
    rnd.shuffle(names)
    for i, n in zip(ids, names):
        st.objs[i] = st.objs[i].but(card=n)
    return t


def check_state(g: Game, know: dict, rnd: random.Random, numbered: bool = False
                ) -> list[str]:
    """Every leak at this decision.  `numbered`: only the corpus lines with `#N`
    references (reference resolution, notation.py), else every other line and text."""
    problems = []
    for viewer in g.state.order:
        k = know[viewer]
        secrets = secret_names(g, viewer, k)
        other = g.state.opponents(viewer)[0]
        lines = [x for x in corpus(g, viewer, rnd) if ("#" in x) == numbered]
        texts = shown(g, viewer, lines)
        for where, text in texts.items():
            said = lines[[f"answer to {x!r}" for x in lines].index(where)] \
                if where.startswith("answer to ") else ""
            # a name the sender typed is theirs to read back
            bad = leaked(text, {n for n in secrets if n not in said}, k.names)
            if bad:
                problems.append(f"{viewer} sees {sorted(bad)} in {where}: {text[:300]!r}")
        hid = {i for z in PUBLIC_SKIP for i in g.state.players[other].zones[z]}
        followed = hid & k.ids
        if followed:
            problems.append(f"{viewer} saw ids {sorted(followed)} in public before they "
                            f"went into {other}'s hidden zones (124)")
        t = twin(g, viewer, rnd)
        assert [o.card for o in g.view(viewer).objs.values()] == \
            [o.card for o in t.view(viewer).objs.values()]
        texts2 = shown(t, viewer, lines)
        for where, text in texts.items():
            if texts2[where] != text:
                problems.append(f"{viewer}'s {where} depends on {other}'s hidden cards: "
                                f"{text[:200]!r} / {texts2[where][:200]!r}")
    return problems


# RIFTBOUND_ORACLE_GAMES=200 runs a bigger sweep (its figures go in the report).
GAMES = int(os.environ.get("RIFTBOUND_ORACLE_GAMES", "4"))


@functools.cache
def _cases(n_games: int) -> list[tuple[int, int]]:
    return [(k % len(shipped_setups()), seed) for k, seed in enumerate(range(n_games))]


def sweep(setup_i: int, seed: int, numbered: bool = False) -> list[str]:
    rnd = random.Random(seed)
    problems = []
    for g, know in play_and_stop(shipped_setups()[setup_i], seed, stops=3):
        problems += check_state(g, know, rnd, numbered)
    return problems


@pytest.mark.parametrize("setup_i,seed", _cases(GAMES))
def test_nothing_a_player_is_shown_depends_on_the_other_players_hidden_cards(setup_i, seed):
    problems = sweep(setup_i, seed)
    assert not problems, "\n".join(problems[:15])


# issue 7 item 2: `#N` counted objects in hidden zones (fixed in notation.resolve)
@pytest.mark.parametrize("setup_i,seed", _cases(max(GAMES, 16)))
def test_numbered_references_do_not_count_hidden_cards(setup_i, seed):
    problems = sweep(setup_i, seed, numbered=True)
    assert not problems, "\n".join(problems[:15])


def test_numbered_references_do_not_count_hidden_cards_in_a_small_position():
    """B holds two Defy: 'A: play B:Defy@hand#3' once told A so (issue 7 item 2)."""
    setup = {"name": "counting", "battlefields": [{"card": "Bandle Tree"},
                                                  {"card": "Back-Alley Bar"}],
             "players": {"A": {"hand": ["Void Seeker"], "deck": ["Defy"]},
                         "B": {"hand": ["Defy", "Defy", "Stupefy"],
                               "deck": ["Stupefy", "Stupefy", "Defy", "Wind Wall"]}}}
    g = Game.from_setup(setup, 1, default_engine())
    know = {p: Knowledge() for p in g.state.order}
    for p in g.state.order:
        know[p].learn(g.state, p)
    problems = []
    for seed in range(6):        # twins with B's hand and deck shuffled six ways
        problems += check_state(g, know, random.Random(seed), numbered=True)
    assert not problems, "\n".join(problems[:15])


# -- positions random games rarely reach: a predict prompt, a facedown card, a Burn Out ----

BFS = [{"card": "Bandle Tree", "controller": "A"}, {"card": "Back-Alley Bar"}]
POSITIONS = {
    # 436: A's prompt names A's top card while B waits
    "predict": ({"players": {
        "A": {"hand": ["Mystic Poro"], "runes": ["Chaos Rune"] * 3,
              "deck": ["Jeweled Colossus", "Vanguard Sergeant", "Zephyr Sage"]},
        "B": {"deck": ["Vanguard Sergeant", "Defy"], "hand": ["Hextech Ray", "Stupefy"]}},
        "battlefields": BFS}, ["A: play Mystic Poro", "A: pass", "B: pass"]),
    # 811: a card hidden at a battlefield is A's alone
    "hide": ({"players": {
        "A": {"hand": ["Pakaa Cub", "Void Seeker"], "runes": ["Calm Rune"],
              "deck": ["Vanguard Sergeant", "Daring Poro"]},
        "B": {"deck": ["Vanguard Sergeant"], "hand": ["Hextech Ray"],
              "runes": ["Fury Rune", "Fury Rune"]}},
        "battlefields": [{**BFS[0], "units": {"A": ["Shipyard Skulker"]}}, BFS[1]]},
        ["A: hide Pakaa Cub at Bandle Tree", "A: end"]),
    # 431: B saw A's trash; after the Burn Out those cards are in A's deck and hand
    "burn out": ({"players": {
        "A": {"deck": [], "trash": ["Vanguard Sergeant", "Shipyard Skulker", "Defy",
                                    "Playful Phantom"], "hand": ["Stupefy"]},
        "B": {"deck": ["Vanguard Sergeant", "Daring Poro"], "hand": ["Hextech Ray"]}},
        "battlefields": BFS, "turn": {"player": "B", "number": 4}}, ["B: end"]),
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_oracle_on_predict_hide_and_burn_out(name):
    setup, script = POSITIONS[name]
    g = Game.from_setup({"name": name, **setup}, 1, default_engine())
    know = {p: Knowledge() for p in g.state.order}
    for line in script:
        for p in g.state.order:
            know[p].learn(g.state, p)
        g.act(line)
    problems = check_state(g, know, random.Random(1))
    assert not problems, "\n".join(problems[:15])
    # the position is what it says
    text = {"predict": "top card of your Main Deck", "hide": "", "burn out": ""}[name]
    assert text in g.pending.prompt
    if name == "hide":
        assert g.state.players["A"].zones["facedown"]
    if name == "burn out":
        assert any("Burn Out" in line for line in g.log)


# -- targeted cases ---------------------------------------------------------------------------

def test_a_wrong_seat_line_is_refused_without_the_deciders_private_prompt():
    g = Game.from_setup(duel_setup(), 1, default_engine())
    st = g.state
    dec = st.pending
    # stand in a prompt that names the decider's top card (436: predict)
    top = st.objs[st.players[dec.player].zones["deck"][0]].card
    g.state.pending = dataclasses.replace(
        dec, prompt=f"Premonition: the top card of your Main Deck is {top}; recycle it? (436)")
    other = st.opponents(dec.player)[0]
    why = g.why_illegal(f"{other}: pass")
    assert why is not None and top not in why
    assert f"{dec.player} must decide now" in why and "the top card of their Main Deck" in why
    assert top in prompt_for(g.state, dec.player)
    assert top not in g.view(other).pending.prompt


def test_burn_out_gives_the_cards_shuffled_into_the_deck_new_ids():
    """124: trash to deck is a move from a non-board zone; the opponent, who saw the ids in
    the trash, cannot follow them into the deck nor into the hand when drawn."""
    g = Game.from_setup(duel_setup(), 2, default_engine())
    st = g.state.clone()
    p = st.order[0]
    zones = st.players[p].zones
    eng = g.engine
    # move the whole deck to the trash, so the next draw burns out (431)
    for oid in list(zones["deck"]):
        eng.relocate(st, oid, "trash")
    in_trash = set(zones["trash"])
    names = sorted(st.objs[i].card for i in in_trash)
    eng.draw(st, p, 1)
    assert not (set(zones["deck"]) | set(zones["hand"])) & in_trash
    assert sorted(st.objs[i].card for i in zones["deck"] + zones["hand"][-1:]) == names


def test_a_drawn_card_is_a_new_object():
    g = Game.from_setup(duel_setup(), 4, default_engine())
    st = g.state.clone()
    p = st.order[0]
    top = st.players[p].zones["deck"][0]
    g.engine.draw(st, p, 1)
    assert top not in st.objs and top not in st.players[p].zones["hand"]


def test_text_mode_against_the_machine_shows_only_the_persons_view():
    import io
    from riftbound_tui import textplay
    lines = "\n".join(["1"] * 60) + "\n"
    out = io.StringIO()
    textplay.main(seed=5, ai="B", stdin=io.StringIO(lines), stdout=out)
    text = out.getvalue()
    assert re.search(r"^B: (mulligan|keep)", text, re.M) or "B: mulligan (cards set aside: " \
        "hidden)" in text
    assert not re.search(r"^B: mulligan (?!\(cards set aside: hidden\))", text, re.M)
    for block in text.split("\nTurn ")[1:]:
        hand_b = re.search(r"^   hand: (.*)$", block.split("\nB: ", 1)[1], re.M).group(1)
        assert re.fullmatch(r"\d+ cards|-", hand_b), hand_b


def test_scrub_hides_a_name_only_where_the_viewer_cannot_see_it():
    from riftbound_tui.engine.view import scrub
    g = Game.from_setup(duel_setup(), 6, default_engine())
    while g.pending.kind in ("first_second", "mulligan"):
        g.act(g.legal()[0])
    st = g.state
    a, b = sorted(st.order)
    only_b = {st.objs[i].card for i in st.players[b].zones["hand"]} - \
        {o.card for o in st.objs.values() if o.owner == a}
    assert only_b, "the test needs a card only B holds"
    name = sorted(only_b)[0]
    legend = st.objs[st.players[a].zones["legend"][0]].card
    text = f"B holds {name}; A's legend is {legend}"
    assert scrub(st, a, text) == f"B holds a hidden card; A's legend is {legend}"
    assert scrub(st, b, text) == text and scrub(st, None, text) == text
