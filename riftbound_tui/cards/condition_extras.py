"""Conditions about what the resolving effect did or chose, read apart from the main
condition parser (cards/condition_reader.py); engine/effect_memory.py and conditions.py test
them:

- `{revealed_tags: [Bird, Cat]}`: a card this effect revealed (and drew) has one of the
  tags ("if you revealed a Bird, Cat, Dog, or Poro": Ivern, Nurturer);
- `{discarded: unit | spell | gear}`: the card this effect discarded is of that type ("do
  the following based on the discarded card's type": Hwei, Brooding Painter);
- `{chosen_tags: [Bird, Cat]}`: an object the card chose has one of the tags, read as the
  card is paid for (357): "This costs [2] less if you choose a Bird, Cat, Dog, or Poro"
  (Undying Loyalty: a `static: {cost: -2}` with this `while:`);
- `{any_chosen: KEYWORD}`: an object this effect chose has the keyword now ("if at least
  one of them has [Temporary]": Smoke and Mirrors);
- `{friendly_tags: [Bird, Cat, Dog, Poro]}`: "if your units have all of the following
  tags among them" (Ivern, Friend to All): each tag is had by one of your units on the
  board (a tag a unit gained counts: engine/attach.py `tags`)."""

from __future__ import annotations

from .checking import describe, join
from .model import KEYWORDS, Condition

KEYS = ("revealed_tags", "discarded", "any_chosen", "chosen_tags", "friendly_tags")
NOT_READ = object()          # a key this module does not read


def read(ctx, key: str, val, line: int, path: str):
    """The condition `{key: val}`, None after reporting a mistake, or NOT_READ."""
    where = join(path, key)
    if key == "any_chosen":
        if val not in KEYWORDS:
            ctx.error(line, where, f"{describe(val)} is not a keyword")
            return None
        return Condition(key, val)
    if key == "discarded":
        if val not in ("unit", "spell", "gear"):
            ctx.error(line, where, f"{describe(val)} is not one of: unit, spell, gear")
            return None
        return Condition(key, val)
    if key in ("revealed_tags", "chosen_tags", "friendly_tags"):
        if not isinstance(val, list) or not val or \
                not all(isinstance(t, str) and t for t in val):
            ctx.error(line, where, "a list of tags, like [Bird, Cat]")
            return None
        return Condition(key, tuple(val))
    return NOT_READ
