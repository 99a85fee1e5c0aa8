"""Rules text rendered from the effect tree.

The project does not ship the publisher's printed text: what a player reads is generated
from the same `CardDef` the engine runs, so it always says what the engine does.

    render_text(db.get("Void Seeker"))
    -> 'Action. Deal 4 to a unit at a battlefield. Draw 1.'

Sentences of instructions and abilities are put together here from the phrases of
cards/phrases.py (costs, selectors, conditions, amounts) and cards/zones_text.py.
"""

from __future__ import annotations

from dataclasses import replace

from . import hunt, rule_text, xp_text, zones_text
from . import trigger_text as _trigger_text
from .trigger_text import trigger_cost as _trigger_cost
from .trigger_text import trigger_phrase as _trigger
from .model import Ability, CardDef, Cost, Effect, Selector, Static
from .phrases import (PASSIVE_TEXT, amount_phrase, as_sentence, capitalized, condition_phrase,
                      is_plural, limits_phrase, noun_phrase, number_word, render_cost,
                      render_keyword, selector_phrase, where_phrase, with_article)

__all__ = ["render_text", "render_cost", "render_keyword", "render_effects", "render_modes",
           "render_ability", "PASSIVE_TEXT"]

# --------------------------------------------------------------------------- effects

_PLAYER_SUBJECT = {"you": "", "opponent": "your opponent", "each": "each player",
                   "controller": "its controller", "owner": "its owner",
                   "that_player": "that player",
                   "combatants": "the attacker and defender each"}


def _player_verb(player: str, verb: str, verbs: str, rest: str) -> str:
    if player == "you":
        return f"{verb} {rest}"
    if player == "chosen":           # "choose a player. They burn 1" (355.9.a)
        return f"they {verb} {rest}"
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
    if tok is not None and tok.keywords:     # "a 1 Might Bird unit token with Deflect"
        desc += " with " + " and ".join(render_keyword(k) for k in tok.keywords)
    if eff.ready:
        desc = "ready " + desc
    if eff.exhausted:
        desc += " exhausted"
    head = with_article(desc) if n == 1 else f"{number_word(n)} {desc}"
    dest = {"base": " to your base", "here": " here", "battlefield": " to a battlefield",
            "any": "", None: ""}.get(eff.dest, f" to {eff.dest}")
    return head + dest


