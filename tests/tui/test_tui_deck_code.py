"""Pilot test: the new-game screen takes a pasted deck code (with the line break a chat
window puts in it), shows the deck's legend, champion, card count and the formats it is
legal in before the game starts, and the game starts in the format chosen there."""

from __future__ import annotations

import contextlib
import re

import pytest
from textual import events

from riftbound_tui.decks import deck_from_code
from riftbound_tui.decks.checks import unplayable_cards
from riftbound_tui.tui.launch import build_app
from riftbound_tui.tui.screens.new_game import NewGameScreen

from .helpers import SIZE, data_dir, settle, text

pytestmark = pytest.mark.asyncio

# The Jinx · Origins box as Piltover Archive writes it (reference deck-codes.md, 6 C); its
# Fight or Flight, Scrapheap and Reaver's Row are on the Duel ban list (103.2.e).
JINX = ("CMAAAAAAAAAACAQAAAD2MAIAAAAQQAAAAIBQME5IAGUQDNQBXEAQCBQAAAAQQGFFAGZADNABAEEAAAALDYSMGAP3"
        "AGOQFIICVIBAAAAAAEAAAHQ")


@contextlib.asynccontextmanager
async def new_game():
    """The real app at its new-game screen: (app, pilot, screen)."""
    data_dir()
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        yield app, pilot, app.screen


@pytest.mark.rules("103.2.e")
async def test_a_pasted_code_shows_its_deck_and_formats_before_the_game():
    async with new_game() as (app, pilot, screen):
        field = screen.query_one("#source-A")
        field.focus()
        field.post_message(events.Paste(JINX[:50] + "\r\n" + JINX[50:90] + "\n" + JINX[90:]))
        await settle(pilot)
        assert field.value == JINX
        note = str(screen.query_one("#deck-note-A").render())
        assert note.splitlines()[:2] == [
            "Legend: Jinx, Loose Cannon · Champion: Jinx, Demolitionist · 40 main cards, "
            "12 runes, 3 battlefields",
            "Legal in: open, precon"]
        # a Duel refuses it, and says which format would accept it
        screen.query_one("#format").value = "duel"
        await settle(pilot)
        note = str(screen.query_one("#deck-note-A").render())
        assert "Cannot be played in duel: the duel format refuses it: 103.2.e: Fight or " \
               "Flight is banned in Duel" in note
        assert "'open' (--format open) or 'precon' (--format precon) would accept it" in note
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.session is None
        # in the open format the same code starts a game with Jinx's legend
        screen.query_one("#format").value = "open"
        screen.query_one("#seat-B").value = "machine:random"
        screen.query_one("#seed").value = "3"
        await settle(pilot)
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.session is not None
        st = app.session.game.state
        assert [st.objs[i].card for i in st.players["A"].zones["legend"]] == \
            ["Jinx, Loose Cannon"]


def unplayable_code():
    """A published deck code with cards we do not have: five Radiance cards, missing for as
    long as that set is not in our database (every shipped precon plays now)."""
    from tests.test_decks_pasted import RADIANCE_VEX, published
    return published(RADIANCE_VEX)


MISSING_LINE = re.compile(r"^\s+\d+ x ")     # "    3 x Astral Heron (VEN-044): ..."


async def test_a_pasted_deck_with_missing_cards_lists_every_one_in_a_scrolling_note():
    code = unplayable_code()
    async with new_game() as (app, pilot, screen):
        screen.query_one("#source-B").value = code
        await settle(pilot)
        note = screen.query_one("#deck-note-B")
        lines = str(note.render()).splitlines()
        deck = deck_from_code(code)
        missing = unplayable_cards(deck)        # shrinks as cards are implemented
        listed = [x for x in lines if MISSING_LINE.search(x)]
        copies = sum(int(x.split(" x ")[0]) for x in listed)
        assert (f"Cannot be played in duel: {len(missing)} cards this app cannot play yet "
                f"({copies} copies):") in lines
        assert len(listed) == len(missing)
        box = note.parent
        assert box.max_scroll_y > 0           # more lines than the box shows: it scrolls
        await pilot.press("ctrl+g")
        await settle(pilot)
        err = str(screen.query_one("#newgame-error").render())
        assert err.startswith("Cannot start: player B: deck code cannot be played yet: ")
        assert listed[0].split(" x ", 1)[1].strip() in err and app.session is None


def vi_precon_code() -> tuple[str, object]:
    """The Vi · Unleashed champion deck (a shipped precon of the newest sets, cards of
    Unleashed and Origins), encoded as Piltover Archive writes a deck code by the
    project's own encoder; and the deck list it came from."""
    from riftbound_tui.decks import deck_to_code, load_precons
    deck = next(d for d in load_precons() if d.legend == "Vi, Piltover Enforcer")
    return deck_to_code(deck), deck


@pytest.mark.slow
@pytest.mark.rules("103", "103.1.a")
async def test_a_pasted_vi_precon_code_plays_to_a_winner_against_the_machine():
    code, deck = vi_precon_code()
    assert deck_from_code(code).main == deck.main         # the code is the deck
    async with new_game() as (app, pilot, screen):
        field = screen.query_one("#source-A")
        field.focus()
        field.post_message(events.Paste(code[:60] + "\r\n" + code[60:]))
        await settle(pilot)
        assert field.value == code
        note = str(screen.query_one("#deck-note-A").render()).splitlines()
        assert note[0].startswith("Legend: Vi, Piltover Enforcer · Champion: Vi, "
                                  "Destructive · 40 main cards")
        screen.query_one("#seat-A").value = "machine:random"
        screen.query_one("#seat-B").value = "machine:random"    # the machine's own deck
        # seed 89: of seeds 0-119 replayed on the engine alone, the shortest game (40
        # decisions; seed 5 took 120)
        screen.query_one("#seed").value = "89"
        await settle(pilot)
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.session is not None, str(screen.query_one("#newgame-error").render())
        game = app.session.game
        st = game.state
        assert [st.objs[i].card for i in st.players["A"].zones["legend"]] == \
            ["Vi, Piltover Enforcer"]
        names = {nm for nm, _ in deck.main} | {nm for nm, _ in deck.runes} | \
            set(deck.battlefields) | {deck.legend, deck.champion}
        assert {o.card for o in st.objs.values() if o.owner == "A" and not o.token} <= names
        for _ in range(20000):             # the machines play on through the app
            if game.winner:
                break
            await pilot.pause()
            game = app.session.game
        assert game.winner in ("A", "B")
        assert max(p.points for p in game.state.players.values()) >= 8      # 8 to win
        await settle(pilot)
        assert f"{game.winner} wins the game" in text(app)
