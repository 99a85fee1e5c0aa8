"""The card model: what a card *is*, as the engine reads it.

Every value here is immutable and plain (str, int, tuples, nested frozen
dataclasses), so a definition can be shared by every game and every copy of a
game without ever being copied itself.  Game state refers to a definition by
its name only.

The effect language is closed: `Effect.op` is one of `EFFECT_OPS`, a
`Selector.kind` is one of `SELECTOR_KINDS`, a trigger event one of
`TRIGGER_EVENTS`.  YAML never names Python code; the few cards the language
cannot say name a handler registered in the engine (`custom`).
"""

from __future__ import annotations

from dataclasses import field

from riftbound_tui.lazy_dataclass import lazy_dataclass

# Card types (rule 133) as lower-case words.
CARD_TYPES = ("unit", "spell", "gear", "rune", "battlefield", "legend")
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")

# Keywords the engine knows.  A keyword may carry a number (`Assault 2`).
KEYWORDS = (
    "action",      # 808-ish: may be played in showdowns (308.1.a)
    "reaction",    # may be played in closed states (309.1.a)
    "tank",        # must be assigned combat damage first (465.2.c.6)
    "backline",    # must be assigned combat damage last (465.2.c.6)
    "shield",      # +N might while a defender
    "assault",     # +N might while an attacker
    "ganking",     # standard move battlefield -> battlefield (144.4.c)
    "accelerate",
    "deathknell",
    "hidden",
    "temporary",
    "legion",
    "vision",
    "deflect",
    "equip",
    "quick-draw",
    "repeat",
    "weaponmaster",
    "unique",
    "hunt",
    "level",
    "ambush",
    "flow",        # 829: "Flow [Cost]": a spell may be played from its owner's trash for
                   # that cost, then banished (`CardDef.flow`, engine/flow.py)
    "empower",     # 827: "[Cost]: Empower this. Use only if not Empowered" - written with
                   # that activated ability (`condition: not_empowered`, engine/empower.py)
)

# The closed set of effect primitives.
EFFECT_OPS = (
    "deal",            # deal AMOUNT damage to TARGET (417)
    "kill",            # kill TARGET (428)
    "draw",            # PLAYER draws AMOUNT (413)
    "discard",         # PLAYER discards AMOUNT, chosen on resolution (422)
    "move",            # move TARGET to DEST (420, 445)
    "cant_move",       # PLAYER (you; `controller`: its controller) can't move TARGET this
                       # turn: no standard move, no move by their spells and abilities
    "return_to_hand",  # return TARGET to its owner's hand
    "channel",         # channel AMOUNT runes, `exhausted` option (430)
    "might",           # give TARGET +AMOUNT might for DURATION; `minimum` option
    "prevent_next",    # prevent the next AMOUNT damage that would be dealt to TARGET for
                       # DURATION, combat damage too (437; engine/damage.py): Ki Barrier
    "swap_might",      # swap the Might of TARGET and what the previous instruction affected
                       # for DURATION: +difference to the lower, -difference to the higher
                       # (434.1.b, 434.1.d)
    "double_damage",   # double all damage that would be dealt to TARGET for DURATION (a
                       # replacement on damage, 367: Lotus Trap; engine/damage.py)
    "cant_be_chosen",  # TARGET can't be chosen by enemy spells and abilities for DURATION
                       # (355.9: not a valid choice for them): Twilight Shroud
    "base_might",      # TARGET's base Might becomes AMOUNT for DURATION (the printed Might it
                       # is computed from, 143.2; the latest such effect wins): Dragon Form
    "counter",         # counter TARGET chain item (425)
    "stun",            # stun TARGET (423)
    "ready",           # ready TARGET (415)
    "exhaust",         # exhaust TARGET (414)
    "recall",          # recall TARGET to base (454)
    "buff",            # buff TARGET (426)
    "play_token",      # play AMOUNT `token` tokens at DEST, `ready` option (439)
    "gain_points",     # PLAYER gains AMOUNT points
    "grant_keyword",   # give TARGET `keyword` for DURATION
    "grant_flow",      # give TARGET, a spell in a trash, Flow equal to its cost for DURATION
                       # (829; engine/flow.py): Kennen, Storm of Shuriken
    "grant_ability",   # give TARGET this card's `to: given` activated abilities for DURATION
                       # (the ability layer, 476: Dominus, "give it '[A][A]: Ready me.'")
    "add",             # add AMOUNT energy, or AMOUNT power of `domain`, to your rune pool (429)
    "fight",           # TARGET and `fighter` (self / previous) deal damage equal to their
                       # Mights to each other (417, engine/amounts.py)
    "next_play",       # the next `what` (unit/spell) you play this turn costs AMOUNT less
                       # (356.4): a delayed effect for the rest of the turn (engine/delayed.py)
    "cost_this_turn",  # PLAYER's `what` (unit/spell/card) cost AMOUNT energy more this turn
                       # (356.3; engine/delayed.py): Vaults of Helia
    "extra_turn",      # PLAYER takes a turn after this one (734-738, engine/extra_turns.py)
    "take_control",    # PLAYER (you) takes control of TARGET (188-191, engine/control.py)
    "lose_control",    # you lose control of TARGET: the control you took ends, and it goes
                       # back to its owner (engine/control.py; Hostile Takeover)
    "player_modes",    # each other player chooses one of `modes` as it resolves; each chosen
                       # mode is done with `that_player` naming its chooser (355.10.e)
    "new_choices",     # you may make new choices for TARGET, a finalized chain item (750-755,
                       # engine/new_choices.py): targets chosen anew as it resolves
    "name",            # name a tag or a spell (`what: tag | spell`), answered `name TEXT`
                       # as it resolves; the source remembers it (engine/naming.py)
    "pay_any",         # pay any amount of energy (or of power of any `domain: any`), chosen
                       # as it resolves (204.3.b); `amount: {paid: previous}` reads it
    "activate_triggers",  # activate the `event` triggered abilities of TARGET as if the
                          # event happened (383.4.g, engine/copying.py): Reckoner's Arena
    "choose",          # choose TARGET and do nothing else yet: later instructions name it
                       # (`previous`, `{that: N}`): "Choose a friendly unit and an enemy unit"
    "spend_buff",      # spend the buffs of up to AMOUNT (default: any number of) friendly
                       # units, chosen as it resolves (702.2.b); `previous` = those units;
                       # with a TARGET, that unit's buff ("spend its buff")
    "win",             # PLAYER wins the game (195)
    "swap",            # move me to TARGET's location and it to my original location (Tideturner)
    "to_deck",         # TARGET (on the board) goes to its owner's Main Deck, on the top or
                       # at the bottom as its owner chooses (engine/deck_place.py)
    "copy",            # TARGET becomes a copy of what instruction `of` chose (477.1.b.1, layer 1:
                       # every copyable trait, its card; a token stays a token): Mirror Image
    "custom",          # a handler registered in the engine, by `handler` name
    "attach",          # attach (434, engine/attach.py): this gear to TARGET, a unit (Equip
                       # 818, Quick-Draw 819); or TARGET, an Equipment, to me, paying its
                       # Equip cost `reduce` [A] less as it resolves (Weaponmaster 821)
    "detach",          # detach TARGET (435, engine/attach.py); `what: equipment`: TARGET, a
                       # unit, has one of its Equipment detached, chosen as it resolves
    # Hidden and other zones (engine/zones.py):
    "look",            # look at (or `reveal`) the top AMOUNT of PLAYER's Main Deck (424)
    "banish",          # banish TARGET (427)
    "recycle",         # recycle TARGET: cards to their owner's Main Deck, runes to the
                       # Rune Deck, at the bottom (416)
    "to_hand",         # put TARGET (cards off the board) into its owner's hand
    "to_top",          # put TARGET (a card from a hand) on the top of its owner's Main Deck
                       # ("on the top or bottom": `ask: you`, else recycle it: Altar of
                       # Memories; engine/zones.py)
    "to_trash",        # put TARGET (cards looked at) into its owner's trash: not a discard
                       # (422) nor a burn (440): Pakaa Protector
    "play",            # PLAYER plays TARGET (a card off the board) as the instruction
                       # resolves (419.3): `ignore` cost / energy, `reduce`, or `pay` a cost
    "order",           # put TARGET (looked-at cards still on top) back in an order chosen
    "keep",            # choose TARGET to spare from a later `rest: true` instruction
    "to_champion_zone",  # return TARGET (a Chosen Champion) to its owner's Champion Zone,
                       # only if that zone is empty (108.3.c.1; engine/champion.py)
    "prevent_damage",  # prevent all spell and ability damage this turn (437, engine/damage.py)
    "save_from_death", # the next time TARGET would die this turn, heal, exhaust and recall it
                       # instead (367-372), after paying `pay` if given ("you may pay")
    "heal",            # heal TARGET: its damage is cleared (418)
    "delayed",         # a delayed trigger (`when`, `effects`) for the rest of this turn: at the
                       # end of the turn, or when a unit (TARGET: the next time it) takes
                       # damage (engine/delayed.py)
    "buff_bonus",      # buffs give friendly units AMOUNT more might this turn (701)
    # Vendetta (engine/board.py `burn`, engine/empower.py):
    "burn",            # PLAYER burns AMOUNT: the top cards of their Main Deck go to their
                       # trash, burning out if it runs dry (440)
    "empower",         # empower TARGET (441): it becomes Empowered, if it isn't already
    "disempower",      # disempower TARGET (442): it is no longer Empowered (nothing if not)
    # Unleashed (engine/xp.py):
    "copy_keywords",   # give TARGET my keywords (those I have as it resolves), for
                       # `duration` (Kato the Arm)
    "pay",             # the asked player may pay `pay` (`ask: controller`): "unless its
                       # controller pays [2]" (Hard Bargain); declined or unpayable, it fails
    "grant_repeat",    # give the next spell you play this turn [Repeat] equal to its cost
                       # (`what: cost`) or base cost (`what: base_cost`), 820, granted by
                       # another card (engine/repeat.py): Temporal Portal, The Academy
    "look_facedown",   # you may look at PLAYER's facedown cards this turn (128.4: a private
                       # zone's faces shown to you too; engine/view.py): Scuttle Crab
    "spend_xp",        # PLAYER spends AMOUNT XP (730.2), a cost within instructions
                       # (383.3.b): not done when they have less ("you may pay 2 XP to ...")
    "gain_xp",         # PLAYER gains AMOUNT XP (730.1); Hunt N is "when I conquer or hold,
                       # gain N XP" (823.1.c.1), written by the loader from the keyword
)
DELAYED_EVENTS = ("end_of_turn", "damaged",
                  "start_of_main",     # "at the start of your next Main Phase" (Iascylla)
                  "unit_played",       # "when a friendly unit is played this turn" (Rally
                                       # the Troops): `subject` is that unit
                  "dies",              # "when it dies this turn" (Deadly Flourish)
                  "win_combat",        # "when it wins a combat this turn" (Grim Resolve)
                  "owner_holds")       # "when they hold, return it to their hand": the
                                       # next hold of the owner of the card it waits for,
                                       # this turn or a later one (Ashe, Focused)
