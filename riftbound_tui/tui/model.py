"""What the screen shows, computed from one GameState (a player's view, or the whole
state when hands are open).  Plain data; the widgets only draw it.

Everything here reads the state it is given: the hot-seat screen passes
`game.view(seated_player)`, so a card the seated player may not see is a
'Hidden Card' here and can never be drawn.
"""

from __future__ import annotations

from dataclasses import field, replace

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..engine import layers, limited, repeat, rule_changes
from . import team_words
from .teach import reminder

HIDDEN = "Hidden Card"


@lazy_dataclass(frozen=True, at_once=("__init__",))
class Chip:
    """A card as a zone strip draws it."""
    oid: int
    name: str
    hidden: bool = False
    kind: str = "card"             # unit | gear | spell | rune | legend | battlefield | card
    might: int | None = None
    damage: int = 0
    exhausted: bool = False
    stunned: bool = False
    buffs: int = 0
    designation: str | None = None
    controller: str = ""
    cost: str = ""
    zone: str = ""
    count: int = 1                 # runes: identical runes drawn as one chip ('3 Fury')
    empowered: bool = False        # 441
    attached: str = ""             # 716-719: a unit's attached cards, or "on UNIT" for a gear

    def label(self, name: str | None = None) -> str:
        """Its name and marks; `name`: a shortened name to write instead."""
        if self.hidden:
            return "facedown" if self.kind == "facedown" else "card"
        if self.kind == "rune":           # a rune is its domain: 'Fury', '2 Calm ↷'
            return (f"{self.count} " if self.count > 1 else "") + \
                self.name.removesuffix(" Rune") + (" ↷" if self.exhausted else "")
        bits = [name or self.name]
        if self.zone in ("hand", "champion", "chain"):
            if self.cost:
                bits.append(f"({self.cost})")
        elif self.kind == "unit" and self.might is not None:
            bits.append(str(self.might))
        if self.damage:
            bits.append(f"{self.damage}dmg")
        if self.buffs:
            bits.append("+")
        if self.stunned:
            bits.append("stun")
        if self.empowered:
            bits.append("emp")
        if self.designation == "attacker":
            bits.append("atk")
        elif self.designation == "defender":
            bits.append("def")
        if self.attached:
            bits.append(f"[{self.attached}]")
        if self.exhausted:
            bits.append("↷")
        return " ".join(bits)


@lazy_dataclass(at_once=("__init__",))
class PlayerModel:
    """One player's row of the board, as the screen shows it."""
    name: str
    points: int
    victory: int
    xp: int
    runes_ready: int
    runes_total: int
    pool: str
    hand_count: int
    deck_count: int
    trash_count: int
    rune_deck_count: int
    legend: list[Chip]
    champion: list[Chip]
    base: list[Chip]
    hand: list[Chip] | None        # None: not visible to the viewer
    facedown: list[Chip]
    runes: list[Chip] = field(default_factory=list)
    is_turn: bool = False
    to_act: bool = False
    ally: bool = False             # 2v2: the teammate of the player at the bottom (489.2)

    @property
    def title(self) -> str:
        """'C (ally)' for the teammate's row, else the player's name."""
        return f"{self.name} (ally)" if self.ally else self.name

    def stats(self) -> str:
        """Points and counts; the runes and the pool have their own row."""
        return (f"{self.points}/{self.victory} pts · XP {self.xp} · "
                f"hand {self.hand_count}{'' if self.hand is not None else ' hidden'} · "
                f"deck {self.deck_count} · trash {self.trash_count}")

    def short_stats(self) -> str:
        """Points, hand and ready runes, for a narrow row (the compact free-for-all
        table draws no rune row for an opponent)."""
        return (f"{self.points}/{self.victory} pts · hand {self.hand_count} · runes "
                f"{self.runes_ready}/{self.runes_total} ready")

    def rune_note(self) -> str:
        """Words after the rune cards: how many are ready, and the rune pool."""
        return f"{self.runes_ready}/{self.runes_total} ready · pool {self.pool}"


@lazy_dataclass(at_once=("__init__",))
class BattlefieldModel:
    """One battlefield's panel, as the screen shows it."""
    index: int
    chip: Chip
    controller: str | None
    contested_by: str | None
    showdown: bool
    combat: str
    units: dict[str, list[Chip]]
    facedown: list[Chip]

    def holder(self) -> str:
        return f"held by {self.controller}" if self.controller else "uncontrolled"

    def marks(self) -> str:
        """What is going on here, in words (never colour alone)."""
        bits = []
        if self.contested_by:
            bits.append(f"contested by {self.contested_by}")
        if self.showdown:
            bits.append("SHOWDOWN")
        if self.combat:
            bits.append(self.combat)
        return " · ".join(bits)


