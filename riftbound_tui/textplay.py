"""`riftbound play --text`: a plain line-mode table in the action notation.

The board is printed as text, the pending decision and its legal answers are
listed with numbers; type a number or any notation line.  Rules testers keep it
as a quick way to try a position (`--scenario FILE`).
"""

from __future__ import annotations

import sys

from .ai.random_agent import RandomAgent
from .decks.fixed import duel_setup
from .engine import layers, limited
from .engine.errors import IllegalAction, SetupError
from .engine.game import Engine, Game
from .engine.view import prompt_for, redact_log

BANNER = ("riftbound-tui — an unofficial Riftbound table. Riftbound is a trademark of Riot "
          "Games; this project is not approved or endorsed by Riot Games.")


def board_text(game: Game, viewer: str | None = None) -> str:
    """The board as `viewer` may see it (their view, 128); None: everything."""
    st = game.state if viewer is None else game.view(viewer)
    db = game.engine.db
    if st.phase == "setup" or not st.turn_player:   # no turn yet (issue 28: "Turn 1 ·  ·")
        head = "Setup: first player and mulligans"
    else:
        head = f"Turn {st.turn_number} · {st.turn_player}'s turn · {st.phase}"
    lines = [head + (f" · showdown at {st.bfs[st.showdown.bf].name}" if st.showdown else "")
             + (" · combat" if st.combat else "")]

    def unit(oid: int) -> str:
        """A permanent in brackets (a name may hold a comma); might for a unit only: a
        gear has none (issue 28: gear read 'might 0')."""
        o = st.objs[oid]
        bits = [o.card]
        if db.get(o.card).type == "unit":
            bits.append(str(layers.might(db, st, oid)))
        if o.damage:
            bits.append(f"dmg {o.damage}")
        if o.exhausted:
            bits.append("exh")
        if o.designation:
            bits.append(o.designation)
        return "[" + " ".join(bits) + "]"

    def cards(names: list[str]) -> str:
        """Card names in brackets, never joined by commas: names hold commas (Leona,
        Determined)."""
        return " ".join(f"[{n}]" for n in names) or "-"

    for p in st.order:
        pl = st.players[p]
        runes = pl.zones["runes"]
        ready = sum(1 for r in runes if not st.objs[r].exhausted)
        hand = (cards([st.objs[i].card for i in pl.zones["hand"]]) if viewer in (None, p)
                else f"{len(pl.zones['hand'])} cards")
        facedown = len(pl.zones["facedown"])
        spells = f"({pl.spell_energy} for spells) " if pl.spell_energy else ""
        if getattr(pl, "kept", ()):         # 429: kept apart, spent only on some costs
            spells += "".join(f"+{k} " for k in limited.describe(pl))
        xp = f" · {pl.xp} XP" if pl.xp else ""        # public (729.2); most games have none
        lines.append(f"{p}: {pl.points} pts{xp} · runes {ready}/{len(runes)} ready · pool "
                     f"{pl.energy}E {spells}{dict(pl.power) or ''} · "
                     f"deck {len(pl.zones['deck'])} · "
                     f"trash {len(pl.zones['trash'])}"
                     + (f" · facedown {facedown}" if facedown else ""))
        lines.append(f"   legend: {cards([st.objs[i].card for i in pl.zones['legend']])}"
                     f" · champion: {cards([st.objs[i].card for i in pl.zones['champion']])}")
        lines.append(f"   base: {' '.join(unit(i) for i in pl.zones['base']) or '-'}")
        lines.append(f"   hand: {hand}")
    for b in st.bfs:
        flags = []
        if b.contested_by:
            flags.append(f"contested by {b.contested_by}")
        lines.append(f"{b.name} (controller {b.controller or 'none'}"
                     f"{', ' + ', '.join(flags) if flags else ''}): "
                     + (" ".join(f"{st.objs[u].controller}:{unit(u)}" for u in b.units) or "-"))
    if st.chain:
        # each item's controller, targets and effect, as the table's Chain panel says them
        from .tui.model import chain_entry
        lines.append("Chain (top first):")
        lines += [f"  {n}. {chain_entry(db, st, it).words()}"
                  for n, it in enumerate(reversed(st.chain), 1)]
    return "\n".join(lines)


