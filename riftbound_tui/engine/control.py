"""Control changes (188-191): "Take control of it" (Possession) makes a player the
controller of a permanent without moving it; abilities already on the chain keep their
controller (191.4.b).  A unit now present at a battlefield its new controller does not
control contests it (190.3.a), as if it had arrived there."""

from __future__ import annotations

from dataclasses import replace

from .state import GameState, Modifier


WHILE_SOURCE = "control_while_source"   # "You control it until I leave the board": data
                                        # (the source's id, the player who took control)


def until_source_leaves(st: GameState, oid: int, player: str, source: int, by: str) -> None:
    """`player`'s control of `oid` lasts until `source` leaves the board (Akshan,
    Mischievous): a duration ended by that event, not a trigger (no chain)."""
    st.modifiers.append(Modifier(oid, WHILE_SOURCE, until="permanent", source=by,
                                 data=(source, player)))


def source_left(eng, st: GameState, source: int) -> None:
    """`source` left the board (Board.relocate): the control it gave ends, each such
    permanent going back to its owner (188-191)."""
    ended = [m for m in st.modifiers if m.kind == WHILE_SOURCE and m.data[0] == source]
    if not ended:
        return
    st.modifiers = [m for m in st.modifiers if m not in ended]
    for m in ended:
        lose_control(eng, st, m.target, m.data[1], f"{m.source} left the board")


def lose_control(eng, st: GameState, oid: int, player: str, by: str) -> bool:
    """`player` loses control of permanent `oid` (Hostile Takeover: "lose control of that
    unit"): the control they took ends, so it goes back to its owner; False when it is not
    on the board or `player` does not control it."""
    o = st.objs.get(oid)
    if o is None or o.zone not in ("base", "battlefield") or o.controller != player or \
            o.owner == player:
        return False
    label = eng.ref(st, oid)
    st.set(oid, controller=o.owner, designation=None)
    st.say(f"  {by}: {player} loses control of {label}; {o.owner} controls it (188-191)")
    if o.zone == "battlefield":
        eng.apply_contested(st, o.bf, o.owner)     # 190.3.a
    return True


def take_control(eng, st: GameState, oid: int, player: str, by: str) -> bool:
    """Give `player` control of permanent `oid`; False when it is not on the board or
    already theirs."""
    o = st.objs.get(oid)
    if o is not None and o.zone == "chain" and o.controller != player:
        # "gain control of a spell": the card and its item on the chain (Mystic Reversal)
        for k, it in enumerate(st.chain):
            if it.source == oid and it.kind == "card":
                st.chain[k] = replace(it, controller=player)
        label = eng.ref(st, oid)
        st.set(oid, controller=player)
        st.say(f"  {by}: {player} gains control of {label} (188-191)")
        return True
    if o is None or o.zone not in ("base", "battlefield") or o.controller == player:
        return False
    label = eng.ref(st, oid)
    # a control change moves nothing: a permanent taken in another player's base stays
    # there until the next cleanup recalls it to its new controller's base (323.7)
    st.set(oid, controller=player, designation=None)
    st.say(f"  {by}: {player} takes control of {label} (188-191)")
    if o.zone == "battlefield":
        eng.apply_contested(st, o.bf, player)      # 190.3.a
    return True
