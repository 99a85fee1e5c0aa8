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

import dataclasses
from dataclasses import field

from riftbound_tui.lazy_dataclass import lazy_dataclass

from .vocabulary import (  # noqa: F401 - the vocabularies, read through the model too
    CARD_TYPES, DOMAINS, KEYWORDS, EFFECT_OPS, DELAYED_EVENTS, WATCHING_EVENTS, NEXT_PLAY_WHAT,
    NAME_WHAT, GRANT_REPEAT_WHAT, SELECTOR_KINDS, CHOOSERS, STARTING, SELECTOR_OBJECTS,
    CONTROLLERS, LOCATIONS, IGNORE_COSTS, PLAYERS, DURATIONS, DESTINATIONS, ANY_NUMBER,
    ABILITY_CONDITIONS, CONDITION_FLAGS, ADDITIONAL_KINDS, CONDITION_VALUES, PLAYED_TYPES, IT_IS,
    DIED_WHAT, AMOUNT_KINDS, AMOUNT_OF, TRIGGER_EVENTS,
)

COPY_OF_PREVIOUS = -2   # copy `of: previous`: what the previous instruction affected
COPY_OF_SUBJECT = -3    # copy `of: subject`: the object a trigger is about





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
                                      # "controller": all have one controller;
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
    own: bool = False                 # `friendly` read as "you control": not a 2v2 teammate's
                                      # (Equip, 818.1.c.2; Quick-Draw, 819.1.d)
    alone: bool = False               # a unit with no other friendly unit at its battlefield
                                      # (740.2.a): "an enemy unit alone here" (Isolate)
    owner: str | None = None          # "you": objects you own, whoever controls them (Teemo,
                                      # Swift Scout: "a Teemo unit you own")
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
    chooses: Selector | None = None   # a spell or ability on the chain that chooses this
                                      # (an `all:` selector, or `{that: N}`: "that chooses a
                                      # friendly unit or gear", Not So Fast; cards/chain_choice.py)
    chooses_no_other: Selector | None = None  # "... and no other friendly unit" (Repulse)

    @property
    def targets(self) -> bool:
        """A chosen object is a target (355.7); 'all'/'self'/'subject' are not (355.10.d)."""
        return self.kind == "choose"

    def but(self, **changes) -> "Selector":
        """A copy with some fields changed (the engine narrows or widens selectors as it
        reads them).  `dataclasses.replace` would call `__init__`, whose many parameters (65)
        `lazy_dataclass` compiles on first use (~4 ms, in the middle of a game); the copy
        takes the fields as they are instead.  A name that is no field goes to `replace`,
        whose error names it."""
        if not changes.keys() <= _SELECTOR_FIELDS:
            return dataclasses.replace(self, **changes)
        new = object.__new__(Selector)
        fields = new.__dict__
        fields.update(self.__dict__)
        fields.update(changes)
        return new


_SELECTOR_FIELDS = frozenset(Selector.__dataclass_fields__)


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
                                             # object is copied (`of:`); -1: `of: self`;
                                             # COPY_OF_PREVIOUS: `of: previous`;
                                             # COPY_OF_SUBJECT: `of: subject`
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
    own: bool = False                 # a friendly subject the controller controls: "a unit
                                      # you control", "when you play a unit", never a 2v2
                                      # teammate's, as "friendly" is (489.8.e, 489.8.c)
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
    to: "Selector | None" = None               # additional, on a battlefield: the cards any
                                               # player may pay it for, then playing them here
                                               # (Dragon Roost; engine/given_costs.py)
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
