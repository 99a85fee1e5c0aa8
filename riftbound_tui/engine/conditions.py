"""Conditions: "if it's your turn", "while I'm buffed", "if you have 8+ points",
"if an enemy unit died this turn" (cards/README.md, `Condition`; a `Count` is the test
"there are N+ objects that match").

A condition on a trigger is part of the trigger condition, tested as the event happens
(383.2.a.1); on an instruction it is tested as the instruction resolves; on a static
ability it is tested continuously, whenever a characteristic is read (473-480).

What happened this turn (a unit died, a card was discarded) is noted as a `happened`
modifier that lasts the turn, so it expires with the turn's other 'this turn' effects
(317.2.c) and travels with every copy of the state.
"""

from __future__ import annotations

from ..cards.model import Condition, Count
from . import attach, effect_memory, frozen, layers, linked, rule_changes, targets, teams
from .state import GameState, Modifier



DIED_BEGINNING = "died_in_beginning"   # a death during the turn's Beginning Phase (315.2)
CONQUERED = "conquered"                # a unit there as its player conquered (469.1)


@frozen.per_object
def conquest_watchers(db) -> frozenset[str]:
    """The cards that ask whether a unit conquered this turn (Blighted Battleaxe): while
    none is on the board, conquests are not noted."""
    kinds = ("conquered_this_turn", "not_conquered_this_turn")

    def asks(cond) -> bool:
        if isinstance(cond, Condition) and cond.kind == "all":
            return any(asks(c) for c in cond.value)
        return isinstance(cond, Condition) and cond.kind in kinds
    return frozenset(c.name for c in _conditional(db) for ab in c.abilities
                     if (ab.trigger is not None and asks(ab.trigger.only_if))
                     or asks(ab.holds) or any(asks(e.only_if) for e in ab.effects))


def note(st: GameState, what: str, player: str, card_type: str = "") -> None:
    """Remember that `what` ('died', 'discarded') happened to `player`'s card this turn."""
    st.modifiers.append(Modifier(-1, "happened", keyword=what, until="turn",
                                 source=f"{player}:{card_type}"))


def _conditional(db) -> list:
    """The cards with a condition (the facet `conditional`, cards/facets.py), where the
    readers above look: `db.all()` would decode every card of a cached database (900 of
    them, 8 MB, at a game's first answers)."""
    having = getattr(db, "having", None)
    return list(db.all()) if having is None else [db.get(n) for n in having("conditional")]


CHOSE_ENEMY = "chose_enemy_unit"


_ASKERS: dict = {}       # id(card database) -> names of cards asking "chosen an enemy unit"


def _askers(db) -> frozenset:
    got = _ASKERS.get(id(db))
    if got is None:
        got = _ASKERS[id(db)] = frozenset(
            c.name for c in _conditional(db) for a in c.abilities
            if a.holds is not None and CHOSE_ENEMY in repr(a.holds))
    return got


def note_chosen(db, st: GameState, it) -> None:
    """"If you've chosen an enemy unit this turn": a finalized item of `it.controller` has
    an opponent's unit on the board among its targets (355.7).  Noted only in a game with
    a card that asks (Hungry Wolf), so other games are as they were."""
    player = it.controller
    names = _askers(db)
    if not names or names.isdisjoint(st.in_game) or happened(st, CHOSE_ENEMY, player):
        return
    for ts in it.targets:
        for t in ts:
            o = st.objs.get(t) if isinstance(t, int) else None
            if o is not None and o.zone in ("base", "battlefield") and \
                    db.get(o.card).type == "unit" and o.controller != player:
                note(st, CHOSE_ENEMY, player)
                return


def happened(st: GameState, what: str, player: str | None = None,
             card_type: str | None = None) -> bool:
    for m in st.modifiers:
        if m.kind != "happened" or m.keyword != what:
            continue
        who, _, kind = m.source.partition(":")
        if (player is None or who == player) and (card_type is None or kind == card_type):
            return True
    return False


def plays_this_turn(st: GameState, player: str) -> int:
    """Cards `player` has finalized this turn (812 Legion); a scenario's
    `played_this_turn` (names only) counts for the turn player."""
    extra = len(st.played_this_turn) - len(st.played_by)
    return st.played_by.count(player) + (extra if player == st.turn_player else 0)


SPENT = "energy_spent"     # the Energy paid for a spell (noted when a card asks: reads:spent)