WATCHING_EVENTS = ("dies", "win_combat", "owner_holds")   # delayed triggers that wait for
                                                          # one object
NEXT_PLAY_WHAT = ("unit", "spell", "card", "gear")
NAME_WHAT = ("tag", "spell")    # name: what a player names (The List, Fallen Feline)
GRANT_REPEAT_WHAT = ("cost", "base_cost")   # grant_repeat: Repeat equal to its cost / base cost

SELECTOR_KINDS = (
    "choose",    # the controller chooses COUNT objects: a target (355.7)
    "all",       # every object that matches (not a target, 355.10.d)
    "self",      # "me" / "this"
    "subject",   # the object a trigger is about ("it" in "when a unit moves from here, give it")
    "previous",  # the object(s) affected by the previous instruction of the same effect
    "each_chooses",  # each player chooses COUNT objects as it resolves: not a target
                     # (355.10.e); `controller` is relative to the chooser (engine/perplayer.py)
    "that",      # {that: N}: the object(s) chosen for instruction N (1-based) of the same
                 # effect ("that unit", "there": engine/linked.py, 359.3.e.14)
    "pick",      # chosen as the instruction resolves (355.17), not a target (416.6): a card
                 # from a hand, a trash or among the cards looked at
)
# each_chooses: who chooses, and who chooses first (355.10.e; "starting with the next player")
CHOOSERS = ("each", "others",
            "chosen")    # the player an earlier instruction chose: "They move a unit they
                         # control" (Call to Battle)
STARTING = ("turn_player", "next")
SELECTOR_OBJECTS = ("unit", "gear", "permanent", "spell", "ability", "chain_item", "rune",
                    "battlefield", "card", "player",
                    "legend",    # a legend in its Legend Zone ("ready your legend"; Royal
                                 # Entourage: "ready or exhaust a legend")
                    "object")    # any game object on the board that can be exhausted: a unit,
                                 # gear, rune or legend ("something else that's exhausted")
CONTROLLERS = ("friendly", "enemy", "any",
               "allied")     # "you or allies control": you and your teammates (teams.py)
LOCATIONS = ("battlefield", "base", "here", "board", "combat", "trash",
             "facedown",   # facedown: hidden cards at battlefields (811): counts, and an
                           # `either:` alternative (Pack of Wonders), named by place only
             "hand", "looked",   # a hand (friendly: yours); the cards this effect looked at
             "banished",         # the cards this effect banished (427.3)
             "with_this",        # the cards banished with this (its own abilities, 398)
             "champion",         # a Champion Zone (friendly: yours; a public zone)
             "showdown",         # at the battlefield of the showdown now (341): "a
                                 # friendly unit in a showdown" (Akali, Rogue Assassin)
             "moved")            # a battlefield I moved to or from, in my latest move this
                                 # turn (Akali, Deadly Weapon; engine/targets.py)
