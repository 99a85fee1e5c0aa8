"""Rules text rendered from the effect tree.

The project does not ship the publisher's printed text: what a player reads is generated
from the same `CardDef` the engine runs, so it always says what the engine does.

    render_text(db.get("Void Seeker"))
    -> 'Action. Deal 4 to a unit at a battlefield. Draw 1.'
"""

from __future__ import annotations

from dataclasses import replace

from .model import ANY_NUMBER
from . import zones_text
from .model import (
    Ability, Amount, CardDef, Condition, Cost, Count, Effect, Keyword, Selector, Static, Trigger,
)

__all__ = ["render_text", "render_cost", "render_keyword", "render_effects", "render_modes",
           "render_ability", "PASSIVE_TEXT"]

# Named passive rules (loader.PASSIVES).  {n} is the ability's value.
PASSIVE_TEXT = {
    "hide_for_energy": ("You may pay 1 energy instead of 1 power of any domain to hide a card "
                        "with Hidden.", "You may pay {n} energy instead of 1 power of any "
                                        "domain to hide a card with Hidden."),
    "extra_hide": ("You may hide an additional card here.",
                   "You may hide {n} additional cards here."),
    "enters_exhausted": ("This enters exhausted.", "This enters exhausted."),
    "enters_ready": ("I enter ready.", "I enter ready."),
    "others_enter_ready": ("Other friendly units enter ready.",
                           "Other friendly units enter ready."),
    "might_here": ("Units here have +{n} might.", "Units here have +{n} might."),
    "others_might_here": ("Other friendly units have +{n} might here.",
                          "Other friendly units have +{n} might here."),
    "alone_in_combat_might": ("While I'm attacking or defending alone, I have +{n} might.",
                              "While I'm attacking or defending alone, I have +{n} might."),
    "defends_alone_might": ("While a friendly unit defends alone, it gets +{n} might.",
                            "While a friendly unit defends alone, it gets +{n} might."),
    "play_to_open": ("You may play me to an open battlefield.",
                     "You may play me to an open battlefield."),
    "spell_discount": ("While I'm at a battlefield, spells you play cost 1 energy less, to a "
                       "minimum of 1.", "While I'm at a battlefield, spells you play cost {n} "
                       "energy less, to a minimum of 1."),
    "bonus_damage": ("Your spells and abilities deal 1 Bonus Damage.",
                     "Your spells and abilities deal {n} Bonus Damage."),
    "bonus_damage_here": ("Spells and abilities deal 1 Bonus Damage to units here.",
                          "Spells and abilities deal {n} Bonus Damage to units here."),
    "no_move_to_base": ("Units can't move from here to base.",
                        "Units can't move from here to base."),
    "victory_plus": ("Increase the points needed to win the game by 1.",
                     "Increase the points needed to win the game by {n}."),
    "many_buffs": ("I can have any number of buffs.", "I can have any number of buffs."),
    "others_play_to_open": ("Friendly units may be played to open battlefields.",
                            "Friendly units may be played to open battlefields."),
    "play_to_occupied_enemy": ("You may play me to an occupied enemy battlefield.",
                               "You may play me to an occupied enemy battlefield."),
    "opponents_play_to_base": ("While I'm at a battlefield, opponents can only play units to "
                               "their base.", "While I'm at a battlefield, opponents can only "
                               "play units to their base."),
    "no_ready_enemies": ("While I'm at a battlefield, spells and abilities can't ready enemy "
                         "units and gear.", "While I'm at a battlefield, spells and abilities "
                         "can't ready enemy units and gear."),
    "save_friendly_unit": ("If a friendly unit would die, kill this instead. Heal that unit, "
                           "exhaust it, and recall it.", "If a friendly unit would die, kill "
                           "this instead. Heal that unit, exhaust it, and recall it."),
    "deathknell_twice": ("Your Deathknell effects trigger an additional time.",
                         "Your Deathknell effects trigger {n} additional times."),
    "save_buffed_unit": ("When a buffed unit you control would die, you may pay any 1 power and "
                         "exhaust me to spend its buff and recall it exhausted instead.",
                         "When a buffed unit you control would die, you may pay any 1 power and "
                         "exhaust me to spend its buff and recall it exhausted instead."),
    "recall_all_on_tie": ("If a combat where you are the attacker ends in a tie, recall all "
                          "units instead.", "If a combat where you are the attacker ends in a "
                          "tie, recall all units instead."),
    "no_damage_after_moves": ("If I have moved this turn, I don't take damage.",
                              "If I have moved {n} times this turn, I don't take damage."),
    "no_reveal_here": ("Your opponents' Hidden cards can't be revealed here.",
                       "Your opponents' Hidden cards can't be revealed here."),
    "borrow_exhaust_abilities": ("I have all exhaust abilities of all friendly legends, "
                                 "units, and gear.", "I have all exhaust abilities of all "
                                 "friendly legends, units, and gear."),
}

