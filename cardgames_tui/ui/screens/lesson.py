"""`LessonScreen`: a lesson played on the game's own table.

The table is the game's screen (its widgets, its keys) with the lesson's
narration where the log was. Moves still go through ``submit``, but here the
`LessonRun` answers: a right move is played (and the scripted moves after
it), anything else is refused with the rule it breaks and changes nothing.
No bot thinks and nothing is saved: the other seats' moves are in the file.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from cardgames_tui.core.events import Event
from cardgames_tui.core.narration import sentence_end
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.suit_text import shown
from cardgames_tui.lessons.model import Lesson, Prompt
from cardgames_tui.lessons.runner import LessonRun, Verdict
from cardgames_tui.store import progress
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.hint_memory import Hinted
from cardgames_tui.ui.paging import page
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.screens.hand_table import HandTableScreen
from cardgames_tui.ui.screens.stray_keys import class_bindings
from cardgames_tui.ui.tables import TABLES

NOT_SAVED = Path("lesson-not-saved.json")
"""A lesson is never saved: the table's save slot is a name nobody writes."""


BINDINGS: list[BindingType] = [
    Binding("q", "leave", "Lessons"),
    Binding("escape", "escape", "Lessons", show=False),
    Binding("n", "next_lesson", "Next lesson"),
    Binding("pageup", "scroll_text(-1)", "Lesson text up", show=False),
    Binding("pagedown", "scroll_text(1)", "Lesson text down", show=False),
]
"""Keys a lesson adds to its table (q and escape go back to the list)."""
LESSON_DONE_KEYS = frozenset({"leave", "escape", "next_lesson", "rules", "scroll_text"})
"""What stays open once a lesson is done (the table's own keys leave the
footer: "p Pass" still offered after the Complex lesson, a play-tester)."""

CSS = """
{name} #log {{ display: none; }}
{name} #lesson {{ width: 1fr; height: 1fr; min-height: 4;
    border: round $accent; padding: 0 1; }}
{name} #lesson-title {{ height: auto; text-style: bold; color: $accent; }}
{name} #lesson-scroll {{ height: 1fr; }}
{name} #lesson-text {{ height: auto; }}
"""
"""The lesson's panel takes the log's place (the lesson narrates)."""

# Textual finds a widget's CSS type names through the first DOM base only:
# the mixin is a plain class, so the table (ShitheadScreen …) comes first
# there and its style sheet applies; type checkers see a GameScreen.
if TYPE_CHECKING:
    _Base = GameScreen
else:
    _Base = object


