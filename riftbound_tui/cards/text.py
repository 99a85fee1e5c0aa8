"""Rules text rendered from the effect tree.

The project does not ship the publisher's printed text: what a player reads is generated
from the same `CardDef` the engine runs, so it always says what the engine does.

    render_text(db.get("Void Seeker"))
    -> 'Action. Deal 4 to a unit at a battlefield. Draw 1.'

Sentences of instructions and abilities are put together here from the phrases of
cards/phrases.py (costs, selectors, amounts), the clauses of cards/condition_text.py,
the sentences of the named passive rules (cards/passive_text.py) and cards/zones_text.py.
"""

from __future__ import annotations

from dataclasses import replace

from . import hunt, rule_text, xp_text
from . import trigger_text as _trigger_text
from .trigger_text import trigger_cost as _trigger_cost
from .trigger_text import trigger_phrase as _trigger
from .model import Ability, CardDef, Cost, Effect, Static
from .condition_text import condition_phrase
from .passive_text import PASSIVE_TEXT
from .phrases import (amount_phrase, as_sentence, capitalized, noun_phrase, render_cost,
                      render_keyword, selector_phrase, with_article)

__all__ = ["render_text", "render_cost", "render_keyword", "render_effects", "render_modes",
           "render_ability", "PASSIVE_TEXT"]

from .effect_text import (  # the words of one instruction
    GIVEN, signed, instruction_phrase, each_phrase, each_chooses_phrase)


def render_modes(modes, db=None) -> str:
    """355.3: "Choose one — draw 1; or channel 1 rune exhausted."."""
    texts = [render_effects(m, db).rstrip(".") for m in modes]
    texts = [t[:1].lower() + t[1:] for t in texts]
    return "Choose one — " + "; or ".join(texts) + "."


def render_effects(effects: tuple[Effect, ...], db=None) -> str:
    """Instructions as sentences.  An instruction on `previous` joins the one before it
    ('Move a friendly unit and ready it.'); `if_previous: failed` reads "If you can't, ..."."""
    sentences: list[str] = []
    prev: Effect | None = None
    in_block = False          # after a "do this:": the trigger's later instructions join it
    for eff in effects:
        clause = instruction_phrase(eff, prev, db)
        if in_block and not eff.do_this and eff.if_previous is None and eff.only_if is None:
            sentences[-1] = f"{sentences[-1]}, then {clause}"
            prev = eff
            continue
        if eff.target is not None and eff.target.kind == "each_chooses":
            sentences.append(each_chooses_phrase(eff.target))       # 355.10.e
        if eff.ask == "you" and not eff.do_this:   # "you may (pay [C] to) ..." (383.3.a.3)
            pay = f"pay {render_cost(eff.pay)} to " if eff.pay is not None and \
                eff.op not in ("play", "pay") else ""     # "you may pay [C]." (205)
            clause = f"you may {pay}{clause}"
        if eff.do_this:           # 387.2: a reflexive trigger, after its condition if any
            cond = eff.only_if
            may = "you may " if eff.ask == "you" else ""      # "Then you may do this:"
            sentences.append(f"if {condition_phrase(cond)}, {may}do this: {clause}" if cond
                             else f"then {may}do this: {clause}")
            prev, in_block = eff, True
            continue
        if eff.only_if is not None:
            clause += f" if {condition_phrase(eff.only_if)}"
        if eff.ask == "you":
            pass                               # said above
        elif eff.ask == "that_player":         # "that player may pay [1] to channel 1"
            pay = f"pay {render_cost(eff.pay)} to " if eff.pay is not None else ""
            clause = "that player may " + pay + clause.removeprefix("that player ").replace(
                "channels", "channel", 1)
        elif eff.ask == "opponent" and eff.player in ("opponent", "each_opponent"):
            who = "your opponent" if eff.player == "opponent" else "each opponent"
            clause = f"{who} may " + clause.removeprefix(f"{who} ").replace(     # "each
                "plays", "play", 1)                                 # opponent may play"
        elif eff.ask is not None and eff.op == "pay":      # "unless its controller pays [2]"
            who = "its controller" if eff.ask == "controller" else "your opponent"
            clause = f"{who} may pay {render_cost(eff.pay)}"
        elif eff.ask is not None:
            who = "its controller" if eff.ask == "controller" else "your opponent"
            clause = f"{who} may have you {clause}"
        if eff.if_previous == "failed" and prev is not None and prev.ask == "you":
            sentences.append(f"Otherwise, {clause}")        # "you may X. Otherwise, Y"
        elif eff.if_previous == "failed" and prev is not None and prev.ask is not None:
            sentences.append(f"If they don't, {clause}")
        elif eff.if_previous == "failed":
            sentences.append(f"If you can't, {clause}")
        elif eff.if_previous == "done" and prev is not None and prev.ask == "opponent":
            sentences.append(f"If they do, {clause}")
        elif eff.if_previous == "done":
            sentences.append(f"If you do, {clause}")
        elif (sentences and eff.target is not None and eff.target.kind == "previous"
              and prev is not None and prev.if_previous is None):
            sentences[-1] = f"{sentences[-1]} and {clause}"
        elif eff.together and sentences and prev is not None and prev.target is not None:
            # one game action on both (370.1.a.2): "Return a friendly unit and an enemy
            # unit to their owners' hands."
            both = f"{selector_phrase(prev.target)} and {selector_phrase(eff.target)}"
            sentences[-1] = f"return {both} to their owners' hands"
        else:
            sentences.append(clause)
        prev = eff
    return " ".join(as_sentence(s) for s in sentences)


