"""Instructions that move objects or change who controls them, as `Effects.execute` runs
them (engine/effects.py): move (420: one move of every unit that can go), return to hand
(all at once, 370.1.a.2), recall (455), "can't move this turn", attach (434, 818-821) and
detach (435), swap, put into the Main Deck (top or bottom), and gain or lose control
(188-191).

Each function takes (engine, state, instruction, objects, item, index, source, answer,
player) and returns (objects affected, whether it fell short), or SUSPEND.
"""

from __future__ import annotations

from . import attach as attaching
from . import control, effect_memory, events, linked, moves, paid_notes
from .state import SUSPEND

MOVE_TO_BASE = "base"


def _fixed_dest(eff, item):
    if eff.dest == "here" and item.here is not None:
        return item.here
    return MOVE_TO_BASE


def move(eng, st, eff, objs, item, i, source, answer, who):
    if eff.dest == "with_subject":      # "I may be moved with it"
        dest = events.subject_place(st, item)
    elif eff.dest == "with_paid":       # where the unit the cost exhausted is
        dest = paid_notes.paid_place(st, item)
        if dest is None:
            return (), True
    elif eff.dest == "there":
        dest = linked.there(eng, st, item, i, eng.item_effects(st, item))
    else:
        dest = item.dests[i] if i < len(item.dests) and item.dests[i] is not None \
            else _fixed_dest(eff, item)
        if dest == MOVE_TO_BASE and effect_memory.counts_there(eng.item_effects(st, item)):
            # "that battlefield" after (Isolate): where each of them leaves from
            effect_memory.note_left(st, item,
                                    [t for t in objs if eng.can_move_to(st, t, dest)])
    movers = eng.spell_move(st, objs, dest, item, item.controller)
    return movers, len(movers) < len(objs)


def return_to_hand(eng, st, eff, objs, item, i, source, answer, who):
    if eff.target is not None and eff.target.max_total_might is not None:
        # 355 (Fox-Fire, Decree of Discord): the targets must still meet the limit
        # together, else a subset
        objs = linked.limited_group(eng, st, eff.target, objs, item, answer)
        if objs == SUSPEND:
            return SUSPEND
    eng.return_to_hand(st, objs, item.card)     # all at once (370.1.a.2, events.py)
    return objs, False


def recall(eng, st, eff, objs, item, i, source, answer, who):
    for t in objs:
        eng.recall(st, t, f"({item.card}, 455)")
    return objs, False


def cant_move(eng, st, eff, objs, item, i, source, answer, who):
    for t in objs:                      # "they can't move it this turn"
        moves.forbid(st, t, st.objs[t].controller if eff.player == "controller"
                     else who, item.card)
    return objs, False


def attach(eng, st, eff, objs, item, i, source, answer, who):
    return attaching.instruction(eng, st, eff, objs, item, answer)     # 434, 818-821


def detach(eng, st, eff, objs, item, i, source, answer, who):
    return attaching.detach_instruction(eng, st, eff, objs, item, answer)     # 435


def swap(eng, st, eff, objs, item, i, source, answer, who):
    return linked.swap(eng, st, item, objs)


def to_deck(eng, st, eff, objs, item, i, source, answer, who):
    from .deck_place import to_deck as placing     # its owner: the top or the bottom
    return placing(eng, st, objs, item, answer)


def lose_control(eng, st, eff, objs, item, i, source, answer, who):
    lost = tuple(t for t in objs if control.lose_control(eng, st, t, who, item.card))
    return lost, len(lost) < len(objs)            # Hostile Takeover (engine/control.py)


def take_control(eng, st, eff, objs, item, i, source, answer, who):
    taken = tuple(t for t in objs if control.take_control(eng, st, t, who, item.card))
    for t in taken:                                # 188-191 (engine/control.py)
        if eff.dest == "base" and st.objs[t].attached_to is not None:
            attaching.detach(eng, st, t, f"({item.card}: it moves, 435)")
        if eff.dest == "base" and t not in st.players[who].zones["base"]:
            st.say(f"  {item.card}: {eng.ref(st, t)} moves to {who}'s base")
            eng.relocate(st, t, "base", controller=who)     # "move it to your base"
        if eff.until == "leaves" and source in st.objs:     # "until I leave the board"
            control.until_source_leaves(st, t, who, source, item.card)
    return taken, len(taken) < len(objs)


OPS = {"move": move, "return_to_hand": return_to_hand, "recall": recall,
       "cant_move": cant_move, "attach": attach, "detach": detach, "swap": swap,
       "to_deck": to_deck, "lose_control": lose_control, "take_control": take_control}
