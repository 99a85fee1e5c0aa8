"""Reading effects and selectors: the instructions of the card language (`op:` and its
fields) and the objects they pick.  The card reader (loader.py) is built on this; errors
name file, line and field like every other part of the loader."""

from __future__ import annotations

import re
from typing import Any

from . import chain_choice, choosers, effect_extras, linking, selector_extras, zones_check
from .checking import describe, join, one_of, suggest
from .model import (
    ANY_NUMBER, COPY_OF_PREVIOUS, COPY_OF_SUBJECT, CONTROLLERS, DESTINATIONS, DOMAINS,
    DURATIONS, EFFECT_OPS, GRANT_REPEAT_WHAT, KEYWORDS, LOCATIONS, NAME_WHAT, NEXT_PLAY_WHAT,
    PLAYERS, SELECTOR_KINDS, SELECTOR_OBJECTS, TOGETHER_OPS, TRIGGER_EVENTS, Effect, Selector,
)
from .yaml_lines import LineList

IF_PREVIOUS = ("failed", "done")   # "if you can't" / "if you do" (359.3.e.14)
NAMED = ("that", "previous", "self", "subject")   # selectors that choose nothing
COPY_WHAT = ("effect_text",)   # copy: "copy that unit's text to this Equipment's Effect
                               # Text" (477.1.b.2: Svellsongur), only that trait copied
ATTACH_WHAT = ("chosen", "equipment",          # attach: the gear instruction 1 chose, not this card
                                     # ("attach a detached Equipment you control to ...": Jax)
               "to_me")              # the target (gear) attached to me, no Equip cost paid
KILL_WHAT = ("this",)                # Effect Text's "kill this": the card whose Effect Text
                                     # it is, attached to the target (Guardian Angel, 718.3)
SAVE_WHAT = ("banish",)              # save_from_death: "if it would die this turn, banish it
                                     # instead" (Smite): not healed and recalled
DETACH_WHAT = ("equipment",         # "detach an Equipment from it" (a unit target)
               "chosen",            # "detach that Equipment (instruction 1's) from it"
               "this")              # Effect Text's "unattach this": the card whose Effect
                                    # Text it is, from its unit (Blighted Battleaxe)
SELECTOR_OPTS = ("count", "up_to", "controller", "at", "other", "max_might", "min_might",
                 "max_energy", "max_power", "tags", "damaged", "exhausted", "ready", "buffed",
                 "chooser", "starting", "not_yours",
                 "either", "distinct", "elsewhere", "apart_from", "occupied", "unit_count",
                 "max_total_might",
                 "together", "keyword", "not_type", "max_might_over", "stunned", "attacking",
                 "domain",
                 "equipped", "token", "attached", "detached", "of_them", "empowered",
                 "defending_alone", "not_tags",
                 "chosen_champion", "energy_below", "named", "not_subject", "open",
                 *selector_extras.KEYS, *chain_choice.KEYS)

