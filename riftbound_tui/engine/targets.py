"""Selectors: which objects an instruction may choose or affects (rules 355.6-355.13)."""

from __future__ import annotations

from ..cards.model import Selector
from . import attach, chain_targets, frozen, layers, relative, rule_changes, statics, teams, \
    zone_picks
from .state import GameState

BOARD = ("base", "battlefield")


def matches(db, st: GameState, sel: Selector, oid: int, controller: str,
            source: int | None = None, here: int | None = None) -> bool:
    """Does object `oid` meet the selector's requirements right now (355.9)?"""
    if sel.object == "player":       # 355.9.a: a player is a valid choice too
        return player_matches(st, sel, oid, controller)
    o = st.objs.get(oid)
    if o is None:        # an ability on the chain is no card: its item's id (123, 425.3)
        return sel.object in ("ability", "chain_item") and \
            chain_targets.ability_matches(db, st, sel, oid, controller)
    plain, rare = _reading(sel)
    if not plain:
        return _other_kind(db, st, sel, o, oid, controller, source, here)
    if o.zone not in BOARD:
        return False
    what = sel.object             # (a unit, gear or permanent on the board: most choices)
    kind = db.get(o.card).type          # a permanent is a unit or gear
    if kind != what and not (what == "permanent" and kind in ("unit", "gear")):
        return False
    if sel.at == "battlefield" and o.zone != "battlefield":
        return False
    if sel.at == "base" and o.zone != "base":
        return False
    if rare and not _rare_ok(db, st, sel, o, oid, source, here, controller):
        return False
    if not _controller_ok(st, sel, o.controller, controller):
        return False
    if what == "unit" and (sel.max_might is not None or sel.min_might is not None):
        m = layers.effective_might(db, st, oid)
        if sel.max_might is not None and m > sel.max_might:
            return False
        if sel.min_might is not None and m < sel.min_might:
            return False
    if sel.tags:
        tags = attach.tags(db, st, oid) if attach.more_tags(db, o) else \
            {t.lower() for t in db.get(o.card).tags}
        if not tags.intersection(t.lower() for t in sel.tags):
            return False
    if sel.max_energy is not None and db.get(o.card).cost.energy > sel.max_energy:
        return False                 # "a gear with Energy cost no more than 1": printed (206)
    if sel.max_energy_my_might and (source not in st.objs or db.get(o.card).cost.energy >
                                    layers.effective_might(db, st, source)):
        return False                 # "... no more than my Might", my Might now
    if sel.named is not None and o.card != sel.named:     # "a Shadow Clone you control"
        return False
    if sel.domain is not None and sel.domain not in db.get(o.card).domains:
        return False                 # "an enemy Calm unit": one of its domains (the Decrees)
    if sel.keyword is not None and not layers.has_keyword(db, st, oid, sel.keyword):
        return False                 # "units here with [Tank]": the keyword it has now (476)
    if sel.menaced_by is not None and not relative.menaced(db, st, oid, controller,
                                                           sel.menaced_by):
        return False                 # "in combat with / being chosen by an enemy Fury ..."
    if rare and relative.applies(sel) and not relative.matches(db, st, sel, oid, source):
        return False                 # tokens; "without [Temporary]"; "less Might than me"
    if sel.kind in ("choose", "pick"):
        kept = frozen.last_live      # (frozen.live's kept answer, read without its call)
        live = kept[2] if kept[1] is st.in_game and kept[0] is db else frozen.live(db, st)
        if (st.modifiers and _shrouded(st, oid) or (
                live is None or "passive:cant_be_chosen" in live or "static:shrouded" in live)
                and (rule_changes.unchoosable(db, st, oid) or statics.shrouded(db, st, oid))) \
                and teams.is_opponent(st, controller, o.controller):
            return False             # "can't be chosen by enemy spells and abilities" (355.9)
    return True


