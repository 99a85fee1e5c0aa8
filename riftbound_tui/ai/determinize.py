"""Determinization: a full game an agent may run, built from what it may know.

A player's view (engine/view.py) names every card it may not know 'Hidden Card':
the other player's hand and facedown cards, and both decks and rune decks.  The
engine cannot run such a state.  `determinize` fills it in:

- each player's hidden cards are drawn (seeded) from that player's deck list minus
  the cards of that player already seen (on the board, in trash, on the chain, in
  the viewer's own hand...).  Runes fill rune decks, other cards fill decks and
  hands, cards with Hidden fill facedown slots;
- deck and rune deck orders are shuffled;
- the state gets a fresh RNG seed (the view's RNG is zeroed: the future is hidden).

Deck lists: a fair agent may assume both lists are known (the new-game screen
prints them) but never their order or a hand.  `Knowledge` holds them.  When they
are not given, a player's seen cards are matched against the known fixed decks
(decks/fixed.py); failing that, hidden cards are sampled from the cards of that
player seen so far.  Nothing here ever reads the true game: only the view.

`World` is a Game-like wrapper (clone, legal, act, pending, winner, state) on a
determinized state, made for search: no record, no log, a shared parser.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from ..engine.errors import IllegalAction
from ..engine.action import parse_cache
from ..engine.state import GameState
from ..engine.view import HIDDEN

# Zones whose hidden objects are main-deck cards (runes live in rune_deck only).
MAIN_SECRET_ZONES = ("deck", "hand", "facedown")


# -- what is publicly known ------------------------------------------------------------------

def deck_list(deck: Mapping[str, Any]) -> Counter:
    """Every card a deck brings that can be hidden: main deck, runes, champion."""
    c = Counter(str(n) for n in deck.get("main", []) or [])
    c.update(str(n) for n in deck.get("runes", []) or [])
    if deck.get("champion"):
        c[str(deck["champion"])] += 1
    return c


class Knowledge:
    """Deck lists per player (name -> Counter of card names), or None if unknown."""

    def __init__(self, decks: Mapping[str, Counter] | None = None):
        self.decks: dict[str, Counter] = dict(decks or {})

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any] | None) -> Knowledge:
        """The deck lists a duel setup names (scenarios list no decks: unknown)."""
        if not setup or setup.get("kind") != "duel":
            return cls()
        return cls({str(p): deck_list(d or {}) for p, d in (setup.get("players") or {}).items()})

    def deck_of(self, player: str) -> Counter | None:
        return self.decks.get(player)


def known_decks() -> list[dict]:
    """Deck lists every player may know (the fixed decks shipped with the table)."""
    from ..decks.fixed import CALM_MIND, FURY_ORDER
    return [FURY_ORDER, CALM_MIND]


def _fits(seen: Counter, deck: Mapping[str, Any], bf_seen: set[str], legend: str | None) -> bool:
    if legend and deck.get("legend") and str(deck["legend"]) != legend:
        return False
    if bf_seen and not bf_seen <= {str(b) for b in deck.get("battlefields", []) or []}:
        return False
    full = deck_list(deck)
    return all(full[n] >= k for n, k in seen.items())


# -- determinization -----------------------------------------------------------------------

def _seen(view: GameState, player: str) -> tuple[Counter, set[str], str | None]:
    """Cards owned by `player` that the viewer can name (not tokens), their
    battlefields, and their legend."""
    seen: Counter = Counter()
    bfs: set[str] = set()
    legend = None
    bf_objs = {b.obj for b in view.bfs}
    for oid, o in view.objs.items():
        if o.owner != player or o.token or o.card == HIDDEN:
            continue
        if oid in bf_objs:
            bfs.add(o.card)
        elif o.zone == "legend":
            legend = o.card
        else:
            seen[o.card] += 1
    return seen, bfs, legend


def _hidden_slots(view: GameState, player: str) -> tuple[list[int], list[int], list[int]]:
    """Ids of the hidden main-deck cards (deck, hand), facedown cards, rune-deck cards."""
    main: list[int] = []
    facedown: list[int] = []
    runes: list[int] = []
    for oid, o in view.objs.items():
        if o.owner != player or o.card != HIDDEN:
            continue
        if o.zone == "rune_deck":
            runes.append(oid)
        elif o.zone == "facedown":
            facedown.append(oid)
        else:
            main.append(oid)
    return main, facedown, runes


def _pool_for(db, view: GameState, player: str, knowledge: Knowledge | None) -> Counter | None:
    """The cards of `player` not yet seen (a multiset), or None if the deck is unknown."""
    seen, bfs, legend = _seen(view, player)
    full = knowledge.deck_of(player) if knowledge else None
    if full is None:
        for deck in known_decks():
            if _fits(seen, deck, bfs, legend):
                full = deck_list(deck)
                break
    if full is None:
        return None
    pool = Counter()
    for name, k in full.items():
        canon = db.get(name).name if name in db else name
        pool[canon] += k
    pool.subtract(seen)
    return +pool


def _draw(rng: random.Random, pool: list[str], fallback: list[str], n: int) -> list[str]:
    """n names: without replacement from `pool`, then with replacement from `fallback`."""
    rng.shuffle(pool)
    out = pool[:n]
    del pool[:n]
    while len(out) < n:
        out.append(rng.choice(fallback))
    return out


def determinize(view: GameState, db, seed: int | random.Random = 0,
                knowledge: Knowledge | None = None) -> GameState:
    """A full, runnable GameState consistent with `view` (see the module text).

    Only `view` is read: it must come from `Game.view(player)` (or be a full state,
    which is returned as a copy with shuffled deck orders and a fresh seed)."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    st = view.clone()
    st.log = []                      # search does not read it; clones stay cheap
    all_seen = [o.card for o in view.objs.values()
                if o.card != HIDDEN and not o.token and o.card in db
                and db.get(o.card).type in ("unit", "spell", "gear")]
    for p in st.order:
        main_ids, fd_ids, rune_ids = _hidden_slots(view, p)
        pool = _pool_for(db, view, p, knowledge)
        seen, _, _ = _seen(view, p)
        seen_main = sorted(n for n in seen.elements()
                           if n in db and db.get(n).type in ("unit", "spell", "gear"))
        seen_runes = sorted(n for n in seen.elements() if n in db and db.get(n).type == "rune")
        if pool is not None:
            names = sorted(pool.elements())
            runes = [n for n in names if n in db and db.get(n).type == "rune"]
            mains = [n for n in names if n not in runes]
        else:
            runes, mains = [], []
        main_fb = sorted(set(mains)) or seen_main or all_seen or ["Shipyard Skulker"]
        rune_fb = sorted(set(runes)) or seen_runes or sorted(
            c.name for c in db.all() if c.type == "rune")
        # Facedown cards first: they must be cards with Hidden.
        if fd_ids:
            hidable = [n for n in mains if db.get(n).has("hidden")]
            picks = _draw(rng, hidable, [n for n in main_fb if db.get(n).has("hidden")]
                          or main_fb, len(fd_ids))
            for n in picks:
                if n in mains:
                    mains.remove(n)
            _rename(st, fd_ids, picks)
        _rename(st, main_ids, _draw(rng, mains, main_fb, len(main_ids)))
        _rename(st, rune_ids, _draw(rng, runes, rune_fb, len(rune_ids)))
        zones = st.players[p].zones
        rng.shuffle(zones["deck"])
        rng.shuffle(zones["rune_deck"])
    st.rng = rng.getrandbits(64) or 1
    return st


