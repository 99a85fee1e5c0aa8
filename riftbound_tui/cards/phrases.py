"""The phrases rules text is built from: number words, costs, keywords, what a selector
picks, conditions and computed amounts (cards/text.py puts them into sentences)."""

from __future__ import annotations

from dataclasses import replace

from . import chain_choice, selector_extras, zones_text
from .model import ANY_NUMBER, Amount, Condition, Cost, Count, Keyword, Selector

__all__ = ["PASSIVE_TEXT", "render_cost", "render_keyword", "number_word", "with_article",
           "capitalized", "as_sentence", "noun_phrase", "where_phrase", "limits_phrase",
           "selector_phrase", "condition_phrase", "amount_phrase", "is_plural"]

# Named passive rules (loader.PASSIVES).  {n} is the ability's value.
PASSIVE_TEXT = {
    "hide_for_energy": ("You may pay 1 energy instead of 1 power of any domain to hide a card "
                        "with Hidden.", "You may pay {n} energy instead of 1 power of any "
                                        "domain to hide a card with Hidden."),
    "ambush_to_enemy_units": ("I can Ambush to a battlefield where there are enemy units, even "
                              "if you don't have units there.", "I can Ambush to a "
                              "battlefield where there are enemy units, even if you don't "
                              "have units there."),
    "cant_be_countered": ("This can't be countered.", "This can't be countered."),
    "extra_hide": ("You may hide an additional card here.",
                   "You may hide {n} additional cards here."),
    "enters_exhausted": ("This enters exhausted.", "This enters exhausted."),
    "enters_ready": ("I enter ready.", "I enter ready."),
    "others_enter_ready": ("Other friendly units enter ready.",
                           "Other friendly units enter ready."),
    "tokens_enter_ready": ("Your tokens enter ready.", "Your tokens enter ready."),
    "enters_token_battlefield": ("As you play me, add the {token} battlefield token to the "
                                 "board if it's not there already. If you do, I enter there.",
                                 "As you play me, add the {token} battlefield token to the "
                                 "board if it's not there already. If you do, I enter there."),
    "move_here_from_anywhere": ("Units can move here from anywhere.",
                                "Units can move here from anywhere."),
    "double_token": ("Once each turn, if you would play a token unit while I'm at a "
                     "battlefield, you may play that token and an additional copy of it "
                     "instead.", "Once each turn, if you would play a token unit while I'm "
                     "at a battlefield, you may play that token and an additional copy of "
                     "it instead."),
    "look_before_reveal": ("If you would reveal cards from a deck, look at the top card "
                           "first. You may recycle it. Then reveal those cards.",) * 2,
    "banish_this": ("Banish this.", "Banish this."),
    "skip_draw_phase": ("Skip your Draw Phase.",) * 2,
    "play_from_trash": ("You may play cards from your trash.",) * 2,
    "trash_to_banishment": ("If a card would go to your trash from anywhere other than your "
                            "Main Deck, banish it instead.",) * 2,
    "no_units_played_here": ("Units can't be played here.", "Units can't be played here."),
    "conquer_twice_here": ("Your conquer effects for conquering here trigger an additional "
                           "time.", "Your conquer effects for conquering here trigger {n} "
                           "additional times."),
    "repeat_discount": ("While you control this battlefield, friendly Repeat costs cost 1 "
                        "energy less.", "While you control this battlefield, friendly Repeat "
                        "costs cost {n} energy less."),
    "no_score_until_turn": ("Players can't score here until their first turn.",
                            "Players can't score here until their turn {n}."),
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
    "cant_move_to_base": ("I can't move to base.", "I can't move to base."),
    "cant_be_readied": ("I can't be readied.", "I can't be readied."),
    "no_temporary_here": ("Your Temporary effects at my battlefield don't trigger.",
                          "Your Temporary effects at my battlefield don't trigger."),
    "hold_twice_here": ("Your hold effects for holding here trigger an additional time.",
                        "Your hold effects for holding here trigger {n} additional times."),
    "play_to_lone_enemy": ("I and other friendly units can be played to an occupied "
                           "battlefield if an enemy unit is alone there.",
                           "I and other friendly units can be played to an occupied "
                           "battlefield if an enemy unit is alone there."),
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
    "deathknell_twice": ("Your Deathknell effects trigger an additional time.",
                         "Your Deathknell effects trigger {n} additional times."),
    "recall_all_on_tie": ("If a combat where you are the attacker ends in a tie, recall all "
                          "units instead.", "If a combat where you are the attacker ends in a "
                          "tie, recall all units instead."),
    "no_damage_after_moves": ("If I have moved this turn, I don't take damage.",
                              "If I have moved {n} times this turn, I don't take damage."),
    "move_tax": ("Opponents must pay 1 power of any domain for each unit beyond the first "
                 "to move multiple units to my battlefield at the same time.",
                 "Opponents must pay {n} power of any domain for each unit beyond the first "
                 "to move multiple units to my battlefield at the same time."),
    "no_combat_damage": ("I don't deal combat damage.", "I don't deal combat damage."),
    "cant_be_chosen": ("I can't be chosen by enemy spells and abilities.",
                       "I can't be chosen by enemy spells and abilities."),
    "no_move_to_base_anywhere": ("Units can't move to base.", "Units can't move to base."),
    "hold_is_conquer": ("My hold effects are also conquer effects, and vice versa.",
                        "My hold effects are also conquer effects, and vice versa."),
    "accelerate_not_from_hand": (
        "Friendly units played from anywhere other than a player's hand have Accelerate.",
        "Friendly units played from anywhere other than a player's hand have Accelerate."),
    "play_to_attacked": ("I can be played to a battlefield you're attacking.",
                         "I can be played to a battlefield you're attacking."),
    "play_only_to_conquered": ("Play me only to a battlefield you conquered this turn.",
                               "Play me only to a battlefield you conquered this turn."),
    "double_might_bonus": ("Each Equipment attached to me gives double its base Might bonus.",
                           "Each Equipment attached to me gives double its base Might bonus."),
    "opponents_cant_gain_points": ("While I'm at a battlefield, opponents can't gain points.",
                                   "While I'm at a battlefield, opponents can't gain points."),
    "no_enemy_spell_damage": ("Prevent all damage that enemy spells and abilities would deal "
                              "to me.", "Prevent all damage that enemy spells and abilities "
                                        "would deal to me."),
    "channel_one": ("Players only channel 1 rune at the start of their Channel Phase.",
                    "Players only channel {n} runes at the start of their Channel Phase."),
    "early_score_draws": ("If a player would score 1 point from conquering or holding during "
                          "their first turn, they draw 1 instead.",
                          "If a player would score 1 point from conquering or holding during "
                          "their first {n} turns, they draw 1 instead."),
    "ignore_tank_here": ("You ignore Tank while assigning combat damage here.",
                         "You ignore Tank while assigning combat damage here."),
    "ignore_deflect": ("Ignore Deflect while paying this spell's cost.",
                       "Ignore Deflect while paying this spell's cost."),
    "lethal_any_damage": ("Any amount of your damage is enough to kill enemy units.",
                          "Any amount of your damage is enough to kill enemy units."),
    "gains_named_tag": ("I gain that tag.", "I gain that tag."),
    "bans_named_spells": ("While I'm at a battlefield, opponents can't play spells with "
                          "that name.", "While I'm at a battlefield, opponents can't play "
                                        "spells with that name."),
    "not_first_turns": ("I can't be played on your first turn.",
                        "I can't be played on your first {n} turns."),
    "chosen_harm_to_might": (
        "If a spell or ability that chooses me would stun me, give me -Might, or return me to "
        "hand, give me +1 Might this turn instead.", "If a spell or ability that chooses me "
        "would stun me, give me -Might, or return me to hand, give me +{n} Might this turn "
        "instead."),
    "friendly_target_discount": (
        "Each spell that chooses one or more units here that are friendly to it costs 1 "
        "power of any domain less.", "Each spell that chooses one or more units here that "
        "are friendly to it costs {n} power of any domain less."),
    "discount_either_choosing_me": (
        "Your spells that choose me cost 1 energy or 1 power of any domain less.",
        "Your spells that choose me cost {n} energy or 1 power of any domain less."),
    "discount_either_optional_costs": (
        "Optional additional costs you pay cost 1 energy or 1 power of any domain less.",
        "Optional additional costs you pay cost {n} energy or 1 power of any domain less."),
    "discount_either_empower_here": (
        "Empower costs of your units here cost 1 energy or 1 power of any domain less.",
        "Empower costs of your units here cost {n} energy or 1 power of any domain less."),
    "empower_up_to": ("I can be Empowered up to one time.",
                      "I can be Empowered up to {n} times."),
    "first_gear_ability_discount": (
        "While you control this battlefield, the first friendly gear activated ability "
        "played each turn costs 1 energy less.", "While you control this battlefield, the "
        "first friendly gear activated ability played each turn costs {n} energy less."),
    "uncounterable_yours": ("Your spells and abilities can't be countered.",
                            "Your spells and abilities can't be countered."),
    "chosen_might_loss": ("If a spell or ability you control would give -Might to a unit it "
                          "chooses, it gives an additional -1 Might.", "If a spell or ability "
                          "you control would give -Might to a unit it chooses, it gives an "
                          "additional -{n} Might."),
    "ignore_deflect_here": ("Players ignore Deflect while paying for spells and abilities "
                            "choosing something here.", "Players ignore Deflect while paying "
                            "for spells and abilities choosing something here."),
    "no_damage_unless_in_combat": ("I can't be dealt damage unless I'm in combat.",
                                   "I can't be dealt damage unless I'm in combat."),
    "unmovable_by_enemies": ("I can't be moved by enemy spells and abilities.",
                             "I can't be moved by enemy spells and abilities."),
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
    "legend": ("legend", "legends"),
}


