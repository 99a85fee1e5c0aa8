"""The "when ..." that opens a triggered ability, rendered from its `Trigger` (382-385):
the event, whose, where, the Nth time, and the conditions tested as it happens; and a
cost that opens the trigger's effect ("you may pay [1] to ...", 383.3.b).  Split from
cards/text.py, which puts the rest of a card's text together."""

from __future__ import annotations

from dataclasses import replace

from .model import Trigger
from .condition_text import condition_phrase
from .phrases import render_cost

def trigger_phrase(tr: Trigger, card_type: str) -> str:
    """"when I attack", "at the start of your Beginning Phase", "the first time ..."."""
    text = _trigger_event(tr, card_type)
    if getattr(tr, "zone", None) == "trash":
        text += " while this is in your trash"
    return text if tr.only_if is None else f"{text}, if {condition_phrase(tr.only_if, card_type)}"


def trigger_cost(cost, card_type: str) -> str:
    me = "me" if card_type == "unit" else "this"
    parts = ["pay " + render_cost(replace(cost, exhaust_self=False, spend_buff=False))] \
        if cost.energy or cost.power else []
    if cost.exhaust_self:
        parts.append(f"exhaust {me}")
    if cost.spend_buff:
        parts.append(f"spend {'my' if me == 'me' else 'its'} buff")
    return " and ".join(parts)


def replacement(ab, card_type: str, body: str) -> str:
    """A replacement ability (367): "If a friendly unit would die, (you may pay X to) do
    this and that instead." """
    when = trigger_phrase(ab.trigger, card_type)            # "when a friendly unit dies"
    cond = when.removeprefix("when ").replace(" dies", " would die", 1)
    clauses = [c.rstrip(".") for c in body.split(". ") if c]
    clauses = [c[:1].lower() + c[1:] for c in clauses]
    if card_type != "unit":
        clauses = ["kill this" if c == "kill me" else c for c in clauses]
    done = clauses[0] if len(clauses) == 1 else \
        ", ".join(clauses[:-1]) + ", and " + clauses[-1]
    if ab.optional:
        cost = trigger_cost(ab.cost, card_type) if ab.cost is not None else ""
        who = "its controller" if ab.trigger.controlled_by else "you"     # 190.6.c
        done = f"{who} may {cost} to {done}" if cost else f"{who} may {done}"
    return f"If {cond}, {done} instead."


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
        if tr.event == "draw":
            return f"when you draw your {nth} card each turn"
        return f"the {nth} time {text[5:]} each turn"
    if tr.nth is not None and tr.event == "start_of_beginning":
        nth = _NTH.get(tr.nth, f"{tr.nth}th")
        return f"at the start of each player's {nth} Beginning Phase"
    if tr.once_each_turn:
        return f"once each turn, {text}"
    return text


