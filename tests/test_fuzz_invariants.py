"""Fuzzing: seeded random-vs-random duels, with the game's invariants checked
after every decision (DESIGN.md, "Tests").

Invariants checked after each accepted line:
- every object id sits in exactly one place (a zone list, a battlefield's units,
  the Chain, a battlefield card slot, or a unit's attached cards, at its location) and every place's ids exist in
  `state.objs` with a `zone` (and `bf`) field that agrees with the place;
- `state.on_chain` lists exactly the objects whose zone is the chain (labels.py reads it);
- per player, the number of non-token objects (main deck + runes + legend +
  battlefield) never changes: cards are conserved across zones;
- no negative energy, power or damage;
- exactly one of a pending decision and a winner;
- points never decrease;
- at the end, `Game.from_record` replays to an identical state.
Plus: same seed, same game; `legal()` lines are all accepted by `is_legal`;
a rejected line leaves the state untouched.
"""

from __future__ import annotations

import functools
import random
import re

import pytest

from riftbound_tui.ai.random_agent import RandomAgent
from riftbound_tui.decks.fixed import FURY_ORDER, duel_setup
from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.game import Engine, Game
from riftbound_tui.engine.state import PLAYER_ZONES, GameState

GAMES = 80           # the suite's size; benchmarks/fuzz_mirror.py runs the bigger fuzz
MAX_DECISIONS = 3000          # a random duel with end_bias 0.3 takes ~150; a cap, not a target
END_BIAS = 0.3


@functools.lru_cache(maxsize=1)
def engine() -> Engine:
    return Engine()


# -- invariants ---------------------------------------------------------------------------

def places(st: GameState) -> dict[int, list[str]]:
    """Every place each object id is listed in."""
    where: dict[int, list[str]] = {}
    for p, pl in st.players.items():
        for z in PLAYER_ZONES:
            for oid in pl.zones[z]:
                where.setdefault(oid, []).append(f"{p}.{z}")
    for k, b in enumerate(st.bfs):
        where.setdefault(b.obj, []).append(f"bf{k}.card")
        for oid in b.units:
            where.setdefault(oid, []).append(f"bf{k}.units")
    for it in st.chain:
        if it.kind == "card" and it.source is not None:
            where.setdefault(it.source, []).append("chain")
    for oid, o in st.objs.items():            # an attached card lies with its unit (719)
        for g in o.gear:
            where.setdefault(g, []).append(f"attached.{oid}")
    return where


def check_state(st: GameState) -> list[str]:
    """The broken invariants of one state (empty when all hold)."""
    bad: list[str] = []
    where = places(st)
    for oid, ps in where.items():
        if len(ps) != 1:
            bad.append(f"object {oid} is in {len(ps)} places: {ps}")
        if oid not in st.objs:
            bad.append(f"object {oid} listed in {ps} does not exist")
    for oid, o in st.objs.items():
        if oid != o.id:
            bad.append(f"objs[{oid}] has id {o.id}")
        ps = where.get(oid)
        if not ps:
            bad.append(f"object {oid} ({o.card}, zone {o.zone}) is in no place")
            continue
        place = ps[0]
        if place.startswith("attached."):
            top = st.objs.get(int(place.split(".")[1]))
            if top is None or o.attached_to != top.id or (o.zone, o.bf) != (top.zone, top.bf):
                bad.append(f"object {oid} ({o.card}) attached to {place} is not where its "
                           f"unit is (434.4)")
            continue
        if place == "chain":
            want = "chain"
        elif place.endswith(".card"):
            want = "battlefields"
        elif place.endswith(".units"):
            want = "battlefield"
            if o.bf != int(place[2:place.index(".")]):
                bad.append(f"object {oid} ({o.card}) in {place} has bf={o.bf}")
        else:
            who, want = place.split(".", 1)
            # board zones list by controller (base, runes), the others by owner
            holder = o.controller if want in ("base", "runes") else o.owner
            if holder != who:
                bad.append(f"object {oid} ({o.card}) in {place} but held by {holder}")
        if o.zone != want:
            bad.append(f"object {oid} ({o.card}) in {place} has zone={o.zone!r}")
        if o.damage < 0:
            bad.append(f"object {oid} ({o.card}) has negative damage {o.damage}")
        if o.zone not in ("battlefield", "base") and (o.damage or o.designation):
            bad.append(f"object {oid} ({o.card}) off the board in {o.zone} keeps "
                       f"damage={o.damage} designation={o.designation}")
    in_chain_zone = sorted(i for i, o in st.objs.items() if o.zone == "chain")
    if sorted(st.on_chain) != in_chain_zone or len(set(st.on_chain)) != len(st.on_chain):
        bad.append(f"on_chain {st.on_chain} is not the chain zone's objects {in_chain_zone}")
    for p, pl in st.players.items():
        if pl.energy < 0:
            bad.append(f"{p} has negative energy {pl.energy}")
        for dom, n in pl.power.items():
            if n < 0:
                bad.append(f"{p} has negative {dom} power {n}")
    if (st.pending is None) == (st.winner is None):
        bad.append(f"pending={st.pending} winner={st.winner}: exactly one must be set")
    return bad


