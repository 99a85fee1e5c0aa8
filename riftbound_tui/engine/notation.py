"""The action notation (spec/NOTATION.md): parsing lines and references,
resolving references to objects, and printing objects back as references.

Parsing is pure text work; resolution needs the state and a candidate list,
because a reference is read in the context of the decision it answers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import IllegalAction
from .state import GameState, Obj

NON_BOARD_PLACES = ("hand", "trash", "deck", "runes", "champion", "legend", "banishment",
                    "chain", "facedown", "rune_deck", "base")


@dataclass(frozen=True)
class Ref:
    name: str
    player: str | None = None
    place: str | None = None
    n: int | None = None

    def __str__(self) -> str:
        s = f"{self.player}:" if self.player else ""
        s += self.name
        if self.place:
            s += f"@{self.place}"
        if self.n:
            s += f"#{self.n}"
        return s


@dataclass(frozen=True)
class Line:
    """A parsed line: the acting player, the verb and its arguments."""
    player: str
    verb: str
    refs: tuple[Ref, ...] = ()
    place: str | None = None          # `to PLACE` / `at BATTLEFIELD`
    number: int | None = None         # activate N, mode N, number N
    amounts: tuple[int, ...] = ()     # assign REF=N
    none: bool = False                # choose none
    text: str = ""


VERBS_WITH_REFS = ("play", "hide", "move", "activate", "exhaust", "recycle", "choose",
                   "order", "assign", "mulligan")
BARE_VERBS = ("pass", "end", "concede", "yes", "no", "keep", "first", "second")


class Parser:
    """Parses lines against the names the game knows (cards, battlefields, players)."""

    def __init__(self, card_names, places, players):
        self.names = sorted({n.lower(): n for n in card_names}.values(), key=len, reverse=True)
        # Longest first, bucketed by first letter: reading a reference looks at the few
        # names that could start it, not at the whole card database.
        self._by_initial: dict[str, list[tuple[str, str]]] = {}
        for n in self.names:
            self._by_initial.setdefault(n[:1].lower(), []).append((n.lower(), n))
        self.players = {p.lower(): p for p in players}
        # Battlefields as the notation writes them: a bare name, or `OWNER:Name` when two
        # battlefields share a name (setup.label_battlefields); a bare shared name is
        # remembered only to say which labels it could mean.
        self.places = {self._place_key(p): p for p in places}
        self._shared: dict[str, list[str]] = {}
        for p in places:
            who, sep, bare = p.partition(":")
            if sep and who.lower() in self.players:
                self._shared.setdefault(bare.strip().lower(), []).append(p)

    # -- lines ---------------------------------------------------------------------
    def line(self, text: str) -> Line:
        raw = text.strip()
        if not raw:
            raise IllegalAction("empty line")
        m = re.match(r"^([^:\s]+)\s*:\s*(.*)$", raw)
        if not m or m.group(1).lower() not in self.players:
            raise IllegalAction(f"a line starts with the acting player and a colon, e.g. "
                                f"'A: pass' (players: {', '.join(self.players.values())})")
        player = self.players[m.group(1).lower()]
        body = m.group(2).strip()
        verb, _, rest = body.partition(" ")
        verb = verb.lower()
        rest = rest.strip()
        if verb in BARE_VERBS:
            if rest:
                raise IllegalAction(f"'{verb}' takes nothing after it")
            return Line(player, verb, text=raw)
        if verb in ("mode", "number"):
            if not re.fullmatch(r"-?\d+", rest):
                raise IllegalAction(f"'{verb}' takes a whole number, e.g. '{verb} 1'")
            return Line(player, verb, number=int(rest), text=raw)
        if verb == "to":
            return Line(player, "to", place=self.place(rest), text=raw)
        if verb == "choose" and rest.lower() == "none":
            return Line(player, "choose", none=True, text=raw)
        if verb not in VERBS_WITH_REFS:
            raise IllegalAction(f"unknown action '{verb}'")
        if not rest:
            raise IllegalAction(f"'{verb}' needs an object reference")
        place = None
        number = None
        if verb in ("play", "move"):
            rest, place = self._split_suffix(rest, " to ", required=(verb == "move"))
        elif verb == "hide":
            rest, place = self._split_suffix(rest, " at ", required=True)
        elif verb == "activate":
            m2 = re.match(r"^(.*\S)\s+(\d+)$", rest)
            if m2 and not self._is_name_prefix(rest):
                rest, number = m2.group(1), int(m2.group(2))
        if verb == "assign":
            # Read REF=N pairs with the reference reader, not by splitting on commas:
            # names may contain commas (NOTATION.md: `assign Leona, Determined=3, ...`).
            refs, amounts = [], []
            s = rest
            while s:
                ref, s = self._one_ref(s)
                s = s.lstrip()
                if not s.startswith("="):
                    got = f"{ref} {s}".strip()
                    raise IllegalAction(f"'assign' takes REF=N pairs, got '{got}'")
                m5 = re.match(r"^=\s*(\d+)\s*(?:,|$)", s)
                if not m5:
                    n = s[1:].split(",", 1)[0].strip()
                    raise IllegalAction(f"damage must be a whole number, got '{n}'")
                refs.append(ref)
                amounts.append(int(m5.group(1)))
                s = s[m5.end():].lstrip()
            return Line(player, verb, tuple(refs), amounts=tuple(amounts), text=raw)
        refs = self.refs(rest)
        if verb in ("play", "hide", "activate", "exhaust", "recycle") and len(refs) != 1:
            raise IllegalAction(f"'{verb}' takes exactly one object")
        return Line(player, verb, tuple(refs), place=place, number=number, text=raw)

    def _is_name_prefix(self, rest: str) -> bool:
        low = rest.lower().strip('"')
        return any(low.endswith(n.lower()) for n in self.names)

    def _place_key(self, text: str) -> str:
        """The lookup key of a place: lower case, quotes and spaces around `P:` dropped."""
        t = text.strip().strip('"').strip()
        m = re.match(r"^([^:\s\"]+)\s*:\s*(.+)$", t)
        if m and m.group(1).lower() in self.players:
            t = f"{m.group(1)}:{m.group(2).strip()}"
        return t.lower()

    def is_place(self, text: str) -> bool:
        key = self._place_key(text)
        return key in self.places or key in self._shared or key in NON_BOARD_PLACES

    def _split_suffix(self, rest: str, word: str, required: bool):
        low = rest.lower()
        idx = low.rfind(word)
        while idx != -1:
            cand = rest[idx + len(word):].strip()
            if self.is_place(cand):
                return rest[:idx].strip(), self.place(cand)
            idx = low.rfind(word, 0, idx)
        if required:
            raise IllegalAction(f"expected '{word.strip()} PLACE' naming base or a battlefield "
                                f"({', '.join(self.places.values())})")
        return rest, None

    def place(self, text: str) -> str:
        t = text.strip().strip('"')
        key = self._place_key(t)
        if key in self.places:
            return self.places[key]
        if key in NON_BOARD_PLACES:
            return key
        if key in self._shared:
            raise IllegalAction(f"'{t}' names {len(self._shared[key])} battlefields: write "
                                f"the one its owner brought, {' or '.join(self._shared[key])}")
        raise IllegalAction(f"unknown place '{t}' (base or one of: "
                            f"{', '.join(self.places.values())})")

    # -- references ----------------------------------------------------------------
    def _split_top(self, text: str) -> list[str]:
        """Split on commas outside quotes, then re-join pieces that belong to one name."""
        parts, cur, q = [], "", False
        for ch in text:
            if ch == '"':
                q = not q
            if ch == "," and not q:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        parts.append(cur)
        return [p.strip() for p in parts if p.strip()]

    def refs(self, text: str) -> list[Ref]:
        out: list[Ref] = []
        s = text.strip()
        while s:
            ref, s = self._one_ref(s)
            out.append(ref)
            s = s.strip()
            if s.startswith(","):
                s = s[1:].strip()
            elif s:
                raise IllegalAction(f"could not read the reference list at '{s}'")
        return out

    def _one_ref(self, s: str) -> tuple[Ref, str]:
        player = None
        m = re.match(r"^([^:\s,@#\"]+)\s*:\s*", s)
        if m and m.group(1).lower() in self.players:
            player = self.players[m.group(1).lower()]
            s = s[m.end():]
        if s.startswith('"'):
            end = s.find('"', 1)
            if end == -1:
                raise IllegalAction("unclosed quote in reference")
            name, s = s[1:end], s[end + 1:]
        else:
            name = None
            low = s.lower()
            for nl, n in self._by_initial.get(low[:1], ()):
                if low.startswith(nl) and (len(s) == len(n) or s[len(n)] in ",@#= "):
                    rest_after = s[len(n):]
                    # A longest-name match must be followed by a separator or the end.
                    if rest_after == "" or rest_after.lstrip()[:1] in (",", "@", "#", "=", ""):
                        name, s = n, rest_after
                        break
            if name is None:
                m2 = re.match(r"^([^,@#=]+)", s)
                name = m2.group(1).strip() if m2 else s
                s = s[len(m2.group(1)):] if m2 else ""
        s = s.lstrip()
        place = None
        if s.startswith("@"):
            m3 = re.match(r"^@([^,#=]+)", s)
            if not m3:   # NOTATION.md: REF := ... ["@" PLACE]; a bare '@' names no place
                raise IllegalAction("'@' must be followed by a place (base, hand, trash, "
                                    f"or one of: {', '.join(self.places.values())})")
            raw_place = m3.group(1).strip()
            # A battlefield name may itself contain commas only if quoted; keep it simple.
            place = self.place(raw_place)
            s = s[m3.end():].lstrip()
        n = None
        if s.startswith("#"):
            m4 = re.match(r"^#(\d+)", s)
            if not m4:
                raise IllegalAction("'#' must be followed by a number")
            n = int(m4.group(1))
            s = s[m4.end():]
        return Ref(name.strip(), player, place, n), s


# -- resolution ---------------------------------------------------------------------

def ref_matches(st: GameState, ref: Ref, o: Obj) -> bool:
    if o.card.lower() != ref.name.lower():
        return False
    if ref.player:
        who = o.controller if o.zone in ("base", "battlefield", "runes") else o.owner
        if who != ref.player:
            return False
    if ref.place:
        if st.place_name(o).lower() != ref.place.lower():
            return False
    return True


def universe(st: GameState) -> list[int]:
    return list(st.objs.keys())


def resolve(st: GameState, ref: Ref, candidates: list[int], what: str = "object") -> int:
    """The one object among `candidates` that `ref` names, or IllegalAction naming why.

    `#N` counts among every object in the game that matches the reference, oldest
    first, so the same reference names the same object whatever is being asked.
    Copies of one card in a hidden zone are interchangeable: the oldest is taken.
    """
    if ref.n is not None:
        every = sorted((o for o in st.objs.values() if ref_matches(st, ref, o)
                        and o.zone != "deck" and o.zone != "rune_deck"),
                       key=lambda o: (o.entered, o.id))
        if ref.n < 1 or ref.n > len(every):
            raise IllegalAction(f"'{ref}': there are {len(every)} objects matching "
                                f"{Ref(ref.name, ref.player, ref.place)}")
        oid = every[ref.n - 1].id
        if oid not in candidates:
            raise IllegalAction(f"'{ref}' is not a legal {what} now; candidates: "
                                f"{describe(st, candidates)}")
        return oid
    matches = [i for i in candidates if ref_matches(st, ref, st.objs[i])]
    if not matches:
        known = any(o.card.lower() == ref.name.lower() for o in st.objs.values())
        why = "no such object in the game" if not known else f"not a legal {what} now"
        raise IllegalAction(f"'{ref}': {why}; candidates: {describe(st, candidates)}")
    if len(matches) > 1:
        objs = [st.objs[i] for i in matches]
        hidden = all(o.zone in ("hand", "deck", "trash", "champion") for o in objs)
        same = len({(o.card, o.zone, o.owner) for o in objs}) == 1
        if hidden and same:
            return min(matches, key=lambda i: (st.objs[i].entered, i))
        raise IllegalAction(f"'{ref}' matches several objects: {describe(st, matches)}")
    return matches[0]


def describe(st: GameState, ids) -> str:
    ids = list(ids)
    if not ids:
        return "(none)"
    return ", ".join(render(st, i) for i in ids[:30]) + (" ..." if len(ids) > 30 else "")


def render(st: GameState, oid: int, with_player: bool = True) -> str:
    """An object as a reference that names it and only it."""
    o = st.objs[oid]
    if o.zone == "battlefields":
        return battlefield_label(st, oid)
    place = st.place_name(o)
    who = o.controller if o.zone in ("base", "battlefield", "runes") else o.owner
    base = f"{who}:{o.card}@{place}" if with_player else f"{o.card}@{place}"
    if o.zone in ("hand", "deck", "rune_deck"):
        return base          # copies there are interchangeable: never numbered
    pool = _same_place(st, o.zone, who, place)
    same = [x for x in pool if x.card == o.card and st.place_name(x) == place
            and (x.controller if x.zone in ("base", "battlefield", "runes") else x.owner) == who]
    if len(same) > 1:
        ref = Ref(o.card, who, place)
        every = sorted((x for x in pool if ref_matches(st, ref, x)),
                       key=lambda x: (x.entered, x.id))
        return f"{base}#{[x.id for x in every].index(oid) + 1}"
    return base


def battlefield_label(st: GameState, oid: int) -> str:
    """A battlefield is referenced by its name, or `OWNER:Name` when two share the name
    (NOTATION.md); the label is kept in `BattlefieldState.name` (setup)."""
    for b in st.bfs:
        if b.obj == oid:
            return b.name
    return st.objs[oid].card


def _same_place(st: GameState, zone: str, who: str, place: str) -> list[Obj]:
    """Every object `render` must compare with: those that `who` holds in `place`.

    The zone lists hold exactly the objects whose `zone` names them (an invariant the
    fuzz test checks), so looking there instead of at every object gives the same
    answer without scanning the whole game on each reference printed.
    """
    objs = st.objs
    low = place.lower()
    if zone == "battlefield" or zone in st.players[who].zones:
        ids = [] if zone == "battlefield" else list(st.players[who].zones[zone])
        for b in st.bfs:
            if b.name.lower() == low:
                ids.extend(b.units)
        return [objs[i] for i in ids]
    return list(objs.values())
