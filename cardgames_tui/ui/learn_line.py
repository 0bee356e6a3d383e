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
    damaged = ""
    try:
        done = progress.load(data_dir)
    except progress.ProgressError as problem:
        # Said here too: "0 of 21 done" alone read as progress lost without
        # a word (a play-tester); Learn sets the file aside and says so.
        what = (
            "cannot be read"
            if isinstance(problem, progress.UnreadableProgress)
            else "file is damaged"
        )
        done, damaged = {}, f" (the lesson progress {what}: Learn says more)"
    total = finished = 0
    for game_id in TABLES:
        ids = set(lesson_ids(game_id))
        total += len(ids)
        finished += len(ids & done.get(game_id, frozenset()))
    line = f"Learn: lessons you play, one rule each · {finished} of {total} done"
    return line + damaged
