"""How fast oversized or hostile lines are refused at the notation's edge (issue 7:
a 1 MB `choose` line took over 60 s; 5000 digits raised ValueError).  A benchmark,
not a test: it prints timings and never fails.

    python benchmarks/notation_bounds.py [--repeat 5]

Times `game.is_legal(line)` on a Duel position for: a 1 MB reference list, a 1 MB
line of one unknown name, a number of 3900 digits, and (to show reading is linear)
reference lists just under the line limit, of growing length.  Then the answers that
could be combinatorial (issue 7.3): `legal()` and `is_legal()` of an unlisted answer at
a 10-trigger order (10! orders) and a 20-candidate "choose up to 5" (21,700 groups).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from riftbound_tui.cards.db import CardDB, load_card_db  # noqa: E402
from riftbound_tui.cards.loader import parse_cards  # noqa: E402
from riftbound_tui.decks.fixed import duel_setup  # noqa: E402
from riftbound_tui.engine.game import Engine, Game  # noqa: E402
from timing import ms  # noqa: E402
from riftbound_tui.engine.notation import MAX_LINE  # noqa: E402



def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    g = Game.from_setup(duel_setup(), 0, Engine())
    p = g.pending.player
    mb = 1 << 20
    cases = {
        "1 MB choose list": f"{p}: choose " + ("B:Vanguard Sergeant#1, " * (mb // 22)),
        "1 MB single name": f"{p}: play " + "x" * mb,
        "3900-digit mode": f"{p}: mode " + "9" * 3900,
        "3900-digit #N": f"{p}: play Hextech Ray#" + "9" * 3900,
    }
    for name, line in cases.items():
        t = ms(lambda line=line: g.is_legal(line), args.repeat)
        print(f"  {name:28} {len(line):8} chars  refused in {t:8.3f} ms: "
              f"{g.why_illegal(line)[:70]}")
    print("reading a reference list (parser only), up to the line limit:")
    for n in (8, 32, 64):
        text = ", ".join(["B:Vanguard Sergeant@Bandle Tree#1"] * n)[:MAX_LINE - 20]
        t = ms(lambda text=text: g.parser.refs(text), args.repeat)
        print(f"  {n:4} references  {len(text):6} chars  {t:8.3f} ms")
    print("answers that could be combinatorial, listed representatively:")
    combinatorial(args.repeat)


CARDS = """
set: BENCH
cards:
  - {name: Drawing Watcher, type: unit, might: 2, abilities: [
      {when: {event: move, subject: friendly_unit}, effects: [{op: draw, amount: 1}]}]}
  - {name: Pebble Volley, type: spell, domains: [fury], cost: {energy: 0}, effects: [
      {op: deal, amount: 1, target: {choose: unit, count: 5, up_to: true}}]}
"""


def combinatorial(repeat: int) -> None:
    extra, errors = parse_cards(CARDS, "bench.yaml")
    assert not errors, errors
    eng = Engine(CardDB(list(load_card_db().all()) + list(extra)))
    fields = [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]
    g = Game.from_setup({"players": {
        "A": {"base": ["Drawing Watcher"] * 10 + ["Shipyard Skulker"],
              "deck": ["Vanguard Sergeant"] * 12},
        "B": {"deck": ["Vanguard Sergeant"]}}, "battlefields": fields}, 0, eng)
    g.act("A: move A:Shipyard Skulker to Bandle Tree")
    srcs = [f"A:Drawing Watcher@base#{i}" for i in (2, 1, 4, 3, 6, 5, 8, 7, 10, 9)]
    report("10-trigger order", g, "A: order " + ", ".join(srcs), repeat)
    g = Game.from_setup({"players": {
        "A": {"hand": ["Pebble Volley"], "deck": ["Vanguard Sergeant"]},
        "B": {"base": ["Shipyard Skulker"] * 20, "deck": ["Vanguard Sergeant"]}},
        "battlefields": fields}, 0, eng)
    g.act("A: play Pebble Volley")
    group = ", ".join(f"B:Shipyard Skulker@base#{i}" for i in (20, 17, 13, 9, 4))
    report("20-candidate choose up to 5", g, f"A: choose {group}", repeat)


def report(name: str, g: Game, unlisted: str, repeat: int) -> None:
    listed = g.legal()
    assert unlisted not in listed and g.is_legal(unlisted), g.why_illegal(unlisted)
    t_legal = ms(g.legal, repeat)
    t_check = ms(lambda: g.is_legal(unlisted), repeat)
    print(f"  {name:28} legal() {t_legal:8.2f} ms ({len(listed)} lines)   "
          f"is_legal(unlisted) {t_check:8.2f} ms")


if __name__ == "__main__":
    main()