@lazy_dataclass
class ChainEntry:
    """One chain item, in words."""
    label: str
    controller: str
    pending: bool
    oid: int | None
    targets: tuple[str, ...] = ()     # what it targets, in words
    does: str = ""                    # what it will do, in words
    kind: str = "card"                # 'card' | 'activated' | 'triggered' (the chain item's)

    def pending_words(self) -> str:
        """What is happening to an item not yet finalized (359): only a card is played
        (a battlefield's or a unit's trigger is put on the chain, 359.1; an ability is
        activated)."""
        return {"card": "being played", "activated": "being activated"}.get(
            self.kind, "being put on the chain")

    def words(self) -> str:
        """'Hextech Ray (A) → B's Playful Phantom at Back-Alley Bar: Deal 3 to a unit.'"""
        t = f"{self.label} ({self.controller})"
        if self.targets:
            t += " → " + ", ".join(self.targets)
        if self.pending:
            t += f" · {self.pending_words()}"
        if self.does:
            t += f": {self.does}"
        return t


@lazy_dataclass(at_once=("__init__",))
class BoardModel:
    """The whole board as the screen shows it to one viewer."""
    status: str
    top: PlayerModel
    bottom: PlayerModel
    others: list[PlayerModel]
    bfs: list[BattlefieldModel]
    chain: list[ChainEntry]                      # top first
    winner: str | None = None
    chips: dict[int, Chip] = field(default_factory=dict)


# one letter per domain for short costs ('2+1M'); Chaos is X so it differs from Calm
DOMAIN_LETTER = {"fury": "F", "calm": "C", "mind": "M", "body": "B", "order": "O",
                 "chaos": "X", "any": "*"}


def _cost(card) -> str:
    c = card.cost
    if c is None:
        return ""
    s = str(c.energy) if c.energy or not c.power else ""
    for dom, n in c.power:
        letters = "/".join(DOMAIN_LETTER.get(d.lower(), d[:1].upper()) for d in dom.split("|"))
        s += ("+" if s else "") + f"{n}{letters}"
    return s


def chip(db, st, oid: int) -> Chip:
    o = st.objs[oid]
    if o.card == HIDDEN:
        return Chip(oid, HIDDEN, True, "facedown" if o.zone == "facedown" else "card",
                    controller=o.controller, zone=o.zone)
    try:
        card = db.get(o.card)
    except KeyError:
        return Chip(oid, o.card, controller=o.controller, zone=o.zone)
    kind = card.type
    might = None
    if kind == "unit":
        try:
            might = layers.might(db, st, oid)
        except KeyError:
            might = card.might
    return Chip(oid, o.card, False, kind, might, o.damage, o.exhausted, o.stunned, o.buffs,
                o.designation, o.controller, _cost(card), o.zone, empowered=o.empowered,
                attached=_attached_words(st, o))


def _attached_words(st, o) -> str:
    """What is attached to a unit (719), or which unit a gear is attached to (718)."""
    if o.gear:
        return ", ".join(st.objs[g].card for g in o.gear if g in st.objs)
    top = st.objs.get(o.attached_to) if o.attached_to is not None else None
    return f"on {top.card}" if top is not None else ""


def _pool(pl) -> str:
    """The rune pool in words: '1 energy, 1 fury', or 'empty'."""
    parts = [f"{pl.energy} energy"] if pl.energy else []
    if getattr(pl, "spell_energy", 0):     # part of that energy (429)
        parts[0] += f" ({pl.spell_energy} only for spells)"
    if getattr(pl, "kept", ()):            # 429: kept apart, spent only on some costs
        parts += limited.describe(pl)
    parts += [f"{n} {d if d != 'any' else 'any-domain'}" for d, n in sorted(pl.power.items())
              if n]
    return ", ".join(parts) or "empty"


