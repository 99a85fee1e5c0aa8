"""Per-player choices (355.10.e): "Each player kills one of their units", "Starting with
the next player, each other player chooses a unit you don't control".  Nothing is
targeted: as the instruction resolves, each chooser in turn picks from the objects that
match for them (a `friendly` object is one the chooser controls), seeing what the players
before them chose; then the instruction acts on everything chosen at once.

Who chooses, in order: starting with the turn player and going in turn order (as 383.3.d.1
orders simultaneous choices), or "starting with the next player" after the instruction's
controller; `others` leaves the controller out, `opponents` a 2v2 teammate too, and
`defender` is the combat's defender alone.  A player with nothing to choose is skipped; one
whose only legal answer is forced is answered by the engine (NOTATION.md).
"""

from __future__ import annotations


from . import targets, teams
from .state import Decision, GameState, SUSPEND



def choosers(st: GameState, sel, controller: str) -> list[str]:
    order = [p for p in st.order if not st.players[p].conceded] or list(st.order)
    first = st.turn_player if sel.starting == "turn_player" else controller
    k0 = order.index(first) if first in order else 0
    if sel.starting == "next":
        k0 += 1
    players = [order[(k0 + k) % len(order)] for k in range(len(order))]
    if sel.chooser == "others":                 # "each other player"
        players = [p for p in players if p != controller]
    elif sel.chooser == "opponents":            # "each opponent": no teammate (489.8.e)
        players = [p for p in players if teams.is_opponent(st, p, controller)]
    elif sel.chooser == "defender":             # "the defender" (462): none outside combat
        players = [st.combat.defender] if st.combat is not None else []
    return players


def options(eng, st: GameState, sel, chooser: str, controller: str, source, here,
            taken) -> list[int]:
    """What `chooser` may choose now: the selector read from their side, less what was
    chosen already ("that hasn't been chosen for this spell") and, for `not_yours`, the
    instruction controller's objects."""
    plain = sel.but(kind="choose")
    out = [c for c in targets.candidates(eng.db, st, plain, chooser, source, here)
           if c not in taken]
    if sel.not_yours:
        out = [c for c in out if st.objs[c].controller != controller]
    if st.teams and sel.controller == "friendly":
        # "one of their units" / "a unit they control": the chooser's own, not a teammate's,
        # as friendly reads in 2v2 (489.8.c: control is not shared; 489.8.e)
        out = [c for c in out if st.objs[c].controller == chooser]
    return out


def collect(eng, st: GameState, eff, item, source, answer, progress):
    """Ask each chooser in turn.  Returns ('done', chosen objects) or (SUSPEND, progress)
    after setting the pending decision."""
    sel = eff.target
    if sel.chooser == "chosen":        # "choose an opponent. They move a unit they control"
        who = eng._chosen_player(st, item, None)
        players = [who] if who is not None else []
    else:
        players = choosers(st, sel, item.controller)
    k, got = progress if progress is not None else (0, ())
    while k < len(players):
        p = players[k]
        if answer is not None:
            picked = tuple(answer)
            answer = None
        else:
            cands = options(eng, st, sel, p, item.controller, source, item.here, got)
            hi = min(sel.count, len(cands))
            lo = 0 if sel.up_to else hi
            if hi == 0:
                st.say(f"  {item.card}: {p} has nothing to choose (355.10.e)")
                k += 1
                continue
            if lo == hi == len(cands):         # one legal answer: the engine gives it
                picked = tuple(cands)
                st.say(f"{p}: choose {', '.join(eng.ref(st, c) for c in picked)}")
            else:
                what = sel.object
                st.pending = Decision(p, "choose",
                                      f"{item.label}: {p}, choose {'up to ' if lo == 0 else ''}"
                                      f"{hi} {what}{'s' if hi > 1 else ''} "
                                      f"({eff.op.replace('_', ' ')}; 355.10.e)",
                                      tuple(cands), ("instruction",), lo, hi)
                return SUSPEND, (k, got)
        got, k = got + picked, k + 1
    return "done", got