# --------------------------------------------------------------------------- abilities

_ORDINAL = {1: "first", 2: "second", 3: "third"}


def _static(st: Static, card_type: str) -> str:
    """A static ability: "While I'm buffed, I have +1 Might.", "Other friendly units here
    have Assault.", "I cost 2 energy less for each card in your trash."."""
    me = "I" if card_type == "unit" else "this"
    if st.tags:                            # "I am a Mech" (an Equipment's Effect Text)
        return as_sentence(f"I am a {' and a '.join(st.tags)}")
    if not st.cost and st.power and st.to is not None:   # "cards with [Reaction] cost [A] more"
        who = selector_phrase(replace(st.to, controller="any"))
        who = who[4:] if who.startswith("all ") else who
        more = "more" if st.power > 0 else "less"
        text = f"{capitalized(who)} cost {abs(st.power)} power of any domain {more} to play"
        if st.condition is not None:
            text = f"While {condition_phrase(st.condition, card_type)}, {text[:1].lower()}" \
                   f"{text[1:]}"
        return as_sentence(text)
    if st.cost:
        verb = "cost" if me == "I" else "costs"
        n = abs(st.cost)
        text = f"{me} {verb} {n} energy {'less' if st.cost < 0 else 'more'}"
        if st.power:                       # "I cost [2][C] less": own-domain pips too
            text = f"{me} {verb} {n} energy and {abs(st.power)} power of my domain less"
        if st.to is not None:              # other cards' costs (engine/cost_auras.py)
            who = selector_phrase(replace(st.to, controller="any"))
            who = who[4:] if who.startswith("all ") else who
            play = {"friendly": "you play", "enemy": "your opponents play",
                    "allied": "you or allies play"}.get(
                st.to.controller, "played")
            if st.nth is not None:         # "the first friendly gear played each turn"
                who = f"the {_ORDINAL.get(st.nth, f'{st.nth}th')} {who.removesuffix('s')}"
                play += " each turn"
            verb = "costs" if st.nth is not None else "cost"
            pips = f" and {abs(st.power)} power of any domain" if st.power else ""
            text = (f"{capitalized(who)} {play} {verb} {n} energy{pips} "
                    f"{'less' if st.cost < 0 else 'more'}")
        if st.each is not None:
            if st.each.kind == "count":
                text += " " + each_phrase(st.each.what)
            elif st.power:                 # "[2][C] less for each point you scored ..."
                text += " for each " + amount_phrase(st.each).removeprefix("the ").replace(
                    "points", "point", 1)
            else:
                whose = "My" if me == "I" else "This card's"
                text = f"{whose} Energy cost is reduced by {amount_phrase(st.each)}"
                if st.cost != -1:
                    text += f" times {abs(st.cost)}"
        if st.minimum:
            text += f", to a minimum of {st.minimum}"
    else:
        who = me if st.to is None else capitalized(selector_phrase(st.to))
        if st.to is not None and st.to.kind == "all" and who.startswith("All "):
            who = who[4:]
        have = "has" if who == "this" else "have"
        gains = [render_keyword(k) for k in st.keywords]
        if st.shrouded:                    # 355.9
            text = f"{capitalized(who)} can't be chosen by enemy spells and abilities"
            gains = []
        elif st.no_combat_damage:          # 465
            text = f"{capitalized(who)} {'doesn' if have == 'has' else 'don'}'t deal combat damage"
            gains = []
        elif st.adds:                      # 429: "your Gold [Add] an additional [1]"
            who = selector_phrase(replace(st.to, controller="any")).removeprefix("all ")
            text = f"Your {who} Add an additional {st.adds} energy"
        if st.might:
            gains.insert(0, f"{signed(st.might)} Might")
        if st.repeat:                      # 820: "your spells have [Repeat] [2][C]"
            gains.append(_repeat(st.repeat).split(" (")[0])
        if gains:
            listed = gains[0] if len(gains) == 1 else ", ".join(gains[:-1]) + " and " + gains[-1]
            text = f"{capitalized(who)} {have} {listed}"
        if st.each_equipment and gains:    # "Your Equipment each give [Assault]"
            text = f"Your Equipment each give {' and '.join(gains)} to the unit they're on"
        elif st.each is not None and not st.might and gains:
            # "[Assault] equal to the number of ...": not "Assault 1 equal to"
            text = text.removesuffix(" 1") + f" equal to {amount_phrase(st.each)}"
        elif st.each is not None and st.each.kind == "count":
            text += " " + each_phrase(st.each.what)
        elif st.each is not None and st.might == 1:
            text = f"{capitalized(who)} {have} +Might equal to {amount_phrase(st.each)}"
        elif st.each is not None:
            text += f" times {amount_phrase(st.each)}"
        if st.if_missing:
            text += " if they didn't already"
        if st.minimum and st.might < 0:
            text += f", to a minimum of {st.minimum} Might"
    if getattr(st.condition, "kind", None) == "not_from_hand":
        text += " to play from anywhere other than your hand"      # Void Drone (356.4)
    elif st.condition is not None:
        body = text if text.startswith("I ") else text[:1].lower() + text[1:]
        text = f"while {condition_phrase(st.condition, card_type)}, {body}"
    return as_sentence(text)


