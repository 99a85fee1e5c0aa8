"""Games of more than two players: FFA3 Skirmish (487), FFA4 War (488), 2v2 (489).

The rest of the engine asks little of the mode: turn order, priority and focus go round
`GameState.order` (115.1.c, 339.2, 347.2.b), and who is an opponent or an ally is asked
of engine/teams.py.  What differs is gathered here: who brings a battlefield (487.5,
488.4.b, 489.5), who goes first (115), the first-turn process (487.7, 488.7, 489.7), who
the defender is when more than two players have units at a battlefield (462, 464.2.c),
no unit played into a combat its controller takes no part in (462.2; an effect's goes to
base instead, 462.2.a-b), the Burn Out point when several opponents could gain it
(431.2.c), "an opponent" chosen among several and "each opponent" done (or asked) for
each (355.9.a, 487.2), and 2v2's teams and
scoring (489.5.c, 489.8.b, 489.8.g); a player removed from a game that goes on (651-652)
is engine/conceding.py.  A game's mode is read off its players: two is a Duel or a
Match, three FFA3, four FFA4, or 2v2 when `GameState.teams` is set.
"""

from __future__ import annotations

from dataclasses import replace

from . import rng, teams
from .errors import SetupError
from .state import Decision, GameState, Task

# mode -> (players, rule of the mode)
MODES = {"ffa3": (3, "487"), "ffa4": (4, "488"), "2v2": (4, "489")}
VICTORY = {"2v2": 11}            # 489.3; 8 otherwise (485.3, 487.3, 488.3)
BURN_OUT = "burn_out"            # a Decision's context: the Burn Out point's opponent
EACH_OPPONENT = "opponents"      # "each opponent" run for each of several (effects.py)
OPPONENTS = frozenset(("opponent", "each_opponent"))   # instructions naming opponents


def rule_of(st: GameState) -> str:
    """The mode's rule number: 485 (Duel) for two players, else 487, 488 or 489 (2v2)."""
    if st.teams is not None:
        return "489"
    return {3: "487", 4: "488"}.get(len(st.order), "485")


def share_points(st: GameState, players: dict) -> None:
    """489.8.d.1: teammates have the same points; a scenario may give them for either."""
    for p in st.order:
        mates = [q for q in st.order if st.teams[q] == st.teams[p]]
        given = {int((players[q] or {}).get("points", 0)) for q in mates
                 if "points" in (players[q] or {})}
        if len(given) > 1:
            raise SetupError(f"players.{p}.points: teammates {' and '.join(mates)} share "
                             f"their points (489.8.d.1); give them once")
        n = given.pop() if given else 0
        for q in mates:
            st.players[q].points = n


def form_teams(st: GameState, mode: str) -> None:
    """2v2 (489.2, 489.5.c): the players listed first and third are one team, second
    and fourth the other, so turns alternate teams; a team is named by its first player."""
    if mode == "2v2":
        a, b, c, d = st.order
        st.teams = {a: a, c: a, b: b, d: b}


def check_players(mode: str, names) -> None:
    n, rule = MODES[mode]
    if len(names) != n:
        raise SetupError(f"{mode.upper()} has {n} players ({rule}.1), got {len(names)}")


# -- setup from decks (487.5, 488.4-488.5, 115-116) ------------------------------------------

