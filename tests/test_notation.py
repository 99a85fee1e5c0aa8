"""The action notation contract (spec/NOTATION.md).

- every verb parses to the right player, verb, references, place and numbers;
  names with commas, quotes, `#N`, `@PLACE`, player prefixes; matching is
  case-insensitive and surrounding whitespace is ignored;
- every line `game.legal()` prints, at many different decisions, is accepted;
- the record (setup + seed + accepted lines) and the log's `PLAYER: LINE` lines
  alone replay the game exactly.
"""

from __future__ import annotations

import dataclasses
import pickle
import random
import re
from pathlib import Path

import pytest

from riftbound_tui.engine.errors import IllegalAction
from riftbound_tui.engine.game import Game, Record
from riftbound_tui.engine.notation import Line, Parser, Ref
from riftbound_tui.scenario import engine, load, start
from riftbound_tui.decks.fixed import duel_setup

from game_checks import log_replay_problem, player_lines


# -- parsing -------------------------------------------------------------------------------

NAMES = ["Leona, Determined", "Leona, Radiant Dawn", "Recruit", "Poro", "Poro Snax",
         "Return to Sender", "Hextech Ray", "Fury Rune"]
PLACES = ["Bandle Tree", "Targon's Peak", "Back-Alley Bar"]


@pytest.fixture(scope="module")
def parser() -> Parser:
    return Parser(NAMES, PLACES, ["A", "B"])


def parsed(ln: Line) -> tuple:
    return (ln.player, ln.verb, ln.refs, ln.place, ln.number, ln.amounts, ln.none)


def L(player, verb, refs=(), place=None, number=None, amounts=(), none=False):
    return (player, verb, tuple(refs), place, number, tuple(amounts), none)


R = Ref

