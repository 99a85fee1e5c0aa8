"""Conditions as clauses of rules text: "I'm buffed", "you have 6 or more points", "there
are 4 or more friendly units here", "it's attacking" (a trigger's `it` tests); cards/text.py
and trigger_text.py put them after "if" / "while".  Renders what condition_reader.py reads
(cards/README.md, "Conditions"); the selector words come from phrases.py."""

from __future__ import annotations

from .model import Condition, Count
from .phrases import limits_phrase, noun_phrase, number_word, where_phrase, with_article

__all__ = ["condition_phrase"]


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
    "opponents_turn": "it's an opponent's turn",
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
