"""Linked instructions (359.3.e.14): what later instructions of a spell or ability know
about earlier ones.  "Choose a friendly unit and an enemy unit" (`choose`), "that unit"
(`{that: N}`: what instruction N chose), "there" (the battlefield chosen, or where the
chosen object is), "if it is stunned" / "if it is the only unit you control there" /
"if this kills it" (`{it: ...}` conditions), "if you do" (`if_previous: done`), and
spending buffs chosen as the instruction resolves (702.2.b, 355.10.c.1)."""

from __future__ import annotations

import itertools

from . import chain_targets, choices, frozen, layers, targets
from .errors import IllegalAction
from .state import Decision, GameState, Modifier, SUSPEND



def needs_objs(cond) -> bool:
    """Is this a test of the instruction's object (made once its objects are known)?"""
    return getattr(cond, "kind", None) in ("it", "not_it", "it_might_at_most",
                                           "not_it_might_at_most")


def it_holds(db, st: GameState, cond, objs, controller: str | None = None,
             noted: tuple = (), source: int | None = None) -> bool:
    """`{it: PROPERTY}` holds when one of the objects has it; `{not_it: ...}` when none
    does (an object that is gone has no properties: 359.3.e.12).  `{it: enemy}` /
    `{it: friendly}` ("if it was an enemy unit"): whose it was as the previous instruction
    affected it (`noted`: (controller, owner) pairs), else whose it is now."""
    if cond.value in ("enemy", "friendly") and controller is not None:
        sides = [c for c, _ in noted] if noted else \
            [st.objs[o].controller for o in objs if o in st.objs]
        found = any((c == controller) == (cond.value == "friendly") for c in sides)
        return found if cond.kind == "it" else not found
    if cond.value in ("weaker", "with_me"):
        # "if it has less Might than me" / "another unit you control here" (Soraka, Wanderer):
        # measured against the ability's source, on the board
        me = st.objs.get(source) if source is not None else None
        found = me is not None and me.zone in ("base", "battlefield") and any(
            _beside(db, st, cond.value, me, source, o) for o in objs if o in st.objs)
        return found if cond.kind == "it" else not found
    if cond.kind.endswith("it_might_at_most"):     # "if it has N Might or less"
        found = any(st.objs[o].zone in ("base", "battlefield") and
                    layers.effective_might(db, st, o) <= cond.value
                    for o in objs if o in st.objs)
        return found if cond.kind == "it_might_at_most" else \
            any(o in st.objs and st.objs[o].zone in ("base", "battlefield") for o in objs) \
            and not found                # "Otherwise": it is there, with more Might
    found = any(_is(db, st, cond.value, o) for o in objs if o in st.objs)
    return found if cond.kind == "it" else not found


def _beside(db, st: GameState, what: str, me, source: int, oid: int) -> bool:
    o = st.objs[oid]
    if o.zone not in ("base", "battlefield"):
        return False
    if what == "weaker":
        return layers.effective_might(db, st, oid) < layers.effective_might(db, st, source)
    if o.zone != me.zone:                                   # "here": my location (198.1)
        return False
    return o.bf == me.bf if o.zone == "battlefield" else o.controller == me.controller


def _is(db, st: GameState, what: str, oid: int) -> bool:
    o = st.objs[oid]
    if what == "unit_card":          # "when you burn a unit this way": a card in any zone
        return db.get(o.card).type == "unit"
    if o.zone not in ("base", "battlefield"):
        return False
    if what == "stunned":
        return o.stunned                                             # 423
    if what == "mighty":
        return layers.might(db, st, oid) >= layers.MIGHTY                   # 707
    if what == "attacking":
        return o.designation == "attacker"                                  # 463.1.a
    if what == "at_battlefield":
        return o.zone == "battlefield"
    if what == "in_combat":
        return o.designation is not None                                    # 463.1
    if what == "empowered":
        return o.empowered                                                  # 441.2
    if what == "equipped":                                                  # 818.3
        from .attach import equipped
        return o.zone in ("base", "battlefield") and equipped(db, st, oid)
    if what == "equipment":                                                 # 818.1.a
        return any(t.lower() == "equipment" for t in db.get(o.card).tags)
    if what == "killed":
        # "if this kills it": the damage just dealt is lethal, so it dies in the cleanup
        # that follows (142.4.a, 323.5)
        return db.get(o.card).type == "unit" and layers.has_lethal_damage(db, st, oid)
    if what == "alone":
        # "the only unit you control there": no other unit of its controller at its place
        place = st.bfs[o.bf].units if o.zone == "battlefield" else \
            st.players[o.controller].zones["base"]
        return not any(u != oid and st.objs[u].controller == o.controller
                       and db.get(st.objs[u].card).type == "unit" for u in place)
    raise ValueError(f"unknown property {what!r}")   # the loader admits only IT_IS


