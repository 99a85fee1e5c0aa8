"""Representative answers for decisions whose legal answers are combinatorial.

A trigger order (303.2.a: every permutation) and a multi-object choice (355.5: every
group of the allowed size) are checked by rule when a line names them (`answer_order`,
the choose answer and its Deflect check, 809.1.c); `legal()` lists only a bounded set
of complete legal answers (DESIGN.md; issue 7: work per decision never grows with the
board beyond a bound), as `assignments` does for combat damage (465.2.c).
"""

from __future__ import annotations

from itertools import combinations, permutations
from math import comb

from . import linked
from .action import list_named
from .rune_order import CONTEXT as RUNE_ORDER

MAX_EXTRA = 12      # lines listed beyond the one-per-object lines
ALL_UP_TO = 24      # when there are at most this many answers, every one is listed


def order_lines(eng, st, dec, parts: dict | None = None) -> list[str]:
    """Every order when there are few; else the triggers as they came, reversed, and each
    source first once (the rest in their own order): at most one line per source plus
    two, each a complete order.  Runes recycled together (416.5.a): the same, each order
    of their names once.  `parts`: as Engine.legal_lines fills it."""
    runes = dec.context[:1] == (RUNE_ORDER,)          # 416.5.a: options are the runes
    srcs = list(dec.options) if runes or dec.context[:1] == ("replace_order",) else \
        [t.source for t in eng.trigger_sources(st, dec)]     # 372 / 303.2.a
    p = dec.player
    if len(srcs) <= 4:                    # 4! = 24 at most: every order the rule allows
        seqs = list(dict.fromkeys(permutations(srcs)))
    else:
        seqs = [tuple(srcs), tuple(reversed(srcs))]
        for s in dict.fromkeys(srcs):
            rest = list(srcs)
            rest.remove(s)
            seqs.append((s, *rest))
        seqs = list(dict.fromkeys(seqs))
    if runes:       # copies of one rune are interchangeable: one order of their names each
        named: dict[tuple, tuple] = {}
        for seq in seqs:
            named.setdefault(tuple(st.objs[c].card for c in seq), seq)
        seqs = list(named.values())
    out = []
    for seq in seqs:
        list_named(out, parts, p, "order", [eng.ref(st, s) for s in seq])
    return out


def choose_lines(eng, st, dec, parts: dict | None = None) -> list[str]:
    """Every group when there are at most ALL_UP_TO.  Else: 'choose none' when allowed;
    for each option, the smallest allowed group holding it (filled with the options whose
    Deflect costs least, 809.1.c), so every object that can be chosen is named; and groups
    of the largest allowed size, each option first in turn, up to MAX_EXTRA.  A group is
    listed only when the rule accepts it.  `parts`: as Engine.legal_lines fills it."""
    p = dec.player
    opts = list(dec.options)
    lo, hi = dec.min_count, min(dec.max_count, len(opts))
    item = None
    if dec.context and dec.context[0] == "targets":
        item = next((it for it in st.chain if it.id == dec.context[1]), None)
    pos = {o: i for i, o in enumerate(opts)}
    cheap = opts
    if item is not None and hi > 1:      # fillers: the options adding the least Deflect
        cost = {o: sum(n for _, n in eng.deflect_extra(st, item, (o,)).power) for o in opts}
        cheap = sorted(opts, key=lambda o: (cost[o], pos[o]))

    limited = linked.group_limit(dec)

    def ok(group) -> bool:
        if limited is not None:               # a resolving group under a limit (Fox-Fire)
            return linked.resolving_group_why(eng, st, limited, group) is None
        if item is None or len(group) < 2:   # each option alone was checked when listed
            return True
        if linked.group_why(eng, st, item, group):   # "total Might 4 or less" (355.9)
            return False
        return eng.deflect_ok(st, item, tuple(t for g in item.targets for t in g) + group,
                              after=len(item.targets) + 1)

    def group(first, size) -> tuple:
        rest = [o for o in cheap if o != first][:size - 1]
        return tuple(sorted([first, *rest], key=pos.__getitem__))

    out: list[tuple] = []
    seen: set = set()

    def add(g) -> bool:
        key = frozenset(g)
        if key in seen or not ok(g):
            return False
        seen.add(key)
        out.append(g)
        return True

    if _few(len(opts), lo, hi):
        for k in range(lo, hi + 1):               # few: every group, as before
            for g in combinations(opts, k):
                add(g)
        return _choose_text(eng, st, p, out, parts)
    if lo == 0:
        add(())
    small = max(lo, 1)
    if small <= hi:
        for o in opts:
            add(group(o, small))
        extra = 0
        for o in cheap if hi > small else ():
            if extra >= MAX_EXTRA:
                break
            extra += add(group(o, hi))
    return _choose_text(eng, st, p, out, parts)


def _few(n: int, lo: int, hi: int) -> bool:
    """At most ALL_UP_TO groups of lo..hi out of n (stops counting past the bound)."""
    total = 0
    for k in range(lo, hi + 1):
        total += comb(n, k)
        if total > ALL_UP_TO:
            return False
    return True


def _choose_text(eng, st, p: str, groups, parts: dict | None = None) -> list[str]:
    # Copies of one card in a hand read alike (`choose Void Seeker`) and are the same
    # answer to a player: list each line once.
    refs: dict = {}                 # each object's reference, printed once
    lines = []
    for g in groups:
        names = []
        for c in g:
            name = refs.get(c)
            if name is None:
                name = refs[c] = eng.ref(st, c)
            names.append(name)
        if names:
            list_named(lines, parts, p, "choose", names)
        else:
            lines.append(f"{p}: choose none")
    return list(dict.fromkeys(lines))