_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six",
                 7: "seven", 8: "eight", 9: "nine", 10: "ten"}

_OBJECT_WORDS = {
    "unit": ("unit", "units"), "gear": ("gear", "gear"),
    "permanent": ("permanent", "permanents"), "spell": ("spell", "spells"),
    "ability": ("ability", "abilities"), "chain_item": ("spell or ability", "spells or abilities"),
    "rune": ("rune", "runes"), "battlefield": ("battlefield", "battlefields"),
    "card": ("card", "cards"), "player": ("player", "players"),
    "object": ("thing", "things"),
}


def _word(n: int) -> str:
    return _NUMBER_WORDS.get(n, str(n))


def _article(phrase: str) -> str:
    low = phrase.lower()
    vowel = low[:1] in ("a", "e", "i", "o", "u") and not low.startswith(("uni", "use", "eu", "one"))
    return ("an " if vowel else "a ") + phrase


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def _sentence(s: str) -> str:
    s = _cap(s.strip())
    return s if s.endswith((".", "!", "?")) else s + "."


def render_keyword(kw: Keyword) -> str:
    """`Keyword('assault', 2)` -> 'Assault 2'; 'quick-draw' -> 'Quick-Draw'."""
    name = "-".join(p.capitalize() for p in kw.name.split("-"))
    return name if kw.value is None else f"{name} {kw.value}"


def _power_word(domain: str) -> str:
    if domain == "any":
        return "power of any domain"
    return " or ".join(d.capitalize() for d in domain.split("|")) + " power"


def render_cost(cost: Cost) -> str:
    """'3 energy, 1 Fury power'; ability costs may add 'exhaust'.  '' for no cost."""
    parts = []
    if cost.recycle:                        # 416.3
        parts.append(f"Recycle {cost.recycle} from your trash")
    if cost.energy:
        parts.append(f"{cost.energy} energy")
    for domain, n in cost.power:
        parts.append(f"{n} {_power_word(domain)}")
    if cost.exhaust_self:
        parts.append("exhaust")
    if cost.spend_buff:
        parts.append("spend my buff")
    return ", ".join(parts)


# --------------------------------------------------------------------------- selectors

def _noun(sel: Selector, plural: bool) -> str:
    word = _OBJECT_WORDS.get(sel.object, (sel.object, sel.object + "s"))[1 if plural else 0]
    adjs = []
    if sel.damaged:
        adjs.append("damaged")
    if sel.exhausted:
        adjs.append("exhausted")
    if sel.ready:
        adjs.append("ready")
    if sel.buffed:
        adjs.append("buffed")
    if sel.stunned:
        adjs.append("stunned")
    if sel.controller == "friendly" and sel.at not in ("trash", "hand"):   # "your trash" says it
        adjs.append("friendly")
    elif sel.controller == "enemy":
        adjs.append("enemy")
    if sel.tags:
        adjs.append(" or ".join(sel.tags))
    return " ".join(adjs + [zones_text.noun_prefix(sel) + word])


def _where(sel: Selector, plural: bool) -> str:
    if sel.location is not None:
        return " at " + _selector(sel.location)
    return {
        "battlefield": " at battlefields" if plural else " at a battlefield",
        "base": " in a base" if not plural else " in bases",
        "here": " here",
        "board": "",
        "combat": " in combat",
        "champion": " in your Champion Zone" if sel.controller == "friendly" else
                    " in a Champion Zone",
        "trash": " from your trash" if sel.controller == "friendly" else
                 " from trashes" if plural else " from a trash",
        "facedown": " facedown at a battlefield",
        None: "",
    }.get(sel.at, zones_text.where(sel) or f" at {sel.at}")


def _limits(sel: Selector) -> str:
    out = ""
    if sel.max_might is not None:
        out += f" with {sel.max_might} Might or less"
    if sel.min_might is not None:
        out += f" with {sel.min_might} Might or more"
    if sel.max_total_might is not None:
        out += f" with total Might {sel.max_total_might} or less"
    costs = []
    if sel.max_energy is not None:
        costs.append(f"no more than {sel.max_energy} energy")
    if sel.max_power is not None:
        costs.append(f"no more than {sel.max_power} power")
    if costs:
        out += " that costs " + " and ".join(costs)
    return out + zones_text.limits(sel)


