"""The pure parts of the table (no Textual): session undo/redo and seats, saves,
the board model's privacy, the picker, deck refusal, and the Agent protocol."""

from __future__ import annotations

import json
import os
import re

import pytest

from riftbound_tui.ai.agent import Agent, make_agent
from riftbound_tui.decks.fixed import CALM_MIND
from riftbound_tui.tui import lines as L
from riftbound_tui.tui import model as M
from riftbound_tui.tui import saves
from riftbound_tui.tui.deckchoice import DeckRefused, resolve_deck
from riftbound_tui.tui.picking import Picker
from riftbound_tui.tui.session import MACHINE, OPEN, Seat, Session

from .helpers import data_dir, hotseat, unplayable_legend


def test_engine_never_imports_textual_or_rich():
    import riftbound_tui.engine as eng
    root = os.path.dirname(eng.__file__)
    for dirpath, _, files in os.walk(root):
        for f in files:
            if f.endswith(".py"):
                text = open(os.path.join(dirpath, f), encoding="utf-8").read()
                assert "import textual" not in text and "from textual" not in text
                assert "import rich" not in text and "from rich" not in text


def test_undo_skips_back_over_machine_answers_and_redo_replays_them():
    s = hotseat(seed=5, seats={"A": Seat(), "B": Seat(MACHINE, "random")})
    g = s.game
    while g.pending.player != "A":
        s.act(s.agents["B"].decide(g.view("B"), g.pending, g.legal()))
    s.act(g.legal()[0])                          # A answers
    while s.game.pending.player == "B" and not s.game.winner:
        s.act(s.agents["B"].decide(None, s.game.pending, s.game.legal()))
    full = list(s.game.record.lines)
    assert s.undo()
    assert s.game.pending.player == "A"          # back at A's decision, not B's
    assert s.redo()
    assert s.game.record.lines == full


def test_viewer_and_curtain_rules():
    s = hotseat(seed=1)
    assert s.viewer() == s.seated == s.game.pending.player
    s.act(s.game.legal()[0])                     # first/second
    s.act(f"{s.game.pending.player}: keep")
    if s.game.pending.player != s.seated:
        assert s.curtain_for() == s.game.pending.player
    open_s = hotseat(seed=1, privacy=OPEN)
    assert open_s.viewer() is None and open_s.curtain_for() is None
    vs = hotseat(seed=1, seats={"A": Seat(), "B": Seat(MACHINE)})
    assert vs.viewer() == "A" and vs.curtain_for() is None


def test_the_board_model_never_holds_the_other_hand():
    s = hotseat(seed=2)
    s.act(s.game.legal()[0])
    st = s.game.view("A")
    model = M.build(s.engine.db, st, "A", False, "A")
    assert model.top.hand is None and model.bottom.hand is not None
    b_hand = {s.game.state.objs[i].card for i in s.game.state.players["B"].zones["hand"]}
    shown = {c.name for c in model.chips.values()}
    assert not (b_hand - {c.name for c in model.bottom.hand}) & shown


def test_log_redaction_hides_other_mulligans_and_hidden_cards():
    log = ["A: mulligan Void Seeker, Hextech Ray", "B: mulligan Defy", "B: hide Defy at Brush",
           "  A draws 2 (413)"]
    assert M.redact_log(log, "A") == ["A: mulligan Void Seeker, Hextech Ray",
                                      "B: mulligan (cards set aside: hidden)",
                                      "B: hide a card at Brush", "  A draws 2 (413)"]
    assert M.redact_log(log, None) == log


def test_atomic_save_and_corrupt_file_untouched(tmp_path):
    data_dir()
    s = hotseat(seed=1)
    path = s.save(tmp_path / "g.json")
    assert json.loads(path.read_text())["format"] == saves.FORMAT
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    again = Session.load(path)
    assert again.game.record.lines == s.game.record.lines
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "riftbound-tui save", "version": 1, "setup": {}, "seed": 0, '
                   '"lines": ["A: fly"]}')
    before = bad.read_bytes()
    with pytest.raises(saves.SaveError):
        Session.load(bad)
    assert bad.read_bytes() == before


def test_picker_mulligan_and_choose_build_legal_lines():
    s = hotseat(seed=1, privacy=OPEN)
    s.act(s.game.legal()[0])
    g = s.game
    p = Picker(g.pending, L.index(g, g.legal()), g.state)
    assert p.mode == "mulligan"
    hand = g.state.players[g.pending.player].zones["hand"]
    assert p.activate(hand[0]).kind == "update"
    assert p.activate(hand[1]).kind == "update"
    assert p.activate(hand[2]).kind == "none"         # up to 2 (117)
    out = p.confirm()
    assert out.kind == "submit" and out.line in g.legal()


def test_deck_file_or_code_refused_with_the_reasons(tmp_path, monkeypatch):
    from riftbound_tui.tui.session import shared_engine
    db = shared_engine().db
    f = tmp_path / "d.txt"
    legend = unplayable_legend(monkeypatch)
    f.write_text(f"Legend:\n1 {legend}\nMainDeck:\n3 Void Seeker (OGN-001)\n")
    with pytest.raises(DeckRefused, match=re.escape(legend)):
        resolve_deck(str(f), db)
    small = tmp_path / "small.txt"        # known cards, but not a legal Duel deck
    small.write_text("Legend:\n1 " + CALM_MIND["legend"] + "\nMainDeck:\n3 Defy\nRunes:\n"
                     "6 Calm Rune\nBattlefields:\n1 Back-Alley Bar\n")
    with pytest.raises(DeckRefused, match="103"):
        resolve_deck(str(small), db)
    with pytest.raises(DeckRefused, match="deck code"):
        resolve_deck("CEAAAAAAAAAAAAAA", db)


def test_agents_follow_the_protocol():
    a = make_agent("random", 1)
    assert isinstance(a, Agent)
    assert a.decide(None, None, ["A: pass"]) == "A: pass"
    with pytest.raises(ValueError):
        make_agent("no-such-agent")


def test_words_say_each_legal_line_in_plain_english():
    from pathlib import Path

    from riftbound_tui.tui.launch import scenario_session
    from riftbound_tui.tui.words import describe
    s = scenario_session(str(Path(__file__).parent / "scenarios" / "group-move-and-runes.yaml"))
    g = s.game
    st = g.state
    said = {i.line: describe(i, st, s.engine.db) for i in L.index(g, g.legal()).infos}
    assert said["A: end"] == "End the turn"
    assert said["A: move A:Playful Phantom@Bandle Tree to base"] == \
        "Move Playful Phantom back to base"
    group = "A: move A:Vanguard Sergeant@base, A:Shipyard Skulker@base to Bandle Tree"
    assert said[group] == "Move Vanguard Sergeant and Shipyard Skulker to Bandle Tree"
    info = next(i for i in L.index(g, [group]).infos)
    assert describe(info, st, s.engine.db, subject=info.oids[1]) == \
        "Move to Bandle Tree with Vanguard Sergeant"
    assert said["A: exhaust A:Order Rune@runes"] == "Exhaust Order Rune: add 1 energy"
    assert all(said.values())
