"""`make bench`: the rules engines' and the app's speed against their goals,
as Rich tables.

Run: ``python -m cardgames_tui.console.bench [--seconds S] [--game ID] [--no-ui]``.
"""

from __future__ import annotations

import argparse
import statistics
from typing import Any

from rich.console import Console
from rich.table import Table

from cardgames_tui.core.registry import all_games, find_game
from cardgames_tui.tools.benchmark import (
    OBSERVE_GOAL_US,
    SESSION_GOAL_RATIO,
    STEP_GOAL_US,
    engine_and_session_steps,
    games_per_second,
    sampled_playouts,
)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description="Measure the rules engines and the app."
    )
    parser.add_argument("--seconds", type=float, default=3.0, help="per measurement")
    parser.add_argument("--game", default=None, help="one game id (default: all)")
    parser.add_argument("--no-ui", action="store_true", help="skip the app's timings")
    parser.add_argument(
        "--no-stats", action="store_true", help="skip the statistics' timings"
    )
    args = parser.parse_args(argv)
    games = [find_game(args.game)] if args.game else all_games()
    console = Console()
    table = Table(title=f"Rules engines, one core, {args.seconds:g} s per measurement")
    for column in (
        "game",
        "engine step",
        "observe",
        "observe + moves",
        "session step",
        "copy",
        "random games/s",
        "steps measured",
    ):
        table.add_column(column, justify="left" if column == "game" else "right")
    for game in games:
        steps, copies, views, with_moves, session = engine_and_session_steps(
            game, 2 * args.seconds
        )
        rate, played, capped = games_per_second(game, args.seconds)
        engine_us = statistics.median(steps) / 1000
        view_us = statistics.median(views) / 1000
        session_us = statistics.median(session) / 1000
        ratio = session_us / engine_us
        cap_note = f" ({capped} of {played} capped)" if capped else ""
        table.add_row(
            game.id,
            f"{engine_us:.2f} µs {_goal(engine_us <= STEP_GOAL_US)}",
            f"{view_us:.2f} µs {_goal(view_us <= OBSERVE_GOAL_US)}",
            f"{statistics.median(with_moves) / 1000:.2f} µs",
            f"{session_us:.2f} µs = {ratio:.2f}× {_goal(ratio <= SESSION_GOAL_RATIO)}",
            f"{statistics.median(copies) / 1000:.2f} µs",
            f"{rate:.1f}{cap_note}",
            f"{len(steps):,}",
        )
    table.caption = (
        f"Goals (medians): engine step ≤ {STEP_GOAL_US:g} µs, observe ≤"
        f" {OBSERVE_GOAL_US:g} µs, session step ≤ {SESSION_GOAL_RATIO:g}× the"
        " engine step"
    )
    console.print(table)
    search_table(console, games, args.seconds)
    if not args.no_ui:
        ui_table(console)
    if not args.no_stats:
        stats_table(console)


def search_table(console: Console, games: list[Any], seconds: float) -> None:
    """What the hard bot pays per sampled deal and move weighed."""
    table = Table(
        title=f"The hard bot's search, one core, {seconds:g} s per game (medians)"
    )
    for column in ("game", "one sampled play-out", "a second", "measured"):
        table.add_column(column, justify="left" if column == "game" else "right")
    for game in games:
        times = sampled_playouts(game, seconds)
        median_us = statistics.median(times) / 1000
        table.add_row(
            game.id,
            f"{median_us:,.0f} µs",
            f"{1e6 / median_us:,.0f}",
            f"{len(times):,}",
        )
    table.caption = (
        "A deal sampled from the seat's view, a copy, the move, then the rest"
        " of the deal or hand by the normal bot, at positions of normal play"
    )
    console.print(table)


def _goal(met: bool) -> str:
    return "(met)" if met else "(MISSED)"


def ui_table(console: Console) -> None:
    """Start-up, `cardgames list` and key latency of the app."""
    from cardgames_tui.tools.benchmark_ui import key_latency, startup

    ours, trivial, listing = startup()
    keys = key_latency()
    table = Table(title="The app (medians, one run)")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_column("goal", justify="right")
    ratio = ours / trivial
    table.add_row("cardgames to the menu's first frame", f"{ours:.3f} s", "")
    table.add_row("a trivial Textual app, same way", f"{trivial:.3f} s", "")
    table.add_row(
        "ratio", f"{ratio:.2f}×", f"≤ 1.3× {'met' if ratio <= 1.3 else 'MISSED'}"
    )
    table.add_row(
        "cardgames list",
        f"{listing:.3f} s",
        f"< 0.25 s {'met' if listing < 0.25 else 'MISSED'}",
    )
    for name, times in keys.items():
        goal = ""
        if name.startswith("table"):
            goal = f"< 50 ms {'met' if times.settled < 0.05 else 'MISSED'}"
        cpu = "" if times.cpu is None else f", CPU {times.cpu * 1000:.1f} ms"
        silent = f", {times.silent} drew nothing" if times.silent else ""
        table.add_row(
            f"key to settled frame, {name}",
            f"{times.settled * 1000:.1f} ms{cpu}{silent}",
            goal,
        )
    console.print(table)


def stats_table(console: Console) -> None:
    """Keeping a finished game, and the Statistics screen over 10,000 games."""
    import tempfile
    from pathlib import Path

    from cardgames_tui.console import bench_store as store

    record = store.record_times()
    directory = store.filled(Path(tempfile.mkdtemp()))
    figures = store.figures_time(directory)
    screens = store.screen_times(directory)
    stats, trivial = screens["statistics"], screens["trivial"]
    table = Table(title=f"Statistics ({store.GAMES:,} recorded games, medians)")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_column("goal", justify="right")
    keep = statistics.median(record) * 1000
    met = keep < store.RECORD_GOAL_MS
    table.add_row(
        "keep a finished game + its player's statistics",
        f"{keep:.1f} ms",
        f"< {store.RECORD_GOAL_MS:g} ms {'met' if met else 'MISSED'}",
    )
    table.add_row("every statistic of the games", f"{figures * 1000:.1f} ms", "")
    table.add_row(
        "open the file, once a run (quick check)",
        f"{store.open_time(directory) * 1000:.1f} ms",
        "",
    )
    opened = statistics.median(stats[1:]) * 1000
    met = opened < store.SCREEN_GOAL_MS
    table.add_row(
        "open the Statistics screen (settled, pilot)",
        f"{opened:.0f} ms",
        f"< {store.SCREEN_GOAL_MS:g} ms {'met' if met else 'MISSED'}",
    )
    table.add_row("  its first open (imports plotext)", f"{stats[0] * 1000:.0f} ms", "")
    table.add_row(
        "  a trivial screen, same way",
        f"{statistics.median(trivial) * 1000:.0f} ms",
        "",
    )
    console.print(table)


if __name__ == "__main__":
    main()
