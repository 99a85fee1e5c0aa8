"""Instructions a player does, or that change a rule for a player, as `Effects.execute`
runs them (engine/effects.py): draw, burn, discard, channel runes, Add (429), gain points
(unless they can't), gain and spend XP (730), take an extra turn (734-738), cost changes
for the next play or the rest of the turn (356.3, delayed.py), rules for this turn (units
enter ready; opponents can't play cards; can't play spells: gone with the turn's other
'this turn' effects, 317.2.c), Predict (436), look at facedown cards (128.4), Repeat
granted to the next spell (820), and winning the game.

Each function takes (engine, state, instruction, objects, item, index, source, answer,
player) and returns (objects affected, whether it fell short), or SUSPEND, or None for
an instruction `execute` reports as not supported.
"""

from __future__ import annotations

from . import delayed, extra_turns, linked, repeat, resources, rule_changes, teams, view, xp
from .state import Modifier


def draw(eng, st, eff, objs, item, i, source, answer, who):
    got = eng.draw(st, who, eff.amount)
    return objs, got < eff.amount


def burn(eng, st, eff, objs, item, i, source, answer, who):
    burned: list = []                   # what it burned: "when you burn a unit this way"
    got = eng.burn(st, who, eff.amount, burned)
    return tuple(burned), got < eff.amount


def discard(eng, st, eff, objs, item, i, source, answer, who):
    return eng._discard(st, who, eff.amount, item, answer)


def channel(eng, st, eff, objs, item, i, source, answer, who):
    got = eng.channel(st, who, eff.amount, exhausted=eff.exhausted)
    return objs, got < eff.amount


def add(eng, st, eff, objs, item, i, source, answer, who):
    resources.add(st, who, eff, item.card)     # 429: resolved through the chain
    return (), False


def gain_points(eng, st, eff, objs, item, i, source, answer, who):
    if rule_changes.cant_gain_points(eng.db, st, who):
        st.say(f"  {item.card}: {who} can't gain points")
        return objs, True
    teams.gain_points(st, who, eff.amount)
    st.say(f"  {who} gains {eff.amount} point(s)")
    return objs, False


def gain_xp(eng, st, eff, objs, item, i, source, answer, who):
    xp.gain(st, who, eff.amount, xp.by(eng.db, item))      # 730.1 (engine/xp.py)
    return objs, False


def spend_xp(eng, st, eff, objs, item, i, source, answer, who):
    n = eff.amount                      # 730.2: a cost within instructions (383.3.b)
    if not xp.can_spend(st, who, n):
        st.say(f"  {item.card}: {who} has fewer than {n} XP to spend (730.2)")
        return (), True
    xp.spend(st, who, n, xp.by(eng.db, item))
    return objs, False


def extra_turn(eng, st, eff, objs, item, i, source, answer, who):
    extra_turns.add(st, who, item.card)        # 734-738 (engine/extra_turns.py)
    return (), False


def next_play(eng, st, eff, objs, item, i, source, answer, who):
    delayed.start(st, eff, item.controller, item.card)   # a delayed cost change
    return (), False


def cost_this_turn(eng, st, eff, objs, item, i, source, answer, who):
    delayed.turn_cost_start(st, eff, who, item.card)     # 356.3, for the rest of the turn
    return (), False


def look_facedown(eng, st, eff, objs, item, i, source, answer, who):
    view.may_see_facedown(st, item.controller, who)   # "you can look at their facedown
    return objs, False                                # cards this turn" (128.4, view.py)


def grant_repeat(eng, st, eff, objs, item, i, source, answer, who):
    repeat.grant_next(st, item.controller, eff.what, item.card)   # 820, to the next spell
    return objs, False


def win(eng, st, eff, objs, item, i, source, answer, who):
    linked.win(st, who, item.card)
    return (), False


def _units_enter_ready(eng, st, eff, objs, item, answer, who):
    # "Units you play this turn enter ready": a rule for the player, not an object
    # (target -1); it ends with the turn's other 'this turn' effects (317.2.c).
    # "Friendly units enter ready this turn" (Bushwhack) is the same rule: a unit
    # enters the board only by being played (tokens too, 185.2.a)
    ctl = item.controller
    st.modifiers.append(Modifier(-1, "rule", keyword="units_enter_ready", until="turn",
                                 source=ctl))
    st.say(f"  {item.card}: units {ctl} plays this turn enter ready")
    return (), False


def _opponents_cant_play(eng, st, eff, objs, item, answer, who):
    # "Opponents can't play cards this turn" (Brynhir Thundersong): a rule for each
    # opponent, gone with the turn's other 'this turn' effects (317.2.c)
    ctl = item.controller
    for opp in st.opponents(ctl):
        st.modifiers.append(Modifier(-1, "rule", keyword="cant_play", until="turn",
                                     source=opp))
    st.say(f"  {item.card}: {', '.join(st.opponents(ctl))} can't play cards this turn")
    return (), False


def _cant_play_spells(eng, st, eff, objs, item, answer, who):
    # "Its controller can't play spells this turn" (Lilting Lullaby): a rule for
    # that player, gone with the turn's other 'this turn' effects (317.2.c)
    if who is None:
        return (), True
    st.modifiers.append(Modifier(-1, "rule", keyword="cant_play_spells", until="turn",
                                 source=who))
    st.say(f"  {item.card}: {who} can't play spells this turn")
    return (), False


def _predict(eng, st, eff, objs, item, answer, who):
    return eng._predict(st, item.controller, item, answer)     # 436


CUSTOM = {"units_enter_ready": _units_enter_ready,
          "friendly_units_enter_ready": _units_enter_ready,
          "opponents_cant_play": _opponents_cant_play,
          "cant_play_spells": _cant_play_spells, "predict": _predict}


def custom(eng, st, eff, objs, item, i, source, answer, who):
    """A named handler (cards/README.md, custom); one hiding cards is zones.py's."""
    do = CUSTOM.get(eff.handler)
    return None if do is None else do(eng, st, eff, objs, item, answer, who)


OPS = {"draw": draw, "burn": burn, "discard": discard, "channel": channel, "add": add,
       "gain_points": gain_points, "gain_xp": gain_xp, "spend_xp": spend_xp,
       "extra_turn": extra_turn, "next_play": next_play, "cost_this_turn": cost_this_turn,
       "look_facedown": look_facedown, "grant_repeat": grant_repeat, "win": win,
       "custom": custom}
