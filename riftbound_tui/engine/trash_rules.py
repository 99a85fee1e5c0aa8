"""Rules changes for a player about their trash and their Draw Phase, from a permanent
they control (Endless Riches):

- `skip_draw_phase`: "Skip your Draw Phase." (443: a replacement of the procedure with
  nothing, 443.4; the draw of 315.4.b does not happen, and nothing triggers on it, 443.2.a).
- `play_from_trash`: "You may play cards from your trash." A permission beyond 419.1.a:
  the card is played from its owner's trash with its own costs, timing and everything else
  unchanged; not by Flow, so it is not banished for that (829.1.b.1).  A card with Flow or its own
  trash cost is still offered for that cost (engine/flow.py).
- `trash_to_banishment`: "If a card would go to your trash from anywhere other than your
  Main Deck, banish it instead." (367, 369: a replacement of where the card goes; a burned
  card comes from the Main Deck and still goes to the trash, 440.1).  Applied as the card is
  put into the zone (engine/board.py `relocate`), so a discard, a death, a resolved or
  countered spell, a card put there by an instruction, all go to banishment.  The permanent
  applies it as long as it is on the board, so to its own way to the trash too.

Each is the rule of its source's controller ("your"), read from the board as it applies.
A game without such a card asks nothing more than one set test (`Engine.trash_rule_names`
against `GameState.in_game`).
"""

from __future__ import annotations

from . import rule_changes
from .state import GameState

SKIP_DRAW = "skip_draw_phase"
PLAY = "play_from_trash"
TO_BANISHMENT = "trash_to_banishment"
PASSIVES = (SKIP_DRAW, PLAY, TO_BANISHMENT)


def names(db) -> frozenset[str]:
    """The cards with one of these rules (for the Engine's gate)."""
    out: frozenset[str] = frozenset()
    for p in PASSIVES:
        out |= db.with_passive(p)
    return out


def live(eng, st: GameState) -> bool:
    """Has a card with one of these rules been in this game?"""
    return bool(eng.trash_rule_names) and not eng.trash_rule_names.isdisjoint(st.in_game)


def applies(db, st: GameState, passive: str, player: str) -> str | None:
    """The name of a permanent `player` controls that gives them this rule, or None."""
    for oid, ctl, _ in rule_changes.sources(db, st, passive):
        if ctl == player:
            return st.objs[oid].card
    return None


def skips_draw(eng, st: GameState, player: str) -> bool:
    """315.4 replaced with nothing (443): says so when it is."""
    if not live(eng, st):
        return False
    by = applies(eng.db, st, SKIP_DRAW, player)
    if by is None:
        return False
    st.say(f"  {player} skips their Draw Phase ({by}, 443)")
    return True


def plays_from_trash(eng, st: GameState, player: str) -> bool:
    return live(eng, st) and applies(eng.db, st, PLAY, player) is not None


def destination(eng, st: GameState, o, zone: str) -> str:
    """Where a card that would go to `zone` goes: banishment instead of its owner's trash
    when the owner has `trash_to_banishment` and it does not come from the Main Deck."""
    if zone != "trash" or o.zone == "deck" or o.token or not live(eng, st):
        return zone
    by = applies(eng.db, st, TO_BANISHMENT, o.owner)
    if by is None:
        return zone
    st.say(f"  {o.card} would go to {o.owner}'s trash: it is banished instead ({by}, 369)")
    return "banishment"
