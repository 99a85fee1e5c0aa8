"""Zilean, Time Mage: "Once each turn, if you would play a token unit while I'm at a
battlefield, you may play that token and an additional copy of it instead." (passive
`double_token`): a replacement of playing a token unit (367, 369), "you may" (371.2), so
the player who would play it answers `yes`/`no` as the instruction executes (355.17); it
is offered only while a source of theirs is at a battlefield and has not been used this
turn (its once each turn noted in turn_notes).  It applies once to the event (370.2): an
instruction playing two tokens plays three."""

from __future__ import annotations

from . import rule_changes, turn_notes
from .state import Decision, GameState, SUSPEND

PASSIVE = "double_token"


def offer(eng, st: GameState, who: str, token: str) -> int | None:
    """The source that may double `who`'s token unit now, or None."""
    if eng.db.get(token).type != "unit":
        return None
    for oid, ctl, _ in rule_changes.sources(eng.db, st, PASSIVE):
        if ctl == who and st.objs[oid].zone == "battlefield" and \
                not turn_notes.used(st, oid, PASSIVE):
            return oid
    return None


def extra(eng, st: GameState, who: str, token: str, item, answer) -> int | str:
    """How many more tokens to play (0 or 1), or SUSPEND while `who` is asked."""
    src = offer(eng, st, who, token)
    if src is None:
        return 0
    if answer is None:
        st.pending = Decision(who, "yes_no",
                              f"{item.card}: {eng.ref(st, src)} may play that {token} token "
                              f"and an additional copy of it instead: do it? (369, 371.2)",
                              ("yes", "no"), ("instruction",))
        return SUSPEND
    if not answer:
        st.say(f"  {who} declines {eng.ref(st, src)}'s additional {token} token (371.2)")
        return 0
    turn_notes.use(st, src, PASSIVE)
    st.say(f"  {eng.ref(st, src)}: {who} plays that {token} token and an additional copy "
           f"of it instead (369)")
    return 1
