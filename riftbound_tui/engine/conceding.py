"""Conceding (649-652) in a game of more than two players: the player is removed and the
game goes on without them (651.2); in 2v2 their teammate goes with them (651.4; the team
remaining wins, engine/actions.py do_concede).  A Duel ends at a concession (651.1).

Removal (652): the removed player's spells and abilities leave the chain (652.4) and every
card they own or control leaves the game (652.1, 652.3), so no zone or view holds it; the
battlefield they brought, if in use, is removed and replaced with a token battlefield with no
abilities, the units there staying and its own effects ceasing (652.2).  Then play
goes on (652.5): a removed turn player's turn ends at once - what is on the chain leaves
it, any showdown or combat ends - and the next player in turn order takes theirs; a
removed player's priority or focus passes to the next player, and the priority round on
the chain starts again from the newest item's controller (340.4)."""

from __future__ import annotations

from dataclasses import replace

from . import replace_action, setup, teams
from .state import Decision, GameState, Task, showdown_but

FACEDOWN_EXCESS = "facedown_excess"   # a task and a decision's context: 107.3.b.2


def concede(engine, st: GameState, p: str) -> None:
    """650: `p` concedes; the last player or team remaining wins (651.1, 651.4), else
    the game goes on without them (651.2)."""
    st.say(f"{p}: concede")
    st.players[p].conceded = True
    if st.teams is not None:                  # 651.4, 489.6.a.1: the whole team loses
        for q in teams.you_and_allies(st, p):
            st.players[q].conceded = True
    left = [x for x in st.order if not st.players[x].conceded]
    if st.teams is not None and left and all(teams.is_ally(st, x, left[0]) for x in left):
        st.winner = left[0]                   # 489.6.a.3: the team remaining wins
        st.pending = None
        st.say(f"  {teams.team_name(st, left[0])} win: the only team remaining (651.4, "
               f"489.6.a)")
    elif len(left) == 1:
        st.winner = left[0]
        st.pending = None
        st.say(f"  {left[0]} wins: the only player remaining (195)")
    elif p in st.order:                        # 651.2: the game goes on without them
        remove_player(engine, st, p)


def remove_player(engine, st: GameState, p: str) -> None:
    nxt = st.next_player(p)
    turn_player = st.turn_player == p
    dropped = [it for it in st.chain if turn_player or it.controller == p]
    ids = {it.id for it in dropped}
    if dropped:                                                      # 652.4
        st.chain[:] = [it for it in st.chain if it.id not in ids]
        for it in dropped:
            o = st.objs.get(it.source) if it.kind == "card" else None
            if o is not None and o.zone == "chain" and o.owner != p:
                engine.relocate(st, it.source, "trash", fire_leaves=False)   # countered
        st.say(f"  {'the chain' if turn_player else p + chr(39) + 's spells and abilities'}"
               f" leave{'s' if turn_player else ''} the chain (652.4, 425)")
    st.triggers = [] if turn_player else [t for t in st.triggers if t.controller != p]
    st.tasks[:] = [] if turn_player else [t for t in st.tasks if not _theirs(t, p, ids)]
    shrunk = _battlefields_replaced(engine, st, p)
    _cards_leave(engine, st, p)
    st.order = tuple(x for x in st.order if x != p)
    dec = st.pending
    if dec is not None and (turn_player or dec.player == p or dec.kind in ("priority",
                                                                          "focus")):
        st.pending = None              # the engine asks again, of whoever acts now
    elif dec is not None and dec.kind == "choose":     # what left the game is no choice
        left = tuple(o for o in dec.options if not isinstance(o, int) or o in st.objs)
        st.pending = replace(dec, options=left, min_count=min(dec.min_count, len(left)),
                             max_count=min(dec.max_count, len(left)))
    if turn_player:                                                  # 652.5.a.1
        _end_structures(st)
        st.say(f"  play proceeds to {nxt}'s turn (652.5.a.1)")
        engine.start_turn(st, nxt, st.turn_number + 1)
        _too_many_hidden(st, shrunk)
        return
    if st.priority == p:                                             # 652.5.c.1
        st.priority = nxt
    if st.chain and ids:             # 652.5.c.2: the round of passes starts again
        st.passes = 0
        st.priority = st.chain[-1].controller
    sd = st.showdown
    if sd is not None and sd.focus == p:                             # 652.5.b.1
        st.showdown = showdown_but(sd, focus=nxt)
        if not st.chain:
            st.priority = nxt
    engine.push_cleanup(st)
    _too_many_hidden(st, shrunk)


