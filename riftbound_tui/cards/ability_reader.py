"""Reading the parts of a card besides its instructions: keywords, costs, abilities
(triggered, activated, static, passive, additional costs), modes, conditions, computed
amounts and counts, each checked against the closed vocabularies of `model` and reported
as `file:line` errors (cards/checking.py).  The card reader (loader.py) builds on it, as
it builds on the instruction reader (effect_reader.py)."""

from __future__ import annotations

from typing import Any

from . import condition_extras, costs_check, linking, repeat_reader, trigger_fields
from .checking import describe, join, one_of, suggest
from .effect_reader import EffectReader
from .model import (
    ABILITY_CONDITIONS, ADDITIONAL_KINDS, AMOUNT_KINDS, AMOUNT_OF, CONDITION_FLAGS,
    CONDITION_VALUES, DIED_WHAT, DOMAINS, KEYWORDS, TRIGGER_EVENTS, Ability, AdditionalCost,
    Amount, Condition, Cost, Count, Effect, Keyword, Static, Trigger,
)
from .yaml_lines import LineDict, LineList

# Small closed vocabularies the model documents only in comments.
TRIGGER_SUBJECTS = ("self", "unit", "friendly_unit", "other_friendly_unit", "enemy_unit",
                    "friendly_gear", "enemy_gear", "you", "any_player", "their_unit",
                    "opponent",      # an opponent does it: "when an opponent scores"
                    "ally")          # "when you or an ally hold" (engine/teams.py)
TRIGGER_WHERE = ("here", "elsewhere", "mine",
                 "battlefield")   # a move from / to a battlefield, not a base
MOVE_DIRECTIONS = ("from", "to")
# Named passive rules the engine knows (Ability.passive); see phrases.PASSIVE_TEXT.
PASSIVES = ("extra_hide", "enters_exhausted", "enters_ready", "others_enter_ready",
            "tokens_enter_ready",   # "Your tokens enter ready" (184.1, a replacement, 367)
            "enters_token_battlefield",   # "As you play me, add the [token:] battlefield
                                    # token to the board if it's not there already. If you
                                    # do, I enter there" (369.3; engine/token_battlefields.py)
            "move_here_from_anywhere",    # a battlefield: "Units can move here from
                                    # anywhere" (187.9, Baron Pit: no Ganking needed)
            "double_token",         # once each turn, a token unit played while I'm at a
                                    # battlefield may be two (369, engine/token_double.py)
            "banish_this",          # a spell's last instruction "Banish this." (427): it is
                                    # banished as it resolves, not put in the trash
            "no_units_played_here",  # a battlefield: "Units can't be played here"
            "conquer_twice_here",    # "Your conquer effects for conquering here trigger
                                     # an additional time" (Red Brambleback)
            "repeat_discount",       # a battlefield: "While you control this battlefield,
                                     # friendly [Repeat] costs cost [N] less" (356.4)
            "no_score_until_turn",   # a battlefield: "Players can't score here until their
                                     # Nth turn" (value N)
            "spell_discount", "might_here", "others_might_here", "alone_in_combat_might",
            "defends_alone_might", "play_to_open",
            # statics that change a rule (473; engine/rule_changes.py, damage.py,
            # replacement.py)
            "bonus_damage", "bonus_damage_here", "no_move_to_base", "victory_plus",
            "cant_move_to_base",   # a unit: "I can't move to base" (a move, not a recall)
            "many_buffs", "others_play_to_open", "play_to_occupied_enemy",
            "opponents_play_to_base", "no_ready_enemies",
            "play_to_lone_enemy",    # I and friendly units may be played to an occupied
                                     # battlefield where an enemy unit is alone (Arachnoid)
            "deathknell_twice", "borrow_exhaust_abilities",
            "hold_twice_here",   # your hold effects for holding here trigger N more times
            "no_temporary_here",   # your Temporary effects at my battlefield don't trigger
            "cant_be_readied",     # I can't be readied (415): not as I awaken, nor by effects
            "recall_all_on_tie", "no_damage_after_moves", "no_reveal_here",
            "skip_draw_phase",      # "Skip your Draw Phase" (443; engine/trash_rules.py)
            "play_from_trash",      # "You may play cards from your trash" (its own costs)
            "trash_to_banishment",  # "If a card would go to your trash from anywhere other
                                    # than your Main Deck, banish it instead" (369)
            "look_before_reveal",   # a replacement of your reveals from a deck: look at
                                    # the top card, you may recycle it (engine/look_first.py)
            "move_tax",          # an applied cost on moving several units here (204.4)
            "hide_for_energy",   # an alternative hide cost (811.1.b; engine/hide_costs.py)
            "ambush_to_enemy_units",   # Ambush reaches enemy units' battlefields (822.1.d)
            "cant_be_countered",       # a spell: "This can't be countered" (425)
            "no_combat_damage",        # "I don't deal combat damage (unless `while:`)"
            "cant_be_chosen",          # "I can't be chosen by enemy spells and abilities"
                                       # (355.9; `while:` when it holds: Akali, Silent)
            "no_move_to_base_anywhere",   # "Units can't move to base" (Minotaur Reckoner)
            "opponents_cant_gain_points",  # while at a battlefield (Tianna Crownguard)
            "double_might_bonus",      # my Equipment give double their Might Bonus (Gearhead)
            "play_to_attacked",        # I may be played to a battlefield you're attacking
            "play_only_to_conquered",  # only to a battlefield you conquered this turn
            "accelerate_not_from_hand",   # friendly units played from anywhere other than
                                          # a player's hand have Accelerate (Rek'Sai)
            "hold_is_conquer",         # Effect Text: my hold effects are also conquer
                                       # effects, and vice versa (Skyfall of Areion)
            "lethal_any_damage",       # "Any amount of your damage is enough to kill
                                       # enemy units" (Elder Dragon; engine/damage.py)
            "gains_named_tag",         # "I gain that tag": the tag my `name` instruction
                                       # named (Ivern, Friend to All; engine/attach.py)
            "bans_named_spells",       # "While I'm at a battlefield, opponents can't play
                                       # spells with that name" (Fallen Feline; naming.py)
            "not_first_turns",         # value N: "I can't be played on your first N
                                       # turns" (Ol' Poro; engine/actions.py)
            "no_enemy_spell_damage",   # "prevent all damage that enemy spells and
                                       # abilities would deal to me" (437; `while:`)
            "channel_one",             # "players only channel 1 rune at the start of their
                                       # Channel Phase" (315.3; `while:`)
            "ignore_tank_here",        # "You ignore [Tank] while assigning combat damage
                                       # here" (465.2.c.6; Dune Surfer)
            "early_score_draws",       # value N: "If a player would score 1 point from
                                       # conquering or holding during their first N turns,
                                       # they draw 1 instead" (Otterpus; 369)
            "ignore_deflect",          # a spell: "Ignore [Deflect] while paying this
                                       # spell's cost" (809.1.c; Decree of Insight)
            "no_damage_unless_in_combat",   # "I can't be dealt damage unless I'm in combat"
            "unmovable_by_enemies",    # "I can't be moved by enemy spells and abilities"
            "ignore_deflect_here",     # a battlefield: Deflect is ignored choosing here
            "uncounterable_yours",     # "your spells and abilities can't be countered"
            "chosen_might_loss",       # value N: your -Might to a unit chosen is N more
            "first_gear_ability_discount",  # a battlefield: value N less, first gear ability
            "empower_up_to",           # value N: "I can be [Empowered] up to N times"
            "chosen_harm_to_might",    # value N: a chosen stun / -Might / return to hand
                                       # gives me +N Might this turn instead (Gangplank)
            "friendly_target_discount",  # a battlefield: a spell choosing its controller's
                                         # units here costs N [A] less
            # "cost [N] or [A] less", the kind chosen by the payer (engine/either_discount.py)
            "discount_either_choosing_me",     # your spells that choose me
            "discount_either_optional_costs",  # optional additional costs you pay
            "discount_either_empower_here")    # a battlefield: Empower costs of your units here
