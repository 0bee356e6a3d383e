"""`cardgames simulate`: a Rich progress bar over the tournament, then tables."""

from __future__ import annotations

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
from rich.table import Table

from cardgames_tui.bots.montecarlo import BUDGET
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.narration import count
from cardgames_tui.tools.intervals import mean_interval, percentile, wilson
from cardgames_tui.tools.tournament import (
    BotRecord,
    GameResult,
    Summary,
    Tally,
    run,
)


def run_with_progress(
    game: GameDefinition,
    *,
    n_games: int,
    players: int,
    bots: list[str],
    seed: int,
    jobs: int,
    budget: float | None = None,
    paired: bool = False,
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
        task = progress.add_task(f"{game.name}", total=n_games * (1 + paired))

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
            paired=paired,
            budget=BUDGET if budget is None else budget,
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
        title=f"{game.name}: {count(n, 'game')}, {summary.players} players, seed {seed}"
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
    console.print(_record_table(summary))
    if summary.paired:
        console.print(_paired_table(summary))


def _rate(record_values: list[int]) -> str:
    k, n = sum(record_values), len(record_values)
    if not n:
        return "-"
    low, high = wilson(k, n)
    return f"{100 * k / n:.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def _mean(values: list[float], scale: float = 1.0, digits: int = 1) -> str:
    if not values:
        return "-"
    mean, low, high = mean_interval([v / scale for v in values])
    return f"{mean:+.{digits}f} [{low:+.{digits}f}, {high:+.{digits}f}]"


def _margin_label(game: GameDefinition) -> tuple[str, float]:
    unit = game.extra.get("margin_unit", "game")
    return f"{game.score_label} over the table, per {unit}", float(
        game.extra.get("margin_divisor", "1")
    )


def _record_table(summary: Summary) -> Table:
    """Per bot, with 95% intervals, and its decision times."""
    game = summary.game
    last_label = game.extra.get("last_label", "last place")
    margin_label, divisor = _margin_label(game)
    rounds = game.extra.get("round_name")
    table = Table(title="By bot, with 95% intervals")
    table.add_column("bot")
    table.add_column("won (first)", justify="right")
    table.add_column(last_label, justify="right")
    table.add_column(margin_label, justify="right")
    if rounds:
        table.add_column(f"{rounds} won", justify="right")
    table.add_column("decision median / p99", justify="right")
    for name, record in summary.records().items():
        row = [
            name,
            _rate(record.wins),
            _rate(record.last),
            _mean(record.margins, divisor),
        ]
        if rounds:
            row.append(_rounds(record))
        row.append(_times(record))
        table.add_row(*row)
    return table


def _rounds(record: BotRecord) -> str:
    if not record.rounds_played:
        return "-"
    low, high = wilson(record.rounds_won, record.rounds_played)
    share = record.rounds_won / record.rounds_played
    return f"{100 * share:.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def _times(record: BotRecord) -> str:
    if not record.seconds:
        return "-"
    median = percentile(record.seconds, 0.5) * 1000
    p99 = percentile(record.seconds, 0.99) * 1000
    return f"{median:.2f} / {p99:.1f} ms"


def _paired_table(summary: Summary) -> Table:
    """Each bot against the normal bot on the same deals and seats."""
    game = summary.game
    last_label = game.extra.get("last_label", "last place")
    margin_label, divisor = _margin_label(game)
    rounds = game.extra.get("round_name")
    table = Table(
        title="Paired: the same deals and seats, this bot less the normal bot"
    )
    table.add_column("bot")
    table.add_column("pairs", justify="right")
    table.add_column(f"{last_label} (difference)", justify="right")
    table.add_column(margin_label, justify="right")
    if rounds:
        table.add_column(f"share of {rounds} won (difference)", justify="right")
    for name, record in summary.paired_differences().items():
        pairs = len(record.margins)
        row = [
            name,
            str(pairs),
            _mean([100.0 * v for v in record.last], digits=1) + " pts",
            _mean(record.margins, divisor),
        ]
        if rounds:
            shares = [100.0 * v for v in record.round_shares]
            row.append(_mean(shares) + " pts")
        table.add_row(*row)
    return table
