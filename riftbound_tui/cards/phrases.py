"""The phrases rules text is built from: number words and articles, costs, keywords, noun
phrases for what a selector picks (the object, where it is and its limits) and
computed amounts.  cards/text.py and effect_text.py put them into sentences; conditions are
clauses of their own (condition_text.py), the named passive rules whole sentences
(passive_text.py).  The selector words follow cards/README.md, "Targets (selectors)"."""

from __future__ import annotations

from dataclasses import replace

from . import chain_choice, selector_extras, zones_text
from .model import ANY_NUMBER, Amount, Cost, Keyword, Selector

__all__ = ["render_cost", "render_keyword", "number_word", "with_article",
           "capitalized", "as_sentence", "noun_phrase", "where_phrase", "limits_phrase",
           "selector_phrase", "amount_phrase", "is_plural"]

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
    own = sel.own and sel.at not in ("trash", "hand")   # "units you control" (489.8.e)
    if sel.controller == "friendly" and sel.at not in ("trash", "hand") and not own:
        adjs.append("friendly")                    # (a trash: "your trash" says it)
    elif sel.controller == "enemy":
        adjs.append("enemy")
    if sel.tags:
        adjs.append(" or ".join(sel.tags))
    if sel.controller == "allied":      # "battlefields you or allies control"
        other = ["other"] if sel.other else []
        return " ".join(other + adjs + [zones_text.noun_prefix(sel) + word,
                                        "you or allies control"])
    mine = ["you control"] if own else ["you own"] if sel.owner == "you" else []
    if sel.named is not None:          # "a Shadow Clone", "cards named Shadow Assassin"
        return " ".join(adjs + [f"{word} named {sel.named}" if plural or sel.object == "card"
                                else sel.named] + mine)
    return " ".join(adjs + [zones_text.noun_prefix(sel) + word] + mine)


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
        "champion": " in your Champion Zone" if sel.controller == "friendly" or sel.owner else
                    " in a Champion Zone",
        "trash": " from your trash" if sel.controller == "friendly" else
                 " from their trash" if sel.same_controller is not None else  # Kharox
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
    if sel.together == "controller":        # all controlled by one player
        return head + where_phrase(sel, plural) + where + " with the same controller" + \
            limits_phrase(sel).replace(" with total", " and total", 1)
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