IGNORE_COSTS = ("cost", "energy")   # play: "ignoring its cost" / "ignoring its Energy cost"
# who an effect acts for; "that_player": the player a trigger's event was about (Obelisk)
PLAYERS = ("you", "opponent", "each", "controller", "owner", "that_player",
           "combatants",  # the attacker and then the defender of the combat at the
                          # trigger's battlefield (464.2.c): "the attacker and defender each"
           "chosen")      # "they": the player an earlier instruction chose (355.9.a)
DURATIONS = ("this turn", "this combat", "permanent")
DESTINATIONS = ("base", "battlefield", "here", "any", "owner_hand",
                "there",            # the battlefield chosen by (or of the object chosen by)
                                    # the nearest earlier instruction that chose one
                "to_or_from_base",  # a unit in base to a battlefield, one at a battlefield
                                    # to its base
                "with_subject",     # where the trigger's subject is now ("be moved with it")
                "or_here",          # play: a unit may be played here too, besides where
                                    # its controller may play units ("you may play it here")
                "any_battlefield",  # play: to any battlefield, asked (Thrill of the Hunt)
                "chosen_battlefield",  # play: to the battlefield an earlier instruction
                                       # chose ("to that battlefield": Bone Skewer)
                "with_paid",        # move: the location of the unit this ability's cost
                                    # exhausted (Forgotten Signpost; engine/costs.py)
                "with_its_side")    # a location where there's another unit with the mover's
                                    # controller (Temptation), chosen as it is played

ANY_NUMBER = 99     # `count: any` ("any number of", 355.13): more than a board ever holds

ABILITY_CONDITIONS = ("once_per_turn",   # activated: "Use only once per turn" (Azir)
                      "legion",          # 812: on a trigger or an activated ability
                      "at_battlefield",  # activated: "use only while I'm at a battlefield"
                      "not_empowered",   # activated: "use only if not Empowered" (the
                                         # Empower keyword, 827.1.c.1)
                      "once_per_turn")   # activated: "use only once each turn"

# Conditions (`if:` on triggers and instructions, `while:` on static abilities).  A flag
# names a test with no parameter; the others carry a number or a word (engine/conditions.py).
CONDITION_FLAGS = (
    "your_turn",            # it's your turn (316)
    "not_your_turn",        # it's not your turn
    "at_battlefield",       # I'm at a battlefield
    "buffed",               # I'm buffed (701)
    "mighty",               # I'm Mighty: 5+ Might (707)
    "legion",               # you've played another card this turn (812)
    "played_spell",         # you've played a spell this turn (Crescent Guardian)
    "played_equipment",     # you've played an Equipment this turn (Azir, Emperor of the
                            # Sands: "Use only if ...")
    "discarded_this_turn",  # you've discarded a card this turn
    "paid",                 # this card's additional cost was paid ("if you do", 356.2.b)
    "not_paid",             # ... was not paid ("otherwise")
    "control_here",         # you control the battlefield the trigger is about ("attacks a
                            # battlefield you control")
    "empowered",            # I'm Empowered (441.2): "[Empowered] > I have +1 Might" is a
                            # static `while: empowered` (828.1.b.1)
    "gained_xp_this_turn",  # you've gained XP this turn (730.1)
    "fewer_runes",          # you control fewer runes than an opponent (Oasis Raider)
    "in_combat",            # I'm an attacker or a defender (463.1): "while I'm in combat"
    "in_showdown",          # a showdown is under way (341): "during a showdown"
    "conquered_this_turn",  # I conquered a battlefield this turn (469.1)
    "not_conquered_this_turn",  # ... I didn't ("if I didn't conquer this turn")
    "attached_this_turn",   # Effect Text: this card was attached to me this turn (Brutalizer)
    "not_empowered",        # I'm not Empowered: "If I'm Empowered, ... instead" (828)
    "not_in_combat",        # I'm not in combat: "unless I'm in combat" (463.1)
    "beginning_phase",      # it's your Beginning Phase (315): "If it's your Beginning Phase"
    "not_damaged_this_turn",  # I haven't been dealt damage this turn (Affectionate Poro)
    "not_beginning_phase",  # ... it isn't ("Draw 1. If it's your Beginning Phase, draw 2
                            # instead": LeBlanc, Fragmented)
    "showdown_here",        # a showdown is under way at this battlefield (341): "during
                            # showdowns here" (Mystic Vortex)
    "chose_enemy_unit",     # you've chosen an enemy unit this turn: a target of your
                            # spells and abilities as they were finalized (Hungry Wolf)
    "from_hand",            # this card was played from its controller's hand: not from
                            # facedown (811), a trash (829) or by an instruction (419.3)
    "not_from_hand",        # a cost change's `while:`: this card is being played from
                            # anywhere other than its controller's hand ("I cost 2 less to
                            # play from anywhere other than your hand": Void Drone, 356.4)
)
# Additional costs a card asks as it is played (356.2, engine/costs.py).
ADDITIONAL_KINDS = ("pay", "discard", "kill", "exhaust", "spend_buff",
                    "spend_xp",     # spend `amount` XP (730.2): "Spend 2 XP: ...", "you may
                                    # spend 3 XP as an additional cost", "you may pay 2 XP to"
                    "burn",        # burn N (440.3.a: "you may [Burn 1] to ...")
                    "disempower",  # disempower `self` (442): "Disempower me, [exhaust]: ..."
                    "banish",      # banish `self` (427): "you may banish me to ...", or
                                   # a `choose:` card: "banish a card from any trash to"
                    "recycle",     # recycle `self` (416): "Recycle me to ready your runes"
                    "return_to_hand")  # return a `choose:` permanent to its owner's hand
                                       # (Legion Quartermaster: "a friendly gear"; Emperor's
                                       # Dais: "return a unit you control here")
