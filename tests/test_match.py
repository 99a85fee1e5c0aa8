"""Best-of-three matches (486) played in one game state: secret battlefield picks, game
wins, the loser choosing who goes first, the match decided at two wins, setup refusals,
and whole seeded matches that finish and replay."""

from __future__ import annotations

import random

import pytest

from riftbound_tui.decks.shipped import duel_from_names
from riftbound_tui.engine.errors import SetupError
from riftbound_tui.engine.game import Game, Record, default_engine
from riftbound_tui.engine.view import redact_log

TEST_DECKS = ["test-fury-chaos", "test-calm-body"]


def match_setup(best_of: int | None = None, victory: int = 3) -> dict:
    setup, _ = duel_from_names(TEST_DECKS)
    setup.update(mode="match", victory_score=victory)
    if best_of is not None:
        setup["best_of"] = best_of
    return setup


def play_out(game: Game, seed: int, limit: int = 30_000) -> Game:
    rnd = random.Random(seed)
    for _ in range(limit):
        if game.winner is not None:
            break
        game.act(rnd.choice(game.legal()))
    return game


@pytest.mark.rules("486.5", "128")
def test_the_second_to_pick_learns_nothing_of_the_first_pick():
    game = Game.from_setup(match_setup(), seed=4, engine=default_engine())
    first = game.pending.player
    other = next(p for p in game.state.order if p != first)
    picked = game.legal()[-1].split("choose ", 1)[1]
    game.act(f"{first}: choose {picked}")
    assert game.pending.player == other and game.pending.kind == "battlefield"
    assert game.state.bfs == []                     # placed together, once both picked
    view = game.view(other)
    shown = [view.pending.prompt, *redact_log(game.state.log, other),
             *game.legal(), repr(view.match.picks)]
    # the oracle: the name of the battlefield the first player picked (it is nowhere on
    # the board, and the other player brought different ones)
    assert not [s for s in shown if picked in s], shown
    assert picked in repr(game.view(first).match.picks)


@pytest.mark.rules("486.6", "486.5")
def test_seeded_random_matches_finish_with_two_game_wins_and_replay():
    for seed in range(4):
        game = play_out(Game.from_setup(match_setup(), seed=seed, engine=default_engine()),
                        seed)
        m = game.state.match
        assert game.winner is not None and m.decided, seed
        assert m.wins_of(game.winner) == 2 and m.game in (2, 3)
        assert [r[1] for r in m.results].count(game.winner) == 2
        # the battlefields of each game are removed and never chosen again (486.5)
        used = [bf for r in m.results for bf in r[2]]
        assert len(used) == len(set(used)), used
        again = Game.from_record(Record(game.record.setup, game.record.seed,
                                        list(game.record.lines)), engine=default_engine())
        assert again.state.log[:] == game.state.log[:] and again.winner == game.winner


@pytest.mark.rules("486.6.a")
def test_a_best_of_five_goes_on_to_three_game_wins():
    game = play_out(Game.from_setup(match_setup(best_of=5, victory=2), seed=9,
                                    engine=default_engine()), 9)
    m = game.state.match
    assert m.best_of == 5 and m.wins_of(game.winner) == 3 and m.game >= 3


@pytest.mark.rules("486.4.a")
def test_a_match_needs_three_battlefields_from_each_player():
    setup = match_setup()
    setup["players"]["B"]["battlefields"] = setup["players"]["B"]["battlefields"][:1]
    with pytest.raises(SetupError, match=r"players\.B\.battlefields.*486\.4\.a"):
        Game.from_setup(setup, seed=1, engine=default_engine())


@pytest.mark.parametrize("change, says", [
    ({"best_of": 4}, "best_of"),
    ({"mode": "ffa9"}, "mode"),
])
def test_a_setup_that_is_no_match_is_refused_by_field(change, says):
    setup = match_setup()
    setup.update(change)
    with pytest.raises(SetupError, match=says):
        Game.from_setup(setup, seed=1, engine=default_engine())


@pytest.mark.parametrize("match, says", [
    ({"game": 4}, "match.game"),
    ({"wins": {"A": 2}}, "match.wins.A"),
    ({"wins": {"A": "one"}}, "match.wins.A"),
    ({"battlefields": {"A": ["Mountain Drake"]}}, "match.battlefields.A"),
    ({"sideboard": 1}, "unknown field"),
])
def test_a_scenario_match_field_is_checked_by_name(match, says):
    sc = {"mode": "match", "match": match, "players": {"A": {}, "B": {}}}
    with pytest.raises(SetupError, match=says):
        Game.from_setup(sc, seed=1, engine=default_engine())


def test_sim_plays_seeded_matches_to_a_winner_each(capsys):
    from riftbound_tui.cli import main
    assert main(["sim", "--mode", "match", "--games", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 best-of-3 matches") and "unfinished" not in out
    wins = out.splitlines()[-1]          # "seat wins: A (...) N, B (...) M": all decided
    assert sum(int(w.rsplit(" ", 1)[1]) for w in wins.split(": ", 1)[1].split(", ")) == 2


@pytest.mark.rules("486.6")
@pytest.mark.parametrize("mode", ["match", "match5"])
def test_seeded_matches_keep_the_invariants_and_replay(mode):
    from mode_games import play_mode
    for seed in range(3):
        out = play_mode(default_engine(), mode, seed)
        assert out.problems == [] and out.finished, (seed, out.problems[:3])