def chosen(item, ref: int) -> tuple:
    """What instruction `ref` (1-based) of the item chose."""
    return item.targets[ref - 1] if ref - 1 < len(item.targets) else ()


def battlefields_of(eng, st: GameState, ids) -> list[int]:
    """The battlefields these chosen ids are or stand at: a battlefield chosen itself, or
    where a chosen unit or gear is now (359.3.f.2: read as the instruction executes)."""
    out = []
    for t in ids:
        k = eng.bf_of_obj(st, t)
        if k is None and t in st.objs and st.objs[t].zone == "battlefield":
            k = st.objs[t].bf
        if k is not None and k not in out:
            out.append(k)
    return out


def that_objs(st: GameState, item, ref: int):
    """`{that: N}`: the objects instruction N chose, still on the board, or a chosen spell
    still on the chain ("counter that spell": Riposte); None when all of them are gone: the
    instruction is ignored, 359.3.e.5)."""
    picked = chosen(item, ref)
    alive = tuple(t for t in picked if t in st.objs and
                  st.objs[t].zone in ("base", "battlefield", "battlefields", "chain"))
    return alive if alive or not picked else None


def there(eng, st: GameState, item, i: int, effects):
    """`dest: there`: the battlefield of the nearest earlier instruction's choice; None when
    it can no longer be known (the chosen object left the board or is in base)."""
    for k in range(i - 1, -1, -1):
        sel = effects[k].target
        if sel is None or sel.object == "player":     # a player is no place
            continue
        if sel.kind == "choose" or (sel.kind == "all" and sel.location is not None
                                    and sel.location.kind == "choose"):
            bfs = battlefields_of(eng, st, chosen(item, k + 1))
            return bfs[0] if bfs else None
    return item.event_at      # nothing chosen before: where the trigger's event happened


def same_place(eng, st: GameState, item, sel, cands) -> list:
    """A choice `at: {that: N}`: only objects at the location of instruction N's choice
    ("a friendly unit and an enemy unit at the same battlefield", "another enemy unit at
    its destination"): a battlefield chosen itself, where a chosen object is now (its
    battlefield, or its controller's base).  `apart_from: N`: only objects elsewhere than
    that ("a unit you control at a different location", Resonating Strike)."""
    if sel.apart_from is not None:            # "at a different location" than that one
        away = _places(eng, st, chosen(item, sel.apart_from))
        cands = [c for c in cands if st.objs[c].zone in ("base", "battlefield")
                 and _place(st.objs[c]) not in away]
    if sel.chooses is not None and sel.chooses.kind == "that":    # "that chooses it"
        cands = chain_targets.link_filter(eng.db, st, sel, cands,
                                          chosen(item, sel.chooses.ref), item.controller)
    if sel.same_controller is not None:      # "with the same controller" as that one
        # a chosen player is "they": "a unit in their trash" is theirs (Kharox, 355.9.a)
        whose = {t if isinstance(t, str) else st.objs[t].controller
                 for t in chosen(item, sel.same_controller) if isinstance(t, str) or t in st.objs}
        cands = [c for c in cands if (st.objs[c].owner if st.objs[c].zone == "trash"
                                      else st.objs[c].controller) in whose]
    if isinstance(sel.less_might_than, int) and not isinstance(sel.less_might_than, bool):
        # "with less Might than it" (the unit instruction N chose, now)
        than = [t for t in chosen(item, sel.less_might_than)
                if t in st.objs and st.objs[t].zone in ("base", "battlefield")]
        top = max((layers.effective_might(eng.db, st, t) for t in than), default=None)
        cands = [c for c in cands if top is not None and
                 layers.effective_might(eng.db, st, c) < top]
    loc = sel.location
    if loc is None or loc.kind != "that":
        return cands
    places = _places(eng, st, chosen(item, loc.ref))
    return [c for c in cands if st.objs[c].zone in ("base", "battlefield")
            and _place(st.objs[c]) in places]


