"""Static abilities that change how a rule applies (473, 479): named passives of
permanents, legends and battlefields on the board (cards/README.md, Abilities).

- `victory_plus`: the points needed to win go up (Aspirant's Climb; FAQ: active simply by
  being in play, and several stack).
- `no_move_to_base`: units can't move from this battlefield to base (Vilemaw's Lair).
- `opponents_play_to_base` / `no_ready_enemies`: while the source is at a battlefield,
  its controller's opponents play units only to their base, and spells and abilities can't
  ready their units and gear (Mageseeker Warden).
- `many_buffs`: "I can have any number of buffs" (Lee Sin, Ascetic; 701).
- `deathknell_twice`: your Deathknell effects trigger an additional time (Karthus).
- `no_damage_after_moves`: "if I have moved N times this turn, I don't take damage" (Kayn,
  Unleashed; moves are counted by engine/events.py).
- `no_reveal_here`: your opponents' Hidden cards can't be revealed (so not played from
  facedown, 811) at this unit's battlefield (Noxus Saboteur).
- `move_tax`: "Opponents must pay [A] for each unit beyond the first to move multiple units
  to my battlefield at the same time" (Mageseeker Investigator): an applied cost (204.4)
  on a standard move (144) of several units together; each source taxes it.
- `no_combat_damage`: "I don't deal combat damage unless I'm at a battlefield with exactly
  one other unit you control" (Sacred Protector; the `while:` is the exception), 465.
- `accelerate_not_from_hand`: friendly units played from anywhere other than a player's
  hand have Accelerate (Rek'Sai, Breacher; 805), asked as they are played.
- `cant_be_chosen`: "I can't be chosen by enemy spells and abilities" (Ruin Runner, 355.9).
- `no_move_to_base_anywhere`: "Units can't move to base" (Minotaur Reckoner).
- `opponents_cant_gain_points`: while I'm at a battlefield, opponents can't gain points
  (Tianna Crownguard errata): scoring, Burn Out and instructions give them none.
- `recall_all_on_tie`: a combat you attack in that ends in a tie (both sides still present
  after combat damage) recalls all units, not only the attackers (Symbol of the Solari).

The passives that open extra places to play a unit (355.2.a) are unit_places.py's; the
activated and triggered abilities an object has from elsewhere (476) granted_abilities.py's.
"""

from __future__ import annotations

from . import conditions, copying, events, frozen, statics, teams
from .state import GameState


_PASSIVES: dict[str, str] = {}     # passive -> its facet "passive:<passive>" (a few dozen)


def sources(db, st: GameState, passive: str, battlefields_only: bool = False):
    """(object id, controller, value) of each object on the board with this passive: the
    battlefields themselves (a battlefield's controller may be None), then units and gear
    in bases and legends, then units and gear at battlefields (frozen.board's order).
    `battlefields_only`: look at the battlefields alone (a battlefield's own rule: cheap
    enough for every cleanup)."""
    kept = frozen.last_live         # frozen.live's kept answer, read without its call
    live = kept[2] if kept[1] is st.in_game and kept[0] is db else frozen.live(db, st)
    if live is not None:
        facet = _PASSIVES.get(passive)     # "passive:<passive>", made once (asked at every
        if facet is None:                  # step: no new string made and hashed each time)
            facet = _PASSIVES[passive] = "passive:" + passive
        if facet not in live:              # no card of the game has it
            return ()
    having = getattr(db, "with_passive", None)
    names = having(passive) if having is not None else None
    if names is not None and (not names or not frozen.any_on_board(st, names)):
        return ()
    return frozen.fact(st, ("sources", passive, battlefields_only), _sources,
                       db, st, passive, names, battlefields_only)


