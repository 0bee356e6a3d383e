"""`LessonRun`: a lesson played over a `GameSession`, one prompt at a time.

The runner plays the scripted steps itself and stops at each "your move".
A right move is played and its claims checked; anything else is refused and
changes nothing: an illegal move with the engine's own reason (which names
the rule it breaks), a legal one with the lesson's sentence for that step.
After two misses the refusal carries a hint: the right move.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from cardgames_tui.core.errors import IllegalActionError
from cardgames_tui.core.events import Event
from cardgames_tui.core.game import Action, GameDefinition, Observation
from cardgames_tui.core.registry import find_game
from cardgames_tui.core.wording import move_words
from cardgames_tui.lessons.build import build_session
from cardgames_tui.lessons.claims import failed
from cardgames_tui.lessons.model import Lesson, LessonError, Prompt, Say, Scripted

MISSES_BEFORE_HINT = 2
"""Wrong tries after which the refusal shows the right move."""

_SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_CARD = re.compile(r"\b(10|[2-9JQKA])([SHDC])\b")


def in_words(notation: str) -> str:
    """A move's notation with suit symbols (``play 10♥``), for a hint."""
    return _CARD.sub(lambda m: m.group(1) + _SUITS[m.group(2)], notation)


class Verdict(NamedTuple):
    """What the lesson said to a move."""

    right: bool
    """Whether the move was played."""
    message: str
    """The refusal (why not), or what the lesson says after a right move."""
    hint: str = ""
    """After two misses: the right move, in words."""
    legal: bool = True
    """False when the rules refuse the move (the message is the engine's
    reason); True for a right move or a legal one the lesson does not want."""
    later: bool = False
    """A legal move the lesson asks for at a later step: not wrong, early."""


class Played(NamedTuple):
    """One move the lesson played, with the learner's view just before it."""

    before: Observation
    """What the learner saw before the move (a table can show a finished
    hand's last position from it)."""
    action: Action
    """The move."""
    events: tuple[Event, ...]
    """What it did."""