def _effect(eff: Effect, prev: Effect | None, db) -> str:
    """One instruction as a clause without a final period."""
    prev_plural = prev is not None and (
        is_plural(prev.target) or (prev.op == "play_token" and prev.amount > 1)
        or (prev.op == "spend_buff" and prev.amount != 1))
    t = selector_phrase(eff.target, prev_plural) if eff.target is not None else ""
    op, n = eff.op, eff.amount
    if eff.amount_of is not None and op == "play_token" and eff.amount_of.kind == "count":
        # "play a 2 Might Sand Soldier unit token for each Equipment you control" (Arise!)
        one = _effect(replace(eff, amount_of=None, amount=1), prev, db)
        return f"{one} {_each(eff.amount_of.what)}"
    if eff.amount_of is not None:
        return zones_text.per_card(eff, t) or _computed(eff, t)
    if op == "deal":
        if eff.split:
            return f"deal {n} damage split among {t}"
        if eff.target is not None and eff.target.kind == "choose" and eff.target.count > 1:
            return f"deal {n} to each of {t}"
        return rule_text.effect(eff, t, n) or \
            f"{'it deals' if eff.dealer else 'deal'} {n} to {t}"
    if op == "kill":
        return "kill this" if eff.what == "this" else f"kill {t}"
    if zones_text.is_zone_op(eff):
        return zones_text.effect(eff, t)
    if op == "draw":
        return _player_verb(eff.player, "draw", "draws", str(n))
    if op == "discard":
        return _player_verb(eff.player, "discard", "discards", str(n))
    if op == "burn":                 # 440
        return _player_verb(eff.player, "burn", "burns", str(n))
    if op == "empower":              # 441
        return f"empower {t}"
    if op == "disempower":           # 442
        return f"disempower {t}"
    if op in ("attach", "detach") and eff.what == "chosen" and eff.target is not None \
            and eff.target.kind == "that":       # both named: "attach that Equipment to
        return f"{op} that Equipment {'to' if op == 'attach' else 'from'} that unit"  # that unit"
    if op == "attach" and eff.what == "to_me":          # 434: the gear itself, no cost
        return f"attach {t} to me"
    if op == "attach" and eff.what == "equipment":      # 434: one of its Equipment, no cost
        return f"attach one of the Equipment of {t} to me"
    if op == "attach" and eff.target is not None and eff.target.object == "unit" \
            and eff.what != "chosen":
        return f"attach this to {t}"           # 434 (an Equipment target: Weaponmaster's)
    if op == "attach":               # 434
        return f"attach {'it' if eff.what == 'chosen' else 'this'} to {t}"
    if op == "detach":               # 435: a unit target loses one of its Equipment
        if eff.what == "this":           # Effect Text: the attached card itself
            return "unattach this"
        if eff.what == "chosen":         # the Equipment instruction 1 chose
            return f"detach it from {t}"
        return f"detach an Equipment from {t}" if eff.what == "equipment" else f"detach {t}"
    if op == "choose":
        return f"choose {t}"
    if op == "spend_buff":
        if eff.target is not None:          # a given unit's buff (702.2.b)
            return "spend its buff" if t == "it" else f"spend the buff of {t}"
        if n == 1:
            return "you may spend a buff"
        return "spend any number of buffs" if not n else f"spend up to {n} buffs"
    if op == "swap" and eff.fighter == "previous":
        return "move each to the other's location"
    if op == "swap":
        return f"move me to the location of {t} and it to my original location"
    if op == "win":
        return "you win the game" if eff.player == "you" else \
            _player_verb(eff.player, "win", "wins", "the game")
    if op == "move":
        dest = {"base": " to base", "battlefield": " to a battlefield", "here": " here",
                "there": " there", "to_or_from_base": " to or from its base",
                "with_subject": " to its location",
                "with_paid": " to the location of the unit you exhausted to pay for this "
                             "ability",
                "with_its_side": " to a location where there's a unit with the same "
                                 "controller",
                "owner_hand": " to its owner's hand", "any": "", None: ""}.get(
                    eff.dest, f" to {eff.dest}")
        return f"move {t}{dest}"
    if op == "cant_move":
        who = "its controller can't" if eff.player == "controller" else "you can't"
        return f"{who} move {t} this turn"
    if op == "return_to_hand":
        whose = "their owners' hands" if is_plural(eff.target) else "its owner's hand"
        return f"return {t} to {whose}"
    if op == "pay":
        return f"pay {render_cost(eff.pay)}"
    if op == "copy_keywords":
        return f"give {t} my keywords{_duration(eff.duration)}"
    if op == "channel":
        runes = "rune" if n == 1 else "runes"
        return _player_verb(eff.player, "channel", "channels",
                            f"{n} {runes}" + (" exhausted" if eff.exhausted else ""))
    if op == "might":
        s = f"give {t} {_signed(n)} Might{_duration(eff.duration)}"
        if eff.minimum is not None:
            s += f", to a minimum of {eff.minimum} Might"
        return s
    if op == "prevent_next" and not n:        # 437: the whole next damage, however much
        return f"the next time {t} would be dealt damage{_duration(eff.duration)}, prevent it"
    if op == "prevent_next":         # 437
        return f"prevent the next {n} damage that would be dealt to {t}{_duration(eff.duration)}"
    if op == "swap_might":           # 434
        return f"swap the Might of it and {t}{_duration(eff.duration)}"
    if op == "double_damage":        # 367: a replacement on damage
        return f"double all damage that would be dealt to {t}{_duration(eff.duration)}"
    if op == "cant_be_chosen":       # 355.9
        return f"{t} can't be chosen by enemy spells and abilities{_duration(eff.duration)}"
    if op == "base_might":           # "its base Might becomes 5 this turn"
        return f"{t}'s base Might becomes {n}{_duration(eff.duration)}" if t != "it" else \
            f"its base Might becomes {n}{_duration(eff.duration)}"
    if op == "counter":
        if eff.dest == "owner_hand":     # instead of its owner's trash (425)
            return f"counter {t}. Return it to its owner's hand instead of putting it in " \
                   f"their trash"
        return f"counter {t}"
    if op in ("stun", "ready", "exhaust", "recall", "buff", "heal"):
        return f"{op} {t}"
    if op == "play_token":
        return _player_verb(eff.player, "play", "plays", _token_phrase(eff, db))
    if op == "gain_points":
        pts = "point" if n == 1 else "points"
        return _player_verb(eff.player, "gain", "gains", f"{n} {pts}")
    if op == "gain_xp":                  # 730.1
        return _player_verb(eff.player, "gain", "gains", f"{n} XP")
    if op == "grant_repeat":             # 820, granted by another card
        base = "base cost" if eff.what == "base_cost" else "cost"
        return f"give the next spell you play this turn Repeat equal to its {base}"
    if op == "look_facedown":            # 128.4
        whose = {"chosen": "their", "opponent": "an opponent's"}.get(eff.player, "their")
        return f"you can look at {whose} facedown cards this turn"
    if op == "spend_xp":                 # 730.2
        return _player_verb(eff.player, "spend", "spends", f"{n} XP")
    if op == "grant_flow":               # 829
        return f"give {t} Flow equal to its cost{_duration(eff.duration)}"
    if op == "grant_ability":            # the ability's text is put in by render_text
        return f"give {t} {GIVEN}{_duration(eff.duration)}"
    if op == "grant_keyword":
        kw = render_keyword(eff.keyword) if eff.keyword else "?"
        return f"give {t} {kw}{_duration(eff.duration)}"
    if op == "add":
        kind = "energy" if not eff.domain else "power of any domain" \
            if eff.domain == "any" else eff.domain.capitalize() + " power"
        only = f". Spend this {'energy' if not eff.domain else 'power'} only to play spells" \
            if eff.spells_only else ". Spend this energy only during showdowns" \
            if eff.only == "showdowns" else ""
        if eff.player == "combatants":       # "the attacker and defender each [Add] ..."
            return f"{_PLAYER_SUBJECT['combatants']} add {n} {kind}{only}"
        return f"add {n} {kind}{only}"
    if op == "fight" and eff.fighter.startswith("that:"):   # the two chosen units
        return "they deal damage equal to their Mights to each other"
    if op == "fight":
        who = "I" if eff.fighter == "self" else "it"
        other = t
        if who == "I":
            return f"{other} and I deal damage equal to our Mights to each other"
        return f"{who} and {other} deal damage equal to their Mights to each other"
    if op == "player_modes":
        texts = [" and ".join(_effect(e, None, db) for e in mode) for mode in eff.modes]
        if eff.player == "controller":          # an "or" chosen as it resolves
            return " or ".join(texts)
        return "each other player chooses one — " + "; or ".join(texts)
    if op == "new_choices":
        return f"you may make new choices for {t}"
    if op == "name":
        if eff.among:
            return "choose " + ", ".join(eff.among[:-1]) + f", or {eff.among[-1]}"
        return f"name a {eff.what}"
    if op == "pay_any":
        return "pay any amount of " + ("power of any domain" if eff.domain else "energy")
    if op == "activate_triggers":
        return f"activate the {eff.event} effects of {t}"
    if op == "lose_control":
        return f"lose control of {t}"
    if op == "take_control" and eff.player == "chosen":     # "They gain control of this"
        return f"they gain control of {t}"
    if op == "take_control":
        moved = f"move {t} to your base and " if eff.dest == "base" else ""
        until = " until I leave the board" if eff.until == "leaves" else ""
        return f"{moved}take control of {'it' if moved else t}{until}"
    if op == "extra_turn":
        return _player_verb(eff.player, "take", "takes", "a turn after this one")
    if op == "next_play" and eff.ignore == "energy":      # Jayce, Man of Progress
        return (f"you may play a {eff.what} with Energy cost no more than {n} from hand "
                f"this turn, ignoring its Energy cost")
    if op == "next_play" and eff.bonus and not n:
        return f"the next {eff.what or 'card'} you play this turn deals {eff.bonus} Bonus Damage"
    if op == "next_play" and eff.ready and eff.buff and not n:
        return f"the next time you play a {eff.what or 'card'} this turn, ready it and buff it"
    if op == "next_play" and eff.ready and not n:
        return f"the next {eff.what or 'card'} you play this turn enters ready"
    later = rule_text.effect(eff, t, n)      # copy, to_deck, cost_this_turn, ...
    if later:
        return later
    if op == "next_play":
        return (f"the next {eff.what or 'card'} you play this turn costs {n} energy less")
    if op in ("prevent_damage", "save_from_death", "delayed", "buff_bonus"):
        return _rule_effect(eff, t, db)
    if op == "custom":
        if eff.handler == "hide_free":
            return "you can hide cards ignoring costs this turn"
        if eff.handler == "units_enter_ready":
            return "units you play this turn enter ready"
        if eff.handler == "friendly_units_enter_ready":
            return "friendly units enter ready this turn"
        if eff.handler == "opponents_cant_play":
            return "opponents can't play cards this turn"
        if eff.handler == "predict":             # 436
            return "predict (look at the top card of your Main Deck; you may recycle it)"
        return f"[{(eff.handler or '?').replace('_', ' ')}]"
    return op   # pragma: no cover - the loader admits only EFFECT_OPS


