"""The action notation (spec/NOTATION.md): parsing lines and references,
resolving references to objects, and printing objects back as references.

Parsing is pure text work; resolution needs the state and a candidate list,
because a reference is read in the context of the decision it answers.
"""

from __future__ import annotations

import re

from riftbound_tui.lazy_dataclass import lazy_dataclass

from . import chain_targets
from .errors import IllegalAction
from .labels import (UNNUMBERED, at_place, copies_with, numbers, one_group, same_place,
                     with_gear)
from .state import GameState, Obj
from .view import PRIVATE_ZONES
from .view import SECRET_ZONES, seen_by

NON_BOARD_PLACES = ("hand", "trash", "deck", "runes", "champion", "legend", "banishment",
                    "chain", "facedown", "rune_deck", "base")


@lazy_dataclass(frozen=True)
class Ref:
    """A card named in a line: NAME, P:NAME, NAME@PLACE, NAME#N."""
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


@lazy_dataclass(frozen=True, at_once=("__init__",))
class Line:
    """A parsed line: the acting player, the verb and its arguments."""
    player: str
    verb: str
    refs: tuple[Ref, ...] = ()
    place: str | None = None          # `to PLACE` / `at BATTLEFIELD` / `name TEXT`
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
        self.lower_names = frozenset(n.lower() for n in self.names)
        # Bucketed by first letter, then by length, longest first: reading a reference
        # looks up one slice of the text per length a name starting there can have, not
        # every name of the card database.
        by_initial: dict[str, dict[int, dict[str, str]]] = {}
        for n in self.names:
            by_initial.setdefault(n[:1].lower(), {}).setdefault(len(n), {})[n.lower()] = n
        self._by_initial = {k: tuple(sorted(v.items(), reverse=True))
                            for k, v in by_initial.items()}
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
        # no place is longer than this (quotes and spaces around `P:` allowed for)
        self._longest_place = max([len(p) for p in places] + [len(z) for z in NON_BOARD_PLACES]) + 8
        # Battlefield names with a comma (`Heisho, Shell of the World`): `@PLACE` reads them
        # whole, longest first, as it reads card names; empty in a game without one.
        self._comma_places = sorted((k for k in (*self.places, *self._shared) if "," in k),
                                    key=len, reverse=True)

    # -- lines -------------------------------------------------------------------------
    def line(self, text: str) -> Line:
        if not isinstance(text, str):
            raise IllegalAction("a line is text, e.g. 'A: pass'")
        # DESIGN.md: every input is bounded at the edge, so no line costs more work than
        # a legitimate one; the check comes before any other look at the text.
        if len(text) > MAX_LINE:
            raise IllegalAction(f"the line is {len(text)} characters long; a line of the "
                                f"notation has at most {MAX_LINE}")
        bad = _CONTROL.search(text)
        if bad:
            raise IllegalAction(f"the line holds a control character (U+{ord(bad.group()):04X}, "
                                f"at {bad.start() + 1}): a line of the notation is one line "
                                f"of text, e.g. 'A: pass'")
        raw = text.strip()
        if not raw:
            raise IllegalAction("empty line")
        m = _LINE_HEAD.match(raw)
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
            if not re.fullmatch(r"-?[0-9]+", rest):
                raise IllegalAction(f"'{verb}' takes a whole number, e.g. '{verb} 1'")
            return Line(player, verb, number=number(rest, verb), text=raw)
        if verb == "to":
            return Line(player, "to", place=self.place(rest), text=raw)
        if verb == "name":         # naming a tag or a card (an extension: CONTRIBUTING.md)
            said = rest.strip('"').strip()
            if not said:
                raise IllegalAction("'name' takes what is named, e.g. 'name Poro'")
            return Line(player, "name", place=said, text=raw)
        if verb == "invite":       # 489.8.a: a teammate invited (an extension: CONTRIBUTING.md)
            if rest.lower() not in self.players:
                raise IllegalAction("'invite' takes a player, e.g. 'invite C'")
            return Line(player, "invite", place=self.players[rest.lower()], text=raw)
        if verb == "choose" and rest.lower() == "none":
            return Line(player, "choose", none=True, text=raw)
        if verb not in VERBS_WITH_REFS:
            raise IllegalAction(f"unknown action '{_clip(verb)}'")
        if not rest:
            raise IllegalAction(f"'{verb}' needs an object reference")
        place = None
        num = None
        if verb in ("play", "move"):
            rest, place = self._split_suffix(rest, " to ", required=(verb == "move"))
        elif verb == "hide":
            rest, place = self._split_suffix(rest, " at ", required=True)
        elif verb == "activate":
            m2 = _TRAILING_NUMBER.search(rest)
            if m2 and not self._is_name_prefix(rest):
                rest, num = rest[:m2.start()].rstrip(), number(m2.group(1), "activate")
        if verb == "assign":
            # Read REF=N pairs with the reference reader, not by splitting on commas:
            # names may contain commas (NOTATION.md: `assign Leona, Determined=3, ...`).
            refs, amounts = [], []
            pos, end = 0, len(rest)
            while pos < end:
                if len(refs) >= MAX_REFS:
                    raise IllegalAction(f"at most {MAX_REFS} references in one line")
                ref, pos = self._one_ref(rest, pos)
                pos = _skip_space(rest, pos)
                if pos >= end or rest[pos] != "=":
                    got = f"{ref} {rest[pos:pos + 40]}".strip()
                    raise IllegalAction(f"'assign' takes REF=N pairs, got '{_clip(got)}'")
                m5 = _AMOUNT.match(rest, pos)
                if not m5:
                    n = rest[pos + 1:pos + 41].split(",", 1)[0].strip()
                    raise IllegalAction(f"damage must be a whole number, got '{_clip(n)}'")
                refs.append(ref)
                amounts.append(number(m5.group(1), "damage"))
                pos = _skip_space(rest, m5.end())
            return Line(player, verb, tuple(refs), amounts=tuple(amounts), text=raw)
        refs = self.refs(rest)
        if verb in ("play", "hide", "activate", "exhaust", "recycle") and len(refs) != 1:
            raise IllegalAction(f"'{verb}' takes exactly one object")
        return Line(player, verb, tuple(refs), place=place, number=num, text=raw)

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
            if len(cand) <= self._longest_place and self.is_place(cand):
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
            raise IllegalAction(f"'{_clip(t)}' names {len(self._shared[key])} battlefields: write "
                                f"the one its owner brought, {' or '.join(self._shared[key])}")
        raise IllegalAction(f"unknown place '{_clip(t)}' (base or one of: "
                            f"{', '.join(self.places.values())})")

    # -- references ----------------------------------------------------------------
    # Each reader takes the text and a position and returns the position after what it
    # read: the text is never sliced or copied per reference, so a list of references
    # is read in time linear in its length (issue 7: a 1 MB line took over 60 s).

    def refs(self, text: str) -> list[Ref]:
        if len(text) > MAX_LINE:
            raise IllegalAction(f"the text is {len(text)} characters long; at most {MAX_LINE}")
        out: list[Ref] = []
        pos, end = _skip_space(text, 0), len(text)
        while pos < end:
            if len(out) >= MAX_REFS:
                raise IllegalAction(f"at most {MAX_REFS} references in one line")
            ref, pos = self._one_ref(text, pos)
            out.append(ref)
            pos = _skip_space(text, pos)
            if pos < end and text[pos] == ",":
                pos = _skip_space(text, pos + 1)
            elif pos < end:
                raise IllegalAction(f"could not read the reference list at "
                                    f"'{_clip(text[pos:pos + 60])}'")
        return out

    def _comma_place(self, s: str, at: int) -> tuple[str | None, int]:
        """The battlefield named by the text after the '@' at `at` when its name has a
        comma (the place stops at a comma otherwise), and the position after it; or None
        and `at` unchanged."""
        start = _skip_space(s, at + 1)
        quoted = s.startswith('"', start)
        if quoted:
            start += 1
        low = s[start:start + self._longest_place].lower()
        for key in self._comma_places:
            if not low.startswith(key):
                continue
            after = start + len(key)
            if quoted:
                if not s.startswith('"', after):
                    continue
                after += 1
            nxt = _skip_space(s, after)
            if nxt == len(s) or s[nxt] in ",#=":
                return self.place(s[start:start + len(key)]), nxt
        return None, at

    def _one_ref(self, s: str, pos: int = 0) -> tuple[Ref, int]:
        player = None
        m = _REF_PLAYER.match(s, pos)
        if m and m.group(1).lower() in self.players:
            player = self.players[m.group(1).lower()]
            pos = m.end()
        if s.startswith('"', pos):
            end = s.find('"', pos + 1)
            if end == -1:
                raise IllegalAction("unclosed quote in reference")
            name, pos = s[pos + 1:end], end + 1
        else:
            name = None
            for size, named in self._by_initial.get(s[pos:pos + 1].lower(), ()):
                after = pos + size
                n = named.get(s[pos:after].lower())
                if n is None:
                    continue
                # A longest-name match must be followed by a separator or the end.
                nxt = _skip_space(s, after)
                if nxt == len(s) or s[nxt] in ",@#=":
                    name, pos = n, after
                    break
            if name is None:
                m2 = _BARE_NAME.match(s, pos)
                name = m2.group(0).strip() if m2 else ""
                pos = m2.end() if m2 else pos
                if not name:
                    raise IllegalAction(f"expected an object reference at "
                                        f"'{_clip(s[pos:pos + 60])}'")
        pos = _skip_space(s, pos)
        place = None
        if s.startswith("@", pos) and self._comma_places:
            place, pos = self._comma_place(s, pos)
        if place is None and s.startswith("@", pos):
            m3 = _PLACE.match(s, pos)
            if not m3:   # NOTATION.md: REF := ... ["@" PLACE]; a bare '@' names no place
                raise IllegalAction("'@' must be followed by a place (base, hand, trash, "
                                    f"or one of: {', '.join(self.places.values())})")
            raw_place = m3.group(1).strip()
            if len(raw_place) > self._longest_place:
                raise IllegalAction(f"unknown place '{_clip(raw_place)}'")
            place = self.place(raw_place)
            pos = _skip_space(s, m3.end())
        n = None
        if s.startswith("#", pos):
            m4 = _INDEX.match(s, pos)
            if not m4:
                raise IllegalAction("'#' must be followed by a number")
            n = number(m4.group(1), "'#'")
            pos = m4.end()
        return Ref(_clip(name.strip(), 120), player, place, n), pos


