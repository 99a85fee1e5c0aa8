"""Characteristics are computed, not stored (rules 474-480).

Might and keywords come from the printed card plus active modifiers, applied
in layer order: abilities (granted keywords), then arithmetic (might changes,
buffs, Assault while attacking, Shield while defending).
"""

from __future__ import annotations

from ..cards.model import CardDef, Keyword
from . import attach, copying, frozen, statics
from .state import GameState


def card_of(db, st: GameState, oid: int) -> CardDef:
    # (the keyword and Might reads below, asked many times a decision, spell it out: a call less)
    return db.get(st.objs[oid].card)


# Keywords whose values add up when an object has several instances (807.2 Assault,
# 809.2 Deflect, 814.2 Shield, 823.2 Hunt): Shield + a granted Shield 3 is Shield 4.
MIGHTY = 5      # 707-708: a unit is Mighty while its Might is 5 or greater

BASE_MIGHT = "base_might"   # "its base Might becomes 5" (143.2; engine/lasting.py)
SUMMED = frozenset(("assault", "deflect", "shield", "hunt"))
# Keywords whose every instance does something of its own (808.2 Deathknell, 817.2 Vision,
# 820.3 Repeat, 821.1.c.7 Weaponmaster, 827.3 Empower; Level and Equip are per text).
PER_INSTANCE = frozenset(("deathknell", "vision", "repeat", "weaponmaster", "empower",
                          "level", "equip"))


def keywords(db, st: GameState, oid: int) -> tuple[Keyword, ...]:
    """Printed keywords plus those granted by modifiers (ability layer), as the object
    has them: one summed instance of a keyword with a value, one of a redundant keyword
    (805.4, 810.2, 811.4, 815.2, 816.2, 822.2, 826.5)."""
    # (a new source of keywords must be known to `_only_printed` below as well)
    printed = card_of(db, st, oid).keywords
    granted = ()
    if st.attaching and st.objs[oid].gear:     # a copy of my text attached to me (477.1.b.2):
        granted = printed * copying.text_copies(st, oid)    # each keyword once more
    for m in st.modifiers:          # a loop, not a generator: most modifiers grant none
        if m.target == oid and m.kind == "keyword":
            granted += (Keyword(m.keyword, m.keyword_value),)
    granted += statics.keywords(db, st, oid)      # static abilities (476)
    return merge_keywords(printed + granted) if granted else printed


def merge_keywords(kws) -> tuple[Keyword, ...]:
    out: list[Keyword] = []
    where: dict[str, int] = {}
    for k in kws:
        if k.name in PER_INSTANCE:
            out.append(k)
        elif k.name not in where:
            where[k.name] = len(out)
            out.append(k)
        elif k.name in SUMMED:
            j = where[k.name]
            out[j] = Keyword(k.name, out[j].amount() + k.amount())
    return tuple(out)


_GRANTS: dict[str, str] = {}      # keyword name -> its facet "grants:<name>" (few names)


def _only_printed(db, st: GameState, oid: int, name: str) -> bool:
    """Can the object have keyword `name` only by its printed text now?  No modifier
    grants it that keyword and no static ability of a card of this game (`frozen.live`:
    of the database, when it cannot say) can grant it: then `keywords` needs no look at
    the board (asked for every unit many times a turn)."""
    kept = frozen.last_live         # frozen.live's kept answer, read without its call
    live = kept[2] if kept[1] is st.in_game and kept[0] is db else frozen.live(db, st)
    if live is not None:
        facet = _GRANTS.get(name)      # "grants:<name>", made once: no new string hashed
        if facet is None:
            facet = _GRANTS[name] = "grants:" + name
        if facet in live:
            return False
    elif name in statics.granted_names(db):
        return False
    if st.attaching and st.objs[oid].gear and copying.text_copies(st, oid):
        return False                             # my text copied to an Effect Text
    for m in st.modifiers:
        if m.target == oid and m.kind == "keyword" and m.keyword == name:
            return False
    return True


def keyword_amount(db, st: GameState, oid: int, name: str) -> int:
    """Total value of a keyword (Assault 2 + Assault 1 = 3); 0 if absent."""
    if _only_printed(db, st, oid, name):
        for k in db.get(st.objs[oid].card).keywords:    # loops, not generators
            if k.name == name:
                break
        else:
            return 0
    total = 0
    for k in keywords(db, st, oid):
        if k.name == name:
            total += k.amount()
    return total


def keyword_count(db, st: GameState, oid: int, name: str) -> int:
    """How many instances of keyword `name` the object has (a PER_INSTANCE keyword such as
    Vision counts each, 817.2); the printed ones when nothing can grant it (`_only_printed`)."""
    n = 0
    for k in db.get(st.objs[oid].card).keywords if _only_printed(db, st, oid, name) \
            else keywords(db, st, oid):     # a loop, not sum() over a generator
        if k.name == name:
            n += 1
    return n


def has_keyword(db, st: GameState, oid: int, name: str) -> bool:
    for k in db.get(st.objs[oid].card).keywords:    # a loop, not any() over a generator
        if k.name == name:
            return True                  # merged keywords keep every printed name
    if _only_printed(db, st, oid, name):
        return False
    for k in keywords(db, st, oid):
        if k.name == name:
            return True
    return False