# op -> (required keys, optional keys); every op also takes `if_previous`, `if`, `ask` and
# `do_this`.
_T = "target"
OP_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "deal": (("amount", _T), ("split", "dealer", "bonus_each")),
    "kill": ((_T,), ("what",)),   # what: this = the attached card whose Effect Text it is
    "draw": ((), ("amount", "player", _T, "reveal")),    # N from the top, or a given card (413.1.a)
    "discard": ((), ("amount", "player", _T)),   # amount, or the cards (engine/zones.py)
    "move": ((_T, "dest"), ()),
    "cant_move": ((_T,), ("player",)),    # "they can't move it this turn" (moves.py)
    "return_to_hand": ((_T,), ()),
    "channel": (("amount",), ("exhausted", "player", "pay")),   # "may pay [1] to channel"
    "might": (("amount", _T), ("duration", "minimum")),
    "base_might": (("amount", _T), ("duration",)),
    "cant_be_chosen": ((_T,), ("duration",)),
    "double_damage": ((_T,), ("duration",)),
    "swap_might": ((_T,), ("duration",)),   # with what the previous instruction affected
    "prevent_next": ((_T,), ("amount", "duration")),   # no amount: "the next time" (437)
    "counter": ((_T,), ("dest",)),   # dest: owner_hand = "return it to its owner's hand
                                     # instead of putting it in their trash" (Abandon)
    "stun": ((_T,), ()),
    "ready": ((_T,), ("pay",)),      # with ask: "you may pay [C] to ready it" (Guards!)
    "exhaust": ((_T,), ()),
    "recall": ((_T,), ()),
    "buff": ((_T,), ()),
    "play_token": (("token",), ("amount", "dest", "ready", "player", "exhausted")),
    "gain_points": (("amount",), ("player",)),
    "grant_keyword": ((_T, "keyword"), ("duration",)),
    "grant_ability": ((_T,), ("duration",)),
    "grant_flow": ((_T,), ("duration",)),
    "add": (("amount",), ("domain", "spells_only", "only", "player")),
    "cost_this_turn": (("what", "amount"), ("player",)),     # 356.3: N more, this turn
    "next_play": (("what",), ("amount", "ready", "bonus", "buff", "ignore", "power")),  # less,
                                                                     # Bonus Damage, buffed
    "extra_turn": ((), ("player",)),
    "take_control": ((_T,), ("pay", "player", "dest", "until")),   # pay: "you may pay
        # [A]. If you do, gain control of it"; player: "they gain control of this"; dest:
        # base = "move it to your base"; until: leaves = "you control it until I leave the
        # board" (Akshan)
    "lose_control": ((_T,), ()),
    "activate_triggers": ((_T, "event"), ()),
    "pay_any": ((), ("domain",)),
    "name": (("what",), ("among",)),   # "name a tag / a spell" (engine/naming.py)
    "new_choices": ((_T,), ()),
    "player_modes": (("modes",), ("player",)),   # player: controller = "you choose one"
    "fight": ((_T,), ("fighter",)),
    "copy": ((_T, "of"), ("until", "what")),  # 477.1.b.1: "it becomes a copy of that unit";
        # until: detached = "for as long as this is attached to it" (Shady Spectacles)
    "to_deck": ((_T,), ()),                  # "its owner places it on the top or bottom"
    "choose": ((_T,), ()),
    "spend_buff": ((), ("amount", _T)),   # a target: spend that unit's buff (702.2.b)
    "win": ((), ("player",)),
    "swap": ((_T,), ("fighter",)),   # fighter: previous = "move each to the other's
                                     # location" (the target and the previous objects)
    "attach": ((_T,), ("what",)),   # what: chosen = "attach it (what instruction 1 chose)";
                                    # equipment = "attach one of its Equipment to me"
    "detach": ((_T,), ("what",)),   # what: equipment = "detach an Equipment from it"
    "custom": (("handler",), ("amount", _T, "player", "duration", "dest", "minimum",
                              "exhausted", "ready", "token", "keyword")),
    # hidden and other zones (engine/zones.py, validated in cards/zones_check.py)
    "look": ((), ("amount", "player", "reveal", "until", "zone")),
    "banish": ((_T,), ("player",)),
    "recycle": ((_T,), ("rest",)),
    "to_hand": ((_T,), ()),
    "to_trash": ((_T,), ()),
    "to_top": ((_T,), ()),         # put cards on the top of their owner's Main Deck
    "play": ((_T,), ("player", "ignore", "reduce", "pay", "dest", "afterwards")),
    "order": ((_T,), ()),
    "keep": ((_T,), ("player",)),
    "to_champion_zone": ((_T,), ()),
    "prevent_damage": ((), ()),
    "save_from_death": ((_T,), ("pay", "what")),   # what: banish = "banish it instead"
    "heal": ((_T,), ()),
    "delayed": (("when", "effects"), (_T,)),
    "buff_bonus": (("amount",), ()),
    "burn": (("amount",), ("player",)),
    "empower": ((_T,), ()),
    "disempower": ((_T,), ()),
    "gain_xp": (("amount",), ("player",)),
    "pay": (("pay", "ask"), ()),   # "unless its controller pays [2]": asked, paid or not
    "copy_keywords": ((_T,), ("duration",)),   # "give it my keywords this turn"
    "spend_xp": (("amount",), ("player",)),     # 730.2: a cost within instructions
    "look_facedown": ((), ("player",)),         # "you can look at their facedown cards"
    "replace": (("token",), ()),                # "replace that battlefield with a TOKEN
    "swap_back": ((), ()),                      # battlefield token" / "... and back" (438)
    "play_again": (("pay", "player"), ("amount",)),   # Dancing Grenade (engine/play_again.py)
    "grant_repeat": (("what",), ()),            # 820: "give the next spell you play this
                                                # turn [Repeat] equal to its cost"
}
assert set(OP_FIELDS) == set(EFFECT_OPS), "OP_FIELDS must cover EFFECT_OPS exactly"
_EFFECT_FIELDS = ("op", "amount", "target", "player", "duration", "dest", "minimum",
                  "exhausted", "ready", "token", "keyword", "handler", "if_previous", "domain",
                  "spells_only", "only", "if", "what", "fighter", "dealer", "ask", "split",
                  "reveal", "ignore",
                  "reduce", "pay", "until", "zone", "rest", "when", "effects", "do_this",
                  "afterwards", "together", "among")
