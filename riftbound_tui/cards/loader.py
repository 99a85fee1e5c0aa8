"""Card YAML -> `CardDef`s, checked against the closed vocabularies of `model`.

The surface syntax is described in cards/README.md.  In short:

    set: OGN
    cards:
      - name: Void Seeker
        number: "024"
        type: spell
        domains: [fury]
        cost: {energy: 3, power: 1}
        keywords: [action]
        effects:
          - {op: deal, amount: 4, target: {choose: unit, at: battlefield}}
          - {op: draw, amount: 1}

Loading is safe: a `yaml.SafeLoader` subclass that only builds plain mappings, lists and
scalars (a tag such as `!!python/object` is an error), remembering the line of every
mapping, key and list item so that each problem is reported as
`file:line: card "Name": field: what is wrong`.  The loader does not stop at the first
problem: it reports every one it finds (`CardDataErrors`).

This module reads files and cards; abilities and costs are read by ability_reader.py
(triggers by trigger_reader.py, statics and passives by static_reader.py, conditions and
amounts by condition_reader.py), instructions and selectors by effect_reader.py.
"""

from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from .ability_reader import ANY_POWER, AbilityReader
from . import repeat_reader
from .checking import Ctx, describe, join
from .effect_reader import IF_PREVIOUS
from .static_reader import PASSIVES
from .trigger_reader import TRIGGER_SUBJECTS
from . import equipment, hunt
from .errors import CardDataError, CardDataErrors
from .model import CARD_TYPES, DOMAINS, KEYWORDS, Ability, CardDef, Cost, Effect
from .yaml_lines import (MAX_DEPTH, LineDict, LineList, LineLoader, check_bounds,
                         decode_card_bytes, flow_too_deep, nesting_error, yaml_error, yaml_load)

__all__ = [
    "LineLoader", "LineDict", "LineList", "yaml_load", "parse_cards", "load_cards_text",
    "load_cards_file", "SUPERTYPES", "TRIGGER_SUBJECTS", "PASSIVES", "IF_PREVIOUS",
    "ANY_POWER", "power_domains",
]

# Small closed vocabularies the model documents only in comments.
SUPERTYPES = ("champion", "signature", "token", "basic")


def power_domains(domain: str) -> tuple[str, ...]:
    """The domains whose power can pay one pip of a `Cost.power` entry.

    `'fury'` -> `('fury',)`; `'any'` -> every domain (135.2.e.5.a); `'mind|order'` -> either
    (a [C] pip on a two-domain card, 135.2.e.6.c).
    """
    if domain == ANY_POWER:
        return DOMAINS
    return tuple(domain.split("|"))


# --------------------------------------------------------------------------- the schema

CARD_KEYS = ("name", "set", "number", "type", "supertype", "domains", "cost", "might",
             "tags", "keywords", "effects", "modes", "abilities", "implemented", "reason",
             "flow", "from_trash", "alternate", "repeat", "equip", "equip_pay", "might_bonus",
             "effect_text",
             "modes_distinct")
FILE_KEYS = ("set", "cards")
_NUMBER_RE = re.compile(r"^[A-Za-z]{0,3}\d{1,4}[a-z]?$")
_SET_RE = re.compile(r"^[A-Z][A-Z0-9]{1,5}$")