def _sources(db, st: GameState, passive: str, names, battlefields_only: bool) -> list:
    objs = st.objs
    if battlefields_only:
        seen = [(b.obj, b.controller) for b in st.bfs if b.obj in objs]
    else:
        seen = frozen.board(st)
    out = []
    for oid, ctl in seen:
        card = objs[oid].card
        gear = objs[oid].gear
        if gear:       # 718.3: an attached card's Effect Text is its Top-Most Card's
            for g in gear:
                if names is None or objs[g].card in names:
                    for ab in db.get(objs[g].card).abilities:
                        if ab.attached and ab.kind == "passive" and ab.passive == passive:
                            out.append((oid, ctl, 1 if ab.value is None else ab.value))
        if names is not None and card not in names:
            continue
        for ab in db.get(card).abilities:
            if ab.kind == "passive" and ab.passive == passive and not ab.attached:
                # once, and once more for each copy of my text attached to me (477.1.b.2)
                times = 1 + copying.text_copies(st, oid) if gear else 1
                out += [(oid, ctl, 1 if ab.value is None else ab.value)] * times
                break
    return out


def victory_score(db, st: GameState) -> int:
    """The points needed to win: the game's score plus each `victory_plus` (FAQ: Aspirant's
    Climb stacks)."""
    having = getattr(db, "with_passive", None)
    names = having("victory_plus") if having is not None else None
    if names is not None and not any(
            b.obj in st.objs and st.objs[b.obj].card in names for b in st.bfs):
        return st.victory_score                # the usual case: a cleanup asks every time
    return st.victory_score + sum(v for _, _, v in sources(db, st, "victory_plus",
                                                           battlefields_only=True))


def _bf_of(st: GameState, oid: int) -> int | None:
    for k, b in enumerate(st.bfs):
        if b.obj == oid:
            return k
    return None


def deflect_ignored_at(db, st: GameState, o) -> bool:
    """"Players ignore [Deflect] while paying for spells and abilities choosing something
    here" (Heisho, Shell of the World: a battlefield's `ignore_deflect_here`, 809.1.c)."""
    if o.zone != "battlefield":
        return False
    for s, _, _ in sources(db, st, "ignore_deflect_here", battlefields_only=True):
        if _bf_of(st, s) == o.bf:
            return True
    return False


def no_move_to_base(db, st: GameState, bf: int) -> bool:
    live = frozen.live(db, st)      # asked for every move to base listed: most games have
    if live is not None and "passive:no_move_to_base" not in live and \
            "passive:no_move_to_base_anywhere" not in live:         # neither rule: one test
        return False
    for s, _, _ in sources(db, st, "no_move_to_base", battlefields_only=True):
        if _bf_of(st, s) == bf:
            return True
    # "Units can't move to base" (Minotaur Reckoner): from any battlefield
    return bool(sources(db, st, "no_move_to_base_anywhere"))


def hold_conquer_units(db, st: GameState) -> frozenset:
    """The units whose hold effects are also conquer effects, and vice versa: those with
    an attached card whose Effect Text has `hold_is_conquer` (Skyfall of Areion, 718.3)."""
    having = getattr(db, "with_passive", None)
    names = having("hold_is_conquer") if having is not None else None
    if names is not None and names.isdisjoint(st.in_game):    # none in this game
        return frozenset()
    out = set()
    for oid, _ in frozen.board(st):
        o = st.objs.get(oid)
        for g in o.gear if o is not None else ():
            card = db.get(st.objs[g].card)
            if (names is None or card.name in names) and any(
                    a.attached and a.kind == "passive" and a.passive == "hold_is_conquer"
                    for a in card.abilities):
                out.add(oid)
    return frozenset(out)


def grants_accelerate(db, st: GameState, player: str) -> bool:
    """Rek'Sai, Breacher: `player`'s units played from anywhere other than a player's hand
    have Accelerate (805) while a source of theirs is on the board."""
    for _, ctl, _ in sources(db, st, "accelerate_not_from_hand"):
        if ctl == player:
            return True
    return False


def no_units_played_at(db, st: GameState, bf: int | None) -> bool:
    """Rockfall Path: "Units can't be played here" (units and unit tokens alike, 185.2.a)."""
    if bf is None:
        return False
    for s, _, _ in sources(db, st, "no_units_played_here", battlefields_only=True):
        if _bf_of(st, s) == bf:
            return True
    return False


def no_score_before(db, st: GameState, bf: int) -> int:
    """Forgotten Monument: the turn of their own before which players can't score at `bf`
    ("until their third turn": 3), or 0."""
    for s, _, v in sources(db, st, "no_score_until_turn", battlefields_only=True):
        if _bf_of(st, s) == bf:
            return v
    return 0


