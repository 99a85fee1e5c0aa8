"""A checked cache of the parsed card database, so a start-up skips YAML and validation.

The cache is plain JSON (data only: it never runs code, unlike pickle) in the user cache
dir, keyed by a hash of everything the parse depends on: each card file's name and bytes
and the source of this package (model, loader, checks, facets).  Any change to either
gives a new key, and the cards are read from YAML again.  A cache is written only after
a load with no errors, and only when decoding it gives back exactly the cards it was
made from, so a card the format could not carry is never served changed.  A missing,
unreadable, stale or damaged cache file is ignored and rewritten; a cache that cannot be
written is no error (the cards were loaded anyway).

The file is three parts: a header line (format, version, key, digest of the rest); a
directory line (the card names in order, where each card's text ends, and the facet
index of cards/facets.py); then each card's JSON text, one after another.  A start-up
reads the header and the directory and decodes a card when the game first asks for it:
it needs the cards of two decks, not the whole pool.  A card whose text turns out not
to be a card (a file edited to match its digest) is no card served: the YAML is read
again and the cache rewritten, as for any damaged cache.

    RIFTBOUND_CACHE_DIR=/path   where the cache lives (tests, benchmarks)
    RIFTBOUND_CACHE_DIR=off     no cache: always read the YAML
"""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

try:                     # hashlib's own blake2b, without hashlib loading OpenSSL (1-3 ms)
    from _blake2 import blake2b
except ImportError:      # pragma: no cover - another Python's hashlib
    from hashlib import blake2b

from ..files import atomic_write
from . import facets, model
from .db import CardDB

CACHE_ENV = "RIFTBOUND_CACHE_DIR"
FORMAT = "riftbound-tui card cache"
VERSION = 2
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
    h = blake2b(digest_size=20)
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


def _decode(text: bytes):
    """The value one card's JSON text holds (json calls `_object` for each object as it
    reads it, so the text is walked once)."""
    return json.loads(text, object_hook=_object, parse_float=_no_float,
                      parse_constant=_no_float)


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
    return blake2b(body, digest_size=20).hexdigest()


def _directory(raw: bytes, key: str) -> tuple[tuple[str, ...], list[int], dict, bytes]:
    """(names, where each card's text ends, facet index, the cards' texts) of a cache
    file, or `CacheMiss` for a file of another format, version or key, one whose digest
    does not match (damaged or edited), or a directory that does not hold together."""
    head, _, rest = raw.partition(b"\n")
    header = json.loads(head)
    if not isinstance(header, dict) or header.get("format") != FORMAT or \
            header.get("version") != VERSION or header.get("key") != key or \
            header.get("digest") != _digest(rest):
        raise CacheMiss("stale or damaged")
    line, _, texts = rest.partition(b"\n")
    d = json.loads(line, parse_float=_no_float, parse_constant=_no_float)
    if type(d) is not dict:
        raise CacheMiss("no directory")
    names, ends, index = d.get("names"), d.get("ends"), d.get("facets")
    if type(names) is not list or type(ends) is not list or type(index) is not dict or \
            not all(type(n) is str for n in names) or \
            not all(type(e) is int for e in ends) or \
            len(names) != len(ends) or len(set(names)) != len(names) or \
            any(b < a for a, b in zip([0] + ends, ends)) or \
            (ends and ends[-1] != len(texts)):
        raise CacheMiss("a directory that does not hold together")
    n = len(names)
    for f, members in index.items():
        if type(members) is not list or not all(type(i) is int and 0 <= i < n
                                                for i in members):
            raise CacheMiss(f"facet {f!r} names no card")
    return tuple(names), ends, {f: tuple(names[i] for i in m) for f, m in index.items()}, texts


def _read_raw(key: str) -> bytes:
    path = _path(key)
    if path is None:
        raise CacheMiss("no cache dir")
    if path.stat().st_size > MAX_BYTES:
        raise CacheMiss("too large")
    return path.read_bytes()


def read_db(key: str, reparse):
    """The card database cached for this key, each card decoded when first asked for, or
    `CacheMiss`.  `reparse()` reads the card files again (a `CardDB`, or `CardDataErrors`):
    it answers from a card whose cached text is no card on, and the cache is rewritten."""
    try:
        names, ends, index, texts = _directory(_read_raw(key), key)
    except (OSError, ValueError, TypeError, RecursionError) as e:
        raise CacheMiss(str(e)) from None
    where = {n: (a, b) for n, a, b in zip(names, [0] + ends, ends)}
    parsed = []                          # the card files read again, once needed

    def decode(name: str) -> model.CardDef:
        span = where[name]               # KeyError: no such card
        if not parsed:
            try:
                card = _decode(texts[span[0]:span[1]])
                if type(card) is model.CardDef and card.name == name:
                    return card
            except (CacheMiss, ValueError, TypeError, RecursionError):
                pass
            db = reparse()
            write(key, db.all())
            parsed.append(db)
        return parsed[0].get(name)

    return CardDB.from_cache(names, index, decode)


def read(key: str) -> list[model.CardDef]:
    """Every card cached for this key, decoded now, or `CacheMiss` (a checking read:
    a card text that is no card is a miss here)."""
    try:
        names, ends, _, texts = _directory(_read_raw(key), key)
        cards = [_decode(texts[a:b]) for a, b in zip([0] + ends, ends)]
    except (OSError, ValueError, TypeError, RecursionError) as e:
        raise CacheMiss(str(e)) from None
    if not all(type(c) is model.CardDef and c.name == n for c, n in zip(cards, names)):
        raise CacheMiss("not a list of cards")
    return cards


def write(key: str, cards) -> bool:
    """Cache these cards (a clean load) under `key`; False when they cannot be cached
    exactly or the file cannot be written."""
    path = _path(key)
    if path is None:
        return False
    try:
        cards = tuple(cards)
        texts = [json.dumps(_enc(c), separators=(",", ":")).encode() for c in cards]
        if not _same(tuple(_decode(t) for t in texts), cards):
            return False
        ends, at = [], 0
        for t in texts:
            at += len(t)
            ends.append(at)
        position = {c.name: i for i, c in enumerate(cards)}
        directory = {"names": [c.name for c in cards], "ends": ends,
                     "facets": {f: [position[n] for n in members]
                                for f, members in facets.index(cards).items()}}
        rest = json.dumps(directory, separators=(",", ":")).encode() + b"\n" + b"".join(texts)
        head = json.dumps({"format": FORMAT, "version": VERSION, "key": key,
                           "digest": _digest(rest)}).encode()
        atomic_write(path, head + b"\n" + rest, sync=False)   # never a half file
        _prune(path)
    except (CacheMiss, OSError, TypeError, ValueError, RecursionError):
        return False
    return True
