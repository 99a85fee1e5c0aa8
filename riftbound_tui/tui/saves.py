"""Where saves live and how they are written: atomically, never over a file we could not read.

A save is JSON: the game record (setup, seed, accepted lines) plus the table settings.
Loading replays the record, so a save cannot drift from the rules.

A save holds hidden information, and says so: the seed and the record rebuild every hand
and the order of every deck, so whoever opens the file can read the whole game (128).
Each save carries `"hidden_information": true` and a note saying this in words; the save
and load screens say it too (`HIDDEN_NOTE`).

Reading is bounded and never raises anything but `SaveError`: a file too large, JSON
nested too deep or with a number too long, a list where a mapping belongs, a line too
long, a seed out of range, a setup the engine would refuse: each is one message, and
the file is left as it is.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

from ..files import atomic_write

FORMAT = "riftbound-tui save"
VERSION = 1

HIDDEN_NOTE = ("this file holds hidden information: its seed and record rebuild every hand "
               "and deck order, so whoever opens it can read the whole game")
MAX_BYTES = 8 * 1024 * 1024       # a long game is a few hundred kilobytes
MAX_LINE = 4000                   # one line of the notation (an assignment to 20 units is ~800)
MAX_LINES = 200_000
MAX_NEST = 64                     # JSON nesting a save may have


class SaveError(Exception):
    """A save file that cannot be used; the file is left as it is."""


def data_dir() -> Path:
    """The user data dir (platformdirs); RIFTBOUND_DATA_DIR overrides it (tests)."""
    env = os.environ.get("RIFTBOUND_DATA_DIR")
    if env:
        return Path(env)
    from platformdirs import user_data_dir
    return Path(user_data_dir("riftbound-tui", appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def new_save_path(stem: str = "game") -> Path:
    return saves_dir() / f"{stem}-{time.strftime('%Y%m%d-%H%M%S')}.json"


def write_save(path: Path, data: dict) -> Path:
    """Write a save; a file already there that is not a readable save is kept, and the
    save goes beside it (`NAME.next.json`): a corrupt save stays as it was found."""
    path = Path(path)
    if path.exists():
        try:
            read_save(path, check_setup=False)
        except SaveError:
            path = path.with_name(f"{path.stem}.next{path.suffix}")
    payload = {"format": FORMAT, "version": VERSION, "hidden_information": True,
               "note": f"riftbound-tui: {HIDDEN_NOTE}.", **data}
    return atomic_write(path, json.dumps(payload, indent=1, ensure_ascii=False) + "\n")


def read_save(path: Path, check_setup: bool = True) -> dict:
    """The save's data, or SaveError saying what is wrong.  Never modifies the file.
    `check_setup`: also hold the setup against the engine's setup rules (shape, bounds,
    card kinds; engine/setup_check.py)."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(f"{path}: not a save: {size} bytes (a save is at most "
                            f"{MAX_BYTES // (1024 * 1024)} MB)")
        raw = path.read_bytes()
    except OSError as e:
        raise SaveError(f"{path}: cannot read: {e.strerror or e}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        from ..cards.yaml_lines import line_col     # here: it brings in the YAML reader
        line, col = line_col(raw, e.start)
        raise SaveError(f"{path}: corrupt save: not UTF-8 text (line {line}, column {col})"
                        ) from None
    depth = _nesting(text)
    if depth > MAX_NEST:
        raise SaveError(f"{path}: corrupt save: nested {depth} deep (a save nests at most "
                        f"{MAX_NEST})")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(f"{path}: corrupt save (line {e.lineno}: {e.msg})") from None
    except (ValueError, RecursionError) as e:      # a number of thousands of digits
        raise SaveError(f"{path}: corrupt save: {' '.join(str(e).split())[:120]}") from None
    try:
        check_save(data, check_setup)
    except SaveError as e:
        raise SaveError(f"{path}: {e}") from None
    return data


_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


def _nesting(text: str) -> int:
    """How deep the JSON's brackets nest (strings skipped), without parsing it."""
    depth = top = 0
    for m in _BRACKET.finditer(_STRING.sub("", text)):
        if m.group(0) in "[{":
            depth += 1
            if depth > top:
                top = depth
                if top > MAX_NEST:          # enough to refuse: stop counting
                    return top
        else:
            depth -= 1
    return top


def _texts(v, what: str, limit: int) -> list[str]:
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise SaveError(f"corrupt save: '{what}' must be a list of text lines")
    if len(v) > limit:
        raise SaveError(f"corrupt save: '{what}' has {len(v)} lines; at most {limit}")
    for n, x in enumerate(v, 1):
        if len(x) > MAX_LINE:
            raise SaveError(f"corrupt save: '{what}' line {n} is {len(x)} characters long "
                            f"(a line of the notation is at most {MAX_LINE})")
    return v


def check_save(data, check_setup: bool = True) -> None:
    """SaveError unless `data` is a save this version can load: every field of the kind
    and size it should be, and (check_setup) a setup the engine would lay out."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a riftbound-tui save file")
    if data.get("version") != VERSION:
        v = data.get("version")
        shown = repr(v) if isinstance(v, (int, str)) and len(str(v)) < 20 else "unknown"
        raise SaveError(f"save version {shown} is not supported (this version reads "
                        f"{VERSION})")
    for key, typ in (("setup", dict), ("seed", int), ("lines", list)):
        if not isinstance(data.get(key), typ) or isinstance(data.get(key), bool):
            raise SaveError(f"corrupt save: '{key}' is missing or not a {typ.__name__}")
    _texts(data["lines"], "lines", MAX_LINES)
    if data.get("redo") is not None:
        _texts(data["redo"], "redo", MAX_LINES)
    for key in ("title", "privacy", "seated", "perspective", "note", "pace"):
        v = data.get(key)
        if v is not None and (not isinstance(v, str) or len(v) > 500):
            raise SaveError(f"corrupt save: '{key}' must be a short text")
    if data.get("hidden_information") not in (None, True, False):
        raise SaveError("corrupt save: 'hidden_information' must be true or false")
    seats = data.get("seats")
    if seats is not None:
        if not isinstance(seats, dict) or len(seats) > 8:
            raise SaveError("corrupt save: 'seats' must map each player to a seat")
        for p, s in seats.items():
            if not isinstance(s, dict) or not all(isinstance(s.get(k, ""), str) and
                                                  len(s.get(k, "")) < 100
                                                  for k in ("kind", "agent")):
                raise SaveError(f"corrupt save: seat '{str(p)[:20]}' must be "
                                f"{{kind: person|machine, agent: NAME}}")
            _think(s.get("think"), str(p)[:20])
    from ..engine.errors import SetupError
    from ..engine.setup_check import check_seed
    try:
        check_seed(data["seed"])
    except SetupError as e:
        raise SaveError(f"corrupt save: {e}") from None
    if check_setup:
        from ..cards.db import load_card_db
        from ..engine.setup_check import check_setup as setup_ok
        try:
            setup_ok(data["setup"], data["seed"], load_card_db())
        except SetupError as e:
            raise SaveError(f"corrupt save: setup: {e}") from None


MAX_THINK = 3600                  # seconds; a seat's think time is clamped to 30 on load


def _think(v, p: str) -> None:
    """A machine seat's think time: absent, or a finite number of seconds within bounds
    (a number read from a save is bounded like every other input; 10**400 is no float)."""
    if v is None:
        return
    ok = isinstance(v, (int, float)) and not isinstance(v, bool) and \
        -MAX_THINK <= v <= MAX_THINK          # False for NaN and both infinities
    if not ok:
        raise SaveError(f"corrupt save: seat '{p}' think time must be a number of seconds "
                        f"from 0 to {MAX_THINK}")


def list_saves() -> list[Path]:
    d = saves_dir()
    if not d.is_dir():
        return []
    named = sorted((p for p in d.glob("*.json")
                    if not p.name.startswith(".") and p.name != "autosave.json"),
                   key=lambda p: p.stat().st_mtime, reverse=True)
    auto = autosave_path()
    return named + ([auto] if auto.exists() else [])


def save_summary(path: Path) -> str:
    """One line for the load list (issue 28: it showed only file names): the file, when it
    was saved, the turn, each seat's deck (its legend) and who sits there.  A save that
    cannot be read says why instead."""
    path = Path(path)
    name = "autosave (the latest position)" if path.name == "autosave.json" else path.stem
    try:
        data = read_save(path, check_setup=False)
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    except (SaveError, OSError) as e:
        return f"{name} · unreadable: {str(e).removeprefix(f'{path}: ')}"
    bits = [name, when]
    turn = data.get("turn")
    if isinstance(turn, int) and not isinstance(turn, bool):
        bits.append(f"turn {turn}" if turn else "setup")
    players = (data.get("setup") or {}).get("players") or {}
    seats = data.get("seats") or {}
    sides = []
    for p, spec in players.items():
        spec = spec if isinstance(spec, dict) else {}
        deck = spec.get("legend") or f"{len(spec.get('deck') or [])} cards"
        seat = seats.get(p) if isinstance(seats.get(p), dict) else {}
        who = seat.get("agent") if seat.get("kind") == "machine" else "person"
        sides.append(f"{p}: {deck} ({who or 'machine'})")
    if (data.get("setup") or {}).get("mode") == "2v2" and len(sides) == 4:
        # 489.5.c: the first and third seats against the second and fourth
        sides = [f"{sides[0]} and {sides[2]}", f"{sides[1]} and {sides[3]}"]
    if sides:
        bits.append(" vs ".join(sides))
    return " · ".join(str(b) for b in bits)


def export_log(lines: list[str], stem: str = "log") -> Path:
    path = data_dir() / "logs" / f"{stem}-{time.strftime('%Y%m%d-%H%M%S')}.txt"
    return atomic_write(path, "\n".join(lines) + "\n")
