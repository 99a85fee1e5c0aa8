"""'As you look at or reveal me from the top of your deck' (an ability with event
`seen`, zone `deck`).

Nocturne, Horrifying (errata): "As you look at or reveal me from top of deck, you may
banish me. If you do, you may play me for [A]."  An ability of a card in its owner's
Main Deck (385.2: it says where it works).  It works as the card is looked at (424 look
instructions, 436.1 Predict) or revealed (424.1, 424.3) from the top of its owner's Main
Deck by its owner ("you": the player doing the looking or revealing; a card revealed by
another player's effect, Blind Fury, is not).  "As" is not a trigger that waits for the
chain: the offer is made at once, before the effect that looked goes on (383.3.a.3: its
"you may" is decided then), and that effect goes on with the cards still there
(424.4.a).  Its instructions run as an item of their own, off the chain (kind SEEN_ITEM).
"""

from __future__ import annotations

from ..cards.model import Effect
from . import looks
from .state import ChainItem, GameState, Modifier


OFFER = "seen_offer"         # a card with a `seen` ability this item has just looked at
OFFERED = "seen_offered"     # ... and its offer has been made (Predict asks again after it)
SEEN_ITEM = "seen"


def seen_ability(db, name: str) -> int | None:
    """The index of the card's `seen` ability, or None."""
    for k, ab in enumerate(db.get(name).abilities):
        if ab.trigger is not None and ab.trigger.event == "seen":
            return k
    return None


def note_offers(eng, st: GameState, top, item: ChainItem, revealed: bool = False) -> None:
    """The cards just looked at or revealed from the top of their owner's Main Deck by
    that owner that have a `seen` ability, top first: each is offered once the
    instruction has been done (effects.run_instructions takes them).  One that works only
    "as I'm revealed" is not offered by a look (424.1)."""
    for c in top:
        o = st.objs.get(c)
        k = seen_ability(eng.db, o.card) if o is not None else None
        if k is not None and o.zone == "deck" and o.owner == item.controller and \
                (revealed or not eng.db.get(o.card).abilities[k].trigger.revealed):
            st.modifiers.append(Modifier(c, OFFER, item.id, until="turn", source=item.card))
            st.modifiers.append(Modifier(c, OFFERED, item.id, until="turn", source=item.card))


def note_predict_offer(eng, st: GameState, who: str, item: ChainItem) -> None:
    """436.1: Predicting looks at the top card of the predicting player's Main Deck; a card
    with a `seen` ability there is offered before the recycle is asked, once per Predict."""
    deck = st.players[who].zones["deck"]
    if not deck or any(m.kind == OFFERED and m.amount == item.id for m in st.modifiers):
        return
    if who == item.controller:
        note_offers(eng, st, deck[:1], item)


def predicted_card_gone(st: GameState, item: ChainItem) -> bool:
    """Has the card this Predict looked at left the top of the deck (banished by its own
    offer)?  Then there is nothing left to recycle or keep (436.1)."""
    return any(m.kind == OFFERED and m.amount == item.id and (
        m.target not in st.objs or st.objs[m.target].zone != "deck") for m in st.modifiers)


def take_offers(eng, st: GameState, item: ChainItem) -> list[ChainItem]:
    """The offers the instruction just done made, as items to run now, top card first."""
    got = [m for m in st.modifiers if m.kind == OFFER and m.amount == item.id]
    if not got:
        return []
    st.modifiers = [m for m in st.modifiers if not (m.kind == OFFER and m.amount == item.id)]
    out = []
    for m in got:
        o = st.objs.get(m.target)
        if o is None or o.zone != "deck":
            continue
        out.append(ChainItem(st.new_id(), SEEN_ITEM, o.owner, m.target, o.card,
                             ability=seen_ability(eng.db, o.card), pending=False,
                             chosen=True, label=o.card))
    return out


def may_words(eff: Effect) -> str:
    """What a "you may" instruction does, for its yes/no prompt."""
    me = eff.target is not None and eff.target.kind == "self"
    if eff.op == "banish":
        return f"banish {'it' if me else 'them'} (427)"
    if eff.op == "play":
        how = ""
        if eff.pay is not None:
            from ..cards.text import render_cost
            how = f" for {render_cost(eff.pay)}"
        return f"play it{how} (419.3)"
    if eff.op == "pay":                  # "you may pay [C]. If you do, ..." (205)
        from ..cards.text import render_cost
        return f"pay {render_cost(eff.pay)}"
    if eff.pay is not None:              # "you may pay [A]. If you do, gain control ..."
        from ..cards.text import render_cost
        return f"pay {render_cost(eff.pay)} to {eff.op.replace('_', ' ')}"
    return eff.op


def offer_is_private(st: GameState, item: ChainItem) -> bool:
    """Is the offering card still unseen by the other players (a look, not a reveal)?
    Then what is said of it is for its owner only (128.4, 424.1)."""
    if item.kind != SEEN_ITEM:
        return False
    o = st.objs.get(item.source) if item.source is not None else None
    return o is not None and not looks.is_public(st, o)
