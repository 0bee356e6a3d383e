"""Lesson progress: remembered in the data directory; a damaged file is
reported, set aside whole, and never stops a lesson from being marked done."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cardgames_tui.store import progress


def test_nothing_done_at_first(tmp_path: Path) -> None:
    assert progress.load(tmp_path) == {}
    assert progress.done_in("shithead", tmp_path) == frozenset()


def test_done_lessons_are_remembered_per_game(tmp_path: Path) -> None:
    progress.mark_done("shithead", "ten-burns", tmp_path)
    progress.mark_done("shithead", "pickup", tmp_path)
    progress.mark_done("trix", "follow-suit", tmp_path)
    progress.mark_done("shithead", "pickup", tmp_path)
    assert progress.done_in("shithead", tmp_path) == {"ten-burns", "pickup"}
    assert progress.done_in("trix", tmp_path) == {"follow-suit"}


def test_the_default_is_the_users_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(tmp_path))
    progress.mark_done("trix", "doubling")
    assert (tmp_path / progress.FILE).exists()


@pytest.mark.parametrize("text", ["{not json", '{"done": {"trix": "all"}}', "[]"])
def test_a_damaged_file_is_reported_and_kept(tmp_path: Path, text: str) -> None:
    (tmp_path / progress.FILE).write_text(text, encoding="utf-8")
    with pytest.raises(progress.ProgressError, match="lesson progress"):
        progress.load(tmp_path)
    assert progress.done_in("trix", tmp_path) == frozenset()
    kept = progress.mark_done("trix", "doubling", tmp_path)
    assert kept is not None and kept.read_text(encoding="utf-8") == text
    assert progress.done_in("trix", tmp_path) == {"doubling"}


def test_the_lessons_room_loads_no_ui_library() -> None:
    probe = (
        "import sys\n"
        "from cardgames_tui.lessons.catalog import lessons_for\n"
        "from cardgames_tui.lessons.runner import replay\n"
        "import cardgames_tui.store.progress\n"
        "for game in ('shithead', 'trix', 'kings-corner'):\n"
        "    replay(lessons_for(game)[0])\n"
        "print(sorted({m.split('.')[0] for m in sys.modules}"
        " & {'textual', 'rich', 'click'}))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"


def test_the_menu_reads_the_same_ids_as_the_loader() -> None:
    from cardgames_tui.lessons.catalog import lessons_for
    from cardgames_tui.lessons.files import lesson_ids

    for game in ("shithead", "trix", "kings-corner"):
        assert list(lesson_ids(game)) == [lesson.id for lesson in lessons_for(game)]
