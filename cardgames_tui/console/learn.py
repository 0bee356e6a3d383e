"""What `cardgames learn` prints and checks before it opens the app."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.lessons.catalog import find_lesson, lessons_for
from cardgames_tui.lessons.files import lesson_files
from cardgames_tui.lessons.model import LessonError
from cardgames_tui.store import progress


def check_lesson(game: GameDefinition, lesson_id: str) -> str:
    """The id of ``game``'s lesson ``lesson_id`` (an id, or its number in
    the list); LessonError (a ValueError) if there is none."""
    return find_lesson(game, lesson_id).id


def lesson_lines(games: Sequence[GameDefinition]) -> list[str]:
    """One line a lesson (``✓`` when done), under a line per game; a game
    without lessons is left out, or said to have none when it is alone."""
    chosen = [game for game in games if lesson_files(game.id)]
    if not chosen:
        return [f"{game.name} has no lessons yet." for game in games]
    try:
        done = progress.load()
        note = []
    except progress.ProgressError as problem:
        done, note = {}, [f"({problem}: no lesson shows as done)"]
    lines = []
    for game in chosen:
        finished = done.get(game.id, frozenset())
        try:
            lessons = lessons_for(game)
        except LessonError as problem:
            lines.append(f"{game.name}: {problem}")
            continue
        count = sum(lesson.id in finished for lesson in lessons)
        lines.append(f"{game.name} ({count} of {len(lessons)} done)")
        for lesson in lessons:
            mark = "✓" if lesson.id in finished else " "
            lines.append(f"  {mark} {game.id} {lesson.id:<22} {lesson.title}")
    return lines + note