def _what_paid(a, card_type: str = "unit") -> str:
    """An additional cost as a verb phrase: "discard 1", "spend the buff of a friendly
    unit"; "spend a buff" when the unit is any friendly buffed one; a gear's own card is
    "this" ("Banish this": The Zero Drive)."""
    if a.kind == "pay":
        return "pay " + render_cost(a.cost)
    if a.kind == "discard" and a.what is not None:     # "discard a spell"
        return f"discard {with_article(a.what.object)}"
    if a.kind == "discard":
        return f"discard {a.amount}"
    if a.kind == "spend_xp":                  # 730.2
        return f"spend {a.amount} XP"
    if a.kind == "burn":                    # 440.3.a
        return f"Burn {a.amount}"
    if a.kind == "spend_buff" and a.what.controller == "friendly":
        return "spend a buff"
    if a.kind in ("disempower", "banish", "recycle") and a.what.kind == "self":  # 442, 427
        return f"{a.kind} {'me' if card_type == 'unit' else 'this'}"
    if a.kind == "return_to_hand":
        return f"return {selector_phrase(a.what)} to its owner's hand"
    verb = {"kill": "kill", "exhaust": "exhaust", "spend_buff": "spend the buff of",
            "disempower": "disempower", "banish": "banish", "recycle": "recycle"}[a.kind]
    return f"{verb} {selector_phrase(a.what)}"


