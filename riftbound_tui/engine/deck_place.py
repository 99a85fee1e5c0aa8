"""Putting an object from the board into its owner's Main Deck, on the top or at the
bottom as its owner chooses ("Its owner places it on the top or bottom of their Main
Deck": Keeper's Verdict).  The owner answers `yes` (top) or `no` (bottom) as the
instruction resolves (355.17); the card becomes a new object there (124, 128), and its
attached cards stay behind (719.5)."""

from __future__ import annotations

from .state import Decision, GameState, SUSPEND



def to_deck(eng, st: GameState, objs, item, answer):
    """`op: to_deck`: the first target still on the board goes to its owner's Main Deck."""
    todo = [t for t in objs if t in st.objs and st.objs[t].zone in ("base", "battlefield")]
    if not todo:
        return (), True
    t = todo[0]
    owner = st.objs[t].owner
    if answer is None:
        st.pending = Decision(owner, "yes_no",
                              f"{item.card}: put {eng.ref(st, t)} on the top of your Main "
                              f"Deck? (yes: the top, no: the bottom)", ("yes", "no"),
                              ("instruction",))
        return SUSPEND
    top = bool(answer)
    label = eng.ref(st, t)
    eng.relocate(st, t, "deck", bottom=not top)
    st.say(f"  {item.card}: {owner} places {label} on the {'top' if top else 'bottom'} of "
           f"their Main Deck")
    return (t,), False