def lay_out(engine, st: GameState, decks: dict, mode: str) -> None:
    """Turn order by a fair random method (115: one player drawn at random goes first,
    the others follow in seating order, 115.1.b, which alternates the teams of 2v2,
    489.5.c), then the battlefields: in FFA3 each player's random one of three (487.5);
    in FFA4 and 2v2 each player but the first's (488.4.b, 488.5, 489.5.a-b).  Laid out
    before the hands are drawn (setup_step)."""
    from .setup import add_battlefield, label_battlefields
    names = list(st.order)
    st.rng, k = rng.below(st.rng, len(names))
    names = names[k:] + names[:k]
    st.order = tuple(names)
    rule = MODES[mode][1]
    st.say(f"  {names[0]} is drawn at random to go first; turn order "
           f"{', '.join(names)} (115, 115.1.b)")
    for p in names:
        if mode in ("ffa4", "2v2") and p == names[0]:
            st.say(f"  {p} goes first: their battlefields are not used "
                   f"({'488.4.b' if mode == 'ffa4' else '489.5.b'})")
            continue
        bfs = list(decks[p].get("battlefields", []))
        if not bfs:
            raise SetupError(f"{p} brings no battlefield ({rule}.4.a)")
        st.rng, j = rng.below(st.rng, len(bfs))
        add_battlefield(engine, st, bfs[j], p)
    label_battlefields(st)


def begin(engine, st: GameState) -> None:
    """The first player is known (lay_out): each player draws 4 (116); mulligans follow."""
    first = st.order[0]
    st.turn_player = first
    st.say(f"  {first} goes first (115.1.b.1)")
    for p in st.order:                                               # 116
        engine.draw(st, p, 4)


# -- the first-turn process (487.7, 488.7) ------------------------------------------------

def skips_first_draw(st: GameState, tp: str) -> bool:
    """487.7 / 488.7: the player going first does not draw in their first Draw Phase."""
    return st.players[tp].turns_taken == 1 and len(st.order) > 2 and st.order[0] == tp


# -- combat among several players (462, 464.2.c) -------------------------------------------

def defender(st: GameState, b, attacker: str, present) -> str:
    """464.2.c.2 with 462: combat is between exactly two players.  When units of more than
    one other player are at the battlefield, its controller defends if they have units
    there; otherwise the first of them in turn order after the attacker.  The other
    players' units take no part in this combat (no designation); the battlefield stays
    contested and the next combat there is staged once this one ends (466.3.d)."""
    if b.controller in present and b.controller != attacker:
        return b.controller
    k = st.order.index(attacker) if attacker in st.order else -1
    n = len(st.order)
    for j in range(1, n + 1):
        p = st.order[(k + j) % n]
        if p != attacker and p in present:
            return p
    return next(p for p in present if p != attacker)


def outside_combat(st: GameState, player: str, k: int) -> bool:
    """462.2: battlefield `k` has a combat in progress or staged that `player` takes no
    part in (the staged one: between its contester and the player who would defend)."""
    c, b = st.combat, st.bfs[k]
    if c is not None and c.bf == k:
        return player not in (c.attacker, c.defender)
    if not b.combat_staged or b.contested_by is None:
        return False
    present = {st.objs[u].controller for u in b.units} - {b.contested_by}
    return player != b.contested_by and bool(present) and \
        player != defender(st, b, b.contested_by, present)


def open_to(st: GameState, player: str, places) -> list:
    """462.2: the places among `places` `player` may choose to play a unit to: no
    battlefield with a combat staged or in progress they take no part in."""
    return [p for p in places if not isinstance(p, int) or not outside_combat(st, player, p)]


HERE_IS_BASE = "here_is_base"    # turn note (462.2.b): an item whose "here" is now a base


def unit_place(st: GameState, player: str, where, item):
    """462.2.a: where an effect plays `player`'s unit: `where`, or their base instead when
    it is a battlefield with a combat staged or in progress they take no part in; every
    later "here" of that effect is then that base (462.2.b, `here_is_base`)."""
    if not isinstance(where, int) or not outside_combat(st, player, where):
        return where
    st.turn_notes[(HERE_IS_BASE, item.id)] = player
    st.say(f"  {item.card}: {st.bfs[where].name} has a combat {player} takes no part in; "
           f"the unit is played to {player}'s base instead, and 'here' is that base now "
           f"(462.2.a, 462.2.b)")
    return "base"