def _places(eng, st: GameState, objs) -> set:
    """The locations of chosen objects: a chosen battlefield itself, where a chosen object
    is now (its battlefield, or its controller's base)."""
    places = set()
    for t in objs:
        k = eng.bf_of_obj(st, t)
        if k is not None:
            places.add(("bf", k))
        elif t in st.objs and st.objs[t].zone in ("base", "battlefield"):
            places.add(_place(st.objs[t]))
    return places


def _place(o):
    return ("bf", o.bf) if o.zone == "battlefield" else ("base", o.controller)


def toggle_places(eng, st: GameState, movers) -> list:
    """"Move a friendly unit to or from its base": from a battlefield to base, from base to
    a battlefield it may move to."""
    if not movers:
        return ["base"] + list(range(len(st.bfs)))
    o = st.objs[movers[0]]
    if o.zone == "battlefield":
        return ["base"]
    return [k for k in range(len(st.bfs)) if eng.can_move_to(st, movers[0], k)]


def spend_buff(eng, st: GameState, eff, item, answer):
    """702.2.b: spend the buffs of up to `amount` (0: any number of) units the player
    controls (702.2.b.2), chosen as it resolves (355.10.c.1: a cost in the instruction,
    not a target).  Returns the units whose buff was spent."""
    who = item.controller
    buffed = [u for u in targets.on_board(st) if st.objs[u].controller == who
              and st.objs[u].buffs > 0 and eng.db.get(st.objs[u].card).type == "unit"]
    most = len(buffed) if not eff.amount else min(eff.amount, len(buffed))
    if answer is None:
        if not buffed:
            st.say(f"  {item.card}: {who} has no buff to spend (702.2.b.1)")
            return (), True
        what = "a buff" if most == 1 else "buffs"
        st.pending = Decision(who, "choose", f"{item.label}: you may spend {what}: choose "
                              f"the units (or none)", tuple(buffed), ("instruction",), 0, most)
        return SUSPEND
    for u in answer:
        st.set(u, buffs=st.objs[u].buffs - 1)
        st.say(f"  {item.card}: {who} spends the buff of {eng.ref(st, u)} (702.2.b)")
        eng.fire(st, "spend_buff", subject=u, player=who)
    return tuple(answer), not answer


def win(st: GameState, who: str, card: str) -> None:
    """195: a player wins the game when an effect instructs them to; the game ends (196)."""
    if st.winner is None:
        st.winner = who
        st.pending = None
        st.say(f"  {card}: {who} wins the game (195)")


def not_chosen_before(item, prev, objs) -> tuple:
    """"All other ...": leave out what the previous instruction affected ("deal 2 to an
    enemy unit here and 1 to all other enemy units here")."""
    return tuple(o for o in objs if o not in prev)


def ask(st: GameState, who: str, eff, item) -> None:
    """"Unless its controller has you draw 2": `who` answers yes (it happens) or no."""
    if eff.ask == "you":                 # "you may ..." decided on resolution (383.3.a.3)
        from . import seen
        private = seen.offer_is_private(st, item)
        st.pending = Decision(who, "yes_no", f"{item.label}: you may {seen.may_words(eff)}: "
                              f"do it? (383.3.a.3)", ("yes", "no"),
                              ("instruction", "private" if private else "public"))
        return
    if eff.ask == "that_player":         # "that player may pay [1] to channel 1 rune"
        from ..cards.phrases import render_cost
        pay = f"pay {render_cost(eff.pay)} to " if eff.pay is not None else ""
        st.pending = Decision(who, "yes_no", f"{item.label}: you may {pay}{eff.op} "
                              f"{eff.amount}: do it?", ("yes", "no"), ("instruction",))
        return
    if eff.op == "pay":                  # "unless its controller pays [2]"
        from ..cards.phrases import render_cost
        what = f"pay {render_cost(eff.pay)}"
    else:
        what = {"draw": f"have {item.controller} draw {eff.amount}"}.get(
            eff.op, f"let {item.controller} do it ({eff.op})")
    st.pending = Decision(who, "yes_no", f"{item.label}: {what}? (otherwise the rest of "
                          f"it happens)", ("yes", "no"), ("instruction",))