CONDITION_VALUES = (
    "points",               # you have N+ points
    "hand",                 # you have N+ cards in hand
    "hand_at_most",         # you have N or fewer cards in hand
    "runes",                # you have N+ runes on the board
    "runes_at_most",        # you control N or fewer runes ("if you control 4 or fewer runes")
    "opponent_within",      # an opponent's score is within N points of the Victory Score
    "you_within",           # your score is within N points of the Victory Score (with
                            # `not:`: Corrupted Dragon)
    "died_this_turn",       # a unit / friendly_unit / enemy_unit has died this turn
    "died_in_your_beginning",  # ... died during your Beginning Phase this turn (Shadow
                               # Watcher; 315.2)
    "excess_damage",        # you assigned N+ excess combat damage to enemy units in the
                            # combat at this battlefield this turn (Tryndamere; 465.2.c)
    "not_revealed",         # ... is not of that domain or type ("Otherwise": Pakaa Protector)
    "chosen_tags",          # an object this card chose has one of these tags: "This costs
                            # [2] less if you choose a Bird, Cat, Dog, or Poro" (read as
                            # it is paid, 357: Undying Loyalty)
    "any_chosen",           # an object this effect chose has that keyword now: "if at
                            # least one of them has [Temporary]" (Smoke and Mirrors)
    "discarded",            # a card this effect discarded is of that type: "do the
                            # following based on the discarded card's type" (Hwei)
    "friendly_tags",        # your units on the board have all these tags among them
                            # (Ivern, Friend to All: Bird, Cat, Dog, and Poro)
    "revealed_tags",        # a card this effect revealed has one of these tags ("if you
                            # revealed a Bird, Cat, Dog, or Poro": Ivern, Nurturer)
    "revealed",             # the card this effect revealed (424) is of that domain: "do one
                            # of the following based on its domain" (Twisted Fate, Gambler)
    "it",                   # the instruction's object (a trigger's: its subject) is IT_IS
    "not_it",               # ... is not IT_IS
    "level",                # you have N+ XP: the Level N keyword (824.1.b.1, a dependent
                            # keyword, 727): `while: {level: 3}` on a static or passive,
                            # `if: {level: 6}` on a trigger (727.1.c.1); rendered "Level N"
    "not_level",            # you have fewer than N XP: "[Level N] > X instead" leaves the
                            # first instruction undone (824.1.b.1)
    "spent_power",          # you've spent N+ power this turn, on any costs ("if you've spent
                            # at least [A][A] this turn": Sivir, Mercenary)
    "chosen_enemies",       # you've chosen enemy units and/or gear N+ times this turn with
                            # spells or unit abilities (Ezreal, Prodigal Explorer)
    "spent_on_a_spell",     # you've spent N+ Energy to play one spell this turn ("if you've
                            # spent [4] or more to play a spell this turn": Prepared Neophyte)
    "empowered_times",      # I'm Empowered N or more times (Kayle, Justified: up to three)
    "it_might_at_most",     # the instruction's object has N Might or less (Wind and Ghosts)
    "not_it_might_at_most", # ... has more ("Otherwise")
    "played",               # you've played a card of each of these types this turn (tokens
                            # are not cards, 185): Swain, Visionary
    "opponent_played",      # an opponent has played a card of this type this turn
    "killed_might_at_most", # the unit this effect killed had N Might or less as it died
                            # ("if it had 3 Might or less": Death from Below, 359.3.e.13)
    "spent",                # you spent N or more Energy playing it (a play_spell trigger's
                            # spell; engine/paying.py notes it): Forgotten Library
)
PLAYED_TYPES = ("unit", "gear", "spell")
IT_IS = ("stunned",          # it is stunned (423)
         "alone",            # it is the only unit its controller controls at its location
         "mighty",           # it has 5+ Might (707)
         "attacking",        # it is an attacker (463.1.a): "if it's attacking"
         "in_combat",        # it is an attacker or a defender: "when I die in combat"
         "at_battlefield",   # it is at a battlefield: "stun an enemy unit at a battlefield"
         "empowered",        # it is Empowered (441.2): "if it's [Empowered]"
         "equipped",         # an Equipment is attached to it (818.3): "if it's equipped"
         "equipment",        # it has the Equipment tag (818.1.a): "if it's an Equipment"
         "enemy",            # it was an enemy's as the previous instruction affected it
                             # ("if it was an enemy unit": Blood Money), or is now
         "friendly",         # ... it was yours ("if it was a friendly unit")
         "weaker",           # it has less Might than me, the ability's source
         "with_me",          # it is at my location: my battlefield, or my base (198.1)
         "unit_card",        # it is a unit card, in any zone ("when you burn a unit this
                             # way": what a burn put into the trash)
         "killed")           # `it` = what the previous instruction dealt damage to: that
                             # damage is lethal ("if this kills it", 142.4)
DIED_WHAT = ("unit", "friendly_unit", "enemy_unit")
# Amounts taken from the game (engine/amounts.py).
AMOUNT_KINDS = ("might", "cost", "count", "highest_might", "points", "paid",
                "tags_among",   # how many of the selector's `tags` its objects have among
                                # them ("for each of the following tags among your units")
                "damage",   # the damage marked on an object (Morgana, Vindictive: 142.4)
                "assault",  # its [Assault] value, every instance summed (Lucian, Gunslinger)
                "played",   # `{played: you}`: the cards you've played this turn (Battering Ram)
                "excess",   # `{excess: you}`: the excess combat damage you assigned to enemy
                            # units at the trigger's battlefield this turn (Sivir, Ambitious)
                "held_points",  # `{held_points: you}`: points you scored from holding this
                            # turn (Needlessly Large Yordle)
                "killed",     # `{killed: previous}`: the units the previous instruction's
                              # damage kills (142.4: lethal now): "for each unit this kills"
                "equipment")  # the Equipment attached to a unit (818.3): "for each
                              # Equipment attached to me" (Riven, Shattered)
AMOUNT_OF = ("self", "subject", "previous", "it")    # whose Might / cost
# `{count: previous}`: how many objects the previous instruction affected