def _other_kind(db, st: GameState, sel: Selector, o, oid: int, controller: str,
                source, here) -> bool:
    """`matches` for a selector of anything but a unit, gear or permanent on the board
    (`_reading`: not plain): either of several kinds, a legend, "something", a facedown
    card, a card in a trash, hand or Champion Zone, a battlefield, a spell, a rune."""
    if sel.either:            # one target of several kinds ("a unit at a battlefield or a gear")
        if sel.other and oid == source:     # "another gear, unit, or facedown card"
            return False
        return _controller_ok(st, sel, o.controller, controller) and any(
            matches(db, st, alt, oid, controller, source, here) for alt in sel.either)
    what = sel.object
    if what == "legend":             # a legend, in its controller's Legend Zone
        if o.zone != "legend" or (sel.exhausted and not o.exhausted) or \
                (sel.ready and o.exhausted):
            return False
        return _controller_ok(st, sel, o.controller, controller)
    if what == "object":             # "something": a unit, gear, rune or legend on the board
        if o.zone not in ("base", "battlefield", "runes", "legend") or \
                (sel.other and oid == source) or (sel.exhausted and not o.exhausted) or \
                (sel.ready and o.exhausted) or (sel.empowered and not o.empowered) or \
                (sel.not_type is not None and db.get(o.card).type == sel.not_type):
            return False                 # "a legend, unit, or gear": not a rune
        return _controller_ok(st, sel, o.controller, controller)
    if sel.at == "facedown":         # "a facedown card at a battlefield" (811): never its name
        return o.zone == "facedown" and _controller_ok(st, sel, o.controller, controller)
    if sel.at in ("trash", "hand"):  # "a unit from your trash": cards in a trash / hand
        return o.zone == sel.at and zone_picks.card_matches(db, st, sel, o, controller)
    if sel.at == "champion":         # a card in its owner's Champion Zone (public)
        if o.zone != "champion" or (what != "card" and db.get(o.card).type != what):
            return False
        if sel.tags and not {t.lower() for t in db.get(o.card).tags} & {
                t.lower() for t in sel.tags}:
            return False
        return _controller_ok(st, sel, o.owner, controller) and (
            sel.owner is None or o.owner == controller)      # "you own" (127.1)
    if what == "battlefield":
        if o.zone != "battlefields":
            return False
        if sel.other and oid == source:      # "each other battlefield" (Seat of Power)
            return False
        if sel.occupied is not None and not _occupied(st, sel, oid, controller):
            return False                     # "a battlefield where you have units"
        if sel.unit_count is not None and next(
                (len(b.units) for b in st.bfs if b.obj == oid), None) != sel.unit_count:
            return False                     # "a battlefield with exactly two units there"
        if sel.open and any(b.obj == oid and (b.controller is not None or b.units)
                            for b in st.bfs):
            return False                     # 170.11.c: open = unoccupied, uncontrolled
        if sel.enemies_weaker and not relative.enemies_weaker(db, st, oid, source, controller):
            return False                     # "if my Might is greater than ... there"
        if sel.controller == "any":
            return True
        # "a battlefield an opponent controls": an uncontrolled one is nobody's
        ctl = next((b.controller for b in st.bfs if b.obj == oid), None)
        return ctl is not None and _controller_ok(st, sel, ctl, controller)
    if what == "spell" or what == "chain_item":
        if o.zone != "chain" or db.get(o.card).type != "spell" or oid == source:
            return False   # 355.9.c: a spell cannot target itself
        if sel.chooses is not None and not chain_targets.spell_chooses(db, st, sel, oid,
                                                                         controller):
            return False   # "a spell that chooses a friendly unit" (355.7)
        cost = db.get(o.card).cost   # 206: the printed cost
        if sel.max_energy is not None and cost.energy > sel.max_energy:
            return False
        if sel.max_power is not None and cost.power_total > sel.max_power:
            return False
        return _controller_ok(st, sel, o.controller, controller)
    # (the rest are runes: _reading reads no other selector as not plain)
    if o.zone != "runes" or (sel.exhausted and not o.exhausted) or \
            (sel.ready and o.exhausted):     # runes are in their controller's rune area (161)
        return False
    return _controller_ok(st, sel, o.controller, controller)


