"""Cost changes a permanent makes to other cards (356.3-356.4): "Your Dragons' Energy costs
are reduced by 2, to a minimum of 1" (Herald of Scales): a `static: {cost: N}` with a
`to: {all: ...}` selector naming the cards it changes as they are played.  Applied with
the discounts that have a minimum, each to its own minimum (356.4.e)."""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import Cost
from . import conditions, frozen, rule_changes, teams

def aura_cards(db) -> frozenset[str]:
    """Names of the cards that change other cards' costs: a facet of the database."""
    return db.having("static:cost_aura")


def _matches(sel, card, player: str, ctl: str, from_trash: bool = False,
             hidden: bool = False, st=None) -> bool:
    if sel.object not in ("card", card.type) and not (
            sel.object == "permanent" and card.type in ("unit", "gear")):
        return False
    if sel.at == "trash" and not from_trash:      # "spells ... you play from your trash"
        return False
    if sel.keyword is not None and not any(k.name == sel.keyword for k in card.keywords) \
            and not (hidden and sel.keyword == "reaction"):
        return False                              # "spells with [Flow]": printed (829);
                                                  # a hidden card has Reaction (811.1.c)
    if sel.tags and not {t.lower() for t in card.tags} & {t.lower() for t in sel.tags}:
        return False
    if sel.controller == "friendly":
        return player == ctl
    if sel.controller == "allied":     # "friendly spells": yours or a teammate's (740.1.a)
        return player == ctl if st is None else teams.is_ally(st, player, ctl)
    if sel.controller == "enemy":      # an opponent's (740.1.b): in 2v2 no teammate's
        return player != ctl if st is None else teams.is_opponent(st, player, ctl)
    return True


card_matches = _matches     # a `to:` naming the card being played (engine/repeat.py too)


def _on_board(st, names) -> list:
    """The permanents in bases and at battlefields whose card changes others' costs, and
    the controlled battlefields (an uncontrolled one's "you" is no one, 190.6.d)."""
    objs = st.objs
    board = [(oid, p) for p in st.order for oid in st.players[p].zones["base"]]
    board += [(oid, objs[oid].controller) for b in st.bfs for oid in b.units]
    # (an uncontrolled battlefield's "you" is no one, 190.6.d: only its rules for any
    # player's cards apply, "cards with [Reaction] cost [A] more": Mystic Vortex)
    board += [(b.obj, b.controller) for b in st.bfs]
    return [(oid, ctl) for oid, ctl in board if objs[oid].card in names]


on_board_of = _on_board     # the permanents of the cards named, and their controllers


def _played_before(db, st, player: str, sel) -> int:
    """How many cards `sel` names `player` has played this turn (a scenario's names of
    `played_this_turn` without players are the turn player's, conditions.plays_this_turn);
    tokens are not cards and are never among them (185).  `controller: allied` ("the first
    friendly gear played each turn"): `player`'s team's cards (740.1.a)."""
    extra = len(st.played_this_turn) - len(st.played_by)
    who = (st.turn_player,) * extra + st.played_by
    team = sel.controller == "allied"
    return sum(1 for p, name in zip(who, st.played_this_turn)
               if (p == player or team and teams.is_ally(st, p, player))
               and sel.object in ("card", db.get(name).type))


def on_board(db, st) -> list:
    """(object id, controller) of each permanent on the board that changes others' costs:
    most boards have none."""
    names = db.having("static:cost_aura")    # as aura_cards(db), without its call
    if not names or names.isdisjoint(frozen.board_names(st)):
        return []
    return frozen.fact(st, "cost_auras", _on_board, st, names)


def _power(power: tuple, n: int) -> tuple:
    """N [A] pips more, or (N < 0) that many pips less, never below none (356.6)."""
    if n > 0:
        return power + (("any", n),)
    out, less = [], -n
    for dom, k in power:
        take = min(k, less)
        less -= take
        if k - take:
            out.append((dom, k - take))
    return tuple(out)


def target_discount(db, st, it, cost: Cost) -> Cost:
    """"Each spell that chooses one or more units here that are friendly to it costs [A]
    less" (a battlefield's `friendly_target_discount`, 356.4): once for each such
    battlefield the spell's chosen units stand at, never below no pips (356.6)."""
    at = set()
    for ts in it.targets:
        for t in ts:
            o = st.objs.get(t) if isinstance(t, int) else None
            if o is not None and o.zone == "battlefield" and o.controller == it.controller \
                    and db.get(o.card).type == "unit":
                at.add(o.bf)
    if not at:
        return cost
    less = sum(v for s, _, v in rule_changes.sources(db, st, "friendly_target_discount",
                                                     battlefields_only=True)
               if next((k for k, b in enumerate(st.bfs) if b.obj == s), None) in at)
    return replace(cost, power=_power(cost.power, -less)) if less else cost


def apply(db, st, player: str, card, cost: Cost, from_trash: bool = False,
          hidden: bool = False) -> Cost:
    """`card`'s cost as `player` plays it, changed by the board's cost changes (356.3-4);
    `from_trash`: it is played from its owner's trash (for its Flow cost, 829.1.c.1);
    `hidden`: from facedown (811.1.b: no base cost, but increases apply)."""
    energy = cost.energy
    power = cost.power
    for oid, ctl in on_board(db, st):
        for ab in db.get(st.objs[oid].card).abilities:
            s = ab.static
            if ab.kind != "static" or s is None or not (s.cost or s.power) or s.to is None:
                continue
            if ctl is None and s.to.controller != "any":
                continue                                    # 190.6.d: no one's "you"
            if not _matches(s.to, card, player, ctl, from_trash, hidden, st):
                continue
            here = next((k for k, b in enumerate(st.bfs) if b.obj == oid), None)
            if s.condition is not None and not conditions.holds(db, st, s.condition, ctl, oid,
                                                                here):
                continue
            if s.nth is not None and _played_before(db, st, player, s.to) != s.nth - 1:
                continue                                    # "the first ... each turn"
            if s.cost > 0:
                energy += s.cost                                   # 356.3
            elif energy > s.minimum:
                energy = max(s.minimum, energy + s.cost)           # 356.4.e
            if s.power:                                            # "[1][A] less / more"
                power = _power(power, s.power)
    energy = max(0, energy)                                        # 356.6
    if power != cost.power:
        return replace(cost, energy=energy, power=power)
    return replace(cost, energy=energy) if energy != cost.energy else cost
