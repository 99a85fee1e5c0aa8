"""Energy and power that may be spent only on some payments (429): "Spend this Energy only
during showdowns" (Diana, Scorn of the Moon), "Use only to play gear or use gear abilities"
(Ornn, Fire Below the Mountain), "Spend this Energy only to play units or activated
abilities of units" (Renekton, Butcher of the Sands): `{op: add, only: ...}`.

Such resources are kept apart from the rest of the rune pool, in `PlayerState.kept`
((only, resource, amount) entries; `resource` is "energy" or a power domain, "any" for
[A]), and emptied with the pool (167).  A payment knows what it pays for, its `purpose`:
the type of the card played, or of the object whose activated ability is used ("unit",
"gear", "spell", ...; None for any other cost).  The kept resources that may pay for it are
spent first: they can pay for nothing else, so spending them first never takes away a
payment the rest of the pool could have made.  Nothing here is read while `kept` is empty
(a game without such a card)."""

from __future__ import annotations

from . import frozen

ENERGY = "energy"
# `only:` of an add, and the purpose each allows (None: a time, not a purpose)
PURPOSES = {"showdowns": None, "units": "unit", "gear": "gear"}


def allows(st, only: str, purpose: str | None) -> bool:
    """May resources kept for `only` pay for `purpose` now (429)?"""
    if only == "showdowns":              # "Spend this Energy only during showdowns"
        return st.showdown is not None
    return PURPOSES.get(only) == purpose


def add(p, only: str, resource: str, n: int) -> None:
    """Keep `n` of `resource` apart, spendable only as `only` says."""
    out, done = [], False
    for o, r, k in p.kept:
        if o == only and r == resource:
            k, done = k + n, True
        out.append((o, r, k))
    if not done:
        out.append((only, resource, n))
    p.kept = tuple(out)


def usable(st, p, purpose: str | None) -> tuple[int, dict[str, int]]:
    """The kept energy, and the kept power by domain, that may pay for `purpose` now."""
    energy, power = 0, {}
    for only, res, n in p.kept:
        if n and allows(st, only, purpose):
            if res == ENERGY:
                energy += n
            else:
                power[res] = power.get(res, 0) + n
    return energy, power


def with_pool(st, p, purpose: str | None, energy: int, power: dict) -> tuple[int, dict]:
    """The pool's `energy` and `power` with the kept resources that may pay for `purpose`."""
    more_e, more_p = usable(st, p, purpose)
    if more_p:
        power = dict(power)
        for d, n in more_p.items():
            power[d] = power.get(d, 0) + n
    return energy + more_e, power


def take(st, p, resource: str, n: int, purpose: str | None) -> int:
    """Spend up to `n` of `resource` from the kept resources that may pay for `purpose`;
    how much was spent (the rest comes from the pool)."""
    if not n:
        return 0
    out, got = [], 0
    for only, res, k in p.kept:
        if res == resource and got < n and allows(st, only, purpose):
            use = min(k, n - got)
            got, k = got + use, k - use
        if k:
            out.append((only, res, k))
    p.kept = tuple(out)
    return got


def describe(p) -> list[str]:
    """What the player holds apart, as a player reads it ("2 energy only for units")."""
    out = []
    for only, res, n in p.kept:
        what = "energy" if res == ENERGY else \
            "power of any domain" if res == "any" else f"{res} power"
        when = "during showdowns" if only == "showdowns" else f"for {only}"
        out.append(f"{n} {what} only {when}")
    return out


def purpose_of(db, st, player: str, oid: int) -> str | None:
    """The purpose of paying for an activated ability of object `oid`: its card type ("use
    gear abilities", "activated abilities of units"); read only while `player` keeps
    resources apart or a card of this game may add such (most games: None at once)."""
    if not st.players[player].kept and not may_keep(db, st):
        return None
    o = st.objs.get(oid)
    return db.get(o.card).type if o is not None else None


def may_keep(db, st) -> bool:
    """Has this game had a card whose ability adds resources kept apart (facet
    `adds:kept`)?  Its Add ability may be used while a cost is paid (357.1.a)."""
    return frozen.has_facet(db, st, "adds:kept")
