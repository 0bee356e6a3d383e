"""The score race's axis marks: whole, round numbers inside the totals."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from cardgames_tui.ui.widgets.score_race import whole_ticks


def test_marks_are_round_numbers_a_player_reads_at_a_glance() -> None:
    # plotext's own marks read 350.0 / 203.3 / 56.7 for whole points.
    assert whole_ticks(0, 350) == [0, 100, 200, 300]
    assert whole_ticks(-195, 430) == [-100, 0, 100, 200, 300, 400]
    assert whole_ticks(0, 3) == [0, 1, 2, 3]
    assert whole_ticks(40, 40) == [40]


@given(st.integers(-3000, 3000), st.integers(0, 3000))
def test_marks_are_evenly_spaced_whole_numbers_within_the_totals(
    low: int, span: int
) -> None:
    high = low + span
    marks = whole_ticks(low, high)
    assert 1 <= len(marks) <= 6
    assert all(low <= mark <= high for mark in marks)
    steps = {b - a for a, b in pairwise(marks)}
    assert len(steps) <= 1
    for step in steps:
        digits = str(step).rstrip("0")
        assert digits in ("1", "2", "5") and all(mark % step == 0 for mark in marks)
