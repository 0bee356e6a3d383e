"""`make bench`, the statistics' part: keeping a finished game, and the
statistics of 10,000 recorded games (in console/: tools/ may not read the
store).

- record: `history.record_game` of one finished Trix game (every seat's
  result, one transaction, committed to disk) into a database that already
  holds 10,000 games, then that player's figures for the game computed again
  (what "updating statistics" costs: the figures are derived, never stored
  twice); median over many games;
- figures: every statistic of the 10,000 games (one query, one pass).

The Statistics screen's opening time is measured by the console part (it
needs Textual); the database it opens is built here.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.store import database, history, races, records, stats
from cardgames_tui.store.database import transaction
from cardgames_tui.store.records import GameRecord

RECORD_GOAL_MS = 20.0
"""The goal for keeping a finished game and updating statistics (median)."""
SCREEN_GOAL_MS = 300.0
"""The goal for opening the Statistics screen over 10,000 games."""
GAMES = 10_000
"""Recorded games in the measured database."""
PLAYERS = {"shithead": 3, "trix": 4, "kings-corner": 4}


def finished_games(count: int, seed: int = 1) -> list[GameRecord]:
    """``count`` finished games of every table, Ana against bots of every
    level, played by seeded random moves."""
    rng = random.Random(seed)
    made = []
    for i in range(count):
        game_id = list(PLAYERS)[i % 3]
        players = PLAYERS[game_id]
        session = GameSession.new(game_id, players=players, seed=rng.randrange(10**6))
        while not session.is_over:
            session.play(rng.choice(session.legal_actions()))
        level = ("easy", "normal", "hard")[i % 3]
        seats = (Seat("Ana"), *(Seat(f"Bot {n}", level) for n in range(1, players)))
        race = races.race_of(session, [seat.name for seat in seats])
        made.append(
            records.finished(
                session, seats, started=i * 600.0, ended=i * 600.0 + 500, race=race
            )
        )
    return made


def filled(directory: Path, games: int = GAMES) -> Path:
    """A database of ``games`` games (30 real ones repeated, each with its
    own time), written in one transaction."""
    base = finished_games(30)
    connection = database.connect(directory)
    with transaction(connection):
        for i in range(games):
            game = replace(base[i % len(base)], started=i * 60.0, ended=i * 60.0 + 50)
            history._insert_rows(connection, game)
    connection.close()
    return directory


def record_times(rounds: int = 40) -> list[float]:
    """Seconds to keep one finished game and recompute its player's figures
    for that game, into a database of `GAMES` games."""
    directory = filled(Path(tempfile.mkdtemp()))
    games = finished_games(3, seed=2)
    trix = next(game for game in games if game.game == "trix")
    times = []
    for i in range(rounds):
        game = replace(trix, ended=10**9 + i)
        started = time.perf_counter()
        history.record_game(directory, game)
        stats.figures(directory, "trix")
        times.append(time.perf_counter() - started)
    return times


def insert_only_times(rounds: int = 40) -> list[float]:
    """Seconds to keep one finished game, without the figures."""
    directory = filled(Path(tempfile.mkdtemp()), games=100)
    trix = next(game for game in finished_games(3, seed=2) if game.game == "trix")
    times = []
    for i in range(rounds):
        started = time.perf_counter()
        history.record_game(directory, replace(trix, ended=10**9 + i))
        times.append(time.perf_counter() - started)
    return times


def open_time(directory: Path, rounds: int = 5) -> float:
    """Median seconds to open the database in ``directory`` (its quick
    check), as the first use in a run does."""
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        database.connect(directory).close()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def figures_time(directory: Path, rounds: int = 5) -> float:
    """Median seconds for every statistic of the database in ``directory``."""
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        stats.figures(directory)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


SCREEN_APP = """
import asyncio, sys, time
from pathlib import Path
from textual.screen import Screen
from textual.widgets import Footer, Static
from cardgames_tui.ui.app import build_app

class Trivial(Screen):
    def compose(self):
        yield Static("trivial")
        yield Footer()

async def main():
    app = build_app(ascii_only=False, bot_delay=0, data_dir=Path(sys.argv[1]))
    times = {"statistics": [], "trivial": []}
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(int(sys.argv[2])):
            for name in times:
                started = time.perf_counter()
                if name == "trivial":
                    screen = Trivial()
                else:
                    from cardgames_tui.ui.screens.statistics import StatisticsScreen
                    screen = StatisticsScreen()
                await app.push_screen(screen)
                await pilot.pause()
                times[name].append(time.perf_counter() - started)
                if name == "statistics":
                    assert app.screen.query("#race-trix"), "no chart"
                app.pop_screen()
                await pilot.pause()
    for name, found in times.items():
        print(name, " ".join(f"{t:.6f}" for t in found))

asyncio.run(main())
"""
"""Opens the Statistics screen (headless, 80×24, through Textual's pilot)
over the database given, to its settled frame, and a trivial screen (a
line and the footer) the same way, alternately; prints seconds."""


def screen_times(directory: Path, opens: int = 7) -> dict[str, list[float]]:
    """Seconds to open the Statistics screen over ``directory``'s database
    and a trivial screen, in a fresh process: the first open (modules and
    plotext imported) first."""
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", SCREEN_APP, str(directory), str(opens)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found = {}
    for line in out.splitlines():
        name, *values = line.split()
        found[name] = [float(value) for value in values]
    return found
