"""Instructions about items on the chain and about later events, and choices made as an
effect resolves, as `Effects.execute` runs them (engine/effects.py): counter a spell or
ability (425), make new choices for one (750-755, new_choices.py), "its controller may play
this spell again" (play_again.py), set up a delayed trigger (delayed.py); choose now (a
pick made on resolution, 355.17), name a tag or a spell (naming.py), pay any amount
(204.3.b, pay_any.py).

Each function takes (engine, state, instruction, objects, item, index, source, answer,
player) and returns (objects affected, whether it fell short), or SUSPEND.
"""

from __future__ import annotations

from . import copying, countering, delayed, naming, new_choices, pay_any, play_again


def counter(eng, st, eff, objs, item, i, source, answer, who):
    for t in objs:
        countering.counter(eng, st, t, item.card, eff.dest)
    return objs, False


def make_new_choices(eng, st, eff, objs, item, i, source, answer, who):
    return new_choices.execute(eng, st, objs, item, who, answer)     # 750-755


def again(eng, st, eff, objs, item, i, source, answer, who):
    return play_again.execute(eng, st, eff, item, who, answer)   # "may play this again"


def set_up_delayed(eng, st, eff, objs, item, i, source, answer, who):
    delayed.set_up(st, eff, item, i, objs)      # a delayed trigger (engine/delayed.py)
    return objs, False


def choose(eng, st, eff, objs, item, i, source, answer, who):
    if eff.target is not None and eff.target.kind == "pick":    # chosen now; later
        return copying.pick(eng, st, eff, objs, item, answer)   # instructions name them
    return objs, False                                          # (355.17)


def name(eng, st, eff, objs, item, i, source, answer, who):
    return naming.execute(eng, st, eff, item, who, answer)     # "name a tag / a spell"


def pay_any_amount(eng, st, eff, objs, item, i, source, answer, who):
    return pay_any.execute(eng, st, eff, item, who, answer)    # 204.3.b


OPS = {"counter": counter, "new_choices": make_new_choices, "play_again": again,
       "delayed": set_up_delayed, "choose": choose, "name": name, "pay_any": pay_any_amount}
