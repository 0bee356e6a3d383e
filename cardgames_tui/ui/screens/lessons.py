"""`LessonListScreen`: the lessons of one game or of every game, with the
ones you finished ticked; Enter plays one."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from cardgames_tui.core.registry import find_game
from cardgames_tui.core.suit_text import shown
from cardgames_tui.lessons.catalog import lessons_for
from cardgames_tui.lessons.model import Lesson, LessonError
from cardgames_tui.store import progress
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.tables import TABLES

DONE, TODO = "✓", "·"


def next_lesson(lesson: Lesson) -> Lesson | None:
    """The lesson after ``lesson`` in its game's list, if there is one."""
    lessons = lessons_for(lesson.game)
    ids = [each.id for each in lessons]
    at = ids.index(lesson.id) if lesson.id in ids else len(ids)
    return lessons[at + 1] if at + 1 < len(lessons) else None


class LessonListScreen(Screen[None]):
    """Every lesson of the chosen game (or of all games), in teaching order."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "app.pop_screen", "Back"),
        Binding("question_mark", "rules", "Rules"),
    ]

    DEFAULT_CSS = """
    LessonListScreen { align: center top; }
    LessonListScreen #lessons-title {
        width: 100%; height: 3; content-align: center middle;
        text-style: bold; color: $accent;
    }
    LessonListScreen #lessons-hint { width: 100%; height: 1; color: $text-muted;
        content-align: center middle; }
    LessonListScreen #lessons { width: 90%; max-width: 100; height: 1fr;
        margin: 1 0 0 0; }
    LessonListScreen #lessons-note { width: 90%; max-width: 100; height: auto;
        color: $text-error; }
    """

    def __init__(self, game_id: str | None = None) -> None:
        super().__init__()
        self.game_ids = [game_id] if game_id else list(TABLES)
        """The games whose lessons are listed."""
        self.lessons: dict[str, Lesson] = {}
        """Option id to its lesson."""
        self.came_from: str | None = None
        """The lesson to highlight on coming back (`came_back_from`)."""

    def compose(self) -> ComposeResult:
        title = "Learn: lessons you play"
        if len(self.game_ids) == 1:
            title = f"Learn {find_game(self.game_ids[0]).name}"
        yield Static(title, id="lessons-title")
        yield Static(
            "Each lesson teaches one rule in under a minute. Enter starts it.",
            id="lessons-hint",
        )
        yield OptionList(id="lessons")
        yield Static(id="lessons-note")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_lessons()

    def on_screen_resume(self) -> None:
        self.refresh_lessons()

    def came_back_from(self, lesson: Lesson, completed: bool) -> None:
        """The lesson table is leaving for this list: the highlight goes to
        that lesson, or the one after it once it is done (after lessons
        chained by n, it was back on the first one opened, a play-tester)."""
        following = next_lesson(lesson) if completed else None
        shown = following or lesson
        self.came_from = f"{shown.game}/{shown.id}"

    def refresh_lessons(self) -> None:
        settings = app_of(self).settings
        options = self.query_one(OptionList)
        highlighted = options.highlighted
        options.clear_options()
        self.lessons = {}
        problems = []
        first: int | None = None  # the first lesson not done, else the first
        try:
            done = progress.load(settings.data_dir)
        except progress.ProgressError as problem:
            problems.append(f"{problem}: no lesson shows as done until one is.")
            done = {}
        for game_id in self.game_ids:
            game = find_game(game_id)
            finished = done.get(game_id, frozenset())
            try:
                lessons = lessons_for(game)
            except LessonError as problem:
                problems.append(f"{game.name}: a lesson file is damaged: {problem}")
                continue
            count = sum(lesson.id in finished for lesson in lessons)
            options.add_option(
                Option(f"{game.name} · {count} of {len(lessons)} done", disabled=True)
            )
            for number, lesson in enumerate(lessons, 1):
                mark = DONE if lesson.id in finished else TODO
                key = f"{game_id}/{lesson.id}"
                self.lessons[key] = lesson
                text = f"  {mark} {number}. {lesson.title}"
                # It always opened on lesson 1 (a play-tester with several done).
                if first is None and lesson.id not in finished:
                    first = options.option_count
                options.add_option(Option(shown(text, settings.ascii_only), id=key))
        note = self.query_one("#lessons-note", Static)
        note.update("\n".join(problems))
        note.display = bool(problems)  # an empty note left a blank row
        if first is None and self.lessons:  # every lesson done
            first = options.get_option_index(next(iter(self.lessons)))
        came_from, self.came_from = self.came_from, None
        if came_from in self.lessons:
            highlighted = options.get_option_index(came_from)
        options.highlighted = highlighted if highlighted is not None else first
        options.focus()

    def text_setting_changed(self) -> None:
        self.refresh_lessons()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        lesson = self.lessons.get(event.option.id or "")
        if lesson is not None:
            self.open_lesson(lesson)

    def open_lesson(self, lesson: Lesson) -> None:
        from cardgames_tui.ui.screens.lesson import lesson_screen

        try:
            screen = lesson_screen(lesson)
        except LessonError as problem:
            self.notify(str(problem), severity="error", timeout=10)
            return
        self.app.push_screen(screen)

    def action_rules(self) -> None:
        from cardgames_tui.ui.screens.rules import RulesScreen

        options = self.query_one(OptionList)
        game_id = self.game_ids[0]
        if options.highlighted is not None:
            key = options.get_option_at_index(options.highlighted).id or ""
            game_id = key.split("/")[0] if "/" in key else game_id
        self.app.push_screen(RulesScreen(find_game(game_id)))


def open_learning(app: App[None], game_id: str | None, lesson_id: str | None) -> None:
    """Over the menu: the lesson list, and the lesson itself if one is named."""
    listing = LessonListScreen(game_id)
    app.push_screen(listing)
    if game_id and lesson_id:
        from cardgames_tui.lessons.catalog import find_lesson

        try:
            lesson = find_lesson(game_id, lesson_id)
        except LessonError as problem:
            app.notify(str(problem), severity="error", timeout=10)
            return
        listing.open_lesson(lesson)