SCORED = re.compile(r"^\s*(\S+) (?:conquers|holds) .*: \+1 point,")
GAINED = re.compile(r"(\S+) gains (\d+) point")


def points_in_log(lines, players) -> dict[str, int]:
    """Points each player gained, as the log tells it (469, 431.2, 'gain points')."""
    out = {p: 0 for p in players}
    for line in lines:
        m = SCORED.match(line)
        if m:
            out[m.group(1)] += 1
            continue
        m = GAINED.search(line)
        if m:
            out[m.group(1)] += int(m.group(2))
    return out


def card_counts(st: GameState) -> dict[str, int]:
    """Non-token objects per owner: conserved for the whole game."""
    out = {p: 0 for p in st.order}
    for o in st.objs.values():
        if not o.token:
            out[o.owner] += 1
    return out


def canonical(st: GameState):
    """A dump that two equal games share: objects, zones, board, points, log."""
    return (
        sorted(st.objs.items()),
        {p: (pl.points, pl.xp, pl.energy, sorted(pl.power.items()),
             {z: list(ids) for z, ids in pl.zones.items()}) for p, pl in st.players.items()},
        [(b.obj, b.controller, b.contested_by, tuple(b.units)) for b in st.bfs],
        list(st.chain), st.pending, st.winner, st.turn_number, st.turn_player, st.phase,
        sorted(st.modifiers, key=repr), st.rng, st.next_id, list(st.log),
    )


# -- playing -------------------------------------------------------------------------------

def play(seed: int, check: bool = True, max_decisions: int = MAX_DECISIONS,
         victory_score: int = 8, actions: bool = False, setup: dict | None = None) -> Game:
    g = Game.from_setup(setup or duel_setup(victory_score=victory_score), seed, engine())
    agent = RandomAgent(seed, end_bias=END_BIAS)
    counts = card_counts(g.state)
    points = {p: 0 for p in g.state.order}
    gained = {p: 0 for p in g.state.order}
    seen_log = len(g.state.log)
    if check:
        assert check_state(g.state) == [], f"seed {seed} at setup"
    n = 0
    while g.winner is None and n < max_decisions:
        legal = g.legal_actions() if actions else g.legal()
        assert legal, f"seed {seed}: no legal line for {g.pending}"
        if not actions:     # each answer listed once (two alike copies are one answer)
            assert len(set(legal)) == len(legal), f"seed {seed}: a line listed twice: {legal}"
        line = agent.decide_action(legal) if actions else agent.decide(legal)
        g.act(line)
        n += 1
        if not check:
            continue
        st = g.state
        bad = check_state(st)
        now = card_counts(st)
        if now != counts:
            bad.append(f"card counts changed {counts} -> {now}")
        for p, n in points_in_log(st.log[seen_log:], st.order).items():
            gained[p] += n
        seen_log = len(st.log)
        for p, pl in st.players.items():
            if pl.points < points[p]:
                bad.append(f"{p}'s points went down {points[p]} -> {pl.points}")
            if pl.points != gained[p]:
                bad.append(f"{p} has {pl.points} points but the log shows {gained[p]} gained")
            points[p] = pl.points
        assert not bad, (f"seed {seed}, decision {n} ({line!r}):\n  " + "\n  ".join(bad)
                         + "\nlog tail:\n" + "\n".join(st.log[-20:]))
    return g


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_duel_keeps_invariants_and_replays(seed):
    g = play(seed)
    assert g.winner is not None, f"seed {seed}: no winner after {MAX_DECISIONS} decisions"
    again = Game.from_record(g.record, engine())
    assert canonical(again.state) == canonical(g.state)


