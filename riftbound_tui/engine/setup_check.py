"""The shape and bounds of a game setup, checked before anything is laid out.

A setup comes from outside: a save file, a scenario file, a deck.  Whatever it holds, it
is refused with one `SetupError` naming the place (`players.A.main[3]: ...`), never
with a traceback and never after unbounded work: every list, text and number has a
bound, and the cards must be of the kind their place holds (a unit is not a legend,
103.1).  `check_setup(setup, seed, db)` is called by `build_state`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .errors import SetupError

MAX_TEXT = 200            # a card or player name
MAX_CARDS = 1000          # cards in one zone or deck section
MAX_PLAYERS = 8
MAX_NUMBER = 10_000       # points, XP, damage, energy, turn numbers...
MAX_VICTORY = 1000
SEED_BITS = 64

_PLAYER_RX = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,15}$")
_ZONES = ("hand", "deck", "trash", "banishment", "rune_deck", "runes", "base")
_ENTRY_KEYS = {"card", "exhausted", "damage", "stunned", "empowered", "buff", "might_mod",
               "attached"}
# what a scenario's player, battlefield and turn may say (SCENARIO.md; `chosen_champion`
# is ours): any other key is a mistake that would lay out another position silently
_PLAYER_KEYS = frozenset(("legend", "champion", "chosen_champion", "points", "xp", "pool")
                         + _ZONES)
_BATTLEFIELD_KEYS = frozenset(("card", "owner", "controller", "units", "facedown"))
_TURN_KEYS = frozenset(("player", "number", "phase", "played_this_turn"))


def _fail(path: str, what: str) -> SetupError:
    return SetupError(f"{path}: {what}" if path else what)


def _kind(v: Any) -> str:
    if isinstance(v, Mapping):
        return "a mapping"
    if isinstance(v, (list, tuple)):
        return "a list"
    if isinstance(v, bool):
        return "true/false"
    if isinstance(v, int):
        return "a number"
    if isinstance(v, str):
        # Quote short text so the writer sees what was read; long text only by length.
        return f"the text {v!r}" if len(v) <= 40 else f"text of {len(v)} characters"
    return "nothing" if v is None else type(v).__name__


def _show(v: Any) -> str:
    """A value in a message: short text and small numbers as they are, else its kind."""
    if isinstance(v, str) and len(v) <= 40:
        return repr(v)
    if isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10 ** 12:
        return str(v)
    return _kind(v)


def mapping(v: Any, path: str, optional: bool = True) -> Mapping:
    if v is None and optional:
        return {}
    if not isinstance(v, Mapping):
        raise _fail(path, f"expected a mapping, got {_kind(v)}")
    for k in v:
        if not isinstance(k, (str, int)) or isinstance(k, bool) or len(str(k)) > MAX_TEXT:
            raise _fail(path, f"a key must be a short name, got {_kind(k)}")
    return v


def seq(v: Any, path: str, limit: int = MAX_CARDS) -> list:
    if v is None:
        return []
    if not isinstance(v, (list, tuple)):
        raise _fail(path, f"expected a list, got {_kind(v)}")
    if len(v) > limit:
        raise _fail(path, f"{len(v)} items; at most {limit}")
    return list(v)


def text(v: Any, path: str) -> str:
    if isinstance(v, bool) or not isinstance(v, (str, int)):
        raise _fail(path, f"expected a name, got {_kind(v)}")
    s = str(v)
    if not s.strip() or len(s) > MAX_TEXT:
        raise _fail(path, f"a name is 1 to {MAX_TEXT} characters, got {len(s)}")
    return s


def number(v: Any, path: str, lo: int = 0, hi: int = MAX_NUMBER) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise _fail(path, f"expected a whole number, got {_show(v)}")
    if not lo <= v <= hi:
        raise _fail(path, f"must be between {lo} and {hi}"
                    + (f", got {v}" if abs(v) < 10 ** 12 else ", got a larger number"))
    return v


def flag(v: Any, path: str) -> bool:
    if not isinstance(v, bool):
        raise _fail(path, f"expected true or false, got {_show(v)}")
    return v


def check_seed(seed: Any, path: str = "seed") -> int:
    return number(seed, path, -(1 << SEED_BITS) + 1, (1 << SEED_BITS) - 1)


def _player(name: Any, path: str) -> str:
    s = text(name, path)
    if not _PLAYER_RX.match(s):
        raise _fail(path, f"a player is named by a letter and up to 15 letters or digits, "
                          f"got {s[:40]!r}")
    return s


class _Cards:
    """Card names looked up in the database: known, and of the kind their place holds."""

    def __init__(self, db) -> None:
        self.db = db

    def card(self, v: Any, path: str, kinds: tuple[str, ...] | None = None) -> str:
        name = text(v, path)
        if self.db is None:
            return name
        try:
            card = self.db.get(name)
        except KeyError:
            raise _fail(path, f"unknown card '{name}'") from None
        if kinds and card.type not in kinds:
            raise _fail(path, f"{card.name} is a {card.type}, not "
                              f"{' or '.join('a ' + k for k in kinds)}")
        return card.name

    def each(self, names: list, path: str, kinds: tuple[str, ...]) -> None:
        """`card` of each of a deck's names, at `path[i]`: a name already found good is
        not looked up again (a deck holds up to three copies of a card, 103.2.b)."""
        good = set()
        for i, c in enumerate(names):
            if type(c) is str and c in good:
                continue
            self.card(c, f"{path}[{i}]", kinds)
            if type(c) is str:
                good.add(c)

    def entry(self, v: Any, path: str, kinds=None) -> None:
        if isinstance(v, Mapping):
            mapping(v, path)
            if "card" not in v:
                raise _fail(path, "an entry is a card name or {card: NAME, ...}")
            unknown = set(map(str, v)) - _ENTRY_KEYS
            if unknown:
                raise _fail(path, f"unknown field(s) {', '.join(sorted(unknown))}")
            self.card(v["card"], f"{path}.card", kinds)
            for k in ("exhausted", "stunned", "empowered", "buff"):
                if k in v and v[k] is not None:
                    flag(v[k], f"{path}.{k}")
            if "damage" in v:
                number(v["damage"], f"{path}.damage")
            if v.get("might_mod") is not None:
                number(v["might_mod"], f"{path}.might_mod", -MAX_NUMBER)
            for i, g in enumerate(seq(v.get("attached"), f"{path}.attached", 20)):
                self.card(g, f"{path}.attached[{i}]", ("gear",))
        else:
            self.card(v, path, kinds)


MAIN = ("unit", "spell", "gear")


def check_setup(setup: Any, seed: Any, db=None) -> None:
    """Raise SetupError if `setup` (a duel from decks, or a scenario position) is not a
    setup this engine can lay out, or `seed` is out of range."""
    check_seed(seed)
    setup = mapping(setup, "setup", optional=False)
    cards = _Cards(db)
    # a key that is present is read with int(): null is not a number either
    if "victory_score" in setup:
        number(setup["victory_score"], "victory_score", 1, MAX_VICTORY)
    if setup.get("manual_payment") is not None:
        flag(setup["manual_payment"], "manual_payment")
    if setup.get("kind") == "duel":
        _duel(setup, cards)
    else:
        _scenario(setup, cards)


def _duel(setup: Mapping, cards: _Cards) -> None:
    players = mapping(setup.get("players"), "players", optional=False)
    mode = setup.get("mode", "duel")
    if mode not in ("duel", "match", "ffa3", "ffa4", "2v2"):
        raise _fail("mode", f"a game from decks is a duel (485), a match (486), ffa3 (487), "
                            f"ffa4 (488) or 2v2 (489), not {_show(mode)}")
    if setup.get("best_of") is not None and \
            number(setup["best_of"], "best_of", 3, 5) not in (3, 5):
        raise _fail("best_of", "a match is best of 3 (486.6) or best of 5 (486.6.a)")
    want = {"ffa3": (3, "487.1"), "ffa4": (4, "488.1"), "2v2": (4, "489.1"),
            "match": (2, "486.1")}.get(mode, (2, "485.1"))
    if len(players) != want[0]:
        words = {2: "two", 3: "three", 4: "four"}
        name = {"duel": "Duel", "match": "Match"}.get(mode, str(mode).upper())
        raise _fail("players", f"a {name} has "
                               f"{words[want[0]]} players ({want[1]}), got {len(players)}")
    for p, deck in players.items():
        p = _player(p, "players")
        where = f"players.{p}"
        deck = mapping(deck, where, optional=False)
        unknown = set(map(str, deck)) - {"legend", "champion", "main", "runes", "battlefields"}
        if unknown:
            raise _fail(where, f"unknown field(s) {', '.join(sorted(unknown))}")
        if deck.get("legend"):
            cards.card(deck["legend"], f"{where}.legend", ("legend",))          # 103.1
        if deck.get("champion"):
            cards.card(deck["champion"], f"{where}.champion", ("unit",))        # 103.2.a
        cards.each(seq(deck.get("main"), f"{where}.main"), f"{where}.main", MAIN)      # 103.2
        cards.each(seq(deck.get("runes"), f"{where}.runes", 100), f"{where}.runes",
                   ("rune",))                                                    # 103.3
        for i, c in enumerate(seq(deck.get("battlefields"), f"{where}.battlefields", 10)):
            cards.card(c, f"{where}.battlefields[{i}]", ("battlefield",))        # 103.4
        if mode == "match" and len(set(deck.get("battlefields") or ())) < 3:
            raise _fail(f"{where}.battlefields", "in a match each player brings three "
                        "battlefields, one chosen for each game (486.4.a, 486.5)")
    if mode == "2v2":
        _teammates_differ(players)


def _teammates_differ(players: Mapping) -> None:
    """489.8.h-i: teammates (the first and third players, the second and fourth, 489.5.c)
    may not use the same Champion Legend nor the same battlefields."""
    names = list(players)
    for a, b in ((names[0], names[2]), (names[1], names[3])):
        da, db = players[a], players[b]
        if da.get("legend") and str(da.get("legend")).lower() == str(db.get("legend")).lower():
            raise _fail(f"players.{b}.legend", f"teammates {a} and {b} may not use the same "
                                               f"Champion Legend (489.8.h)")
        same = {str(x).lower() for x in da.get("battlefields") or ()} & \
            {str(x).lower() for x in db.get("battlefields") or ()}
        if same:
            raise _fail(f"players.{b}.battlefields", f"teammates {a} and {b} may not use the "
                        f"same battlefields (489.8.i): {', '.join(sorted(same))}")


def _scenario(sc: Mapping, cards: _Cards) -> None:
    if sc.get("mode") is not None:
        text(sc["mode"], "mode")
    players = mapping(sc.get("players"), "players")
    if len(players) > MAX_PLAYERS:
        raise _fail("players", f"{len(players)} players; at most {MAX_PLAYERS}")
    names = set()
    for p, spec in players.items():
        p = _player(p, "players")
        names.add(p)
        where = f"players.{p}"
        spec = mapping(spec, where)
        _known(spec, _PLAYER_KEYS, where)
        for k in ("points", "xp"):
            if k in spec:
                number(spec[k], f"{where}.{k}")
        if spec.get("legend"):
            cards.card(spec["legend"], f"{where}.legend", ("legend",))
        for key in ("champion", "chosen_champion"):
            if spec.get(key):
                cards.card(spec[key], f"{where}.{key}", ("unit",))
        pool = mapping(spec.get("pool"), f"{where}.pool")
        if "energy" in pool:
            number(pool["energy"], f"{where}.pool.energy")
        for d, n in mapping(pool.get("power"), f"{where}.pool.power").items():
            if n is not None:
                number(n, f"{where}.pool.power.{d}")
        for z in _ZONES:
            kinds = ("rune",) if z in ("runes", "rune_deck") else None
            for i, item in enumerate(seq(spec.get(z), f"{where}.{z}")):
                cards.entry(item, f"{where}.{z}[{i}]", kinds)
    for k, b in enumerate(seq(sc.get("battlefields"), "battlefields", 20)):
        where = f"battlefields[{k}]"
        if not isinstance(b, Mapping):
            cards.card(b, where, ("battlefield",))
            continue
        mapping(b, where)
        if "card" not in b:
            raise _fail(where, "a battlefield is a card name or {card: NAME, ...}")
        _known(b, _BATTLEFIELD_KEYS, where)
        cards.card(b["card"], f"{where}.card", ("battlefield",))
        for key in ("owner", "controller"):
            if b.get(key) is not None:
                _player(b[key], f"{where}.{key}")
        for p, units in mapping(b.get("units"), f"{where}.units").items():
            for i, item in enumerate(seq(units, f"{where}.units.{p}")):
                cards.entry(item, f"{where}.units.{p}[{i}]")
        for p, card in mapping(b.get("facedown"), f"{where}.facedown").items():
            cards.card(card, f"{where}.facedown.{p}")
    turn = mapping(sc.get("turn"), "turn")
    _known(turn, _TURN_KEYS, "turn")
    if turn.get("player") is not None:
        _player(turn["player"], "turn.player")
    if "number" in turn:
        number(turn["number"], "turn.number", 1)
    if turn.get("phase") is not None:
        text(turn["phase"], "turn.phase")
    for i, c in enumerate(seq(turn.get("played_this_turn"), "turn.played_this_turn", 100)):
        cards.card(c, f"turn.played_this_turn[{i}]")
    _match(sc.get("match"), cards)


def _known(spec: Mapping, keys: frozenset, where: str) -> None:
    unknown = set(map(str, spec)) - keys
    if unknown:
        raise _fail(where, f"unknown field(s) {', '.join(sorted(unknown))}; "
                           f"known: {', '.join(sorted(keys))}")


def _match(spec: Any, cards: _Cards) -> None:
    """A position's `match: {game, wins, best_of?, battlefields?, removed?}` (486)."""
    spec = mapping(spec, "match")
    unknown = set(map(str, spec)) - {"game", "wins", "best_of", "battlefields", "removed"}
    if unknown:
        raise _fail("match", f"unknown field(s) {', '.join(sorted(unknown))}")
    best_of = number(spec["best_of"], "match.best_of", 3, 5) if "best_of" in spec else 3
    if best_of not in (3, 5):
        raise _fail("match.best_of", "a match is best of 3 (486.6) or best of 5 (486.6.a)")
    if "game" in spec:
        number(spec["game"], "match.game", 1, best_of)
    for p, n in mapping(spec.get("wins"), "match.wins").items():
        number(n, f"match.wins.{_player(p, 'match.wins')}", 0, best_of // 2)
    for key in ("battlefields", "removed"):
        for p, names in mapping(spec.get(key), f"match.{key}").items():
            where = f"match.{key}.{_player(p, f'match.{key}')}"
            for i, c in enumerate(seq(names, where, 10)):
                cards.card(c, f"{where}[{i}]", ("battlefield",))
