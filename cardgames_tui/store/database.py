"""The statistics database: one SQLite file in the data directory.

WAL mode (a reader never waits for a writer, two app instances can write),
a schema version table with forward migrations, and every write in one
transaction. Whatever goes wrong is said in a sentence for the player: a
damaged file is set aside (renamed, never deleted) and a new one started and
used at once (a notice); a database from a newer cardgames is left alone and
a locked one is waited for a few seconds, then given up for this write
(a `StatsError`).
"""

from __future__ import annotations

import atexit
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

FILE = "statistics.sqlite3"
"""The database's file name in the data directory."""
BUSY_SECONDS = 5.0
"""How long a write waits for another instance's write to finish."""

Step = str | Callable[[sqlite3.Connection], None]
"""A migration's step: a statement, or a function for what SQL cannot say."""


def _rebuild_totals(connection: sqlite3.Connection) -> None:
    from cardgames_tui.store.totals import rebuild

    rebuild(connection)


MIGRATIONS: tuple[tuple[Step, ...], ...] = (
    (  # 1: finished games and each seat's result
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            reason TEXT NOT NULL,
            started REAL NOT NULL,
            ended REAL NOT NULL,
            moves INTEGER NOT NULL,
            undos INTEGER NOT NULL DEFAULT 0,
            hints INTEGER NOT NULL DEFAULT 0
        )""",
        # The moves apart: a game's row stays small, so the statistics of
        # 10,000 games read a few pages, not 120 MB of records (0.7 s).
        """CREATE TABLE records (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            seats TEXT NOT NULL,
            record TEXT NOT NULL
        )""",
        """CREATE TABLE results (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            place INTEGER NOT NULL,
            score INTEGER NOT NULL,
            against INTEGER NOT NULL,
            won INTEGER NOT NULL,
            lost INTEGER NOT NULL,
            opponents TEXT NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
    ),
    (  # 2: the lookups the statistics make
        "CREATE INDEX games_by_end ON games(game, ended)",
        "CREATE INDEX results_by_kind ON results(kind, name)",
    ),
    (  # 3: running totals (10,000 games: 0.4 s to add up, here a few rows),
        # and each result's game and time for a player's recent history
        """CREATE TABLE totals (
            who TEXT NOT NULL,
            kind TEXT NOT NULL,
            game TEXT NOT NULL,
            opponents TEXT NOT NULL,
            games INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            losses INTEGER NOT NULL,
            points_for INTEGER NOT NULL,
            points_against INTEGER NOT NULL,
            high INTEGER NOT NULL,
            low INTEGER NOT NULL,
            undos INTEGER NOT NULL,
            streak INTEGER NOT NULL,
            longest INTEGER NOT NULL,
            PRIMARY KEY (who, kind, game, opponents)
        )""",
        "ALTER TABLE results ADD COLUMN game TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE results ADD COLUMN ended REAL NOT NULL DEFAULT 0",
        """UPDATE results SET
            game = (SELECT game FROM games WHERE id = game_id),
            ended = (SELECT ended FROM games WHERE id = game_id)""",
        "CREATE INDEX results_history ON results(kind, name, game, ended)",
        _rebuild_totals,
        # The score sheet kept with the game: the chart without a replay.
        "ALTER TABLE records ADD COLUMN race TEXT",
    ),
)
"""Schema changes in order; the database's version is how many it has had."""
SCHEMA = len(MIGRATIONS)
"""The schema version this cardgames writes."""


class StatsError(Exception):
    """The statistics cannot be read or written now; the message says why
    and what happened to the file."""


class NewerDatabase(StatsError):
    """The file was written by a newer cardgames: it is left as it is."""


class BusyDatabase(StatsError):
    """Another program holds the database's lock for too long."""


def path_in(directory: Path) -> Path:
    return directory / FILE


NOTICES: list[str] = []
"""What happened to the file that the player should hear of (a damaged
database set aside), for the app or the command to show once."""


def take_notices() -> list[str]:
    """The notices not shown yet, and forget them."""
    found = NOTICES[:]
    NOTICES.clear()
    return found


def connect(directory: Path) -> sqlite3.Connection:
    """The database, migrated to this version; StatsError if it cannot be
    used. A damaged file is set aside, a new one started and used, and a
    notice says so."""
    path = path_in(directory)
    try:
        return _open(path)
    except sqlite3.DatabaseError as error:
        problem = classify(error)
        if problem is not None:
            raise problem from None
    return _fresh(directory)


def _fresh(directory: Path) -> sqlite3.Connection:
    """Set the damaged file aside and start a new one."""
    path = path_in(directory)
    kept = set_aside(path)
    NOTICES.append(
        f"the statistics database was damaged: it was moved to {kept.name}"
        " and a new one was started"
    )
    try:
        return _open(path)
    except sqlite3.DatabaseError as error:
        raise StatsError(f"the statistics cannot be written ({error})") from None


