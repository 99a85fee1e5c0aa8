"""Instructions that change an object's status, as `Effects.execute` runs them
(engine/effects.py): ready (415; 415.1.c: only what was exhausted is "readied"), exhaust
(414; 414.4: not again), stun (423), buff (426.1.b: only one without a buff, unless it can
have any number), spend a buff (702.2.b), Empower (441) and disempower (442).

Each function takes (engine, state, instruction, objects, item, index, source, answer,
player) and returns (objects affected, whether it fell short).
"""

from __future__ import annotations

from . import empower as empowering
from . import linked, rule_changes


def ready(eng, st, eff, objs, item, i, source, answer, who):
    done = []
    for t in objs:
        if rule_changes.readying_blocked(eng.db, st, t):
            st.say(f"  {item.card}: {eng.ref(st, t)} can't be readied by spells and "
                   f"abilities ({rule_changes.readying_blocker(eng.db, st, t)})")
            continue
        done.append(t)
    readied = tuple(t for t in done if st.objs[t].exhausted)   # 415.1.c
    for t in done:
        eng.ready(st, t)
        st.say(f"  {item.card}: ready {eng.ref(st, t)} (415)")
    eng.fire_each(st, "ready", readied, item.controller)
    return tuple(done), len(done) < len(objs)


def exhaust(eng, st, eff, objs, item, i, source, answer, who):
    done = tuple(t for t in objs if not st.objs[t].exhausted)
    for t in done:
        st.set(t, exhausted=True)
        st.say(f"  {item.card}: exhaust {eng.ref(st, t)} (414)")
    # an exhausted object cannot be exhausted again (414.4): "exhaust me to ..."
    # is then not done
    return done, len(done) < len(objs)


def stun(eng, st, eff, objs, item, i, source, answer, who):
    stunned = tuple(t for t in objs if not st.objs[t].stunned)  # 423.1.a.1
    for t in objs:
        st.set(t, stunned=True)
        st.say(f"  {item.card}: stun {eng.ref(st, t)} (423)")
    eng.fire_each(st, "stun", stunned, item.controller)
    return objs, False


def buff(eng, st, eff, objs, item, i, source, answer, who):
    buffed = tuple(t for t in objs if st.objs[t].buffs == 0 or rule_changes.many_buffs(
        eng.db, eng.db.get(st.objs[t].card)))     # Lee Sin, Ascetic: any number
    for t in buffed:                  # 426.1.b: only if it has no buff yet
        st.set(t, buffs=st.objs[t].buffs + 1)
        st.say(f"  {item.card}: buff {eng.ref(st, t)} (426)")
    eng.fire_each(st, "buff", buffed, item.controller)
    return objs, False


def spend_buff(eng, st, eff, objs, item, i, source, answer, who):
    if eff.target is None:
        return linked.spend_buff(eng, st, eff, item, answer)
    spent = tuple(t for t in objs if st.objs[t].buffs > 0)     # "spend its buff" (702.2.b)
    for t in spent:
        st.set(t, buffs=st.objs[t].buffs - 1)
        st.say(f"  {item.card}: spend the buff of {eng.ref(st, t)} (702.2.b)")
        eng.fire(st, "spend_buff", subject=t, player=item.controller)
    return spent, len(spent) < len(objs)


def empower(eng, st, eff, objs, item, i, source, answer, who):
    done = empowering.empower(eng, st, objs, item.card)
    for t in done:                   # "when I become Empowered" (441.2.a)
        eng.fire(st, "empowered", subject=t, player=st.objs[t].controller)
    if done:                         # "when you empower something else"
        eng.fire_each(st, "empower", done, item.controller)
    return objs, len(done) < len(objs)


def disempower(eng, st, eff, objs, item, i, source, answer, who):
    done = empowering.disempower(eng, st, objs, item.card)   # 442.1: only what is
    return done, len(done) < len(objs)                        # Empowered (442.1.a.1)


OPS = {"ready": ready, "exhaust": exhaust, "stun": stun, "buff": buff,
       "spend_buff": spend_buff, "empower": empower, "disempower": disempower}
