"""462.2.a-b: with more than two players, an effect that would play a unit to a
battlefield with a combat staged or in progress that the unit's controller takes no part
in plays it to that player's base instead, and every later "here" of that effect means
that base; a place still to be chosen excludes such a battlefield (462.2).  The position:
FFA3, A attacks B at Back-Alley Bar where C's units stand aside; in the showdown C's Flash
moves C's test unit from the Bar to base, and its "when I move from a location" trigger
plays a unit "here" (the Bar)."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.engine.game import Engine, Game

CARDS = """
set: TST
cards:
  - name: Rallying Fawn
    type: unit
    cost: {energy: 1}
    might: 1
    abilities:
      - when: {event: move, direction: from}
        effects:
          - {op: play_token, token: Recruit, dest: here}
          - {op: buff, target: {all: unit, controller: friendly, at: here}}
  - name: Summoning Fawn
    type: unit
    cost: {energy: 1}
    might: 1
    abilities:
      - when: {event: move, direction: from}
        effects:
          - {op: play, target: {pick: unit, at: hand, controller: friendly},
             ignore: cost, dest: here}
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(CARDS, "fawns.yaml")


def showdown(engine: Engine, fawn: str, c_hand=(), flash: bool = True) -> Game:
    """The combat at the Bar has begun (A attacks, B defends) and C has focus; then C
    plays Flash on the fawn (unless `flash` is False)."""
    setup = {"name": "462.2", "mode": "ffa3", "players": {
        "A": {"hand": ["Hostile Takeover"], "pool": {"energy": 5, "power": {"mind": 2}}},
        "B": {},
        "C": {"hand": ["Flash", *c_hand],
              "runes": ["Calm Rune", "Calm Rune", "Fury Rune", "Fury Rune"]}},
        "battlefields": [
            {"card": "Bandle Tree", "owner": "A"},
            {"card": "Back-Alley Bar", "owner": "B", "controller": "B",
             "units": {"B": ["Vanguard Sergeant", "Shipyard Skulker"],
                       "C": [fawn, "Stalwart Poro"]}},
            {"card": "Black Flame Altar", "owner": "C"}]}
    g = Game.from_setup(setup, 0, engine)
    for line in ("A: play Hostile Takeover", "A: choose B:Vanguard Sergeant@Back-Alley Bar",
                 "A: pass", "B: pass", "C: pass", "A: pass", "B: pass"):
        g.act(line)
    assert "combat begins at Back-Alley Bar: A attacks, B defends" in "\n".join(g.log)
    if not flash:
        return g
    g.act("C: play Flash")
    g.act(f"C: choose C:{fawn}")
    return g


def resolve_all(g: Game) -> None:
    """Everyone passes until the chain is empty (Flash, then the fawn's trigger)."""
    for _ in range(20):
        if not g.state.chain or g.pending is None or g.pending.kind != "priority":
            break
        g.act(f"{g.pending.player}: pass")


def _at(g: Game, player: str, name: str) -> list:
    st = g.state
    return [o for o in st.objs.values() if o.card == name and o.controller == player]


@pytest.mark.rules("462.2.a", "487.2")
def test_a_token_played_here_goes_to_base_outside_anothers_combat(engine):
    g = showdown(engine, "Rallying Fawn")
    resolve_all(g)
    (recruit,) = _at(g, "C", "Recruit")
    assert recruit.zone == "base"
    objs = g.state.objs
    assert [objs[u].card for u in g.state.bfs[1].units if objs[u].controller == "C"] == \
        ["Stalwart Poro"]                   # nothing of C's joined the Bar's combat
    assert "(462.2.a, 462.2.b)" in "\n".join(g.log)


@pytest.mark.rules("462.2.b", "359.3.f.2")
def test_a_later_here_of_that_effect_is_the_base(engine):
    """"... here. Buff all friendly units here": the buffs go to C's base, where the
    Recruit was played, not to C's Stalwart Poro left standing aside at the Bar."""
    g = showdown(engine, "Rallying Fawn")
    resolve_all(g)
    (recruit,) = _at(g, "C", "Recruit")
    (fawn,) = _at(g, "C", "Rallying Fawn")
    (poro,) = _at(g, "C", "Stalwart Poro")
    assert (recruit.buffs, fawn.buffs, poro.buffs) == (1, 1, 0)
    assert fawn.zone == "base" and poro.zone == "battlefield"


@pytest.mark.rules("462.2.a")
def test_a_card_an_effect_plays_here_goes_to_base_outside_anothers_combat(engine):
    """"Play a unit from your hand here, ignoring its cost": C's one unit in hand (the
    only choice, answered by the engine) enters C's base, not the Bar."""
    g = showdown(engine, "Summoning Fawn", c_hand=["Vanguard Sergeant"])
    resolve_all(g)
    (sergeant,) = _at(g, "C", "Vanguard Sergeant")
    assert sergeant.zone == "base"
    assert "(462.2.a, 462.2.b)" in "\n".join(g.log)


@pytest.mark.rules("462.2")
def test_a_place_still_to_choose_excludes_anothers_combat(engine):
    """Thrill of the Hunt: "its owner plays it to any battlefield": C may not choose the
    Bar, where A and B fight; Bandle Tree and Black Flame Altar are offered."""
    g = showdown(engine, "Rallying Fawn", c_hand=["Thrill of the Hunt"], flash=False)
    g.act("C: play Thrill of the Hunt")
    g.act("C: choose C:Stalwart Poro")
    resolve_all(g)
    assert g.pending.player == "C" and g.pending.kind == "to"
    names = {g.state.bfs[p].name for p in g.pending.options if isinstance(p, int)}
    assert names == {"Bandle Tree", "Black Flame Altar"}



@pytest.mark.rules("462.2", "355.2.a")
def test_an_occupied_enemy_battlefield_is_no_place_to_play_into_anothers_combat(engine):
    """Deadbloom Predator may be played to an occupied enemy battlefield (355.2.a): C may
    play it to B's Bar; once A attacks B there, C may not (462.2), while A still may."""
    g = showdown(engine, "Rallying Fawn", flash=False)
    predator = engine.db.get("Deadbloom Predator")
    assert 1 not in engine.unit_destinations(g.state, "C", predator)
    assert 1 in engine.unit_destinations(g.state, "A", predator)
    before = Game.from_setup({"name": "462.2", "mode": "ffa3", "players": {
        "A": {}, "B": {}, "C": {}}, "battlefields": [
            {"card": "Bandle Tree", "owner": "A"},
            {"card": "Back-Alley Bar", "owner": "B", "controller": "B",
             "units": {"B": ["Vanguard Sergeant"]}},
            {"card": "Black Flame Altar", "owner": "C"}]}, 0, engine)
    assert 1 in engine.unit_destinations(before.state, "C", predator)