class LessonTable(_Base):
    """What a lesson changes in a game table; mixed in before the table's
    class by `lesson_screen` (so its methods come first)."""

    QUIT_QUESTION = "Quit? A lesson is not saved: Learn starts it again."

    def __init__(self, run: LessonRun) -> None:
        lesson = run.lesson
        seats = tuple(
            Seat(name) if k == lesson.seat else Seat(name, "random")
            for k, name in enumerate(lesson.names)
        )
        super().__init__(run.session, seats, NOT_SAVED)
        self.run = run
        """The lesson being played (it holds the session)."""
        self.read_up_to = 0
        """How many of the lesson's lines were shown before this move."""
        self.completed = False
        """True once the last step is played (and remembered)."""
        self.title_words = ("", "")
        """The panel's title: the lesson's name, and the move it is at."""
        self.paragraphs: list[str] = []
        """The panel's text, one paragraph a line said."""
        self.spaced = True
        """Whether a blank line parts the paragraphs (not once they overflow
        the panel)."""

    @property
    def deal_label(self) -> str:
        """A lesson's deal is stacked: its seed means nothing to a player."""
        return "lesson"

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            yield widget
            if widget.id == "log":
                text = VerticalScroll(Static(id="lesson-text"), id="lesson-scroll")
                # Never the focus: it took Home and End from the hand (and
                # scrolled past the "PgDn: more" it had shown); Page Up and
                # Down scroll it through the screen's own keys.
                text.can_focus = False
                yield Vertical(Static(id="lesson-title"), text, id="lesson")

    # -- the lesson's text ----------------------------------------------

    def show_lesson(self) -> None:
        """The lesson's title, and what it said since your last move."""
        run, ascii_only = self.run, self.ascii_only
        lesson = run.lesson
        asked = sum(isinstance(step, Prompt) for step in lesson.steps[: run.index])
        place = "done" if run.done else f"move {asked + 1} of {lesson.prompts}"
        self.title_words = (shown(lesson.title, ascii_only), place)
        self._write_title("")
        lines = run.said[self.read_up_to :]
        prompt = run.prompt
        if prompt is not None and prompt.text and lines[-1:] == [prompt.text]:
            # What to do now is the status line's (`turn_hint`): at 80×24 it
            # sat below the panel's fold, four PgDn down (a play-tester).
            # Alone, it stays: an empty panel would look broken.
            lines = lines[:-1] or lines
        self.paragraphs = [shown(line, ascii_only) for line in lines]
        self._write_text(spaced=True)

    def _write_text(self, spaced: bool) -> None:
        """The paragraphs in the panel, from their first line."""
        self.spaced = spaced
        gap = "\n\n" if spaced else "\n"
        self.query_one("#lesson-text", Static).update(gap.join(self.paragraphs))
        # From its first line: scrolled to its end, a text taller than the
        # panel at 80×24 began mid-sentence ("she played, so she pays
        # nothing"), the chip it was about out of sight (a play-tester).
        # After the new text is laid out: its height is not known before.
        scroll = self.query_one("#lesson-scroll", VerticalScroll)
        scroll.scroll_home(animate=False, immediate=True)
        self.call_after_refresh(self._say_if_more)

    def _say_if_more(self) -> None:
        """The title says when the text goes on below the panel; first, a
        text too tall for it closes up its blank lines (at 80×24 a three-
        line panel showed two sentences and the blank between them)."""
        scroll = self.query_one("#lesson-scroll", VerticalScroll)
        if self.spaced and scroll.max_scroll_y > 0 and len(self.paragraphs) > 1:
            self._write_text(spaced=False)
            return
        more = " · PgDn: more" if scroll.max_scroll_y > scroll.scroll_y else ""
        self._write_title(more)

    def _write_title(self, more: str) -> None:
        """The title on one line where it fits, else the move it is at on a
        line of its own: wrapped at any space, "move 1 of" ended a line and
        "2" began the next (a play-tester at 80 columns)."""
        title = self.query_one("#lesson-title", Static)
        name, place = self.title_words
        words = f"{name} · {place}{more}"
        width = title.content_size.width
        if width and cell_len(words) > width:
            words = f"{name}\n{place}{more}"
        title.update(words)

    def action_scroll_text(self, pages: int) -> None:
        """Page Up/Down: the lesson's text (the table's keys are the cards')."""
        page(self.query_one("#lesson-scroll", VerticalScroll), pages)
        self._say_if_more()

    def text_setting_changed(self) -> None:
        super().text_setting_changed()
        self.show_lesson()

    # -- the turn cycle: no bots, no saves --------------------------------

    def advance(self) -> None:
        # No `TurnGuard.turn_shown`: the scripted moves come with the
        # learner's own key, so nothing changes while the learner waits.
        self.show_lesson()
        if self.run.done:
            self.finish()
            return
        self.redraw()
        self.place_cursor(new_turn=True)
        self.status(self.turn_hint())
        self.refresh_keys()

    def my_turn(self) -> bool:
        return not self.run.done and super().my_turn()

    def place_cursor(self, new_turn: bool) -> None:
        """As at a table, but a step that names the one card to play has the
        cursor on it: on the first card that fits, Enter played "Not yet"
        where the lesson had just said "play your J♦" (a play-tester). A
        Shithead table picks cards for a hint, so it keeps its own place."""
        super().place_cursor(new_turn)
        prompt = self.run.prompt
        if not new_turn or prompt is None or len(prompt.right) != 1:
            return
        card = getattr(self.run.right_action(), "card", None)
        if isinstance(self, HandTableScreen) and self.private and card in self.hand:
            self.move_cursor_to(self.hand.index(card))

    def turn_hint(self) -> str:
        """The lesson's "your move" sentence: what to do, where the eye goes
        after a move (a refusal gives way to it again when the cursor moves)."""
        prompt = self.run.prompt
        if prompt is not None and prompt.text:
            return shown(prompt.text, self.ascii_only)
        return super().turn_hint()

    def not_your_turn(self) -> str:
        if self.run.done:  # no turn will come: say what will
            return f"This lesson is done. {self._what_next()}"
        return super().not_your_turn()

    def submit(self, notation: str) -> bool:
        """The lesson judges the move; only a right one reaches the table."""
        if not self.my_turn():
            self.status(self.not_your_turn())
            return False
        said = len(self.run.said)
        verdict = self.run.attempt(notation)
        if not verdict.right:
            self.status(refused_words(verdict), error=True)
            return False
        self.read_up_to = said
        self.last_actor = self.bottom_seat
        # The learner's own move (scripted ones may follow): a burn there
        # means "you play again".
        self.last_events = next(
            (
                p.events
                for p in reversed(self.run.played)
                if p.before.current_player == self.bottom_seat
            ),
            (),
        )
        self.advance()
        return True

    def play(self, action: Any, reason: str = "") -> None:
        # Every move of a lesson goes through `submit` (no bot plays here).
        self.submit(str(action))

    def finish(self) -> None:
        """The last step is played: remember it, show where the lesson ended."""
        self.completed = True
        ending = self._hand_end()
        if ending is not None:
            self.log_until = self.next_deal_at()
        # Kept, as at a table: f2 redraws it, not the next deal behind it.
        self.frozen = None if ending is None else self.final_view(*ending)
        self.redraw(self.frozen)
        self.status(f"Lesson done. {self._what_next()}")
        self.refresh_keys()
        lesson = self.run.lesson
        try:
            kept = progress.mark_done(
                lesson.game, lesson.id, app_of(self).settings.data_dir
            )
        except OSError as problem:
            self.notify(f"Progress could not be kept: {problem}", severity="warning")
            return
        if kept is not None:
            self.notify(
                f"The lesson progress file was damaged; it was kept as {kept.name}.",
                severity="warning",
            )

    def _hand_end(self) -> tuple[Any, Any, Sequence[Event]] | None:
        """The move that ended a hand since your last move, if one did: the
        engine deals the next hand in the same step, so the table shows the
        position that move left instead."""
        for played in reversed(self.run.played):
            if any(e.kind in self.END_KINDS for e in played.events):
                return played.before, played.action, played.events
            if played.before.current_player == self.bottom_seat:
                break
        return None

    def redraw(self, view: Any = None) -> None:
        super().redraw(view)
        if self.completed:
            # Nobody is to play once the lesson is done: a heavy border
            # left on Ana's box read as her turn to come (a play-tester).
            for box in self.query(".-to-play"):
                box.remove_class("-to-play")

    def turn_words(self, current: int | None, idle: str) -> str:
        # Done, the table shows where the lesson ended: "Ana to play" there
        # read as a turn still to come.
        return "done" if self.completed else super().turn_words(current, idle)

    # -- keys --------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hint":
            return not self.run.done
        if action == "next_lesson":
            # Not offered after the game's last lesson (n answered "That
            # was the last lesson", a play-tester).
            return self.completed and self._following() is not None
        if action == "undo":
            return False  # the lesson's script moves on; a wrong move changes nothing
        if self.completed and action not in LESSON_DONE_KEYS:
            # The lesson is over: the table's keys leave the footer (dimmed,
            # "p Pick up pile r Ready" there read as moves still to make, a
            # play-tester), and `key_off` says what comes next.
            return False
        return super().check_action(action, parameters)

    def key_off(self, action: str) -> str:
        if self.completed and action not in LESSON_DONE_KEYS:
            return self.not_your_turn()
        # h once the lesson is done: `not_your_turn` says what comes next.
        if action == "next_lesson":
            if self.completed:
                return self.not_your_turn()
            return "Finish this lesson first: h gives a hint."
        if action == "undo":
            return "No undo in a lesson: a wrong move changes nothing here."
        return super().key_off(action)

    def action_hint(self) -> None:
        """The lesson's right move, shown as a table shows a hint: the cursor
        on its card (or its cards picked), and Enter makes it (a play-tester
        read "The move: play 9♥ 9♦", pressed Enter, and played the K♠ under
        the cursor)."""
        run = self.run
        if run.done:
            return
        action = run.right_action()
        if action is None or not self.my_turn():
            self.status(run.hint())
            return
        hinted = Hinted(self.session.ply, self.epoch, action, (), None)
        self.show_hint(hinted, run.hint())

    def action_leave(self) -> None:
        from cardgames_tui.ui.screens.lessons import LessonListScreen

        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 else None
        if isinstance(below, LessonListScreen):
            below.came_back_from(self.run.lesson, self.completed)
        self.app.pop_screen()

    def action_escape(self) -> None:
        """Esc drops a move half made first, as the table's prompt says
        ("Esc cancels"); it left the lesson, and its progress, at once."""
        if not self.cancel_pending():
            self.action_leave()

    def _following(self) -> Lesson | None:
        from cardgames_tui.ui.screens.lessons import next_lesson

        return next_lesson(self.run.lesson)

    def _what_next(self) -> str:
        """The keys once the lesson is done: n only if a lesson follows."""
        if self._following() is not None:
            return "n: the next lesson · q: back to the lessons."
        # "last" alone read as "no more to do" with two still undone.
        from cardgames_tui.lessons.catalog import lessons_for

        this = self.run.lesson
        done = {this.id} | progress.done_in(this.game, app_of(self).settings.data_dir)
        left = [one.title for one in lessons_for(this.game) if one.id not in done]
        if not left:
            return "That was this game's last lesson. q: back to the lessons."
        undone = f"{len(left)} lessons" if len(left) > 1 else f'"{left[0]}"'
        return (
            f"That was this game's last lesson; {undone} not done yet."
            " q: back to the lessons."
        )

    def action_next_lesson(self) -> None:
        following = self._following()
        if following is None:  # not offered then (`check_action`)
            self.status(self.key_off("next_lesson"), error=True)
            return
        self.app.switch_screen(lesson_screen(following))


