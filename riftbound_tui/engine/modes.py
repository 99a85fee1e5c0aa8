"""Modes: "choose one" (355.3).  A modal spell or ability lists its modes; its
controller picks one as it is played or goes on the chain, after the unit's location and
before its targets (355.2-355.5), answering `mode N` (NOTATION.md, 1-based).  Only a
mode whose targets can all be chosen may be picked (355.8); with one such mode the
engine picks it (forced answer).  "Choose one you've not chosen this turn" (`modes_once`,
Udyr): a mode its controller chose for that ability of that object this turn is not
offered again; the note ends with the turn's other 'this turn' effects (317.2.c)."""

from __future__ import annotations

from ..cards.model import CardDef
from . import repeat
from .errors import IllegalAction
from .state import ChainItem, Decision, GameState, Modifier, Task

CONTEXT = "mode"


def modes_of(card: CardDef, item: ChainItem) -> tuple:
    if item.kind == "card":
        return card.modes
    if item.ability is None:
        return ()
    return card.abilities[item.ability].modes


def effects_of(card: CardDef, item: ChainItem):
    """The chosen mode's instructions, or None when the item is not modal (`card`: the
    item's card, which its caller has read already)."""
    modes = modes_of(card, item)
    if not modes:
        return None
    return modes[item.mode] if item.mode is not None else ()


def step(eng, st: GameState, it: ChainItem, card: CardDef) -> bool:
    """Ask for the mode if it is not chosen yet; True when a decision is now pending.  A
    spell whose Repeat was paid chooses a mode for each execution, the same or another
    (820.2.a): asked in turn, each a `mode N`."""
    modes = modes_of(card, it)
    if not modes:
        return False
    again = it.mode is not None and it.kind == "card" and \
        len(it.repeat_modes) < repeat.paid(it)
    if it.mode is not None and not again:
        return False
    used = used_modes(st, card, it.controller, it.source, it.ability)
    if card.modes_distinct and it.kind == "card":   # "one you haven't already chosen"
        used = used | set(it.repeat_modes) | ({it.mode} if it.mode is not None else set())
    ok = [k for k, effs in enumerate(modes)
          if k not in used and eng.why_no_choices(st, it.controller, effs, it.source,
                                                  it.here, it.hidden_at) is None]
    if not ok:
        why = "no mode has legal choices for its targets (355.3, 355.8)"
        if it.kind != "triggered":
            raise IllegalAction(f"{it.label}: {why}")
        eng._fizzle(st, it, why + "; it is removed (402.4)")
        return True
    if len(ok) == 1:
        st.say(f"{it.controller}: mode {ok[0] + 1}")
        it = _chosen(eng, st, it, ok[0])
        _note(st, card, it, ok[0])
        return step(eng, st, it, card)      # a repeated execution's mode next (820.2.a)
    which = f" for execution {len(it.repeat_modes) + 2} (Repeat, 820.2.a)" if again else ""
    st.pending = Decision(it.controller, "mode", f"{it.label}: choose one{which} (355.3): "
                          + "; ".join(f"mode {k + 1}" for k in ok),
                          tuple(k + 1 for k in ok), (CONTEXT, it.id))
    return True


def _chosen(eng, st: GameState, it: ChainItem, k: int) -> ChainItem:
    """Note mode `k` as the item's mode, or as its next repeated execution's (820.2.a)."""
    if it.mode is None:
        return eng.update_item(st, it.id, mode=k)
    return eng.update_item(st, it.id, repeat_modes=it.repeat_modes + (k,))


def answer(eng, st: GameState, dec: Decision, n: int | None) -> None:
    if n not in dec.options:
        raise IllegalAction(f"choose one of the modes: "
                            f"{', '.join(f'mode {k}' for k in dec.options)}")
    st.pending = None
    st.say(f"{dec.player}: mode {n}")
    if dec.context[0] == "instruction":     # chosen as it resolves (engine/player_modes.py)
        return eng.answer_instruction(st, (n,))
    _, it = eng.item(st, dec.context[1])
    _chosen(eng, st, it, n - 1)
    _note(st, eng.db.get(it.card), it, n - 1)
    st.tasks.append(Task("finalize", (dec.context[1],)))


def _once(card: CardDef, ability) -> bool:
    return ability is not None and card.abilities[ability].modes_once


def used_modes(st: GameState, card: CardDef, player: str, source, ability) -> set[int]:
    """The modes `player` chose this turn for this ability of `source` (modes_once)."""
    if not _once(card, ability):
        return set()
    tag = f"mode:{ability}"
    return {m.amount for m in st.modifiers
            if m.kind == "mode_used" and m.target == source and m.keyword == tag
            and m.source == player}


def _note(st: GameState, card: CardDef, it: ChainItem, k: int) -> None:
    if _once(card, it.ability):
        st.modifiers.append(Modifier(it.source, "mode_used", k, keyword=f"mode:{it.ability}",
                                     until="turn", source=it.controller))


def why_no_spell_mode(eng, st: GameState, player: str, oid: int, card: CardDef, hidden_at,
                      cost) -> str | None:
    """355.3 / 355.8: a modal spell is played only with a mode whose choices can be made."""
    for effs in card.modes:
        if eng.why_no_choices(st, player, effs, oid, hidden_at=hidden_at, cost=cost,
                              domains=card.domains, purpose=card.type) is None:
            return None
    return f"{card.name}: no mode has legal choices for its targets (355.3, 355.8)"


def why_none(eng, st: GameState, player: str, oid: int, card: CardDef, idx: int) -> str | None:
    """402.3: an activated modal ability needs a mode it may choose with legal targets."""
    ab = card.abilities[idx]
    if not ab.modes:
        return None
    used = used_modes(st, card, player, oid, idx)
    if any(k not in used and eng.why_no_choices(st, player, effs, oid) is None
           for k, effs in enumerate(ab.modes)):
        return None
    if used:
        return "every mode it may choose was chosen this turn or has no legal target (355.3)"
    return "no mode has legal choices for its targets (355.3, 355.8)"