def cant_gain_points(db, st: GameState, player: str) -> bool:
    """Tianna Crownguard (errata): while an opponent's source is at a battlefield, `player`
    can't gain points, by scoring, Burn Out or an instruction."""
    return _wardens(db, st, "opponents_cant_gain_points", player)


def _wardens(db, st: GameState, passive: str, player: str) -> bool:
    """An opponent of `player` has a source of `passive` at a battlefield (a teammate is
    none, 489.8.e)."""
    for s, ctl, _ in sources(db, st, passive):
        if teams.is_opponent(st, ctl, player) and st.objs[s].zone == "battlefield":
            return True
    return False


def only_base_for(db, st: GameState, player: str) -> bool:
    """Mageseeker Warden: `player` may play units only to their base."""
    return _wardens(db, st, "opponents_play_to_base", player)


def readying_blocker(db, st: GameState, oid: int) -> str:
    """What keeps `oid` from being readied, for the log."""
    return st.objs[oid].card if st.objs[oid].card in db.having("passive:cant_be_readied") \
        else "Mageseeker Warden"


def readying_blocked(db, st: GameState, oid: int) -> bool:
    """Mageseeker Warden: spells and abilities can't ready this enemy unit or gear."""
    o = st.objs[oid]
    if o.card in db.having("passive:cant_be_readied"):      # "I can't be readied" (Maduli)
        return True
    return o.zone in ("base", "battlefield") and \
        _wardens(db, st, "no_ready_enemies", o.controller)


def many_buffs(db, card) -> bool:
    return any(a.kind == "passive" and a.passive == "many_buffs" for a in card.abilities)


def conquer_extra(db, st: GameState, player: str, bf: int) -> int:
    """Red Brambleback: the additional times `player`'s conquer effects trigger for
    conquering battlefield `bf`, where such a unit of theirs is."""
    out = 0
    for s, ctl, v in sources(db, st, "conquer_twice_here"):
        o = st.objs[s]
        if ctl == player and o.zone == "battlefield" and o.bf == bf:
            out += v
    return out


def no_temporary_at(db, st: GameState, player: str, bf: int) -> bool:
    """"Your [Temporary] effects at my battlefield don't trigger": a `no_temporary_here`
    unit of `player`'s at battlefield `bf` (LeBlanc, Everywhere At Once)."""
    for s, ctl, _ in sources(db, st, "no_temporary_here"):
        if ctl == player and st.objs[s].zone == "battlefield" and st.objs[s].bf == bf:
            return True
    return False


def hold_extra(db, st: GameState, player: str, bf: int) -> int:
    """Extra times `player`'s hold effects for holding battlefield `bf` trigger: each
    `hold_twice_here` unit of theirs there (Blue Sentinel)."""
    return sum(v for s, ctl, v in sources(db, st, "hold_twice_here")
               if ctl == player and st.objs[s].zone == "battlefield" and st.objs[s].bf == bf)


def deathknell_extra(db, st: GameState, player: str) -> int:
    return sum(v for _, ctl, v in sources(db, st, "deathknell_twice") if ctl == player)


def recall_all_on_tie(db, st: GameState, attacker: str) -> bool:
    return any(ctl == attacker for _, ctl, _ in sources(db, st, "recall_all_on_tie"))


def counts_moves(db) -> bool:
    """Some card needs each unit's moves this turn counted."""
    having = getattr(db, "with_passive", None)
    return having is None or bool(having("no_damage_after_moves"))


def takes_no_damage(db, st: GameState, oid: int) -> bool:
    o = st.objs[oid]
    if o.zone not in ("base", "battlefield"):
        return False
    for ab in db.get(o.card).abilities:
        if ab.kind == "passive" and ab.passive == "no_damage_after_moves" and \
                events.moves_this_turn(st, oid) >= (ab.value or 1):
            return True
        if ab.kind == "passive" and ab.passive == "no_damage_unless_in_combat" and \
                o.designation is None and _active(db, st, ab, oid):
            return True       # "can't be dealt damage unless I'm in combat" (Ambessa, The Wolf)
    return False


def active(db, st: GameState, ab, oid: int) -> bool:
    """Does a passive's `while:` hold for its object now?"""
    return _active(db, st, ab, oid)