# amounts that count something must be positive; might may be negative but not 0
_POSITIVE_AMOUNT = ("deal", "draw", "discard", "channel", "play_token", "gain_points", "add",
                    "cost_this_turn",
                    "next_play", "look", "buff_bonus", "gain_xp", "base_might", "prevent_next",
                    "spend_xp")
# ops whose amount may be taken from the game (`amount: {might: previous}`)
_COMPUTED_AMOUNT = ("deal", "draw", "channel", "might", "gain_points", "discard", "add",
                    "gain_xp", "play_token")

_HANDLER_RE = re.compile(r"^[a-z][a-z0-9_]*$")


class EffectReader:
    """The effect and selector half of the card reader; `self.ctx` is its Ctx, and the
    ability half (loader._CardReader) supplies amount, condition, count and modes."""

    def effects(self, v: Any, line: int, path: str, in_trigger: bool,
                nested: bool = False) -> tuple[Effect, ...]:
        """`nested`: a mode done as an instruction resolves (player_modes), whose `{that:
        N}` and `previous` name the instructions of the effect around it."""
        ctx = self.ctx
        if not isinstance(v, list):
            ctx.error(line, path, f"must be a list of effects, not {describe(v)}")
            return ()
        if not isinstance(v, LineList):
            v = LineList(v)
            v.line = line
        if not v:
            ctx.error(line, path, "is empty")
            return ()
        out = []
        for i, item in enumerate(v):
            eff = self.effect(item, v.item_line(i), f"{path}[{i}]",
                              first=(i == 0) and not nested, in_trigger=in_trigger)
            if eff is not None:
                out.append(eff)
        for i, eff in enumerate(out):
            if eff.together and i and out[i - 1].op != eff.op:
                ctx.error(line, f"{path}[{i}]", "`together` joins an instruction of the same "
                          f"op (here {out[i - 1].op} and {eff.op})")
        if len(out) == len(v) and not nested:
            linking.check_links(ctx, tuple(out), path, in_trigger)
        return tuple(out)

    def effect(self, v: Any, line: int, path: str, first: bool,
               in_trigger: bool) -> Effect | None:
        ctx = self.ctx
        m = ctx.mapping(v, line, path, "an effect (a mapping like {op: draw, amount: 1})")
        if m is None:
            return None
        before = len(ctx.errors)
        op = ctx.text(m, "op", path, required=True, choices=EFFECT_OPS)
        if op is None:
            ctx.keys(m, _EFFECT_FIELDS, path)
            return None
        required, optional = OP_FIELDS[op]
        allowed = ("op", "if_previous", "if", "ask", "do_this", "together") + required + optional
        ctx.keys(m, allowed, path, not_here={
            k: f"does not apply to op `{op}` (it takes: {one_of(allowed[1:])})"
            for k in _EFFECT_FIELDS if k not in allowed})
        for key in required:
            if key not in m:
                ctx.error(m.line, join(path, key), f"missing (op `{op}` needs it)")
        kw: dict[str, Any] = {}
        if "amount" in m and isinstance(m["amount"], dict):
            if "amount" not in allowed:
                pass                                   # reported above: not a field of op
            elif op not in _COMPUTED_AMOUNT:
                ctx.error(m.key_line("amount"), join(path, "amount"),
                          f"op `{op}` takes a fixed number, not an amount from the game")
            else:
                kw["amount_of"] = self.amount(m["amount"], m.key_line("amount"),
                                              join(path, "amount"), first=first,
                                              in_trigger=in_trigger)
                if kw["amount_of"] is not None and kw["amount_of"].of == "it" and (
                        "target" not in m or not isinstance(m["target"], dict)
                        or m["target"].get("count", 1) != 1 or "all" in m["target"]):
                    ctx.error(m.key_line("amount"), join(path, "amount"),
                              "`it` (the object the instruction affects) needs one chosen "
                              "target")
        elif "amount" in m:
            kw["amount"] = ctx.integer(
                m, "amount", path, minimum=1 if op in _POSITIVE_AMOUNT else None,
                nonzero=(op == "might"), default=0)
        elif op == "play_token":
            kw["amount"] = 1
        if "target" in m:
            kw["target"] = self.selector(m["target"], m.key_line("target"),
                                         join(path, "target"), first=first,
                                         in_trigger=in_trigger)
        if "player" in m:
            kw["player"] = ctx.text(m, "player", path, choices=PLAYERS, default="you")
            if op == "play_again" and kw["player"] != "controller":
                ctx.error(m.key_line("player"), join(path, "player"), "\"its controller may "
                          "play this spell again\": `player: controller` (the previous "
                          "instruction's object's)")
            if op == "play_again" and first:
                ctx.error(m.key_line("player"), join(path, "player"), "\"its controller\" "
                          "names what an earlier instruction affected")
        if "duration" in m:
            kw["duration"] = ctx.text(m, "duration", path, choices=DURATIONS,
                                      default="permanent")
        if "dest" in m:
            kw["dest"] = ctx.text(m, "dest", path, choices=DESTINATIONS)
        if "minimum" in m:
            kw["minimum"] = ctx.integer(m, "minimum", path, minimum=0)
        if "exhausted" in m:
            kw["exhausted"] = ctx.boolean(m, "exhausted", path)
        if "ready" in m:
            kw["ready"] = ctx.boolean(m, "ready", path)
        if "token" in m:
            tok = ctx.text(m, "token", path)
            kw["token"] = " ".join(tok.split()) if tok else None
        if "keyword" in m:
            kw["keyword"] = self.keyword(m["keyword"], m.key_line("keyword"),
                                         join(path, "keyword"), KEYWORDS)
        if "handler" in m:
            handler = ctx.text(m, "handler", path)
            if handler is not None and not _HANDLER_RE.match(handler):
                ctx.error(m.key_line("handler"), join(path, "handler"),
                          f'"{handler}" is not a handler name (lower_case_with_underscores)')
            kw["handler"] = handler
        if "domain" in m:
            kw["domain"] = ctx.text(m, "domain", path, choices=DOMAINS + ("any",))
        if "modes" in m and op == "player_modes":      # 355.10.e (engine/player_modes.py)
            kw["modes"] = self.modes(m["modes"], m.key_line("modes"), join(path, "modes"),
                                     in_trigger, nested=not first)
            if any(e.target is not None and e.target.kind not in NAMED
                   for mode in kw["modes"] for e in mode):
                ctx.error(m.key_line("modes"), join(path, "modes"),
                          "a mode chosen as it resolves makes no choices of its own (its "
                          "objects are named: {that: N}, previous, self, subject)")
            if kw.get("player", "you") not in ("you", "controller"):
                ctx.error(m.key_line("player"), join(path, "player"),
                          "player_modes: each other player chooses (no `player:`), or "
                          "`controller`: the instruction's controller does")
        if "bonus" in m:
            kw["bonus"] = ctx.integer(m, "bonus", path, minimum=1, default=0)
        if "bonus_each" in m:            # 712: "deals 1 Bonus Damage for each ..."
            got = self.amount(m["bonus_each"], m.key_line("bonus_each"),
                              join(path, "bonus_each"), first, in_trigger)
            if got is not None and got.kind != "count":
                ctx.error(m.key_line("bonus_each"), join(path, "bonus_each"),
                          "Bonus Damage for each: a `count:`")
            kw["bonus_each"] = got
        if "buff" in m and op == "next_play":
            kw["buff"] = ctx.boolean(m, "buff", path)
        if "power" in m and op == "next_play":       # "[2][A][A] less": [A] pips off too
            kw["less_power"] = ctx.integer(m, "power", path, minimum=1, default=0)
        if "event" in m:
            kw["event"] = ctx.text(m, "event", path, choices=TRIGGER_EVENTS)
        if "what" in m:
            kw["what"] = ctx.text(m, "what", path, choices=DETACH_WHAT if op == "detach"
                                  else SAVE_WHAT if op == "save_from_death"
                                  else KILL_WHAT if op == "kill"
                                  else ATTACH_WHAT if op == "attach"
                                  else NAME_WHAT if op == "name"
                                  else GRANT_REPEAT_WHAT if op == "grant_repeat"
                                  else COPY_WHAT if op == "copy"
                                  else NEXT_PLAY_WHAT)
        if "among" in m:                      # name: "choose Bird, Cat, Dog, or Poro"
            got = ctx.text_list(m, "among", path)
            if got:
                kw["among"] = tuple(got)
        if "of" in m and op == "copy" and m["of"] == "self":   # "copies of me" (-1)
            kw["copy_of"] = -1
        elif "of" in m and op == "copy" and m["of"] == "subject":    # a trigger's subject
            kw["copy_of"] = COPY_OF_SUBJECT       # ("that unit's text": Svellsongur)
            if not in_trigger:
                ctx.error(m.key_line("of"), join(path, "of"),
                          "`subject` (the object a trigger is about) is only meaningful in "
                          "a triggered ability")
        elif "of" in m and op == "copy" and m["of"] == "previous":   # "a copy of that unit":
            kw["copy_of"] = COPY_OF_PREVIOUS      # what the previous instruction affected
            if first:
                ctx.error(m.key_line("of"), join(path, "of"),
                          "`previous` in the first instruction: there is no previous "
                          "instruction")
        elif "of" in m and op == "copy":      # the instruction whose choice is copied
            kw["copy_of"] = ctx.integer(m, "of", path, minimum=1, default=0)
            if first:
                ctx.error(m.key_line("of"), join(path, "of"),
                          "names an earlier instruction that chooses (1-based)")
        if "fighter" in m and isinstance(m["fighter"], dict):
            # `{that: N}`: the unit instruction N chose (Rampage: "the friendly unit")
            n = m["fighter"].get("that")
            if not isinstance(n, int) or isinstance(n, bool) or len(m["fighter"]) != 1 or n < 1:
                ctx.error(m.key_line("fighter"), join(path, "fighter"),
                          "`fighter:` is self, previous or {that: N}")
            else:
                kw["fighter"] = f"that:{n}"
        for key in ("fighter", "dealer"):
            if key not in m or isinstance(m[key], dict):
                continue
            kw[key] = ctx.text(m, key, path, default="self" if key == "fighter" else None,
                               choices=("self", "previous") if key == "fighter" else
                               ("previous",))
            if kw[key] == "previous" and first:
                ctx.error(m.key_line(key), join(path, key),
                          "`previous` in the first instruction: there is no previous "
                          "instruction")
        if op in ("ready", "channel") and "pay" in m and "ask" not in m:
            ctx.error(m.key_line("pay"), join(path, "pay"),
                      "a cost within an instruction is a \"may pay\": it takes `ask:`")
        if op in ("delayed", "save_from_death"):      # cards/effect_extras.py
            effect_extras.read(self, m, path, op, kw)
        if op == "take_control" and "until" in m:
            kw["until"] = ctx.text(m, "until", path, choices=("leaves",))
        if op == "copy" and "until" in m:
            kw["until"] = ctx.text(m, "until", path, choices=("detached",))
        if op == "take_control" and "pay" in m and "ask" not in m:
            ctx.error(m.key_line("pay"), join(path, "pay"),
                      "a cost within an instruction is a \"may pay\": it takes `ask:`")
        if "if" in m:
            # a count in it may name an earlier instruction's choice ("there": `{that: N}`)
            self.count_first = first
            try:
                kw["only_if"] = self.condition(m["if"], m.key_line("if"), join(path, "if"),
                                               in_trigger)
            finally:
                self.count_first = True
        if "spells_only" in m:
            kw["spells_only"] = ctx.boolean(m, "spells_only", path)
            if "domain" in m and m["domain"] != "any":
                ctx.error(m.key_line("spells_only"), join(path, "spells_only"),
                          "only energy or power of any domain can be limited to spells")
        if "only" in m and op == "add":      # kept apart: "Spend this Energy only during
            # showdowns", "Use only to play gear or use gear abilities" (engine/limited.py)
            kw["only"] = ctx.text(m, "only", path, choices=("showdowns", "units", "gear"))
            if "spells_only" in m:
                ctx.error(m.key_line("only"), join(path, "only"),
                          "`only:` and `spells_only:` together: one limit for what it adds")
        if "split" in m:
            kw["split"] = ctx.boolean(m, "split", path)
            t = m.get("target")
            fixed = isinstance(m.get("amount"), int) and isinstance(t, dict) and \
                isinstance(t.get("count", 1), int) and t.get("count", 1) <= m["amount"]
            # an amount from the game ("damage equal to its Might split among ...") takes
            # any number of targets: those beyond the damage cease being targets (355.14.h)
            computed = isinstance(m.get("amount"), dict) and isinstance(t, dict) and \
                t.get("count") == "any"
            if kw["split"] and not (isinstance(t, dict) and "choose" in t and t.get("up_to")
                                    and (fixed or computed)):
                ctx.error(m.key_line("split"), join(path, "split"),
                          "a split needs a fixed amount and `choose:` up to that many targets "
                          "(355.14.c)")
        if "ask" in m:
            kw["ask"] = ctx.text(m, "ask", path, choices=("controller", "opponent", "you",
                                                          "that_player"))
        if "do_this" in m:          # 387: a reflexive trigger from here to the end
            kw["do_this"] = ctx.boolean(m, "do_this", path)
        if "together" in m:         # 370.1.a.2: one game action with the instruction before
            kw["together"] = ctx.boolean(m, "together", path)
            if kw["together"] and (first or op not in TOGETHER_OPS):
                ctx.error(m.key_line("together"), join(path, "together"),
                          f"joins the instruction before it, of the same op, one of "
                          f"{one_of(sorted(TOGETHER_OPS))}")
        if "if_previous" in m:
            kw["if_previous"] = ctx.text(m, "if_previous", path, choices=IF_PREVIOUS)
            if first:
                ctx.error(m.key_line("if_previous"), join(path, "if_previous"),
                          "the first instruction has no previous instruction")
        zones_check.effect_fields(self, m, path, op, kw)     # look / play fields
        if len(ctx.errors) > before:
            return None
        return Effect(op=op, source=ctx.loc(m.line), **kw)

    # -- selectors

    def selector(self, v: Any, line: int, path: str, first: bool, in_trigger: bool,
                 location: bool = False) -> Selector | None:
        ctx = self.ctx
        before = len(ctx.errors)
        bare = ("self", "subject", "previous")
        if isinstance(v, dict) and "that" in v:
            return linking.that_selector(ctx, v, line, path, first, location)
        if isinstance(v, str):
            if v not in bare:
                hint = (f" (write {{{v}: unit}} with the kind of object)"
                        if v in SELECTOR_KINDS else suggest(v, bare))
                ctx.error(line, path, f'"{v}" is not a target: write self, subject, previous '
                                      f"or a mapping like {{choose: unit}}{hint}")
                return None
            kind, obj, m = v, "unit", None
        else:
            m = ctx.mapping(v, line, path, "a target like {choose: unit, at: battlefield}")
            if m is None:
                return None
            kinds = [k for k in m if k in SELECTOR_KINDS]
            if len(kinds) != 1:
                ctx.error(m.line, path, "a target names exactly one of: "
                          f"{one_of(SELECTOR_KINDS)} (e.g. {{choose: unit}})"
                          + (f"; found {', '.join(kinds)}" if kinds else ""))
                ctx.keys(m, SELECTOR_KINDS + SELECTOR_OPTS, path)
                return None
            kind = kinds[0]
            ctx.keys(m, (kind,) + SELECTOR_OPTS, path, not_here={
                k: "a target names exactly one kind" for k in SELECTOR_KINDS})
            obj = m[kind]
            if obj is None and kind in bare:
                obj = "unit"
            elif not isinstance(obj, str) or obj not in SELECTOR_OBJECTS:
                ctx.error(m.key_line(kind), join(path, kind),
                          f"{describe(obj)} is not one of: {one_of(SELECTOR_OBJECTS)}"
                          f"{suggest(obj, SELECTOR_OBJECTS)}")
                obj = "unit"
        if kind == "subject" and not in_trigger:
            ctx.error(line, path, "`subject` (the object a trigger is about) is only "
                                  "meaningful in a triggered ability")
        if kind == "previous" and first:
            ctx.error(line, path, "`previous` in the first instruction: there is no "
                                  "previous instruction")
        kw: dict[str, Any] = {}
        if m is not None:
            if kind not in ("choose", "pick", "each_chooses"):
                for key in ("count", "up_to"):
                    if key in m:
                        ctx.error(m.key_line(key), join(path, key),
                                  f"only a `choose` target has `{key}`")
            if m.get("count") == "any":      # "any number of" (355.13): up to every one
                kw["count"] = ANY_NUMBER
                if not m.get("up_to"):
                    ctx.error(m.key_line("count"), join(path, "count"),
                              "`count: any` goes with `up_to: true` (355.13)")
            else:
                kw["count"] = ctx.integer(m, "count", path, minimum=1, default=1)
            kw["up_to"] = ctx.boolean(m, "up_to", path)
            kw["controller"] = ctx.text(m, "controller", path, choices=CONTROLLERS,
                                        default="any")
            if "at" in m:
                at, aline = m["at"], m.key_line("at")
                if isinstance(at, dict):
                    if location:
                        ctx.error(aline, join(path, "at"), "a location cannot itself be "
                                                            "at a chosen location")
                    else:
                        loc = self.selector(at, aline, join(path, "at"), first=first,
                                            in_trigger=in_trigger, location=True)
                        if loc is not None and loc.object != "battlefield":
                            ctx.error(aline, join(path, "at"),
                                      "a chosen location must pick a battlefield")
                        kw["location"] = loc
                else:
                    kw["at"] = ctx.text(m, "at", path, choices=LOCATIONS)
            kw["other"] = ctx.boolean(m, "other", path)
            if "not_subject" in m:
                if not in_trigger:
                    ctx.error(m.key_line("not_subject"), join(path, "not_subject"),
                              "only a triggered ability has a subject to leave out")
                kw["not_subject"] = ctx.boolean(m, "not_subject", path)
            kw["damaged"] = ctx.boolean(m, "damaged", path)
            kw["exhausted"] = ctx.boolean(m, "exhausted", path)
            kw["ready"] = ctx.boolean(m, "ready", path)
            kw["buffed"] = ctx.boolean(m, "buffed", path)
            kw["stunned"] = ctx.boolean(m, "stunned", path)
            kw["attacking"] = ctx.boolean(m, "attacking", path)
            kw["equipped"] = ctx.boolean(m, "equipped", path)
            kw["token"] = ctx.boolean(m, "token", path)
            kw["attached"] = ctx.boolean(m, "attached", path)
            kw["detached"] = ctx.boolean(m, "detached", path)
            kw["of_them"] = ctx.boolean(m, "of_them", path)
            kw["empowered"] = ctx.boolean(m, "empowered", path)
            kw["defending_alone"] = ctx.boolean(m, "defending_alone", path)
            if "not_tags" in m:               # "a non-Dragon unit"
                kw["not_tags"] = ctx.text_list(m, "not_tags", path)
            if "domain" in m:                 # "an enemy Calm unit" (the Decrees)
                kw["domain"] = ctx.text(m, "domain", path, choices=DOMAINS)
            choosers.selector_fields(ctx, m, kind, path, kw)     # 355.10.e
            kw["distinct"] = ctx.boolean(m, "distinct", path)
            kw["elsewhere"] = ctx.boolean(m, "elsewhere", path)
            kw["apart_from"] = ctx.integer(m, "apart_from", path, minimum=1)
            if "unit_count" in m:             # "a battlefield with exactly two units there"
                kw["unit_count"] = ctx.integer(m, "unit_count", path, minimum=0)
                if obj != "battlefield":
                    ctx.error(m.key_line("unit_count"), join(path, "unit_count"),
                              "only a battlefield has a `unit_count` (of units there)")
            if "open" in m:                   # "an open battlefield" (170.11.c)
                kw["open"] = ctx.boolean(m, "open", path)
                if obj != "battlefield":
                    ctx.error(m.key_line("open"), join(path, "open"),
                              "only a battlefield is `open` (unoccupied and uncontrolled)")
            if "occupied" in m:               # "a battlefield where you have units"
                kw["occupied"] = ctx.text(m, "occupied", path, choices=CONTROLLERS)
                if obj != "battlefield":
                    ctx.error(m.key_line("occupied"), join(path, "occupied"),
                              "only a battlefield is `occupied` (by units)")
            if "apart_from" in m and kind != "choose":
                ctx.error(m.key_line("apart_from"), join(path, "apart_from"),
                          "only a `choose` target has `apart_from`")
            if m.get("together") in ("location", "controller"):   # "at the same location"
                kw["together"] = m["together"]    # (a base too), "with the same controller"
            else:
                kw["together"] = ctx.boolean(m, "together", path)
            kw["max_total_might"] = ctx.integer(m, "max_total_might", path, minimum=0)
            for key in ("together", "max_total_might"):
                if key in m and kind != "choose":
                    ctx.error(m.key_line(key), join(path, key),
                              f"only a `choose` target has `{key}`")
            if "either" in m:
                kw["either"] = linking.either(self, m, path, first, in_trigger, kind, obj)
            if isinstance(m.get("max_energy"), dict):   # "no more than my Might"
                if dict(m["max_energy"]) != {"might": "self"}:
                    ctx.error(m.key_line("max_energy"), join(path, "max_energy"),
                              "`max_energy:` is a number or {might: self} (my Might)")
                kw["max_energy_my_might"] = True
            for key in ("max_might", "min_might", "max_energy", "max_power"):
                if key == "max_energy" and isinstance(m.get(key), dict):
                    continue
                kw[key] = ctx.integer(m, key, path, minimum=0)
            tags = m.get("tags")
            if isinstance(tags, str):
                kw["tags"] = (tags,)
            else:
                kw["tags"] = ctx.text_list(m, "tags", path)
            kw["named"] = ctx.text(m, "named", path)
            selector_extras.selector_fields(ctx, m, kind, obj, path, kw, first)
            chain_choice.selector_fields(self, m, kind, obj, path, kw, first, in_trigger)
        zones_check.selector(ctx, m, line, path, kind, kw)
        if len(ctx.errors) > before:
            return None
        return Selector(kind=kind, object=obj, **kw)