def rune_chips(db, st, runes: list[int]) -> list[Chip]:
    """Identical runes (same domain, both ready or both exhausted) as one chip with a
    count, like a stack of lands: any of them answers the same way, so the chip's key is
    the first of them.  Ready before exhausted, domains in the order they came."""
    groups: dict[tuple[str, bool], list[int]] = {}
    for i in runes:
        groups.setdefault((st.objs[i].card, st.objs[i].exhausted), []).append(i)
    order = {name: n for n, name in enumerate(dict.fromkeys(st.objs[i].card for i in runes))}
    out = []
    for (_name, _exhausted), ids in sorted(groups.items(), key=lambda kv: (order[kv[0][0]],
                                                                          kv[0][1])):
        out.append(replace(chip(db, st, ids[0]), count=len(ids)))
    return out


def player_model(db, st, p: str, show_hand: bool) -> PlayerModel:
    pl = st.players[p]
    z = pl.zones
    runes = z["runes"]
    hand_visible = show_hand and not any(st.objs[i].card == HIDDEN for i in z["hand"])
    pend = st.pending
    return PlayerModel(
        p, pl.points, rule_changes.victory_score(db, st), pl.xp,   # Aspirant's Climb raises it
        sum(1 for r in runes if not st.objs[r].exhausted), len(runes), _pool(pl),
        len(z["hand"]), len(z["deck"]), len(z["trash"]), len(z["rune_deck"]),
        [chip(db, st, i) for i in z["legend"]], [chip(db, st, i) for i in z["champion"]],
        [chip(db, st, i) for i in z["base"]],
        [chip(db, st, i) for i in z["hand"]] if hand_visible else None,
        [chip(db, st, i) for i in z["facedown"] if st.objs[i].bf is None],
        rune_chips(db, st, runes),
        is_turn=(st.turn_player == p), to_act=(pend is not None and pend.player == p))


# the four game states (307-310) in plain words; the rules' names stay in the log
STATE_WORDS = {
    "Neutral Open": "nothing on the chain: on your turn you may play any card you can pay for",
    "Neutral Closed": "the chain is open: only Reactions can be played",
    "Showdown Open": "a showdown: Actions and Reactions can be played",
    "Showdown Closed": "the chain is open in a showdown: only Reactions can be played",
}


def plain(text: str) -> str:
    """A prompt with the state names ('(Neutral Closed)') said in plain words."""
    for name, words in STATE_WORDS.items():
        text = text.replace(f"({name})", f"({words})")
    return text


def payment_words(log_lines) -> str:
    """'A paid: exhausted 2 Fury Rune · recycled 1 Mind Rune (to the rune deck)', from
    the log lines of one action (the engine logs each rune it uses, 164.2)."""
    import re
    used: dict[tuple[str, str], dict[str, int]] = {}
    for line in log_lines:
        m = re.match(r"\s+(\S+) (exhausts|recycles) (.+?): \+1", line)
        if m:
            per = used.setdefault((m.group(1), m.group(2)), {})
            per[m.group(3)] = per.get(m.group(3), 0) + 1
    out = []
    for who in dict.fromkeys(w for w, _ in used):
        bits = []
        for verb, word in (("exhausts", "exhausted"), ("recycles", "recycled")):
            runes = used.get((who, verb))
            if runes:
                bits.append(f"{word} " + ", ".join(f"{n} {name}" for name, n in runes.items())
                            + (" (to the rune deck)" if verb == "recycles" else ""))
        out.append(f"{who} paid: " + " · ".join(bits))
    return "; ".join(out)


def status_line(st) -> str:
    m = st.match
    if m is not None:                    # 486: the game of the match and the game wins
        return f"Match game {m.game} ({m.score()}) · " + _game_status(st)
    if st.teams is not None:             # 489.8.d: a team's points are shared
        return _game_status(st) + " · " + team_words.team_points(st)
    if len(st.players) > 2:              # 487-488: every player's points, in turn order
        return _game_status(st) + " · " + points_words(st)
    return _game_status(st)


def points_words(st) -> str:
    """'points A 3 · B 5 · C 0': a free-for-all's score, in turn order (each row has it
    out of the victory score); a player removed from the game (652) is said to be."""
    gone = [p for p in st.players if p not in st.order]
    words = "points " + " · ".join(f"{p} {st.players[p].points}" for p in st.order)
    return words + "".join(f" · {p} removed" for p in gone)


