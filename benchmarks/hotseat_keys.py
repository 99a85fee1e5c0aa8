"""Keys and curtains per turn in seeded hot-seat games played by keys (issue 28).

    python benchmarks/hotseat_keys.py [--seeds 1,2,3] [--turns 8] [--auto on|off|default]

Two people share the table behind the curtain (Jinx's precon against Lux's, both
holding cards to answer with).  Each game is played through the real app by key presses
(Textual's Pilot, headless): on its own turn a seat plays the first card it may, then
moves a unit out, then ends the turn; on the other seat's turn it answers a chain with
a card when it has one, else passes.  A curtain asks Enter, or p (pass without looking)
when the seat means to pass.  Printed per game and overall: keys per turn (cursor keys
included) and curtains per turn, for the first N turns.

`--auto` sets every seat's "stop only when I can respond": `default` leaves the seat
as a new table makes it (the figure a new pair of players meets).

Measured (seeds 1-3, 6 turns, session 17): before issue 28's hot-seat work 14.5 keys
and 3.72 curtains per turn; after it 11.6 keys (1.17 of them closing a recap) and 1.56
curtains per turn.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from riftbound_tui.decks.fixed import duel_setup  # noqa: E402
from riftbound_tui.tui.app import RiftboundApp  # noqa: E402
from riftbound_tui.tui.deckchoice import resolve_deck  # noqa: E402
from riftbound_tui.tui.screens.curtain import CurtainScreen  # noqa: E402
from riftbound_tui.tui.screens.game import GameScreen  # noqa: E402
from riftbound_tui.tui.screens.menus import ActionMenu, ConfirmScreen  # noqa: E402
from riftbound_tui.tui.session import CURTAIN, Seat, Session, TableConfig, shared_engine  # noqa: E402,E501
from riftbound_tui.tui.widgets.zone import ZoneStrip  # noqa: E402

SIZE = (120, 40)


class KeyDriver:
    """Plays any number of person seats by keys; counts keys and curtains."""

    def __init__(self, pilot):
        self.pilot = pilot
        self.app = pilot.app
        self.keys = 0
        self.curtains = 0
        self.recaps = 0              # 'since you last looked' screens (issue 28), one key each
        self._curtain = None

    async def press(self, *keys: str) -> None:
        for k in keys:
            self.keys += 1
            await self.pilot.press(k)
        for _ in range(2):
            await self.pilot.pause()

    async def goto(self, key) -> None:
        app = self.app
        for _ in range(60):
            screen = app.screen
            target = next((s for row in screen.grid() for s in row
                           if key in [c.oid for c in s.chips]), None)
            cur = screen.focused
            if target is None:
                return
            if cur is target:
                keys = [c.oid for c in target.chips]
                if keys[target.cursor] == key:
                    return
                await self.press("right" if keys.index(key) > target.cursor else "left")
            elif not isinstance(cur, ZoneStrip):
                screen.focus_default()
                await self.pilot.pause()
            elif target.region.y != cur.region.y:
                await self.press("down" if target.region.y > cur.region.y else "up")
            else:
                await self.press("right" if target.region.x > cur.region.x else "left")

    def _means_to_pass(self, who: str) -> bool:
        """What the seat behind the curtain will do, read from the rules' legal lines:
        pass unless it has a card to play."""
        game = self.app.session.game
        legal = game.legal()
        plays = [ln for ln in legal if ": play " in ln]
        own_turn = game.state.turn_player == who and not game.state.chain
        return not plays and not own_turn

    async def step(self) -> bool:
        app, s = self.app, self.app.session
        game = s.game
        if game.winner:
            return False
        screen = app.screen
        pend = game.pending
        if isinstance(screen, CurtainScreen):
            if screen is not self._curtain:
                self._curtain = screen
                self.curtains += 1
            if screen.can_pass and self._means_to_pass(screen.player):
                await self.press("p")
            else:
                await self.press("enter")
            return True
        if isinstance(screen, ConfirmScreen):
            await self.press("e")
            return True
        if isinstance(screen, ActionMenu):
            await self.press("1")
            return True
        if not isinstance(screen, GameScreen) or pend is None:
            self.recaps += type(screen).__name__ == "RecapScreen"
            await self.press("escape")
            return True
        picker = app.picker
        if picker is None:                     # nothing to answer here (a machine?)
            await self.pilot.pause()
            return True
        if pend.kind == "mulligan":
            await self.press("c")
        elif picker.mode == "actions":
            await self._act(pend.player)
        elif picker.mode == "choose":
            f = screen.focused
            one = all(len(i.oids) <= 1 for i in app.idx.infos)     # one target: Enter on it
            ok = one and isinstance(f, ZoneStrip) and f.current_key() in picker.selectable()
            await self.press("enter" if ok else "1")
        else:
            await self.press("1")
        return True

    async def _act(self, who: str) -> None:
        app = self.app
        st = app.session.game.state
        infos = app.idx.infos
        verbs = {i.verb for i in infos}
        own = st.turn_player == who and not st.chain and app.session.game.pending.kind == "priority"
        plays = [i for i in infos if i.verb == "play"]
        moves = [i for i in infos if i.verb == "move" and i.place
                 and i.place.lower() != "base" and len(i.oids) == 1]
        if plays and (own or st.chain):
            await self._pick(plays[0])
        elif own and moves:
            await self._pick(moves[0], moves[0].oids[0])
        elif "pass" in verbs:
            await self.press("space")
        else:
            await self.press("e")

    async def _pick(self, info, key=None) -> None:
        app = self.app
        if key is None:
            key = next(k for k, v in app.idx.by_key.items() if info in v)
        await self.goto(key)
        await self.press("enter")
        if isinstance(app.screen, ActionMenu):
            n = [ln for _, ln in app.screen.lines].index(info.line)
            await self.press(str(n + 1))


def table(seed: int, auto: str) -> Session:
    db = shared_engine().db
    setup = duel_setup(resolve_deck("jinx", db, "precon"), resolve_deck("lux", db, "precon"))
    seats = {p: Seat() for p in ("A", "B")}
    if auto != "default":
        for seat in seats.values():
            seat.auto_pass = auto == "on"
    return Session(TableConfig(setup, seed, seats, CURTAIN))


async def one_game(seed: int, turns: int, auto: str) -> tuple[int, int, int, int]:
    app = RiftboundApp(session=table(seed, auto), machine_delay=0, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.pause()
        driver = KeyDriver(pilot)
        for _ in range(4000):
            st = app.session.game.state
            if st.turn_number > turns or not await driver.step():
                break
        played = min(app.session.game.state.turn_number, turns)
        return driver.keys, driver.curtains, played, driver.recaps


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--turns", type=int, default=8)
    ap.add_argument("--auto", choices=("on", "off", "default"), default="default")
    args = ap.parse_args()
    # saves, autosave and settings go to a scratch folder, never the user's
    os.environ["RIFTBOUND_DATA_DIR"] = tempfile.mkdtemp(prefix="hotseat-keys-")
    Path(os.environ["RIFTBOUND_DATA_DIR"], "settings.json").write_text(
        '{"first_game_hint": false}')
    total = [0, 0, 0, 0]
    for seed in (int(x) for x in args.seeds.split(",")):
        game = asyncio.run(one_game(seed, args.turns, args.auto))
        total = [t + g for t, g in zip(total, game)]
        keys, curtains, turns, recaps = game
        print(f"seed {seed}: {turns} turns, {keys / turns:.1f} keys/turn, "
              f"{curtains / turns:.2f} curtains/turn, {recaps / turns:.2f} recaps/turn")
    keys, curtains, turns, recaps = total
    print(f"all: {turns} turns, {keys / turns:.1f} keys/turn, {curtains / turns:.2f} "
          f"curtains/turn, {recaps / turns:.2f} recaps/turn (auto pass: {args.auto})")


if __name__ == "__main__":
    main()