def _selector(sel: Selector, prev_plural: bool = False) -> str:
    """The noun phrase for a selector: 'a unit at a battlefield', 'all enemy units', 'it'."""
    if sel.kind == "self":
        return "me" if sel.object == "unit" else "this"
    if sel.kind == "subject":
        return "it"
    if sel.kind == "previous":
        return "them" if prev_plural else "it"
    if sel.kind == "each_chooses":
        return "the chosen " + _noun(replace(sel, controller="any"), True)
    if sel.kind == "that":
        return "that battlefield" if sel.object == "battlefield" else "it"
    if sel.either:                    # "a unit at a battlefield or a gear"
        return " or ".join(_selector(alt) for alt in sel.either)
    plural = sel.kind == "all" or sel.count > 1
    noun = _noun(sel, plural)
    other = "other " if sel.other else ""
    if sel.kind == "all":
        head = f"all {other}{noun}"
    elif sel.count >= ANY_NUMBER:
        head = f"any number of {other}{noun}"
    elif sel.count > 1:
        head = f"{'up to ' if sel.up_to else ''}{sel.count} {other}{noun}"
    elif sel.up_to:
        head = f"up to one {other}{noun}"
    else:
        head = f"another {noun}" if sel.other or sel.distinct else _article(noun)
    where = " at another location" if sel.elsewhere else ""
    if sel.together:                        # all at one battlefield
        return head + " at a battlefield" + where + _limits(sel)
    return head + _where(sel, plural) + where + _limits(sel)


def _count(cnt) -> str:
    """A Count test: 'there are 4 or more friendly units here', 'there is a ready enemy
    unit here'."""
    sel = cnt.what
    if cnt.at_least == 1:
        return f"there is {_article(_noun(sel, False))}{_where(sel, False)}{_limits(sel)}"
    return f"there are {cnt.at_least} or more {_noun(sel, True)}{_where(sel, True)}{_limits(sel)}"


_CONDITION_TEXT = {
    "your_turn": "it's your turn", "not_your_turn": "it's not your turn",
    "at_battlefield": "{me_am} at a battlefield", "buffed": "{me_am} buffed",
    "mighty": "{me_am} Mighty", "legion": "you've played another card this turn",
    "discarded_this_turn": "you've discarded a card this turn",
    "points": "you have {n} or more points", "hand": "you have {n} or more cards in hand",
    "hand_at_most": "you have {n} or fewer cards in hand",
    "runes": "you have {n} or more runes",
    "opponent_within": "an opponent's score is within {n} points of the Victory Score",
    "paid": "you paid the additional cost", "not_paid": "you didn't pay the additional cost",
    "control_here": "you control that battlefield",
    "excess_damage": "you assigned {n} or more excess damage to enemy units",
}
_DIED = {"unit": "a unit", "friendly_unit": "a friendly unit", "enemy_unit": "an enemy unit"}


_IT_TEXT = {"stunned": "it is stunned", "alone": "it is the only unit you control there",
            "mighty": "it is Mighty", "killed": "this kills it"}
_NOT_IT_TEXT = {"stunned": "it isn't stunned", "alone": "it isn't alone there",
                "mighty": "it isn't Mighty", "killed": "this doesn't kill it"}


def _condition(cond, card_type: str = "unit") -> str:
    """A condition as a clause: "I'm buffed", "you have 6 or more points"."""
    if isinstance(cond, Count) or not isinstance(cond, Condition):
        return _count(cond)
    if cond.kind in ("it", "not_it"):
        return (_IT_TEXT if cond.kind == "it" else _NOT_IT_TEXT)[str(cond.value)]
    if cond.kind == "died_this_turn":
        return f"{_DIED.get(str(cond.value), 'a unit')} has died this turn"
    me_am = "I'm" if card_type == "unit" else "this is"
    return _CONDITION_TEXT[cond.kind].format(n=cond.value, me_am=me_am)


def _amount(amt: Amount) -> str:
    """An amount from the game as a noun phrase: "its Might", "the number of ..."."""
    if amt.kind == "points":
        text = "your points" if amt.of == "you" else "the highest opponent's points"
        return text if amt.times == 1 else f"{_word(amt.times)} times {text}"
    if amt.kind == "count" and amt.of == "previous":
        text = "the number of them"
    elif amt.kind == "paid":
        text = "the amount paid"
    elif amt.kind in ("might", "cost"):
        whose = "my" if amt.of == "self" else "its"
        thing = "Might" if amt.kind == "might" else "Energy cost"
        text = f"{whose} {thing}"
    else:
        sel = amt.what
        if amt.kind == "count":
            where = _where(sel, True).replace(" from ", " in ")
            text = f"the number of {_noun(sel, True)}{where}{_limits(sel)}"
        else:
            text = f"the highest Might among {_noun(sel, True)}{_where(sel, True)}"
    return text if amt.times == 1 else f"{_word(amt.times)} times {text}"


def _plural(sel: Selector | None) -> bool:
    return sel is not None and (sel.kind in ("all", "each_chooses") or sel.count > 1)


# --------------------------------------------------------------------------- effects

_PLAYER_SUBJECT = {"you": "", "opponent": "your opponent", "each": "each player",
                   "controller": "its controller", "owner": "its owner",
                   "that_player": "that player"}


def _player_verb(player: str, verb: str, verbs: str, rest: str) -> str:
    if player == "you":
        return f"{verb} {rest}"
    return f"{_PLAYER_SUBJECT.get(player, player)} {verbs} {rest}"


