"""Finished games in the statistics database: keep one, list them, read one
back, forget them all.

A game that cannot be written now (the database is locked, damaged or from
a newer version) is kept as a file in ``pending/`` and added by the next
write that succeeds: a result is never lost to a bad moment.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardgames_tui.core.seats import Seat
from cardgames_tui.store import database, totals
from cardgames_tui.store.database import StatsError, guarded, transaction
from cardgames_tui.store.races import race_of
from cardgames_tui.store.records import (
    GameRecord,
    Race,
    RecordError,
    SeatResult,
    finished,
    whole,
)

COLUMNS = "id, record, seats, reason, started, ended, undos, hints, race"
"""A game's columns in the order `load` reads them."""
PENDING = "pending"
"""Folder (in the data directory) of games waiting to be added."""
DAMAGED_CONTENTS = (TypeError, ValueError, KeyError, AttributeError, OverflowError)
"""What a game's data raises when it reads as JSON but holds the wrong
things (a list for a record, 10**30 undos). A pending game is checked
before it is written (`_read_pending`), so SQLite's own errors while it is
written come from a damaged file, and `guarded` deals with them."""


@dataclass(frozen=True)
class Listed:
    """One line of the list of recorded games."""

    id: int
    """The game's number in the database."""
    game: str
    """The game's id."""
    ended: float
    """When it finished."""
    names: tuple[str, ...]
    """Who played, by seat."""
    winners: tuple[str, ...]
    """Who won."""
    moves: int
    """How many decisions it took."""
    losers: tuple[str, ...] = ()
    """Who lost: the last place where the game names one (the shithead),
    else every seat that did not win."""


def record_game(directory: Path, record: GameRecord) -> int:
    """Add ``record`` (and any game left pending) and return its number;
    StatsError if it could not be written now, in which case it is kept in
    ``pending/`` and the message says so."""
    try:
        return guarded(directory, lambda c: _write_all(directory, c, record))
    except StatsError as problem:
        keep_pending(directory, record)
        # Only here: the same refusal read by `cardgames stats` has no game
        # to keep (a probe found it saying so).
        raise type(problem)(f"{problem}; this game is kept to be added later") from None


def _write_all(
    directory: Path, connection: sqlite3.Connection, record: GameRecord
) -> int:
    """The pending games and this one in one transaction; the pending files
    go only once it is committed (a crash in between adds nothing twice:
    a pending game already there is recognised by its times and moves)."""
    waiting = sorted((directory / PENDING).glob("*.json"))
    added = []
    with transaction(connection):
        for path in waiting:
            kept = _read_pending(path)
            if kept is None:
                # Damaged: kept aside, never deleted, and never in the way
                # of the game being recorded now.
                path.replace(path.with_suffix(".damaged"))
                continue
            if not _known(connection, kept):
                _insert_rows(connection, kept)
            added.append(path)
        number = _insert_rows(connection, record)
    for path in added:
        path.unlink(missing_ok=True)
    return number


def _known(connection: sqlite3.Connection, record: GameRecord) -> bool:
    return bool(
        connection.execute(
            "SELECT 1 FROM games JOIN records ON game_id = id WHERE game = ?"
            " AND started = ? AND ended = ? AND record = ?",
            (record.game, record.started, record.ended, json.dumps(record.session)),
        ).fetchone()
    )


def insert(connection: sqlite3.Connection, record: GameRecord) -> int:
    """Write one game and its seats' results in one transaction."""
    with transaction(connection):
        return _insert_rows(connection, record)


def _insert_rows(connection: sqlite3.Connection, record: GameRecord) -> int:
    cursor = connection.execute(
        "INSERT INTO games (game, reason, started, ended, moves, undos, hints)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            record.game,
            record.reason,
            record.started,
            record.ended,
            len(record.session.get("actions", ())),
            record.undos,
            record.hints,
        ),
    )
    number = cursor.lastrowid
    assert number is not None
    race = None if record.race is None else json.dumps(record.race.to_json())
    connection.execute(
        "INSERT INTO records VALUES (?, ?, ?, ?)",
        (
            number,
            json.dumps([seat.to_json() for seat in record.seats]),
            json.dumps(record.session),
            race,
        ),
    )
    connection.executemany(
        "INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                number,
                seat,
                r.name,
                r.kind,
                r.place,
                r.score,
                r.against,
                r.won,
                r.lost,
                r.opponents,
                record.game,
                record.ended,
            )
            for seat, r in enumerate(record.results)
        ],
    )
    totals.add(connection, record.game, record.undos, record.results)
    return number


def keep_pending(directory: Path, record: GameRecord) -> Path:
    """Write the record to ``pending/`` whole (fsync, then rename)."""
    folder = directory / PENDING
    folder.mkdir(parents=True, exist_ok=True)
    name = f"{time.time_ns()}-{os.getpid()}"
    temporary = folder / f"{name}.tmp"
    data = record.to_json() | {
        "seat_results": [r.__dict__ for r in record.results],
        "race": None if record.race is None else record.race.to_json(),
    }
    with temporary.open("w", encoding="utf-8") as file:
        file.write(json.dumps(data))
        file.flush()
        os.fsync(file.fileno())
    target = folder / f"{name}.json"
    temporary.replace(target)
    return target