def here_is_base(st: GameState, item) -> bool:
    """462.2.b: this item played a unit to a base instead of its battlefield (unit_place),
    so "here" in the rest of its effect means that base."""
    return (HERE_IS_BASE, item.id) in st.turn_notes


# -- Burn Out with several opponents (431.2.c) ---------------------------------------------

def burn_out_point(st: GameState, player: str, repeated: bool) -> None:
    """431.2.c: the player who burns out chooses an opponent to gain the point.  With
    several opponents the choice is a decision, asked as soon as the action that burned
    out is done (a task on the stack); its answer gives the point (`answer`).  The burn
    outs of one sequence (431.3) are asked in the order they happened: a later one goes
    under those already waiting, since the stack runs its top first."""
    tasks = st.tasks
    i = len(tasks)
    while repeated and i and tasks[i - 1].kind == BURN_OUT:
        i -= 1
    tasks.insert(i, Task(BURN_OUT, (player, repeated)))


def ask(engine, st: GameState, task: Task) -> None:
    player, repeated = task.data
    opps = [p for p in st.opponents(player) if not st.players[p].conceded]
    if len(opps) == 1:
        return give(engine, st, player, opps[0], repeated)
    st.pending = Decision(player, "choose", f"Burn Out: {player} chooses an opponent to gain "
                          f"1 point (431.2.c)", tuple(opps), (BURN_OUT, repeated), 1, 1)


def answer(engine, st: GameState, dec: Decision, chosen) -> None:
    give(engine, st, dec.player, chosen[0], dec.context[1])


def burn_out_gain(engine, st: GameState, opp: str, repeated: bool) -> str:
    """431.2.c: the opponent gains the point (their team's, 489.8.d), unless they can't
    gain points; a point after the first burn out of a sequence can't be replaced or
    prevented (431.3.b).  What happened, for the log line."""
    from . import rule_changes
    if repeated:
        teams.gain_points(st, opp, 1)
        return "gains 1 point (431.3.b)"
    if rule_changes.cant_gain_points(engine.db, st, opp):
        return "can gain no point"
    teams.gain_points(st, opp, 1)
    return "gains 1 point"


def give(engine, st: GameState, player: str, opp: str, repeated: bool) -> None:
    gained = burn_out_gain(engine, st, opp, repeated)
    st.say(f"  Burn Out: {player} chooses {opp}, who {gained}"
           f"{'' if repeated else ' (431.2.c)'}")
    if repeated:
        engine.check_victory(st)       # 431.3.c.1: wins at once, no cleanup needed
    else:
        engine.push_cleanup(st)


# -- "an opponent" with several opponents (355.9.a) ------------------------------------------

def _key(item) -> tuple:
    return ("opponent", item.id)


def opponent_of(st: GameState, item) -> str | None:
    """The opponent this item's controller chose for its "an opponent" (this turn)."""
    return st.turn_notes.get(_key(item))


def opponents_step(st: GameState, item, eff, answer):
    """An instruction naming opponents while there are several: "each opponent" is done
    for each of them (EACH_OPPONENT); "an opponent" is chosen first (asks_opponent).  The
    instruction and the answer left for it, or None while the choice is pending."""
    if eff.player == "each_opponent":
        return replace(eff, player=EACH_OPPONENT), answer
    if opponent_of(st, item) is not None:
        return eff, answer
    if asks_opponent(st, item, answer):
        return None
    return eff, None                  # the answer was the opponent chosen


def asks_opponent(st: GameState, item, answer) -> bool:
    """An instruction of `item` names "an opponent" (`player: opponent`) and its controller
    has several: they choose which as it first matters, on resolution (355.9.a), and every
    later "opponent" or "they" of the item is that player.  True while the choice is
    pending; an answer (`choose PLAYER`) is noted."""
    if opponent_of(st, item) is not None:
        return False
    if answer:
        st.turn_notes[_key(item)] = answer[0]
        return False
    opps = [p for p in st.opponents(item.controller) if not st.players[p].conceded]
    if len(opps) == 1:
        st.turn_notes[_key(item)] = opps[0]
        return False
    st.pending = Decision(item.controller, "choose", f"{item.label}: choose an opponent "
                          f"(355.9.a)", tuple(opps), ("instruction",), 1, 1)
    return True


