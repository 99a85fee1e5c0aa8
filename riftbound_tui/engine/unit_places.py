"""Where a unit may be played (355.2.a): its controller's base and the battlefields they
control, and the places passives open beyond them: an open battlefield (170.11.c) with
`play_to_open` on the card or `others_play_to_open` on a friendly unit (Miss Fortune,
Buccaneer), an occupied enemy one (`play_to_occupied_enemy`, Deadbloom Predator), one
where an enemy unit is alone (`play_to_lone_enemy`, Arachnoid Horror), one you're
attacking (`play_to_attacked`, Rengar, Pouncing), Ambush's places (822.1.c); or only one
you conquered this turn (`play_only_to_conquered`, Perched Grimwyrm).  What forbids a
place (Mageseeker Warden's base only, Rockfall Path) is a rule change (rule_changes.py).
"""

from __future__ import annotations

from ..cards.model import CardDef
from . import ambush, ffa, frozen, rule_changes, teams
from .state import GameState


class UnitPlaceRules:
    db: object

    def unit_destinations(self, st: GameState, player: str, card: CardDef) -> list:
        """Where `player` may play this unit (355.2.a): base, the battlefields they
        control, and those the card's or a friendly unit's passives open.  Depends on the
        card only through those passives, so a listing works it out once per kind."""
        return frozen.fact(st, ("unit_destinations", player, own_places(card),
                                ambush.reach(card)),
                           self._unit_destinations, st, player, card)

    def _unit_destinations(self, st: GameState, player: str, card: CardDef) -> list:
        if own_places(card)[3]:          # "only to a battlefield you conquered
            return sorted(set(conquered_this_turn(st, player)))     # this turn"
        places: list = ["base"]
        if rule_changes.only_base_for(self.db, st, player):     # Mageseeker Warden
            return places
        extra = extra_destinations(self.db, st, player, card)   # 170.11.c
        extra += ambush.places(self.db, st, player, card)      # 822.1.c: Ambush's places
        for k, b in enumerate(st.bfs):
            if (b.controller == player or k in extra) and \
                    not rule_changes.no_units_played_at(self.db, st, k):   # Rockfall Path
                places.append(k)
        if len(st.order) > 2:            # 462.2: not into a combat they take no part in
            places = ffa.open_to(st, player, places)
        return places


def extra_destinations(db, st: GameState, player: str, card) -> list[int]:
    """Battlefields a unit may be played to beyond base and those you control (355.2.a):
    an open one (unoccupied, uncontrolled: 170.11.c) with `play_to_open` on the card or
    `others_play_to_open` on a friendly unit; an occupied enemy one with
    `play_to_occupied_enemy` on the card."""
    own_open, to_enemy, to_attacked, _ = own_places(card)
    to_open = own_open
    if not to_open:                 # a loop, not any() over a generator: most find none
        for _, ctl, _ in rule_changes.sources(db, st, "others_play_to_open"):
            if ctl == player:
                to_open = True
                break
    out = []
    if to_attacked and st.combat is not None and st.combat.attacker == player and \
            st.bfs[st.combat.bf].controller != player:
        out.append(st.combat.bf)   # "I can be played to a battlefield you're attacking"
    lone = None                     # "... if an enemy unit is alone there", read once needed
    for k, b in enumerate(st.bfs):
        if b.controller == player or k in out:
            continue
        if to_open and b.controller is None and not b.units:
            out.append(k)
        elif to_enemy and b.controller is not None and b.units and \
                teams.is_opponent(st, b.controller, player):      # no teammate's (740.1.b)
            out.append(k)
        elif b.units and _one_enemy(st, b, player):
            if lone is None:
                lone = _plays_to_lone_enemy(db, st, player, card)
            if lone:
                out.append(k)
    return out


def _one_enemy(st: GameState, b, player: str) -> bool:
    """Is exactly one enemy unit at battlefield `b` ("an enemy unit is alone there")?"""
    return sum(1 for u in b.units if teams.is_opponent(st, st.objs[u].controller,
                                                       player)) == 1


def _plays_to_lone_enemy(db, st: GameState, player: str, card) -> bool:
    """Arachnoid Horror: "I can be played to an occupied battlefield if an enemy unit is
    alone there" (the card's own passive) and "Friendly units can be ..." (one on the
    board that `player` controls)."""
    if any(a.kind == "passive" and a.passive == "play_to_lone_enemy" for a in card.abilities):
        return True
    for _, ctl, _ in rule_changes.sources(db, st, "play_to_lone_enemy"):
        if ctl == player:
            return True
    return False


@frozen.per_object
def own_places(card) -> tuple[bool, bool, bool, bool]:
    """The card's own passives that change the places to play it: (`play_to_open`,
    `play_to_occupied_enemy`, `play_to_attacked`, `play_only_to_conquered`)."""
    own = {a.passive for a in card.abilities if a.kind == "passive"}
    return "play_to_open" in own, "play_to_occupied_enemy" in own, \
        "play_to_attacked" in own, "play_only_to_conquered" in own


def conquered_this_turn(st: GameState, player: str) -> list[int]:
    """The battlefields `player` conquered this turn (noted by combat.py `score`)."""
    from .turn_notes import conquests       # ("only": still one you control, 355.2.a)
    return [k for k in sorted(conquests(st, player)) if st.bfs[k].controller == player]
