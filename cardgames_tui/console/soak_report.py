"""The soak's screen: a Rich progress bar per game and driver, failures as they
come, and the final table. The only soak module that imports Rich."""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Iterable, Sequence

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from cardgames_tui.tools.soak_run import Job, Tally, run_job


class GamesPerSecond(ProgressColumn):
    """Games per second since the task's first games came back."""

    def render(self, task: Task) -> Text:
        since = task.fields.get("since")
        until = task.fields.get("until") or time.perf_counter()
        elapsed = until - since if since else 0.0
        rate = task.completed / elapsed if elapsed > 0 else 0.0
        return Text(f"{rate:,.1f} games/s", style="progress.data.speed")


def _results(jobs: Sequence[Job], workers: int) -> Iterable[Tally]:
    if workers == 1:
        yield from map(run_job, jobs)
        return
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap_unordered(run_job, jobs)


def run_with_progress(
    jobs: Sequence[Job], workers: int, console: Console | None = None
) -> list[Tally]:
    """Run the jobs on ``workers`` processes; return a tally per game and driver."""
    console = console or Console()
    totals: dict[tuple[str, str], Tally] = {}
    wanted: dict[tuple[str, str], int] = {}
    for job in jobs:
        key = (job.game_id, job.driver)
        totals.setdefault(key, Tally(*key))
        wanted[key] = wanted.get(key, 0) + job.count
    started = time.perf_counter()
    with Progress(
        TextColumn("{task.description:<24}"),
        BarColumn(),
        MofNCompleteColumn(),
        GamesPerSecond(),
        TimeElapsedColumn(),
        TextColumn("left"),
        TimeRemainingColumn(),
        console=console,
    ) as progress:
        everything = progress.add_task(
            "all games", total=sum(wanted.values()), since=started, until=None
        )
        tasks = {
            key: progress.add_task(
                f"{key[0]} ({key[1]})", total=count, start=False, since=None, until=None
            )
            for key, count in wanted.items()
        }
        for tally in _results(jobs, workers):
            key = (tally.game_id, tally.driver)
            totals[key].add(tally)
            now = time.perf_counter()
            if totals[key].games == tally.games:  # its first games: start the clock
                progress.start_task(tasks[key])
                progress.update(tasks[key], since=now - tally.seconds)
            for task in (tasks[key], everything):
                progress.advance(task, tally.games)
                if next(t for t in progress.tasks if t.id == task).finished:
                    progress.update(task, until=now)
            for failure in tally.failures:
                progress.console.print(f"[red]FAILED[/] {failure.line()}")
    wall = time.perf_counter() - started
    console.print(table(list(totals.values()), wall, workers))
    return list(totals.values())


COLUMNS = ("game", "driver", "games", "actions", "at the cap", "worker s", "failures")


def table(tallies: Sequence[Tally], wall: float, workers: int) -> Table:
    """Games, actions, cap stops, time and failures per game and driver."""
    out = Table(title=f"Soak: {wall:,.0f} s on {workers} worker(s)")
    for name in COLUMNS:
        out.add_column(name, justify="left" if name in ("game", "driver") else "right")
    for t in tallies:
        cap = f"{t.capped:,} ({100 * t.capped / max(1, t.games):.1f}%)"
        out.add_row(
            t.game_id,
            t.driver,
            f"{t.games:,}",
            f"{t.actions:,}",
            cap,
            f"{t.seconds:,.0f}",
            f"[red]{len(t.failures)}[/]" if t.failures else "0",
        )
    return out
