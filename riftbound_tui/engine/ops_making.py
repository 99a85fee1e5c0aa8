"""Instructions that make things, as `Effects.execute` runs them (engine/effects.py):
play tokens (185.2.a: units can't be played where Rockfall Path forbids; Zilean, Time
Mage may double them, 369, 371.2), become a copy (477.1.b.1: layer 1, every copyable
trait), replace a battlefield with a token and back (438, 187.8), and activate another
card's triggers (383.4.g).

Each function takes (engine, state, instruction, objects, item, index, source, answer,
player) and returns (objects affected, whether it fell short), or SUSPEND.
"""

from __future__ import annotations

from . import copying, ffa, linked, replace_action, rule_changes, token_double
from .state import Decision, SUSPEND

TOKEN_PLACE = "token_place"   # a `to` decision for one token of several; holds the answers so far


def play_token(eng, st, eff, objs, item, i, source, answer, who):
    chosen = item.dests[i] if i < len(item.dests) else None
    where = item.here if eff.dest == "here" and item.here is not None else \
        chosen if chosen is not None else "base"
    # "They play a Bird token" (Walking Roost): `who` is the player the instruction names;
    # "for each Equipment you control" may be none (a computed amount); else 1+
    n = eff.amount
    count = n if eff.amount_of is not None else max(1, n)
    # answers so far: Zilean's "yes" (or none for "no"), then one place per token
    zilean = answer if answer is None else answer[:1] if answer[:1] == ("yes",) else ()
    if answer and answer != zilean:      # places given: Zilean was answered and done before
        more = len(zilean)
    else:
        more = token_double.extra(eng, st, who, eff.token, item, zilean) if count else 0
    if more == SUSPEND:               # Zilean, Time Mage: asked (369, 371.2)
        return SUSPEND
    count += more
    wheres = [where] * count
    if asks_on_resolution(eff) and item.hidden_at is None:
        wheres = token_places(eng, st, eff, item, who, count, answer)
        if wheres == SUSPEND:
            return SUSPEND
    at = {w: _place(eng, st, eff, item, who, w) for w in dict.fromkeys(wheres)}
    made = tuple(eng.play_token(st, who, eff.token, at[w], ready=eff.ready,
                                exhausted=eff.exhausted)
                 for w in wheres if at[w] is not None)
    return made, len(made) < count or None in at.values()


def _place(eng, st, eff, item, who, where):
    """Where one token enters, or None when it can't be played there."""
    if len(st.order) > 2 and isinstance(where, int) and \
            eng.db.get(eff.token).type == "unit":        # 462.2.a: not into others' combat
        where = ffa.unit_place(st, who, where, item)
    if isinstance(where, int) and eng.db.get(eff.token).type == "unit" and \
            rule_changes.no_units_played_at(eng.db, st, where):
        st.say(f"  {item.card}: units can't be played at {st.bfs[where].name}; no "
               f"{eff.token} token is played")
        return None
    return where


def asks_on_resolution(eff) -> bool:
    """439.2.c: each of several tokens with no printed place is played like a unit, so
    each gets its own place (355.2); so does one played by a player other than the
    ability's controller (Walking Roost).  The count or the player is known only as
    the instruction resolves, so its places are asked then, not as it is put on the
    chain (pending_items.py)."""
    return eff.op == "play_token" and eff.dest == "any" and (
        eff.amount_of is not None or eff.amount > 1 or eff.player != "you")


def open_places(eng, st, who) -> list:
    """Where `who` may play a token with no named place: base or a battlefield they
    control (355.2.a), not where units can't be played (Rockfall Path)."""
    return [p for p in ["base"] + list(range(len(st.bfs)))
            if p == "base" or st.bfs[p].controller == who and
            not rule_changes.no_units_played_at(eng.db, st, p)]


def token_places(eng, st, eff, item, who, count, answer):
    """One place per token, chosen by the token's player (355.2), or SUSPEND while they
    are asked `to PLACE` for the next one; only base open: forced and logged (NOTATION)."""
    places = open_places(eng, st, who)
    got = [a for a in answer or () if a != "yes"]
    if len(places) == 1:
        for _ in range(count):
            st.say(f"{who}: to {eng.place_text(st, places[0])}")
        return places * count
    if len(got) < count:
        st.pending = Decision(who, "to", f"{item.card}: {eff.token} token {len(got) + 1} "
                              f"of {count}: to where?", tuple(places), (TOKEN_PLACE, answer or ()))
        return SUSPEND
    return got


def copy(eng, st, eff, objs, item, i, source, answer, who):
    of = (item.source,) if eff.copy_of == -1 else linked.chosen(item, eff.copy_of)
    return copying.become_copy(eng, st, objs, of, item.card)     # 477.1.b.1


def replace(eng, st, eff, objs, item, i, source, answer, who):
    return replace_action.instruction(eng, st, eff, item)     # 438 (replace_action.py)


def activate_triggers(eng, st, eff, objs, item, i, source, answer, who):
    return copying.activate(eng, st, eff.event, objs, item.card), False   # 383.4.g


OPS = {"play_token": play_token, "copy": copy, "replace": replace, "swap_back": replace,
       "activate_triggers": activate_triggers}