def number_word(n: int) -> str:
    return _NUMBER_WORDS.get(n, str(n))


def with_article(phrase: str) -> str:
    low = phrase.lower()
    vowel = low[:1] in ("a", "e", "i", "o", "u") and not low.startswith(("uni", "use", "eu", "one"))
    return ("an " if vowel else "a ") + phrase


def capitalized(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def as_sentence(s: str) -> str:
    s = capitalized(s.strip())
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

def noun_phrase(sel: Selector, plural: bool) -> str:
    word = _OBJECT_WORDS.get(sel.object, (sel.object, sel.object + "s"))[1 if plural else 0]
    if sel.object == "object" and sel.not_type == "rune":     # all but runes on the board
        return "legends, units, or gear" if plural else "legend, unit, or gear"
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
    if sel.attacking:                  # 463.1.a: "an attacking unit"
        adjs.append("attacking")
    if sel.empowered:                  # 441.2: "an Empowered unit"
        adjs.append("Empowered")

    if sel.equipped:                   # 818.3: "an equipped friendly unit"
        adjs.append("equipped")
    if sel.attached:                   # 716: "an attached Equipment"
        adjs.append("attached")
    if sel.detached:
        adjs.append("detached")
    if sel.open:                       # 170.11.c: "an open battlefield"
        adjs.append("open")
    if sel.token:                      # 185: "friendly token units" (next to the noun)
        word = f"token {word}"
    elif sel.not_token:                # "a non-token unit" (185)
        word = f"non-token {word}"
    if sel.not_tags:                   # "a non-Dragon unit"
        word = "non-" + " or ".join(sel.not_tags) + f" {word}"
    if sel.domain is not None:         # "an enemy Calm unit" (after friendly / enemy)
        word = f"{sel.domain.capitalize()} {word}"
    if sel.controller == "friendly" and sel.at not in ("trash", "hand"):   # "your trash" says it
        adjs.append("friendly")
    elif sel.controller == "enemy":
        adjs.append("enemy")
    if sel.tags:
        adjs.append(" or ".join(sel.tags))
    if sel.controller == "allied":      # "battlefields you or allies control"
        other = ["other"] if sel.other else []
        return " ".join(other + adjs + [zones_text.noun_prefix(sel) + word,
                                        "you or allies control"])
    if sel.named is not None:          # "a Shadow Clone", "cards named Shadow Assassin"
        return " ".join(adjs + [f"{word} named {sel.named}" if plural or sel.object == "card"
                                else sel.named])
    return " ".join(adjs + [zones_text.noun_prefix(sel) + word])


def where_phrase(sel: Selector, plural: bool) -> str:
    if sel.location is not None:
        return " at " + selector_phrase(sel.location)
    return {
        "battlefield": " at battlefields" if plural else " at a battlefield",
        "base": " in your base" if sel.controller == "friendly" else
                " in a base" if not plural else " in bases",
        "here": " here",
        "board": "",
        "combat": " in combat", "showdown": " in a showdown",
        "champion": " in your Champion Zone" if sel.controller == "friendly" else
                    " in a Champion Zone",
        "trash": " from your trash" if sel.controller == "friendly" else
                 " from trashes" if plural else " from a trash",
        "facedown": " facedown at a battlefield",
        "moved": " at a battlefield I moved to or from",
        None: "",
    }.get(sel.at, zones_text.where(sel) or f" at {sel.at}")


def limits_phrase(sel: Selector) -> str:
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
    if sel.max_energy_my_might:
        costs.append("no more Energy than my Might")
    if sel.max_power is not None:
        costs.append(f"no more than {sel.max_power} power")
    if costs:
        out += " that costs " + " and ".join(costs)
    if sel.defending_alone:                 # 740.2.a
        out += " defending alone"
    if sel.unit_count is not None:          # a battlefield
        n = sel.unit_count
        out += f" with exactly {number_word(n)} unit{'' if n == 1 else 's'} there"
    if sel.occupied is not None:            # a battlefield
        out += {"friendly": " where you have units", "enemy": " where an opponent has "
                "units", "allied": " where you or an ally have units"}.get(
                    sel.occupied, " where there are units")
    return out + zones_text.limits(sel) + selector_extras.phrase(sel) + chain_choice.phrase(sel)


def selector_phrase(sel: Selector, prev_plural: bool = False) -> str:
    """The noun phrase for a selector: 'a unit at a battlefield', 'all enemy units', 'it'."""
    if sel.kind == "self":
        return "me" if sel.object == "unit" else "this"
    if sel.kind == "subject":
        return "it"
    if sel.kind == "previous":
        return "them" if prev_plural else "it"
    if sel.kind == "each_chooses":
        return "the chosen " + noun_phrase(replace(sel, controller="any"), True)
    if sel.kind == "that":
        return "that battlefield" if sel.object == "battlefield" else "it"
    if sel.either and sel.count > 1:  # "up to 4 units, gear, and/or runes"
        words = [_OBJECT_WORDS.get(a.object, (a.object, a.object + "s"))[1] for a in sel.either]
        joined = ", ".join(words[:-1]) + ("," if len(words) > 2 else "") + " and/or " + words[-1]
        return f"{'up to ' if sel.up_to else ''}{sel.count} {joined}"
    if sel.either:                    # "a unit at a battlefield or a gear"
        if sel.other or sel.controller != "any":
            return _shared_either(sel)
        return " or ".join(selector_phrase(alt) for alt in sel.either)
    if sel.object == "player":        # 355.9.a: players, from the controller's side
        return _player_phrase(sel)
    if sel.chosen_champion:           # 103.2.a.3: one card, known by name
        return "your Chosen Champion" + where_phrase(sel, False)
    plural = sel.kind == "all" or sel.count > 1
    if sel.of_them:                   # a reflexive trigger's: "up to two of them" (388.1)
        many = number_word(sel.count) if sel.count < ANY_NUMBER else "any number"
        return f"{'up to ' if sel.up_to else ''}{many} of them" if plural else "one of them"
    noun = noun_phrase(sel, plural)
    # "all other": `distinct` leaves out what earlier instructions chose
    other = "other " if sel.other or sel.distinct and sel.kind == "all" else ""
    if sel.kind == "all":
        head = f"all {other}{noun}"
    elif sel.count >= ANY_NUMBER:
        head = f"any number of {other}{noun}"
    elif sel.count > 1:
        head = f"{'up to ' if sel.up_to else ''}{sel.count} {other}{noun}"
    elif sel.up_to:                   # "up to one other unit" (Piercing Light)
        head = f"up to one {'other ' if sel.other or sel.distinct else ''}{noun}"
    else:
        head = f"another {noun}" if sel.other or sel.distinct or sel.not_subject \
            else with_article(noun)
    where = " at another location" if sel.elsewhere else ""
    if sel.apart_from is not None:          # than what instruction N chose
        where += " at a different location"
    if sel.together == "location":          # all at one location, a base included
        return head + " at the same location" + where + limits_phrase(sel)
    if sel.together:                        # all at one battlefield
        return head + " at a battlefield" + where + limits_phrase(sel)
    return head + where_phrase(sel, plural) + where + limits_phrase(sel)


def _player_phrase(sel: Selector) -> str:
    """"a player", "an opponent", "you or an ally"; "each opponent" for `all:`
    (engine/teams.py decides who is which)."""
    if sel.kind == "all":
        return {"enemy": "each opponent", "friendly": "you and each ally"}.get(
            sel.controller, "each player")
    return {"enemy": "an opponent", "friendly": "you or an ally"}.get(
        sel.controller, "a player")


def _shared_either(sel: Selector) -> str:
    """Alternatives under one "another" / "friendly": "another friendly gear, unit, or
    facedown card" (Pack of Wonders)."""
    nouns = []
    for alt in sel.either:
        if alt.at == "facedown":
            nouns.append("facedown " + noun_phrase(alt, False))
        else:
            nouns.append(noun_phrase(alt, False) + where_phrase(alt, False) + limits_phrase(alt))
    listed = " or ".join(nouns) if len(nouns) == 2 else \
        ", ".join(nouns[:-1]) + ", or " + nouns[-1]
    adj = {"friendly": "friendly ", "enemy": "enemy "}.get(sel.controller, "")
    return f"another {adj}{listed}" if sel.other else with_article(adj + listed)


def _count(cnt) -> str:
    """A Count test: 'there are 4 or more friendly units here', 'there is a ready enemy
    unit here'."""
    sel = cnt.what
    if getattr(cnt, "total_might", False):       # "your other units have total Might 5+"
        return (f"{'other ' if sel.other else ''}{noun_phrase(sel, True)}"
                f"{where_phrase(sel, True)}{limits_phrase(sel)} have total Might "
                f"{cnt.at_least} or more")
    if cnt.exactly is not None:   # "there is exactly one other unit you control here"
        n = cnt.exactly
        return (f"there {'is' if n == 1 else 'are'} exactly {number_word(n)} "
                f"{'other ' if sel.other else ''}{noun_phrase(sel, n != 1)}"
                f"{where_phrase(sel, n != 1)}{limits_phrase(sel)}")
    if cnt.at_least == 1 and sel.at == "trash" and sel.controller == "friendly":
        # a card in your trash: "you have a card named Shadow Assassin in your trash"
        return f"you have {with_article(noun_phrase(sel, False))} in your trash" \
               f"{limits_phrase(sel)}"
    if cnt.at_least == 1:        # "another": not the card itself (Direwing)
        one = noun_phrase(sel, False)
        return (f"there is {'another ' + one if sel.other else with_article(one)}"
                f"{where_phrase(sel, False)}{limits_phrase(sel)}")
    return (f"there are {cnt.at_least} or more {'other ' if sel.other else ''}"
            f"{noun_phrase(sel, True)}{where_phrase(sel, True)}{limits_phrase(sel)}")


_CONDITION_TEXT = {
    "your_turn": "it's your turn", "not_your_turn": "it's not your turn",
    "at_battlefield": "{me_am} at a battlefield", "buffed": "{me_am} buffed",
    "mighty": "{me_am} Mighty", "empowered": "{me_am} Empowered",
    "legion": "you've played another card this turn",
    "played_spell": "you've played a spell this turn",
    "played_equipment": "you've played an Equipment this turn",
    "discarded_this_turn": "you've discarded a card this turn",
    "points": "you have {n} or more points", "hand": "you have {n} or more cards in hand",
    "hand_at_most": "you have {n} or fewer cards in hand",
    "runes": "you have {n} or more runes",
    "runes_at_most": "you control {n} or fewer runes",
    "fewer_runes": "you control fewer runes than an opponent",
    "you_within": "your score is within {n} points of the Victory Score",
    "empowered_times": "{me_am} Empowered {n} or more times",
    "opponent_within": "an opponent's score is within {n} points of the Victory Score",
    "paid": "you paid the additional cost", "not_paid": "you didn't pay the additional cost",
    "control_here": "you control that battlefield",
    "excess_damage": "you assigned {n} or more excess damage to enemy units",
    "gained_xp_this_turn": "you've gained XP this turn",
    "level": "you have {n} or more XP",          # 824.1.b.1 (rendered "Level N", xp_text.py)
    "not_level": "you have fewer than {n} XP",
    "in_combat": "{me_am} in combat",
    "attached_this_turn": "this was attached to me this turn",
    "from_hand": "you played this from your hand",
    "not_from_hand": "you play this from anywhere other than your hand",
    "in_showdown": "it's during a showdown",
    "conquered_this_turn": "I conquered this turn",
    "not_conquered_this_turn": "I didn't conquer this turn",
    "spent_power": "you've spent at least {n} power this turn",
    "chosen_enemies": "you've chosen enemy units and/or gear {n} times this turn with spells "
                      "or unit abilities",
    "spent_on_a_spell": "you've spent {n} or more energy to play a spell this turn",
    "not_empowered": "{me_am} not Empowered", "not_in_combat": "{me_am} not in combat",
    "beginning_phase": "it's your Beginning Phase",
    "not_beginning_phase": "it isn't your Beginning Phase",
    "not_damaged_this_turn": "I haven't been dealt damage this turn",
    "opponent_played": "an opponent has played another {n} this turn",
    "spent": "you spent {n} energy or more on it",
    "killed_might_at_most": "it had {n} Might or less",
    "chose_enemy_unit": "you've chosen an enemy unit this turn",
    "showdown_here": "a showdown is under way here",
}
_DIED = {"unit": "a unit", "friendly_unit": "a friendly unit", "enemy_unit": "an enemy unit"}


_IT_TEXT = {"stunned": "it is stunned", "alone": "it is the only unit you control there",
            "mighty": "it is Mighty", "killed": "this kills it",
            "attacking": "it's attacking", "empowered": "it's Empowered",
            "in_combat": "it's in combat", "at_battlefield": "it's at a battlefield",
            "equipment": "it's an Equipment", "enemy": "it was an enemy unit",
            "friendly": "it was a friendly unit", "weaker": "it has less Might than me",
            "with_me": "it is here", "unit_card": "it's a unit",
            "equipped": "it's equipped"}
_NOT_IT_TEXT = {"stunned": "it isn't stunned", "alone": "it isn't alone there",
                "mighty": "it isn't Mighty", "killed": "this doesn't kill it",
                "attacking": "it isn't attacking", "empowered": "it isn't Empowered",
                "in_combat": "it isn't in combat",
                "at_battlefield": "it isn't at a battlefield",
                "equipment": "it isn't an Equipment", "enemy": "it wasn't an enemy unit",
                "friendly": "it wasn't a friendly unit",
                "weaker": "it doesn't have less Might than me", "with_me": "it isn't here",
                "unit_card": "it isn't a unit",
                "equipped": "it isn't equipped"}


def _kind_word(v) -> str:
    v = str(v)
    return v if v in ("unit", "spell", "gear") else v.capitalize()


def _tags_among(parts) -> bool:
    """Conditions that are each "a friendly unit with tag T" (Daisy!, Ivern)."""
    return len(parts) > 2 and all(
        isinstance(c, Count) and c.what.kind == "all" and c.what.object == "unit" and
        c.what.controller == "friendly" and len(c.what.tags) == 1 and c.at_least == 1 and
        c.exactly is None and c.what.at is None for c in parts)


def _one_of_tags(tags) -> str:
    """"a Bird, Cat, Dog or Poro"."""
    tags = list(tags)
    return with_article(tags[0] if len(tags) == 1 else
                        ", ".join(tags[:-1]) + " or " + tags[-1])


def condition_phrase(cond, card_type: str = "unit") -> str:
    """A condition as a clause: "I'm buffed", "you have 6 or more points"."""
    if isinstance(cond, Count) or not isinstance(cond, Condition):
        return _count(cond)
    if cond.kind == "all" and _tags_among(cond.value):   # "while your units have all 4 tags"
        tags = [c.what.tags[0] for c in cond.value]
        return f"your units have all {len(tags)} tags among them — " + \
            ", ".join(tags[:-1]) + f", and {tags[-1]}"
    if cond.kind == "all":                      # each must hold
        return " and ".join(condition_phrase(c, card_type) for c in cond.value)
    if cond.kind == "not":                      # the inner condition fails
        inner = cond.value
        if isinstance(inner, Condition) and inner.kind == "empowered":
            return "I'm not Empowered" if card_type == "unit" else "this isn't Empowered"
        if isinstance(inner, Condition) and inner.kind == "you_within":
            return f"your score is not within {inner.value} points of the Victory Score"
        return f"it's not true that {condition_phrase(inner, card_type)}"
    if cond.kind == "it_might_at_most":
        return f"it has {cond.value} Might or less"
    if cond.kind == "not_it_might_at_most":
        return f"it has more than {cond.value} Might"
    if cond.kind in ("it", "not_it"):
        return (_IT_TEXT if cond.kind == "it" else _NOT_IT_TEXT)[str(cond.value)]
    if cond.kind == "not_revealed":
        return f"the revealed card isn't {with_article(_kind_word(cond.value))}"
    if cond.kind == "revealed" and cond.value in ("unit", "spell", "gear"):
        return f"the revealed card is {with_article(str(cond.value))}"
    if cond.kind == "revealed":
        return f"the revealed card is {str(cond.value).capitalize()}"
    if cond.kind == "chosen_tags":
        return "you choose " + _one_of_tags(cond.value)
    if cond.kind == "any_chosen":
        return f"at least one of them has {str(cond.value).capitalize()}"
    if cond.kind == "discarded":
        return f"the discarded card is {with_article(str(cond.value))}"
    if cond.kind == "revealed_tags":
        return "you revealed " + _one_of_tags(cond.value)
    if cond.kind == "friendly_tags":
        tags = list(cond.value)
        return "your units have all of the following tags among them — " + \
            ", ".join(tags[:-1]) + f", and {tags[-1]}"
    if cond.kind == "played":                   # "a non-token unit, a non-token gear, and a spell"
        return "you've played " + " and ".join(
            with_article(t if t == "spell" else f"non-token {t}") for t in cond.value) + \
            " this turn"
    if cond.kind == "died_this_turn":
        return f"{_DIED.get(str(cond.value), 'a unit')} has died this turn"
    if cond.kind == "died_in_your_beginning":
        return f"{_DIED.get(str(cond.value), 'a unit')} died during your Beginning Phase " \
               f"this turn"
    me_am = "I'm" if card_type == "unit" else "this is"
    if cond.kind == "control_here" and card_type == "battlefield":
        return "you control this battlefield"        # a battlefield's own (Ornn's Forge)
    return _CONDITION_TEXT[cond.kind].format(n=cond.value, me_am=me_am)


def amount_phrase(amt: Amount) -> str:
    """An amount from the game as a noun phrase: "its Might", "the number of ..."."""
    if amt.kind == "points":
        text = "your points" if amt.of == "you" else "the highest opponent's points"
        return text if amt.times == 1 else f"{number_word(amt.times)} times {text}"
    if amt.kind == "count" and amt.of == "previous":
        text = "the number of them"
    elif amt.kind == "paid":
        text = "the amount paid"
    elif amt.kind == "damage":
        text = "the damage marked on " + ("me" if amt.of == "self" else "it")
    elif amt.kind == "played":
        text = "the number of cards you've played this turn"
    elif amt.kind == "excess":
        text = "the excess damage you assigned to enemy units here this turn"
    elif amt.kind == "held_points":
        text = "the points you scored from holding this turn"
    elif amt.kind == "assault":
        text = ("my" if amt.of == "self" else "its") + " Assault"
    elif amt.kind == "equipment":                  # 818.3
        text = "the number of Equipment attached to " + ("me" if amt.of == "self" else "it")
    elif amt.kind in ("might", "cost"):
        whose = "my" if amt.of == "self" else "its"
        thing = "Might" if amt.kind == "might" else "Energy cost"
        text = f"{whose} {thing}"
    else:
        sel = amt.what
        if amt.kind == "count":
            where = where_phrase(sel, True).replace(" from ", " in ")
            text = f"the number of {noun_phrase(sel, True)}{where}{limits_phrase(sel)}"
        elif amt.kind == "tags_among":
            among = noun_phrase(replace(sel, tags=()), True)
            text = f"the number of the tags {', '.join(sel.tags)} among {among}"
        else:
            text = f"the highest Might among {noun_phrase(sel, True)}{where_phrase(sel, True)}"
    return text if amt.times == 1 else f"{number_word(amt.times)} times {text}"


def is_plural(sel: Selector | None) -> bool:
    return sel is not None and (sel.kind in ("all", "each_chooses") or sel.count > 1)
