"""Statistics from the recorded games: per player name and game, per bot
level faced, and the win rate over time.

Read from the running totals that every recorded game updates in its own
transaction (`totals`), so they never drift from the games and 10,000 games
open as fast as ten. Headless.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from cardgames_tui.core.errors import UnknownGameError
from cardgames_tui.core.registry import find_game
from cardgames_tui.store import database
from cardgames_tui.store.database import guarded
from cardgames_tui.store.totals import ALL

HISTORY = 200
"""How many of a player's latest games the win rate over time covers."""


@dataclass
class Line:
    """One player's figures in one game (or against one bot level)."""

    name: str
    """The player's name."""
    game: str
    """The game's id."""
    level: str = ""
    """The bots faced (``easy``, ``mixed`` ...), or "" for all games."""
    games: int = 0
    """Games finished."""
    wins: int = 0
    """Games won."""
    losses: int = 0
    """Games lost (Shithead: times the shithead)."""
    points_for: int = 0
    """The player's final scores added up."""
    points_against: int = 0
    """The other seats' final scores added up."""
    best: int | None = None
    """The best final score (the highest, or the lowest where low is good)."""
    streak: int = 0
    """Wins in a row up to the latest game."""
    longest: int = 0
    """The longest run of wins."""
    undos: int = 0
    """Moves taken back over these games."""
    history: list[bool] = field(default_factory=list)
    """Won or not in the last `HISTORY` games, oldest first (players only)."""

    @property
    def average(self) -> float:
        """The mean final score."""
        return self.points_for / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class Figures:
    """Everything the statistics show."""

    players: list[Line]
    """Per human player name and game."""
    levels: list[Line]
    """Per human player, game and the bot level faced."""
    bots: list[Line]
    """Per bot level and game (the bots' own record)."""
    games: int
    """Finished games recorded (any players)."""


@cache
def low_is_good(game_id: str) -> bool:
    try:
        return not find_game(game_id).higher_is_better
    except UnknownGameError:
        return False


def figures(directory: Path, game: str | None = None) -> Figures:
    """The statistics, every game or ``game`` only (none if no database)."""
    if not database.path_in(directory).exists():
        return Figures([], [], [], 0)
    return guarded(directory, lambda c: compute(c, game))


def compute(connection: sqlite3.Connection, game: str | None) -> Figures:
    """The running totals, and each player's recent games for the chart."""
    where, args = (" WHERE game = ?", (game,)) if game else ("", ())
    rows = connection.execute(
        "SELECT who, kind, game, opponents, games, wins, losses, points_for,"
        f" points_against, high, low, undos, streak, longest FROM totals{where}",
        args,
    ).fetchall()
    players, levels, bots = [], [], []
    for who, kind, game_id, opponents, *figures in rows:
        games, wins, losses, points, against, high, low, undos, streak, longest = (
            figures
        )
        line = Line(
            who,
            game_id,
            opponents,
            games,
            wins,
            losses,
            points,
            against,
            low if low_is_good(game_id) else high,
            streak,
            longest,
            undos,
        )
        if kind != "human":
            bots.append(line)
        elif opponents == ALL:
            line.history = recent(connection, who, game_id)
            players.append(line)
        else:
            levels.append(line)
    count = connection.execute(f"SELECT count(*) FROM games{where}", args).fetchone()
    return Figures(
        players=sorted(players, key=lambda x: (x.game, -x.games, x.name)),
        levels=sorted(levels, key=lambda x: (x.game, x.name, x.level)),
        bots=sorted(bots, key=lambda x: (x.game, x.level)),
        games=int(count[0]),
    )


def recent(connection: sqlite3.Connection, name: str, game: str) -> list[bool]:
    """Won or not in ``name``'s last `HISTORY` games of ``game``, oldest first."""
    rows = connection.execute(
        "SELECT won FROM results WHERE kind = 'human' AND name = ? AND game = ?"
        " ORDER BY ended DESC, game_id DESC LIMIT ?",
        (name, game, HISTORY),
    ).fetchall()
    return [bool(won) for (won,) in reversed(rows)]


def win_rate_over_time(history: list[bool], window: int = 10) -> list[float]:
    """The share of wins over the last ``window`` games, after each game."""
    rates = []
    wins = 0
    for i, won in enumerate(history):
        wins += won
        if i >= window:
            wins -= history[i - window]
        rates.append(wins / min(i + 1, window))
    return rates