class _CardReader(AbilityReader):
    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx
        self._card_domains: tuple[str, ...] = ()   # for `power: N` in ability costs

    # -- card

    def card(self, raw: Any, line: int, index: int, file_set: str | None) -> CardDef | None:
        ctx = self.ctx
        ctx.card = None
        path = ""
        m = ctx.mapping(raw, line, f"cards[{index}]", "a card (a mapping with name, type, ...)",
                        duplicates=False)
        if m is None:
            return None
        before = len(ctx.errors)
        name = ctx.text(m, "name", path, required=True)
        if name is not None:
            name = " ".join(name.split())
            ctx.card = name
        ctx.duplicates(m, path)
        ctx.keys(m, CARD_KEYS, path, not_here={
            "kind": "not a card field (did you mean \"type\"?)",
            "text": "printed text is not shipped: the text is rendered from effects and "
                    "abilities",
            "token": "not a card field: write `supertype: token`",
            "not_implemented_reason": "write `reason:`",
            "set_id": "write `set:`",
        })
        ctype = ctx.text(m, "type", path, required=True, choices=CARD_TYPES)
        set_id = ctx.text(m, "set", path, default=file_set)
        if "set" in m and set_id is not None and not _SET_RE.match(set_id):
            ctx.error(m.key_line("set"), "set", f'"{set_id}" is not a set code like OGN')
        if set_id is None and "set" not in m:
            set_id = ""
        number = ""
        if "number" in m:
            v = m["number"]
            if isinstance(v, bool) or not isinstance(v, str):
                hint = ' (quote it: number: "024"; unquoted numbers lose their leading zeros)' \
                    if isinstance(v, int) and not isinstance(v, bool) else ""
                ctx.error(m.key_line("number"), "number",
                          f"must be text, not {describe(v)}{hint}")
            elif not _NUMBER_RE.match(v):
                ctx.error(m.key_line("number"), "number",
                          f'"{v}" is not a collector number like "024" or "R01"')
            else:
                number = v
        supertype = ctx.text(m, "supertype", path, choices=SUPERTYPES)
        domains = ctx.text_list(m, "domains", path, DOMAINS)
        self._card_domains = domains
        token = supertype == "token"

        cost = Cost()
        if "cost" in m:
            if ctype in ("rune", "battlefield", "legend"):
                ctx.error(m.key_line("cost"), "cost", f"a {ctype} has no cost")
            elif token:
                ctx.error(m.key_line("cost"), "cost", "tokens have no cost (rule 185.3.a)")
            else:
                cost = self.cost(m["cost"], m.key_line("cost"), "cost", domains, ability=False)

        might = None
        if ctype == "unit":
            might = ctx.integer(m, "might", path, required=True, minimum=0)
        elif "might" in m:
            ctx.error(m.key_line("might"), "might",
                      f"only units have might, not a {ctype or 'card of unknown type'}")

        tags = ctx.text_list(m, "tags", path)
        keywords = self.keywords(m, "keywords", path, KEYWORDS)
        repeat, keywords = repeat_reader.read(self, m, path, ctype, keywords)   # 820
        distinct = ctx.boolean(m, "modes_distinct", path)   # "one you haven't already chosen"
        if distinct and ("modes" not in m or not repeat):
            ctx.error(m.key_line("modes_distinct"), "modes_distinct",
                      "only a spell with `modes:` and `repeat:` chooses a different mode "
                      "for each execution (820.2.a)")

        effects: tuple[Effect, ...] = ()
        if "effects" in m:
            if ctype not in ("spell", None):
                ctx.error(m.key_line("effects"), "effects",
                          "only spells have top-level effects; a permanent's, battlefield's "
                          "or legend's behaviour goes in `abilities`")
            else:
                effects = self.effects(m["effects"], m.key_line("effects"), "effects",
                                       in_trigger=False)

        modes: tuple = ()
        if "modes" in m:
            if ctype not in ("spell", None):
                ctx.error(m.key_line("modes"), "modes", "only spells have top-level modes")
            elif "effects" in m:
                ctx.error(m.key_line("modes"), "modes", "a spell has `effects:` or `modes:` "
                                                        "(choose one), not both")
            else:
                modes = self.modes(m["modes"], m.key_line("modes"), "modes", in_trigger=False)
        abilities: list[Ability] = []
        lst = ctx.list_of(m, "abilities", path)
        if lst is not None:
            if not lst:
                ctx.error(lst.line, "abilities", "is empty (leave it out instead)")
            for i, a in enumerate(lst):
                ab = self.ability(a, lst.item_line(i), f"abilities[{i}]")
                if ab is not None and ab.to is not None and ctype != "battlefield":
                    ctx.error(lst.item_line(i), f"abilities[{i}].to", "only a battlefield "
                              "offers an additional cost to other cards (Dragon Roost)")
                elif ab is not None:
                    abilities.append(ab)

        flow = self.flow_cost(m, ctype, keywords, domains)
        trash_cost, trash_while = self.alternate_cost(m, ctype, domains)
        alt_cost, alt_while = self.alternate_cost(m, ctype, domains, "alternate")
        equip, might_bonus, equip_pay = self.equipment(m, ctype, domains, abilities)


        implemented = ctx.boolean(m, "implemented", path, default=True)
        reason = ctx.text(m, "reason", path)
        if not implemented and reason is None and "reason" not in m:
            ctx.error(m.key_line("implemented"), "reason",
                      "a card marked `implemented: false` needs a `reason:`")
        if implemented and reason is not None:
            ctx.error(m.key_line("reason"), "reason",
                      "only a card marked `implemented: false` has a reason")

        if ctype == "rune" and "domains" in m and len(domains) != 1:
            ctx.error(m.key_line("domains"), "domains", "a rune has exactly one domain")
        if token and domains:
            ctx.error(m.key_line("domains"), "domains", "tokens have no domains (rule 185.3.b)")

        if len(ctx.errors) > before or name is None or ctype is None:
            return None
        abilities.extend(hunt.abilities(ctype, keywords, ctx.loc(m.line)))     # 823.1.c.1
        abilities.extend(equipment.abilities(ctype, keywords, equip, ctx.loc(m.line),
                                             equip_pay))
        keywords = equipment.with_equip(keywords, equip)                        # 818.5
        return CardDef(
            name=name, type=ctype, set_id=set_id or "", number=number, supertype=supertype,
            domains=domains, cost=cost, might=might, tags=tags, keywords=keywords,
            effects=effects, modes=modes, abilities=tuple(abilities), flow=flow, repeat=repeat,
            trash_cost=trash_cost, trash_while=trash_while, alt_cost=alt_cost,
            alt_while=alt_while,
            modes_distinct=distinct,
            might_bonus=might_bonus, equip=equip, token=token,
            implemented=implemented, not_implemented_reason=reason,
            source=ctx.loc(m.line))

    def equipment(self, m, ctype, domains, abilities: list):
        """818.1.c `equip: COST` (with `equip_pay:`, a cost that picks an object: "[Equip] —
        [Order], Kill a friendly unit"), 434.1.d `might_bonus: N` and `effect_text:`
        (abilities the Top-Most Card has while this is Attached, 718.3): on gear only.  The
        Effect Text abilities are appended to `abilities`, marked `attached`."""
        ctx = self.ctx
        for key in ("equip", "equip_pay", "might_bonus", "effect_text"):
            if key in m and ctype != "gear":
                ctx.error(m.key_line(key), key, f"only gear is attached (818.1.a), not a "
                                                f"{ctype}")
                return None, 0, None
        pay = None
        if "equip_pay" in m:
            if "equip" not in m:
                ctx.error(m.key_line("equip_pay"), "equip_pay",
                          "is the rest of an Equip cost: it goes with `equip:` (818.1.c)")
            pay = self.additional(m, "", key="equip_pay")
        equip = None
        if "equip" in m:
            equip = self.cost(m["equip"], m.key_line("equip"), "equip", domains, ability=True)
        bonus = ctx.integer(m, "might_bonus", "", minimum=0, default=0) \
            if "might_bonus" in m else 0
        lst = ctx.list_of(m, "effect_text", "")
        for i, a in enumerate(lst or ()):
            ab = self.ability(a, lst.item_line(i), f"effect_text[{i}]")
            if ab is not None:
                abilities.append(replace(ab, attached=True))
        return equip, bonus or 0, pay

    def equip_pay(self, m, equip: Cost | None):
        """`equip_pay: {spend_xp: 1}` beside `equip: {}`: an Equip cost that is not Energy or
        power ("[Equip] — Spend 1 XP", 818.1.c; 730.2), written like an ability's `pay:`."""
        if "equip_pay" not in m:
            return None
        if equip is None:
            self.ctx.error(m.key_line("equip_pay"), "equip_pay",
                           "goes with `equip:` (the Equip cost's Energy and power, `{}` "
                           "for none)")
            return None
        return self.additional(m, "", key="equip_pay")

    def alternate_cost(self, m, ctype, domains, key="from_trash"):
        """`from_trash: {cost: COST, while: CONDITION}`: "You may play me from your trash
        for COST" (356.1.a: an alternate cost), on a unit or gear (a spell's is Flow, 829);
        `while:` gates it ("[Legion] — ...", 812).  `alternate:`, the same shape, is "you
        may play me for COST" (Jhin, Meticulous Killer).  (cost, condition) or (None, None)."""
        ctx = self.ctx
        if key not in m:
            return None, None
        line, path = m.key_line(key), key
        ft = m[key]
        if not hasattr(ft, "key_line"):
            ctx.error(line, path, "is a mapping: `{cost: {energy: N, power: ...}, while: ...}`")
            return None, None
        if key == "from_trash" and ctype not in ("unit", "gear"):
            ctx.error(line, path, "a spell played from the trash has Flow (`flow:`, 829)")
            return None, None
        for k in ft:
            if k not in ("cost", "while"):
                ctx.error(ft.key_line(k), join(path, k), "unknown key (cost, while)")
        if "cost" not in ft:
            ctx.error(line, path, "needs `cost:` (the alternate cost, 356.1.a)")
            return None, None
        cost = self.cost(ft["cost"], ft.key_line("cost"), join(path, "cost"), domains,
                         ability=False)
        cond = self.condition(ft["while"], ft.key_line("while"), join(path, "while"),
                              in_trigger=False) if "while" in ft else None
        return cost, cond

    def flow_cost(self, m, ctype, keywords, domains) -> Cost | None:
        """829.1.c: `flow: COST` goes with the keyword `flow`, on spells only (829.1.a)."""
        ctx = self.ctx
        has_kw = any(k.name == "flow" for k in keywords)
        if "flow" not in m:
            if has_kw:
                ctx.error(m.key_line("keywords"), "flow",
                          "a card with the keyword flow needs its Flow cost: `flow: {energy: "
                          "N, power: ...}` (829.1.c)")
            return None
        if ctype != "spell":
            ctx.error(m.key_line("flow"), "flow", "only spells have Flow (829.1.a)")
            return None
        if not has_kw:
            ctx.error(m.key_line("flow"), "flow", "a Flow cost needs the keyword flow in "
                                                  "`keywords:` (829.2: a characteristic)")
            return None
        return self.cost(m["flow"], m.key_line("flow"), "flow", domains, ability=False)

    # -- keywords

