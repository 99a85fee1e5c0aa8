"""Every official erratum (../shared/reference/errata_overlay.json), the card of ours it
changes, what the new text changes, and where that change is checked.

An entry is (official name, card ids, our card's name, what the new text changes, checks).
The official name and ids are the overlay's own, so tests/test_errata.py can hold this
list against the overlay when it is present.  A check is one of

    scenario:FILE.yaml      a scenario in tests/scenarios that names the card
    case:NAME               a case of tests/test_errata.py (CASES) for the card
    test:FILE               a card case in that test file (it names the card)

An erratum whose card we implement has at least one check, and the first check asserts
the new text's difference from the old (where the two differ in a Duel at all: `wording`
says when they do not, and why).  An erratum of a card not yet implemented has none.
"""

from __future__ import annotations

from typing import NamedTuple


class Erratum(NamedTuple):
    official: str
    ids: tuple[str, ...]
    card: str
    change: str
    checks: tuple[str, ...] = ()
    wording: str = ""          # why old and new read the same in a Duel (no difference)


ERRATA = (
    # -- Origins Card Errata (2025-10-28) ------------------------------------------------
    Erratum("Ava Achiever", ("OGN-107",), "Ava Achiever",
            "only a unit is played here; another card with Hidden is played as usual",
            ("case:Ava Achiever", "scenario:zones-ava-achiever-plays-hidden-card-here.yaml")),
    Erratum("Baited Hook", ("OGN-242",), "Baited Hook",
            "the unit is banished, then played",
            ("case:Baited Hook", "scenario:faq-baited-hook-plays-chosen-unit.yaml")),
    Erratum("Blind Fury", ("OGN-025",), "Blind Fury",
            "the card is banished, then played: one that can't be played stays banished",
            ("scenario:faq-blind-fury-spell-without-target-stays-banished.yaml",)),
    Erratum("Clockwork Keeper", ("OGN-044",), "Clockwork Keeper",
            "an additional cost; the draw is a play trigger that needs it paid",
            ("scenario:cost-clockwork-keeper-declined-no-draw.yaml",
             "scenario:cost-clockwork-keeper-paid-draws.yaml")),
    Erratum("Convergent Mutation", ("OGN-108",), "Convergent Mutation",
            "the increase lasts this turn",
            ("scenario:faq-convergent-mutation-any-friendly-unit.yaml",)),
    Erratum("Dazzling Aurora", ("OGN-160",), "Dazzling Aurora",
            "the unit revealed is banished, then played",
            ("case:Dazzling Aurora", "scenario:faq-dazzling-aurora-must-play-first-unit.yaml")),
    Erratum("Disintegrate", ("OGN-005",), "Disintegrate",
            "'do this: draw 1' is a reflexive trigger, drawn when it resolves",
            ("scenario:reflexive-disintegrate-draw-waits-on-the-chain.yaml",)),
    Erratum("Dragon's Rage", ("OGN-258",), "Dragon's Rage",
            "'then do this': the fight is a reflexive trigger that can be answered",
            ("scenario:reflexive-dragons-rage-answered-in-its-window.yaml",)),
    Erratum("Dune Drake", ("OGN-131",), "Dune Drake",
            "the +2 Might lasts this turn",
            ("case:Dune Drake",)),
    Erratum("Highlander", ("OGS-020",), "Highlander",
            "'would die': the unit is healed, exhausted and recalled instead, it never dies",
            ("scenario:replacement-highlander-recalls-instead-of-dying.yaml",)),
    Erratum("Karma, Channeler", ("OGN-235", "SFD-237", "SFD-237a"), "Karma, Channeler",
            "only cards recycled to your Main Deck count: a rune recycled for power does not",
            ("case:Karma, Channeler", "scenario:trigger-recycle-karma-channeler-vision.yaml")),
    Erratum("Kinkou Monk", ("OGN-141",), "Kinkou Monk",
            "up to two other friendly units: one (or none) may be chosen",
            ("case:Kinkou Monk",)),
    Erratum("Nocturne, Horrifying", ("OGN-194",), "Nocturne, Horrifying",
            "as it is looked at or revealed, banished first, then played for [A]",
            ("scenario:zones-nocturne-banished-and-played-for-any-power.yaml",
             "scenario:zones-nocturne-banished-play-declined-stays-banished.yaml")),
    Erratum("Pack of Wonders", ("OGN-181",), "Pack of Wonders",
            "a facedown card, not a card with Hidden",
            ("test:test_hidden_pack_of_wonders.py",)),
    Erratum("Portal Rescue", ("OGN-102",), "Portal Rescue",
            "its owner plays it, to their base",
            ("case:Portal Rescue", "scenario:zones-portal-rescue-owner-plays-to-base.yaml")),
    Erratum("Promising Future", ("OGN-115",), "Promising Future",
            "each player banishes the card they choose, then plays it",
            ("case:Promising Future",
             "scenario:zones-promising-future-each-banishes-next-player-plays-first.yaml")),
    Erratum("Ravenborn Tome", ("OGN-032",), "Ravenborn Tome",
            "the next spell you play this turn: it ends with the turn",
            ("case:Ravenborn Tome", "scenario:delayed-ravenborn-tome-next-spell-bonus-damage.yaml")),
    Erratum("Salvage", ("OGN-224",), "Salvage",
            "up to one gear: none may be chosen, and you still draw",
            ("case:Salvage",)),
    Erratum("Sigil of the Storm", ("OGN-287",), "Sigil of the Storm",
            "you must recycle a rune: no 'may' is asked",
            ("scenario:zones-sigil-of-the-storm-recycles-a-rune.yaml",)),
    Erratum("Sona, Harmonious", ("OGN-073", "VEN-SP2"), "Sona, Harmonious",
            "a trigger at the end of your turn if I'm at a battlefield; up to 4 runes",
            ("scenario:condition-sona-in-base-no-trigger.yaml",
             "scenario:condition-sona-readies-runes-at-a-battlefield.yaml")),
    Erratum("Targon's Peak", ("OGN-289",), "Targon's Peak",
            "up to 2 runes: fewer may be readied",
            ("case:Targon's Peak",
             "scenario:delayed-targons-peak-readies-runes-at-end-of-turn.yaml")),
    Erratum("The Boss", ("OGN-269", "OGN-310", "OGN-310a"), "Sett, The Boss",
            "the saved unit is healed, exhausted and recalled",
            ("scenario:replacement-sett-the-boss-heals-the-saved-unit.yaml",
             "scenario:replacement-sett-the-boss-saves-buffed-unit-from-kill.yaml")),
    Erratum("The Dreaming Tree", ("OGN-292",), "The Dreaming Tree",
            "any player choosing a unit friendly to them here draws, the first time a turn",
            ("scenario:trigger-chosen-dreaming-tree-first-time.yaml",)),
    Erratum("The Syren", ("OGN-184",), "The Syren",
            "to its base, not your base", ("test:test_cards_origins.py",),
            wording="a friendly unit's base is its controller's (107.1.c): yours"),
    Erratum("Tideturner", ("OGN-199",), "Tideturner",
            "a unit you control at another location",
            ("scenario:cond-tideturner-not-at-same-location.yaml",)),
    Erratum("Unforgiven", ("OGN-259", "OGN-305", "OGN-305a"), "Yasuo, Unforgiven",
            "to or from its base, not your base",
            ("scenario:cond-yasuo-unforgiven-to-or-from-base.yaml",),
            wording="a friendly unit's base is its controller's (107.1.c): yours"),
    Erratum("Unlicensed Armory", ("OGN-023",), "Unlicensed Armory",
            "'would die': pay to heal, exhaust and recall it instead",
            ("scenario:replacement-unlicensed-armory-pay-to-save.yaml",)),
    Erratum("Void Gate", ("OGN-296",), "Void Gate",
            "Bonus Damage to units here, from any spell or ability",
            ("scenario:static-void-gate-bonus-damage-here.yaml",)),
    Erratum("Zhonya's Hourglass", ("OGN-077",), "Zhonya's Hourglass",
            "every time a friendly unit would die; it is healed, exhausted and recalled",
            ("scenario:replacement-zhonyas-hourglass-dies-instead.yaml",)),
    Erratum("Teemo, Strategist", ("OGN-?",), "Teemo, Strategist",
            "when I defend only, not when played from Hidden; one chosen enemy unit",
            ("case:Teemo, Strategist",
             "scenario:zones-teemo-strategist-reveals-deals-per-hidden.yaml")),
    Erratum("Dark Child, Starter", ("OGN-?",), "Annie, Dark Child (Starter)",
            "up to 2 runes", ("test:test_cards_proving_grounds.py",)),
    # -- Spiritforged Errata (2026-01-14) ------------------------------------------------
    Erratum("Falling Star", ("OGN-029",), "Falling Star",
            "two instructions, each dealing 3 to a unit chosen as it is played",
            ("case:Falling Star",),
            wording="'do this twice' also chose two units, the same one or two"),
    Erratum("Icathian Rain", ("OGN-248",), "Icathian Rain",
            "six instructions, each dealing 2 to a unit chosen as it is played",
            ("test:test_cards_origins.py",),
            wording="'do this 6 times' also chose six units, any of them the same"),
    Erratum("Reinforce", ("OGN-062",), "Reinforce",
            "the unit is banished, then played",
            ("case:Reinforce", "scenario:zones-reinforce-banish-and-play-reduced.yaml")),
    Erratum("Arise!", ("SFD-198",), "Arise!", "up to two of them", ("test:test_cards_c2_sfd.py",)),
    Erratum("Blood Rush", ("SFD-003",), "Blood Rush", "Assault 2 this turn",
            ("scenario:duration-blood-rush-assault-this-turn.yaml",)),
    Erratum("Deathgrip", ("SFD-163",), "Deathgrip",
            "the unit to kill is chosen as it is played; no kill, no Might",
            ("scenario:errata-deathgrip-no-kill-no-might.yaml", "test:test_cards_spiritforged.py")),
    Erratum("Edge of Night", ("SFD-139",), "Edge of Night", "a unit you control, not 'here'",
            ("test:test_cards_c1.py",),
            "811.1.d.2: a play effect of a hidden permanent chooses its targets at that "
            "battlefield all the same"),
    Erratum("Janna, Savior", ("SFD-053",), "Janna, Savior", "up to one enemy unit",
            ("test:test_cards_c1.py",)),
    Erratum("Jax, Unmatched", ("SFD-054", "SFD-054a"), "Jax, Unmatched",
            "Equipment everywhere"),
    Erratum("Kato the Arm", ("SFD-112",), "Kato the Arm", "another friendly unit",
            ("test:test_cards_c1.py",)),
    Erratum("Rek'Sai, Swarm Queen", ("SFD-170", "SFD-170a"), "Rek'Sai, Swarm Queen",
            "banish, then play", ("test:test_cards_c2_sfd.py",)),
    Erratum("Rell, Magnetic", ("SFD-024",), "Rell, Magnetic", "then do this: attach"),
    Erratum("Tianna Crownguard", ("SFD-060",), "Tianna Crownguard", "can't gain points",
            ("test:test_cards_c1.py",
             "scenario:points-none-gained-conquer-effects-still-trigger.yaml")),
    Erratum("Void Burrower", ("SFD-187", "SFD-243"), "Rek'sai, Void Burrower",
            "banish, then play", ("test:test_cards_c2_sfd.py",)),
    Erratum("Void Rush", ("SFD-188",), "Void Rush", "banish, then play", ("test:test_cards_c2_sfd.py",)),
    Erratum("Yone, Blademaster", ("SFD-116", "SFD-233", "SFD-233a"), "Yone, Blademaster",
            "a battlefield that was uncontrolled",
            ("test:test_cards_precon_fiora.py",)),
    # -- Unleashed Errata Updates (2026-04-03) -------------------------------------------
    Erratum("Guards!", ("SFD-?",), "Guards!", "then do this: pay to ready it", ("test:test_cards_c2_sfd.py",)),
    Erratum("Relentless Pursuit", ("SFD-?",), "Relentless Pursuit", "up to one Equipment"),
    Erratum("Leblanc, Deceiver", ("UNL-199", "UNL-235", "UNL-235a"), "LeBlanc, Deceiver",
            "then do this: it becomes a copy"),
    Erratum("Keeper of Masks", ("UNL-081",), "Keeper of Masks",
            "then do this: they become copies"),
    Erratum("Death from Below", ("UNL-?",), "Death from Below", "do this: play from trash"),
    Erratum("Bone Skewer", ("UNL-?",), "Bone Skewer", "if they do, then do this: stun"),
    Erratum("Mirror Image", ("UNL-?",), "Mirror Image", "then do this: it becomes a copy"),
    Erratum("Rengar, Trophy Hunter", ("UNL-?",), "Rengar, Trophy Hunter",
            "I can Ambush to a battlefield with enemy units", ("test:test_ambush.py",),
            wording="Ambush as a verb is the permission the old text gave (822.1.d)"),
    # -- Vendetta Errata Updates (2026-07-24) --------------------------------------------
    Erratum("Fizz, Trickster", ("SFD-140",), "Fizz, Trickster",
            "then recycle it, once it has resolved", ("test:test_cards_spiritforged.py",)),
    Erratum("Diana, Lunari", ("UNL-079", "UNL-079a"), "Diana, Lunari", "pay [1] to Predict",
            ("test:test_cards_c3.py",)),     # the [1] is the trigger's cost, paid as it is
                                             # finalized (383.3.b)
    Erratum("Draven, Vanquisher", ("SFD-?",), "Draven, Vanquisher", "pay [C] to give +2",
            ("test:test_cards_c1.py",)),
    Erratum("Emperor's Dais", ("SFD-?",), "Emperor's Dais", "pay and return to play a token",
            ("test:test_cards_c2_sfd.py",)),
    Erratum("Stalking Wolf", ("UNL-?",), "Stalking Wolf", "you may Ambush me to its battlefield",
            ("test:test_cards_c3.py",)),     # played as a Reaction to the Poro's battlefield
    Erratum("Astral Heron", ("VEN-?",), "Astral Heron", "the next card you play this turn"),
    Erratum("Gangplank, Naval", ("VEN-?",), "Gangplank, Naval", "+3 Might this turn",
            ("test:test_cards_c5_b.py",)),
    Erratum("Resonating Strike", ("VEN-034",), "Resonating Strike",
            "Reaction reminder text: play any time", ("test:test_cards_precon_shen.py",)),
)
