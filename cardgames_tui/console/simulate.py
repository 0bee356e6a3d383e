"""`cardgames simulate`: a Rich progress bar over the tournament, then tables."""

from __future__ import annotations

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
from rich.table import Table

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.tools.tournament import GameResult, Summary, Tally, run


def run_with_progress(
    game: GameDefinition,
    *,
    n_games: int,
    players: int,
    bots: list[str],
    seed: int,
    jobs: int,
) -> Summary:
    """Run the games with a progress bar and print the result tables."""
    console = Console()
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task(f"{game.name}", total=n_games)

        def advance(_: GameResult) -> None:
            progress.advance(task)

        summary = run(
            game.id,
            games=n_games,
            players=players,
            bots=bots,
            seed=seed,
            jobs=jobs,
            on_result=advance,
        )
    print_summary(console, summary, seed=seed, jobs=jobs)
    return summary


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def _tally_table(
    title: str, label: str, rows: list[tuple[str, Tally]], game: GameDefinition
) -> Table:
    last_label = game.extra.get("last_label", "last place")
    table = Table(title=title)
    table.add_column(label)
    table.add_column("games", justify="right")
    table.add_column("won (first)", justify="right")
    table.add_column(str(last_label), justify="right")
    table.add_column(f"mean {game.score_label}", justify="right")
    for name, tally in rows:
        table.add_row(
            name,
            str(tally.games),
            _pct(tally.wins, tally.games),
            _pct(tally.last, tally.games),
            f"{tally.score / tally.games:.2f}" if tally.games else "-",
        )
    return table


def print_summary(console: Console, summary: Summary, *, seed: int, jobs: int) -> None:
    """The result tables of a tournament."""
    game = summary.game
    n = len(summary.results)
    overview = Table(
        title=f"{game.name}: {n} games, {summary.players} players, seed {seed}"
    )
    overview.add_column("measure")
    overview.add_column("value", justify="right")
    overview.add_row("games finished", str(len(summary.finished)))
    overview.add_row(
        "stopped at the action cap", f"{summary.capped} (cap {game.max_actions})"
    )
    overview.add_row("mean turns (decisions) per game", f"{summary.mean_actions():.1f}")
    for name, value in summary.mean_stats().items():
        overview.add_row(name, f"{value:.2f}")
    rate = n / summary.seconds if summary.seconds else 0.0
    overview.add_row("games per second", f"{rate:.1f} ({jobs} job{'s' * (jobs > 1)})")
    console.print(overview)
    seats = [(f"seat {s}", t) for s, t in enumerate(summary.by_seat())]
    console.print(_tally_table("By seat", "seat", seats, game))
    console.print(_tally_table("By bot", "bot", list(summary.by_bot().items()), game))
