"""Characteristics are computed, not stored (rules 474-480).

Might and keywords come from the printed card plus active modifiers, applied
in layer order: abilities (granted keywords), then arithmetic (might changes,
buffs, Assault while attacking, Shield while defending).
"""

from __future__ import annotations

from ..cards.model import CardDef, Keyword
from .state import GameState


def card_of(db, st: GameState, oid: int) -> CardDef:
    return db.get(st.objs[oid].card)


def keywords(db, st: GameState, oid: int) -> tuple[Keyword, ...]:
    """Printed keywords plus those granted by modifiers (ability layer)."""
    printed = card_of(db, st, oid).keywords
    granted = tuple(Keyword(m.keyword, m.keyword_value) for m in st.modifiers
                    if m.target == oid and m.kind == "keyword")
    return printed + granted


def keyword_amount(db, st: GameState, oid: int, name: str) -> int:
    """Total value of a keyword (Assault 2 + Assault 1 = 3); 0 if absent."""
    return sum(k.amount() for k in keywords(db, st, oid) if k.name == name)


def has_keyword(db, st: GameState, oid: int, name: str) -> bool:
    return any(k.name == name for k in keywords(db, st, oid))


def might(db, st: GameState, oid: int) -> int:
    """The unit's current Might (143.2); may be negative (143.2.b.1)."""
    o = st.objs[oid]
    total = card_of(db, st, oid).might or 0
    total += o.buffs                                   # 701: a buff is +1 might
    for m in st.modifiers:
        if m.target == oid and m.kind == "might":
            total += m.amount
    if o.designation == "attacker":
        total += keyword_amount(db, st, oid, "assault")   # Assault: +N while an attacker
    elif o.designation == "defender":
        total += keyword_amount(db, st, oid, "shield")    # Shield: +N while a defender
    return total


def effective_might(db, st: GameState, oid: int) -> int:
    """Might as spells and combat read it: never below 0 (143.2.b)."""
    return max(0, might(db, st, oid))


def lethal_need(db, st: GameState, oid: int) -> int:
    """Damage still needed for lethal damage: non-zero and at least Might (142.4.b)."""
    return max(0, max(1, might(db, st, oid)) - st.objs[oid].damage)


def has_lethal_damage(db, st: GameState, oid: int) -> bool:
    o = st.objs[oid]
    return o.damage > 0 and o.damage >= might(db, st, oid)