def _duration(d: str) -> str:
    return "" if d == "permanent" else f" {d}"


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def _token_phrase(eff: Effect, db) -> str:
    name = eff.token or "?"
    tok = None
    if db is not None:
        try:
            tok = db.get(name)
        except KeyError:
            tok = None
    n = eff.amount or 1
    kind = tok.type if tok is not None else None
    desc = name
    if tok is not None and tok.might is not None:
        desc = f"{tok.might} Might {name}"
    if kind:
        desc += f" {kind}"
    desc += " token" if n == 1 else " tokens"
    if eff.ready:
        desc = "ready " + desc
    head = _article(desc) if n == 1 else f"{_word(n)} {desc}"
    dest = {"base": " to your base", "here": " here", "battlefield": " to a battlefield",
            "any": "", None: ""}.get(eff.dest, f" to {eff.dest}")
    return head + dest


def _effect(eff: Effect, prev: Effect | None, db) -> str:
    """One instruction as a clause without a final period."""
    prev_plural = prev is not None and (
        _plural(prev.target) or (prev.op == "play_token" and prev.amount > 1)
        or (prev.op == "spend_buff" and prev.amount != 1))
    t = _selector(eff.target, prev_plural) if eff.target is not None else ""
    op, n = eff.op, eff.amount
    if eff.amount_of is not None:
        return zones_text.per_card(eff, t) or _computed(eff, t)
    if op == "deal":
        if eff.split:
            return f"deal {n} damage split among {t}"
        if eff.target is not None and eff.target.kind == "choose" and eff.target.count > 1:
            return f"deal {n} to each of {t}"
        return f"deal {n} to {t}"
    if op == "kill":
        return f"kill {t}"
    if zones_text.is_zone_op(eff):
        return zones_text.effect(eff, t)
    if op == "draw":
        return _player_verb(eff.player, "draw", "draws", str(n))
    if op == "discard":
        return _player_verb(eff.player, "discard", "discards", str(n))
    if op == "choose":
        return f"choose {t}"
    if op == "spend_buff":
        if n == 1:
            return "you may spend a buff"
        return "spend any number of buffs" if not n else f"spend up to {n} buffs"
    if op == "swap":
        return f"move me to the location of {t} and it to my original location"
    if op == "win":
        return "you win the game" if eff.player == "you" else \
            _player_verb(eff.player, "win", "wins", "the game")
    if op == "move":
        dest = {"base": " to base", "battlefield": " to a battlefield", "here": " here",
                "there": " there", "to_or_from_base": " to or from its base",
                "with_subject": " to its location",
                "owner_hand": " to its owner's hand", "any": "", None: ""}.get(
                    eff.dest, f" to {eff.dest}")
        return f"move {t}{dest}"
    if op == "return_to_hand":
        whose = "their owners' hands" if _plural(eff.target) else "its owner's hand"
        return f"return {t} to {whose}"
    if op == "channel":
        runes = "rune" if n == 1 else "runes"
        return _player_verb(eff.player, "channel", "channels",
                            f"{n} {runes}" + (" exhausted" if eff.exhausted else ""))
    if op == "might":
        s = f"give {t} {_signed(n)} Might{_duration(eff.duration)}"
        if eff.minimum is not None:
            s += f", to a minimum of {eff.minimum} Might"
        return s
    if op == "counter":
        return f"counter {t}"
    if op in ("stun", "ready", "exhaust", "recall", "buff"):
        return f"{op} {t}"
    if op == "play_token":
        return "play " + _token_phrase(eff, db)
    if op == "gain_points":
        pts = "point" if n == 1 else "points"
        return _player_verb(eff.player, "gain", "gains", f"{n} {pts}")
    if op == "grant_keyword":
        kw = render_keyword(eff.keyword) if eff.keyword else "?"
        return f"give {t} {kw}{_duration(eff.duration)}"
    if op == "add":
        kind = "energy" if not eff.domain else "power of any domain" \
            if eff.domain == "any" else eff.domain.capitalize() + " power"
        only = f". Spend this {'energy' if not eff.domain else 'power'} only to play spells" \
            if eff.spells_only else ""
        return f"add {n} {kind}{only}"
    if op == "fight":
        who = "I" if eff.fighter == "self" else "it"
        other = t
        if who == "I":
            return f"{other} and I deal damage equal to our Mights to each other"
        return f"{who} and {other} deal damage equal to their Mights to each other"
    if op == "player_modes":
        texts = [" and ".join(_effect(e, None, db) for e in mode) for mode in eff.modes]
        return "each other player chooses one — " + "; or ".join(texts)
    if op == "new_choices":
        return f"you may make new choices for {t}"
    if op == "pay_any":
        return "pay any amount of " + ("power of any domain" if eff.domain else "energy")
    if op == "activate_triggers":
        return f"activate the {eff.event} effects of {t}"
    if op == "take_control":
        return f"take control of {t}"
    if op == "extra_turn":
        return _player_verb(eff.player, "take", "takes", "a turn after this one")
    if op == "next_play" and eff.bonus and not n:
        return f"the next {eff.what or 'card'} you play this turn deals {eff.bonus} Bonus Damage"
    if op == "next_play" and eff.ready and not n:
        return f"the next {eff.what or 'card'} you play this turn enters ready"
    if op == "next_play":
        return (f"the next {eff.what or 'card'} you play this turn costs {n} energy less")
    if op in ("prevent_damage", "save_from_death", "delayed", "buff_bonus"):
        return _rule_effect(eff, t, db)
    if op == "custom":
        if eff.handler == "hide_free":
            return "you can hide cards ignoring costs this turn"
        if eff.handler == "units_enter_ready":
            return "units you play this turn enter ready"
        if eff.handler == "opponents_cant_play":
            return "opponents can't play cards this turn"
        return f"[{(eff.handler or '?').replace('_', ' ')}]"
    return op   # pragma: no cover - the loader admits only EFFECT_OPS


