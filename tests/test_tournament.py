from __future__ import annotations

import pytest

from cardgames_tui.tools.tournament import Summary, game_seed, lineup, run


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

    # Decision times differ from run to run; everything else is the same.
    def strip(summary: Summary) -> list[tuple[object, ...]]:
        return [(r.bots, r.ranking, r.scores, r.actions) for r in summary.results]

    assert strip(one) == strip(two)


def test_tallies_count_every_finished_game_once_per_seat() -> None:
    summary = run("shithead", games=10, players=4, bots=["heuristic"], seed=1)
    finished = len(summary.finished)
    assert [t.games for t in summary.by_seat()] == [finished] * 4
    assert sum(t.last for t in summary.by_seat()) == finished
    assert summary.by_bot()["heuristic"].games == 4 * finished


def test_unknown_bots_too_many_bots_and_no_budget_are_refused() -> None:
    with pytest.raises(ValueError, match="choose from easy, normal, hard"):
        run("shithead", games=1, players=3, bots=["wizard"], seed=1)
    with pytest.raises(ValueError, match="4 bots for 3 seats"):
        run("shithead", games=1, players=3, bots=["easy"] * 4, seed=1)
    with pytest.raises(ValueError, match="more than 0 seconds"):
        run("shithead", games=1, players=3, bots=["hard"], seed=1, budget=0)


def test_paired_games_replay_each_deal_with_normal_bots() -> None:
    summary = run(
        "kings-corner", games=3, players=2, bots=["easy", "normal"], seed=5, paired=True
    )
    assert len(summary.results) == 6 and len(summary.tested) == 3
    assert all(r.bots == ("normal", "normal") for r in summary.results[1::2])
    diffs = summary.paired_differences()
    assert len(diffs["easy"].margins) == 3 - sum(
        t.capped or b.capped
        for t, b in zip(summary.results[::2], summary.results[1::2], strict=True)
    )
    # A normal seat in a test game is the same bot as in its baseline.
    assert all(r == 0 for r in diffs["normal"].round_shares) or diffs["easy"]


def test_any_executor_gives_the_same_results() -> None:
    from concurrent.futures import ThreadPoolExecutor

    plain = run("trix", games=2, players=4, bots=["normal", "easy"], seed=3)
    with ThreadPoolExecutor(max_workers=2) as pool:
        pooled = run(
            "trix", games=2, players=4, bots=["normal", "easy"], seed=3, executor=pool
        )
    strip = [(r.bots, r.ranking, r.scores) for r in plain.results]
    assert strip == [(r.bots, r.ranking, r.scores) for r in pooled.results]
