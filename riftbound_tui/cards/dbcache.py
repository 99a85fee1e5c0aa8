"""A checked cache of the parsed card database, so a start-up skips YAML and validation.

The cache is plain JSON (data only: it never runs code, unlike pickle) in the user cache
dir, keyed by a hash of everything the parse depends on: each card file's name and bytes
and the source of this package (model, loader, checks).  Any change to either gives a
new key, and the cards are read from YAML again.  A cache is written only after a load
with no errors, and only when decoding it gives back exactly the cards it was made from,
so a card the format could not carry is never served changed.  A missing, unreadable,
stale or damaged cache file is ignored and rewritten; a cache that cannot be written is
no error (the cards were loaded anyway).

    RIFTBOUND_CACHE_DIR=/path   where the cache lives (tests, benchmarks)
    RIFTBOUND_CACHE_DIR=off     no cache: always read the YAML
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from pathlib import Path

from ..files import atomic_write
from . import model

CACHE_ENV = "RIFTBOUND_CACHE_DIR"
FORMAT = "riftbound-tui card cache"
VERSION = 1
MAX_BYTES = 64 << 20              # far above any real cache; a bigger file is not read

_PACKAGE = Path(__file__).resolve().parent

# The only classes a cache may name: the frozen dataclasses of the card model.
_CLASSES = {name: cls for name, cls in vars(model).items()
            if isinstance(cls, type) and dataclasses.is_dataclass(cls)
            and cls.__module__ == model.__name__}
_DEFAULTS = {
    cls: {f.name: (f.default if f.default is not dataclasses.MISSING else f.default_factory())
          for f in dataclasses.fields(cls)
          if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING}
    for cls in _CLASSES.values()}


class CacheMiss(Exception):
    """The cache cannot be used (absent, stale, damaged): read the YAML instead."""


def cache_dir() -> Path | None:
    env = os.environ.get(CACHE_ENV)
    if env is not None:
        return None if env.strip().lower() in ("", "off", "0", "no") else Path(env)
    try:
        from platformdirs import user_cache_dir
    except ImportError:              # pragma: no cover - a dependency; no cache without it
        return None
    return Path(user_cache_dir("riftbound-tui", appauthor=False))


def key_for(files: list[Path]) -> str:
    """The hash of the card files (names and bytes) and of the code that parses them."""
    h = hashlib.blake2b(digest_size=20)
    h.update(f"{FORMAT} {VERSION}\0".encode())
    for src in sorted(_PACKAGE.glob("*.py")):
        h.update(src.name.encode() + b"\0" + src.read_bytes() + b"\0")
    for f in files:
        h.update(str(f.resolve()).encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


def _path(key: str) -> Path | None:
    d = cache_dir()
    return None if d is None else d / f"cards-{key[:20]}.json"


def _prune(keep: Path) -> None:
    """Remove the caches of other card data or code unused for a week (an upgrade leaves
    one behind; two checkouts in use each keep theirs)."""
    import time
    for old in keep.parent.glob("cards-*.json"):
        try:
            if old != keep and old.stat().st_mtime < time.time() - 7 * 86400:
                old.unlink()
        except OSError:
            pass


# -- encoding: dataclasses as {"@": class name, field: value} (defaults left out) ----------

def _enc(v):
    if v is None or isinstance(v, (bool, int, str)):
        return v
    if isinstance(v, tuple):
        return [_enc(x) for x in v]
    cls = type(v)
    if _CLASSES.get(cls.__name__) is cls:
        defaults = _DEFAULTS[cls]
        out = {"@": cls.__name__}
        for f in dataclasses.fields(cls):
            x = getattr(v, f.name)
            if f.name in defaults and type(x) is type(defaults[f.name]) and \
                    x == defaults[f.name]:
                continue
            out[f.name] = _enc(x)
        return out
    raise CacheMiss(f"a {cls.__name__} cannot be cached")


_FIELDS = {cls: frozenset(f.name for f in dataclasses.fields(cls))
           for cls in _CLASSES.values()}
_REQUIRED = {cls: frozenset(f.name for f in dataclasses.fields(cls)) - set(_DEFAULTS[cls])
             for cls in _CLASSES.values()}

_SLOW = frozenset(c for c in _CLASSES.values()
                  if hasattr(c, "__post_init__") or hasattr(c, "__slots__"))


def _tuple(items: list) -> tuple:
    """A JSON list as the tuple it was (lists in it too)."""
    return tuple([_tuple(x) if type(x) is list else x for x in items])


def _no_float(text: str):
    raise CacheMiss(f"unexpected number {text}")       # no card field holds a float


def _object(v: dict):
    """One {"@": class name, field: value} object as json reads it, innermost first (the
    card parts in it are decoded already; every other value is null, true, false, an
    integer, a string or a list, as no float gets this far): the dataclass it stands for."""
    cls = _CLASSES.get(v.pop("@", None))
    if cls is None:
        raise CacheMiss("an object that is no card part")
    if not v.keys() <= _FIELDS[cls] or not _REQUIRED[cls] <= v.keys():
        raise CacheMiss(f"the fields of a {cls.__name__} have changed")
    for k, x in v.items():
        if type(x) is list:
            v[k] = _tuple(x)
    if cls in _SLOW:
        return cls(**v)
    # A frozen dataclass with no __post_init__ or slots: filling the instance dict is
    # what its __init__ does, at a fraction of the cost (the round trip in `write`
    # checks the result is equal to the parsed card).
    obj = object.__new__(cls)
    d = obj.__dict__
    d.update(_DEFAULTS[cls])
    d.update(v)
    return obj


def _decode(body: bytes) -> tuple:
    """The cards a cache file's body holds (json calls `_object` for each object as it
    reads it, so the text is walked once)."""
    cards = json.loads(body, object_hook=_object, parse_float=_no_float,
                       parse_constant=_no_float)
    if type(cards) is not list:
        raise CacheMiss("not a list")
    return _tuple(cards)


def _same(a, b) -> bool:
    """Equal including the fields dataclass equality skips (`source`) and the exact
    types (a tuple stays a tuple, True stays True and not 1)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if dataclasses.is_dataclass(a):
        return all(_same(getattr(a, f.name), getattr(b, f.name))
                   for f in dataclasses.fields(a))
    return a == b


