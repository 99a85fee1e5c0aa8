"""The words of one instruction: "deal 3 to a unit at a battlefield", "draw 1", "play a
2 Might Recruit unit token". cards/text.py puts them together into sentences, abilities
and whole rules texts.
"""

from __future__ import annotations

from dataclasses import replace

from . import rule_text, zones_text
from .model import Effect, Selector
from .phrases import (amount_phrase, is_plural, limits_phrase, noun_phrase, number_word,
                      render_cost, render_keyword, selector_phrase, where_phrase, with_article)

GIVEN = "\x00given\x00"     # where a grant_ability instruction's quoted ability goes

# --------------------------------------------------------------------------- effects

_PLAYER_SUBJECT = {"you": "", "opponent": "your opponent", "each": "each player",
                   "each_opponent": "each opponent",
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


def signed(n: int) -> str:
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


def instruction_phrase(eff: Effect, prev: Effect | None, db) -> str:
    """One instruction as a clause without a final period."""
    prev_plural = prev is not None and (
        is_plural(prev.target) or (prev.op == "play_token" and prev.amount > 1)
        or (prev.op == "spend_buff" and prev.amount != 1))
    t = selector_phrase(eff.target, prev_plural) if eff.target is not None else ""
    op, n = eff.op, eff.amount
    if eff.amount_of is not None and eff.amount_of.kind == "did":
        # "for each opponent who did, you play one" (Card Sharp)
        one = instruction_phrase(replace(eff, amount_of=None, amount=1), prev, db)
        who = "opponent" if prev is not None and prev.player == "each_opponent" else "player"
        return f"{one} for each {who} who did"
    if eff.amount_of is not None and op == "play_token" and eff.amount_of.kind == "count":
        # "play a 2 Might Sand Soldier unit token for each Equipment you control" (Arise!)
        one = instruction_phrase(replace(eff, amount_of=None, amount=1), prev, db)
        return f"{one} {each_phrase(eff.amount_of.what)}"
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
    if op == "play_again":           # the controller of what the previous one affected
        bonus = f". If they do, this deals {n} additional Bonus Damage for each time this " \
                f"spell has dealt damage this turn" if n else ""
        return f"its controller may play this spell again for {render_cost(eff.pay)}{bonus}"
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
        s = f"give {t} {signed(n)} Might{_duration(eff.duration)}"
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
    if op == "replace":                  # 438
        return f"replace that battlefield with a {eff.token} battlefield token"
    if op == "swap_back":                # 438.7
        return "replace this with the battlefield it replaced"
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
        spend = f". Spend this {'energy' if not eff.domain else 'power'} only"
        only = f"{spend} to play spells" if eff.spells_only else \
            f"{spend} {_ONLY_ADD[eff.only]}" if eff.only else ""
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
        texts = [" and ".join(instruction_phrase(e, None, db) for e in mode) for mode in eff.modes]
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


def each_phrase(sel: Selector) -> str:
    """"for each friendly unit here", "for each card in your trash"."""
    where = where_phrase(sel, False).replace(" from ", " in ")
    other = "other " if sel.other and sel.controller != "allied" else ""   # (allied says it)
    return f"for each {other}{noun_phrase(sel, False)}{where}{limits_phrase(sel)}"


def _computed(eff: Effect, t: str) -> str:
    """An instruction whose amount comes from the game."""
    amt, op = eff.amount_of, eff.op
    if amt.kind == "killed":                  # 142.4: "for each unit this kills"
        return rule_text.computed(eff, t, "")
    if amt.kind == "might" and amt.minus is not None and op == "might" and t == "me":
        # "choose a unit here. Increase my Might to its Might" (Dame the Despoiler)
        return f"increase my Might to its Might{_duration(eff.duration)}"
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
        each = each_phrase(amt.what)
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
            return f"give {t} +{amt.times} Might{_duration(eff.duration)} {each_phrase(amt.what)}"
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
        return f"buffs give an additional {signed(eff.amount)} Might to friendly units this turn"
    if eff.op == "save_from_death" and eff.what == "banish":        # Smite
        return f"if {t} would die this turn, banish it instead"
    if eff.op == "save_from_death":
        pay = f"you may pay {render_cost(eff.pay)} to " if eff.pay is not None else ""
        return f"the next time {t} would die this turn, {pay}heal it, exhaust it, and " \
               f"recall it instead"
    from .text import render_effects          # a delayed trigger's own sentences
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


def each_chooses_phrase(sel: Selector) -> str:
    """"Starting with the next player, each other player chooses a unit you don't
    control"."""
    who = {"others": "each other player", "chosen": "the chosen player",
           "opponents": "each opponent", "defender": "the defender"}.get(sel.chooser,
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


# what `only:` on an add says: resources kept apart (429, engine/limited.py)
_ONLY_ADD = {"showdowns": "during showdowns",
             "units": "to play units or activated abilities of units",
             "gear": "to play gear or use gear abilities"}