def _active(db, st: GameState, ab, oid: int) -> bool:
    """A passive's `while:` holds for the unit now (an Empowered ability, 828)."""
    if ab.holds is None:
        return True
    from . import conditions
    o = st.objs[oid]
    return conditions.holds(db, st, ab.holds, o.controller, oid,
                            o.bf if o.zone == "battlefield" else None)


def unmovable_by(db, st: GameState, oid: int, player: str) -> bool:
    """"I can't be moved by enemy spells and abilities" (the unit's own rule, or the Effect
    Text of an Equipment attached to it, 718.3: Jagged Cutlass): `player`, an opponent of
    its controller, moves it with a spell or ability."""
    o = st.objs.get(oid)
    if o is None or not teams.is_opponent(st, player, o.controller):
        return False
    abilities = [ab for ab in db.get(o.card).abilities if not ab.attached]
    for g in o.gear:
        abilities += [ab for ab in db.get(st.objs[g].card).abilities if ab.attached]
    return any(ab.kind == "passive" and ab.passive == "unmovable_by_enemies" for ab in abilities)


def deals_no_combat_damage(db, st: GameState, oid: int) -> bool:
    """465: a unit whose own rule says it deals no combat damage now (unless its `while:`
    holds, tested at its battlefield)."""
    o = st.objs[oid]
    if statics.no_combat_damage(db, st, oid):        # another's static: Vilemaw
        return True
    for ab in db.get(o.card).abilities:
        if ab.kind == "passive" and ab.passive == "no_combat_damage" and (
                ab.holds is None or not conditions.holds(
                    db, st, ab.holds, o.controller, oid,
                    o.bf if o.zone == "battlefield" else None)):
            return True
    return False


def unchoosable(db, st: GameState, oid: int) -> bool:
    """355.9: a unit whose own rule says "I can't be chosen by enemy spells and abilities"
    now (its `while:` holding: Akali, Silent, "unless I'm in combat")."""
    live = frozen.live(db, st)          # no card of this game has the rule: at once
    having = getattr(db, "with_passive", None)
    if live is not None and "passive:cant_be_chosen" not in live or having is not None and \
            st.objs[oid].card not in having("cant_be_chosen"):
        return False
    return _own_rule(db, st, oid, "cant_be_chosen")


def _own_rule(db, st: GameState, oid: int, passive: str) -> bool:
    """Has object `oid` this passive rule of its own, its `while:` holding now?"""
    from . import conditions
    o = st.objs[oid]
    for ab in db.get(o.card).abilities:
        if ab.kind == "passive" and ab.passive == passive and (
                ab.holds is None or conditions.holds(
                    db, st, ab.holds, o.controller, oid,
                    o.bf if o.zone == "battlefield" else None)):
            return True
    return False


def own_rule(db, st: GameState, oid: int, passive: str) -> bool:
    """Has object `oid` this passive rule now (its card has it, its `while:` holding)?"""
    having = getattr(db, "with_passive", None)
    if having is not None and st.objs[oid].card not in having(passive):
        return False
    return _own_rule(db, st, oid, passive)


def channel_one(db, st: GameState) -> bool:
    """"Players only channel 1 rune at the start of their Channel Phase" (Sandstone Chimera,
    while it is at a battlefield; 315.3)."""
    return any(_own_rule(db, st, s, "channel_one") for s, _, _ in sources(db, st, "channel_one"))


def early_score_draws(db, st: GameState, player: str) -> bool:
    """369: a point `player` would score from conquering or holding during one of their
    first N turns is replaced by drawing 1 (Otterpus, on the board: `early_score_draws`)."""
    found = sources(db, st, "early_score_draws")
    return bool(found) and st.turn_player == player and \
        st.players[player].turns_taken <= max(v for _, _, v in found)


def tank_ignored(db, st: GameState, unit: int) -> bool:
    """465.2.c.6: the player assigning combat damage to `unit` ignores its Tank: an opponent
    of its controller has a unit with `ignore_tank_here` at its battlefield (Dune Surfer)."""
    o = st.objs[unit]
    return o.zone == "battlefield" and any(
        ctl != o.controller and st.objs[s].zone == "battlefield" and st.objs[s].bf == o.bf
        for s, ctl, _ in sources(db, st, "ignore_tank_here"))


