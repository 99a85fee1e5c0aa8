"""Activating other objects' triggered abilities (383.4.g): "When you hold here, activate
the conquer effects of units here" (Reckoner's Arena).  For each object, each of its
triggered abilities of that event has its trigger condition checked as if the event part
had happened (383.4.g.1); one whose other conditions hold goes on the chain as if it had
just triggered, controlled by its source's controller (191.4.a), ordered with the other
new triggers (383.3.d)."""

from __future__ import annotations

from .state import ChainItem, GameState


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


def become_copy(eng, st: GameState, objs, originals, by: str):
    """477.1.b.1: each object becomes a copy of the (first) original: its copyable traits are
    now the original's, the printed ones or those the original itself copied (477.1.b.1),
    so it is that card (its name, type, tags, cost, domains, Might and rules text); a token
    stays a token (Mirror Image, LeBlanc, Deceiver).  Nothing if the original is gone."""
    src = next((o for o in originals if o in st.objs and
                st.objs[o].zone in ("base", "battlefield")), None)
    if src is None:
        st.say(f"  {by}: what it would copy is gone; nothing is copied (359.3.e.12)")
        return (), True
    card = st.objs[src].card
    done = []
    for t in objs:
        if t in st.objs and st.objs[t].zone in ("base", "battlefield"):
            was = eng.ref(st, t)
            st.set(t, card=card)
            st.say(f"  {by}: {was} becomes a copy of {card} (477.1.b.1)")
            done.append(t)
    return tuple(done), len(done) < len(objs)