def _each(sel: Selector) -> str:
    """"for each friendly unit here", "for each card in your trash"."""
    where = where_phrase(sel, False).replace(" from ", " in ")
    return f"for each {noun_phrase(sel, False)}{where}{limits_phrase(sel)}"


def _computed(eff: Effect, t: str) -> str:
    """An instruction whose amount comes from the game."""
    amt, op = eff.amount_of, eff.op
    if amt.kind == "killed":                  # 142.4: "for each unit this kills"
        return rule_text.computed(eff, t, "")
    if amt.kind == "might" and amt.minus is not None and op == "might":
        whose = "the first one's" if eff.target is not None and eff.target.kind == "that" \
            else "its"
        return f"increase {whose} Might to the Might of the other{_duration(eff.duration)}"
    if amt.kind == "tags_among" and op == "might":      # Friendship
        among = noun_phrase(replace(amt.what, tags=()), True)
        *first, last = amt.what.tags
        tags = f"{', '.join(first)}{',' if len(first) > 1 else ''} and {last}" if first else last
        return f"give {t} +{amt.times} Might{_duration(eff.duration)} for each of the " \
               f"following tags among {among}: {tags}"
    if amt.kind == "count" and amt.of == "previous" and op in ("draw", "channel"):
        what = "draw 1" if op == "draw" else \
            "channel 1 rune" + (" exhausted" if eff.exhausted else "")
        return f"{what} for each of them"
    if amt.kind == "count" and op in ("draw", "channel", "gain_points", "discard", "gain_xp"):
        each = _each(amt.what)
        what = {"draw": ("draw", "draws", f"{amt.times}"),
                "discard": ("discard", "discards", f"{amt.times}"),
                "channel": ("channel", "channels",
                            f"{amt.times} rune{'s' if amt.times > 1 else ''}"
                            + (" exhausted" if eff.exhausted else "")),
                "gain_points": ("gain", "gains",
                                f"{amt.times} point{'s' if amt.times > 1 else ''}"),
                "gain_xp": ("gain", "gains", f"{amt.times} XP")}[op]
        return _player_verb(eff.player, what[0], what[1], f"{what[2]} {each}")
    a = amount_phrase(amt)
    if op == "deal":
        if amt.kind == "damage":     # "deal damage to a unit equal to the damage marked on it"
            return f"deal damage to {t} equal to {a}"
        if eff.dealer:               # "it deals ...": the unit is the source (417.6.b.3)
            return f"it deals damage equal to {a} to {t}"
        return rule_text.computed(eff, t, a) or f"deal damage equal to {a} to {t}"
    if op == "add":                  # "Pay any amount of [A] to Add that much Energy"
        kind = "energy" if not eff.domain else "power of any domain" \
            if eff.domain == "any" else eff.domain.capitalize() + " power"
        return f"add {kind} equal to {a}"
    if op == "might":
        if amt.kind == "might" and amt.of == "it" and amt.times == 1:
            return f"double the Might of {t}{_duration(eff.duration)}"
        if amt.kind == "count" and amt.what is not None:     # "+2 Might for each ..."
            return f"give {t} +{amt.times} Might{_duration(eff.duration)} {_each(amt.what)}"
        return f"give {t} +Might equal to {a}{_duration(eff.duration)}"
    verb = {"draw": ("draw", "draws"), "channel": ("channel", "channels"),
            "gain_points": ("gain", "gains"), "discard": ("discard", "discards"),
            "gain_xp": ("gain", "gains")}[op]
    noun = {"draw": "cards", "channel": "runes", "gain_points": "points",
            "discard": "cards", "gain_xp": "XP"}[op]
    return _player_verb(eff.player, verb[0], verb[1], f"{noun} equal to {a}")