def ignores_deflect(db, name: str) -> bool:
    """A spell whose own text says "Ignore [Deflect] while paying this spell's cost" (809.1.c:
    no [A] for choosing an opponent's object with Deflect; Decree of Insight)."""
    return (not hasattr(db, "with_passive") or name in db.with_passive("ignore_deflect")) and \
        any(a.kind == "passive" and a.passive == "ignore_deflect" for a in db.get(name).abilities)


def too_early(card, st: GameState, player: str) -> str | None:
    """Why `player` can't play `card` now: "I can't be played on your first, second, or
    third turns" (Ol' Poro, `not_first_turns: 3`), or None.  Another player's turn is
    none of yours (316)."""
    for ab in card.abilities:
        if ab.kind == "passive" and ab.passive == "not_first_turns" and \
                st.turn_player == player and st.players[player].turns_taken <= (ab.value or 1):
            return f"{card.name} can't be played on {player}'s first {ab.value or 1} turns " \
                   f"(this is their turn {st.players[player].turns_taken})"
    return None


def no_reveal_at(db, st: GameState, bf: int | None, player: str) -> bool:
    """An opponent of `player` has a `no_reveal_here` unit at battlefield `bf`."""
    return bf is not None and any(
        ctl != player and st.objs[s].zone == "battlefield" and st.objs[s].bf == bf
        for s, ctl, _ in sources(db, st, "no_reveal_here"))


def uncounterable(db, name: str) -> bool:
    """A spell whose own text says "This can't be countered" (Decree of Rage): a counter
    leaves it on the chain (425)."""
    return any(a.kind == "passive" and a.passive == "cant_be_countered"
               for a in db.get(name).abilities)


GEAR_ABILITY = "gear_ability_played"    # noted: a player played a gear's activated ability


def ability_cost(db, st: GameState, player: str, oid, cost):
    """An activated ability's cost with the board's changes: "While you control this
    battlefield, the first friendly gear activated ability played each turn costs [1] less"
    (Piltovan Forge, `first_gear_ability_discount`, 356.4; never below 0, 356.6)."""
    if cost is None or not cost.energy or oid is None or oid not in st.objs or \
            db.get(st.objs[oid].card).type != "gear":
        return cost
    less = sum(v for _, ctl, v in sources(db, st, "first_gear_ability_discount",
                                         battlefields_only=True) if ctl == player)
    if not less:
        return cost
    from . import conditions
    if conditions.happened(st, GEAR_ABILITY, player):
        return cost                      # not the first this turn
    from dataclasses import replace
    return replace(cost, energy=max(0, cost.energy - less))


def guarded_from_counters(db, st: GameState, player: str) -> bool:
    """"Your spells and abilities can't be countered" (`uncounterable_yours`, while its
    `while:` holds: Mel, Newly Awakened, Empowered)."""
    for oid, ctl, _ in sources(db, st, "uncounterable_yours"):
        if ctl == player and _passive_on(db, st, oid, "uncounterable_yours"):
            return True
    return False


def extra_might_loss(db, st: GameState, player: str) -> int:
    """"If a spell or ability you control would give -[Might] to a unit it chooses, it gives
    an additional -N [Might]" (`chosen_might_loss`, while its `while:` holds)."""
    return sum(v for oid, ctl, v in sources(db, st, "chosen_might_loss")
               if ctl == player and _passive_on(db, st, oid, "chosen_might_loss"))


def _passive_on(db, st: GameState, oid: int, passive: str) -> bool:
    ab = next(a for a in db.get(st.objs[oid].card).abilities
              if a.kind == "passive" and a.passive == passive)
    return _active(db, st, ab, oid)


def move_tax(db, st: GameState, player: str, dest, count: int) -> int:
    """[A] `player` must pay to move `count` units together to `dest` (204.4): N for each
    unit beyond the first, for each opponent's `move_tax` source at that battlefield."""
    if dest == "base" or count < 2:
        return 0
    n = 0
    for s, ctl, v in sources(db, st, "move_tax"):
        o = st.objs[s]
        if ctl != player and o.zone == "battlefield" and o.bf == dest:
            n += v * (count - 1)
    return n