# what `_other_kind` reads a selector's object or place as (anything else: `_reading` plain)
_OTHER_OBJECTS = frozenset(("legend", "object", "battlefield", "spell", "chain_item", "rune"))
_OTHER_PLACES = frozenset(("facedown", "trash", "hand", "champion"))


@frozen.per_object
def _reading(sel: Selector) -> tuple[bool, bool]:
    """(plain, rare) of a selector, read once: plain, it picks a unit, gear or permanent
    on the board (`matches` reads it itself: most choices), else `_other_kind` does; rare,
    `_rare_tests`."""
    plain = not sel.either and sel.object not in _OTHER_OBJECTS and \
        sel.at not in _OTHER_PLACES
    return plain, _rare_tests(sel)


def _rare_tests(sel: Selector) -> bool:
    """Does the selector test more of a permanent than its type, zone, controller and
    printed facts (the tests of `_rare_ok` and relative.py)?  Read once per selector: most
    test none, so each candidate skips them all.  A new test of a permanent belongs in
    `_rare_ok` with its field named here, not in `matches`' common path."""
    return sel.at in ("here", "moved", "combat", "showdown") or bool(
        sel.other or sel.elsewhere or sel.damaged or sel.exhausted or sel.ready or
        sel.stunned or sel.attacking or sel.buffed or sel.empowered or sel.defending_alone
        or sel.equipped or sel.token or sel.attached or sel.detached or sel.not_tags or
        sel.owner or sel.alone or relative.applies(sel))


def _rare_ok(db, st: GameState, sel: Selector, o, oid: int, source, here,
             controller: str) -> bool:
    """The place, state, designation and ownership tests of `matches` for a unit or gear."""
    if sel.owner == "you" and o.owner != controller:   # "you own" (127.1), not control
        return False
    if sel.at == "here" and not _here(st, o, here, source):
        return False
    if sel.at == "moved" and not _moved_to_or_from(st, o, source):
        return False
    if sel.at == "combat" and (st.combat is None or o.bf != st.combat.bf or o.designation is None):
        return False
    if sel.at == "showdown" and (st.showdown is None or o.zone != "battlefield" or
                                 o.bf != st.showdown.bf):
        return False                     # "a unit in a showdown": at its battlefield (341)
    if sel.other and oid == source:
        return False
    if sel.elsewhere and source in st.objs and _same_place(st, st.objs[source], o):
        return False
    if sel.damaged and o.damage <= 0:
        return False
    if sel.exhausted and not o.exhausted:
        return False
    if sel.ready and o.exhausted:
        return False
    if sel.stunned and not o.stunned:        # 423: "stunned units"
        return False
    if sel.attacking and o.designation != "attacker":   # 463.1.a: "an attacking unit"
        return False
    if sel.buffed and o.buffs <= 0:          # 701: "buffed units"
        return False
    if sel.empowered and not o.empowered:      # 441.2: "a unit that's Empowered"
        return False
    if sel.defending_alone and not _defending_alone(st, o, oid):    # 740.2.a
        return False
    if sel.alone and not _alone(st, o, oid):     # 740.2.a: "an enemy unit alone here"
        return False
    if sel.equipped and not attach.equipped(db, st, oid):   # 818.3: "an equipped unit"
        return False
    if sel.token and not o.token:            # 185: "your token units"
        return False
    if (sel.attached and o.attached_to is None) or (sel.detached and o.attached_to is not None):
        return False                         # 716: "an attached / a detached Equipment"
    if sel.not_tags and {t.lower() for t in db.get(o.card).tags}.intersection(
            t.lower() for t in sel.not_tags):
        return False                         # "a non-Dragon unit"
    return True