def _rule_effect(eff: Effect, t: str, db) -> str:
    """Prevention, replacement, delayed triggers and the buff bonus (cards/effect_extras.py)."""
    if eff.op == "prevent_damage":
        return "prevent all spell and ability damage this turn"
    if eff.op == "buff_bonus":
        return f"buffs give an additional {_signed(eff.amount)} Might to friendly units this turn"
    if eff.op == "save_from_death" and eff.what == "banish":        # Smite
        return f"if {t} would die this turn, banish it instead"
    if eff.op == "save_from_death":
        pay = f"you may pay {render_cost(eff.pay)} to " if eff.pay is not None else ""
        return f"the next time {t} would die this turn, {pay}heal it, exhaust it, and " \
               f"recall it instead"
    then = render_effects(eff.then, db).rstrip(".")
    then = then[:1].lower() + then[1:]
    if eff.event == "end_of_turn" and eff.target is not None:
        return f"at the end of this turn, {then.replace(' it', ' that unit', 1)}"
    if eff.event == "end_of_turn":
        return f"{then} at the end of this turn"
    if eff.event == "start_of_main":
        return f"at the start of your next Main Phase, {then}"
    if eff.event == "unit_played":
        return f"when a friendly unit is played this turn, {then}"
    if eff.event == "dies":                    # "When it dies this turn, ..."
        return f"when {'it' if t in ('it', 'them') else t} dies this turn, {then}"
    if eff.event == "win_combat":
        return f"when it wins a combat this turn, {then}"
    if eff.event == "owner_holds":
        return f"when they hold, {then}"
    if eff.target is not None:
        return f"choose {t}; {then} the next time it takes damage this turn"
    return f"when any unit takes damage this turn, {then}"