def _read_pending(path: Path) -> GameRecord | None:
    """The pending game, its results and race worked out again from its
    replay (what the file says of them is not trusted); None if damaged."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        seats = tuple(Seat.from_json(item) for item in data["seats"])
        kept = GameRecord(
            session=data["record"],
            seats=seats,
            started=float(data["started"]),
            ended=float(data["ended"]),
            undos=int(data["undos"]),
            hints=int(data["hints"]),
        )
        replayed = whole(kept)
    except (OSError, RecordError, *DAMAGED_CONTENTS):
        return None
    return finished(
        replayed,
        seats,
        started=kept.started,
        ended=kept.ended,
        undos=kept.undos,
        hints=kept.hints,
        race=race_of(replayed, [seat.name for seat in seats]),
    )


def pending(directory: Path) -> int:
    """How many games wait to be added."""
    return len(list((directory / PENDING).glob("*.json")))


def listed(directory: Path, game: str | None = None, limit: int = 500) -> list[Listed]:
    """The latest recorded games first."""

    def read(connection: sqlite3.Connection) -> list[Listed]:
        where, args = ("WHERE game = ?", (game,)) if game else ("", ())
        rows = connection.execute(
            "SELECT id, g.game, g.ended, moves, group_concat(name, char(31)),"
            f" group_concat(won), group_concat(lost) FROM (SELECT * FROM games {where}"
            " ORDER BY ended DESC, id DESC LIMIT ?) g"
            " JOIN results ON game_id = id GROUP BY id ORDER BY g.ended DESC, id DESC",
            (*args, limit),
        ).fetchall()
        found = []
        for number, game_id, ended, moves, names, won, lost in rows:
            seated = tuple(names.split("\x1f"))
            winners, losers = (
                tuple(
                    name
                    for name, flag in zip(seated, flags.split(","), strict=True)
                    if flag == "1"
                )
                for flags in (won, lost)
            )
            found.append(Listed(number, game_id, ended, seated, winners, moves, losers))
        return found

    if not database.path_in(directory).exists():
        return []
    return guarded(directory, read)


def load(
    directory: Path, number: int | None = None, game: str | None = None
) -> GameRecord:
    """Game ``number`` (if None: the latest, of ``game`` if given);
    StatsError if there is none."""

    def read(connection: sqlite3.Connection) -> GameRecord:
        if number is None:
            where, args = ("WHERE game = ?", (game,)) if game else ("", ())
            row = connection.execute(
                f"SELECT {COLUMNS} FROM games JOIN records ON game_id = id"
                f" {where} ORDER BY ended DESC, id DESC LIMIT 1",
                args,
            ).fetchone()
        else:
            row = connection.execute(
                f"SELECT {COLUMNS} FROM games JOIN records ON game_id = id"
                " WHERE id = ?",
                (number,),
            ).fetchone()
        if row is None:
            if number is None:
                raise StatsError("no game is recorded yet")
            raise StatsError(f"there is no game {number} in the statistics")
        results = connection.execute(
            "SELECT name, kind, place, score, against, won, lost, opponents"
            " FROM results WHERE game_id = ? ORDER BY seat",
            (row[0],),
        ).fetchall()
        try:
            record = _record_of(row, results)
            whole(record)
        except (RecordError, *DAMAGED_CONTENTS) as problem:
            # One damaged row is not a damaged file: the other games stay.
            why = str(problem) if isinstance(problem, RecordError) else "unreadable"
            raise StatsError(
                f"game {row[0]} is damaged in the statistics ({why})"
            ) from None
        return record

    if not database.path_in(directory).exists():
        raise StatsError("no game is recorded yet")
    return guarded(directory, read)


def _record_of(row: tuple[Any, ...], results: list[tuple[Any, ...]]) -> GameRecord:
    """A stored game from its row (`COLUMNS`) and its seats' results."""
    record = GameRecord(
        session=json.loads(row[1]),
        seats=tuple(Seat.from_json(item) for item in json.loads(row[2])),
        reason=row[3],
        started=row[4],
        ended=row[5],
        undos=row[6],
        hints=row[7],
        results=tuple(
            SeatResult(n, k, p, s, a, bool(w), bool(lo), o)
            for n, k, p, s, a, w, lo, o in results
        ),
        id=row[0],
        race=None if row[8] is None else Race.from_json(json.loads(row[8])),
    )
    if not isinstance(record.session, dict):
        raise TypeError("a game's record is a mapping")
    return record


def count(directory: Path, game: str | None = None) -> int:
    """How many finished games are recorded (of ``game``, if given)."""
    if not database.path_in(directory).exists():
        return 0
    where, args = ("WHERE game = ?", (game,)) if game else ("", ())
    return guarded(
        directory,
        lambda c: int(
            c.execute(f"SELECT count(*) FROM games {where}", args).fetchone()[0]
        ),
    )


def reset(directory: Path) -> int:
    """Forget every recorded game (one transaction); how many there were."""

    def clear(connection: sqlite3.Connection) -> int:
        with transaction(connection):
            count = int(connection.execute("SELECT count(*) FROM games").fetchone()[0])
            connection.execute("DELETE FROM totals")
            connection.execute("DELETE FROM results")
            connection.execute("DELETE FROM records")
            connection.execute("DELETE FROM games")
        return count

    if not database.path_in(directory).exists():
        return 0
    return guarded(directory, clear)
