"""`ScoreRaceView`: each player's running total, hand by hand, as lines.

Drawn with textual-plotext: a race of three or four lines needs axes and a
legend, which one-row Sparklines cannot give (they also scale each line to
itself, so two players' lines could not be compared). The names are a line
under the chart, in their lines' colours: plotext's own legend sits in the
plot's corner, over any line that passes there. The module is imported only
by screens that draw a chart (plotext costs about 55 ms to import).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

from rich.text import Text
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static
from textual_plotext import PlotextPlot

from cardgames_tui.core.game import GameDefinition

Rows = Sequence[tuple[str, Sequence[int]]]
"""A score sheet: a label and each player's result, line by line."""
RGB = tuple[int, int, int]
LINE_COLOURS: tuple[RGB, ...] = (
    (240, 130, 40),
    (80, 160, 255),
    (90, 200, 110),
    (220, 90, 210),
    (230, 200, 60),
    (150, 150, 150),
)
"""One colour a player, told apart on a dark or a light background (six
seats at most)."""


def standings(rows: Rows, players: int, signed: bool) -> list[list[int]]:
    """Each player's total after each line, starting from 0. ``signed``
    lines are changes (Trix deals); else they are the totals already."""
    series = []
    for seat in range(players):
        values = [line[seat] for _, line in rows]
        series.append([0, *(accumulate(values) if signed else values)])
    return series


def whole_ticks(low: int, high: int, most: int = 6) -> list[int]:
    """Round marks for an axis from ``low`` to ``high``: multiples of 1, 2
    or 5 times a power of ten, at most ``most`` of them (plotext's own
    marks read ``350.0 / 203.3 / 56.7`` for points that are whole)."""
    if high <= low:
        return [low]
    step = 1
    while True:  # ends: a step past the span leaves at most one mark
        for factor in (1, 2, 5):
            size = step * factor
            first = -(-low // size) * size  # the first multiple at or above low
            marks = list(range(first, high + 1, size))
            if len(marks) <= most:
                return marks or [low]
        step *= 10


class ScoreRaceView(PlotextPlot):
    """Running totals after each hand, one line per player."""

    DEFAULT_CSS = """
    ScoreRaceView { height: 14; min-height: 10; }
    """

    def __init__(
        self,
        title: str,
        unit: str,
        series: list[list[int]],
        widget_id: str = "score-race",
    ) -> None:
        super().__init__(id=widget_id)
        self.title_text = title
        """The chart's title."""
        self.unit = unit
        """What one step on the x axis is: ``deal`` or ``hand``."""
        self.series = series
        """Each player's totals, from 0 before the first hand."""

    def on_mount(self) -> None:
        plot = self.plt
        plot.clear_figure()
        steps = len(self.series[0])
        xs: list[float] = list(range(steps))
        for seat, ys in enumerate(self.series):
            plot.plot(xs, ys, marker="braille", color=colour(seat))
        plot.title(self.title_text)
        plot.xlabel(self.unit)
        plot.xticks(xs[:: max(1, steps // 10)])
        low = min(min(ys) for ys in self.series)
        high = max(max(ys) for ys in self.series)
        marks: list[float] = list(whole_ticks(low, high))
        plot.yticks(marks)


def colour(seat: int) -> RGB:
    """The colour of a seat's line and of its name under the chart."""
    return LINE_COLOURS[seat % len(LINE_COLOURS)]


def legend(names: Sequence[str]) -> Text:
    """``━━ You   ━━ Bot 1 …``: each name after a stroke of its line's colour."""
    text = Text()
    for seat, name in enumerate(names):
        if seat:
            text.append("   ")
        red, green, blue = colour(seat)
        text.append("━━ ", style=f"bold rgb({red},{green},{blue})")
        text.append(name[:12])
    return text


class ScoreRace(Vertical):
    """The chart and its legend, as one widget."""

    DEFAULT_CSS = """
    ScoreRace { height: auto; }
    ScoreRace > .race-legend { width: 100%; text-align: center; }
    """


def score_race(
    game: GameDefinition,
    names: Sequence[str],
    rows: Rows,
    signed: bool,
    widget_id: str = "score-race",
) -> Widget:
    """The chart of ``rows`` (or a line saying there is nothing to draw)."""
    unit = "deal" if game.id == "trix" else "hand"
    if not rows:
        return Static(f"{game.name}: no {unit} was finished, no race to draw.")
    title = f"Score race: {game.name}, totals after each {unit}"
    series = standings(rows, len(names), signed)
    return ScoreRace(
        ScoreRaceView(title, unit, series, f"{widget_id}-plot"),
        Static(legend(names), classes="race-legend"),
        id=widget_id,
    )