def follow_spent(st: GameState, old: int, new: int) -> None:
    """The Energy spent on a spell, noted on it on the chain, follows it to the zone it
    resolved to (its play trigger's subject, 419.4.a)."""
    for k, m in enumerate(st.modifiers):      # a loop: most resolutions have none
        if m.kind == SPENT and m.target == old:
            st.modifiers[k] = Modifier(new, SPENT, amount=m.amount, until="turn")


def played_types(db, st: GameState, players) -> set[str]:
    """The types of the cards `players` have played this turn (a scenario's names without
    players are the turn player's, as plays_this_turn); tokens are not cards (185)."""
    extra = len(st.played_this_turn) - len(st.played_by)
    who = (st.turn_player,) * extra + st.played_by
    return {db.get(name).type for p, name in zip(who, st.played_this_turn) if p in players}


def _opponent_played(db, st: GameState, kind: str, controller: str, item) -> bool:
    """Has an opponent played a card of `kind` this turn besides the cards the resolving
    item chose ("counter a spell if an opponent has played another spell": the chosen
    spell was counted as it was finalized)?"""
    extra = len(st.played_this_turn) - len(st.played_by)
    who = (st.turn_player,) * extra + st.played_by
    opps = st.opponents(controller)
    n = sum(1 for p, name in zip(who, st.played_this_turn)
            if p in opps and db.get(name).type == kind)
    for t in (t for ts in (item.targets if item is not None else ()) for t in ts):
        o = st.objs.get(t) if isinstance(t, int) else None
        if o is not None and o.zone == "chain" and o.controller in opps and \
                db.get(o.card).type == kind:
            n -= 1
    return n >= 1


def _count_there(db, st: GameState, cnt: Count, controller: str, source, item) -> bool:
    """A count `at: {that: N}` in an instruction's `if:`: the objects at the battlefield
    instruction N chose, or where what it chose is now ("if you have exactly two units
    there", Shadow Dash; 359.3.f.2)."""
    from dataclasses import replace
    bfs = []
    for t in linked.chosen(item, cnt.what.location.ref):
        k = next((k for k, b in enumerate(st.bfs) if b.obj == t), None)
        if k is None and t in st.objs and st.objs[t].zone == "battlefield":
            k = st.objs[t].bf
        if k is None:                  # moved to base by this effect: where it left
            k = effect_memory.left_from(st, item, t)
        if k is not None and k not in bfs:
            bfs.append(k)
    sel = replace(cnt.what, location=None, at="here")
    got = sum(len(targets.candidates(db, st, sel, controller, source, k)) for k in bfs)
    return got >= cnt.at_least if cnt.exactly is None else got == cnt.exactly


def inactive(db, st: GameState, cond, controller: str, source: int) -> str | None:
    """Why an ability gated by `cond` (an activated ability's `while:`) is inactive now,
    or None when it is active (727.1.b)."""
    if holds(db, st, cond, controller, source):
        return None
    if isinstance(cond, Condition) and cond.kind == "level":
        return f"Level {cond.value}: {controller} has {st.players[controller].xp} XP, not " \
               f"{cond.value} or more (824.1.b.1, 824.1.d)"
    return "its condition is not met (727.1.b)"


def level_unreached(st: GameState, eff, controller: str) -> bool:
    """An instruction of a Level N ability (`if: {level: N}`) whose controller has fewer
    than N XP: the card does not have that text now (824.1.b.1), so the instruction makes
    no choices as the card is played (355.5); read again as it resolves."""
    cond = eff.only_if
    return isinstance(cond, Condition) and cond.kind == "level" and \
        st.players[controller].xp < cond.value


def _is_played_kind(card, k: str) -> bool:
    if k == "played_spell":
        return card.type == "spell"
    return card.type == "gear" and any(t.lower() == "equipment" for t in card.tags)


