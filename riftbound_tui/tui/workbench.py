"""The rules tester's workbench: a scenario stepped one script line at a time, and its
`expect:` checked when the script has run.  Pure Python (no Textual): the table and
the text mode (`riftbound play --text --scenario FILE`, then `step`) share it."""

from __future__ import annotations

from dataclasses import field

from riftbound_tui.lazy_dataclass import lazy_dataclass

from ..engine.errors import IllegalAction


@lazy_dataclass
class Workbench:
    """A scenario's script and expectations, and how far the script has run."""
    name: str
    script: list[str]
    expect: list = field(default_factory=list)
    done: int = 0             # script lines played (text mode counts here)

    @property
    def n(self) -> int:
        return len(self.script)

    def step_words(self, done: int) -> str:
        return f"step {min(done, self.n)} of {self.n}"

    def check(self, game) -> list[str]:
        """Each failed expectation in words; [] means PASS (SCENARIO.md's checks)."""
        from ..scenario import ScenarioFailure, _short, check
        out = []
        for k, exp in enumerate(self.expect or [], 1):
            try:
                msg = check(game, exp)
            except ScenarioFailure as e:
                msg = f"malformed expectation: {e}"
            except (KeyError, TypeError, ValueError, AttributeError) as e:
                msg = f"malformed expectation: {type(e).__name__}: {e}"
            if msg:
                out.append(f"expect #{k} {_short(exp)}: {msg}")
        return out

    def verdict(self, game) -> str:
        fails = self.check(game)
        if not self.expect:
            return "the script has run (this scenario has no expect:)"
        if not fails:
            return f"PASS: all {len(self.expect)} expectations hold"
        return "FAIL:\n" + "\n".join(f"  {f}" for f in fails)


def play_script_line(game, line: str) -> str | None:
    """Play one script line as the scenario runner does (a forced answer the engine
    already took is accepted); None, or why it was rejected."""
    from ..scenario import _forced_line_already_taken
    try:
        game.act(line)
    except IllegalAction as e:
        if game.winner is None and _forced_line_already_taken(game, line) is not None:
            return None
        return f"'{line}' was rejected: {e}"
    return None
