"""The words of the later instructions and amounts (Unleashed, Vendetta): a copy (477.1.b.1),
a card put into a Main Deck, a cost change for the turn (356.3), "can't play spells",
"for each unit this kills" (142.4), "for each Equipment attached to me" (818.3), and an
ability that costs less (356.4).  Called by cards/text.py; None when not one of them."""

from __future__ import annotations

from .model import Ability, Effect
from .condition_text import condition_phrase
from .phrases import limits_phrase, noun_phrase, where_phrase


def each(sel) -> str:
    """"for each friendly unit here", "for each card in your trash"."""
    where = where_phrase(sel, False).replace(" from ", " in ")
    return f"for each {noun_phrase(sel, False)}{where}{limits_phrase(sel)}"


def effect(eff: Effect, t: str, n: int) -> str | None:
    op = eff.op
    if op == "deal" and eff.bonus_each is not None and not eff.split:    # 712
        return f"deal {n} to {t}. This deals {eff.bonus_each.times} Bonus Damage " \
               f"{each(eff.bonus_each.what)}"
    if op == "to_deck":
        return f"its owner places {t} on the top or bottom of their Main Deck"
    if op == "copy":                         # 477.1.b.1
        of = "me" if eff.copy_of == -1 else "that unit"
        if eff.what == "effect_text":        # 477.1.b.2
            return "copy that unit's text to this Equipment's Effect Text for as long as " \
                   "this is attached to it"
        if eff.until == "detached":          # "for as long as this is attached to it"
            return f"the equipped unit becomes a copy of {of} for as long as this is " \
                   f"attached to it"
        return f"they become copies of {of}" if t == "them" else f"{t} becomes a copy of {of}"
    if op == "cost_this_turn":               # 356.3
        whose = "your" if eff.player == "you" else "their"
        return f"{whose} {eff.what}s cost {n} energy more to play this turn"
    if op == "next_play" and eff.less_power:
        return (f"the next {eff.what or 'card'} you play this turn costs {n} energy and "
                f"{eff.less_power} power of any domain less")
    if op == "custom" and eff.handler == "cant_play_spells":
        who = {"controller": "its controller", "opponent": "your opponent",
               "chosen": "they"}.get(eff.player or "", "you")
        return f"{who} can't play spells this turn"
    return None


def computed(eff: Effect, t: str, a: str) -> str | None:
    """An instruction whose amount comes from the game (`a`: the amount's words)."""
    amt, op = eff.amount_of, eff.op
    if amt.kind == "killed":                  # 142.4: "for each unit this kills"
        what = {"gain_xp": f"gain {amt.times} XP", "draw": f"draw {amt.times}"}.get(
            op, f"{op} {amt.times}")
        return f"{what} for each unit this kills"
    if op == "deal" and eff.split:            # 355.14: "damage equal to its Might split"
        return f"deal damage equal to {a} split among {t}"
    if op == "deal" and amt.kind == "equipment":   # "Deal 2 to it for each Equipment" (818.3)
        whose = "me" if amt.of == "self" else "it"
        return f"deal {amt.times} to {t} for each Equipment attached to {whose}"
    return None


def less(ab: Ability) -> str:
    """356.4: " This ability costs 1 energy less for each rune you control." """
    if ab.less is None:
        return ""
    amount, cond = ab.less
    if isinstance(amount, int):
        text = f"{amount} energy less"
    else:
        text = f"{amount.times} energy less {each(amount.what)}"
    when = f" if {condition_phrase(cond)}" if cond is not None else ""
    return f" This ability costs {text}{when}."