def _additional(ab: Ability, card_type: str) -> str:
    """356.2: "As you play me, you may discard 1 as an additional cost. If you do, ..."."""
    a = ab.additional
    me = "me" if card_type == "unit" else "this"
    if a.kind == "pay":
        what = "pay " + render_cost(a.cost)
    elif a.kind in ("discard", "burn", "spend_xp", "return_to_hand") or \
            a.kind in ("disempower", "banish") and a.what.kind == "self":
        what = _what_paid(a)
    else:
        verb = {"kill": "kill", "exhaust": "exhaust", "spend_buff": "spend the buff of"}[a.kind]
        what = f"{verb} {selector_phrase(a.what)}"
    if a.any_number:                          # "any number of friendly units"
        noun = noun_phrase(a.what, True)
        what = what.split(" ")[0] if a.kind == "kill" else \
            {"exhaust": "exhaust", "spend_buff": "spend the buffs of"}[a.kind]
        what = f"{what} any number of {noun}"
    if ab.to is not None:      # a battlefield's, offered to other cards (Dragon Roost)
        return f"Any player may {what} as an additional cost to play " \
               f"{with_article(noun_phrase(ab.to, False))}. If they do, they play it to " \
               f"this battlefield."
    if ab.optional:
        text = f"As you play {me}, you may {what} as an additional cost."
    else:
        text = f"As an additional cost to play {me}, {what}."
    if a.discount:
        text += f" If you do, {'I cost' if me == 'me' else 'this costs'} {a.discount} energy less."
    if a.discount_by_cost:
        text += f" If you do, {'I cost' if me == 'me' else 'this costs'} 1 energy less for " \
                f"each Energy it costs and 1 power of {'my' if me == 'me' else 'its'} domain " \
                f"less for each Power it costs."
    if a.power_discount:
        text += f" {'I cost' if me == 'me' else 'This costs'} {a.power_discount} power of " \
                f"{'my' if me == 'me' else 'its'} domain less for each."
    if a.ignore_cost:
        text += f" If you do, ignore {'my' if me == 'me' else 'this card' + chr(39) + 's'} cost."
    return text


def _plain(eff: Effect) -> bool:
    """An instruction that reads alone: no "if you do", "you may", condition or "do this"."""
    return eff.if_previous is None and eff.ask is None and eff.only_if is None and \
        not eff.do_this and (eff.target is None or eff.target.kind != "previous")