@pytest.mark.parametrize("seed", range(2000, 2025))
def test_action_objects_keep_invariants_and_replay_as_text(seed):
    """The action-object road (Game.legal_actions) keeps every invariant, and its
    record, read back as text, rebuilds the identical game: both roads, one rules."""
    g = play(seed, actions=True)
    assert g.winner is not None, f"seed {seed}: no winner after {MAX_DECISIONS} decisions"
    again = Game.from_record(g.record, engine())
    assert canonical(again.state) == canonical(g.state)


# A Chaos/Calm deck with spells that wait for a choice as they resolve (Lunar Boon's discard,
# Vision's predict), hidden cards, moves and stuns: the resolving spell must stay on the
# chain while its controller chooses (issue 7: it was in no zone), and every object is in
# exactly one place after every decision (check_state).
CHAOS_CALM = {
    "legend": "Viktor, Herald of the Arcane",
    "main": (["Lunar Boon"] * 3 + ["Flash"] * 3 + ["Gust"] * 3 + ["Shipyard Skulker"] * 3
             + ["Mystic Poro"] * 3 + ["Block"] * 3 + ["Fight or Flight"] * 3
             + ["Rune Prison"] * 3 + ["Stalwart Poro"] * 3 + ["Defy"] * 3 + ["Charm"] * 3
             + ["Sunlit Guardian"] * 3 + ["Traveling Merchant"] * 2 + ["Zaunite Bouncer"] * 2),
    "runes": ["Chaos Rune"] * 6 + ["Calm Rune"] * 6,
    "battlefields": ["Bandle Tree"],
}


@pytest.mark.parametrize("seed", range(3000, 3030))
def test_chaos_calm_duels_keep_every_object_in_one_zone(seed):
    g = play(seed, setup=duel_setup(CHAOS_CALM, FURY_ORDER))
    assert g.winner is not None, f"seed {seed}: no winner after {MAX_DECISIONS} decisions"


@pytest.mark.parametrize("seed", range(1000, 1012))
def test_long_duels_burn_out_and_keep_invariants(seed):
    """Victory Score 30: games long enough to empty decks and Burn Out (431)."""
    g = play(seed, max_decisions=5 * MAX_DECISIONS, victory_score=30)
    assert g.winner is not None
    again = Game.from_record(g.record, engine())
    assert canonical(again.state) == canonical(g.state)