TRIGGER_EVENTS = (
    "play",          # when you play me / a card
    "attack",        # when I attack
    "defend",        # when I defend
    "conquer",       # when I / you conquer (here)
    "hold",          # when I / you hold (here)
    "dies",          # when I die (Deathknell is 'dies' on self)
    "move",          # when a unit moves (from / to a place)
    "start_of_turn",
    "start_of_beginning",
    "start_of_main", # at the start of your Main Phase (316): Bottled Constellation
    "activate",      # when you play an activated ability (404; `min_energy`: its Energy
                     # cost, as printed): Nasus, Curator of the Sands
    "end_of_turn",
    "play_spell",    # when you play a spell
    # events fired by engine/events.py (373-385 area: 383.1-383.4); "you" events are done
    # by the trigger's controller
    "play_card",     # when you play a card (any type; tokens are not cards, 185)
    "stun",          # when you stun a unit (423; an already stunned unit is not, 423.1.a.1)
    "ready",         # when you ready a unit (415; an already ready one is not, 415.1.c)
    "buff",          # when you buff a unit (426; one already buffed gets nothing, 426.1.b)
    "spend_buff",    # when you spend a buff (702.2.b): as a cost or by an instruction
    "attach",        # when you attach an Equipment to me (434; engine/attach.py)
    "activate",      # when you use an activated ability (of a gear: `subject: friendly_gear`)
                     # as it is finalized (chain.py)
    "kill",          # when you kill a unit with a spell or ability (428)
    "discard",       # when you discard one or more cards / when this is discarded (422.1.b)
    "return_to_hand",  # when a unit (here) is returned to a player's hand: `that_player`
                       # is that player, its owner (engine/events.py)
    "recycle",       # when you recycle one or more cards to your Main Deck (416.1.a)
    "leaves",        # when this leaves the board
    "empowered",     # when I become Empowered (441.2.a; engine/empower.py)
    "empower",       # when you empower something else (441; `subject: you`): each object
                     # the trigger's controller empowers, not its source
    "banish",        # when you banish a card you own (427): each card its banisher owns
    "recycle_rune",  # when you recycle a rune (164.2.b: for power, or by an instruction)
    "hide",          # when you hide a card (811.1.b): `subject: you`; the card is not named
    "chosen",        # when a unit is chosen with a spell (targeting effects, 383.4.b)
    "seen",          # "as you look at or reveal me from the top of your deck" (424, 436.1):
                     # with `zone: deck`, while the card is in its owner's Main Deck and its
                     # owner looks at or reveals it there (385.2); done at once, off the
                     # chain, before the looking effect goes on (engine/zones.py)
    "combat_end",    # when a combat that I was in ends (466.7): each unit that was in it
                     # and is still on the board (engine/combat.py combat_end)
    "draw",          # when you draw a card (413): `nth: 2` "your second card each turn",
                     # counted from the turn's start (engine/events.py drew)
    "showdown_start",  # when a showdown begins at a battlefield (344-345, 464.2: a combat's
                       # too): "when a showdown begins here" (Diana, Lunari)
    "combat_start",  # when combat starts at a battlefield (464.2.b): its subject is that
                     # battlefield ("when combat starts here" on a battlefield)
    "win_combat",    # when I / you win a combat (466.3.a; a unit inherits its controller's
                     # result, 466.3.c): as the combat result is determined (combat.py)
    "mighty",        # when I / a friendly unit become(s) Mighty (709: Might from under 5 to
                     # 5+, an event, 370.1.a): noticed before triggers go on the chain
                     # (engine/events.py notice_mighty)
)



@lazy_dataclass(frozen=True)
class SourceLoc:
    """Where a definition came from, for `file:line` messages."""
    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@lazy_dataclass(frozen=True)
class Keyword:
    """A keyword a card or an ability has, with its number if it takes one."""
    name: str                 # one of KEYWORDS
    value: int | None = None  # Assault 2 -> 2; Shield -> None (means 1 where a number is used)

    def amount(self) -> int:
        return 1 if self.value is None else self.value

    def __str__(self) -> str:
        return self.name if self.value is None else f"{self.name} {self.value}"


@lazy_dataclass(frozen=True, at_once=("__init__", "__eq__"))
class Cost:
    """Energy and power.  `power` is a tuple of (domain, count); domain 'any' is universal power."""
    energy: int = 0
    power: tuple[tuple[str, int], ...] = ()
    exhaust_self: bool = False   # the :rb_exhaust: symbol on activated abilities
    spend_buff: bool = False     # "Spend my buff": the source's buff is removed as a cost (702.2.b)
    recycle: int = 0             # "Recycle N from your trash" as a cost (416.3, 416.6)
    reduced_by: str | None = None  # "chosen_might": "this ability's Energy cost is reduced
                                   # by the Might of the unit you choose" (356.4; Hextech
                                   # Gauntlets' Equip), never below 0 (356.6)

    @property
    def power_total(self) -> int:
        return sum(n for _, n in self.power)


@lazy_dataclass(frozen=True)
class Selector:
    """What an instruction acts on."""
    kind: str                         # SELECTOR_KINDS
    object: str = "unit"              # SELECTOR_OBJECTS
    count: int = 1                    # how many to choose (kind 'choose')
    up_to: bool = False               # "up to COUNT": zero or more may be chosen (355.13)
    controller: str = "any"           # CONTROLLERS, relative to the effect's controller
    at: str | None = None             # LOCATIONS; None = anywhere the object type lives
    other: bool = False               # "another": not the source itself
    not_subject: bool = False         # "another" than the trigger's subject (a battlefield's
                                      # "another unit they control here": Star Spring)
    max_might: int | None = None
    min_might: int | None = None
    max_energy: int | None = None     # printed Energy cost: spells on the chain (Defy),
                                      # permanents (Pickpocket); a token's is 0
    max_power: int | None = None
    tags: tuple[str, ...] = ()        # must have one of these tags
    damaged: bool = False             # only objects with damage marked ("damaged units")
    exhausted: bool = False           # only exhausted objects ("an exhausted unit")
    ready: bool = False               # only ready objects ("a ready enemy unit")
    buffed: bool = False              # only buffed units (701: "friendly buffed units")
    stunned: bool = False             # only stunned units (423: "stunned enemy units")
    attacking: bool = False           # only attacking units: attackers in combat (463.1.a)
    equipped: bool = False            # only Equipped units: an Equipment is attached (818.3)
    token: bool = False               # only tokens (185): "your token units"
    attached: bool = False            # only attached cards (716): "an attached Equipment"
    detached: bool = False            # only cards not attached: "a detached Equipment"
    of_them: bool = False             # a reflexive trigger's choice among what the
                                      # instructions before it did ("ready up to two of
                                      # them": Arise!, 388.1)
    defending_alone: bool = False     # only a defender with no other friendly unit at its
                                      # location (740.2.a): "a unit here defending alone"
    empowered: bool = False           # only Empowered objects (441.2): "a unit that's
                                      # [Empowered]", "something that's [Empowered]"
    domain: str | None = None         # only objects of that domain: "an enemy Calm unit"
    ref: int | None = None            # kind 'that': the 1-based instruction whose choice it is
    either: tuple[Selector, ...] = () # one target of several kinds: it matches if one of
                                      # these does ("a unit at a battlefield or a gear")
    distinct: bool = False            # not an object chosen by an earlier instruction
                                      # ("another friendly unit", "another enemy unit")
    elsewhere: bool = False           # not at my location ("a unit you control at another
                                      # location")
    unit_count: int | None = None     # a battlefield with exactly this many units there
                                      # ("a battlefield with exactly two units there")
    open: bool = False                # an open battlefield: unoccupied and uncontrolled
                                      # (170.11.c; Bard, Mercurial)
    occupied: str | None = None       # a battlefield where units of that controller are
                                      # (friendly: "a battlefield where you have units")
    apart_from: int | None = None     # not at the location of what instruction N chose ("a
                                      # unit you control at a different location")
    max_total_might: int | None = None  # the chosen units together have at most this Might
    together: bool | str = False      # the chosen objects are all at one battlefield;
                                      # "location": at one location, a base included
                                      # (Fox-Fire: "any number of units at a battlefield")
    keyword: str | None = None        # cards off the board with this printed keyword ("a card
                                      # with [Hidden]"; engine/zones.py); on the board, objects
                                      # with it now ("units here with [Tank]")
    not_type: str | None = None       # "a non-unit card": any type but this one
    max_might_over: int | None = None # a Might up to N more than the unit this effect
                                      # killed had as it died (Baited Hook; zones.py)
    location: Selector | None = None  # the objects must be at the location this selector picks:
                                      # Firestorm "all enemy units at a battlefield" =
                                      # all/unit/enemy, location=choose/battlefield (the
                                      # battlefield is chosen, so it is a target)
    chooser: str = "each"             # each_chooses: CHOOSERS, "each (other) player chooses"
    starting: str = "turn_player"     # each_chooses: STARTING, who chooses first
    not_yours: bool = False           # "that you don't control": not the effect's controller's
    energy_below: str | None = None   # cards off the board: an Energy cost less than this
                                      # number of the game ("points": your points; Kai'Sa)
    chosen_champion: bool = False     # cards off the board: "your Chosen Champion", a champion
                                      # unit named as its owner's chosen one (103.2.a.3)
    named: str | None = None          # objects with this name: "a Shadow Clone you control",
                                      # "a card with my name in your trash"
    token: bool = False               # only tokens ("your token units", 185)
    not_token: bool = False           # only objects that are no token ("a non-token unit")
    less_might_than: str | int | None = None   # "self": less Might than me; N: than what
                                      # instruction N chose (cards/selector_extras.py)
    not_keyword: str | None = None    # without that keyword now ("without [Temporary]")
    same_controller: int | None = None  # with the same controller as what instruction N
                                      # chose ("a unit and an Equipment with the same
                                      # controller": Angle Shot; engine/linked.py)
    min_energy: int | None = None     # printed Energy cost N or more ("a spell with Energy
                                      # cost [4] or more": Fate Weaver)
    enemies_weaker: bool = False      # a battlefield whose enemy units have less total Might
                                      # than me (Maduli the Gatekeeper)
    within_paid_cost: bool = False    # cards off the board costing no more Energy and no
                                      # more Power than the unit the cost killed (zones.py)
    not_tags: tuple[str, ...] = ()    # none of these tags: "a non-Dragon unit" (Ocean Drake)
    menaced_by: str | None = None     # a domain: in combat with an enemy unit of it, or chosen
                                      # by an enemy spell of it (Decree of Focus)
    each_location: bool = False       # at most one chosen at each location ("up to one enemy
                                      # unit at each location": Elder Dragon)
    named_tag: bool = False           # with the tag my `name` instruction named (The List)
    max_energy_my_might: bool = False # an Energy cost no more than my Might now ("a gear
                                      # with Energy cost no more than my Might")

    @property
    def targets(self) -> bool:
        """A chosen object is a target (355.7); 'all'/'self'/'subject' are not (355.10.d)."""
        return self.kind == "choose"