def parse_cards(text: str, file: str | os.PathLike = "<string>"
                ) -> tuple[list[CardDef], list[CardDataError]]:
    """Read one card file's text.  Returns the cards that are valid and every problem.

    Never raises for bad data: a card with any problem is left out of the list and its
    problems are in the error list.
    """
    file = str(file)
    ctx = Ctx(file)
    if len(text) > MAX_CARD_FILE:
        return [], [CardDataError(file, 0, f"{len(text)} characters is too large for a card "
                                           f"file (at most {MAX_CARD_FILE >> 20} MB)")]
    long_line = next((n for n, ln in enumerate(text.split("\n"), 1) if len(ln) > MAX_LINE),
                     None) if len(text) > MAX_LINE else None
    if long_line is not None:
        return [], [CardDataError(file, long_line, f"a line longer than {MAX_LINE} characters "
                                                   f"(card data lines are short)")]
    deep = flow_too_deep(text)
    if deep is not None:
        return [], [CardDataError(file, deep, f"brackets nested more than {MAX_DEPTH} deep "
                                              f"(card data is a few levels deep)")]
    try:
        doc = yaml_load(text)
    except yaml.YAMLError as exc:
        return [], [yaml_error(file, exc, text)]
    except RecursionError:
        return [], [nesting_error(text, file)]
    bounds = check_bounds(doc, file)
    if bounds:
        return [], bounds
    top = ctx.mapping(doc, 1, "", "a mapping with `set:` and `cards:`")
    if top is None:
        return [], ctx.errors
    ctx.keys(top, FILE_KEYS, "")
    file_set = ctx.text(top, "set", "", required=True)
    if file_set is not None and not _SET_RE.match(file_set):
        ctx.error(top.key_line("set"), "set", f'"{file_set}" is not a set code like OGN')
    cards_raw = ctx.list_of(top, "cards", "")
    if "cards" not in top:
        ctx.error(top.line, "cards", "missing (required)")
    cards: list[CardDef] = []
    reader = _CardReader(ctx)
    seen: dict[str, CardDef] = {}
    for i, raw in enumerate(cards_raw or ()):
        line = cards_raw.item_line(i)
        card = reader.card(raw, line, i, file_set)
        ctx.card = None
        if card is None:
            continue
        prev = seen.get(card.name.casefold())
        if prev is not None:
            ctx.card = card.name
            ctx.error(card.source.line if card.source else line, "name",
                      f"duplicate card name; first defined at {prev.source}")
            ctx.card = None
            continue
        seen[card.name.casefold()] = card
        cards.append(card)
    return cards, sorted(ctx.errors, key=lambda e: e.line)


