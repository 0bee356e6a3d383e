"""The duel probe: positions of normal play with two seats left, each duel
played in both seats."""

from __future__ import annotations

import pytest

from cardgames_tui.tools.shithead_duels import duel_starts, main, run


def test_duels_start_with_two_seats_left_and_the_stock_gone() -> None:
    starts = duel_starts(6, seed=2)
    assert len(starts) == 6
    for state in starts:
        assert state.n - state.out_mask.bit_count() == 2
        assert state.spos == len(state.stock) and not state.is_over


def test_a_random_player_loses_its_duels_and_the_seats_are_swapped() -> None:
    starts = duel_starts(5, seed=3)
    weak = run(starts, tested="random", against="normal")
    strong = run(starts, tested="normal", against="random")
    # Each position once in either seat: ten duels from five.
    assert weak.duels == strong.duels == 10
    assert weak.lost == 1.0 and strong.lost <= 0.2
    assert weak.low < 0.8 < weak.high


def test_bad_arguments_get_a_one_line_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--budget", "0"])
    assert "--budget above 0" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--bot", "genius"])
    assert "invalid choice" in capsys.readouterr().err