@lazy_dataclass(frozen=True)
class Count:
    """A test: at least `at_least` objects match `what` ("if you have 4+ units there",
    "if there is a ready enemy unit here").  `what` is an `all` selector."""
    what: Selector
    at_least: int = 1
    exactly: int | None = None     # "exactly N units here" (Shen): neither more nor fewer
    total_might: bool = False      # the matching units' total Might is tested, not how many
                                   # there are ("your other units have total Might 5 or more")


@lazy_dataclass(frozen=True)
class Condition:
    """A test of the game (`CONDITION_FLAGS` / `CONDITION_VALUES`): "if it's your turn",
    "while I'm buffed", "if you have 8+ points", "if an enemy unit died this turn".
    `value` is N for the numeric tests and the kind of unit for `died_this_turn`."""
    kind: str
    value: int | str | None = None     # kind `all`: the conditions that must each hold (a
                                       # list in YAML: `while: [at_battlefield, {count: ...}]`)


@lazy_dataclass(frozen=True)
class Amount:
    """A number taken from the game as the instruction resolves: a unit's Might
    (`might`, of `of`), a card's printed Energy cost (`cost`), a count of objects
    (`count`, an `all:` selector), the highest Might among objects (`highest_might`),
    a player's points (`points`: `you` or `opponent`, the highest opponent's);
    multiplied by `times` ("twice", "for each ... 2")."""
    kind: str                          # AMOUNT_KINDS
    of: str | None = None              # AMOUNT_OF, for might / cost
    what: Selector | None = None       # for count / highest_might
    times: int = 1
    minus: str | None = None           # might: less the Might of `minus` (AMOUNT_OF), at
                                       # least 0 ("increase its Might to the Might of ...")


@lazy_dataclass(frozen=True)
class Static:
    """A static ability (473-480): while `condition` holds, the objects `to` picks (me
    when None) have +`might` and `keywords`; `cost` changes my own Energy cost (356.3-4:
    negative is a discount), `each` times when given ("1 less for each card in your
    trash"), never below `minimum` (356.4.e) or 0 (356.6); `each` also multiplies `might`
    ("I get +1 Might for each buffed friendly unit here")."""
    might: int = 0
    keywords: tuple[Keyword, ...] = ()
    cost: int = 0
    power: int = 0                     # with `cost`, no `to`: that many power pips of my own
                                       # domain less (negative; "I cost [2][C] less", 356.4);
                                       # with `cost` and `to`: [A] pips more on others' costs
                                       # (a pip of any domain less when negative: Vex, Cheerless)
    to: Selector | None = None
    each: Amount | None = None
    minimum: int = 0
    condition: Condition | Count | None = None
    if_missing: bool = False           # keywords only "if they didn't already" have them
    tags: tuple[str, ...] = ()         # tags I have too ("I am a Mech"): an Equipment's
                                       # Effect Text, read by engine/attach.py `tags`
    shrouded: bool = False             # "can't be chosen by enemy spells and abilities"
                                       # (355.9; engine/targets.py): Master Yi, Unstoppable
    no_combat_damage: bool = False     # "don't deal combat damage" (465; Vilemaw)
    adds: int = 0                      # with `to:`: the Add abilities of those objects add N
                                       # energy more ("your Gold [Add] an additional [1]",
                                       # 429: Renata Glasc, Chem-Baroness)
    each_equipment: bool = False       # `each: equipment`: one instance of the keywords per
                                       # Equipment attached to the unit ("Your Equipment
                                       # each give [Assault]": Lucian, Purifier)
    repeat: tuple["AdditionalCost", ...] = ()  # 820: the spells `to` names have [Repeat]
                                       # with these costs (Syndra, Transcendent)
    nth: int | None = None             # a cost change of other cards (`to:`): only the Nth
                                       # such card its controller plays each turn ("the
                                       # first friendly gear played each turn": Ornn's Forge)


