"""The Chosen Champion (103.2.a): which card each player chose for that slot.

"Your Chosen Champion" is that specific card and any champion unit with its name
(103.2.a.3), so once the card has left the Champion Zone (a new object, 124) the game
still knows it by name.  The name is noted at setup as a permanent note in the state
(`Modifier` kind CHOSEN, target -1, the player in `source`, the card in `keyword`).

A Chosen Champion returns to its Champion Zone only when the zone is empty (108.3.c.1):
Hallowed Tomb's "return your Chosen Champion from your trash to your Champion Zone if
it is empty".
"""

from __future__ import annotations

from .state import GameState, Modifier

CHOSEN = "chosen_champion"


def note(st: GameState, player: str, name: str) -> None:
    """Setup (112): `player` chose `name` as their Chosen Champion."""
    st.modifiers.append(Modifier(-1, CHOSEN, keyword=name, until="permanent", source=player))


def chosen_name(st: GameState, player: str) -> str | None:
    for m in st.modifiers:
        if m.kind == CHOSEN and m.source == player:
            return m.keyword
    return None


def is_chosen(db, st: GameState, o) -> bool:
    """Is this card its owner's Chosen Champion (103.2.a.3: a champion unit of that name)?"""
    card = db.get(o.card)
    return card.type == "unit" and card.supertype == "champion" and \
        o.card == chosen_name(st, o.owner)


def return_to_zone(eng, st: GameState, objs, item) -> tuple[tuple[int, ...], bool]:
    """Return each card to its owner's Champion Zone, only if that zone is empty
    (108.3.c.1); (cards returned, whether any could not be)."""
    out = []
    for c in objs:
        o = st.objs.get(c)
        if o is None:
            continue
        if st.players[o.owner].zones["champion"]:
            st.say(f"  {item.card}: {o.owner}'s Champion Zone is not empty: {o.card} stays "
                   f"in {o.zone} (108.3.c.1)")
            continue
        out.append(eng.relocate(st, c, "champion"))
        st.say(f"  {item.card}: {o.card} returns to {o.owner}'s Champion Zone (108.3.c.1)")
    return tuple(out), len(out) < len(objs)
