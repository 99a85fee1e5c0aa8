"""Playing on a teammate's turn when invited (489.8.a, 316.5.b.1).

"Players may play spells or activate abilities during their Teammate's Turn.  In order to
do so, their Teammate will invite them to play a spell or activate an ability using their
own Priority" (489.8.a); "the Turn Player's teammates may play spells and activate
abilities, including ones without Action or Reaction" (316.5.b.1, under the Main Phase's
Neutral Open State).

NOTATION.md has no line for the invitation: ours is `A: invite C` (an extension, README.md
and CONTRIBUTING.md), given by the turn player with priority in their Main Phase's Neutral
Open State (316.5.b, the state in which they could play any spell themselves) to a
teammate.  The invited player then has priority in that state: they may play one spell
(any, not only Reactions) or activate an ability, paid from their own resources, or
`pass`, which hands priority back to the turn player.  Once the chain exists the
invitation is spent: the spell resolves as any other (339-340), and then the turn player
has priority again (335).  Units and gear are not spells: only the turn player plays them
outside a Reaction's timing.  Only in a game with teams (`GameState.teams`): no Duel or
free-for-all decision asks anything here.
"""

from __future__ import annotations

from . import teams
from .errors import IllegalAction
from .state import Decision, GameState

INVITED = ("invited",)           # turn_notes key: the teammate the turn player invited


def _open(st: GameState) -> bool:
    """The Main Phase's Neutral Open State (316.5.b)."""
    return not st.chain and st.showdown is None and st.combat is None and st.phase == "main"


def invited(st: GameState, player: str) -> bool:
    """Does `player` hold priority on their teammate's turn by invitation (489.8.a)?"""
    return bool(st.teams) and st.turn_notes.get(INVITED) == player and \
        st.priority == player and player != st.turn_player and _open(st)


def spell_invited(st: GameState, player: str, card) -> bool:
    """May `player` play this card by invitation: a spell, on the invitation (489.8.a)."""
    return card.type == "spell" and invited(st, player)


def timely_names(db, st: GameState, player: str, usual: frozenset) -> frozenset:
    """The names `player` may play now: by invitation every spell too (316.5.b.1)."""
    if not invited(st, player):
        return usual
    return usual | db.having("type:spell")


def guests(st: GameState, player: str) -> list[str]:
    """The teammates `player` may invite now: as turn player, with priority, in their Main
    Phase's Neutral Open State (489.8.a, 316.5.b)."""
    if not st.teams or player != st.turn_player or not _open(st):
        return []
    return [p for p in teams.you_and_allies(st, player) if p != player]


def lines(st: GameState, player: str) -> list[str]:
    """The invitation lines of `player` (489.8.a), and the invited player's pass."""
    if invited(st, player):
        return [f"{player}: pass"]
    return [f"{player}: invite {p}" for p in guests(st, player)]


def do_invite(eng, st: GameState, ln) -> None:
    """`A: invite C`: the turn player uses their priority to invite a teammate (489.8.a)."""
    p, guest = ln.player, ln.place
    if guest not in guests(st, p):
        raise IllegalAction(
            f"{p} cannot invite {guest}: the turn player invites a teammate to play a spell "
            f"or activate an ability, with priority in their Main Phase's Neutral Open State "
            f"(489.8.a, 316.5.b.1)")
    st.say(f"{p}: invite {guest}")               # the line as typed: the log replays
    st.say(f"  {guest} may play a spell or activate an ability (489.8.a)")
    st.turn_notes[INVITED] = guest
    st.priority = guest
    st.pending = Decision(guest, "priority",
                          f"{guest} is invited by {p}: play a spell or activate an ability, "
                          f"or pass (489.8.a)")


def decline(st: GameState, player: str) -> None:
    """The invited player passes: the turn player has priority again (489.8.a).  Anyone
    else passing in a Neutral Open State has nothing to pass."""
    if not invited(st, player):
        raise IllegalAction("there is nothing to pass: end the turn with 'end' (316.9)")
    del st.turn_notes[INVITED]
    st.priority = st.turn_player