@lazy_dataclass(frozen=True)
class AdditionalCost:
    """356.2: "as an additional cost to play me, kill a friendly unit" (mandatory) or "you
    may discard 1 as an additional cost" (`Ability.optional`).  `kind` is one of
    ADDITIONAL_KINDS: `pay` energy/power (`cost`), `discard` `amount` cards, or `kill` /
    `exhaust` / `spend_buff` (remove the buff of) the object `what` chooses.  Paying may
    `discount` the card's Energy cost (356.4) or let it `ignore_cost` (356.1.b); "if you do"
    instructions test the `paid` condition."""
    kind: str
    cost: Cost | None = None
    amount: int = 1
    what: Selector | None = None
    discount: int = 0
    ignore_cost: bool = False
    any_number: bool = False          # "any number of" objects (kill / exhaust / spend_buff)
    power_discount: int = 0           # my cost is N of my domain's power less for each one
    discount_by_cost: bool = False    # my cost is the killed unit's printed Energy and Power
                                      # (as my domain's pips) less (Atakhan, 356.4)


@lazy_dataclass(frozen=True)
class Effect:
    """One instruction.  Instructions of a card resolve top to bottom (359.3.d)."""
    op: str                                  # EFFECT_OPS
    amount: int = 0
    target: Selector | None = None
    player: str = "you"                      # PLAYERS: who draws / channels / gains
    duration: str = "permanent"              # DURATIONS, for might / grant_keyword
    dest: str | None = None                  # DESTINATIONS, for move / play_token
    minimum: int | None = None               # 'to a minimum of N might' (might op)
    exhausted: bool = False                  # channel N runes exhausted; play a gear
                                             # token exhausted (Gold)
    ready: bool = False                      # play a ready token
    token: str | None = None                 # token name, for play_token
    keyword: Keyword | None = None           # for grant_keyword
    handler: str | None = None               # for custom
    domain: str | None = None                # for add: the power's domain; None adds energy
    spells_only: bool = False                # for add: "Spend this Energy only to play spells"
    only: str | None = None                  # for add: energy spent only at some time:
                                             # 'showdowns' ("Spend this Energy only during
                                             # showdowns", Diana; kept apart from the pool's)
    if_previous: str | None = None           # 'failed': only if the previous instruction did
                                             # less than asked ("if you can't, draw 1")
    only_if: Count | Condition | None = None  # "... if there is ...": tested as it resolves
    amount_of: Amount | None = None          # an amount taken from the game (replaces amount)
    what: str | None = None                  # next_play: the kind of card it waits for
    among: tuple[str, ...] = ()              # name: the names offered ("choose Bird, Cat,
                                             # Dog, or Poro": Ivern); () all of `what`
    fighter: str = "self"                    # fight: 'self', 'previous' or 'that:N', the
                                             # other unit
    dealer: str | None = None                # deal: 'previous': "it deals ...": the unit the
                                             # previous instruction affected deals it, not
                                             # the spell (417.6.b.3)
    split: bool = False                      # deal: AMOUNT split among the chosen targets,
                                             # as it resolves (355.14, `assign`)
    ask: str | None = None                   # 'controller' / 'opponent': that player decides
                                             # ('you': "you may ..." later in an effect,
                                             # decided on resolution, 383.3.a.3)
                                             # whether it happens ("unless its controller has
                                             # you draw 2"); declined, it is not done
    reveal: bool = False                     # look: reveal to everyone instead (424)
    zone: str | None = None                  # look: "hand" reveals / looks at a whole hand
    rest: bool = False                       # all but what this effect's `keep` chose
    until: str | None = None                 # look: one card at a time until one of this
                                             # type (unit, spell, gear) is seen
    ignore: str | None = None                # play: IGNORE_COSTS
    reduce: int = 0                          # play: its Energy cost is N less (356.4)
    reduce_by: str | None = None             # play: "paid_might" (`reduce: {might: paid}`):
                                             # less by the Might of the unit this ability's
                                             # cost recycled or killed, as it left (Rumble)
    afterwards: str | None = None            # play: "then recycle it": where the played card
                                             # goes once it has resolved (engine/zones.py)
    pay: Cost | None = None                  # play: "pay COST to play it" instead (356.1.b);
                                             # save_from_death: "you may pay COST to ..."
    event: str | None = None                 # delayed: DELAYED_EVENTS, when it triggers;
                                             # activate_triggers: TRIGGER_EVENTS
    then: tuple[Effect, ...] = ()            # delayed: the instructions it then performs
    modes: tuple = ()                        # player_modes: the modes, each a tuple of Effects
    bonus: int = 0                           # next_play: the next spell deals N Bonus Damage
    copy_of: int = 0                         # copy: the instruction (1-based) whose chosen
                                             # object is copied (`of:`); -1: `of: self`
    less_power: int = 0                      # next_play: ... and costs N [A] less (`power:`,
                                             # "costs [2][A][A] less": Astral Heron)
    bonus_each: Amount | None = None         # deal: "This deals 1 Bonus Damage for each card
                                             # with this name in your trash" (712-715)
    buff: bool = False                       # next_play: the next unit is buffed (426) as it
                                             # enters ("ready it and buff it": Nami)
    do_this: bool = False                    # "do this:" (387): this instruction and the ones
                                             # after it are a reflexive trigger, put on the
                                             # chain as this one is reached, its `if` met
    together: bool = False                   # "return a friendly unit and an enemy unit":
                                             # one game action with the instruction before
                                             # it, done to all their objects at once
                                             # (370.1.a.2); TOGETHER_OPS only
    source: SourceLoc | None = field(default=None, compare=False)


# ops whose instruction may be done at once with the one before it (`together`)
TOGETHER_OPS = frozenset({"return_to_hand"})