def swap(eng, st: GameState, item, objs, prev=None):
    """Tideturner: "move me to its location and it to my original location" (420): two
    moves, mine first; nothing if either has left the board or they share a place.  With
    `prev` (`fighter: previous`), the previous instruction's unit takes my part: "move each
    to the other's location" (Smoke and Mirrors)."""
    first = item.source if prev is None else next(iter(prev), None)
    me = st.objs.get(first) if first is not None else None
    board = ("base", "battlefield")
    other = next((o for o in objs if o in st.objs and st.objs[o].zone in board), None)
    if me is None or me.zone not in board or other is None:
        st.say(f"  {item.card}: the two units are not both on the board: no move")
        return (), True
    mine = me.bf if me.zone == "battlefield" else "base"
    theirs = st.objs[other].bf if st.objs[other].zone == "battlefield" else "base"
    if mine == theirs:
        return (), True
    eng.move_units(st, (first,), theirs, why=f"({item.card}, 420)")
    if other in st.objs and st.objs[other].zone in board:
        eng.move_units(st, (other,), mine, why=f"({item.card}, 420)")
    return (other,), False


MAX_SPLIT_LINES = 200      # listed splits; any other legal one is still accepted by rule


def split_deal(eng, st: GameState, eff, objs, item, answer):
    """355.14: the amount is divided among the targets still legal as it resolves, each
    getting at least 1 (355.14.f-g); the controller answers `assign REF=N, ...`."""
    from . import damage
    units = [t for t in objs if t in st.objs]
    # 715.3: Bonus Damage (Annie, Fiery) raises the total that is split
    total = eff.amount + damage.own_bonus(eng.db, st, item.controller)
    if not units or total <= 0:
        return (), True
    if answer is None:
        splits = _splits(units, total)
        if len(splits) == 1:
            # one legal split (one target left, or 1 each): the engine gives it and logs
            # it as the controller's line (NOTATION.md: forced answers)
            answer = splits[0]
            st.say(f"{item.controller}: assign "
                   + ", ".join(f"{eng.ref(st, u)}={n}" for u, n in answer))
        else:
            how = "each at least 1, 355.14" if len(units) <= total else \
                f"more targets than damage: 1 to each of {total}, the rest cease being " \
                f"targets, 355.14.h"
            st.pending = Decision(item.controller, "assign",
                                  f"{item.label}: split {total} damage among "
                                  f"{len(units)} targets ({how})",
                                  tuple(splits), ("split", (), None, tuple(units), total))
            return SUSPEND
    for u, n in answer:
        eng.deal(st, u, n, source=f"{item.card}: ", by=item.controller, split=True)
    return tuple(units), False


def _splits(units, total):
    out = []

    def go(k, left, acc):
        if len(out) >= MAX_SPLIT_LINES:
            return
        if k == len(units) - 1:
            out.append(tuple(acc + [(units[k], left)]))
            return
        for n in range(1, left - (len(units) - k - 1) + 1):
            go(k + 1, left - n, acc + [(units[k], n)])
    if total >= len(units):
        go(0, total, [])
    else:                   # 355.14.h: `total` targets stay, 1 each; the rest cease
        for kept in itertools.islice(itertools.combinations(units, total), MAX_SPLIT_LINES):
            out.append(tuple((u, 1) for u in kept))
    return out


def split_why(units, total: int, given: dict) -> str | None:
    if any(u not in units for u in given):
        return "damage can only be split among the targets (355.14.a)"
    if len(units) > total:
        # 355.14.h-h.1: more targets than damage: the controller keeps exactly as many
        # targets as there is damage (never fewer), each dealt 1
        if len(given) != total or any(n != 1 for n in given.values()):
            return f"more targets than damage: deal 1 to each of exactly {total} of them, " \
                   f"the rest cease being targets (355.14.h.1)"
        return None
    if set(given) != set(units):
        return "each target must be dealt at least 1 damage (355.14.f)"
    if any(n < 1 for n in given.values()):
        return "each target must be dealt at least 1 damage (355.14.g)"
    if sum(given.values()) != total:
        return f"split exactly {total} damage (assigned {sum(given.values())})"
    return None