PARSES = [
    # discretionary actions
    ("A: play Hextech Ray", L("A", "play", [R("Hextech Ray")])),
    ("A: play Recruit to base", L("A", "play", [R("Recruit")], "base")),
    ("A: play Recruit to Bandle Tree", L("A", "play", [R("Recruit")], "Bandle Tree")),
    ("A: play Recruit to Targon's Peak", L("A", "play", [R("Recruit")], "Targon's Peak")),
    ('A: play Recruit to "Targon\'s Peak"', L("A", "play", [R("Recruit")], "Targon's Peak")),
    ("A: play Return to Sender", L("A", "play", [R("Return to Sender")])),
    ("A: play Return to Sender to base", L("A", "play", [R("Return to Sender")], "base")),
    ("A: play Leona, Determined@champion",
     L("A", "play", [R("Leona, Determined", place="champion")])),
    ("A: hide Return to Sender at Bandle Tree",
     L("A", "hide", [R("Return to Sender")], "Bandle Tree")),
    ("A: move A:Leona, Determined, A:Recruit to base",
     L("A", "move", [R("Leona, Determined", "A"), R("Recruit", "A")], "base")),
    ("A: move Leona, Determined, Leona, Radiant Dawn to Bandle Tree",
     L("A", "move", [R("Leona, Determined"), R("Leona, Radiant Dawn")], "Bandle Tree")),
    ('A: move "Leona, Determined" to base', L("A", "move", [R("Leona, Determined")], "base")),
    ('A: move A:"Leona, Determined"@Bandle Tree#2, "Recruit" to base',
     L("A", "move", [R("Leona, Determined", "A", "Bandle Tree", 2), R("Recruit")], "base")),
    ("A: move A:Recruit@Bandle Tree#3, A:Recruit@base#1 to Targon's Peak",
     L("A", "move", [R("Recruit", "A", "Bandle Tree", 3), R("Recruit", "A", "base", 1)],
       "Targon's Peak")),
    ("A: move Recruit#2 to base", L("A", "move", [R("Recruit", n=2)], "base")),
    ("A: activate Leona, Determined", L("A", "activate", [R("Leona, Determined")])),
    ("A: activate A:Leona, Determined@base 2",
     L("A", "activate", [R("Leona, Determined", "A", "base")], number=2)),
    ("A: exhaust Fury Rune#2", L("A", "exhaust", [R("Fury Rune", n=2)])),
    ("A: recycle A:Fury Rune@runes", L("A", "recycle", [R("Fury Rune", "A", "runes")])),
    ("A: pass", L("A", "pass")),
    ("B: end", L("B", "end")),
    ("B: concede", L("B", "concede")),
    # answers to prompts
    ("A: choose B:Recruit@Bandle Tree", L("A", "choose", [R("Recruit", "B", "Bandle Tree")])),
    ("A: choose B:Leona, Determined, Poro Snax, Poro",
     L("A", "choose", [R("Leona, Determined", "B"), R("Poro Snax"), R("Poro")])),
    ("A: choose B: Recruit", L("A", "choose", [R("Recruit", "B")])),
    ("A: choose none", L("A", "choose", none=True)),
    ("A: yes", L("A", "yes")),
    ("A: no", L("A", "no")),
    ("A: mode 2", L("A", "mode", number=2)),
    ("A: number 0", L("A", "number", number=0)),
    ("A: order Poro, Leona, Determined, Recruit#1",
     L("A", "order", [R("Poro"), R("Leona, Determined"), R("Recruit", n=1)])),
    ("A: assign B:Recruit#1=1, B:Leona, Determined=3",
     L("A", "assign", [R("Recruit", "B", n=1), R("Leona, Determined", "B")], amounts=[1, 3])),
    ('A: assign "Leona, Radiant Dawn"@Bandle Tree = 2 , Poro=0',
     L("A", "assign", [R("Leona, Radiant Dawn", place="Bandle Tree"), R("Poro")],
       amounts=[2, 0])),
    ("A: to Bandle Tree", L("A", "to", place="Bandle Tree")),
    ("A: to base", L("A", "to", place="base")),
    ('A: to "Targon\'s Peak"', L("A", "to", place="Targon's Peak")),
    ("A: mulligan Hextech Ray, Poro", L("A", "mulligan", [R("Hextech Ray"), R("Poro")])),
    ("A: keep", L("A", "keep")),
    ("B: first", L("B", "first")),
    ("B: second", L("B", "second")),
    # case-insensitivity and whitespace
    ("a: PLAY hextech RAY TO bandle TREE", L("A", "play", [R("Hextech Ray")], "Bandle Tree")),
    ("b:choose a:RECRUIT@BANDLE tree#2",
     L("B", "choose", [R("Recruit", "A", "Bandle Tree", 2)])),
    ("   A  :   pass   ", L("A", "pass")),
    ("  A:play   Hextech Ray  ", L("A", "play", [R("Hextech Ray")])),   # a tab: refused
    ("A: Choose NONE", L("A", "choose", none=True)),
    ("A: MOVE leona, determined ,  recruit  TO  BASE",
     L("A", "move", [R("Leona, Determined"), R("Recruit")], "base")),
]


@pytest.mark.parametrize("text, want", PARSES, ids=[p[0] for p in PARSES])
def test_parse(parser, text, want):
    assert parsed(parser.line(text)) == want


def test_every_verb_of_the_notation_is_covered():
    spec = Path(__file__).resolve().parents[2] / "shared" / "spec" / "NOTATION.md"
    verbs = {"play", "hide", "move", "activate", "exhaust", "recycle", "pass", "end",
             "concede", "choose", "yes", "no", "mode", "order", "assign", "to", "number",
             "mulligan", "keep", "first", "second"}
    if spec.exists():       # the verbs the contract lists at the start of its lines
        listed = set(re.findall(r"^    ([a-z]+)\b", spec.read_text(), re.M))
        listed -= {"ref", "place"}
        assert listed <= verbs, f"NOTATION.md lists verbs this test does not: {listed - verbs}"
    covered = {want[1] for _, want in PARSES}
    assert verbs <= covered, f"no parse case for {verbs - covered}"


def test_player_names_come_from_the_setup():
    p = Parser(NAMES, PLACES, ["Alice", "Bob"])
    assert parsed(p.line("alice: choose bob:Recruit")) == L("Alice", "choose", [R("Recruit", "Bob")])
    with pytest.raises(IllegalAction, match="acting player"):
        p.line("A: pass")