MAX_LINE = 4000          # characters in one line: 20 units in one assign take under 1000
MAX_REFS = 64            # references in one line
MAX_NUMBER = 1_000_000   # a number written in a line (mode, damage, #N, activate N)

# C0 and C1 controls and DEL (Cc), the line and paragraph separators (Zl, Zp) and lone
# surrogates (Cs, no UTF-8): none is text of a line, and all but DEL and the surrogates
# end a line for str.splitlines, so a record holding one would not read back line by line
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_LINE_HEAD = re.compile(r"([^:\s]+)\s*:\s*(.*)\Z", re.S)
_REF_PLAYER = re.compile(r"([^:\s,@#\"]+)\s*:\s*")
_BARE_NAME = re.compile(r"[^,@#=]+")
_PLACE = re.compile(r"@([^,#=]+)")
_INDEX = re.compile(r"#([0-9]+)")
_AMOUNT = re.compile(r"=\s*([0-9]+)\s*(?:,|\Z)")
_TRAILING_NUMBER = re.compile(r"\s([0-9]+)\Z")
_SPACE = re.compile(r"\s*")


def _skip_space(s: str, pos: int) -> int:
    return _SPACE.match(s, pos).end()


def number(digits: str, what: str) -> int:
    """A number from the line, bounded before it is converted (issue 7: 5000 digits
    made `int()` raise ValueError, a traceback in the command bar)."""
    d = digits.lstrip("-").lstrip("0")
    if len(d) > len(str(MAX_NUMBER)) or int(d or "0") > MAX_NUMBER:
        raise IllegalAction(f"{what}: the number is too large (at most {MAX_NUMBER})")
    return int(digits)


