"""A card whose controller is not its owner (188-191): where the cleanup puts it (323.7) and
who may see its face when it is facedown (128.4).

No shipped card takes control of a unit in a base or of a facedown card (Possession takes
a unit at a battlefield and recalls it itself), so these positions are made by a test card
("take control of an enemy unit", anywhere) or by the control change itself.
"""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine import view
from riftbound_tui.engine.game import Engine, Game

CARDS = """
set: TST
cards:
  - name: Borrowed Loyalty
    type: spell
    domains: [chaos]
    cost: {energy: 1}
    keywords: [action]
    effects:
      - {op: take_control, target: {choose: unit, controller: enemy}}
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(CARDS, "control.yaml")


def _game(engine, a: dict, b: dict, bfs=None) -> Game:
    setup = {"name": "control",
             "players": {"A": {"deck": ["Stalwart Poro"], **a},
                         "B": {"deck": ["Stalwart Poro"], **b}},
             "battlefields": bfs or [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]}
    return Game.from_setup(setup, 0, engine)


def _one(g: Game, name: str) -> int:
    [oid] = [i for i, o in g.state.objs.items() if o.card == name]
    return oid


def _base(g: Game, p: str) -> list[str]:
    return [g.state.objs[i].card for i in g.state.players[p].zones["base"]]


@pytest.mark.rules("323.7", "188", "191.3")
def test_cleanup_recalls_a_permanent_in_another_players_base(engine):
    """323.7: a cleanup recalls every permanent in a base other than its controller's:
    after a control change (which moves nothing) B's unit in B's base goes to A's base,
    still owned by B."""
    g = _game(engine, {}, {"base": ["Shipyard Skulker"]})
    st, eng = g.state, g.engine
    skulker = _one(g, "Shipyard Skulker")
    st.set(skulker, controller="A")           # the control change alone
    st.pending = None                         # A's priority is asked again after it
    eng.push_cleanup(st)
    eng.run(st)
    assert _base(g, "A") == ["Shipyard Skulker"] and _base(g, "B") == []
    o = st.objs[_one(g, "Shipyard Skulker")]
    assert (o.zone, o.controller, o.owner) == ("base", "A", "B")
    assert any("323.7" in line and "Shipyard Skulker" in line for line in st.log)


@pytest.mark.rules("323.7", "188", "455")
def test_a_unit_taken_in_its_owners_base_is_recalled_by_the_cleanup(engine):
    """Taking control of a unit in its owner's base does not move it; the cleanup after
    the spell recalls it to its new controller's base (323.7), not a move (455)."""
    g = _game(engine, {"hand": ["Borrowed Loyalty"], "runes": ["Chaos Rune"]},
              {"base": ["Shipyard Skulker"]})
    for line in ("A: play Borrowed Loyalty", "A: pass", "B: pass"):
        g.act(line)                 # its one target is chosen as it is played
    assert _base(g, "A") == ["Shipyard Skulker"] and _base(g, "B") == []
    log = g.state.log
    took = next(k for k, line in enumerate(log) if "A takes control of" in line)
    assert any("323.7" in line for line in log[took:])


@pytest.mark.rules("128.4", "188")
def test_a_facedown_card_is_seen_by_its_controller_not_its_owner(engine):
    """128.4: "If a player controls a facedown card at a battlefield, that player and only
    that player may read or look at that card's face, regardless of who owns that card."
    B's facedown card, after A takes control of it (until the next cleanup)."""
    g = _game(engine, {}, {}, [{"card": "Bandle Tree", "controller": "B",
                                "units": {"B": ["Shipyard Skulker"]},
                                "facedown": {"B": "Blastcone Fae"}},
                               {"card": "Back-Alley Bar"}])
    st, eng = g.state, g.engine
    fae = _one(g, "Blastcone Fae")
    st.set(fae, controller="A")                # the control change alone
    o = st.objs[fae]
    assert view.seen_by(o, "A") and not view.seen_by(o, "B")
    assert fae not in view.hidden_ids(st, "A") and fae in view.hidden_ids(st, "B")
    assert g.view("A").objs[fae].card == "Blastcone Fae"
    assert g.view("B").objs[fae].card == view.HIDDEN
    # 323.7: A does not control Bandle Tree, so the next cleanup puts it in its OWNER's trash
    st.pending = None
    eng.push_cleanup(st)
    eng.run(st)
    assert [st.objs[i].card for i in st.players["B"].zones["trash"]] == ["Blastcone Fae"]
    assert st.players["A"].zones["trash"] == []


@pytest.mark.rules("811.1.b", "188", "128.4")
def test_a_facedown_card_is_played_by_its_controller_not_its_owner(engine):
    """811.1.b: "you may play this" - "you" is the card's controller.  After A takes
    control of B's facedown card at a battlefield A controls, A (and not B) may play it
    from there, and it enters under A's control."""
    g = _game(engine, {}, {}, [{"card": "Bandle Tree", "controller": "B",
                                "units": {"B": ["Shipyard Skulker"]},
                                "facedown": {"B": "Blastcone Fae"}},
                               {"card": "Back-Alley Bar"}])
    st = g.state
    fae = _one(g, "Blastcone Fae")
    skulker = _one(g, "Shipyard Skulker")
    st.set(fae, controller="A")                # the control changes alone: the card, the
    st.set(skulker, controller="A")            # unit there and so the battlefield
    st.bfs[0].controller = "A"
    assert g.engine.why_unplayable(st, "B", fae) is not None     # not its owner
    plays = [line for line in g.legal() if line.startswith("A: play")]
    assert len(plays) == 1, g.legal()
    g.act(plays[0])
    while g.state.chain or g.state.pending.kind != "priority":
        g.act(g.legal()[0] if g.state.pending.kind != "priority"
              else f"{g.pending.player}: pass")
    o = g.state.objs[_one(g, "Blastcone Fae")]
    assert (o.zone, o.controller, o.owner) == ("battlefield", "A", "B")
