"""Additional turns (734-738): "Take a turn after this one" (Time Warp) inserts a turn
owned by that player into the turn queue right after the current turn; it does not change
the turn order (737), and after it the queue goes on with the turns it held before.

The queue is kept as notes in the state (`Modifier` kind `extra_turn`, target -1, the
owner in `source`, a timestamp for the order).  Each new Additional Turn goes right after
the current turn, so the newest note is taken first (738: [A > B* > D* > B > ...] when D's
Time Warp resolves before B's); the turn after all of them is the next player after the
turn player whose regular turn it was (737)."""

from __future__ import annotations

from .state import GameState, Modifier

KIND = "extra_turn"
BACK = "extra_turn_back"       # whose regular turn the queue returns after


def add(st: GameState, player: str, source: str) -> None:
    st.modifiers.append(Modifier(-1, KIND, until="permanent", timestamp=st.tick(),
                                 source=player, keyword=source))
    st.say(f"  {source}: {player} will take a turn after this one (734-737)")


def queued(st: GameState) -> list[str]:
    """Owners of the queued Additional Turns, next first."""
    notes = sorted((m for m in st.modifiers if m.kind == KIND), key=lambda m: -m.timestamp)
    return [m.source for m in notes]


def next_turn(st: GameState) -> tuple[str, bool]:
    """Who takes the next turn, and whether it is an Additional Turn; the note is used."""
    notes = [m for m in st.modifiers if m.kind == KIND]
    back = next((m for m in st.modifiers if m.kind == BACK), None)
    if notes:
        m = max(notes, key=lambda n: n.timestamp)
        st.modifiers.remove(m)
        if back is None:
            # 737: remember whose regular turn the queue resumes after
            st.modifiers.append(Modifier(-1, BACK, until="permanent", source=st.turn_player))
        return m.source, True
    if back is not None:
        st.modifiers.remove(back)
        return st.next_player(back.source), False
    return st.next_player(st.turn_player), False
