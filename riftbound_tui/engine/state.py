"""The game state: plain data, cheap to copy.

Game objects are immutable records (`Obj`) kept in one dict by id; a change
replaces the record, so a copy of the state only copies the dict.  Zones are
lists of ids.  Nothing here holds a generator, a lambda or an open file, so a
state can be cloned for search and compared for replay.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from riftbound_tui.lazy_dataclass import lazy_dataclass

from . import teams
from .records import copier_on_first_use, fast_init, new_object as _new_object

# Non-board zones a player owns (rule 108) and the board zones of a player.
PLAYER_ZONES = ("deck", "hand", "trash", "banishment", "rune_deck", "runes", "base",
                "champion", "legend", "facedown")
BOARD_ZONES = ("base", "battlefield", "runes")

PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending")

# What an instruction returns while it waits for a decision made as it resolves (355.17):
# the instruction runner stops there and goes on once the decision is answered.
SUSPEND = "suspend"


@fast_init
@lazy_dataclass(frozen=True, slots=True, init=False)
class Obj:
    """One game object.  `zone` is a PLAYER_ZONES name, 'battlefield' (then `bf`
    is the battlefield's index) or 'chain'.  A card that moves to or from a
    non-board zone becomes a new Obj with a new id (rule 124)."""
    id: int
    card: str                    # card name in the card database
    owner: str
    controller: str
    zone: str
    bf: int | None = None
    exhausted: bool = False
    damage: int = 0
    stunned: bool = False
    buffs: int = 0
    entered: int = 0             # timestamp of entering the current zone (#N order)
    token: bool = False
    designation: str | None = None   # 'attacker' | 'defender' during a combat
    moved_from: int | None = None    # unused by rules yet; kept for "when I move"
    hidden_on: int | None = None     # the turn a facedown card was hidden (811.1.b)
    empowered: bool = False          # 441: a state of objects on the board (a new object,
                                     # off the board, starts without it)
    attached_to: int | None = None   # 718: the Top-Most Card this card is Attached to
    gear: tuple = ()                 # 719: a Top-Most Card's Attached cards (engine/attach.py)
    label: int = 0                   # its `#N` among its copies at its place (labels.py)

    def but(self, **changes: Any) -> "Obj":
        """A copy with some fields changed: `dataclasses.replace` without its
        per-call introspection (this sits on the engine's hottest path)."""
        return _obj_but(self, changes)


_obj_but = copier_on_first_use(Obj, globals(), "_obj_but")


@fast_init
@lazy_dataclass(frozen=True, slots=True, init=False)
class Modifier:
    """A continuous effect on one object (layers 474-480): might or a keyword."""
    target: int
    kind: str                    # 'might' | 'keyword' | 'rule' (a player's rule, target -1,
                                 # source the player's name: Confront)
    amount: int = 0
    keyword: str | None = None
    keyword_value: int | None = None
    until: str = "turn"          # 'turn' | 'combat' | 'permanent'
    timestamp: int = 0
    source: str = ""
    data: tuple = ()             # what a delayed or replacement effect needs to act later


@fast_init
@lazy_dataclass(frozen=True, slots=True, init=False)
class ChainItem:
    """A card or ability on the Chain (327-340)."""
    id: int
    kind: str                    # 'card' | 'activated' | 'triggered'
    controller: str
    source: int | None           # Obj id of the card on the chain, or of the ability's source
    card: str                    # card name (of the card, or of the ability's source)
    ability: int | None = None   # index into the source's abilities
    pending: bool = True
    targets: tuple[tuple[Any, ...], ...] = ()   # per instruction: chosen ids (or bf indexes)
    chosen: bool = False          # choices made (355)
    dest: Any = None             # unit play destination ('base' or a bf index)
    subject: int | None = None   # the object a trigger is about
    here: int | None = None      # the battlefield a trigger is about
    dests: tuple = ()            # per instruction: chosen move destination (base or bf index)
    by_trigger: bool = False     # 346.1: a chain opened by a trigger does not pass focus
    hidden_at: int | None = None # played from facedown at this battlefield (811)
    from_hand: bool = False      # played from its controller's hand ("if you played this
                                 # from your hand")
    accelerate: bool | None = None  # 805: the optional additional cost paid (None: not asked)
    mode: int | None = None      # 355.3: the chosen mode (0-based) of a modal spell/ability
    extra: tuple | None = None   # 356.2 a card's additional cost: None not asked yet, ('yes',),
                                 # ('declined',) or ('paid', chosen ids...) (engine/costs.py)
    performs: bool | None = None    # 383.3.a: a trigger's "you may" answered (None: not asked)
    event_player: str | None = None  # a trigger's event was about this player ("that player")
    event_at: int | None = None  # the battlefield a trigger's event happened at: "there" in
                                 # "when you defend at a battlefield, move me there"
    label: str = ""
    cost_as: Any = None          # 419.3.b: a card an instruction plays costs this Cost instead
                                 # ("ignoring its cost", "for [A]"; engine/zones.py)
    delayed: tuple | None = None  # a delayed trigger: (ability index or -1, instruction index)
    reflexive: tuple | None = None  # a reflexive trigger ("do this:", 387): (its parent's
                                    # kind, the index of its first instruction, and the
                                    # parent's previous objects, fell short, noted there)
    flow: bool = False           # 829: played from the trash for its Flow cost (engine/flow.py)
    alternate: bool | None = None  # 356.1.a: its card's own alternate cost paid (None: not
                                   # asked yet; engine/alternate_cost.py)
    trash_cost: bool = False     # 356.1.a: played from the trash for its own alternate cost
                                 # from there (Undying Legion; engine/flow.py)
    repeats: tuple | None = None  # 820: per Repeat instance so far, False (not paid), True
                                  # (paid) or the cards a discard cost picked (engine/repeat.py)
    granted_repeat: tuple | None = None  # 820: Repeat costs other cards give this spell
                                  # (None: not read yet; engine/repeat.py)
    repeat_modes: tuple = ()     # 820.2.a: the mode (0-based) of each repeated execution
    nth_played: int | None = None  # a finalized spell: its controller's Nth card this turn,
                                   # read by "your Nth card" as it resolves (419.4.a)
    via: int | None = None       # an Effect Text ability's (718.3): the attached card whose
                                 # text it is, its source being the unit ("banished with
                                 # this" links to that card, 395: The Zero Drive)


_item_but = copier_on_first_use(ChainItem, globals(), "_item_but")


def item_but(it: ChainItem, **changes: Any) -> ChainItem:
    """`dataclasses.replace` for a chain item, without its per-call introspection (items
    change at every choice a player makes for them)."""
    return _item_but(it, changes)


@fast_init
@lazy_dataclass(frozen=True, slots=True, init=False)
class Showdown:
    """The showdown at a battlefield (341-346): who has focus and how many have passed."""
    bf: int
    focus: str
    passes: int = 0
    combat: bool = False
    chain_by_trigger: bool = False   # 346.1: focus does not pass after such a chain


@fast_init
@lazy_dataclass(frozen=True, slots=True, init=False)
class Combat:
    """The combat at a battlefield (460-466): its two sides and its step."""
    bf: int
    attacker: str
    defender: str
    step: str = "showdown"           # 'showdown', then the resolution step's tasks (RESOLVING)
    was_in: frozenset = frozenset()  # every unit that has been in it: "when a combat that I
                                     # was in ends" (466.7; engine/combat.py)


# 466.2-466.7: the tasks of the resolution step, each done once the chain (and the triggers)
# left by the one before has resolved: the result ('recalled': after 466.1.a.2), control, end
RESOLVING = frozenset(("result", "recalled", "control", "end"))


@fast_init
@lazy_dataclass(frozen=True, slots=True, init=False)
class Task:
    """An outstanding task (333).  `kind` names a handler in the engine."""
    kind: str
    data: tuple = ()


@fast_init
@lazy_dataclass(frozen=True, slots=True, init=False)
class Decision:
    """The one pending decision: who must answer, what kind, and the legal answers."""
    player: str
    kind: str                    # 'priority' | 'focus' | 'choose' | 'to' | 'yes_no' | 'assign' |
                                 # 'mulligan' | 'first_second' | 'order' | 'discard'
    prompt: str
    options: tuple = ()          # kind-specific candidates (ids, places, numbers)
    context: tuple = ()          # what the answer completes
    min_count: int = 1
    max_count: int = 1


@lazy_dataclass(slots=True, at_once=("__init__",))
class PlayerState:
    """One player's score, resources and zones (each a list of object ids)."""
    name: str
    points: int = 0
    xp: int = 0
    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)   # domain -> count; 'any' universal
    zones: dict[str, list[int]] = field(default_factory=lambda: {z: [] for z in PLAYER_ZONES})
    turns_taken: int = 0
    conceded: bool = False
    spell_energy: int = 0      # how much of `energy` may pay only for spells (Lux, Crownguard);
                               # it is in the pool like any other energy (429)
    kept: tuple = ()           # energy and power that may be spent only on some costs, apart
                               # from the pool: (only, resource, amount) entries (Diana, Scorn
                               # of the Moon; 429, engine/limited.py); emptied with the pool
    spent: tuple = (0, 0, ())  # this turn: the power spent on costs, the most Energy spent
                               # to play one spell, and (spell on the chain, Energy paid)
                               # for each spell played (357; Sivir, Mercenary; Revna)
    enemy_choices: int = 0     # this turn: spells and unit abilities that chose enemy units
                               # or gear (355.6; Ezreal, Prodigal Explorer)
    drawn: tuple[int, int] = (0, 0)   # (turn number, cards drawn in that turn): "your second
                                      # card each turn" (engine/events.py drew)

    def clone(self) -> "PlayerState":
        # field by field, without __init__: a state copy (every decision) copies each player
        c = _new_object(PlayerState)
        c.name, c.points, c.xp, c.energy = self.name, self.points, self.xp, self.energy
        c.power = self.power.copy()
        # the dict copied whole, then each list: no insert grows the copy's table
        c.zones = zones = self.zones.copy()
        for z, ids in zones.items():
            zones[z] = ids.copy()
        c.turns_taken, c.conceded, c.spell_energy, c.spent, c.drawn, c.enemy_choices = \
            self.turns_taken, self.conceded, self.spell_energy, self.spent, self.drawn, \
            self.enemy_choices
        c.kept = self.kept
        return c


@lazy_dataclass(slots=True, at_once=("__init__",))
class BattlefieldState:
    """One battlefield: its card, who controls or contests it, the units there."""
    obj: int                     # the battlefield card's Obj id
    name: str
    controller: str | None = None
    contested_by: str | None = None
    showdown_staged: bool = False
    combat_staged: bool = False
    units: list[int] = field(default_factory=list)   # units (and attached gear) here, entry order

    def clone(self) -> "BattlefieldState":
        c = _new_object(BattlefieldState)
        c.obj, c.name, c.controller, c.contested_by = \
            self.obj, self.name, self.controller, self.contested_by
        c.showdown_staged, c.combat_staged, c.units = \
            self.showdown_staged, self.combat_staged, self.units.copy()
        return c


class Log:
    """The game log: append-only, and shared by a state and its copies.

    Every copy holds the same list and its own length, so copying a state costs
    nothing however long the game has run, and a copy never sees lines written after
    it by another.  A copy that appends where another already wrote takes its own
    list first (copy on divergence), so no state's log ever changes under its holder.
    Reads like a list of lines: len, index, slice, iterate, compare.
    """
    __slots__ = ("_lines", "_n")

    def __init__(self, lines=None, n: int | None = None):
        self._lines: list[str] = [] if lines is None else \
            (lines if isinstance(lines, list) else list(lines))
        self._n = len(self._lines) if n is None else n

    def append(self, line: str) -> None:
        if self._n != len(self._lines):
            self._lines = self._lines[:self._n]      # another copy wrote past us
        self._lines.append(line)
        self._n += 1

    def extend(self, lines) -> None:
        for line in lines:
            self.append(line)

    def since(self, mark: int) -> list[str]:
        """The lines written after the first `mark` (a slice, without `__getitem__`'s
        general index handling)."""
        return self._lines[mark:self._n]

    def fork(self) -> "Log":
        c = _new_object(Log)        # without __init__'s checks: a copy is made every decision
        c._lines, c._n = self._lines, self._n
        return c

    def __len__(self) -> int:
        return self._n

    def __iter__(self):
        lines, n = self._lines, self._n
        return iter(lines) if n == len(lines) else iter(lines[:n])

    def __getitem__(self, i):
        n = self._n
        if isinstance(i, slice):
            start, stop, step = i.indices(n)
            if step > 0:
                return self._lines[start:stop:step]
            return self._lines[:n][i]
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("log index out of range")
        return self._lines[i]

    def __eq__(self, other) -> bool:
        if isinstance(other, (Log, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    def __repr__(self) -> str:
        return f"Log({self[:]!r})"


def fork_log(log) -> Log:
    """A copy's log: O(1) for a shared Log (a plain list, as a view may hold, is copied)."""
    return log.fork() if isinstance(log, Log) else Log(list(log))


@lazy_dataclass(slots=True, at_once=("__init__",))
class GameState:
    """Everything a game is at one moment; the engine works on copies (Game.act)."""
    order: tuple[str, ...]                       # turn order (115)
    players: dict[str, PlayerState]
    objs: dict[int, Obj]
    bfs: list[BattlefieldState]
    rng: int = 0
    next_id: int = 1
    clock: int = 1
    victory_score: int = 8
    manual_payment: bool = False
    turn_player: str = ""
    turn_number: int = 1
    phase: str = "main"
    chain: list[ChainItem] = field(default_factory=list)
    priority: str | None = None
    passes: int = 0
    showdown: Showdown | None = None
    combat: Combat | None = None
    tasks: list[Task] = field(default_factory=list)
    pending: Decision | None = None
    winner: str | None = None
    modifiers: list[Modifier] = field(default_factory=list)
    scored: dict[str, frozenset[int]] = field(default_factory=dict)   # bf indexes scored this turn
    # what this turn's cards read back, forgotten as the turn starts (no effect of its own):
    # ("held", player) -> points scored from holding, ("conquered", player) -> bf indexes,
    # ("attached", gear) -> the unit it was attached to (engine/turn_notes.py)
    turn_notes: dict = field(default_factory=dict)
    played_this_turn: tuple[str, ...] = ()
    triggers: list[ChainItem] = field(default_factory=list)         # triggered, not yet on chain
    log: Log = field(default_factory=Log)   # shared with copies: see Log
    version: int = 0
    mulliganed: tuple[str, ...] = ()
    played_by: tuple[str, ...] = ()   # who finalized each card of played_this_turn (812 Legion)
    below_mighty: frozenset[int] | None = None   # board units under 5 Might when last
                                                 # looked at: "becomes Mighty" (709, events.py)
    step: str = ""                    # the phase's step once past its first: "scoring" in the
                                      # Beginning Phase (315.2.b), "" otherwise
    match: Any = None                 # engine/match.py MatchState in a best-of-three (486)
    in_game: frozenset = frozenset()  # every card name an object of this game has had (made
                                      # by Board.create_card and token play): a board walk
                                      # for names none of which is here is skipped (frozen.py)
    attaching: bool = False           # a card has been attached this game (attach.py): until
                                      # then no walk looks for attached cards (labels.py)
    on_chain: tuple[int, ...] = ()    # the objects in the chain zone, which has no list: kept
                                      # by Board.relocate, the one road in and out (labels.py)
    teams: dict[str, str] | None = None   # 2v2 (489): player -> their team's name; None when
                                          # every player plays alone (engine/teams.py)

    # -- copying -----------------------------------------------------------------
    def clone(self) -> "GameState":
        """A deep-enough copy: records are immutable, containers are copied.  Field by
        field, without __init__ (a copy is made at every decision); a field left out
        here is missing on the copy, so it fails loudly (tests/test_state_snapshots)."""
        c = _new_object(GameState)
        c.order = self.order
        # (copied whole, then each value replaced: no comprehension's own frame, no
        # insert growing the copy's table)
        c.players = players = self.players.copy()
        for n, p in players.items():
            players[n] = p.clone()
        c.objs = self.objs.copy()
        c.bfs = list(map(BattlefieldState.clone, self.bfs))
        c.rng, c.next_id, c.clock = self.rng, self.next_id, self.clock
        c.victory_score, c.manual_payment = self.victory_score, self.manual_payment
        c.turn_player, c.turn_number, c.phase = self.turn_player, self.turn_number, self.phase
        c.chain, c.priority, c.passes = self.chain.copy(), self.priority, self.passes
        c.showdown, c.combat = self.showdown, self.combat
        c.tasks, c.pending, c.winner = self.tasks.copy(), self.pending, self.winner
        c.modifiers, c.scored = self.modifiers.copy(), self.scored.copy()
        c.turn_notes = self.turn_notes.copy()
        c.played_this_turn, c.triggers = self.played_this_turn, self.triggers.copy()
        c.log, c.version = fork_log(self.log), self.version
        c.mulliganed, c.played_by = self.mulliganed, self.played_by
        c.below_mighty, c.step, c.match = self.below_mighty, self.step, self.match
        c.attaching, c.on_chain, c.in_game, c.teams = \
            self.attaching, self.on_chain, self.in_game, self.teams   # (teams: never changed)
        return c

    # -- small helpers used everywhere -------------------------------------------
    def obj(self, oid: int) -> Obj:
        return self.objs[oid]

    def set(self, oid: int, **changes: Any) -> Obj:
        objs = self.objs
        o = _obj_but(objs[oid], changes)    # Obj.but, one call less
        objs[oid] = o
        return o

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def opponents(self, player: str) -> list[str]:
        """`player`'s opponents in turn order: who is one is decided in engine/teams.py."""
        return teams.opponents(self, player)

    def next_player(self, player: str) -> str:
        i = self.order.index(player)
        return self.order[(i + 1) % len(self.order)]

    def zone(self, player: str, zone: str) -> list[int]:
        return self.players[player].zones[zone]

    def bf_index(self, name: str) -> int | None:
        for i, b in enumerate(self.bfs):
            if b.name.lower() == name.lower():
                return i
        return None

    def units_at(self, bf: int, controller: str | None = None) -> list[int]:
        ids = self.bfs[bf].units
        if controller is None:
            return list(ids)
        return [i for i in ids if self.objs[i].controller == controller]

    def place_name(self, o: Obj) -> str:
        if o.zone == "battlefield" and o.bf is not None:
            return self.bfs[o.bf].name
        return o.zone

    def say(self, line: str) -> None:
        log = self.log
        if type(log) is Log and log._n == len(log._lines):   # Log.append's usual case, inline
            log._lines.append(line)
            log._n += 1
        else:
            log.append(line)


_showdown_but = copier_on_first_use(Showdown, globals(), "_showdown_but")


def showdown_but(sd: Showdown, **changes: Any) -> Showdown:
    """`dataclasses.replace` for a showdown, without its per-call introspection (it changes
    at every pass of focus, 347.2, and as each chain in it opens and closes, 346)."""
    return _showdown_but(sd, changes)