@lazy_dataclass(frozen=True)
class Trigger:
    """When a triggered ability triggers (382-385): an event, whose, where and the tests on it."""
    event: str                        # TRIGGER_EVENTS
    subject: str = "self"             # 'self' | 'unit' | 'friendly_unit' | 'other_friendly_unit'
                                      # | 'enemy_unit' | 'you'
    where: str | None = None          # 'here' (for battlefields and "at this battlefield")
    direction: str | None = None      # for move: 'from' | 'to'
    only_if: Count | Condition | None = None   # "When X, if Y": part of the trigger condition,
                                      # tested as the event happens (383.2.a.1)
    spent_at_least: int | None = None  # play_spell: "if you spent [N] or more" on it: the
                                      # Energy paid for it (357), not its printed cost
    min_energy: int | None = None     # play_spell: "a spell that costs N energy or more" -
                                      # the printed cost (FAQ: cards that look at a cost
                                      # use the printed cost, not what was paid)
    nth: int | None = None            # "the Nth time" (383.1): the Nth such event this turn
                                      # (move: my Nth move; play_card: your Nth card;
                                      # start_of_beginning: that player's Nth Beginning
                                      # Phase of the game; others: the Nth matching event)
    alone: bool = False               # attack / defend: the subject is the only attacker /
                                      # defender there ("attacks or defends alone")
    one_on_one: bool = False          # attack / defend: the subject and the one enemy unit
                                      # at its location are each alone there (740.2.b)
    was_uncontrolled: bool = False    # conquer: nobody controlled the battlefield before
                                      # (Yone, Blademaster errata)
    one_or_more: bool = False         # "one or more": once for a group of simultaneous events
    buffed: bool = False              # the subject is buffed as the event happens
    stunned: bool = False             # the subject is stunned as the event happens
    not_tags: tuple[str, ...] = ()    # the subject has none of these tags ("non-Recruit")
    from_hidden: bool = False         # play_card: a card played from facedown (Hidden, 811)
    at_least: int | None = None       # mighty: "when my Might becomes N or more" (a Might
                                      # from under N to N+; 5, Mighty, when None: 709)
    not_from_hand: bool = False       # play_card: "a card from anywhere other than your
                                      # hand" (a trash, facedown, an instruction's play)
    by: str | None = None             # kill: "with a spell": the kill is attributed to a spell
                                      # (428.5, engine/kills.py)
    not_token: bool = False           # play: the subject is no token ("a non-token unit")
    revealed: bool = False            # seen: only as it is revealed, not looked at ("as I'm
                                      # revealed from your deck": Undertitan, 424.1)
    abilities: bool = False           # chosen: with a spell or an ability ("when you choose a
                                      # friendly unit"), not a spell alone (383.4.b)
    min_power: int | None = None      # play_card: "a card with Power cost [A][A] or more":
                                      # its printed power pips (206), Yordle Explorer
    token: bool = False               # play: the subject is a token ("a token unit")
    tags: tuple[str, ...] = ()        # the subject has one of these tags ("another Dragon")
    once_each_turn: bool = False      # "Once each turn, when ...": it triggers at most once a
                                      # turn for its source (engine/events.py once_this_turn)
    controlled_by: str | None = None  # "that_player": "they may ...": the player the event
                                      # was about controls the ability (190.6.c: a
                                      # battlefield's "when a player plays a unit here")
    zone: str | None = None           # "trash": it triggers while its card is in its owner's
                                      # trash, and only there (385.2; engine/zones.py);
                                      # "deck": while it is in its owner's Main Deck (`seen`)


@lazy_dataclass(frozen=True)
class Ability:
    """One ability of a card: triggered, activated, passive, static or an additional cost."""
    kind: str                                  # 'triggered' | 'activated' | 'passive' | 'static'
                                               # | 'additional' | 'replacement'
    effects: tuple[Effect, ...] = ()
    trigger: Trigger | None = None             # triggered; a replacement's event: "if a
                                               # friendly unit would die" (`instead:`, 367;
                                               # its effects happen instead, 370.1.b)
    cost: Cost | None = None                   # activated
    keywords: tuple[Keyword, ...] = ()         # activated: action / reaction timing
    passive: str | None = None                 # passive: a named rule, e.g. 'extra_hide'
    token: str | None = None                   # passive enters_token_battlefield: its token
    value: int | None = None                   # passive parameter
    optional: bool = False                     # "you may"
    condition: str | None = None               # ABILITY_CONDITIONS: 'legion' (812): active only
                                               # if you played another card this turn
    static: Static | None = None               # kind 'static': a continuous effect (473-480)
    additional: AdditionalCost | None = None   # kind 'additional': an additional cost (356.2)
    modes: tuple[tuple[Effect, ...], ...] = () # "choose one" (355.3): instead of `effects`
    holds: Condition | Count | None = None     # passive `while:`: the named rule applies only
                                               # while this holds ("if an opponent's score is
                                               # within 3 points, I enter ready"); activated
                                               # `while:`: usable only while it holds (Level)
    modes_once: bool = False                   # "choose one you've not chosen this turn"
    pay: AdditionalCost | None = None          # triggered: a cost opening its effect ("you may
                                               # spend a buff to draw 1"), its base cost (383.3.b)
    attached: bool = False                     # Effect Text of an attachable card: active only
                                               # while it is Attached, as an ability of its
                                               # Top-Most Card ("I" is that card; 434.1.c, 718.3)
    granted: bool | str = False                # activated, on a battlefield (`to: {all: unit,
                                               # at: here}`): not its own, but every unit's
                                               # here: "Units here have '[exhaust]: ...'"
                                               # (engine/rule_changes.py activated_abilities);
                                               # "legend": "while you control this
                                               # battlefield, friendly legends have ..."
    less: tuple | None = None                  # activated: "This ability costs N less (for each
                                               # X / if Y)" (356.4): (an int or Amount, the
                                               # Condition or None; engine/ability_costs.py)
    keyword_of: str | None = None              # the keyword this ability was written for by the
                                               # loader (equip, quick-draw, weaponmaster): the
                                               # text shows the keyword alone
    source: SourceLoc | None = field(default=None, compare=False)


@lazy_dataclass(frozen=True)
class CardDef:
    """One card as printed: type, domains, cost, Might, tags, keywords, effects, abilities."""
    name: str                                  # 'Void Seeker', 'Jinx, Loose Cannon'
    type: str                                  # CARD_TYPES
    set_id: str = ""                           # 'OGN'
    number: str = ""                           # collector number as printed, '024'
    supertype: str | None = None               # 'champion' | 'signature' | 'token' | 'basic' | None
    domains: tuple[str, ...] = ()
    cost: Cost = Cost()
    might: int | None = None
    tags: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    effects: tuple[Effect, ...] = ()           # a spell's instructions
    modes: tuple[tuple[Effect, ...], ...] = () # "choose one": the spell's modes (355.3)
    abilities: tuple[Ability, ...] = ()
    flow: Cost | None = None                   # 829.1.c: the Flow cost, an alternate cost
                                               # replacing the base cost from the trash
    trash_cost: Cost | None = None             # "You may play me from your trash for COST"
                                               # (356.1.a an alternate cost; not Flow: no
                                               # banishing, 829.1.b.1): Undying Legion
    alt_cost: Cost | None = None               # "you may play me for COST" (356.1.a)
    alt_while: Condition | Count | None = None     # ... while this holds (Jhin, Meticulous
                                               # Killer: spent 4 or more on a spell)
    trash_while: Condition | Count | None = None   # ... only while this condition holds (812)
    modes_distinct: bool = False               # Repeat: "Choose one you haven't already
                                               # chosen": each execution another mode (820.2.a)
    repeat: tuple[AdditionalCost, ...] = ()    # 820: each Repeat instance's cost (`pay` or
                                               # `discard`), paid or not one by one (820.1.c.2)
    might_bonus: int = 0                       # 434.1.d, 718.4: Might given to the Top-Most Card
    equip: Cost | None = None                  # 818.1.c: the Equip cost (`equip:`), written as
                                               # an activated ability too (cards/equipment.py)
    token: bool = False
    implemented: bool = True
    not_implemented_reason: str | None = None
    source: SourceLoc | None = field(default=None, compare=False)

    def keyword(self, name: str) -> Keyword | None:
        for k in self.keywords:
            if k.name == name:
                return k
        return None

    def has(self, name: str) -> bool:
        return self.keyword(name) is not None

    @property
    def is_permanent(self) -> bool:
        return self.type in ("unit", "gear")
