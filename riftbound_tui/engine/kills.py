"""Who killed a unit (428.5), for "when you kill a unit (with a spell)".

- A kill instruction of a spell or ability is attributed to it (428.5.b).
- Units killed by lethal damage in the cleanup after a spell or ability resolved are
  attributed to it if it dealt them damage (428.5.c); its controller killed them
  (428.5.c.1).  Each instruction that deals damage notes the units it damaged (`DEALT`,
  the chain item's id); the notes of any earlier item are dropped when another finishes
  resolving, and the cleanup uses them up.  Combat kills (428.5.c.2) are not attributed
  here yet.
- "With a spell": the resolving item is a spell, or an ability of a spell card (428.5.d:
  an ability a spell created is attributed with it).  The trigger test (events.py) reads
  the attribution from a note present only while the event is fired (`KILLING`).
- 383.2.c.1: a card whose ability triggers from the trash sees a kill that puts it there
  (Immortal Phoenix killed by the spell whose kill it listens for): once the killed cards
  are in the trash, those new cards are asked about every unit of that kill.
"""

from __future__ import annotations

from .state import GameState, Modifier

DEALT = "dealt_by"
KILLING = "killing_by"
COMBAT = "combat"


def by_spell(eng, item) -> bool:
    return item is not None and eng.db.get(item.card).type == "spell"


def note_damage(eng, st: GameState, item, units) -> None:
    """An instruction of `item` dealt damage to `units` (for 428.5.c)."""
    if not eng.listening("kill"):
        return
    for u in units:
        if u in st.objs:
            st.modifiers.append(Modifier(u, DEALT, item.id, keyword=item.controller,
                                         until="turn", source="spell" if by_spell(eng, item)
                                         else "ability"))


def note_combat(eng, st: GameState, combat, assigned: dict, attackers) -> None:
    """Combat damage is about to be dealt (465.2.d): each unit dealt some is noted with the
    player whose units dealt it (428.5.c.2)."""
    if not eng.listening("kill"):
        return
    att = frozenset(attackers)
    for u, n in assigned.items():
        if n and u in st.objs:
            killer = combat.defender if u in att else combat.attacker
            st.modifiers.append(Modifier(u, DEALT, 0, keyword=killer, until="turn",
                                         source=COMBAT))


def resolved(st: GameState, item) -> None:
    """`item` has finished resolving: the damage notes of other items are stale (428.5.c
    looks at the item that resolved immediately before the cleanup)."""
    for m in st.modifiers:          # a loop, not any() over a generator (every resolution)
        if m.kind == DEALT and m.amount != item.id:
            st.modifiers = [m for m in st.modifiers
                            if not (m.kind == DEALT and m.amount != item.id)]
            break


def fire(eng, st: GameState, units, player: str, kind: str, leaving=frozenset()) -> None:
    """`player` kills `units` with a `kind` ('spell' / 'ability' / 'combat') of theirs
    (428.5)."""
    note = Modifier(-1, KILLING, keyword=kind, until="turn")
    st.modifiers.append(note)
    eng.fire_each(st, "kill", units, player, leaving=leaving)
    st.modifiers.remove(note)


def killed_with(st: GameState) -> str | None:
    """What the kill being fired is attributed to: 'spell' / 'ability' / 'combat' (None:
    unknown)."""
    for m in st.modifiers:
        if m.kind == KILLING:
            return m.keyword
    return None


def by_instruction(eng, st: GameState, units, item, leaving) -> tuple:
    """A kill instruction of `item` (428.5.b): fire "when you kill"; what `after` needs."""
    if not eng.listening("kill"):
        return ()
    kind = "spell" if by_spell(eng, item) else "ability"
    fire(eng, st, units, item.controller, kind, leaving)
    return _before(eng, st, units, item.controller, kind)


def by_damage(eng, st: GameState, dying, special: str) -> tuple:
    """The cleanup's deaths by lethal damage (428.5.c): fire "when you kill" for those the
    item that resolved just before dealt damage to; what `after` needs.  The notes are
    used up."""
    notes = [m for m in st.modifiers if m.kind == DEALT]
    if not notes:
        return ()
    st.modifiers = [m for m in st.modifiers if m.kind != DEALT]
    # the combat cleanup's deaths are combat's (428.5.c.2), any other cleanup's the item's
    combat = special == COMBAT
    notes = [m for m in notes if (m.source == COMBAT) == combat]
    out: tuple = ()
    leaving = frozenset(dying)
    for player, kind in dict.fromkeys((m.keyword, m.source) for m in notes):
        units = [u for u in dying if any(m.target == u and m.keyword == player
                                         and m.source == kind for m in notes)]
        if units:
            fire(eng, st, units, player, kind, leaving)
            out += _before(eng, st, units, player, kind)
    return out


def _before(eng, st: GameState, units, player: str, kind: str) -> tuple:
    """The trashes before the killed cards reach them (for 383.2.c.1)."""
    if "kill" not in eng.trash_events:
        return ()
    trashed = {p: frozenset(st.players[p].zones["trash"]) for p in st.order}
    return ((tuple(units), player, kind, trashed),)


def after(eng, st: GameState, noted: tuple) -> None:
    """383.2.c.1: the killed cards now in a trash with a "from your trash" kill trigger
    see the kill that put them there."""
    names = eng.listeners.get("kill") or ()
    for _units, player, kind, trashed in noted:
        killed = [(c, p) for p in st.order for c in st.players[p].zones["trash"]
                  if c not in trashed[p] and eng.db.get(st.objs[c].card).type == "unit"]
        new = [(c, p) for c, p in killed if st.objs[c].card in names and any(
            a.trigger is not None and a.trigger.event == "kill" and a.trigger.zone == "trash"
            for a in eng.db.get(st.objs[c].card).abilities)]
        if not new:
            continue
        note = Modifier(-1, KILLING, keyword=kind, until="turn")
        st.modifiers.append(note)
        for c, _ in killed:
            eng.fire(st, "kill", subject=c, player=player, sources=new)
        st.modifiers.remove(note)
