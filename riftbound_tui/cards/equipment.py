"""Equip (818), Quick-Draw (819) and Weaponmaster (821): keywords the loader writes as the
abilities they are short for, as it writes Hunt (cards/hunt.py), so the engine needs only
the Attach instruction (`op: attach`, engine/attach.py); the rendered text shows the keyword.

- `equip: COST` on an Equipment gear: "[Cost]: Attach this gear to a unit you control"
  (818.1.c.2), an activated ability; its choice is a target (818.1.b.1).
- the keyword `quick-draw`: "[Reaction]" and "When you play this, attach it to a unit you
  control" (819.1.d); present only on gear with Equip (819.1.a).
- the keyword `weaponmaster` on a unit: "When you play me, you may choose a card you control
  with the Equipment tag ... Pay the cost of its Equip ability, reduced by [A], to attach it
  to this unit" (821.1.c), one triggered ability per instance (821.1.c.7).
- `effect_text:` abilities (the Equipment's lower panel) are marked `attached`: they are
  the Top-Most Card's while the card is Attached, "I" being that card (718.3)."""

from __future__ import annotations

from .model import AdditionalCost, Ability, Cost, Effect, Keyword, Selector, SourceLoc, Trigger


def equip_pay(card) -> AdditionalCost | None:
    """The part of a card's Equip cost that picks an object ("Kill a friendly unit")."""
    for ab in card.abilities:
        if ab.keyword_of == "equip":
            return ab.pay
    return None

EQUIPMENT = "Equipment"
# "a unit you control" (818.1.c.2, 819.1.d): in 2v2 not a teammate's (489.8.c)
FRIENDLY_UNIT = Selector(kind="choose", object="unit", controller="friendly", own=True)
FRIENDLY_EQUIPMENT = Selector(kind="choose", object="gear", controller="friendly",
                              tags=(EQUIPMENT,))


def abilities(card_type: str, keywords: tuple[Keyword, ...], equip: Cost | None,
              source: SourceLoc | None, pay: AdditionalCost | None = None
              ) -> tuple[Ability, ...]:
    """The abilities the card's Equip cost and its Quick-Draw / Weaponmaster keywords are
    short for, in that order."""
    out: list[Ability] = []
    attach_it = (Effect(op="attach", target=FRIENDLY_UNIT, source=source),)
    if equip is not None and card_type == "gear":                         # 818.1.c.2
        out.append(Ability(kind="activated", cost=equip, effects=attach_it, pay=pay,
                           keyword_of="equip", source=source))
    names = [k.name for k in keywords]
    if "quick-draw" in names and card_type == "gear":   # 819.1.d; 819.2: one instance counts
        out.append(Ability(kind="triggered", trigger=Trigger(event="play"), effects=attach_it,
                           keyword_of="quick-draw", source=source))
    if card_type == "unit":
        for _ in range(names.count("weaponmaster")):                   # 821.1.c.7
            out.append(Ability(
                kind="triggered", trigger=Trigger(event="play"), optional=True,
                effects=(Effect(op="attach", target=FRIENDLY_EQUIPMENT, reduce=1,
                                source=source),),
                keyword_of="weaponmaster", source=source))
    return tuple(out)


def with_equip(keywords: tuple[Keyword, ...], equip: Cost | None) -> tuple[Keyword, ...]:
    """818.5: whether a gear has Equip is a characteristic: the keyword goes with its cost."""
    if equip is not None and not any(k.name == "equip" for k in keywords):
        return keywords + (Keyword("equip"),)
    return keywords