# Activated abilities may carry only timing keywords.
ABILITY_KEYWORDS = ("action", "reaction")

ANY_POWER = "any"

COST_KEYS = ("energy", "power")
ABILITY_COST_KEYS = ("energy", "power", "exhaust", "spend_buff", "recycle", "reduced_by")
REDUCED_BY = ("chosen_might",)   # "reduced by the Might of the unit you choose" (356.4)
ABILITY_KEYS = ("when", "instead", "cost", "passive", "static", "additional", "value", "effects",
                "keywords", "optional", "condition", "to", "while", "each", "minimum",
                "discount", "ignore_cost", "modes", "if_missing", "modes_once", "pay",
                "any_number", "power_discount", "nth", "less", "less_if",
                "discount_by_cost",   # "I cost [1] less for each Energy it costs" (Atakhan)
                "token")    # passive enters_token_battlefield: the battlefield token
EACH_EQUIPMENT = "equipment"   # a static's `each:`: per Equipment attached to the unit
STATIC_KEYS = ("might", "keywords", "cost",
               "repeat",    # 820: "your spells have [Repeat] [2][C]" (with `to:` spells)
               "power",     # power pips: my own (no `to:`), or others' costs (`to:`)
               "tags",      # an Equipment's Effect Text: "I am a Mech" (Experimental Hexplate)
               "shrouded",  # "can't be chosen by enemy spells and abilities" (355.9)
               "no_combat_damage",   # "don't deal combat damage" (465)
               "adds")      # with `to:`: their Add abilities add N energy more (429)
STATIC_ONLY = ("to", "while", "each", "minimum", "if_missing", "nth")
TRIGGER_KEYS = ("event", "subject", "where", "direction", "min_energy", "spent_at_least",
                "if") + \
    trigger_fields.KEYS + ("zone",)
# The events a replacement ability (`instead:`, 367-372) may replace (engine/replacement.py).
REPLACED_EVENTS = ("dies",)


IT_KINDS = ("it", "not_it", "it_might_at_most", "not_it_might_at_most")