def test_a_reference_prints_as_it_parses(parser):
    for ref in (R("Recruit"), R("Recruit", "B"), R("Recruit", "B", "Bandle Tree", 2),
                R("Leona, Determined", "A", "base"), R("Poro Snax", n=1)):
        assert parser.refs(str(ref)) == [ref]


def test_the_real_card_names_with_commas_parse():
    db = engine().db
    names = list(db.names())
    comma = [n for n in names if "," in n]
    assert comma, "the card database has no name with a comma"
    p = Parser(names, ["Bandle Tree", "Back-Alley Bar"], ["A", "B"])
    for n in comma:
        ln = p.line(f"A: move A:{n}, {n}@Bandle Tree#2, Recruit to Back-Alley Bar")
        assert ln.refs == (R(n, "A"), R(n, None, "Bandle Tree", 2), R("Recruit")), n
        assert ln.place == "Back-Alley Bar"
        assert p.line(f"A: activate {n} 2").refs == (R(n),)
        assert p.line(f"A: activate {n} 2").number == 2
        assert p.line(f"a: ACTIVATE {n.upper()}").refs == (R(n),)


# -- legal lines are accepted, at many decisions -------------------------------------------------

DUEL = duel_setup()

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.yaml"))


def snapshot(game: Game) -> tuple[bytes, list[str]]:
    """Everything the state reaches, as bytes: pickle walks the same graph
    dataclasses.asdict copied (and the attributes outside the fields too) at C speed.  The
    log is compared by its lines, as copies share its storage and write past its end."""
    st = game.state
    fields = [getattr(st, f.name) for f in dataclasses.fields(st) if f.name != "log"]
    return pickle.dumps(fields, protocol=pickle.HIGHEST_PROTOCOL), list(st.log)


def variants(line: str) -> list[str]:
    """The same line as a person might type it: other case, other spacing."""
    who, body = line.split(":", 1)
    return [line.upper(), line.lower(), f"  {who} :{body}  ", f"{who}:{body.strip()}"]


def walk(game: Game, rnd: random.Random, steps: int, seen: dict, check_variants: bool,
         check_lines: bool = True):
    """Play random legal lines; at each decision, every listed line must be accepted
    (`check_lines=False`: only play, counting the kinds of decision met)."""
    for _ in range(steps):
        if game.pending is None:
            break
        legal = game.legal()
        assert legal, f"no legal line for {game.pending}"
        assert len(legal) == len(set(legal)), f"duplicate legal lines: {legal}"
        seen[game.pending.kind] = seen.get(game.pending.kind, 0) + 1
        if not check_lines:
            legal_pick(game, legal, rnd)
            continue
        before = snapshot(game)
        for line in legal:
            assert line.startswith(f"{game.pending.player}: "), line
            why = game.why_illegal(line)
            assert why is None, f"listed as legal but refused: {line!r}: {why}"
            if check_variants:
                for v in variants(line):
                    assert game.is_legal(v), f"{v!r} (from {line!r}) refused: {game.why_illegal(v)}"
        assert snapshot(game) == before, "checking legal lines changed the game"
        legal_pick(game, legal, rnd)
    return game


def legal_pick(game: Game, legal: list[str], rnd: random.Random) -> None:
    # prefer doing things over ending the turn, so the walk sees more decisions
    doing = [l for l in legal if not l.endswith((": end", ": pass"))]
    game.act(rnd.choice(doing) if doing and rnd.random() < 0.7 else rnd.choice(legal))


@pytest.mark.parametrize("seed", range(6))
def test_every_legal_line_in_a_duel_is_accepted(seed):
    seen: dict[str, int] = {}
    walk(Game.from_setup(DUEL, seed, engine()), random.Random(seed), 250, seen,
         check_variants=seed < 2)
    assert {"first_second", "mulligan", "priority"} <= set(seen), seen