def _moved_to_or_from(st: GameState, o, source: int | None) -> bool:
    """Is `o` at a battlefield the source moved to or from in its latest move this turn
    (events.note_moved notes where each move came from)?"""
    if o.zone != "battlefield" or source is None:
        return False
    last = None
    for m in st.modifiers:           # a loop: the latest note wins
        if m.kind == "happened" and m.target == source and m.keyword == "moved":
            last = m
    if last is None:
        return False
    s = st.objs.get(source)
    to = s.bf if s is not None and s.zone == "battlefield" else None
    return o.bf == to or (last.amount > 0 and o.bf == last.amount - 1)


def _defending_alone(st: GameState, o, oid: int) -> bool:
    """740.2.a: a defender is alone when no other friendly unit is at its location."""
    return o.zone == "battlefield" and o.designation == "defender" and not any(
        u != oid and st.objs[u].controller == o.controller for u in st.bfs[o.bf].units)


def _alone(st: GameState, o, oid: int) -> bool:
    """740.2.a: no other unit friendly to it (740.1.a: its controller's or a teammate's)
    at its battlefield; another opponent's unit there does not count (FFA)."""
    return o.zone == "battlefield" and not any(
        u != oid and teams.is_ally(st, st.objs[u].controller, o.controller)
        for u in st.bfs[o.bf].units)


CANT_BE_CHOSEN = "cant_be_chosen"


def _shrouded(st: GameState, oid: int) -> bool:
    for m in st.modifiers:           # a loop, not any() over a generator
        if m.target == oid and m.kind == CANT_BE_CHOSEN:
            return True
    return False


def _occupied(st: GameState, sel: Selector, oid: int, controller: str) -> bool:
    """Has battlefield `oid` units of the `occupied` side ("where you have units")?"""
    for b in st.bfs:
        if b.obj != oid:
            continue
        for u in b.units:
            who = st.objs[u].controller
            if sel.occupied == "any" or (sel.occupied == "friendly" and who == controller) \
                    or (sel.occupied == "enemy" and teams.is_opponent(st, who, controller)) \
                    or (sel.occupied == "allied" and teams.is_ally(st, who, controller)):
                return True
    return False


def player_matches(st: GameState, sel: Selector, who, controller: str) -> bool:
    """Is `who` a player the selector can pick (355.9.a): "a player" (any), "an opponent"
    (`controller: enemy`), "you or an ally" (`controller: friendly`), from the side of
    the instruction's controller; one who conceded is out of the game (195)."""
    if who not in st.players or st.players[who].conceded:
        return False
    if sel.controller == "friendly":
        return teams.is_ally(st, who, controller)
    if sel.controller == "enemy":
        return teams.is_opponent(st, who, controller)
    return True


def _here(st: GameState, o, here: int | None, source: int | None) -> bool:
    """Is board object `o` "here"?  At battlefield `here`; with no battlefield, in the
    base the source is in (a base is a location too, 198.1: Trusty Ramhound in base)."""
    if o.zone == "battlefield":
        return here is not None and o.bf == here
    if here is not None or source is None:
        return False
    s = st.objs.get(source)
    return s is not None and s.zone == "base" and s.controller == o.controller


def _same_place(st: GameState, a, b) -> bool:
    """Are two board objects at the same location (the same battlefield, or one base)?"""
    if a.zone == "battlefield" and b.zone == "battlefield":
        return a.bf == b.bf
    return a.zone == b.zone == "base" and a.controller == b.controller


def _controller_ok(st: GameState, sel: Selector, owner_of_obj: str, controller: str) -> bool:
    if sel.controller == "friendly":         # 489.8.e: in 2v2 a teammate's too
        return owner_of_obj == controller or (st.teams is not None and not sel.own and
                                              teams.is_ally(st, owner_of_obj, controller))
    if sel.controller == "enemy":            # an opponent's (a teammate is no enemy)
        return owner_of_obj != controller and (st.teams is None or
                                               teams.is_opponent(st, owner_of_obj, controller))
    if sel.controller == "allied":           # "you or allies control" (engine/teams.py)
        return teams.is_ally(st, owner_of_obj, controller)
    return True


