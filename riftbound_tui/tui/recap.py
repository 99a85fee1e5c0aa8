"""What happened since a seat last looked (issue 28: "a turn you can follow").

When the table hands a seat back (after the machine's turn, or after the other people's
at a hot-seat table), the seat first reads what the others did meanwhile: plays, moves,
combats, deaths, points.  It is read from the log as that seat may read it (128: the
other players' hidden cards stay unnamed, engine/view.redact_log), with the bookkeeping
left out (runes paying, triggers going on the chain, priority passed).  Pure Python.
"""

from __future__ import annotations

import re

from ..engine.view import redact_log

# log lines a recap leaves out: the way there, not what happened
_NOISE = re.compile(
    r"^\s*(?:"
    r"[^:\s]+: (?:pass|yes|no|keep|first|second|to .*)$"   # passes, yes/no, a destination
    r"|\S+ (?:exhausts|recycles) .* Rune: "     # payment (164.2)
    r"|.* (?:goes on|is finalized on) the chain"
    r"|resolve "
    r"|focus passes"
    r"|.*rune pools empty"
    r"|heal all units"
    r"|'this turn' effects expire"
    r"|.*: its condition is not met"
    r"|\S+ ends the turn: ending step"
    r"|\S+ channels "
    r"|all players pass: "
    r")")
_DECISION = re.compile(r"^([^\s:]+): (\S+)")
# decisions that alone make no recap: passing, keeping or mulliganing a hand, who goes
# first, a yes or no (what they lead to is shown when a recap is)
_QUIET = {"pass", "keep", "mulligan", "first", "second", "yes", "no", "to"}
_TURN = re.compile(r"^(\S+)'s turn \d+")
MAX_LINES = 60


def others_acted(lines: list[str], seat: str) -> bool:
    """Another seat did something in these log lines (more than a _QUIET decision)."""
    for line in lines:
        m = _DECISION.match(line)
        if m and m.group(1) != seat and m.group(2) not in _QUIET:
            return True
    return False


def recap_lines(lines: list[str], seat: str) -> list[str]:
    """The recap of these log lines for `seat`: [] when no other seat did anything of
    note (what the seat itself did, it saw).  Turn starts stay, as headings."""
    if not others_acted(lines, seat):
        return []
    out = [ln.strip() if _TURN.match(ln.strip()) else ln
           for ln in redact_log(lines, seat) if not _NOISE.match(ln)]
    if len(out) > MAX_LINES:
        out = [f"… {len(out) - MAX_LINES} earlier lines (the log has them)"] + out[-MAX_LINES:]
    return out


def step_lines(lines: list[str]) -> list[str]:
    """One held machine action's lines (tui/pace.py), already redacted: the bookkeeping
    left out as in a recap, but every decision kept, a pass too (it is the action)."""
    return [ln for ln in lines if _DECISION.match(ln) or not _NOISE.match(ln)]


def recap_title(log: list[str], start: int, seat: str) -> str:
    """'A: since you last looked (B's turn 4 to A's turn 5)': the turn the seat last
    looked in, to the turn now."""
    turns = [m.group(0) for ln in log if (m := _TURN.match(ln.strip()))]
    before = [m.group(0) for ln in log[:start] if (m := _TURN.match(ln.strip()))]
    first = before[-1] if before else (turns[0] if turns else "")
    last = turns[-1] if turns else ""
    where = "" if not first else f" ({first})" if first == last else f" ({first} to {last})"
    return f"{seat}: since you last looked{where}"