def test_the_duel_walks_reach_every_kind_of_decision():
    """The six walks above (the same seeds and picks) meet every kind of decision, so
    checking their listed lines covers every kind; here they are only played."""
    seen: dict[str, int] = {}
    for seed in range(6):
        walk(Game.from_setup(DUEL, seed, engine()), random.Random(seed), 250, seen, False,
             check_lines=False)
    assert {"first_second", "mulligan", "priority", "focus", "choose", "assign", "to"} <= set(seen), seen


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_every_legal_line_from_a_scenario_position_is_accepted(path):
    sc = load(path)
    seen: dict[str, int] = {}
    walk(start(sc), random.Random(path.stem), 15, seen, check_variants=True)
    assert seen or start(sc).pending is None


# -- replay --------------------------------------------------------------------------------

def played(seed: int, steps: int = 300, setup: dict = DUEL) -> Game:
    g = Game.from_setup(setup, seed, engine())
    rnd = random.Random(seed)
    for _ in range(steps):
        if g.pending is None:
            break
        legal = g.legal()
        doing = [l for l in legal if not l.endswith((": end", ": pass"))]
        g.act(rnd.choice(doing) if doing and rnd.random() < 0.6 else rnd.choice(legal))
    return g


def short_table(mode: str) -> dict:
    """A short FFA3 (487) or 2v2 (489) on shipped decks: Victory Score 3.  The FFA3 seats
    Annie and Master Yi, whose champion has a copy in the main deck (a play names its
    place, NOTATION); every 2v2 invites (489.8.a)."""
    from riftbound_tui.decks.shipped import table_from_names
    from riftbound_tui.sim import TEAM_DECKS
    names = TEAM_DECKS if mode == "2v2" else ["annie", "jinx", "master-yi"]
    return table_from_names(names, mode, victory_score=3)[0]


@pytest.mark.parametrize("seed", range(4))
def test_the_record_replays_the_game(seed):
    g = played(seed)
    again = Game.from_record(Record(g.record.setup, g.record.seed, list(g.record.lines)),
                             engine())
    assert snapshot(again) == snapshot(g)
    assert again.record.lines == g.record.lines


def test_the_record_keeps_the_accepted_lines_only_and_replays_sloppy_typing():
    """Sloppy typing is accepted; the record keeps the canonical line the log shows."""
    g = Game.from_setup(DUEL, 7, engine())
    legal = g.legal()
    with pytest.raises(IllegalAction):
        g.act("A: frobnicate")
    g.act("  " + legal[0].upper().replace(": ", " :   ") + "  ")
    assert g.record.lines == [legal[0]] and legal[0] in g.log
    assert snapshot(Game.from_record(g.record, engine())) == snapshot(g)


# C0 and C1 controls, DEL, and the Unicode line and paragraph separators: each would break
# a record read line by line (str.splitlines splits at all of them but DEL)
CONTROLS = ["\n", "\r", "\t", "\x00", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x7f",
            "\x85", "\u2028", "\u2029"]


@pytest.mark.parametrize("ch", CONTROLS, ids=[f"U+{ord(c):04X}" for c in CONTROLS])
def test_a_line_with_a_control_character_is_refused_and_changes_nothing(ch):
    g = Game.from_setup(DUEL, 7, engine())
    legal = g.legal()
    who, _, rest = legal[0].partition(":")
    before, lines = snapshot(g), list(g.record.lines)
    for typed in (f"{who}{ch}:{rest}", f"{who}:{ch}{rest.strip()}", legal[0] + ch,
                  f"{ch}{legal[0]}", "B\n:\u2028END"):
        with pytest.raises(IllegalAction, match="control character"):
            g.act(typed)
        assert g.is_legal(typed) is False
    assert snapshot(g) == before and g.record.lines == lines


