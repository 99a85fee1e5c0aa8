"""The card database: every `CardDef` by name, loaded once from the YAML files.

    db = load_card_db()            # the shipped cards (cached)
    db.get("void seeker")          # case-insensitive exact name -> CardDef
    "Void Seeker" in db            # True
"""

from __future__ import annotations

import difflib
import functools
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import MappingProxyType

from . import facets
from .errors import CardDataError, CardDataErrors
from .model import CardDef, Effect

__all__ = ["CardDB", "load_card_db", "default_cards_dir", "CARDS_ENV"]

CARDS_ENV = "RIFTBOUND_CARDS"

_PACKAGE_DIR = Path(__file__).resolve().parent.parent          # riftbound_tui/
_WHEEL_CARDS = _PACKAGE_DIR / "_data" / "cards"                 # force-included in wheels
_REPO_CARDS = _PACKAGE_DIR.parent / "cards"                     # a source checkout


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


class CardDB:
    """An immutable collection of card definitions, looked up by name.

    Building one checks that names are unique (case-insensitively) and that every
    `play_token` names a token card in the same collection; problems are raised
    together as `CardDataErrors`.  A database read back from the card cache
    (`CardDB.from_cache`) was checked when the cache was written, and decodes each card
    when first asked.
    """

    __slots__ = ("_names", "_by_key", "_by_name", "_decode", "_all", "_facets", "_frozen")

    def __init__(self, cards: Iterable[CardDef]) -> None:
        by_key: dict[str, CardDef] = {}
        errors: list[CardDataError] = []
        for card in cards:
            k = _key(card.name)
            prev = by_key.get(k)
            if prev is not None:
                errors.append(_err(card, "name", f"duplicate card name; first defined at "
                                                 f"{_where(prev)}"))
                continue
            by_key[k] = card
        for card in by_key.values():
            for ab in card.abilities:          # "add the Baron Pit battlefield token" (187)
                tok = by_key.get(_key(ab.token)) if ab.token else None
                if ab.token and (tok is None or not tok.token or tok.type != "battlefield"):
                    errors.append(_err(card, "abilities", f'no battlefield token card named '
                                                         f'"{ab.token}"', ab))
            for field, eff in _all_effects(card):
                named = eff.target.named if eff.target is not None else None
                if named is not None and _key(named) not in by_key:
                    errors.append(_err(card, field, f'no card named "{named}" (named:)', eff))
                if eff.token is None:
                    continue
                tok = by_key.get(_key(eff.token))
                if tok is None:
                    close = difflib.get_close_matches(
                        _key(eff.token), [k for k, c in by_key.items() if c.token], n=1)
                    hint = f' (did you mean "{by_key[close[0]].name}"?)' if close else ""
                    errors.append(_err(card, field, f'no token card named "{eff.token}"{hint}',
                                       eff))
                elif not tok.token:
                    errors.append(_err(card, field, f'"{tok.name}" is not a token '
                                                    f"(its supertype is not token)", eff))
                elif (eff.op == "replace") != (tok.type == "battlefield"):
                    errors.append(_err(card, field, f'"{tok.name}" is a {tok.type} token: a '
                                                    f"battlefield is replaced with a "
                                                    f"battlefield token (438), and only "
                                                    f"`replace` makes one", eff))
        if errors:
            raise CardDataErrors(errors)
        cards = tuple(by_key.values())
        self._fill(tuple(c.name for c in cards), {c.name: c for c in cards},
                   facets.index(cards), None)
        object.__setattr__(self, "_all", cards)

    @classmethod
    def from_cache(cls, names: tuple[str, ...], index: dict[str, tuple[str, ...]],
                   decode) -> CardDB:
        """A database of the cards `names` (in file order) whose facets are `index`
        (cards/facets.py), each card made by `decode(name)` when first asked: the card
        cache's, whose cards were checked as one database when it was written."""
        db = object.__new__(cls)
        db._fill(names, {}, index, decode)
        object.__setattr__(db, "_all", None)
        return db

    def _fill(self, names, by_name: dict, index: dict, decode) -> None:
        put = object.__setattr__
        put(self, "_names", names)
        put(self, "_by_key", MappingProxyType({_key(n): n for n in names}))
        # The engine looks cards up by their exact name hundreds of thousands of times a
        # game: a plain dict on the exact spelling answers those before any normalizing
        # (a plain dict: Python's fast path for subscripting skips dict subclasses).  A
        # cached database fills it as cards are decoded.
        put(self, "_by_name", by_name)
        put(self, "_decode", decode)
        # Card facts the engine asks about of the whole pool (which cards have a given
        # passive, keyword, trigger...), read once: cards/facets.py.
        put(self, "_facets", {f: frozenset(v) for f, v in index.items()})
        put(self, "_frozen", True)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardDB is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("CardDB is immutable")

    # Immutable, so copies may share it; pickling rebuilds it from the definitions.
    def __copy__(self) -> CardDB:
        return self

    def __deepcopy__(self, memo: dict) -> CardDB:
        return self

    def __reduce__(self):
        return (CardDB, (self.all(),))

    # -- lookup

    def get(self, name: str) -> CardDef:
        """The card with this exact name, ignoring case and runs of spaces.

        Raises `KeyError` naming close matches when there is none.
        """
        try:
            return self._by_name[name]         # the exact spelling: the engine's case
        except (KeyError, TypeError):
            pass
        exact = self._by_key.get(_key(name)) if isinstance(name, str) else None
        if exact is None:
            raise KeyError(self._missing_message(name))
        return self._card(exact)

    def _card(self, exact: str) -> CardDef:
        """The card of this exact name (one of `_names`), decoded now if not yet."""
        card = self._by_name.get(exact)
        if card is None:
            card = self._by_name[exact] = self._decode(exact)
        return card

    def having(self, facet: str) -> frozenset[str]:
        """The names of the cards with this facet (cards/facets.py)."""
        return self._facets.get(facet, _NONE)

    def facets(self) -> Iterator[str]:
        """Every facet some card has."""
        return iter(self._facets)

    def with_passive(self, passive: str) -> frozenset[str]:
        """The names of the cards with this passive rule (`Ability.passive`)."""
        return self._facets.get("passive:" + passive, _NONE)

    def with_keyword(self, keyword: str) -> frozenset[str]:
        """The names of the cards printed with this keyword."""
        return self._facets.get("keyword:" + keyword, _NONE)

    def _missing_message(self, name: object) -> str:
        if not isinstance(name, str):
            return f"card names are text, not {type(name).__name__}"
        close = difflib.get_close_matches(_key(name), list(self._by_key), n=3, cutoff=0.6)
        msg = f'no card named "{name}"'
        if close:
            msg += "; did you mean " + ", ".join(f'"{self._by_key[k]}"' for k in close) + "?"
        return msg

    def __getitem__(self, name: str) -> CardDef:
        return self.get(name)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and _key(name) in self._by_key

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self.all())

    def __len__(self) -> int:
        return len(self._names)

    def all(self) -> tuple[CardDef, ...]:
        """Every card, in file and file order (a cached database decodes them all)."""
        cards = self._all
        if cards is None:
            cards = tuple([self._card(n) for n in self._names])
            object.__setattr__(self, "_all", cards)
        return cards

    def names(self) -> tuple[str, ...]:
        """Every card name as written in the data."""
        return self._names

    def tokens(self) -> tuple[CardDef, ...]:
        """The token cards (supertype token)."""
        return tuple(c for c in self.all() if c.token)

    def __repr__(self) -> str:
        return f"<CardDB {len(self._names)} cards>"


