"""Statistics from the recorded games: per player name and game, per bot
level faced, and the win rate over time.

Computed when asked from the results table (one indexed query, then one
pass in Python), so there is no second copy of the figures to drift from
the games. Headless.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from cardgames_tui.core.errors import UnknownGameError
from cardgames_tui.core.registry import find_game
from cardgames_tui.store import database
from cardgames_tui.store.database import guarded


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
    """Won or not, game by game, oldest first."""

    @property
    def average(self) -> float:
        """The mean final score."""
        return self.points_for / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def add(self, won: bool, lost: bool, score: int, against: int, low: bool) -> None:
        self.games += 1
        self.wins += won
        self.losses += lost
        self.points_for += score
        self.points_against += against
        if self.best is None or (score < self.best if low else score > self.best):
            self.best = score
        self.streak = self.streak + 1 if won else 0
        self.longest = max(self.longest, self.streak)
        self.history.append(won)


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
    where, args = ("WHERE g.game = ?", (game,)) if game else ("", ())
    rows = connection.execute(
        "SELECT g.game, r.name, r.kind, r.won, r.lost, r.score, r.against,"
        " r.opponents, g.undos FROM results r JOIN games g ON g.id = r.game_id"
        f" {where} ORDER BY g.ended, g.id",
        args,
    ).fetchall()
    count = connection.execute(
        f"SELECT count(*) FROM games g {where}", args
    ).fetchone()[0]
    return Figures(*tally(rows), games=int(count))


Row = tuple[str, str, str, int, int, int, int, str, int]


def tally(rows: Iterable[Row]) -> tuple[list[Line], list[Line], list[Line]]:
    """Fold result rows (oldest first) into the three tables."""
    players: dict[tuple[str, str], Line] = {}
    levels: dict[tuple[str, str, str], Line] = {}
    bots: dict[tuple[str, str], Line] = {}
    low = {}
    for game, name, kind, won, lost, score, against, opponents, undos in rows:
        if game not in low:
            low[game] = low_is_good(game)
        lines = []
        if kind == "human":
            lines.append(players.setdefault((name, game), Line(name, game)))
            key = (name, game, opponents)
            lines.append(levels.setdefault(key, Line(name, game, opponents)))
        else:
            lines.append(bots.setdefault((kind, game), Line(f"{kind} bot", game, kind)))
        for line in lines:
            line.add(bool(won), bool(lost), score, against, low[game])
            if kind == "human":
                line.undos += undos
    return (
        sorted(players.values(), key=lambda x: (x.game, -x.games, x.name)),
        sorted(levels.values(), key=lambda x: (x.game, x.name, x.level)),
        sorted(bots.values(), key=lambda x: (x.game, x.level)),
    )


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