def holds(db, st: GameState, cond, controller: str, source: int | None = None,
          here: int | None = None, it=(), item=None) -> bool:
    """Does the condition hold now for an ability of `source` controlled by `controller`?
    `it` is what `{it: ...}` tests (a trigger's subject); `item` the resolving chain item
    (`{revealed: DOMAIN}` tests what it revealed)."""
    if isinstance(cond, Count):
        if cond.what.at == "with_this":      # "if there are four spells banished with me"
            from .banished_with import count_holds     # (398: this card's own banishments)
            return count_holds(db, st, cond, controller, item)
        loc = cond.what.location
        if loc is not None and loc.kind == "that" and item is not None:
            return _count_there(db, st, cond, controller, source, item)
        return targets.count_holds(db, st, cond, controller, source, here)
    assert isinstance(cond, Condition)
    k, n = cond.kind, cond.value
    if k == "all":                            # a list of conditions: each must hold
        for part in n:
            if not holds(db, st, part, controller, source, here, it, item):
                return False
        return True
    if k == "not":                            # the inner condition does not hold
        return not holds(db, st, n, controller, source, here, it, item)
    if linked.needs_objs(cond):
        return linked.it_holds(db, st, cond, it, controller, source=source)
    me = st.objs.get(source) if source is not None else None
    if k == "your_turn":
        return st.turn_player == controller
    if k == "not_your_turn":
        return st.turn_player != controller
    if k == "opponents_turn":                 # a teammate's turn is no opponent's (489)
        return teams.is_opponent(st, st.turn_player, controller)
    if k == "at_battlefield":
        return me is not None and me.zone == "battlefield"
    if k == "showdown_here":                  # "during showdowns here" (341)
        return here is not None and st.showdown is not None and st.showdown.bf == here
    if k == "in_combat":                      # 463.1: an attacker or a defender
        return me is not None and me.zone == "battlefield" and me.designation is not None
    if k in ("conquered_this_turn", "not_conquered_this_turn"):   # 469.1 (combat.py notes)
        done = source is not None and any(m.kind == "happened" and m.keyword == CONQUERED
                                          and m.target == source for m in st.modifiers)
        return done if k == "conquered_this_turn" else not done
    if k == "in_showdown":                    # 341: "during a showdown"
        return st.showdown is not None
    if k == "attached_this_turn":             # an Equipment's "if this was attached to me
        return me is not None and any(        # this turn" (statics.py reads which one)
            attach.attached_this_turn(st, g, source) for g in me.gear)
    if k == "from_hand":                      # "if you played this from your hand"
        return item is not None and item.from_hand
    if k == "empowered":                      # 828.1.b.1: "while I have the Empowered status"
        return me is not None and me.empowered
    if k == "not_damaged_this_turn":          # "if I haven't been dealt damage this turn"
        return not any(m.kind == "happened" and m.target == source and
                       m.keyword == "dealt_damage" for m in st.modifiers)
    if k == "not_empowered":                  # "if I'm Empowered, ... instead" (828)
        return me is None or not me.empowered
    if k == "not_in_combat":                  # "unless I'm in combat" (463.1)
        return me is None or me.zone != "battlefield" or me.designation is None
    if k in ("beginning_phase", "not_beginning_phase"):   # "if it's your Beginning Phase"
        now = st.turn_player == controller and st.phase == "beginning"          # (315)
        return now if k == "beginning_phase" else not now
    if k == "played":                         # "if you've played a unit, a gear and a spell"
        return set(n) <= played_types(db, st, (controller,))
    if k == "killed_might_at_most":           # "if it had 3 Might or less" (as it died)
        from .zone_picks import killed_might
        had = killed_might(st, item)
        return had is not None and had <= n
    if k == "spent":                          # "if you spent [4] or more" (on that spell)
        return any(m.kind == SPENT and m.target in it and m.amount >= n for m in st.modifiers)
    if k == "opponent_played":                # "if an opponent has played another spell
        return _opponent_played(db, st, n, controller, item)          # this turn"
    if k == "empowered_times":                # "while I'm [Empowered] three times"
        from .empower import times
        return me is not None and times(st, source) >= n
    if k == "buffed":
        return me is not None and me.buffs > 0 and me.zone in ("base", "battlefield")
    if k == "mighty":
        return me is not None and me.zone in ("base", "battlefield") and \
            layers.might(db, st, source) >= layers.MIGHTY
    if k == "legion":
        # 812: another card played this turn (a card on the chain or in hand is not yet
        # counted, so any finalized card is "another")
        # a resolving spell was counted as it was finalized: it is not "another" card
        own = 1 if source is not None and source in st.objs and \
            st.objs[source].zone == "chain" else 0
        return plays_this_turn(st, controller) - own >= 1
    if k in ("played_spell", "played_equipment"):   # "if you've played a spell / an
        names = st.played_this_turn                  # Equipment this turn"
        whos = (st.turn_player,) * (len(names) - len(st.played_by)) + st.played_by
        return any(w == controller and _is_played_kind(db.get(n), k)
                   for n, w in zip(names, whos) if n in db)
    if k in ("paid", "not_paid"):          # 356.2.b: "if you do" / "otherwise"
        done = any(m.kind == "paid" and m.target == source for m in st.modifiers)
        return done if k == "paid" else not done
    if k == "excess_damage":
        return linked.excess(st, controller, here) >= n
    if k == "control_here":
        return here is not None and st.bfs[here].controller == controller
    if k in ("revealed", "not_revealed"):      # its domain, or its type (424)
        from .looks import revealed_domains, revealed_types
        got = n in revealed_domains(db, st, item) or n in revealed_types(db, st, item)
        return got if k == "revealed" else not got
    if k == "chosen_enemies":                # spells and unit abilities that chose enemies
        return st.players[controller].enemy_choices >= n
    if k == "spent_power":                   # power spent on costs this turn (357)
        return st.players[controller].spent[0] >= n
    if k == "spent_on_a_spell":              # Energy spent to play one spell this turn
        return st.players[controller].spent[1] >= n
    if k == "chosen_tags":                    # "if you choose a Bird, Cat, Dog, or Poro"
        tags = {t.lower() for t in n}
        return item is not None and any(
            t in st.objs and tags & {x.lower() for x in db.get(st.objs[t].card).tags}
            for ts in item.targets for t in ts if isinstance(t, int))
    if k == "any_chosen":                     # "if at least one of them has [Temporary]"
        from .layers import has_keyword
        return item is not None and any(
            t in st.objs and st.objs[t].zone in ("base", "battlefield") and
            has_keyword(db, st, t, n) for ts in item.targets for t in ts
            if isinstance(t, int))
    if k == "discarded":                      # "based on the discarded card's type"
        return effect_memory.discarded_type(db, st, item, n)
    if k == "friendly_tags":                  # "if your units have all of the following
        have: set[str] = set()                # tags among them" (Ivern, Friend to All)
        for oid, ctl in frozen.board(st):
            if ctl == controller and db.get(st.objs[oid].card).type == "unit":
                have |= attach.tags(db, st, oid)
        return all(t.lower() in have for t in n)
    if k == "revealed_tags":                  # "if you revealed a Bird, Cat, Dog, or Poro"
        return bool(effect_memory.revealed_tags(db, st, item) & {t.lower() for t in n})
    if k == "discarded_this_turn":
        return happened(st, "discarded", controller)
    if k == "chose_enemy_unit":                # noted as items are finalized (chain.py)
        return happened(st, CHOSE_ENEMY, controller)
    if k == "gained_xp_this_turn":             # 730.1 (engine/xp.py notes each gain)
        return happened(st, "gained_xp", controller)
    p = st.players[controller]
    if k == "level":
        # 824.1.b.1: "while you have N or more XP"; the controller's XP, so a new
        # controller's XP decides (824.1.c.1)
        return p.xp >= n
    if k == "not_level":                      # "[Level N] > ... instead": below Level N
        return p.xp < n
    if k == "points":
        return p.points >= n
    if k == "hand":
        return len(p.zones["hand"]) >= n
    if k == "hand_at_most":
        return len(p.zones["hand"]) <= n
    if k == "runes":
        return len(p.zones["runes"]) >= n
    if k == "runes_at_most":                 # "if you control 4 or fewer runes"
        return len(p.zones["runes"]) <= n
    if k == "fewer_runes":                   # "fewer runes than an opponent" (Oasis Raider)
        mine = len(p.zones["runes"])
        return any(len(st.players[o].zones["runes"]) > mine
                   for o in st.opponents(controller))
    if k == "you_within":                     # your score is within N of the Victory Score
        return p.points >= rule_changes.victory_score(db, st) - n
    if k == "opponent_within":
        goal = rule_changes.victory_score(db, st)          # Aspirant's Climb raises it
        return any(st.players[o].points >= goal - n for o in st.opponents(controller))
    if k == "died_in_your_beginning":        # "during your Beginning Phase this turn"
        if st.turn_player != controller:
            return False
        if n == "unit":
            return happened(st, DIED_BEGINNING, card_type="unit")
        if n == "friendly_unit":         # a teammate's too in 2v2 (489.8.e)
            return any(happened(st, DIED_BEGINNING, p, "unit") for p in _friends(st, controller))
        return any(happened(st, DIED_BEGINNING, o, "unit") for o in st.opponents(controller))
    if k == "died_this_turn":
        if n == "unit":
            return happened(st, "died", card_type="unit")
        if n == "friendly_unit":
            return any(happened(st, "died", p, "unit") for p in _friends(st, controller))
        return any(happened(st, "died", o, "unit") for o in st.opponents(controller))
    raise ValueError(f"unknown condition {k!r}")   # the loader admits only known kinds


def _friends(st: GameState, player: str) -> list[str]:
    """Whose objects are friendly to `player` (489.8.e): theirs and, in 2v2, a teammate's."""
    return [player] if st.teams is None else teams.you_and_allies(st, player)