def asks_each(eff) -> bool:
    """"Each opponent may ...": with several opponents, each decides for themself as the
    instruction reaches them (PlayerInstructions._each_player), not one chosen for all."""
    return eff.player == EACH_OPPONENT and eff.ask == "opponent"


def opponents_from(st: GameState, ctl: str) -> list[str]:
    """The opponents of `ctl` still in the game, in turn order from `ctl` (487.2)."""
    k = st.order.index(ctl) if ctl in st.order else -1
    after = st.order[k + 1:] + st.order[:k + 1]
    return [p for p in after if teams.is_opponent(st, p, ctl) and not st.players[p].conceded]


def ask_each(st: GameState, who: str, eff, item) -> None:
    """One opponent's yes or no for "each opponent may ..." (383.3.a.3, 487.2)."""
    from ..cards.effect_text import instruction_phrase
    what = instruction_phrase(replace(eff, player="you", ask=None), None, None)
    st.pending = Decision(who, "yes_no", f"{item.label}: you may {what}: do it? (487.2)",
                          ("yes", "no"), ("instruction",))


# -- 2v2 scoring (489.8.b, 489.8.g) ---------------------------------------------------------

ALLY_BFS = "ally_battlefields"


def note_scoring_step(st: GameState) -> None:
    """At the Scoring Step of a 2v2 turn's Beginning Phase: the battlefields the turn
    player's teammates control (the team may not score them this turn, 489.8.b, 469.1.a)
    and those they occupy (the final point's 'every battlefield' leaves them out,
    489.8.g.1)."""
    tp = st.turn_player
    allies = [p for p in teams.you_and_allies(st, tp) if p != tp]
    held = frozenset(k for k, b in enumerate(st.bfs) if b.controller in allies)
    occupied = frozenset(k for k, b in enumerate(st.bfs)
                         if any(st.objs[u].controller in allies for u in b.units))
    st.turn_notes[ALLY_BFS] = (held, occupied)


def disqualified(st: GameState, player: str, k: int) -> bool:
    """489.8.b: battlefield `k` was the turn player's teammate's at the Beginning Phase,
    and `player` is on that team: no one of it scores it this turn."""
    held, _ = st.turn_notes.get(ALLY_BFS, ((), ()))
    return k in held and teams.is_ally(st, player, st.turn_player)


def final_point_short(st: GameState, player: str) -> bool:
    """471.1.b.1 with 489.8.g.1: has `player` left a battlefield unscored this turn, other
    than those their ally occupied at the Beginning Phase's Scoring Step?"""
    _, occupied = st.turn_notes.get(ALLY_BFS, ((), ()))
    if not teams.is_ally(st, player, st.turn_player):
        occupied = ()
    done = st.scored.get(player, frozenset())
    return any(k not in done and k not in occupied for k in range(len(st.bfs)))


# -- a move to where a unit may not go (447.2.c) ----------------------------------------------

def recall_instead(engine, st: GameState, objs, movers, dest: int, item) -> None:
    """447.2.c: a spell's or ability's move that would put a unit at a battlefield it may
    not enter (two other players' combat there, 447.2.a; a teammate's units, 447.2.b;
    units of two other players, 449.2) recalls it instead.  A unit in base stays there."""
    for t in objs:
        o = st.objs.get(t)
        if t in movers or o is None or o.zone != "battlefield" or o.bf == dest:
            continue
        why = engine.destination_why(st, t, dest)
        if why is not None:
            engine.recall(st, t, f"instead of moving to {st.bfs[dest].name} ({item.card}; "
                                 f"447.2.c: {why})")