def might(db, st: GameState, oid: int) -> int:
    """The unit's current Might (143.2); may be negative (143.2.b.1)."""
    o = st.objs[oid]
    total = db.get(o.card).might or 0
    if o.buffs:                                        # 701: a buff is +1 might
        total += o.buffs * (1 + sum(m.amount for m in st.modifiers if m.kind == "rule" and
                                    m.keyword == "buff_bonus" and m.source == o.controller))
    base, stamp = None, -1
    for m in st.modifiers:
        if m.target == oid and m.kind == "might":
            total += m.amount
        elif m.target == oid and m.kind == BASE_MIGHT and m.timestamp > stamp:
            base, stamp = m.amount, m.timestamp          # "its base Might becomes 5"
    if base is not None:                               # the latest one wins (timestamps)
        total += base - (card_of(db, st, oid).might or 0)
    if o.gear:                                         # 434.1.d, 718.4: Might Bonuses
        total += attach.might_bonus(db, st, oid)
    limited = ()
    if o.zone in ("base", "battlefield"):
        extra, limited = statics.might_parts(db, st, oid)
        total += static_might(db, st, oid) + extra
    if o.designation == "attacker":
        total += keyword_amount(db, st, oid, "assault")   # Assault: +N while an attacker
    elif o.designation == "defender":
        total += keyword_amount(db, st, oid, "shield")    # Shield: +N while a defender
    if limited:
        # decreases "to a minimum of N" come after all increases (FAQ: Leona, 6+1-6=1)
        for amount, floor in limited:
            if total > floor:
                total = max(floor, total + amount)
    return total


def _place(o):
    """Where a unit is, as "here" means it: its battlefield, or its controller's base."""
    return ("bf", o.bf) if o.zone == "battlefield" else (o.zone, o.controller)


_MIGHT_RULES = frozenset(f"passive:{p}" for p in (
    "might_here", "others_might_here", "alone_in_combat_might", "defends_alone_might"))


def static_might(db, st: GameState, oid: int) -> int:
    """Might from passive abilities of other objects (the arithmetic layer):
    `might_here` on a battlefield (Trifarian War Camp: "units here have +N", attackers
    included) and `others_might_here` on a unit (Garen, Commander: "other friendly units
    have +N here", here being the location the source is at: a battlefield or its base)."""
    kept = frozen.last_live         # frozen.live's kept answer, read without its call
    live = kept[2] if kept[1] is st.in_game and kept[0] is db else frozen.live(db, st)
    if live is not None and _MIGHT_RULES.isdisjoint(live):
        return 0                    # no card of this game has any of these rules (most)
    o = st.objs[oid]
    total = 0
    objs = st.objs
    # Only cards with these passives matter: most boards have none (db.with_passive).
    here_cards = having(db, "might_here")
    if o.zone == "battlefield" and o.bf is not None and o.bf < len(st.bfs):
        bf_obj = st.bfs[o.bf].obj
        if here_cards is None or objs[bf_obj].card in here_cards:
            for ab in card_of(db, st, bf_obj).abilities:
                if ab.passive == "might_here":
                    total += 1 if ab.value is None else ab.value
    where = _place(o)
    if where[0] == "bf":
        others = st.bfs[o.bf].units
    else:
        others = st.players[o.controller].zones["base"]
    if o.designation is not None:
        alone = True                                                    # 740.2.a
        for u in others:            # a loop, not any() over a generator
            if u != oid and objs[u].controller == o.controller and \
                    card_of(db, st, u).type == "unit":
                alone = False
                break
        if alone:
            # Wielder of Water: "while I'm attacking or defending alone, I have +N"
            for ab in card_of(db, st, oid).abilities:
                if ab.passive == "alone_in_combat_might":
                    total += 1 if ab.value is None else ab.value
        if alone and o.designation == "defender":
            # Master Yi's legend: "while a friendly unit defends alone, it gets +N"
            for lid in st.players[o.controller].zones["legend"]:
                for ab in card_of(db, st, lid).abilities:
                    if ab.passive == "defends_alone_might":
                        total += 1 if ab.value is None else ab.value
    aura_cards = having(db, "others_might_here")
    for src in others:
        if src == oid:
            continue
        s = objs[src]
        if aura_cards is not None and s.card not in aura_cards:
            continue
        if s.controller != o.controller or _place(s) != where:
            continue
        for ab in card_of(db, st, src).abilities:
            if ab.passive == "others_might_here":
                total += 1 if ab.value is None else ab.value
    return total


def having(db, passive: str):
    """The card names with this passive, or None when the database cannot say."""
    f = getattr(db, "with_passive", None)
    return f(passive) if f is not None else None


def effective_might(db, st: GameState, oid: int) -> int:
    """Might as spells and combat read it: never below 0 (143.2.b)."""
    return max(0, might(db, st, oid))


def lethal_need(db, st: GameState, oid: int) -> int:
    """Damage still needed for lethal damage: non-zero and at least Might (142.4.b)."""
    return max(0, max(1, might(db, st, oid)) - st.objs[oid].damage)


DOOMED = "doomed"   # some of its damage is enough to kill it (Elder Dragon; damage.py)


def has_lethal_damage(db, st: GameState, oid: int) -> bool:
    o = st.objs[oid]
    if o.damage <= 0:
        return False
    if o.damage >= might(db, st, oid):
        return True
    for m in st.modifiers:          # "any amount of your damage is enough to kill" (142.4)
        if m.target == oid and m.kind == DOOMED:
            return True
    return False