def _clip(text: str, n: int = 60) -> str:
    """Echo at most n characters of what someone typed back in an error."""
    return text if len(text) <= n else text[:n] + "..."


# -- resolution ---------------------------------------------------------------------

# A facedown card named by its place only (811, 128.4): `A:facedown@Bandle Tree`, "the
# card A has facedown at Bandle Tree".  Its face is private to its controller, its place
# public (355.10.a.1), so this is how every line and log names it when it is chosen.
FACEDOWN = "facedown"


def is_secret(ref: Ref) -> bool:
    """Does `ref` name a facedown card by its place, not by its name?"""
    return ref.name.lower() == FACEDOWN


def _secret_matches(st: GameState, ref: Ref, o: Obj) -> bool:
    if o.zone != "facedown" or o.bf is None:
        return False
    if ref.player and o.controller != ref.player:
        return False
    return ref.place in (None, "facedown") or st.bfs[o.bf].name.lower() == ref.place.lower()


def ref_matches(st: GameState, ref: Ref, o: Obj) -> bool:
    name = ref.name.lower()
    if o.card.lower() != name:
        return name == FACEDOWN and _secret_matches(st, ref, o)
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


# 128 Privacy (PRIVATE_ZONES, SECRET_ZONES, seen_by) is decided in one place, the
# player's view (view.py), imported above.


