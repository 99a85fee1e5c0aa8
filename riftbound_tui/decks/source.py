"""A deck from what a person typed: the path of a deck file, or a deck code.

    deck = deck_from_source("~/decks/annie.txt", db)     # or "CMAAAAAAAAAACAQ..."

Whatever is typed, the answer is a `DeckList` or one `DeckSourceError` that says what is
wrong in words: no such file, a file too large or not UTF-8 (with the line and column),
a line of the deck text, or why the code cannot be read.  Nothing is expanded before
the counts are checked (`decklist.count_problem`), and nothing on disk is changed.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..cards.yaml_lines import line_col
from .code_names import deck_from_code
from .codes import ALPHABET, DeckCodeError, TruncatedCode
from .decklist import DeckList, DeckTextError, parse_deck_text

__all__ = ["DeckSourceError", "deck_from_source", "read_deck_file", "MAX_DECK_FILE",
           "MAX_CODE", "looks_like_code", "compact_code"]

MAX_DECK_FILE = 256 * 1024      # a deck file is a few hundred bytes
MAX_CODE = 2000                 # a deck code is about a hundred characters
_CODE_RX = re.compile(f"^[{ALPHABET}{ALPHABET.lower()}]+$")
# A code's first two characters give its version: CE (v1), CI, CM, CQ, CU, CY (v6).
_CODE_START_RX = re.compile(r"^C[EIMQUY]", re.IGNORECASE)
_DIGIT_HINT = {"0": "the letter O", "1": "the letter I", "8": "the letter B"}


class DeckSourceError(ValueError):
    """A deck file or deck code that cannot be used; the message says why."""


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[:n] + "..."


def decode_text(raw: bytes, where: str) -> str:
    """UTF-8 text, or DeckSourceError with the line and column of the first bad byte."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line, col = line_col(raw, e.start)
        raise DeckSourceError(f"{where}: line {line}, column {col}: not UTF-8 text") from None
    if "\0" in text:
        line, col = line_col(text, text.index("\0"))
        raise DeckSourceError(f"{where}: line {line}, column {col}: a NUL character (not a "
                              f"text file)")
    return text


def read_deck_file(path: Path, db=None) -> DeckList:
    where = path.name
    try:
        size = path.stat().st_size
        if size > MAX_DECK_FILE:
            raise DeckSourceError(f"{where}: {size} bytes is too large for a deck file "
                                  f"(at most {MAX_DECK_FILE // 1024} KB)")
        raw = path.read_bytes()
    except OSError as e:
        raise DeckSourceError(f"{where}: cannot read: {e.strerror or e}") from None
    try:
        return parse_deck_text(decode_text(raw, where), db, name=path.name)
    except DeckTextError as e:
        raise DeckSourceError(f"{where}: {e}") from None
    except ValueError as e:                 # a count the deck list itself refuses
        raise DeckSourceError(f"{where}: {e}") from None


def _as_file(source: str) -> Path | None:
    """The file `source` names, or None when there is none."""
    try:
        path = Path(source).expanduser()
        return path if path.is_file() else None
    except (OSError, ValueError, RuntimeError):       # too long, NUL, unknown ~user
        return None


def compact_code(text: str) -> str:
    """A code as pasted, without the spaces, tabs and line breaks (CRLF too) inside it."""
    return "".join(text.split())


def looks_like_code(text: str) -> bool:
    """Text a person meant as a deck code (once its whitespace is gone): a code's start
    (CE..CY), 16 characters or more, at most one stray character in ten and nothing a
    file path has."""
    code = compact_code(text)
    if not _CODE_START_RX.match(code) or len(code) < 16 or any(c in code for c in "/\\.~"):
        return False
    good = sum(1 for c in code.upper() if c in ALPHABET)
    return good * 10 >= len(code) * 9


def _bad_character(code: str) -> str | None:
    """What a player is told about the first character no deck code has, or None."""
    for i, ch in enumerate(code.upper()):
        if ch not in ALPHABET:
            near = code[max(0, i - 4):i + 5]
            hint = f" (is it {_DIGIT_HINT[ch]}?)" if ch in _DIGIT_HINT else ""
            return (f"the deck code has {ch!r} at character {i + 1} (near '{near}'){hint}; "
                    f"a deck code has only the letters A-Z and the digits 2-7")
    return None


def _code_problem(e: DeckCodeError, code: str) -> str:
    if isinstance(e, TruncatedCode):
        return (f"the deck code is cut short: its {len(code)} characters end in the "
                f"middle of the {e.part}; copy the whole code again")
    return f"the deck code cannot be read: {e}"


def deck_from_source(source: str, db=None) -> DeckList:
    """The deck a path or a deck code names (see the module docstring)."""
    if not isinstance(source, str):
        raise DeckSourceError("give a deck file's path or a deck code")
    source = source.strip()
    if not source:
        raise DeckSourceError("give a deck file's path or a deck code")
    path = _as_file(source) if len(source) < 4096 else None
    if path is not None:
        return read_deck_file(path, db)
    if not (looks_like_code(source) or _CODE_RX.match(source)):
        # not a code's letters (A-Z, 2-7): it was meant as a file
        raise DeckSourceError(f"{_short(source)}: no such file (and not a deck code: a code "
                              f"has only the letters A-Z and digits 2-7)")
    code = compact_code(source)
    if len(code) > MAX_CODE:
        raise DeckSourceError(f"a deck code of {len(code)} characters is far longer than "
                              f"any deck (at most {MAX_CODE}); no such file either")
    bad = _bad_character(code)
    if bad:
        raise DeckSourceError(bad)
    try:
        return deck_from_code(code, db)
    except DeckCodeError as e:
        raise DeckSourceError(_code_problem(e, code)) from None
    except ValueError as e:
        raise DeckSourceError(f"the deck code cannot be played: {e}") from None
