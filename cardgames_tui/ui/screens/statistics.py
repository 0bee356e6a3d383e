"""`StatisticsScreen`: how each player does, in tables and charts.

Tables per player and game and per bot level faced; the win rate over time
as a Sparkline per player and game (one series in one row: a sparkline says
it at a glance); the score race of the last Trix session and the last Kings
game as plotext line charts (several players need axes and a legend).
g changes the game shown.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Sparkline, Static

from cardgames_tui.core.registry import find_game
from cardgames_tui.store import history, stats
from cardgames_tui.store.database import StatsError
from cardgames_tui.store.records import RecordError, game_name
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.keep import tell_notices
from cardgames_tui.ui.narrate import sentence_start
from cardgames_tui.ui.stats_tables import (
    drawn,
    levels_table,
    players_table,
    short_name,
)
from cardgames_tui.ui.tables import TABLES

RACES = ("trix", "kings-corner")
"""Games whose last game gets a score race chart."""
WINDOW = 10
"""Games in the moving window of the win rate over time."""


class StatisticsScreen(Screen[None]):
    """The statistics of every recorded game, or of one game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("g", "next_game", "Game shown"),
        Binding("q,escape", "close", "Menu"),
    ]

    DEFAULT_CSS = """
    StatisticsScreen #stats { padding: 0 1; }
    StatisticsScreen #stats-title { height: 1; text-style: bold; color: $accent; }
    StatisticsScreen .stats-table { height: auto; margin-bottom: 1; }
    StatisticsScreen .rate-label { height: 1; }
    StatisticsScreen .rate-line { height: 1; margin-bottom: 1; }
    StatisticsScreen .stats-heading { height: auto; text-style: bold; margin-top: 1; }
    """

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.game = game
        """The game shown, or None for all."""

    def compose(self) -> ComposeResult:
        # Composed at once, not mounted after: one layout pass fewer.
        yield VerticalScroll(*self.parts(), id="stats")
        yield Footer()

    async def fill(self) -> None:
        """Build the page again for the game shown (the old one gone first:
        the new one reuses its ids)."""
        box = self.query_one("#stats", VerticalScroll)
        await box.remove_children()
        await box.mount_all(self.parts())

    def parts(self) -> list[Widget]:
        directory = app_of(self).settings.data_dir
        shown = "every game" if self.game is None else game_name(self.game)
        parts: list[Widget] = [
            Static(f"Statistics: {shown} (g: another game)", id="stats-title")
        ]
        try:
            figures = stats.figures(directory, self.game)
        except StatsError as problem:
            self.notify(f"{sentence_start(str(problem))}.", severity="warning")
            return parts
        finally:
            tell_notices(self)
        if not figures.players:
            parts.append(
                Static("No finished game with a human player is recorded yet.")
            )
            return parts
        parts.append(Static(drawn(players_table(figures)), classes="stats-table"))
        parts.append(
            Static(
                f"Win rate over time: the share of wins in the last {WINDOW} games,"
                " game by game (each line drawn from its own lowest to its"
                " highest)",
                classes="stats-heading",
            )
        )
        for line in figures.players:
            rates = stats.win_rate_over_time(line.history, WINDOW)
            # Two widgets a player, no row container: each widget costs
            # Textual a few ms of styles and layout when the screen opens.
            parts.append(
                Static(
                    f"{line.name[:12]} · {short_name(line.game)}: won"
                    f" {line.win_rate:.0%} of {line.games} · the last {WINDOW}:"
                    f" {rates[-1]:.0%}",
                    classes="rate-label",
                )
            )
            if len(set(rates)) == 1:
                # A flat series is drawn with the lowest bars whatever its
                # level: 100% of one game read as 0% (a play-tester).
                steady = f"steady at {rates[0]:.0%} so far: no change to draw"
                parts.append(Static(steady, classes="rate-line"))
            else:
                parts.append(Sparkline(rates, classes="rate-line"))
        parts.append(
            Static(
                drawn(levels_table(figures.levels, "Against each bot level")),
                classes="stats-table",
            )
        )
        if figures.bots:  # as `cardgames stats` prints it
            bots = levels_table(
                figures.bots, "The bots themselves, by level", facing=False
            )
            parts.append(Static(drawn(bots), classes="stats-table"))
        for game in RACES:
            if self.game in (None, game):
                parts.append(self.race(game))
        return parts

    def race(self, game_id: str) -> Widget:
        """The score race of the last recorded game of ``game_id``."""
        from cardgames_tui.store.races import race_of
        from cardgames_tui.ui.widgets.score_race import score_race

        directory = app_of(self).settings.data_dir
        try:
            if not history.count(directory, game_id):
                return Static(f"No {game_name(game_id)} game is recorded yet.")
            record = history.load(directory, game=game_id)
            names = [seat.name for seat in record.seats]
            # Kept with the game since schema 3; older games are replayed.
            race = record.race or race_of(record.replay(), names)
        except (StatsError, RecordError) as problem:
            return Static(sentence_start(str(problem)))
        rows = race.rows if race else ()
        signed = race.signed if race else True
        return score_race(find_game(game_id), names, rows, signed, f"race-{game_id}")

    async def action_next_game(self) -> None:
        order: list[str | None] = [None, *TABLES]
        following = order[order.index(self.game) + 1 :]
        self.game = following[0] if following else None  # back to every game
        await self.fill()

    def action_close(self) -> None:
        self.app.pop_screen()
