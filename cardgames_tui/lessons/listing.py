"""The "Learn by playing" section that ends a game's rules page: its lessons
and the demo command (`cardgames rules GAME` and the in-app rules screen)."""

from __future__ import annotations

from collections.abc import Set

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.lessons.catalog import lessons_for
from cardgames_tui.lessons.model import LessonError


def learn_section(game: GameDefinition, done: Set[str] = frozenset()) -> str:
    """Markdown: the lessons of ``game`` (ticked when in ``done``), how to
    play them, and the demo command."""
    lines = ["## Learn by playing", ""]
    try:
        lessons = lessons_for(game)
    except LessonError as problem:
        lines += [f"The lessons cannot be read: {problem}", ""]
        lessons = []
    if lessons:
        lines += [
            f"Short lessons, each one rule in under a minute: `cardgames learn"
            f" {game.id}` (or Learn in the menu).",
            "",
        ]
        for number, lesson in enumerate(lessons, 1):
            mark = " ✓" if lesson.id in done else ""
            lines.append(f"{number}. {lesson.title}{mark}")
        lines.append("")
    lines.append(
        f"Watch a whole game explained, every hand face up: `cardgames demo {game.id}`."
    )
    return "\n".join(lines) + "\n"
