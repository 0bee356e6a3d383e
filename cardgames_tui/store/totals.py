"""Running totals per player, game and bots faced, kept up to date with
every recorded game (in the same transaction), so the statistics of 10,000
games are a few rows to read, not 40,000 to add up.

Each seat's result adds to up to two lines: a human's line for the game and
their line against the bots they faced; a bot's line for its level.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from cardgames_tui.store.records import SeatResult

ALL = ""
"""The ``opponents`` of a human's line over every game, whoever sat there."""

UPSERT = """
INSERT INTO totals (who, kind, game, opponents, games, wins, losses,
    points_for, points_against, high, low, undos, streak, longest)
VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (who, kind, game, opponents) DO UPDATE SET
    games = games + 1,
    wins = wins + excluded.wins,
    losses = losses + excluded.losses,
    points_for = points_for + excluded.points_for,
    points_against = points_against + excluded.points_against,
    high = max(high, excluded.high),
    low = min(low, excluded.low),
    undos = undos + excluded.undos,
    streak = CASE WHEN excluded.wins THEN streak + 1 ELSE 0 END,
    longest = max(longest, CASE WHEN excluded.wins THEN streak + 1 ELSE 0 END)
"""


def lines_of(result: SeatResult) -> list[tuple[str, str]]:
    """The (who, opponents) lines one seat's result adds to."""
    if result.kind == "human":
        return [(result.name, ALL), (result.name, result.opponents)]
    return [(f"{result.kind} bot", result.kind)]


def add(
    connection: sqlite3.Connection,
    game: str,
    undos: int,
    results: Iterable[SeatResult],
) -> None:
    """Add one finished game to the totals (inside the caller's transaction;
    games must come in the order they ended, for the streaks)."""
    rows = []
    for r in results:
        human_undos = undos if r.kind == "human" else 0
        for who, opponents in lines_of(r):
            rows.append(
                (
                    who,
                    r.kind,
                    game,
                    opponents,
                    int(r.won),
                    int(r.lost),
                    r.score,
                    r.against,
                    r.score,
                    r.score,
                    human_undos,
                    int(r.won),
                    int(r.won),
                )
            )
    connection.executemany(UPSERT, rows)


def rebuild(connection: sqlite3.Connection) -> None:
    """The totals from every recorded result, in order (a migration's step)."""
    connection.execute("DELETE FROM totals")
    games = connection.execute(
        "SELECT id, game, undos FROM games ORDER BY ended, id"
    ).fetchall()
    for number, game, undos in games:
        results = connection.execute(
            "SELECT name, kind, place, score, against, won, lost, opponents"
            " FROM results WHERE game_id = ? ORDER BY seat",
            (number,),
        ).fetchall()
        add(
            connection,
            game,
            undos,
            [
                SeatResult(n, k, p, s, a, bool(w), bool(lo), o)
                for n, k, p, s, a, w, lo, o in results
            ],
        )