_CLASSES: dict[type[GameScreen], type[LessonTable]] = {}
"""The lesson table made for each game table (made once)."""


def lesson_screen(lesson: Lesson) -> LessonTable:
    """The table of the lesson's game, playing the lesson."""
    table = TABLES[lesson.game].screen_class()
    made = _CLASSES.get(table)
    if made is None:
        css = getattr(table, "CSS_PATH", None)
        name = f"Lesson{table.__name__}"
        namespace: dict[str, Any] = {
            "__doc__": f"A lesson on the {table.__name__}.",
            "BINDINGS": [*BINDINGS, *_shared_keys(table)],
            "DEFAULT_CSS": CSS.format(name=name),
        }
        if isinstance(css, str):
            # The table's style sheet, found beside the table's module.
            namespace["CSS_PATH"] = Path(inspect.getfile(table)).parent / css
        made = cast(
            "type[LessonTable]",
            type(name, (LessonTable, table), namespace),
        )
        _CLASSES[table] = made
    return made(LessonRun(lesson))


def _shared_keys(table: type[GameScreen]) -> list[Binding]:
    """The table's own bindings of n, after the lesson's: n is "Next lesson"
    once a lesson is done, and the table's key until then (Trix's "No
    double": a play-tester's n in the doubling lesson was told to finish the
    lesson first). Textual tries a key's bindings in order, and the lesson's
    is off (hidden) before the end."""
    return [b for b in class_bindings(table) if "n" in b.key.split(",")]


def refused_words(verdict: Verdict) -> str:
    """``Not allowed: a 4 does not go on an 8.`` (the rules' clause) or
    ``Not this one. Play both your 7s.`` (the lesson's own sentence), then
    the right move after two misses, each a sentence of its own."""
    message = sentence_end(verdict.message)
    if not verdict.legal:
        text = f"Not allowed: {message}"
    elif verdict.later:
        text = f"Not yet: that move comes later in this lesson. {message}"
    else:
        text = f"Not this one. {message}"
    return f"{text} {verdict.hint}" if verdict.hint else text