def _each(sel: Selector) -> str:
    """"for each friendly unit here", "for each card in your trash"."""
    where = _where(sel, False).replace(" from ", " in ")
    return f"for each {_noun(sel, False)}{where}{_limits(sel)}"


def _computed(eff: Effect, t: str) -> str:
    """An instruction whose amount comes from the game."""
    amt, op = eff.amount_of, eff.op
    if amt.kind == "might" and amt.minus is not None and op == "might":
        whose = "the first one's" if eff.target is not None and eff.target.kind == "that" \
            else "its"
        return f"increase {whose} Might to the Might of the other{_duration(eff.duration)}"
    if amt.kind == "count" and amt.of == "previous" and op in ("draw", "channel"):
        what = "draw 1" if op == "draw" else \
            "channel 1 rune" + (" exhausted" if eff.exhausted else "")
        return f"{what} for each of them"
    if amt.kind == "count" and op in ("draw", "channel", "gain_points", "discard"):
        each = _each(amt.what)
        what = {"draw": ("draw", "draws", f"{amt.times}"),
                "discard": ("discard", "discards", f"{amt.times}"),
                "channel": ("channel", "channels",
                            f"{amt.times} rune{'s' if amt.times > 1 else ''}"
                            + (" exhausted" if eff.exhausted else "")),
                "gain_points": ("gain", "gains",
                                f"{amt.times} point{'s' if amt.times > 1 else ''}")}[op]
        return _player_verb(eff.player, what[0], what[1], f"{what[2]} {each}")
    a = _amount(amt)
    if op == "deal":
        return f"deal damage equal to {a} to {t}"
    if op == "might":
        if amt.kind == "might" and amt.of == "it" and amt.times == 1:
            return f"double the Might of {t}{_duration(eff.duration)}"
        return f"give {t} +Might equal to {a}{_duration(eff.duration)}"
    verb = {"draw": ("draw", "draws"), "channel": ("channel", "channels"),
            "gain_points": ("gain", "gains"), "discard": ("discard", "discards")}[op]
    noun = {"draw": "cards", "channel": "runes", "gain_points": "points",
            "discard": "cards"}[op]
    return _player_verb(eff.player, verb[0], verb[1], f"{noun} equal to {a}")


def _rule_effect(eff: Effect, t: str, db) -> str:
    """Prevention, replacement, delayed triggers and the buff bonus (cards/effect_extras.py)."""
    if eff.op == "prevent_damage":
        return "prevent all spell and ability damage this turn"
    if eff.op == "buff_bonus":
        return f"buffs give an additional {_signed(eff.amount)} Might to friendly units this turn"
    if eff.op == "save_from_death":
        pay = f"you may pay {render_cost(eff.pay)} to " if eff.pay is not None else ""
        return f"the next time {t} would die this turn, {pay}heal it, exhaust it, and " \
               f"recall it instead"
    then = render_effects(eff.then, db).rstrip(".")
    then = then[:1].lower() + then[1:]
    if eff.event == "end_of_turn":
        return f"{then} at the end of this turn"
    if eff.target is not None:
        return f"choose {t}; {then} the next time it takes damage this turn"
    return f"when any unit takes damage this turn, {then}"
