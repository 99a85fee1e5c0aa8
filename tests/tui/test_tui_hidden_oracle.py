"""The hidden-information oracle on the real screen: a person against a machine, the
screen drawn for the person's seat at several decisions of a seeded game, held against
the machine's hidden cards (128).  (tests/test_hidden_information.py checks every other
text; this is the Pilot snapshot of the same rule.)"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from riftbound_tui.tui.session import MACHINE, Seat

from .helpers import SIZE, data_dir, hotseat, make_app, settle, text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_hidden_information import Knowledge, leaked, secret_names  # noqa: E402

pytestmark = pytest.mark.asyncio


@pytest.mark.parametrize("seed", [3])
async def test_the_persons_screen_shows_nothing_of_the_machines_hidden_cards(seed):
    data_dir()
    session = hotseat(seed=seed, victory=8, seats={"A": Seat(), "B": Seat(MACHINE)})
    game = session.game
    know = Knowledge()
    rnd = random.Random(seed)
    app = make_app(session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        checked = 0
        for step in range(200):
            game = app.session.game
            if game.winner is not None or checked >= 3:
                break
            if game.pending.player != "A":          # the machine answers on its own
                await settle(pilot, 3)
                continue
            know.learn(game.state, "A")
            if step % 4 == 3:
                screen = text(app)
                bad = leaked(screen, secret_names(game, "A", know), know.names)
                assert not bad, f"the screen shows {sorted(bad)} of B's hidden cards:\n{screen}"
                checked += 1
            app.submit(rnd.choice(game.legal()))
            await pilot.pause()
        assert checked >= 3
