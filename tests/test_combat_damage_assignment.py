"""Combat damage assignment (465.2.c): the listed assignments are all legal."""

from __future__ import annotations

from riftbound_tui.engine.game import Game
from riftbound_tui.engine.errors import IllegalAction


def test_a_tank_listed_seventh_still_takes_lethal_first():
    """Found by the fuzz test: with seven defenders only the first six were ordered, so a
    Tank listed seventh got no damage in the listed options and the line was refused
    (465.2.c.6)."""
    setup = {
        "players": {"A": {"base": ["Horns of the Dragon", "Mega-Mech"]}, "B": {"deck": ["Mountain Drake"]}},
        "battlefields": [
            {"card": "Bandle Tree", "controller": "B",
             "units": {"B": ["Shipyard Skulker"] * 6 + ["Horns of the Dragon"]}},
            {"card": "Back-Alley Bar"},
        ],
    }
    g = Game.from_setup(setup, 0)
    for line in ("A: move A:Horns of the Dragon, A:Mega-Mech to Bandle Tree", "A: pass", "B: pass"):
        g.act(line)
    assert g.pending.kind == "assign" and g.pending.player == "A"
    legal = g.legal()
    assert len(legal) > 1
    for line in legal:
        assert g.is_legal(line), f"{line}: {g.why_illegal(line)}"
        assert "B:Horns of the Dragon@Bandle Tree=6" in line
    total = g.pending.context[4]
    try:
        g.act(f"A: assign B:Shipyard Skulker@Bandle Tree#1={total}")
    except IllegalAction as e:
        assert "465.2.c" in str(e)
    else:
        raise AssertionError("the Tank must be assigned lethal damage first")


# -- every legal split is accepted, and only those (465.2.c) --------------------------------

from itertools import permutations  # noqa: E402

from hypothesis import HealthCheck, assume, given, settings, strategies as st  # noqa: E402

from riftbound_tui.engine import layers  # noqa: E402
from riftbound_tui.scenario import engine as default_engine  # noqa: E402

DEFENDERS = ["Recruit", "Shipyard Skulker", "Vanguard Sergeant",     # no damage rule
             "Lecturing Yordle",                                     # Tank
             "Enthusiastic Promoter"]                                # Backline


def splits(total: int, n: int):
    """Every way to write `total` as n non-negative parts."""
    if n == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in splits(total - first, n - 1):
            yield (first, *rest)


def oracle_legal(need: list[int], tier: list[int], total: int, split) -> bool:
    """465.2.c read literally, by brute force: some order that puts Tanks first and
    Backline last (465.2.c.6) gives each unit lethal damage in full before the next
    (465.2.c.3), all the damage being assigned; once every unit has lethal damage,
    the rest may go to any of them (465.2.c.4)."""
    if sum(split) != total:
        return False
    if all(s >= n for s, n in zip(split, need)):
        return True
    for perm in permutations(range(len(need))):
        if any(tier[a] > tier[b] for a, b in zip(perm, perm[1:])):
            continue
        left = total
        for i in perm:
            if split[i] != min(need[i], left):
                break
            left -= split[i]
        else:
            if left == 0:
                return True
    return False


def combat(defenders, total: int, close: bool = True) -> Game:
    """A attacks B's defenders at Bandle Tree with one unit of Might `total`; `close`:
    both pass, so the combat showdown closes and damage is assigned (465)."""
    units = [{"card": c, "damage": d, "might_mod": m} for c, d, m in defenders]
    g = Game.from_setup({
        "players": {"A": {"base": [{"card": "Mountain Drake", "might_mod": total - 10}]},
                    "B": {"deck": ["Recruit"]}},
        "battlefields": [{"card": "Bandle Tree", "controller": "B", "units": {"B": units}},
                         {"card": "Back-Alley Bar"}],
    }, 0, default_engine())
    for line in ("A: move A:Mountain Drake to Bandle Tree", "A: pass", "B: pass")[:3 if close else 2]:
        g.act(line)
    return g


defender = st.tuples(st.sampled_from(DEFENDERS), st.integers(0, 2), st.integers(-1, 2))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(defenders=st.lists(defender, min_size=1, max_size=4), total=st.integers(1, 7),
       data=st.data())
