"""Reading the continuous abilities: a `static:` ability (a continuous effect that changes
Might, keywords, costs or tags of me or of an `all:` selector, 473; it chooses nothing,
355.10.d) and a `passive:` ability (a named rule the engine knows, PASSIVES; the rendered
sentence of each is passive_text.PASSIVE_TEXT).  Checked against the closed vocabularies of
`model` and reported as `file:line` errors (cards/checking.py); cards/README.md, "Static
abilities" and "Abilities" (the passive rules known)."""

from __future__ import annotations

from . import repeat_reader
from .checking import join, one_of
from .condition_reader import ConditionReader
from .model import KEYWORDS, Static
from .yaml_lines import LineDict

# Named passive rules the engine knows (Ability.passive); see passive_text.PASSIVE_TEXT.
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
            "ambush_where_paid",       # "You may [Ambush] me to its battlefield, even if
                                       # you don't have other units there" (822.3.a)
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
EACH_EQUIPMENT = "equipment"   # a static's `each:`: per Equipment attached to the unit
STATIC_KEYS = ("might", "keywords", "cost",
               "repeat",    # 820: "your spells have [Repeat] [2][C]" (with `to:` spells)
               "power",     # power pips: my own (no `to:`), or others' costs (`to:`)
               "tags",      # an Equipment's Effect Text: "I am a Mech" (Experimental Hexplate)
               "shrouded",  # "can't be chosen by enemy spells and abilities" (355.9)
               "no_combat_damage",   # "don't deal combat damage" (465)
               "adds")      # with `to:`: their Add abilities add N energy more (429)
STATIC_ONLY = ("to", "while", "each", "minimum", "if_missing", "nth")


class StaticReader(ConditionReader):
    """The static and passive abilities of one card; `keywords` is the ability reader's
    (ability_reader.py)."""

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

    def passive(self, m: LineDict, path: str):
        """`passive: NAME` with `value:` (its N), `token:` (enters_token_battlefield's
        battlefield token) and `while:` (a named rule that holds only while ...)."""
        ctx = self.ctx
        passive = ctx.text(m, "passive", path, choices=PASSIVES)
        value = ctx.integer(m, "value", path, minimum=0)
        token = None
        if passive == "enters_token_battlefield":
            token = ctx.text(m, "token", path)
            if token is None:
                ctx.error(m.line, join(path, "token"), "missing: the battlefield token")
        holds = None
        if "while" in m:                 # a named rule that holds only while ...
            holds = self.condition(m["while"], m.key_line("while"), join(path, "while"),
                                   in_trigger=False)
        return passive, value, token, holds
