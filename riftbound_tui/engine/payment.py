"""The rune pool and paying costs (rules 160-167, 357).

Exhausting a rune adds 1 energy; recycling a rune adds 1 power of its domain
(164.2).  Automatic payment finds a payment whenever one exists: energy can
come from every ready rune, including one that is then recycled for power,
so energy and power are independent and only the power pips need matching.
"""

from __future__ import annotations

import functools

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..cards.model import Cost
from . import frozen, limited
from .state import GameState

RUNE_DOMAIN = {"Fury Rune": "fury", "Calm Rune": "calm", "Mind Rune": "mind",
               "Body Rune": "body", "Chaos Rune": "chaos", "Order Rune": "order"}


def rune_domain(db, name: str) -> str:
    if name in RUNE_DOMAIN:
        return RUNE_DOMAIN[name]
    c = db.get(name)
    return c.domains[0] if c.domains else "any"


@lazy_dataclass(frozen=True)
class Payment:
    """Which runes to exhaust and recycle, and what comes out of the pool."""
    exhaust: tuple[int, ...]
    recycle: tuple[int, ...]
    pool_energy: int
    pool_power: tuple[tuple[str, int], ...]
    activate: tuple[tuple[int, str, int], ...] = ()   # 357.1.a: Add abilities used first,
                                                      # (object, card name, ability index)


def pips(cost: Cost, card_domains: tuple[str, ...]) -> list[frozenset[str]]:
    """Each power pip as the set of domains that may pay it (135.2.e.6.c)."""
    return list(_pips(cost, tuple(card_domains)))


