"""`make bench`, the app's part: start-up, `cardgames list`, key latency.

- start-up: ``python -m cardgames_tui`` to the first frame of the menu (the
  app exits right after it, headless), against a trivial Textual app started
  the same way in the same run; medians of several alternating runs;
- ``cardgames list``: wall time, which must stay far from Textual;
- a key press on the Shithead table (move the cursor) to the settled frame,
  measured in-process with Textual's test pilot: median of many presses.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TRIVIAL_APP = """
from textual.app import App
class Trivial(App):
    def on_mount(self):
        self.call_after_refresh(self.exit)
Trivial().run(headless=True)
"""


def _wall(args: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(args, env=env, check=True, capture_output=True)
    return time.perf_counter() - started


def startup(runs: int = 7) -> tuple[float, float, float]:
    """Median seconds: our menu's first frame, a trivial app's, ``cardgames list``."""
    env = dict(os.environ, CARDGAMES_EXIT_AFTER_FIRST_FRAME="1", CARDGAMES_HEADLESS="1")
    env["CARDGAMES_DATA_DIR"] = tempfile.mkdtemp()
    ours, trivial, listing = [], [], []
    for _ in range(runs):
        ours.append(_wall([sys.executable, "-m", "cardgames_tui"], env))
        trivial.append(_wall([sys.executable, "-c", TRIVIAL_APP], env))
        listing.append(_wall([sys.executable, "-m", "cardgames_tui", "list"], env))
    return (
        statistics.median(ours),
        statistics.median(trivial),
        statistics.median(listing),
    )


class _Trivial:
    """A one-widget app, pressed the same way: the floor of this method."""

    @staticmethod
    def build() -> object:
        from textual.app import App, ComposeResult
        from textual.widgets import Static

        class Trivial(App[None]):
            def compose(self) -> ComposeResult:
                yield Static("trivial")

        return Trivial()


async def _trivial_latency(presses: int) -> tuple[float, float]:
    from textual.app import App

    app = _Trivial.build()
    assert isinstance(app, App)
    times: list[float] = []
    cpus: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(presses):
            started, cpu = time.perf_counter(), time.process_time()
            await pilot.press("right")
            await pilot.pause()
            times.append(time.perf_counter() - started)
            cpus.append(time.process_time() - cpu)
    return statistics.median(times), statistics.median(cpus)


async def _key_latency(presses: int) -> tuple[float, float]:
    from cardgames_tui.core.session import GameSession
    from cardgames_tui.ui.app import build_app
    from cardgames_tui.ui.screens.game_screen import GameScreen
    from cardgames_tui.ui.seats import Seat

    save = Path(tempfile.mkdtemp()) / "save.json"
    app = build_app(ascii_only=False, bot_delay=0, save_path=save)
    seats = (Seat("You"), Seat("Bot 1", "heuristic"), Seat("Bot 2", "heuristic"))
    times: list[float] = []
    cpus: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(GameSession.new("shithead", players=3, seed=7), seats)
        for _ in range(200):
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, GameScreen) and screen.my_turn():
                break
        for _ in range(presses):
            started, cpu = time.perf_counter(), time.process_time()
            await pilot.press("right")
            await pilot.pause()
            times.append(time.perf_counter() - started)
            cpus.append(time.process_time() - cpu)
    return statistics.median(times), statistics.median(cpus)


def key_latency(presses: int = 60) -> tuple[tuple[float, float], tuple[float, float]]:
    """(wall, CPU) median seconds from a cursor key to the settled frame: the
    table's, and a trivial app's measured the same way (the pilot's own floor;
    its waits are wall time, not CPU)."""
    return asyncio.run(_key_latency(presses)), asyncio.run(_trivial_latency(presses))
