"""Activating other objects' triggered abilities (383.4.g): "When you hold here, activate
the conquer effects of units here" (Reckoner's Arena).  For each object, each of its
triggered abilities of that event has its trigger condition checked as if the event part
had happened (383.4.g.1); one whose other conditions hold goes on the chain as if it had
just triggered, controlled by its source's controller (191.4.a), ordered with the other
new triggers (383.3.d).

Copy effects (477.1.b.1, layer 1, 477.1): an object becomes a copy of another for good
(Mirror Image, Keeper of Masks) or for as long as an Equipment stays attached to it (Shady
Spectacles, with its "as this is attached" ability done at once, off the chain)."""

from __future__ import annotations

from ..cards.model import COPY_OF_SUBJECT
from .state import SUSPEND, ChainItem, GameState, Modifier


def activate(eng, st: GameState, event: str, objs, by: str) -> tuple[int, ...]:
    """Put the `event` abilities of `objs` on the way to the chain; the objects whose
    abilities were activated."""
    done = []
    for oid in objs:
        o = st.objs.get(oid)
        if o is None or o.zone not in ("base", "battlefield"):
            continue
        ctl = o.controller
        here = o.bf if o.zone == "battlefield" else None
        card = eng.db.get(o.card)
        for idx, ab in enumerate(card.abilities):
            trg = ab.trigger
            if ab.kind != "triggered" or trg is None or trg.event != event:
                continue
            # 383.4.g.1: the event counts as having happened for its controller here
            if not eng._trigger_applies(st, trg, oid, None, ctl, here, None, ctl):
                continue
            if ab.condition == "legion" and eng.plays_this_turn(st, ctl) < 1:
                continue
            st.triggers.append(ChainItem(st.new_id(), "triggered", ctl, oid, card.name,
                                         ability=idx, here=here, by_trigger=True,
                                         event_player=ctl, label=f"{card.name} trigger"))
            st.say(f"  {by}: activate the {event} ability of {eng.ref(st, oid)} (383.4.g)")
            done.append(oid)
    return tuple(done)


def _original_card(st: GameState, originals, by: str) -> str | None:
    """The card the first original on the board is (its copyable traits), or None, said,
    when none is: nothing is copied (359.3.e.12)."""
    src = next((o for o in originals if o in st.objs and
                st.objs[o].zone in ("base", "battlefield")), None)
    if src is None:
        st.say(f"  {by}: what it would copy is gone; nothing is copied (359.3.e.12)")
        return None
    return st.objs[src].card


def become_copy(eng, st: GameState, objs, originals, by: str):
    """477.1.b.1: each object becomes a copy of the (first) original: its copyable traits are
    now the original's, the printed ones or those the original itself copied (477.1.b.1),
    so it is that card (its name, type, tags, cost, domains, Might and rules text); a token
    stays a token (Mirror Image, LeBlanc, Deceiver).  Nothing if the original is gone."""
    card = _original_card(st, originals, by)
    if card is None:
        return (), True
    done = []
    for t in objs:
        if t in st.objs and st.objs[t].zone in ("base", "battlefield"):
            was = eng.ref(st, t)
            if _while(st):           # a later copy for good: the earlier ones' ends change
                st.modifiers = [m for m in st.modifiers      # nothing now (477.1.b)
                                if not (m.kind == WHILE_ATTACHED and m.amount == t)]
            st.set(t, card=card)
            st.say(f"  {by}: {was} becomes a copy of {card} (477.1.b.1)")
            done.append(t)
    return tuple(done), len(done) < len(objs)


# -- "for as long as this is attached to it" (Shady Spectacles) ---------------------------
# A copy that lasts while an Equipment stays attached is remembered apart from the objects
# (target -1, so leaving the board forgets nothing before it is undone): `amount` the unit,
# `keyword_value` the Equipment, `data` the card the unit was before it (its printed card, or
# the copy under this one).  Copies are applied in the order they began (477.1.b, 477.1.b.1).
WHILE_ATTACHED = "copy_while_attached"
TEXT_COPY = "effect_text_copy"       # `amount` a unit whose text `keyword_value` has copied
AS_ATTACHED = "as_attached"          # an Equipment just attached whose "as" is yet to be done


def copy_instruction(eng, st: GameState, eff, objs, item, prev):
    """`{op: copy, of: previous}`: the targets become copies of what the previous
    instruction affected; with `until: detached` only for as long as the card whose ability
    this is stays attached to them ("The equipped unit becomes a copy of that unit for as
    long as this is attached to it")."""
    if eff.what == "effect_text":
        return _copy_text(eng, st, objs, item)
    if eff.copy_of == COPY_OF_SUBJECT:
        prev = (item.subject,)
    if eff.until != "detached":
        return become_copy(eng, st, objs, prev, item.card)
    gear = item.source
    card = _original_card(st, prev, item.card)
    if card is None:
        return (), True
    done = []
    for t in objs:
        o = st.objs.get(t)
        if o is None or gear not in o.gear:
            continue                  # no longer attached to it: the duration is over
        st.modifiers.append(Modifier(-1, WHILE_ATTACHED, t, keyword_value=gear,
                                     until="permanent", source=item.card, data=(o.card,)))
        was = eng.ref(st, t)
        st.set(t, card=card)
        st.say(f"  {item.card}: {was} becomes a copy of {card} for as long as "
               f"{item.card} is attached to it (477.1.b.1)")
        done.append(t)
    return tuple(done), len(done) < len(objs)