def _hidden_scope(ref: Ref, viewer: str | None) -> str | None:
    """When `ref` points into a zone hidden from `viewer`, the words that say so."""
    if ref.place in SECRET_ZONES:
        return "the order of a deck is hidden (128)"
    if ref.place in PRIVATE_ZONES and ref.player != viewer and \
            (ref.player is not None or viewer is None):
        whose = f"{ref.player}'s" if ref.player else "another player's"
        return f"{whose} {ref.place} is hidden{f' from {viewer}' if viewer else ''} (128)"
    return None


def resolve(st: GameState, ref: Ref, candidates: list[int], what: str = "object",
            viewer: str | None = None) -> int:
    """The one object among `candidates` that `ref` names, or IllegalAction naming why.

    NOTATION.md: a reference is matched against what the answer or action may name
    (`candidates`).  `#N` counts, oldest first, the matching objects that are
    candidates or that `viewer` can see (public zones, their own hand and facedown
    cards), the numbering `render` prints.  No message counts, lists or names an
    object the viewer cannot see (128): of another player's hidden zone it says only
    that it is hidden.  Copies of one card in a hidden zone are interchangeable: the
    oldest is taken.
    """
    # (every played card, move and choice resolves its references here: what most of
    # them cannot be is ruled out first without a call)
    if st.chain:
        chained = chain_targets.resolve(st, ref, candidates)   # an ability on the chain
        if chained is not None:
            return chained
    who = _player_named(st, ref) if len(ref.name) < 2 else None   # (players are A-D)
    if who is not None:
        # `choose B`: a player, where a card chooses one (355.9.a; NOTATION.md)
        if who in candidates:
            return who
        raise IllegalAction(f"'{ref}': player {who} is not a legal {what} now; "
                            f"candidates: {describe(st, candidates, viewer)}")
    name = ref.name.lower()
    secret = name == FACEDOWN     # is_secret: facedown cards by place, where they are public
    if ref.n is not None:
        cand = set(candidates)
        # only an object of that name (or, by place, a facedown one) can match: that
        # test, without a call, comes before ref_matches, which every object would cost
        every = [o for o in (at_place(st, ref.place) if ref.place and not secret else
                             st.objs.values())
                 if (secret or o.card.lower() == name) and ref_matches(st, ref, o)
                 and (secret or o.id in cand or seen_by(o, viewer))]
        every.sort(key=lambda o: (o.entered, o.id))
        picked = _numbered(st, every, ref.n, secret)
        if picked is None:
            hidden = _hidden_scope(ref, viewer)
            if hidden:
                raise IllegalAction(f"'{ref}': {hidden}")
            raise IllegalAction(f"'{ref}': there are {len(every)} objects matching "
                                f"{Ref(ref.name, ref.player, ref.place)} that can be named")
        oid = picked.id
        if oid not in cand:
            raise IllegalAction(f"'{ref}' is not a legal {what} now; candidates: "
                                f"{describe(st, candidates, viewer)}")
        return oid
    by_id = st.objs
    matches = []
    # (a loop; a name tested in place before ref_matches, which a bare name, with no
    # player nor place, needs not: its name is all it asks)
    bare = not secret and not ref.player and not ref.place
    for i in candidates:
        o = by_id.get(i)            # (None: a player among the candidates, 355.9.a)
        if o is not None and (secret or o.card.lower() == name) and \
                (bare or ref_matches(st, ref, o)):
            matches.append(i)
    if not matches:
        cand = set(candidates)
        hidden = _hidden_scope(ref, viewer)
        if hidden:
            why = hidden
        else:
            known = any(ref_matches(st, ref, o) if secret else
                        o.card.lower() == ref.name.lower() and (o.id in cand or seen_by(o, viewer))
                        for o in st.objs.values())
            why = f"not a legal {what} now" if known else "no such object that can be named"
        raise IllegalAction(f"'{ref}': {why}; candidates: {describe(st, candidates, viewer)}")
    if len(matches) > 1:
        objs = [st.objs[i] for i in matches]
        hidden = all(o.zone in ("hand", "deck", "trash", "champion") for o in objs)
        same = len({(o.card, o.zone, o.owner) for o in objs}) == 1
        if hidden and same:
            return min(matches, key=lambda i: (st.objs[i].entered, i))
        raise IllegalAction(f"'{ref}' matches several objects: "
                            f"{describe(st, matches, viewer)}")
    return matches[0]


def _numbered(st: GameState, every: list[Obj], n: int, secret: bool) -> Obj | None:
    """The object `#n` names among the matches (oldest first), or None.  Copies at one
    place answer to the number each took as it entered (labels.py), which a survivor
    keeps when another copy leaves; matches across places, and facedown cards by place
    (render_secret), are counted (NOTATION.md)."""
    if every and not secret and one_group(st, every):
        return next((st.objs[i] for i, k in numbers(every).items() if k == n), None)
    return every[n - 1] if 1 <= n <= len(every) else None


