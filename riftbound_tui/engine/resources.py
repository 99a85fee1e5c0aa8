"""Adding resources to the rune pool (429): energy, power of a domain, power of any
domain ([A]); either may be limited to paying for spells ("Use only to play spells":
energy counted in `spell_energy`, power kept as `payment.SPELL_ANY`)."""

from __future__ import annotations

from . import payment
from .state import GameState


def is_add(effects) -> bool:
    """429.2: an ability that Adds resources, so it resolves as soon as it is finalized:
    its instructions add, or pay any amount to add that much (a cost within the
    instruction, 204.3.b: Hextech Anomaly, Ancient Henge)."""
    return any(e.op == "add" for e in effects) and \
        all(e.op in ("add", "pay_any") for e in effects)


def add(st: GameState, player: str, eff, source: str) -> None:
    pl = st.players[player]
    if eff.domain:
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
