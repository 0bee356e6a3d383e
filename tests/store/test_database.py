"""The statistics database: schema versions and migrations, WAL, and every
way the file can be bad (damaged, truncated, newer, locked): a clear
sentence, the game still kept (pending), the file set aside, never deleted."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from cardgames_tui.store import database, history, stats
from cardgames_tui.store.database import BusyDatabase, NewerDatabase
from tests.store.helpers import record


def games_in(directory: Path) -> int:
    return history.count(directory)


def test_a_new_database_is_at_the_latest_schema_in_wal_mode(tmp_path: Path) -> None:
    history.record_game(tmp_path, record("shithead", 1))
    connection = sqlite3.connect(database.path_in(tmp_path))
    assert database.version(connection) == database.SCHEMA
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    connection.close()


def test_an_old_database_is_migrated_forward_and_keeps_its_games(
    tmp_path: Path,
) -> None:
    # A database of schema 1 with one game, written as schema 1 wrote it.
    path = database.path_in(tmp_path)
    old = sqlite3.connect(path, isolation_level=None)
    old.execute("CREATE TABLE schema_version (version INTEGER)")
    old.execute("INSERT INTO schema_version VALUES (1)")
    for statement in database.MIGRATIONS[0]:
        assert isinstance(statement, str)
        old.execute(statement)
    game = record("kings-corner", 1, ended=50.0, undos=3)
    old.execute(
        "INSERT INTO games VALUES (1, 'kings-corner', ?, 0, 50, ?, 3, 0)",
        (game.reason, len(game.session["actions"])),
    )
    old.execute("INSERT INTO records VALUES (1, '[]', ?)", (json.dumps(game.session),))
    for seat, r in enumerate(game.results):
        old.execute(
            "INSERT INTO results VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                seat,
                r.name,
                r.kind,
                r.place,
                r.score,
                r.against,
                r.won,
                r.lost,
                r.opponents,
            ),
        )
    old.close()
    history.record_game(tmp_path, record("kings-corner", 2, ended=60.0))
    connection = sqlite3.connect(path)
    assert database.version(connection) == database.SCHEMA == 3
    indexes = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    assert {"games_by_end", "results_by_kind", "results_history"} <= indexes
    connection.close()
    assert games_in(tmp_path) == 2
    # The running totals were rebuilt from the old game, then the new one added.
    ana = stats.figures(tmp_path).players[0]
    first, second = game.results[0], record("kings-corner", 2).results[0]
    assert ana.games == 2 and ana.undos == 3
    assert ana.points_for == first.score + second.score
    assert ana.history == [first.won, second.won]


def aside(directory: Path) -> list[Path]:
    return sorted(directory.glob(f"{database.FILE}.damaged-*"))


def test_a_damaged_file_is_set_aside_and_the_game_kept_in_a_new_one(
    tmp_path: Path,
) -> None:
    path = database.path_in(tmp_path)
    path.write_bytes(b"this is not a database, it only says so" * 100)
    database.take_notices()
    history.record_game(tmp_path, record("shithead", 1))
    (notice,) = database.take_notices()
    assert "damaged: it was moved to statistics.sqlite3.damaged-" in notice
    kept = aside(tmp_path)
    assert len(kept) == 1
    assert kept[0].read_bytes().startswith(b"this is not a database")
    assert games_in(tmp_path) == 1  # in the new database, at once
    assert history.pending(tmp_path) == 0


def test_a_truncated_file_is_set_aside_when_read(tmp_path: Path) -> None:
    for seed in range(3):
        history.record_game(tmp_path, record("trix", seed))
    database.close_all()  # the app has quit; the disk damages the file
    path = database.path_in(tmp_path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    assert history.listed(tmp_path) == []  # a new, empty database
    assert "damaged" in database.take_notices()[0]
    assert aside(tmp_path)[0].read_bytes() == data[: len(data) // 2]
    assert games_in(tmp_path) == 0


def test_a_newer_database_is_left_as_it_is(tmp_path: Path) -> None:
    history.record_game(tmp_path, record("shithead", 1))
    path = database.path_in(tmp_path)
    connection = sqlite3.connect(path)
    connection.execute("UPDATE schema_version SET version = 99")
    connection.commit()
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    before = path.read_bytes()
    with pytest.raises(NewerDatabase, match=r"newer cardgames \(schema 99"):
        history.record_game(tmp_path, record("shithead", 2))
    assert path.read_bytes() == before
    assert not aside(tmp_path)
    assert history.pending(tmp_path) == 1


def test_a_locked_database_is_waited_for_then_the_game_kept_for_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.2)
    history.record_game(tmp_path, record("shithead", 1))
    other = sqlite3.connect(database.path_in(tmp_path), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    with pytest.raises(BusyDatabase, match="locked by another program"):
        history.record_game(tmp_path, record("shithead", 2))
    other.execute("ROLLBACK")
    other.close()
    assert not aside(tmp_path)
    history.record_game(tmp_path, record("shithead", 3))
    assert games_in(tmp_path) == 3


def test_a_failed_write_leaves_nothing_half_written(tmp_path: Path) -> None:
    history.record_game(tmp_path, record("trix", 1))
    broken = record("trix", 2)
    # The last seat's result cannot be written: the game's row, already
    # inserted in the same transaction, must go too.
    results: tuple[Any, ...] = (*broken.results[:-1], None)
    connection = database.connect(tmp_path)
    with pytest.raises(AttributeError):
        history.insert(connection, replace(broken, results=results))
    connection.close()
    assert games_in(tmp_path) == 1
    check = sqlite3.connect(database.path_in(tmp_path))
    assert check.execute("SELECT count(*) FROM results").fetchone()[0] == 4
    check.close()


def test_the_game_is_kept_though_a_game_waiting_to_be_added_is_damaged(
    tmp_path: Path,
) -> None:
    # Hand-edited pending files, each still JSON: one lost the game being
    # recorded, and every later one, until it was removed by hand.
    edits: list[dict[str, Any]] = [
        {"record": [1, 2]},
        {"undos": 10**30},
        {"started": float("inf")},
        {"seats": []},
    ]
    for n, edit in enumerate(edits):
        path = history.keep_pending(tmp_path, record("trix", n))
        path.write_text(json.dumps(json.loads(path.read_text()) | edit))
    # What the file says of the results is not trusted: they are worked out
    # again from the replay.
    good = history.keep_pending(tmp_path, record("shithead", 7))
    data = json.loads(good.read_text())
    data["seat_results"][0]["place"] = "x"
    good.write_text(json.dumps(data))
    number = history.record_game(tmp_path, record("kings-corner", 3))
    assert history.load(tmp_path, number).game == "kings-corner"
    assert games_in(tmp_path) == 2
    (kept,) = [g for g in history.listed(tmp_path) if g.game == "shithead"]
    assert history.load(tmp_path, kept.id).results == record("shithead", 7).results
    assert history.pending(tmp_path) == 0
    assert len(list((tmp_path / history.PENDING).glob("*.damaged"))) == len(edits)


def one_game_at_version(directory: Path, version: str) -> None:
    """A database of one game whose schema version reads ``version`` (SQL)."""
    history.record_game(directory, record("shithead", 1))
    connection = sqlite3.connect(database.path_in(directory))
    connection.execute(f"UPDATE schema_version SET version = {version}")
    connection.commit()
    connection.close()
    database.close_all()


def test_only_a_game_being_recorded_is_said_to_be_kept_for_later(
    tmp_path: Path,
) -> None:
    one_game_at_version(tmp_path, "99")
    with pytest.raises(NewerDatabase) as read:
        history.count(tmp_path)
    assert "added later" not in str(read.value)
    with pytest.raises(NewerDatabase, match=r"; this game is kept to be added later$"):
        history.record_game(tmp_path, record("shithead", 2))


def test_a_schema_version_that_is_not_a_number_is_a_damaged_file(
    tmp_path: Path,
) -> None:
    one_game_at_version(tmp_path, "'locked'")
    database.take_notices()
    assert history.count(tmp_path) == 0  # a new database
    assert "damaged" in database.take_notices()[0]
    assert len(aside(tmp_path)) == 1


def test_a_damaged_page_sets_the_file_aside_rather_than_answer_half(
    tmp_path: Path,
) -> None:
    # A probe's damage: stats counted a game that replay said was not there.
    import random

    for seed in range(3):
        history.record_game(tmp_path, record("trix", seed))
    database.close_all()
    path = database.path_in(tmp_path)
    assert path.stat().st_size > 4096 * 4
    data = bytearray(path.read_bytes())
    data[4096 * 3 + 8 : 4096 * 3 + 208] = random.Random(5).randbytes(200)
    path.write_bytes(bytes(data))
    database.take_notices()
    assert history.count(tmp_path) == 0  # a new database, not a half answer
    assert "damaged" in database.take_notices()[0]
    assert aside(tmp_path)[0].read_bytes() == bytes(data)