def _rename(st: GameState, ids: Iterable[int], names: Iterable[str]) -> None:
    for oid, name in zip(ids, names):
        st.objs[oid] = st.objs[oid].but(card=name)


# -- a Game-like world to search in ----------------------------------------------------------

def parser_for(engine, st: GameState):
    """The shared parser (with its cache of parsed lines) for this game's shape."""
    return parse_cache(engine.db, [b.name for b in st.bfs], st.order)


class World:
    """clone / legal / act on a determinized state (the `Game` interface, minus the record)."""

    __slots__ = ("engine", "parser", "state")

    def __init__(self, state: GameState, engine, parser=None):
        self.state = state
        self.engine = engine
        self.parser = parser or parser_for(engine, state)

    @classmethod
    def from_view(cls, view: GameState, engine, seed: int | random.Random = 0,
                  knowledge: Knowledge | None = None) -> World:
        return cls(determinize(view, engine.db, seed, knowledge), engine)

    @property
    def pending(self):
        return self.state.pending

    @property
    def winner(self) -> str | None:
        return self.state.winner

    def legal(self) -> list[str]:
        return self.engine.legal_lines(self.state)

    def clone(self) -> World:
        return World(self.state.clone(), self.engine, self.parser)

    def act(self, line: str) -> None:
        """Apply one line; IllegalAction leaves the world unchanged."""
        work = self.state.clone()
        self.act_in_place(line, work)
        self.state = work

    def act_in_place(self, line: str, st: GameState | None = None) -> None:
        """Apply one line to the state itself (no copy): on IllegalAction the state may be
        half-changed, so use it only on a throw-away world."""
        st = self.state if st is None else st
        self.engine.do(st, self.parser.line(line))
        self.engine.run(st)
        st.version += 1

    def try_act(self, line: str) -> bool:
        try:
            self.act(line)
        except IllegalAction:
            return False
        return True
