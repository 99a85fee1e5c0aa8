"""The card language's closed vocabularies: every word a card file may use for a card type,
domain, keyword, instruction (`op`), selector, location, destination, condition, amount
and trigger event, each with what it means.  cards/model.py builds the definitions from
these words; the loader checks a card file against them (a word outside is a `file:line`
error), so YAML never names code.
"""

from __future__ import annotations

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
    "replace",         # replace the trigger's battlefield (`here`) with a new `token`, a
                       # battlefield token (438; engine/
                       # replace_action.py): Ivern, Green Father's Brush
    "swap_back",       # replace this battlefield token with the battlefield it replaced
                       # (438.7): the Brush token's "When you score here"
    "grant_repeat",    # give the next spell you play this turn [Repeat] equal to its cost
                       # (`what: cost`) or base cost (`what: base_cost`), 820, granted by
                       # another card (engine/repeat.py): Temporal Portal, The Academy
    "play_again",      # "its controller may play this spell again for PAY; if they do, it
                       # deals AMOUNT additional Bonus Damage for each time it has dealt
                       # damage this turn" (Dancing Grenade; engine/play_again.py)
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
CHOOSERS = ("each", "others",     # "each other player": a 2v2 teammate too (King's Edict)
            "opponents",         # "each opponent": not a 2v2 teammate (489.8.e; Shard)
            "defender",          # "the defender" of the combat now (462; Atakhan)
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
           "each_opponent",   # "each opponent": with one opponent, as "opponent"; with
                              # several, each in turn order (engine/ffa.py)
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
    "opponents_turn",       # it's an opponent's turn: not yours, nor a teammate's (489)
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
                "equipment",  # the Equipment attached to a unit (818.3): "for each
                              # Equipment attached to me" (Riven, Shattered)
                "did")        # `{did: previous}`: the players the previous instruction was
                              # done for ("for each opponent who did": Card Sharp)
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
    "as_attached",   # "as this is attached to a unit" (434): done at once, off the chain,
                     # right after the instruction that attached it; `subject` is the unit
                     # (engine/copying.py: Shady Spectacles)
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
