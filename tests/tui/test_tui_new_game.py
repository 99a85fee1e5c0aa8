"""The new-game screen (issue 28): playable precons by default, the last choices remembered
(ctrl+n and the next start of the table), a refusal shown in place and cleared by the next
change, nothing reset by a bad seed or points value, Tab in reading order, typing on a deck
choice opens it at that name, Start and Load on screen at 80x24. Each of these failed on
8be5659."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Button, Input, Select

from riftbound_tui.tui.launch import build_app
from riftbound_tui.tui.new_game_memory import FILE
from riftbound_tui.tui.screens.new_game import NewGameScreen

from .helpers import SIZE, data_dir, settle

pytestmark = pytest.mark.asyncio

FIELDS_IN_READING_ORDER = [
    "mode", "format", "deck-A", "source-A", "seat-A", "auto-A", "deck-B", "source-B",
    "seat-B", "auto-B", "privacy", "seed", "payment", "victory", "think", "pace", "start",
    "load"]


def value(screen, wid):
    return screen.query_one(f"#{wid}").value


def error(screen) -> str:
    return str(screen.query_one("#newgame-error").render())


async def test_the_first_game_offers_two_different_playable_precons():
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        a, b = value(screen, "deck-A"), value(screen, "deck-B")
        assert a != b
        for key in (a, b):
            deck = screen.decks[key]
            assert deck.format == "precon" and deck.playable, key


async def test_the_last_choices_come_back_after_ctrl_n_and_after_a_restart():
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        zed = next(k for k in screen.decks if "Zed" in k and screen.decks[k].playable)
        screen.query_one("#deck-B").value = zed
        screen.query_one("#seat-B").value = "machine:random"
        screen.query_one("#privacy").value = "open"
        screen.query_one("#victory").value = "5"
        screen.query_one("#payment").value = "manual"
        screen.query_one("#seed").value = "11"
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert app.session is not None and app.session.config.seed == 11
        await pilot.press("ctrl+n")
        await settle(pilot)
        again = app.screen
        assert isinstance(again, NewGameScreen) and again is not screen
        assert value(again, "deck-B") == zed
        assert value(again, "seat-B") == "machine:random" and value(again, "privacy") == "open"
        assert value(again, "victory") == "5" and value(again, "payment") == "manual"
        assert value(again, "seed") == ""           # a remembered seed would deal the same game
    app2, _ = build_app(machine_delay=0)                 # the table started anew
    async with app2.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert value(app2.screen, "deck-B") == zed and value(app2.screen, "victory") == "5"


async def test_a_damaged_or_stale_memory_gives_the_defaults_where_it_is_damaged():
    (Path(data_dir()) / FILE).write_text(json.dumps(
        {"deck-A": "precon:No Such Deck", "victory": "6", "seat-B": 12, "auto-A": "yes",
         "format": "own"}))
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.decks[value(screen, "deck-A")].playable       # the default stands
        assert value(screen, "victory") == "6"                        # the sound value is kept
        assert value(screen, "seat-B") == "person" and value(screen, "auto-A") is True   # the default (on)
    (Path(data_dir()) / FILE).write_text("{not json")
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen) and value(app.screen, "victory") == "8"


async def test_a_refusal_stays_in_place_keeps_every_field_and_goes_with_the_next_change():
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        zed = next(k for k in screen.decks if "Zed" in k and screen.decks[k].playable)
        screen.query_one("#deck-A").value = zed
        for field, bad, says in (("seed", "9" * 30, "seed"), ("victory", "100000", "points"),
                                 ("victory", "0", "points")):
            screen.query_one(f"#{field}").value = bad
            await pilot.press("ctrl+g")
            await settle(pilot)
            assert app.screen is screen and app.session is None
            assert "Cannot start" in error(screen) and says in error(screen)
            assert value(screen, "deck-A") == zed and value(screen, field) == bad
            screen.query_one(f"#{field}").value = ""         # the change clears the refusal
            await settle(pilot)
            assert error(screen) == ""
        screen.query_one("#source-A").value = "CEAAAAAAAAAA"
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert "deck code" in error(screen)
        screen.query_one("#deck-B").value = value(screen, "deck-A")      # any other change
        await settle(pilot)
        assert error(screen) == ""


async def test_tab_walks_the_fields_in_reading_order_and_nothing_else():
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.focused.id == "start"
        seen = []
        for _ in range(len(FIELDS_IN_READING_ORDER)):
            await pilot.press("tab")
            seen.append(app.focused.id)
        assert seen == FIELDS_IN_READING_ORDER[-1:] + FIELDS_IN_READING_ORDER[:-1]


async def test_typing_on_a_deck_choice_opens_it_at_that_name():
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        deck = screen.query_one("#deck-A", Select)
        deck.focus()
        await pilot.press("z", "e")
        await settle(pilot)
        assert deck.expanded
        await pilot.press("enter")
        await settle(pilot)
        assert "Zed" in str(deck.value) and not deck.expanded


async def test_start_and_load_are_on_screen_at_80x24():
    app, _ = build_app(machine_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for wid in ("start", "load"):
            button = app.screen.query_one(f"#{wid}", Button)
            region = button.region
            assert region.height and region.y + region.height <= 23, (wid, region)  # footer
        assert isinstance(app.screen.query_one("#seed"), Input)