# -- reading and writing -------------------------------------------------------------------

def _digest(body: bytes) -> str:
    return hashlib.blake2b(body, digest_size=20).hexdigest()


def read(key: str) -> list[model.CardDef]:
    """The cached cards for this key, or `CacheMiss`.  The file is a header line (format,
    version, key, digest of the rest) and the cards; a digest that does not match (a
    damaged or edited file) is a miss."""
    path = _path(key)
    if path is None:
        raise CacheMiss("no cache dir")
    try:
        if path.stat().st_size > MAX_BYTES:
            raise CacheMiss("too large")
        raw = path.read_bytes()
        head, _, body = raw.partition(b"\n")
        header = json.loads(head)
        if not isinstance(header, dict) or header.get("format") != FORMAT or \
                header.get("version") != VERSION or header.get("key") != key or \
                header.get("digest") != _digest(body):
            raise CacheMiss("stale or damaged")
        cards = _decode(body)
    except (OSError, ValueError, TypeError, RecursionError) as e:
        raise CacheMiss(str(e)) from None
    if not isinstance(cards, tuple) or not all(isinstance(c, model.CardDef) for c in cards):
        raise CacheMiss("not a list of cards")
    return list(cards)


def write(key: str, cards: list[model.CardDef]) -> bool:
    """Cache these cards (a clean load) under `key`; False when they cannot be cached
    exactly or the file cannot be written."""
    path = _path(key)
    if path is None:
        return False
    try:
        body = json.dumps([_enc(c) for c in cards], separators=(",", ":")).encode()
        if not _same(_decode(body), tuple(cards)):
            return False
        head = json.dumps({"format": FORMAT, "version": VERSION, "key": key,
                           "digest": _digest(body)}).encode()
        atomic_write(path, head + b"\n" + body, sync=False)   # never a half file
        _prune(path)
    except (CacheMiss, OSError, TypeError, ValueError, RecursionError):
        return False
    return True
