"""`make bench`: what a search bot pays per decision, and games per second.

For each game, on one core, in one run:
- engine step: ``legal_actions()`` + ``apply()`` of a random legal action on
  the bare state, as a search bot calls it (median over every step taken);
- session step: the same through `GameSession` (legality check, undo copy,
  events);
- copy: ``state.copy()``, which search does before every trial;
- observe: the view of the seat on turn (its legal actions included), which
  a search bot builds for every trial step;
- random games per second from the deal to the end (or the game's cap).

Run: ``python -m cardgames_tui.tools.benchmark [--seconds S] [--game ID]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from rich.console import Console
from rich.table import Table

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.registry import all_games, find_game
from cardgames_tui.core.session import GameSession

STEP_GOAL_US = 5.0
"""The goal for one engine decision step, in microseconds (median)."""
OBSERVE_GOAL_US = 5.0
"""The goal for one view of the seat on turn, in microseconds (median)."""
SESSION_GOAL_RATIO = 2.0
"""The goal for a `GameSession` step against the bare engine step."""

clock = time.perf_counter_ns


def _for_a_while(seconds: float, body: Callable[[int], None]) -> int:
    """Call ``body(i)`` for i = 0, 1, ... until ``seconds`` have passed."""
    end = time.perf_counter() + seconds
    i = 0
    while time.perf_counter() < end:
        body(i)
        i += 1
    return i


def engine_steps(
    game: GameDefinition, seconds: float
) -> tuple[list[int], list[int], list[int]]:
    """Per-step, per-copy and per-view times (ns) over random games on the
    bare state."""
    steps: list[int] = []
    copies: list[int] = []
    views: list[int] = []
    observe = game.observe
    options = game.resolve_options(None)

    def one_game(i: int) -> None:
        state = game.new_state(game.default_players, random.Random(i), None, options)
        rng = random.Random(-i)
        pick = rng.random
        n = 0
        while not state.is_over and n < game.max_actions:
            t0 = clock()
            legal = state.legal_actions()
            state.apply(legal[int(pick() * len(legal))])
            t1 = clock()
            steps.append(t1 - t0)
            n += 1
            if n % 16 == 0:
                t2 = clock()
                state.copy()
                copies.append(clock() - t2)
            if n % 4 == 0 and not state.is_over:
                seat = state.current_player
                t3 = clock()
                observe(state, seat)
                views.append(clock() - t3)

    _for_a_while(seconds, one_game)
    return steps, copies, views


def session_steps(game: GameDefinition, seconds: float) -> list[int]:
    """Per-step times (ns) through `GameSession.play`."""
    steps: list[int] = []

    def one_game(i: int) -> None:
        session = GameSession.new(game.id, seed=i)
        rng = random.Random(-i)
        while not session.is_over and session.ply < game.max_actions:
            t0 = clock()
            legal = session.legal_actions()
            session.play(legal[int(rng.random() * len(legal))])
            steps.append(clock() - t0)

    _for_a_while(seconds, one_game)
    return steps


def games_per_second(game: GameDefinition, seconds: float) -> tuple[float, int, int]:
    """Complete random games per second on the bare state, and how many hit the cap."""
    options = game.resolve_options(None)
    capped = 0

    def one_game(i: int) -> None:
        nonlocal capped
        state = game.new_state(game.default_players, random.Random(i), None, options)
        pick = random.Random(-i).random
        n = 0
        while not state.is_over and n < game.max_actions:
            legal = state.legal_actions()
            state.apply(legal[int(pick() * len(legal))])
            n += 1
        capped += not state.is_over

    started = time.perf_counter()
    played = _for_a_while(seconds, one_game)
    return played / (time.perf_counter() - started), played, capped


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0] if __doc__ else ""
    )
    parser.add_argument("--seconds", type=float, default=3.0, help="per measurement")
    parser.add_argument("--game", default=None, help="one game id (default: all)")
    parser.add_argument("--no-ui", action="store_true", help="skip the app's timings")
    args = parser.parse_args(argv)
    games = [find_game(args.game)] if args.game else all_games()
    console = Console()
    table = Table(title=f"Rules engines, one core, {args.seconds:g} s per measurement")
    for column in (
        "game",
        "engine step",
        "observe",
        "session step",
        "copy",
        "random games/s",
        "steps measured",
    ):
        table.add_column(column, justify="left" if column == "game" else "right")
    for game in games:
        steps, copies, views = engine_steps(game, args.seconds)
        session = session_steps(game, args.seconds)
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
    if not args.no_ui:
        ui_table(console)


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


if __name__ == "__main__":
    main()