_NONE: frozenset[str] = frozenset()


def _where(card: CardDef) -> str:
    return str(card.source) if card.source else "(unknown place)"


def _err(card: CardDef, field: str, message: str, at: Effect | None = None) -> CardDataError:
    src = (at.source if at is not None and at.source else None) or card.source
    return CardDataError(src.file if src else "<unknown>", src.line if src else 0, message,
                         card=card.name, field=field)


def _all_effects(card: CardDef) -> Iterator[tuple[str, Effect]]:
    for i, e in enumerate(card.effects):
        yield f"effects[{i}].token", e
    for a, ab in enumerate(card.abilities):
        for i, e in enumerate(ab.effects):
            yield f"abilities[{a}].effects[{i}].token", e


def default_cards_dir() -> Path:
    """Where the shipped cards are: $RIFTBOUND_CARDS, else the copy inside the installed
    package (`riftbound_tui/_data/cards`, present in wheels), else the checkout's `cards/`."""
    env = os.environ.get(CARDS_ENV)
    if env:
        return Path(env)
    if _WHEEL_CARDS.is_dir():
        return _WHEEL_CARDS
    return _REPO_CARDS


def _read_all(path: Path, cache: bool = False) -> CardDB:
    """Every card file at `path`, checked.  With `cache`, a clean load is kept in the
    user cache dir (dbcache.py) and the next load with the same files and code reads it
    back instead of parsing the YAML; any error is always found by the YAML reader."""
    if path.is_dir():
        files = sorted(path.glob("*.yaml"))
        if not files:
            raise CardDataErrors([CardDataError(str(path), 0, "no *.yaml card files here")])
    elif path.is_file():
        files = [path]
    else:
        raise CardDataErrors([CardDataError(str(path), 0, "no such card file or directory")])
    key = None
    if cache:
        from . import dbcache
        try:
            key = dbcache.key_for(files)
            return dbcache.read_db(key, lambda: _parse(files))
        except (dbcache.CacheMiss, OSError):
            pass                         # read the YAML: it reports every problem
    db = _parse(files)
    if key is not None:
        dbcache.write(key, db.all())
    return db


def _parse(files: list[Path]) -> CardDB:
    """The card files read from YAML and checked as one database; every problem in every
    file raised together (`CardDataErrors`)."""
    from .loader import read_card_file   # here: a cached start-up never needs the parser
    cards: list[CardDef] = []
    errors: list[CardDataError] = []
    for f in files:
        got, errs = read_card_file(f)
        cards.extend(got)
        errors.extend(errs)
    try:
        db = CardDB(cards)
    except CardDataErrors as exc:
        errors.extend(exc.errors)
        db = None
    if errors:
        raise CardDataErrors(errors)
    return db


@functools.cache
def _default_db() -> CardDB:
    return _read_all(default_cards_dir(), cache=True)


def load_card_db(path: str | os.PathLike | None = None) -> CardDB:
    """Load every `*.yaml` in a directory (or one file) into a `CardDB`.

    With no path, loads the default location (`default_cards_dir()`) once and caches it;
    `load_card_db.cache_clear()` forgets it.  Raises `CardDataErrors` listing every problem
    in every file.
    """
    if path is None:
        return _default_db()
    return _read_all(Path(path))


load_card_db.cache_clear = _default_db.cache_clear  # type: ignore[attr-defined]