def _each_chooses(sel: Selector) -> str:
    """"Starting with the next player, each other player chooses a unit you don't
    control"."""
    who = "each other player" if sel.chooser == "others" else "each player"
    if sel.starting == "next":
        who = "starting with the next player, " + who
    mine = replace(sel, controller="any", kind="choose")
    noun = _noun(mine, sel.count > 1)
    head = f"{'up to ' if sel.up_to else ''}{_word(sel.count) if sel.count > 1 else ''}"
    phrase = (f"{head} {noun}" if head else _article(noun)).strip()
    if sel.up_to and sel.count == 1:
        phrase = f"up to one {noun}"
    owner = {"friendly": " they control", "enemy": " they don't control"}.get(
        sel.controller, "")
    if sel.not_yours:
        owner += " you don't control" if not owner else " and you don't"
    return f"{who} chooses {phrase}{owner}{_where(mine, False)}{_limits(sel)}"


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
    for eff in effects:
        clause = _effect(eff, prev, db)
        if eff.target is not None and eff.target.kind == "each_chooses":
            sentences.append(_each_chooses(eff.target))       # 355.10.e
        if eff.only_if is not None:
            clause += f" if {_condition(eff.only_if)}"
        if eff.ask is not None:
            who = "its controller" if eff.ask == "controller" else "your opponent"
            clause = f"{who} may have you {clause}"
        if eff.if_previous == "failed" and prev is not None and prev.ask is not None:
            sentences.append(f"If they don't, {clause}")
        elif eff.if_previous == "failed":
            sentences.append(f"If you can't, {clause}")
        elif eff.if_previous == "done":
            sentences.append(f"If you do, {clause}")
        elif (sentences and eff.target is not None and eff.target.kind == "previous"
              and prev is not None and prev.if_previous is None):
            sentences[-1] = f"{sentences[-1]} and {clause}"
        else:
            sentences.append(clause)
        prev = eff
    return " ".join(_sentence(s) for s in sentences)


# --------------------------------------------------------------------------- abilities

def _trigger(tr: Trigger, card_type: str) -> str:
    text = _trigger_event(tr, card_type)
    if getattr(tr, "zone", None) == "trash":
        text += " while this is in your trash"
    return text if tr.only_if is None else f"{text}, if {_condition(tr.only_if, card_type)}"


def _trigger_cost(cost, card_type: str) -> str:
    me = "me" if card_type == "unit" else "this"
    parts = ["pay " + render_cost(replace(cost, exhaust_self=False, spend_buff=False))] \
        if cost.energy or cost.power else []
    if cost.exhaust_self:
        parts.append(f"exhaust {me}")
    if cost.spend_buff:
        parts.append(f"spend {'my' if me == 'me' else 'its'} buff")
    return " and ".join(parts)


_NTH = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}


def _trigger_event(tr: Trigger, card_type: str) -> str:
    text = _trigger_event_base(tr, card_type)
    if tr.nth is not None and text.startswith("when "):
        # 383.1: "the Nth time ..." (each turn)
        nth = _NTH.get(tr.nth, f"{tr.nth}th")
        if tr.event == "start_of_beginning":
            return f"at the start of each player's {nth} Beginning Phase" \
                if tr.subject == "any_player" else f"at the start of your {nth} Beginning Phase"
        if tr.event in ("play_card", "play_spell"):
            what = "card" if tr.event == "play_card" else "spell"
            return f"when you play your {nth} {what} in a turn"
        return f"the {nth} time {text[5:]} each turn"
    if tr.nth is not None and tr.event == "start_of_beginning":
        nth = _NTH.get(tr.nth, f"{tr.nth}th")
        return f"at the start of each player's {nth} Beginning Phase"
    return text


def _trigger_event_base(tr: Trigger, card_type: str) -> str:
    me = "I" if card_type == "unit" else "this"
    subj = {"self": me, "unit": "a unit", "friendly_unit": "a friendly unit",
            "other_friendly_unit": "another friendly unit",
            "friendly_gear": "a gear",
            "enemy_unit": "an enemy unit", "you": "you", "any_player": "a player",
            "their_unit": "a unit of theirs"}.get(tr.subject, tr.subject)
    if tr.buffed or tr.stunned:
        state = "buffed" if tr.buffed else "stunned"
        subj = subj.replace("a friendly", f"a {state} friendly").replace(
            "an enemy", f"a {state} enemy").replace("a unit", f"a {state} unit")
    if tr.not_tags and subj.startswith(("a ", "an ", "another ")):
        first, _, rest = subj.partition(" ")
        subj = f"{'another' if first == 'another' else 'a'} non-{'/'.join(tr.not_tags)} {rest}"
    singular = subj not in ("I", "you")
    where = " here" if tr.where == "here" else ""
    ev = tr.event
    if tr.where == "elsewhere":
        where = " to a battlefield other than mine" if card_type == "unit" else \
            " to a battlefield other than this one"
    new = _new_event(tr, ev, subj, me, where)
    if new is not None:
        return new
    if ev == "play":
        if tr.subject == "self":
            to = " to a battlefield" if tr.direction == "to" else ""
            return f"when you play {'me' if card_type == 'unit' else 'this'}{to}"
        return f"when you play {subj if tr.subject != 'you' else 'a card'}{where}"
    if ev == "play_spell":
        costs = "" if tr.min_energy is None else f" that costs {tr.min_energy} energy or more"
        return f"when you play a spell{costs}{where}"
    if ev == "start_of_turn":
        return "at the start of your turn"
    if ev == "start_of_beginning":
        return "at the start of each player's Beginning Phase" \
            if tr.subject == "any_player" else "at the start of your Beginning Phase"
    if ev == "end_of_turn":
        return "at the end of your turn"
    if ev == "move":
        verb = "moves" if singular else "move"
        if tr.where == "elsewhere":
            who = "an opponent" if tr.subject == "enemy_unit" else subj
            return f"when {who} moves{where}"
        if tr.where == "mine":
            return f"when {subj} {verb} {tr.direction or 'from'} my location"
        if tr.direction:
            place = "here" if tr.where == "here" else ("a battlefield" if tr.direction == "to"
                                                       else "a location")
            return f"when {subj} {verb} {tr.direction} {place}"
        return f"when {subj} {verb}{where}"
    verbs = {"attack": ("attack", "attacks"), "defend": ("defend", "defends"),
             "conquer": ("conquer", "conquers"), "hold": ("hold", "holds"),
             "dies": ("die", "dies")}
    base, third = verbs.get(ev, (ev, ev))
    alone = " alone" if tr.alone else ""
    return f"when {subj} {third if singular else base}{alone}{where}"


