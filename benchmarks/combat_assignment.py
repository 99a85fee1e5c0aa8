"""Combat damage assignment with many units (issue 7: 16 defenders listed 103,000
options in 56 s).  A benchmark, not a test: it prints timings and never fails.

    python benchmarks/combat_assignment.py [--defenders 20] [--attackers 3] [--repeat 20]

Sets up 3 attackers against 20 defenders at one battlefield and times: closing the
combat showdown up to the assignment prompt (the representative splits included),
`legal()` at that prompt, `is_legal()` of a legal split no listed line has, and the
rule check `valid_assignment` alone.  Goal: the whole assignment well under 50 ms.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from riftbound_tui.engine.game import Engine, Game  # noqa: E402
from timing import ms  # noqa: E402

GOAL_MS = 50.0


def position(engine: Engine, defenders: int, attackers: int, plain: bool = False) -> Game:
    """A's attackers moved to B's battlefield; A has passed focus, B is to pass.
    Defenders: Tanks, Backline and plain units mixed, or (`plain`) all alike, the
    case where enumerating subsets of one tier explodes."""
    mix = ["Shipyard Skulker"] if plain else ["Shipyard Skulker", "Lecturing Yordle",
                                             "Vanguard Sergeant", "Enthusiastic Promoter"]
    g = Game.from_setup({
        "players": {"A": {"base": ["Mountain Drake"] * attackers},
                    "B": {"deck": ["Mountain Drake"]}},
        "battlefields": [{"card": "Bandle Tree", "controller": "B",
                          "units": {"B": (mix * defenders)[:defenders]}},
                         {"card": "Back-Alley Bar"}],
    }, 0, engine)
    movers = ", ".join(f"A:Mountain Drake#{i}" for i in range(1, attackers + 1))
    g.act(f"A: move {movers} to Bandle Tree")
    g.act("A: pass")
    return g



def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--defenders", type=int, default=20)
    ap.add_argument("--attackers", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=20)
    args = ap.parse_args()
    eng = Engine()
    for plain in (False, True):
        print(f"\n{'alike' if plain else 'mixed (Tank, Backline, plain)'} defenders")
        run(eng, position(eng, args.defenders, args.attackers, plain), args)


def run(eng: Engine, base: Game, args) -> None:

    def close():
        g = base.clone()
        g.act("B: pass")
        return g

    at_prompt = close()
    dec = at_prompt.pending
    assert dec.kind == "assign", dec
    units, total = list(dec.context[3]), dec.context[4]
    st = at_prompt.state
    listed = at_prompt.legal()
    # a legal split no listed line has: lethal damage from the last unit backwards
    need, tier = eng._needs(st, units)
    order = sorted(reversed(units), key=lambda u: tier[u])
    left, split = total, {}
    for u in order:
        split[u] = min(need[u], left)
        left -= split[u]
    split[order[-1]] += left
    line = "A: assign " + ", ".join(f"{eng.ref(st, u)}={n}" for u, n in split.items())
    assert at_prompt.is_legal(line), at_prompt.why_illegal(line)

    t_close = ms(close, args.repeat)
    t_split = ms(lambda: eng.assignments(st, units, total, "A"), args.repeat)
    t_legal = ms(at_prompt.legal, args.repeat)
    t_is_legal = ms(lambda: at_prompt.is_legal(line), args.repeat)
    t_rule = ms(lambda: eng.valid_assignment(st, units, total, split), args.repeat)
    print(f"{args.attackers} attackers (total {total} damage) vs {len(units)} defenders; "
          f"median of {args.repeat}")
    print(f"  close the showdown up to the assign prompt  {t_close:8.2f} ms")
    print(f"    of which: representative splits            {t_split:8.2f} ms "
          f"({len(dec.options)} listed)")
    print(f"  legal() at the prompt                        {t_legal:8.2f} ms")
    print(f"  is_legal() of an unlisted legal split        {t_is_legal:8.2f} ms")
    print(f"  valid_assignment() (the rule check) alone    {t_rule:8.2f} ms")
    whole = t_close + t_is_legal
    print(f"  prompt + one checked answer                  {whole:8.2f} ms   "
          f"goal < {GOAL_MS:.0f} ms {'OK' if whole < GOAL_MS else 'MISSED'}")
    print(f"  listed: {len(listed)} lines")


if __name__ == "__main__":
    main()