def classify(error: sqlite3.DatabaseError) -> StatsError | None:
    """A locked database as `BusyDatabase`; None for a damaged file."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return BusyDatabase("the statistics database is locked by another program")
    if isinstance(error, sqlite3.OperationalError) and (
        "unable to open" in text or "readonly" in text or "disk i/o" in text
    ):
        return StatsError(f"the statistics database cannot be opened ({error})")
    return None


def _open(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    # isolation_level=None: transactions are ours (BEGIN IMMEDIATE ... COMMIT).
    connection = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
    try:
        connection.execute("PRAGMA foreign_keys = ON")
        if connection.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            connection.execute("PRAGMA journal_mode = WAL")
        # NORMAL: in WAL mode a commit survives a killed app (the WAL is
        # written before COMMIT returns) and the file is never corrupted; only
        # a power cut may lose the last games, which FULL would keep at an
        # fsync per game (13 ms here, most of the 20 ms budget).
        connection.execute("PRAGMA synchronous = NORMAL")
        checked(connection)
        migrate(connection)
    except BaseException:
        connection.close()
        raise
    return connection


def checked(connection: sqlite3.Connection) -> None:
    """Raise if SQLite finds the file damaged. A damaged page need not fail
    a query: a probe's 200 random bytes left `stats` counting a game that
    `replay` said was not there. Once a run, on opening: 67 ms on a file
    of 10,000 games (135 MB) here (`make bench`)."""
    found = connection.execute("PRAGMA quick_check(1)").fetchone()
    if found is None or found[0] != "ok":
        raise sqlite3.DatabaseError("the file is damaged")


def version(connection: sqlite3.Connection) -> int:
    """The schema version of the file (0 for a new one)."""
    exists = connection.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ).fetchone()
    if not exists:
        return 0
    row = connection.execute("SELECT version FROM schema_version").fetchone()
    if row is None:
        return 0
    if type(row[0]) is not int:
        # Read as a damaged file (set aside, a new one started), not a
        # traceback from int("abc").
        # Not the value itself in the text: `classify` reads "locked" in it.
        raise sqlite3.DatabaseError("the schema version is not a number")
    return row[0]


def migrate(connection: sqlite3.Connection) -> None:
    """Bring the file to `SCHEMA`, one migration per transaction;
    `NewerDatabase` if it is already past it."""
    found = version(connection)
    if found > SCHEMA:
        connection.close()
        raise NewerDatabase(
            f"the statistics database was written by a newer cardgames (schema"
            f" {found}, this one knows {SCHEMA}): it is left as it is"
        )
    for number in range(found, SCHEMA):
        with transaction(connection):
            if number == 0:
                connection.execute("CREATE TABLE schema_version (version INTEGER)")
                connection.execute("INSERT INTO schema_version VALUES (0)")
            for step in MIGRATIONS[number]:
                if isinstance(step, str):
                    connection.execute(step)
                else:
                    step(connection)
            connection.execute("UPDATE schema_version SET version = ?", (number + 1,))


class transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error: a write is whole
    or absent. IMMEDIATE takes the write lock first, so two instances queue
    instead of failing half-way."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection

    def __enter__(self) -> sqlite3.Connection:
        self.connection.execute("BEGIN IMMEDIATE")
        return self.connection

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        if kind is None:
            self.connection.execute("COMMIT")
        else:
            self.connection.execute("ROLLBACK")


def set_aside(path: Path) -> Path:
    """Rename the database (and its WAL files) so it is kept, not used."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    for suffix in ("", "-wal", "-shm"):
        side = Path(str(path) + suffix)
        if side.exists():
            side.replace(Path(str(target) + suffix))
    return target


_kept: dict[tuple[Path, int], tuple[sqlite3.Connection, int]] = {}
"""Open connections by file and thread, with the file's inode when opened."""


def shared(directory: Path) -> sqlite3.Connection:
    """One connection per file and thread, kept open: closing the last one
    checkpoints the WAL with two fsyncs (about 11 ms here), so a process
    pays it once, at exit. A file replaced meanwhile (set aside by another
    instance) or moved to a newer schema is noticed on every use."""
    path = path_in(directory)
    key = (path.absolute(), threading.get_ident())
    found = _kept.get(key)
    if found is not None:
        connection, inode = found
        try:
            same = path.stat().st_ino == inode
        except OSError:
            same = False
        if same and version(connection) == SCHEMA:
            return connection
        forget(directory)
    connection = connect(directory)
    _kept[key] = (connection, path.stat().st_ino)
    return connection


def forget(directory: Path) -> None:
    """Close this process's connections to the database in ``directory``."""
    path = path_in(directory).absolute()
    for key in [key for key in _kept if key[0] == path]:
        _kept.pop(key)[0].close()


@atexit.register
def close_all() -> None:
    """Close every kept connection (the WAL is checkpointed once, here)."""
    for connection, _ in _kept.values():
        connection.close()
    _kept.clear()


def guarded(directory: Path, work: Callable[[sqlite3.Connection], T]) -> T:
    """Run ``work`` on the database; any SQLite error becomes a StatsError.
    A damaged file found half-way is set aside like one found on opening,
    and ``work`` runs again on the new one (a write is never half done: the
    transaction was rolled back or never committed)."""
    for attempt in (1, 2):
        try:
            return work(shared(directory))
        except sqlite3.DatabaseError as error:
            forget(directory)
            problem = classify(error)
            if problem is not None:
                raise problem from None
            if attempt == 2:
                raise StatsError(f"the statistics cannot be used ({error})") from None
            _fresh(directory).close()
    raise AssertionError("unreachable")