class LessonRun:
    """One play-through of a lesson."""

    def __init__(self, lesson: Lesson, game: GameDefinition | None = None) -> None:
        self.lesson = lesson
        """The lesson being played."""
        self.game = game or find_game(lesson.game)
        """Its game."""
        self.session = build_session(lesson, self.game)
        """The game the lesson plays (the only place rules are decided)."""
        self.index = 0
        """The next step to play."""
        self.misses = 0
        """Wrong tries at the current prompt."""
        self.said: list[str] = []
        """Everything the lesson has said so far, in order."""
        self.last_events: tuple[Event, ...] = ()
        """The events of the last move played."""
        self.played: list[Played] = []
        """Every move since the set-up, in order."""
        self._run_on()

    @property
    def prompt(self) -> Prompt | None:
        """The "your move" waiting now (None once the lesson is over)."""
        steps = self.lesson.steps
        if self.index < len(steps):
            step = steps[self.index]
            assert isinstance(step, Prompt)
            return step
        return None

    @property
    def done(self) -> bool:
        """Whether every step has been played."""
        return self.index >= len(self.lesson.steps)

    def attempt(self, notation: str) -> Verdict:
        """Try the learner's move: play it if it is right, else refuse it."""
        prompt = self.prompt
        if prompt is None:
            return Verdict(False, "This lesson is over.")
        session = self.session
        try:
            action = session.parse(notation)
        except IllegalActionError as error:
            return self._miss(str(error), legal=False)
        refused = session.refusal(action)
        if refused is not None:
            return self._miss(refused, legal=False)
        if action not in [session.parse(move) for move in prompt.right]:
            own = (w for m, w in prompt.wrong_moves if session.parse(m) == action)
            words = next(own, None)
            if words is None and self._asked_later(action):
                # "Not this one" of a move the next step asks for read as
                # a lesson contradicting itself (a play-tester's report).
                return self._miss(prompt.wrong, later=True)
            return self._miss(words or prompt.wrong)
        self._play(prompt.number, str(action))
        self._check(prompt)
        self.misses = 0
        self.index += 1
        if prompt.after:
            self.said.append(prompt.after)
        self._run_on()
        return Verdict(True, prompt.after)

    def hint(self) -> str:
        """The right move, in words (what the refusal shows after two misses)."""
        prompt = self.prompt
        if prompt is None:
            return ""
        if prompt.hint:
            return prompt.hint
        action = self.right_action()
        # The move's own words where it has them: "choose Trix", not the
        # notation's "choose trix".
        said = in_words(prompt.right[0]) if action is None else move_words(action)
        return f"The move: {said}."

    def right_action(self) -> Action | None:
        """The first right move of the prompt waiting, as the session's
        action: a hint points the table at it, so Enter makes it."""
        prompt = self.prompt
        if prompt is None:
            return None
        try:
            return self.session.parse(prompt.right[0])
        except IllegalActionError:
            return None  # a lesson file's check refuses this; never played

    def _miss(self, reason: str, legal: bool = True, later: bool = False) -> Verdict:
        self.misses += 1
        hint = self.hint() if self.misses >= MISSES_BEFORE_HINT else ""
        return Verdict(False, reason, hint, legal, later)

    def _asked_later(self, action: object) -> bool:
        """Whether a later step of the lesson asks for ``action``."""
        later = self.lesson.steps[self.index + 1 :]
        parse = self.session.parse
        return any(
            parse(move) == action
            for step in later
            if isinstance(step, Prompt)
            for move in step.right
        )

    def _error(self, number: int, problem: str) -> LessonError:
        return LessonError(f"{self.lesson.path.name}: step {number} {problem}")

    def _play(self, number: int, move: str) -> None:
        session = self.session
        before = session.observe(self.lesson.seat)
        try:
            action = session.parse(move)
            self.last_events = session.play(action)
        except IllegalActionError as error:
            raise self._error(number, f"({move}) cannot be played: {error}") from None
        self.played.append(Played(before, action, self.last_events))

    def _check(self, step: Say | Scripted | Prompt) -> None:
        for claim in step.checks:
            problem = failed(claim, self.session, self.last_events)
            if problem is not None:
                raise self._error(step.number, f"claims what is false: {problem}")

    def _run_on(self) -> None:
        """Play narration and scripted moves up to the next prompt, and check
        that the prompt is the learner's and its right moves are legal."""
        steps, seat = self.lesson.steps, self.lesson.seat
        while self.index < len(steps):
            step = steps[self.index]
            if isinstance(step, Prompt):
                self._ready(step)
                return
            if isinstance(step, Scripted):
                if self.session.current_player == seat:
                    raise self._error(step.number, "is a scripted move on your turn")
                self._play(step.number, step.move)
            if step.text:
                self.said.append(step.text)
            self._check(step)
            self.index += 1

    def _ready(self, prompt: Prompt) -> None:
        session = self.session
        if session.current_player != self.lesson.seat:
            raise self._error(prompt.number, "asks for your move on another's turn")
        legal = {str(action) for action in session.legal_actions()}
        for move in prompt.right:
            if str(session.parse(move)) not in legal:
                raise self._error(prompt.number, f"wants {move}, which is not legal")
        if prompt.text:
            self.said.append(prompt.text)


def replay(lesson: Lesson) -> LessonRun:
    """Play a lesson through with its first right move at every prompt,
    checking every claim: what the test of every lesson file does."""
    run = LessonRun(lesson)
    while (prompt := run.prompt) is not None:
        verdict = run.attempt(prompt.right[0])
        if not verdict.right:
            raise LessonError(
                f"{lesson.path.name}: step {prompt.number} refuses its own right"
                f" move {prompt.right[0]}: {verdict.message}"
            )
    return run