def _trigger_event_base(tr: Trigger, card_type: str) -> str:
    me = "I" if card_type == "unit" else "this"
    subj = {"self": me, "unit": "a unit", "friendly_unit": "a friendly unit",
            "other_friendly_unit": "another friendly unit",
            "friendly_gear": "a gear",
            "enemy_unit": "an enemy unit", "you": "you", "any_player": "a player",
            "opponent": "an opponent", "ally": "you or an ally",
            "their_unit": "a unit of theirs"}.get(tr.subject, tr.subject)
    if getattr(tr, "not_token", False):                  # "a non-token unit" (185)
        subj = subj.replace("a unit", "a non-token unit").replace(
            "a friendly unit", "a non-token friendly unit").replace("a gear", "a non-token gear")
    if getattr(tr, "token", False):                      # "a token unit" (185)
        subj = subj.replace("a unit", "a token unit").replace(
            "a friendly unit", "a friendly token unit")
    if getattr(tr, "tags", ()):                          # "another Dragon"
        noun = " or ".join(tr.tags)
        subj = subj.replace("another friendly unit", f"another {noun}").replace(
            "a friendly unit", f"a friendly {noun}").replace("a unit", f"a {noun}")
    if tr.buffed or tr.stunned:
        state = "buffed" if tr.buffed else "stunned"
        subj = subj.replace("a friendly", f"a {state} friendly").replace(
            "an enemy", f"a {state} enemy").replace("a unit", f"a {state} unit")
    if tr.not_tags and subj.startswith(("a ", "an ", "another ")):
        first, _, rest = subj.partition(" ")
        subj = f"{'another' if first == 'another' else 'a'} non-{'/'.join(tr.not_tags)} {rest}"
    if getattr(tr, "own", False):        # "a unit you control", "you play a unit" (489.8.e)
        subj = subj.replace(" friendly", "") if tr.event == "play" else \
            subj.replace("friendly unit", "unit you control")
    singular = subj not in ("I", "you", "you or an ally")
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
            to += " from face down" if tr.from_hidden else ""
            return f"when you play {'me' if card_type == 'unit' else 'this'}{to}"
        if tr.subject == "enemy_unit":                 # "when an opponent plays a unit"
            return f"when an opponent plays a unit{where}"
        if tr.subject == "enemy_gear":
            return f"when an opponent plays a gear{where}"
        if tr.controlled_by == "that_player":           # 190.6.c: any player, "they"
            return f"when a player plays {subj}{where}"
        costs = "" if tr.min_energy is None else f" with Energy cost {tr.min_energy} or more"
        return f"when you play {subj if tr.subject != 'you' else 'a card'}{costs}{where}"
    if ev == "activate":                               # 404: the ability's own cost
        costs = "" if tr.min_energy is None else f" with Energy cost {tr.min_energy} or more"
        return f"when you play an activated ability{costs}"
    if ev == "play_spell":
        costs = "" if tr.min_energy is None else f" that costs {tr.min_energy} energy or more"
        if tr.spent_at_least is not None:             # the Energy paid for it (357)
            costs += f", if you spent {tr.spent_at_least} energy or more on it"
        who = "a player plays" if tr.subject == "any_player" else "you play"
        return f"when {who} a spell{costs}{where}"
    if ev == "start_of_turn":
        return "at the start of your turn"
    if ev == "start_of_beginning":
        return "at the start of each player's Beginning Phase" \
            if tr.subject == "any_player" else "at the start of your Beginning Phase"
    if ev == "end_of_turn":
        return "at the end of your turn"
    if ev == "start_of_main":
        return "at the start of your Main Phase"
    if ev == "move" and getattr(tr, "by", None) == "you":
        return f"when you move {subj}{where}"
    if ev == "move":
        verb = "moves" if singular else "move"
        if tr.where == "elsewhere":
            who = "an opponent" if tr.subject == "enemy_unit" else subj
            return f"when {who} moves{where}"
        if tr.where == "mine":
            return f"when {subj} {verb} {tr.direction or 'from'} my location"
        if tr.direction:
            # a move to a base is no move "to a battlefield"; from: any location unless
            # `where: battlefield` (Harpoon Squad) says a battlefield
            place = "here" if tr.where == "here" else "a battlefield" if \
                tr.direction == "to" or tr.where == "battlefield" else "a location"
            return f"when {subj} {verb} {tr.direction} {place}"
        return f"when {subj} {verb}{where}"
    verbs = {"attack": ("attack", "attacks"), "defend": ("defend", "defends"),
             "conquer": ("conquer", "conquers"), "hold": ("hold", "holds"),
             "dies": ("die", "dies")}
    base, third = verbs.get(ev, (ev, ev))
    if ev == "dies" and tr.one_or_more and " " in subj:     # "one or more enemy units die"
        return f"when one or more {subj.split(' ', 1)[1]}s die{where}"
    alone = " alone" if tr.alone else (" one on one" if tr.one_on_one else "")
    if tr.was_uncontrolled:                  # conquer (Yone, Blademaster errata)
        alone = " a battlefield that was uncontrolled"
    return f"when {subj} {third if singular else base}{alone}{where}"


