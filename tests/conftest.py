"""The suite's summary ends with why tests were skipped, one line per reason with its count:
in a user's clone the tests that need the developers' reference folder (../shared) skip,
and each says what it would check against it (issue 28: 558 skips, no reason shown)."""

from __future__ import annotations

from collections import Counter


def pytest_terminal_summary(terminalreporter) -> None:
    reasons: Counter[str] = Counter()
    for report in terminalreporter.stats.get("skipped", []):
        longrepr = report.longrepr
        if isinstance(longrepr, tuple) and len(longrepr) == 3:
            reasons[str(longrepr[2]).removeprefix("Skipped: ")] += 1
    if not reasons:
        return
    terminalreporter.write_sep("-", "skipped, and why")
    for reason, n in reasons.most_common():
        terminalreporter.write_line(f"{n:5d}  {reason}")


# The longest tests, with their seconds in a whole run here (3 workers on 2 cores, idle).
# With --dist worksteal each worker is handed one of `workercount` consecutive shares of the
# collection and idle workers steal from the end of the others' shares; so these are put
# first in the shares, spread over the workers (longest first, each to the least loaded),
# and none of them is left to run alone at the end while the other workers wait.
LONGEST = {
    "tui/test_tui_ffa.py::test_a_whole_ffa3_hot_seat_game_by_keys_with_the_curtain_between_every_two_people": 12,
    "tui/test_tui_match.py::test_a_best_of_three_from_the_new_game_screen_to_a_winner_with_save_and_load": 8,
    "tui/test_tui_2v2.py::test_a_2v2_game_of_two_people_and_two_machine_seats_plays_to_a_team_win": 7,
    "tui/test_tui_ffa.py::test_an_ffa4_game_with_three_machine_seats_plays_to_a_winner": 6,
    "tui/test_tui_serve_browser.py::test_a_browser_plays_the_first_decisions_of_a_hot_seat_game": 6,
    "test_agents.py::test_the_heuristic_beats_random": 6,
    "test_conformance.py::test_the_ledger_is_current": 6,
    "tui/test_tui_hotseat.py::test_a_seat_that_only_passes_costs_one_key_per_pass_at_the_curtain": 4,
    "test_illegal_actions.py::test_arbitrary_lines_raise_only_illegal_action_and_change_nothing": 3,
    "test_agents.py::test_the_heuristic_answers_every_decision_legally_and_finishes": 3,
    "test_decks_shipped.py::test_new_game_screen_offers_every_shipped_deck_without_the_reference": 3,
    "tui/test_tui_new_game.py::test_the_last_choices_come_back_after_ctrl_n_and_after_a_restart": 3,
    "tui/test_tui_new_game.py::test_tab_walks_the_fields_in_reading_order_and_nothing_else": 3,
    "tui/test_tui_2v2.py::test_the_new_game_screen_seats_two_teams_and_refuses_teammates_sharing_a_legend": 3,
    "tui/test_tui_ffa.py::test_the_new_game_screen_seats_three_or_four_players_for_a_free_for_all": 3,
}


def pytest_collection_modifyitems(config, items) -> None:
    # (a worker knows how many there are, not the --dist mode: its own option reads "no")
    workers = getattr(config, "workerinput", {}).get("workercount", 0)
    if workers < 2:
        return
    seconds = {}
    for item in items:
        key = item.nodeid.removeprefix("tests/").split("[")[0]
        if key in LONGEST:
            seconds[item] = LONGEST[key]
    firsts: list[list] = [[] for _ in range(workers)]
    load = [0] * workers
    for item in sorted(seconds, key=seconds.get, reverse=True):
        k = load.index(min(load))
        firsts[k].append(item)
        load[k] += seconds[item]
    rest = [item for item in items if item not in seconds]
    ordered, left, taken = [], len(items), 0
    for k in range(workers):          # the shares as xdist's worksteal scheduler cuts them
        share = left // (workers - k)
        left -= share
        n = max(0, share - len(firsts[k]))
        ordered += firsts[k] + rest[taken:taken + n]
        taken += n
    ordered += rest[taken:]
    items[:] = ordered
