"""Driving the real app with key presses: walk the cursor to a card, open its actions."""

from __future__ import annotations

import os

from riftbound_tui.decks.fixed import duel_setup
from riftbound_tui.tui.app import RiftboundApp
from riftbound_tui.tui.screens.curtain import CurtainScreen
from riftbound_tui.tui.screens.game import GameScreen
from riftbound_tui.tui.screentext import screen_text
from riftbound_tui.tui.session import CURTAIN, Seat, Session, TableConfig
from riftbound_tui.tui.widgets.zone import ZoneStrip

SIZE = (120, 40)


def data_dir() -> str:
    """The test's data dir (conftest.py points RIFTBOUND_DATA_DIR at its tmp_path)."""
    return os.environ["RIFTBOUND_DATA_DIR"]


def hotseat(seed: int = 1, victory: int = 2, privacy: str = CURTAIN, seats=None) -> Session:
    seats = seats or {"A": Seat(), "B": Seat()}
    return Session(TableConfig(duel_setup(victory_score=victory), seed, seats, privacy))


def make_app(session: Session, **kw) -> RiftboundApp:
    kw.setdefault("machine_delay", 0)
    return RiftboundApp(session=session, **kw)


def text(app) -> str:
    return screen_text(app)


def plain_answer(game, seat: str = "A") -> str:
    """A seat's plain answers against the machine: keep the hand, go first, end the turn,
    else pass (else the first legal line)."""
    legal = game.legal()
    for verb in ("keep", "first", "end", "pass"):
        if f"{seat}: {verb}" in legal:
            return f"{seat}: {verb}"
    return legal[0]


def quick(rnd, legal: list[str]) -> str:
    """A quick player: units to battlefields first, then cards played, then end or pass
    (conquests score fast, so a game ends in few decisions)."""
    moves = [ln for ln in legal if ": move " in ln and " to base" not in ln]
    plays = [ln for ln in legal if ": play " in ln]
    ends = [ln for ln in legal if ln.endswith((": end", ": pass"))]
    return rnd.choice(moves or plays or ends or legal)


async def answer(pilot, line: str) -> None:
    """Type a line in the command bar and press Enter, as a person does."""
    bar = pilot.app.screen.query_one("#command")
    bar.value = line
    bar.focus()
    await pilot.press("enter")
    await settle(pilot)


async def settle(pilot, n: int = 2) -> None:
    for _ in range(n):
        await pilot.pause()


def strip_of(app, key) -> ZoneStrip | None:
    screen = app.screen
    if not isinstance(screen, GameScreen):
        return None
    for row in screen.grid():
        for s in row:
            if key in [c.oid for c in s.chips] or (not s.chips and s.place_key == key):
                return s
    return None


async def goto(pilot, key, limit: int = 40) -> None:
    """Move the cursor onto `key` with arrow keys only."""
    app = pilot.app
    for _ in range(limit):
        screen = app.screen
        target = strip_of(app, key)
        assert target is not None, f"no strip shows {key}"
        cur = screen.focused
        if cur is target:
            keys = [c.oid for c in target.chips]
            if not keys or keys[target.cursor] == key:
                return
            await pilot.press("right" if keys.index(key) > target.cursor else "left")
            continue
        grid = screen.grid()
        pos = {s: (r, k) for r, row in enumerate(grid) for k, s in enumerate(row)}
        if cur not in pos:
            screen.focus_default()
            await pilot.pause()
            continue
        (r0, k0), (r1, k1) = pos[cur], pos[target]
        if r0 != r1:
            await pilot.press("down" if r1 > r0 else "up")
        else:
            # run off the end of the strip towards the target strip
            n = len(cur.chips)
            if k1 > k0:
                for _ in range(max(1, n - cur.cursor)):
                    await pilot.press("right")
            else:
                for _ in range(max(1, cur.cursor + 1)):
                    await pilot.press("left")
    raise AssertionError(f"could not reach {key}")


async def enter_on(pilot, key) -> None:
    await goto(pilot, key)
    await pilot.press("enter")
    await settle(pilot)