def _copy_text(eng, st: GameState, objs, item):
    """"Copy that unit's text to this Equipment's Effect Text for as long as this is
    attached to it" (477.1.b.2): a copy of the unit's text (its copyable rules text, printed
    or copied, 477.1.b.1.b, not what other cards give it) is its Effect Text, so while
    attached the unit has its own text once more (718.3): each of its triggered abilities
    triggers once more, each static and passive applies once more, and each keyword is one
    more instance (a numbered one summed: 807.2, 814.2).  Read through `text_copies`."""
    unit = item.subject
    done = []
    for g in objs:
        o = st.objs.get(g)
        if o is None or unit not in st.objs or o.attached_to != unit:
            continue                  # no longer attached to it: the duration is over
        st.modifiers.append(Modifier(-1, TEXT_COPY, unit, keyword_value=g,
                                     until="permanent", source=item.card))
        st.say(f"  {item.card}: copies the text of {eng.ref(st, unit)} to its Effect Text for "
               f"as long as it is attached to it (477.1.b.2, 718.3)")
        done.append(g)
    return tuple(done), len(done) < len(objs)


def text_copies(st: GameState, unit: int) -> int:
    """How many attached cards have a copy of the unit's text as their Effect Text: the
    times it has its own text besides its own (asked only of a unit with cards attached)."""
    n = 0
    for m in st.modifiers:       # a loop: most states have no such copy
        if m.kind == TEXT_COPY and m.amount == unit:
            n += 1
    return n


def another_use(st: GameState, oid: int, idx: int, player: str) -> bool:
    """May `oid`'s "Use only once per turn" ability `idx`, used already this turn, be used
    again?  Only through a copy of its text attached to it (477.1.b.2), each copy an ability
    of its own with its own once."""
    if not st.objs[oid].gear:
        return False
    extra = text_copies(st, oid)
    key = f"activated {oid}:{idx}"
    uses = sum(1 for m in st.modifiers if m.kind == "happened" and m.keyword == key and
               m.source.partition(":")[0] == player)
    return 0 < uses <= extra


def _while(st: GameState):
    return [m for m in st.modifiers if m.kind == WHILE_ATTACHED] if st.modifiers else []


def end_while_attached(eng, st: GameState, gear: int) -> None:
    """`gear` stopped being attached (435, 719.5) or left the board: the copies that lasted
    while it was attached end.  The unit is again what it was under this copy, unless a
    later copy still applies, which then lies on what this one lay on (477.1.b)."""
    if any(m.kind == TEXT_COPY and m.keyword_value == gear for m in st.modifiers):
        st.modifiers = [m for m in st.modifiers
                        if not (m.kind == TEXT_COPY and m.keyword_value == gear)]
        st.say(f"  {eng.ref(st, gear)}'s Effect Text is no longer a copy: it is not "
               f"attached (477.1.b.2)")
    mine = [m for m in _while(st) if m.keyword_value == gear]
    for m in mine:
        rest = [n for n in _while(st) if n.amount == m.amount]
        later = rest[rest.index(m) + 1:]
        if later:
            k = st.modifiers.index(later[0])
            st.modifiers[k] = Modifier(-1, WHILE_ATTACHED, later[0].amount,
                                       keyword_value=later[0].keyword_value,
                                       until="permanent", source=later[0].source,
                                       data=m.data)
        elif m.amount in st.objs:
            was = eng.ref(st, m.amount)
            st.set(m.amount, card=m.data[0])
            st.say(f"  {was} is no longer a copy: {m.source} is not attached to it "
                   f"(477.1.b.1)")
        st.modifiers.remove(m)


def printed(st: GameState, o):
    """The object `o` (a unit with cards attached) as it leaves the board: a copy that
    lasted while an Equipment was attached ends with the object (124), so the card that
    goes on is the one under the first such copy."""
    first = next((m for m in _while(st) if m.amount == o.id), None)
    if first is None:
        return o
    st.modifiers = [m for m in st.modifiers
                    if not (m.kind == WHILE_ATTACHED and m.amount == o.id)]
    return o.but(card=first.data[0])


def note_attached(db, st: GameState, gear: int, unit: int) -> None:
    """A card with an "as this is attached to a unit" ability was attached to `unit`: its
    instructions are done right after the instruction that attached it (take_as_attached)."""
    if st.objs[gear].card in db.having("trigger:" + AS_ATTACHED):
        st.modifiers.append(Modifier(gear, AS_ATTACHED, unit, until="turn"))


def take_as_attached(eng, st: GameState) -> list[ChainItem]:
    """The "as this is attached" abilities waiting to be done, as items of their own run at
    once, off the chain (not triggers: nothing waits on the chain, 434), each with its unit
    as `subject`."""
    got = [m for m in st.modifiers if m.kind == AS_ATTACHED] if st.modifiers else []
    if not got:
        return []
    st.modifiers = [m for m in st.modifiers if m.kind != AS_ATTACHED]
    out = []
    for m in got:
        g = st.objs.get(m.target)
        if g is None or g.attached_to != m.amount:
            continue                  # no longer attached there: nothing is done
        card = eng.db.get(g.card)
        k = next(i for i, ab in enumerate(card.abilities)
                 if ab.trigger is not None and ab.trigger.event == AS_ATTACHED)
        out.append(ChainItem(st.new_id(), AS_ATTACHED, g.controller, g.id, g.card,
                             ability=k, subject=m.amount, pending=False, chosen=True,
                             label=g.card))
    return out


def pick(eng, st: GameState, eff, objs, item, answer):
    """`{op: choose, target: {pick: ...}}`: chosen as the instruction resolves (355.17), as
    an "as" ability does, not a target; `not_subject` leaves out its subject ("another")."""
    from . import zones
    cands = [o for o in objs if not (eff.target.not_subject and o == item.subject)]
    got = zones._pick(eng, st, eff, cands, item, item.controller, answer)
    if got == SUSPEND:
        return got
    return got, not got
