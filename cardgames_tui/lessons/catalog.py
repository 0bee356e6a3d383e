"""Every lesson of a game, read and checked (the files: `lessons.files`)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.registry import find_game
from cardgames_tui.lessons.files import lesson_files
from cardgames_tui.lessons.load import load_lesson
from cardgames_tui.lessons.model import Lesson, LessonError


def lessons_for(game: GameDefinition | str) -> list[Lesson]:
    """Every lesson of a game, read and checked; LessonError names a bad file.
    Read once a run (the files ship with the package)."""
    return list(_lessons(game if isinstance(game, str) else game.id))


@cache
def _lessons(game_id: str) -> tuple[Lesson, ...]:
    definition = find_game(game_id)
    lessons = [load_lesson(path, definition) for path in lesson_files(definition.id)]
    seen: dict[str, Path] = {}
    for lesson in lessons:
        if lesson.id in seen:
            other = seen[lesson.id].name
            raise LessonError(
                f"{lesson.path.name}: id {lesson.id!r} is taken by {other}"
            )
        seen[lesson.id] = lesson.path
    return tuple(lessons)


def find_lesson(game: GameDefinition | str, lesson_id: str) -> Lesson:
    """One lesson by id, or by its number as the lists show it (``3``: the
    third); LessonError listing the known ids if there is none."""
    lessons = lessons_for(game)
    for lesson in lessons:
        if lesson.id == lesson_id:
            return lesson
    if lesson_id.isdigit() and 1 <= int(lesson_id) <= len(lessons):
        return lessons[int(lesson_id) - 1]
    known = ", ".join(lesson.id for lesson in lessons) or "none"
    raise LessonError(
        f"there is no lesson {lesson_id!r} (the lessons: {known};"
        f" or a number from 1 to {len(lessons)})"
    )