def _new_event(tr: Trigger, ev: str, subj: str, me: str, where: str) -> str | None:
    """The events of engine/events.py: "when you stun an enemy unit", "when this is
    discarded", "when you recycle one or more cards to your Main Deck"."""
    if ev == "play_card":
        hidden = " from Hidden" if tr.from_hidden else ""
        return f"when you play a card{hidden}"
    if ev in ("stun", "ready", "buff", "kill"):
        what = "one or more " + subj.split(" ", 1)[1] + "s" if tr.one_or_more else subj
        return f"when you {ev} {what}{where}"
    if ev == "discard":
        if tr.subject == "self":
            return f"when {'I am' if me == 'I' else 'this is'} discarded"
        return "when you discard one or more cards"
    if ev == "recycle":
        return "when you recycle one or more cards to your Main Deck"
    if ev == "leaves":
        return f"when {me} {'leave' if me == 'I' else 'leaves'} the board"
    if ev == "chosen":
        return f"when a player chooses a friendly unit{where} with a spell"
    return None


def _static(st: Static, card_type: str) -> str:
    """A static ability: "While I'm buffed, I have +1 Might.", "Other friendly units here
    have Assault.", "I cost 2 energy less for each card in your trash."."""
    me = "I" if card_type == "unit" else "this"
    if st.cost:
        verb = "cost" if me == "I" else "costs"
        n = abs(st.cost)
        text = f"{me} {verb} {n} energy {'less' if st.cost < 0 else 'more'}"
        if st.to is not None:              # other cards' costs (engine/cost_auras.py)
            who = _selector(replace(st.to, controller="any"))
            who = who[4:] if who.startswith("all ") else who
            play = "you play" if st.to.controller == "friendly" else "played"
            text = f"{_cap(who)} {play} cost {n} energy {'less' if st.cost < 0 else 'more'}"
        if st.each is not None:
            if st.each.kind == "count":
                text += " " + _each(st.each.what)
            else:
                whose = "My" if me == "I" else "This card's"
                text = f"{whose} Energy cost is reduced by {_amount(st.each)}"
                if st.cost != -1:
                    text += f" times {abs(st.cost)}"
        if st.minimum:
            text += f", to a minimum of {st.minimum}"
    else:
        who = me if st.to is None else _cap(_selector(st.to))
        if st.to is not None and st.to.kind == "all" and who.startswith("All "):
            who = who[4:]
        have = "has" if who == "this" else "have"
        gains = [render_keyword(k) for k in st.keywords]
        if st.might:
            gains.insert(0, f"{_signed(st.might)} Might")
        listed = gains[0] if len(gains) == 1 else ", ".join(gains[:-1]) + " and " + gains[-1]
        text = f"{_cap(who)} {have} {listed}"
        if st.each is not None and st.each.kind == "count":
            text += " " + _each(st.each.what)
        elif st.each is not None and st.might == 1:
            text = f"{_cap(who)} {have} +Might equal to {_amount(st.each)}"
        elif st.each is not None:
            text += f" times {_amount(st.each)}"
        if st.if_missing:
            text += " if they didn't already"
        if st.minimum and st.might < 0:
            text += f", to a minimum of {st.minimum} Might"
    if st.condition is not None:
        body = text if text.startswith("I ") else text[:1].lower() + text[1:]
        text = f"while {_condition(st.condition, card_type)}, {body}"
    return _sentence(text)


def _what_paid(a) -> str:
    """An additional cost as a verb phrase: "discard 1", "spend the buff of a friendly
    unit"; "spend a buff" when the unit is any friendly buffed one."""
    if a.kind == "pay":
        return "pay " + render_cost(a.cost)
    if a.kind == "discard":
        return f"discard {a.amount}"
    if a.kind == "spend_buff" and a.what.controller == "friendly":
        return "spend a buff"
    verb = {"kill": "kill", "exhaust": "exhaust", "spend_buff": "spend the buff of"}[a.kind]
    return f"{verb} {_selector(a.what)}"


