from __future__ import annotations

import pytest

from cardgames_tui.tools.tournament import game_seed, lineup, run


def test_lineup_repeats_the_bots_and_rotates_each_game() -> None:
    assert lineup(["a", "b"], 4, 0) == ("a", "b", "a", "b")
    assert lineup(["a", "b", "c"], 3, 1) == ("b", "c", "a")


def test_game_seeds_differ_per_game_and_repeat_per_seed() -> None:
    assert game_seed(1, 0) == game_seed(1, 0)
    assert len({game_seed(1, i) for i in range(100)}) == 100


def test_several_jobs_give_the_same_results_as_one() -> None:
    one = run("shithead", games=6, players=3, bots=["heuristic", "random"], seed=2)
    two = run(
        "shithead", games=6, players=3, bots=["heuristic", "random"], seed=2, jobs=2
    )
    assert one.results == two.results


def test_tallies_count_every_finished_game_once_per_seat() -> None:
    summary = run("shithead", games=10, players=4, bots=["heuristic"], seed=1)
    finished = len(summary.finished)
    assert [t.games for t in summary.by_seat()] == [finished] * 4
    assert sum(t.last for t in summary.by_seat()) == finished
    assert summary.by_bot()["heuristic"].games == 4 * finished


def test_unknown_bots_are_refused() -> None:
    with pytest.raises(ValueError, match="its bots: random, heuristic"):
        run("shithead", games=1, players=3, bots=["wizard"], seed=1)