def answer_split(eng, st: GameState, dec, given: dict) -> None:
    """The controller's `assign` for an instruction's split: checked by rule, then the
    instruction goes on resolving with it."""
    _, _, _, units, total = dec.context
    why = split_why(units, total, given)
    if why:
        raise IllegalAction(why)
    eng.answer_instruction(st, tuple(given.items()))


def _group_problem(eng, st: GameState, sel, group) -> str | None:
    if sel.together == "controller":        # "with the same controller" (Tricksy Tentacles)
        if len({st.objs[t].controller for t in group if t in st.objs}) > 1:
            return "the chosen units must all have the same controller"
    elif sel.together == "location":        # "at the same location": a base is one too
        places = {(st.objs[t].zone, st.objs[t].bf, st.objs[t].controller
                   if st.objs[t].zone == "base" else None) for t in group if t in st.objs}
        if len(places) > 1:
            return "the chosen units must all be at one location"
    elif sel.together:
        places = {(st.objs[t].zone, st.objs[t].bf) for t in group if t in st.objs}
        if len(places) > 1 or any(z != "battlefield" for z, _ in places):
            return "the chosen units must all be at one battlefield"
    if sel.each_location:                   # "up to one enemy unit at each location"
        places = [(st.objs[t].zone, st.objs[t].bf, st.objs[t].controller
                   if st.objs[t].zone == "base" else None) for t in group if t in st.objs]
        if len(set(places)) < len(places):
            return "at most one of the chosen units may be at each location"
    if sel.max_total_might is not None:
        total = sum(layers.effective_might(eng.db, st, t) for t in group if t in st.objs)
        if total > sel.max_total_might:
            return f"the chosen units have {total} Might in all; at most " \
                   f"{sel.max_total_might} may be chosen"
    return None


def group_why(eng, st: GameState, item, group) -> str | None:
    """Targets chosen together under a group limit ("any number of units at a battlefield
    with total Might 4 or less", 355.9): why this group breaks it, or None."""
    effects = eng.item_effects(st, item)
    i = len(item.targets)
    if i >= len(effects) or effects[i].target is None:
        return None
    sel = effects[i].target
    if sel.kind != "choose" or (sel.max_total_might is None and not sel.together and
                                not sel.each_location):
        return None
    return _group_problem(eng, st, sel, group)


def limited_group(eng, st: GameState, sel, objs, item, answer):
    """As it resolves, targets that no longer meet the limit together: the controller
    chooses a subset of them that does (355 example, FAQ: Fox-Fire)."""
    alive = tuple(t for t in objs if t in st.objs)
    if answer is not None:
        return tuple(answer)
    if _group_problem(eng, st, sel, alive) is None:
        return alive
    st.pending = Decision(item.controller, "choose",
                          f"{item.label}: the targets no longer meet the limit; choose which "
                          f"of them it affects", alive, ("instruction", sel), 0, len(alive))
    return SUSPEND


def group_limit(dec):
    """The selector whose group limit a choice made on resolution must meet, or None.
    ("instruction", sel) here; zones.py's ("instruction", "private"/"public") says who
    sees the cards, not a limit."""
    ctx = dec.context
    if ctx and ctx[0] == "instruction" and len(ctx) > 1 and not isinstance(ctx[1], str):
        return ctx[1]
    return None


def resolving_group_why(eng, st: GameState, sel, group) -> str | None:
    return _group_problem(eng, st, sel, group)


def note_excess(eng, st: GameState, combat, assigned: dict, att, dfn) -> None:
    """Remember the excess combat damage each side assigned: what goes beyond lethal
    (142.4.b: the unit's Might less the damage it has, at least 1).  It lasts the turn,
    noted for the battlefield of the combat."""
    for who, into in ((combat.attacker, dfn), (combat.defender, att)):
        extra = 0
        for u in into:
            if u not in st.objs or not assigned.get(u):
                continue
            lethal = max(1, layers.might(eng.db, st, u) - st.objs[u].damage)
            extra += max(0, assigned[u] - lethal)
        if extra:
            st.modifiers.append(Modifier(-1, "happened", extra, keyword="excess",
                                         until="turn", source=f"{who}:{combat.bf}"))
            st.say(f"  {who} assigned {extra} excess damage (465.2.c)")


