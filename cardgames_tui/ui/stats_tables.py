"""The statistics as Rich tables: `cardgames stats` prints them and the
Statistics screen shows them (Rich only: the command never loads Textual)."""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from cardgames_tui.core.errors import UnknownGameError
from cardgames_tui.core.registry import find_game
from cardgames_tui.store.records import game_name
from cardgames_tui.store.stats import Figures, Line


def short_name(game_id: str) -> str:
    """``Kings``, ``Trix``, ``Shithead``: a game's name in a narrow column."""
    return game_name(game_id).split(" ")[0]


def _table(title: str) -> Table:
    # No vertical rules: eleven columns must fit 80 terminal columns.
    return Table(
        title=title,
        header_style="bold",
        expand=False,
        box=box.SIMPLE_HEAVY,
        pad_edge=False,
        collapse_padding=True,
    )


def _streaks(line: Line) -> str:
    return f"{line.streak}/{line.longest}"


def players_table(figures: Figures) -> Table:
    """Per player and game: games, wins, losses, points, best, streaks."""
    table = _table("Players")
    for column, justify in (
        ("player", "left"),
        ("game", "left"),
        ("games", "right"),
        ("won", "right"),
        ("lost", "right"),
        ("for", "right"),
        ("vs", "right"),
        ("best", "right"),
        ("avg", "right"),
        ("streak", "right"),
        ("undo", "right"),
    ):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for line in figures.players:
        # A game without points (Shithead) has none to add up: its 0s and
        # 1s of "times the shithead" read as meaningless points.
        points = (
            (
                str(line.points_for),
                str(line.points_against),
                "" if line.best is None else str(line.best),
                f"{line.average:.1f}",
            )
            if _has_points(line.game)
            else ("", "", "", "")
        )
        table.add_row(
            line.name[:12],
            short_name(line.game),
            str(line.games),
            str(line.wins),
            str(line.losses),
            *points,
            _streaks(line),
            str(line.undos),
        )
    table.caption = (
        "lost: in Shithead, the games you were the shithead; in the others,"
        " the games you did not win."
        " for/vs: your final scores and the other seats' added up (Shithead"
        " has no points). streak: wins in a row now/the longest."
    )
    return table


def _has_points(game_id: str) -> bool:
    """Whether a game's final scores are points (not a count of losses)."""
    try:
        return find_game(game_id).higher_is_better
    except UnknownGameError:
        return True  # a game this version does not know: its figures as kept


def levels_table(lines: Sequence[Line], title: str, facing: bool = True) -> Table:
    """Per player and game (``facing``: and the bots faced), or per bot
    level and game: games, wins, losses and the win rate."""
    table = _table(title)
    columns = ("player", "game", "against") if facing else ("bot", "game")
    # A bot's line counts its seats: three normal bots at one table are
    # three seats of one game, and "games 3" after one game read as wrong.
    played = "games" if facing else "seats"
    for column in (*columns, played, "won", "lost", "win rate"):
        right = column in (played, "won", "lost", "win rate")
        table.add_column(column, justify="right" if right else "left")
    for line in lines:
        named = (line.name[:12], short_name(line.game))
        table.add_row(
            *((*named, faced(line.level)) if facing else named),
            str(line.games),
            str(line.wins),
            str(line.losses),
            f"{line.win_rate:.0%}",
        )
    if not facing:
        table.caption = (
            "seats: one for each bot in each game (two normal bots at one"
            " table are two seats); won and lost count those seats."
        )
    return table


def faced(level: str) -> str:
    """How a table of bots reads: ``normal bots``, ``mixed bots``, ``humans``."""
    return level if level == "humans" else f"{level} bots"


def drawn(table: Table, width: int = 76) -> Text:
    """The table drawn once, as styled text: a Static re-renders a Rich
    table for every measure and line (tens of ms for two tables)."""
    console = Console(width=width, color_system="truecolor", force_terminal=True)
    with console.capture() as captured:
        console.print(table)
    return Text.from_ansi(captured.get().rstrip("\n"))


def all_tables(figures: Figures) -> list[Table]:
    """What `cardgames stats` prints, in order."""
    return [
        players_table(figures),
        levels_table(figures.levels, "Against each bot level"),
        levels_table(figures.bots, "The bots themselves, by level", facing=False),
    ]