def _additional(ab: Ability, card_type: str) -> str:
    """356.2: "As you play me, you may discard 1 as an additional cost. If you do, ..."."""
    a = ab.additional
    me = "me" if card_type == "unit" else "this"
    if a.kind == "pay":
        what = "pay " + render_cost(a.cost)
    elif a.kind == "discard":
        what = f"discard {a.amount}"
    else:
        verb = {"kill": "kill", "exhaust": "exhaust", "spend_buff": "spend the buff of"}[a.kind]
        what = f"{verb} {_selector(a.what)}"
    if a.any_number:                          # "any number of friendly units"
        noun = _noun(a.what, True)
        what = what.split(" ")[0] if a.kind == "kill" else \
            {"exhaust": "exhaust", "spend_buff": "spend the buffs of"}[a.kind]
        what = f"{what} any number of {noun}"
    if ab.optional:
        text = f"As you play {me}, you may {what} as an additional cost."
    else:
        text = f"As an additional cost to play {me}, {what}."
    if a.discount:
        text += f" If you do, {'I cost' if me == 'me' else 'this costs'} {a.discount} energy less."
    if a.power_discount:
        text += f" {'I cost' if me == 'me' else 'This costs'} {a.power_discount} power of " \
                f"{'my' if me == 'me' else 'its'} domain less for each."
    if a.ignore_cost:
        text += f" If you do, ignore {'my' if me == 'me' else 'this card' + chr(39) + 's'} cost."
    return text


def render_ability(ab: Ability, card_type: str = "unit", db=None) -> str:
    if ab.kind == "additional" and ab.additional is not None:
        return _additional(ab, card_type)
    if ab.kind == "static" and ab.static is not None:
        return _static(ab.static, card_type)
    if ab.kind == "passive":
        texts = PASSIVE_TEXT.get(ab.passive or "")
        if texts is None:
            return _sentence(f"[{ab.passive}{'' if ab.value is None else ' ' + str(ab.value)}]")
        n = 1 if ab.value is None else ab.value
        text = (texts[0] if n == 1 else texts[1]).format(n=n)
        if ab.holds is not None:             # "If <condition>, I enter ready."
            body = text if text.startswith("I ") else text[:1].lower() + text[1:]
            text = f"If {_condition(ab.holds, card_type)}, {body}"
        return text
    body = render_modes(ab.modes, db) if ab.modes else render_effects(ab.effects, db)
    if ab.modes_once:
        body = body.replace("Choose one —", "Choose one you've not chosen this turn —", 1)
    if ab.kind == "triggered" and ab.trigger is not None:
        body = body[:1].lower() + body[1:]
        if ab.pay is not None:                  # 383.3.b: "[cost] to [effect]"
            body = f"{_what_paid(ab.pay)} to {body}"
        if ab.cost is not None:            # 383.3.b: a cost in the trigger's effect
            body = f"{_trigger_cost(ab.cost, card_type)} to {body}"
        if ab.optional:
            body = "you may " + body
        text = f"{_cap(_trigger(ab.trigger, card_type))}, {body}"
        return f"Legion — {text}" if ab.condition == "legion" else text
    if ab.kind == "activated":
        cost = render_cost(ab.cost) if ab.cost is not None else ""
        if ab.pay is not None:                  # a cost that picks an object (404)
            cost = ", ".join(x for x in (_cap(_what_paid(ab.pay)), cost) if x)
        timing = " ".join(render_keyword(k) for k in ab.keywords)
        head = f"{timing} — " if timing else ""
        if ab.condition == "legion":
            body = f"Legion — {body}"
        elif ab.condition == "at_battlefield":
            body = f"{body} Use this ability only while I'm at a battlefield."
        return f"{head}{cost}: {body}" if cost else f"{head}{body}"
    return body


def render_text(card: CardDef, db=None) -> str:
    """The rules text of a card, generated from its definition.

    Keywords first ('Action.', 'Assault 2.'), then the spell's instructions, then each
    ability.  `db` (a CardDB) is used to describe tokens ('a 1 Might Recruit unit token');
    without it the default database is consulted if it loads.
    """
    if db is None:
        db = _default_db_or_none()
    parts = [_sentence(render_keyword(k)) for k in card.keywords]
    first = [ab for ab in card.abilities if ab.kind == "additional"]   # "as you play this"
    for ab in first:
        parts.append(render_ability(ab, card.type, db))
    if card.effects:
        parts.append(render_effects(card.effects, db))
    if card.modes:
        parts.append(render_modes(card.modes, db))
    for ab in card.abilities:
        if ab not in first:
            parts.append(render_ability(ab, card.type, db))
    return " ".join(p for p in parts if p)


def _default_db_or_none():
    from .db import load_card_db
    from .errors import CardDataError
    try:
        return load_card_db()
    except (CardDataError, OSError):
        return None
