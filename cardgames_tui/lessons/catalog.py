"""Where lessons live: ``games/<game>/lessons/*.toml``, in file-name order."""

from __future__ import annotations

from pathlib import Path

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.registry import find_game
from cardgames_tui.lessons.load import load_lesson
from cardgames_tui.lessons.model import Lesson, LessonError

GAMES_DIR = Path(__file__).resolve().parent.parent / "games"
"""The built-in games' packages (each may hold a ``lessons`` folder)."""


def lesson_dir(game_id: str) -> Path:
    """The folder of a game's lesson files."""
    return GAMES_DIR / game_id.replace("-", "_") / "lessons"


def lesson_files(game_id: str) -> list[Path]:
    """A game's lesson files, in the order they are taught (by file name)."""
    folder = lesson_dir(game_id)
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


def lessons_for(game: GameDefinition | str) -> list[Lesson]:
    """Every lesson of a game, read and checked; LessonError names a bad file."""
    definition = find_game(game) if isinstance(game, str) else game
    lessons = [load_lesson(path, definition) for path in lesson_files(definition.id)]
    seen: dict[str, Path] = {}
    for lesson in lessons:
        if lesson.id in seen:
            other = seen[lesson.id].name
            raise LessonError(
                f"{lesson.path.name}: id {lesson.id!r} is taken by {other}"
            )
        seen[lesson.id] = lesson.path
    return lessons


def find_lesson(game: GameDefinition | str, lesson_id: str) -> Lesson:
    """One lesson by id; LessonError listing the known ids if there is none."""
    lessons = lessons_for(game)
    for lesson in lessons:
        if lesson.id == lesson_id:
            return lesson
    known = ", ".join(lesson.id for lesson in lessons) or "none"
    raise LessonError(f"there is no lesson {lesson_id!r} (the lessons: {known})")