def _game_status(st) -> str:
    if st.winner:
        if st.match is not None:
            return f"{st.winner} wins the match"
        return team_words.winner_words(st)
    if st.phase == "setup":
        if st.match is not None and not st.bfs:
            return "Setting up: battlefields (486.5)"
        return "Setting up: first player and mulligans"
    # short enough for one row of 120 columns in a combat with the table's own words
    # after it (issue 28): the place is named once, the phase only outside a showdown
    s = f"Turn {st.turn_number} · {st.turn_player}'s turn"
    sd, cb = st.showdown, st.combat
    if cb is not None:
        s += f" · combat at {st.bfs[cb.bf].name}: {cb.attacker} attacks {cb.defender}"
    elif sd is not None:
        s += f" · showdown at {st.bfs[sd.bf].name}"
    else:
        s += f" · {st.phase}"
    if sd is not None:
        s += f" (focus {sd.focus})"
    if st.pending is not None:
        s += f" · {st.pending.player} to act"
    return s


def build(db, st, bottom: str, hands_open: bool, viewer: str | None) -> BoardModel:
    """The model for one screen: `bottom` is drawn at the bottom, the others above it in
    turn order from the player after `bottom` (the top row is the next to play)."""
    order = list(st.order)
    if bottom not in order:             # removed from the game (652): the next seat
        bottom = order[0]
    k = order.index(bottom) + 1
    others = [p for p in order[k:] + order[:k] if p != bottom]
    show = lambda p: hands_open or viewer is None or viewer == p   # noqa: E731
    players = {p: player_model(db, st, p, show(p)) for p in st.order}
    for p in others:                    # 2v2: the bottom player's teammate (489.2)
        players[p].ally = team_words.is_ally(st, p, bottom)
    bfs = []
    for k, b in enumerate(st.bfs):
        units: dict[str, list[Chip]] = {p: [] for p in st.order}
        for u in b.units:
            units.setdefault(st.objs[u].controller, []).append(chip(db, st, u))
        fd = [chip(db, st, i) for p in st.order for i in st.players[p].zones["facedown"]
              if st.objs[i].bf == k]
        combat = ""
        if st.combat is not None and st.combat.bf == k:
            combat = f"COMBAT {st.combat.attacker}→{st.combat.defender} ({st.combat.step})"
        elif b.combat_staged:
            combat = "combat staged"
        # b.name is the notation's label: `A:Bandle Tree` when two share a name
        bfs.append(BattlefieldModel(k, replace(chip(db, st, b.obj), name=b.name),
                                    b.controller, b.contested_by,
                                    st.showdown is not None and st.showdown.bf == k,
                                    combat, units, fd))
    chain = [chain_entry(db, st, it) for it in reversed(st.chain)]
    model = BoardModel(status_line(st), players[others[0]], players[bottom],
                       [players[p] for p in others[1:]], bfs, chain, st.winner)
    for pm in players.values():
        for c in (pm.legend + pm.champion + pm.base + (pm.hand or []) + pm.facedown
                  + pm.runes):
            model.chips[c.oid] = c
    for bm in bfs:
        model.chips[bm.chip.oid] = bm.chip
        for cs in bm.units.values():
            for c in cs:
                model.chips[c.oid] = c
        for c in bm.facedown:
            model.chips[c.oid] = c
    return model


DOES = 90            # what a chain item does is cut here; the Card panel has all of it


def _item_effects(card, it) -> tuple:
    if it.kind == "card":
        first = tuple(card.modes[it.mode]) if card.modes and it.mode is not None \
            else tuple(card.effects)
        # 820.1.d: a repeated spell's later executions and their targets too
        return repeat.executed(card, it, first) if it.repeats else first
    if it.ability is not None and 0 <= it.ability < len(card.abilities):
        return tuple(card.abilities[it.ability].effects)
    return ()


def _target_words(st, eff, chosen) -> list[str]:
    sel = getattr(eff, "target", None)
    place = sel is not None and (sel.object == "battlefield" or (
        sel.kind == "all" and sel.location is not None and sel.location.kind == "choose"))
    out = []
    for t in chosen:
        if place and isinstance(t, int) and 0 <= t < len(st.bfs):
            out.append(st.bfs[t].name)
        elif t in st.objs:
            o = st.objs[t]
            who = "" if o.card == HIDDEN else f"{o.controller}'s "
            where = f"facedown at {st.bfs[o.bf].name}" if o.zone == "facedown" and \
                o.bf is not None else f"at {st.place_name(o)}"     # 128.4: a place, no face
            out.append(f"{who}{o.card if o.card != HIDDEN else 'a hidden card'} {where}")
        else:                        # an ability on the chain (123, 425.3)
            it = next((x for x in st.chain if x.id == t and x.kind != "card"), None)
            if it is not None:
                out.append(f"{it.controller}'s {it.label or it.card} on the chain")
    return out


