"""Scenario files (spec/SCENARIO.md): set up a position, play a script, check expectations.

`run_file(path) -> Outcome` never raises for a bad scenario: every problem is a
FAIL with the file and script line number.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import yaml

from .engine.errors import IllegalAction, SetupError
from .engine.game import Engine, Game, default_engine
from .engine.notation import resolve
from .engine import attach, layers


@dataclass
class Outcome:
    name: str
    ok: bool
    message: str = ""

    def line(self) -> str:
        return f"PASS {self.name}" if self.ok else f"FAIL {self.name}: {self.message}"


class ScenarioFailure(Exception):
    pass


def engine() -> Engine:
    return default_engine()


MAX_SCENARIO_FILE = 4 << 20


def load(path: str | Path) -> dict:
    """A scenario file's mapping, or ScenarioFailure saying what is wrong (with the line
    and column where there is one): never another exception, whatever the file holds."""
    from .cards.yaml_lines import decode_card_bytes, flow_too_deep, line_col
    path = Path(path)
    try:
        if path.stat().st_size > MAX_SCENARIO_FILE:
            raise ScenarioFailure(f"{path.stat().st_size} bytes is too large for a scenario "
                                  f"(at most {MAX_SCENARIO_FILE >> 20} MB)")
        raw = path.read_bytes()
    except OSError as e:
        raise ScenarioFailure(f"cannot read: {e.strerror or e}") from None
    text = decode_card_bytes(raw, str(path))
    if not isinstance(text, str):
        raise ScenarioFailure(f"line {text.line}: {text.message}")
    deep = flow_too_deep(text, 100)
    if deep is not None:
        raise ScenarioFailure(f"line {deep}: brackets nested more than 100 deep")
    try:
        data = yaml.safe_load(text)
    except yaml.reader.ReaderError as e:
        line, col = line_col(text, e.position)
        raise ScenarioFailure(f"line {line}, column {col}: a character YAML does not allow "
                              f"(#x{e.character:04x})" if isinstance(e.character, int) else
                              f"line {line}, column {col}: {e.reason}") from None
    except yaml.YAMLError as e:
        raise ScenarioFailure(f"YAML error: {' '.join(str(e).split())}") from None
    except RecursionError:
        raise ScenarioFailure("nested too deep to be a scenario") from None
    except ValueError as e:                 # an integer of thousands of digits
        raise ScenarioFailure(f"unreadable value: {' '.join(str(e).split())[:100]}") from None
    if not isinstance(data, dict):
        raise ScenarioFailure("a scenario is a YAML mapping")
    if "name" not in data:
        raise ScenarioFailure("missing required field 'name'")
    return data


def start(sc: dict) -> Game:
    seed = sc.get("seed", 0) or 0
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SetupError(f"seed: expected a whole number, got {seed!r:.40}")
    return Game.from_setup(sc, seed, engine())


def run_file(path: str | Path, trace: Callable[[str], None] | None = None) -> Outcome:
    """`trace` (--trace) is told the log as the scenario runs and, if it fails, the board."""
    seen: list[Game] = []
    out = _run_file(path, trace, seen)
    if trace is not None and not out.ok and seen:
        from .board_dump import board_dump
        trace("board where it failed:\n" + board_dump(seen[0]))
    return out


def _trace(trace, game: Game, shown: int, heading: str) -> int:
    """Hand the log lines added since `shown` to `trace`; the new count."""
    if trace is not None:
        trace(heading)
        for entry in game.state.log[shown:]:
            trace(f"  | {entry}")
    return len(game.state.log)


def _run_file(path: str | Path, trace, seen: list[Game]) -> Outcome:
    name = Path(path).name
    stage = "setup"          # where a problem is reported: setup, script line N, expect #N
    try:
        sc = load(path)
        name = str(sc.get("name", name))
        game = start(sc)
        seen.append(game)
        shown = _trace(trace, game, 0, f"== {name} ({path})")
        script = sc.get("script", []) or []
        if not isinstance(script, list):
            raise ScenarioFailure("'script' must be a list of lines")
        forced = _forced_answers(game, game.state.log, None)
        for n, line in enumerate(script, 1):
            stage = f"script line {n}"
            forced = _play_line(game, str(line), n, forced)
            shown = _trace(trace, game, shown, f"> {line}")
        for n, exp in enumerate(sc.get("expect", []) or [], 1):
            stage = f"expect #{n} {_short(exp)}"
            msg = check(game, exp)
            if msg:
                return Outcome(name, False, f"expect #{n} {_short(exp)}: {msg}")
        return Outcome(name, True)
    except ScenarioFailure as e:
        where = f"{stage}: " if stage.startswith("expect") else ""
        return Outcome(name, False, f"{path}: {where}{e}")
    except SetupError as e:
        return Outcome(name, False, f"{path}: setup: {e}")
    except (yaml.YAMLError, OSError) as e:
        return Outcome(name, False, f"{path}: {' '.join(str(e).split())}")
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        # SCENARIO.md: a bad scenario is a FAIL naming the file and place, never a traceback
        what = "engine error" if stage.startswith("script") else "malformed scenario"
        return Outcome(name, False, f"{path}: {stage}: {what}: {type(e).__name__}: {e}")
    except Exception as e:      # an engine fault: this file FAILs, the rest of the run goes on
        return Outcome(name, False, f"{path}: {stage}: engine error: {type(e).__name__}: {e}")


def _play_line(game: Game, line: str, n: int, forced: list | None = None) -> list:
    """Forced answers may be written or left out (SCENARIO.md).  `forced` holds the
    answers the engine took itself after the previous line, in order (by default, those
    of the last line the game accepted); a written line that is refused passes only when
    it matches one of them (those before it were left out).  Returns the forced answers
    left for the next line."""
    if forced is None:
        forced = _last_forced(game)
    try:
        game.act(line)
    except IllegalAction as e:
        if game.winner is None:
            k = _forced_line_already_taken(game, line, forced)
            if k is not None:
                return forced[k + 1:]
        raise ScenarioFailure(f"script line {n} '{line}' was rejected: {e}") from None
    return _forced_answers(game, game.new_log, _parsed(game, line))


def _parsed(game: Game, line: str):
    try:
        return game.parser.line(line)
    except IllegalAction:
        return None


# Verbs that answer a prompt that is not a priority or focus decision (NOTATION.md
# "Forced answers"): only these can be answers the engine gave for a player.
ANSWER_VERBS = frozenset(("choose", "to", "assign", "order", "yes", "no", "mulligan", "keep",
                          "first", "second", "mode", "number", "name"))


def _forced_answers(game: Game, entries, own) -> list:
    """The forced answers among log `entries`: a player's line the engine wrote itself,
    that is, every answer line except the echo of the line just played (`own`)."""
    out = []
    for entry in entries:
        if entry.startswith(" "):
            continue
        try:
            done = game.parser.line(entry)
        except IllegalAction:
            continue
        if own is not None and (done.player, done.verb) == (own.player, own.verb):
            own = None                     # the line itself, echoed first
            continue
        own = None
        if done.verb in ANSWER_VERBS:
            out.append(done)
    return out


def _last_forced(game: Game) -> list:
    """The forced answers the engine took after the last line the game accepted."""
    last = game.record.lines[-1] if game.record.lines else None
    return _forced_answers(game, game.new_log, _parsed(game, last) if last else None)


def _forced_line_already_taken(game: Game, line: str, forced: list | None = None) -> int | None:
    """The index in `forced` of the first forced answer this written line names, or None.

    A written reference names the logged object when what it says (name, and player,
    place, #N where given) agrees (NOTATION.md "What a reference is matched against"),
    so copies of that card in decks or hands never make a written forced `choose`
    ambiguous."""
    ln = _parsed(game, line)
    if ln is None:
        return None
    forced = _last_forced(game) if forced is None else forced
    return next((k for k, done in enumerate(forced) if _same_answer(ln, done)), None)


def _same_answer(written, done) -> bool:
    if (written.player, written.verb, written.number, written.amounts, written.none) != \
            (done.player, done.verb, done.number, done.amounts, done.none):
        return False
    if written.place is not None and str(written.place).lower() != str(done.place).lower():
        return False
    return len(written.refs) == len(done.refs) and all(
        _covers(w, d) for w, d in zip(written.refs, done.refs))


def _covers(w, d) -> bool:
    """Does written reference `w` say nothing that logged reference `d` contradicts?"""
    return w.name.lower() == d.name.lower() and w.player in (None, d.player) and \
        (w.place is None or w.place.lower() == (d.place or "").lower()) and \
        w.n in (None, d.n or 1)


def _short(exp) -> str:
    s = str(exp)
    return s if len(s) < 80 else s[:77] + "..."


# -- expectations -------------------------------------------------------------------------

def _obj(game: Game, key: str) -> int:
    st = game.state
    ref = game.parser.refs(str(key))[0]
    try:
        return resolve(st, ref, [i for i, o in st.objs.items() if o.zone not in
                                 ("deck", "rune_deck")], "object")
    except IllegalAction as e:
        raise ScenarioFailure(str(e)) from None


def _zone(game: Game, key: str) -> list[int]:
    st = game.state
    key = str(key)
    k = _battlefield(game, key) if game.parser.is_place(key) else None
    if k is not None:        # a battlefield, maybe written `OWNER:Name` (NOTATION.md)
        return attach.with_attached(st, st.bfs[k].units)   # attached cards are there (434.4)
    if ":" in key:
        p, z = key.split(":", 1)
        p, z = p.strip(), z.strip().lower()
        if p not in st.players:
            raise ScenarioFailure(f"unknown player '{p}' in zone key '{key}'")
        if z == "facedown":
            return list(st.players[p].zones["facedown"])
        if z not in st.players[p].zones:
            raise ScenarioFailure(f"unknown zone '{z}' in '{key}'")
        return attach.with_attached(st, st.players[p].zones[z])
    raise ScenarioFailure(f"unknown zone or battlefield '{key}'")


def _battlefield(game: Game, key) -> int | None:
    try:
        return game.state.bf_index(game.parser.place(str(key)))
    except IllegalAction as e:       # e.g. a name two battlefields share, written bare
        raise ScenarioFailure(str(e)) from None


def _none_or(v) -> str:
    """A controller or winner as the scenario writes it: a name, or 'none'."""
    return str(v if v is not None else "none").lower()


def check(game: Game, exp: dict) -> str | None:
    """None when the expectation holds, else what was found instead."""
    if not isinstance(exp, dict) or len(exp) != 1:
        raise ScenarioFailure(f"an expectation is a one-key mapping, got {exp!r}")
    (kind, val), = exp.items()
    st = game.state
    db = game.engine.db
    if kind in ("might", "damage", "exhausted", "stunned", "buffed", "empowered", "location",
                "keywords"):
        for ref, want in val.items():
            oid = _obj(game, ref)
            o = st.objs[oid]
            if kind == "might":
                got = layers.might(db, st, oid)
            elif kind == "damage":
                got = o.damage
            elif kind == "exhausted":
                got = o.exhausted
            elif kind == "stunned":
                got = o.stunned
            elif kind == "empowered":       # 441
                got = o.empowered
            elif kind == "buffed":
                got = o.buffs > 0
            elif kind == "location":
                got = st.place_name(o)
                if str(got).lower() != str(want).lower():
                    return f"{ref}: expected {want}, got {got}"
                continue
            else:
                have = [str(k).lower() for k in layers.keywords(db, st, oid)]
                missing = [w for w in want if str(w).lower() not in have]
                if missing:
                    return f"{ref}: missing keywords {missing}; has {have}"
                continue
            if got != want:
                return f"{ref}: expected {want}, got {got}"
        return None
    if kind == "attached":                 # 716-719: the cards attached to a unit
        for ref, want in val.items():
            oid = _obj(game, ref)
            got = sorted(st.objs[g].card.lower() for g in st.objs[oid].gear)
            if got != sorted(str(w).lower() for w in want or []):
                return f"{ref}: expected attached {want}, got {got}"
        return None
    if kind == "count":
        for key, want in val.items():
            got = len(_zone(game, key))
            if got != want:
                return f"{key}: expected {want}, got {got}"
        return None
    if kind == "contains":
        for key, want in val.items():
            names = [st.objs[i].card.lower() for i in _zone(game, key)]
            for w in want:
                if str(w).lower() not in names:
                    has = [st.objs[i].card for i in _zone(game, key)]
                    return f"{key}: {w} not found; has {has}"
                names.remove(str(w).lower())
        return None
    if kind == "top":
        for key, want in val.items():
            names = [st.objs[i].card for i in _zone(game, key)][:len(want)]
            if [n.lower() for n in names] != [str(w).lower() for w in want]:
                return f"{key}: expected top {want}, got {names}"
        return None
    if kind == "points":
        for p, want in val.items():
            if st.players[str(p)].points != want:
                return f"{p}: expected {want} points, got {st.players[str(p)].points}"
        return None
    if kind == "xp":
        for p, want in val.items():
            if st.players[str(p)].xp != want:
                return f"{p}: expected {want} XP, got {st.players[str(p)].xp}"
        return None
    if kind == "pool":
        for p, want in val.items():
            pl = st.players[str(p)]
            if not isinstance(want, dict) or set(want) - {"energy", "power"}:
                raise ScenarioFailure(f"pool: {p}: expected {{energy: N, power: {{DOMAIN: N}}}},"
                                      f" got {want!r}")
            if "energy" in want and pl.energy != want["energy"]:
                return f"{p}: expected {want['energy']} energy, got {pl.energy}"
            if "power" in want:
                got = {k: v for k, v in pl.power.items() if v}
                exp_p = {str(k).lower(): v for k, v in (want["power"] or {}).items() if v}
                if got != exp_p:
                    return f"{p}: expected power {exp_p}, got {got}"
        return None
    if kind == "controller":
        for bf, want in val.items():
            k = _battlefield(game, bf)
            if k is None:
                raise ScenarioFailure(f"unknown battlefield '{bf}'")
            got = st.bfs[k].controller
            if _none_or(got) != _none_or(want):
                return f"{bf}: expected controller {want}, got {got or 'none'}"
        return None
    if kind == "match":                    # 486: the game of the match and the game wins
        if not isinstance(val, dict) or set(val) - {"game", "wins"}:
            raise ScenarioFailure("match: expected {game: N, wins: {A: N, B: N}}")
        m = st.match
        if m is None:
            return "expected a match, but this game is not one (mode: match)"
        want_game = val.get("game")
        if want_game is not None and int(want_game) != m.game:
            return f"expected game {want_game} of the match, got game {m.game}"
        for p, n in (val.get("wins") or {}).items():
            if m.wins_of(str(p)) != int(n):
                return f"expected {p} to have {n} game win(s), got {m.wins_of(str(p))}"
        return None
    if kind == "winner" and isinstance(val, list):     # a team (SCENARIO.md: [A, C])
        from .engine import teams
        got = teams.you_and_allies(st, st.winner) if st.winner else []
        return None if sorted(map(str, val)) == sorted(got) else \
            f"expected winner {val}, got {got or 'none'}"
    if kind == "winner":
        got = st.winner or "none"
        return None if str(got).lower() == str(val if val is not None else "none").lower() \
            else f"expected winner {val}, got {got}"
    if kind == "phase":
        return None if st.phase == str(val).lower() else f"expected phase {val}, got {st.phase}"
    if kind == "turn_player":
        return None if st.turn_player == str(val) else \
            f"expected turn player {val}, got {st.turn_player}"
    if kind == "chain":
        got = [it.card for it in reversed(st.chain)]
        return None if [g.lower() for g in got] == [str(w).lower() for w in val] else \
            f"expected chain {val}, got {got}"
    if kind in ("priority", "focus"):
        if kind == "priority":
            got = st.pending.player if st.pending and st.pending.kind in (
                "priority", "focus") else st.priority
        else:
            got = st.showdown.focus if st.showdown else None
        want = None if val in (None, "none") else str(val)
        return None if got == want else f"expected {kind} {val}, got {got or 'none'}"
    if kind == "showdown":
        got = st.bfs[st.showdown.bf].name if st.showdown else "none"
        return None if str(got).lower() == str(val if val is not None else "none").lower() \
            else f"expected showdown {val}, got {got}"
    if kind == "legal":
        why = game.why_illegal(str(val))
        return None if why is None else f"'{val}' is rejected: {why}"
    if kind == "illegal":
        return None if not game.is_legal(str(val)) else f"'{val}' would be accepted"
    if kind == "log_contains":
        text = "\n".join(st.log)
        return None if str(val).lower() in text.lower() else f"log does not contain '{val}'"
    raise ScenarioFailure(f"unknown expectation '{kind}'")


def main(paths: list[str]) -> int:
    trace = "--trace" in paths       # the log as each scenario runs, the board where it fails
    paths = [p for p in paths if p != "--trace"]
    if not paths:
        print("usage: riftbound scenario [--trace] FILE.yaml [FILE.yaml ...]")
        return 2
    ok = True
    for p in paths:
        try:
            out = run_file(p, (lambda s: print(s, flush=True)) if trace else None)
            print(out.line(), flush=True)
        except BrokenPipeError:         # `... | head`: the reader left; no traceback
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
        ok = ok and out.ok
    return 0 if ok else 1
