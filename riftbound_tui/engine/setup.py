"""Laying out a game: a real Duel from decks (rules 110-118, 485) or a
scenario position (spec/SCENARIO.md).  Laying out is not a move: no triggers.
"""

from __future__ import annotations

from . import attach, champion, ffa, match, rng
from .errors import SetupError
from .setup_check import check_setup
from .state import BattlefieldState, GameState, PlayerState

PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending")


def build_state(engine, setup: dict, seed: int) -> GameState:
    check_setup(setup, seed, engine.db)        # shape, bounds and card kinds first
    if setup.get("kind") == "duel":
        return _duel(engine, setup, seed)
    return _scenario(engine, setup, seed)


def _card(engine, name: str, where: str) -> str:
    try:
        card = engine.db.get(str(name))
    except KeyError as e:
        raise SetupError(f"{where}: unknown card '{name}'"
                         + (f" ({e.args[0]})" if e.args and isinstance(e.args[0], str) else "")
                         ) from None
    if not card.implemented:
        # A card the engine cannot play faithfully is refused, never played wrongly.
        raise SetupError(f"{where}: {card.name} is not implemented yet: "
                         f"{card.not_implemented_reason or 'no reason given'}")
    return card.name


def _not_a_token(engine, name: str, where: str) -> None:
    """186, 186.1: a token exists only on the board or the chain; in a Non-Board zone
    (056.1: deck, rune deck, trash, hand, champion zone, banishment) it ceases to exist."""
    if engine.db.get(name).token:
        raise SetupError(f"{where}: {name} is a token: tokens exist only on the board or "
                         f"the chain and cease to exist in a non-board zone (186.1)")


def new_state(names, seed: int) -> GameState:
    players = {n: PlayerState(n) for n in names}
    return GameState(order=tuple(names), players=players, objs={}, bfs=[],
                     rng=(seed * 0x9E3779B97F4A7C15 + 1) & ((1 << 64) - 1))


def add_battlefield(engine, st: GameState, name: str, owner: str, controller=None) -> int:
    name = _card(engine, name, "battlefields")
    oid = engine.create_card(st, name, owner, "battlefields")
    st.bfs.append(BattlefieldState(oid, name, controller=controller))
    return len(st.bfs) - 1


def label_battlefields(st: GameState) -> None:
    """Write a battlefield whose name another battlefield shares as `OWNER:Name`, the
    player who brought it (NOTATION.md); a unique name stays bare.  Every place that
    prints or looks up a battlefield by `BattlefieldState.name` then tells them apart;
    the card itself is `st.objs[b.obj].card`."""
    cards = [st.objs[b.obj].card for b in st.bfs]
    for b, card in zip(st.bfs, cards):
        b.name = card
        if sum(c.lower() == card.lower() for c in cards) > 1:
            b.name = f"{st.objs[b.obj].owner}:{card}"
    labels = [b.name.lower() for b in st.bfs]
    for b in st.bfs:
        if labels.count(b.name.lower()) > 1:
            raise SetupError(f"two battlefields named {b.name} have the same owner: the "
                             f"notation could not tell them apart")


# -- a real Duel ---------------------------------------------------------------------------

def _duel(engine, setup: dict, seed: int) -> GameState:
    """setup = {kind: duel, players: {A: {legend, champion, main: [...], runes: [...],
    battlefields: [...]}, B: {...}}, victory_score?, mode?: duel | match, best_of?: 3 | 5}"""
    names = list(setup["players"].keys())
    mode = setup.get("mode", "duel")
    if mode in ffa.MODES:
        ffa.check_players(mode, names)               # 487.1, 488.1
    elif len(names) != 2:
        raise SetupError("a Match has two players (486.1)" if mode == "match"
                         else "a Duel has two players (485.1)")
    st = new_state(names, seed)
    st.victory_score = int(setup.get("victory_score", ffa.VICTORY.get(mode, 8)))
    st.manual_payment = bool(setup.get("manual_payment", False))
    ffa.form_teams(st, mode)                          # 489.5.c
    lay_out_decks(engine, st, setup["players"])
    if mode in ffa.MODES:                             # 115, 487.5, 488.4.b-488.5
        ffa.lay_out(engine, st, setup["players"], mode)
        return st
    if setup.get("mode") == "match":              # 486.5: battlefields chosen each game
        st.match = match.new_match(setup["players"], names, int(setup.get("best_of", 3)))
        return st
    for p in names:                                                  # 485.5
        bfs = list(setup["players"][p].get("battlefields", []))
        if not bfs:
            raise SetupError(f"{p} brings no battlefield (485.4.a)")
        st.rng, k = rng.below(st.rng, len(bfs))
        add_battlefield(engine, st, bfs[k], p)
    label_battlefields(st)
    return st


