"""1v1 Match (486): best of three, or best of five (486.6.a), played in one state.

A match is a series of games between the same two decks. Each game each player selects
one of their three battlefields (486.5), secretly: the picks are placed together once both
are made, so the second to pick learns nothing of the first's. The winner of a game earns
one game win (486.6); the battlefields used in a game someone won are removed for the rest
of the match (486.5; reused only if no one won, 486.5.a; in a best of five, games 4 and 5
may present a removed battlefield under 486.6.a.1-2). Then the game state is reset and
the next game begins. The first player to two game wins (three in a best of five) wins the
match, and only then is `GameState.winner` set.

Who goes first: the Core Rules say only "a fair random method" (115); the Tournament Rules
(407.1, 407.4) say the loser of the previous game chooses whether to play first or last.
The first game uses 115's random draw for the chooser; each later game gives the choice to
the previous game's loser.

Every game of a match lives in one GameState and one record, so a save, an undo, a
replay and a scenario cover the whole match.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from .errors import IllegalAction
from .state import Decision, GameState

BEST_OF = (3, 5)


@dataclass(frozen=True, slots=True)
class MatchState:
    """Where a match stands (486): the game being played, each player's game wins, the
    battlefields each brought, used and picked; replaced, never changed, as it moves on."""
    best_of: int                                   # 3 (486.6) or 5 (486.6.a)
    decks: Mapping                                 # player -> {legend, champion, main, runes}
    battlefields: tuple = ()                       # ((player, (name, ...)), ...) each brings 3
    game: int = 1                                  # the game being played, from 1
    wins: tuple = ()                               # ((player, game wins), ...) in seat order
    results: tuple = ()                            # ((game, winner, ((owner, bf), ...)), ...)
    removed: tuple = ()                            # ((owner, bf), ...) out of the match (486.5)
    presented: tuple = ()                          # ((owner, bf), ...) every game's picks so far
    picks: tuple = ()                              # ((owner, bf), ...) this game's, secret
    chooser: str = ""                              # picks first/last: the last game's loser
    decided: bool = False                          # a player has the game wins needed

    def wins_of(self, p: str) -> int:
        return dict(self.wins).get(p, 0)

    @property
    def needed(self) -> int:
        return self.best_of // 2 + 1

    def brought(self, p: str) -> tuple[str, ...]:
        return dict(self.battlefields).get(p, ())

    def score(self) -> str:
        """`A 1 – B 0`, in seat order."""
        return " – ".join(f"{p} {n}" for p, n in self.wins)


def new_match(decks: Mapping, order, best_of: int = 3, game: int = 1, wins=None,
              removed=(), presented=()) -> MatchState:
    if best_of not in BEST_OF:
        raise ValueError(f"a match is best of 3 or 5 (486.6, 486.6.a), not {best_of}")
    wins = wins or {}
    return MatchState(best_of, {p: dict(decks[p]) for p in order},
                      tuple((p, tuple(decks[p].get("battlefields", ()))) for p in order),
                      game, tuple((p, int(wins.get(p, 0))) for p in order),
                      removed=tuple(removed), presented=tuple(presented))


def from_position(engine, st: GameState, spec: Mapping) -> MatchState:
    """A scenario's `match: {game, wins, best_of?, battlefields?, removed?}` (SCENARIO.md):
    the match a position is in. `removed` lists the battlefields presented in earlier games
    that someone won, in order (one a game, so a battlefield re-presented in a best of
    five appears twice). The decks a next game is laid out from are the cards each
    player owns in the position (486.6: the game state is reset, every card back); the
    battlefields each brought are `battlefields` if given, else those they own on the
    board (a position that plays into the next game names all three, 486.4.a)."""
    from . import champion
    db = engine.db
    decks: dict = {}
    for p in st.order:
        deck: dict = {"legend": None, "champion": champion.chosen_name(st, p), "main": [],
                      "runes": [], "battlefields": []}
        for o in st.objs.values():
            if o.owner != p:
                continue
            card = db.get(o.card)
            if card.token:
                continue
            kind = card.type
            if kind == "legend":
                deck["legend"] = o.card
            elif kind == "rune":
                deck["runes"].append(o.card)
            elif kind == "battlefield":
                deck["battlefields"].append(o.card)
            else:
                deck["main"].append(o.card)
        if deck["champion"] in deck["main"]:
            deck["main"].remove(deck["champion"])         # back to the champion zone (112)
        given = (spec.get("battlefields") or {}).get(p)
        if given:
            deck["battlefields"] = [str(b) for b in given]
        decks[p] = deck
    removed = tuple((str(p), str(b)) for p, bs in (spec.get("removed") or {}).items()
                    for b in bs or ())
    m = new_match(decks, st.order, int(spec.get("best_of", 3)), int(spec.get("game", 1)),
                  {str(p): int(n) for p, n in (spec.get("wins") or {}).items()}, removed,
                  presented=removed)
    # the game in progress: its battlefields are this game's picks (removed if it is won)
    picks = tuple((st.objs[b.obj].owner, st.objs[b.obj].card) for b in st.bfs)
    return replace(m, picks=picks, presented=m.presented + picks)


def available(m: MatchState, p: str) -> list[str]:
    """The battlefields `p` may present this game (486.5, 486.6.a.1-2)."""
    mine = m.brought(p)
    removed = {b for o, b in m.removed if o == p}
    left = [b for b in mine if b not in removed]
    if m.best_of == 5 and m.game >= 4:
        shown = [b for o, b in m.presented if o == p]
        if all(b in shown for b in mine):                       # 486.6.a.1
            left = [b for b in mine if shown.count(b) < 2]      # 486.6.a.2
    return list(dict.fromkeys(left))


# -- the battlefield picks (486.5) -------------------------------------------------------------

def pick_decision(st: GameState) -> Decision | None:
    """The next player to pick a battlefield this game, in turn order; None when all have."""
    m = st.match
    done = {p for p, _ in m.picks}
    for p in st.order:
        if p not in done:
            return Decision(p, "battlefield",
                            f"{p}: choose your battlefield for game {m.game} of the match "
                            f"(486.5); the other player does not see it until both have "
                            f"chosen")
    return None


def pick_lines(st: GameState, p: str) -> list[str]:
    return [f"{p}: choose {b}" for b in available(st.match, p)]


def answer_pick(engine, st: GameState, p: str, ln) -> None:
    if ln.verb != "choose" or len(ln.refs) != 1:
        raise IllegalAction("answer 'choose BATTLEFIELD' with one of your battlefields (486.5)")
    want = ln.refs[0].name.lower()
    left = available(st.match, p)
    chosen = next((b for b in left if b.lower() == want), None)
    if chosen is None:
        raise IllegalAction(f"choose one of your battlefields still in the match: "
                            f"{', '.join(left)} (486.5)")
    st.pending = None
    st.match = replace(st.match, picks=st.match.picks + ((p, chosen),))
    st.say(f"(seen by {p}) {p}: choose {chosen}")
    st.say(f"  {p} has chosen a battlefield (486.5)")
    if len(st.match.picks) == len(st.order):
        place_picks(engine, st)


def place_picks(engine, st: GameState) -> None:
    """486.5: the selected battlefields are placed simultaneously."""
    from .setup import add_battlefield, label_battlefields
    m = st.match
    for p, b in m.picks:
        add_battlefield(engine, st, b, p)
    label_battlefields(st)
    st.match = replace(m, presented=m.presented + m.picks)
    st.say("  battlefields for game {}: {} (486.5)".format(
        m.game, ", ".join(f"{b} ({p})" for p, b in m.picks)))


# -- a game won (486.6) ------------------------------------------------------------------------

def game_over(engine, st: GameState) -> bool:
    """Called once `st.winner` is set in a match: the winner earns a game win. True when
    the match goes on (the next game is laid out and `winner` cleared); False when that
    win decides the match (`winner` stays: the match is over)."""
    m, p = st.match, st.winner
    wins = tuple((q, n + (q == p)) for q, n in m.wins)
    used = m.picks                                  # someone won: these are removed (486.5)
    m = replace(m, wins=wins, results=m.results + ((m.game, p, used),),
                removed=m.removed + used)
    st.match = m
    if m.wins_of(p) >= m.needed:
        st.match = replace(m, decided=True)
        st.say(f"  {p} wins game {m.game} and the match, {m.score()} (486.6)")
        return False
    loser = next(q for q in st.order if q != p)
    st.say(f"  {p} wins game {m.game}; the match stands {m.score()} (486.6)")
    next_game(engine, st, loser)
    return True


# what a new game of the match keeps from the last (486.6): everything else is laid out anew
KEPT = frozenset({"order", "rng", "log", "version", "clock", "victory_score", "manual_payment",
                  "match", "tasks", "chain", "triggers"})
IN_PLACE = ("tasks", "chain", "triggers")     # lists the engine loop holds: emptied in place


def next_game(engine, st: GameState, chooser: str) -> None:
    """486.6: reset the game state, remove the battlefields in play, and play again. The
    log, the random state and the match carry over; every other field of the state is
    taken from a newly laid out game, so a field added to GameState resets by itself."""
    from dataclasses import fields
    from .setup import lay_out_decks, new_state
    m = st.match
    fresh = new_state(st.order, 0)
    fresh.rng = st.rng
    lay_out_decks(engine, fresh, m.decks)
    for f in fields(GameState):
        if f.name not in KEPT:
            setattr(st, f.name, getattr(fresh, f.name))
    st.rng = fresh.rng
    for name in IN_PLACE:
        getattr(st, name).clear()
    st.match = replace(m, game=m.game + 1, picks=(), chooser=chooser)
    st.say(f"Game {m.game + 1} of the match: the game state is reset (486.6); "
           f"{chooser}, who lost the last game, chooses who goes first (TR 407.4)")
