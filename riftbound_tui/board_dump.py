"""The whole board as text, for a rules tester (`riftbound scenario --trace`).

Everything is shown, hidden cards included: a scenario's author sees the whole game. Never
show this to a seated player; their view goes through engine/view.py.
"""

from __future__ import annotations

from .engine import layers, limited
from .engine.game import Game

MAX_LISTED = 12         # cards listed per zone; the rest are counted


def _names(st, ids: list[int], limit: int = MAX_LISTED) -> str:
    names = [st.objs[i].card for i in ids[:limit]]
    more = len(ids) - limit
    return (", ".join(names) or "-") + (f", ... (+{more})" if more > 0 else "")


def _obj(game: Game, oid: int) -> str:
    """A unit or gear with its state: 'Vanguard Sergeant (might 3, exhausted, damage 1)'."""
    st, db = game.state, game.engine.db
    o = st.objs[oid]
    bits = []
    if db.get(o.card).type == "unit":
        bits.append(f"might {layers.might(db, st, oid)}")
    for flag, on in (("exhausted", o.exhausted), ("stunned", o.stunned),
                     ("empowered", o.empowered),
                     ("buffed" if o.buffs == 1 else f"{o.buffs} buffs", o.buffs > 0),
                     (o.designation or "", bool(o.designation)),
                     ("token", o.token)):
        if on:
            bits.append(flag)
    if o.damage:
        bits.append(f"damage {o.damage}")
    kws = [str(k) for k in layers.keywords(db, st, oid)]
    if kws:
        bits.append("keywords " + ", ".join(kws))
    if o.gear:                                         # 719: its attached cards
        bits.append("attached " + ", ".join(st.objs[g].card for g in o.gear))
    if o.attached_to is not None and o.attached_to in st.objs:     # 718
        bits.append(f"attached to {st.objs[o.attached_to].card}")
    return f"{o.card} ({', '.join(bits)})" if bits else o.card


def _pool(pl) -> str:
    power = ", ".join(f"{v} {d}" for d, v in sorted(pl.power.items()) if v)
    spells = f" ({pl.spell_energy} of it for spells only)" if pl.spell_energy else ""
    if getattr(pl, "kept", ()):             # 429: kept apart, spent only on some costs
        spells += "".join(f" + {k}" for k in limited.describe(pl))
    return f"{pl.energy} energy{spells}" + (f", power {power}" if power else "")


def board_dump(game: Game) -> str:
    st = game.state
    sd = st.showdown
    lines = [f"turn {st.turn_number} of {st.turn_player} · phase {st.phase}"
             + (f" · showdown at {st.bfs[sd.bf].name}, focus {sd.focus}" if sd else "")
             + (f" · combat at {st.bfs[st.combat.bf].name}: {st.combat.attacker} attacks "
                f"{st.combat.defender} ({st.combat.step})" if st.combat else "")
             + (f" · winner {st.winner}" if st.winner else "")]
    if st.pending is not None:
        lines.append(f"waiting for {st.pending.player} ({st.pending.kind}): {st.pending.prompt}")
    if st.chain:
        lines.append("chain (top first):")
        for it in reversed(st.chain):
            lines.append(f"  {it.label or it.card} [{it.controller}"
                         f"{', pending' if it.pending else ''}]")
    else:
        lines.append("chain: empty")
    for p in st.order:
        pl = st.players[p]
        z = pl.zones
        runes = ", ".join(st.objs[r].card + (" (exhausted)" if st.objs[r].exhausted else "")
                          for r in z["runes"]) or "-"
        lines += [f"{p}: {pl.points} points · {pl.xp} XP · pool {_pool(pl)}"
                  + (" · conceded" if pl.conceded else ""),
                  f"  legend: {_names(st, z['legend'])} · champion zone: "
                  f"{_names(st, z['champion'])}",
                  f"  runes: {runes} · rune deck: {len(z['rune_deck'])}",
                  f"  base: {'; '.join(_obj(game, i) for i in z['base']) or '-'}",
                  f"  hand ({len(z['hand'])}): {_names(st, z['hand'])}",
                  f"  deck ({len(z['deck'])}, top first): {_names(st, z['deck'], 5)}",
                  f"  trash: {_names(st, z['trash'])} · banishment: {_names(st, z['banishment'])}"]
    for k, b in enumerate(st.bfs):
        flags = [f"controller {b.controller or 'none'}"]
        if b.contested_by:
            flags.append(f"contested by {b.contested_by}")
        if k in st.scored.get(st.turn_player, frozenset()):
            flags.append(f"scored by {st.turn_player} this turn")
        lines.append(f"{b.name} ({', '.join(flags)}):")
        for p in st.order:
            here = [u for u in b.units if st.objs[u].controller == p]
            if here:
                lines.append(f"  {p}: {'; '.join(_obj(game, u) for u in here)}")
            hidden = [i for i in st.players[p].zones["facedown"] if st.objs[i].bf == k]
            if hidden:
                lines.append(f"  {p} facedown: {_names(st, hidden)}")
    return "\n".join(lines)