def _each_chooses(sel: Selector) -> str:
    """"Starting with the next player, each other player chooses a unit you don't
    control"."""
    who = {"others": "each other player", "chosen": "the chosen player"}.get(sel.chooser,
                                                                           "each player")
    if sel.starting == "next":
        who = "starting with the next player, " + who
    mine = replace(sel, controller="any", kind="choose")
    noun = noun_phrase(mine, sel.count > 1)
    head = f"{'up to ' if sel.up_to else ''}{number_word(sel.count) if sel.count > 1 else ''}"
    phrase = (f"{head} {noun}" if head else with_article(noun)).strip()
    if sel.up_to and sel.count == 1:
        phrase = f"up to one {noun}"
    owner = {"friendly": " they control", "enemy": " they don't control"}.get(
        sel.controller, "")
    if sel.not_yours:
        owner += " you don't control" if not owner else " and you don't"
    return f"{who} chooses {phrase}{owner}{where_phrase(mine, False)}{limits_phrase(sel)}"


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
        clause = _effect(eff, prev, db)
        if in_block and not eff.do_this and eff.if_previous is None and eff.only_if is None:
            sentences[-1] = f"{sentences[-1]}, then {clause}"
            prev = eff
            continue
        if eff.target is not None and eff.target.kind == "each_chooses":
            sentences.append(_each_chooses(eff.target))       # 355.10.e
        if eff.ask == "you" and not eff.do_this:   # "you may (pay [C] to) ..." (383.3.a.3)
            pay = f"pay {render_cost(eff.pay)} to " if eff.pay is not None and \
                eff.op != "play" else ""
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
        elif eff.ask == "opponent" and eff.player == "opponent":   # "each opponent may play"
            clause = "your opponent may " + clause.removeprefix("your opponent ").replace(
                "plays", "play", 1)
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
            play = {"friendly": "you play", "enemy": "your opponents play"}.get(
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
                text += " " + _each(st.each.what)
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
            gains.insert(0, f"{_signed(st.might)} Might")
        if st.repeat:                      # 820: "your spells have [Repeat] [2][C]"
            gains.append(_repeat(st.repeat).split(" (")[0])
        if gains:
            listed = gains[0] if len(gains) == 1 else ", ".join(gains[:-1]) + " and " + gains[-1]
            text = f"{capitalized(who)} {have} {listed}"
        if st.each_equipment and gains:    # "Your Equipment each give [Assault]"
            text = f"Your Equipment each give {' and '.join(gains)} to the unit they're on"
        elif st.each is not None and not st.might and gains:   # "[Assault] equal to the number of"
            text += f" equal to {amount_phrase(st.each)}"
        elif st.each is not None and st.each.kind == "count":
            text += " " + _each(st.each.what)
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


def _what_paid(a) -> str:
    """An additional cost as a verb phrase: "discard 1", "spend the buff of a friendly
    unit"; "spend a buff" when the unit is any friendly buffed one."""
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
        return f"{a.kind} me"
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
            cost = ", ".join(x for x in (capitalized(_what_paid(ab.pay)), cost) if x)
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


GIVEN = "\x00given\x00"     # where a grant_ability instruction's quoted ability goes


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