def lay_out_decks(engine, st: GameState, decks) -> None:
    """Each player's legend, Chosen Champion (112), shuffled Main Deck and Rune Deck (114):
    the game before turn order is decided. Also how a match's next game begins (486.6)."""
    st.phase = "setup"
    st.turn_player = ""
    for p in st.order:
        deck = decks[p]
        if deck.get("legend"):
            engine.create_card(st, _card(engine, deck["legend"], f"{p} legend"), p, "legend")
        if deck.get("champion"):                                    # 112
            engine.create_card(st, _card(engine, deck["champion"], f"{p} champion"), p,
                               "champion")
            champion.note(st, p, _card(engine, deck["champion"], f"{p} champion"))
        main = _cards(engine, deck.get("main", []), f"{p} main deck")
        runes = _cards(engine, deck.get("runes", []), f"{p} runes")
        st.rng = rng.shuffle(st.rng, main)                          # 114
        st.rng = rng.shuffle(st.rng, runes)
        engine.lay_in(st, main, p, "deck")
        engine.lay_in(st, runes, p, "rune_deck")


def _cards(engine, names, where: str) -> list[str]:
    """`_card` of each name, each distinct name looked up once: a deck holds up to three
    copies of a card (103.2.b), and a game lays out about a hundred."""
    known: dict = {}
    out = []
    for c in names:
        name = known.get(c)
        if name is None:
            name = known[c] = _card(engine, c, where)
        out.append(name)
    return out


# -- a scenario position ---------------------------------------------------------------------

def _entry(item) -> tuple[str, dict]:
    if isinstance(item, str):
        return item, {}
    if isinstance(item, dict) and "card" in item:
        extra = {k: v for k, v in item.items() if k != "card"}
        return str(item["card"]), extra
    raise SetupError(f"expected a card name or {{card: NAME, ...}}, got {item!r}")


OBJ_FIELDS = {"exhausted": bool, "damage": int, "stunned": bool, "empowered": bool}


def _obj_changes(extra: dict, where: str) -> tuple[dict, int, list]:
    changes = {}
    for k in OBJ_FIELDS:
        if k in extra:
            changes[k] = OBJ_FIELDS[k](extra[k])
    if extra.get("buff"):
        changes["buffs"] = 1
    unknown = set(extra) - {*OBJ_FIELDS, "buff", "might_mod", "attached"}
    if unknown:
        raise SetupError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    return changes, int(extra.get("might_mod", 0) or 0), list(extra.get("attached", []) or [])


def _lay_attached(engine, st: GameState, names, unit: int, p: str, zone: str, bf, where: str):
    """`attached: [Gear Name]` on a unit (SCENARIO.md): each gear laid out attached to it, at
    its location (434.4, 719.3), controlled by the unit's controller."""
    for g in names:
        card = _card(engine, g, where)
        if engine.db.get(card).type != "gear":
            raise SetupError(f"{where}: {card} is not a gear (only gear is attached, 818.1.a)")
        gid = engine.create_card(st, card, p, zone, bf=bf)
        attach.attach(engine, st, gid, unit, "", quiet=True)


