"""The board shows the points needed to win as the rules count them: Aspirant's Climb
raises it by 1 while it is in play (FAQ), so the header says 9, not the game's 8."""

from __future__ import annotations

from pathlib import Path

from riftbound_tui.scenario import load, start
from riftbound_tui.tui.model import build

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def test_the_board_counts_aspirants_climb_in_the_points_to_win():
    game = start(load(SCENARIOS / "faq-aspirants-climb-raises-victory-score.yaml"))
    model = build(game.engine.db, game.state, "A", True, None)
    assert game.state.victory_score == 8
    assert model.bottom.victory == model.top.victory == 9


def test_without_it_the_board_shows_the_games_score():
    game = start(load(SCENARIOS / "cond-caitlyn-patrolling-deals-her-might.yaml"))
    model = build(game.engine.db, game.state, "A", True, None)
    assert model.bottom.victory == game.state.victory_score