def render_ability(ab: Ability, card_type: str = "unit", db=None) -> str:
    level = xp_text.level_of(ab)          # 824.1.b: "[Level N] > [the dependent ability]"
    if level is not None:
        return f"Level {level} — {render_ability(xp_text.without_level(ab), card_type, db)}"
    if ab.kind == "additional" and ab.additional is not None:
        text = _additional(ab, card_type)
        if ab.holds is not None:          # "If you've played a spell this turn, you may ..."
            text = f"If {condition_phrase(ab.holds, card_type)}, {text[:1].lower()}{text[1:]}"
        return text
    if ab.kind == "static" and ab.static is not None:
        return _static(ab.static, card_type)
    if ab.kind == "passive":
        texts = PASSIVE_TEXT.get(ab.passive or "")
        if texts is None:
            return as_sentence(f"[{ab.passive}{'' if ab.value is None else ' ' + str(ab.value)}]")
        n = 1 if ab.value is None else ab.value
        text = (texts[0] if n == 1 else texts[1]).format(n=n, token=ab.token)
        if ab.passive == "no_score_until_turn" and n in (2, 3):     # Forgotten Monument
            text = f"Players can't score here until their {('second', 'third')[n - 2]} turn."
        if ab.passive == "others_enter_ready" and card_type == "legend":
            text = "Your units enter ready."      # a legend is no unit: no "other"
        if ab.passive == "cant_be_chosen" and \
                getattr(ab.holds, "kind", None) == "not_in_combat":   # Akali, Silent
            return "I can't be chosen by enemy spells and abilities unless I'm in combat."
        if ab.holds is not None and ab.passive == "no_combat_damage":   # the exception
            return f"I don't deal combat damage unless {condition_phrase(ab.holds, card_type)}."
        if ab.holds is not None:             # "If <condition>, I enter ready."
            body = text if text.startswith("I ") else text[:1].lower() + text[1:]
            text = f"If {condition_phrase(ab.holds, card_type)}, {body}"
        return text
    body = render_modes(ab.modes, db) if ab.modes else render_effects(ab.effects, db)
    if ab.kind == "triggered" and (ab.pay is not None or ab.cost is not None) and \
            len(ab.effects) > 1 and all(_plain(e) for e in ab.effects):
        # "[cost] to [do Y and Z]" (355.10.c.1): the cost buys every instruction
        body = as_sentence(" and ".join(
            (lambda t: t[:1].lower() + t[1:])(render_effects((e,), db).rstrip("."))
            for e in ab.effects))
    if ab.modes_once:
        body = body.replace("Choose one —", "Choose one you've not chosen this turn —", 1)
    if ab.kind == "replacement" and ab.trigger is not None:
        return _trigger_text.replacement(ab, card_type, body)
    if ab.kind == "triggered" and ab.trigger is not None:
        body = body[:1].lower() + body[1:]
        if ab.pay is not None and ab.cost is not None and (ab.cost.energy or ab.cost.power):
            # "pay [1] and return ... to": a cost with Energy or power reads first
            body = f"{_trigger_cost(ab.cost, card_type)} and {_what_paid(ab.pay)} to {body}"
        elif ab.pay is not None and ab.cost is not None:   # "discard 1 and exhaust me to"
            body = f"{_what_paid(ab.pay)} and {_trigger_cost(ab.cost, card_type)} to {body}"
        elif ab.pay is not None:                # 383.3.b: "[cost] to [effect]"
            body = f"{_what_paid(ab.pay)} to {body}"
        elif ab.cost is not None:          # 383.3.b: a cost in the trigger's effect
            body = f"{_trigger_cost(ab.cost, card_type)} to {body}"
        if ab.optional:
            # 190.6.c: "they may ...": the event's player controls it
            body = ("they may " if ab.trigger.controlled_by else "you may ") + body
        text = f"{capitalized(_trigger(ab.trigger, card_type))}, {body}"
        return f"Legion — {text}" if ab.condition == "legion" else text
    if ab.kind == "activated":
        cost = render_cost(ab.cost) if ab.cost is not None else ""
        if ab.pay is not None:                  # a cost that picks an object (404)
            cost = ", ".join(x for x in (capitalized(_what_paid(ab.pay, card_type)), cost)
                             if x)
        timing = " ".join(render_keyword(k) for k in ab.keywords)
        head = f"{timing} — " if timing else ""
        if ab.condition == "legion":
            body = f"Legion — {body}"
        elif ab.condition == "at_battlefield":
            body = f"{body} Use this ability only while I'm at a battlefield."
        elif ab.condition == "once_per_turn":
            body = f"{body} Use only once per turn."
        elif ab.condition == "not_empowered":       # the Empower keyword (827.1.c.1)
            body = f"{body} Use this ability only if I'm not Empowered."
            if _is_empower(ab) and cost:
                return f"Empower {cost}.{rule_text.less(ab)} ({head}{cost}: {body})"
        if ab.holds is not None and not xp_text.level_of(ab) and \
                ab.holds.kind != "empowered":   # "Use only if ..." (a Level one is above)
            body = f"{body} Use only if {condition_phrase(ab.holds, card_type)}."
        text = f"{head}{cost}: {body}{rule_text.less(ab)}" if cost else f"{head}{body}"
        if ab.holds is not None and not xp_text.level_of(ab) and ab.holds.kind == "empowered":
            text = f"While {condition_phrase(ab.holds, card_type)}: {text}"   # "[Empowered] >"
        if ab.granted == "legend":            # Forge of the Fluft
            return f'While you control this battlefield, friendly legends have "{text}".'
        return f'Units here have "{text}".' if ab.granted else text
    return body