def _player_named(st: GameState, ref: Ref) -> str | None:
    """The player a bare reference names (`B`, as player names are read: in any case),
    or None."""
    if ref.player is not None or ref.place is not None or ref.n is not None:
        return None
    name = ref.name
    if len(name) > 1:               # players are A-D: a card's name is longer
        return None
    up = name.upper()
    return up if up in st.players else None


def describe(st: GameState, ids, viewer: str | None = None) -> str:
    """Objects as references, for an error text; those `viewer` cannot see are only
    said to be hidden (128)."""
    ids = list(ids)
    if not ids:
        return "(none)"
    out = []
    for i in ids[:30]:
        if isinstance(i, str):       # a player (355.9.a)
            out.append(i)
            continue
        o = st.objs.get(i)
        if o is None:                # an ability on the chain (chain_targets.py)
            out.append(chain_targets.render_item(st, i) or f"(gone #{i})")
            continue
        if viewer is not None and not seen_by(o, viewer):
            out.append(render_secret(st, i) if o.zone == "facedown" and o.bf is not None
                       else f"a hidden card of {o.owner}'s")
        else:
            out.append(render(st, i))
    return ", ".join(out) + (" ..." if len(ids) > 30 else "")


def render(st: GameState, oid: int, with_player: bool = True) -> str:
    """An object as a reference that names it and only it.  Copies at one place are told
    apart by `#N`, the number each took as it entered (labels.py): a survivor keeps its
    number when another copy leaves.  The first copy alone there is written bare."""
    o = st.objs.get(oid)
    if o is None:                    # an ability on the chain: `B:Volibear, Furious@chain`
        return chain_targets.render_item(st, oid) or f"(gone #{oid})"
    if o.zone == "battlefields":
        return battlefield_label(st, oid)
    if o.zone == "chain":            # beside an ability of its name: numbered as it is
        named = chain_targets.spell_render(st, oid)
        if named is not None:
            return named
    zone = o.zone                    # st.place_name(o) and labels.holder(o), spelled out
    place = st.bfs[o.bf].name if zone == "battlefield" and o.bf is not None else zone
    who = o.controller if zone in ("base", "battlefield", "runes") else o.owner
    base = f"{who}:{o.card}@{place}" if with_player else f"{o.card}@{place}"
    if o.zone in UNNUMBERED:
        return base          # copies there are interchangeable: never numbered
    objs = st.objs
    card = o.card
    copies = 0
    if o.zone == "battlefield":         # every battlefield of that name (labels.same_place)
        groups = []
        for b in st.bfs:                # (a loop, not a comprehension's own frame)
            if b.name == place:
                groups.append(with_gear(st, b.units) if st.attaching else b.units)
    elif o.zone in st.players[who].zones:
        ids = st.players[who].zones[o.zone]
        groups = [with_gear(st, ids) if st.attaching else ids]
    else:
        groups = [same_place(st, o.zone, who, place)]
    for ids in groups:                  # loops, not sum() over a generator
        for i in ids:
            if objs[i].card == card:
                copies += 1
    if copies <= 1 and o.label <= 1:
        return base          # no other copy there: nothing to number (the common case)
    group = copies_with(st, o)
    n = numbers(group)[oid]
    return base if len(group) == 1 and n == 1 else f"{base}#{n}"


def render_secret(st: GameState, oid: int) -> str:
    """A facedown card as every player may read it (128.4): its controller and the
    battlefield it is at, `A:facedown@Bandle Tree`, numbered `#N` (oldest first) when its
    controller has several facedown cards there.  Never its name."""
    o = st.objs[oid]
    base = f"{o.controller}:{FACEDOWN}@{st.bfs[o.bf].name}"
    mine = [st.objs[i] for p in st.order for i in st.players[p].zones["facedown"]]
    there = sorted((x for x in mine if x.bf == o.bf and x.controller == o.controller),
                   key=lambda x: (x.entered, x.id))
    if len(there) <= 1:
        return base
    return f"{base}#{[x.id for x in there].index(oid) + 1}"


def battlefield_label(st: GameState, oid: int) -> str:
    """A battlefield is referenced by its name, or `OWNER:Name` when two share the name
    (NOTATION.md); the label is kept in `BattlefieldState.name` (setup)."""
    for b in st.bfs:
        if b.obj == oid:
            return b.name
    return st.objs[oid].card
