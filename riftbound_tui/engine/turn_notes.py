"""What happened this turn that cards read back (`GameState.turn_notes`, emptied as each
turn starts): points scored from holding (Needlessly Large Yordle), battlefields conquered
(Perched Grimwyrm), the unit an Equipment was attached to (Brutalizer).  Notes, not
effects: nothing expires with them at the end of the turn (317.2.c)."""

from __future__ import annotations

from .state import GameState


def held(st: GameState, player: str) -> None:
    """469.2: `player` scored a point from holding."""
    key = ("held", player)
    st.turn_notes[key] = st.turn_notes.get(key, 0) + 1


def held_points(st: GameState, player: str) -> int:
    return st.turn_notes.get(("held", player), 0)


def conquered(st: GameState, player: str, bf: int) -> None:
    """469.1: `player` conquered battlefield `bf`."""
    key = ("conquered", player)
    st.turn_notes[key] = st.turn_notes.get(key, frozenset()) | {bf}


def conquests(st: GameState, player: str) -> frozenset:
    return st.turn_notes.get(("conquered", player), frozenset())


def use(st: GameState, oid, index) -> None:
    """An activated ability of `oid` was used ("Use only once per turn": Azir)."""
    st.turn_notes[("used", oid, index)] = True


def used(st: GameState, oid, index) -> bool:
    return ("used", oid, index) in st.turn_notes


def attached(st: GameState, gear: int, unit: int) -> None:
    """434: `gear` was attached to `unit`."""
    st.turn_notes[("attached", gear)] = unit


def attached_to_this_turn(st: GameState, gear: int) -> int | None:
    return st.turn_notes.get(("attached", gear))
