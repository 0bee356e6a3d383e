"""The menu's Learn line: how many lessons are done. Kept apart from the
lesson screens so the menu reads only lesson ids at start-up (no lesson is
checked, no rules engine loaded)."""

from __future__ import annotations

from pathlib import Path

from cardgames_tui.lessons.files import lesson_ids
from cardgames_tui.store import progress
from cardgames_tui.ui.tables import TABLES


def learn_option(data_dir: Path) -> str:
    """The menu's Learn line, with how many lessons are done."""
    try:
        done = progress.load(data_dir)
    except progress.ProgressError:
        done = {}
    total = finished = 0
    for game_id in TABLES:
        ids = set(lesson_ids(game_id))
        total += len(ids)
        finished += len(ids & done.get(game_id, frozenset()))
    return f"Learn: lessons you play, one rule each · {finished} of {total} done"
