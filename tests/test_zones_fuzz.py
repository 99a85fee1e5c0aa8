"""Random duels of decks full of the hidden-zone cards (looks, reveals, picks on
resolution, plays from the trash and from among looked-at cards, recycles, Divine
Judgment, Nocturne's offer as it is looked at or revealed): the game's invariants hold after every decision, the record replays, and the
privacy oracle of tests/test_hidden_information.py finds nothing a player is shown that
depends on the other player's hidden cards."""

from __future__ import annotations

import random

import pytest

from riftbound_tui.engine import looks

import test_fuzz_invariants as fuzz
import test_hidden_information as oracle

ZONES_A = {
    "legend": "Viktor, Herald of the Arcane",
    "main": (["Flame Chompers"] * 3 + ["Blind Fury"] * 3 + ["Stacked Deck"] * 3
             + ["The Harrowing"] * 2 + ["Soulgorger"] * 2 + ["Invert Timelines"] * 2
             + ["Mindsplitter"] * 2 + ["Get Excited!"] * 3 + ["Hextech Ray"] * 3
             + ["Nocturne, Horrifying"] * 3 + ["Vi, Destructive"] * 3 + ["Void Seeker"] * 3
             + ["Super Mega Death Rocket!"] * 2 + ["Reinforce"] * 3 + ["Sabotage"] * 3),
    "runes": ["Fury Rune"] * 4 + ["Chaos Rune"] * 4 + ["Calm Rune"] * 2 + ["Body Rune"] * 2,
    "battlefields": ["Sigil of the Storm"],
}
ZONES_B = {
    "legend": "Viktor, Herald of the Arcane",
    "main": (["Ekko, Recurrent"] * 3 + ["Garbage Grabber"] * 3 + ["Portal Rescue"] * 3
             + ["Ava Achiever"] * 2 + ["Divine Judgment"] * 2 + ["Baited Hook"] * 3
             + ["Spectral Matron"] * 3 + ["Teemo, Strategist"] * 3
             + ["Guerilla Warfare"] * 2 + ["Teemo, Scout"] * 3 + ["Retreat"] + ["Promising Future"] * 2
             + ["Nocturne, Horrifying"] * 3 + ["Vanguard Sergeant"] * 3 + ["Dazzling Aurora"] * 2),
    "runes": ["Mind Rune"] * 6 + ["Order Rune"] * 6,
    "battlefields": ["The Candlelit Sanctum"],
}


def setup(swap: bool = False) -> dict:
    a, b = (ZONES_B, ZONES_A) if swap else (ZONES_A, ZONES_B)
    return {"kind": "duel", "victory_score": 8, "players": {"A": dict(a), "B": dict(b)}}


@pytest.mark.parametrize("seed", range(4))
def test_zone_decks_keep_invariants_and_replay(seed):
    g = fuzz.play(seed, setup=setup(swap=seed % 2 == 1), max_decisions=400)
    again = fuzz.Game.from_record(g.record, fuzz.engine())
    assert fuzz.canonical(again.state) == fuzz.canonical(g.state)


def _twin(g, viewer, rnd):
    """oracle.twin, leaving alone the cards the viewer has seen by a look or a reveal:
    their faces are part of the viewer's view (424)."""
    t = g.clone()
    st = t.state
    other = st.opponents(viewer)[0]
    seen = looks.known_to(st, viewer)
    ids = [i for z in ("hand", "deck", "facedown") for i in st.players[other].zones[z]
           if i not in seen]
    names = [st.objs[i].card for i in ids]
    rnd.shuffle(names)
    for i, n in zip(ids, names):
        st.objs[i] = st.objs[i].but(card=n)
    return t


def _learn(self, st, viewer):
    """oracle.Knowledge.learn, without the ids of cards seen where they stay hidden: a
    revealed card stays the same object in its zone (424.1.a.2), so the viewer may know
    its id there; only a card seen in public must not be followed into a hidden zone."""
    hidden = set(oracle.hidden_ids(st, viewer))
    seen_in_place = looks.known_to(st, viewer)
    for oid, o in st.objs.items():
        if oid not in hidden:
            self.names.add(o.card)
            if oid not in seen_in_place:
                self.ids.add(oid)
        if o.owner == viewer:
            self.names.add(o.card)
    self.names.update(b.name for b in st.bfs)
    self.names.update(it.card for it in st.chain)
    # a reveal that begins and ends inside one action (Teemo, Strategist reveals the top 5
    # and recycles them as his trigger resolves) is public (424) though no decision falls
    # while the cards are shown: its log line is how the viewer saw them; so is a hand
    # revealed (424.3.a) when the one card to choose from it is chosen by the engine
    # (Sabotage with a single non-unit card)
    start = getattr(self, "log_read", 0)
    new = [ln for ln in list(st.log)[start:]
           if " reveals " in ln and ("(424)" in ln or "(424.3.a)" in ln)
           and "(seen by" not in ln]
    self.log_read = len(st.log)
    for ln in new:
        self.names.update(o.card for o in st.objs.values() if o.card in ln)


@pytest.mark.parametrize("seed", range(3))
def test_nothing_shown_depends_on_the_other_players_hidden_cards(seed, monkeypatch):
    monkeypatch.setattr(oracle, "twin", _twin)
    monkeypatch.setattr(oracle.Knowledge, "learn", _learn)
    rnd = random.Random(seed)
    problems = []
    for g, know in oracle.play_and_stop(setup(swap=seed % 2 == 1), seed, stops=4):
        problems += oracle.check_state(g, know, rnd)
    assert not problems, "\n".join(problems[:15])