def test_a_split_is_accepted_exactly_when_the_rule_allows_it(defenders, total, data):
    g = combat(defenders, total, close=False)
    eng, st_ = g.engine, g.state
    units = [u for u in st_.bfs[0].units if st_.objs[u].controller == "B"]
    assume(len(units) == len(defenders))        # none died of damage laid out as lethal
    need = [layers.lethal_need(eng.db, st_, u) or 1 for u in units]
    tier = [0 if layers.has_keyword(eng.db, st_, u, "tank") else
            2 if layers.has_keyword(eng.db, st_, u, "backline") else 1 for u in units]
    g.act("B: pass")                                          # the showdown closes (348.1)
    st_ = g.state
    legal = [s for s in splits(total, len(units)) if oracle_legal(need, tier, total, s)]
    assert legal, "the rule always allows some split"
    dec = g.pending
    if dec is None or dec.kind != "assign" or dec.player != "A":
        # answered by the engine: only when exactly one split is legal (NOTATION.md)
        assert len(legal) == 1, f"forced, but {len(legal)} splits are legal"
        return
    assert len(legal) > 1, "asked, but only one split is legal"
    for s in splits(total, len(units)):                       # the rule, checked directly
        why = eng.valid_assignment(st_, units, total, dict(zip(units, s)))
        assert (why is None) == (s in legal), (s, need, tier, why)
    for line in g.legal():                                    # the listed few are legal
        assert g.is_legal(line), f"{line}: {g.why_illegal(line)}"
    rnd = data.draw(st.randoms(use_true_random=False))
    sample = legal[:10] + rnd.sample([s for s in splits(total, len(units)) if s not in legal],
                                     k=min(10, sum(1 for _ in splits(total, len(units)))
                                           - len(legal)))
    for s in sample:                                          # and through the notation
        line = "A: assign " + ", ".join(f"{eng.ref(st_, u)}={n}" for u, n in zip(units, s))
        assert g.is_legal(line) == (s in legal), f"{line}: {g.why_illegal(line)}"


def test_the_oracle_follows_the_rules_examples():
    # 465.2.c.3: 5 damage among four 3-Might units: 3 to one and 2 to another, not 2/1/1/1
    assert oracle_legal([3] * 4, [1] * 4, 5, (3, 2, 0, 0))
    assert oracle_legal([3] * 4, [1] * 4, 5, (0, 2, 0, 3))
    assert not oracle_legal([3] * 4, [1] * 4, 5, (2, 1, 1, 1))
    assert not oracle_legal([3] * 4, [1] * 4, 5, (4, 1, 0, 0))          # 465.2.c.4
    # 465.2.c.6: Tank, then the unit with no ability, then Backline
    assert oracle_legal([2, 2, 2], [0, 1, 2], 5, (2, 2, 1))
    assert not oracle_legal([2, 2, 2], [0, 1, 2], 5, (2, 1, 2))
    assert oracle_legal([2, 2, 2], [0, 1, 2], 9, (2, 5, 2))             # all lethal: excess


def test_twenty_defenders_list_a_few_splits_and_accept_any_legal_one():
    """Issue 7: 16 defenders gave 103,000 listed options; now a few are listed and any
    legal split typed in is accepted (the TUI picker checks each with is_legal)."""
    g = combat([("Shipyard Skulker", 0, 0)] * 20, 13)
    assert g.pending.kind == "assign"
    legal = g.legal()
    assert 2 <= len(legal) <= 12
    st_ = g.state
    units = [u for u in st_.bfs[0].units if st_.objs[u].controller == "B"]
    refs = [g.engine.ref(st_, u) for u in units]
    # 3+3+3+3+1 to the last five, in any order: a split no listed line has
    line = "A: assign " + ", ".join(f"{r}={n}" for r, n in zip(refs[15:], (3, 3, 1, 3, 3)))
    assert line not in legal and g.is_legal(line), g.why_illegal(line)
    bad = "A: assign " + ", ".join(f"{r}={n}" for r, n in zip(refs, (3, 3, 3, 2, 2)))
    assert "465.2.c.3" in g.why_illegal(bad)