def render_text(card: CardDef, db=None) -> str:
    """The rules text of a card, generated from its definition.

    Keywords first ('Action.', 'Assault 2.'), then the spell's instructions, then each
    ability.  `db` (a CardDB) is used to describe tokens ('a 1 Might Recruit unit token');
    without it the default database is consulted if it loads.
    """
    if db is None:
        db = _default_db_or_none()
    # the Empower keyword is written with its ability, as printed: "Empower [2] (...)"
    empowers = any(_is_empower(ab) for ab in card.abilities)
    parts = [as_sentence(render_keyword(k)) for k in card.keywords
             if not (empowers and k.name == "empower") and
             not (card.flow is not None and k.name == "flow") and k.name != "repeat"
             and not (card.equip is not None and k.name == "equip")]
    if card.repeat:                      # written with its cost (820.1.c)
        parts.append(_repeat(card.repeat))
    first = [ab for ab in card.abilities if ab.kind == "additional"]   # "as you play this"
    for ab in first:
        parts.append(render_ability(ab, card.type, db))
    given = [ab for ab in card.abilities if ab.granted and card.type == "spell"]
    if card.effects:                     # "give it '[A][A]: Ready me.'" (grant_ability)
        said = render_effects(card.effects, db)
        quoted = " ".join(render_ability(replace(ab, granted=False), "unit", db)
                          for ab in given)
        parts.append(said.replace(GIVEN, f'"{quoted}"'))
    if card.modes:
        text = render_modes(card.modes, db)
        if card.modes_distinct:           # 820.2.a: each execution another mode
            text = text.replace("Choose one —", "Choose one you haven't already chosen —", 1)
        parts.append(text)
    for ab in card.abilities:
        if ab not in first and not hunt.is_hunt(ab, card.keywords) and \
                ab.keyword_of is None and not ab.attached and ab not in given:
            parts.append(render_ability(ab, card.type, db))
    if card.equip is not None:           # 818.1.c: "Equip [Cost]"
        pay = next((ab.pay for ab in card.abilities
                    if ab.keyword_of == "equip" and ab.pay is not None), None)
        cost = render_cost(card.equip) if pay is None else \
            capitalized(_what_paid(pay)) if card.equip == Cost() else \
            f"{render_cost(card.equip)}, {_what_paid(pay)}"
        parts.append(f"Equip {cost} (pay it: attach this to a unit you control).")
        if card.equip.reduced_by == "chosen_might":                     # 356.4
            parts.append("This ability's Energy cost is reduced by the Might of the unit "
                         "you choose.")
    if card.might_bonus or any(ab.attached for ab in card.abilities):
        effect = [render_ability(ab, "unit", db) for ab in card.abilities if ab.attached]
        parts.append(f"While attached, the unit has +{card.might_bonus} Might" +
                     (f" and this text: {' '.join(effect)}" if effect else ".")) # 434.1.c-d
    if card.trash_cost is not None:      # 356.1.a: its own alternate cost from the trash
        ft = f"You may play me from your trash for {render_cost(card.trash_cost)}."
        cond = card.trash_while
        if cond is not None:
            ft = (f"Legion — {ft}" if getattr(cond, "kind", None) == "legion" else
                  f"If {condition_phrase(cond, card.type)}, you may play me from your trash "
                  f"for {render_cost(card.trash_cost)}.")
        parts.append(ft)
    if card.alt_cost is not None:        # 356.1.a: "you may play me for COST"
        alt = f"you may play me for {render_cost(card.alt_cost)}."
        parts.append(capitalized(alt) if card.alt_while is None else
                     f"If {condition_phrase(card.alt_while, card.type)}, {alt}")
    if card.flow is not None:            # written last with its cost, as printed (829.1.c)
        parts.append(f"Flow {render_cost(card.flow)} (you may play this from your trash for "
                     f"its Flow cost; then banish it).")
    text = " ".join(p for p in parts if p)
    if any(ab.passive == "empower_up_to" for ab in card.abilities):
        # "[Empower] [3] (3: Empower me.)": usable while it can be Empowered again
        text = text.replace(" Use this ability only if I'm not Empowered.", "")
    return text


def _repeat(costs) -> str:
    """820.1.c-d: "Repeat 2 energy (...)", "Repeat — discard 1 (...)"; several instances
    are paid or not one by one (820.1.c.2, 820.3)."""
    words = " / ".join(f"discard {a.amount}" if a.kind == "discard" else render_cost(a.cost)
                       for a in costs)
    dash = "— " if any(a.kind == "discard" for a in costs) or len(costs) > 1 else ""
    if len(costs) > 1:
        why = "you may pay each of these as an additional cost; its instructions are done " \
              "again for each one paid"
    else:
        why = "you may pay this as an additional cost; if you do, its instructions are " \
              "done again"
    return f"Repeat {dash}{words} (As you play this, {why}.)"


def _is_empower(ab: Ability) -> bool:
    """827.1.c.1: the ability the Empower keyword is short for."""
    return ab.kind == "activated" and ab.condition == "not_empowered" and \
        len(ab.effects) == 1 and ab.effects[0].op == "empower" and \
        ab.effects[0].target is not None and ab.effects[0].target.kind == "self"


def _default_db_or_none():
    from .db import load_card_db
    from .errors import CardDataError
    try:
        return load_card_db()
    except (CardDataError, OSError):
        return None