@pytest.mark.parametrize("seed", range(2))
def test_the_record_is_the_logs_player_lines_and_reads_back_line_by_line(seed):
    """Typed with odd spacing and case, every accepted line is recorded as the log shows
    it; the record written out and split into lines replays the game."""
    g = Game.from_setup(DUEL, seed, engine())
    rnd = random.Random(seed)
    for _ in range(120):
        if g.pending is None:
            break
        legal = g.legal()
        line = rnd.choice(legal)
        who, _, rest = line.partition(": ")
        g.act(f" {who.lower()} :  {rest.upper()} ")
        mine = [re.sub(r"^\(seen by \S+\) ", "", x) for x in g.new_log]
        assert g.record.lines[-1] in mine, (line, g.new_log)
    text = "\n".join(g.record.lines)
    again = Game.from_record(Record(g.record.setup, g.record.seed, text.splitlines()),
                             engine())
    assert snapshot(again) == snapshot(g)


@pytest.mark.parametrize("mode, seed", [("duel", 0), ("duel", 1), ("duel", 2), ("duel", 3),
                                        ("ffa3", 0), ("2v2", 0)])
def test_the_logs_player_lines_alone_replay_the_game(mode, seed):
    """NOTATION.md: the `PLAYER: LINE` lines of the log, with the setup, replay the game
    (a look's "(seen by P) " mark left off), in a duel, an FFA3 and a 2v2.

    Forced answers are logged too; a replayer skips a logged line that the fresh game
    has already logged by itself at that point (tests/game_checks.py).
    """
    g = played(seed, setup=DUEL if mode == "duel" else short_table(mode))
    assert player_lines(g.log, g.state.order)
    assert mode == "duel" or g.winner is not None      # the whole short game
    problem = log_replay_problem(g, engine())
    assert problem is None, problem



# -- printed references name exactly their object -------------------------------------------

def _states():
    for seed in range(3):
        g = Game.from_setup(DUEL, seed, engine())
        rnd = random.Random(seed)
        for step in range(200):
            if g.pending is None:
                break
            if step % 20 == 0:
                yield g.clone()
            legal = g.legal()
            doing = [l for l in legal if not l.endswith((": end", ": pass"))]
            g.act(rnd.choice(doing) if doing and rnd.random() < 0.7 else rnd.choice(legal))
    for path in SCENARIOS[:15]:
        yield start(load(path))


def test_every_printed_reference_parses_and_names_its_object():
    """NOTATION.md: candidates are listed 'in this notation'; a printed reference, typed
    back, names that object (copies in a hand are interchangeable: the same card is fine)."""
    from riftbound_tui.engine.notation import describe, resolve
    checked = 0
    for g in _states():
        st = g.state
        ids = [i for i, o in st.objs.items() if o.zone not in ("deck", "rune_deck")]
        for oid in ids:
            o = st.objs[oid]
            # `describe` (candidate lists) is read among every object; the engine's own
            # short form (a bare name for a card in hand) in the context of its zone
            same_zone = [i for i in ids if (st.objs[i].zone, st.objs[i].owner) == (o.zone, o.owner)]
            for text, among in ((describe(st, [oid]), ids), (g.engine.ref(st, oid), same_zone)):
                refs = g.parser.refs(text)
                assert len(refs) == 1, f"{text!r} reads as {refs}"
                try:
                    got = resolve(st, refs[0], among)
                except IllegalAction as e:
                    pytest.fail(f"printed {text!r} for {o} but it does not resolve: {e}")
                if o.zone == "hand":
                    g2 = st.objs[got]
                    assert (g2.card, g2.zone, g2.owner) == (o.card, o.zone, o.owner), text
                else:
                    assert got == oid, f"{text!r} names {st.objs[got]}, not {o}"
                checked += 1
    assert checked > 500


def test_an_ability_used_at_a_battlefield_is_listed_there():
    """`legal()` lists every activation `act` accepts: Caitlyn, Patrolling's ability works
    only while she is at a battlefield (the table and the agents read the list)."""
    game = start(load(Path(__file__).parent / "scenarios" / "cond-caitlyn-patrolling-deals-her-might.yaml"))
    listed = [ln for ln in game.legal() if ": activate " in ln]
    assert listed == ["A: activate A:Caitlyn, Patrolling@Back-Alley Bar"]
    assert all(game.is_legal(ln) for ln in listed)
