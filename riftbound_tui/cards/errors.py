"""Errors in card data, worded for the person who writes the YAML.

Every problem names the place it was found: `file:line: card "Name": field: what is wrong`.
A loader that finds several problems raises them together as `CardDataErrors`, so a data
author can fix a whole file in one pass.
"""

from __future__ import annotations

from collections.abc import Iterable


class CardDataError(Exception):
    """One problem in card data.

    `file` and `line` say where (line is 1-based; 0 when unknown), `card` names the card
    (None for problems outside any card, such as a YAML syntax error), `field` is the
    path of the offending field inside the card (`effects[0].target.controller`), and
    `message` says what is wrong.
    """

    def __init__(self, file: str, line: int, message: str, *, card: str | None = None,
                 field: str | None = None) -> None:
        self.file = str(file)
        self.line = int(line)
        self.card = card
        self.field = field
        self.message = message
        super().__init__(self.__str__())

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}" if self.line else self.file

    def __str__(self) -> str:
        parts = [self.where]
        if self.card is not None:
            parts.append(f'card "{self.card}"')
        if self.field:
            parts.append(self.field)
        parts.append(self.message)
        return ": ".join(parts)

    def __repr__(self) -> str:
        return f"CardDataError({self.__str__()!r})"


class CardDataErrors(CardDataError):
    """Several problems at once.  `errors` lists every one, in file and line order.

    It is a `CardDataError` itself (describing the first problem), so `except
    CardDataError` catches both kinds; `str()` lists all of them, one a line.
    """

    def __init__(self, errors: Iterable[CardDataError]) -> None:
        flat: list[CardDataError] = []
        for e in errors:
            flat.extend(e.errors if isinstance(e, CardDataErrors) else [e])
        self.errors: list[CardDataError] = sorted(flat, key=lambda e: (e.file, e.line))
        if not self.errors:
            raise ValueError("CardDataErrors needs at least one error")
        first = self.errors[0]
        super().__init__(first.file, first.line, first.message, card=first.card,
                         field=first.field)

    def __str__(self) -> str:
        errors = getattr(self, "errors", None)
        if not errors:   # during CardDataError.__init__
            return super().__str__()
        n = len(errors)
        head = "1 problem in card data:" if n == 1 else f"{n} problems in card data:"
        return "\n".join([head] + [f"  {CardDataError.__str__(e)}" for e in errors])

    def __iter__(self):
        return iter(self.errors)

    def __len__(self) -> int:
        return len(self.errors)