def excess(st: GameState, player: str, here) -> int:
    """The most excess combat damage `player` assigned at battlefield `here` this turn."""
    key = f"{player}:{here}"
    return max((m.amount for m in st.modifiers if m.kind == "happened"
                and m.keyword == "excess" and m.source == key), default=0)


def beside_own(eng, st: GameState, mover: int, place) -> bool:
    """Is there another unit with `mover`'s controller at `place` (its base, or a
    battlefield index)?  Temptation: "a location where there's a unit with the same
    controller"."""
    o = st.objs.get(mover)
    if o is None:
        return False
    units = st.players[o.controller].zones["base"] if place == "base" else st.bfs[place].units
    return any(u != mover and st.objs[u].controller == o.controller and
               eng.db.get(st.objs[u].card).type == "unit" for u in units)


def _later_at_that(effects, i: int):
    """The later instructions whose choice is `at: {that: i + 1}` (the same place)."""
    choice_count, choice_selector = choices.choice_count, choices.choice_selector
    for eff in effects[i + 1:]:
        if eff.do_this:          # a reflexive trigger chooses on its own (388.1)
            break
        sel = choice_selector(eff.target)
        if sel is not None and sel.location is not None and sel.location.kind == "that" \
                and sel.location.ref == i + 1 and choice_count(eff.target)[0] > 0:
            yield sel, choice_count(eff.target)[0]


def _later_apart(effects, i: int):
    """The later instructions whose choice is `apart_from: i + 1` (elsewhere than it), or
    `same_controller: i + 1` (controlled by whoever controls it)."""
    choice_count, choice_selector = choices.choice_count, choices.choice_selector
    for eff in effects[i + 1:]:
        if eff.do_this:
            break
        sel = choice_selector(eff.target)
        if sel is not None and (i + 1 in (sel.apart_from, sel.same_controller) or
                                sel.chooses is not None and sel.chooses.ref == i + 1) and \
                choice_count(eff.target)[0] > 0:
            yield sel, choice_count(eff.target)[0]


def _place_of(eng, st: GameState, t):
    k = eng.bf_of_obj(st, t)
    if k is not None:
        return ("bf", k)
    o = st.objs.get(t)
    return _place(o) if o is not None and o.zone in ("base", "battlefield") else None


def linkable(eng, st: GameState, controller: str, effects, i: int, cand, source, here,
             hidden_at) -> bool:
    """355.8: choosing `cand` for instruction i must leave every later "at the same
    battlefield" choice enough objects there (Facebreaker), and every later "at a
    different location" choice enough objects elsewhere (Resonating Strike)."""
    for sel, lo in _later_apart(effects, i):
        there = eng.choice_candidates(st, controller, sel, source, here, hidden_at)
        if sel.same_controller is not None:
            whose = st.objs[cand].controller if cand in st.objs else None
            there = [t for t in there if st.objs[t].controller == whose]
        if sel.apart_from is not None:
            place = _place_of(eng, st, cand)
            there = [t for t in there if _place_of(eng, st, t) != place]
        if sel.chooses is not None and sel.chooses.ref == i + 1:    # "that chooses it"
            there = chain_targets.link_filter(eng.db, st, sel, there, (cand,), controller)
        if sum(1 for t in there if t != cand) < lo:
            return False
    for sel, lo in _later_at_that(effects, i):
        there = eng.choice_candidates(st, controller, sel, source, here, hidden_at)
        place = _place(st.objs[cand]) if cand in st.objs and \
            st.objs[cand].zone in ("base", "battlefield") else None
        if place is None or sum(1 for t in there if t != cand and
                                _place(st.objs[t]) == place) < lo:
            return False
    return True


def apart_later(effects, i: int) -> bool:
    """Does a later choice have to be elsewhere than instruction i's?"""
    return i in _apart_indices(effects)


@frozen.per_object
def _apart_indices(effects) -> frozenset:
    """The instructions a later choice must be elsewhere than: read once per card's
    instructions (every choice asks it, and nearly no card has one)."""
    return frozenset(i for i in range(len(effects)) if any(True for _ in _later_apart(effects, i)))


def any_linkable(eng, st: GameState, controller: str, effects, i: int, cands, source, here,
                 hidden_at) -> bool:
    return any(linkable(eng, st, controller, effects, i, c, source, here, hidden_at)
               for c in cands)
