"""Modes chosen by other players as the instruction resolves (355.10.e with 355.3):
"Each other player chooses Cards or Runes.  For each player that chooses Cards, you and
that player each draw 1 ..." (Party Favors).  Starting with the next player, each other
player answers `mode N`; then, for each of them in that order, the chosen mode's
instructions are done with `that_player` naming them.  The modes' instructions are done
at once (they make no choices of their own)."""

from __future__ import annotations

from dataclasses import replace

from .state import Decision, GameState, SUSPEND



def choosers(st: GameState, controller: str, eff=None) -> list[str]:
    """Who chooses, in order: each other player, starting with the next; with `player:
    controller` the instruction's controller alone ("attach it or detach it", chosen as it
    resolves: Angle Shot, 355.17)."""
    if eff is not None and eff.player == "controller":
        return [controller]
    order = [p for p in st.order if not st.players[p].conceded] or list(st.order)
    k0 = order.index(controller) + 1 if controller in order else 0
    return [order[(k0 + k) % len(order)] for k in range(len(order))
            if order[(k0 + k) % len(order)] != controller]


def collect(st: GameState, eff, item, answer, progress):
    """Ask each chooser; ('done', ((player, mode index), ...)) or (SUSPEND, progress)."""
    players = choosers(st, item.controller, eff)
    k, got = progress if progress is not None else (0, ())
    if answer is not None and k < len(players):
        got, k = got + ((players[k], answer[0] - 1),), k + 1
    if k < len(players):
        n = len(eff.modes)
        rule = "355.17" if eff.player == "controller" else "355.10.e"
        st.pending = Decision(players[k], "mode", f"{item.label}: {players[k]}, choose one "
                              f"(355.3, {rule}): "
                              + "; ".join(f"mode {j + 1}" for j in range(n)),
                              tuple(range(1, n + 1)), ("instruction",))
        return SUSPEND, (k, got)
    return "done", got


def run(eng, st: GameState, eff, item, i: int, source, picks) -> tuple:
    done: tuple = ()
    short = False
    for player, mode in picks:
        them = replace(item, event_player=player)
        for e in eff.modes[mode]:
            # a named object ({that: N}, ...) is read now; a mode makes no choices
            objs = eng._affected(st, e, them, i, source, done) if e.target is not None else ()
            if objs is None:
                short = True                  # 359.3.e.5: it is gone; nothing is done
                continue
            res = eng.execute(st, e, objs, them, i, source, None, ())
            if res == SUSPEND:            # the loader keeps choices out of these modes
                st.pending = None
                short = True
                continue
            done, short = done + tuple(res[0]), short or res[1]
    return done, short
