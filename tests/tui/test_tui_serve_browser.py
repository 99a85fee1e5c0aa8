"""`riftbound serve` in a real headless Chromium (issue 28): the page shows the new-game
screen, keys typed into the page start a hot-seat game, decisions are made, the board's
text is what the terminal table shows, and the curtain hides a seat's hand in the browser
too."""

from __future__ import annotations

import re

import pytest

from .browser import Page, need_browser, served_table

pytestmark = pytest.mark.slow


def hand_names(screen: str) -> list[str]:
    """The card names on the seat's own hand line: `hand [◇ Name (cost)] ...`."""
    line = next(row for row in screen.splitlines() if "hand [" in row)
    return [re.sub(r"\s*\(.*$", "", chip).lstrip("◇✗ ").strip()
            for chip in re.findall(r"\[([^\]]+)\]", line.split("hand", 1)[1])]


def test_a_browser_plays_the_first_decisions_of_a_hot_seat_game(tmp_path):
    webdriver = need_browser()
    with served_table(tmp_path / "serve.log", "--seed", "7") as url:
        page = Page(webdriver, url)
        try:
            page.wait_for("new game")
            page.press("ctrl+g")
            page.wait_for("Pass the seat to A")
            page.press("enter")
            page.wait_for("Go first or second?")
            page.press("1")
            screen = page.wait_for("or keep (117)")
            assert "A goes first (115" in screen
            a_hand = hand_names(screen)
            assert len(a_hand) == 4, screen
            page.press("1")                    # A keeps
            curtain = page.wait_for("Pass the seat to B")
            # the curtain in the browser shows nothing of A's hand (hot-seat privacy)
            assert not [n for n in a_hand if n in curtain], curtain
            page.press("enter")
            page.wait_for("or keep (117)")
            page.press("1")                    # B keeps
            page.wait_for("Pass the seat to A")
            page.press("enter")
            page.wait_for("A (turn)")
            board = page.wait_for("A channels 2 rune(s) (430)")   # the log drawn too
            assert "A: keep" in board and "B: keep" in board, board
            # A's first turn: A holds the 4 kept cards and has channelled two runes (the
            # board is the same text the terminal table shows)
            assert "A channels 2 rune(s) (430)" in board, board
            assert set(a_hand) <= set(hand_names(board)), board
            page.screenshot(tmp_path / "browser.png")
        finally:
            page.close()