def candidates(db, st: GameState, sel: Selector, controller: str,
               source: int | None = None, here: int | None = None) -> list[int]:
    """Every object the selector could pick now, in a stable order."""
    out = []
    for i in _pool(st, sel):        # a loop, not a comprehension (a function called)
        if matches(db, st, sel, i, controller, source, here):
            out.append(i)
    return out


def count_holds(db, st: GameState, cnt, controller: str, source: int | None = None,
                here: int | None = None) -> bool:
    """A `Count` test: at least `cnt.at_least` objects match `cnt.what` now (or exactly
    `cnt.exactly` of them)."""
    found = candidates(db, st, cnt.what, controller, source, here)
    got = sum(layers.effective_might(db, st, u) for u in found) if cnt.total_might \
        else len(found)                   # "total Might 5 or more": their Mights added up
    return got >= cnt.at_least if cnt.exactly is None else got == cnt.exactly


def has_candidate(db, st: GameState, sel: Selector, controller: str,
                  source: int | None = None, here: int | None = None) -> bool:
    """`bool(candidates(...))`, stopping at the first one (355.8: is there a legal target?)."""
    for i in _pool(st, sel):            # a loop, not any(...): no generator to make
        if matches(db, st, sel, i, controller, source, here):
            return True
    return False


def _pool(st: GameState, sel: Selector) -> list[int]:
    if sel.either and any(alt.at in ("champion", "facedown") for alt in sel.either):
        # alternatives in different zones (Teemo, Swift Scout: Champion Zone or board;
        # Pack of Wonders: a facedown card at a battlefield or a permanent)
        return list(dict.fromkeys(c for alt in sel.either for c in _pool(st, alt)))
    if sel.object == "player":       # the players, in turn order (355.9.a)
        return list(st.order)
    # (lists joined in loops, not comprehensions: each of those is a function called)
    if sel.at in ("trash", "hand", "facedown", "champion"):
        pool = []
        for p in st.order:
            pool += st.players[p].zones[sel.at]
    elif sel.object == "battlefield":
        pool = []
        for b in st.bfs:
            pool.append(b.obj)
    elif sel.object == "spell":
        pool = []
        for i in reversed(st.chain):
            if i.kind == "card" and i.source is not None:
                pool.append(i.source)
    elif sel.object in ("ability", "chain_item"):     # abilities by their items' ids
        pool = chain_targets.pool(st, sel.object)
    elif sel.object == "rune":
        pool = []
        for p in st.order:
            pool += st.players[p].zones["runes"]
    elif sel.object == "object":
        pool = placed(st)
    elif sel.object == "legend":
        pool = []
        for p in st.order:
            pool += st.players[p].zones["legend"]
    else:
        pool = on_board(st)
    return pool


def on_board(st: GameState) -> list[int]:
    """Units and gear on the board: each base in turn order, then each battlefield.
    (Kept while the state is listed: callers only read it.)"""
    kept = frozen.here.kept         # the listing's kept answer, read without fact's call
    if kept is not None and kept[0] is st:
        got = kept[1].get("on_board")
        if got is not None:
            return got
    return frozen.fact(st, "on_board", _on_board, st)


def placed(st: GameState) -> list[int]:
    """Every object in a base, a rune pool or a legend zone (each player in turn order),
    then the units at each battlefield: what an "object" selector picks from, and what
    the Awaken Phase readies (315.1).  A new list: callers may change it."""
    pool = []                       # (loops, not comprehensions: a function each)
    for p in st.order:
        zones = st.players[p].zones
        pool += zones["base"]
        pool += zones["runes"]
        pool += zones["legend"]
    for b in st.bfs:
        pool += b.units
    # attached cards too, after their unit (718.5.b): once a card was attached this game
    return attach.expanded(st, pool) if st.attaching else pool


def _on_board(st: GameState) -> list[int]:
    pool = []
    for p in st.order:
        pool += st.players[p].zones["base"]
    for b in st.bfs:
        pool += b.units
    return attach.expanded(st, pool) if st.attaching else pool