HELP = """\
Commands (the board and the legal answers are printed before each prompt):
  N               answer with legal line number N
  LINE            any notation line, e.g. 'play Hextech Ray' ('A: ' may be left out)
  step            a scenario: play its next script line ('step k of n'); after the
                  last one, its expect: is checked: PASS, or each failure
  help            this help
  quit            leave (also: exit, or end of input)"""


def _scenario_bench(path: str | None):
    """The scenario's script and expect:, for `step` (None without a scenario)."""
    if not path:
        return None
    from .scenario import load
    from .tui.workbench import Workbench
    sc = load(path)
    script = [str(x) for x in sc.get("script", []) or []]
    expect = sc.get("expect") or []
    return Workbench(str(sc.get("name", path)), script,
                     list(expect) if isinstance(expect, list) else [expect])


def _step(game: Game, bench, out) -> None:
    from .tui.workbench import play_script_line
    if bench is None:
        print("step works in a scenario (play --text --scenario FILE)", file=out)
        return
    if bench.done >= bench.n:
        print(f"the script has run ({bench.step_words(bench.n)}): {bench.verdict(game)}",
              file=out)
        return
    line = bench.script[bench.done]
    why = play_script_line(game, line)
    if why:
        print(f"{bench.step_words(bench.done + 1)}: {why}", file=out)
        return
    bench.done += 1
    print(f"{bench.step_words(bench.done)}: {line}", file=out)
    if bench.done == bench.n:
        print(f"scenario {bench.name}: {bench.verdict(game)}", file=out)


def _reader(persons: list[str], deciding: str | None) -> str | None:
    """Whose view the screen shows now (128): the one person at the table; at a shared
    table the person deciding; nobody's in particular when only machines play."""
    if len(persons) == 1:
        return persons[0]
    if not persons:
        return None
    return deciding if deciding in persons else None


def main(seed: int | None = None, scenario: str | None = None, ai: str = "none",
         stdin=None, stdout=None, setup: dict | None = None) -> int:
    stdin = stdin or sys.stdin
    out = stdout or sys.stdout
    print(BANNER, file=out)
    from .scenario import ScenarioFailure, load, start
    try:
        if scenario:
            game = start(load(scenario))
        else:
            game = Game.from_setup(setup or duel_setup(), seed or 0, Engine())
    except (SetupError, OSError, ScenarioFailure, IllegalAction) as e:
        print(f"cannot start{' ' + scenario if scenario else ''}: {e}", file=out)
        return 2
    agents = {p: RandomAgent(seed or 0) for p in game.state.order
              if ai == "both" or ai == p}
    bench = _scenario_bench(scenario)
    if bench is not None:
        print(f"scenario {bench.name}: {bench.n} script lines; 'step' plays the next "
              f"one, 'help' lists the commands", file=out)
    persons = [p for p in game.state.order if p not in agents]
    shown = 0
    while game.winner is None:
        dec = game.pending
        viewer = _reader(persons, dec.player)
        for line in redact_log(game.log[shown:], viewer):
            print(line, file=out)
        shown = len(game.log)
        legal = game.legal()
        if dec.player in agents:
            game.act(agents[dec.player].decide(legal))
            continue
        print("\n" + board_text(game, viewer), file=out)
        print(f"\n{prompt_for(game.state, viewer)}", file=out)
        for n, line in enumerate(legal, 1):
            print(f"  {n:>3}. {line}", file=out)
        print("> ", end="", file=out, flush=True)
        raw = stdin.readline()
        if not raw:
            return 0
        raw = raw.strip()
        if raw in ("quit", "exit"):
            return 0
        if raw in ("help", "?"):
            print(HELP, file=out)
            continue
        if raw == "step":
            _step(game, bench, out)
            continue
        if raw.isdigit() and 1 <= int(raw) <= len(legal):
            raw = legal[int(raw) - 1]
        elif raw and ":" not in raw.split(" ")[0]:
            raw = f"{dec.player}: {raw}"
        try:
            game.act(raw)
        except IllegalAction as e:
            print(f"illegal: {e}", file=out)
    for line in redact_log(game.log[shown:], _reader(persons, None)):
        print(line, file=out)
    print(f"\n{game.winner} wins.", file=out)
    return 0