def chain_entry(db, st, it) -> ChainEntry:
    """One chain item in words: who controls it, what it targets, what it will do."""
    targets: list[str] = []
    does = ""
    try:
        card = db.get(it.card)
    except KeyError:
        card = None
    if card is not None:
        effects = _item_effects(card, it)
        for eff, chosen in zip(effects, it.targets):
            targets += _target_words(st, eff, chosen)
        try:
            from ..cards.text import render_ability, render_effects
            if it.kind == "card" and card.type == "unit":
                where = "base" if it.dest in (None, "base") else (
                    st.bfs[it.dest].name if isinstance(it.dest, int) and it.dest < len(st.bfs)
                    else str(it.dest))
                does = f"enters the board at {where}"
            elif it.kind == "card" and card.type == "gear":
                does = "enters the board"
            elif it.kind == "card":
                shown = tuple(card.modes[it.mode]) if card.modes and it.mode is not None \
                    else tuple(card.effects)          # a modal spell: its chosen mode
                does = render_effects(shown, db)
                if repeat.paid(it):       # 820.3: once more for each Repeat paid
                    does = f"done {repeat.paid(it) + 1} times (Repeat): {does}"
            elif it.ability is not None and 0 <= it.ability < len(card.abilities):
                does = render_ability(card.abilities[it.ability], card.type, db)
        except Exception:       # the text renderer is young; the chain is still shown
            does = ""
    if len(does) > DOES:
        does = does[:DOES - 1].rstrip() + "…"
    return ChainEntry(it.label or it.card, it.controller, it.pending, it.source,
                      tuple(targets), does, it.kind)


# The log as a seated player may read it lives with the player's view in the engine.
from ..engine.view import redact_log  # noqa: E402,F401


def detail(db, st, oid: int | None) -> tuple[str, str]:
    """(title, body) for the card detail panel: rendered rules text, current might
    and keywords.  A hidden card shows nothing about itself."""
    if oid is None or oid not in st.objs:
        return "", "Move the cursor to a card to read it."
    o = st.objs[oid]
    if o.card == HIDDEN:
        return "Hidden card", "You may not see this card."
    try:
        card = db.get(o.card)
    except KeyError:
        return o.card, "(not in the card database)"
    lines = []
    kind = " ".join(x for x in (card.supertype, card.type) if x)
    dom = "/".join(card.domains)
    cost = _cost(card)
    lines.append(f"{kind}{' · ' + dom if dom else ''}{' · cost ' + cost if cost else ''}")
    if card.type == "unit":
        try:
            now = layers.might(db, st, oid)
        except KeyError:
            now = card.might
        m = f"might {now}"
        if now != card.might:
            m += f" (printed {card.might})"
        if o.zone in ("base", "battlefield"):
            m += f" · damage {o.damage}"
        lines.append(m)
    try:
        kws = [str(k) for k in layers.keywords(db, st, oid)]
    except KeyError:
        kws = [str(k) for k in card.keywords]
    if kws:
        lines.append("keywords: " + ", ".join(kws))
    try:
        kw_objs = list(layers.keywords(db, st, oid))
    except KeyError:
        kw_objs = list(card.keywords)
    for k in kw_objs:
        lines.append("  " + reminder(k.name, k.value))
    if card.tags:
        lines.append("tags: " + ", ".join(card.tags))
    if o.gear or o.attached_to is not None:            # 716-719
        words = _attached_words(st, o)
        lines.append(f"attached {words}" if o.attached_to is not None else
                     f"attached cards: {words}")
    state = [w for w, on in (("exhausted", o.exhausted), ("stunned", o.stunned),
                             ("buffed", o.buffs > 0), ("Empowered", o.empowered),
                             (o.designation or "", bool(o.designation)))
             if on]
    where = st.place_name(o)
    lines.append(f"{o.owner}'s · at {where}" + (f" · {', '.join(state)}" if state else ""))
    try:
        from ..cards.text import render_text
        text = render_text(card, db)
    except Exception as e:   # the text renderer is young; never let it break the screen
        text = f"(rules text unavailable: {e})"
    if text:
        lines.append("")
        lines.append(text)
    if not card.implemented:
        lines.append(f"not implemented: {card.not_implemented_reason}")
    return o.card, "\n".join(lines)