def _scenario(engine, sc: dict, seed: int) -> GameState:
    from .state import Modifier
    mode = str(sc.get("mode", "duel") or "duel").lower()
    if mode not in ("duel", "match", *ffa.MODES):
        raise SetupError(f"mode '{mode}' is not supported yet: duel (485), match (486), "
                         f"ffa3 (487), ffa4 (488) and 2v2 (489) are")
    players = sc.get("players") or {"A": {}, "B": {}}
    names = [str(n) for n in players.keys()]
    if mode in ffa.MODES:
        ffa.check_players(mode, names)               # 487.1, 488.1
    elif len(names) != 2:
        raise SetupError(f"a {mode} has two players ({'485.1' if mode == 'duel' else '486.1'}),"
                         f" the scenario names {len(names)}")
    st = new_state(names, seed)
    st.victory_score = int(sc.get("victory_score", ffa.VICTORY.get(mode, 8)))
    ffa.form_teams(st, mode)                          # 489.5.c: A and C, B and D
    st.manual_payment = bool(sc.get("manual_payment", False))
    for k, b in enumerate(sc.get("battlefields", []) or []):
        name, extra = _entry(b) if not isinstance(b, dict) else (str(b["card"]), b)
        ctl = extra.get("controller")
        if ctl is not None and ctl not in names:
            raise SetupError(f"battlefield {name}: unknown controller '{ctl}'")
        # SCENARIO.md: `owner` is who brought it; omitted, the players in order (A, B, ...)
        owner = extra.get("owner")
        owner = names[k % len(names)] if owner is None else str(owner)
        if owner not in names:
            raise SetupError(f"battlefield {name}: unknown owner '{owner}'")
        add_battlefield(engine, st, name, owner, ctl)
    label_battlefields(st)
    turn = sc.get("turn") or {}
    tp = str(turn.get("player", names[0]))
    if tp not in names:
        raise SetupError(f"turn.player: unknown player '{tp}'")
    st.turn_player = tp
    phase = str(turn.get("phase", "main")).lower()
    if phase not in PHASES + ("mulligan",):
        raise SetupError(f"turn.phase: '{phase}' is not one of mulligan, {', '.join(PHASES)}")
    # SCENARIO.md `phase: mulligan`: the game starts at the opening-hand mulligan (117),
    # so the turn player is the first player and the first turn is number 1 unless given.
    st.turn_number = int(turn.get("number", 1 if phase == "mulligan" else 3))
    if phase == "mulligan":
        i = names.index(tp)
        names = names[i:] + names[:i]
        st.order = tuple(names)
    st.played_this_turn = tuple(_card(engine, c, "played_this_turn")
                                for c in turn.get("played_this_turn", []) or [])
    # turns taken so far by each player, for first-turn rules (485.7)
    n = len(names)
    for i, p in enumerate(names):
        st.players[p].turns_taken = max(0, (st.turn_number - 1 - i) // n + 1)
        if phase == "mulligan":
            st.players[p].turns_taken = 0
    mods = []
    for p in names:
        spec = players[p] or {}
        pl = st.players[p]
        pl.points = int(spec.get("points", 0))
        pl.xp = int(spec.get("xp", 0))
        pool = spec.get("pool") or {}
        pl.energy = int(pool.get("energy", 0))
        pl.power = {str(k).lower(): int(v) for k, v in (pool.get("power") or {}).items() if v}
        for key in ("legend", "champion"):
            if spec.get(key):
                card = _card(engine, spec[key], f"{p}.{key}")
                if key == "champion":
                    _not_a_token(engine, card, f"{p}.{key}")
                engine.create_card(st, card, p, key)
        # SCENARIO.md `chosen_champion`: the Chosen Champion when it has left its zone
        chosen = spec.get("chosen_champion") or spec.get("champion")
        if chosen:
            champion.note(st, p, _card(engine, chosen, f"{p}.chosen_champion"))
        for zone in ("hand", "deck", "trash", "banishment", "rune_deck"):
            for item in spec.get(zone, []) or []:
                name, extra = _entry(item)
                card = _card(engine, name, f"{p}.{zone}")
                _not_a_token(engine, card, f"{p}.{zone}")
                engine.create_card(st, card, p, zone)
        for item in spec.get("runes", []) or []:
            name, extra = _entry(item)
            changes, _, _ = _obj_changes(extra, f"{p}.runes")
            engine.create_card(st, _card(engine, name, f"{p}.runes"), p, "runes", **changes)
        for item in spec.get("base", []) or []:
            name, extra = _entry(item)
            changes, mm, attached = _obj_changes(extra, f"{p}.base")
            oid = engine.create_card(st, _card(engine, name, f"{p}.base"), p, "base", **changes)
            if mm:
                mods.append(Modifier(oid, "might", mm, until="permanent"))
            _lay_attached(engine, st, attached, oid, p, "base", None, f"{p}.base attached")
    for k, b in enumerate(sc.get("battlefields", []) or []):
        if not isinstance(b, dict):
            continue
        for p, units in (b.get("units") or {}).items():
            if str(p) not in names:
                raise SetupError(f"battlefield {b['card']}: unknown player '{p}'")
            for item in units or []:
                name, extra = _entry(item)
                changes, mm, attached = _obj_changes(extra, f"{b['card']}.units")
                oid = engine.create_card(st, _card(engine, name, f"{b['card']} units"), str(p),
                                         "battlefield", bf=k, **changes)
                _lay_attached(engine, st, attached, oid, str(p), "battlefield", k,
                              f"{b['card']} attached")
                if mm:
                    mods.append(Modifier(oid, "might", mm, until="permanent"))
        for p, card in (b.get("facedown") or {}).items():
            engine.create_card(st, _card(engine, card, f"{b['card']} facedown"), str(p),
                               "facedown", bf=k)
        # Laying out is not a move (SCENARIO.md): units placed at a battlefield do not
        # contest it (450 applies to units that move or are played there).
    st.modifiers = st.modifiers + mods       # the Chosen Champion notes first
    if st.teams is not None:
        ffa.share_points(st, players)        # SCENARIO.md: either teammate names them
    if mode == "match":                      # 486: the game of a match this position is in
        st.match = match.from_position(engine, st, sc.get("match") or {})
    elif sc.get("match"):
        raise SetupError("match: only a position with mode: match is in a match (486)")
    if phase == "mulligan":
        st.phase = "setup"             # Engine.setup_step asks each mulligan in turn order
        st.say(f"scenario: opening hands; {tp} goes first (117)")
        return st
    st.phase = phase
    engine.enter_phase(st, phase) if phase != "main" else engine.push_cleanup(st)
    if phase == "main":
        st.say(f"scenario: {tp}'s turn {st.turn_number}, main phase")
    return st
