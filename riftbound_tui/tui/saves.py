"""Where saves live and how they are written: atomically, never over a file we could not read.

A save is JSON: the game record (setup, seed, accepted lines) plus the table settings.
Loading replays the record, so a save cannot drift from the rules.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

FORMAT = "riftbound-tui save"
VERSION = 1


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


def atomic_write(path: Path, text: str) -> Path:
    """Write to a temp file in the same folder, then os.replace: never a half file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def write_save(path: Path, data: dict) -> Path:
    payload = {"format": FORMAT, "version": VERSION, **data}
    return atomic_write(path, json.dumps(payload, indent=1, ensure_ascii=False) + "\n")


def read_save(path: Path) -> dict:
    """The save's data, or SaveError saying what is wrong.  Never modifies the file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise SaveError(f"{path}: cannot read: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a text file") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(f"{path}: corrupt save (line {e.lineno}: {e.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path}: not a riftbound-tui save file")
    if data.get("version") != VERSION:
        raise SaveError(f"{path}: save version {data.get('version')!r} is not supported "
                        f"(this version reads {VERSION})")
    for key, typ in (("setup", dict), ("seed", int), ("lines", list)):
        if not isinstance(data.get(key), typ):
            raise SaveError(f"{path}: corrupt save: '{key}' is missing or not a {typ.__name__}")
    if not all(isinstance(x, str) for x in data["lines"]):
        raise SaveError(f"{path}: corrupt save: 'lines' must be text lines")
    return data


def list_saves() -> list[Path]:
    d = saves_dir()
    if not d.is_dir():
        return []
    named = sorted((p for p in d.glob("*.json")
                    if not p.name.startswith(".") and p.name != "autosave.json"),
                   key=lambda p: p.stat().st_mtime, reverse=True)
    auto = autosave_path()
    return named + ([auto] if auto.exists() else [])


def export_log(lines: list[str], stem: str = "log") -> Path:
    path = data_dir() / "logs" / f"{stem}-{time.strftime('%Y%m%d-%H%M%S')}.txt"
    return atomic_write(path, "\n".join(lines) + "\n")
