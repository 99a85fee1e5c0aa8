"""Adding resources to the rune pool (429): energy, power of a domain, power of any
domain ([A]); either may be limited to paying for spells ("Use only to play spells":
energy counted in `spell_energy`, power kept as `payment.SPELL_ANY`), or kept apart for
other costs or times only (`only:`, engine/limited.py)."""

from __future__ import annotations

from . import conditions, frozen, limited, payment, targets
from .state import GameState


def is_add(effects) -> bool:
    """429.2: an ability that Adds resources, so it resolves as soon as it is finalized:
    its instructions add, or pay any amount to add that much (a cost within the
    instruction, 204.3.b: Hextech Anomaly, Ancient Henge)."""
    return any(e.op == "add" for e in effects) and \
        all(e.op in ("add", "pay_any") for e in effects)


def more_energy(db, st: GameState, player: str, oid: int) -> int:
    """How much more energy an Add ability of object `oid` adds: `static: {adds: N}` of the
    permanents and legends on the board whose `to:` names it, while their condition holds
    ("While your score is within 3 points of the Victory Score, your Gold [Add] an
    additional [1]": Renata Glasc, Chem-Baroness).  Read before the ability's cost is paid:
    a Gold killed to pay it is still "your Gold" (its last known information)."""
    names = db.having("static:adds")
    if not names or names.isdisjoint(frozen.board_names(st)):
        return 0                           # most boards: no such card
    more = 0
    for src, ctl in frozen.board(st):
        if st.objs[src].card not in names or ctl is None:
            continue
        for ab in db.get(st.objs[src].card).abilities:
            s = ab.static
            if ab.kind != "static" or s is None or not s.adds:
                continue
            if s.condition is not None and not conditions.holds(db, st, s.condition, ctl, src):
                continue
            if targets.matches(db, st, s.to, oid, ctl, src):
                more += s.adds
    return more


def add(st: GameState, player: str, eff, source: str, more: int = 0) -> None:
    """Add what `eff` adds (429), and `more` energy besides (`more_energy`)."""
    pl = st.players[player]
    if eff.only is not None:         # kept apart: spent only on some costs, or times (429)
        limited.add(pl, eff.only, eff.domain or limited.ENERGY, eff.amount)
        what = (f"{'any-domain' if eff.domain == 'any' else eff.domain} power"
                if eff.domain else "energy") + f" ({_ONLY[eff.only]})"
    elif eff.domain:
        key = payment.SPELL_ANY if eff.spells_only else eff.domain
        pl.power[key] = pl.power.get(key, 0) + eff.amount
        what = f"{'any-domain' if eff.domain == 'any' else eff.domain} power"
    else:
        pl.energy += eff.amount
        if eff.spells_only:
            pl.spell_energy += eff.amount
        what = "energy"
    st.say(f"  {source}: {player} adds {eff.amount} {what}"
           f"{' (only for spells)' if eff.spells_only else ''} (429)")
    if more:
        pl.energy += more
        st.say(f"  {source}: {player} adds an additional {more} energy (429)")


_ONLY = {"showdowns": "only during showdowns",
         "units": "only to play units or use their activated abilities",
         "gear": "only to play gear or use gear abilities"}
