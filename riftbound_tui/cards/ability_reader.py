"""Reading a card's abilities: which kind each is (`when:` triggered, `instead:` a
replacement 367-372, `cost:` activated, `static:`, `passive:`, `additional:` an additional
cost), the keywords and costs of a card and of its activated abilities, modes (355.3) and
additional costs; each checked against the closed vocabularies of `model` and reported as
`file:line` errors (cards/checking.py).  cards/README.md, "Costs", "Abilities", "Modes"
and "Additional costs".  Triggers are read by trigger_reader.py, statics and passives by
static_reader.py, conditions and amounts by condition_reader.py; the card reader
(loader.py) builds on this class, as it builds on the instruction reader
(effect_reader.py)."""

from __future__ import annotations

from typing import Any

from . import costs_check
from .checking import describe, join, one_of, suggest
from .model import (
    ABILITY_CONDITIONS, ADDITIONAL_KINDS, DOMAINS, Ability, AdditionalCost, Cost, Effect,
    Keyword,
)
from .static_reader import STATIC_ONLY, StaticReader
from .trigger_reader import TriggerReader
from .yaml_lines import LineDict, LineList

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
# The events a replacement ability (`instead:`, 367-372) may replace (engine/replacement.py).
REPLACED_EVENTS = ("dies",)


class AbilityReader(TriggerReader, StaticReader):
    """Keywords, costs and abilities of one card (a `Ctx`); the card reader sets `ctx` and
    `_card_domains` (what `power: N` in an ability cost may pay)."""

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
            passive, value, token, holds = self.passive(m, path)
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
