"""Exported records: a round trip, and one clear line for every bad file
(the failing move named)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardgames_tui.store import history, records
from cardgames_tui.store.records import GameRecord, RecordError
from tests.store.helpers import record


def test_an_exported_game_reads_back_the_same(tmp_path: Path) -> None:
    number = history.record_game(tmp_path, record("kings-corner", 3, undos=2))
    kept = history.load(tmp_path, number)
    path = tmp_path / "game.json"
    records.write_file(kept, path)
    back = records.read_file(path)
    assert back.session == kept.session
    assert back.seats == kept.seats
    assert back.results == kept.results
    assert (back.undos, back.started, back.ended) == (2, kept.started, kept.ended)


def exported(tmp_path: Path, base: GameRecord, change: dict[str, object]) -> Path:
    data = base.to_json() | change
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    return path


def test_a_move_that_does_not_replay_is_named(tmp_path: Path) -> None:
    good = record("shithead", 5)
    actions = list(good.session["actions"])
    actions[40] = "pickup" if actions[40] != "pickup" else "ready"
    path = exported(tmp_path, good, {"record": good.session | {"actions": actions}})
    with pytest.raises(RecordError) as caught:
        records.read_file(path)
    message = str(caught.value)
    assert "\n" not in message
    assert f"action 41 ({actions[40]})" in message


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("not json at all", "not a game record (not JSON)"),
        ('{"some": "thing"}', "not a game record (no format"),
        ('{"format": "cardgames-record", "version": 9}', "newer cardgames"),
        (
            '{"format": "cardgames-record", "version": "1"}',
            'x.json is a damaged game record (version "1")',
        ),
        (
            '{"format": "cardgames-record", "version": -5}',
            "x.json is a damaged game record (version -5)",
        ),
        (
            '{"format": "cardgames-record", "version": true}',
            "x.json is a damaged game record (version true)",
        ),
        (
            '{"record": {"game": "trix"}, "seats": []}',
            "x.json is a game in progress, not a finished one: the app's menu",
        ),
        (
            '{"format": "cardgames-record", "version": 1}',
            "x.json is a damaged game record (its record is missing)",
        ),
        (
            '{"format": "cardgames-record", "version": 1, "record": {},'
            ' "seats": [], "undos": "four"}',
            "x.json is a damaged game record (its undos is not a number ('four'))",
        ),
        (
            '{"format": "cardgames-record", "version": 1, "seats": [],'
            ' "record": {"game": "trix", "players": "four", "seed": 1, "actions": []}}',
            "damaged game record: its players is not a whole number ('four')",
        ),
        (
            '{"format": "cardgames-record", "version": 1, "seats": [],'
            ' "record": {"game": "trix", "players": 4, "actions": []}}',
            "damaged game record: its seed is missing",
        ),
    ],
)
def test_a_file_that_is_not_a_record_gets_one_line(
    tmp_path: Path, content: str, expected: str
) -> None:
    path = tmp_path / "x.json"
    path.write_text(content)
    with pytest.raises(RecordError, match=re.escape(expected)) as caught:
        records.read_file(path)
    assert "\n" not in str(caught.value)


def test_an_unfinished_game_is_refused(tmp_path: Path) -> None:
    good = record("trix", 1)
    actions = list(good.session["actions"])[:30]
    path = exported(tmp_path, good, {"record": good.session | {"actions": actions}})
    with pytest.raises(RecordError, match="unfinished after move 30"):
        records.read_file(path)


def test_a_missing_file_says_so(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot be read"):
        records.read_file(tmp_path / "nowhere.json")
    with pytest.raises(RecordError) as caught:
        records.read_file(tmp_path)  # a folder: named in full
    assert str(caught.value).startswith(f"{tmp_path} cannot be read: ")