class AbilityReader(EffectReader):
    """Keywords, costs, abilities, conditions and amounts of one card (a `Ctx`); the card
    reader sets `ctx` and `_card_domains` (what `power: N` in an ability cost may pay)."""

    def keyword(self, v: Any, line: int, field: str, allowed: tuple[str, ...]) -> Keyword | None:
        ctx = self.ctx
        name: Any = None
        value: Any = None
        if isinstance(v, str):
            parts = v.split()
            if not parts or len(parts) > 2:
                ctx.error(line, field, f'"{v}" is not a keyword like "shield" or "assault 2"')
                return None
            name = parts[0].lower()
            if len(parts) == 2:
                if not parts[1].isdigit():
                    ctx.error(line, field, f'"{v}": the keyword\'s value must be a whole number')
                    return None
                value = int(parts[1])
        elif isinstance(v, dict) and len(v) == 1:
            (name, value), = v.items()
            name = name.lower() if isinstance(name, str) else name
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                ctx.error(line, field, f"the keyword's value must be a whole number, "
                                       f"not {describe(value)}")
                return None
        else:
            ctx.error(line, field, f'must be a keyword like "shield" or "assault 2", '
                                   f"not {describe(v)}")
            return None
        if name not in allowed:
            ctx.error(line, field, f'"{name}" is not one of the keywords: {one_of(allowed)}'
                      f"{suggest(name, allowed)}")
            return None
        return Keyword(name, value)

    def keywords(self, m: LineDict, key: str, path: str,
                 allowed: tuple[str, ...]) -> tuple[Keyword, ...]:
        lst = self.ctx.list_of(m, key, path)
        if lst is None:
            return ()
        out: list[Keyword] = []
        for i, v in enumerate(lst):
            field = f"{join(path, key)}[{i}]"
            kw = self.keyword(v, lst.item_line(i), field, allowed)
            if kw is None:
                continue
            if any(k.name == kw.name for k in out):
                self.ctx.error(lst.item_line(i), field, f'keyword "{kw.name}" is listed twice')
                continue
            out.append(kw)
        return tuple(out)

    # -- costs

    def cost(self, v: Any, line: int, path: str, domains: tuple[str, ...],
             ability: bool) -> Cost:
        ctx = self.ctx
        m = ctx.mapping(v, line, path, "a mapping like {energy: 3, power: 1}")
        if m is None:
            return Cost()
        ctx.keys(m, ABILITY_COST_KEYS if ability else COST_KEYS, path)
        energy = ctx.integer(m, "energy", path, minimum=0, default=0)
        power: tuple[tuple[str, int], ...] = ()
        if "power" in m:
            pv, pline, pfield = m["power"], m.key_line("power"), join(path, "power")
            if isinstance(pv, int) and not isinstance(pv, bool):
                if pv < 0:
                    ctx.error(pline, pfield, f"must be at least 0, not {pv}")
                elif pv > 0:
                    # [C]: power of the card's own domain; any of them on a multi-domain
                    # card (135.2.e.6.c); any power on a domainless card (135.2.e.6.b).
                    dom = "|".join(domains) if domains else ANY_POWER
                    power = ((dom, pv),)
            elif isinstance(pv, dict):
                pm = ctx.mapping(pv, pline, pfield)
                entries: list[tuple[str, int]] = []
                for dom, n in (pm or {}).items():
                    dline, dfield = pm.key_line(dom), f"{pfield}.{dom}"
                    if not self._power_domain_ok(dom):
                        ctx.error(dline, dfield,
                                  f'"{dom}" is not a domain ({one_of(DOMAINS)}), "any", or '
                                  f'domains joined by "|"{suggest(dom, DOMAINS)}')
                    elif isinstance(n, bool) or not isinstance(n, int) or n < 1:
                        ctx.error(dline, dfield, f"must be a whole number of at least 1, "
                                                 f"not {describe(n)}")
                    else:
                        entries.append((dom, n))
                power = tuple(entries)
            else:
                ctx.error(pline, pfield, f"must be a number of pips (power of the card's "
                                         f"domain) or a mapping like {{fury: 1}}, "
                                         f"not {describe(pv)}")
        exhaust = ctx.boolean(m, "exhaust", path) if ability else False
        spend_buff = ctx.boolean(m, "spend_buff", path) if ability else False
        recycle = ctx.integer(m, "recycle", path, minimum=1, default=0) if ability else 0
        reduced_by = ctx.text(m, "reduced_by", path, choices=REDUCED_BY) \
            if ability and "reduced_by" in m else None
        return Cost(energy=energy, power=power, exhaust_self=exhaust, spend_buff=spend_buff,
                    recycle=recycle or 0, reduced_by=reduced_by)

    @staticmethod
    def _power_domain_ok(dom: Any) -> bool:
        if not isinstance(dom, str):
            return False
        if dom == ANY_POWER:
            return True
        parts = dom.split("|")
        return all(p in DOMAINS for p in parts) and len(set(parts)) == len(parts)

    # -- abilities

    def ability(self, v: Any, line: int, path: str) -> Ability | None:
        ctx = self.ctx
        m = ctx.mapping(v, line, path, "an ability (a mapping with when:, cost: or passive:)")
        if m is None:
            return None
        before = len(ctx.errors)
        ctx.keys(m, ABILITY_KEYS, path)
        kinds = [k for k in ("when", "instead", "cost", "passive", "static", "additional")
                 if k in m]
        if kinds in (["when", "cost"], ["instead", "cost"]):
            # 383.3.b: "you may pay X (and exhaust this) to ...": a trigger's cost, paid as it
            # is finalized to the chain (engine/events.py); a replacement's, as it is
            # applied (371.2: "you may pay X to ... instead")
            kinds = kinds[:1]
        if len(kinds) != 1:
            ctx.error(m.line, path, "an ability has exactly one of `when:` (triggered), "
                                    "`instead:` (a replacement, 367), "
                                    "`cost:` (activated), `passive:` (a named rule), "
                                    "`static:` (a continuous effect) or `additional:` (an "
                                    "additional cost)"
                      + (f"; found {', '.join(kinds)}" if kinds else ""))
            return None
        kind = kinds[0]
        trigger = None
        cost = None
        passive = None
        token = None
        to = None
        granted = False
        value = None
        keywords: tuple[Keyword, ...] = ()
        effects: tuple[Effect, ...] = ()
        static = None
        additional = None
        modes: tuple = ()
        holds = None
        optional = ctx.boolean(m, "optional", path)
        condition = ctx.text(m, "condition", path, choices=ABILITY_CONDITIONS) \
            if "condition" in m else None
        if kind in ("when", "instead"):
            trigger = self.trigger(m[kind], m.key_line(kind), join(path, kind))
            if kind == "instead" and trigger is not None and \
                    trigger.event not in REPLACED_EVENTS:
                ctx.error(m.key_line(kind), join(join(path, kind), "event"),
                          f'a replacement replaces one of: {one_of(REPLACED_EVENTS)}')
            if "cost" in m:
                cost = self.cost(m["cost"], m.key_line("cost"), join(path, "cost"),
                                 self._card_domains, ability=True)
            if kind == "when" and "to" in m:   # "give it 'When I conquer, ...'" (476)
                if m["to"] != "given":
                    ctx.error(m.key_line("to"), join(path, "to"), "a triggered ability is "
                              "given only by the card's grant_ability: `to: given`")
                granted = True
        elif kind == "cost":
            cost = self.cost(m["cost"], m.key_line("cost"), join(path, "cost"),
                             self._card_domains, ability=True)
            keywords = self.keywords(m, "keywords", path, ABILITY_KEYWORDS)
            if "while" in m:                 # usable only while ... (Level N, 727.1.c.3)
                holds = self.condition(m["while"], m.key_line("while"), join(path, "while"),
                                       in_trigger=False)
            if "to" in m:
                granted = self._granted(m, path)
        elif kind == "static":
            static = self.static(m, path)
        elif kind == "additional":
            additional = self.additional(m, path)
            if "to" in m:     # "any player may pay [A][A] as an additional cost to play a
                to = self.selector(m["to"], m.key_line("to"), join(path, "to"),   # Dragon"
                                   first=True, in_trigger=False)
                if to is not None and (to.kind != "all" or to.object != "unit"):
                    ctx.error(m.key_line("to"), join(path, "to"), "an additional cost "
                              "offered to other cards names units: {all: unit, ...}")
            if "while" in m:                 # "if you've played a spell this turn, you may
                holds = self.condition(m["while"], m.key_line("while"),   # pay [C] ..."
                                       join(path, "while"), in_trigger=False)
        else:
            passive = ctx.text(m, "passive", path, choices=PASSIVES)
            value = ctx.integer(m, "value", path, minimum=0)
            if passive == "enters_token_battlefield":
                token = ctx.text(m, "token", path)
                if token is None:
                    ctx.error(m.line, join(path, "token"), "missing: the battlefield token")
            if "while" in m:                 # a named rule that holds only while ...
                holds = self.condition(m["while"], m.key_line("while"), join(path, "while"),
                                       in_trigger=False)
        for key, allowed_for in (("keywords", "cost"), ("value", "passive"),
                                 ("discount", "additional"),
                                 ("ignore_cost", "additional")) + tuple(
                                     (k, "static") for k in STATIC_ONLY):
            if key in m and kind != allowed_for and not (key == "while" and
                                                         kind in ("passive", "cost",
                                                                  "additional")) \
                    and not (key == "to" and kind in ("cost", "when", "additional")):
                ctx.error(m.key_line(key), join(path, key),
                          f"only a `{allowed_for}:` ability takes `{key}:`")
        if "condition" in m and kind not in ("when", "cost"):
            ctx.error(m.key_line("condition"), join(path, "condition"),
                      "only a `when:` or `cost:` ability takes `condition:`")
        if "optional" in m and kind not in ("when", "instead", "additional"):
            ctx.error(m.key_line("optional"), join(path, "optional"),
                      "only a `when:`, `instead:` or `additional:` ability takes `optional:`")
        if kind in ("static", "additional", "passive") and "modes" in m:
            ctx.error(m.key_line("modes"), join(path, "modes"),
                      "only a `when:` or `cost:` ability has modes")
        if kind in ("static", "additional"):
            if "effects" in m:
                what = "a static ability is a continuous effect" if kind == "static" else \
                    "an additional cost is paid, not resolved (\"if you do\" instructions " \
                    "test `if: paid`)"
                ctx.error(m.key_line("effects"), join(path, "effects"),
                          f"{what} and has no effects")
        elif kind == "passive":
            if "effects" in m:
                ctx.error(m.key_line("effects"), join(path, "effects"),
                          "a passive ability is a named rule and has no effects")
        elif "modes" in m:
            if "effects" in m:
                ctx.error(m.key_line("modes"), join(path, "modes"),
                          "an ability has `effects:` or `modes:` (choose one), not both")
            else:
                modes = self.modes(m["modes"], m.key_line("modes"), join(path, "modes"),
                                   in_trigger=(kind == "when"))
        elif "effects" not in m:
            ctx.error(m.line, join(path, "effects"), "missing (required)")
        else:
            effects = self.effects(m["effects"], m.key_line("effects"), join(path, "effects"),
                                   in_trigger=(kind in ("when", "instead")))
        if kind == "instead" and any(e.target is not None and e.target.kind in (
                "choose", "each_chooses", "pick") for e in effects):
            ctx.error(m.key_line("effects"), join(path, "effects"),
                      "a replacement is done at once, as the event would happen (369): its "
                      "instructions choose nothing (self, subject, previous, all)")
        modes_once, pay = costs_check.ability_extras(self, m, path, kind)   # 355.3, 383.3.b
        less = costs_check.less(self, m, path, kind)                        # 356.4
        if len(ctx.errors) > before:
            return None
        return Ability(kind={"when": "triggered", "instead": "replacement", "cost": "activated",
                             "passive": "passive", "static": "static",
                             "additional": "additional"}[kind],
                       effects=effects, trigger=trigger, cost=cost, keywords=keywords,
                       passive=passive, value=value, optional=optional, condition=condition,
                       static=static, additional=additional, modes=modes, holds=holds,
                       modes_once=modes_once, pay=pay, granted=granted, less=less,
                       token=token, to=to,
                       source=ctx.loc(m.line))

    def _granted(self, m, path: str) -> bool | str:
        """`to: {all: unit, at: here}` on a battlefield's activated ability: units here have
        it (473, the ability layer 476), the battlefield does not.  `to: {all: legend,
        controller: friendly}`: while you control this battlefield, your legend has it
        ("friendly legends have ...": Forge of the Fluft), the value "legend".  `to: given`:
        the card's `grant_ability` instruction gives it to what it targets (Dominus)."""
        if m["to"] == "given":
            return True
        sel = self.selector(m["to"], m.key_line("to"), join(path, "to"), first=True,
                            in_trigger=False)
        if sel is not None and sel.kind == "all" and sel.object == "legend" and \
                sel.controller == "friendly":
            return "legend"
        if sel is not None and (sel.kind != "all" or sel.object != "unit" or
                                sel.at != "here" or sel.controller != "any"):
            self.ctx.error(m.key_line("to"), join(path, "to"),
                           "an activated ability is given only to {all: unit, at: here} "
                           "(a battlefield's \"Units here have ...\") or {all: legend, "
                           "controller: friendly}")
        return True

    def modes(self, v: Any, line: int, path: str, in_trigger: bool,
              nested: bool = False) -> tuple:
        """`modes:` a list of two or more effect lists; one is chosen (355.3)."""
        ctx = self.ctx
        if not isinstance(v, list) or len(v) < 2:
            ctx.error(line, path, "must be a list of two or more modes, each a list of effects")
            return ()
        items = v if isinstance(v, LineList) else LineList(v)
        return tuple(self.effects(mode, items.item_line(i) if isinstance(v, LineList) else line,
                                  f"{path}[{i}]", in_trigger, nested)
                     for i, mode in enumerate(v))

    def additional(self, m: LineDict, path: str, key: str = "additional"
                   ) -> AdditionalCost | None:
        """`additional: {discard: 1}`, `{pay: {power: {calm: 1}}}`, `{kill: SELECTOR}`,
        `{exhaust: SELECTOR}`, `{spend_buff: SELECTOR}` (a `choose:` selector of one
        object), with `discount: N` or `ignore_cost: true` for what paying it does."""
        ctx = self.ctx
        apath = join(path, key)
        am = ctx.mapping(m[key], m.key_line(key), apath,
                         "an additional cost like {discard: 1} or {kill: {choose: unit}}")
        if am is None:
            return None
        before = len(ctx.errors)
        ctx.keys(am, ADDITIONAL_KINDS, apath)
        kinds = [k for k in ADDITIONAL_KINDS if k in am]
        if len(kinds) != 1:
            ctx.error(am.line, apath, f"names exactly one of: {one_of(ADDITIONAL_KINDS)}")
            return None
        kind = kinds[0]
        kw: dict[str, Any] = {}
        if kind == "pay":
            kw["cost"] = self.cost(am["pay"], am.key_line("pay"), join(apath, "pay"),
                                   self._card_domains, ability=False)
        elif kind == "discard" and isinstance(am["discard"], dict):   # "discard a spell"
            sel = self.selector(am[kind], am.key_line(kind), join(apath, kind), first=True,
                                in_trigger=False)
            if sel is not None and (sel.kind != "pick" or sel.count != 1 or sel.up_to
                                    or sel.at != "hand"):
                ctx.error(am.key_line(kind), join(apath, kind),
                          "a discard cost names one card of a kind: {pick: spell, at: hand}")
            kw["what"] = sel
        elif kind in ("discard", "burn", "spend_xp"):   # spend_xp: "spend 3 XP" (730.2)
            kw["amount"] = ctx.integer(am, kind, apath, minimum=1, default=1)
        else:
            sel = self.selector(am[kind], am.key_line(kind), join(apath, kind), first=True,
                                in_trigger=False)
            own = sel is not None and sel.kind == "self" and key == "pay"   # "Kill this:"
            many = kind == "kill" and key == "pay"    # "kill 3 other friendly units to"
            if sel is not None and not own and (sel.kind != "choose" or sel.up_to or
                                                (sel.count != 1 and not many)):
                ctx.error(am.key_line(kind), join(apath, kind),
                          "an additional cost picks one object: a `choose:` selector"
                          + (" (an ability's `pay:` may also name `self`)"
                             if key == "pay" else ""))
            kw["what"] = sel
        kw["discount"] = ctx.integer(m, "discount", path, minimum=1, default=0)
        kw["ignore_cost"] = ctx.boolean(m, "ignore_cost", path)
        costs_check.any_number(ctx, m, path, kind, kw)          # "any number of", 356.2.b
        if kw["discount"] and kw["ignore_cost"]:
            ctx.error(m.key_line("discount"), join(path, "discount"),
                      "a cost is either reduced or ignored, not both")
        if len(ctx.errors) > before:
            return None
        return AdditionalCost(kind=kind, **kw)

    def static(self, m: LineDict, path: str) -> Static | None:
        """`static: {might: 1, keywords: [ganking], cost: -2}` with `to:` (an `all:`
        selector; me when left out), `while:` (a condition), `each:` (an amount) and
        `minimum:` (cost changes only)."""
        ctx = self.ctx
        spath = join(path, "static")
        sm = ctx.mapping(m["static"], m.key_line("static"), spath,
                         "a continuous effect like {might: 1} or {keywords: [assault]}")
        if sm is None:
            return None
        before = len(ctx.errors)
        ctx.keys(sm, STATIC_KEYS, spath)
        if not any(k in sm for k in STATIC_KEYS):
            ctx.error(sm.line, spath, f"names what it changes: {one_of(STATIC_KEYS)}")
        might = ctx.integer(sm, "might", spath, nonzero=True, default=0)
        cost = ctx.integer(sm, "cost", spath, nonzero=True, default=0)
        power = ctx.integer(sm, "power", spath, nonzero=True, default=0)
        adds = ctx.integer(sm, "adds", spath, minimum=1, default=0)
        if adds and "to" not in m:
            ctx.error(sm.key_line("adds"), join(spath, "adds"), "names whose Add abilities "
                      "add more with `to:` (\"your Gold [Add] an additional [1]\")")
        kws = self.keywords(sm, "keywords", spath, KEYWORDS)
        tags = sm.get("tags", [])
        if "tags" in sm and (not isinstance(tags, list) or not tags or
                             not all(isinstance(t, str) and t for t in tags)):
            ctx.error(sm.key_line("tags"), join(spath, "tags"), "a list of tags, like [Mech]")
            tags = []
        if tags and ("to" in m or "while" in m or len(sm) > 1):
            ctx.error(sm.key_line("tags"), join(spath, "tags"), "tags are given to me alone "
                      "(an Equipment's Effect Text), with nothing else in the static")
        shrouded = ctx.boolean(sm, "shrouded", spath)
        repeat = repeat_reader.granted(self, sm, spath, m)
        no_combat_damage = ctx.boolean(sm, "no_combat_damage", spath)
        to = None
        if "to" in m:
            to = self.selector(m["to"], m.key_line("to"), join(path, "to"), first=True,
                               in_trigger=False)
            if to is not None and to.kind not in ("all", "self"):
                ctx.error(m.key_line("to"), join(path, "to"),
                          "a static ability affects `self` or an `all:` selector (it "
                          "chooses nothing, 355.10.d)")
            if to is not None and to.kind == "self":
                to = None
        condition = self.condition(m["while"], m.key_line("while"), join(path, "while"),
                                   in_trigger=False) if "while" in m else None
        each_equipment = m.get("each") == EACH_EQUIPMENT   # "Your Equipment each give"
        if each_equipment and (not kws or "keywords" not in sm or len(sm) > 1):
            ctx.error(m.key_line("each"), join(path, "each"), "`each: equipment` gives the "
                      "keywords once per Equipment attached to the unit: a `keywords:` static")
        each = self.amount(m["each"], m.key_line("each"), join(path, "each"), first=True,
                           in_trigger=False) if "each" in m and not each_equipment else None
        minimum = ctx.integer(m, "minimum", path, minimum=0, default=0)
        if_missing = ctx.boolean(m, "if_missing", path)
        nth = ctx.integer(m, "nth", path, minimum=1)
        if nth is not None and ("cost" not in sm or to is None):
            ctx.error(m.key_line("nth"), join(path, "nth"), "only a change of other cards' "
                                                          "costs (`cost:` with `to:`) takes `nth:`")
        if if_missing and "keywords" not in sm:
            ctx.error(m.key_line("if_missing"), join(path, "if_missing"),
                      "only a keyword grant takes `if_missing:`")
        counted = kws and all(k.value is not None or k.name in ("assault", "shield", "deflect")
                              for k in kws)
        if "each" in m and "cost" not in sm and "might" not in sm and not counted \
                and not each_equipment:
            ctx.error(m.key_line("each"), join(path, "each"), "only a cost or Might change, "
                      "or a keyword with a number (assault, shield, deflect), takes `each:`")
        for key in ("minimum",):
            # a cost discount's floor, or a Might decrease's ("to a minimum of 1": Leona)
            if key in m and "cost" not in sm and not might < 0:
                ctx.error(m.key_line(key), join(path, key), "only a cost change or a Might "
                                                            f"decrease takes `{key}:`")
        if each is not None and each.of not in (None, "self", "you", "opponent"):
            ctx.error(m.key_line("each"), join(path, "each"),
                      "a static ability counts from the game, not from "
                      "`previous`/`subject`/`it`")
        if power and not cost and to is None:
            ctx.error(sm.key_line("power"), join(spath, "power"),
                      "power pips change a cost beside a `cost:` change (or, with `to:`, "
                      "other cards' costs: \"cost [A] more\")")
        elif power and to is None and (cost >= 0 or power > 0):
            ctx.error(sm.key_line("power"), join(spath, "power"),
                      "`power:` without `to:` is a discount of my own power pips beside a "
                      "`cost:` discount (\"I cost [2][C] less\"), both negative (`each:` "
                      "multiplies both); with `to:` it changes other cards' costs")
        if len(ctx.errors) > before:
            return None
        return Static(might=might, keywords=kws, cost=cost, power=power, to=to, each=each,
                      tags=tuple(tags),
                      minimum=minimum, condition=condition, if_missing=if_missing, nth=nth,
                      shrouded=shrouded, no_combat_damage=no_combat_damage, adds=adds,
                      repeat=repeat, each_equipment=each_equipment)

    def condition(self, v: Any, line: int, path: str, in_trigger: bool, event: bool = False):
        """A condition: a flag (`your_turn`, `buffed`...), `{points: N}`-like tests,
        `{died_this_turn: enemy_unit}`, or a count `{count: {all: ...}, at_least: N}`.
        `event`: a trigger's own `if:`, whose `it` tests its subject, so a list may hold
        `it` tests too ("if it's here and has less Might than me": Soraka, Wanderer)."""
        ctx = self.ctx
        if isinstance(v, list):          # "while I'm at a battlefield with exactly one ..."
            if len(v) < 2:
                ctx.error(line, path, "a list of conditions names two or more (all must hold)")
                return None
            parts = tuple(self.condition(c, line, join(path, str(n)), in_trigger)
                          for n, c in enumerate(v))
            if any(p is None for p in parts):
                return None
            if not event and any(isinstance(p, Condition) and p.kind in IT_KINDS
                                 for p in parts):
                ctx.error(line, path, "`it` / `not_it` tests stand alone, not in a list")
                return None
            return Condition("all", parts)
        if isinstance(v, str):
            if v not in CONDITION_FLAGS:
                ctx.error(line, path, f'"{v}" is not a condition: {one_of(CONDITION_FLAGS)}, '
                                      f"or a mapping like {{points: 6}}"
                                      f"{suggest(v, CONDITION_FLAGS)}")
                return None
            return Condition(v)
        if isinstance(v, dict) and "count" in v:
            return self.count(v, line, path, in_trigger)
        m = ctx.mapping(v, line, path, "a condition like your_turn, {points: 6} or "
                                       "{count: {all: unit}, at_least: 2}")
        if m is None:
            return None
        if len(m) != 1:
            ctx.error(m.line, path, f"a condition names one test: {one_of(CONDITION_VALUES)}"
                                    f" (or `count:` with `at_least:`)")
            return None
        (key, val), = m.items()
        kline = m.key_line(key)
        if key == "not":                 # "if X is not so": the inner condition fails
            inner = self.condition(val, kline, join(path, key), in_trigger)
            if inner is None:
                return None
            if isinstance(inner, Condition) and inner.kind in IT_KINDS:
                ctx.error(kline, join(path, key), "write `not_it:` for an `it` test")
                return None
            return Condition("not", inner)
        if key in ("it", "not_it"):
            return linking.it_condition(ctx, key, val, kline, join(path, key))
        if key not in CONDITION_VALUES:
            ctx.error(kline, join(path, str(key)),
                      f"not a condition: {one_of(CONDITION_VALUES + ('count', 'not'))}"
                      f"{suggest(key, CONDITION_VALUES + CONDITION_FLAGS)}")
            return None
        if key in ("revealed", "not_revealed"):   # a domain (Twisted Fate) or a type
            return linking.revealed_condition(ctx, val, kline, join(path, key), key)
        if key in ("played", "opponent_played"):
            return linking.played_condition(ctx, key, val, kline, join(path, key))
        got = condition_extras.read(ctx, key, val, kline, path)   # what the effect did
        if got is not condition_extras.NOT_READ:
            return got
        if key in ("died_this_turn", "died_in_your_beginning"):
            if val not in DIED_WHAT:
                ctx.error(kline, join(path, key), f"{describe(val)} is not one of: "
                                                  f"{one_of(DIED_WHAT)}")
                return None
            return Condition(key, val)
        n = ctx.integer(m, key, path,
                        minimum=0 if key in ("opponent_within", "you_within", "hand_at_most",
                                             "it_might_at_most", "not_it_might_at_most")
                        else 1)
        return Condition(key, n) if n is not None else None

    def amount(self, v: Any, line: int, path: str, first: bool,
               in_trigger: bool) -> Amount | None:
        """`{might: previous}`, `{cost: previous}`, `{count: {all: ...}}`,
        `{highest_might: {all: unit, controller: friendly}}`, each with optional `times:`."""
        ctx = self.ctx
        m = ctx.mapping(v, line, path, "a number or an amount like {might: previous} or "
                                       "{count: {all: unit, controller: friendly}}")
        if m is None:
            return None
        ctx.keys(m, AMOUNT_KINDS + ("times", "minus"), path)
        kinds = [k for k in AMOUNT_KINDS if k in m]
        if len(kinds) != 1:
            ctx.error(m.line, path, f"an amount names exactly one of: {one_of(AMOUNT_KINDS)}")
            return None
        kind = kinds[0]
        times = ctx.integer(m, "times", path, minimum=1, default=1)
        kline = m.key_line(kind)
        val = m[kind]
        if kind in ("played", "excess", "held_points"):
            if val != "you":
                ctx.error(kline, join(path, kind), f"{describe(val)}: write `{{{kind}: you}}`")
                return None
            return Amount(kind, of=val, times=times or 1)
        if kind == "points":
            if val not in ("you", "opponent"):
                ctx.error(kline, join(path, kind), f"{describe(val)} is not one of: you, "
                                                   f"opponent")
                return None
            return Amount(kind, of=val, times=times or 1)
        minus = linking.amount_minus(ctx, m, kind, path, first)
        if kind in ("paid", "killed"):        # what the previous pay_any paid (204.3.b) /
            if val != "previous" or first:    # the units its damage kills (142.4)
                ctx.error(kline, join(path, kind), f"`{kind}:` reads the previous instruction "
                                                   f"(write `{{{kind}: previous}}`)")
                return None
            return Amount(kind, of="previous", times=times or 1)
        if kind == "count" and val == "previous":
            return linking.count_previous(ctx, kline, join(path, kind), first, times)
        if kind in ("might", "cost", "damage", "assault", "equipment"):
            if val not in AMOUNT_OF:
                ctx.error(kline, join(path, kind), f"{describe(val)} is not one of: "
                                                   f"{one_of(AMOUNT_OF)}")
                return None
            if val == "previous" and first:
                ctx.error(kline, join(path, kind), "`previous` in the first instruction: "
                                                   "there is no previous instruction")
                return None
            if val == "subject" and not in_trigger:
                ctx.error(kline, join(path, kind), "`subject` is only meaningful in a "
                                                   "triggered ability")
                return None
            return Amount(kind, of=val, times=times or 1, minus=minus)
        # `at: {that: N}` counts at the location of an earlier instruction's choice
        sel = self.selector(val, kline, join(path, kind), first=first, in_trigger=in_trigger)
        if sel is None:
            return None
        if sel.kind != "all":
            ctx.error(kline, join(path, kind), "counts an `all:` selector")
            return None
        if kind == "tags_among" and not sel.tags:
            ctx.error(kline, join(path, kind), "names the tags it counts: {all: unit, "
                                               "controller: friendly, tags: [Bird, Cat]}")
            return None
        return Amount(kind, what=sel, times=times or 1)

    def trigger(self, v: Any, line: int, path: str) -> Trigger | None:
        ctx = self.ctx
        if isinstance(v, str):
            if v not in TRIGGER_EVENTS:
                ctx.error(line, path, f'"{v}" is not one of the trigger events: '
                                      f"{one_of(TRIGGER_EVENTS)}{suggest(v, TRIGGER_EVENTS)}")
                return None
            return Trigger(event=v)
        m = ctx.mapping(v, line, path, "an event name or a mapping like {event: move, ...}")
        if m is None:
            return None
        ctx.keys(m, TRIGGER_KEYS, path)
        event = ctx.text(m, "event", path, required=True, choices=TRIGGER_EVENTS)
        subject = ctx.text(m, "subject", path, choices=TRIGGER_SUBJECTS, default="self")
        where = ctx.text(m, "where", path, choices=TRIGGER_WHERE)
        direction = ctx.text(m, "direction", path, choices=MOVE_DIRECTIONS)
        if direction is not None and event is not None and event not in ("move", "play"):
            ctx.error(m.key_line("direction"), join(path, "direction"),
                      "only a `move` or `play` trigger has a direction")
        min_energy = ctx.integer(m, "min_energy", path, minimum=0)
        spent = ctx.integer(m, "spent_at_least", path, minimum=1)
        if spent is not None and event is not None and event != "play_spell":
            ctx.error(m.key_line("spent_at_least"), join(path, "spent_at_least"),
                      "only a `play_spell` trigger has spent_at_least")
        if min_energy is not None and event is not None and \
                event not in ("play_spell", "play", "activate"):
            ctx.error(m.key_line("min_energy"), join(path, "min_energy"),
                      "only a `play_spell`, `play` or `activate` trigger has a min_energy")
        only_if = self.condition(m["if"], m.key_line("if"), join(path, "if"), True, event=True) \
            if "if" in m else None
        more = trigger_fields.refinements(ctx, m, path, event)   # engine/events.py
        if "zone" in m:                                          # engine/zones.py
            more["zone"] = ctx.text(m, "zone", path, choices=("trash", "deck"))
        if (event == "seen") != (more.get("zone") == "deck") and event is not None:
            # 385.2: an ability of a card off the board says where it works; "as you look
            # at or reveal me" works from the Main Deck only, and only it does
            ctx.error(m.key_line("event"), join(path, "event"),
                      "`event: seen` goes with `zone: deck` (and `zone: deck` with it)")
        if event is None:
            return None
        return Trigger(event=event, subject=subject, where=where, direction=direction,
                       min_energy=min_energy, spent_at_least=spent, only_if=only_if, **more)

    def count(self, v: Any, line: int, path: str, in_trigger: bool) -> Count | None:
        """`{count: {all: unit, ...}, at_least: N}`: at least N objects match."""
        ctx = self.ctx
        m = ctx.mapping(v, line, path, "a test like {count: {all: unit, at: here}, at_least: 4}")
        if m is None:
            return None
        ctx.keys(m, ("count", "at_least", "exactly", "total_might"), path)
        if "count" not in m:
            ctx.error(m.line, join(path, "count"), "missing (required)")
            return None
        sel = self.selector(m["count"], m.key_line("count"), join(path, "count"),
                            first=getattr(self, "count_first", True), in_trigger=in_trigger)
        if sel is not None and sel.kind != "all":
            ctx.error(m.key_line("count"), join(path, "count"), "counts an `all:` selector")
            return None
        if "exactly" in m:                # "if there is exactly one other unit ..."
            if "at_least" in m:
                ctx.error(m.key_line("exactly"), join(path, "exactly"),
                          "`exactly` and `at_least` cannot both be given")
            n = ctx.integer(m, "exactly", path, minimum=0, default=1)
            return Count(sel, max(n, 1), exactly=n) if sel is not None else None
        n = ctx.integer(m, "at_least", path, minimum=1, default=1)
        total = ctx.boolean(m, "total_might", path)      # "total Might 5 or more"
        if total and sel is not None and sel.object != "unit":
            ctx.error(m.key_line("total_might"), join(path, "total_might"),
                      "only units have Might to add up")
        return Count(sel, n, total_might=total) if sel is not None else None
