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


async def test_the_names_are_under_the_chart_in_their_lines_colours() -> None:
    """plotext's legend sat in the plot's corner, over the lines that pass
    there: the names are a line of their own, under the chart."""
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    from cardgames_tui.core.registry import find_game
    from cardgames_tui.ui.widgets.score_race import (
        ScoreRaceView,
        colour,
        score_race,
    )
    from cardgames_tui.ui.widgets.score_race import legend as race_legend

    names = ("You", "Bot 1", "Bot 2", "Bot 3")
    rows = [("deal 1", (50, 100, 150, 200)), ("deal 2", (-20, 0, -300, 75))]

    class Race(App[None]):
        def compose(self) -> ComposeResult:
            yield score_race(find_game("trix"), names, rows, True)

    app = Race()
    async with app.run_test(size=(90, 24)) as pilot:
        await pilot.pause()
        plot = app.query_one(ScoreRaceView)
        drawn = "\n".join(
            "".join(seg.text for seg in plot.render_line(y))
            for y in range(plot.size.height)
        )
        assert "deal" in drawn and not any(name in drawn for name in names)
        legend = app.query_one("#score-race .race-legend", Static)
        assert legend.region.y >= plot.region.bottom
        shown = "".join(seg.text for seg in legend.render_line(0)).strip()
        assert shown == "━━ You   ━━ Bot 1   ━━ Bot 2   ━━ Bot 3"
        text = race_legend(names)
        for seat, name in enumerate(names):
            stroke = text.plain.index(name) - 3
            styles = [s.style for s in text.spans if s.start == stroke]
            red, green, blue = colour(seat)
            assert styles == [f"bold rgb({red},{green},{blue})"]
