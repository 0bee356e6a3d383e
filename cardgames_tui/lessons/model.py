"""A lesson as data: its set-up, its steps and the claims they make."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


class LessonError(ValueError):
    """A lesson file is malformed, or its script does not play: the message
    names the file and the field or step."""


@dataclass(frozen=True, slots=True)
class EventClaim:
    """The move made an event of this kind (fields left None match anything)."""

    kind: str
    """The event kind, a member of the game's ``EventKind``."""
    seat: int | None = None
    """The seat it happened to, if the claim names one."""
    amount: int | None = None
    """The event's number: cards burned, points, chips paid."""
    target: str | None = None
    """The event's data token: ``ten``, ``no-play``, a space."""
    cards: tuple[str, ...] | None = None
    """The cards involved, in notation (order does not matter)."""
    count: int | None = None
    """How many such events, exactly (None: at least one)."""


@dataclass(frozen=True, slots=True)
class NoEventClaim:
    """The move made no event of this kind."""

    kind: str
    """The event kind that must not appear."""


@dataclass(frozen=True, slots=True)
class ViewClaim:
    """A field of a view holds this value after the move."""

    field: str
    """An attribute of the game's view: ``pile``, ``pot``, ``hand_sizes``."""
    equals: object
    """The value, as TOML writes it (cards as notation strings)."""
    seat: int | None
    """Whose view (None: the public one an onlooker sees)."""


@dataclass(frozen=True, slots=True)
class ScoresClaim:
    """Every seat's running total after the move."""

    equals: tuple[int, ...]
    """The totals, seat by seat."""


@dataclass(frozen=True, slots=True)
class TurnClaim:
    """Whose turn it is after the move (None: the game is over)."""

    seat: int | None
    """The seat to play next."""


Claim = EventClaim | NoEventClaim | ViewClaim | ScoresClaim | TurnClaim
"""Something a step says happens, checked against the engine."""


@dataclass(frozen=True, slots=True)
class Say:
    """Narration only: the lesson talks, nothing is played."""

    number: int
    """The step's place in the file, from 1 (for messages)."""
    text: str
    """What the lesson says."""
    checks: tuple[Claim, ...] = ()
    """Claims about the position (and the last move's events)."""


@dataclass(frozen=True, slots=True)
class Scripted:
    """Another seat's move, written in the file."""

    number: int
    """The step's place in the file, from 1."""
    move: str
    """The move's notation, as ``str(action)`` writes it."""
    text: str
    """What the lesson says about it (may be empty)."""
    checks: tuple[Claim, ...] = ()
    """Claims about what the move did."""


@dataclass(frozen=True, slots=True)
class Prompt:
    """Your move: the lesson waits for one of the right moves."""

    number: int
    """The step's place in the file, from 1."""
    text: str
    """What to do, in a sentence."""
    right: tuple[str, ...]
    """The moves that count as right (notations)."""
    wrong: str
    """Said when a legal move is not the one the lesson wants."""
    wrong_moves: tuple[tuple[str, str], ...] = ()
    """Moves (notations) with words of their own instead of ``wrong``: "one
    7 makes only three" fits a single 7, not the queen played instead."""
    after: str = ""
    """Said once the right move is made."""
    hint: str = ""
    """Shown after two misses (empty: the first right move is shown)."""
    checks: tuple[Claim, ...] = ()
    """Claims about what the right move did."""


Step = Say | Scripted | Prompt
"""One step of a lesson."""


@dataclass(frozen=True, slots=True)
class Setup:
    """Where a lesson starts: a deal or a position, then set-up moves."""

    players: int
    """Number of seats."""
    seed: int
    """The game's seed (for a deal; kept in the record)."""
    deck: tuple[str, ...] | None
    """A whole stacked deck, 52 cards in notation."""
    stacked: Mapping[str, object] | None
    """Keywords for the game's ``stacked_deck`` (the rest is filled in)."""
    position: Mapping[str, object] | None
    """Keywords for the game's ``position`` (a game in progress)."""
    options: Mapping[str, object]
    """Variant options."""
    moves: tuple[str, ...]
    """Moves played before the lesson starts."""


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson of one game."""

    path: Path
    """The file it was read from (for messages)."""
    game: str
    """The game's id."""
    id: str
    """Unique within its game; what progress remembers."""
    title: str
    """The lesson's name in lists."""
    rule: str
    """The id of the rule it teaches (from the game's rulebook)."""
    seat: int
    """The learner's seat."""
    names: tuple[str, ...]
    """What the table calls each seat."""
    setup: Setup
    """Where it starts."""
    steps: tuple[Step, ...]
    """What happens, in order."""

    @property
    def prompts(self) -> int:
        """How many moves the learner makes."""
        return sum(isinstance(step, Prompt) for step in self.steps)