def test_the_checker_sees_broken_states():
    """The invariants are not vacuous: each kind of corruption is reported."""
    g = play(3, check=False, max_decisions=60)
    assert check_state(g.state) == []
    st = g.state.clone()
    hand = st.players[st.order[0]].zones["hand"] or st.players[st.order[1]].zones["hand"]
    hand.append(hand[0])
    assert any("2 places" in b for b in check_state(st))
    st = g.state.clone()
    oid = st.players["A"].zones["deck"].pop()
    assert any("in no place" in b for b in check_state(st))
    st.players["A"].zones["trash"].append(oid)
    assert any("zone='deck'" in b for b in check_state(st))
    st = g.state.clone()
    st.players["B"].energy = -1
    st.set(st.players["A"].zones["runes"][0], damage=-1)
    st.winner = "A"
    bad = "\n".join(check_state(st))
    assert "negative energy" in bad and "negative damage" in bad and "exactly one" in bad
    assert points_in_log(["  A holds Bandle Tree: +1 point, 3 in all (469.2)",
                          "  Burn Out: B recycles 5 card(s) from trash into the deck; "
                          "A gains 1 point (431.2)", "  B gains 2 point(s)"], "AB") == \
        {"A": 2, "B": 2}


@pytest.mark.parametrize("seed", [0, 7, 123])
def test_same_seed_same_game(seed):
    a = play(seed, check=False)
    b = play(seed, check=False)
    assert a.record.lines == b.record.lines
    assert canonical(a.state) == canonical(b.state)


@pytest.mark.parametrize("seed", range(0, 40, 4))
def test_legal_lines_are_legal_and_rejections_change_nothing(seed):
    """Every listed line is accepted (on a sample of decisions); a rejected line
    leaves the state exactly as it was (Game.act is atomic)."""
    g = Game.from_setup(duel_setup(), seed, engine())
    agent = RandomAgent(seed, end_bias=END_BIAS)
    rnd = random.Random(seed)
    n = 0
    while g.winner is None and n < MAX_DECISIONS:
        legal = g.legal()
        if rnd.random() < 0.25:
            for line in legal:
                assert g.is_legal(line), f"seed {seed}: {line!r} listed but {g.why_illegal(line)}"
            before = canonical(g.state)
            lines_before = list(g.record.lines)
            p = g.pending.player
            other = next(x for x in g.state.order if x != p)
            hand = [g.state.objs[i].card for i in g.state.players[p].zones["hand"]]
            for wrong in (f"{other}: pass", f"{p}: pass", f"{p}: end", f"{p}: keep",
                          *(f"{p}: play {c}" for c in hand[:3]), f"{p}: play Nonexistent Card",
                          f"{p}: move Void Seeker to Nowhere", f"{p}: assign x=1", ""):
                h = g.clone()
                try:
                    h.act(wrong)
                except IllegalAction:
                    assert not g.is_legal(wrong)
                    assert canonical(h.state) == before, f"{wrong!r} left a trace"
                    assert h.record.lines == lines_before
                else:
                    assert g.is_legal(wrong), wrong
                    assert canonical(g.state) == before, "acting on a clone changed the game"
        g.act(agent.decide(legal))
        n += 1
    assert g.winner is not None


@pytest.mark.parametrize("seed", range(3))
def test_shortcuts_agree_with_the_full_computation(seed):
    """can_pay answers like find_payment and has_candidate like candidates (the
    shortcuts legal() uses), on every card and instruction at every decision."""
    from riftbound_tui.engine import payment, targets
    eng = engine()
    g = Game.from_setup(duel_setup(), seed, eng)
    agent = RandomAgent(seed, end_bias=END_BIAS)
    while g.winner is None:
        st = g.state
        for manual in (False, True):         # automatic payment, and the pool alone
            st.manual_payment = manual
            for p in st.order:
                for oid in st.players[p].zones["hand"]:
                    card = eng.db.get(st.objs[oid].card)
                    assert payment.can_pay(eng.db, st, p, card.cost, card.domains) == \
                        (payment.find_payment(eng.db, st, p, card.cost, card.domains) is not None)
                    for eff in card.effects:
                        if eff.target is not None and eff.target.kind == "choose":
                            assert targets.has_candidate(eng.db, st, eff.target, p, oid) == \
                                bool(targets.candidates(eng.db, st, eff.target, p, oid))
        st.manual_payment = False
        g.act(agent.decide(g.legal()))
