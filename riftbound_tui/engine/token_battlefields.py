"""Battlefield tokens added to the board (187.8-187.9): Baron Nashor, "As you play me, add
the Baron Pit battlefield token to the board if it's not there already. If you do, I enter
there." (passive `enters_token_battlefield` with `token:`).  The last sentence replaces
where the unit enters (369.3): the token is added as the unit resolves, uncontrolled, and
the unit enters there instead of the place chosen as it was played.  A token battlefield
that is already on the board is not added again, and the unit enters where it was played."""

from __future__ import annotations

from .state import BattlefieldState, GameState

PASSIVE = "enters_token_battlefield"


def entering_place(eng, st: GameState, card, player: str, dest):
    """Where a unit being played enters: a battlefield token it adds, else `dest`."""
    for ab in card.abilities:
        if ab.passive != PASSIVE or ab.token is None:
            continue
        if any(b.name == ab.token for b in st.bfs):
            st.say(f"  {card.name}: {ab.token} is on the board already; nothing is added")
            return dest
        return add(eng, st, ab.token, player, card.name)
    return dest


def add(eng, st: GameState, token: str, player: str, by: str) -> int:
    """Add the battlefield token `token` to the board (187): a new battlefield, uncontrolled,
    owned by `player`.  Its index in `st.bfs`."""
    oid = eng.create_card(st, token, player, "battlefields")
    st.bfs.append(BattlefieldState(oid, eng.db.get(token).name))
    k = len(st.bfs) - 1
    st.say(f"  {by}: {player} adds the {token} battlefield token to the board (187)")
    return k


def moves_here_from_anywhere(eng, st: GameState, bf: int) -> bool:
    """187.9: "Units can move here from anywhere" (Baron Pit): no Ganking needed."""
    name = st.objs[st.bfs[bf].obj].card
    having = getattr(eng.db, "with_passive", None)      # (most battlefields have no such rule)
    if having is not None and name not in having("move_here_from_anywhere"):
        return False
    return any(ab.passive == "move_here_from_anywhere" for ab in eng.db.get(name).abilities)