def _new_event(tr: Trigger, ev: str, subj: str, me: str, where: str) -> str | None:
    """The events of engine/events.py: "when you stun an enemy unit", "when this is
    discarded", "when you recycle one or more cards to your Main Deck"."""
    if ev == "play_card":
        hidden = " from Hidden" if tr.from_hidden else \
            " from anywhere other than your hand" if tr.not_from_hand else ""
        power = "" if tr.min_power is None else \
            f" with a Power cost of {tr.min_power} or more"
        return f"when you play a card{power}{hidden}"
    if ev == "ready" and tr.subject == "self" and getattr(tr, "by", None) is None:
        # whoever readies me (415); `by: you` reads "when you ready me" below
        return f"when {me} {'become' if me == 'I' else 'becomes'} ready"
    if ev in ("stun", "ready", "buff", "kill"):
        what = "one or more " + subj.split(" ", 1)[1] + "s" if tr.one_or_more else subj
        if tr.subject == "self":             # "when you buff me" (Simian Ancestor)
            what = "me" if me == "I" else "this"
        by = " with a spell" if getattr(tr, "by", None) == "spell" else ""
        return f"when you {ev} {what}{where}{by}"
    if ev == "hide":                                  # 811.1.b
        return "when you hide a card"
    if ev == "recycle_rune":                          # 164.2.b
        return "when you recycle a rune"
    if ev == "spend_buff":                            # 702.2.b
        return "when you spend a buff"
    if ev == "activate":                              # the ability's own cost (404)
        of = " of a gear" if tr.subject == "friendly_gear" else ""
        costs = "" if tr.min_energy is None else f" with Energy cost {tr.min_energy} or more"
        return f"when you use an activated ability{of}{costs}"
    if ev == "attach":                                # 434
        return f"when you attach an Equipment to {'me' if me == 'I' else subj}"
    if ev == "discard":
        if tr.subject == "self":
            return f"when {'I am' if me == 'I' else 'this is'} discarded"
        return "when you discard one or more cards"
    if ev == "recycle":
        return "when you recycle one or more cards to your Main Deck"
    if ev == "return_to_hand":
        return f"when {subj}{where} is returned to a player's hand"
    if ev == "leaves":
        return f"when {me} {'leave' if me == 'I' else 'leaves'} the board"
    if ev == "banish":                                # 427
        return "when you banish a card you own"
    if ev == "win_combat":                            # 466.3.a, 466.3.c
        return f"when {subj} {'win' if subj in ('I', 'you') else 'wins'} a combat"
    if ev == "mighty" and tr.at_least is not None:    # "When my Might becomes 10 or more"
        return f"when {'my' if subj == 'I' else subj + chr(39) + 's'} Might becomes " \
               f"{tr.at_least} or more"
    if ev == "mighty":                                # 709
        return f"when {subj} {'become' if subj in ('I', 'you') else 'becomes'} Mighty"
    if ev == "empower":                               # 441, by the trigger's controller
        return "when you empower something else"
    if ev == "empowered":                             # 441.2.a
        return f"when {me} {'become' if me == 'I' else 'becomes'} Empowered"
    if ev == "seen" and tr.revealed:                  # 424.1
        return f"as {'I am' if me == 'I' else 'this is'} revealed from your Main Deck"
    if ev == "seen":                                  # 424, 436.1 (engine/seen.py)
        return f"as you look at or reveal {'me' if me == 'I' else 'this'} from the top of " \
               f"your Main Deck"
    if ev == "as_attached":                           # 434 (engine/copying.py)
        return "as this is attached to a unit"
    if ev == "combat_end":                            # 466.7
        return f"when a combat that {me} was in ends"
    if ev == "showdown_start":                        # 344-345, 464.2
        return f"when a showdown begins{where}"
    if ev == "combat_start":                          # 464.2.b
        return f"when combat starts{where}"
    if ev == "chosen":
        if getattr(tr, "by", None) == "you":          # 383.4.b.1: "when you choose me"
            what = "me" if tr.subject == "self" else subj
            return f"when you choose {what}{where}" + ("" if tr.abilities else " with a spell")
        return f"when a player chooses a friendly unit{where} with a spell"
    return None
