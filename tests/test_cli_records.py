"""`cardgames stats`, `export` and `replay`: tables, files, and one clear
line for whatever is wrong."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardgames_tui.cli import cli
from cardgames_tui.store import history
from cardgames_tui.store.records import GameRecord
from tests.store.helpers import record


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "data"
    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(directory))
    return directory


def run(*args: str, answer: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), input=answer)
    return result.exit_code, result.output


def test_stats_prints_tables_per_player_and_bot_level(data: Path) -> None:
    code, out = run("stats")
    assert code == 0 and "No finished game is recorded yet" in out
    for seed in range(3):
        history.record_game(data, record("kings-corner", seed, ended=seed))
    history.record_game(data, record("trix", 1, ended=9))
    code, out = run("stats")
    assert code == 0
    assert "4 finished games recorded" in out
    assert "Players" in out and "Against each bot level" in out
    assert "normal bots" in out and "Kings" in out and "Trix" in out
    # The bots' own table counts seats: two normal bots a game, three
    # Kings games, six seats (it said "games 6" for three games).
    bots = out[out.index("The bots themselves") :]
    header = next(line for line in bots.splitlines() if "win rate" in line)
    assert header.split()[:3] == ["bot", "game", "seats"]
    kings = next(line for line in bots.splitlines() if "Kings" in line)
    assert kings.split()[3] == "6"
    assert "two normal bots at one table are two seats" in " ".join(bots.split())
    code, out = run("stats", "kings")
    assert code == 0 and "3 finished games" in out and "Trix" not in out
    code, out = run("stats", "nonsense")
    assert code == 2 and "nonsense" in out


def test_stats_reset_asks_first(data: Path) -> None:
    history.record_game(data, record("shithead", 1))
    history.record_game(data, record("trix", 2))
    code, out = run("stats", "--reset", answer="n\n")
    assert code == 1 and "Forget all 2 recorded games" in out
    assert history.count(data) == 2
    code, out = run("stats", "--reset", answer="y\n")
    assert code == 0 and "All 2 recorded games forgotten" in out
    assert history.count(data) == 0


def test_export_writes_a_record_that_replay_reads(
    data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    number = history.record_game(data, record("trix", 2))
    target = tmp_path / "shared.json"
    code, out = run("export", str(number), str(target))
    assert code == 0 and "written to" in out
    assert json.loads(target.read_text())["format"] == "cardgames-record"
    # A file already there is kept unless --force says otherwise.
    target.write_text("mine")
    code, out = run("export", str(number), str(target))
    assert code == 1 and "exists" in out and target.read_text() == "mine"
    assert run("export", str(number), str(target), "--force")[0] == 0
    assert json.loads(target.read_text())["format"] == "cardgames-record"
    opened: list[GameRecord] = []
    monkeypatch.setattr(
        "cardgames_tui.ui.open_replay.open_replay",
        lambda rec, ascii_cards: opened.append(rec),
    )
    assert run("replay", str(target))[0] == 0
    assert run("replay")[0] == 0  # the latest
    assert run("replay", str(number))[0] == 0
    assert [r.session for r in opened] == [opened[0].session] * 3


def test_bad_ids_and_files_get_one_line(data: Path, tmp_path: Path) -> None:
    code, out = run("replay")
    assert code == 1 and out == "Error: no game is recorded yet\n"
    history.record_game(data, record("shithead", 3))
    code, out = run("export", "7", str(tmp_path / "x.json"))
    assert code == 1 and out == "Error: there is no game 7 in the statistics\n"
    # A number that is not one said "'abc' is not a valid integer range".
    for typed in ("abc", "0", "-2", "²"):  # "²" is a digit int() refuses
        code, out = run("export", "--", typed, str(tmp_path / "x.json"))
        assert code == 2 and f"'{typed}' is not a game's number" in out
        assert "integer range" not in out and "x>=1" not in out
    code, out = run("replay", "²")  # read as a file's name, not a traceback
    assert code == 1 and out == "Error: ² cannot be read: No such file or directory\n"
    bad = tmp_path / "bad.json"
    kept = record("shithead", 3).to_json()
    kept["record"]["actions"][5] = "flip 9"
    bad.write_text(json.dumps(kept))
    code, out = run("replay", str(bad))
    assert code == 1 and out.count("\n") == 1
    # Named as the file names the seat, not "player 2".
    assert re.search(r"does not replay at action 6 \(flip 9\), (Ana|Bot \d) to", out)
    # A newer version's record is not replayed as this version's (a probe's
    # inner version 99 loaded without a word).
    kept = record("shithead", 3).to_json()
    kept["record"]["version"] = 99
    bad.write_text(json.dumps(kept))
    code, out = run("replay", str(bad))
    assert code == 1 and out == (
        "Error: bad.json: game record written by a newer cardgames"
        " (record version 99)\n"
    )


def test_options_that_would_do_nothing_are_refused_in_one_line(data: Path) -> None:
    # A play-tester: `demo --moves 5` opened the app and ignored it,
    # `replay ""` said "Error:  cannot be read: Is a directory", and
    # `stats --yes` was taken in silence.
    code, out = run("demo", "shithead", "--moves", "5")
    assert code == 2 and "Error: --moves works with --text" in out
    code, out = run("replay", "")
    assert code == 2 and "give a game's number or a file" in out
    assert "Is a directory" not in out
    code, out = run("stats", "--yes")
    assert code == 2 and "Error: --yes goes with --reset" in out


def test_stats_never_imports_textual(data: Path) -> None:
    history.record_game(data, record("shithead", 2))
    probe = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from cardgames_tui.cli import cli\n"
        "out = CliRunner().invoke(cli, ['stats']).output\n"
        "assert 'Players' in out, out\n"
        "print('textual' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert out.stdout.strip() == "False"


def test_a_damaged_database_is_set_aside_with_a_note(data: Path) -> None:
    data.mkdir()
    (data / "statistics.sqlite3").write_bytes(b"not a database" * 300)
    code, out = run("stats")
    assert code == 0
    assert "Note: the statistics database was damaged: it was moved to" in out
    assert "No finished game is recorded yet" in out
    assert len(list(data.glob("statistics.sqlite3.damaged-*"))) == 1


def test_a_damaged_stored_game_is_refused_in_one_line(
    data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A probe's edits of the database: each gave a traceback, or an export
    # that replay then refused.
    import sqlite3

    numbers = [
        history.record_game(data, record(game_id, 2, ended=float(n)))
        for n, game_id in enumerate(
            ("shithead", "trix", "kings-corner", "trix", "trix")
        )
    ]
    session = history.load(data, numbers[2]).session
    session["actions"][3] = "play 2C"
    edits = [
        ("record", "{garbage", "unreadable"),
        ("seats", "[1, 2]", "unreadable"),
        ("record", json.dumps(session), "does not replay at action 4 (play 2C)"),
        ("seats", "[]", "its seats do not match the game's players"),
    ]
    connection = sqlite3.connect(data / "statistics.sqlite3")
    for number, (column, value, _) in zip(numbers, edits, strict=False):
        connection.execute(
            f"UPDATE records SET {column} = ? WHERE game_id = ?", (value, number)
        )
    connection.commit()
    connection.close()
    target = tmp_path / "x.json"
    for number, (_, _, why) in zip(numbers, edits, strict=False):
        for args in (("replay", str(number)), ("export", str(number), str(target))):
            code, out = run(*args)
            assert code == 1 and out.count("\n") == 1, out
            assert out.startswith(
                f"Error: game {number} is damaged in the statistics ("
            )
            assert why in out
    assert not target.exists()
    # The game left alone still replays and exports.
    opened: list[GameRecord] = []
    monkeypatch.setattr(
        "cardgames_tui.ui.open_replay.open_replay",
        lambda rec, ascii_cards: opened.append(rec),
    )
    assert run("replay", str(numbers[4]))[0] == 0 and len(opened) == 1
    assert run("export", str(numbers[4]), str(target))[0] == 0


def test_export_never_writes_over_cardgames_own_files(data: Path) -> None:
    number = history.record_game(data, record("shithead", 3))
    database = data / "statistics.sqlite3"
    before = database.read_bytes()
    code, out = run("export", str(number), str(database), "--force")
    assert code == 1 and "is in cardgames' own folder" in out
    for force in ((), ("--force",)):
        code, out = run("export", str(number), "", *force)
        assert code == 2 and "give a file name" in out
    assert database.read_bytes() == before


def test_reset_counts_one_game_as_one(data: Path) -> None:
    history.record_game(data, record("shithead", 1))
    code, out = run("stats", "--reset", answer="n\n")
    assert code == 1 and "Forget the 1 recorded game for good?" in out
    code, out = run("stats", "--reset", "--yes")
    assert code == 0 and "The 1 recorded game forgotten." in out


def test_a_demo_pace_must_be_a_sensible_number_of_seconds(data: Path) -> None:
    for pace in ("inf", "1e300", "nan", "-1"):
        code, out = run("demo", "shithead", "--text", "--moves", "2", "--pace", pace)
        assert code == 2 and "--pace" in out, (pace, out)
    code, out = run("simulate", "shithead", "--games", "1", "--budget", "nan")
    assert code == 2 and "--budget" in out
