"""Making new choices for a finalized item on the chain (750-755): "Gain control of a
spell. You may make new choices for it." (Mystic Reversal).  As the instruction resolves,
its player answers `yes`/`no` (asked only when some choice could be remade, 753.2), then,
instruction by instruction, `choose` the targets anew from their own side (the old ones
may be chosen again, keeping them, 753).  Costs the new choices would add are ignored
(755).  Modes and destinations are kept as they were (a limit of this engine)."""

from __future__ import annotations

from .choices import chosen_now
from .state import Decision, GameState, Modifier, SUSPEND

KIND = "new_choices"


def _stage(st: GameState, item_id: int):
    return next((m for m in st.modifiers if m.kind == KIND and m.keyword == str(item_id)),
                None)


def _set_stage(st: GameState, item_id: int, k: int | None) -> None:
    old = _stage(st, item_id)
    if old is not None:
        st.modifiers.remove(old)
    if k is not None:
        st.modifiers.append(Modifier(-1, KIND, k, keyword=str(item_id), until="turn"))


def _slots(eng, st: GameState, it, player: str):
    """(instruction index, candidates, least, most) for each choice that can be remade."""
    return [(k, cands, lo, min(hi, len(cands)))
            for k, cands, lo, hi in chosen_now(eng, st, it, player) if len(cands) >= lo]


def execute(eng, st: GameState, objs, item, who: str, answer):
    it = next((x for x in st.chain if x.source in objs and x.kind == "card"
               and x.id != item.id), None)
    if it is None:
        return (), True
    slots = _slots(eng, st, it, who)
    stage = _stage(st, item.id)
    if stage is None:
        if not slots:
            return objs, False                       # 753.2: nothing could be remade
        if answer is None:
            st.pending = Decision(who, "yes_no", f"{item.label}: make new choices for "
                                  f"{it.label}? (750-753)", ("yes", "no"), ("instruction",))
            return SUSPEND
        if not answer:
            return objs, False
        k, answer = 0, None
    else:
        k = stage.amount
        if answer is not None:
            targets = list(it.targets)
            while len(targets) <= k:
                targets.append(())
            old = targets[k]
            targets[k] = tuple(answer)
            eng.update_item(st, it.id, targets=tuple(targets))
            st.say(f"  {it.label}: new choice for instruction {k + 1} (751, 755)")
            eng.units_chosen_anew(st, it, k, old, targets[k], who)     # 754
            k, answer = k + 1, None
    for idx, cands, lo, hi in slots:
        if idx < k:
            continue
        if lo == hi == len(cands):                   # one legal answer: the engine gives it
            continue
        _set_stage(st, item.id, idx)
        st.pending = Decision(who, "choose", f"{it.label}: choose {'up to ' if lo == 0 else ''}"
                              f"{hi} anew for instruction {idx + 1} (751)", tuple(cands),
                              ("instruction",), lo, hi)
        return SUSPEND
    _set_stage(st, item.id, None)
    return objs, False
