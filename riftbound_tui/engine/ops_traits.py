"""Instructions that change an object's traits or abilities, for a while or for good, as
`Effects.execute` runs them (engine/effects.py): Might (a limited decrease snapshots its
size: FAQ, Smoke Screen), base Might and the other lasting changes (lasting.py), keywords
given or copied (a summed keyword's total: 807.2, 809.2, 814.2, 823.2), abilities given
(476), Flow given (829), and buffs giving more Might this turn (701).

Each function takes (engine, state, instruction, objects, item, index, source, answer,
player) and returns (objects affected, whether it fell short), or None for an instruction
`execute` reports as not supported.
"""

from __future__ import annotations

from . import flow, keyword_copy, lasting, layers, rule_changes
from .granted_abilities import GRANTED_ABILITY
from .state import Modifier

SUM_RULE = {"assault": "807.2", "deflect": "809.2", "shield": "814.2", "hunt": "823.2"}


def _lasting(duration: str) -> str:
    """For a log line: " this turn" or " this combat"; nothing for a lasting change, which
    the reader takes as the default ("gains temporary", never "gains temporary permanent")."""
    return "" if duration == "permanent" else f" {duration}"


def might(eng, st, eff, objs, item, i, source, answer, who):
    n = eff.amount
    more = rule_changes.extra_might_loss(eng.db, st, item.controller) \
        if n < 0 and eff.target is not None and eff.target.kind in ("choose", "that") \
        else 0                  # "gives an additional -1 Might" to a unit it chooses
    for t in objs:
        amount = n - more
        if eff.minimum is not None and n < 0:
            # A limited decrease snapshots its size when applied (FAQ: Smoke Screen).
            cur = layers.might(eng.db, st, t)
            amount = min(0, max(n, eff.minimum - cur))
        st.modifiers.append(Modifier(t, "might", amount,
                                     until=lasting.until(eff.duration),
                                     timestamp=st.tick(), source=item.card))
        st.say(f"  {item.card}: {eng.ref(st, t)} gets {amount:+d} might"
               f"{_lasting(eff.duration)} (now {layers.might(eng.db, st, t)})")
    return objs, False


def lasting_change(eng, st, eff, objs, item, i, source, answer, who):
    return lasting.apply(eng, st, eff, objs, eff.amount, item)   # base Might, can't be
    # chosen, a shield (engine/lasting.py)


def copy_keywords(eng, st, eff, objs, item, i, source, answer, who):
    return keyword_copy.copy_keywords(eng, st, objs, item, lasting.until(eff.duration),
                                      _lasting(eff.duration))   # "give it my keywords"


def grant_flow(eng, st, eff, objs, item, i, source, answer, who):
    for t in objs:                      # "give a spell in your trash [Flow]" (829)
        st.modifiers.append(Modifier(t, flow.GRANTED, until=lasting.until(eff.duration),
                                     timestamp=st.tick(), source=item.card))
        st.say(f"  {item.card}: {eng.ref(st, t)} has Flow equal to its cost"
               f"{_lasting(eff.duration)} (829)")
    return objs, False


def grant_ability(eng, st, eff, objs, item, i, source, answer, who):
    for t in objs:                      # "give it '[A][A]: Ready me.'" (476)
        st.modifiers.append(Modifier(t, GRANTED_ABILITY, keyword=item.card,
                                     until=lasting.until(eff.duration), timestamp=st.tick(),
                                     source=item.card))
        st.say(f"  {item.card}: {eng.ref(st, t)} gains {item.card}'s ability"
               f"{_lasting(eff.duration)} (476)")
    return objs, False


def grant_keyword(eng, st, eff, objs, item, i, source, answer, who):
    for t in objs:
        st.modifiers.append(Modifier(t, "keyword", keyword=eff.keyword.name,
                                     keyword_value=eff.keyword.value,
                                     until=lasting.until(eff.duration), timestamp=st.tick(),
                                     source=item.card))
        now = next((k for k in layers.keywords(eng.db, st, t)
                    if k.name == eff.keyword.name), eff.keyword)
        summed = f" (now {now}, {SUM_RULE[now.name]})" \
            if now != eff.keyword and now.name in SUM_RULE else ""
        st.say(f"  {item.card}: {eng.ref(st, t)} gains {eff.keyword}"
               f"{_lasting(eff.duration)}"
               f"{summed}")
    return objs, False


def buff_bonus(eng, st, eff, objs, item, i, source, answer, who):
    ctl = item.controller                 # 701: buffs give more this turn
    st.modifiers.append(Modifier(-1, "rule", amount=eff.amount, keyword="buff_bonus",
                                 until="turn", timestamp=st.tick(), source=ctl))
    st.say(f"  {item.card}: buffs give {ctl}'s units an additional +{eff.amount} might this "
           f"turn (701)")
    return (), False      # done: a rule for the turn, with no object of its own


OPS = {"might": might, "copy_keywords": copy_keywords, "grant_flow": grant_flow,
       "grant_ability": grant_ability, "grant_keyword": grant_keyword,
       "buff_bonus": buff_bonus, **{op: lasting_change for op in lasting.OPS}}
