"""The sentences of the named passive rules (`passive:` abilities, static_reader.PASSIVES):
each is a whole sentence of rules text, not a phrase, in the singular and with its value N
(cards/text.py picks one).  The wording follows the printed cards (cards/README.md,
"Abilities": the passive rules known); tests/test_cards_text.py checks that every passive
has its sentence."""

from __future__ import annotations

__all__ = ["PASSIVE_TEXT"]

# Named passive rules (static_reader.PASSIVES): (the text for value 1 or none, the text for
# value N).  {n} is the ability's value; {token} its battlefield token.
PASSIVE_TEXT = {
    "hide_for_energy": ("You may pay 1 energy instead of 1 power of any domain to hide a card "
                        "with Hidden.", "You may pay {n} energy instead of 1 power of any "
                                        "domain to hide a card with Hidden."),
    "ambush_to_enemy_units": ("I can Ambush to a battlefield where there are enemy units, even "
                              "if you don't have units there.", "I can Ambush to a "
                              "battlefield where there are enemy units, even if you don't "
                              "have units there."),
    "ambush_where_paid": ("You may Ambush me to its battlefield, even if you don't have "
                          "other units there.", "You may Ambush me to its battlefield, even "
                          "if you don't have other units there."),
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
