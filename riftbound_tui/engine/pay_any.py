"""A cost within an instruction of any size (204.3.b): "Pay any amount of [A] to deal that
much damage ..." (Bullet Time).  As the instruction resolves its player answers `number N`
(0 up to what they can pay now), pays it from the pool and runes (357), and the amount
paid is what `amount: {paid: previous}` reads in the next instruction."""

from __future__ import annotations

from ..cards.model import Cost
from . import payment
from .state import Decision, GameState, Modifier, SUSPEND

KIND = "paid_amount"


def _cost(eff, n: int) -> Cost:
    return Cost(0, (("any", n),)) if eff.domain else Cost(n)


def most(eng, st: GameState, who: str, eff) -> int:
    """The largest amount `who` can pay now (bounded by their pool and runes)."""
    p = st.players[who]
    top = sum(p.power.values()) + len(p.zones["runes"]) if eff.domain else \
        p.energy + len(p.zones["runes"])
    n = 0
    while n < top and payment.can_pay(eng.db, st, who, _cost(eff, n + 1)):
        n += 1
    return n


def execute(eng, st: GameState, eff, item, who: str, answer):
    if answer is None:
        top = most(eng, st, who, eff)
        if top == 0:
            answer = (0,)
        else:
            what = "power of any domain" if eff.domain else "energy"
            st.pending = Decision(who, "number", f"{item.label}: pay how much {what}? "
                                  f"(0-{top}; 204.3.b)", tuple(range(top + 1)),
                                  ("instruction",))
            return SUSPEND
    n = answer[0]
    if n:
        eng.spend(st, who, _cost(eff, n), (), f"{item.card}'s instruction")
    st.modifiers.append(Modifier(-1, KIND, n, keyword=str(item.id), until="turn",
                                 source=item.card))
    st.say(f"  {who} pays {n} (204.3.b)")
    return (), False


def paid(st: GameState, item) -> int:
    """What the item's last `pay_any` instruction paid (0 if none)."""
    got = [m.amount for m in st.modifiers if m.kind == KIND and m.keyword == str(item.id)]
    return got[-1] if got else 0