def load_cards_text(text: str, file: str | os.PathLike = "<string>") -> list[CardDef]:
    """Read one card file's text; raise `CardDataErrors` listing every problem."""
    cards, errors = parse_cards(text, file)
    if errors:
        raise CardDataErrors(errors)
    return cards


def read_card_file(path: str | os.PathLike) -> tuple[list[CardDef], list[CardDataError]]:
    """`parse_cards` on a file; an unreadable file is one error, not an exception."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_CARD_FILE:
            return [], [CardDataError(str(path), 0, f"{size} bytes is too large for a card "
                                                    f"file (at most {MAX_CARD_FILE >> 20} MB)")]
        raw = path.read_bytes()
    except OSError as exc:
        return [], [CardDataError(str(path), 0, f"cannot read the file: {exc.strerror or exc}")]
    text = decode_card_bytes(raw, str(path))
    if isinstance(text, CardDataError):
        return [], [text]
    return parse_cards(text, str(path))


# The largest set file is well under a megabyte; the pure-Python YAML reader takes about
# a second and a half per megabyte, so these bound the time a damaged file can take.
MAX_CARD_FILE = 2 << 20
MAX_LINE = 4000


def load_cards_file(path: str | os.PathLike) -> list[CardDef]:
    """Read one card file; raise `CardDataErrors` listing every problem."""
    cards, errors = read_card_file(path)
    if errors:
        raise CardDataErrors(errors)
    return cards
