"""A kill at any moment loses at most the move in flight; two app instances
at once never lose a statistics row. Real processes, real SIGKILLs."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardgames_tui.core.seats import Seat
from cardgames_tui.store import database, history, saves
from tests.store.helpers import played, record

WRITER = """
import sys
from dataclasses import replace
from pathlib import Path
from tests.store.helpers import record
from cardgames_tui.store import history
directory, tag, count = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
made = [record("shithead", seed) for seed in range(3)]
for i in range(count):
    game = replace(made[i % 3], ended=tag * 1_000_000 + i)
    history.record_game(directory, game)
    print(i + 1, flush=True)
"""


def writer(directory: Path, tag: int, count: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, str(directory), str(tag), str(count)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[2],
    )


def rows(directory: Path) -> tuple[int, int, str]:
    connection = sqlite3.connect(database.path_in(directory))
    games = connection.execute("SELECT count(*) FROM games").fetchone()[0]
    results = connection.execute("SELECT count(*) FROM results").fetchone()[0]
    check = connection.execute("PRAGMA integrity_check").fetchone()[0]
    connection.close()
    return games, results, check


def test_two_processes_writing_at_once_lose_no_row(tmp_path: Path) -> None:
    history.record_game(tmp_path, record("shithead", 7))  # the schema exists
    first, second = writer(tmp_path, 1, 30), writer(tmp_path, 2, 30)
    for process in (first, second):
        out, _ = process.communicate(timeout=90)
        assert process.returncode == 0
        assert out.split()[-1] == "30"
    games, results, check = rows(tmp_path)
    assert (games, results, check) == (61, 61 * 3, "ok")
    assert history.pending(tmp_path) == 0


def test_a_kill_during_writes_leaves_every_committed_game_whole(
    tmp_path: Path,
) -> None:
    process = writer(tmp_path, 1, 10_000)
    assert process.stdout is not None
    done = 0
    while done < 15:  # let it write a while, then kill it mid-stream
        done = int(process.stdout.readline())
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    games, results, check = rows(tmp_path)
    assert check == "ok"
    assert games >= done  # every game it reported is there...
    assert results == games * 3  # ...and none is there by half


SAVER = """
import random, sys
from pathlib import Path
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.seats import Seat
from cardgames_tui.store import saves
path = Path(sys.argv[1])
seats = (Seat("Ana"), Seat("Bot 1", "normal"), Seat("Bot 2", "normal"))
session = GameSession.new("trix", players=4, seed=3)
seats = seats + (Seat("Bot 3", "normal"),)
rng = random.Random(3)
while True:
    if session.is_over:
        session = GameSession.new("trix", players=4, seed=rng.randrange(99))
    session.play(rng.choice(session.legal_actions()))
    saves.save(path, session, seats)
    print(session.ply, flush=True)
"""


def test_a_kill_during_saves_leaves_a_save_that_loads(tmp_path: Path) -> None:
    path = tmp_path / "game-trix-1.json"
    for delay in (0.3, 0.7, 1.1):
        process = subprocess.Popen(
            [sys.executable, "-c", SAVER, str(path)],
            stdout=subprocess.PIPE,
            text=True,
            cwd=Path(__file__).parents[2],
        )
        assert process.stdout is not None
        process.stdout.readline()  # it is saving
        time.sleep(delay)
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        loaded = saves.load(path)  # never SaveError: old file or new, whole
        assert loaded is not None and loaded.session.ply > 0


def test_a_save_reaches_the_disk_before_it_replaces_the_old_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, Path.replace

    def fsync(fd: int) -> None:
        calls.append("fsync")
        real_fsync(fd)

    def replace(self: Path, target: Path) -> Path:
        calls.append("rename")
        return real_replace(self, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(Path, "replace", replace)
    session = played("shithead", 1, stop=10)
    seats = (Seat("Ana"), Seat("Bot 1", "normal"), Seat("Bot 2", "normal"))
    saves.save(tmp_path / "game.json", session, seats)
    assert calls == ["fsync", "rename"]