def on_curtain(app) -> bool:
    return isinstance(app.screen, CurtainScreen)


def unplayable_legend(monkeypatch) -> str:
    """A legend the engine does not play (a deck with it is refused with its name and the
    database's reason).  Every legend of the card data is implemented now, so one is marked
    not implemented for this test only, in the app's shared card database."""
    import dataclasses

    from riftbound_tui.tui.session import shared_engine
    db = shared_engine().db
    card = min((c for c in db.all() if c.type == "legend"), key=lambda c: c.name)
    monkeypatch.setitem(db._by_name, card.name, dataclasses.replace(
        card, implemented=False, not_implemented_reason="marked so by this test"))
    return card.name


# -- whole games with several seats (issue 27) ---------------------------------------------

def hands(game) -> dict[str, set[str]]:
    """Every player's hand, by card name (the oracle: the full state)."""
    st = game.state
    return {p: {st.objs[i].card for i in st.players[p].zones["hand"]} for p in st.order}


async def play_to_winner(pilot, rnd, limit: int, at_curtain=None, at_board=None) -> None:
    """The people answer with the quick player until a winner: past each recap, at
    each curtain `at_curtain(screen)` and then Enter, at the board `at_board()` before
    the answer; a machine's decision is waited for."""
    from riftbound_tui.tui.screens.recap import RecapScreen
    app = pilot.app
    for _ in range(limit):
        game = app.session.game
        if game.winner is not None:
            return
        screen = app.screen
        if isinstance(screen, RecapScreen):
            await pilot.press("enter")
        elif isinstance(screen, CurtainScreen):
            if at_curtain is not None:
                at_curtain(screen)
            await pilot.press("enter")
        elif app.session.can_answer():
            text(app)             # the board the person answers at, composed in full
            if at_board is not None:
                at_board()
            await answer(pilot, quick(rnd, game.legal()))
            continue
        await settle(pilot)


class HandOvers:
    """Watches a hot-seat table: every board drawn (for whose view) and every curtain
    (for whose seat).  `at_curtain` checks that a curtain names the seat to act and shows
    no card of any hand; `check()` that between the boards of two people there was
    always the next person's curtain (128.4: the seat's hand is for its player only)."""

    def __init__(self, app) -> None:
        self.app = app
        self.events: list[tuple[str, str | None]] = []   # ("draw", viewer), ("curtain", seat)
        self.curtains: list[str] = []
        real = app._draw
        app._draw = lambda: (self.events.append(("draw", app.session.viewer())), real())

    def at_curtain(self, screen) -> None:
        game = self.app.session.game
        who = game.pending.player
        shown = text(self.app)
        assert screen.player == who and f"{who} to act." in shown
        chain = {it.card for it in game.state.chain}
        secret = set().union(*hands(game).values()) - chain
        assert not [n for n in secret if n in shown], who
        self.curtains.append(who)
        self.events.append(("curtain", who))

    def check(self) -> set[str]:
        """The viewers whose boards were drawn (after checking every hand-over)."""
        viewer, curtain = None, None
        for kind, who in self.events:
            if kind == "curtain":
                curtain = who
            elif who != viewer:
                assert viewer is None or curtain == who, (viewer, who)
                viewer, curtain = who, None
        return {who for kind, who in self.events if kind == "draw"}


async def board_as_seated(pilot, seat: str) -> str:
    """What `seat` reads once it takes the table: past the curtain and the recap of what
    happened since, the board as it opens and then scrolled to its top (at 80x24 the
    board scrolls: it opens on the hand, the opponents above)."""
    from riftbound_tui.tui.screens.recap import RecapScreen
    app = pilot.app
    await settle(pilot, 3)
    for _ in range(2):                  # the curtain, then what happened since
        if isinstance(app.screen, (CurtainScreen, RecapScreen)):
            await pilot.press("enter")
            await settle(pilot, 3)
    assert isinstance(app.screen, GameScreen) and app.session.viewer() == seat
    shown = text(app)
    app.screen.query_one("#board").scroll_home(animate=False)
    await settle(pilot)
    return shown + "\n" + text(app)