def _battlefields_replaced(engine, st: GameState, p: str) -> list[int]:
    """652.2: the battlefield `p` contributed leaves the game and a token battlefield with no
    abilities takes its place (652.2.a); the units and hidden cards there stay, with who
    controls or contests it (652.2.b), and its own effects cease with it (652.2.c).  The
    battlefields whose facedown zone now holds fewer cards (Bandle Tree's "hide an
    additional card here" ceases, 107.3.b.1)."""
    shrunk = []
    for k, b in enumerate(st.bfs):
        old = st.objs.get(b.obj)
        if old is None or old.owner != p:
            continue
        before = engine.hide_slots(st, k)
        new = engine.create_card(st, replace_action.REMOVED_TOKEN, p, "battlefields")
        was = b.name
        del st.objs[b.obj]
        st.modifiers = [m for m in st.modifiers if m.target != old.id]
        b.obj = new
        st.say(f"  {was}, which {p} brought, leaves the game: a token battlefield with no "
               f"abilities replaces it, and the units there stay (652.2)")
        if engine.hide_slots(st, k) < before:
            shrunk.append(k)
    setup.label_battlefields(st)      # two such tokens are told apart by owner (NOTATION.md)
    return shrunk


def _too_many_hidden(st: GameState, shrunk: list[int]) -> None:
    """107.3.b.2: where a facedown zone's occupancy fell below the cards there, their
    controller puts the difference in the trash, choosing which (asked first: a task on
    top of the stack)."""
    for k in shrunk:
        for q in st.order:
            st.tasks.append(Task(FACEDOWN_EXCESS, (q, k)))


def ask_excess(engine, st: GameState, task: Task) -> None:
    q, k = task.data
    here = tuple(f for f in st.players[q].zones["facedown"] if st.objs[f].bf == k)
    extra = len(here) - engine.hide_slots(st, k)
    if extra <= 0:
        return
    st.pending = Decision(q, "choose", f"{st.bfs[k].name} holds {len(here) - extra} facedown "
                          f"card: choose {extra} of yours to put in the trash (107.3.b.2)",
                          here, (FACEDOWN_EXCESS, k), extra, extra)


def answer_excess(engine, st: GameState, dec: Decision, chosen) -> None:
    for oid in chosen:
        engine.relocate(st, oid, "trash")
    st.say(f"  {dec.player} puts {len(chosen)} facedown card{'s' if len(chosen) > 1 else ''}"
           f" at {st.bfs[dec.context[1]].name} in the trash: it holds fewer now (107.3.b.2)")


def _cards_leave(engine, st: GameState, p: str) -> None:
    """652.1, 652.3: what they control on the board and every card they own leave the
    game: banished from the board, then out of every zone (a view shows none of them)."""
    mine = [oid for oid, o in st.objs.items() if o.zone in ("base", "battlefield", "runes",
                                                             "facedown", "chain")
            and (o.owner == p or o.controller == p) and o.attached_to is None]
    for oid in mine:
        if oid in st.objs:
            engine.relocate(st, oid, "banishment", fire_leaves=False)
    gone = {oid for oid, o in st.objs.items() if o.owner == p and
            o.zone != "battlefields" and o.attached_to is None and not o.gear}
    for oid in gone:
        del st.objs[oid]
    for q in st.order:
        for z in st.players[q].zones.values():
            z[:] = [oid for oid in z if oid not in gone]
    st.on_chain = tuple(oid for oid in st.on_chain if oid in st.objs)
    st.modifiers = [m for m in st.modifiers if m.target not in gone and m.source != p]
    for b in st.bfs:
        b.units[:] = [u for u in b.units if u in st.objs]
        if b.controller == p:
            b.controller = None
        if b.contested_by == p:
            b.contested_by = None
    st.say(f"  {p} is removed from the game: their cards leave it (651.2, 652.1, 652.3)")


def _end_structures(st: GameState) -> None:
    """The removed turn player's showdown or combat ends with their turn."""
    st.showdown = st.combat = None
    for oid, o in list(st.objs.items()):
        if o.designation:
            st.set(oid, designation=None)
    st.modifiers = [m for m in st.modifiers if m.until != "combat"]
    for b in st.bfs:
        b.contested_by = None
        b.showdown_staged = b.combat_staged = False


def _theirs(task: Task, p: str, gone: set) -> bool:
    """A task that finishes one of the removed player's chain items."""
    if task.kind == "finalize":
        return task.data[0] in gone
    if task.kind in ("instructions", "resolved"):
        return getattr(task.data[0], "controller", None) == p
    return False