@functools.lru_cache(maxsize=1024)
def _pips(cost: Cost, card_domains: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    out = []
    for dom, n in cost.power:
        if dom == "any":
            allowed = frozenset(("fury", "calm", "mind", "body", "chaos", "order"))
        elif dom == "card":
            allowed = frozenset(card_domains)
        else:
            allowed = frozenset(dom.split("|"))
        out.extend([allowed] * n)
    return tuple(out)


# Power of any domain that may pay only for spells (Kai'Sa, Daughter of the Void: "Add [A].
# Use only to play spells", 429): kept in the pool under its own name.
SPELL_ANY = "any_spell"


def pool_energy(p, spell: bool = False) -> int:
    """The pool's energy that may pay this cost: all of it for a spell; for anything else,
    all but the energy that may pay only for spells (429)."""
    return p.energy if spell else p.energy - p.spell_energy


def find_payment(db, st: GameState, player: str, cost: Cost,
                 card_domains: tuple[str, ...] = (), manual: bool | None = None,
                 purpose: str | None = None) -> Payment | None:
    """A payment for `cost`, or None when none exists.  Manual payment uses the pool only.
    `purpose`: what is paid for, the type of the card played or of the object whose
    activated ability it is (engine/limited.py): for a spell, energy limited to spells
    counts too; kept resources count when they may pay for it (429).  Paying
    automatically, Reaction Add abilities are used when the pool and runes fall short
    (357.1.a, engine/payment_adds.py)."""
    p = st.players[player]
    manual = st.manual_payment if manual is None else manual
    spell = purpose == "spell"
    energy, power = p.energy, p.power
    if p.kept:                           # 429: kept apart, spendable on some costs only
        energy, power = limited.with_pool(st, p, purpose, energy, power)
    if manual:
        return _find(db, st, player, cost, card_domains, True, spell, energy,
                     p.spell_energy, power)
    pay = _find(db, st, player, cost, card_domains, False, spell, energy, p.spell_energy,
                power)
    if pay is None:
        pay = payment_adds.find(db, st, player, cost, card_domains, purpose)
    return pay


def find_with_pool(db, st: GameState, player: str, cost: Cost, card_domains, spell: bool,
                   energy: int, spell_energy: int, power: dict) -> Payment | None:
    """An automatic payment from runes and a pool holding these resources."""
    return _find(db, st, player, cost, card_domains, False, spell, energy, spell_energy,
                 power)


def _find(db, st: GameState, player: str, cost: Cost, card_domains, manual: bool,
          spell: bool, energy: int, spell_energy: int, power: dict) -> Payment | None:
    p = st.players[player]
    need_e = cost.energy
    use_e = min(need_e, energy if spell else energy - spell_energy)
    need_e -= use_e
    if need_e and not manual and ready_runes(st, player) < need_e:
        return None      # not enough energy whatever the power: the check below, done first
    used_pool, left = _from_pool(power, cost, card_domains, spell)
    if manual:
        if need_e or left:
            return None
        return Payment((), (), use_e, tuple(sorted(used_pool.items())))
    if not need_e and not left:     # the pool pays it all: no rune to choose
        return Payment((), (), use_e, tuple(sorted(used_pool.items())))
    objs = st.objs
    runes = []
    ready = []                         # (loops, not comprehensions: a function each)
    basic = RUNE_DOMAIN.get            # a basic rune's domain, without a call of ours
    domain = {}                        # each rune's domain, looked up once
    # Keep options for the rest of the turn: a rune of a domain the player has many
    # ready runes of is spent before the last ready rune of a scarce domain.
    plenty: dict[str, int] = {}
    for i in p.zones["runes"]:
        o = objs[i]
        runes.append(o)
        d = domain[o.id] = basic(o.card) or rune_domain(db, o.card)
        if not o.exhausted:
            ready.append(o)
            plenty[d] = plenty.get(d, 0) + 1
    # Match power pips to runes: prefer exhausted runes (they give no more energy).  Each
    # rune's sort key is made in one pass (ids are unique: no two keys are equal).
    recycle: list | None = []          # energy only: no rune recycled
    if left:
        order = sorted([(not o.exhausted, -plenty.get(domain[o.id], 0), o.entered, o.id)
                        for o in runes])
        recycle = _assign(left, [(k[3], domain[k[3]]) for k in order])
    if recycle is None:
        return None
    if len(ready) < need_e:
        return None
    # Exhaust the runes that are leaving anyway first, then the most plentiful domains.
    leaving = set(recycle)
    order = sorted([(o.id not in leaving, -plenty.get(domain[o.id], 0), o.entered, o.id)
                    for o in ready])
    exhaust = tuple([k[3] for k in order[:need_e]])
    return Payment(exhaust, tuple(recycle), use_e, tuple(sorted(used_pool.items())))


@functools.lru_cache(maxsize=1024)
def _pips_by_size(cost: Cost, card_domains: tuple[str, ...]):
    """The pips, narrowest first, each with its domains in name order."""
    return tuple((a, tuple(sorted(a))) for a in sorted(_pips(cost, card_domains), key=len))


def _from_pool(power: dict, cost: Cost, card_domains,
               spell: bool = False) -> tuple[dict[str, int], list]:
    """Pay what the pool's power can (narrowest pips first); the pips left for runes.  A
    spell spends the power that may pay only for spells first (429)."""
    sized = _pips_by_size(cost, tuple(card_domains))
    if not power:
        return {}, [a for a, _ in sized]
    pool = dict(power)
    if not spell:
        pool.pop(SPELL_ANY, None)
    used_pool: dict[str, int] = {}
    left: list[frozenset[str]] = []
    for allowed, names in sized:
        got = SPELL_ANY if pool.get(SPELL_ANY, 0) > 0 else None
        if got is None:
            got = next((d for d in names if pool.get(d, 0) > 0), None)
        if got is None and pool.get("any", 0) > 0:
            got = "any"
        if got is None:
            left.append(allowed)
            continue
        pool[got] -= 1
        used_pool[got] = used_pool.get(got, 0) + 1
    return used_pool, left


def _assign(pips_left, doms) -> list | None:
    """Give each pip its own rune of `doms` ((key, domain) pairs, tried in that order) of
    an allowed domain (augmenting paths); the runes' keys in pip order, or None."""
    owner: dict = {}

    def try_pip(k: int, seen: set) -> bool:
        allowed = pips_left[k]
        for rid, dom in doms:
            if rid in seen or dom not in allowed:
                continue
            seen.add(rid)
            if rid not in owner or try_pip(owner[rid], seen):
                owner[rid] = k
                return True
        return False

    for k in range(len(pips_left)):
        if not try_pip(k, set()):
            return None
    return sorted(owner, key=lambda rid: owner[rid])


def ready_runes(st: GameState, player: str) -> int:
    """How many of `player`'s runes are ready (each can still give 1 energy, 164.2)."""
    return frozen.fact(st, ("ready_runes", player), _ready, st, player)


def _ready(st: GameState, player: str) -> int:
    objs = st.objs
    ready = 0
    for i in st.players[player].zones["runes"]:     # a loop, not sum() over a generator
        if not objs[i].exhausted:
            ready += 1
    return ready


def purse(db, st: GameState, player: str) -> tuple:
    """All that decides whether `player` can pay a cost (164.2, 357, 429): manual payment
    or not, the pool's energy and the part of it only for spells, the pool's power, how
    many runes are ready and the domain of each rune (sorted: any rune may be recycled,
    exhausted or not, and which rune pays a pip does not change whether every pip gets
    one).  Read once per listing."""
    return frozen.fact(st, ("purse", player), _purse, db, st, player)


def _purse(db, st: GameState, player: str) -> tuple:
    p = st.players[player]
    objs = st.objs
    basic = RUNE_DOMAIN.get                 # a basic rune's domain, without a call of ours
    ready = 0
    doms = []
    for i in p.zones["runes"]:
        o = objs[i]
        if not o.exhausted:
            ready += 1
        doms.append(basic(o.card) or rune_domain(db, o.card))
    doms.sort()
    power = p.power     # most often empty: no sort of nothing (a third of this function)
    return (st.manual_payment, p.energy, p.spell_energy,
            tuple(sorted(power.items())) if power else (), ready, tuple(doms))


def can_pay(db, st: GameState, player: str, cost: Cost, domains=(),
            purpose: str | None = None) -> bool:
    """`find_payment(...) is not None`: from the pool and runes without choosing which
    runes (whether every pip can get its own rune does not depend on the order runes are
    tried in), then, paying automatically, with Reaction Add abilities (357.1.a).
    `purpose` as for `find_payment`."""
    if st.players[player].kept:      # 429: resources kept apart (engine/limited.py)
        return find_payment(db, st, player, cost, tuple(domains), purpose=purpose) is not None
    kept = frozen.here.kept        # purse() as the listing keeps it, read without a call
    got = kept[1].get(("purse", player)) if kept is not None and kept[0] is st else None
    manual, energy, spell_energy, power, ready, doms = got if got is not None else \
        frozen.fact(st, ("purse", player), _purse, db, st, player)
    spell = purpose == "spell"
    # the energy the pool leaves to pay (no min() call: asked for every card listed)
    short = cost.energy - (energy if spell else energy - spell_energy)
    if short > 0 and (manual or ready < short):
        pays = False     # not enough energy, whatever the power (manually: the pool's alone)
    elif not cost.power:
        return True
    else:
        if domains.__class__ is not tuple:
            domains = tuple(domains)
        key = (manual, power, doms, cost.power, domains, spell)
        pays = _POWER_PAYS.get(key)
        if pays is None:
            if len(_POWER_PAYS) >= _POWER_PAYS_MAX:
                _POWER_PAYS.clear()
            pays = _POWER_PAYS[key] = _power_pays(manual, power, doms, cost, domains, spell)
    if pays or manual:
        return pays
    quiet = payment_adds.quiet     # no card of this game adds (the usual): no call at all
    if st.in_game is quiet[1] and db is quiet[0]:
        return False
    return bool(payment_adds.abilities(db, st, player)) and \
        payment_adds.find(db, st, player, cost, tuple(domains), purpose) is not None


# Whether the power of a cost can be paid, across decisions, keyed by (manual payment, the
# pool's power, the runes' domains, the power of the cost, the card's domains, spell).
# The key is complete: `_power_pays` reads nothing else (its pips come from the cost's
# power and the card's domains alone; the energy was checked before).  Bounded.
_POWER_PAYS: dict = {}
_POWER_PAYS_MAX = 4096


def _power_pays(manual: bool, power: tuple, doms: tuple, cost: Cost, domains: tuple,
                spell: bool) -> bool:
    """Can the pool's power, then (paying automatically) one recycled rune each, pay the
    cost's power pips (164.2, 357)?"""
    _, left = _from_pool(power, cost, domains, spell)     # pairs, as a dict would give
    if manual or not left:
        return not left
    if len(left) == 1:          # one pip: any rune of an allowed domain pays it
        allowed = left[0]
        return any(d in allowed for d in doms)
    return _assign(left, list(enumerate(doms))) is not None


# it reads this module, so it is imported once this module is whole (357.1.a)
from . import payment_adds  # noqa: E402
